import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { type EngineProcess, rawClient, startEngineProcess, writeConfig } from '../process.js';
import { createChannel, openSide, readAll, rssOf, sideUrl } from './harness.js';

const CONFIG = `workers:
  - name: svc-bridge
    config: { port: 0 }
  - name: svc-channels
    config: { max_channels: 3, buffer_bytes: 65536, connect_timeout_ms: 1500 }
`;

const closeOf = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

describe('svc-channels', () => {
  let engine: EngineProcess;
  beforeAll(async () => {
    engine = await startEngineProcess(['--config', writeConfig(CONFIG)]);
  });
  afterAll(async () => {
    await engine?.kill();
  });

  it('text and binary frames reach the reader in order; the writer closing 1000 closes the reader', async () => {
    const owner = await rawClient(engine.url);
    const { writer, reader } = await createChannel(owner);
    expect(writer.direction).toBe('write');
    expect(reader).toMatchObject({ channel_id: writer.channel_id, direction: 'read' });
    const w = await openSide(sideUrl(engine.url, writer));
    const r = await openSide(sideUrl(engine.url, reader));
    const read = readAll(r);
    w.send('first');
    w.send(Buffer.from([0, 1, 2, 255]));
    for (let i = 0; i < 200; i++) w.send(`n${i}`);
    w.close(1000);
    const { frames, code } = await read;
    expect(code).toBe(1000);
    expect(frames[0]).toEqual({ data: Buffer.from('first'), binary: false });
    expect(frames[1]).toEqual({ data: Buffer.from([0, 1, 2, 255]), binary: true });
    expect(frames.slice(2).map((f) => f.data.toString())).toEqual(Array.from({ length: 200 }, (_, i) => `n${i}`));
    owner.close();
  });

  it('frames written before the reader opens are held for it', async () => {
    const owner = await rawClient(engine.url);
    const { writer, reader } = await createChannel(owner);
    const w = await openSide(sideUrl(engine.url, writer));
    w.send('early');
    w.close(1000);
    await closeOf(w);
    let read: ReturnType<typeof readAll> | undefined;
    await openSide(sideUrl(engine.url, reader), (r) => (read = readAll(r)));
    const { frames, code } = await read!;
    expect(frames.map((f) => f.data.toString())).toEqual(['early']);
    expect(code).toBe(1000);
    owner.close();
  });

  it('a wrong key or id is refused with 404, a bad dir with 400, a side taken twice with 409', async () => {
    const owner = await rawClient(engine.url);
    const { writer, reader } = await createChannel(owner);
    await expect(openSide(sideUrl(engine.url, writer, { key: 'wrong' }))).rejects.toThrow('refused 404');
    // The reader's key does not open the writing side.
    await expect(openSide(sideUrl(engine.url, writer, { key: reader.access_key }))).rejects.toThrow('refused 404');
    await expect(openSide(sideUrl(engine.url, { ...writer, channel_id: 'nope' }))).rejects.toThrow('refused 404');
    await expect(openSide(sideUrl(engine.url, writer, { dir: 'sideways' }))).rejects.toThrow('refused 400');
    const w = await openSide(sideUrl(engine.url, writer));
    await expect(openSide(sideUrl(engine.url, writer))).rejects.toThrow('refused 409');
    w.close();
    owner.close();
  });

  it('a channel dies with the connection that created it', async () => {
    const owner = await rawClient(engine.url);
    const { writer, reader } = await createChannel(owner);
    const w = await openSide(sideUrl(engine.url, writer));
    const closed = closeOf(w);
    owner.close();
    expect(await closed).toBe(1001);
    await expect(openSide(sideUrl(engine.url, reader))).rejects.toThrow('refused 404');
  });

  it('past max_channels create fails with channel_limit_reached; a side left unopened frees its channel', async () => {
    const owner = await rawClient(engine.url);
    for (let i = 0; i < 3; i++) await createChannel(owner);
    const refused = await owner.call('engine::channels::create', {});
    expect(refused.error).toMatchObject({ code: 'channel_limit_reached' });
    // connect_timeout_ms is 1.5 s: the three unopened channels are removed.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await createChannel(owner)).writer.direction).toBe('write');
    owner.close();
  });

  it('a reader that stops reading slows the writer; the engine holds a bounded amount and loses nothing', async () => {
    const owner = await rawClient(engine.url);
    const { writer, reader } = await createChannel(owner);
    const w = await openSide(sideUrl(engine.url, writer));
    const r = await openSide(sideUrl(engine.url, reader));
    const received = createHash('sha256');
    let receivedBytes = 0;
    r.on('message', (data: Buffer) => {
      received.update(data);
      receivedBytes += data.length;
    });
    const done = closeOf(r);
    r.pause();
    const rssBefore = rssOf(engine.child.pid!);
    const chunk = Buffer.alloc(64 * 1024);
    const sent = createHash('sha256');
    const total = 32 * 1024 * 1024;
    let written = 0;
    const writeUntil = async (limitMs: number) => {
      const deadline = Date.now() + limitMs;
      while (written < total && Date.now() < deadline) {
        if (w.bufferedAmount > 1024 * 1024) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          continue;
        }
        chunk.writeUInt32BE(written / chunk.length, 0);
        sent.update(chunk);
        w.send(chunk);
        written += chunk.length;
      }
    };
    await writeUntil(3000);
    // With the reader paused, what the writer got out is what the socket buffers hold, far below 32 MiB.
    expect(written - w.bufferedAmount).toBeLessThan(16 * 1024 * 1024);
    const rssPaused = rssOf(engine.child.pid!);
    r.resume();
    await writeUntil(60_000);
    w.close(1000);
    expect(await done).toBe(1000);
    expect(receivedBytes).toBe(total);
    expect(received.digest('hex')).toBe(sent.digest('hex'));
    expect(rssPaused - rssBefore).toBeLessThan(24 * 1024 * 1024);
    owner.close();
  }, 90_000);
});
