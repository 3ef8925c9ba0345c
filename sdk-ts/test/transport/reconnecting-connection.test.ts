import type { InboundMessage } from '@svc/protocol';
import { describe, expect, it } from 'vitest';
import type { Link } from '../../src/core/link.js';
import { ReconnectingConnection } from '../../src/transport/reconnecting-connection.js';
import type { Transport, TransportEvents } from '../../src/transport/transport.js';
import { FakeScheduler } from '../helpers/fake-scheduler.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

class FakeTransport implements Transport {
  sent: InboundMessage[] = [];
  closedWith: number | undefined;
  terminated = false;
  open = false;
  constructor(readonly events: TransportEvents) {}
  send(frame: InboundMessage): boolean {
    if (!this.open) return false;
    this.sent.push(frame);
    return true;
  }
  close(code: number): void {
    this.closedWith = code;
  }
  terminate(): void {
    this.terminated = true;
  }
  // test controls
  accept(): void {
    this.open = true;
    this.events.onOpen();
  }
  drop(code = 1006): void {
    this.open = false;
    this.events.onClose(code, '');
  }
}

function setup(random = () => 0.5) {
  const scheduler = new FakeScheduler();
  const transports: FakeTransport[] = [];
  const log: string[] = [];
  let link: Link | undefined;
  const connection = new ReconnectingConnection(
    {
      url: 'ws://127.0.0.1:1',
      transport: (_url, events) => {
        const t = new FakeTransport(events);
        transports.push(t);
        return t;
      },
      scheduler,
      logger: new RecordingLogger(),
      random,
    },
    {
      opened: (l) => {
        link = l;
        log.push('opened');
      },
      message: (text) => log.push(`message ${text}`),
      activity: () => log.push('activity'),
      closed: () => log.push('closed'),
    },
  );
  const last = (): FakeTransport => {
    const t = transports.at(-1);
    if (t === undefined) throw new Error('no transport yet');
    return t;
  };
  return { connection, scheduler, transports, log, last, link: () => link };
}

describe('ReconnectingConnection', () => {
  it('reconnects after a clean 1000 close as after any other, with backoff', () => {
    const { connection, scheduler, transports, log, last } = setup();
    connection.start();
    last().accept();
    expect(connection.state).toBe('open');
    last().drop(1000);
    expect(log).toEqual(['opened', 'closed']);
    expect(connection.state).toBe('reconnecting');

    scheduler.advance(999);
    expect(transports).toHaveLength(1);
    scheduler.advance(1);
    expect(transports).toHaveLength(2);
    last().accept();
    expect(log).toEqual(['opened', 'closed', 'opened']);
  });

  it('doubles the delay while attempts fail and starts again from 1 s once a connection opens', () => {
    const { connection, scheduler, transports, last } = setup();
    connection.start();
    const startedAt: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      last().drop();
      const before = transports.length;
      while (transports.length === before) scheduler.advance(100);
      startedAt.push(scheduler.now());
    }
    expect(startedAt).toEqual([1000, 3000, 7000, 15_000]);

    last().accept();
    last().drop();
    scheduler.advance(1000);
    expect(transports).toHaveLength(6);
  });

  it('abandons an attempt that does not open within 10 s', () => {
    const { connection, scheduler, transports, last } = setup();
    connection.start();
    const stuck = last();
    scheduler.advance(10_000);
    expect(stuck.terminated).toBe(true);
    expect(connection.state).toBe('reconnecting');
    stuck.events.onOpen(); // a late open of the abandoned attempt is ignored
    expect(connection.state).toBe('reconnecting');
    scheduler.advance(1000);
    expect(transports).toHaveLength(2);
  });

  it('gives the handler a link that terminates and reconnects, and ignores the dead transport afterwards', () => {
    const { connection, scheduler, transports, log, last, link } = setup();
    connection.start();
    const first = last();
    first.accept();
    expect(link()?.send({ type: 'ping' })).toBe(true);
    link()?.terminate('idle');
    expect(first.terminated).toBe(true);
    expect(log).toEqual(['opened', 'closed']);
    first.events.onMessage('{"type":"pong"}');
    first.events.onClose(1006, '');
    expect(log).toEqual(['opened', 'closed']);
    expect(link()?.send({ type: 'ping' })).toBe(false);
    scheduler.advance(1000);
    expect(transports).toHaveLength(2);
  });

  it('forwards messages and activity of the open connection', () => {
    const { connection, log, last } = setup();
    connection.start();
    last().accept();
    last().events.onMessage('{"type":"pong"}');
    last().events.onActivity();
    expect(log).toEqual(['opened', 'message {"type":"pong"}', 'activity']);
  });

  it('stop() closes with 1000, resolves on close, and never reconnects', async () => {
    const { connection, scheduler, transports, last } = setup();
    connection.start();
    last().accept();
    const stopped = connection.stop();
    expect(last().closedWith).toBe(1000);
    last().drop(1000);
    await stopped;
    expect(connection.state).toBe('closed');
    scheduler.advance(120_000);
    expect(transports).toHaveLength(1);
  });

  it('stop() terminates a peer that does not answer the close handshake', async () => {
    const { connection, scheduler, last } = setup();
    connection.start();
    last().accept();
    const stopped = connection.stop();
    scheduler.advance(2000);
    await stopped;
    expect(last().terminated).toBe(true);
  });

  it('stop() while waiting to reconnect resolves at once', async () => {
    const { connection, scheduler, transports, last } = setup();
    connection.start();
    last().drop();
    await connection.stop();
    scheduler.advance(60_000);
    expect(transports).toHaveLength(1);
  });
});
