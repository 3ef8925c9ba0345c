/**
 * `stream_body` routes against a real engine process: request bodies reach handlers through a
 * channel, handlers answer through one (a streamed body, server-sent events), with svc-sdk
 * handlers in this process and iii-sdk `http()` helper handlers in a worker process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { type ChannelReader, type ChannelWriter, registerWorker, type Worker } from 'svc-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rssOf } from '../channels/harness.js';
import { type EngineProcess, startEngineProcess, writeConfig } from '../process.js';

const III_STREAM_WORKER = fileURLToPath(new URL('../fixtures/iii-stream-worker.mjs', import.meta.url));
const III_PY_STREAM_WORKER = fileURLToPath(new URL('../fixtures/iii_stream_worker.py', import.meta.url));
const PYTHON = fileURLToPath(new URL('../../../.venv/bin/python', import.meta.url));
const quiet = { info() {}, warn() {}, error() {}, debug() {} };
const MB = 1024 * 1024;

let engine: EngineProcess;
let base: string;
let worker: Worker;
let iii: ChildProcess;
let iiiPy: ChildProcess;
/** Lets the svc-sdk event stream write its next event. */
let nextEvent: (() => void) | undefined;

const route = (id: string, method: string, path: string, handler: (req: any) => unknown, config = {}) => {
  worker.registerFunction(id, handler as never);
  worker.registerTrigger({
    type: 'http',
    function_id: id,
    config: { api_path: path, http_method: method, stream_body: true, ...config },
  });
};

/** sha256 and length of everything a reader delivers. */
async function digest(reader: ChannelReader): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of reader) {
    if (typeof chunk === 'string') continue;
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** The deterministic body of the uploads: `size` bytes in 64 KiB chunks. */
function* chunks(size: number): Generator<Buffer> {
  for (let offset = 0; offset < size; offset += 64 * 1024)
    yield Buffer.alloc(Math.min(64 * 1024, size - offset), (offset / 65536) % 251);
}

const sha256Of = (size: number) => {
  const hash = createHash('sha256');
  for (const chunk of chunks(size)) hash.update(chunk);
  return hash.digest('hex');
};

/** POSTs `size` bytes generated as they are sent; resolves with the status and body text. */
function upload(path: string, size: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' } });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    const source = chunks(size);
    const pump = () => {
      for (let next = source.next(); !next.done; next = source.next()) if (!req.write(next.value)) return;
      req.end();
    };
    req.on('drain', pump);
    pump();
  });
}

/** Reads server-sent events as they come; `next()` resolves with the next event's text. */
function eventReader(response: Response): { next(): Promise<string> } {
  const reader = response.body!.getReader();
  let buffered = '';
  return {
    async next() {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          return event;
        }
        const { value, done } = await reader.read();
        if (done) return '';
        buffered += Buffer.from(value).toString();
      }
    },
  };
}

