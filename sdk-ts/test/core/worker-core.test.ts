import { describe, expect, it } from 'vitest';
import { ErrorCode, RegistrationError, type SvcError } from '../../src/errors.js';
import { makeCore, settle, WORKERS_REGISTER } from '../helpers/core-harness.js';

const noop = () => undefined;

describe('WorkerCore start-up', () => {
  it('sends trigger types, functions, triggers, queued calls, then the metadata call, in that order', () => {
    const { core, connect } = makeCore();
    core.registerFunction('orders::create', noop, { description: 'Create an order', timeout_ms: 5000 });
    core.registerTriggerType(
      { id: 'webhook', description: 'Webhooks' },
      { registerTrigger: noop, unregisterTrigger: noop },
    );
    core.registerTrigger({
      type: 'http',
      function_id: 'orders::create',
      config: { api_path: '/orders', http_method: 'POST' },
    });
    void core.trigger({ function_id: 'billing::charge', payload: { amount: 3 } });

    const link = connect();

    expect(link.take()).toEqual([
      { type: 'registertriggertype', id: 'webhook', description: 'Webhooks' },
      { type: 'registerfunction', id: 'orders::create', description: 'Create an order', timeout_ms: 5000 },
      {
        type: 'registertrigger',
        id: 'id-1',
        trigger_type: 'http',
        function_id: 'orders::create',
        config: { api_path: '/orders', http_method: 'POST' },
      },
      { type: 'invokefunction', invocation_id: 'id-2', function_id: 'billing::charge', data: { amount: 3 } },
      WORKERS_REGISTER,
    ]);
  });

  it('sends no reattach on the first connection', () => {
    const { connect } = makeCore();
    expect(connect().take()).toEqual([WORKERS_REGISTER]);
  });

  it('opens every later connection with reattach, carrying the last workerregistered id and token', () => {
    const { core, connect } = makeCore();
    core.registerFunction('math::add', noop);
    const first = connect();
    core.receive({ type: 'workerregistered', worker_id: 'w-1', reattach_token: 'secret-1' });
    expect(core.workerId).toBe('w-1');
    first.take();
    core.connectionClosed();

    const second = connect();
    expect(second.take()).toEqual([
      { type: 'reattach', previous_worker_id: 'w-1', reattach_token: 'secret-1' },
      { type: 'registerfunction', id: 'math::add' },
      WORKERS_REGISTER,
    ]);
  });

  it('leaves the token out of reattach when the engine sent none', () => {
    const { core, connect } = makeCore();
    connect();
    core.receive({ type: 'workerregistered', worker_id: 'w-1' });
    core.connectionClosed();
    expect(connect().take()[0]).toEqual({ type: 'reattach', previous_worker_id: 'w-1' });
  });

  it('replays the registrations as they are at reconnect time, keeping trigger ids', () => {
    const { core, connect } = makeCore();
    const gone = core.registerFunction('a::gone', noop);
    core.registerFunction('a::kept', noop);
    const trigger = core.registerTrigger({
      type: 'cron',
      function_id: 'a::kept',
      config: { expression: '* * * * * *' },
    });
    const first = connect();
    first.take();
    core.connectionClosed();

    gone.unregister();
    core.registerFunction('a::added', noop);
    expect(first.take()).toEqual([]); // nothing is sent, or queued, while disconnected

    expect(connect().take()).toEqual([
      { type: 'registerfunction', id: 'a::kept' },
      { type: 'registerfunction', id: 'a::added' },
      {
        type: 'registertrigger',
        id: trigger.id,
        trigger_type: 'cron',
        function_id: 'a::kept',
        config: { expression: '* * * * * *' },
      },
      WORKERS_REGISTER,
    ]);
  });
});

