import type { WorkerMetadata } from '@svc/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Router, RouterOptions } from '../../src/core/router.js';
import { type RecordingLink, setup } from '../helpers.js';

afterEach(() => vi.useRealTimers());

/** A router whose links `connect(id, name)` have sent their worker name. */
function named(options: Partial<RouterOptions> = {}) {
  const { router, connect } = setup(30_000, options);
  const join = (id: string, name?: string) => {
    const link = connect(id);
    if (name !== undefined) router.setWorkerMetadata(link, { name, runtime: 'node' } as WorkerMetadata);
    return link;
  };
  return { router, join };
}

const call = (router: Router, from: RecordingLink, id: string, fn = 'f') =>
  router.receive(from, { type: 'invokefunction', invocation_id: id, function_id: fn, data: {} });

/** Two replicas named `scorer` that both registered `f`, and a caller. */
function pool() {
  const { router, join } = named();
  const a = join('a', 'scorer');
  const b = join('b', 'scorer');
  const caller = join('caller', 'caller');
  router.receive(a, { type: 'registerfunction', id: 'f' });
  router.receive(b, { type: 'registerfunction', id: 'f' });
  return { router, a, b, caller };
}

const invoked = (link: RecordingLink) => link.of('invokefunction').map((f) => f.invocation_id);

