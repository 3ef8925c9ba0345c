import { describe, expect, it } from 'vitest';
import { maskSecrets } from '../../src/modules/console-api/index.js';

describe('maskSecrets', () => {
  it('hides the values of secret-looking keys and the passwords in URLs, at any depth', () => {
    const settings = {
      port: 3111,
      adapter: { name: 'redis', url: 'redis://user:hunter2@db:6379/0', key_prefix: 'svc:' },
      exporter: { headers: { api_key: 'abc', authorization_token: 'xyz' }, endpoint: 'http://collector:4317' },
      password: 'p',
      list: [{ secret: 's' }, 'redis://:pw@host:1'],
    };
    expect(maskSecrets(settings)).toEqual({
      port: 3111,
      adapter: { name: 'redis', url: 'redis://user:***@db:6379/0', key_prefix: 'svc:' },
      exporter: { headers: { api_key: '***', authorization_token: '***' }, endpoint: 'http://collector:4317' },
      password: '***',
      list: [{ secret: '***' }, 'redis://:***@host:1'],
    });
  });
});
