/**
 * The framing set: hostile WebSocket frames written byte by byte on a raw socket (RFC 6455
 * sections 5 and 7), run against any WebSocket listener. Each case states what a correct server
 * does: answer as usual (fragmented messages, control frames between fragments, unsolicited
 * pongs, the largest ping), or close with the code the RFC calls for (1002 protocol error, 1007
 * invalid UTF-8, 1009 too big) without reading past the limit. After every case the listener
 * still answers a fresh connection.
 */
import { closePayload, frame, Op, type RawSocket } from './harness.js';

/** A listener under test. */
export interface FramingTarget {
  /** Opens a fresh upgraded socket; `answered()` resolves true once the listener answered the probe on it. */
  open(): Promise<{ raw: RawSocket; answered: (timeoutMs: number) => Promise<boolean> }>;
  /** A text message the listener answers (a JSON ping, a join, ...). */
  probe: string;
  /** The listener's largest frame. */
  maxPayload: number;
}

/** What a case expects. */
export type Outcome = { answer: true; pong?: Buffer } | { close: number };

/** One case: what to send and the outcome. */
export interface FramingCase {
  name: string;
  send(target: FramingTarget): Buffer[];
  expect: Outcome | ((target: FramingTarget) => Outcome);
}

const text = (data: string | Buffer, options = {}) => frame(Op.text, data, options);
const thirds = (s: string) => [
  s.slice(0, s.length / 3),
  s.slice(s.length / 3, (2 * s.length) / 3),
  s.slice((2 * s.length) / 3),
];
const ping125 = Buffer.alloc(125, 0x61);

