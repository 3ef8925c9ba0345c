/**
 * svc-http against a real engine process: real HTTP requests, handlers in svc-sdk and iii-sdk
 * worker processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { registerWorker, type Worker } from 'svc-sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEngineProcess, writeConfig, type EngineProcess } from './process.js';
import { RawConnection } from './http/raw.js';

const HTTP_WORKER = fileURLToPath(new URL('./fixtures/http-worker.mjs', import.meta.url));
const III_WORKER = fileURLToPath(new URL('./fixtures/iii-http-worker.mjs', import.meta.url));
const quiet = { info() {}, warn() {}, error() {}, debug() {} };
const LIMIT = 64 * 1024;

let engine: EngineProcess;
let base: string;
let caller: Worker;
/** The worker serving `/t/...`, shared by the tests. */
let main: ChildProcess;
/** Workers a single test started; killed after it. */
const children: ChildProcess[] = [];

function spawnWorker(script: string, ...args: string[]): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return { child, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
}

async function startMainWorker(): Promise<void> {
  main = spawn(process.execPath, [HTTP_WORKER, engine.url], { stdio: ['ignore', 'pipe', 'inherit'] });
  await served('/t/whoami');
}

/** Waits until `path` is served (anything but the engine's 404). */
async function served(path: string, init: RequestInit = {}, root = base): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await fetch(root + path, init)).status === 404) {
    if (Date.now() > deadline) throw new Error(`${path} was not served within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function json(response: Response): Promise<Record<string, any>> {
  return (await response.json()) as Record<string, any>;
}

beforeAll(async () => {
  const config = writeConfig(`workers:
  - name: svc-bridge
    config: { port: 0 }
  - name: svc-http
    config: { port: 0, body_limit_bytes: ${LIMIT}, request_timeout_ms: 1000, header_timeout_ms: 600 }
`);
  engine = await startEngineProcess(['--config', config]);
  base = engine.listeners.http!;
  caller = registerWorker(engine.url, { worker_name: 'http-test', logger: quiet });
  await startMainWorker();
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(async () => {
  main.kill('SIGKILL');
  await caller.shutdown();
  await engine.kill();
});

describe('requests reach handlers', () => {
  it('passes path and query parameters decoded, lower-case headers, the pattern and the JSON body', async () => {
    const response = await fetch(`${base}/t/echo/caf%C3%A9%20au%20lait?page=2&tag=a&tag=b%20c`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'r-1' },
      body: JSON.stringify({ name: 'Ada', n: [1, 2] }),
    });
    expect(response.status).toBe(200);
    const request = (await json(response)) as Record<string, any>;
    expect(request).toMatchObject({
      path_params: { id: 'café au lait' },
      query_params: { page: '2', tag: 'b c' },
      query_params_all: { page: ['2'], tag: ['a', 'b c'] },
      path: '/t/echo/:id',
      request_path: '/t/echo/caf%C3%A9%20au%20lait',
      method: 'POST',
      body: { name: 'Ada', n: [1, 2] },
      trigger: { type: 'http', path: '/t/echo/:id', method: 'POST' },
    });
    expect(request.headers['x-request-id']).toBe('r-1');
    expect(request.headers['content-type']).toBe('application/json');
    expect(Buffer.from(request.raw_body, 'base64').toString()).toBe('{"name":"Ada","n":[1,2]}');
  });

  it('passes a JSON body in any spelling as the same value with its exact bytes, and frames the answer', async () => {
    const spellings = [
      '{"a":15,"b":"café","n":[100,-1,1152921504606846977],"o":{}}',
      '{ "a" : 1.5e1, "b": "caf\\u00e9", "n": [1E2, -1, 1152921504606846977], "o": { } }',
    ];
    const bodies: unknown[] = [];
    for (const body of spellings) {
      const response = await fetch(`${base}/t/echo/x`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const text = await response.text();
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
      expect(text).toContain('1152921504606846977');
      const request = JSON.parse(text) as Record<string, any>;
      expect(Buffer.from(request.raw_body, 'base64').toString()).toBe(body);
      bodies.push(request.body);
    }
    expect(bodies[0]).toEqual({ a: 15, b: 'café', n: [100, -1, 2 ** 60], o: {} });
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('serves {name} parameters, HEAD from a GET route, and a trailing slash', async () => {
    const got = await json(await fetch(`${base}/t/echo/7/items/x/`));
    expect(got.path_params).toEqual({ id: '7', item: 'x' });
    expect(got.path).toBe('/t/echo/:id/items/:item');
    const head = await fetch(`${base}/t/echo/7/items/x`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('gives a non-JSON body as raw bytes only, byte-exact', async () => {
    const bytes = Buffer.from([0xff, 0x00, 0xfe, 0x41, 0x0a, 0x80]);
    const request = await json(
      await fetch(`${base}/t/echo/bin`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: bytes,
      }),
    );
    expect(request.body).toBeNull();
    expect(Buffer.from(request.raw_body, 'base64').equals(bytes)).toBe(true);
    const text = await json(
      await fetch(`${base}/t/echo/txt`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'héllo' }),
    );
    expect(text.body).toBeNull();
    expect(Buffer.from(text.raw_body, 'base64').toString('utf8')).toBe('héllo');
  });

  it('lets a webhook verify an HMAC signature over the exact request bytes', async () => {
    // Spacing and key order that a JSON re-serialisation would change.
    const raw = '{ "type":"charge.succeeded",  "amount": 1.50, "z": 1, "a": 2 }\n';
    const signature = createHmac('sha256', 'whsec_test').update(raw).digest('hex');
    const ok = await fetch(`${base}/t/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body: raw,
    });
    expect(await json(ok)).toEqual({ valid: true, bytes: Buffer.byteLength(raw) });
    const forged = await fetch(`${base}/t/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body: raw.replace('1.50', '150'),
    });
    expect(forged.status).toBe(401);
  });

  it('reaches a handler written with iii-sdk 0.22.1', async () => {
    spawnWorker(III_WORKER, engine.url);
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ x: 1 }) };
    await served('/iii/greet/ada?page=3', init);
    const response = await fetch(`${base}/iii/greet/ada?page=3`, init);
    expect(response.status).toBe(201);
    expect(response.headers.get('x-served-by')).toBe('iii-sdk');
    expect(await response.json()).toEqual({ hello: 'ada', got: { x: 1 }, page: '3' });
  });
});

describe('responses', () => {
  const reply = (response: unknown) =>
    fetch(`${base}/t/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(response),
    });

  it('sends status, object or array headers, and JSON by default', async () => {
    const created = await reply({ status_code: 201, headers: ['Location: /users/42', 'X-Multi: a'], body: { id: 42 } });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe('/users/42');
    expect(created.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await created.json()).toEqual({ id: 42 });
    const alias = await reply({ statusCode: 202, headers: { 'x-a': 'b' } });
    expect(alias.status).toBe(202);
    expect(alias.headers.get('x-a')).toBe('b');
    expect(await alias.json()).toEqual({});
  });

  it('sends a string body with an explicit content type as is', async () => {
    const html = await reply({ headers: { 'Content-Type': 'text/html' }, body: '<p>hi</p>' });
    expect(html.headers.get('content-type')).toBe('text/html');
    expect(await html.text()).toBe('<p>hi</p>');
    const empty = await reply({ status_code: 200, headers: { 'content-type': 'text/plain' }, body: null });
    expect(await empty.text()).toBe('');
  });

  it('answers a result that is not a response 200 {} as before, and warns once naming the contract', async () => {
    for (const result of [{ message: 'hi' }, { message: 'again' }]) {
      const response = await reply(result);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
    }
    const warnings = engine
      .output()
      .split('\n')
      .filter((line) => line.includes('contracts/http-response') && line.includes('"function_id":"web::reply"'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"level":"warn"');
  });

  it('refuses CR or LF in handler headers instead of sending them', async () => {
    for (const headers of [
      { 'x-evil': 'a\r\nSet-Cookie: session=stolen' },
      ['X-Evil: a\nSet-Cookie: x'],
      { 'bad\r\nname': 'x' },
    ]) {
      const response = await reply({ headers, body: 'x' });
      expect(response.status).toBe(500);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect((await json(response)).error.code).toBe('INVALID_RESPONSE_HEADER');
    }
  });
});

