/**
 * What svc-queue asks of a place to keep messages. A message belongs to one lane: the messages
 * of one topic (or named queue) for one function. The consumer (`../consumer.ts`) takes ready
 * messages of a lane, and settles each one taken: done, retry later, or dead-lettered. Every
 * adapter gives the same answers (one parity suite runs them all); each call may answer at once
 * or with a promise (the file adapter's `add` resolves once the message is on disk).
 */
import type { JsonValue } from '@svc/protocol';

/** How a lane's messages are delivered: `t` a topic's subscribers (bindings), `q` a named queue's enqueue actions. */
export type LaneKind = 't' | 'q';

/** One kept message. */
export interface QueueMessage {
  /** Its `messageReceiptId` (a publish to several functions gives each copy the same id and its own lane). */
  id: string;
  /** Lane kind. */
  kind: LaneKind;
  /** Topic or named queue. */
  topic: string;
  /** The function it is delivered to. */
  fn: string;
  data: JsonValue;
  /** FIFO group; absent outside FIFO lanes. */
  group?: string;
  /** Higher is delivered first among ready messages of a standard lane. */
  priority: number;
  /** Attempts made so far. */
  attempts: number;
  /** Earliest delivery time (ms since the epoch). */
  availableAt: number;
  /** Enqueue order within the engine's store (ties of priority go oldest first). */
  seq: number;
  /** Error of the last failed attempt. */
  lastError?: string;
  traceparent?: string;
  baggage?: string;
}

/** A dead-lettered message. */
export interface DeadMessage extends QueueMessage {
  /** When it was dead-lettered (ms since the epoch). */
  failedAt: number;
}

/** A lane's identity. */
export interface LaneKey {
  kind: LaneKind;
  topic: string;
  fn: string;
  /** FIFO lanes deliver one message of a group at a time, in order. */
  fifo: boolean;
}

/** Counts of one topic over its lanes. */
export interface TopicCounts {
  depth: number;
  inFlight: number;
  dlq: number;
}

/** A result now or later. */
export type Maybe<T> = T | Promise<T>;

/** A store of messages. */
export interface QueueAdapter {
  /** `in_memory`, `file_based` or `redis`: the `broker_type` of listings. */
  readonly kind: string;
  /** Keeps messages (all or none); resolves once they are durable. Sets `seq`. */
  add(messages: QueueMessage[]): Maybe<void>;
  /** Takes up to `max` messages of a lane ready at `now`, hiding them until settled (Redis: until `leaseUntil`). */
  take(lane: LaneKey, now: number, max: number, leaseUntil: number): Maybe<QueueMessage[]>;
  /** Keeps taken messages hidden until `leaseUntil` (only Redis leases expire). */
  extend(messages: QueueMessage[], leaseUntil: number): Maybe<void>;
  /** A delivery succeeded: forget the message. */
  ack(message: QueueMessage): Maybe<void>;
  /** An attempt failed and another is due at `availableAt`; `message.attempts` and `lastError` are updated. */
  retry(message: QueueMessage, availableAt: number): Maybe<void>;
  /** The last attempt failed: move the message to its topic's dead-letter queue. */
  bury(message: QueueMessage, failedAt: number): Maybe<void>;
  /** Earliest time a waiting message of the lane becomes ready; undefined when none waits or it cannot tell. */
  nextWake(lane: LaneKey): number | undefined;
  /** Lanes holding messages (waiting or in flight), for consumers to start on. */
  lanes(): Maybe<Omit<LaneKey, 'fifo'>[]>;
  /** Counts of a topic over its lanes. */
  counts(topic: string): Maybe<TopicCounts>;
  /** Topics holding messages or dead letters. */
  topics(): Maybe<string[]>;
  /** Messages kept over every topic, dead letters included. */
  size(): Maybe<number>;
  /** Topics with dead letters and how many. */
  dlqTopics(): Maybe<{ topic: string; count: number }[]>;
  /** A page of a topic's dead letters, oldest failure first. */
  dlqPage(topic: string, offset: number, limit: number): Maybe<{ total: number; messages: DeadMessage[] }>;
  /** Moves dead letters of `topic` (one, or all when `id` is absent) back to their lanes with their attempts reset. */
  redrive(topic: string, now: number, id?: string): Maybe<QueueMessage[]>;
  /** Deletes one dead letter; false when there is none with that id. */
  discard(topic: string, id: string): Maybe<boolean>;
  /**
   * Shared stores only: records that `fn` consumes `topic` (with its delivery settings) in some
   * engine until `until`, so a publish in another engine keeps a copy for it.
   */
  announce?(topic: string, fn: string, settings: object, until: number): Maybe<void>;
  /** Shared stores only: the functions announced for `topic` and not expired at `now`. */
  subscribers?(topic: string, now: number): Maybe<{ fn: string; settings: object }[]>;
  close(): Promise<void>;
}

/** The key of a lane in maps. */
export const laneId = (lane: Omit<LaneKey, 'fifo'>) => `${lane.kind}\u0000${lane.topic}\u0000${lane.fn}`;
