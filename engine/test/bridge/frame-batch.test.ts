import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { encodeTextFrames, FrameBatch } from '../../src/bridge/frame-batch.js';
import * as trace from '../../src/core/trace-context.js';

/** ws's frame parser (its types leave it out). */
interface FrameReader {
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  write(bytes: Buffer): void;
}
const { Receiver } = createRequire(import.meta.url)('ws') as {
  Receiver: new (options: { isServer: boolean }) => FrameReader;
};

/** The text messages a WebSocket client (or, with `isServer`, a server) reads from `bytes`. */
function read(bytes: Buffer, isServer = false): string[] {
  const messages: string[] = [];
  const receiver = new Receiver({ isServer });
  receiver.on('message', (data, isBinary) => {
    expect(isBinary).toBe(false);
    messages.push(data.toString('utf8'));
  });
  receiver.on('error', (error) => {
    throw error;
  });
  receiver.write(bytes);
  return messages;
}

describe('encodeTextFrames', () => {
  it('writes frames a WebSocket client reads back, at every header size and in UTF-8', () => {
    const texts = ['', 'x'.repeat(125), 'y'.repeat(126), 'é'.repeat(32_767), 'z'.repeat(65_535), '{"a":"ü€😀"}'];
    texts.push('w'.repeat(65_536), 'v'.repeat(200_000));
    expect(read(encodeTextFrames(texts))).toEqual(texts);
  });

  it('writes texts said to be ASCII as the same bytes, copied without measuring them', () => {
    const texts = ['', 'x'.repeat(125), 'y'.repeat(126), `{"a":"${'z'.repeat(65_535)}"}`, 'w'.repeat(70_000)];
    const joined = texts.map((text) => `${text.slice(0, 3)}${text.slice(3)}`);
    const ascii = texts.map(() => true);
    expect(encodeTextFrames(joined, false, ascii).equals(encodeTextFrames(texts))).toBe(true);
    expect(encodeTextFrames(texts, true, ascii).equals(encodeTextFrames(texts, true))).toBe(true);
    expect(read(encodeTextFrames(['{"a":"ü"}', 'ascii'], false, [false, true]))).toEqual(['{"a":"ü"}', 'ascii']);
  });

  it("writes a call's traceparent from its span's words over its slot, in ASCII and UTF-8 frames", () => {
    const words = trace.emptyTraceWords();
    trace.drawTrace(words, undefined, trace.ratioSampler(1));
    const field = `"traceparent":"${trace.traceparentOf(words)}"`;
    const tails = [',"data":{"a":"ü€😀"}}', '}', '}', `,"data":"${'x'.repeat(70_000)}"}`];
    const heads = ['{"type":"invokefunction"', '{"n":1', '{"n":2', '{"big":"é"'];
    const texts = heads.map((head, i) =>
      i === 1 ? `${head}${tails[i]}` : `${head}${trace.TRACEPARENT_FIELD_SLOT}${tails[i]}`,
    );
    const afters = tails.map((tail) => tail.length);
    for (const masked of [false, true]) {
      for (const ascii of [texts.map(() => false), [false, true, true, false]]) {
        const frames = read(encodeTextFrames(texts, masked, ascii, [words, undefined, words, words], afters), masked);
        expect(frames).toEqual([
          `{"type":"invokefunction",${field},"data":{"a":"ü€😀"}}`,
          '{"n":1}',
          `{"n":2,${field}}`,
          `{"big":"é",${field},"data":"${'x'.repeat(70_000)}"}`,
        ]);
      }
    }
  });

  it('writes masked frames, as a client sends them, that a WebSocket server reads back', async () => {
    const texts = ['', 'x'.repeat(125), 'y'.repeat(126), '{"a":"ü€😀"}', 'w'.repeat(65_536)];
    expect(read(encodeTextFrames(texts, true), true)).toEqual(texts);
    // A server refuses a client's frame without the mask bit.
    const errors: Error[] = [];
    const server = new Receiver({ isServer: true });
    server.on('message', () => {});
    server.on('error', (error) => errors.push(error));
    server.write(encodeTextFrames(['x']));
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/MASK must be set/)]);
  });
});

describe('FrameBatch', () => {
  it('writes the frames of one turn as one buffer at its end, and nothing once closed', async () => {
    const writes: Buffer[] = [];
    let open = true;
    const batch = new FrameBatch(
      (frames) => writes.push(frames),
      () => open,
    );
    batch.push('{"n":1}', true);
    batch.push('{"n":2}');
    expect(batch.pendingBytes).toBe(14);
    expect(writes).toHaveLength(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes.map((bytes) => read(bytes))).toEqual([['{"n":1}', '{"n":2}']]);
    batch.push('{"n":3}');
    batch.flush();
    expect(writes.map((bytes) => read(bytes))).toEqual([['{"n":1}', '{"n":2}'], ['{"n":3}']]);
    open = false;
    batch.push('{"n":4}');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(2);
  });
});
