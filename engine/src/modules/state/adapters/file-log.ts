/**
 * The on-disk form of the `file_based` adapter: one append-only log, one record per line,
 * `<crc32 of the JSON, 8 hex digits><JSON>\n`, where the JSON is `{"s":scope,"k":key,"v":value}`
 * for a set and `{"s":scope,"k":key,"d":true}` for a delete. The checksum and the line end let a
 * reader tell a record cut short by a crash (or followed by zeroes the file system left) from a
 * complete one; only the tail of the log can be cut short, because the log is only appended to.
 */
import { open, readFile, rename, rm, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { EngineError } from '../../../errors.js';
import { StateErrorCode } from '../errors.js';
import type { MemoryTable } from './memory.js';

/** File names inside the adapter's directory. */
export const FILES = { log: 'state.log', compacting: 'state.log.tmp', lock: 'state.lock' } as const;

const NEWLINE = 0x0a;

/** The log line of a set; `text` is the value's JSON text, embedded as is. */
export function setRecord(scope: string, key: string, text: string): string {
  return line(`{"s":${JSON.stringify(scope)},"k":${JSON.stringify(key)},"v":${text}}`);
}

/** The log line of a delete. */
export function deleteRecord(scope: string, key: string): string {
  return line(`{"s":${JSON.stringify(scope)},"k":${JSON.stringify(key)},"d":true}`);
}

function line(json: string): string {
  return `${crc32(json).toString(16).padStart(8, '0')}${json}\n`;
}

/** What replaying a log found. */
export interface Replay {
  /** Bytes of whole, valid records from the start of the file. */
  goodBytes: number;
  /** Bytes after them: a torn last record, dropped. */
  tornBytes: number;
}

/** The record in one line, or undefined when the line is not a whole, valid record. */
function parseLine(
  buffer: Buffer,
  start: number,
  end: number,
): { s: string; k: string; v?: unknown; d?: true } | undefined {
  if (end - start < 9) return undefined;
  const sum = buffer.toString('latin1', start, start + 8);
  const json = buffer.subarray(start + 8, end);
  if (!/^[0-9a-f]{8}$/.test(sum) || crc32(json) !== Number.parseInt(sum, 16)) return undefined;
  try {
    const record = JSON.parse(json.toString('utf8')) as { s?: unknown; k?: unknown; v?: unknown; d?: unknown };
    if (typeof record.s !== 'string' || typeof record.k !== 'string' || (record.d !== true && !('v' in record)))
      return undefined;
    return record as { s: string; k: string; v?: unknown; d?: true };
  } catch {
    return undefined;
  }
}

/**
 * Replays the log in `buffer` into `table`. A bad record followed only by more bad bytes is a
 * torn tail, reported to be cut off; a bad record followed by a good one means the file was
 * damaged some other way, and opening stops rather than silently dropping acknowledged data.
 */
export function replay(buffer: Buffer, table: MemoryTable, path: string): Replay {
  let start = 0;
  let firstBad: number | undefined;
  while (start < buffer.length) {
    const end = buffer.indexOf(NEWLINE, start);
    if (end === -1) break;
    const record = parseLine(buffer, start, end);
    if (!record) firstBad ??= start;
    else if (firstBad !== undefined) {
      const lineNumber = buffer.subarray(0, firstBad).reduce((n, byte) => n + (byte === NEWLINE ? 1 : 0), 1);
      throw new EngineError(
        StateErrorCode.storeUnavailable,
        `svc-state: ${path} is damaged at line ${lineNumber} (byte ${firstBad}), with valid records after it. ` +
          'It was not cut short by a crash; restore it from a backup, or move it away to start empty.',
      );
    } else if (record.d) table.delete(record.s, record.k);
    else table.set(record.s, record.k, JSON.stringify(record.v));
    start = end + 1;
  }
  const goodBytes = firstBad ?? start;
  return { goodBytes, tornBytes: buffer.length - goodBytes };
}

/** Writes every entry of `table` into a new log that replaces `logPath` atomically; returns its size. */
export async function writeSnapshot(table: MemoryTable, dir: string): Promise<number> {
  const parts: string[] = [];
  for (const [scope, key, text] of table.all()) parts.push(setRecord(scope, key, text));
  const data = parts.join('');
  const temp = join(dir, FILES.compacting);
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, join(dir, FILES.log));
  await syncDirectory(dir);
  return Buffer.byteLength(data);
}

/** Makes the directory's entries (a created or renamed file) durable. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Reads the log (empty when missing), cutting off a torn tail on disk. */
export async function loadLog(dir: string, table: MemoryTable): Promise<Replay & { size: number }> {
  const path = join(dir, FILES.log);
  // A snapshot that was being written when the engine stopped never replaced the log: discard it.
  await rm(join(dir, FILES.compacting), { force: true });
  let buffer: Buffer;
  try {
    buffer = await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { goodBytes: 0, tornBytes: 0, size: 0 };
    throw error;
  }
  const result = replay(buffer, table, path);
  if (result.tornBytes > 0) {
    await truncate(path, result.goodBytes);
    const handle = await open(path, 'r+');
    await handle.sync().finally(() => handle.close());
  }
  return { ...result, size: result.goodBytes };
}

/** Directories locked by this process. */
const lockedHere = new Set<string>();

/**
 * Claims the directory for this process, so that two engines never append to one log. A lock
 * left by a process that no longer runs (killed) is taken over; so is one naming this process's
 * own pid, which a restarted container's engine often reuses.
 */
export async function lockDirectory(dir: string): Promise<() => Promise<void>> {
  const path = join(dir, FILES.lock);
  const inUse = (by: string) =>
    new EngineError(
      StateErrorCode.storeUnavailable,
      `svc-state: ${dir} is in use by ${by} (${path}); give each engine its own adapter.path`,
    );
  if (lockedHere.has(path)) throw inUse('another store of this engine');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(path, String(process.pid), { flag: 'wx' });
      lockedHere.add(path);
      return async () => {
        lockedHere.delete(path);
        await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number((await readFile(path, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner))
      throw inUse(`process ${owner}`);
    await rm(path, { force: true });
  }
  throw inUse('another process');
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
