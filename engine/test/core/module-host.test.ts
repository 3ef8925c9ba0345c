/**
 * The module host on a real router: what a module registers and calls crosses its own link as
 * frames, bindings reach its provider as Binding objects, and stopping it releases everything.
 */
import type { JsonValue } from '@svc/protocol';
import { describe, expect, it } from 'vitest';
import { hostModule, Seams } from '../../src/core/module-host.js';
import { Router } from '../../src/core/router.js';
import { createLogger } from '../../src/log.js';
import type { Binding, ModuleDescriptor, ModuleHost } from '../../src/modules/host.js';
import { observeInvocations, RecordingLink, settle } from '../helpers.js';

const anySettings = ((settings: unknown): settings is { n?: number } =>
  typeof settings === 'object' && settings !== null && !('bad' in settings)) as ModuleDescriptor<{
  n?: number;
}>['settings'];

/** A module that provides the `tick` trigger type and a function, and hands its host out. */
function tickModule() {
  const bindings: Binding[] = [];
  const removed: string[] = [];
  let host!: ModuleHost<{ n?: number }>;
  const descriptor: ModuleDescriptor<{ n?: number }> = {
    name: 'svc-tick',
    aliases: [],
    description: 'ticks',
    settings: anySettings,
    async start(given) {
      host = given;
      host.registerFunction('tick::double', (data) => (data as number) * 2);
      host.registerTriggerType('tick', 'fires on demand', {
        bind: (binding) => {
          if ((binding.config as { refuse?: boolean }).refuse) throw new Error('not this one');
          bindings.push(binding);
          binding.onRemove(() => removed.push(binding.id));
        },
      });
      return undefined;
    },
  };
  return { descriptor, bindings, removed, host: () => host };
}

async function setup() {
  const router = new Router({ invocationTimeoutMs: 5_000, logger: createLogger('error', () => {}) });
  const seams = new Seams();
  const events = observeInvocations(router);
  const tick = tickModule();
  const module = await hostModule(tick.descriptor, {
    router,
    seams,
    logger: createLogger('error', () => {}),
    settings: {},
    baseDir: '.',
    extra: {},
  });
  const worker = new RecordingLink('w');
  router.connect(worker);
  return { router, seams, events, tick, module, worker };
}

