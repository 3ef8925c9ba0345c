/**
 * The on-disk form of the `file_based` adapter: one append-only log, one record per line.
 *
 *     <crc32: 8 hex digits> <seq> <json>\n     written since sequence numbers (format 2)
 *     <crc32: 8 hex digits><json>\n            format 1: still read, rewritten by the next compaction
 *
 * The JSON is `{"s":scope,"k":key,"v":value}` for a set and `{"s":scope,"k":key,"d":true}` for a
 * delete. The checksum covers everything after it on the line (in format 1, the JSON). `seq`
 * numbers the records of the store, each one more than the record before it, across compactions
 * (a snapshot continues the numbering); a format 1 record counts as one more than the record
 * before it. So a reader tells a valid record from damaged bytes (zeroes, garbage, a flipped bit,
 * a record cut short) by the checksum, and records missing between two valid ones by their numbers.
 */
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { MemoryTable } from './memory.js';

/** File names inside the adapter's directory. */
export const FILES = {
  log: 'state.log',
  compacting: 'state.log.tmp',
  lock: 'state.lock',
  manifest: 'state.manifest',
  manifestTemp: 'state.manifest.tmp',
} as const;

const NEWLINE = 0x0a;
const SPACE = 0x20;

/** The JSON of a set; `text` is the value's JSON text, embedded as is. */
export function setRecord(scope: string, key: string, text: string): string {
  return `{"s":${JSON.stringify(scope)},"k":${JSON.stringify(key)},"v":${text}}`;
}

/** The JSON of a delete. */
export function deleteRecord(scope: string, key: string): string {
  return `{"s":${JSON.stringify(scope)},"k":${JSON.stringify(key)},"d":true}`;
}

/** The log line of record number `seq`, whose JSON is `json`. */
export function logLine(seq: number, json: string): string {
  const body = `${seq} ${json}`;
  return `${crc32(body).toString(16).padStart(8, '0')} ${body}\n`;
}

/** A record read back. */
interface LogRecord {
  s: string;
  k: string;
  v?: unknown;
  d?: true;
  /** Absent in format 1. */
  seq?: number;
}

/** The record in one line, or undefined when the line is not a whole, valid record. */
function parseLine(buffer: Buffer, start: number, end: number): LogRecord | undefined {
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
  try {
    const record = JSON.parse(json.toString('utf8')) as { s?: unknown; k?: unknown; v?: unknown; d?: unknown };
    if (typeof record.s !== 'string' || typeof record.k !== 'string' || (record.d !== true && !('v' in record)))
      return undefined;
    return { ...(record as LogRecord), ...(seq === undefined ? {} : { seq }) };
  } catch {
    return undefined;
  }
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
  /** Valid records applied to the table. */
  records: number;
  /** The number of the last record applied (0 when none). */
  lastSeq: number;
  /** Bytes from the start up to the first damage (the whole file when there is none). */
  goodBytes: number;
  /** Damage followed by a valid record: not a write cut short, which can only be at the end. */
  middle: Damage[];
  /** Valid records after the first damage in the middle (applied only when skipping damage). */
  recordsAfterDamage: number;
  /** Damage that runs to the end of the file. */
  tail: Damage | undefined;
}

/**
 * Reads the log in `buffer` into `table`. Normally it applies the records before the first damage
 * only, and reads on just to describe what follows; with `skipDamage` it applies every valid record
 * (records are whole values, so a later one of an entry replaces any it follows), except one numbered
 * at or below a record already applied, which a repeated stretch of the file would bring back.
 */
export function scanLog(buffer: Buffer, table: MemoryTable, skipDamage = false): Scan {
  const scan: Scan = { records: 0, lastSeq: 0, goodBytes: 0, middle: [], recordsAfterDamage: 0, tail: undefined };
  let numbered = false;
  let open: Damage | undefined;
  let start = 0;
  let line = 1;
  while (start < buffer.length) {
    let end = buffer.indexOf(NEWLINE, start);
    const whole = end !== -1;
    if (!whole) end = buffer.length;
    const record = whole ? parseLine(buffer, start, end) : undefined;
    if (!record) {
      open ??= { offset: start, end: buffer.length, line, missing: undefined, lines: 0 };
      if (whole) open.lines++;
    } else {
      const seq = record.seq ?? scan.lastSeq + 1;
      const stale = numbered && seq <= scan.lastSeq;
      const gap = numbered && record.seq !== undefined && seq !== scan.lastSeq + 1;
      if (open || gap) {
        const damage = open ?? { offset: start, end: start, line, missing: undefined, lines: 0 };
        damage.end = start;
        damage.missing = numbered && record.seq !== undefined && !stale ? seq - scan.lastSeq - 1 : undefined;
        scan.middle.push(damage);
        open = undefined;
      }
      const damaged = scan.middle.length > 0;
      if (damaged) scan.recordsAfterDamage++;
      if (!stale && (!damaged || skipDamage)) {
        if (record.d) table.delete(record.s, record.k);
        else table.set(record.s, record.k, JSON.stringify(record.v));
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
 * Writes every entry of `table`, numbered from `firstSeq`, into a new log that replaces the one in
 * `dir` atomically. Returns its size and the number of its last record.
 */
export async function writeSnapshot(
  table: MemoryTable,
  dir: string,
  firstSeq: number,
): Promise<{ size: number; lastSeq: number }> {
  const parts: string[] = [];
  let seq = firstSeq - 1;
  for (const [scope, key, text] of table.all()) parts.push(logLine(++seq, setRecord(scope, key, text)));
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
  return { size: Buffer.byteLength(data), lastSeq: seq };
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
