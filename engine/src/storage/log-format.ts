/**
 * The on-disk form of a record log: one file, one record per line, each written after the last,
 * and possibly zeroes after the last record: free space the next records are written over
 * (`free-space.ts`).
 *
 *     <crc32: 8 hex digits> <seq> <json>\n     written since sequence numbers (format 2)
 *     <crc32: 8 hex digits><json>\n            format 1: still read, rewritten by the next compaction
 *
 * What the JSON holds is the owner's business. The checksum covers everything after it on the
 * line (in format 1, the JSON). `seq` numbers the records of the log, each one more than the
 * record before it, across compactions (a snapshot continues the numbering); a format 1 record
 * counts as one more than the record before it. So a reader tells a valid record from damaged
 * bytes (zeroes, garbage, a flipped bit, a record cut short) by the checksum, and records missing
 * between two valid ones by their numbers. A record never holds a zero byte (its JSON escapes
 * one), so the records of a log end at its last byte that is not zero (`recordsEnd`).
 */
import { parseExact } from '../core/exact-json.js';
import { type FileHandle, open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

/** The files of the log called `name` inside its directory. */
export interface LogFiles {
  log: string;
  compacting: string;
  lock: string;
  manifest: string;
  manifestTemp: string;
}

/** File names of the log called `name`: `<name>.log`, `<name>.manifest`, `<name>.lock`. */
export function logFiles(name: string): LogFiles {
  return {
    log: `${name}.log`,
    compacting: `${name}.log.tmp`,
    lock: `${name}.lock`,
    manifest: `${name}.manifest`,
    manifestTemp: `${name}.manifest.tmp`,
  };
}

const NEWLINE = 0x0a;
const SPACE = 0x20;

const PAGE = 4096;
const ZERO_PAGE = Buffer.alloc(PAGE);

/** Where the records of a log end: after its last byte that is not zero; the rest is free space. */
export function recordsEnd(buffer: Buffer): number {
  let end = buffer.length;
  // Whole pages at a time first (compared natively): the free space may be megabytes.
  while (end >= PAGE && buffer.subarray(end - PAGE, end).equals(ZERO_PAGE)) end -= PAGE;
  while (end > 0 && buffer[end - 1] === 0) end--;
  return end;
}

/** The log line of record number `seq`, whose JSON is `json`. */
export function logLine(seq: number, json: string): string {
  const body = `${seq} ${json}`;
  return `${crc32(body).toString(16).padStart(8, '0')} ${body}\n`;
}

/**
 * Turns a record's parsed JSON into the owner's record, or undefined when it is not one of its
 * records (then the line counts as damaged, as if its checksum had failed).
 */
export type Decode<R> = (value: unknown) => R | undefined;

/** A record read back: the owner's record and its number (absent in format 1). */
interface ReadRecord<R> {
  record: R;
  seq: number | undefined;
}

/** The record in one line, or undefined when the line is not a whole, valid record. */
function parseLine<R>(buffer: Buffer, start: number, end: number, decode: Decode<R>): ReadRecord<R> | undefined {
  if (end - start < 9) return undefined;
  const sum = buffer.toString('latin1', start, start + 8);
  if (!/^[0-9a-f]{8}$/.test(sum)) return undefined;
  const format2 = buffer[start + 8] === SPACE;
  const covered = buffer.subarray(start + (format2 ? 9 : 8), end);
  if (crc32(covered) !== Number.parseInt(sum, 16)) return undefined;
  let json = covered;
  let seq: number | undefined;
  if (format2) {
    const space = covered.indexOf(SPACE);
    const digits = covered.toString('latin1', 0, space);
    if (space < 1 || !/^[1-9][0-9]*$/.test(digits)) return undefined;
    seq = Number(digits);
    json = covered.subarray(space + 1);
  }
  let value: unknown;
  try {
    value = parseExact(json.toString('utf8'));
  } catch {
    return undefined;
  }
  const record = decode(value);
  return record === undefined ? undefined : { record, seq };
}

/** A stretch of the log that holds no valid record, or where valid records are missing. */
export interface Damage {
  /** Its first byte. */
  offset: number;
  /** The byte after it: the next valid record, or the end of the file. */
  end: number;
  /** The line its first byte is on, from 1. */
  line: number;
  /** Records lost in it, when the numbers of the valid records around it say (else undefined). */
  missing: number | undefined;
  /** Line ends inside it: at least this many records (or parts of one) were there. */
  lines: number;
}

/** What reading a log found. */
export interface Scan {
  /** Valid records replayed. */
  records: number;
  /** The number of the last record replayed (0 when none). */
  lastSeq: number;
  /** Bytes from the start up to the first damage (the whole file when there is none). */
  goodBytes: number;
  /** Damage followed by a valid record: not a write cut short, which can only be at the end. */
  middle: Damage[];
  /** Valid records after the first damage in the middle (replayed only when skipping damage). */
  recordsAfterDamage: number;
  /** Damage that runs to the end of the file. */
  tail: Damage | undefined;
}

/**
 * Reads the log in `buffer`, handing each valid record to `replay` in order. Normally it replays
 * the records before the first damage only, and reads on just to describe what follows; with
 * `skipDamage` it replays every valid record, except one numbered at or below a record already
 * replayed, which a repeated stretch of the file would bring back. (Damage that runs to the end
 * has no valid record after it, so both read a log without damage in the middle alike.)
 */
export function scanLog<R>(buffer: Buffer, decode: Decode<R>, replay: (record: R) => void, skipDamage = false): Scan {
  const scan: Scan = { records: 0, lastSeq: 0, goodBytes: 0, middle: [], recordsAfterDamage: 0, tail: undefined };
  let numbered = false;
  let open: Damage | undefined;
  let start = 0;
  let line = 1;
  while (start < buffer.length) {
    let end = buffer.indexOf(NEWLINE, start);
    const whole = end !== -1;
    if (!whole) end = buffer.length;
    const read = whole ? parseLine(buffer, start, end, decode) : undefined;
    if (!read) {
      open ??= { offset: start, end: buffer.length, line, missing: undefined, lines: 0 };
      if (whole) open.lines++;
    } else {
      const seq = read.seq ?? scan.lastSeq + 1;
      const stale = numbered && seq <= scan.lastSeq;
      const gap = numbered && read.seq !== undefined && seq !== scan.lastSeq + 1;
      if (open || gap) {
        const damage = open ?? { offset: start, end: start, line, missing: undefined, lines: 0 };
        damage.end = start;
        damage.missing = numbered && read.seq !== undefined && !stale ? seq - scan.lastSeq - 1 : undefined;
        scan.middle.push(damage);
        open = undefined;
      }
      const damaged = scan.middle.length > 0;
      if (damaged) scan.recordsAfterDamage++;
      if (!stale && (!damaged || skipDamage)) {
        replay(read.record);
        scan.records++;
        scan.lastSeq = seq;
        numbered = true;
      }
      if (!damaged) scan.goodBytes = end + 1;
    }
    start = end + 1;
    line++;
  }
  scan.tail = open;
  return scan;
}

/**
 * Writes `records` (JSON texts), numbered from `firstSeq`, into a new log that replaces the one
 * in `dir` atomically, followed by `freeFor(size of the records)` zeroes of free space, synced with
 * it. `records` is read to the end before the first await, so it sees the owner's data as it is at
 * the call. Returns the size of the new log's records and the number of its last record.
 */
export async function writeSnapshot(
  records: Iterable<string>,
  dir: string,
  files: LogFiles,
  firstSeq: number,
  freeFor: (size: number) => number = () => 0,
): Promise<{ size: number; lastSeq: number; fileBytes: number }> {
  const parts: string[] = [];
  let seq = firstSeq - 1;
  for (const json of records) parts.push(logLine(++seq, json));
  const data = Buffer.from(parts.join(''));
  const temp = join(dir, files.compacting);
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(data);
    await writeZeroes(handle, data.length, data.length + freeFor(data.length));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, join(dir, files.log));
  await syncDirectory(dir);
  return { size: data.length, lastSeq: seq, fileBytes: data.length + freeFor(data.length) };
}

/** Zeroes written per call of `writeZeroes`. */
const ZEROES_PER_WRITE = 1024 * 1024;

/** Writes zeroes over `[from, to)` of the file open in `handle` (not synced). */
export async function writeZeroes(handle: FileHandle, from: number, to: number): Promise<void> {
  if (to <= from) return;
  const zeroes = Buffer.alloc(Math.min(ZEROES_PER_WRITE, to - from));
  for (let at = from; at < to; )
    at += (await handle.write(zeroes, 0, Math.min(zeroes.length, to - at), at)).bytesWritten;
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
