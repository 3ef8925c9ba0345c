import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, type RawClient, rawClient, startEngineProcess, writeConfig } from '../process.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

describe('svc-http-functions against a loopback HTTP server', () => {
  let server: Server;
  let base: string;
  const seen: Seen[] = [];
  let engine: EngineProcess;
  let owner: RawClient;
  let caller: RawClient;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (d: Buffer) => (body += d.toString()));
      request.on('end', () => {
        seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
        if (request.url === '/fn/fail') {
          response.writeHead(503, { 'content-type': 'text/plain' }).end('down for maintenance');
        } else if (request.url === '/fn/slow') {
          setTimeout(() => response.end('{}'), 3000);
        } else {
          // 2^60 + 1 comes back as written: the engine passes the answer on exactly.
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(`{"got":${body},"id":1152921504606846977}`);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const config = writeConfig(`workers:
  - name: svc-bridge
    config: { port: 0 }
  - name: svc-http-functions
    config: { allowed_urls: ["${base}/fn/"], default_timeout_ms: 1000 }
`);
    engine = await startEngineProcess(['--config', config], { HOOK_SECRET: 's3cret', HOOK_TOKEN: 'tok-1' });
    owner = await rawClient(engine.url);
    caller = await rawClient(engine.url);
    const register = (id: string, path: string, extra: object = {}) =>
      owner.send({ type: 'registerfunction', id, invocation: { url: `${base}${path}`, ...extra } });
    register('hook::signed', '/fn/signed', {
      headers: { 'x-tenant': 't1' },
      auth: { type: 'hmac', secret_key: 'HOOK_SECRET' },
    });
    register('hook::bearer', '/fn/bearer', { auth: { type: 'bearer', token_key: 'HOOK_TOKEN' } });
    register('hook::fail', '/fn/fail');
    register('hook::slow', '/fn/slow');
    register('hook::outside', '/elsewhere');
    register('hook::missing-secret', '/fn/x', { auth: { type: 'hmac', secret_key: 'NOT_SET_ANYWHERE' } });
    const listed = async () =>
      ((await caller.call('engine::functions::list', {})).result as { functions: { function_id: string }[] }).functions
        .map((f) => f.function_id)
        .filter((id) => id.startsWith('hook::'));
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50)))
      if ((await listed()).length >= 5) return;
    throw new Error(`the hook functions were not registered: ${JSON.stringify(await listed())}`);
  });

  afterAll(async () => {
    owner?.close();
    caller?.close();
    await engine?.kill();
    server?.close();
  });

  it('POSTs the payload with the invocation headers and an HMAC signature; the JSON answer is the result', async () => {
    const answer = await caller.call('hook::signed', { order: 7 });
    expect(answer.error).toBeUndefined();
    expect(answer.result).toEqual({ got: { order: 7, _caller_worker_id: caller.frames[0]!.worker_id }, id: 2 ** 60 });
    const request = seen.find((s) => s.url === '/fn/signed')!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-iii-function-path']).toBe('hook::signed');
    expect(request.headers['x-iii-invocation-id']).toBe(answer.invocation_id);
    expect(request.headers['x-tenant']).toBe('t1');
    const timestamp = request.headers['x-iii-timestamp'] as string;
    const expected = createHmac('sha256', 's3cret').update(`${timestamp}.${request.body}`).digest('hex');
    expect(request.headers['x-iii-signature']).toBe(`sha256=${expected}`);
  });

  it('passes big integers on digit for digit, in the request body and in the answer', async () => {
    const raw: string[] = [];
    const listen = (data: Buffer) => raw.push(data.toString());
    caller.ws.on('message', listen);
    caller.send(
      '{"type":"invokefunction","invocation_id":"big-1","function_id":"hook::signed","data":{"n":1152921504606846977}}',
    );
    await caller.next((f) => f.type === 'invocationresult' && f.invocation_id === 'big-1');
    caller.ws.off('message', listen);
    expect(seen.at(-1)!.body).toContain('"n":1152921504606846977');
    expect(raw.join('\n')).toContain('"got":{"n":1152921504606846977,');
    expect(raw.join('\n')).toContain('"id":1152921504606846977');
  });

  it('sends a bearer token read from the engine environment', async () => {
    await caller.call('hook::bearer', {});
    expect(seen.find((s) => s.url === '/fn/bearer')!.headers.authorization).toBe('Bearer tok-1');
  });

  it('maps a non-2xx answer to http_status_error with the status and body', async () => {
    const answer = await caller.call('hook::fail', {});
    expect(answer.error).toMatchObject({
      code: 'http_status_error',
      data: { status: 503, body: 'down for maintenance' },
    });
  });

  it('fails with timeout past the deadline', async () => {
    const answer = await caller.call('hook::slow', {});
    expect(answer.error).toMatchObject({ code: 'timeout' });
  });

  it('refuses a URL outside allowed_urls: the function is not registered', async () => {
    expect((await caller.call('hook::outside', {})).error).toMatchObject({ code: 'function_not_found' });
    expect(seen.some((s) => s.url === '/elsewhere')).toBe(false);
    expect(engine.output()).toContain('is not within svc-http-functions');
  });

  it('fails with http_auth_not_configured when the secret is not in the environment, and sends nothing', async () => {
    const answer = await caller.call('hook::missing-secret', {});
    expect(answer.error).toMatchObject({ code: 'http_auth_not_configured' });
    expect(seen.some((s) => s.url === '/fn/x')).toBe(false);
  });

  it('removes the functions when the worker that registered them leaves', async () => {
    owner.close();
    await owner.closed;
    for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50)))
      if ((await caller.call('hook::signed', {})).error) break;
    expect((await caller.call('hook::signed', {})).error).toMatchObject({ code: 'function_not_found' });
  });
});
