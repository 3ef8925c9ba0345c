/**
 * TLS on every listener of one engine (bridge, svc-http, svc-stream), with a self-signed
 * certificate made for the test: raw `ws` clients, an svc-sdk worker in TypeScript
 * (`NODE_EXTRA_CA_CERTS`) and in Python (`SSL_CERT_FILE`) connect with `wss://`, and HTTP
 * requests reach their routes over `https://`; plain connections are refused.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type EngineProcess, startEngineProcess } from '../process.js';
import { selfSignedCert, type TestCert } from './harness.js';

const PYTHON = fileURLToPath(new URL('../../../.venv/bin/python', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

/** GET or POST over https, trusting `ca`; resolves with the status and the body. */
function httpsRequest(url: string, ca: Buffer, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { ca, method: body === undefined ? 'GET' : 'POST' }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.setHeader('content-type', 'application/json');
    req.end(body);
  });
}

/** A `ws` client over wss trusting `ca`, open; `frames` collects what it receives. */
async function wssClient(url: string, ca: Buffer): Promise<{ ws: WebSocket; frames: Record<string, unknown>[] }> {
  const ws = new WebSocket(url, { ca });
  const frames: Record<string, unknown>[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, frames };
}

async function until<T>(read: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('an engine with tls on the bridge, svc-http and svc-stream', () => {
  let cert: TestCert;
  let ca: Buffer;
  let engine: EngineProcess;
  const children: ChildProcess[] = [];
  /** Starts a worker process with `env`; its stdout is collected. */
  const worker = (command: string, args: string[], env: NodeJS.ProcessEnv) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    return { output: () => out };
  };

  beforeAll(async () => {
    cert = selfSignedCert();
    ca = readFileSync(cert.cert);
    // Relative paths: they are read from the config file's folder.
    const tls = '{ cert: cert.pem, key: key.pem }';
    const config = join(cert.dir, 'svc.config.yaml');
    writeFileSync(
      config,
      'workers:\n  - name: svc-bridge\n' +
        `    config: { host: 127.0.0.1, port: 0, handshake_timeout_ms: 3000, tls: ${tls} }\n` +
        `  - name: svc-http\n    config: { port: 0, tls: ${tls} }\n` +
        `  - name: svc-stream\n    config: { port: 0, tls: ${tls} }\n  - name: svc-state\n`,
    );
    engine = await startEngineProcess(['--config', config]);
  }, 30_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await engine?.kill();
  });

  it('announces wss:// and https:// listeners', () => {
    expect(engine.url).toMatch(/^wss:\/\/127\.0\.0\.1:\d+$/);
    expect(engine.listeners.http).toMatch(/^https:\/\//);
    expect(engine.listeners.stream).toMatch(/^wss:\/\//);
  });

  it('lets a wss client that trusts the certificate call functions', async () => {
    const { ws, frames } = await wssClient(engine.url, ca);
    ws.send(
      JSON.stringify({
        type: 'invokefunction',
        invocation_id: 'set',
        function_id: 'state::set',
        data: { scope: 's', key: 'k', value: 7 },
      }),
    );
    ws.send(
      JSON.stringify({
        type: 'invokefunction',
        invocation_id: 'get',
        function_id: 'state::get',
        data: { scope: 's', key: 'k' },
      }),
    );
    const got = await until(() => frames.find((f) => f.invocation_id === 'get'), 'the state::get result');
    expect(got.result).toBe(7);
    ws.close();
  });

  it('refuses a client that does not trust the certificate, and plain ws:// on the TLS port', async () => {
    const untrusting = new WebSocket(engine.url);
    const error = await new Promise<Error>((resolve) => untrusting.once('error', resolve));
    expect(error.message).toMatch(/self-signed|certificate/i);
    const { port } = new URL(engine.url);
    const plain = new WebSocket(`ws://127.0.0.1:${port}`);
    const plainOutcome = await new Promise<string>((resolve) => {
      plain.once('open', () => resolve('open'));
      plain.once('error', (e) => resolve(`error: ${e.message}`));
    });
    expect(plainOutcome).toMatch(/^error/);
  });

  it('serves an svc-sdk TypeScript worker over wss:// and its route over https://', async () => {
    const w = worker(process.execPath, [fixture('http-worker.mjs'), engine.url, 'tls-ts', 'tls'], {
      NODE_EXTRA_CA_CERTS: cert.cert,
    });
    await until(() => (w.output().includes('ready') ? true : undefined), 'the TypeScript worker start');
    const answer = await pollHttps(`${engine.listeners.http}/tls/whoami`, ca, (r) => r.status === 200);
    expect(JSON.parse(answer.body)).toEqual({ name: 'tls-ts' });
  }, 30_000);

  it('serves an svc-sdk Python worker over wss:// (SSL_CERT_FILE)', async () => {
    const config = JSON.stringify({ api_path: '/py/hello', http_method: 'POST' });
    const w = worker(PYTHON, [fixture('trigger_printer.py'), engine.url, 'sdk-py', 'http', config], {
      SSL_CERT_FILE: cert.cert,
    });
    await until(() => (w.output().includes('ready') ? true : undefined), 'the Python worker start');
    await pollHttps(`${engine.listeners.http}/py/hello`, ca, (r) => r.status === 200, '{"from":"https"}');
    const fired = await until(
      () =>
        w
          .output()
          .split('\n')
          .find((line) => line.startsWith('fired ')),
      `the Python worker's call (it printed: ${w.output()})`,
    );
    expect(JSON.parse(fired.slice(6))).toMatchObject({ body: { from: 'https' }, path: '/py/hello' });
  }, 30_000);

  it('serves the subscription socket over wss://', async () => {
    const { ws, frames } = await wssClient(engine.listeners.stream!, ca);
    ws.send(JSON.stringify({ type: 'join', data: { subscriptionId: 's1', streamName: 'tls', groupId: 'g' } }));
    const sync = await until(() => frames.find((f) => f.type === 'stream'), 'the join sync');
    expect(sync).toMatchObject({ streamName: 'tls', groupId: 'g', event: { type: 'sync' } });
    ws.close();
  });

  it('closes a TLS handshake that never starts at the handshake timeout, not later', async () => {
    const { port } = new URL(engine.url);
    const socket = connect(Number(port), '127.0.0.1');
    const started = Date.now();
    await new Promise<void>((resolve) => socket.once('close', () => resolve()).on('error', () => {}));
    // handshake_timeout_ms is 3 s here; generous margins on a loaded machine.
    expect(Date.now() - started).toBeGreaterThan(2_500);
    expect(Date.now() - started).toBeLessThan(12_000);
  }, 20_000);
});

describe('a tls setting that cannot be used', () => {
  it('stops the start with config_invalid naming the file', async () => {
    const cert = selfSignedCert();
    const config = join(cert.dir, 'svc.config.yaml');
    writeFileSync(
      config,
      'workers:\n  - name: svc-http\n    config: { port: 0, tls: { cert: cert.pem, key: missing.pem } }\n',
    );
    const failed = await startEngineProcess(['--config', config]).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(failed).toContain('missing.pem');
    expect(failed).toContain('engine exited with 1');
    expect(failed).toContain('tls.key: cannot read');
  });
});

/** Polls an https URL until `done` holds for its answer (a worker's route appears after its start). */
async function pollHttps(
  url: string,
  ca: Buffer,
  done: (r: { status: number; body: string }) => boolean,
  body?: string,
): Promise<{ status: number; body: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const reply = await httpsRequest(url, ca, body);
    if (done(reply)) return reply;
    if (Date.now() > deadline) throw new Error(`${url} answered ${reply.status} ${reply.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
