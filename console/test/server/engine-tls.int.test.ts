/**
 * The console server in front of an engine whose listeners use TLS and require tokens: with
 * `--engine-ca` it proxies the API over https://, the live feed over wss://, checks all three
 * listeners, and keeps the invocations history recording (its follower presents the console token).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { selfSignedCert, type TestCert } from '../../../engine/test/hardening/harness.js';
import { type EngineProcess, startEngineProcess } from '../../../engine/test/process.js';
import { type ConsoleServer, readConsoleArgs, startConsoleServer } from '../../src/server/index.js';
import { consoleOptionsFor } from '../browser.js';

const TOKEN = 'console-token-0123456789';

describe('a console in front of an engine that uses TLS', () => {
  let cert: TestCert;
  let engine: EngineProcess;
  let server: ConsoleServer;
  let session: string;

  beforeAll(async () => {
    cert = selfSignedCert();
    const tls = '{ cert: cert.pem, key: key.pem }';
    const config = join(cert.dir, 'svc.config.yaml');
    writeFileSync(
      config,
      `auth:\n  tokens: [{ name: console, value: ${TOKEN}, console: true }]\n` +
        'workers:\n' +
        `  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0, tls: ${tls} }\n` +
        `  - name: svc-http\n    config: { port: 0, tls: ${tls} }\n` +
        `  - name: svc-stream\n    config: { port: 0, tls: ${tls} }\n  - name: svc-state\n`,
    );
    engine = await startEngineProcess(['--config', config]);
    const toEngine = readConsoleArgs({ 'engine-ca': cert.cert } as never, {}).engineTls;
    expect(toEngine?.ca).toContain('BEGIN CERTIFICATE');
    server = await startConsoleServer({ ...consoleOptionsFor(engine), token: TOKEN, engineTls: toEngine });
    const login = await fetch(`${server.url}/api/login`, { method: 'POST', body: JSON.stringify({ token: TOKEN }) });
    session = login.headers.get('set-cookie')!.split(';')[0]!;
  }, 30_000);
  afterAll(async () => {
    await server?.close();
    await engine?.kill();
  });

  test('checks the bridge, the HTTP API and the stream socket over TLS', async () => {
    const res = await fetch(`${server.url}/api/connectivity`, { headers: { cookie: session } });
    const { probes } = (await res.json()) as { probes: { name: string; ok: boolean; url: string }[] };
    expect(probes.map((p) => [p.name, p.ok, p.url.split(':')[0]])).toEqual([
      ['bridge', true, 'wss'],
      ['http', true, 'https'],
      ['websocket', true, 'wss'],
    ]);
  });

  test('proxies an invoke to the engine over https://', async () => {
    const res = await fetch(`${server.url}/api/engine/_console/invoke`, {
      method: 'POST',
      headers: { cookie: session, 'content-type': 'application/json' },
      body: JSON.stringify({ function_id: 'state::set', payload: { scope: 'tls', key: 'k', value: 1 } }),
    });
    expect(res.status).toBe(200);
  });

  test('pipes the live feed over wss://, and keeps the history recording with the console token', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws/live`, { headers: { cookie: session } });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const history = async () => {
      const data = { subscriptionId: `h${Math.random()}`, streamName: 'svc:live', groupId: 'invocations' };
      const sync = new Promise<{ history?: unknown[] } | null>((resolve) =>
        ws.once('message', (m) => resolve(JSON.parse(m.toString()).event.data)),
      );
      ws.send(JSON.stringify({ type: 'join', data }));
      return (await sync)?.history ?? [];
    };
    for (let i = 0; i < 20; i++)
      await fetch(`${server.url}/api/engine/_console/invoke`, {
        method: 'POST',
        headers: { cookie: session, 'content-type': 'application/json' },
        body: JSON.stringify({ function_id: 'state::get', payload: { scope: 'tls', key: 'k' } }),
      });
    await expect.poll(async () => (await history()).length, { timeout: 10_000 }).toBeGreaterThan(0);
    ws.close();
  });
});
