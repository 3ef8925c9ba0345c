/**
 * The router's engine events, its invocation observers and its injected clock and ids, fed
 * literal frames: every invocation starts once and finishes once, whichever way it ends, with
 * its duration read from the clock the router was given.
 */
import { describe, expect, it } from 'vitest';
import type { Clock, Timer } from '../../src/core/clock.js';
import type { EngineEvent } from '../../src/core/events.js';
import { Router } from '../../src/core/router.js';
import { createLogger } from '../../src/log.js';
import { observeInvocations, RecordingLink } from '../helpers.js';

/** A clock that moves only when told to; timers fire in order as it passes them. */
class ManualClock implements Clock {
  private at = 1_000;
  private readonly timers = new Map<number, { due: number; run: () => void }>();
  private next = 0;
  now = () => this.at;
  setTimeout = (run: () => void, ms: number): Timer => {
    const id = this.next++;
    this.timers.set(id, { due: this.at + ms, run });
    return id as unknown as Timer;
  };
  clearTimeout = (timer: Timer) => void this.timers.delete(timer as unknown as number);
  advance(ms: number): void {
    this.at += ms;
    for (const [id, timer] of [...this.timers].sort((a, b) => a[1].due - b[1].due)) {
      if (timer.due > this.at) continue;
      this.timers.delete(id);
      timer.run();
    }
  }
}

function setup() {
  const clock = new ManualClock();
  let n = 0;
  const router = new Router({
    invocationTimeoutMs: 5_000,
    logger: createLogger('error', () => {}),
    clock,
    newId: () => `id-${++n}`,
  });
  const events: EngineEvent[] = [];
  router.onEvent((event) => events.push(event));
  const calls = observeInvocations(router);
  const connect = (id: string) => {
    const link = new RecordingLink(id);
    router.connect(link);
    return link;
  };
  return { router, clock, events, calls, connect };
}

describe('engine events', () => {
  it('reports workers, functions and trigger bindings coming and going', () => {
    const { router, events, connect } = setup();
    const a = connect('a');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(a, { type: 'registertrigger', id: 't', trigger_type: 'cron', function_id: 'f', config: {} });
    router.disconnect(a);
    expect(events).toEqual([
      { type: 'worker_connected', workerId: 'a' },
      { type: 'function_registered', functionId: 'f', workerId: 'a' },
      { type: 'trigger_bound', triggerId: 't', triggerType: 'cron', functionId: 'f' },
      { type: 'function_unregistered', functionId: 'f', workerId: 'a' },
      { type: 'trigger_unbound', triggerId: 't', triggerType: 'cron', functionId: 'f' },
      { type: 'worker_disconnected', workerId: 'a' },
    ]);
  });

  it('starts and finishes an invocation once, with its caller, trace context and duration', () => {
    const { router, clock, events, calls, connect } = setup();
    const a = connect('a');
    const b = connect('b');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    events.length = 0;
    router.receive(b, {
      type: 'invokefunction',
      invocation_id: 'i-1',
      function_id: 'f',
      data: {},
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    });
    clock.advance(42);
    router.receive(a, { type: 'invocationresult', invocation_id: 'i-1', function_id: 'f', result: 1 });
    const common = {
      invocationId: 'i-1',
      functionId: 'f',
      callerId: 'b',
      targetId: 'a',
      atMs: 1_000,
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    };
    expect(calls).toEqual([
      { phase: 'started', ...common },
      { phase: 'finished', ...common, durationMs: 42 },
    ]);
    expect(events).toEqual([]);
  });

  it('finishes an invocation with its error code when it times out, its caller leaves, or its worker leaves', () => {
    const { router, clock, calls: events, connect } = setup();
    const a = connect('a');
    const b = connect('b');
    const c = connect('c');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    const outcomes = () =>
      events.flatMap((e) => (e.phase === 'finished' ? [[e.invocationId, e.error ?? 'ok', e.durationMs]] : []));
    router.receive(b, { type: 'invokefunction', invocation_id: 'late', function_id: 'f', data: {} });
    clock.advance(5_000);
    expect(outcomes()).toEqual([
      ['late', { code: 'timeout', message: 'Invocation of f timed out after 5000 ms' }, 5_000],
    ]);
    events.length = 0;
    router.receive(b, { type: 'invokefunction', invocation_id: 'orphan', function_id: 'f', data: {} });
    router.disconnect(b);
    expect(outcomes()).toEqual([['orphan', { code: 'invocation_stopped', message: 'Invocation stopped' }, 0]]);
    events.length = 0;
    router.receive(c, { type: 'invokefunction', invocation_id: 'x', function_id: 'f', data: {} });
    router.receive(c, { type: 'invokefunction', function_id: 'f', data: {}, action: { type: 'void' } });
    router.disconnect(a);
    expect(outcomes().map(([, outcome]) => (outcome as { code: string }).code)).toEqual([
      'invocation_stopped',
      'invocation_stopped',
    ]);
  });

  it('tells an observer of invocations only while it observes, and keeps the others when one throws', () => {
    const { router, connect, calls } = setup();
    const lifecycle: string[] = [];
    router.onEvent((event) => lifecycle.push(event.type));
    const failing = router.observeInvocations({
      started: () => {
        throw new Error('observer bug');
      },
      finished: () => {
        throw new Error('observer bug');
      },
    });
    const counted: string[] = [];
    const stop = router.observeInvocations({
      started: (call) => void counted.push(`started ${call.id}`),
      finished: (call, _at, error) => void counted.push(`finished ${call.id} ${error?.code ?? 'ok'}`),
    });
    const a = connect('a');
    const b = connect('b');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    const call = (id: string) => {
      router.receive(b, { type: 'invokefunction', invocation_id: id, function_id: 'f', data: {} });
      router.receive(a, { type: 'invocationresult', invocation_id: id, function_id: 'f', result: 1 });
    };
    call('i-1');
    stop();
    failing();
    call('i-2');
    expect(lifecycle).toEqual(['worker_connected', 'worker_connected', 'function_registered']);
    expect(counted).toEqual(['started i-1', 'finished i-1 ok']);
    expect(calls.map((c) => `${c.phase} ${c.invocationId}`)).toEqual([
      'started i-1',
      'finished i-1',
      'started i-2',
      'finished i-2',
    ]);
    expect(b.of('invocationresult').map((r) => r.result)).toEqual([1, 1]);
  });

  it('uses the injected ids for reattach tokens and for void calls', () => {
    const { router, connect } = setup();
    const a = connect('a');
    const b = connect('b');
    expect(a.sent[0]).toEqual({ type: 'workerregistered', worker_id: 'a', reattach_token: 'id-1' });
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(b, { type: 'invokefunction', function_id: 'f', data: {}, action: { type: 'void' } });
    expect(a.last()).toMatchObject({ type: 'invokefunction', invocation_id: 'id-3', function_id: 'f' });
  });
});

