import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, type RawClient, rawClient, startEngineProcess, writeConfig } from '../process.js';

const BILLING = 'billing-token-0123456789';
const ADMIN = 'admin-token-0123456789';
const QUEUE = 'queue-token-0123456789';

describe('token scopes: what each connection may register, invoke, bind and read', () => {
  let engine: EngineProcess;
  let billing: RawClient;
  let admin: RawClient;

  beforeAll(async () => {
    const config = writeConfig(
      'auth:\n' +
        '  tokens:\n' +
        `    - name: billing\n      value: ${BILLING}\n` +
        '      register: ["billing::*"]\n' +
        '      invoke: ["billing::*", "state::*", "engine::register_trigger"]\n' +
        '      trigger_types: [cron]\n' +
        '      provide_trigger_types: []\n' +
        '      state_read: [billing, shared]\n' +
        '      state_write: [billing]\n' +
        `    - { name: admin, value: ${ADMIN} }\n` +
        `    - { name: queue, value: ${QUEUE}, register: [], queue_provider: true }\n` +
        'workers:\n  - name: svc-bridge\n    config: { port: 0 }\n' +
        '  - name: svc-state\n  - name: svc-cron\n',
    );
    engine = await startEngineProcess(['--config', config]);
    billing = await rawClient(`${engine.url}/?token=${BILLING}`);
    admin = await rawClient(`${engine.url}/?token=${ADMIN}`);
  });
  afterAll(async () => {
    billing?.close();
    admin?.close();
    await engine?.kill();
  });

  it('refuses a function outside the register scope with registrationrejected FORBIDDEN', async () => {
    billing.send({ type: 'registerfunction', id: 'billing::charge' });
    billing.send({ type: 'registerfunction', id: 'orders::list' });
    const refused = await billing.next((f) => f.type === 'registrationrejected');
    expect(refused).toMatchObject({ code: 'FORBIDDEN', function_id: 'orders::list' });
    expect(refused.message).toContain('token "billing" may not register "orders::list"');
    const listed = await admin.call('engine::functions::list', {});
    const ids = (listed.result as { functions: { function_id: string }[] }).functions.map((f) => f.function_id);
    expect(ids).toContain('billing::charge');
    expect(ids).not.toContain('orders::list');
  });

  it('refuses calls outside the invoke scope with FORBIDDEN; a token without scopes calls anything', async () => {
    const refused = await billing.call('engine::functions::list', {});
    expect(refused.error).toMatchObject({ code: 'FORBIDDEN' });
    expect((refused.error as { message: string }).message).toContain('may not invoke "engine::functions::list"');
    // SDKs call these on their own: they are always allowed.
    billing.send({
      type: 'invokefunction',
      function_id: 'engine::workers::register',
      data: {},
      action: { type: 'void' },
    });
    expect((await admin.call('engine::functions::list', {})).error).toBeUndefined();
  });

  it('refuses a trigger type outside the trigger_types scope, by frame and by engine::register_trigger', async () => {
    billing.send({
      type: 'registertrigger',
      id: 'billing-http',
      trigger_type: 'http',
      function_id: 'billing::charge',
      config: { api_path: '/charge' },
    });
    const refused = await billing.next((f) => f.type === 'triggerregistrationresult' && f.id === 'billing-http');
    expect(refused.error).toMatchObject({ code: 'FORBIDDEN' });
    const byFunction = await billing.call('engine::register_trigger', {
      trigger_type: 'http',
      function_id: 'billing::charge',
      config: { api_path: '/charge' },
    });
    expect(byFunction.error).toMatchObject({ code: 'FORBIDDEN' });
    billing.send({
      type: 'registertrigger',
      id: 'billing-cron',
      trigger_type: 'cron',
      function_id: 'billing::charge',
      config: { expression: '0 0 1 1 * *' },
    });
    const listed = await admin.call('engine::registered-triggers::list', {});
    const triggers = (listed.result as { registered_triggers: { id: string }[] }).registered_triggers;
    expect(triggers.map((t) => t.id)).toContain('billing-cron');
    expect(triggers.map((t) => t.id)).not.toContain('billing-http');
  });

  it('refuses a trigger type the token may not provide', async () => {
    billing.send({ type: 'registertriggertype', id: 'webhook', description: 'hooks' });
    const refused = await billing.next((f) => f.type === 'registrationrejected' && f.trigger_type === 'webhook');
    expect(refused).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('holds state reads and writes to the state scopes', async () => {
    expect((await billing.call('state::set', { scope: 'billing', key: 'k', value: 1 })).error).toBeUndefined();
    expect((await admin.call('state::set', { scope: 'shared', key: 'k', value: 2 })).error).toBeUndefined();
    expect((await billing.call('state::get', { scope: 'shared', key: 'k' })).result).toBe(2);
    const write = await billing.call('state::set', { scope: 'shared', key: 'k', value: 3 });
    expect(write.error).toMatchObject({ code: 'FORBIDDEN' });
    expect((write.error as { message: string }).message).toContain('may not write state scope "shared"');
    const read = await billing.call('state::get', { scope: 'secrets', key: 'k' });
    expect(read.error).toMatchObject({ code: 'FORBIDDEN' });
    expect((await billing.call('state::list_groups', {})).error).toMatchObject({ code: 'FORBIDDEN' });
    expect((await admin.call('state::get', { scope: 'shared', key: 'k' })).result).toBe(2);
  });

  it('lets a queue-provider token provide engine::queue::enqueue and nothing else', async () => {
    const queue = await rawClient(`${engine.url}/?token=${QUEUE}`);
    queue.send({ type: 'registerfunction', id: 'engine::queue::enqueue' });
    queue.send({ type: 'registerfunction', id: 'queue::other' });
    const refused = await queue.next((f) => f.type === 'registrationrejected');
    expect(refused).toMatchObject({ code: 'FORBIDDEN', function_id: 'queue::other' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(queue.frames.filter((f) => f.type === 'registrationrejected')).toHaveLength(1);
    queue.close();
  });
});

describe('the reference rbac section on svc-bridge', () => {
  let engine: EngineProcess;

  beforeAll(async () => {
    const config = writeConfig(
      'workers:\n  - name: svc-bridge\n' +
        '    config:\n      port: 0\n' +
        '      rbac: { expose_functions: ["state::*", "engine::*"], forbidden_functions: ["state::delete"] }\n' +
        '  - name: svc-state\n',
    );
    engine = await startEngineProcess(['--config', config]);
  });
  afterAll(async () => {
    await engine?.kill();
  });

  it('limits what any worker may invoke: expose_functions, and forbidden_functions over it', async () => {
    const client = await rawClient(engine.url);
    expect((await client.call('state::set', { scope: 's', key: 'k', value: 1 })).error).toBeUndefined();
    const forbidden = await client.call('state::delete', { scope: 's', key: 'k' });
    expect(forbidden.error).toMatchObject({ code: 'FORBIDDEN' });
    const hidden = await client.call('publish', { topic: 't', data: {} });
    expect(hidden.error).toEqual({
      code: 'FORBIDDEN',
      message: "function 'publish' not allowed (add to rbac.expose_functions)",
    });
    client.close();
  });

  it('refuses to start with rbac.auth_function_id, naming auth.tokens instead', async () => {
    const config = writeConfig(
      'workers:\n  - name: svc-bridge\n    config: { port: 0, rbac: { auth_function_id: auth::check } }\n',
    );
    await expect(startEngineProcess(['--config', config])).rejects.toThrow(
      /rbac.auth_function_id is not supported.*auth.tokens/,
    );
  });
});
