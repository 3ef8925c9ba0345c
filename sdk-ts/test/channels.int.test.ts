import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelReader, ChannelWriter } from '../src/channels.js';
import { InvocationError } from '../src/errors.js';
import { silentLogger } from '../src/logger.js';
import { registerWorker, type Worker } from '../src/worker.js';
import { type EngineProcess, engineBuilt, startEngine } from './helpers/engine-process.js';

const III_CHANNEL_WORKER = fileURLToPath(new URL('../../engine/test/fixtures/iii-channel-worker.mjs', import.meta.url));

// Runs against the real svc engine (svc-channels is in its default config).
describe.runIf(engineBuilt)('svc-sdk channels', { timeout: 60_000 }, () => {
  let engine: EngineProcess;
  let caller: Worker;
  let callee: Worker;
  let iii: ChildProcess;

  async function untilRegistered(functionId: string): Promise<void> {
    for (const deadline = Date.now() + 15_000; ; await new Promise((r) => setTimeout(r, 100))) {
      const listed = await caller.trigger<{ functions: { function_id: string }[] }>({
        function_id: 'engine::functions::list',
        payload: {},
      });
      if (listed.functions.some((f) => f.function_id === functionId)) return;
      if (Date.now() > deadline) throw new Error(`${functionId} was not registered`);
    }
  }

  beforeAll(async () => {
    engine = await startEngine();
    caller = registerWorker(engine.url, { worker_name: 'channel-caller', logger: silentLogger, otel: false });
    callee = registerWorker(engine.url, { worker_name: 'channel-callee', logger: silentLogger, otel: false });
    callee.registerFunction('svc::count', async ({ reader }: { reader: ChannelReader }) => {
      const texts: string[] = [];
      const sha = createHash('sha256');
      let bytes = 0;
      for await (const chunk of reader) {
        if (typeof chunk === 'string') texts.push(chunk);
        else {
          sha.update(chunk);
          bytes += chunk.length;
        }
      }
      return { texts, bytes, sha256: sha.digest('hex') };
    });
    callee.registerFunction('svc::produce', async ({ writer, count }: { writer: ChannelWriter; count: number }) => {
      for (let i = 0; i < count; i++) await writer.write(`line ${i}`);
      await writer.close();
      return { wrote: count };
    });
    iii = spawn(process.execPath, [III_CHANNEL_WORKER, engine.url], { stdio: ['ignore', 'ignore', 'inherit'] });
    await untilRegistered('svc::count');
    await untilRegistered('svc::produce');
    await untilRegistered('iiisdk::count');
  });

  afterAll(async () => {
    iii?.kill();
    await caller?.shutdown();
    await callee?.shutdown();
    await engine?.stop();
  });

  /** 4 MB of binary chunks, and their digest. */
  function payload(): { chunks: Buffer[]; sha256: string } {
    const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(64 * 1024, i));
    return { chunks, sha256: createHash('sha256').update(Buffer.concat(chunks)).digest('hex') };
  }

  it('a reader handed to another function gets text and binary frames in order, through a Node pipeline', async () => {
    const channel = await caller.createChannel();
    const counted = caller.trigger({ function_id: 'svc::count', payload: { reader: channel.reader } });
    const { chunks, sha256 } = payload();
    await channel.writer.write('start');
    await pipeline(Readable.from(chunks), channel.writer.stream());
    expect(await counted).toEqual({ texts: ['start'], bytes: chunks.length * 64 * 1024, sha256 });
  });

  it('a writer handed to another function writes to the caller, who reads until the close', async () => {
    const channel = await caller.createChannel();
    const wrote = caller.trigger({ function_id: 'svc::produce', payload: { writer: channel.writerRef, count: 50 } });
    const lines: unknown[] = [];
    for await (const chunk of channel.reader) lines.push(chunk);
    expect(await wrote).toEqual({ wrote: 50 });
    expect(lines).toEqual(Array.from({ length: 50 }, (_, i) => `line ${i}`));
  });

  it('an iii-sdk@0.22.1 function reads what svc-sdk writes', async () => {
    const channel = await caller.createChannel();
    const counted = caller.trigger({ function_id: 'iiisdk::count', payload: { reader: channel.readerRef } });
    const { chunks, sha256 } = payload();
    await channel.writer.write('hello');
    for (const chunk of chunks) await channel.writer.write(chunk);
    await channel.writer.close();
    expect(await counted).toEqual({ bytes: chunks.length * 64 * 1024, sha256, messages: ['hello'] });
  });

  it("a reader whose channel's owner left fails with channel_closed", async () => {
    const owner = registerWorker(engine.url, { worker_name: 'channel-owner', logger: silentLogger, otel: false });
    const channel = await owner.createChannel();
    const counted = caller.trigger({ function_id: 'svc::count', payload: { reader: channel.readerRef } });
    await channel.writer.write('partial');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await owner.shutdown();
    const error = await counted.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvocationError);
    expect((error as InvocationError).message).toContain('closed with 1001');
  });
});
