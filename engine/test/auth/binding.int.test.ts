import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startEngineProcess, writeConfig } from '../process.js';
import { bearer, tryUpgrade } from './harness.js';

const bridgeOn = (host: string, extra = '') =>
  writeConfig(`${extra}workers:\n  - name: svc-bridge\n    config: { host: "${host}", port: 0 }\n`);

describe('safe binding', () => {
  it('refuses to start the bridge on a non-loopback address without tokens, naming the setting', async () => {
    const start = startEngineProcess(['--config', bridgeOn('0.0.0.0')]);
    await expect(start).rejects.toThrow(/svc-bridge would listen on 0\.0\.0\.0.*add tokens under auth\.tokens/);
    await expect(start).rejects.toThrow(/auth\.allow_unauthenticated: true \(svc start --insecure\)/);
  });

  it('refuses svc-http and svc-stream on a non-loopback address without tokens', async () => {
    for (const name of ['svc-http', 'svc-stream']) {
      const config = writeConfig(
        'workers:\n  - name: svc-bridge\n    config: { port: 0 }\n' +
          `  - name: ${name}\n    config: { host: 0.0.0.0, port: 0 }\n`,
      );
      await expect(startEngineProcess(['--config', config])).rejects.toThrow(
        new RegExp(`${name} would listen on 0\\.0\\.0\\.0.*auth\\.tokens`),
      );
    }
  });

  it('starts with --insecure, or allow_unauthenticated, and warns that authentication is off', async () => {
    for (const [args, config] of [
      [['--insecure'], bridgeOn('0.0.0.0')],
      [[], bridgeOn('0.0.0.0', 'auth: { allow_unauthenticated: true }\n')],
    ] as const) {
      const engine = await startEngineProcess(['--config', config, ...args]);
      expect(engine.output()).toMatch(/"level":"warn","msg":"authentication is off/);
      await engine.kill();
    }
  });

  it('starts on a non-loopback address once tokens are configured, and without a warning', async () => {
    const engine = await startEngineProcess([
      '--config',
      bridgeOn('0.0.0.0', 'auth:\n  tokens: [{ name: w, value: "a-token-of-16-chars" }]\n'),
    ]);
    expect(engine.output()).not.toContain('authentication is off');
    await engine.kill();
  });

  it('refuses a token entry whose secret cannot be had, naming it', async () => {
    const start = startEngineProcess([
      '--config',
      bridgeOn('127.0.0.1', 'auth:\n  tokens: [{ name: w, env: NOT_SET_ANYWHERE }]\n'),
    ]);
    await expect(start).rejects.toThrow(/auth\.tokens "w": environment variable NOT_SET_ANYWHERE is not set/);
    const short = startEngineProcess([
      '--config',
      bridgeOn('127.0.0.1', 'auth:\n  tokens: [{ name: w, file: ./missing }]\n'),
    ]);
    await expect(short).rejects.toThrow(/auth\.tokens "w": cannot read .*missing \(ENOENT\)/);
  });

  it('says a changed auth section applies at the next start, and keeps the tokens it started with', async () => {
    const path = bridgeOn('127.0.0.1', 'auth:\n  tokens: [{ name: w, value: "a-token-of-16-chars" }]\n');
    const engine = await startEngineProcess(['--config', path]);
    try {
      writeFileSync(
        path,
        'auth:\n  tokens: [{ name: w, value: "another-token-16-chars" }]\n' +
          'workers:\n  - name: svc-bridge\n    config: { host: "127.0.0.1", port: 0 }\n',
      );
      await expect.poll(() => engine.output(), { timeout: 15_000 }).toContain('the auth section changed');
      expect(await tryUpgrade(engine.url, bearer('a-token-of-16-chars'))).toEqual({ opened: true });
    } finally {
      await engine.kill();
    }
  });
});
