/**
 * svc-state and svc-events hosted on one router, as `startEngine` hosts them: a change svc-state
 * makes reaches an `event` binding through the host's publisher, neither module importing the
 * other; without svc-events, state changes work and publish nothing; deliveries past
 * `max_in_flight` are dropped and counted.
 */
import type { JsonValue } from '@svc/protocol';
import { describe, expect, it } from 'vitest';
import { type HostedModule, hostModule, Seams } from '../../src/core/module-host.js';
import { createLogger } from '../../src/log.js';
import { eventsModule } from '../../src/modules/events/index.js';
import type { BUILTIN_MODULES } from '../../src/modules/index.js';
import { stateModule } from '../../src/modules/state/index.js';
import { settle, setup } from '../helpers.js';

const quiet = createLogger('error', () => {});

async function engineWith(modules: typeof BUILTIN_MODULES, settings: Record<string, JsonValue> = {}) {
  const { router, connect } = setup();
  const seams = new Seams();
  const hosted: HostedModule[] = [];
  for (const module of modules) {
    hosted.push(await hostModule(module, { router, seams, logger: quiet, settings, baseDir: '.', extra: {} }));
  }
  const call = (functionId: string, data: JsonValue) => router.invoke(functionId, data);
  /** A worker link that registers `functionId` and binds it with a trigger of `type`. */
  const subscriber = async (functionId: string, type: string, config: JsonValue) => {
    const worker = connect('w');
    router.receive(worker, { type: 'registerfunction', id: functionId });
    router.receive(worker, { type: 'registertrigger', id: 't', trigger_type: type, function_id: functionId, config });
    await settle();
    return worker;
  };
  return { router, seams, call, subscriber, stop: () => Promise.all(hosted.map((m) => m.stop())) };
}

describe('the events seam of the module host', () => {
  it("delivers svc-state's changes to event bindings as state:* events", async () => {
    const engine = await engineWith([stateModule, eventsModule]);
    const worker = await engine.subscriber('on::update', 'event', { event: 'state:updated' });
    await engine.call('state::set', { scope: 's', key: 'k', value: 1 });
    await engine.call('state::set', { scope: 's', key: 'k', value: 2 });
    await settle();
    const calls = worker.of('invokefunction').filter((f) => f.function_id === 'on::update');
    expect(calls.map((f) => f.data)).toEqual([
      { type: 'state', event_type: 'state:updated', scope: 's', key: 'k', old_value: 1, new_value: 2 },
    ]);
    await engine.stop();
    expect(engine.seams.publisher).toBeUndefined();
  });

  it('leaves state working, publishing nothing, when no module provides events', async () => {
    const engine = await engineWith([stateModule]);
    expect(engine.seams.publisher).toBeUndefined();
    expect(await engine.call('state::set', { scope: 's', key: 'k', value: 1 })).toEqual({
      old_value: null,
      new_value: 1,
    });
    await engine.stop();
  });

  it('drops, and counts, deliveries past max_in_flight instead of holding them', async () => {
    const engine = await engineWith([eventsModule], { max_in_flight: 2 });
    const worker = await engine.subscriber('on::slow', 'subscribe', { topic: 'busy' });
    // The worker never answers: every delivery stays in flight.
    for (let n = 0; n < 5; n++) await engine.call('publish', { topic: 'busy', data: n });
    await settle();
    expect(worker.of('invokefunction').map((f) => f.data)).toEqual([0, 1]);
    expect(await engine.call('events::stats', {})).toMatchObject({ published: 5, dropped: 3, in_flight: 2 });
    await engine.stop();
  });
});
