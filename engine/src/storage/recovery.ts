/**
 * Reading a record log at open, and what is done about damage. Nothing is thrown away: damaged
 * bytes are moved to `<name>.log.damaged-<time>` next to the log (never overwritten) and the log
 * line says how many records were dropped.
 *
 * - Zeroes after the last record are free space (`free-space.ts`), not damage: nothing is said or
 *   moved; the log's next records are written over them.
 * - Damage at the end (a record cut short by a crash, garbage, zeroes before anything that is not
 *   a record): the bytes from the first damaged one to the last that is not zero are moved aside
 *   and the log is cut there. The records dropped are counted from the
 *   manifest's last acknowledged record; when nothing acknowledged was lost (a write cut short
 *   before its sync), it is a warning.
 * - Damage followed by valid records (or records missing between valid ones): not something a
 *   crash does to a log written one batch after the other, so the log does not open, naming the
 *   byte offset, unless
 *   the recovery is `skip_damaged`: then every valid record is kept, the whole damaged log is
 *   copied aside, and the log is rewritten from the owner's snapshot of what was kept.
 *   One crash can leave that: a power loss in the middle of a batch written over free space may
 *   keep a later page of it and not an earlier one, so zeroes stand between the records before
 *   the batch and some of its own. Those records were never acknowledged (the batch's write had
 *   not returned), but nothing on disk tells such a hole from damage to acknowledged records (the
 *   manifest is not synced, so after a power loss it may name an older record), so the rule
 *   stays: the log does not open, and `skip_damaged` keeps the records on both sides.
 * - A missing (or emptied) log where the manifest says one was kept: the log does not open,
 *   unless the recovery is `start_empty`.
 *
 * The user allows a recovery for one start with an environment variable named after the log
 * (`SVC_<NAME>_RECOVERY`: `SVC_STATE_RECOVERY` for `state`).
 */
