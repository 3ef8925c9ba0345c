/**
 * The `engine::*` discovery and registration functions, read by the console, the CLI and any
 * worker. Output shapes follow the iii engine's, so tools written for it work unchanged; each is
 * a contract in `schema/contracts/engine/`, and every result here is built as its generated type.
 */
import { randomUUID } from 'node:crypto';
import type {
  EngineFunctionDetail,
  EngineFunctionsInfoOutput,
  EngineFunctionsListOutput,
  EngineFunctionSummary,
  EngineRegisteredTriggersInfoOutput,
  EngineRegisteredTriggersListOutput,
  EngineRegisteredTriggerSummary,
  EngineRegisterTriggerOutput,
  EngineTriggersInfoOutput,
  EngineTriggersListOutput,
  EngineUnregisterTriggerOutput,
  EngineWorkersInfoOutput,
  EngineWorkersListOutput,
  EngineWorkersRegisterOutput,
  EngineWorkerSummary,
  JsonValue,
} from '@svc/protocol';
import { EngineError, ErrorCode } from '../../errors.js';
import type { LocalWorker } from '../../core/local-worker.js';
import { linkName, type WorkerLink } from '../../core/link.js';
import type { FunctionEntry, TriggerEntry } from '../../core/registry.js';
import type { Router } from '../../core/router.js';

type Input = Record<string, unknown>;

/** What each function returns: its output contract. */
interface Outputs {
  'engine::workers::register': EngineWorkersRegisterOutput;
  'engine::functions::list': EngineFunctionsListOutput;
  'engine::functions::info': EngineFunctionsInfoOutput;
  'engine::workers::list': EngineWorkersListOutput;
  'engine::workers::info': EngineWorkersInfoOutput;
  'engine::triggers::list': EngineTriggersListOutput;
  'engine::triggers::info': EngineTriggersInfoOutput;
  'engine::registered-triggers::list': EngineRegisteredTriggersListOutput;
  'engine::registered-triggers::info': EngineRegisteredTriggersInfoOutput;
  'engine::register_trigger': EngineRegisterTriggerOutput;
  'engine::unregister_trigger': EngineUnregisterTriggerOutput;
}

/** Reads an object input, refusing anything else with `deserialization_error`. */
function input(functionId: string, data: JsonValue): Input {
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new EngineError(
      ErrorCode.deserializationError,
      `Failed to deserialize input for ${functionId}: expected an object`,
    );
  }
  return data as Input;
}

/** An optional string field of an input. */
function text(functionId: string, data: Input, field: string): string | undefined {
  const value = data[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    throw new EngineError(
      ErrorCode.deserializationError,
      `Failed to deserialize input for ${functionId}: ${field} must be a string`,
    );
  }
  return value;
}

/** Whether a function is hidden from default listings. */
export function isInternal(entry: FunctionEntry): boolean {
  const metadata = entry.registration.metadata;
  return (entry.id.startsWith('engine::') && !entry.id.startsWith('engine::queue::')) || metadata?.internal === true;
}

function matches(search: string | undefined, ...values: (string | undefined)[]): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return values.some((v) => v?.toLowerCase().includes(needle));
}

/** The summary of a function in listings and in `engine::functions-available`. */
export function functionSummary(entry: FunctionEntry): EngineFunctionSummary {
  const summary: EngineFunctionSummary = { function_id: entry.id, worker_name: linkName(entry.owner) };
  if (entry.registration.description !== undefined) summary.description = entry.registration.description;
  if (entry.registration.metadata !== undefined) summary.metadata = entry.registration.metadata;
  return summary;
}

function triggerSummary(router: Router, trigger: TriggerEntry): EngineRegisteredTriggerSummary {
  return {
    id: trigger.id,
    trigger_type: trigger.type,
    function_id: trigger.functionId,
    worker_name: trigger.owner ? linkName(trigger.owner) : 'engine',
    config: trigger.config,
    config_summary: JSON.stringify(trigger.config).slice(0, 120),
    status: trigger.parked ? 'parked' : router.registry.triggerTypes.has(trigger.type) ? 'active' : 'parked',
  };
}

function workerSummary(router: Router, link: WorkerLink): EngineWorkerSummary {
  const m = link.info.metadata ?? {};
  const busy = router.invocations.involving(link).filter((p) => p.target === link).length;
  return {
    id: link.id,
    name: linkName(link),
    description: m.description ?? null,
    version: m.version ?? null,
    runtime: m.runtime ?? 'unknown',
    os: m.os ?? null,
    status: link.info.inProcess ? 'available' : busy > 0 ? 'busy' : 'connected',
    function_count: router.registry.ownedBy(link).functions.length,
    connected_at_ms: link.info.connectedAtMs,
    active_invocations: busy,
    isolation: link.info.inProcess ? 'in-process' : (m.isolation ?? null),
    ip_address: link.info.remoteAddress ?? null,
  };
}

