/**
 * The record log with an owner that is not svc-state (counters, `counter-log.ts`), on a real
 * disk: its records replay, it compacts into the owner's snapshot, damage at its end is moved
 * aside with the dropped records counted, damage in the middle and a missing log are refused
 * unless a recovery allows them, and its directory is locked while it is open.
 */
import { constants, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logFiles, recordsEnd } from '../../src/storage/log-format.js';
import { readManifest } from '../../src/storage/manifest.js';
import { Counters, recordingLogger, tempDir } from './counter-log.js';

/** Adds 1 to counter `a` `times` times, all in flight at once, then closes the log. */
async function addAndClose(dir: string, times: number): Promise<void> {
  const counters = await Counters.open(dir);
  await Promise.all(Array.from({ length: times }, () => counters.add('a')));
  await counters.log.close();
}

/** Resolves once `done()` holds, checking every 10 ms for up to 10 s. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 10_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const lines = (path: string) => readFileSync(path, 'utf8').split('\n').slice(0, -1);

/** The flags this process opened `path` with (Linux: `/proc/self/fdinfo`), or undefined when it is not open. */
function openFlags(path: string): number | undefined {
  for (const fd of readdirSync('/proc/self/fd')) {
    let target: string;
    try {
      target = readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      continue; // the fd of the listing itself, closed by now
    }
    if (target !== path) continue;
    const flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'))?.[1];
    return flags === undefined ? undefined : Number.parseInt(flags, 8);
  }
  return undefined;
}