describe('drain', () => {
  it('settles as soon as the last invocation ends, without waiting out the grace period', async () => {
    const { router, connect } = setup();
    const a = connect('a');
    const b = connect('b');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(a, { type: 'registerfunction', id: 'g' });
    router.receive(b, { type: 'invokefunction', invocation_id: 'i-1', function_id: 'f', data: {} });
    let drained = false;
    const draining = router.drain(60_000).then(() => (drained = true));
    // The worker running i-1 may still call others; an idle worker may not.
    router.receive(a, { type: 'invokefunction', invocation_id: 'nested', function_id: 'g', data: {} });
    expect(a.of('invokefunction').map((f) => f.invocation_id)).toContain('nested');
    router.receive(b, { type: 'invokefunction', invocation_id: 'new', function_id: 'g', data: {} });
    expect(b.last()).toMatchObject({ invocation_id: 'new', error: { code: 'shutting_down' } });
    router.receive(a, { type: 'invocationresult', invocation_id: 'nested', function_id: 'g', result: 1 });
    await Promise.resolve();
    expect(drained).toBe(false);
    router.receive(a, { type: 'invocationresult', invocation_id: 'i-1', function_id: 'f', result: 2 });
    await draining;
    expect(drained).toBe(true);
    expect(b.of('invocationresult').find((f) => f.invocation_id === 'i-1')).toMatchObject({ result: 2 });
  });

  it('ends what is still running with shutting_down when the grace period is over', async () => {
    const { router, clock, connect } = setup();
    const a = connect('a');
    const b = connect('b');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(b, { type: 'invokefunction', invocation_id: 'i-1', function_id: 'f', data: {} });
    const draining = router.drain(1_000);
    clock.advance(1_000);
    await draining;
    expect(b.last()).toMatchObject({ invocation_id: 'i-1', error: { code: 'shutting_down' } });
    expect(a.last()).toMatchObject({ type: 'cancelinvocation', invocation_id: 'i-1' });
    expect(router.invocations.size).toBe(0);
  });
});
