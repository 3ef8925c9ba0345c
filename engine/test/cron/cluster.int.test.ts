/**
 * svc-cron's `redis` adapter: two engine processes on one real `redis-server`, each with the same
 * job bound (one job id). Over 20 one-second ticks each tick fires exactly once in the pair, and
 * `overlap: skip` holds across the engines; `catch_up` replays a tick missed while the engine was
 * down, from the last fire kept in Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awayFromTick, sleep, startEngines, startRedisPair, testWorker, waitActive } from '../events/harness.js';

let pair: Awaited<ReturnType<typeof startRedisPair>>;
beforeAll(async () => {
  pair = await startRedisPair('svc-cron');
});
afterAll(() => pair?.stop());

/** Scheduled times (ms) of every fire of `fn` on both engines, sorted. */
const fires = (fn: string) =>
  pair.workers.flatMap((w) => w.payloads(fn).map((p) => Date.parse(p.scheduled_time as string))).sort((a, b) => a - b);

describe('svc-cron on Redis across two engines', () => {
  it('each of 20 one-second ticks fires exactly once in the pair', async () => {
    for (const [i, worker] of pair.workers.entries()) {
      worker.fn('pair::tick').bind('pair-job', 'cron', 'pair::tick', { expression: '* * * * * *' });
      await waitActive(pair.clients[i]!, 'pair::tick');
    }
    const from = Math.ceil(Date.now() / 1000) * 1000 + 1000;
    const to = from + 20_000;
    await sleep(to - Date.now() + 1500);
    for (const worker of pair.workers) worker.send({ type: 'unregistertrigger', id: 'pair-job' });
    const window = fires('pair::tick').filter((t) => t >= from && t < to);
    expect(window).toEqual(Array.from({ length: 20 }, (_, i) => from + i * 1000));
    // Both engines were in the running: each fired some ticks, and lost the others' locks.
    const lost = await Promise.all(
      pair.clients.map(async (c) => ((await c.call('cron::stats', {})).result as { lock_lost: number }).lock_lost),
    );
    expect(lost.every((n) => n > 0)).toBe(true);
  }, 40_000);

  it('overlap: skip holds across engines: a job longer than its interval never runs twice at once', async () => {
    for (const [i, worker] of pair.workers.entries()) {
      worker.fn('pair::slow', { delayMs: 2500 }).bind('pair-slow', 'cron', 'pair::slow', { expression: '* * * * * *' });
      await waitActive(pair.clients[i]!, 'pair::slow');
    }
    await sleep(6500);
    for (const worker of pair.workers) worker.send({ type: 'unregistertrigger', id: 'pair-slow' });
    const runs = pair.workers
      .flatMap((w) => w.received.filter((r) => r.functionId === 'pair::slow').map((r) => r.at))
      .sort((a, b) => a - b);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    // Each run takes 2.5 s: a run that starts before the previous one ended would be an overlap.
    expect(runs.slice(1).every((at, i) => at - runs[i]! >= 2400)).toBe(true);
  }, 30_000);

  it('while Redis hangs ticks are not fired but counted; once it is back none fires twice, all fire on', async () => {
    for (const [i, worker] of pair.workers.entries()) {
      worker.fn('hang::tick').bind('hang-job', 'cron', 'hang::tick', { expression: '* * * * * *' });
      await waitActive(pair.clients[i]!, 'hang::tick');
    }
    pair.redis.child.kill('SIGSTOP');
    await sleep(4000);
    pair.redis.child.kill('SIGCONT');
    const resumedAt = Date.now();
    await sleep(6000);
    for (const worker of pair.workers) worker.send({ type: 'unregistertrigger', id: 'hang-job' });
    const times = fires('hang::tick');
    expect(new Set(times).size).toBe(times.length);
    // Back to firing: a tick lost in flight left no running mark that would skip the job on.
    expect(times.filter((t) => t > resumedAt + 2500).length).toBeGreaterThanOrEqual(2);
    const failed = await Promise.all(
      pair.clients.map(async (c) => ((await c.call('cron::stats', {})).result as { lock_failed: number }).lock_failed),
    );
    expect(failed.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0);
  }, 40_000);

  it('catch_up: true replays the tick missed while the only engine running the job was down', async () => {
    const [first] = pair.workers;
    const config = { expression: '*/2 * * * * *', catch_up: true };
    first!.fn('restart::job').bind('restart-job', 'cron', 'restart::job', config);
    await expect.poll(() => first!.payloads('restart::job').length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await pair.engines[0]!.kill('SIGKILL');
    await sleep(4500);
    const [again] = (await startEngines(1, pair.config)).engines;
    pair.engines.push(again!);
    await awayFromTick(2000);
    const worker = await testWorker(again!.url);
    pair.workers.push(worker);
    const boundAt = Date.now();
    worker.fn('restart::job').bind('restart-job', 'cron', 'restart::job', config);
    await sleep(1200);
    worker.send({ type: 'unregistertrigger', id: 'restart-job' });
    const early = worker.payloads('restart::job').filter((p) => Date.parse(p.scheduled_time as string) < boundAt);
    expect(early).toHaveLength(1);
    expect(boundAt - Date.parse(early[0]!.scheduled_time as string)).toBeLessThan(2000);
  }, 40_000);
});
