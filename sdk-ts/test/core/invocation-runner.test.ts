import { describe, expect, it } from 'vitest';
import { InvocationError } from '../../src/errors.js';
import type { InvocationContext } from '../../src/types.js';
import { makeCore, settle } from '../helpers/core-harness.js';

/** A connected core; `link.take()` leaves out the registerfunction frames the tests cause. */
function connected() {
  const harness = makeCore();
  const link = harness.connect();
  link.take();
  const take = link.take.bind(link);
  link.take = () => take().filter((frame) => (frame as { type: string }).type !== 'registerfunction');
  return { ...harness, link };
}

describe('incoming invokefunction', () => {
  it('runs the handler with payload and context and answers with its result', async () => {
    const { core, link } = connected();
    let seen: { payload: unknown; context: InvocationContext } | undefined;
    core.registerFunction('math::add', async (payload: { a: number; b: number }, context) => {
      seen = { payload, context };
      return { c: payload.a + payload.b };
    });
    core.receive({
      type: 'invokefunction',
      invocation_id: 'i-1',
      function_id: 'math::add',
      data: { a: 2, b: 3, _caller_worker_id: 'w-b' },
      metadata: { tenant: 't1' },
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    });
    await settle();
    expect(link.take()).toEqual([
      { type: 'invocationresult', invocation_id: 'i-1', function_id: 'math::add', result: { c: 5 } },
    ]);
    expect(seen?.payload).toEqual({ a: 2, b: 3, _caller_worker_id: 'w-b' });
    expect(seen?.context).toMatchObject({
      invocationId: 'i-1',
      functionId: 'math::add',
      metadata: { tenant: 't1' },
      callerWorkerId: 'w-b',
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
      baggage: undefined,
    });
    expect(seen?.context.signal.aborted).toBe(false);
  });

  it('accepts synchronous handlers and leaves result out when the handler returns nothing', async () => {
    const { core, link } = connected();
    core.registerFunction('sync::value', () => 7);
    core.registerFunction('sync::nothing', () => undefined);
    core.receive({ type: 'invokefunction', invocation_id: 'i-1', function_id: 'sync::value', data: null });
    core.receive({ type: 'invokefunction', invocation_id: 'i-2', function_id: 'sync::nothing' });
    await settle();
    expect(link.take()).toEqual([
      { type: 'invocationresult', invocation_id: 'i-1', function_id: 'sync::value', result: 7 },
      { type: 'invocationresult', invocation_id: 'i-2', function_id: 'sync::nothing' },
    ]);
  });

  it('answers a bigint result as the integer it holds', async () => {
    const { core, link } = connected();
    core.registerFunction('big::id', () => ({ id: 2n ** 60n + 1n }));
    core.receive({ type: 'invokefunction', invocation_id: 'i-2', function_id: 'big::id', data: null });
    await settle();
    expect(link.take()).toEqual([
      { type: 'invocationresult', invocation_id: 'i-2', function_id: 'big::id', result: { id: 1152921504606846977n } },
    ]);
  });

  it('passes null for a frame without data', async () => {
    const { core } = connected();
    let payload: unknown = 'unset';
    core.registerFunction('a::b', (p) => {
      payload = p;
    });
    core.receive({ type: 'invokefunction', invocation_id: 'i-1', function_id: 'a::b' });
    await settle();
    expect(payload).toBeNull();
  });

  it('answers function_not_found for a function this worker does not have', () => {
    const { core, link } = connected();
    core.receive({ type: 'invokefunction', invocation_id: 'i-1', function_id: 'nope::x', data: {} });
    expect(link.take()).toEqual([
      {
        type: 'invocationresult',
        invocation_id: 'i-1',
        function_id: 'nope::x',
        error: { code: 'function_not_found', message: 'Function nope::x not found' },
      },
    ]);
  });

  it('answers invocation_failed with message and stack when the handler throws', async () => {
    const { core, link } = connected();
    core.registerFunction('math::boom', async () => {
      throw new Error('boom');
    });
    core.registerFunction('math::sync-boom', () => {
      throw new TypeError('sync boom');
    });
    core.registerFunction('math::odd-throw', () => {
      throw { reason: 'not an Error' };
    });
    core.receive({ type: 'invokefunction', invocation_id: 'i-1', function_id: 'math::boom', data: {} });
    core.receive({ type: 'invokefunction', invocation_id: 'i-2', function_id: 'math::sync-boom', data: {} });
    core.receive({ type: 'invokefunction', invocation_id: 'i-3', function_id: 'math::odd-throw', data: {} });
    await settle();
    const [boom, syncBoom, odd] = link.take() as Array<{
      error: { code: string; message: string; stacktrace?: string };
    }>;
    expect(boom?.error).toMatchObject({ code: 'invocation_failed', message: 'boom' });
    expect(boom?.error.stacktrace).toMatch(/^Error: boom\n\s+at /);
    expect(syncBoom?.error).toMatchObject({ code: 'invocation_failed', message: 'sync boom' });
    expect(syncBoom?.error.stacktrace).toMatch(/^TypeError: sync boom/);
    expect(odd?.error).toEqual({ code: 'invocation_failed', message: '{"reason":"not an Error"}' });
  });

  it('answers invocation_failed when the result cannot be encoded as JSON', async () => {
    const { core, link } = connected();
    core.registerFunction('big::int', () => {
      const cycle: Record<string, unknown> = {};
      cycle.self = cycle;
      return cycle as never;
    });
    core.receive({ type: 'invokefunction', invocation_id: 'i-1', function_id: 'big::int', data: null });
    await settle();
    expect(link.take()).toEqual([
      {
        type: 'invocationresult',
        invocation_id: 'i-1',
        function_id: 'big::int',
        error: {
          code: 'invocation_failed',
          message: expect.stringMatching(/^Result of big::int could not be encoded as JSON/),
        },
      },
    ]);
  });

  it('runs the handler but sends nothing for a frame without invocation_id', async () => {
    const { core, link } = connected();
    const calls: unknown[] = [];
    core.registerFunction('audit::log', (p) => {
      calls.push(p);
      return 'ignored';
    });
    core.receive({ type: 'invokefunction', function_id: 'audit::log', data: { e: 1 } });
    core.receive({ type: 'invokefunction', invocation_id: null, function_id: 'audit::log', data: { e: 2 } });
    core.receive({ type: 'invokefunction', function_id: 'nope::x', data: {} });
    await settle();
    expect(calls).toEqual([{ e: 1 }, { e: 2 }]);
    expect(link.take()).toEqual([]);
  });

  it('answers a malformed invokefunction that carries an invocation id instead of dropping it', () => {
    const { core, link } = connected();
    core.registerFunction('a::b', () => 1);
    core.receive({
      type: 'invokefunction',
      invocation_id: 'i-1',
      function_id: 'a::b',
      data: {},
      traceparent: 'garbage',
    });
    expect(link.take()).toEqual([
      {
        type: 'invocationresult',
        invocation_id: 'i-1',
        function_id: 'a::b',
        error: { code: 'deserialization_error', message: expect.stringContaining('Malformed invokefunction') },
      },
    ]);
  });
});

