/**
 * Who follows what, and the fan-out of one event to them: sans-I/O (a subscriber is anything with
 * `send`), so the socket server, the live feed and the cross-engine relay share it. A frame is
 * encoded once per event, whatever the number of subscribers.
 */
import type { JsonValue, StreamEvent } from '@svc/protocol';
import { scopeOf } from './store.js';

/** The receiving end of subscriptions: one client socket. */
export interface Subscriber {
  /** Sends one encoded frame; the subscriber decides what to do when it cannot keep up. */
  send(frame: string): void;
}

/** Frames one subscription may hold back while its `sync` is being read; past it the client is dropped. */
const MAX_PENDING_FRAMES = 10_000;

/** One `join` of one socket. */
export interface Subscription {
  readonly subscriber: Subscriber;
  readonly subscriptionId: string;
  readonly streamName: string;
  readonly groupId: string;
  /** Only this item, when set. */
  readonly itemId?: string;
  /** Frames that arrived before the `sync` was sent; delivered right after it. */
  pending?: string[];
  /** Called when the pending frames overflow. */
  overflow?: () => void;
}

/** The event part of a frame, and the item it is about. */
export interface StreamFrameBody {
  streamName: string;
  groupId: string;
  id?: string;
  event: StreamEvent['event'];
}

/** A frame as sent on the socket (`contracts/stream-event`). */
export function frameOf(body: StreamFrameBody, timestamp = Date.now()): StreamEvent {
  const frame: StreamEvent = {
    type: 'stream',
    timestamp,
    streamName: body.streamName,
    groupId: body.groupId,
    event: body.event,
  };
  if (body.id !== undefined) frame.id = body.id;
  return frame;
}

/** The subscriptions of every group, and the counters the live feed reports. */
export class Hub {
  private readonly groups = new Map<string, Set<Subscription>>();
  /** Frames handed to subscribers since the start. */
  outbound = 0;

  /** Starts delivering the group's events to `subscription` (held back while `pending` is set). */
  add(subscription: Subscription): void {
    const scope = scopeOf(subscription.streamName, subscription.groupId);
    let set = this.groups.get(scope);
    if (!set) this.groups.set(scope, (set = new Set()));
    set.add(subscription);
  }

  remove(subscription: Subscription): void {
    const scope = scopeOf(subscription.streamName, subscription.groupId);
    const set = this.groups.get(scope);
    if (!set?.delete(subscription)) return;
    if (set.size === 0) this.groups.delete(scope);
  }

  /** Whether anyone follows the group. */
  followed(streamName: string, groupId: string): boolean {
    return this.groups.has(scopeOf(streamName, groupId));
  }

  /** Subscriptions held now. */
  get size(): number {
    let n = 0;
    for (const set of this.groups.values()) n += set.size;
    return n;
  }

  /**
   * Sends `body` to every subscription of its group (item subscriptions: only events of their
   * item); returns how many it was handed to.
   */
  publish(body: StreamFrameBody, timestamp?: number): number {
    const set = this.groups.get(scopeOf(body.streamName, body.groupId));
    if (!set) return 0;
    let text: string | undefined;
    let handed = 0;
    for (const subscription of set) {
      if (subscription.itemId !== undefined && body.id !== undefined && subscription.itemId !== body.id) continue;
      text ??= JSON.stringify(frameOf(body, timestamp));
      this.deliver(subscription, text);
      handed++;
    }
    return handed;
  }

  /** Sends the `sync` frame, then what arrived meanwhile, and delivers directly from then on. */
  sync(subscription: Subscription, data: JsonValue): void {
    const { streamName, groupId, itemId } = subscription;
    const body: StreamFrameBody = { streamName, groupId, event: { type: 'sync', data } };
    if (itemId !== undefined) body.id = itemId;
    const pending = subscription.pending ?? [];
    subscription.pending = undefined;
    this.outbound++;
    subscription.subscriber.send(JSON.stringify(frameOf(body)));
    for (const text of pending) this.deliver(subscription, text);
  }

  private deliver(subscription: Subscription, text: string): void {
    if (subscription.pending) {
      if (subscription.pending.length >= MAX_PENDING_FRAMES) subscription.overflow?.();
      else subscription.pending.push(text);
      return;
    }
    this.outbound++;
    subscription.subscriber.send(text);
  }
}
