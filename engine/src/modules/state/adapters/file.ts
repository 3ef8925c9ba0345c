/**
 * The `file_based` adapter: the live data in memory (the same table as `in_memory`), every change
 * appended to the engine's durable record log (`storage/record-log.ts`) called `state`, so the
 * directory holds `state.log`, `state.manifest` and `state.lock`. The log does group commit,
 * durability, compaction and damage; this file says what a state record is:
 *
 *     {"s":scope,"k":key,"v":value}     a set (the value's JSON text embedded as is)
 *     {"s":scope,"k":key,"d":true}      a delete
 *
 * A record holds a whole value, so replaying the records in order rebuilds the table, and a
 * snapshot is one set per entry.
 */
import type { Logger } from '../../../log.js';
import { RecordLog, type RecordLogOptions } from '../../../storage/record-log.js';
import type { Recovery } from '../../../storage/recovery.js';
import type { ChangeFn, Page, PageQuery, StateAdapter } from './adapter.js';
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
  /** What the user allowed for this start when the log is missing or damaged (`SVC_STATE_RECOVERY`). */
  recovery?: Recovery;
  /** Name of the record log (`<name>.log`) and the module it belongs to; `state` of `svc-state` unless set. */
  log?: { name: string; owner: string };
  logger: Logger;
}

/** Opens a record log: the module host's `storage.openLog` in the engine, `RecordLog.open` outside it. */
export type OpenLog = <R>(dir: string, options: RecordLogOptions<R>) => Promise<RecordLog<R>>;

/** A state record read back. */
interface StateRecord {
  s: string;
  k: string;
  v?: unknown;
  d?: true;
}

/** The JSON of a set; `text` is the value's JSON text, embedded as is. */
export function setRecord(scope: string, key: string, text: string): string {
  return `{"s":${JSON.stringify(scope)},"k":${JSON.stringify(key)},"v":${text}}`;
}

/** The JSON of a delete. */
export function deleteRecord(scope: string, key: string): string {
  return `{"s":${JSON.stringify(scope)},"k":${JSON.stringify(key)},"d":true}`;
}

function decodeRecord(value: unknown): StateRecord | undefined {
  const record = value as { s?: unknown; k?: unknown; v?: unknown; d?: unknown } | null;
  if (typeof record !== 'object' || record === null) return undefined;
  if (typeof record.s !== 'string' || typeof record.k !== 'string' || (record.d !== true && !('v' in record)))
    return undefined;
  return record as StateRecord;
}

function* snapshotOf(table: MemoryTable): Generator<string> {
  for (const [scope, key, text] of table.all()) yield setRecord(scope, key, text);
}

/** Rough size of an entry's record, to tell when the log is mostly dead records. */
const recordSize = (scope: string, key: string, text: string) => scope.length + key.length + text.length + 32;

/** The `file_based` adapter. */
export class FileAdapter implements StateAdapter {
  private liveBytes = 0;

  private constructor(
    private readonly table: MemoryTable,
    private readonly log: RecordLog<StateRecord>,
  ) {
    for (const [scope, key, text] of table.all()) this.liveBytes += recordSize(scope, key, text);
  }

  /** Opens (or creates) the store in `options.dir`; rejects with `store_unavailable` when it cannot be written. */
  static async open(options: FileAdapterOptions, openLog: OpenLog = RecordLog.open): Promise<FileAdapter> {
    const table = new MemoryTable();
    let adapter: FileAdapter | undefined;
    const log = await openLog<StateRecord>(options.dir, {
      name: options.log?.name ?? 'state',
      owner: options.log?.owner ?? 'svc-state',
      pathSetting: 'adapter.path',
      durability: options.durability,
      batchWindowMs: options.batchWindowMs,
      compactMinBytes: options.compactMinBytes,
      recovery: options.recovery,
      logger: options.logger,
      decode: decodeRecord,
      replay: (record) => {
        if (record.d) table.delete(record.s, record.k);
        else table.set(record.s, record.k, JSON.stringify(record.v));
      },
      snapshot: () => snapshotOf(table),
      liveBytes: () => adapter?.liveBytes ?? 0,
    });
    adapter = new FileAdapter(table, log);
    return adapter;
  }

  get(scope: string, key: string): string | undefined | Promise<string | undefined> {
    this.log.check();
    return this.log.afterSynced(this.table.get(scope, key));
  }

  set(scope: string, key: string, text: string): string | undefined | Promise<string | undefined> {
    this.log.check();
    const old = this.table.set(scope, key, text);
    this.liveBytes += recordSize(scope, key, text) - (old === undefined ? 0 : recordSize(scope, key, old));
    return this.log.append(setRecord(scope, key, text), old);
  }

  delete(scope: string, key: string): string | undefined | Promise<string | undefined> {
    this.log.check();
    const old = this.table.delete(scope, key);
    if (old === undefined) return this.log.afterSynced(undefined);
    this.liveBytes -= recordSize(scope, key, old);
    return this.log.append(deleteRecord(scope, key), old);
  }

  modify<R>(scope: string, key: string, change: ChangeFn<R>): R | Promise<R> {
    this.log.check();
    const old = this.table.get(scope, key);
    const { result, wrote } = modifyTable(this.table, scope, key, change);
    if (wrote === undefined) return this.log.afterSynced(result);
    this.liveBytes += recordSize(scope, key, wrote) - (old === undefined ? 0 : recordSize(scope, key, old));
    return this.log.append(setRecord(scope, key, wrote), result);
  }

  list(scope: string): [string, string][] | Promise<[string, string][]> {
    this.log.check();
    return this.log.afterSynced(this.table.list(scope));
  }

  listGroups(): string[] | Promise<string[]> {
    this.log.check();
    return this.log.afterSynced(this.table.groups());
  }

  listKeys(scope: string, query: PageQuery): Page | Promise<Page> {
    this.log.check();
    return this.log.afterSynced(this.table.page(scope, query));
  }

  whenDurable(): Promise<void> | undefined {
    return this.log.whenDurable();
  }

  close(): Promise<void> {
    return this.log.close();
  }
}
