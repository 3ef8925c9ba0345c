/**
 * The console server on its own: its flags and environment, the UI and its client-side routes,
 * CORS for configured origins only, the body cap, and a 502 (HTTP) or a close reason (live
 * socket) that names the engine listener that is down.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { type ConsoleServer, LIMITS, readConsoleArgs, startConsoleServer } from '../../src/server/index.js';
import { startEngineProcess } from '../../../engine/test/process.js';
import { caller } from '../../../engine/test/state/harness.js';
import { buildUi, consoleOptionsFor } from '../browser.js';

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let server: ConsoleServer;
let down: number;

beforeAll(async () => {
  await buildUi();
  down = await closedPort();
  server = await startConsoleServer({
    port: 0,
    host: '127.0.0.1',
    engineHost: '127.0.0.1',
    enginePort: down,
    wsPort: down,
    bridgePort: down,
    otel: false,
    otelServiceName: 'svc-console',
    enableFlow: true,
    allowOrigins: ['https://portal.example'],
  });
}, 60_000);

afterAll(() => server?.close());

describe('flags and environment', () => {
  const flags = { host: 'localhost', 'engine-host': '127.0.0.1', otel: true, 'enable-flow': false };
  test('the defaults are the reference console ports', () => {
    const options = readConsoleArgs(flags, {});
    expect(options).toMatchObject({ port: 3113, host: '127.0.0.1', enginePort: 3111, wsPort: 3112, bridgePort: 49134 });
    expect(options).toMatchObject({ otel: true, otelServiceName: 'svc-console', enableFlow: false });
  });
  test('the environment stands in for flags, and flags win', () => {
    const env = { SVC_CONSOLE_PORT: '4000', SVC_HTTP_PORT: '4001', OTEL_DISABLED: 'true', SVC_ENABLE_FLOW: '1' };
    expect(readConsoleArgs({ ...flags, port: '5000' }, env)).toMatchObject({
      port: 5000,
      enginePort: 4001,
      otel: false,
      enableFlow: true,
    });
    expect(readConsoleArgs({ ...flags, 'otel-service-name': 'ops' }, { OTEL_SERVICE_NAME: 'x' }).otelServiceName).toBe(
      'ops',
    );
  });
  test('a port that is not a number names its flag', () => {
    expect(() => readConsoleArgs({ ...flags, 'ws-port': 'abc' }, {})).toThrow(/--ws-port must be a port number/);
  });
});

describe('the console server', () => {
  test('serves the UI, and the index for client-side routes, but 404 for a missing asset', async () => {
    for (const path of ['/', '/functions', '/states']) {
      const res = await fetch(`${server.url}${path}?fn=x`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<svc-app>');
    }
    expect((await fetch(`${server.url}/assets/nope.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/..%2f..%2fpackage.json`)).status).toBe(404);
  });

  test('GET /api/config answers where the engine is', async () => {
    const config = await (await fetch(`${server.url}/api/config`)).json();
    expect(config).toMatchObject({
      engineHost: '127.0.0.1',
      enginePort: down,
      consolePort: server.port,
      enableFlow: true,
    });
  });

  test('an engine that is down gets a 502 naming the upstream, and the connectivity check says so', async () => {
    const res = await fetch(`${server.url}/api/engine/_console/status`);
    expect(res.status).toBe(502);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'upstream_unavailable', upstream: 'engine-http' });
    expect(body.error.message).toContain(`127.0.0.1:${down}`);
    const { probes } = await (await fetch(`${server.url}/api/connectivity`)).json();
    expect(probes.map((p: { name: string; ok: boolean; error: string }) => [p.name, p.ok, p.error])).toEqual([
      ['bridge', false, 'ECONNREFUSED'],
      ['http', false, 'ECONNREFUSED'],
      ['websocket', false, 'ECONNREFUSED'],
    ]);
  });

  test('the live socket is closed with a reason naming the stream upstream', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/live`);
    const [code, reason] = await new Promise<[number, string]>((resolve) =>
      socket.on('close', (c, r) => resolve([c, r.toString()])),
    );
    expect(code).toBe(1013);
    expect(reason).toContain('engine-stream');
  });

  test('a body over the cap is refused with 413 before reaching the engine', async () => {
    const res = await fetch(`${server.url}/api/engine/_console/invoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(LIMITS.maxBodyBytes + 1),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  test('CORS answers configured origins only', async () => {
    const ask = (origin: string) =>
      fetch(`${server.url}/api/config`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const allowed = await ask('https://portal.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://portal.example');
    const refused = await ask('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the live socket', () => {
  test('refuses a page of an origin that is not allowed', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/live`, { origin: 'https://evil.example' });
    const status = await new Promise<number | undefined>((resolve) =>
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode)),
    );
    expect(status).toBe(403);
  });
});

describe('the built UI', () => {
  test('loads the shell and the dashboard in under 200 KB gzip; other pages are separate chunks', async () => {
    // @ts-expect-error: a plain ES module without types
    const { bundleSizes } = await import('../../tools/bundle-size.mjs');
    const sizes = bundleSizes() as { firstLoad: number; lazy: Record<string, number> };
    console.log(`console first load ${(sizes.firstLoad / 1024).toFixed(1)} KiB gzip`);
    expect(sizes.firstLoad).toBeLessThan(200 * 1024);
    expect(Object.keys(sizes.lazy)).toEqual(
      expect.arrayContaining(['svc-functions-page', 'svc-states-page', 'json-code']),
    );
  });
});

describe('the invocations history', () => {
  test('a running console server keeps the engine recording it, so a dashboard opened later has it', async () => {
    const engine = await startEngineProcess();
    const c = await caller(engine.url);
    const running = await startConsoleServer(consoleOptionsFor(engine));
    /** The history in the sync of a fresh join of `invocations`. */
    const history = async () => {
      const ws = new WebSocket(engine.listeners.stream!.replace(/^http/, 'ws'));
      await new Promise((resolve) => ws.once('open', resolve));
      const data = { subscriptionId: 'h', streamName: 'svc:live', groupId: 'invocations' };
      const sync = new Promise<{ history?: unknown[] } | null>((resolve) =>
        ws.on('message', (m) => resolve(JSON.parse(m.toString()).event.data)),
      );
      ws.send(JSON.stringify({ type: 'join', data }));
      const answer = await sync;
      ws.close();
      return answer?.history ?? [];
    };
    try {
      // Nobody but the console server follows the group while these calls run.
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (let i = 0; i < 30; i++) await c.result('state::get', { scope: 's', key: 'k' });
      await expect.poll(async () => (await history()).length, { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      await running.close();
      c.close();
      await engine.kill();
    }
  }, 60_000);
});
