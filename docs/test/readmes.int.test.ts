/**
 * Every TypeScript and Python example in the READMEs runs against a real engine and does what
 * the README says; every YAML config fragment is a valid engine config. A block that cannot run
 * alone says why in a `<!-- not run: … -->` marker; a runnable block with no check here fails, so
 * a new example cannot go untested.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatValidationError, validateEngineConfig } from '@svc/protocol';
import { expandVariables, parseConfig } from '@svc/engine';
import { registerWorker } from 'svc-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startEngineProcess, writeConfig, type EngineProcess } from '../../engine/test/process.js';
import { type Block, blocksOf, READMES, ROOT } from './blocks.js';
import { svcBlock } from './svc-lines.js';

const quiet = { info() {}, warn() {}, error() {}, debug() {} };
const PYTHON = join(ROOT, '.venv', 'bin', 'python');
const IMPORTS: Record<string, string> = {
  'svc-sdk': pathToFileURL(join(ROOT, 'sdk-ts', 'dist', 'index.js')).href,
  '@svc/engine': pathToFileURL(join(ROOT, 'engine', 'dist', 'index.js')).href,
};

let engine: EngineProcess;
let http: string;

beforeAll(async () => {
  const config = writeConfig(
    'workers:\n  - name: svc-bridge\n    config: { port: 0 }\n  - name: svc-http\n    config: { port: 0 }\n' +
      '  - name: svc-state\n    config: { adapter: { name: in_memory } }\n',
  );
  engine = await startEngineProcess(['--config', config]);
  http = engine.listeners.http!;
});
afterAll(async () => {
  await engine?.kill();
});

/** A block's process: what it printed so far, and how it ended. */
interface Run {
  child: ChildProcess;
  stdout: () => string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts a block's code; `probe` is appended to it, to print what the check needs to reach it. */
function run(block: Block, cwd = mkdtempSync(join(tmpdir(), 'svc-docs-')), probe = ''): Run {
  let command: string[];
  if (block.kind === 'ts') {
    const code = (block.code + probe).replace(/from '([^']+)'/g, (all, name: string) =>
      IMPORTS[name] ? `from '${IMPORTS[name]}'` : all,
    );
    const file = join(cwd, 'example.mts');
    writeFileSync(file, code);
    command = [process.execPath, file];
  } else command = [PYTHON, '-c', block.code];
  const child = spawn(command[0]!, command.slice(1), {
    cwd,
    env: { ...process.env, SVC_URL: engine.url, SVC_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let output = '';
  child.stdout!.on('data', (d: Buffer) => {
    stdout += d.toString();
    output += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return {
    child,
    stdout: () => stdout,
    output: () => output,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
}

const POLL = { timeout: 20_000, interval: 100 };

/** POSTs JSON to the engine's HTTP port until the route is served, and returns the answer. */
async function post(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  let answer: { status: number; body: unknown } = { status: 0, body: undefined };
  await expect
    .poll(async () => {
      const response = await fetch(http + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      answer = { status: response.status, body: await response.json() };
      return answer.status;
    }, POLL)
    .not.toBe(404);
  return answer;
}

/** What each runnable example must do, by a string only that example holds. */
const CHECKS: [string, (block: Block) => Promise<void>][] = [
  [
    'orders::create',
    async (block) => {
      const pricing = registerWorker(engine.url, { worker_name: 'docs-pricing', logger: quiet });
      pricing.registerFunction('pricing::quote', () => ({ cents: 250 }));
      // The example calls pricing::quote as soon as its route answers: the function must be there.
      const quoted = () =>
        pricing.trigger({ function_id: 'pricing::quote', payload: {} }).then(
          () => true,
          () => false,
        );
      await expect.poll(quoted, POLL).toBe(true);
      const example = run(block);
      try {
        const answer = await post('/orders', { sku: 'a1', qty: 2 });
        expect(answer, example.output()).toMatchObject({ status: 201, body: { total: 500, id: expect.any(String) } });
      } finally {
        example.child.kill();
        await pricing.shutdown();
      }
    },
  ],
  [
    'greeter::greet',
    async (block) => {
      const example = run(block);
      try {
        await expect.poll(example.stdout, POLL).toContain("{'status_code': 200, 'body': {'message': 'Hello, svc!'}}");
        expect(await post('/greet', { name: 'Ada' })).toEqual({ status: 200, body: { message: 'Hello, Ada!' } });
      } finally {
        example.child.kill();
      }
    },
  ],
  [
    'asyncio.run',
    async (block) => {
      const example = run(block);
      expect(await example.exited, example.output()).toBe(0);
      expect(example.stdout()).toContain("{'sku': 'a1', 'cents': 1999, 'for': 't1'}");
    },
  ],
  [
    'math::add',
    async (block) => {
      const example = run(block);
      try {
        await expect.poll(example.stdout, POLL).toContain('{ sum: 5 }');
      } finally {
        example.child.kill();
      }
    },
  ],
  [
    'loadConfigFile',
    async (block) => {
      const cwd = mkdtempSync(join(tmpdir(), 'svc-docs-'));
      writeFileSync(join(cwd, 'svc.config.yaml'), 'workers:\n  - name: svc-bridge\n    config: { port: 0 }\n');
      const example = run(block, cwd, '\nconsole.log(engine.url);\n');
      try {
        await expect.poll(example.stdout, POLL).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\n/);
        const worker = registerWorker(example.stdout().trim(), { worker_name: 'docs-probe', logger: quiet });
        const listed = await worker.trigger<{ functions: unknown[] }>({
          function_id: 'engine::functions::list',
          payload: { include_internal: true },
        });
        await worker.shutdown();
        expect(listed.functions.length).toBeGreaterThan(0);
      } finally {
        example.child.kill();
      }
    },
  ],
];

/** A YAML fragment: its variables expanded with their defaults, valid against the engine config schema. */
function validateYaml(block: Block): void {
  const source = `${block.file}:${block.line}`;
  const value: unknown = parse(expandVariables(block.code, source, {}));
  expect(validateEngineConfig(value), formatValidationError(validateEngineConfig.errors)).toBe(true);
  expect(() => parseConfig(block.code, source, {})).not.toThrow();
}

for (const file of READMES) {
  describe(file, () => {
    for (const block of blocksOf(file)) {
      const name = `line ${block.line} (${block.kind})`;
      if (block.notRun) {
        it.skip(`${name}: not run, ${block.notRun}`, () => {});
        continue;
      }
      it(name, { timeout: block.kind === 'svc' ? 240_000 : 60_000 }, async () => {
        if (block.kind === 'yaml') return validateYaml(block);
        if (block.kind === 'svc') return svcBlock(block);
        const check = CHECKS.find(([marker]) => block.code.includes(marker));
        expect(check, 'a runnable example needs a check in docs/test, or a <!-- not run: … --> marker').toBeDefined();
        await check![1](block);
      });
    }
  });
}