describe('pool mode (the default)', () => {
  it('spreads calls over replicas with the same name, the least busy first', () => {
    const { router, a, b, caller } = pool();
    for (const id of ['1', '2', '3', '4']) call(router, caller, id);
    expect(invoked(a)).toHaveLength(2);
    expect(invoked(b)).toHaveLength(2);
    // a answers both of its calls: the next two go to a, which is now idle, not to b.
    for (const id of invoked(a)) router.receive(a, { type: 'invocationresult', invocation_id: id!, function_id: 'f' });
    call(router, caller, '5');
    call(router, caller, '6');
    expect(invoked(a)).toHaveLength(4);
    expect(invoked(b)).toHaveLength(2);
  });

  it('sends no call to a paused replica while another can take it', () => {
    const { router, a, b, caller } = pool();
    (a as { paused?: boolean }).paused = true;
    for (const id of ['1', '2', '3']) call(router, caller, id);
    expect(invoked(a)).toEqual([]);
    expect(invoked(b)).toEqual(['1', '2', '3']);
  });

  it('a replica that leaves stops only its own calls; the others keep serving', () => {
    const { router, a, b, caller } = pool();
    call(router, caller, '1');
    call(router, caller, '2');
    const [onA] = invoked(a);
    const [onB] = invoked(b);
    router.disconnect(a);
    const results = caller.of('invocationresult');
    expect(results).toEqual([
      expect.objectContaining({ invocation_id: onA, error: expect.objectContaining({ code: 'invocation_stopped' }) }),
    ]);
    expect(router.registry.functions.get('f')?.replicas).toEqual([b]);
    call(router, caller, '3');
    expect(invoked(b)).toEqual([onB, '3']);
    router.receive(b, { type: 'invocationresult', invocation_id: onB!, function_id: 'f', result: 1 });
    expect(caller.of('invocationresult').at(-1)).toMatchObject({ invocation_id: onB, result: 1 });
  });

  it('refuses a worker with another name, naming the owner, and keeps the calls with the owner', () => {
    const { router, join } = named();
    const a = join('a', 'echo');
    const b = join('b', 'intruder');
    const caller = join('caller', 'caller');
    router.receive(a, { type: 'registerfunction', id: 'a::echo' });
    router.receive(b, { type: 'registerfunction', id: 'a::echo' });
    expect(b.of('registrationrejected')).toEqual([
      {
        type: 'registrationrejected',
        code: 'FUNCTION_NAMESPACE_CONFLICT',
        namespace: 'default',
        function_id: 'a::echo',
        owner_worker_id: 'a',
        error: expect.objectContaining({ code: 'FUNCTION_NAMESPACE_CONFLICT' }),
      },
    ]);
    call(router, caller, '1', 'a::echo');
    expect(invoked(a)).toEqual(['1']);
    expect(invoked(b)).toEqual([]);
    router.disconnect(b);
    expect(router.registry.functions.get('a::echo')?.owner).toBe(a);
  });

  it('waits for the name of a worker that registers before it says who it is', () => {
    const { router, join } = named();
    const a = join('a', 'scorer');
    const b = join('b');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(b, { type: 'registerfunction', id: 'f' });
    expect(router.registry.functions.get('f')?.replicas).toEqual([a]);
    router.setWorkerMetadata(b, { name: 'scorer', runtime: 'python' } as WorkerMetadata);
    expect(router.registry.functions.get('f')?.replicas).toEqual([a, b]);
    expect(b.of('registrationrejected')).toEqual([]);
  });

  it('registers a held registration at once when the worker it conflicted with leaves', () => {
    const { router, join } = named();
    const a = join('a', 'scorer');
    const b = join('b');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(b, { type: 'registerfunction', id: 'f' });
    router.disconnect(a);
    expect(router.registry.functions.get('f')?.replicas).toEqual([b]);
  });

  it('refuses a registration whose worker never says its name within pool_name_wait_ms', () => {
    vi.useFakeTimers();
    const { router, join } = named({ poolNameWaitMs: 1000 });
    const a = join('a', 'scorer');
    const b = join('b');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(b, { type: 'registerfunction', id: 'f' });
    vi.advanceTimersByTime(999);
    expect(b.of('registrationrejected')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(b.of('registrationrejected')).toEqual([expect.objectContaining({ function_id: 'f', owner_worker_id: 'a' })]);
  });

  it('pools by the pool key, so a key that adds the identity keeps different identities apart', () => {
    const { router, join } = named({ poolKey: ({ name, identity }) => (name ? `${name}/${identity}` : undefined) });
    const a = join('a', 'scorer');
    const b = join('b', 'scorer');
    b.info.identity = 'other-token';
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(b, { type: 'registerfunction', id: 'f' });
    expect(b.of('registrationrejected')).toHaveLength(1);
  });

  it('a pool member re-registering (a replay) stays one member', () => {
    const { router, join } = named();
    const a = join('a', 'scorer');
    const b = join('b', 'scorer');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(b, { type: 'registerfunction', id: 'f' });
    router.receive(b, { type: 'registerfunction', id: 'f', description: 'v2' });
    expect(router.registry.functions.get('f')?.replicas).toEqual([a, b]);
    expect(router.registry.functions.get('f')?.registration.description).toBe('v2');
  });
});

describe('reject and takeover modes', () => {
  it('reject: a second live worker is refused even with the same name', () => {
    const { router, join } = named({ duplicateFunctions: 'reject' });
    const a = join('a', 'scorer');
    const b = join('b', 'scorer');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(b, { type: 'registerfunction', id: 'f' });
    expect(b.of('registrationrejected')).toEqual([expect.objectContaining({ owner_worker_id: 'a' })]);
    expect(router.registry.functions.get('f')?.replicas).toEqual([a]);
  });

  it('takeover: the newest registration takes the id, and it is gone when that worker leaves', () => {
    const { router, join } = named({ duplicateFunctions: 'takeover' });
    const a = join('a', 'one');
    const b = join('b', 'two');
    router.receive(a, { type: 'registerfunction', id: 'f' });
    router.receive(b, { type: 'registerfunction', id: 'f' });
    expect(router.registry.functions.get('f')?.owner).toBe(b);
    router.disconnect(b);
    expect(router.registry.functions.has('f')).toBe(false);
  });
});

describe('built-in ids', () => {
  for (const mode of ['pool', 'reject', 'takeover'] as const) {
    it(`${mode}: a worker cannot register a reserved id or one a built-in module serves`, () => {
      const { router, join } = named({ duplicateFunctions: mode });
      const a = join('a', 'a');
      const ids = ['engine::functions::list', 'state::get', 'stream::set', 'publish', 'iii::queue::x', 'cron::x'];
      for (const id of [...ids, 'configuration::get']) router.receive(a, { type: 'registerfunction', id });
      const refused = a.of('registrationrejected');
      expect(refused.map((f) => f.function_id)).toEqual([...ids, 'configuration::get']);
      for (const frame of refused) expect(frame).toMatchObject({ owner_worker_id: '', error: { code: 'reserved_id' } });
      expect(router.registry.functions.get('engine::functions::list')?.owner.info.inProcess).toBe(true);
    });
  }

  it('a worker allowed to shadow a built-in gives it back when it leaves', () => {
    const { router, join } = named({ reservedGrant: (_link, id) => id === 'engine::functions::list' });
    const builtin = router.registry.functions.get('engine::functions::list')!;
    const a = join('a', 'a');
    router.receive(a, { type: 'registerfunction', id: 'engine::functions::list' });
    expect(router.registry.functions.get('engine::functions::list')?.owner).toBe(a);
    router.disconnect(a);
    expect(router.registry.functions.get('engine::functions::list')).toBe(builtin);
  });

  it('a worker allowed to provide a built-in trigger type gives it back, with its bindings, when it leaves', () => {
    const { router, join } = named({ reservedGrant: (_link, id) => id === 'engine::functions-available' });
    const builtin = router.registry.triggerTypes.get('engine::functions-available')!;
    const a = join('a', 'a');
    const b = join('b', 'b');
    router.receive(b, {
      type: 'registertrigger',
      id: 'watch',
      trigger_type: 'engine::functions-available',
      function_id: 'b::on_change',
      config: {},
    });
    router.receive(a, { type: 'registertriggertype', id: 'engine::functions-available', description: 'mine' });
    expect(router.registry.triggerTypes.get('engine::functions-available')?.provider).toBe(a);
    expect(a.of('registertrigger').map((f) => f.id)).toEqual(['watch']);
    router.disconnect(a);
    expect(router.registry.triggerTypes.get('engine::functions-available')).toBe(builtin);
    expect(router.registry.triggers.get('watch')?.parked).toBe(false);
  });

  it('a worker cannot provide a built-in trigger type, and the built-in keeps its bindings', () => {
    const { router, join } = named();
    const a = join('a', 'a');
    router.receive(a, { type: 'registertriggertype', id: 'http', description: 'mine' });
    router.receive(a, { type: 'registertriggertype', id: 'engine::functions-available', description: 'mine' });
    expect(a.of('registrationrejected')).toEqual([
      expect.objectContaining({
        code: 'TRIGGER_TYPE_CONFLICT',
        trigger_type: 'http',
        error: expect.objectContaining({ code: 'reserved_id' }),
      }),
      expect.objectContaining({ code: 'TRIGGER_TYPE_CONFLICT', trigger_type: 'engine::functions-available' }),
    ]);
    expect(router.registry.triggerTypes.get('engine::functions-available')?.provider.info.inProcess).toBe(true);
    expect(router.registry.triggerTypes.has('http')).toBe(false);
  });
});

describe('trigger ownership', () => {
  it("a worker cannot re-register or unregister another worker's trigger id", () => {
    const { router, join } = named();
    const a = join('a', 'a');
    const b = join('b', 'b');
    router.receive(a, {
      type: 'registertrigger',
      id: 't1',
      trigger_type: 'kind',
      function_id: 'a::f',
      config: { x: 1 },
    });
    router.receive(b, { type: 'registertrigger', id: 't1', trigger_type: 'kind', function_id: 'b::steal', config: {} });
    expect(b.of('triggerregistrationresult')).toEqual([
      expect.objectContaining({ id: 't1', error: expect.objectContaining({ code: 'trigger_id_taken' }) }),
    ]);
    router.receive(b, { type: 'unregistertrigger', id: 't1' });
    expect(router.registry.triggers.get('t1')).toMatchObject({ owner: a, functionId: 'a::f' });
  });
});