/** The cases, in RFC order. */
export const FRAMING_CASES: FramingCase[] = [
  {
    name: 'a message in three fragments is answered',
    send: ({ probe }) => {
      const [a, b, c] = thirds(probe);
      return [text(a!, { fin: false }), frame(Op.continuation, b!, { fin: false }), frame(Op.continuation, c!)];
    },
    expect: { answer: true },
  },
  {
    name: 'a ping between fragments is answered with a pong and the message still is',
    send: ({ probe }) => {
      const [a, b, c] = thirds(probe);
      return [
        text(a!, { fin: false }),
        frame(Op.ping, 'between'),
        frame(Op.continuation, b!, { fin: false }),
        frame(Op.pong, 'unsolicited'),
        frame(Op.continuation, c!),
      ];
    },
    expect: { answer: true, pong: Buffer.from('between') },
  },
  {
    name: 'a 125-byte ping (the largest) gets a pong with the same payload',
    send: ({ probe }) => [frame(Op.ping, ping125), text(probe)],
    expect: { answer: true, pong: ping125 },
  },
  {
    name: 'an empty unsolicited pong is ignored',
    send: ({ probe }) => [frame(Op.pong, ''), text(probe)],
    expect: { answer: true },
  },
  { name: 'a 126-byte ping closes 1002', send: () => [frame(Op.ping, Buffer.alloc(126))], expect: { close: 1002 } },
  { name: 'a fragmented ping closes 1002', send: () => [frame(Op.ping, 'x', { fin: false })], expect: { close: 1002 } },
  { name: 'reserved opcode 3 closes 1002', send: () => [frame(3, 'x')], expect: { close: 1002 } },
  { name: 'reserved control opcode 0xB closes 1002', send: () => [frame(0xb, 'x')], expect: { close: 1002 } },
  ...[1, 2, 4].map((rsv) => ({
    name: `reserved bits ${rsv.toString(2).padStart(3, '0')} without an extension close 1002`,
    send: ({ probe }: FramingTarget) => [text(probe, { rsv })],
    expect: { close: 1002 },
  })),
  {
    name: 'an unmasked client frame closes 1002',
    send: ({ probe }) => [text(probe, { mask: false })],
    expect: { close: 1002 },
  },
  {
    name: 'a continuation with no message started closes 1002',
    send: () => [frame(Op.continuation, 'x')],
    expect: { close: 1002 },
  },
  {
    name: 'a new text frame inside a fragmented message closes 1002',
    send: () => [text('{"a":', { fin: false }), text('1}')],
    expect: { close: 1002 },
  },
  {
    name: 'invalid UTF-8 in a text frame closes 1007',
    send: () => [text(Buffer.from([0x7b, 0x22, 0xc0, 0x80, 0x22, 0x7d]))],
    expect: { close: 1007 },
  },
  {
    name: 'invalid UTF-8 split across fragments closes 1007',
    send: () => [
      text(Buffer.from([0x22, 0xed]), { fin: false }),
      frame(Op.continuation, Buffer.from([0xa0, 0x80, 0x22])),
    ],
    expect: { close: 1007 },
  },
  {
    name: 'a frame announcing more than the limit closes 1009 before its body is sent',
    // Only the header goes out: the listener must refuse on the announced length alone.
    send: ({ maxPayload }) => [text(Buffer.alloc(0), { announcedLength: maxPayload + 1 })],
    expect: { close: 1009 },
  },
  {
    name: 'fragments adding up to more than the limit close 1009',
    send: ({ maxPayload }) => {
      const half = Buffer.alloc(Math.ceil(maxPayload / 2) + 1, 0x20);
      return [text(half, { fin: false }), frame(Op.continuation, half, { fin: false })];
    },
    expect: { close: 1009 },
  },
  {
    name: 'a close 1000 is echoed 1000',
    send: () => [frame(Op.close, closePayload(1000, 'bye'))],
    expect: { close: 1000 },
  },
  {
    name: 'an application close code (4000) is accepted and echoed',
    send: () => [frame(Op.close, closePayload(4000))],
    expect: { close: 4000 },
  },
  ...[0, 999, 1004, 1005, 1006, 1015, 2999, 5000].map((code) => ({
    name: `a close with code ${code} (not allowed on the wire) closes 1002`,
    send: () => [frame(Op.close, closePayload(code))],
    expect: { close: 1002 },
  })),
  {
    name: 'a 1-byte close payload closes 1002',
    send: () => [frame(Op.close, Buffer.from([3]))],
    expect: { close: 1002 },
  },
  {
    name: 'a close reason that is not UTF-8 closes 1007',
    send: () => [frame(Op.close, Buffer.concat([closePayload(1000), Buffer.from([0xff, 0xfe])]))],
    expect: { close: 1007 },
  },
];

/** Runs one case on a fresh socket; resolves with a description of what went wrong, or undefined. */
export async function runCase(target: FramingTarget, c: FramingCase): Promise<string | undefined> {
  const { raw, answered } = await target.open();
  try {
    for (const bytes of c.send(target)) raw.write(bytes);
    const outcome = typeof c.expect === 'function' ? c.expect(target) : c.expect;
    if ('close' in outcome) {
      const started = Date.now();
      const got = await raw.until(() => raw.seen.closeCode !== undefined || raw.seen.ended, 10_000);
      if (!got) return `no close within 10 s`;
      if (raw.seen.closeCode !== outcome.close)
        return `closed with ${raw.seen.closeCode ?? 'no close frame'}, expected ${outcome.close}`;
      return Date.now() - started > 5_000 ? `the close took ${Date.now() - started} ms` : undefined;
    }
    if (!(await answered(10_000))) return `the probe was not answered (seen ${describe(raw)})`;
    if (outcome.pong) {
      const pong = raw.seen.frames.find((f) => f.opcode === Op.pong);
      if (!pong?.payload.equals(outcome.pong)) return `no pong with the ping's payload (seen ${describe(raw)})`;
    }
    if (raw.seen.closeCode !== undefined) return `closed with ${raw.seen.closeCode}`;
    return undefined;
  } finally {
    raw.destroy();
  }
}

const describe = (raw: RawSocket) =>
  raw.seen.frames.map((f) => `${f.opcode}:${f.payload.subarray(0, 40).toString()}`).join(', ') || 'nothing';
