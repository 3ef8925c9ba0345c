import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.js';

function capture(level?: 'debug' | 'info' | 'warn' | 'error') {
  const lines: string[] = [];
  const logger = createLogger('billing', { write: (line) => lines.push(line), ...(level ? { level } : {}) });
  return { logger, lines, records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('createLogger', () => {
  it('writes one JSON line per call with time, level, worker name, message and fields', () => {
    const { logger, lines, records } = capture('debug');
    logger.info('connected', { url: 'ws://x' });
    expect(lines[0]?.endsWith('\n')).toBe(true);
    const [record] = records();
    expect(record).toMatchObject({ level: 'info', worker: 'billing', msg: 'connected', url: 'ws://x' });
    expect(Date.parse(String(record?.time))).not.toBeNaN();
  });

  it('drops lines below the level', () => {
    const { logger, records } = capture('warn');
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect(records().map((r) => r.level)).toEqual(['warn', 'error']);
  });

  it('prints errors with their name, message and code, and survives fields JSON cannot encode', () => {
    const { logger, records } = capture();
    const error = Object.assign(new Error('nope'), { code: 'timeout' });
    logger.error('failed', { error });
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    logger.warn('odd', { cycle, big: 1n });
    expect(records()).toEqual([
      expect.objectContaining({ msg: 'failed', error: { name: 'Error', message: 'nope', code: 'timeout' } }),
      expect.objectContaining({ msg: 'odd', level: 'warn' }),
    ]);
  });
});
