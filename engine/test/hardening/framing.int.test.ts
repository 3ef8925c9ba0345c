/**
 * The framing set (framing.ts) against every WebSocket listener of a real engine: the worker
 * bridge, the subscription socket (svc-stream) and the channels endpoint. The engine process
 * stays up through all of it and still answers a fresh connection afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createChannel, openSide, sideUrl } from '../channels/harness.js';
import { type EngineProcess, type RawClient, rawClient, startEngineProcess, writeConfig } from '../process.js';
import { FRAMING_CASES, type FramingTarget, runCase } from './framing.js';
import { frame, Op, RawSocket } from './harness.js';

const MAX_BYTES = 65_536;
const CONFIG = `workers:
  - name: svc-bridge
    config: { port: 0, max_message_bytes: ${MAX_BYTES} }
  - name: svc-stream
    config: { port: 0 }
  - name: svc-channels
    config: { max_frame_bytes: ${MAX_BYTES}, max_channels: 1000 }
`;

/** Resolves true once `check` holds, false after `timeoutMs`. */
async function eventually(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** A target whose answer comes back on the raw socket itself, as a text frame containing `marker`. */
function answeredOnSocket(url: string, probe: string, marker: string, maxPayload: number): FramingTarget {
  return {
    probe,
    maxPayload,
    open: async () => {
      const raw = await RawSocket.open(url);
      const answered = (timeoutMs: number) =>
        eventually(
          () => raw.seen.frames.some((f) => f.opcode === 1 && f.payload.toString().includes(marker)),
          timeoutMs,
        );
      return { raw, answered };
    },
  };
}

let engine: EngineProcess;
let owner: RawClient;
const readers: WebSocket[] = [];
beforeAll(async () => {
  engine = await startEngineProcess(['--config', writeConfig(CONFIG)]);
  owner = await rawClient(engine.url);
}, 30_000);
afterAll(async () => {
  for (const reader of readers) reader.terminate();
  owner?.close();
  await engine?.kill();
});

const targets: Record<string, () => FramingTarget> = {
  'the worker bridge': () => answeredOnSocket(engine.url, '{"type":"ping"}', '"pong"', MAX_BYTES),
  'the subscription socket (svc-stream)': () =>
    answeredOnSocket(
      engine.listeners.stream!,
      JSON.stringify({ type: 'join', data: { subscriptionId: 'probe', streamName: 'framing', groupId: 'g' } }),
      '"sync"',
      64 * 1024,
    ),
  // The probe written on a channel's write side is answered when its reader receives it.
  'the channels endpoint (write side)': () => ({
    probe: '{"chunk":"probe"}',
    maxPayload: MAX_BYTES,
    open: async () => {
      const { writer, reader } = await createChannel(owner);
      const received: string[] = [];
      const r = await openSide(sideUrl(engine.url, reader), (ws) => ws.on('message', (d) => received.push(String(d))));
      readers.push(r);
      const raw = await RawSocket.open(sideUrl(engine.url, writer));
      return {
        raw,
        answered: (timeoutMs: number) => eventually(() => received.includes('{"chunk":"probe"}'), timeoutMs),
      };
    },
  }),
};

describe.each(Object.keys(targets))('%s under hostile frames', (name) => {
  it.each(FRAMING_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const problem = await runCase(targets[name]!(), c);
    expect(problem).toBeUndefined();
  });

  it('still answers a fresh connection, and the engine process is up', async () => {
    const target = targets[name]!();
    const { raw, answered } = await target.open();
    raw.write(frame(Op.text, target.probe));
    expect(await answered(10_000)).toBe(true);
    raw.destroy();
    expect(engine.child.exitCode).toBeNull();
  });
});
