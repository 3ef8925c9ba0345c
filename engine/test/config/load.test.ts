/**
 * `${VAR}` expansion in config text: values are expanded, comments are left alone, and an unset
 * variable without a default names its line.
 */
import { describe, expect, it } from 'vitest';
import { expandVariables, parseConfig } from '../../src/config/load.js';

describe('config variables', () => {
  it('expands values and leaves ${VAR} in comments alone', () => {
    const text = [
      '# svc.config.yaml — ${VAR} and ${VAR:default} are expanded',
      'workers:',
      '  - name: svc-bridge # listens on ${SVC_PORT}',
      '    config: { port: ${SVC_PORT:49134}, host: "a#b ${HOST:127.0.0.1}" }',
    ].join('\n');
    expect(expandVariables(text, 'svc.config.yaml', { SVC_PORT: '50000' })).toBe(
      [
        '# svc.config.yaml — ${VAR} and ${VAR:default} are expanded',
        'workers:',
        '  - name: svc-bridge # listens on ${SVC_PORT}',
        '    config: { port: 50000, host: "a#b 127.0.0.1" }',
      ].join('\n'),
    );
    const config = parseConfig(text, 'svc.config.yaml', {});
    expect(config.workers.get('svc-bridge')).toEqual({ port: 49134, host: 'a#b 127.0.0.1' });
  });

  it('refuses an unset variable without a default, naming the file and line', () => {
    expect(() => expandVariables('workers:\n  - name: x\n    path: ${WORKER_DIR}\n', 'app.yaml', {})).toThrow(
      'app.yaml:3: environment variable WORKER_DIR is not set and ${WORKER_DIR} has no default',
    );
  });
});
