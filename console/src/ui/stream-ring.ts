/**
 * The Streams monitor's model, without a socket: a bounded ring of messages (inbound frames,
 * outbound joins and leaves, system notes), the counters, pause, and the subscriptions held.
 */
import type { JsonValue } from './api-types.js';

/** Where a message went. */
export type Direction = 'inbound' | 'outbound' | 'system';

/** One message of the monitor. */
export interface StreamMessage {
  /** Its number since the monitor opened (a stable row key). */
  seq: number;
  at: number;
  direction: Direction;
  stream: string;
  group: string;
  id?: string;
  /** `sync`, `create`, `update`, `delete`, a custom event's type, `join`, `leave`, `connected`, ... */
  type: string;
  data: JsonValue;
  /** Bytes of the frame as JSON text. */
  size: number;
}

/** A join held on the socket. */
export interface Subscription {
  subscriptionId: string;
  streamName: string;
  groupId: string;
  id?: string;
}

/** The label of a subscription: `stream / group` or `stream / group / id`. */
export const subscriptionLabel = (s: Subscription) => [s.streamName, s.groupId, ...(s.id ? [s.id] : [])].join(' / ');

/** `HH:MM:SS.mmm` of a time in ms since the epoch, in local time. */
export function clockTime(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  const millis = String(d.getMilliseconds()).padStart(3, '0');
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}.${millis}`;
}

/** Whether a stream is one of the engine's own (`svc:*`). */
export const isSystemStream = (name: string) => name.startsWith('svc:');

/** The ring of messages and its counters. */
export class StreamRing {
  readonly messages: StreamMessage[] = [];
  /** Messages seen since the monitor opened, by direction (not only those still held). */
  readonly counts = { total: 0, inbound: 0, outbound: 0 };
  /** Inbound frames left out while paused. */
  dropped = 0;
  paused = false;
  private seq = 0;

  constructor(public capacity = 500) {}

  /** Adds a message (inbound frames are left out while paused); the oldest go past the capacity. */
  add(message: Omit<StreamMessage, 'seq'>): boolean {
    if (this.paused && message.direction === 'inbound') {
      this.dropped++;
      return false;
    }
    this.counts.total++;
    if (message.direction !== 'system') this.counts[message.direction]++;
    this.messages.push({ ...message, seq: ++this.seq });
    if (this.messages.length > this.capacity) this.messages.splice(0, this.messages.length - this.capacity);
    return true;
  }

  /** Empties the ring and the counters. */
  clear(): void {
    this.messages.length = 0;
    this.counts.total = 0;
    this.counts.inbound = 0;
    this.counts.outbound = 0;
    this.dropped = 0;
  }

  /** The messages a tab shows, newest first. */
  view(tab: 'all' | Direction, showSystem: boolean): StreamMessage[] {
    const shown = this.messages.filter(
      (m) => (tab === 'all' || m.direction === tab) && (showSystem || !isSystemStream(m.stream)),
    );
    return shown.reverse();
  }
}

/** A frame from the stream socket as a monitor message. */
export function inboundMessage(text: string, at: number): Omit<StreamMessage, 'seq'> {
  let frame: {
    type?: string;
    streamName?: string;
    groupId?: string;
    id?: string | null;
    subscriptionId?: string;
    event?: { type?: string; data?: JsonValue; event?: { type?: string; data?: JsonValue } };
    error?: JsonValue;
  };
  try {
    frame = JSON.parse(text) as typeof frame;
  } catch {
    return { at, direction: 'inbound', stream: '', group: '', type: 'not json', data: text, size: text.length };
  }
  const event = frame.event;
  const custom = event?.type === 'event' ? event.event : undefined;
  return {
    at,
    direction: 'inbound',
    stream: frame.streamName ?? '',
    group: frame.groupId ?? '',
    ...(frame.id ? { id: frame.id } : {}),
    type: custom?.type ?? event?.type ?? frame.type ?? 'frame',
    data: (custom ? custom.data : event?.data) ?? frame.error ?? null,
    size: new TextEncoder().encode(text).length,
  };
}
