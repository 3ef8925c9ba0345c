/**
 * The `in_memory` adapter, and the table the `file_based` adapter keeps its live messages in.
 * Per lane: a heap of messages not yet due (by time), a heap of ready messages (by priority,
 * then age) for a standard lane, or per FIFO group a list in enqueue order; the messages taken
 * and not yet settled. A FIFO group with a message in flight or waiting for its retry is held:
 * none of its other messages is taken before that one is settled.
 */
import { Heap } from './heap.js';
import {
  type DeadMessage,
  type LaneKey,
  laneId,
  type Maybe,
  type QueueAdapter,
  type QueueMessage,
  type TopicCounts,
} from './adapter.js';

const byTime = (a: QueueMessage, b: QueueMessage) =>
  a.availableAt < b.availableAt || (a.availableAt === b.availableAt && a.seq < b.seq);
const byPriority = (a: QueueMessage, b: QueueMessage) =>
  a.priority > b.priority || (a.priority === b.priority && a.seq < b.seq);
const groupOf = (message: QueueMessage) => message.group ?? '';

/** The messages of one lane. */
class MemoryLane {
  readonly delayed = new Heap<QueueMessage>(byTime);
  readonly ready = new Heap<QueueMessage>(byPriority);
  /** FIFO: each group's due messages, in enqueue order. */
  readonly groups = new Map<string, QueueMessage[]>();
  /** FIFO: groups with a message in flight or waiting for its retry. */
  readonly held = new Set<string>();
  readonly inFlight = new Map<string, QueueMessage>();
  fifo = false;

  constructor(readonly key: Omit<LaneKey, 'fifo'>) {}

  get waiting(): number {
    let grouped = 0;
    for (const list of this.groups.values()) grouped += list.length;
    return this.delayed.size + this.ready.size + grouped;
  }

  /** Moves the messages due at `now` to where they are taken from. */
  release(now: number): void {
    for (let next = this.delayed.peek(); next && next.availableAt <= now; next = this.delayed.peek()) {
      this.delayed.pop();
      if (!this.fifo) {
        this.ready.push(next);
        continue;
      }
      if (next.attempts > 0) this.held.delete(groupOf(next));
      const list = this.groups.get(groupOf(next)) ?? [];
      let at = list.length;
      while (at > 0 && list[at - 1]!.seq > next.seq) at--;
      list.splice(at, 0, next);
      this.groups.set(groupOf(next), list);
    }
  }

  take(max: number): QueueMessage[] {
    const taken: QueueMessage[] = [];
    if (!this.fifo) {
      while (taken.length < max && this.ready.size > 0) taken.push(this.ready.pop()!);
    } else {
      for (const [group, list] of this.groups) {
        if (taken.length >= max) break;
        if (this.held.has(group)) continue;
        const head = list.shift()!;
        if (list.length === 0) this.groups.delete(group);
        this.held.add(group);
        taken.push(head);
      }
    }
    for (const message of taken) this.inFlight.set(message.id, message);
    return taken;
  }
}

/** Every lane's messages and every topic's dead letters, in memory. */
export class MemoryQueue implements QueueAdapter {
  readonly kind: string = 'in_memory';
  private readonly lanes_ = new Map<string, MemoryLane>();
  /** Dead letters by topic, then by id, in the order they died. */
  private readonly dead = new Map<string, Map<string, DeadMessage>>();
  private deadCount = 0;
  private liveCount = 0;
  private nextSeq = 1;

  private lane(key: Omit<LaneKey, 'fifo'>): MemoryLane {
    const id = laneId(key);
    let lane = this.lanes_.get(id);
    if (!lane) {
      lane = new MemoryLane({ kind: key.kind, topic: key.topic, fn: key.fn });
      this.lanes_.set(id, lane);
    }
    return lane;
  }

  add(messages: QueueMessage[]): void {
    for (const message of messages) {
      message.seq = this.nextSeq++;
      this.lane(message).delayed.push(message);
      this.liveCount++;
    }
  }

  /** Replays a message read back from a log, keeping its order. */
  restore(message: QueueMessage): void {
    this.nextSeq = Math.max(this.nextSeq, message.seq + 1);
    this.lane(message).delayed.push(message);
    this.liveCount++;
  }

  take(key: LaneKey, now: number, max: number): QueueMessage[] {
    const lane = this.lane(key);
    lane.fifo = key.fifo;
    lane.release(now);
    return lane.take(max);
  }

  extend(): void {}

  ack(message: QueueMessage): void {
    const lane = this.lane(message);
    if (!lane.inFlight.delete(message.id)) return;
    lane.held.delete(groupOf(message));
    this.liveCount--;
    this.dropIfEmpty(lane);
  }

