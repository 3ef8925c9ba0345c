/**
 * The `file_based` adapter: the live data in memory (the same table as `in_memory`), every change
 * appended to a log on disk (`file-log.ts`).
 *
 * Group commit: changes made while a write is in flight wait in `pending`, and go to disk
 * together in the next write, followed by one `fdatasync`. With `durability: fsync` a change is
 * acknowledged only when its batch is synced, and a read waits until every change it can see is
 * synced too, so nothing a caller was told can be lost by `kill -9`. With `durability: batched`
 * changes are acknowledged at once and synced every `batchWindowMs`: a crash loses at most that
 * window. A failed write or sync stops the adapter (every later call fails) rather than letting
 * memory and disk disagree; a restart replays the log. The changes of the batch that failed are
 * reported as of unknown outcome, since some of its bytes may have reached the disk.
 *
 * Compaction: when the log has grown to more than twice the live data (and past
 * `compactMinBytes`), the next batch is written as a full snapshot to a temporary file that
 * replaces the log by rename, followed by a sync of the directory.
 *
 * Records are numbered as they are written (`file-log.ts`), and the manifest records the last
 * synced number before the batch is acknowledged, so damage found at start can be counted
 * (`file-recovery.ts`).
 */
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { EngineError, ErrorCode } from '../../../errors.js';
import type { Logger } from '../../../log.js';
import type { ChangeFn, Page, PageQuery, StateAdapter } from './adapter.js';
import { StateErrorCode } from '../errors.js';
import { deleteRecord, FILES, logLine, setRecord, syncDirectory, writeSnapshot } from './file-log.js';
import { lockDirectory } from './file-lock.js';
import { Manifest } from './file-manifest.js';
import { loadLog, type Recovery } from './file-recovery.js';
import { MemoryTable, modifyTable } from './memory.js';

/** Settings of the file adapter. */
export interface FileAdapterOptions {
  /** Directory of the log (created when missing). */
  dir: string;
  /** `fsync`: acknowledge once on disk; `batched`: acknowledge at once, sync every `batchWindowMs`. */
  durability: 'fsync' | 'batched';
  /** Longest time a `batched` change waits for its sync. */
  batchWindowMs: number;
  /** Smallest log worth compacting; 16 MiB unless set. */
  compactMinBytes?: number;
  /** What the user allowed for this start when the log is missing or damaged (`file-recovery.ts`). */
  recovery?: Recovery;
  logger: Logger;
}

/** A promise with its settle functions: the durability of one batch. */
interface Batch {
  promise: Promise<void>;
  resolve(): void;
  reject(error: Error): void;
}

