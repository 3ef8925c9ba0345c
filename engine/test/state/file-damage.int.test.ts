/**
 * The file_based adapter's log when it is damaged or gone, on real engine processes and a real
 * disk: damage at the end is cut off with the bytes kept aside and the dropped records counted,
 * the checksum finds zeroes, garbage and a flipped bit, damage in the middle stops the engine
 * unless the user asks to skip it, a log of the previous format is read and upgraded, and a
 * missing log is refused unless the user asks to start empty. A log left by `kill -9` ends in free
 * space (zeroes, `storage/free-space.ts`): the damage is made to its records, before it.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { FileAdapter } from '../../src/modules/state/adapters/file.js';
import { recordsEnd } from '../../src/storage/log-format.js';
import { StateStore } from '../../src/modules/state/store.js';
import { startEngineProcess, type EngineProcess } from '../process.js';
import { caller, fileConfig, readScope, tempDir, withEngine } from './harness.js';

/** Writes `count` entries `k<i>` → `{i, pad}` to scope `s`, then kills the engine (-9). */
async function writeThenKill(dir: string, count: number): Promise<void> {
  const engine = await startEngineProcess(['--config', fileConfig(dir)]);
  const c = await caller(engine.url);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      await c.result('state::set', { scope: 's', key: `k${i}`, value: { i, pad: 'x'.repeat(100) } });
    }
  };
  await Promise.all(Array.from({ length: 20 }, lane));
  c.close();
  engine.child.kill('SIGKILL');
  await engine.exited;
}

/** The keys of the records on the log's lines that start before byte `end`. */
function keysBefore(log: Buffer, end: number): string[] {
  return log
    .subarray(0, end)
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => (JSON.parse(line.slice(line.indexOf('{'))) as { k: string }).k);
}

/** The first line of the engine's log with this message, parsed. */
function logLine(engine: EngineProcess, msg: string): Record<string, unknown> {
  const line = engine
    .output()
    .split('\n')
    .find((l) => l.includes(`"msg":${JSON.stringify(msg)}`));
  if (!line) throw new Error(`no log line "${msg}" in:\n${engine.output()}`);
  return JSON.parse(line) as Record<string, unknown>;
}

const DROPPED = 'state log damaged at its end: records dropped';

