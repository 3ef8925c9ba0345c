/**
 * svc-cron in a real engine process on its default config: bad expressions refused with a message
 * naming the field, the payload of a tick, `cron::trigger_now`, overlap skip and allow with the
 * skips counted, and catch_up after a binding was away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awayFromTick, sleep, startOne, type One, testWorker, waitActive } from '../events/harness.js';

let one: One;
beforeAll(async () => {
  one = await startOne();
});
afterAll(() => one?.stop());

const result = async <T = Record<string, unknown>>(functionId: string, data: unknown): Promise<T> => {
  const frame = await one.client.call(functionId, data);
  if (frame.error) throw new Error(`${functionId} failed: ${JSON.stringify(frame.error)}`);
  return frame.result as T;
};
const stats = () => result<Record<string, number> & { lateness_ms: Record<string, number> }>('cron::stats', {});

describe('svc-cron', () => {
  it.each([
    [{}, 'expression: Cron expression is required'],
    [{ expression: '*/5 * * * *' }, 'has 5 fields, but seconds come first: use 6 fields'],
    [{ expression: '* * * *' }, 'has 4 fields; a cron expression has 6 or 7'],
    [{ expression: '61 * * * * *' }, 'expression: "61 * * * * *" is not a valid cron expression'],
    [{ expression: '* * * * * *', timezone: 'Mars/Olympus' }, 'timezone: "Mars/Olympus" is not an IANA time zone'],
    [{ expression: '* * * * * *', overlap: 'queue' }, 'overlap must be equal to one of the allowed values'],
    [{ expression: '0 0 0 1 1 * 2001' }, 'is never due from now on'],
  ])('refuses %j at registration: %s', async (config, message) => {
    const id = `bad-${Math.random()}`;
    one.worker.fn('bad::job').bind(id, 'cron', 'bad::job', config);
    const refusal = await one.worker.refusal(id);
    expect(refusal.code).toBe('trigger_registration_failed');
    expect(refusal.message).toContain(message);
  });

  it('fires each second with {trigger, job_id, scheduled_time, actual_time}, in a time zone too', async () => {
    one.worker.fn('every::second').bind('every-second', 'cron', 'every::second', { expression: '* * * * * *' });
    one.worker.fn('every::paris').bind('every-paris', 'cron', 'every::paris', {
      expression: '* * * * * *',
      timezone: 'Europe/Paris',
    });
    await expect.poll(() => one.worker.payloads('every::second').length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => one.worker.payloads('every::paris').length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const ticks = one.worker.payloads('every::second');
    for (const tick of ticks) {
      expect(tick).toEqual({
        trigger: 'cron',
        job_id: 'every-second',
        scheduled_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
        actual_time: expect.stringMatching(/Z$/),
      });
      expect(Date.parse(tick.actual_time as string)).toBeGreaterThanOrEqual(Date.parse(tick.scheduled_time as string));
    }
    const times = ticks.map((t) => Date.parse(t.scheduled_time as string));
    expect(times.slice(1).map((t, i) => t - times[i]!)).toEqual(times.slice(1).map(() => 1000));
    one.worker.send({ type: 'unregistertrigger', id: 'every-second' });
    one.worker.send({ type: 'unregistertrigger', id: 'every-paris' });
  });

  it('cron::trigger_now runs the job at once with actual_time now, and a missing job is NOT_FOUND', async () => {
    one.worker.fn('nightly::report', { answer: () => ({ rows: 3 }) });
    one.worker.bind('nightly', 'cron', 'nightly::report', { expression: '0 0 3 * * *' });
    await waitActive(one.client, 'nightly::report');
    const before = Date.now();
    const ran = await result('cron::trigger_now', { trigger_id: 'nightly' });
    expect(ran).toEqual({ trigger_id: 'nightly', function_id: 'nightly::report', result: { rows: 3 } });
    const [payload] = one.worker.payloads('nightly::report');
    expect(Date.parse(payload!.actual_time as string)).toBeGreaterThanOrEqual(before - 5);
    expect(payload!.job_id).toBe('nightly');
    const missing = await one.client.call('cron::trigger_now', { trigger_id: 'no-such-job' });
    expect(missing.error).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('overlap: skip never runs a job twice at once and counts the skipped ticks; allow does', async () => {
    const skippedBefore = (await stats()).skipped_overlap!;
    one.worker.fn('slow::skip', { delayMs: 2500 }).fn('slow::allow', { delayMs: 2500 });
    one.worker.bind('slow-skip', 'cron', 'slow::skip', { expression: '* * * * * *' });
    one.worker.bind('slow-allow', 'cron', 'slow::allow', { expression: '* * * * * *', overlap: 'allow' });
    await sleep(5500);
    one.worker.send({ type: 'unregistertrigger', id: 'slow-skip' });
    one.worker.send({ type: 'unregistertrigger', id: 'slow-allow' });
    expect(one.worker.running.get('slow::skip')?.most).toBe(1);
    expect(one.worker.running.get('slow::allow')?.most).toBeGreaterThanOrEqual(2);
    expect((await stats()).skipped_overlap).toBeGreaterThanOrEqual(skippedBefore + 2);
  }, 20_000);

  it.each([
    [true, 1],
    [false, 0],
  ])(
    'catch_up: %s replays %i missed tick when the job is bound again',
    async (catchUp, replayed) => {
      const fn = `away::${catchUp}`;
      const id = `away-${catchUp}`;
      const config = { expression: '*/2 * * * * *', catch_up: catchUp };
      const first = await testWorker(one.engine.url);
      first.fn(fn).bind(id, 'cron', fn, config);
      await expect.poll(() => first.payloads(fn).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      first.close();
      await sleep(4500);
      // Bound again away from a tick, so the replayed tick is the one before the binding.
      await awayFromTick(2000);
      const second = await testWorker(one.engine.url);
      const boundAt = Date.now();
      second.fn(fn).bind(id, 'cron', fn, config);
      await sleep(1200);
      second.close();
      const early = second.payloads(fn).filter((p) => Date.parse(p.scheduled_time as string) < boundAt);
      expect(early.length).toBe(replayed);
      if (replayed) expect(boundAt - Date.parse(early[0]!.scheduled_time as string)).toBeLessThan(2000);
    },
    30_000,
  );

  it('a stalled engine fires once, late, with the real scheduled_time of the last tick due', async () => {
    one.worker.fn('stall::tick').bind('stall', 'cron', 'stall::tick', { expression: '* * * * * *' });
    await expect.poll(() => one.worker.payloads('stall::tick').length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const missedBefore = (await stats()).missed!;
    // A stopped process is the extreme of a busy event loop: its timers run late, all at once.
    one.engine.child.kill('SIGSTOP');
    const stoppedAt = Date.now();
    await sleep(3000);
    // Resumed away from a tick, so the ticks just before and just after resuming are told apart.
    await awayFromTick(1000);
    one.engine.child.kill('SIGCONT');
    const resumedAt = Date.now();
    await sleep(1500);
    one.worker.send({ type: 'unregistertrigger', id: 'stall' });
    const fired = one.worker
      .payloads('stall::tick')
      .map((p) => ({ scheduled: Date.parse(p.scheduled_time as string), actual: Date.parse(p.actual_time as string) }))
      .filter((f) => f.scheduled > stoppedAt && f.scheduled <= resumedAt + 200);
    // Ticks due while stopped: one fire only, for the last of them, sent late.
    expect(fired).toHaveLength(1);
    expect(fired[0]!.scheduled).toBeGreaterThan(resumedAt - 1000);
    expect(fired[0]!.actual).toBeGreaterThanOrEqual(fired[0]!.scheduled);
    expect((await stats()).missed).toBeGreaterThanOrEqual(missedBefore + 2);
  }, 30_000);

  it('cron::stats reports the lateness of fired ticks', async () => {
    const figures = await stats();
    expect(figures.fired).toBeGreaterThan(0);
    expect(figures.lateness_ms.count).toBeGreaterThan(0);
    expect(figures.lateness_ms.p99).toBeGreaterThanOrEqual(figures.lateness_ms.p50!);
  });
});
