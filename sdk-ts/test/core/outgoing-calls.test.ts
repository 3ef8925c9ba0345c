import { describe, expect, it } from 'vitest';
import { ErrorCode, InvocationError } from '../../src/errors.js';
import { OutgoingCalls } from '../../src/core/outgoing-calls.js';
import { makeCore, settle, WORKERS_REGISTER } from '../helpers/core-harness.js';
import { FakeScheduler } from '../helpers/fake-scheduler.js';

/** A core with an open connection whose start-up frames are already taken. */
function connected(options: Parameters<typeof makeCore>[0] = {}) {
  const harness = makeCore(options);
  const link = harness.connect();
  link.take();
  return { ...harness, link };
}

describe('trigger(): request/response', () => {
  it('sends invokefunction with a fresh invocation_id and resolves with the result', async () => {
    const { core, link } = connected();
    const call = core.trigger({ function_id: 'math::add', payload: { a: 2, b: 3 }, metadata: { tenant: 't1' } });
    expect(link.take()).toEqual([
      {
        type: 'invokefunction',
        invocation_id: 'id-1',
        function_id: 'math::add',
        data: { a: 2, b: 3 },
        metadata: { tenant: 't1' },
      },
    ]);
    core.receive({ type: 'invocationresult', invocation_id: 'id-1', function_id: 'math::add', result: { c: 5 } });
    await expect(call).resolves.toEqual({ c: 5 });
    expect(core.pendingCalls).toBe(0);
  });

  it('resolves undefined when the result has no result field', async () => {
    const { core } = connected();
    const call = core.trigger({ function_id: 'math::undef' });
    core.receive({ type: 'invocationresult', invocation_id: 'id-1', function_id: 'math::undef' });
    await expect(call).resolves.toBeUndefined();
  });

  it('sends data null when the payload is left out, and timeout_ms only when the caller gave one', () => {
    const { core, link } = connected();
    void core.trigger({ function_id: 'a::b' });
    void core.trigger({ function_id: 'a::b', payload: 0, timeout_ms: 1500 });
    expect(link.take()).toEqual([
      { type: 'invokefunction', invocation_id: 'id-1', function_id: 'a::b', data: null },
      { type: 'invokefunction', invocation_id: 'id-2', function_id: 'a::b', data: 0, timeout_ms: 1500 },
    ]);
  });

  it('settles concurrent calls by invocation id, whatever order the results come in', async () => {
    const { core } = connected();
    const first = core.trigger({ function_id: 'a::b', payload: 1 });
    const second = core.trigger({ function_id: 'a::b', payload: 2 });
    core.receive({ type: 'invocationresult', invocation_id: 'id-2', function_id: 'a::b', result: 'two' });
    core.receive({ type: 'invocationresult', invocation_id: 'id-1', function_id: 'a::b', result: 'one' });
    await expect(Promise.all([first, second])).resolves.toEqual(['one', 'two']);
  });
});

describe('trigger(): void and enqueue', () => {
  it('void returns undefined at once and sends no invocation_id', async () => {
    const { core, link } = connected();
    await expect(
      core.trigger({ function_id: 'audit::log', payload: { e: 1 }, action: { type: 'void' } }),
    ).resolves.toBeUndefined();
    expect(link.take()).toEqual([
      { type: 'invokefunction', function_id: 'audit::log', data: { e: 1 }, action: { type: 'void' } },
    ]);
    expect(core.pendingCalls).toBe(0);
  });

  it('enqueue sends the action with an invocation id and returns the engine receipt', async () => {
    const { core, link } = connected();
    const call = core.trigger({ function_id: 'jobs::run', payload: {}, action: { type: 'enqueue', queue: 'jobs' } });
    expect(link.take()).toEqual([
      {
        type: 'invokefunction',
        invocation_id: 'id-1',
        function_id: 'jobs::run',
        data: {},
        action: { type: 'enqueue', queue: 'jobs' },
      },
    ]);
    core.receive({
      type: 'invocationresult',
      invocation_id: 'id-1',
      function_id: 'jobs::run',
      result: { messageReceiptId: 'r-1' },
    });
    await expect(call).resolves.toEqual({ messageReceiptId: 'r-1' });
  });
});

