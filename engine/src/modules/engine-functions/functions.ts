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
  WorkerMetadata,
} from '@svc/protocol';
import { validateWorkerMetadata } from '@svc/protocol/validators/contracts/worker-metadata';
import { EngineError, ErrorCode } from '../../errors.js';
import type { ClusterView, FunctionView, ModuleHost, RegistryView, TriggerView, WorkerView } from '../host.js';
import { listsOwn, remoteEntries, tagged } from './cluster.js';
import { compareNames } from './order.js';

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

/**
 * Worker metadata as listings promise it (`contracts/worker-metadata`): a field that breaks the
 * contract (`version: 5`) is left out rather than passed on to every tool that lists workers.
 */
function keepingContract(metadata: Record<string, unknown>): WorkerMetadata {
  const kept = { ...metadata };
  while (!validateWorkerMetadata(kept)) {
    const field = validateWorkerMetadata.errors?.[0]?.instancePath.split('/')[1];
    if (field === undefined || !(field in kept)) return { runtime: kept.runtime as string };
    delete kept[field];
  }
  return kept;
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
export function isInternal(entry: FunctionView): boolean {
  const metadata = entry.registration.metadata;
  return (entry.id.startsWith('engine::') && !entry.id.startsWith('engine::queue::')) || metadata?.internal === true;
}

function matches(search: string | undefined, ...values: (string | undefined)[]): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return values.some((v) => v?.toLowerCase().includes(needle));
}

/** The summary of a function in listings and in `engine::functions-available`. */
export function functionSummary(entry: FunctionView): EngineFunctionSummary {
  const summary: EngineFunctionSummary = { function_id: entry.id, worker_name: entry.workerName };
  if (entry.registration.description !== undefined) summary.description = entry.registration.description;
  if (entry.registration.metadata !== undefined) summary.metadata = entry.registration.metadata;
  return summary;
}

/** The name listings show for a binding's owner: its worker's name, or `engine` for engine-owned ones. */
function ownerName(registry: RegistryView, trigger: TriggerView): string {
  if (trigger.ownerId === undefined) return 'engine';
  return registry.worker(trigger.ownerId)?.name ?? trigger.ownerId;
}

function triggerSummary(registry: RegistryView, trigger: TriggerView): EngineRegisteredTriggerSummary {
  return {
    id: trigger.id,
    trigger_type: trigger.type,
    function_id: trigger.functionId,
    worker_name: ownerName(registry, trigger),
    config: trigger.config,
    config_summary: JSON.stringify(trigger.config).slice(0, 120),
    status: trigger.status,
    ...(trigger.reason === undefined ? {} : { reason: trigger.reason }),
  };
}

/** A worker in listings; `functionCount` is how many functions it owns. */
function workerSummary(worker: WorkerView, functionCount: number): EngineWorkerSummary {
  const m = worker.metadata ?? ({} as Partial<WorkerMetadata>);
  const busy = worker.activeInvocations;
  return {
    id: worker.id,
    name: worker.name,
    description: m.description ?? null,
    version: m.version ?? null,
    runtime: m.runtime ?? 'unknown',
    os: m.os ?? null,
    status: worker.inProcess ? 'available' : busy > 0 ? 'busy' : 'connected',
    function_count: functionCount,
    connected_at_ms: worker.connectedAtMs,
    active_invocations: busy,
    isolation: worker.inProcess ? 'in-process' : (m.isolation ?? null),
    ip_address: worker.remoteAddress ?? null,
  };
}

function functionDetail(registry: RegistryView, entry: FunctionView): EngineFunctionDetail {
  const { request_format, response_format } = entry.registration;
  return {
    ...functionSummary(entry),
    ...(request_format === undefined ? {} : { request_schema: request_format }),
    ...(response_format === undefined ? {} : { response_schema: response_format }),
    registered_triggers: registry
      .triggers()
      .filter((t) => t.functionId === entry.id)
      .map((t) => ({ id: t.id, trigger_type: t.type, config: t.config })),
  };
}

