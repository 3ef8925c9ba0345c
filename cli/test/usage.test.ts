import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SVC, svc } from './cli.js';

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

/** The environment of a plain shell: no test or CI markers, which would turn colour off on their own. */
function plainEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { TEST: _t, CI: _c, VITEST: _v, NO_COLOR: _n, FORCE_COLOR: _f, ...env } = process.env;
  return { ...env, TERM: 'xterm-256color', ...extra };
}

const run = (args: string[], env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, [SVC, ...args], { encoding: 'utf8', env });

describe('a wrong command line', () => {
  it('ends with one line on stderr naming the unknown command and the closest one, exit 2', async () => {
    const result = await svc(['wroker']);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('svc: unknown command "wroker" (did you mean "worker"?)\n');
  });

  it('names the unknown subcommand and its parent', async () => {
    const result = await svc(['worker', 'lst']);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('svc: unknown command "lst" for "svc worker" (did you mean "list"?)\n');
  });

  it('refuses an unknown option instead of ignoring it, with a suggestion', async () => {
    const result = await svc(['trigger', '--function-id=math::add', '--jsn']);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('svc: unknown option "--jsn" for "svc trigger" (did you mean "--json"?)\n');
  });

  it('refuses --verbose on worker list', async () => {
    const result = await svc(['worker', 'list', '--verbose']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^svc: unknown option "--verbose" for "svc worker list"/);
  });

  it('says a missing required option in one line with where to read more, exit 2', async () => {
    const result = await svc(['trigger']);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('svc: missing required argument: --function-id (see `svc trigger --help`)\n');
  });
});

describe('svc help and svc version', () => {
  it('svc help <command> prints the same usage as <command> --help', async () => {
    const help = await svc(['help', 'worker', 'add']);
    const flag = await svc(['worker', 'add', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/USAGE svc worker add/);
    expect(help.stdout).toBe(flag.stdout);
  });

  it('svc help alone prints the usage of svc', async () => {
    const result = await svc(['help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/USAGE svc/);
  });

  it('svc help <unknown> is a usage error', async () => {
    const result = await svc(['help', 'trigerr']);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('svc: unknown command "trigerr" (did you mean "trigger"?)\n');
  });

  it('svc version and svc --version print the version of the package', async () => {
    for (const word of ['version', '--version']) {
      const result = await svc([word]);
      expect(result.status).toBe(0);
      expect(result.stdout).toBe(`${VERSION}\n`);
    }
  });
});

describe('colour', () => {
  it('is written only where asked for: not into a pipe, yes with FORCE_COLOR, never with NO_COLOR', () => {
    const piped = run(['--help'], plainEnv({}));
    expect(piped.status).toBe(0);
    expect(piped.stdout).toMatch(/USAGE/);
    expect(piped.stdout).not.toContain('\x1b[');
    expect(run(['--help'], plainEnv({ FORCE_COLOR: '1' })).stdout).toContain('\x1b[');
    expect(run(['--help'], plainEnv({ NO_COLOR: '1', FORCE_COLOR: '0' })).stdout).not.toContain('\x1b[');
  });
});

describe('addresses', () => {
  it('--url http://… is one line that names the ws:// fix, not a stack trace', async () => {
    const result = await svc(['trigger', '--function-id=math::add', '--url', 'http://127.0.0.1:1']);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'svc: --url http://127.0.0.1:1 is not a WebSocket address: use ws://127.0.0.1:1 (ws://host:port)\n',
    );
  });

  it('SVC_URL without a scheme names the missing ws://', async () => {
    const result = await svc(['trigger', '--function-id=math::add'], { env: { SVC_URL: 'localhost:1' } });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^svc: SVC_URL=localhost:1 has no scheme: .*use ws:\/\/localhost:1\n$/);
    expect(result.stderr).not.toMatch(/is it running/);
  });
});

describe('durations', () => {
  it('--help says how durations are written, for both commands that take one', async () => {
    for (const command of [['trigger'], ['worker', 'add']]) {
      const result = await svc([...command, '--help']);
      expect(result.stdout).toMatch(/A duration: 500ms, 5s, 2m; a bare number is milliseconds/);
    }
  });

  it('a duration that is not one is refused with the accepted forms', async () => {
    const result = await svc(['trigger', '--function-id=math::add', '--timeout=5x', '--url=ws://127.0.0.1:1']);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/--timeout must be a duration such as 500ms, 5s or 2m, not "5x"/);
  });
});

describe('misspelled worker names', () => {
  it('svc worker remove suggests the closest worker of the config', async () => {
    const config = join(mkdtempSync(join(tmpdir(), 'svc-usage-')), 'svc.config.yaml');
    const names = ['greeter', 'scorer', 'mailer', 'billing', 'reports'];
    writeFileSync(config, `workers:\n${names.map((n) => `  - name: ${n}\n    path: ./workers/${n}\n`).join('')}`);
    const result = await svc(['worker', 'remove', 'gretter', '--config', config]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/has no worker named gretter \(did you mean "greeter"\?\)/);
  });
});

describe('svc completion', () => {
  const complete = (line: string) => {
    const words = line.split(' ');
    const script = run(['completion', 'bash'], plainEnv({})).stdout;
    const result = spawnSync(
      'bash',
      [
        '-c',
        `${script}\nCOMP_WORDS=(${words.join(' ')}); COMP_CWORD=${words.length - 1}; _svc; echo "\${COMPREPLY[*]}"`,
      ],
      { encoding: 'utf8' },
    );
    return result.stdout.trim().split(' ');
  };

  it('bash completes commands, subcommands and options', () => {
    expect(complete('svc wor')).toEqual(['worker']);
    expect(complete('svc worker re')).toEqual(['remove']);
    expect(complete('svc trigger --function-id=x --ti')).toEqual(['--timeout']);
  });

  it('zsh and fish scripts name every command', async () => {
    const zsh = await svc(['completion', 'zsh']);
    expect(zsh.stdout).toMatch(/bashcompinit[\s\S]*complete -o default -F _svc svc/);
    const fish = await svc(['completion', 'fish']);
    expect(fish.stdout).toMatch(/complete -c svc -n '__fish_seen_subcommand_from worker' -a remove/);
    expect(fish.stdout).toMatch(/complete -c svc -n '__fish_seen_subcommand_from trigger' -l timeout/);
  });

  it('an unknown shell is a usage error', async () => {
    const result = await svc(['completion', 'tcsh']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^svc: no completion for "tcsh": choose bash, zsh, fish\n$/);
  });
});