describe('trigger(): errors', () => {
  it('rejects with an InvocationError carrying the wire code for function_not_found', async () => {
    const { core } = connected();
    const call = core.trigger({ function_id: 'nope::x', payload: {} });
    core.receive({
      type: 'invocationresult',
      invocation_id: 'id-1',
      function_id: 'nope::x',
      error: { code: 'function_not_found', message: 'Function nope::x not found' },
    });
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvocationError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'InvocationError',
      code: 'function_not_found',
      message: 'Function nope::x not found',
      functionId: 'nope::x',
      invocationId: 'id-1',
    });
  });

  it('carries the remote stack trace of invocation_failed', async () => {
    const { core } = connected();
    const call = core.trigger({ function_id: 'math::boom' });
    core.receive({
      type: 'invocationresult',
      invocation_id: 'id-1',
      function_id: 'math::boom',
      error: { code: 'invocation_failed', message: 'boom', stacktrace: 'Error: boom\n    at handler (w.js:3:9)' },
    });
    await expect(call).rejects.toMatchObject({
      code: 'invocation_failed',
      stacktrace: 'Error: boom\n    at handler (w.js:3:9)',
    });
  });

  it('turns an error that is not an error body into code UNKNOWN instead of leaving the call hanging', async () => {
    const { core } = connected();
    const call = core.trigger({ function_id: 'odd::fn' });
    core.receive({ type: 'invocationresult', invocation_id: 'id-1', function_id: 'odd::fn', error: 'kaput' });
    await expect(call).rejects.toMatchObject({ code: ErrorCode.Unknown });
  });

  it('rejects an empty function id and a bad timeout without sending anything', async () => {
    const { core, link } = connected();
    await expect(core.trigger({ function_id: '' })).rejects.toMatchObject({ code: ErrorCode.InvalidArgument });
    await expect(core.trigger({ function_id: 'a::b', timeout_ms: 0 })).rejects.toMatchObject({
      code: ErrorCode.InvalidArgument,
    });
    expect(link.take()).toEqual([]);
  });

  it('rejects a payload JSON cannot encode with serialization_error', async () => {
    const { core } = connected();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    await expect(core.trigger({ function_id: 'a::b', payload: cycle as never })).rejects.toMatchObject({
      code: ErrorCode.SerializationError,
    });
    expect(core.pendingCalls).toBe(0);
  });
});

describe('trigger(): the SDK backstop timeout', () => {
  it('rejects with timeout once the call timeout plus the grace has passed', async () => {
    const { core, scheduler } = connected({ timeoutGraceMs: 1000 });
    const call = core.trigger({ function_id: 'slow::op', timeout_ms: 500 });
    let outcome: unknown = 'pending';
    call.then(
      (v) => (outcome = v),
      (e: unknown) => (outcome = e),
    );
    scheduler.advance(1499);
    await settle();
    expect(outcome).toBe('pending');
    scheduler.advance(1);
    await settle();
    expect(outcome).toMatchObject({ name: 'InvocationError', code: 'timeout', functionId: 'slow::op' });
  });

  it('uses the worker default timeout when the call names none', async () => {
    const { core, scheduler } = connected({ invocationTimeoutMs: 2000, timeoutGraceMs: 0 });
    const call = core.trigger({ function_id: 'slow::op' });
    scheduler.advance(2000);
    await expect(call).rejects.toMatchObject({ code: 'timeout' });
  });

  it('ignores a result that arrives after the call timed out', async () => {
    const { core, scheduler, logger } = connected({ timeoutGraceMs: 0 });
    const call = core.trigger({ function_id: 'slow::op', timeout_ms: 100 });
    scheduler.advance(100);
    await expect(call).rejects.toMatchObject({ code: 'timeout' });
    core.receive({ type: 'invocationresult', invocation_id: 'id-1', function_id: 'slow::op', result: 'late' });
    expect(logger.at('debug')).toContain('ignored a result nobody waits for');
    expect(core.pendingCalls).toBe(0);
  });
});

