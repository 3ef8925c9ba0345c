/**
 * The `file_based` adapter: the live messages in memory (the `in_memory` table), every change
 * appended to the engine's durable record log (`storage/record-log.ts`) called `queue`, so the
 * directory holds `queue.log`, `queue.manifest` and `queue.lock`. An enqueue is answered once
 * its record is synced (with `durability: fsync`), so an acknowledged message survives kill -9.
 * Settling records are not waited for: one lost to a crash delivers its message again, which
 * at-least-once allows. A record names a message by its id:
 *
 *     {"a":message}                       kept (the whole message)
 *     {"k":id}                            delivered, forgotten
 *     {"r":id,"t":due,"n":attempts,"e":error}   an attempt failed, the next is due at `t`
 *     {"b":id,"f":failedAt,"n":attempts,"e":error}  dead-lettered
 *     {"v":id,"t":due}                    redriven from the dead-letter queue
 *     {"x":id}                            discarded from the dead-letter queue
 *
 * A snapshot is one `a` per live message and one `{"d":message}` per dead letter. Messages in
 * flight when the engine stopped are delivered again after a restart.
 */
import type { ModuleStorage } from '../../host.js';
import type { Logger } from '../../../log.js';
import type { RecordLog } from '../../../storage/record-log.js';
import type { DeadMessage, LaneKey, Maybe, QueueMessage } from './adapter.js';
import { MemoryQueue } from './memory.js';

/** Settings of the file adapter. */
export interface FileQueueOptions {
  dir: string;
  durability: 'fsync' | 'batched';
  batchWindowMs: number;
  logger: Logger;
}

/** A queue record read back. */
interface QueueRecord {
  a?: QueueMessage;
  d?: DeadMessage;
  k?: string;
  r?: string;
  b?: string;
  v?: string;
  x?: string;
  t?: number;
  n?: number;
  e?: string;
  f?: number;
}

/** Rough size of a message's record, to tell when the log is mostly dead records. */
const RECORD_BYTES = 256;

function decodeRecord(value: unknown): QueueRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as QueueRecord;
  const message = record.a ?? record.d;
  if (message !== undefined)
    return typeof message.id === 'string' && typeof message.fn === 'string' ? record : undefined;
  const id = record.k ?? record.r ?? record.b ?? record.v ?? record.x;
  return typeof id === 'string' ? record : undefined;
}

/** Applies one record to the messages read so far. */
function apply(kept: Map<string, { message: QueueMessage; failedAt?: number }>, record: QueueRecord): void {
  if (record.a) kept.set(record.a.id, { message: record.a });
  else if (record.d) kept.set(record.d.id, { message: record.d, failedAt: record.d.failedAt });
  else if (record.k !== undefined) kept.delete(record.k);
  else if (record.x !== undefined) kept.delete(record.x);
  else {
    const id = (record.r ?? record.b ?? record.v)!;
    const entry = kept.get(id);
    if (!entry) return;
    const message = entry.message;
    if (record.v !== undefined) {
      Object.assign(message, { attempts: 0, availableAt: record.t ?? 0 });
      entry.failedAt = undefined;
      return;
    }
    message.attempts = record.n ?? message.attempts;
    if (record.e !== undefined) message.lastError = record.e;
    if (record.r !== undefined) message.availableAt = record.t ?? message.availableAt;
    else entry.failedAt = record.f ?? Date.now();
  }
}

/** The `file_based` adapter. */
export class FileQueue extends MemoryQueue {
  override readonly kind = 'file_based';
  private log!: RecordLog<QueueRecord>;

  /** Opens (or creates) the queue's log in `options.dir`; rejects with `store_unavailable` when it cannot. */
  static async open(options: FileQueueOptions, openLog: ModuleStorage['openLog']): Promise<FileQueue> {
    const queue = new FileQueue();
    const kept = new Map<string, { message: QueueMessage; failedAt?: number }>();
    queue.log = await openLog<QueueRecord>(options.dir, {
      name: 'queue',
      pathSetting: 'adapter.path',
      durability: options.durability,
      batchWindowMs: options.batchWindowMs,
      logger: options.logger,
      decode: decodeRecord,
      replay: (record) => apply(kept, record),
      snapshot: () => queue.snapshot(),
      liveBytes: () => queue.size() * RECORD_BYTES,
    });
    for (const { message, failedAt } of [...kept.values()].sort((a, b) => a.message.seq - b.message.seq)) {
      if (failedAt === undefined) queue.restore(message);
      else queue.restoreDead({ ...message, failedAt });
    }
    return queue;
  }

  private *snapshot(): Generator<string> {
    for (const { message, dead } of this.all()) yield JSON.stringify(dead ? { d: message } : { a: message });
  }

  override add(messages: QueueMessage[]): Promise<void> {
    this.log.check();
    super.add(messages);
    let last: Promise<void> | void = Promise.resolve();
    for (const message of messages) last = this.log.append(JSON.stringify({ a: message }), undefined);
    return Promise.resolve(last);
  }

  override take(lane: LaneKey, now: number, max: number): QueueMessage[] {
    this.log.check();
    return super.take(lane, now, max);
  }

  override ack(message: QueueMessage): void {
    super.ack(message);
    this.write({ k: message.id });
  }

  override retry(message: QueueMessage, availableAt: number): void {
    super.retry(message, availableAt);
    this.write({ r: message.id, t: availableAt, n: message.attempts, e: message.lastError });
  }

  override bury(message: QueueMessage, failedAt: number): void {
    super.bury(message, failedAt);
    this.write({ b: message.id, f: failedAt, n: message.attempts, e: message.lastError });
  }

  override redrive(topic: string, now: number, id?: string): Maybe<QueueMessage[]> {
    this.log.check();
    const back = this.redriveNow(topic, now, id);
    for (const message of back) this.write({ v: message.id, t: now });
    return this.log.afterSynced(back);
  }

  override discard(topic: string, id: string): Maybe<boolean> {
    this.log.check();
    const done = this.discardNow(topic, id);
    if (done) this.write({ x: id });
    return this.log.afterSynced(done);
  }

  /** Appends a settling record without waiting for it: a failed write stops the log, which every later call reports. */
  private write(record: QueueRecord): void {
    const written = this.log.append(JSON.stringify(record), undefined);
    if (written instanceof Promise) written.catch(() => {});
  }

  override close(): Promise<void> {
    return this.log.close();
  }
}
