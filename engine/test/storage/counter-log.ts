/**
 * A tiny owner of a record log that is not svc-state: named counters, each change an `add`
 * record, each snapshot one `is` record per counter. The storage tests use it to show that the
 * log serves any owner.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, type Fields } from '../../src/log.js';
import { RecordLog, type RecordLogOptions } from '../../src/storage/record-log.js';

/** A counter record: `{"c":name,"add":n}` for a change, `{"c":name,"is":n}` in a snapshot. */
export type CounterRecord = { c: string; add: number } | { c: string; is: number };

/** A fresh temporary directory. */
export const tempDir = () => mkdtempSync(join(tmpdir(), 'svc-storage-'));

/** A logger that keeps its lines, parsed. */
export function recordingLogger() {
  const lines: (Fields & { level: string; msg: string })[] = [];
  const logger = createLogger('debug', (line) => void lines.push(JSON.parse(line)));
  /** The first line with this message. */
  const find = (msg: string) => lines.find((line) => line.msg === msg);
  return { logger, lines, find };
}

/** The options of a counter log, other than its name, owner and logger. */
export type CounterSettings = Partial<Pick<RecordLogOptions<CounterRecord>, 'durability' | 'batchWindowMs'>> &
  Partial<Pick<RecordLogOptions<CounterRecord>, 'compactMinBytes' | 'recovery'>>;

/** Named counters kept in a record log called `counter`. */
export class Counters {
  readonly counts = new Map<string, number>();
  log!: RecordLog<CounterRecord>;

  /** The record log options of these counters: how they replay and snapshot. */
  options(settings: CounterSettings): Omit<RecordLogOptions<CounterRecord>, 'owner' | 'logger'> {
    return {
      name: 'counter',
      durability: settings.durability ?? 'fsync',
      batchWindowMs: settings.batchWindowMs ?? 1000,
      compactMinBytes: settings.compactMinBytes,
      recovery: settings.recovery,
      decode: (value) => {
        const record = value as Partial<Record<'c' | 'add' | 'is', unknown>>;
        const ok = typeof record.c === 'string' && (Number.isInteger(record.add) || Number.isInteger(record.is));
        return ok ? (record as CounterRecord) : undefined;
      },
      replay: (record) =>
        void this.counts.set(record.c, 'is' in record ? record.is : (this.counts.get(record.c) ?? 0) + record.add),
      snapshot: () => [...this.counts].map(([c, is]) => JSON.stringify({ c, is })),
      liveBytes: () => this.counts.size * 24,
    };
  }

  /** Opens the counters in `dir` on their own (outside a module host). */
  static async open(dir: string, settings: CounterSettings = {}, logger = recordingLogger().logger) {
    const counters = new Counters();
    counters.log = await RecordLog.open(dir, { ...counters.options(settings), owner: 'svc-counter', logger });
    return counters;
  }

  /** Adds `by` to a counter; resolves with its new value once the log acknowledges it. */
  add(name: string, by = 1): number | Promise<number> {
    this.log.check();
    const value = (this.counts.get(name) ?? 0) + by;
    this.counts.set(name, value);
    return this.log.append(JSON.stringify({ c: name, add: by }), value);
  }
}