import { open, readFile, rm, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { EngineError } from '../errors.js';
import type { Logger } from '../log.js';
import { StorageErrorCode } from './errors.js';
import {
  type Damage,
  type Decode,
  type LogFiles,
  type Scan,
  recordsEnd,
  scanLog,
  syncDirectory,
  writeSnapshot,
} from './log-format.js';
import { readManifest } from './manifest.js';

/** What the user allowed for one start. */
export type Recovery = 'start_empty' | 'skip_damaged';

/** The environment variable that allows a recovery of the log called `name`. */
export function recoveryVariable(name: string): string {
  return `SVC_${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_RECOVERY`;
}

/** The recovery the environment allows for this start of the log called `name`, if any. */
export function recoveryFromEnv(
  name: string,
  owner: string,
  env: NodeJS.ProcessEnv = process.env,
): Recovery | undefined {
  const variable = recoveryVariable(name);
  const value = env[variable];
  if (!value) return undefined;
  if (value === 'start_empty' || value === 'skip_damaged') return value;
  throw new EngineError(
    StorageErrorCode.storeUnavailable,
    `${owner}: ${variable} is ${JSON.stringify(value)}; it takes start_empty or skip_damaged ` +
      `(${owner} README), or leave it unset`,
  );
}

/** What reading a log needs: where it is, who owns it, and how its records are replayed. */
export interface LoadContext<R> {
  dir: string;
  files: LogFiles;
  /** The log's name, in log lines (`state log damaged at its end`). */
  name: string;
  /** Who opened it, at the start of error messages (`svc-state`). */
  owner: string;
  recovery: Recovery | undefined;
  logger: Logger;
  decode: Decode<R>;
  replay(record: R): void;
  /** Records that rebuild what was replayed, to rewrite a log damaged in the middle. */
  snapshot(): Iterable<string>;
}

/** The log as read: the size of its records, the number of the last, and the size of its file. */
export interface LoadedLog {
  size: number;
  lastSeq: number;
  /** Its records, then its free space (zeroes). */
  fileBytes: number;
}

/** Reads the log in `context.dir`, replaying its records, dealing with damage as described above. */
export async function loadLog<R>(context: LoadContext<R>): Promise<LoadedLog> {
  const { dir, files, name, logger, recovery } = context;
  const path = join(dir, files.log);
  const variable = recoveryVariable(name);
  // A snapshot that was being written when the engine stopped never replaced the log: discard it.
  await rm(join(dir, files.compacting), { force: true });
  const known = await readManifest(dir, files);
  const acknowledged = known.exists ? known.lastSeq : undefined;
  if (known.exists && acknowledged === undefined)
    logger.warn(`the ${name} manifest is unreadable; records lost at the end of the log cannot be counted`, {
      path: join(dir, files.manifest),
    });
  const buffer = await readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (known.exists && (buffer === undefined || (buffer.length === 0 && acknowledged !== 0))) {
    if (recovery !== 'start_empty') throw missingLog(context, path, buffer === undefined, acknowledged);
    logger.warn(`started an empty store in place of a missing log, as ${variable}=start_empty asked`, {
      path,
      records_before: acknowledged,
    });
    return { size: 0, lastSeq: 0, fileBytes: 0 };
  }
  if (!buffer) return { size: 0, lastSeq: 0, fileBytes: 0 };
  const records = buffer.subarray(0, recordsEnd(buffer));
  const scan = scanLog(records, context.decode, context.replay, recovery === 'skip_damaged');
  if (scan.middle.length > 0) {
    if (recovery !== 'skip_damaged') throw damagedLog(context, path, records, scan);
    return skipDamage(context, records, scan, acknowledged);
  }
  let fileBytes = buffer.length;
  if (scan.tail) {
    await cutTail(context, records, scan, acknowledged);
    fileBytes = scan.tail.offset;
  } else if (acknowledged !== undefined && acknowledged > scan.lastSeq)
    logger.error(`${name} log ends before its last acknowledged record: records dropped`, {
      path,
      dropped_records: acknowledged - scan.lastSeq,
      dropped_count: 'exact',
      kept_records: scan.records,
    });
  if (recovery) logger.warn(`${variable} is set but the store needed no recovery; unset it`, { path });
  return { size: scan.goodBytes, lastSeq: scan.lastSeq, fileBytes };
}

/**
 * Moves the damaged end of the log (`buffer`: its records, without the free space) aside, cuts the
 * log before it, and says what was dropped.
 */
async function cutTail<R>(
  { dir, files, name, logger }: LoadContext<R>,
  buffer: Buffer,
  scan: Scan,
  acknowledged: number | undefined,
): Promise<void> {
  const path = join(dir, files.log);
  const tail = scan.tail!;
  const movedTo = await keepAside(dir, files, buffer.subarray(tail.offset));
  await truncate(path, tail.offset);
  const handle = await open(path, 'r+');
  await handle.sync().finally(() => handle.close());
  const fields = {
    path,
    moved_to: movedTo,
    offset: tail.offset,
    bytes: buffer.length - tail.offset,
    kept_records: scan.records,
  };
  const dropped = `${name} log damaged at its end: records dropped`;
  if (acknowledged === undefined)
    logger.error(dropped, { ...fields, dropped_records: Math.max(tail.lines, 1), dropped_count: 'at_least' });
  else if (acknowledged > scan.lastSeq)
    logger.error(dropped, { ...fields, dropped_records: acknowledged - scan.lastSeq, dropped_count: 'exact' });
  else logger.warn(`${name} log ended in a write cut short before it was acknowledged; no record dropped`, fields);
}

/**
 * Keeps every valid record of a log damaged in the middle (the scan replayed them all), copying
 * the whole log aside first and rewriting it from the owner's snapshot.
 */
async function skipDamage<R>(
  context: LoadContext<R>,
  buffer: Buffer,
  scan: Scan,
  acknowledged: number | undefined,
): Promise<LoadedLog> {
  const { dir, files, name, logger } = context;
  const movedTo = await keepAside(dir, files, buffer);
  const { size, lastSeq } = await writeSnapshot(context.snapshot(), dir, files, scan.lastSeq + 1);
  const stretches = scan.tail ? [...scan.middle, scan.tail] : scan.middle;
  let dropped = 0;
  let exact = true;
  for (const damage of stretches) {
    if (damage === scan.tail && acknowledged !== undefined) dropped += Math.max(acknowledged - scan.lastSeq, 0);
    else if (damage.missing !== undefined) dropped += damage.missing;
    else {
      dropped += Math.max(damage.lines, damage.end > damage.offset ? 1 : 0);
      exact = false;
    }
  }
  logger.error(`${name} log damaged: kept every valid record, as ${recoveryVariable(name)}=skip_damaged asked`, {
    path: join(dir, files.log),
    moved_to: movedTo,
    damaged_at: stretches.map((damage) => damage.offset),
    kept_records: scan.records,
    dropped_records: dropped,
    dropped_count: exact ? 'exact' : 'at_least',
  });
  return { size, lastSeq, fileBytes: size };
}

/** Writes `bytes` to a new `<name>.log.damaged-<time>` file next to the log; returns its path. */
async function keepAside(dir: string, files: LogFiles, bytes: Buffer): Promise<string> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (let n = 1; ; n++) {
    const path = join(dir, `${files.log}.damaged-${stamp}${n === 1 ? '' : `-${n}`}`);
    try {
      const handle = await open(path, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await syncDirectory(dir);
      return path;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

function missingLog<R>(
  { files, name, owner }: LoadContext<R>,
  path: string,
  missing: boolean,
  acknowledged: number | undefined,
): EngineError {
  const records = acknowledged === undefined ? '' : ` (records written: ${acknowledged})`;
  return new EngineError(
    StorageErrorCode.storeUnavailable,
    `${owner}: ${path} is ${missing ? 'missing' : 'empty'}, ` +
      `but ${files.manifest} next to it says a store was kept here${records}. ` +
      `${owner} does not start empty in its place: restore the log from a backup, ` +
      `or start once with ${recoveryVariable(name)}=start_empty to begin with an empty store.`,
  );
}

function damagedLog<R>({ files, name, owner }: LoadContext<R>, path: string, buffer: Buffer, scan: Scan): EngineError {
  const first: Damage = scan.middle[0]!;
  const what =
    first.end > first.offset
      ? `${first.end - first.offset} bytes that are not a valid record`
      : `${first.missing ?? 'some'} records missing before the record there`;
  return new EngineError(
    StorageErrorCode.storeUnavailable,
    `${owner}: ${path} is damaged at byte ${first.offset} (line ${first.line}): ${what}, ` +
      `with ${scan.recordsAfterDamage} valid records after it in ${buffer.length} bytes. ` +
      `A crash of the engine cannot do that, and ${owner} does not drop valid records silently: ` +
      `restore the log from a backup, or start once with ${recoveryVariable(name)}=skip_damaged ` +
      `to keep every valid record (the damaged log is copied to ${files.log}.damaged-<time> first).`,
  );
}
