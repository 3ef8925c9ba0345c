import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, type RawClient, rawClient, startEngineProcess, writeConfig } from '../process.js';
import { bearer, codeOf, tryUpgrade } from './harness.js';

const SMALL = 'small-token-0123456789';
const OTHER = 'other-token-0123456789';

describe('limits on identity: connections per token and per address, registrations per connection', () => {
  let engine: EngineProcess;
  const open: RawClient[] = [];

  beforeAll(async () => {
    const config = writeConfig(
      'auth:\n' +
        '  max_connections_per_address: 4\n' +
        '  max_registrations_per_worker: 3\n' +
        '  tokens:\n' +
        `    - { name: small, value: ${SMALL}, max_connections: 2 }\n` +
        `    - { name: other, value: ${OTHER} }\n` +
        'workers:\n  - name: svc-bridge\n    config: { port: 0 }\n  - name: svc-state\n',
    );
    engine = await startEngineProcess(['--config', config]);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await engine?.kill();
  });

  it('refuses a token past its connections with 429, and its open connections keep working', async () => {
    open.push(await rawClient(`${engine.url}/?token=${SMALL}`), await rawClient(`${engine.url}/?token=${SMALL}`));
    const third = await tryUpgrade(engine.url, bearer(SMALL));
    expect(third).toMatchObject({ opened: false, status: 429 });
    expect(codeOf(third)).toBe('too_many_connections');
    expect(third.opened === false && third.body).toContain('token \\"small\\" already holds 2 connections');
    for (const client of open)
      expect((await client.call('state::get', { scope: 's', key: 'k' })).error).toBeUndefined();
    // Another token is not held to this one's limit.
    expect(await tryUpgrade(engine.url, bearer(OTHER))).toEqual({ opened: true });
  });

  it('refuses an address past its connections with 429; a closed connection frees its place', async () => {
    // Wait for the closed probe of the last test to be counted out.
    await new Promise((resolve) => setTimeout(resolve, 200));
    open.push(await rawClient(`${engine.url}/?token=${OTHER}`), await rawClient(`${engine.url}/?token=${OTHER}`));
    const fifth = await tryUpgrade(engine.url, bearer(OTHER));
    expect(fifth).toMatchObject({ opened: false, status: 429 });
    expect(fifth.opened === false && fifth.body).toContain('auth.max_connections_per_address');
    open.pop()!.close();
    const deadline = Date.now() + 10_000;
    let again = await tryUpgrade(engine.url, bearer(OTHER));
    while (!again.opened && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await tryUpgrade(engine.url, bearer(OTHER));
    }
    expect(again).toEqual({ opened: true });
  });

  it('refuses the registration past max_registrations_per_worker and keeps the connection', async () => {
    const worker = open[0]!;
    for (const id of ['a::1', 'a::2', 'a::3', 'a::4']) worker.send({ type: 'registerfunction', id });
    const refused = await worker.next((f) => f.type === 'registrationrejected');
    expect(refused).toMatchObject({ code: 'too_many_registrations', function_id: 'a::4' });
    worker.send({ type: 'registertrigger', id: 't1', trigger_type: 'state', function_id: 'a::1', config: {} });
    const trigger = await worker.next((f) => f.type === 'triggerregistrationresult' && f.id === 't1');
    expect(trigger.error).toMatchObject({ code: 'too_many_registrations' });
    // Unregistering frees a place; the connection is still served.
    worker.send({ type: 'unregisterfunction', id: 'a::3' });
    worker.send({ type: 'registerfunction', id: 'a::5' });
    const listed = await worker.call('engine::functions::list', {});
    const ids = (listed.result as { functions: { function_id: string }[] }).functions.map((f) => f.function_id);
    expect(ids.filter((id) => id.startsWith('a::')).sort()).toEqual(['a::1', 'a::2', 'a::5']);
  });
});
