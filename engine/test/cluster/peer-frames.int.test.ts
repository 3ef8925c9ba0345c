/**
 * Links between engines carry the frames of one event-loop turn as one WebSocket message, when
 * both ends ask for it: the linking engine with `svc_frames=rs`, the bridge with its
 * `x-svc-frames: rs` answer. Workers and links that do not ask keep one frame per message.
 */
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type EngineProcess, type RawClient, rawClient, startEngineProcess, writeConfig } from '../process.js';

const RS = '\x1e';

let engine: EngineProcess;
let worker: RawClient;

/** A socket to the engine's bridge with `query`, its upgrade answer and every message it reads. */
async function open(query: string) {
  const ws = new WebSocket(`${engine.url}/?${query}`);
  const messages: string[] = [];
  ws.on('message', (data: Buffer) => messages.push(data.toString()));
  const upgraded = new Promise<IncomingMessage>((resolve) => ws.once('upgrade', resolve));
  await new Promise((resolve) => ws.once('open', resolve));
  const response = await upgraded;
  return { ws, messages, header: response.headers['x-svc-frames'] };
}

const results = (messages: string[]) =>
  messages
    .flatMap((m) => m.split(RS))
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((f) => f.type === 'invocationresult');

beforeAll(async () => {
  engine = await startEngineProcess([
    '--config',
    writeConfig('workers:\n  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0 }\n'),
  ]);
  // A worker answering every call with its data.
  worker = await rawClient(engine.url);
  worker.ws.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString()) as Record<string, unknown>;
    if (frame.type !== 'invokefunction') return;
    const { invocation_id, function_id } = frame;
    worker.send({ type: 'invocationresult', invocation_id, function_id, result: frame.data });
  });
  worker.send({ type: 'registerfunction', id: 'peer::echo' });
  const probe = await rawClient(engine.url);
  while ((await probe.call('peer::echo', {})).error) await new Promise((resolve) => setTimeout(resolve, 20));
  probe.close();
}, 30_000);

afterAll(async () => {
  worker?.close();
  await engine?.kill();
});

describe('a link that carries several frames per message', () => {
  it('sends the calls of one message and reads their results joined the same way', async () => {
    const peer = await open('svc_peer=engine-x&svc_frames=rs');
    expect(peer.header).toBe('rs; max=4194304');
    const ns = Array.from({ length: 50 }, (_, n) => n);
    const calls = ns.map((n) =>
      JSON.stringify({ type: 'invokefunction', invocation_id: `c${n}`, function_id: 'peer::echo', data: { n } }),
    );
    peer.ws.send(calls.join(RS));
    await expect.poll(() => results(peer.messages).length, { timeout: 10_000 }).toBe(50);
    // The serving engine names the link in `_caller_worker_id`, as it does for a link's single frames.
    const byId = new Map(results(peer.messages).map((f) => [f.invocation_id, f.result as Record<string, unknown>]));
    for (const n of ns) expect(byId.get(`c${n}`)).toMatchObject({ n, _caller_worker_id: expect.any(String) });
    // Results written in one turn go in one message.
    expect(peer.messages.length).toBeLessThan(50);
    peer.ws.close();
  });

  it('keeps one frame per message for a link that did not ask, and drops a joined message as malformed', async () => {
    const plain = await open('svc_peer=engine-y');
    expect(plain.header).toBeUndefined();
    const call = (id: string) =>
      JSON.stringify({ type: 'invokefunction', invocation_id: id, function_id: 'peer::echo', data: { id } });
    plain.ws.send(call('p1'));
    plain.ws.send(call('p2'));
    await expect.poll(() => results(plain.messages).length, { timeout: 10_000 }).toBe(2);
    expect(plain.messages.every((m) => !m.includes(RS))).toBe(true);
    // Joined frames from a connection that did not ask are not JSON: nothing is called.
    plain.ws.send([call('p3'), call('p4')].join(RS));
    plain.ws.send(call('p5'));
    await expect.poll(() => results(plain.messages).length, { timeout: 10_000 }).toBe(3);
    expect(results(plain.messages).map((f) => f.invocation_id)).toEqual(['p1', 'p2', 'p5']);
    plain.ws.close();
  });
});