describe('trigger(): disconnection', () => {
  it('queues calls made while disconnected and sends them after the registrations on the next connection', async () => {
    const { core, connect } = makeCore();
    core.registerFunction('me::fn', () => undefined);
    const call = core.trigger({ function_id: 'math::add', payload: { a: 1 } });
    void core.trigger({ function_id: 'audit::log', action: { type: 'void' } });

    const link = connect();
    expect(link.take()).toEqual([
      { type: 'registerfunction', id: 'me::fn' },
      { type: 'invokefunction', invocation_id: 'id-1', function_id: 'math::add', data: { a: 1 } },
      { type: 'invokefunction', function_id: 'audit::log', data: null, action: { type: 'void' } },
      WORKERS_REGISTER,
    ]);
    core.receive({ type: 'invocationresult', invocation_id: 'id-1', function_id: 'math::add', result: 1 });
    await expect(call).resolves.toBe(1);
  });

  it('drops queued calls whose deadline passed before the connection came back', async () => {
    const { core, connect, scheduler } = makeCore({ timeoutGraceMs: 5000 });
    const expired = core.trigger({ function_id: 'a::short', timeout_ms: 1000 });
    void core.trigger({ function_id: 'a::void', action: { type: 'void' }, timeout_ms: 1000 });
    const alive = core.trigger({ function_id: 'a::long', timeout_ms: 60_000 });
    scheduler.advance(2000);

    const link = connect();
    expect(link.take()).toEqual([
      { type: 'invokefunction', invocation_id: 'id-2', function_id: 'a::long', data: null, timeout_ms: 60_000 },
      WORKERS_REGISTER,
    ]);
    await expect(expired).rejects.toMatchObject({ code: 'timeout' });
    core.receive({ type: 'invocationresult', invocation_id: 'id-2', function_id: 'a::long', result: 'ok' });
    await expect(alive).resolves.toBe('ok');
  });

  it('fails calls in flight with invocation_stopped when their connection closes, but keeps queued ones', async () => {
    const { core, connect } = makeCore();
    const link = connect();
    const inFlight = core.trigger({ function_id: 'a::b' });
    core.connectionClosed();
    const queued = core.trigger({ function_id: 'a::c' });
    await expect(inFlight).rejects.toMatchObject({ code: ErrorCode.InvocationStopped });
    link.take();

    const next = connect();
    expect(next.take()).toContainEqual({
      type: 'invokefunction',
      invocation_id: 'id-2',
      function_id: 'a::c',
      data: null,
    });
    core.receive({ type: 'invocationresult', invocation_id: 'id-2', function_id: 'a::c', result: 3 });
    await expect(queued).resolves.toBe(3);
  });

  it('queues a call whose send the closing connection refused', () => {
    const { core, connect } = makeCore();
    const link = connect();
    link.take();
    link.open = false; // closing: the socket takes no more frames
    void core.trigger({ function_id: 'a::b' });
    core.connectionClosed();
    expect(connect().take()).toContainEqual({
      type: 'invokefunction',
      invocation_id: 'id-1',
      function_id: 'a::b',
      data: null,
    });
  });
});

describe('OutgoingCalls queue', () => {
  it('does not keep expired calls of a long outage', () => {
    const scheduler = new FakeScheduler();
    const calls = new OutgoingCalls(scheduler, 0);
    const frame = (n: number) => ({
      type: 'invokefunction' as const,
      function_id: 'a::b',
      data: n,
      action: { type: 'void' as const },
    });
    const queued = () => (calls as unknown as { queue: unknown[] }).queue.length;
    let longest = 0;
    for (let n = 0; n < 10_000; n += 1) {
      calls.submit(frame(n), scheduler.now() + 1000, undefined);
      longest = Math.max(longest, queued());
      scheduler.advance(10);
    }
    const sent: unknown[] = [];
    calls.flush((f) => sent.push(f) > 0);
    // Only the calls of the last second are still worth sending...
    expect(sent).toHaveLength(99);
    expect(sent[0]).toMatchObject({ data: 9901 });
    // ...and the queue never held much more than that while waiting.
    expect(longest).toBeLessThanOrEqual(256);
  });
});