  retry(message: QueueMessage, availableAt: number): void {
    const lane = this.lane(message);
    lane.inFlight.delete(message.id);
    message.availableAt = availableAt;
    // A FIFO group stays held until its retry is due (`release`), so nothing behind it overtakes it.
    lane.delayed.push(message);
  }

  bury(message: QueueMessage, failedAt: number): void {
    const lane = this.lane(message);
    lane.inFlight.delete(message.id);
    lane.held.delete(groupOf(message));
    this.liveCount--;
    this.dropIfEmpty(lane);
    let topic = this.dead.get(message.topic);
    if (!topic) {
      topic = new Map();
      this.dead.set(message.topic, topic);
    }
    topic.set(message.id, { ...message, failedAt });
    this.deadCount++;
  }

  /** Replays a dead letter read back from a log. */
  restoreDead(message: DeadMessage): void {
    this.nextSeq = Math.max(this.nextSeq, message.seq + 1);
    let topic = this.dead.get(message.topic);
    if (!topic) {
      topic = new Map();
      this.dead.set(message.topic, topic);
    }
    if (!topic.has(message.id)) this.deadCount++;
    topic.set(message.id, message);
  }

  private dropIfEmpty(lane: MemoryLane): void {
    if (lane.inFlight.size === 0 && lane.waiting === 0) this.lanes_.delete(laneId(lane.key));
  }

  nextWake(key: LaneKey): number | undefined {
    return this.lanes_.get(laneId(key))?.delayed.peek()?.availableAt;
  }

  lanes(): Omit<LaneKey, 'fifo'>[] {
    return [...this.lanes_.values()].map((lane) => lane.key);
  }

  counts(topic: string): TopicCounts {
    const counts = { depth: 0, inFlight: 0, dlq: this.dead.get(topic)?.size ?? 0 };
    for (const lane of this.lanes_.values()) {
      if (lane.key.topic !== topic) continue;
      counts.depth += lane.waiting;
      counts.inFlight += lane.inFlight.size;
    }
    return counts;
  }

  topics(): string[] {
    return [...new Set([...[...this.lanes_.values()].map((lane) => lane.key.topic), ...this.dead.keys()])];
  }

  size(): number {
    return this.liveCount + this.deadCount;
  }

  dlqTopics(): { topic: string; count: number }[] {
    return [...this.dead].map(([topic, messages]) => ({ topic, count: messages.size }));
  }

  dlqPage(topic: string, offset: number, limit: number): { total: number; messages: DeadMessage[] } {
    const messages = [...(this.dead.get(topic)?.values() ?? [])];
    return { total: messages.length, messages: messages.slice(offset, offset + limit) };
  }

  redrive(topic: string, now: number, id?: string): Maybe<QueueMessage[]> {
    return this.redriveNow(topic, now, id);
  }

  protected redriveNow(topic: string, now: number, id?: string): QueueMessage[] {
    const dead = this.dead.get(topic);
    if (!dead) return [];
    const chosen = id === undefined ? [...dead.values()] : dead.has(id) ? [dead.get(id)!] : [];
    const back: QueueMessage[] = [];
    for (const { failedAt: _, ...message } of chosen) {
      dead.delete(message.id);
      this.deadCount--;
      const revived = { ...message, attempts: 0, availableAt: now };
      this.lane(revived).delayed.push(revived);
      this.liveCount++;
      back.push(revived);
    }
    if (dead.size === 0) this.dead.delete(topic);
    return back;
  }

  discard(topic: string, id: string): Maybe<boolean> {
    return this.discardNow(topic, id);
  }

  protected discardNow(topic: string, id: string): boolean {
    const dead = this.dead.get(topic);
    if (!dead?.delete(id)) return false;
    this.deadCount--;
    if (dead.size === 0) this.dead.delete(topic);
    return true;
  }

  /** Every kept message, for a snapshot: the live ones (in flight included), then the dead letters. */
  *all(): Generator<{ message: QueueMessage; dead: boolean }> {
    for (const lane of this.lanes_.values()) {
      for (const message of lane.inFlight.values()) yield { message, dead: false };
      for (const message of lane.delayed.values()) yield { message, dead: false };
      for (const message of lane.ready.values()) yield { message, dead: false };
      for (const list of lane.groups.values()) for (const message of list) yield { message, dead: false };
    }
    for (const topic of this.dead.values()) for (const message of topic.values()) yield { message, dead: true };
  }

  async close(): Promise<void> {}
}
