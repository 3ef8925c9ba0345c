import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle, setup } from '../helpers.js';

afterEach(() => vi.useRealTimers());

describe('connecting', () => {
  it('sends workerregistered first, with the connection id and a reattach token', () => {
    const { connect } = setup();
    const a = connect('a');
    expect(a.sent).toEqual([{ type: 'workerregistered', worker_id: 'a', reattach_token: expect.any(String) }]);
  });
});

describe('invocation', () => {
  it('routes a call to the owner, reusing the invocation id and adding _caller_worker_id, and the result back', () => {
    const { router, connect } = setup();
    const a = connect('a');
    const b = connect('b');
    router.receive(a, { type: 'registerfunction', id: 'math::add' });
    router.receive(b, {
      type: 'invokefunction',
      invocation_id: 'i-1',
      function_id: 'math::add',
      data: { x: 1 },
      metadata: { t: 1 },
    });
    expect(a.last()).toEqual({
      type: 'invokefunction',
      invocation_id: 'i-1',
      function_id: 'math::add',
      data: { x: 1, _caller_worker_id: 'b' },
      metadata: { t: 1 },
    });
    router.receive(a, { type: 'invocationresult', invocation_id: 'i-1', function_id: 'math::add', result: { sum: 3 } });
    expect(b.last()).toEqual({
      type: 'invocationresult',
      invocation_id: 'i-1',
      function_id: 'math::add',
      result: { sum: 3 },
    });
    expect(router.invocations.size).toBe(0);
  });

  it('forwards non-object payloads unchanged and treats a missing payload as null', () => {
    const { router, connect } = setup();
    const a = connect('a');
    const b = connect('b');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(b, { type: 'invokefunction', invocation_id: 'i-1', function_id: 'f', data: [1, 2] });
    expect(a.last()).toMatchObject({ data: [1, 2] });
    router.receive(b, { type: 'invokefunction', invocation_id: 'i-2', function_id: 'f' });
    expect(a.last()).toMatchObject({ invocation_id: 'i-2', data: null });
  });

  it('forwards a handler error unchanged and leaves out a null result', () => {
    const { router, connect } = setup();
    const a = connect('a');
    const b = connect('b');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(b, { type: 'invokefunction', invocation_id: 'i-1', function_id: 'f', data: {} });
    const error = { code: 'invocation_failed', message: 'boom', stacktrace: 'Error: boom\n  at x' };
    router.receive(a, { type: 'invocationresult', invocation_id: 'i-1', function_id: 'f', error });
    expect(b.last()).toEqual({ type: 'invocationresult', invocation_id: 'i-1', function_id: 'f', error });
    router.receive(b, { type: 'invokefunction', invocation_id: 'i-2', function_id: 'f', data: {} });
    router.receive(a, { type: 'invocationresult', invocation_id: 'i-2', function_id: 'f', result: null });
    expect(b.last()).toEqual({ type: 'invocationresult', invocation_id: 'i-2', function_id: 'f' });
  });

  it('answers an unknown function with function_not_found, and a void call with nothing', () => {
    const { router, connect } = setup();
    const b = connect('b');
    router.receive(b, { type: 'invokefunction', invocation_id: 'i-1', function_id: 'nope::x', data: {} });
    expect(b.last()).toEqual({
      type: 'invocationresult',
      invocation_id: 'i-1',
      function_id: 'nope::x',
      error: { code: 'function_not_found', message: 'Function nope::x not found' },
    });
    const before = b.sent.length;
    router.receive(b, { type: 'invokefunction', function_id: 'nope::x', data: {}, action: { type: 'void' } });
    expect(b.sent.length).toBe(before);
  });

  it('gives the target of a void call a fresh id and drops its result', () => {
    const { router, connect } = setup();
    const a = connect('a');
    const b = connect('b');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    const before = b.sent.length;
    router.receive(b, { type: 'invokefunction', function_id: 'f', data: { v: 1 }, action: { type: 'void' } });
    const call = a.of('invokefunction')[0]!;
    expect(call.invocation_id).toMatch(/^[0-9a-f-]{36}$/);
    router.receive(a, { type: 'invocationresult', invocation_id: call.invocation_id!, function_id: 'f', result: 1 });
    expect(b.sent.length).toBe(before);
  });

  it('drops the registration of an HTTP-invoked function rather than routing its calls to the worker', () => {
    const { router, connect } = setup();
    const a = connect('a');
    const b = connect('b');
    router.receive(a, {
      type: 'registerfunction',
      id: 'hooks::notify',
      invocation: { url: 'https://example.com/notify' },
    });
    router.receive(b, { type: 'invokefunction', invocation_id: 'i-1', function_id: 'hooks::notify', data: {} });
    expect(b.last()).toMatchObject({ invocation_id: 'i-1', error: { code: 'function_not_found' } });
    expect(a.sent.filter((frame) => frame.type === 'invokefunction')).toEqual([]);
  });

  it('ends a call whose frame cannot be written to its target with channel_send_failed', () => {
    const { router, connect } = setup();
    const a = connect('a');
    const b = connect('b');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    a.deliver = () => {
      throw new RangeError('Maximum call stack size exceeded');
    };
    router.receive(b, { type: 'invokefunction', invocation_id: 'i-1', function_id: 'f', data: {} });
    expect(b.last()).toMatchObject({
      invocation_id: 'i-1',
      error: { code: 'channel_send_failed', message: expect.stringContaining('Maximum call stack') },
    });
    expect(router.invocations.size).toBe(0);
  });

  it('answers enqueue with enqueue_error while no queue is installed', () => {
    const { router, connect } = setup();
    const a = connect('a');
    const b = connect('b');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(b, {
      type: 'invokefunction',
      invocation_id: 'i-1',
      function_id: 'f',
      data: {},
      action: { type: 'enqueue', queue: 'jobs' },
    });
    expect(b.last()).toMatchObject({
      type: 'invocationresult',
      invocation_id: 'i-1',
      error: { code: 'enqueue_error' },
    });
    expect(a.of('invokefunction')).toEqual([]);
  });

  it('refuses a second call with an id already in flight', () => {
    const { router, connect } = setup();
    const a = connect('a');
    const b = connect('b');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(b, { type: 'invokefunction', invocation_id: 'same', function_id: 'f', data: {} });
    router.receive(b, { type: 'invokefunction', invocation_id: 'same', function_id: 'f', data: {} });
    expect(b.last()).toMatchObject({ invocation_id: 'same', error: { code: 'duplicate_invocation_id' } });
    expect(a.of('invokefunction')).toHaveLength(1);
  });
});

