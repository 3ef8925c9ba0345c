/**
 * A durable record log: the owner keeps its live data in memory and appends a record (a JSON
 * text) for every change; the log numbers, checksums and writes them (`log-format.ts`), replays
 * them to the owner at open, and rewrites itself from the owner's snapshot when it has grown.
 *
 * The owner applies each change to its live data before appending its record, so that its
 * snapshot always reflects every record appended so far.
 *
 * The log file is opened with `O_DSYNC`, so one `write` both writes a batch and makes it durable
 * (as a write followed by `fdatasync` would, in one call to the thread pool instead of two). Each
 * batch is one positioned write right after the last record, into zeroes written and synced ahead
 * of it (`free-space.ts`): a write over allocated, synced blocks syncs its data only, where an
 * append would also commit the file's new size. A clean close cuts the free space off, so a log at
 * rest holds its records only; after a crash, the zeroes after the last record are free space to
 * the next open (`recovery.ts`), not damage.
 *
 * Group commit: the first append to an idle log starts a write at once, after the appends already
 * queued in the same task (the other frames of one socket read) have joined it, not a turn of the
 * event loop later; records appended while that write is in flight wait in `pending` and go to
 * disk together in the next write. With `durability: fsync` an append is acknowledged only when
 * its batch is synced, and `afterSynced` holds a read until every record it can see is synced
 * too, so nothing a caller was told can be lost by `kill -9`. With
 * `durability: batched` appends are acknowledged at once and synced every `batchWindowMs`: a
 * crash loses at most that window. A failed write or sync stops the log (every later call fails)
 * rather than letting memory and disk disagree; a restart replays the log. The appends of the
 * batch that failed are reported as of unknown outcome, since some of its bytes may have reached
 * the disk.
 *
 * Compaction: when the log has grown to more than twice the owner's live data (and past
 * `compactMinBytes`), the next batch is written as a full snapshot to a temporary file, with its
 * first chunk of free space, that replaces the log by rename, followed by a sync of the directory.
 *
 * The manifest records the last synced number before the batch is acknowledged, so damage found
 * at open can be counted (`recovery.ts`); the directory is locked while the log is open (`lock.ts`).
 */
