/**
 * The file_based adapter's promises, on real engine processes and a real disk: acknowledged
 * writes survive `kill -9`, unwritable paths stop the engine with a clear message, shutdown
 * flushes batched writes, and compaction keeps data. Damaged and missing logs:
 * `file-damage.int.test.ts`.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { JsonValue } from '@svc/protocol';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { FileAdapter } from '../../src/modules/state/adapters/file.js';
import { StateStore, type StateChange } from '../../src/modules/state/store.js';
import { recordsEnd } from '../../src/storage/log-format.js';
import { startEngineProcess, writeConfig } from '../process.js';
import { caller, fileConfig, readScope, tempDir, withEngine, type Caller } from './harness.js';

const silent = createLogger('error', () => {});

/** The acknowledged entries of a scope that are missing or hold another value. */
async function lost(c: Caller, scope: string, acknowledged: Map<string, JsonValue>): Promise<string[]> {
  const stored = await readScope(c, scope);
  return [...acknowledged].filter(([key, value]) => !isDeepStrictEqual(stored.get(key), value)).map(([key]) => key);
}

describe('file_based adapter', () => {
  it('keeps every acknowledged set through 20 kill -9 at random moments, and reopens cleanly each time', async () => {
    const dir = tempDir();
    const config = fileConfig(dir);
    const acknowledged = new Map<string, Map<string, JsonValue>>();
    let torn = 0;
    for (let cycle = 0; cycle < 20; cycle++) {
      const engine = await startEngineProcess(['--config', config]);
      const c = await caller(engine.url);
      if (engine.output().includes('write cut short')) torn++;
      // The manifest never runs ahead of the log: a kill loses no acknowledged record to count.
      expect(engine.output()).not.toContain('records dropped');
      // Everything acknowledged before any earlier kill is there, with its value.
      for (const [scope, written] of acknowledged) expect(await lost(c, scope, written)).toEqual([]);
      const scope = `cycle-${cycle}`;
      const written = new Map<string, JsonValue>();
      acknowledged.set(scope, written);
      let n = 0;
      let killed = false;
      const lane = async () => {
        while (!killed) {
          const key = `k${n++}`;
          const value = { cycle, key, pad: 'x'.repeat(n % 200) };
          const frame = await c.call('state::set', { scope, key, value }).catch(() => undefined);
          if (!frame) return; // the engine is gone
          if (!frame.error) written.set(key, value);
        }
      };
      const lanes = Array.from({ length: 50 }, lane);
      // The random moment is counted from the first acknowledged write, so a slow start on a
      // busy machine cannot leave a cycle with nothing to check.
      const deadline = Date.now() + 10_000;
      while (written.size === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
      engine.child.kill('SIGKILL');
      await engine.exited;
      killed = true;
      await Promise.all(lanes);
      expect(written.size).toBeGreaterThan(0);
    }
    await withEngine(config, async (c) => {
      for (const [scope, written] of acknowledged) expect(await lost(c, scope, written)).toEqual([]);
    });
    // Not asserted (it depends on where each kill lands), but reported when it happened.
    if (torn > 0) console.info(`crash test: ${torn} of 20 restarts moved aside a write cut short`);
  }, 120_000);

  it('reopens a log that kill -9 left with free space without a word, and writes over that space', async () => {
    const dir = tempDir();
    const path = join(dir, 'state.log');
    /** Starts the engine, checks what it holds, sets `keys` to `value`, then kills it (-9). */
    const run = async (keys: string[], value: number, before: Record<string, number>) => {
      const engine = await startEngineProcess(['--config', fileConfig(dir)]);
      const c = await caller(engine.url);
      expect(Object.fromEntries(await readScope(c, 's'))).toEqual(before);
      for (const key of keys) await c.result('state::set', { scope: 's', key, value });
      c.close();
      engine.child.kill('SIGKILL');
      await engine.exited;
      return engine.output();
    };
    const keys = Array.from({ length: 50 }, (_, i) => `k${i}`);
    await run(keys, 1, {});
    const first = readFileSync(path);
    const used = recordsEnd(first);
    // The records, then zeroes: free space the engine had filled and synced ahead of them.
    expect(first.length).toBeGreaterThan(used);
    const output = await run(['after'], 2, Object.fromEntries(keys.map((key) => [key, 1])));
    expect(output).not.toMatch(/damaged|"level":"(warn|error)"/);
    expect(readdirSync(dir).sort()).toEqual(['state.lock', 'state.log', 'state.manifest']);
    const second = readFileSync(path);
    // The new record went over the free space, right after the last one: the file did not grow.
    expect(second.length).toBe(first.length);
    expect(second.subarray(0, used).equals(first.subarray(0, used))).toBe(true);
    expect(second.toString('utf8', used, recordsEnd(second))).toMatch(
      /^[0-9a-f]{8} 51 \{"s":"s","k":"after","v":2\}\n$/,
    );
    await withEngine(fileConfig(dir), async (c, engine) => {
      expect(await c.result('state::get', { scope: 's', key: 'after' })).toBe(2);
      expect(engine.output()).not.toMatch(/damaged|"level":"(warn|error)"/);
    });
  }, 60_000);

  it.runIf(process.platform === 'linux' && existsSync('/usr/bin/prlimit'))(
    'stops taking writes when the disk is full, after answering store_outcome_unknown, and keeps what it acknowledged',
    async () => {
      const dir = tempDir();
      // A file size limit stands in for a full disk: writes past it fail (EFBIG), as past a full
      // disk's last block (ENOSPC). 1.5 MiB: the first chunk of free space fits, the second does not.
      const full = await startEngineProcess(['--config', fileConfig(dir)], { NODE_DISABLE_COMPILE_CACHE: '1' }, [
        '/usr/bin/prlimit',
        `--fsize=${1.5 * 1024 * 1024}`,
      ]);
      const c = await caller(full.url);
      const value = (i: number) => ({ i, pad: 'x'.repeat(1000) });
      let acknowledged = 0;
      let error: { code?: string } | undefined;
      while (!error && acknowledged < 5000) {
        const frame = await c.call('state::set', { scope: 's', key: `k${acknowledged}`, value: value(acknowledged) });
        if (frame.error) error = frame.error as { code?: string };
        else acknowledged++;
      }
      expect(error?.code).toBe('store_outcome_unknown');
      expect((await c.call('state::set', { scope: 's', key: 'later', value: 1 })).error).toMatchObject({
        code: 'store_unavailable',
      });
      expect(full.output()).toContain('state log could not extend its free space');
      expect(full.output()).toContain('state log write failed; the store stopped');
      c.close();
      await full.kill();
      // Records up to the limit were acknowledged (a chunk and a half of them, about 1,400).
      expect(acknowledged).toBeGreaterThan(1000);
      await withEngine(fileConfig(dir), async (c2) => {
        const stored = await readScope(c2, 's');
        for (let i = 0; i < acknowledged; i++) expect(stored.get(`k${i}`)).toEqual(value(i));
        expect(stored.has('later')).toBe(false);
      });
    },
    60_000,
  );

  it('stops the engine at start when the path cannot be written, never using memory instead', async () => {
    const file = join(tempDir(), 'not-a-directory');
    writeFileSync(file, '');
    await expect(startEngineProcess(['--config', fileConfig(join(file, 'state'))])).rejects.toThrow(
      new RegExp(
        /exited with 1[\s\S]*svc: svc-state: the file store at \S+not-a-directory\/state cannot be written /.source +
          /\(ENOTDIR[\s\S]*never falls back to memory/.source,
      ),
    );
  });

  it('refuses a directory another running engine uses', async () => {
    const dir = tempDir();
    await withEngine(fileConfig(dir), async () => {
      await expect(startEngineProcess(['--config', fileConfig(dir)])).rejects.toThrow(
        /exited with 1[\s\S]*is in use by process \d+/,
      );
    });
  });

  it.each([
    ['svc', '{ name: file_based, path: ./data/svc-form }', 'data/svc-form'],
    ['iii', '{ name: kv, config: { store_method: file_based, file_path: ./data/iii-form } }', 'data/iii-form'],
  ])("resolves a relative path in the %s form against the config file's folder", async (_form, adapter, where) => {
    const config = writeConfig(
      'workers:\n  - name: svc-bridge\n    config: { port: 0 }\n' +
        `  - name: svc-state\n    config:\n      adapter: ${adapter}\n`,
    );
    await withEngine(config, async (c) => void (await c.result('state::set', { scope: 's', key: 'k', value: 'kept' })));
    expect(readFileSync(join(dirname(config), where, 'state.log'), 'utf8')).toContain('"v":"kept"');
    expect(existsSync(join(process.cwd(), where))).toBe(false);
  });

  it('with durability batched, flushes acknowledged writes at shutdown', async () => {
    const dir = tempDir();
    const config = fileConfig(dir, ', durability: batched, batch_window_ms: 60000');
    await withEngine(config, async (c) => {
      for (let i = 0; i < 100; i++) await c.result('state::set', { scope: 'b', key: `k${i}`, value: i });
    });
    await withEngine(config, async (c) => expect((await readScope(c, 'b')).size).toBe(100));
  }, 30_000);

  it('with durability batched, fires triggers only once the change is synced', async () => {
    const changes: StateChange[] = [];
    const adapter = await FileAdapter.open({
      dir: tempDir(),
      durability: 'batched',
      batchWindowMs: 400,
      logger: silent,
    });
    const store = new StateStore(adapter, { maxValueBytes: 1024, onChange: (change) => void changes.push(change) });
    await store.set('s', 'k', 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changes).toEqual([]);
    await expect.poll(() => changes.length).toBe(1);
    expect(changes[0]).toMatchObject({ event_type: 'state:created', new_value: 1 });
    await adapter.close();
  });

  it('reports a batch that could not be written as of unknown outcome, and refuses every later call', async () => {
    const adapter = await FileAdapter.open({
      dir: tempDir(),
      durability: 'fsync',
      batchWindowMs: 1000,
      logger: silent,
    });
    const store = new StateStore(adapter, { maxValueBytes: 1024 });
    const code = async (call: () => unknown) => {
      try {
        await call();
        return 'ok';
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(await code(() => store.set('s', 'a', 1))).toBe('ok');
    // The log's file closed under the adapter: its next write fails as a disk error would.
    await (adapter as unknown as { log: { handle: FileHandle } }).log.handle.close();
    const [written, read] = await Promise.all([code(() => store.set('s', 'b', 2)), code(() => store.get('s', 'a'))]);
    expect(written).toBe('store_outcome_unknown');
    expect(read).toBe('store_unavailable');
    expect(await code(() => store.set('s', 'c', 3))).toBe('store_unavailable');
    await adapter.close();
  });

  it('compacts a log of mostly overwritten records into a snapshot that reopens to the same data', async () => {
    const dir = tempDir();
    const log = join(dir, 'state.log');
    const open = () =>
      FileAdapter.open({ dir, durability: 'fsync', batchWindowMs: 1000, compactMinBytes: 64 * 1024, logger: silent });
    const store = new StateStore(await open(), { maxValueBytes: 4096 });
    for (let round = 0; round < 40; round++)
      await Promise.all(Array.from({ length: 50 }, (_, i) => store.set('c', `k${i}`, { round, pad: 'x'.repeat(100) })));
    await store.delete('c', 'k0');
    await store.adapter.close();
    // 2,000 sets of ~150 bytes (300 KB) were written; compaction keeps the log near its threshold.
    expect(statSync(log).size).toBeLessThan(100 * 1024);
    writeFileSync(join(dir, 'state.log.tmp'), 'a snapshot interrupted by a crash');
    const reopened = new StateStore(await open(), { maxValueBytes: 4096 });
    const values = await reopened.list('c');
    expect(values).toHaveLength(49);
    expect(values.every((v) => (v as { round: number }).round === 39)).toBe(true);
    await reopened.adapter.close();
  });
});
