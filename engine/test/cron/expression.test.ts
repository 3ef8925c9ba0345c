/**
 * A `cron` binding's config read by svc-cron: the due times croner gives in UTC and in a time
 * zone, and the refusals, each naming the field and the problem.
 */
import { describe, expect, it } from 'vitest';
import { parseCronConfig } from '../../src/modules/cron/expression.js';
import { CronStats } from '../../src/modules/cron/stats.js';

const at = (iso: string) => Date.parse(iso);

describe('parseCronConfig', () => {
  it('reads 6 fields with seconds first in UTC, whatever the process time zone', () => {
    const schedule = parseCronConfig({ expression: '30 0 9 * * *' });
    expect(new Date(schedule.next(at('2026-03-01T10:00:00Z'))!).toISOString()).toBe('2026-03-02T09:00:30.000Z');
    expect(new Date(schedule.previous(at('2026-03-01T10:00:00Z'))!).toISOString()).toBe('2026-03-01T09:00:30.000Z');
    expect(schedule).toMatchObject({ overlap: 'skip', catchUp: false });
  });

  it('reads 7 fields with a year, and a time zone with its daylight-saving offset', () => {
    const yearly = parseCronConfig({ expression: '0 0 12 1 1 * 2030' });
    expect(new Date(yearly.next(at('2026-01-01T00:00:00Z'))!).toISOString()).toBe('2030-01-01T12:00:00.000Z');
    const paris = parseCronConfig({ expression: '0 0 9 * * *', timezone: 'Europe/Paris', overlap: 'allow' });
    expect(new Date(paris.next(at('2026-01-10T00:00:00Z'))!).toISOString()).toBe('2026-01-10T08:00:00.000Z');
    expect(new Date(paris.next(at('2026-07-10T00:00:00Z'))!).toISOString()).toBe('2026-07-10T07:00:00.000Z');
    expect(paris.overlap).toBe('allow');
  });

  it.each([
    [{}, 'expression: Cron expression is required'],
    [{ expression: '' }, 'expression: Cron expression is required'],
    [
      { expression: '0 9 * * 1' },
      'seconds come first: use 6 fields (sec min hour day-of-month month day-of-week [year]), e.g. "0 0 9 * * 1"',
    ],
    [{ expression: '* * * * * * * *' }, 'has 8 fields; a cron expression has 6 or 7'],
    [{ expression: '* * 25 * * *' }, 'is not a valid cron expression'],
    [{ expression: '* * * * * *', timezone: 'Nowhere' }, 'timezone: "Nowhere" is not an IANA time zone'],
    [{ expression: '* * * * * *', catch_up: 'yes' }, 'catch_up must be boolean'],
    [{ expression: 5 }, 'expression must be string'],
  ])('refuses %j: %s', (config, message) => {
    expect(() => parseCronConfig(config)).toThrow(message);
  });
});

describe('CronStats', () => {
  it('reports the lateness percentiles of the last 1,024 fires', () => {
    const stats = new CronStats();
    expect(stats.snapshot('local', 0).lateness_ms).toEqual({ count: 0, p50: 0, p99: 0, max: 0 });
    for (let ms = 1; ms <= 2000; ms++) stats.late(ms);
    expect(stats.snapshot('local', 1).lateness_ms).toEqual({ count: 1024, p50: 1489, p99: 1990, max: 2000 });
  });
});