describe('WorkerCore registrations while connected', () => {
  it('sends each registration at once and its removal on unregister', () => {
    const { core, connect } = makeCore();
    const link = connect();
    link.take();

    const fn = core.registerFunction('math::add', noop, { metadata: { owner: 'math' } });
    const trigger = core.registerTrigger({
      type: 'subscribe',
      function_id: 'math::add',
      config: { topic: 't' },
      metadata: { m: 1 },
    });
    const type = core.registerTriggerType({ id: 'webhook' }, { registerTrigger: noop, unregisterTrigger: noop });
    fn.unregister();
    fn.unregister(); // a second call is harmless and sends nothing
    trigger.unregister();
    type.unregister();

    expect(link.take()).toEqual([
      { type: 'registerfunction', id: 'math::add', metadata: { owner: 'math' } },
      {
        type: 'registertrigger',
        id: 'id-1',
        trigger_type: 'subscribe',
        function_id: 'math::add',
        config: { topic: 't' },
        metadata: { m: 1 },
      },
      { type: 'registertriggertype', id: 'webhook', description: '' },
      { type: 'unregisterfunction', id: 'math::add' },
      { type: 'unregistertrigger', id: 'id-1', trigger_type: 'subscribe' },
      { type: 'unregistertriggertype', id: 'webhook', description: '' },
    ]);
  });

  it('sends config {} for a trigger registered without config', () => {
    const { core, connect } = makeCore();
    const link = connect();
    link.take();
    core.registerTrigger({ type: 'custom', function_id: 'x::y' });
    expect(link.take()).toEqual([
      { type: 'registertrigger', id: 'id-1', trigger_type: 'custom', function_id: 'x::y', config: {} },
    ]);
  });

  it('refuses an empty function id and a duplicate one at the call site', () => {
    const { core, connect } = makeCore();
    const link = connect();
    link.take();
    core.registerFunction('math::add', noop);

    const empty = () => core.registerFunction('', noop);
    expect(empty).toThrow(RegistrationError);
    expect(empty).toThrow(expect.objectContaining({ code: ErrorCode.InvalidId }));
    const duplicate = () => core.registerFunction('math::add', noop);
    expect(duplicate).toThrow(
      expect.objectContaining({ name: 'RegistrationError', code: ErrorCode.AlreadyRegistered }),
    );
    expect(link.take()).toEqual([{ type: 'registerfunction', id: 'math::add' }]);
  });

  it('allows an id again once its registration is gone, and an old handle cannot remove the new one', () => {
    const { core, connect } = makeCore();
    const link = connect();
    const old = core.registerFunction('math::add', noop);
    old.unregister();
    core.registerFunction('math::add', noop);
    link.take();
    old.unregister();
    expect(link.take()).toEqual([]);
  });

  it('refuses options that do not match the registerfunction schema', () => {
    const { core } = makeCore();
    expect(() => core.registerFunction('math::add', noop, { timeout_ms: -5 })).toThrow(
      expect.objectContaining({ code: ErrorCode.InvalidArgument }),
    );
    expect(() => core.registerFunction('math::add', 'not a function' as never)).toThrow(
      expect.objectContaining({ code: ErrorCode.InvalidArgument }),
    );
  });

  it('refuses an empty or duplicate trigger type id', () => {
    const { core } = makeCore();
    const handler = { registerTrigger: noop, unregisterTrigger: noop };
    core.registerTriggerType({ id: 'webhook' }, handler);
    expect(() => core.registerTriggerType({ id: '' }, handler)).toThrow(
      expect.objectContaining({ code: ErrorCode.InvalidId }),
    );
    expect(() => core.registerTriggerType({ id: 'webhook' }, handler)).toThrow(
      expect.objectContaining({ code: ErrorCode.AlreadyRegistered }),
    );
  });
});

describe('WorkerCore inbound frames', () => {
  it('ignores unknown types, frames without a type, non-JSON text and unknown fields, and keeps working', async () => {
    const { core, connect, logger } = makeCore();
    core.registerFunction('math::add', (p: { a: number; b: number }) => p.a + p.b);
    const link = connect();
    link.take();

    core.receive({ type: 'somethingnew', x: 1 });
    core.receive({ no: 'type' });
    core.receive(null);
    core.receive([1, 2]);
    core.receiveText('{not json');
    core.receive({ type: 'registrationrejected', code: 'FUNCTION_NAMESPACE_CONFLICT', function_id: 'math::add' });
    core.receive({ type: 'pong' });
    core.receive({ type: 'workerregistered', worker_id: 42 }); // fails its schema
    expect(link.take()).toEqual([]);
    expect(logger.at('warn').length).toBeGreaterThan(0);

    core.receiveText(
      JSON.stringify({
        type: 'invokefunction',
        invocation_id: 'i-1',
        function_id: 'math::add',
        data: { a: 2, b: 3 },
        extra: { x: 1 },
      }),
    );
    await settle();
    expect(link.take()).toEqual([
      { type: 'invocationresult', invocation_id: 'i-1', function_id: 'math::add', result: 5 },
    ]);
  });

  it('serves an invocation whose data and metadata hold integers past 2^53, handing the handler bigints', async () => {
    const { core, connect } = makeCore();
    const seen: unknown[] = [];
    core.registerFunction('ids::echo', (payload: unknown) => {
      seen.push(payload);
      return payload;
    });
    const link = connect();
    link.take();
    core.receiveText(
      '{"type":"invokefunction","invocation_id":"i-2","function_id":"ids::echo",' +
        '"data":{"id":1152921504606846977},"metadata":9007199254740992}',
    );
    await settle();
    expect(seen).toEqual([{ id: 1152921504606846977n }]);
    expect(link.take()).toEqual([
      {
        type: 'invocationresult',
        invocation_id: 'i-2',
        function_id: 'ids::echo',
        result: { id: 1152921504606846977n },
      },
    ]);
  });

  it('answers a JSON ping with pong', () => {
    const { core, connect } = makeCore();
    const link = connect();
    link.take();
    core.receive({ type: 'ping' });
    expect(link.take()).toEqual([{ type: 'pong' }]);
  });

  it('logs an engine error frame', () => {
    const { core, connect, logger } = makeCore();
    connect();
    core.receive({ type: 'error', error: { code: 'AUTH_ERROR', message: 'bad token' } });
    expect(logger.records).toContainEqual(expect.objectContaining({ level: 'error', fields: { code: 'AUTH_ERROR' } }));
  });
});