async function served(path: string, method = 'POST'): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await fetch(base + path, { method, body: method === 'GET' ? undefined : '' })).status === 404) {
    if (Date.now() > deadline) throw new Error(`${path} was not served within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  const config = writeConfig(`workers:
  - name: svc-bridge
    config: { port: 0 }
  - name: svc-channels
    config: { buffer_bytes: 262144 }
  - name: svc-http
    config:
      port: 0
      body_limit_bytes: 65536
      request_timeout_ms: 60000
      cors: { allowed_origins: ['http://app.test'] }
`);
  // A 1 MB young generation: under any stream of allocations V8 grows it to tens of MB whatever
  // is held, which would hide what the engine holds of the body (bench/README.md has both figures).
  engine = await startEngineProcess(['--config', config], { NODE_OPTIONS: '--max-semi-space-size=1' });
  base = engine.listeners.http!;
  worker = registerWorker(engine.url, { worker_name: 'stream-test', logger: quiet });
  route('up::digest', 'POST', '/up/digest', async (req) => ({ body: await digest(req.request_body) }));
  route('up::small', 'POST', '/up/small', async (req) => ({ body: await digest(req.request_body) }), {
    body_limit_bytes: 1000,
  });
  route('up::plain', 'POST', '/up/plain', (req) => ({ status_code: 202, body: { body: req.body, raw: req.raw_body } }));
  route('sse::svc', 'GET', '/sse/svc', async (req) => {
    const out = req.response as ChannelWriter;
    await out.write(JSON.stringify({ type: 'set_status', status_code: 200 }));
    await out.write(JSON.stringify({ type: 'set_headers', headers: { 'Content-Type': 'text/event-stream' } }));
    for (let i = 1; i <= 3; i++) {
      await out.write(Buffer.from(`data: event ${i}\n\n`));
      if (i < 3) await new Promise<void>((resolve) => (nextEvent = resolve));
    }
    await out.close();
    return null;
  });
  iii = spawn(process.execPath, [III_STREAM_WORKER, engine.url], { stdio: ['ignore', 'pipe', 'inherit'] });
  iiiPy = spawn(PYTHON, [III_PY_STREAM_WORKER, engine.url], { stdio: ['ignore', 'pipe', 'inherit'] });
  await Promise.all(
    ['/up/digest', '/up/plain', '/iii/upload', '/iii/next', '/iii-py/upload'].map((path) => served(path)),
  );
}, 60_000);
afterAll(async () => {
  iii?.kill('SIGKILL');
  iiiPy?.kill('SIGKILL');
  await worker?.shutdown();
  await engine?.kill();
});

describe('stream_body: the request body as a channel', () => {
  it('a 100 MB upload reaches an svc-sdk handler whole, past the JSON limit, in bounded engine memory', async () => {
    const size = 100 * MB;
    const before = rssOf(engine.child.pid!);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(engine.child.pid!))), 20);
    const started = Date.now();
    const { status, text } = await upload('/up/digest', size);
    const ms = Date.now() - started;
    clearInterval(sampler);
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ bytes: size, sha256: sha256Of(size) });
    const growth = peak - before;
    console.log(
      `100 MB stream_body upload: ${ms} ms (${((size / MB / ms) * 1000).toFixed(0)} MB/s), engine RSS ` +
        `${(before / MB).toFixed(0)} MB before, peak growth ${(growth / MB).toFixed(1)} MB`,
    );
    // The body is 100 MB; the engine holds a channel buffer (256 KiB here) and socket buffers of it.
    expect(growth).toBeLessThan(32 * MB);
  }, 120_000);

  it('a body over the route body_limit_bytes is answered 413', async () => {
    const { status, text } = await upload('/up/small', 64 * 1024);
    expect(status).toBe(413);
    expect(JSON.parse(text).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await upload('/up/small', 900)).status).toBe(200);
  });

  it('a handler that returns a response is answered with it; body and raw_body are left out', async () => {
    const response = await fetch(`${base}/up/plain`, { method: 'POST', body: '{"a":1}' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ body: null });
  });

  it('an iii-sdk http() helper handler reads the request channel and answers through the response one', async () => {
    const size = 3 * MB + 17;
    const { status, text } = await upload('/iii/upload', size);
    expect(status).toBe(201);
    expect(JSON.parse(text)).toEqual({ bytes: size, sha256: sha256Of(size), method: 'POST' });
    const response = await fetch(`${base}/iii/upload`, { method: 'POST', body: 'hi' });
    expect(response.headers.get('x-served-by')).toBe('iii-helpers');
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  it('an iii-sdk (PyPI) StreamResponse handler reads the request channel and answers through another', async () => {
    const size = 2 * MB + 5;
    const { status, text } = await upload('/iii-py/upload', size);
    expect(status).toBe(201);
    expect(JSON.parse(text)).toEqual({ bytes: size, sha256: sha256Of(size), method: 'POST' });
  });
});

describe('a channel as the response body', () => {
  it('server-sent events from an svc-sdk handler arrive as they are written', async () => {
    const response = await fetch(`${base}/sse/svc`, { headers: { origin: 'http://app.test' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    // A browser's EventSource on another origin needs the CORS headers on the streamed answer too.
    expect(response.headers.get('access-control-allow-origin')).toBe('http://app.test');
    const events = eventReader(response);
    // Each event is written only after the previous one arrived here: a buffered answer never would.
    expect(await events.next()).toBe('data: event 1');
    nextEvent!();
    expect(await events.next()).toBe('data: event 2');
    nextEvent!();
    expect(await events.next()).toBe('data: event 3');
    expect(await events.next()).toBe('');
  });

  it('server-sent events from an iii-sdk http() helper handler arrive one by one', async () => {
    const response = await fetch(`${base}/iii/events?n=3`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = eventReader(response);
    expect(await events.next()).toBe('id: 1\ndata: {"n":1}');
    await fetch(`${base}/iii/next`, { method: 'POST' });
    expect(await events.next()).toBe('id: 2\ndata: {"n":2}');
    await fetch(`${base}/iii/next`, { method: 'POST' });
    expect(await events.next()).toBe('id: 3\ndata: {"n":3}');
    expect(await events.next()).toBe('');
  });
});