describe('file_based adapter, damaged log', () => {
  it.each([
    ['zeroes over its last 64 KiB', (log: Buffer) => log.fill(0, log.length - 64 * 1024)],
    ['random bytes over its last 300 bytes', (log: Buffer) => randomBytes(300).copy(log, log.length - 300)],
    ['one flipped bit in its last record', (log: Buffer) => log.writeUInt8(log.at(-10)! ^ 0x04, log.length - 10)],
  ])(
    'with %s: starts, counts the acknowledged records dropped, keeps the damaged bytes aside, keeps the rest',
    async (what, damage) => {
      const dir = tempDir();
      const path = join(dir, 'state.log');
      await writeThenKill(dir, 3000);
      const file = readFileSync(path);
      const original = file.subarray(0, recordsEnd(file));
      const free = file.subarray(original.length);
      expect(free.length).toBeGreaterThan(0);
      const damaged = Buffer.from(original);
      damage(damaged);
      writeFileSync(path, Buffer.concat([damaged, free]));
      // The damage starts at the first byte that changed; its line is the first record lost.
      let first = 0;
      while (original[first] === damaged[first]) first++;
      const cut = original.lastIndexOf(0x0a, first - 1) + 1;
      const kept = keysBefore(original, cut);
      const lost = 3000 - kept.length;
      expect(lost).toBeGreaterThan(0);
      console.info(
        `${what}: ${lost} of 3000 acknowledged records to count, ${recordsEnd(damaged) - cut} bytes to move aside`,
      );

      await withEngine(fileConfig(dir), async (c, engine) => {
        const report = logLine(engine, DROPPED);
        expect(report).toMatchObject({
          dropped_records: lost,
          dropped_count: 'exact',
          kept_records: kept.length,
          offset: cut,
        });
        const aside = readFileSync(report.moved_to as string);
        expect(aside.equals(damaged.subarray(cut, recordsEnd(damaged)))).toBe(true);
        expect(recordsEnd(readFileSync(path))).toBe(cut);
        const stored = await readScope(c, 's');
        expect([...stored.keys()].sort()).toEqual(kept.sort());
        for (const key of kept) expect(stored.get(key)).toEqual({ i: Number(key.slice(1)), pad: 'x'.repeat(100) });
        await c.result('state::set', { scope: 's', key: 'after', value: 1 });
      });
      // The next start finds a whole log.
      await withEngine(fileConfig(dir), async (c, engine) => {
        expect(engine.output()).not.toContain('damaged');
        expect(await c.result('state::get', { scope: 's', key: 'after' })).toBe(1);
      });
    },
    60_000,
  );

  it('moves aside a write cut short before it was acknowledged, with a warning and nothing dropped', async () => {
    const dir = tempDir();
    await withEngine(fileConfig(dir), async (c) => {
      await c.result('state::set', { scope: 's', key: 'a', value: 1 });
      await c.result('state::set', { scope: 's', key: 'b', value: 2 });
    });
    const path = join(dir, 'state.log');
    const whole = statSync(path).size;
    appendFileSync(path, '0badc0de 3 {"s":"s","k":"c","v":');
    await withEngine(fileConfig(dir), async (c, engine) => {
      const report = logLine(
        engine,
        'state log ended in a write cut short before it was acknowledged; no record dropped',
      );
      expect(report).toMatchObject({ level: 'warn', offset: whole, kept_records: 2 });
      expect(readFileSync(report.moved_to as string, 'utf8')).toBe('0badc0de 3 {"s":"s","k":"c","v":');
      expect(engine.output()).not.toContain('records dropped');
      expect(await c.result('state::list', { scope: 's' })).toEqual([1, 2]);
      expect(recordsEnd(readFileSync(path))).toBe(whole);
    });
  }, 30_000);

  it('refuses a record damaged in the middle, naming its byte; skip_damaged keeps every valid record', async () => {
    const dir = tempDir();
    await withEngine(fileConfig(dir), async (c) => {
      for (const key of ['a', 'b', 'c', 'd', 'e']) await c.result('state::set', { scope: 's', key, value: key });
    });
    const path = join(dir, 'state.log');
    const log = readFileSync(path);
    const second = log.indexOf(0x0a) + 1;
    // The key "b" becomes "c": the line is still JSON, but its checksum no longer matches.
    const b = log.indexOf('"b"', second) + 1;
    log[b] = log[b]! ^ 0x01;
    writeFileSync(path, log);
    await expect(startEngineProcess(['--config', fileConfig(dir)])).rejects.toThrow(
      new RegExp(
        `exited with 1[\\s\\S]*state\\.log is damaged at byte ${second} \\(line 2\\)[\\s\\S]*3 valid records after it` +
          '[\\s\\S]*SVC_STATE_RECOVERY=skip_damaged',
      ),
    );
    expect(readFileSync(path).equals(log)).toBe(true);

    await withEngine(
      fileConfig(dir),
      async (c, engine) => {
        const report = logLine(
          engine,
          'state log damaged: kept every valid record, as SVC_STATE_RECOVERY=skip_damaged asked',
        );
        expect(report).toMatchObject({
          dropped_records: 1,
          dropped_count: 'exact',
          kept_records: 4,
          damaged_at: [second],
        });
        expect(readFileSync(report.moved_to as string).equals(log)).toBe(true);
        expect(await c.result('state::list', { scope: 's' })).toEqual(['a', 'c', 'd', 'e']);
      },
      { SVC_STATE_RECOVERY: 'skip_damaged' },
    );
    await withEngine(fileConfig(dir), async (c) =>
      expect(await c.result('state::list', { scope: 's' })).toEqual(['a', 'c', 'd', 'e']),
    );
  }, 30_000);

  it('refuses to start when records are missing between valid ones', async () => {
    const dir = tempDir();
    await withEngine(fileConfig(dir), async (c) => {
      for (const key of ['a', 'b', 'c', 'd']) await c.result('state::set', { scope: 's', key, value: key });
    });
    const path = join(dir, 'state.log');
    const lines = readFileSync(path, 'utf8').split('\n');
    writeFileSync(path, [lines[0], lines[3], lines[4]].join('\n'));
    await expect(startEngineProcess(['--config', fileConfig(dir)])).rejects.toThrow(
      /state\.log is damaged at byte \d+ \(line 2\): 2 records missing before the record there/,
    );
  }, 30_000);
});