describe('handler headers Node cannot send', () => {
  const reply = (response: unknown) =>
    fetch(`${base}/t/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(response),
    });

  it('answers 500 INVALID_RESPONSE_HEADER to a redirect whose Location holds a NUL, and keeps serving', async () => {
    for (const next of ['%2Fhome%00', '%2Fcaf%E2%82%AC', '%2Fa%0Db']) {
      const response = await fetch(`${base}/t/redirect?next=${next}`, { redirect: 'manual' });
      expect(response.status).toBe(500);
      expect((await json(response)).error.code).toBe('INVALID_RESPONSE_HEADER');
    }
    const fine = await fetch(`${base}/t/redirect?next=%2Fhome`, { redirect: 'manual' });
    expect(fine.status).toBe(302);
    expect(fine.headers.get('location')).toBe('/home');
    expect(engine.output()).toContain('"function_id":"web::redirect"');
  });

  it('stays up whatever header names and values a handler returns', async () => {
    const text = fc.string({ unit: 'binary', maxLength: 12 });
    const header = fc.oneof(
      fc.tuple(text, text),
      fc.tuple(fc.constantFrom('Location', 'X-A', 'Content-Type', 'Set-Cookie'), text),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(header, { minLength: 1, maxLength: 3 }), fc.boolean(), async (pairs, asLines) => {
        const headers = asLines ? pairs.map(([name, value]) => `${name}: ${value}`) : Object.fromEntries(pairs);
        const response = await reply({ status_code: 200, headers, body: 'ok' });
        expect([200, 500]).toContain(response.status);
        if (response.status === 500) expect((await json(response)).error.code).toMatch(/^INVALID_RESPONSE/);
        else await response.arrayBuffer();
      }),
      { numRuns: 150 },
    );
    expect(engine.child.exitCode).toBeNull();
    expect((await fetch(`${base}/t/whoami`)).status).toBe(200);
  });
});

describe('errors', () => {
  it('answers 404 for no route, with a JSON error', async () => {
    const response = await fetch(`${base}/no/such/route`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'no route serves GET /no/such/route' },
    });
  });

  it('answers 405 with Allow for a path served under other methods', async () => {
    const wrong = await fetch(`${base}/t/whoami`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    expect((await json(wrong)).error.code).toBe('METHOD_NOT_ALLOWED');
    const get = await fetch(`${base}/t/echo/1`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const head = await fetch(`${base}/t/echo/1`, { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('POST');
    // Without CORS configured, a preflight is only another method the path does not serve.
    const preflight = await fetch(`${base}/t/echo/1`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 400 to malformed JSON, never passing a null body on', async () => {
    const response = await fetch(`${base}/t/echo/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{"a": 1,',
    });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.error.code).toBe('INVALID_JSON');
    expect(body.error.message).toMatch(/not valid JSON/);
  });

  it('answers 400 to a JSON body that is not valid UTF-8, never passing on U+FFFD in its place', async () => {
    for (const bytes of [
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), // {"a":"\xff\xfe"}
      Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]), // a lone surrogate
      Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]), // an overlong "/"
    ]) {
      const response = await fetch(`${base}/t/echo/1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bytes,
      });
      expect(response.status).toBe(400);
      expect((await json(response)).error).toEqual({
        code: 'INVALID_JSON',
        message: 'the request body is not valid JSON: it is not valid UTF-8',
      });
    }
    const valid = await fetch(`${base}/t/echo/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{"a":"café €"}'),
    });
    expect((await json(valid)).body).toEqual({ a: 'café €' });
  });

  it('answers 400 to a JSON body nested deeper than 512 levels, and keeps serving', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const response = await fetch(`${base}/t/echo/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep,
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error).toEqual({
      code: 'INVALID_JSON',
      message: 'the request body nests deeper than 512 levels',
    });
    const shallow = await fetch(`${base}/t/echo/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[[[1]]]',
    });
    expect(shallow.status).toBe(200);
  });

  it('answers 500 with the handler error code and message and no stack trace', async () => {
    const response = await fetch(`${base}/t/boom`);
    expect(response.status).toBe(500);
    const body = await json(response);
    expect(body.error).toMatchObject({
      code: 'invocation_failed',
      message: 'the order service is down',
      error_id: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.mjs/);
  });

  it('answers 504 when the invocation deadline passes', async () => {
    const started = Date.now();
    const response = await fetch(`${base}/t/slow`);
    expect(response.status).toBe(504);
    expect((await json(response)).error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('answers invocation_stopped when the worker dies mid-request', async () => {
    const response = await fetch(`${base}/t/die`, { method: 'POST' });
    expect(response.status).toBe(500);
    expect((await json(response)).error.code).toBe('invocation_stopped');
    // The dead worker's routes are gone; start it again for the other tests.
    await startMainWorker();
  });

  it('applies the condition function: 422 skipped on false, the handler on true, 500 when it fails', async () => {
    const skipped = await fetch(`${base}/t/guarded`);
    expect(skipped.status).toBe(422);
    expect(await skipped.json()).toMatchObject({ error: { code: 'CONDITION_NOT_MET' }, skipped: true });
    expect(await json(await fetch(`${base}/t/guarded`, { headers: { 'x-allow': 'yes' } }))).toEqual({ reached: true });
    const failed = await fetch(`${base}/t/guarded`, { headers: { 'x-allow': 'error' } });
    expect(failed.status).toBe(500);
    expect((await json(failed)).error.message).toMatch(/could not decide/);
  });

  it('runs route middleware before the handler; a middleware may answer the request itself', async () => {
    const refused = await fetch(`${base}/t/private/1`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ phase: 'preHandler', method: 'GET' });
    const allowed = await fetch(`${base}/t/private/1`, { headers: { authorization: 'Bearer ok' } });
    expect(await allowed.json()).toEqual({ reached: true });
  });

  it('refuses a body over the limit with 413 before reading it, by declared length', async () => {
    const { head, closed, socket } = await rawRequest(
      'POST /t/echo/1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${100 * 1024 * 1024}\r\n\r\n`,
    );
    expect(await head).toMatch(/^HTTP\/1.1 413/);
    // The engine closes the connection instead of draining 100 MiB.
    await closed;
    expect(socket.bytesWritten).toBeLessThan(1024);
  });

  it('refuses a body over the limit with 413 without first inviting it with 100 Continue', async () => {
    const over = await RawConnection.open(base);
    over.write(
      'POST /t/echo/1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${100 * 1024 * 1024}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await over.closed;
    expect(over.responses().map((r) => r.status)).toEqual([413]);
    // A body the engine will read is invited, then served.
    const within = await RawConnection.open(base);
    within.write(
      'POST /t/echo/1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 7\r\nExpect: 100-continue\r\n\r\n',
    );
    expect((await within.until(1)).map((r) => r.status)).toEqual([100]);
    within.write('{"a":1}');
    const [, served] = await within.until(2);
    expect(served?.status).toBe(200);
    expect(JSON.parse(served!.body).body).toEqual({ a: 1 });
    within.close();
  });

  it('refuses a chunked body with 413 as soon as it passes the limit', async () => {
    const { socket, head, closed } = await rawRequest(
      'POST /t/echo/1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = Buffer.alloc(16 * 1024, 0x20);
    let sent = 0;
    let answered = false;
    void head.then(() => (answered = true));
    while (!answered && sent < 100 * LIMIT && !socket.destroyed) {
      socket.write(`${chunk.length.toString(16)}\r\n`);
      socket.write(chunk);
      socket.write('\r\n');
      sent += chunk.length;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(await head).toMatch(/^HTTP\/1.1 413/);
    await closed;
    expect(sent).toBeLessThan(4 * LIMIT);
  });

  it('accepts a body at the limit', async () => {
    const body = JSON.stringify({ pad: 'x'.repeat(LIMIT - 20) });
    expect(body.length).toBeLessThanOrEqual(LIMIT);
    const response = await fetch(`${base}/t/echo/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
  });

  it('closes a connection whose headers never finish arriving', async () => {
    const { socket, closed, head } = await rawRequest('GET /t/whoami HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 100);
    const started = Date.now();
    await closed;
    clearInterval(drip);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await head).toMatch(/^HTTP\/1.1 408/);
  });

  it('reserves /_ paths for the engine and reports health', async () => {
    const health = await fetch(`${base}/_health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', live: true, ready: true, routes: expect.any(Number) });
    expect((await fetch(`${base}/_nothing`)).status).toBe(404);
    await expect(
      caller.trigger({
        function_id: 'engine::register_trigger',
        payload: { trigger_type: 'http', function_id: 'web::whoami', config: { api_path: '/_console/x' } },
      }),
    ).rejects.toMatchObject({ code: 'trigger_registration_failed', message: expect.stringContaining('reserved') });
  });
});

describe('routes', () => {
  it('refuses a route of the same shape with other parameter names, and replaces one of the same pattern', async () => {
    const register = (config: Record<string, unknown>, function_id = 'web::whoami') =>
      caller.trigger<{ id: string }>({
        function_id: 'engine::register_trigger',
        payload: { trigger_type: 'http', function_id, config },
      });
    await register({ api_path: '/r/users/:id' });
    await expect(register({ api_path: 'r/users/:uid' })).rejects.toMatchObject({
      code: 'trigger_registration_failed',
      message: expect.stringContaining('conflicts'),
    });
    await expect(register({})).rejects.toMatchObject({
      code: 'trigger_registration_failed',
      message: expect.stringContaining('api_path'),
    });
    expect(await json(await fetch(`${base}/r/users/1`))).toEqual({ name: 'http-fixture' });
    await register({ api_path: '/r/users/{id}' }, 'web::echo_get');
    expect((await json(await fetch(`${base}/r/users/1`))).path_params).toEqual({ id: '1' });
  });

  it('keeps serving a route through its worker reconnecting', async () => {
    const proxy = await tcpProxy(new URL(engine.url).port);
    spawnWorker(HTTP_WORKER, `ws://127.0.0.1:${proxy.port}`, 'reconnecting', 'rc');
    await served('/rc/whoami');
    proxy.cut();
    // The worker reconnects and replays its registrations: the route answers again, never stuck at 404.
    await expect
      .poll(async () => (await fetch(`${base}/rc/whoami`)).status, { timeout: 15_000, interval: 100 })
      .toBe(200);
    expect(await json(await fetch(`${base}/rc/whoami`))).toEqual({ name: 'reconnecting' });
    proxy.close();
  });

  it('in a rolling replace the newer copy of a worker shares its routes, and keeps them alone', async () => {
    // Both copies have one worker name: they pool (svc-bridge duplicate_functions: pool).
    const old = spawnWorker(HTTP_WORKER, engine.url, 'roller', 'roll', 'old');
    await expect.poll(async () => (await fetch(`${base}/roll/whoami`)).status, { timeout: 10_000 }).toBe(200);
    spawnWorker(HTTP_WORKER, engine.url, 'roller', 'roll', 'new');
    await expect
      .poll(async () => (await json(await fetch(`${base}/roll/whoami`))).name, { timeout: 10_000 })
      .toBe('new');
    old.child.kill('SIGKILL');
    await old.exited;
    await new Promise((r) => setTimeout(r, 200));
    for (let i = 0; i < 5; i++) expect(await json(await fetch(`${base}/roll/whoami`))).toEqual({ name: 'new' });
  });
});

describe('CORS', () => {
  it('sends no CORS headers unless origins are configured', async () => {
    const simple = await fetch(`${base}/t/whoami`, { headers: { origin: 'https://app.example.com' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const methodsOnly = await startEngineProcess([
      '--config',
      writeConfig(
        'workers:\n  - name: svc-bridge\n    config: { port: 0 }\n' +
          '  - name: svc-http\n    config: { port: 0, cors: { allowed_methods: [GET] } }\n',
      ),
    ]);
    try {
      spawnWorker(HTTP_WORKER, methodsOnly.url);
      await served('/t/whoami', {}, methodsOnly.listeners.http);
      const none = await fetch(`${methodsOnly.listeners.http}/t/whoami`, {
        headers: { origin: 'https://app.example.com' },
      });
      expect(none.headers.get('access-control-allow-origin')).toBeNull();
      expect(methodsOnly.output()).toContain('cors lists no allowed_origins');
    } finally {
      await methodsOnly.kill();
    }
  });

  it('allows only the configured origins, answers their preflights, and any origin when told `*`', async () => {
    const restricted = await startEngineProcess([
      '--config',
      writeConfig(`workers:
  - name: svc-bridge
    config: { port: 0 }
  - name: svc-http
    config: { port: 0, cors: { allowed_origins: ['https://app.example.com'], allowed_methods: [GET, POST] } }
`),
    ]);
    const any = await startEngineProcess([
      '--config',
      writeConfig(
        'workers:\n  - name: svc-bridge\n    config: { port: 0 }\n' +
          "  - name: svc-http\n    config: { port: 0, cors: { allowed_origins: ['*'] } }\n",
      ),
    ]);
    try {
      for (const e of [restricted, any]) spawnWorker(HTTP_WORKER, e.url);
      await served('/t/whoami', {}, restricted.listeners.http);
      await served('/t/whoami', {}, any.listeners.http);
      const allowed = await fetch(`${restricted.listeners.http}/t/whoami`, {
        headers: { origin: 'https://app.example.com' },
      });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      expect(allowed.headers.get('vary')).toBe('Origin');
      const other = await fetch(`${restricted.listeners.http}/t/whoami`, {
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(`${restricted.listeners.http}/t/echo/1`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://app.example.com',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST');
      expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
      const star = await fetch(`${any.listeners.http}/t/whoami`, { headers: { origin: 'https://elsewhere.example' } });
      expect(star.headers.get('access-control-allow-origin')).toBe('*');
    } finally {
      await Promise.all([restricted.kill(), any.kill()]);
    }
  });
});

describe('load and shutdown', () => {
  it('queues requests over the concurrency limit instead of failing them', async () => {
    const limited = await startEngineProcess([
      '--config',
      writeConfig(
        'workers:\n  - name: svc-bridge\n    config: { port: 0 }\n' +
          '  - name: svc-http\n    config: { port: 0, concurrency_request_limit: 2 }\n',
      ),
    ]);
    try {
      spawnWorker(HTTP_WORKER, limited.url);
      await served('/t/whoami', {}, limited.listeners.http);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => fetch(`${limited.listeners.http}/t/hold?ms=200`)),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const most = await Promise.all(answers.map(async (a) => (await json(a)).most_held as number));
      expect(Math.max(...most)).toBe(2);
    } finally {
      await limited.kill();
    }
  });

  it('finishes requests in flight on SIGTERM and refuses new ones with 503', async () => {
    const stopping = await startEngineProcess([
      '--config',
      writeConfig(
        'workers:\n  - name: svc-bridge\n    config: { port: 0 }\n  - name: svc-http\n    config: { port: 0 }\n',
      ),
    ]);
    spawnWorker(HTTP_WORKER, stopping.url);
    const http = stopping.listeners.http!;
    await served('/t/whoami', {}, http);
    const inFlight = fetch(`${http}/t/hold?ms=1500`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    stopping.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`${http}/_health`)).status, { timeout: 1_000, interval: 20 }).toBe(503);
    const refused = await fetch(`${http}/t/whoami`);
    expect(refused.status).toBe(503);
    expect((await json(refused)).error.code).toBe('shutting_down');
    expect((await inFlight).status).toBe(200);
    expect(await stopping.exited).toBe(0);
  });
});

describe('start-up', () => {
  it('fails clearly when the HTTP port is taken', async () => {
    const port = new URL(base).port;
    const config = writeConfig(
      `workers:\n  - name: svc-bridge\n    config: { port: 0 }\n  - name: svc-http\n    config: { port: ${port} }\n`,
    );
    await expect(startEngineProcess(['--config', config])).rejects.toThrow(
      new RegExp(`exited with 1[\\s\\S]*port ${port} on 127.0.0.1 is already in use`),
    );
  });
});

/** A raw HTTP/1.1 connection: `head` resolves with the first bytes of the answer. */
async function rawRequest(start: string): Promise<{ socket: Socket; head: Promise<string>; closed: Promise<void> }> {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => {});
  let received = '';
  const head = new Promise<string>((resolve) => {
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
      resolve(received);
    });
    socket.once('close', () => resolve(received));
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(start);
  return { socket, head, closed };
}

/** A TCP proxy to the engine's bridge whose connections can be cut. */
async function tcpProxy(targetPort: string): Promise<{ port: number; cut(): void; close(): void }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(targetPort), '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.once('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    cut: () => {
      for (const s of sockets) s.destroy();
    },
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}
