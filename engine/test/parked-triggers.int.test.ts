/**
 * A binding whose trigger type nobody provides: the engine says so in its log and its listing,
 * tells the worker that made it, and with `unknown_trigger_types: refuse` keeps none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, type RawClient, rawClient, startEngineProcess, writeConfig } from './process.js';

const webhook = (id: string, functionId: string) => ({
  type: 'registertrigger',
  id,
  trigger_type: 'webhook',
  function_id: functionId,
  config: { expression: '*/5 * * * * *' },
});

const parkedLines = (output: string) =>
  output.split('\n').filter((line) => line.includes('trigger parked') && line.includes('"trigger_type":"webhook"'));

describe('with the default unknown_trigger_types: park', () => {
  let engine: EngineProcess;
  let worker: RawClient;
  beforeAll(async () => {
    engine = await startEngineProcess();
    worker = await rawClient(engine.url);
  });
  afterAll(async () => {
    worker.close();
    await engine.kill();
  });

  it('logs the first webhook binding once at warn and lists each as parked with its reason', async () => {
    worker.send(webhook('t-1', 'jobs::tick'));
    worker.send(webhook('t-2', 'jobs::tock'));
    const listed = async () =>
      (await worker.call('engine::registered-triggers::list', { trigger_type: 'webhook' })).result as {
        registered_triggers: { id: string; status: string; reason?: string }[];
      };
    await expect.poll(async () => (await listed()).registered_triggers.length, { timeout: 10_000 }).toBe(2);
    for (const trigger of (await listed()).registered_triggers) {
      expect(trigger).toMatchObject({
        status: 'parked',
        reason: 'no module or worker provides trigger type "webhook"',
      });
    }
    for (const id of ['t-1', 't-2']) {
      const told = await worker.next((f) => f.type === 'triggerregistrationresult' && f.id === id, 10_000);
      expect(told).toMatchObject({ parked: { reason: 'no module or worker provides trigger type "webhook"' } });
      expect(told.error).toBeUndefined();
    }
    const lines = parkedLines(engine.output());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"level":"warn"');
  });
});

describe('with unknown_trigger_types: refuse', () => {
  let engine: EngineProcess;
  let worker: RawClient;
  beforeAll(async () => {
    const config = writeConfig(
      'workers:\n  - name: svc-bridge\n    config:\n      port: 0\n      unknown_trigger_types: refuse\n',
    );
    engine = await startEngineProcess(['--config', config]);
    worker = await rawClient(engine.url);
  });
  afterAll(async () => {
    worker.close();
    await engine.kill();
  });

  it('answers a worker binding of an unknown type with trigger_type_not_found and keeps nothing', async () => {
    worker.send(webhook('t-refused', 'jobs::tick'));
    const answer = await worker.next((f) => f.type === 'triggerregistrationresult' && f.id === 't-refused', 10_000);
    expect(answer).toMatchObject({
      trigger_type: 'webhook',
      function_id: 'jobs::tick',
      error: { code: 'trigger_type_not_found', message: 'no module or worker provides trigger type "webhook"' },
    });
    const listed = await worker.call('engine::registered-triggers::list', { trigger_type: 'webhook' });
    expect(listed.result).toEqual({ registered_triggers: [] });
  });

  it('refuses engine::register_trigger of an unknown type with trigger_type_not_found', async () => {
    const answer = await worker.call('engine::register_trigger', {
      trigger_type: 'webhook',
      function_id: 'jobs::tick',
    });
    expect(answer.error).toMatchObject({ code: 'trigger_type_not_found' });
    const provided = await worker.call('engine::register_trigger', {
      trigger_type: 'engine::functions-available',
      function_id: 'jobs::tick',
    });
    expect(provided.error).toBeUndefined();
  });
});