describe('file_based adapter, missing log', () => {
  it('refuses to start when the log is gone but its manifest is there, unless told to start empty', async () => {
    const dir = tempDir();
    await withEngine(
      fileConfig(dir),
      async (c) => void (await c.result('state::set', { scope: 's', key: 'a', value: 1 })),
    );
    rmSync(join(dir, 'state.log'));
    await expect(startEngineProcess(['--config', fileConfig(dir)])).rejects.toThrow(
      new RegExp(
        /exited with 1[\s\S]*state\.log is missing, /.source +
          /but state\.manifest next to it says a store was kept here \(records written: 1\)/.source +
          /[\s\S]*SVC_STATE_RECOVERY=start_empty/.source,
      ),
    );
    await withEngine(
      fileConfig(dir),
      async (c, engine) => {
        expect(engine.output()).toContain('started an empty store in place of a missing log');
        expect(await c.result('state::list', { scope: 's' })).toEqual([]);
        await c.result('state::set', { scope: 's', key: 'b', value: 2 });
      },
      { SVC_STATE_RECOVERY: 'start_empty' },
    );
    await withEngine(fileConfig(dir), async (c) => expect(await c.result('state::list', { scope: 's' })).toEqual([2]));
  }, 30_000);

  it('refuses an unknown SVC_STATE_RECOVERY', async () => {
    await expect(
      startEngineProcess(['--config', fileConfig(tempDir())], { SVC_STATE_RECOVERY: 'yes' }),
    ).rejects.toThrow(/SVC_STATE_RECOVERY is "yes"; it takes start_empty or skip_damaged/);
  });
});

describe('file_based adapter, previous log format', () => {
  it('reads a log of checksummed records without numbers, rewritten numbered at the next compaction', async () => {
    const dir = tempDir();
    const path = join(dir, 'state.log');
    const v1 = (json: string) => `${crc32(json).toString(16).padStart(8, '0')}${json}\n`;
    const old = Array.from({ length: 50 }, (_, i) => v1(`{"s":"old","k":"k${i}","v":{"i":${i}}}`));
    writeFileSync(path, old.join('') + v1('{"s":"old","k":"k0","d":true}'));
    const open = () =>
      FileAdapter.open({
        dir,
        durability: 'fsync',
        batchWindowMs: 1000,
        compactMinBytes: 16 * 1024,
        logger: createLogger('error', () => {}),
      });
    let store = new StateStore(await open(), { maxValueBytes: 4096 });
    expect(await store.list('old')).toHaveLength(49);
    await store.set('new', 'first', 1);
    const appended = readFileSync(path, 'utf8').split('\n').at(-2)!;
    expect(appended).toMatch(/^[0-9a-f]{8} 52 \{"s":"new","k":"first","v":1\}$/);
    for (let round = 0; round < 40; round++) await store.set('new', 'hot', { round, pad: 'x'.repeat(500) });
    await store.adapter.close();
    const lines = readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line !== '');
    expect(lines.every((line) => /^[0-9a-f]{8} \d+ \{/.test(line))).toBe(true);
    store = new StateStore(await open(), { maxValueBytes: 4096 });
    expect(await store.list('old')).toHaveLength(49);
    expect(await store.get('old', 'k0')).toBeNull();
    expect(await store.get('old', 'k49')).toEqual({ i: 49 });
    expect(await store.get('new', 'hot')).toEqual({ round: 39, pad: 'x'.repeat(500) });
    expect(readdirSync(dir).sort()).toEqual(['state.lock', 'state.log', 'state.manifest']);
    await store.adapter.close();
  });
});
