/**
 * Every `engine::*` function's real answer, from an engine process, against its contract in
 * schema/contracts/engine/: the generated validator must accept it, and it may hold no field the
 * schema does not declare (peers may add fields, svc itself documents every one it sends).
 */
import { posix } from 'node:path';
import { formatValidationError, schemas, validatorsBySchemaId, type SchemaDocument } from '@svc/protocol';
import { registerWorker, type Worker } from 'svc-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEngineProcess, type EngineProcess } from '../process.js';

const quiet = { info() {}, warn() {}, error() {}, debug() {} };

/** `engine::registered-triggers::list` → `contracts/engine/registered-triggers-list-<side>.schema.json`. */
const contractOf = (functionId: string, side: 'input' | 'output') =>
  `contracts/engine/${functionId.slice('engine::'.length).replace(/::|_/g, '-')}-${side}.schema.json`;

type Node = SchemaDocument;
const resolve = (file: string, ref: string): [Node, string] => {
  const target = posix.normalize(posix.join(posix.dirname(file), ref));
  return [schemas[target]!, target];
};

/** The properties an object schema declares, its `allOf` parts' included; undefined for a free-form object. */
function propertiesOf(node: Node, file: string): Map<string, [Node, string]> | undefined {
  if (!node.properties && !node.allOf) return undefined;
  const declared = new Map<string, [Node, string]>();
  for (const part of (node.allOf ?? []) as Node[]) {
    for (const [key, property] of propertiesOf(...resolve(file, String(part.$ref))) ?? []) declared.set(key, property);
  }
  for (const [key, property] of Object.entries((node.properties ?? {}) as Record<string, Node>)) {
    declared.set(key, [property, file]);
  }
  return declared;
}

/** JSON pointers of the fields in `value` that the schema `node` (of `file`) does not declare. */
function undeclared(value: unknown, node: Node, file: string, at = ''): string[] {
  if (typeof node.$ref === 'string') return undeclared(value, ...resolve(file, node.$ref), at);
  const branches = (node.oneOf ?? node.anyOf) as Node[] | undefined;
  if (branches) {
    // The branch that explains the most; the validator has already said that one branch fits.
    return branches.map((b) => undeclared(value, b, file, at)).reduce((a, b) => (b.length < a.length ? b : a));
  }
  if (Array.isArray(value)) {
    const items = node.items as Node | undefined;
    return items ? value.flatMap((item, i) => undeclared(item, items, file, `${at}/${i}`)) : [];
  }
  if (value === null || typeof value !== 'object') return [];
  const declared = propertiesOf(node, file);
  if (!declared) return [];
  return Object.entries(value).flatMap(([key, field]) => {
    const property = declared.get(key);
    return property ? undeclared(field, ...property, `${at}/${key}`) : [`${at}/${key}`];
  });
}

/** Calls an engine function directly, without the contract checks of `call`. */
const ask = (functionId: string, payload: Record<string, unknown>) =>
  caller.trigger({ function_id: functionId, payload });