describe('the module host', () => {
  it('registers the module as an in-process worker that serves its functions', async () => {
    const { router, worker } = await setup();
    expect(router.links.get('svc-tick')?.info).toMatchObject({ inProcess: true, metadata: { name: 'svc-tick' } });
    router.receive(worker, { type: 'invokefunction', invocation_id: 'i-1', function_id: 'tick::double', data: 21 });
    await settle();
    expect(worker.last()).toMatchObject({ type: 'invocationresult', invocation_id: 'i-1', result: 42 });
  });

  it('hands bindings to the provider, fires them with their metadata, and tells it when they go', async () => {
    const { router, events, tick, worker } = await setup();
    router.receive(worker, { type: 'registerfunction', id: 'w::on_tick' });
    router.receive(worker, {
      type: 'registertrigger',
      id: 't-1',
      trigger_type: 'tick',
      function_id: 'w::on_tick',
      config: { every: 1 },
      metadata: { team: 'a' },
    });
    await settle();
    const [binding] = tick.bindings;
    expect(binding).toMatchObject({ id: 't-1', triggerType: 'tick', functionId: 'w::on_tick', config: { every: 1 } });
    const fired = binding!.fire({ n: 1 });
    const call = worker.of('invokefunction').at(-1)!;
    expect(call).toMatchObject({ function_id: 'w::on_tick', data: { n: 1 }, metadata: { team: 'a' } });
    router.receive(worker, {
      type: 'invocationresult',
      invocation_id: call.invocation_id!,
      function_id: 'w::on_tick',
      result: 'ok',
    });
    expect(await fired).toBe('ok');
    const started = events.find((e) => e.phase === 'started' && e.functionId === 'w::on_tick');
    expect(started).toMatchObject({ callerId: 'svc-tick', trigger: { id: 't-1', type: 'tick' } });
    router.receive(worker, { type: 'unregistertrigger', id: 't-1', trigger_type: 'tick' });
    expect(tick.removed).toEqual(['t-1']);
  });

  it('refuses a binding its provider throws on, and tells the binding owner why', async () => {
    const { router, worker } = await setup();
    router.receive(worker, {
      type: 'registertrigger',
      id: 't-2',
      trigger_type: 'tick',
      function_id: 'f',
      config: { refuse: true },
    });
    await settle();
    expect(worker.last()).toMatchObject({
      type: 'triggerregistrationresult',
      id: 't-2',
      error: { code: 'trigger_registration_failed', message: 'not this one' },
    });
    expect(router.registry.triggers.get('t-2')?.parked).toBe(true);
  });

  it('asks the condition function first, and only an answer of exactly false skips the fire', async () => {
    const { router, tick, worker } = await setup();
    router.receive(worker, { type: 'registerfunction', id: 'w::cond' });
    router.receive(worker, {
      type: 'registertrigger',
      id: 't-3',
      trigger_type: 'tick',
      function_id: 'f',
      config: { condition_function_id: 'w::cond' },
      metadata: { m: 1 },
    });
    await settle();
    const binding = tick.bindings.find((b) => b.id === 't-3')!;
    for (const [answer, holds] of [
      [false, false],
      [0, true],
      [null, true],
    ] as const) {
      const asked = binding.conditionHolds({ p: 1 });
      const call = worker.of('invokefunction').at(-1)!;
      expect(call).toMatchObject({ function_id: 'w::cond', data: { p: 1 }, metadata: { m: 1 } });
      router.receive(worker, {
        type: 'invocationresult',
        invocation_id: call.invocation_id!,
        function_id: 'w::cond',
        result: answer,
      });
      expect(await asked).toBe(holds);
    }
  });

  it('ends the calls a stopped module was waiting on, removes its bindings and frees its seams', async () => {
    const { router, seams, tick, module, worker } = await setup();
    router.receive(worker, { type: 'registerfunction', id: 'w::slow' });
    router.receive(worker, {
      type: 'registertrigger',
      id: 't-4',
      trigger_type: 'tick',
      function_id: 'w::slow',
      config: {},
    });
    await settle();
    const host = tick.host();
    host.mountHttp('/_tick', () => true);
    host.provideQueue(async () => ({ messageReceiptId: 'm' }));
    const waiting = host.invoke('w::slow', {});
    await module.stop();
    await expect(waiting).rejects.toMatchObject({ code: 'invocation_stopped' });
    expect(tick.removed).toContain('t-4');
    expect(router.links.has('svc-tick')).toBe(false);
    expect(router.registry.functions.has('tick::double')).toBe(false);
    expect(seams.httpMountFor('/_tick/x')).toBeUndefined();
    router.receive(worker, {
      type: 'invokefunction',
      invocation_id: 'q',
      function_id: 'f',
      data: {},
      action: { type: 'enqueue', queue: 'q' },
    });
    expect(worker.last()).toMatchObject({ invocation_id: 'q', error: { code: 'enqueue_error' } });
  });

  it('hands enqueue actions to the queue a module provides', async () => {
    const { router, tick, worker } = await setup();
    const queued: [string, JsonValue | undefined][] = [];
    tick.host().provideQueue(async (queue, call) => {
      queued.push([queue, call.data]);
      return { messageReceiptId: 'r-1' };
    });
    router.receive(worker, {
      type: 'invokefunction',
      invocation_id: 'e-1',
      function_id: 'tick::double',
      data: { a: 1 },
      action: { type: 'enqueue', queue: 'jobs' },
    });
    await settle();
    expect(queued).toEqual([['jobs', { a: 1, _caller_worker_id: 'w' }]]);
    expect(worker.last()).toMatchObject({ invocation_id: 'e-1', result: { messageReceiptId: 'r-1' } });
  });

  it('names a connected worker by its registered name, else its id, and nothing once it is gone', async () => {
    const { router, tick, worker } = await setup();
    const host = tick.host();
    expect(host.workerName('svc-tick')).toBe('svc-tick');
    expect(host.workerName('w')).toBe('w');
    router.setWorkerMetadata(worker, { name: 'orders' });
    expect(host.workerName('w')).toBe('orders');
    router.disconnect(worker);
    expect(host.workerName('w')).toBeUndefined();
  });

  it('refuses to start a module whose settings fail its schema, leaving nothing behind', async () => {
    const router = new Router({ invocationTimeoutMs: 5_000, logger: createLogger('error', () => {}) });
    const { descriptor } = tickModule();
    await expect(
      hostModule(descriptor, {
        router,
        seams: new Seams(),
        logger: createLogger('error', () => {}),
        settings: { bad: true } as never,
        baseDir: '.',
        extra: {},
      }),
    ).rejects.toThrow(/svc-tick: invalid settings/);
    expect(router.links.size).toBe(0);
  });
});