describe('WorkerCore keepalive', () => {
  it('pings after 20 s without sending and declares the connection dead after 60 s without receiving', () => {
    const { core, connect, scheduler } = makeCore();
    const link = connect();
    link.take();

    scheduler.advance(19_999);
    expect(link.take()).toEqual([]);
    scheduler.advance(1);
    expect(link.take()).toEqual([{ type: 'ping' }]);

    core.receive({ type: 'pong' }); // at 20 s
    scheduler.advance(20_000);
    expect(link.take()).toEqual([{ type: 'ping' }]);
    scheduler.advance(39_999);
    expect(link.terminatedWith).toBeUndefined();
    scheduler.advance(1); // 60 s after the pong
    expect(link.terminatedWith).toMatch(/nothing received/);
  });

  it('pings a connection that sends a lot but receives nothing, so a healthy one is not declared dead', () => {
    const { core, connect, scheduler } = makeCore();
    const link = connect();
    for (let t = 0; t < 30; t += 1) {
      void core.trigger({ function_id: 'x::y', action: { type: 'void' } });
      scheduler.advance(1000);
    }
    expect(link.take().filter((f) => (f as { type: string }).type === 'ping')).toHaveLength(1);
    core.receive({ type: 'pong' });
    scheduler.advance(59_000);
    expect(link.terminatedWith).toBeUndefined();
  });

  it('counts WebSocket-level activity as received', () => {
    const { core, connect, scheduler } = makeCore();
    const link = connect();
    scheduler.advance(50_000);
    core.noteActivity();
    scheduler.advance(50_000);
    expect(link.terminatedWith).toBeUndefined();
  });

  it('stops when the connection closes', () => {
    const { core, connect, scheduler } = makeCore();
    const link = connect();
    link.take();
    core.connectionClosed();
    scheduler.advance(120_000);
    expect(link.take()).toEqual([]);
    expect(link.terminatedWith).toBeUndefined();
  });
});

describe('WorkerCore shutdown', () => {
  it('fails pending calls with shutting_down, aborts running handlers, and refuses new work', async () => {
    const { core, connect } = makeCore();
    let signal: AbortSignal | undefined;
    core.registerFunction('slow::op', (_p, ctx) => {
      signal = ctx.signal;
      return new Promise(() => undefined);
    });
    const link = connect();
    const pending = core.trigger({ function_id: 'other::fn' });
    core.receive({ type: 'invokefunction', invocation_id: 'i-1', function_id: 'slow::op', data: null });
    link.take();

    core.shutdown();

    await expect(pending).rejects.toMatchObject({ name: 'InvocationError', code: ErrorCode.ShuttingDown });
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as SvcError | undefined)?.code).toBe(ErrorCode.ShuttingDown);
    await expect(core.trigger({ function_id: 'other::fn' })).rejects.toMatchObject({ code: ErrorCode.ShuttingDown });
    expect(() => core.registerFunction('late::fn', noop)).toThrow(
      expect.objectContaining({ code: ErrorCode.ShuttingDown }),
    );
    await settle();
    expect(link.take()).toEqual([]);
  });
});
