import { describe, expect, it } from 'vitest';
import { maskSecrets, maskUrl } from '../../src/auth/mask.js';
import { createLogger } from '../../src/log.js';

describe('masking secrets', () => {
  it('masks URL passwords and token query parameters in text', () => {
    expect(maskUrl('redis://:hunter2@db:6379/0')).toBe('redis://:***@db:6379/0');
    expect(maskUrl('connect to redis://u:p%40ss@db failed')).toBe('connect to redis://u:***@db failed');
    expect(maskUrl('/?token=abc&x=1')).toBe('/?token=***&x=1');
    expect(maskUrl('http://collector:4317/v1')).toBe('http://collector:4317/v1');
  });

  it('masks string values under secret-looking keys only', () => {
    expect(maskSecrets({ token: 't', cluster: { token: 'c' }, max_connections_per_token: 5, name: 'n' })).toEqual({
      token: '***',
      cluster: { token: '***' },
      max_connections_per_token: 5,
      name: 'n',
    });
  });

  it('keeps secrets out of every log line, whatever the caller logs', () => {
    const lines: string[] = [];
    const logger = createLogger('debug', (line) => lines.push(line));
    logger.warn('redis down at redis://:hunter2@db:6379', { url: 'redis://:hunter2@db:6379', reattach_token: 'rt' });
    logger.info('upgrade', { path: '/?token=s3cret-token' });
    expect(lines.join('')).not.toMatch(/hunter2|s3cret-token|"rt"/);
    expect(JSON.parse(lines[0]!)).toMatchObject({ url: 'redis://:***@db:6379', reattach_token: '***' });
  });
});
