import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SVC = fileURLToPath(new URL('../bin/svc.js', import.meta.url));
const COMMANDS = [
  [],
  ['start'],
  ['create'],
  ['worker'],
  ['worker', 'add'],
  ['worker', 'list'],
  ['worker', 'remove'],
  ['trigger'],
  ['console'],
  ['completion'],
];

describe('svc --help', () => {
  it.each(COMMANDS.map((c) => [c.join(' ') || '(no command)', c] as const))('%s', (_name, command) => {
    const result = spawnSync(process.execPath, [SVC, ...command, '--help'], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    expect(result.status).toBe(0);
    const usage = result.stdout.replace(/[ \t]+$/gm, '');
    if (command.length > 0) expect(usage).toMatch(/EXAMPLES\n\n {2}svc /);
    expect(usage).toMatchSnapshot();
  });
});
