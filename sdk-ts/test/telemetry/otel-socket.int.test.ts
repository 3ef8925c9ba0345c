import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/logger.js';
import { OtelSocket } from '../../src/telemetry/otel-socket.js';
import { waitFor } from '../helpers/mock-engine.js';
import { OtelReceiver } from '../helpers/otel-receiver.js';

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function freePort(): Promise<number> {
  const probe = await OtelReceiver.start();
  await probe.stop();
  return probe.port;
}

describe('OtelSocket', () => {
  it('keeps the newest frames up to its cap while down, and sends them in order once the engine is back', async () => {
    const port = await freePort();
    const socket = new OtelSocket({ url: `ws://127.0.0.1:${port}/otel`, logger: silentLogger, maxQueuedFrames: 10 });
    stops.push(() => socket.stop());
    socket.start();
    for (let i = 0; i < 25; i += 1) socket.send('LOGS', Buffer.from(JSON.stringify({ i })));
    expect(socket.dropped).toBe(15);

    const receiver = await OtelReceiver.start(port);
    stops.push(() => receiver.stop());
    await waitFor(() => receiver.frames.length === 10, 15_000, 'the kept frames');
    expect(receiver.documents('LOGS').map((doc) => doc.i)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(receiver.frames.every((frame) => frame.subarray(0, 4).toString() === 'LOGS')).toBe(true);

    // Once open, frames go out at once.
    socket.send('OTLP', Buffer.from('{"resourceSpans":[]}'));
    await waitFor(() => receiver.documents('OTLP').length === 1);
  });

  it('stop() sends what is queued before it closes', async () => {
    const receiver = await OtelReceiver.start();
    stops.push(() => receiver.stop());
    const socket = new OtelSocket({ url: receiver.url, logger: silentLogger });
    socket.start();
    socket.send('MTRC', Buffer.from('{"resourceMetrics":[]}'));
    await socket.stop();
    await waitFor(() => receiver.documents('MTRC').length === 1);
    socket.send('MTRC', Buffer.from('{"resourceMetrics":[]}'));
    expect(socket.dropped).toBe(0);
  });
});
