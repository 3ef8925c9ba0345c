/**
 * A graceful stop keeps its promises, on a real engine process: the calls that handlers still
 * running make during the drain (state writes) are served and saved, new calls from idle workers
 * are refused with `shutting_down`, and the store is flushed before the process exits 0.
 */
import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { startEngineProcess, writeConfig } from './process.js';
import { caller, type Caller, readScope, runFixture, tempDir } from './state/harness.js';

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

const HANDLERS = 100;

/** Waits until `ready` holds, polling; fails after `ms`. */
async function until(ready: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How many invocations the worker `name` is running, from `engine::workers::list`. */
async function running(c: Caller, name: string): Promise<number> {
  const { workers } = await c.result<{ workers: { name: string; active_invocations: number }[] }>(
    'engine::workers::list',
    {},
  );
  return workers.find((w) => w.name === name)?.active_invocations ?? 0;
}

describe('graceful shutdown', () => {
  it('serves and saves the state writes of handlers still running when SIGTERM arrives', {
    timeout: 90_000,
  }, async () => {
    const dir = tempDir();
    const config = writeConfig(`workers:
  - name: svc-bridge
    config: { port: 0, shutdown_grace_ms: 30000 }
  - name: svc-state
    config:
      adapter: { name: file_based, path: ${JSON.stringify(dir)} }
`);
    const engine = await startEngineProcess(['--config', config]);
    // Each handler waits 3 s before it writes: long enough to be running when the stop begins.
    runFixture(started, 'drain-writer.mjs', engine.url, '3000');
    const c = await caller(engine.url);
    await until(
      async () => (await c.call('engine::functions::info', { function_id: 'drain::write' })).error === undefined,
      20_000,
      'drain::write registered',
    );

    const calls = Array.from({ length: HANDLERS }, (_, i) => c.call('drain::write', { key: `k${i}` }));
    await until(async () => (await running(c, 'drain-writer')) === HANDLERS, 20_000, 'all handlers running');
    engine.child.kill('SIGTERM');

    // A new call from a worker that runs nothing is refused once the stop has begun.
    await until(
      async () => {
        const frame = await c.call('state::get', { scope: 'drain', key: 'k0' });
        return (frame.error as { code?: string } | undefined)?.code === 'shutting_down';
      },
      10_000,
      'a new call refused with shutting_down',
    );
    // Every handler's write was served, so every call succeeded.
    const results = await Promise.all(calls);
    expect(results.filter((frame) => frame.error !== undefined)).toEqual([]);
    expect(await engine.exited).toBe(0);
    c.close();

    const again = await startEngineProcess(['--config', config]);
    const reader = await caller(again.url);
    try {
      const stored = await readScope(reader, 'drain');
      expect(stored.size).toBe(HANDLERS);
      for (let i = 0; i < HANDLERS; i++) expect(stored.get(`k${i}`)).toEqual({ key: `k${i}` });
    } finally {
      reader.close();
      await again.kill();
    }
  });
});
