/**
 * `http` trigger auth functions against a real engine process: a real svc-sdk worker provides
 * the auth functions and handlers, real HTTP requests reach them.
 */
import { registerWorker, type Worker } from 'svc-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, startEngineProcess, writeConfig } from '../process.js';

const quiet = { info() {}, warn() {}, error() {}, debug() {} };

let engine: EngineProcess;
let base: string;
let worker: Worker;
/** What each auth function and handler was called with, by function id. */
const calls = new Map<string, any[]>();
const record = (id: string, payload: unknown) => calls.set(id, [...(calls.get(id) ?? []), payload]);

/** Registers `auth::<name>` and a route `/a/<name>` it guards, whose handler answers its payload. */
function guarded(name: string, auth: (request: any) => unknown, config: Record<string, unknown> = {}): void {
  worker.registerFunction(`auth::${name}`, (request: any) => {
    record(`auth::${name}`, request);
    return auth(request) as never;
  });
  worker.registerFunction(`web::${name}`, (request: any) => {
    record(`web::${name}`, request);
    return { body: request };
  });
  worker.registerTrigger({
    type: 'http',
    function_id: `web::${name}`,
    config: { api_path: `/a/${name}/:id`, http_method: 'POST', auth_function_id: `auth::${name}`, ...config },
  });
}

async function served(path: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await fetch(base + path, { method: 'POST' })).status === 404) {
    if (Date.now() > deadline) throw new Error(`${path} was not served within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const post = (path: string, headers: Record<string, string> = {}, body = '{"card":"4242"}') =>
  fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

beforeAll(async () => {
  const config = writeConfig(`workers:
  - name: svc-bridge
    config: { port: 0 }
  - name: svc-http
    config: { port: 0, request_timeout_ms: 1500 }
`);
  engine = await startEngineProcess(['--config', config]);
  base = engine.listeners.http!;
  worker = registerWorker(engine.url, { worker_name: 'auth-test', logger: quiet });
  guarded('token', (request) =>
    request.headers.authorization === 'Bearer good'
      ? { allow: true, context: { user_id: 'u1', roles: ['admin'] } }
      : request.headers.authorization
        ? { allow: false, status_code: 403, message: 'u2 may not do that', headers: { 'www-authenticate': 'Bearer' } }
        : { allow: false },
  );
  guarded('boom', () => {
    throw new Error('the token service is down');
  });
  guarded('slow', () => new Promise((resolve) => setTimeout(() => resolve({ allow: true }), 5_000)));
  guarded('vague', () => true);
  guarded('body', (request) => ({ allow: request.body?.card === '4242' }), { auth_include_body: true });
  worker.registerFunction('mw::see', (input: any) => {
    record('mw::see', input);
    return { action: 'continue' };
  });
  guarded('chain', () => ({ allow: true, context: { tenant: 't9' } }), { middleware_function_ids: ['mw::see'] });
  for (const name of ['token', 'boom', 'slow', 'vague', 'body', 'chain']) await served(`/a/${name}/0`);
  calls.clear();
});
afterAll(async () => {
  await worker?.shutdown();
  await engine?.kill();
});

describe('http trigger auth_function_id', () => {
  it('an allowed request reaches the handler with the auth context; the auth function sees no body', async () => {
    const response = await post('/a/token/7?page=2', { authorization: 'Bearer good' });
    expect(response.status).toBe(200);
    const payload = (await response.json()) as any;
    expect(payload.auth).toEqual({ user_id: 'u1', roles: ['admin'] });
    expect(payload.body).toEqual({ card: '4242' });
    const [seen] = calls.get('auth::token')!;
    expect(seen).toMatchObject({
      method: 'POST',
      path: '/a/token/:id',
      request_path: '/a/token/7',
      path_params: { id: '7' },
      query_params: { page: '2' },
      headers: { authorization: 'Bearer good' },
    });
    expect(seen).not.toHaveProperty('body');
    expect(seen).not.toHaveProperty('raw_body');
  });

  it('a refusal answers 401 by default, or the status, message and headers it gives, without the handler', async () => {
    calls.clear();
    const anonymous = await post('/a/token/7');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'this request needs authentication' },
    });
    const other = await post('/a/token/7', { authorization: 'Bearer u2' });
    expect(other.status).toBe(403);
    expect(other.headers.get('www-authenticate')).toBe('Bearer');
    expect(await other.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'u2 may not do that' } });
    expect(calls.get('auth::token')).toHaveLength(2);
    expect(calls.get('web::token')).toBeUndefined();
  });

  it('an auth function that fails, times out or answers neither allow nor deny: 503, never the handler', async () => {
    calls.clear();
    for (const name of ['boom', 'slow', 'vague']) {
      const response = await post(`/a/${name}/1`);
      expect(response.status, name).toBe(503);
      const { error } = (await response.json()) as any;
      expect(error.code, name).toBe('AUTH_UNAVAILABLE');
      expect(error.message, name).toContain(`auth::${name}`);
      // The function's own error text stays in the engine's log, not in the client's answer.
      expect(error.message).not.toContain('token service');
      expect(calls.get(`web::${name}`), name).toBeUndefined();
    }
  });

  it('with auth_include_body the auth function sees the parsed and the raw body', async () => {
    calls.clear();
    expect((await post('/a/body/1')).status).toBe(200);
    expect((await post('/a/body/1', {}, '{"card":"1111"}')).status).toBe(401);
    const [seen] = calls.get('auth::body')!;
    expect(seen.body).toEqual({ card: '4242' });
    expect(Buffer.from(seen.raw_body, 'base64').toString()).toBe('{"card":"4242"}');
    expect(calls.get('web::body')).toHaveLength(1);
  });

  it('middleware receive the auth context as context.auth', async () => {
    calls.clear();
    const response = await post('/a/chain/3');
    expect(response.status).toBe(200);
    expect(calls.get('mw::see')![0].context).toEqual({ auth: { tenant: 't9' } });
    expect(((await response.json()) as any).auth).toEqual({ tenant: 't9' });
  });
});