/** Waits until `ready()` holds, checking every 50 ms for up to 20 s. */
async function until(ready: () => Promise<boolean>): Promise<void> {
  for (const started = Date.now(); !(await ready()); ) {
    if (Date.now() - started > 20_000) throw new Error('the engine never reached the state this test needs');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let engine: EngineProcess;
let caller: Worker;
let provider: Worker;
let releaseHeld: () => void = () => {};
let engineBinding = '';

/** Calls `functionId` with `input`, after checking that the input fits the input contract; returns the output. */
async function call(functionId: string, input: Record<string, unknown>): Promise<unknown> {
  const validateInput = validatorsBySchemaId[contractOf(functionId, 'input')];
  expect(validateInput, `no input contract for ${functionId}`).toBeDefined();
  expect(validateInput!(input), formatValidationError(validateInput!.errors)).toBe(true);
  return caller.trigger({ function_id: functionId, payload: input });
}

beforeAll(async () => {
  engine = await startEngineProcess();
  caller = registerWorker(engine.url, { worker_name: 'contracts-caller', logger: quiet });
  provider = registerWorker(engine.url, { worker_name: 'contracts-provider', logger: quiet });
  provider.registerFunction('contracts::echo', (payload: unknown) => payload, {
    description: 'Echoes its payload',
    request_format: { type: 'object' },
    response_format: { type: 'object' },
    metadata: { team: 'contracts' },
  });
  const held = new Promise<void>((resolve) => (releaseHeld = resolve));
  provider.registerFunction('contracts::hold', () => held.then(() => ({ released: true })));
  provider.registerTriggerType(
    {
      id: 'contracts::hook',
      description: 'Fires on a webhook',
      trigger_request_format: { type: 'object', properties: { path: { type: 'string' } } },
      call_request_format: { type: 'object' },
    },
    { registerTrigger() {}, unregisterTrigger() {} },
  );
  provider.registerTrigger({
    type: 'contracts::hook',
    function_id: 'contracts::echo',
    config: { path: '/echo' },
    metadata: { owner: 'ops' },
  });
  // Parked: nobody provides the type, and its function does not exist.
  provider.registerTrigger({ type: 'contracts::nobody', function_id: 'contracts::absent' });
  await until(async () => JSON.stringify(await ask('engine::functions::list', {})).includes('contracts::hold'));
  // An invocation in flight makes its worker `busy`.
  caller.trigger({ function_id: 'contracts::hold', payload: {} }).catch(() => {});
  await until(async () => JSON.stringify(await ask('engine::workers::list', { status: 'busy' })).includes('provider'));
});

afterAll(async () => {
  releaseHeld();
  await Promise.all([caller?.shutdown(), provider?.shutdown()]);
  await engine?.kill();
});

/** Each function with inputs that reach every shape of its answer, in order (later calls use earlier ones). */
const CALLS: [string, () => Record<string, unknown>][] = [
  ['engine::workers::register', () => ({ name: 'contracts-caller', runtime: 'node', version: '0', pid: process.pid })],
  ['engine::functions::list', () => ({})],
  ['engine::functions::list', () => ({ prefix: 'engine::', include_internal: true })],
  ['engine::functions::list', () => ({ search: 'echo', workers: ['contracts-provider'] })],
  ['engine::functions::info', () => ({ function_id: 'contracts::echo' })],
  ['engine::functions::info', () => ({ function_ids: ['contracts::echo', 'contracts::absent'] })],
  ['engine::workers::list', () => ({})],
  ['engine::workers::list', () => ({ status: 'busy' })],
  ['engine::workers::info', () => ({ name: 'contracts-provider' })],
  ['engine::workers::info', () => ({ name: 'engine' })],
  ['engine::triggers::list', () => ({})],
  ['engine::triggers::list', () => ({ include_internal: true })],
  ['engine::triggers::info', () => ({ id: 'contracts::hook' })],
  ['engine::triggers::info', () => ({ id: 'engine::functions-available' })],
  ['engine::register_trigger', () => ({ trigger_type: 'contracts::hook', function_id: 'contracts::echo' })],
  ['engine::registered-triggers::list', () => ({ include_internal: true })],
  ['engine::registered-triggers::info', () => ({ id: engineBinding })],
  ['engine::unregister_trigger', () => ({ id: engineBinding })],
  ['engine::unregister_trigger', () => ({ id: engineBinding })],
];

describe('engine::* functions against their contracts', () => {
  it('reports a worker busy while it runs an invocation', async () => {
    expect(await call('engine::workers::list', { status: 'busy' })).toMatchObject({
      workers: [expect.objectContaining({ name: 'contracts-provider', active_invocations: 1 })],
    });
  });

  it.each(CALLS.map(([id, input], i) => [i, id, input] as const))('%i: %s', async (_i, functionId, input) => {
    const output = await call(functionId, input());
    if (functionId === 'engine::register_trigger') engineBinding = (output as { id: string }).id;
    const schemaId = contractOf(functionId, 'output');
    const validate = validatorsBySchemaId[schemaId];
    expect(validate, `no output contract for ${functionId}`).toBeDefined();
    expect(validate!(output), `${formatValidationError(validate!.errors)} in ${JSON.stringify(output)}`).toBe(true);
    expect(undeclared(output, schemas[schemaId]!, schemaId)).toEqual([]);
  });

  it('answers with every shape its contracts allow for', async () => {
    const parked = (await call('engine::registered-triggers::list', { trigger_type: 'contracts::nobody' })) as {
      registered_triggers: { id: string; status: string }[];
    };
    expect(parked.registered_triggers).toEqual([expect.objectContaining({ status: 'parked' })]);
    const info = await call('engine::registered-triggers::info', { id: parked.registered_triggers[0]!.id });
    expect(info).toMatchObject({ trigger: null, function: null });
    expect(validatorsBySchemaId[contractOf('engine::registered-triggers::info', 'output')]!(info)).toBe(true);
  });

  it('covers every function the engine module registers, each with an input and an output contract', async () => {
    const listed = (await ask('engine::functions::list', {
      prefix: 'engine::',
      include_internal: true,
      worker: 'engine',
    })) as { functions: { function_id: string }[] };
    const ids = listed.functions.map((f) => f.function_id).sort();
    expect(ids.length).toBeGreaterThan(0);
    expect([...new Set(CALLS.map(([id]) => id))].sort()).toEqual(ids);
    for (const id of ids) {
      expect(validatorsBySchemaId[contractOf(id, 'input')], id).toBeDefined();
      expect(validatorsBySchemaId[contractOf(id, 'output')], id).toBeDefined();
    }
  });

  it('fires the engine trigger types with payloads that keep their contracts', { timeout: 60_000 }, async () => {
    const seen: { type: string; payload: unknown }[] = [];
    const watcher = registerWorker(engine.url, { worker_name: 'contracts-watcher', logger: quiet });
    try {
      for (const type of ['engine::workers-available', 'engine::functions-available']) {
        const id = `contracts::on_${type.slice('engine::'.length)}`;
        watcher.registerFunction(id, (payload: unknown) => void seen.push({ type, payload }));
        watcher.registerTrigger({ type, function_id: id });
      }
      await until(async () =>
        JSON.stringify(await ask('engine::registered-triggers::list', { include_internal: true })).includes(
          'contracts::on_functions-available',
        ),
      );
      const visitor = registerWorker(engine.url, { worker_name: 'contracts-visitor', logger: quiet });
      visitor.registerFunction('contracts::visit', () => null);
      await until(async () => JSON.stringify(seen).includes('contracts::visit'));
      await visitor.shutdown();
      await until(async () => JSON.stringify(seen).includes('worker_disconnected'));
      for (const { type, payload } of seen) {
        const schemaId = `contracts/engine/${type.slice('engine::'.length)}-event.schema.json`;
        const validate = validatorsBySchemaId[schemaId]!;
        expect(validate(payload), `${formatValidationError(validate.errors)} in ${JSON.stringify(payload)}`).toBe(true);
        expect(undeclared(payload, schemas[schemaId]!, schemaId)).toEqual([]);
      }
    } finally {
      await watcher.shutdown();
    }
  });
});
