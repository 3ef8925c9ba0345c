/**
 * The console server with a console token, in front of an engine that requires tokens: nothing
 * reaches the engine until the browser signs in with the token, and then the server presents the
 * token itself on the API proxy and the live feed.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { type EngineProcess, startEngineProcess, writeConfig } from '../../../engine/test/process.js';
import { type ConsoleServer, startConsoleServer } from '../../src/server/index.js';
import { consoleOptionsFor } from '../browser.js';

const TOKEN = 'console-token-0123456789';

/** Opens `/ws/live` with `headers`; resolves with `open`, or the refused status. */
function openLive(url: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => {
      ws.close();
      resolve('open');
    });
    ws.once('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
    ws.once('error', () => {});
  });
}

describe('signing in to the console with the console token', () => {
  let engine: EngineProcess;
  let server: ConsoleServer;

  beforeAll(async () => {
    const config = writeConfig(
      `auth:\n  tokens: [{ name: console, value: ${TOKEN}, console: true }]\n` +
        'workers:\n  - name: svc-bridge\n    config: { port: 0 }\n  - name: svc-http\n    config: { port: 0 }\n' +
        '  - name: svc-stream\n    config: { port: 0 }\n',
    );
    engine = await startEngineProcess(['--config', config]);
    server = await startConsoleServer({ ...consoleOptionsFor(engine), token: TOKEN });
  });
  afterAll(async () => {
    await server?.close();
    await engine?.kill();
  });

  test('refuses the API and the live feed before a login, and serves both after it', async () => {
    const info = `${server.url}/api/engine/_console/info`;
    const before = await fetch(info);
    expect(before.status).toBe(401);
    expect(((await before.json()) as { error: { code: string } }).error.code).toBe('login_required');
    expect(await openLive(`${server.url.replace('http', 'ws')}/ws/live`)).toBe('401');

    const wrong = await fetch(`${server.url}/api/login`, { method: 'POST', body: '{"token":"not-it"}' });
    expect(wrong.status).toBe(401);
    const login = await fetch(`${server.url}/api/login`, { method: 'POST', body: JSON.stringify({ token: TOKEN }) });
    expect(login.status).toBe(204);
    const cookie = login.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^svc_console_session=[\w-]+; HttpOnly; SameSite=Strict/);
    const session = cookie.split(';')[0]!;

    const after = await fetch(info, { headers: { cookie: session } });
    expect(after.status).toBe(200);
    expect(await openLive(`${server.url.replace('http', 'ws')}/ws/live`, { cookie: session })).toBe('open');

    await fetch(`${server.url}/api/logout`, { method: 'POST', headers: { cookie: session } });
    expect((await fetch(info, { headers: { cookie: session } })).status).toBe(401);
  });

  test('refuses to listen on a non-loopback address without a token, unless --insecure', async () => {
    const options = { ...consoleOptionsFor(engine), host: '0.0.0.0' };
    await expect(startConsoleServer(options)).rejects.toThrow(/not a loopback address, without a console token/);
    const insecure = await startConsoleServer({ ...options, insecure: true });
    await insecure.close();
  });
});
