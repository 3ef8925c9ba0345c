import { type AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { nodeTransport } from '../../src/transport/node-transport.js';
import type { Transport, TransportEvents } from '../../src/transport/transport.js';
import { waitFor } from '../helpers/mock-engine.js';

interface Server {
  wss: WebSocketServer;
  url: string;
  messages: string[];
  peer: WebSocket | undefined;
}

const servers: WebSocketServer[] = [];
const transports: Transport[] = [];

afterEach(async () => {
  for (const t of transports.splice(0)) t.terminate();
  for (const wss of servers.splice(0)) {
    for (const c of wss.clients) c.terminate();
    await new Promise((resolve) => wss.close(resolve));
  }
});

async function server(): Promise<Server> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  servers.push(wss);
  await new Promise((resolve) => wss.once('listening', resolve));
  const s: Server = {
    wss,
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    messages: [],
    peer: undefined,
  };
  wss.on('connection', (ws) => {
    s.peer = ws;
    ws.on('message', (data) => s.messages.push(data.toString()));
  });
  return s;
}

function connect(url: string) {
  const log: string[] = [];
  const events: TransportEvents = {
    onOpen: () => log.push('open'),
    onMessage: (text) => log.push(`message ${text}`),
    onActivity: () => log.push('activity'),
    onClose: (code) => log.push(`close ${code}`),
    onError: () => log.push('error'),
  };
  const transport = nodeTransport()(url, events);
  transports.push(transport);
  return { transport, log };
}

describe('nodeTransport', { timeout: 20_000 }, () => {
  it('refuses to send before the connection is open, then sends JSON text frames', async () => {
    const s = await server();
    const { transport, log } = connect(s.url);
    expect(transport.send({ type: 'ping' })).toBe(false);
    await waitFor(() => log.includes('open'));
    expect(transport.send({ type: 'ping' })).toBe(true);
    await waitFor(() => s.messages.length === 1);
    expect(s.messages).toEqual(['{"type":"ping"}']);
  });

  it('hands the frames of one tick to the socket in one write and keeps their order', async () => {
    const s = await server();
    const { transport, log } = connect(s.url);
    await waitFor(() => log.includes('open') && s.peer !== undefined);
    // Count the writes that reach the socket handle: one writev per tick when corked, one
    // write per frame otherwise. Only the client writes during the burst.
    const proto = Socket.prototype as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
    const original = { write: proto._write, writev: proto._writev };
    let writes = 0;
    proto._write = function (this: unknown, ...args: unknown[]) {
      writes += 1;
      return original.write.apply(this, args);
    };
    proto._writev = function (this: unknown, ...args: unknown[]) {
      writes += 1;
      return original.writev.apply(this, args);
    };
    try {
      for (let i = 0; i < 300; i += 1) transport.send({ type: 'invokefunction', function_id: 'seq::fn', data: i });
      await waitFor(() => s.messages.length === 300);
    } finally {
      proto._write = original.write;
      proto._writev = original.writev;
    }
    expect(s.messages.map((m) => (JSON.parse(m) as { data: number }).data)).toEqual(
      Array.from({ length: 300 }, (_, i) => i),
    );
    expect(writes).toBe(1);
  });

  it('throws, leaving the socket usable, when a frame cannot be encoded', async () => {
    const s = await server();
    const { transport, log } = connect(s.url);
    await waitFor(() => log.includes('open'));
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => transport.send({ type: 'invokefunction', function_id: 'a::b', data: cycle as never })).toThrow(
      TypeError,
    );
    expect(transport.send({ type: 'pong' })).toBe(true);
    // A bigint is no longer a frame JSON cannot hold: it is sent as the integer it is.
    expect(transport.send({ type: 'invokefunction', function_id: 'a::b', data: { n: 2n ** 60n + 1n } as never })).toBe(
      true,
    );
    await waitFor(() => s.messages.length === 2);
    expect(s.messages).toEqual([
      '{"type":"pong"}',
      '{"type":"invokefunction","function_id":"a::b","data":{"n":1152921504606846977}}',
    ]);
  });

  it('decodes text and binary frames, and reports WebSocket pings as activity', async () => {
    const s = await server();
    const { log } = connect(s.url);
    await waitFor(() => log.includes('open') && s.peer !== undefined);
    s.peer?.send('{"type":"pong"}');
    s.peer?.send(Buffer.from('{"type":"ping"}'), { binary: true });
    s.peer?.ping();
    await waitFor(() => log.length === 4);
    expect(log).toEqual(['open', 'message {"type":"pong"}', 'message {"type":"ping"}', 'activity']);
  });

  it('reports the close code, and a refused connection as error then close', async () => {
    const s = await server();
    const { log } = connect(s.url);
    await waitFor(() => s.peer !== undefined);
    s.peer?.close(1001, 'going away');
    await waitFor(() => log.some((l) => l.startsWith('close')));
    expect(log).toEqual(['open', 'close 1001']);

    const port = (s.wss.address() as AddressInfo).port;
    await new Promise((resolve) => s.wss.close(resolve));
    servers.splice(servers.indexOf(s.wss), 1);
    const refused = connect(`ws://127.0.0.1:${port}`);
    await waitFor(() => refused.log.some((l) => l.startsWith('close')));
    expect(refused.log).toEqual(['error', 'close 1006']);
  });
});