/** Registers every `engine::*` function on the module's link. */
export function registerEngineFunctions(
  host: ModuleHost<unknown>,
  registry: RegistryView,
  cluster: () => ClusterView | undefined = () => undefined,
): void {
  // The generated types carry an index signature JsonValue lacks; the results are JSON all the same.
  const fn = <Id extends keyof Outputs>(
    id: Id,
    description: string,
    handler: (data: Input) => Outputs[Id] | Promise<Outputs[Id]>,
  ) =>
    host.registerFunction(id, (data) => handler(input(id, data)) as JsonValue | Promise<JsonValue>, {
      description,
    });

  const providerName = (workerId: string) => registry.worker(workerId)?.name ?? workerId;

  fn('engine::workers::register', "Stores the calling worker's metadata (sent by every SDK on connect).", (data) => {
    const id = text('engine::workers::register', data, '_caller_worker_id');
    if (id === undefined || !registry.worker(id))
      throw new EngineError(ErrorCode.notFound, 'The calling worker is not connected.');
    const { _caller_worker_id: _, ...metadata } = data;
    const clean = (v: unknown) =>
      typeof v === 'string'
        ? v
            .replace(/[\u0000-\u001f\u007f]/g, '')
            .trim()
            .slice(0, 256)
        : undefined;
    const stored: Record<string, unknown> = { ...metadata, runtime: clean(metadata.runtime) ?? 'unknown' };
    if (clean(metadata.name)) stored.name = clean(metadata.name)!;
    if (clean(metadata.description)) stored.description = clean(metadata.description)!;
    registry.setWorkerMetadata(id, keepingContract(stored));
    return { success: true };
  });

  fn('engine::functions::list', 'Lists registered functions.', (data) => {
    const search = text('engine::functions::list', data, 'search');
    const prefix = text('engine::functions::list', data, 'prefix');
    const worker = text('engine::functions::list', data, 'worker');
    const workers = Array.isArray(data.workers) ? data.workers.map(String) : undefined;
    const engine = text('engine::functions::list', data, 'engine');
    const view = cluster();
    const own = listsOwn(view, engine)
      ? registry
          .functions()
          .filter((f) => data.include_internal === true || !isInternal(f))
          .map((f) => (view ? { ...functionSummary(f), worker_count: f.replicaIds?.length ?? 1 } : functionSummary(f)))
      : [];
    const functions = [...tagged(view, own), ...remoteEntries(view, engine, 'functions')]
      .filter((f) => !prefix || f.function_id.startsWith(prefix))
      .filter((f) => !worker || f.worker_name === worker)
      .filter((f) => !workers || workers.includes(f.worker_name))
      .filter((f) => matches(search, f.function_id, f.description))
      .sort((a, b) => a.function_id.localeCompare(b.function_id) || (a.engine ?? '').localeCompare(b.engine ?? ''));
    return { functions };
  });

  fn('engine::functions::info', 'Describes one function or up to 32.', (data) => {
    const one = text('engine::functions::info', data, 'function_id');
    if (one !== undefined) {
      const entry = registry.function(one);
      if (!entry) throw new EngineError(ErrorCode.notFound, `Function '${one}' is not registered.`);
      return functionDetail(registry, entry);
    }
    const ids = data.function_ids;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 32) {
      throw new EngineError(ErrorCode.invalidArguments, 'Give function_id, or function_ids with 1 to 32 ids.');
    }
    return {
      functions: ids.map((id) => {
        const entry = registry.function(String(id));
        return entry ? functionDetail(registry, entry) : { function_id: String(id), error: 'not_found' as const };
      }),
    };
  });

  fn('engine::workers::list', 'Lists connected workers and built-in modules.', (data) => {
    const search = text('engine::workers::list', data, 'search');
    const runtime = text('engine::workers::list', data, 'runtime');
    const status = text('engine::workers::list', data, 'status');
    // One pass over the functions for every worker's count, not one pass per worker.
    const counts = new Map<string, number>();
    for (const f of registry.functions())
      for (const id of f.replicaIds ?? [f.workerId]) counts.set(id, (counts.get(id) ?? 0) + 1);
    const engine = text('engine::workers::list', data, 'engine');
    const view = cluster();
    const connected = listsOwn(view, engine)
      ? registry.workers().filter((w) => w.inProcess || w.metadata?.pid !== undefined)
      : [];
    const replicas = new Map<string, number>();
    for (const w of connected) replicas.set(w.name, (replicas.get(w.name) ?? 0) + 1);
    const own = connected.map((w) => ({
      ...workerSummary(w, counts.get(w.id) ?? 0),
      replicas: replicas.get(w.name) ?? 1,
    }));
    const workers = [...tagged(view, own), ...remoteEntries(view, engine, 'workers')]
      .filter((w) => (!runtime || w.runtime === runtime) && (!status || w.status === status))
      .filter((w) => matches(search, w.name, w.description ?? undefined))
      .sort((a, b) => compareNames(a.name, b.name));
    return { workers };
  });

  fn('engine::workers::info', 'Describes one worker by name.', (data) => {
    const name = text('engine::workers::info', data, 'name');
    const found = registry.workers().find((w) => w.name === name || w.id === name);
    if (!found) throw new EngineError(ErrorCode.notFound, `Worker '${name ?? ''}' is not connected.`);
    const owned = registry.functions().filter((f) => (f.replicaIds ?? [f.workerId]).includes(found.id));
    return {
      worker: { ...workerSummary(found, owned.length), pid: found.metadata?.pid ?? null, internal: found.inProcess },
      functions: owned.map(functionSummary),
      trigger_types: registry
        .triggerTypes()
        .filter((t) => t.providerId === found.id)
        .map((t) => ({ id: t.id, description: t.registration.description ?? '' })),
      registered_triggers: registry
        .triggers()
        .filter((t) => t.ownerId === found.id)
        .map((t) => triggerSummary(registry, t)),
    };
  });

  fn('engine::triggers::list', 'Lists trigger types.', (data) => {
    const search = text('engine::triggers::list', data, 'search');
    const prefix = text('engine::triggers::list', data, 'prefix');
    const triggers = registry
      .triggerTypes()
      .filter((t) => data.include_internal === true || !t.id.startsWith('engine::'))
      .filter((t) => (!prefix || t.id.startsWith(prefix)) && matches(search, t.id, t.registration.description))
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((t) => ({
        id: t.id,
        worker_name: providerName(t.providerId),
        description: t.registration.description ?? '',
      }));
    return { triggers };
  });

  fn('engine::triggers::info', 'Describes one trigger type.', (data) => {
    const id = text('engine::triggers::info', data, 'id');
    const type = id === undefined ? undefined : registry.triggerType(id);
    if (!type) throw new EngineError(ErrorCode.notFound, `Trigger type '${id ?? ''}' is not registered.`);
    const detail: EngineTriggersInfoOutput = {
      id: type.id,
      worker_name: providerName(type.providerId),
      description: type.registration.description ?? '',
      instance_count: registry.triggers().filter((t) => t.type === type.id).length,
    };
    if (type.registration.trigger_request_format !== undefined)
      detail.configuration_schema = type.registration.trigger_request_format;
    if (type.registration.call_request_format !== undefined)
      detail.request_schema = type.registration.call_request_format;
    return detail;
  });

  /** A binding of an engine trigger type, or one that fires an internal function (the live feed's). */
  const internalBinding = (t: TriggerView): boolean => {
    const target = registry.function(t.functionId);
    return t.type.startsWith('engine::') || (target !== undefined && isInternal(target));
  };

  fn('engine::registered-triggers::list', 'Lists trigger bindings.', (data) => {
    const search = text('engine::registered-triggers::list', data, 'search');
    const type = text('engine::registered-triggers::list', data, 'trigger_type');
    const functionId = text('engine::registered-triggers::list', data, 'function_id');
    const worker = text('engine::registered-triggers::list', data, 'worker');
    const registered_triggers = registry
      .triggers()
      .filter((t) => data.include_internal === true || !internalBinding(t))
      .filter((t) => (!type || t.type === type) && (!functionId || t.functionId === functionId))
      .filter((t) => !worker || ownerName(registry, t) === worker)
      .filter((t) => matches(search, t.id, t.type, t.functionId))
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((t) => triggerSummary(registry, t));
    return { registered_triggers };
  });

  fn('engine::registered-triggers::info', 'Describes one trigger binding.', (data) => {
    const id = text('engine::registered-triggers::info', data, 'id');
    const trigger = id === undefined ? undefined : registry.trigger(id);
    if (!trigger) throw new EngineError(ErrorCode.notFound, `Trigger '${id ?? ''}' is not registered.`);
    const type = registry.triggerType(trigger.type);
    const target = registry.function(trigger.functionId);
    return {
      ...triggerSummary(registry, trigger),
      ...(trigger.metadata === undefined ? {} : { metadata: trigger.metadata }),
      trigger: type
        ? { id: type.id, worker_name: providerName(type.providerId), description: type.registration.description ?? '' }
        : null,
      function: target ? functionSummary(target) : null,
    };
  });

  fn('engine::register_trigger', 'Binds a trigger owned by the engine: it outlives the caller.', async (data) => {
    const triggerType = text('engine::register_trigger', data, 'trigger_type');
    const functionId = text('engine::register_trigger', data, 'function_id');
    if (!triggerType || !functionId)
      throw new EngineError(ErrorCode.invalidArguments, 'trigger_type and function_id are required.');
    const id = await registry.bindEngineTrigger({
      type: 'registertrigger',
      id: randomUUID(),
      trigger_type: triggerType,
      function_id: functionId,
      config: (data.config ?? {}) as JsonValue,
      ...(data.metadata === undefined ? {} : { metadata: data.metadata as JsonValue }),
    });
    return { id };
  });

  fn('engine::unregister_trigger', 'Removes a trigger binding by id.', (data) => {
    const id = text('engine::unregister_trigger', data, 'id');
    const caller = typeof data._caller_worker_id === 'string' ? data._caller_worker_id : undefined;
    return { removed: id !== undefined && registry.unbindTrigger(id, caller) };
  });
}
