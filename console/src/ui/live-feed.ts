/**
 * The `svc:live` feed over one WebSocket: groups are joined on demand, each with any number of
 * listeners, and joined again after a reconnect. The socket reconnects by itself with a backoff
 * (0.5 s doubling to 5 s) for as long as anyone listens.
 */
import type { JsonValue } from './api-types.js';

/** A custom event of a live group: its type and data. */
export interface LiveEvent {
  /** The group, e.g. `invocations`. */
  group: string;
  /** `sync` for the group's last frame on joining, else the event's type (`stats`, `changes`, ...). */
  type: string;
  /** The event's data; `null` for a sync of a group with nothing yet. */
  data: JsonValue;
  /** When the engine sent it. */
  timestamp: number;
}

type Listener = (event: LiveEvent) => void;

/** The live feed of one console server. */
export class LiveFeed extends EventTarget {
  /** Whether the socket is open. */
  connected = false;
  /** Why the socket last closed. */
  closeReason = '';
  /** When the last frame came (ms since the epoch). */
  lastFrameAt = 0;
  private socket?: WebSocket;
  private readonly listeners = new Map<string, Set<Listener>>();
  private retryMs = 500;
  private timer?: ReturnType<typeof setTimeout>;

  constructor(private readonly url: string) {
    super();
  }

  /** Listens to a group of `svc:live`; returns the function that stops listening. */
  subscribe(group: string, listener: Listener): () => void {
    let set = this.listeners.get(group);
    if (!set) {
      set = new Set();
      this.listeners.set(group, set);
      if (this.connected) this.join(group);
    }
    set.add(listener);
    this.open();
    return () => {
      set.delete(listener);
      if (set.size > 0) return;
      this.listeners.delete(group);
      if (this.connected)
        this.send({ type: 'leave', data: { subscriptionId: group, streamName: 'svc:live', groupId: group } });
      if (this.listeners.size === 0) this.close();
    };
  }

  private open(): void {
    if (this.socket || this.timer) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.connected = true;
      this.retryMs = 500;
      this.closeReason = '';
      for (const group of this.listeners.keys()) this.join(group);
      this.dispatchEvent(new Event('status'));
    };
    socket.onmessage = (message) => this.receive(String(message.data));
    socket.onclose = (event) => {
      this.socket = undefined;
      const was = this.connected;
      this.connected = false;
      this.closeReason = event.reason || 'the live feed is disconnected';
      if (was || event.reason) this.dispatchEvent(new Event('status'));
      if (this.listeners.size === 0) return;
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.open();
      }, this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 5_000);
    };
  }

  private close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.socket?.close(1000);
    this.socket = undefined;
    this.connected = false;
  }

  private join(group: string): void {
    this.send({ type: 'join', data: { subscriptionId: group, streamName: 'svc:live', groupId: group } });
  }

  private send(frame: unknown): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private receive(text: string): void {
    this.lastFrameAt = Date.now();
    let frame: {
      groupId?: string;
      timestamp?: number;
      event?: { type: string; data?: JsonValue; event?: { type: string; data: JsonValue } };
    };
    try {
      frame = JSON.parse(text) as typeof frame;
    } catch {
      return;
    }
    const group = frame.groupId;
    if (!group || !frame.event) return;
    const inner = frame.event.type === 'event' ? frame.event.event : undefined;
    const event: LiveEvent = {
      group,
      type: inner?.type ?? frame.event.type,
      data: (inner ? inner.data : frame.event.data) ?? null,
      timestamp: frame.timestamp ?? Date.now(),
    };
    for (const listener of this.listeners.get(group) ?? []) listener(event);
  }
}
