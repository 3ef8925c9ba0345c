/**
 * Reading a `file_based` store's log at start, and what is done about damage. Nothing is thrown
 * away: damaged bytes are moved to `state.log.damaged-<time>` next to the log (never overwritten)
 * and the log line says how many records were dropped.
 *
 * - Damage at the end (a record cut short by a crash, zeroes, garbage): the bytes from the first
 *   damaged one are moved aside and the log is cut there. The records dropped are counted from the
 *   manifest's last acknowledged record; when nothing acknowledged was lost (a write cut short
 *   before its sync), it is a warning.
 * - Damage followed by valid records (or records missing between valid ones): not something a
 *   crash does to an append-only log, so the engine does not start, naming the byte offset,
 *   unless `SVC_STATE_RECOVERY=skip_damaged`: then every valid record is kept, the whole damaged
 *   log is copied aside, and the log is rewritten from what was kept.
 * - A missing (or emptied) log where the manifest says a store was kept: the engine does not start,
 *   unless `SVC_STATE_RECOVERY=start_empty`.
 */
import { open, readFile, rm, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { EngineError } from '../../../errors.js';
import type { Logger } from '../../../log.js';
import { StateErrorCode } from '../errors.js';
import { type Damage, FILES, type Scan, scanLog, syncDirectory, writeSnapshot } from './file-log.js';
import { readManifest } from './file-manifest.js';
import type { MemoryTable } from './memory.js';

/** What the user allowed for one start (`SVC_STATE_RECOVERY`). */
export type Recovery = 'start_empty' | 'skip_damaged';

/** The environment variable that allows a recovery. */
export const RECOVERY_VARIABLE = 'SVC_STATE_RECOVERY';

/** The log as read: its size and the number of its last record. */
export interface LoadedLog {
  size: number;
  lastSeq: number;
}

/** Reads the log of the store in `dir` into `table`, dealing with damage as described above. */
export async function loadLog(
  dir: string,
  table: MemoryTable,
  logger: Logger,
  recovery: Recovery | undefined,
): Promise<LoadedLog> {
  const path = join(dir, FILES.log);
  // A snapshot that was being written when the engine stopped never replaced the log: discard it.
  await rm(join(dir, FILES.compacting), { force: true });
  const known = await readManifest(dir);
  const acknowledged = known.exists ? known.lastSeq : undefined;
  if (known.exists && acknowledged === undefined)
    logger.warn('the state manifest is unreadable; records lost at the end of the log cannot be counted', {
      path: join(dir, FILES.manifest),
    });
  const buffer = await readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (known.exists && (buffer === undefined || (buffer.length === 0 && acknowledged !== 0))) {
    if (recovery !== 'start_empty') throw missingLog(path, buffer === undefined, acknowledged);
    logger.warn('started an empty store in place of a missing log, as SVC_STATE_RECOVERY=start_empty asked', {
      path,
      records_before: acknowledged,
    });
    return { size: 0, lastSeq: 0 };
  }
  if (!buffer) return { size: 0, lastSeq: 0 };
  const scan = scanLog(buffer, table);
  if (scan.middle.length > 0) {
    if (recovery !== 'skip_damaged') throw damagedLog(path, buffer, scan);
    return skipDamage(dir, buffer, table, logger, acknowledged);
  }
  if (scan.tail) await cutTail(dir, buffer, scan, logger, acknowledged);
  else if (acknowledged !== undefined && acknowledged > scan.lastSeq)
    logger.error('state log ends before its last acknowledged record: records dropped', {
      path,
      dropped_records: acknowledged - scan.lastSeq,
      dropped_count: 'exact',
      kept_records: scan.records,
    });
  if (recovery) logger.warn(`${RECOVERY_VARIABLE} is set but the store needed no recovery; unset it`, { path });
  return { size: scan.goodBytes, lastSeq: scan.lastSeq };
}

/** Moves the damaged end of the log aside, cuts the log before it, and says what was dropped. */
async function cutTail(
  dir: string,
  buffer: Buffer,
  scan: Scan,
  logger: Logger,
  acknowledged: number | undefined,
): Promise<void> {
  const path = join(dir, FILES.log);
  const tail = scan.tail!;
  const movedTo = await keepAside(dir, buffer.subarray(tail.offset));
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
  if (acknowledged === undefined)
    logger.error('state log damaged at its end: records dropped', {
      ...fields,
      dropped_records: Math.max(tail.lines, 1),
      dropped_count: 'at_least',
    });
  else if (acknowledged > scan.lastSeq)
    logger.error('state log damaged at its end: records dropped', {
      ...fields,
      dropped_records: acknowledged - scan.lastSeq,
      dropped_count: 'exact',
    });
  else logger.warn('state log ended in a write cut short before it was acknowledged; no record dropped', fields);
}

/** Keeps every valid record of a log damaged in the middle, copying the whole log aside first. */
async function skipDamage(
  dir: string,
  buffer: Buffer,
  table: MemoryTable,
  logger: Logger,
  acknowledged: number | undefined,
): Promise<LoadedLog> {
  table.clear();
  const scan = scanLog(buffer, table, true);
  const movedTo = await keepAside(dir, buffer);
  const { size, lastSeq } = await writeSnapshot(table, dir, scan.lastSeq + 1);
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
  logger.error('state log damaged: kept every valid record, as SVC_STATE_RECOVERY=skip_damaged asked', {
    path: join(dir, FILES.log),
    moved_to: movedTo,
    damaged_at: stretches.map((damage) => damage.offset),
    kept_records: scan.records,
    dropped_records: dropped,
    dropped_count: exact ? 'exact' : 'at_least',
  });
  return { size, lastSeq };
}

/** Writes `bytes` to a new `state.log.damaged-<time>` file next to the log; returns its path. */
async function keepAside(dir: string, bytes: Buffer): Promise<string> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (let n = 1; ; n++) {
    const path = join(dir, `${FILES.log}.damaged-${stamp}${n === 1 ? '' : `-${n}`}`);
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

function missingLog(path: string, missing: boolean, acknowledged: number | undefined): EngineError {
  const records = acknowledged === undefined ? '' : ` (records written: ${acknowledged})`;
  return new EngineError(
    StateErrorCode.storeUnavailable,
    `svc-state: ${path} is ${missing ? 'missing' : 'empty'}, but ${FILES.manifest} next to it says a store was kept here${records}. ` +
      `svc-state does not start empty in its place: restore the log from a backup, or start once with ${RECOVERY_VARIABLE}=start_empty to begin with an empty store.`,
  );
}

function damagedLog(path: string, buffer: Buffer, scan: Scan): EngineError {
  const first: Damage = scan.middle[0]!;
  const what =
    first.end > first.offset
      ? `${first.end - first.offset} bytes that are not a valid record`
      : `${first.missing ?? 'some'} records missing before the record there`;
  return new EngineError(
    StateErrorCode.storeUnavailable,
    `svc-state: ${path} is damaged at byte ${first.offset} (line ${first.line}): ${what}, with ${scan.recordsAfterDamage} valid records after it in ${buffer.length} bytes. ` +
      `A crash cannot do that to an append-only log, and svc-state does not drop valid records silently: restore the log from a backup, ` +
      `or start once with ${RECOVERY_VARIABLE}=skip_damaged to keep every valid record (the damaged log is copied to ${FILES.log}.damaged-<time> first).`,
  );
}
