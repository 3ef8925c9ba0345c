/**
 * The console server under TLS and hostile clients, in front of a real engine: `https://` and
 * `wss://` with a self-signed certificate made for the test, the framing set against its
 * `/ws/live` proxy, and slow or silent clients closed at its header timeout (3 s here).
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { FRAMING_CASES, type FramingTarget, runCase } from '../../../engine/test/hardening/framing.js';
import { frame, Op, RawSocket, selfSignedCert } from '../../../engine/test/hardening/harness.js';
import { idleSockets, slowloris } from '../../../engine/test/hardening/slowloris.js';
import { type EngineProcess, startEngineProcess } from '../../../engine/test/process.js';
import { type ConsoleServer, readConsoleArgs, startConsoleServer } from '../../src/server/index.js';
import { consoleOptionsFor } from '../browser.js';

const HEADER_TIMEOUT_MS = 3000;
const JOIN = JSON.stringify({ type: 'join', data: { subscriptionId: 'probe', streamName: 'framing', groupId: 'g' } });

let engine: EngineProcess;
let plain: ConsoleServer;
let secure: ConsoleServer;
let ca: Buffer;
beforeAll(async () => {
  engine = await startEngineProcess();
  const cert = selfSignedCert();
  ca = readFileSync(cert.cert);
  const options = { ...consoleOptionsFor(engine), headerTimeoutMs: HEADER_TIMEOUT_MS };
  plain = await startConsoleServer(options);
  secure = await startConsoleServer({ ...options, tls: { cert: cert.cert, key: cert.key } });
}, 30_000);
afterAll(async () => {
  await plain?.close();
  await secure?.close();
  await engine?.kill();
});

describe('the console server with --tls-cert and --tls-key', () => {
  it('reads both flags (or SVC_CONSOLE_TLS_CERT/KEY) and refuses one without the other', () => {
    const flags = { host: '127.0.0.1', 'engine-host': '127.0.0.1', otel: false, 'enable-flow': false };
    expect(readConsoleArgs({ ...flags, 'tls-cert': 'c.pem', 'tls-key': 'k.pem' }, {}).tls).toEqual({
      cert: 'c.pem',
      key: 'k.pem',
    });
    expect(readConsoleArgs(flags, { SVC_CONSOLE_TLS_CERT: 'c', SVC_CONSOLE_TLS_KEY: 'k' }).tls).toEqual({
      cert: 'c',
      key: 'k',
    });
    expect(() => readConsoleArgs({ ...flags, 'tls-cert': 'c.pem' }, {})).toThrow(/--tls-key/);
  });

  it('serves https:// to a client that trusts the certificate', async () => {
    expect(secure.url).toMatch(/^https:\/\//);
    const body = await new Promise<string>((resolve, reject) => {
      request(`${secure.url}/api/config`, { ca }, (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve(text));
      })
        .on('error', reject)
        .end();
    });
    expect(JSON.parse(body)).toMatchObject({ consolePort: secure.port });
  });

  it('carries the live feed over wss://', async () => {
    const ws = new WebSocket(`${secure.url.replace(/^https/, 'wss')}/ws/live`, { ca });
    const frames: string[] = [];
    ws.on('message', (data) => frames.push(String(data)));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(JOIN);
    const deadline = Date.now() + 10_000;
    while (!frames.some((f) => f.includes('"sync"')) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(frames.some((f) => f.includes('"sync"'))).toBe(true);
    ws.close();
  });

  it('closes headers sent at 1 byte/s over TLS at its header timeout', async () => {
    const end = await slowloris(`${secure.url}/`, { ca, upgrade: false, giveUpMs: 20_000 });
    expect(end.heldMs).toBeGreaterThan(HEADER_TIMEOUT_MS - 500);
    expect(end.heldMs).toBeLessThan(HEADER_TIMEOUT_MS + 8000);
  }, 30_000);
});

describe('the console server under slow and silent clients', () => {
  it.each([true, false])(
    'closes headers sent at 1 byte/s at its header timeout (upgrade: %s)',
    async (upgrade) => {
      const end = await slowloris(`${plain.url}/ws/live`, { upgrade, giveUpMs: 20_000 });
      expect(end.heldMs).toBeGreaterThan(HEADER_TIMEOUT_MS - 500);
      expect(end.heldMs).toBeLessThan(HEADER_TIMEOUT_MS + 8000);
    },
    30_000,
  );

  it('closes a connection that sends nothing at its header timeout', async () => {
    const [socket] = await idleSockets(plain.url, 1);
    const started = Date.now();
    await new Promise((resolve) => socket!.once('close', resolve));
    expect(Date.now() - started).toBeLessThan(HEADER_TIMEOUT_MS + 8000);
  }, 30_000);
});

describe('the /ws/live proxy under hostile frames', () => {
  const target = (): FramingTarget => ({
    probe: JOIN,
    maxPayload: 16 * 1024 * 1024,
    open: async () => {
      const raw = await RawSocket.open(`${plain.url.replace(/^http/, 'ws')}/ws/live`);
      const answered = async (timeoutMs: number) =>
        raw.until(() => raw.seen.frames.some((f) => f.opcode === Op.text && f.payload.includes('"sync"')), timeoutMs);
      return { raw, answered };
    },
  });

  it.each(FRAMING_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    expect(await runCase(target(), c)).toBeUndefined();
  });

  it('still proxies a fresh connection afterwards', async () => {
    const { raw, answered } = await target().open();
    raw.write(frame(Op.text, JOIN));
    expect(await answered(10_000)).toBe(true);
    raw.destroy();
  });
});