describe('a record log owned by counters', () => {
  it('keeps its files under its own name and replays its records at the next open', async () => {
    const dir = tempDir();
    const counters = await Counters.open(dir);
    expect(await counters.add('a', 2)).toBe(2);
    expect(await counters.add('b', 5)).toBe(5);
    expect(await counters.add('a', 3)).toBe(5);
    await counters.log.close();
    expect(readdirSync(dir).sort()).toEqual(['counter.log', 'counter.manifest']);
    expect(lines(join(dir, 'counter.log'))).toEqual([
      expect.stringMatching(/^[0-9a-f]{8} 1 \{"c":"a","add":2\}$/),
      expect.stringMatching(/^[0-9a-f]{8} 2 \{"c":"b","add":5\}$/),
      expect.stringMatching(/^[0-9a-f]{8} 3 \{"c":"a","add":3\}$/),
    ]);

    const reopened = await Counters.open(dir);
    expect(Object.fromEntries(reopened.counts)).toEqual({ a: 5, b: 5 });
    expect(reopened.log.lastSeq).toBe(3);
    expect(await reopened.add('b')).toBe(6);
    await reopened.log.close();
  });

  it('compacts into the snapshot its owner gives, and reopens to the same counts', async () => {
    const dir = tempDir();
    const { logger, find } = recordingLogger();
    const counters = await Counters.open(dir, { compactMinBytes: 2048 }, logger);
    for (let round = 0; round < 50; round++)
      await Promise.all(['a', 'b', 'c'].map((name) => counters.add(name, round)));
    await counters.log.close();
    expect(find('counter log compacted')).toBeDefined();
    // 150 records of ~30 bytes were written; compaction keeps the log near its threshold.
    expect(statSync(join(dir, 'counter.log')).size).toBeLessThan(4096);
    const compacted = lines(join(dir, 'counter.log'));
    expect(compacted.some((line) => line.includes('"is":'))).toBe(true);
    // Numbers go on across a snapshot: it never reuses those of the records it replaced.
    expect(Number(compacted[0]!.split(' ')[1])).toBeGreaterThan(3);
    const reopened = await Counters.open(dir);
    const sum = (50 * 49) / 2;
    expect(Object.fromEntries(reopened.counts)).toEqual({ a: sum, b: sum, c: sum });
    await reopened.log.close();
  });

  it('counts the appends made while a compaction waits for a fill of free space once', async () => {
    const dir = tempDir();
    const first = await Counters.open(dir);
    for (let i = 0; i < 100; i++) await first.add('a');
    await first.log.close();
    // Reopened with a lower threshold: the open starts a fill of free space (a clean close cut it
    // off), and the first append compacts, waiting for that fill while more appends come.
    const counters = await Counters.open(dir, { compactMinBytes: 1024 });
    const adds = [counters.add('a')];
    for (let i = 0; i < 50; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      adds.push(counters.add('a'));
    }
    await Promise.all(adds);
    await counters.log.close();
    const reopened = await Counters.open(dir);
    expect(reopened.counts.get('a')).toBe(151);
    await reopened.log.close();
  });

  it('moves damage at its end aside, cuts the log there, and counts the acknowledged records it dropped', async () => {
    const dir = tempDir();
    const path = join(dir, 'counter.log');
    await addAndClose(dir, 100);
    const original = readFileSync(path);
    const written = lines(path);
    // Zeroes from the middle of the third record from the end to the end of the file: the record
    // cut short is damage, the zeroes after it free space.
    const cut = original.length - (written.at(-1)!.length + written.at(-2)!.length + written.at(-3)!.length + 3);
    const damaged = Buffer.from(original);
    damaged.fill(0, cut + 10);
    writeFileSync(path, damaged);

    const { logger, find } = recordingLogger();
    const counters = await Counters.open(dir, {}, logger);
    expect(counters.counts.get('a')).toBe(97);
    const report = find('counter log damaged at its end: records dropped');
    expect(report).toMatchObject({
      level: 'error',
      dropped_records: 3,
      dropped_count: 'exact',
      kept_records: 97,
      offset: cut,
      bytes: 10,
    });
    expect(report!.moved_to).toMatch(/\/counter\.log\.damaged-[^/]+$/);
    expect(readFileSync(report!.moved_to as string).equals(damaged.subarray(cut, cut + 10))).toBe(true);
    expect(readFileSync(path).subarray(0, cut).equals(original.subarray(0, cut))).toBe(true);
    expect(await counters.add('a')).toBe(98);
    await counters.log.close();
    expect(lines(path)).toHaveLength(98);
    expect(statSync(path).size).toBe(recordsEnd(readFileSync(path)));
  });

  it('has its manifest name the last acknowledged record by the time the append is answered', async () => {
    const dir = tempDir();
    const counters = await Counters.open(dir);
    for (let i = 1; i <= 3; i++) {
      await counters.add('a');
      // What a `kill -9` right after the answer would leave for the next open to count from (read
      // at once: the answer's own turn has not ended).
      const manifest = readFileSync(join(dir, 'counter.manifest'), 'utf8');
      expect(JSON.parse(manifest.slice(9))).toEqual({ format: 2, last_seq: i });
    }
    await Promise.all([counters.add('a'), counters.add('a')]);
    await counters.log.close();
    expect(await readManifest(dir, logFiles('counter'))).toEqual({ exists: true, lastSeq: 5 });
  });

  it('refuses damage in the middle, naming its byte; skip_damaged keeps every valid record', async () => {
    const dir = tempDir();
    const path = join(dir, 'counter.log');
    await addAndClose(dir, 5);
    const log = readFileSync(path);
    const second = log.indexOf(0x0a) + 1;
    log[second + 12] = log[second + 12]! ^ 0x01;
    writeFileSync(path, log);
    await expect(Counters.open(dir)).rejects.toMatchObject({
      code: 'store_unavailable',
      message: expect.stringMatching(
        /^svc-counter: \S+counter\.log is damaged at byte \d+ \(line 2\)[\s\S]*SVC_COUNTER_RECOVERY=skip_damaged/,
      ),
    });
    expect(readFileSync(path).equals(log)).toBe(true);

    const { logger, find } = recordingLogger();
    const counters = await Counters.open(dir, { recovery: 'skip_damaged' }, logger);
    expect(counters.counts.get('a')).toBe(4);
    expect(
      find('counter log damaged: kept every valid record, as SVC_COUNTER_RECOVERY=skip_damaged asked'),
    ).toMatchObject({ kept_records: 4, dropped_records: 1, dropped_count: 'exact', damaged_at: [second] });
    await counters.log.close();
    expect((await Counters.open(dir)).counts.get('a')).toBe(4);
  });

  it('refuses to open when its log is gone but its manifest is there, unless start_empty allows it', async () => {
    const dir = tempDir();
    await addAndClose(dir, 3);
    rmSync(join(dir, 'counter.log'));
    await expect(Counters.open(dir)).rejects.toMatchObject({
      code: 'store_unavailable',
      message: expect.stringMatching(
        new RegExp(
          'counter\\.log is missing, but counter\\.manifest next to it says a store was kept here ' +
            '\\(records written: 3\\)[\\s\\S]*SVC_COUNTER_RECOVERY=start_empty',
        ),
      ),
    });
    const counters = await Counters.open(dir, { recovery: 'start_empty' });
    expect(counters.counts.size).toBe(0);
    expect(await counters.add('a')).toBe(1);
    await counters.log.close();
  });

  it.runIf(process.platform === 'linux')(
    'writes its log durably, every write synced as it is made, also after a compaction',
    async () => {
      const dir = tempDir();
      const log = join(dir, 'counter.log');
      const counters = await Counters.open(dir, { compactMinBytes: 1024 });
      // O_DSYNC: a write returns once its bytes are on disk, as a write followed by fdatasync.
      // Not O_APPEND: batches are written at positions, into the free space after the last record.
      expect((openFlags(log)! & constants.O_DSYNC) !== 0).toBe(true);
      expect((openFlags(log)! & constants.O_APPEND) !== 0).toBe(false);
      for (let round = 0; round < 40; round++) await Promise.all(['a', 'b'].map((name) => counters.add(name, round)));
      expect(recordsEnd(readFileSync(log))).toBeLessThan(2048);
      expect((openFlags(log)! & constants.O_DSYNC) !== 0).toBe(true);
      await counters.log.close();
      expect(openFlags(log)).toBeUndefined();
    },
  );

  it('keeps synced zeroes after its last record while open, writes over them, gives them back at close', async () => {
    const dir = tempDir();
    const path = join(dir, 'counter.log');
    const counters = await Counters.open(dir, { compactMinBytes: 4096 });
    expect(await counters.add('a')).toBe(1);
    // The first chunk of free space is filled off the write path: wait for it.
    await until(() => statSync(path).size >= 1024 * 1024);
    const size = statSync(path).size;
    for (let i = 2; i <= 10; i++) expect(await counters.add('a')).toBe(i);
    const open = readFileSync(path);
    expect(open.length).toBe(size);
    expect(lines(path)).toHaveLength(10);
    expect(open.subarray(recordsEnd(open)).every((byte) => byte === 0)).toBe(true);
    // A compaction writes a new file, with its first chunk of free space already in it.
    for (let i = 11; i <= 300; i++) await counters.add('b');
    expect(lines(path).some((line) => line.includes('"is":'))).toBe(true);
    expect(statSync(path).size).toBeGreaterThanOrEqual(1024 * 1024);
    await counters.log.close();
    const closed = readFileSync(path);
    expect(closed.length).toBe(recordsEnd(closed));
    expect(closed.at(-1)).toBe(0x0a);
    const reopened = await Counters.open(dir);
    expect(Object.fromEntries(reopened.counts)).toEqual({ a: 10, b: 290 });
    await reopened.log.close();
  });

  it('reopens a log a crash left with free space without a word, and writes its next record over it', async () => {
    const dir = tempDir();
    const path = join(dir, 'counter.log');
    await addAndClose(dir, 5);
    const records = readFileSync(path);
    // What a kill -9 leaves: the records, then the zeroes of the free space.
    writeFileSync(path, Buffer.concat([records, Buffer.alloc(256 * 1024)]));
    const { logger, lines: logged } = recordingLogger();
    const counters = await Counters.open(dir, {}, logger);
    expect(counters.counts.get('a')).toBe(5);
    expect(await counters.add('a')).toBe(6);
    const after = readFileSync(path);
    expect(after.subarray(0, records.length).equals(records)).toBe(true);
    expect(after.toString('utf8', records.length, recordsEnd(after))).toMatch(/^[0-9a-f]{8} 6 \{"c":"a","add":1\}\n$/);
    expect(after.length).toBeGreaterThanOrEqual(records.length + 256 * 1024);
    await counters.log.close();
    expect(logged.filter((line) => line.level === 'warn' || line.level === 'error')).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(['counter.log', 'counter.manifest']);
    expect((await Counters.open(dir)).counts.get('a')).toBe(6);
  });

  it('still finds damage with free space around it: in a record, after the free space, a hole of zeroes', async () => {
    const dir = tempDir();
    const path = join(dir, 'counter.log');
    await addAndClose(dir, 5);
    const records = readFileSync(path);
    const free = Buffer.alloc(64 * 1024);
    const second = records.indexOf(0x0a) + 1;
    const third = records.indexOf(0x0a, second) + 1;

    // A flipped bit inside the second record, free space after the last.
    const flipped = Buffer.from(records);
    flipped[second + 12] = flipped[second + 12]! ^ 0x01;
    writeFileSync(path, Buffer.concat([flipped, free]));
    await expect(Counters.open(dir)).rejects.toMatchObject({
      message: expect.stringMatching(
        new RegExp(`damaged at byte ${second} \\(line 2\\).*3 valid records after it in ${records.length} bytes`),
      ),
    });

    // Zeroes over the second record, as a torn write could leave them: refused as damage in the
    // middle too (nothing on disk tells it from damage to acknowledged records).
    const hole = Buffer.from(records).fill(0, second, third - 1);
    writeFileSync(path, Buffer.concat([hole, free]));
    await expect(Counters.open(dir)).rejects.toMatchObject({
      message: expect.stringContaining(`damaged at byte ${second} (line 2): ${third - second} bytes`),
    });
    const { logger, find } = recordingLogger();
    const skipped = await Counters.open(dir, { recovery: 'skip_damaged' }, logger);
    expect(skipped.counts.get('a')).toBe(4);
    expect(
      find('counter log damaged: kept every valid record, as SVC_COUNTER_RECOVERY=skip_damaged asked'),
    ).toMatchObject({ kept_records: 4, dropped_records: 1, dropped_count: 'exact', damaged_at: [second] });
    await skipped.log.close();

    // Garbage after the free space (of a log the recovery rewrote as one snapshot record): moved aside
    // with the zeroes before it, nothing acknowledged lost.
    await addAndClose(dir, 0);
    const whole = readFileSync(path);
    writeFileSync(path, Buffer.concat([whole, free, Buffer.from('garbage')]));
    const tail = recordingLogger();
    const counters = await Counters.open(dir, {}, tail.logger);
    expect(counters.counts.get('a')).toBe(4);
    const report = tail.find('counter log ended in a write cut short before it was acknowledged; no record dropped');
    expect(report).toMatchObject({ offset: whole.length, bytes: free.length + 7, kept_records: 1 });
    expect(
      readFileSync(report!.moved_to as string)
        .subarray(free.length)
        .toString(),
    ).toBe('garbage');
    await counters.log.close();
  });

  it('locks its directory while open, for its own name only', async () => {
    const dir = tempDir();
    const counters = await Counters.open(dir);
    await expect(Counters.open(dir)).rejects.toMatchObject({
      code: 'store_unavailable',
      message: expect.stringContaining('is in use by another store of this engine'),
    });
    expect(readFileSync(join(dir, 'counter.lock'), 'utf8')).toBe(String(process.pid));
    await counters.log.close();
    await (await Counters.open(dir)).log.close();
  });
});