import { constants } from 'node:fs';
import { type FileHandle, mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';
import { EngineError, ErrorCode } from '../errors.js';
import type { Logger } from '../log.js';
import { StorageErrorCode } from './errors.js';
import { chunkFor, FreeSpace } from './free-space.js';
import { lockDirectory } from './lock.js';
import { type Decode, type LogFiles, logFiles, logLine, syncDirectory, writeSnapshot } from './log-format.js';
import { Manifest } from './manifest.js';
import { loadLog, type Recovery } from './recovery.js';

/** What an owner tells a record log: its name, its durability, and how its records are replayed. */
export interface RecordLogOptions<R> {
  /** File names (`<name>.log`, `<name>.manifest`, `<name>.lock`) and log lines (`<name> log compacted`). */
  name: string;
  /** Who owns the log, at the start of error messages (`svc-state`). */
  owner: string;
  /** The setting that names the directory, for error messages (`adapter.path`). */
  pathSetting?: string;
  /** `fsync`: acknowledge once on disk; `batched`: acknowledge at once, sync every `batchWindowMs`. */
  durability: 'fsync' | 'batched';
  /** Longest time a `batched` append waits for its sync. */
  batchWindowMs: number;
  /** Smallest log worth compacting; 16 MiB unless set. */
  compactMinBytes?: number;
  /** What the user allowed for this open when the log is missing or damaged (`recovery.ts`). */
  recovery?: Recovery;
  logger: Logger;
  /** The owner's record in a record's parsed JSON; undefined counts the line as damaged. */
  decode: Decode<R>;
  /** Applies a record read back at open to the owner's live data. */
  replay(record: R): void;
  /** Records that rebuild the owner's live data, for compaction; read synchronously, to the end. */
  snapshot(): Iterable<string>;
  /** Rough size of the owner's live data in bytes, to tell when the log is mostly dead records. */
  liveBytes(): number;
}

/**
 * Flags of the log file: written at positions (not `O_APPEND`: batches go into the free space
 * after the last record), durably where the platform has `O_DSYNC` (elsewhere each write is
 * followed by `fdatasync`).
 */
const DSYNC = constants.O_DSYNC ?? 0;
const LOG_FLAGS = constants.O_WRONLY | constants.O_CREAT | DSYNC;

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
  // Nobody may be waiting (a batched-mode append): a failure is reported by the log instead.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/** An open record log. */
export class RecordLog<R> {
  private readonly files: LogFiles;
  private handle!: FileHandle;
  private space!: FreeSpace;
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
  private readonly compactMinBytes: number;

  private constructor(
    private readonly dir: string,
    private readonly options: RecordLogOptions<R>,
  ) {
    this.files = logFiles(options.name);
    this.compactMinBytes = options.compactMinBytes ?? 16 * 1024 * 1024;
  }

  /**
   * Opens (or creates) the log called `options.name` in `dir`, replaying its records to the
   * owner. Rejects with `store_unavailable` when it cannot be written, another engine holds it,
   * or it is damaged or missing and `options.recovery` does not allow what it would take.
   */
  static async open<R>(dir: string, options: RecordLogOptions<R>): Promise<RecordLog<R>> {
    const log = new RecordLog(dir, options);
    const { files } = log;
    try {
      await mkdir(dir, { recursive: true });
      log.unlock = await lockDirectory(dir, files.lock, (by, path) => log.inUse(by, path));
    } catch (error) {
      throw log.unavailable(error);
    }
    try {
      const { name, owner, recovery, logger } = options;
      const loaded = await loadLog({
        dir,
        files,
        name,
        owner,
        recovery,
        logger,
        decode: (value) => options.decode(value),
        replay: (record) => options.replay(record),
        snapshot: () => options.snapshot(),
      });
      log.logBytes = loaded.size;
      log.seq = loaded.lastSeq;
      const path = join(dir, files.log);
      log.handle = await open(path, LOG_FLAGS);
      // Zeroes a crash left after the last record may not all have been synced yet.
      if (loaded.fileBytes > loaded.size) await log.handle.datasync();
      await syncDirectory(dir);
      // Only once the log exists: a manifest without its log is refused at the next open.
      log.manifest = await Manifest.create(dir, files, log.seq);
      log.space = new FreeSpace(path, loaded.fileBytes, name, logger);
      log.space.written(log.logBytes);
    } catch (error) {
      await log.handle?.close().catch(() => {});
      await log.unlock();
      throw log.unavailable(error);
    }
    return log;
  }

  /** The number of the last record written (0 for an empty log). */
  get lastSeq(): number {
    return this.seq;
  }

  /** Throws the error that stopped the log, or `shutting_down` once it is closed. */
  check(): void {
    if (this.failure) throw this.failure;
    if (this.closed) throw new EngineError(ErrorCode.shuttingDown, `${this.options.owner} is stopping`);
  }

  /**
   * Appends a record (call `check` first, then change the live data, then append); gives back
   * `value` once the durability rule says the record is acknowledged: at once with `batched`,
   * after its batch is synced with `fsync` (rejecting with `store_outcome_unknown` when that failed).
   */
  append<T>(json: string, value: T): T | Promise<T> {
    this.pending.push(json);
    const batch = (this.batch ??= newBatch());
    if (this.options.durability === 'batched') {
      this.timer ??= setTimeout(() => void this.startFlush(), this.options.batchWindowMs);
      return value;
    }
    void this.startFlush();
    return batch.promise.then(() => value);
  }

  /**
   * A read's answer, given once every record it may reflect is synced (durability `fsync`), so a
   * caller never acts on a value a crash could still take back.
   */
  afterSynced<T>(value: T): T | Promise<T> {
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

  /**
   * When acknowledged appends may still be lost (`batched`): resolves once everything appended
   * so far is durable. Undefined when acknowledged already means durable, or nothing is pending.
   */
  whenDurable(): Promise<void> | undefined {
    if (this.options.durability === 'fsync') return undefined;
    return (this.batch ?? this.inflight)?.promise;
  }

  /** Writes and syncs what is pending, then releases the file, the manifest and the lock. Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.timer);
    try {
      while (!this.failure && (this.flushing || this.pending.length > 0)) await (this.flushing ?? this.startFlush());
    } finally {
      await this.space.settled(true);
      // A log at rest holds its records only. Not synced: if the cut is lost, the zeroes after
      // the last record are free space to the next open.
      if (!this.failure) await this.handle.truncate(this.logBytes).catch(() => {});
      await this.handle.close().catch(() => {});
      this.manifest.close();
      await this.unlock();
    }
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
    // Let the appends already queued in this task join the batch: the frames of one socket read
    // reach their appends one microtask apart, and a turn of the event loop would cost an idle
    // log's single writer its wait for nothing.
    await null;
    while (this.pending.length > 0 && !this.failure) {
      clearTimeout(this.timer);
      this.timer = undefined;
      const records = this.pending;
      const batch = this.batch!;
      this.pending = [];
      this.batch = undefined;
      this.inflight = batch;
      try {
        if (this.logBytes > Math.max(this.compactMinBytes, 2 * this.options.liveBytes())) await this.compact();
        else {
          let data = '';
          for (const json of records) data += logLine(++this.seq, json);
          const bytes = Buffer.from(data);
          await this.write(bytes);
          this.logBytes += bytes.length;
          this.space.written(this.logBytes);
        }
        this.manifest.record(this.seq);
        batch.resolve();
      } catch (error) {
        this.fail(error as Error, batch);
      } finally {
        this.inflight = undefined;
      }
      if (this.options.durability === 'batched') break;
    }
  }

  /** Writes `bytes` after the last record and makes them durable. */
  private async write(bytes: Buffer): Promise<void> {
    const at = this.logBytes;
    const fill = this.space.ready(at + bytes.length);
    if (fill) await fill;
    // A write to a file may take part of the bytes (a disk filling up); the next one says why.
    for (let done = 0; done < bytes.length; )
      done += (await this.handle.write(bytes, done, bytes.length - done, at + done)).bytesWritten;
    if (DSYNC === 0) await this.handle.datasync();
  }

  /** Stops the log after a failed write or sync of `batch`. */
  private fail(error: Error, batch: Batch): void {
    const { owner, name, logger } = this.options;
    const path = join(this.dir, this.files.log);
    this.failure = new EngineError(
      StorageErrorCode.storeUnavailable,
      `${owner}: writing ${path} failed (${error.message}); the store stopped taking calls, ` +
        'restart the engine once the disk is fixed',
      { cause: error },
    );
    logger.error(`${name} log write failed; the store stopped`, { error: error.message });
    // Part of the batch may be on disk (a write that went through before its sync failed): a
    // restart may replay it.
    batch.reject(
      new EngineError(
        StorageErrorCode.storeOutcomeUnknown,
        `${owner}: writing ${path} failed (${error.message}) with this change in it: it may or may not be ` +
          'replayed when the engine restarts; the store stopped taking calls',
        { cause: error },
      ),
    );
    // Appends queued meanwhile were never handed to a write: they are lost for certain.
    this.batch?.reject(this.failure);
  }

  /** Replaces the log with the owner's snapshot (which already holds the batch being flushed). */
  private async compact(): Promise<void> {
    const before = this.logBytes;
    // Read before the wait below, while the owner's data holds exactly the records of this batch
    // and those before it: appends made during the wait come in the next batch.
    const snapshot = [...this.options.snapshot()];
    // A fill in flight writes to the file the snapshot replaces.
    await this.space.settled();
    // The new log comes with its first chunk of free space, synced with it, so that the next batch
    // does not wait for a fill.
    const { size, lastSeq, fileBytes } = await writeSnapshot(snapshot, this.dir, this.files, this.seq + 1, chunkFor);
    this.seq = lastSeq;
    await this.handle.close();
    this.handle = await open(join(this.dir, this.files.log), LOG_FLAGS);
    this.logBytes = size;
    this.space.replaced(size, fileBytes);
    this.options.logger.info(`${this.options.name} log compacted`, { from_bytes: before, to_bytes: size });
  }

  private inUse(by: string, path: string): EngineError {
    const { owner, pathSetting } = this.options;
    return new EngineError(
      StorageErrorCode.storeUnavailable,
      `${owner}: ${this.dir} is in use by ${by} (${path}); give each engine its own ${pathSetting ?? 'directory'}`,
    );
  }

  private unavailable(error: unknown): EngineError {
    if (error instanceof EngineError) return error;
    const { owner, pathSetting } = this.options;
    const code = (error as NodeJS.ErrnoException).code;
    return new EngineError(
      StorageErrorCode.storeUnavailable,
      `${owner}: the file store at ${this.dir} cannot be written (${code ?? 'error'}: ${(error as Error).message}). ` +
        `Give ${pathSetting ?? 'it'} a writable directory; ${owner} never falls back to memory.`,
      { cause: error },
    );
  }
}