describe('cancelinvocation', () => {
  it('aborts the handler signal with the reason and sends no result for it', async () => {
    const { core, link } = connected();
    let signal: AbortSignal | undefined;
    let finish: (v: unknown) => void = () => undefined;
    core.registerFunction('slow::op', (_p, context) => {
      signal = context.signal;
      return new Promise((resolve) => (finish = resolve));
    });
    core.receive({ type: 'invokefunction', invocation_id: 'i-1', function_id: 'slow::op', data: null });
    core.receive({
      type: 'cancelinvocation',
      invocation_id: 'i-1',
      function_id: 'slow::op',
      reason: { code: 'timeout', message: 'Invocation of slow::op timed out after 100 ms' },
    });
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toBeInstanceOf(InvocationError);
    expect(signal?.reason).toMatchObject({ code: 'timeout', message: 'Invocation of slow::op timed out after 100 ms' });

    finish('too late');
    await settle();
    expect(link.take()).toEqual([]);
    expect(core.runningInvocations).toBe(0);
  });

  it('ignores a cancel for an invocation that is not running', () => {
    const { core, link } = connected();
    core.receive({ type: 'cancelinvocation', invocation_id: 'unknown' });
    expect(link.take()).toEqual([]);
  });

  it('uses invocation_stopped when the cancel gives no reason', () => {
    const { core } = connected();
    let signal: AbortSignal | undefined;
    core.registerFunction('slow::op', (_p, context) => {
      signal = context.signal;
      return new Promise(() => undefined);
    });
    core.receive({ type: 'invokefunction', invocation_id: 'i-1', function_id: 'slow::op', data: null });
    core.receive({ type: 'cancelinvocation', invocation_id: 'i-1' });
    expect(signal?.reason).toMatchObject({ code: 'invocation_stopped' });
  });
});

describe('results across reconnects', () => {
  it('does not send a result on a connection that never saw the invocation', async () => {
    const { core, connect } = makeCore();
    let finish: (v: unknown) => void = () => undefined;
    core.registerFunction('slow::op', () => new Promise((resolve) => (finish = resolve)));
    const first = connect();
    core.receive({ type: 'invokefunction', invocation_id: 'i-1', function_id: 'slow::op', data: null });
    core.connectionClosed();
    const second = connect();
    second.take();
    first.take();

    finish('done');
    await settle();
    expect(second.take()).toEqual([]);
    expect(first.take()).toEqual([]);
  });
});