describe('deadlines', () => {
  it('answers timeout when the deadline passes, cancels the target, and drops the late result', () => {
    vi.useFakeTimers();
    const { router, connect } = setup(1000);
    const a = connect('a');
    const b = connect('b');
    router.receive(a, { type: 'registerfunction', id: 'slow' });
    router.receive(b, { type: 'invokefunction', invocation_id: 'i-1', function_id: 'slow', data: {} });
    vi.advanceTimersByTime(999);
    expect(b.of('invocationresult')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(b.last()).toEqual({
      type: 'invocationresult',
      invocation_id: 'i-1',
      function_id: 'slow',
      error: { code: 'timeout', message: 'Invocation of slow timed out after 1000 ms' },
    });
    expect(a.last()).toMatchObject({ type: 'cancelinvocation', invocation_id: 'i-1', reason: { code: 'timeout' } });
    router.receive(a, { type: 'invocationresult', invocation_id: 'i-1', function_id: 'slow', result: 'late' });
    expect(b.of('invocationresult')).toHaveLength(1);
  });

  it('takes the deadline from the call, else the function, else the engine', () => {
    vi.useFakeTimers();
    const { router, connect } = setup(10_000);
    const a = connect('a');
    const b = connect('b');
    router.receive(a, { type: 'registerfunction', id: 'fn', timeout_ms: 500 });
    router.receive(b, {
      type: 'invokefunction',
      invocation_id: 'by-call',
      function_id: 'fn',
      data: {},
      timeout_ms: 100,
    });
    router.receive(b, { type: 'invokefunction', invocation_id: 'by-fn', function_id: 'fn', data: {} });
    vi.advanceTimersByTime(100);
    expect(b.of('invocationresult').map((r) => r.invocation_id)).toEqual(['by-call']);
    vi.advanceTimersByTime(400);
    expect(b.of('invocationresult').map((r) => r.invocation_id)).toEqual(['by-call', 'by-fn']);
  });
});

describe('disconnects', () => {
  it('fails the calls a departing worker was running with invocation_stopped', () => {
    const { router, connect } = setup();
    const a = connect('a');
    const b = connect('b');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(b, { type: 'invokefunction', invocation_id: 'i-1', function_id: 'f', data: {} });
    router.disconnect(a);
    expect(b.last()).toEqual({
      type: 'invocationresult',
      invocation_id: 'i-1',
      function_id: 'f',
      error: { code: 'invocation_stopped', message: 'Invocation stopped' },
    });
    expect(router.registry.functions.has('f')).toBe(false);
  });

  it('cancels the calls a departing worker was waiting for', () => {
    const { router, connect } = setup();
    const a = connect('a');
    const b = connect('b');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(b, { type: 'invokefunction', invocation_id: 'i-1', function_id: 'f', data: {} });
    router.disconnect(b);
    expect(a.last()).toMatchObject({
      type: 'cancelinvocation',
      invocation_id: 'i-1',
      reason: { code: 'invocation_stopped' },
    });
    expect(router.invocations.size).toBe(0);
  });

  it('takeover mode: the last registration of an id wins, and the old owner leaving removes nothing', () => {
    const { router, connect } = setup(30_000, { duplicateFunctions: 'takeover' });
    const a = connect('a');
    const b = connect('b');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(b, { type: 'registerfunction', id: 'f' });
    router.disconnect(a);
    expect(router.registry.functions.get('f')?.owner).toBe(b);
    router.receive(a, { type: 'unregisterfunction', id: 'f' });
    expect(router.registry.functions.get('f')?.owner).toBe(b);
  });
});

describe('reattach', () => {
  it('retires the previous connection before the replayed registrations are processed', () => {
    const { router, connect } = setup();
    const old = connect('old');
    const token = old.of('workerregistered')[0]!.reattach_token!;
    router.receive(old, { type: 'registerfunction', id: 'f' });
    const fresh = connect('new');
    router.receive(fresh, { type: 'reattach', previous_worker_id: 'old', reattach_token: token });
    router.receive(fresh, { type: 'registerfunction', id: 'f' });
    expect(old.closedWith).toBe(1000);
    router.disconnect(old); // the old socket's close arrives late
    expect(router.registry.functions.get('f')?.owner).toBe(fresh);
    expect(router.links.has('old')).toBe(false);
  });

  it('ignores a wrong token', () => {
    const { router, connect } = setup();
    const old = connect('old');
    const fresh = connect('new');
    router.receive(fresh, { type: 'reattach', previous_worker_id: 'old', reattach_token: 'guess' });
    expect(old.closedWith).toBeUndefined();
    expect(router.links.has('old')).toBe(true);
    expect(fresh.of('invocationresult')).toEqual([]);
  });
});

describe('triggers', () => {
  it('parks a binding until its type is registered, then delivers it to the provider', () => {
    const { router, connect } = setup();
    const user = connect('user');
    router.receive(user, {
      type: 'registertrigger',
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'f',
      message_type: 'registertrigger',
    });
    expect(router.registry.triggers.get('t-1')).toMatchObject({ parked: true, config: {} });
    const provider = connect('provider');
    router.receive(provider, { type: 'registertriggertype', id: 'webhook', description: 'Webhooks' });
    expect(provider.last()).toEqual({
      type: 'registertrigger',
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'f',
      config: {},
    });
    expect(router.registry.triggers.get('t-1')?.parked).toBe(false);
  });

  it('forwards a provider refusal to the worker that made the binding, and parks it', () => {
    const { router, connect } = setup();
    const provider = connect('provider');
    router.receive(provider, { type: 'registertriggertype', id: 'webhook', description: 'Webhooks' });
    const user = connect('user');
    router.receive(user, {
      type: 'registertrigger',
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'f',
      config: { path: 1 },
    });
    const error = { code: 'trigger_registration_failed', message: 'path must be a string' };
    router.receive(provider, {
      type: 'triggerregistrationresult',
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'f',
      error,
    });
    expect(user.last()).toEqual({
      type: 'triggerregistrationresult',
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'f',
      error,
    });
    expect(router.registry.triggers.get('t-1')?.parked).toBe(true);
    // A code of the provider's own is not passed on: the owner gets the documented one.
    router.receive(user, { type: 'registertrigger', id: 't-2', trigger_type: 'webhook', function_id: 'f', config: {} });
    router.receive(provider, {
      type: 'triggerregistrationresult',
      id: 't-2',
      trigger_type: 'webhook',
      function_id: 'f',
      error: { code: '\u0001x', message: 'no' },
    });
    expect(user.last()).toMatchObject({ id: 't-2', error: { code: 'trigger_registration_failed', message: 'no' } });
  });

  it('tells the provider when the binding owner leaves, and re-offers bindings to a new provider', () => {
    const { router, connect } = setup();
    const provider = connect('p1');
    router.receive(provider, { type: 'registertriggertype', id: 'webhook', description: 'Webhooks' });
    const owner = connect('owner');
    const other = connect('other');
    router.receive(owner, {
      type: 'registertrigger',
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'f',
      config: {},
    });
    router.receive(other, {
      type: 'registertrigger',
      id: 't-2',
      trigger_type: 'webhook',
      function_id: 'g',
      config: {},
    });
    router.disconnect(owner);
    expect(provider.last()).toEqual({ type: 'unregistertrigger', id: 't-1', trigger_type: 'webhook' });
    router.disconnect(provider);
    expect(router.registry.triggers.get('t-2')?.parked).toBe(true);
    const next = connect('p2');
    router.receive(next, { type: 'registertriggertype', id: 'webhook', description: 'Webhooks' });
    expect(next.of('registertrigger').map((t) => t.id)).toEqual(['t-2']);
  });
});

describe('frames', () => {
  it('answers JSON ping with pong and drops unknown types and stray fields', () => {
    const { router, connect } = setup();
    const a = connect('a');
    router.receive(a, { type: 'ping' });
    expect(a.last()).toEqual({ type: 'pong' });
    router.receive(a, { type: 'mystery', x: 1 });
    router.receive(a, 'not an object');
    expect(router.stats.framesUnknown).toBe(2);
    router.receive(a, { type: 'registerfunction', id: 'f', extra: true });
    expect(router.registry.functions.has('f')).toBe(true);
  });

  it('answers an invalid invokefunction with invalid_frame naming the field', () => {
    const { router, connect } = setup();
    const a = connect('a');
    router.receive(a, { type: 'invokefunction', invocation_id: 'i-1', function_id: 42 });
    expect(a.last()).toMatchObject({
      type: 'invocationresult',
      invocation_id: 'i-1',
      error: { code: 'invalid_frame', message: expect.stringContaining('/function_id') },
    });
    expect(router.stats.framesInvalid).toBe(1);
  });

  it('answers an invalid call with invalid_frame whatever its action, unless the action is void', () => {
    const { router, connect } = setup();
    const a = connect('a');
    for (const action of [{ queue: 'jobs' }, { type: 'enqueue' }, { type: 'later' }]) {
      router.receive(a, { type: 'invokefunction', invocation_id: 'i-1', function_id: 'f', action });
      expect(a.last()).toMatchObject({
        type: 'invocationresult',
        invocation_id: 'i-1',
        function_id: 'f',
        error: { code: 'invalid_frame', message: expect.stringContaining('/action') },
      });
    }
    const before = a.sent.length;
    router.receive(a, { type: 'invokefunction', invocation_id: 'i-2', function_id: 42, action: { type: 'void' } });
    expect(a.sent.length).toBe(before);
  });

  it('refuses a frame the transport found fault with, like an invalid one', () => {
    const { router, connect } = setup();
    const a = connect('a');
    router.receive(a, { type: 'registerfunction', id: 'f' }, '/ nests deeper than 512 levels');
    expect(router.registry.functions.has('f')).toBe(false);
    router.receive(
      a,
      { type: 'invokefunction', invocation_id: 'i-1', function_id: 'f', data: [] },
      '/ nests deeper than 512 levels',
    );
    expect(a.last()).toEqual({
      type: 'invocationresult',
      invocation_id: 'i-1',
      function_id: 'f',
      error: { code: 'invalid_frame', message: 'Invalid invokefunction frame: / nests deeper than 512 levels' },
    });
    expect(router.stats.framesInvalid).toBe(2);
  });
});

describe('engine functions', () => {
  it('stores worker metadata, lists workers and functions, and hides engine internals', async () => {
    const { router, connect } = setup();
    const a = connect('a');
    router.receive(a, {
      type: 'invokefunction',
      function_id: 'engine::workers::register',
      data: { name: ' billing\n', runtime: 'node', pid: 7 },
      action: { type: 'void' },
    });
    router.receive(a, { type: 'registerfunction', id: 'billing::charge', description: 'Charge a card' });
    await settle();
    expect(a.info.metadata).toMatchObject({ name: 'billing', runtime: 'node', pid: 7 });
    const functions = (await router.invoke('engine::functions::list', {})) as {
      functions: { function_id: string; worker_name: string }[];
    };
    expect(functions.functions).toEqual([
      { function_id: 'billing::charge', worker_name: 'billing', description: 'Charge a card' },
    ]);
    const workers = (await router.invoke('engine::workers::list', {})) as {
      workers: { name: string; function_count: number }[];
    };
    expect(workers.workers.find((w) => w.name === 'billing')).toMatchObject({ function_count: 1, runtime: 'node' });
    await expect(router.invoke('engine::functions::info', { function_id: 'nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(router.invoke('engine::functions::list', 'x')).rejects.toMatchObject({
      code: 'deserialization_error',
    });
  });

  it('stores metadata as its contract allows, leaving out a field of the wrong type', async () => {
    const { router, connect } = setup();
    const a = connect('a');
    router.receive(a, {
      type: 'invokefunction',
      function_id: 'engine::workers::register',
      data: { name: 'billing', runtime: 'node', version: 5, pid: 'seven', os: 'linux', team: 'payments' },
      action: { type: 'void' },
    });
    await settle();
    expect(a.info.metadata).toEqual({ name: 'billing', runtime: 'node', os: 'linux', team: 'payments' });
  });

  it('pushes engine::functions-available once per burst of changes', async () => {
    const { router, connect } = setup();
    const watcher = connect('watcher');
    router.receive(watcher, { type: 'registerfunction', id: 'watch::changes' });
    router.receive(watcher, {
      type: 'registertrigger',
      id: 't-1',
      trigger_type: 'engine::functions-available',
      function_id: 'watch::changes',
    });
    await settle();
    watcher.sent.length = 0;
    const a = connect('a');
    for (let i = 0; i < 10; i++) router.receive(a, { type: 'registerfunction', id: `a::f${i}` });
    await settle();
    const fires = watcher.of('invokefunction');
    expect(fires).toHaveLength(1);
    expect((fires[0]!.data as { functions: unknown[] }).functions).toHaveLength(11);
  });

  it('keeps a trigger made with engine::register_trigger after its caller leaves', async () => {
    const { router, connect } = setup();
    const provider = connect('provider');
    router.receive(provider, { type: 'registertriggertype', id: 'webhook', description: 'Webhooks' });
    const pending = router.invoke('engine::register_trigger', {
      trigger_type: 'webhook',
      function_id: 'f',
      config: {},
    });
    await settle();
    const offered = provider.of('registertrigger')[0]!;
    router.receive(provider, {
      type: 'triggerregistrationresult',
      id: offered.id,
      trigger_type: 'webhook',
      function_id: 'f',
    });
    const { id } = (await pending) as { id: string };
    expect(id).toBe(offered.id);
    expect(router.registry.triggers.get(id)?.owner).toBeUndefined();
    await expect(router.invoke('engine::unregister_trigger', { id })).resolves.toEqual({ removed: true });
  });
});
