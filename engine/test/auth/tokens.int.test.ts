import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, rawClient, startEngineProcess, writeConfig } from '../process.js';
import { bearer, codeOf, tryUpgrade } from './harness.js';

const WORKER = 'worker-token-0123456789';
const CONSOLE = 'console-token-0123456789';

describe('an engine with tokens: who may connect', () => {
  let engine: EngineProcess;
  const streamUrl = () => engine.listeners.stream!;
  const httpUrl = () => engine.listeners.http!;

  beforeAll(async () => {
    const config = writeConfig(
      'auth:\n' +
        '  allowed_origins: [https://ops.example.com]\n' +
        '  tokens:\n' +
        `    - { name: worker, value: ${WORKER} }\n` +
        '    - { name: console, env: TEST_CONSOLE_TOKEN, console: true }\n' +
        'workers:\n  - name: svc-bridge\n    config: { port: 0 }\n' +
        '  - name: svc-http\n    config: { port: 0, cors: { allowed_origins: [https://ops.example.com] } }\n' +
        '  - name: svc-stream\n    config: { port: 0 }\n' +
        '  - name: svc-observability\n',
    );
    engine = await startEngineProcess(['--config', config], { TEST_CONSOLE_TOKEN: CONSOLE });
  });
  afterAll(async () => {
    await engine?.kill();
  });

  it('refuses a worker without a token, or with a wrong one, with 401 before the upgrade', async () => {
    const none = await tryUpgrade(engine.url);
    expect(none).toMatchObject({ opened: false, status: 401 });
    expect(codeOf(none)).toBe('unauthorized');
    expect(none.opened === false && none.body).toContain('SVC_TOKEN');
    expect(await tryUpgrade(engine.url, bearer('wrong-token-0123456789'))).toMatchObject({ status: 401 });
    expect(await tryUpgrade(`${engine.url}/?token=wrong-token-0123456789`)).toMatchObject({ status: 401 });
    expect(await tryUpgrade(`${engine.url}/otel`)).toMatchObject({ status: 401 });
  });

  it('lets a worker in with its token as a header or as the token query parameter', async () => {
    expect(await tryUpgrade(engine.url, bearer(WORKER))).toEqual({ opened: true });
    expect(await tryUpgrade(`${engine.url}/otel`, bearer(WORKER))).toEqual({ opened: true });
    const client = await rawClient(`${engine.url}/?token=${WORKER}`);
    const listed = await client.call('engine::functions::list', {});
    expect(listed.error).toBeUndefined();
    client.close();
  });

  it('refuses a WebSocket from a foreign browser origin with 403, and lets a listed origin in', async () => {
    const foreign = await tryUpgrade(engine.url, { ...bearer(WORKER), origin: 'https://evil.example' });
    expect(foreign).toMatchObject({ opened: false, status: 403 });
    expect(codeOf(foreign)).toBe('forbidden_origin');
    expect(await tryUpgrade(engine.url, { ...bearer(WORKER), origin: 'https://ops.example.com' })).toEqual({
      opened: true,
    });
    const stream = await tryUpgrade(streamUrl(), { ...bearer(CONSOLE), origin: 'https://evil.example' });
    expect(stream).toMatchObject({ opened: false, status: 403 });
  });

  it('requires a console token on the stream socket (3112)', async () => {
    expect(await tryUpgrade(streamUrl())).toMatchObject({ opened: false, status: 401 });
    const worker = await tryUpgrade(streamUrl(), bearer(WORKER));
    expect(worker).toMatchObject({ opened: false, status: 403 });
    expect(codeOf(worker)).toBe('FORBIDDEN');
    expect(await tryUpgrade(streamUrl(), bearer(CONSOLE))).toEqual({ opened: true });
    expect(await tryUpgrade(`${streamUrl()}/?token=${CONSOLE}`)).toEqual({ opened: true });
  });

  it('requires a console token on /_console/* and /_metrics; /_health and routes stay public', async () => {
    for (const path of ['/_console/info', '/_metrics']) {
      const refused = await fetch(`${httpUrl()}${path}`);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
      expect((await fetch(`${httpUrl()}${path}`, { headers: bearer(WORKER) })).status).toBe(403);
      const allowed = await fetch(`${httpUrl()}${path}`, { headers: bearer(CONSOLE) });
      expect(allowed.status).toBe(200);
    }
    expect((await fetch(`${httpUrl()}/_health`)).status).toBe(200);
  });

  it('sends /_console/* no CORS headers, even to an origin svc-http allows (browsers use the console)', async () => {
    const from = (origin: string) =>
      fetch(`${httpUrl()}/_console/info`, { headers: { ...bearer(CONSOLE), origin } }).then((r) =>
        r.headers.get('access-control-allow-origin'),
      );
    expect(await from('https://ops.example.com')).toBeNull();
    expect(await from('https://evil.example')).toBeNull();
  });

  it('never writes a token into its log', () => {
    expect(engine.output()).not.toContain(WORKER);
    expect(engine.output()).not.toContain(CONSOLE);
  });
});
