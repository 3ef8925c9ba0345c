/**
 * Slow and silent clients on every listener of a real engine: headers sent one byte a second
 * are closed at the listener's header timeout (3 s here: `handshake_timeout_ms` of the bridge
 * and svc-stream, `header_timeout_ms` of svc-http), and 10,000 connections that never upgrade
 * neither stop a worker from connecting nor leave file descriptors or memory behind.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, rawClient, startEngineProcess, writeConfig } from '../process.js';
import { usage } from './harness.js';
import { idleSockets, slowloris } from './slowloris.js';

const TIMEOUT_MS = 3000;
const CONFIG = `workers:
  - name: svc-bridge
    config: { port: 0, handshake_timeout_ms: ${TIMEOUT_MS} }
  - name: svc-http
    config: { port: 0, header_timeout_ms: ${TIMEOUT_MS} }
  - name: svc-stream
    config: { port: 0, handshake_timeout_ms: ${TIMEOUT_MS} }
`;

let engine: EngineProcess;
beforeAll(async () => {
  engine = await startEngineProcess(['--config', writeConfig(CONFIG)]);
}, 30_000);
afterAll(async () => {
  await engine?.kill();
});

const listeners: Record<string, () => { url: string; upgrade: boolean }> = {
  'the worker bridge': () => ({ url: engine.url, upgrade: true }),
  'the HTTP API (svc-http)': () => ({ url: `${engine.listeners.http}/t/anything`, upgrade: false }),
  'the subscription socket (svc-stream)': () => ({ url: engine.listeners.stream!, upgrade: true }),
};

describe.each(Object.keys(listeners))('%s', (name) => {
  it('closes headers sent at 1 byte/s at its header timeout', async () => {
    const { url, upgrade } = listeners[name]!();
    const end = await slowloris(url, { upgrade, intervalMs: 1000, giveUpMs: 20_000 });
    // Generous margins: the machine is shared; the point is "about the timeout, not minutes".
    expect(end.heldMs).toBeGreaterThan(TIMEOUT_MS - 500);
    expect(end.heldMs).toBeLessThan(TIMEOUT_MS + 8000);
    if (!upgrade) expect(end.answer).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);

  it('closes a connection that sends nothing at its header timeout', async () => {
    const { url } = listeners[name]!();
    const [socket] = await idleSockets(url, 1);
    const started = Date.now();
    await new Promise((resolve) => socket!.once('close', resolve));
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 8000);
  }, 30_000);
});

describe('10,000 connections that never upgrade', () => {
  let roomy: EngineProcess;
  let plain: ChildProcess;
  let plainUrl: string;
  beforeAll(async () => {
    // A handshake timeout long enough for all of them to be open at once.
    const config = 'workers:\n  - name: svc-bridge\n    config: { port: 0, handshake_timeout_ms: 60000 }\n';
    roomy = await startEngineProcess(['--config', writeConfig(config)]);
    plain = spawn(process.execPath, [fileURLToPath(new URL('../fixtures/plain-http-server.mjs', import.meta.url))], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const port = await new Promise<string>((resolve) => plain.stdout!.once('data', (d: Buffer) => resolve(String(d))));
    plainUrl = `http://127.0.0.1:${port.trim()}`;
  }, 30_000);
  afterAll(async () => {
    plain?.kill();
    await roomy?.kill();
  });

  /** Opens 10,000 silent connections to `url`, closes them, waits until the server has let go; its usage then. */
  const round = async (url: string, pid: number, baselineFds: number, whileOpen?: () => Promise<void>) => {
    const sockets = await idleSockets(url, 10_000);
    // A connection is open on this side before the server has accepted it: on a busy machine the
    // last of them wait in the listen backlog for a moment.
    const waitUntil = async (done: () => boolean) => {
      const deadline = Date.now() + 20_000;
      while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    };
    let peak = usage(pid);
    await waitUntil(() => (peak = usage(pid)).fds >= baselineFds + 10_000);
    await whileOpen?.();
    for (const socket of sockets) socket.destroy();
    let now = usage(pid);
    await waitUntil(() => (now = usage(pid)).fds <= baselineFds + 5);
    return { peak, after: now };
  };

  it('leave the bridge serving workers, give back every descriptor, and hold no more memory than Node', async () => {
    const pid = roomy.child.pid!;
    const before = usage(pid);
    const served = async () => {
      const worker = await rawClient(roomy.url);
      const answer = await worker.call('engine::functions::list', {});
      expect(answer.error).toBeUndefined();
      worker.close();
    };
    const first = await round(roomy.url, pid, before.fds, served);
    const second = await round(roomy.url, pid, before.fds, served);
    // The same two rounds against a bare node:http server: what Node and the allocator keep anyway.
    const plainBefore = usage(plain.pid!);
    await round(plainUrl, plain.pid!, plainBefore.fds);
    const plainAfter = (await round(plainUrl, plain.pid!, plainBefore.fds)).after;
    const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
    const grew = second.after.rssBytes - before.rssBytes;
    const plainGrew = plainAfter.rssBytes - plainBefore.rssBytes;
    console.log(
      `10,000 idle connections, 2 rounds: engine fds ${before.fds} → ${first.peak.fds} → ${first.after.fds}, ` +
        `${second.peak.fds} → ${second.after.fds}; ` +
        `engine RSS ${mib(before.rssBytes)} → ${mib(first.peak.rssBytes)} → ` +
        `${mib(first.after.rssBytes)} → ${mib(second.after.rssBytes)} MiB (+${mib(grew)}); ` +
        `bare node:http RSS ${mib(plainBefore.rssBytes)} → ${mib(plainAfter.rssBytes)} MiB (+${mib(plainGrew)})`,
    );
    for (const { peak, after } of [first, second]) {
      expect(peak.fds).toBeGreaterThanOrEqual(before.fds + 10_000);
      expect(after.fds).toBeLessThanOrEqual(before.fds + 5);
    }
    expect(grew).toBeLessThan(plainGrew * 1.5 + 20 * 2 ** 20);
    expect(roomy.child.exitCode).toBeNull();
  }, 120_000);
});