function functionDetail(router: Router, entry: FunctionEntry): EngineFunctionDetail {
  const { request_format, response_format } = entry.registration;
  return {
    ...functionSummary(entry),
    ...(request_format === undefined ? {} : { request_schema: request_format }),
    ...(response_format === undefined ? {} : { response_schema: response_format }),
    registered_triggers: [...router.registry.triggers.values()]
      .filter((t) => t.functionId === entry.id)
      .map((t) => ({ id: t.id, trigger_type: t.type, config: t.config })),
  };
}

/** Registers every `engine::*` function on `worker`. */
export function registerEngineFunctions(worker: LocalWorker, router: Router): void {
  const { registry } = router;
  // The generated types carry an index signature JsonValue lacks; the results are JSON all the same.
  const fn = <Id extends keyof Outputs>(
    id: Id,
    description: string,
    handler: (data: Input) => Outputs[Id] | Promise<Outputs[Id]>,
  ) =>
    worker.registerFunction(id, (data) => handler(input(id, data)) as JsonValue | Promise<JsonValue>, {
      description,
    });

  fn('engine::workers::register', "Stores the calling worker's metadata (sent by every SDK on connect).", (data) => {
    const id = text('engine::workers::register', data, '_caller_worker_id');
    const link = id === undefined ? undefined : router.links.get(id);
    if (!link) throw new EngineError(ErrorCode.notFound, 'The calling worker is not connected.');
    const { _caller_worker_id: _, ...metadata } = data;
    const clean = (v: unknown) =>
      typeof v === 'string'
        ? v
            .replace(/[\u0000-\u001f\u007f]/g, '')
            .trim()
            .slice(0, 256)
        : undefined;
    link.info.metadata = { ...metadata, runtime: clean(metadata.runtime) ?? 'unknown' };
    if (clean(metadata.name)) link.info.metadata.name = clean(metadata.name)!;
    if (clean(metadata.description)) link.info.metadata.description = clean(metadata.description)!;
    router.notifyWorker('worker_metadata_updated', link.id);
    return { success: true };
  });

  fn('engine::functions::list', 'Lists registered functions.', (data) => {
    const search = text('engine::functions::list', data, 'search');
    const prefix = text('engine::functions::list', data, 'prefix');
    const worker = text('engine::functions::list', data, 'worker');
    const workers = Array.isArray(data.workers) ? data.workers.map(String) : undefined;
    const functions = [...registry.functions.values()]
      .filter((f) => data.include_internal === true || !isInternal(f))
      .filter((f) => !prefix || f.id.startsWith(prefix))
      .filter((f) => !worker || linkName(f.owner) === worker)
      .filter((f) => !workers || workers.includes(linkName(f.owner)))
      .filter((f) => matches(search, f.id, f.registration.description))
      .sort((a, b) => a.id.localeCompare(b.id))
      .map(functionSummary);
    return { functions };
  });

  fn('engine::functions::info', 'Describes one function or up to 32.', (data) => {
    const one = text('engine::functions::info', data, 'function_id');
    if (one !== undefined) {
      const entry = registry.functions.get(one);
      if (!entry) throw new EngineError(ErrorCode.notFound, `Function '${one}' is not registered.`);
      return functionDetail(router, entry);
    }
    const ids = data.function_ids;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 32) {
      throw new EngineError(ErrorCode.invalidArguments, 'Give function_id, or function_ids with 1 to 32 ids.');
    }
    return {
      functions: ids.map((id) => {
        const entry = registry.functions.get(String(id));
        return entry ? functionDetail(router, entry) : { function_id: String(id), error: 'not_found' as const };
      }),
    };
  });

  fn('engine::workers::list', 'Lists connected workers and built-in modules.', (data) => {
    const search = text('engine::workers::list', data, 'search');
    const runtime = text('engine::workers::list', data, 'runtime');
    const status = text('engine::workers::list', data, 'status');
    const workers = [...router.links.values()]
      .filter((l) => l.info.inProcess || l.info.metadata?.pid !== undefined)
      .map((l) => workerSummary(router, l))
      .filter((w) => (!runtime || w.runtime === runtime) && (!status || w.status === status))
      .filter((w) => matches(search, w.name, w.description ?? undefined))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { workers };
  });

  fn('engine::workers::info', 'Describes one worker by name.', (data) => {
    const name = text('engine::workers::info', data, 'name');
    const link = [...router.links.values()].find((l) => linkName(l) === name || l.id === name);
    if (!link) throw new EngineError(ErrorCode.notFound, `Worker '${name ?? ''}' is not connected.`);
    const owned = registry.ownedBy(link);
    return {
      worker: { ...workerSummary(router, link), pid: link.info.metadata?.pid ?? null, internal: link.info.inProcess },
      functions: owned.functions.map(functionSummary),
      trigger_types: owned.triggerTypes.map((t) => ({ id: t.id, description: t.registration.description ?? '' })),
      registered_triggers: owned.triggers.map((t) => triggerSummary(router, t)),
    };
  });

  fn('engine::triggers::list', 'Lists trigger types.', (data) => {
    const search = text('engine::triggers::list', data, 'search');
    const prefix = text('engine::triggers::list', data, 'prefix');
    const triggers = [...registry.triggerTypes.values()]
      .filter((t) => data.include_internal === true || !t.id.startsWith('engine::'))
      .filter((t) => (!prefix || t.id.startsWith(prefix)) && matches(search, t.id, t.registration.description))
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((t) => ({ id: t.id, worker_name: linkName(t.provider), description: t.registration.description ?? '' }));
    return { triggers };
  });

  fn('engine::triggers::info', 'Describes one trigger type.', (data) => {
    const id = text('engine::triggers::info', data, 'id');
    const type = id === undefined ? undefined : registry.triggerTypes.get(id);
    if (!type) throw new EngineError(ErrorCode.notFound, `Trigger type '${id ?? ''}' is not registered.`);
    const detail: EngineTriggersInfoOutput = {
      id: type.id,
      worker_name: linkName(type.provider),
      description: type.registration.description ?? '',
      instance_count: registry.triggersOfType(type.id).length,
    };
    if (type.registration.trigger_request_format !== undefined)
      detail.configuration_schema = type.registration.trigger_request_format;
    if (type.registration.call_request_format !== undefined)
      detail.request_schema = type.registration.call_request_format;
    return detail;
  });

  fn('engine::registered-triggers::list', 'Lists trigger bindings.', (data) => {
    const search = text('engine::registered-triggers::list', data, 'search');
    const type = text('engine::registered-triggers::list', data, 'trigger_type');
    const functionId = text('engine::registered-triggers::list', data, 'function_id');
    const worker = text('engine::registered-triggers::list', data, 'worker');
    const registered_triggers = [...registry.triggers.values()]
      .filter((t) => data.include_internal === true || !t.type.startsWith('engine::'))
      .filter((t) => (!type || t.type === type) && (!functionId || t.functionId === functionId))
      .filter((t) => !worker || (t.owner ? linkName(t.owner) : 'engine') === worker)
      .filter((t) => matches(search, t.id, t.type, t.functionId))
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((t) => triggerSummary(router, t));
    return { registered_triggers };
  });

  fn('engine::registered-triggers::info', 'Describes one trigger binding.', (data) => {
    const id = text('engine::registered-triggers::info', data, 'id');
    const trigger = id === undefined ? undefined : registry.triggers.get(id);
    if (!trigger) throw new EngineError(ErrorCode.notFound, `Trigger '${id ?? ''}' is not registered.`);
    const type = registry.triggerTypes.get(trigger.type);
    const target = registry.functions.get(trigger.functionId);
    return {
      ...triggerSummary(router, trigger),
      ...(trigger.metadata === undefined ? {} : { metadata: trigger.metadata }),
      trigger: type
        ? { id: type.id, worker_name: linkName(type.provider), description: type.registration.description ?? '' }
        : null,
      function: target ? functionSummary(target) : null,
    };
  });

  fn('engine::register_trigger', 'Binds a trigger owned by the engine: it outlives the caller.', async (data) => {
    const triggerType = text('engine::register_trigger', data, 'trigger_type');
    const functionId = text('engine::register_trigger', data, 'function_id');
    if (!triggerType || !functionId)
      throw new EngineError(ErrorCode.invalidArguments, 'trigger_type and function_id are required.');
    const entry = await router.registerEngineTrigger({
      type: 'registertrigger',
      id: randomUUID(),
      trigger_type: triggerType,
      function_id: functionId,
      config: (data.config ?? {}) as JsonValue,
      ...(data.metadata === undefined ? {} : { metadata: data.metadata as JsonValue }),
    });
    return { id: entry.id };
  });

  fn('engine::unregister_trigger', 'Removes a trigger binding by id.', (data) => {
    const id = text('engine::unregister_trigger', data, 'id');
    const trigger = id === undefined ? undefined : registry.triggers.get(id);
    if (!trigger) return { removed: false };
    router.removeTrigger(trigger);
    return { removed: true };
  });
}