function newBatch(): Batch {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Nobody may be waiting (a batched-mode write): a failure is reported by the adapter instead.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/** Rough size of an entry's record, to tell when the log is mostly dead records. */
const recordSize = (scope: string, key: string, text: string) => scope.length + key.length + text.length + 32;

/** The `file_based` adapter. */
export class FileAdapter implements StateAdapter {
  private readonly table = new MemoryTable();
  private handle!: FileHandle;
  private manifest!: Manifest;
  private unlock!: () => Promise<void>;
  /** The number of the last record written. */
  private seq = 0;
  /** Records (their JSON) not yet handed to a write, and the batch they will be synced in. */
  private pending: string[] = [];
  private batch: Batch | undefined;
  /** The batch being written and synced. */
  private inflight: Batch | undefined;
  private flushing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private failure: EngineError | undefined;
  private closed = false;
  private logBytes = 0;
  private liveBytes = 0;
  private readonly compactMinBytes: number;

  private constructor(private readonly options: FileAdapterOptions) {
    this.compactMinBytes = options.compactMinBytes ?? 16 * 1024 * 1024;
  }

  /** Opens (or creates) the store in `options.dir`; rejects with `store_unavailable` when it cannot be written. */
  static async open(options: FileAdapterOptions): Promise<FileAdapter> {
    const adapter = new FileAdapter(options);
    const { dir } = options;
    try {
      await mkdir(dir, { recursive: true });
      adapter.unlock = await lockDirectory(dir);
    } catch (error) {
      throw unavailable(dir, error);
    }
    try {
      const loaded = await loadLog(dir, adapter.table, options.logger, options.recovery);
      adapter.logBytes = loaded.size;
      adapter.seq = loaded.lastSeq;
      for (const [scope, key, text] of adapter.table.all()) adapter.liveBytes += recordSize(scope, key, text);
      adapter.handle = await open(join(dir, FILES.log), 'a');
      await syncDirectory(dir);
      // Only once the log exists: a manifest without its log is refused at the next start.
      adapter.manifest = await Manifest.create(dir, adapter.seq);
    } catch (error) {
      await adapter.handle?.close().catch(() => {});
      await adapter.unlock();
      throw unavailable(dir, error);
    }
    return adapter;
  }

  get(scope: string, key: string): string | undefined | Promise<string | undefined> {
    this.check();
    return this.afterVisibleSynced(this.table.get(scope, key));
  }

  set(scope: string, key: string, text: string): string | undefined | Promise<string | undefined> {
    this.check();
    const old = this.table.set(scope, key, text);
    this.liveBytes += recordSize(scope, key, text) - (old === undefined ? 0 : recordSize(scope, key, old));
    return this.append(setRecord(scope, key, text), old);
  }

  delete(scope: string, key: string): string | undefined | Promise<string | undefined> {
    this.check();
    const old = this.table.delete(scope, key);
    if (old === undefined) return this.afterVisibleSynced(undefined);
    this.liveBytes -= recordSize(scope, key, old);
    return this.append(deleteRecord(scope, key), old);
  }

  modify<R>(scope: string, key: string, change: ChangeFn<R>): R | Promise<R> {
    this.check();
    const old = this.table.get(scope, key);
    const { result, wrote } = modifyTable(this.table, scope, key, change);
    if (wrote === undefined) return this.afterVisibleSynced(result);
    this.liveBytes += recordSize(scope, key, wrote) - (old === undefined ? 0 : recordSize(scope, key, old));
    return this.append(setRecord(scope, key, wrote), result);
  }

  list(scope: string): [string, string][] | Promise<[string, string][]> {
    this.check();
    return this.afterVisibleSynced(this.table.list(scope));
  }

  listGroups(): string[] | Promise<string[]> {
    this.check();
    return this.afterVisibleSynced(this.table.groups());
  }

  listKeys(scope: string, query: PageQuery): Page | Promise<Page> {
    this.check();
    return this.afterVisibleSynced(this.table.page(scope, query));
  }

  whenDurable(): Promise<void> | undefined {
    if (this.options.durability === 'fsync') return undefined;
    return (this.batch ?? this.inflight)?.promise;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.timer);
    try {
      while (!this.failure && (this.flushing || this.pending.length > 0)) await (this.flushing ?? this.startFlush());
    } finally {
      await this.handle.close().catch(() => {});
      this.manifest.close();
      await this.unlock();
    }
  }

  private check(): void {
    if (this.failure) throw this.failure;
    if (this.closed) throw new EngineError(ErrorCode.shuttingDown, 'svc-state is stopping');
  }

  /** Queues a record; resolves with `value` when the durability rule says the change is acknowledged. */
  private append<T>(record: string, value: T): T | Promise<T> {
    this.pending.push(record);
    const batch = (this.batch ??= newBatch());
    if (this.options.durability === 'batched') {
      this.timer ??= setTimeout(() => void this.startFlush(), this.options.batchWindowMs);
      return value;
    }
    void this.startFlush();
    return batch.promise.then(() => value);
  }

  /**
   * A read's answer, given once every change it may reflect is synced (durability `fsync`), so
   * a caller never acts on a value a crash could still take back.
   */
  private afterVisibleSynced<T>(value: T): T | Promise<T> {
    if (this.options.durability === 'batched') return value;
    const last = this.batch ?? this.inflight;
    // A read changed nothing: when the batch fails, it fails as every later call does.
    return last
      ? last.promise.then(
          () => value,
          () => {
            throw this.failure;
          },
        )
      : value;
  }

  /** Starts writing what is pending unless a write is under way (which then takes it next). */
  private startFlush(): Promise<void> {
    this.flushing ??= this.flush().finally(() => {
      this.flushing = undefined;
      if (this.pending.length === 0 || this.failure || this.closed) return;
      if (this.options.durability === 'fsync') void this.startFlush();
      else this.timer ??= setTimeout(() => void this.startFlush(), this.options.batchWindowMs);
    });
    return this.flushing;
  }

  /** Writes and syncs everything pending; with `fsync`, goes on while more arrived meanwhile. */
  private async flush(): Promise<void> {
    // Let the writes of this turn of the event loop join the batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length > 0 && !this.failure) {
      clearTimeout(this.timer);
      this.timer = undefined;
      const records = this.pending;
      const batch = this.batch!;
      this.pending = [];
      this.batch = undefined;
      this.inflight = batch;
      try {
        if (this.logBytes > Math.max(this.compactMinBytes, 2 * this.liveBytes)) await this.compact();
        else {
          let data = '';
          for (const json of records) data += logLine(++this.seq, json);
          await this.handle.appendFile(data);
          await this.handle.datasync();
          this.logBytes += Buffer.byteLength(data);
        }
        this.manifest.record(this.seq);
        batch.resolve();
      } catch (error) {
        this.failure = new EngineError(
          StateErrorCode.storeUnavailable,
          `svc-state: writing ${join(this.options.dir, FILES.log)} failed (${(error as Error).message}); the store stopped taking calls, restart the engine once the disk is fixed`,
          { cause: error },
        );
        this.options.logger.error('state log write failed; the store stopped', { error: (error as Error).message });
        // Part of the batch may be on disk (a write that went through before its sync failed):
        // a restart may replay it.
        batch.reject(
          new EngineError(
            StateErrorCode.storeOutcomeUnknown,
            `svc-state: writing ${join(this.options.dir, FILES.log)} failed (${(error as Error).message}) with this change in it: it may or may not be replayed when the engine restarts; the store stopped taking calls`,
            { cause: error },
          ),
        );
        // Changes queued meanwhile were never handed to a write: they are lost for certain.
        (this.batch as Batch | undefined)?.reject(this.failure);
      } finally {
        this.inflight = undefined;
      }
      if (this.options.durability === 'batched') break;
    }
  }

  /** Replaces the log with a snapshot of the table (which already holds the batch being flushed). */
  private async compact(): Promise<void> {
    const before = this.logBytes;
    const { size, lastSeq } = await writeSnapshot(this.table, this.options.dir, this.seq + 1);
    this.seq = lastSeq;
    await this.handle.close();
    this.handle = await open(join(this.options.dir, FILES.log), 'a');
    this.logBytes = size;
    this.options.logger.info('state log compacted', { from_bytes: before, to_bytes: size });
  }
}

function unavailable(dir: string, error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  return new EngineError(
    StateErrorCode.storeUnavailable,
    `svc-state: the file store at ${dir} cannot be written (${code ?? 'error'}: ${(error as Error).message}). ` +
      'Give adapter.path a writable directory; svc-state never falls back to memory.',
    { cause: error },
  );
}
