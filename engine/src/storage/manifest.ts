/**
 * The manifest of a record log (`<name>.manifest`, next to the log): it says a log is kept in
 * this directory, so a log that has gone missing is noticed rather than replaced by an empty
 * one, and it holds the number of the last record acknowledged, so the records lost to damage
 * at the end of the log can be counted even when nothing of them is left.
 *
 * One line, padded to a fixed size so it can be rewritten in place: `<crc32> {"format":2,"last_seq":N}`.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { type LogFiles, syncDirectory } from './log-format.js';

/** Bytes of the manifest: room for any record number. */
const SIZE = 96;

function encode(lastSeq: number): Buffer {
  const json = JSON.stringify({ format: 2, last_seq: lastSeq });
  const line = `${crc32(json).toString(16).padStart(8, '0')} ${json}`;
  return Buffer.from(`${line.padEnd(SIZE - 1, ' ')}\n`);
}

/** What the manifest says: absent, present with the last record number, or present but unreadable. */
export type Known = { exists: false } | { exists: true; lastSeq: number | undefined };

/** Reads the manifest of the log in `dir`. */
export async function readManifest(dir: string, files: LogFiles): Promise<Known> {
  let text: string;
  try {
    text = await readFile(join(dir, files.manifest), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { exists: false };
    throw error;
  }
  const json = text.slice(9).trimEnd();
  try {
    const parsed = JSON.parse(json) as { last_seq?: unknown };
    const valid = text.slice(0, 8) === crc32(json).toString(16).padStart(8, '0');
    return {
      exists: true,
      lastSeq: valid && Number.isSafeInteger(parsed.last_seq) ? (parsed.last_seq as number) : undefined,
    };
  } catch {
    return { exists: true, lastSeq: undefined };
  }
}

/** The manifest of an open log, kept up to date as batches are synced. */
export class Manifest {
  private constructor(private readonly fd: number) {}

  /** Writes a new manifest for the log in `dir` (replacing any by rename) and keeps it open. */
  static async create(dir: string, files: LogFiles, lastSeq: number): Promise<Manifest> {
    const temp = join(dir, files.manifestTemp);
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(encode(lastSeq));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, join(dir, files.manifest));
    await syncDirectory(dir);
    return new Manifest(openSync(join(dir, files.manifest), 'r+'));
  }

  /**
   * Records that every record up to `lastSeq` is synced. Called before the batch is acknowledged,
   * so the manifest never lags what callers were told. It is not synced itself: after a crash of
   * the process the page cache still holds it, so the count of lost records is exact; after a
   * crash of the machine it may be older, and the count a lower bound. Written synchronously:
   * 96 bytes into the page cache take microseconds, less than a round trip to the thread pool.
   */
  record(lastSeq: number): void {
    writeSync(this.fd, encode(lastSeq), 0, SIZE, 0);
  }

  close(): void {
    closeSync(this.fd);
  }
}
