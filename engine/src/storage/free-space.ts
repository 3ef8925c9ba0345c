/**
 * The free space of a record log: zeroes, written and synced ahead of the log's last record, that
 * the next batches overwrite in place.
 *
 * Why: a write that makes a file longer changes its size, so each sync of it (the `O_DSYNC`
 * write of every batch) also commits the inode through the file system's journal; a write over
 * blocks that are already allocated and synced only has its data to sync. On ext4 that takes a
 * one-record durable write from ~130 µs to ~90 µs (bench/README.md, State). Databases preallocate
 * their write-ahead logs for the same reason.
 *
 * The space is extended in chunks that grow with the log (the smallest power of two from 1 MiB
 * that is at least an eighth of the records, at most 64 MiB) once less than half a chunk is left,
 * by a separate handle that writes zeroes and syncs them while batches go on being written below
 * it. A batch that would reach into the stretch being filled waits for the fill (it would
 * otherwise race it): only the first batch after an open, as a compaction writes its new log with
 * a first chunk already (`writeSnapshot`). A batch that outruns the space is written past the end,
 * durable all the same, only slower. So the free space never exceeds one chunk: at most 1 MiB or
 * a quarter of the log's records, whichever is larger, and never more than 64 MiB. A fill that
 * fails (a full disk) is logged once and tried again only once the records have passed where it
 * was to end; the log goes on past its end until a record write fails.
 */
import { open } from 'node:fs/promises';
import type { Logger } from '../log.js';
import { writeZeroes } from './log-format.js';

const MIN_CHUNK = 1024 * 1024;
const MAX_CHUNK = 64 * 1024 * 1024;

/** Bytes of free space to add at a time to a log whose records take `used` bytes. */
export function chunkFor(used: number): number {
  let chunk = MIN_CHUNK;
  while (chunk < MAX_CHUNK && chunk * 8 < used) chunk *= 2;
  return chunk;
}

/** The free space of one log file; the log tells it where its records end after every write. */
export class FreeSpace {
  /** Bytes of the file: its records, then zeroes known to be synced. */
  private fileBytes: number;
  private filling: Promise<void> | undefined;
  private stopped = false;
  private warned = false;
  /** After a failed fill: where the records must reach before the next one is tried. */
  private retryAt = 0;

  /** `fileBytes`: the file's size now, records and synced zeroes. */
  constructor(
    private readonly path: string,
    fileBytes: number,
    private readonly name: string,
    private readonly logger: Logger,
  ) {
    this.fileBytes = fileBytes;
  }

  /** What a write of records up to byte `end` waits for first: a fill of the stretch it reaches into. */
  ready(end: number): Promise<void> | undefined {
    return end > this.fileBytes ? this.filling : undefined;
  }

  /** Notes that the records now end at `end`, and starts a fill when less than half a chunk is left. */
  written(end: number): void {
    if (end > this.fileBytes) this.fileBytes = end;
    if (this.filling || this.stopped || end < this.retryAt) return;
    const chunk = chunkFor(end);
    if (this.fileBytes - end >= chunk / 2) return;
    const to = end + chunk;
    this.filling = this.fill(this.fileBytes, to)
      .then(
        () => {
          this.fileBytes = Math.max(this.fileBytes, to);
          this.warned = false;
          this.retryAt = 0;
        },
        (error: Error) => {
          if (!this.warned)
            this.logger.warn(`${this.name} log could not extend its free space; records go past its end`, {
              path: this.path,
              error: error.message,
            });
          this.warned = true;
          this.retryAt = to;
        },
      )
      .finally(() => {
        this.filling = undefined;
      });
  }

  /** The file was replaced (a compaction) by one whose records end at `end`, of `fileBytes` bytes. */
  replaced(end: number, fileBytes: number): void {
    this.fileBytes = fileBytes;
    this.written(end);
  }

  /** Waits for the fill in flight, if any (before the file is replaced); with `stop`, starts no more. */
  async settled(stop = false): Promise<void> {
    this.stopped ||= stop;
    await this.filling;
  }

  /** Writes zeroes over `[from, to)` of the file and syncs them. */
  private async fill(from: number, to: number): Promise<void> {
    const handle = await open(this.path, 'r+');
    try {
      await writeZeroes(handle, from, to);
      await handle.datasync();
    } finally {
      await handle.close();
    }
  }
}
