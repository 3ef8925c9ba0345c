/**
 * `svc-conformance`: checks a worker SDK (`worker -- <command...>`) or an engine
 * (`engine --url ws://…`) against the cases, checks the cases themselves (`check`) and the
 * schemas' examples (`validate`). Prints a line per case and ends with `N passed, N failed`;
 * exits 1 when a case failed, 2 when the cases or the arguments are wrong.
 */
import { writeFileSync } from 'node:fs';
import { defineCommand, renderUsage, runMain, type ArgsDef, type CommandDef } from 'citty';
import { CASES_DIR, loadCases, type CaseFile, type Feature, type Profile } from './cases.js';
import { PROFILES } from './profiles.js';
import {
  failureDetails,
  jsonReport,
  junitReport,
  profileLines,
  REPORT_FORMATS,
  summaryLine,
  tableLine,
  type ReportFormat,
} from './report.js';
import { CHECKER_VERSION } from './sessions.js';
import { runEngineMode, runValidate, runWorkerMode, type CaseResult, type RunOptions } from './runner.js';

// Everything after `--` is the worker command, untouched by the argument parser.
const separator = process.argv.indexOf('--');
const argv = separator < 0 ? process.argv.slice(2) : process.argv.slice(2, separator);
const workerCommand = separator < 0 ? [] : process.argv.slice(separator + 1);

const FEATURES: Feature[] = ['svc', 'state', 'pubsub', 'cron', 'queue', 'stream', 'console'];

/** citty's command metadata, plus examples shown under `--help`. */
type Meta = { name: string; description: string; version?: string; examples?: string[] };

/** `--help`: citty's usage, then the command's examples. */
async function showUsage<T extends ArgsDef>(command: CommandDef<T>, parent?: CommandDef<T>): Promise<void> {
  const meta = (await (typeof command.meta === 'function' ? command.meta() : command.meta)) as Meta | undefined;
  const examples = meta?.examples ?? [];
  const tail = examples.length > 0 ? `\n\nEXAMPLES\n\n${examples.map((line) => `  ${line}`).join('\n')}` : '';
  process.stdout.write(`${await renderUsage(command, parent)}${tail}\n\n`);
}

/** Exits with status 2 and a message: the invocation, not the implementation, is wrong. */
function usageError(message: string): never {
  process.stderr.write(`svc-conformance: ${message}\n`);
  process.exit(2);
}

const commonArgs = {
  cases: { type: 'string', description: 'Folder of case files.', default: CASES_DIR, valueHint: 'dir' },
  grep: { type: 'string', description: 'Run only the cases whose id contains this text.', valueHint: 'text' },
  report: {
    type: 'string',
    description: `Report format: ${REPORT_FORMATS.join(', ')}.`,
    default: 'table',
    valueHint: 'format',
  },
  output: {
    type: 'string',
    description: 'Write the report to this file; the table still goes to stdout.',
    valueHint: 'file',
  },
} as const;

const runArgs = {
  ...commonArgs,
  skip: {
    type: 'string',
    description: `Skip cases that need these features (comma-separated: ${FEATURES.join(', ')}).`,
    valueHint: 'features',
  },
  'time-scale': {
    type: 'string',
    description: 'Multiply every wait by this factor (slow machines).',
    default: '1',
    valueHint: 'factor',
  },
} as const;

/** Loads the cases; exits 2 when the case format is broken. */
function cases(dir: string): CaseFile[] {
  const { files, problems } = loadCases(dir);
  if (problems.length > 0) usageError(`the cases in ${dir} break the case format:\n  ${problems.join('\n  ')}`);
  return files;
}

function runOptions(args: { grep?: string; skip?: string; 'time-scale'?: string }, print: boolean): RunOptions {
  const skip = (args.skip ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const feature of skip)
    if (!FEATURES.includes(feature as Feature))
      usageError(`--skip: unknown feature "${feature}" (known: ${FEATURES.join(', ')})`);
  const timeScale = Number(args['time-scale'] ?? '1');
  if (!(timeScale > 0)) usageError(`--time-scale must be a positive number, not ${JSON.stringify(args['time-scale'])}`);
  return {
    skip: skip as Feature[],
    timeScale,
    ...(args.grep ? { grep: args.grep } : {}),
    ...(print ? { onResult: (result: CaseResult) => process.stdout.write(`${tableLine(result)}\n`) } : {}),
  };
}

function reportFormat(value: string): ReportFormat {
  if (!(REPORT_FORMATS as readonly string[]).includes(value))
    usageError(`--report must be one of ${REPORT_FORMATS.join(', ')}, not "${value}"`);
  return value as ReportFormat;
}

/** Prints (or writes) the report and exits 1 when something failed. */
function finish(target: string, results: CaseResult[], format: ReportFormat, output: string | undefined): never {
  const document =
    format === 'json' ? jsonReport(target, results) : format === 'junit' ? junitReport(target, results) : undefined;
  if (document && output) writeFileSync(output, document);
  if (document && !output) process.stdout.write(document);
  else {
    const details = failureDetails(results);
    if (details) process.stdout.write(`\n${details}\n`);
    const profiles = profileLines(results);
    process.stdout.write(`\n${[...profiles, summaryLine(results)].join('\n')}\n`);
  }
  process.exit(results.some((r) => r.status === 'failed') ? 1 : 0);
}

/** The parsed arguments every mode shares. */
type RunArgs = {
  cases?: string;
  grep?: string;
  report?: string;
  output?: string;
  skip?: string;
  'time-scale'?: string;
};

/** Runs a mode: a table on stdout unless a JSON or JUnit report goes there instead. */
async function run(
  target: string,
  args: RunArgs,
  go: (files: CaseFile[], options: RunOptions) => Promise<CaseResult[]>,
): Promise<never> {
  const format = reportFormat(args.report ?? 'table');
  const tableOnStdout = format === 'table' || args.output !== undefined;
  const files = cases(args.cases ?? CASES_DIR);
  if (tableOnStdout) process.stdout.write(`svc-conformance ${target}\n\n`);
  const results = await go(files, runOptions(args, tableOnStdout));
  return finish(target, results, format, args.output);
}

const worker = defineCommand({
  meta: {
    name: 'worker',
    description:
      'Worker mode: play the engine for a worker started from <command...> ' +
      '(once per case, with SVC_URL and III_URL set).',
    examples: [
      'svc-conformance worker -- node conformance/workers/svc-sdk-ts.mjs',
      'svc-conformance worker --report junit --output worker.xml -- python3 my_worker.py',
    ],
  } as Meta,
  args: runArgs,
  async run({ args }) {
    if (workerCommand.length === 0)
      usageError('give the worker command after --, e.g. svc-conformance worker -- node my-worker.mjs');
    await run(`worker: ${workerCommand.join(' ')}`, args, (files, options) =>
      runWorkerMode(files, { command: workerCommand }, options),
    );
  },
});

const engine = defineCommand({
  meta: {
    name: 'engine',
    description: 'Engine mode: play workers against the engine at --url.',
    examples: [
      'svc-conformance engine --url ws://127.0.0.1:49134',
      'svc-conformance engine --url ws://127.0.0.1:49134 --skip svc,state,pubsub,cron,queue   # the core protocol only',
      'svc-conformance engine --url ws://127.0.0.1:49134 --profile reference-head   # the reference engine at HEAD',
    ],
  } as Meta,
  args: {
    ...runArgs,
    url: { type: 'string', required: true, description: "The engine's worker address.", valueHint: 'ws://host:port' },
    'stream-url': {
      type: 'string',
      description: "svc-stream's socket, for the `stream` cases (skipped without it).",
      valueHint: 'ws://host:3112',
    },
    'http-url': {
      type: 'string',
      description: 'The engine HTTP API, for the `console` cases (skipped without it).',
      valueHint: 'http://host:3111',
    },
    profile: {
      type: 'string',
      description: `Run only the cases of this engine profile: ${PROFILES.join(', ')}.`,
      valueHint: 'profile',
    },
  },
  async run({ args }) {
    if (!/^wss?:\/\//.test(args.url)) usageError(`--url must be a ws:// or wss:// address, not "${args.url}"`);
    const streamUrl = args['stream-url'];
    const httpUrl = args['http-url'];
    if (streamUrl !== undefined && !/^wss?:\/\//.test(streamUrl))
      usageError(`--stream-url must be a ws:// or wss:// address, not "${streamUrl}"`);
    if (httpUrl !== undefined && !/^https?:\/\//.test(httpUrl))
      usageError(`--http-url must be an http:// or https:// address, not "${httpUrl}"`);
    const profile = args.profile as Profile | undefined;
    if (profile !== undefined && !PROFILES.includes(profile))
      usageError(`--profile must be one of ${PROFILES.join(', ')}, not "${profile}"`);
    const endpoints = { ...(streamUrl ? { streamUrl } : {}), ...(httpUrl ? { httpUrl } : {}) };
    await run(`engine: ${args.url}`, args, (files, options) =>
      runEngineMode(files, args.url, { ...options, ...(profile ? { profile } : {}) }, endpoints),
    );
  },
});

const validate = defineCommand({
  meta: { name: 'validate', description: "Check every validate case against svc's generated validators." },
  args: commonArgs,
  async run({ args }) {
    await run('validate', args, async (files, options) => runValidate(files, options));
  },
});

const check = defineCommand({
  meta: {
    name: 'check',
    description: 'Check the case files: the case schema, unique descriptions, existing schemas, bound names.',
  },
  args: { cases: commonArgs.cases },
  run({ args }) {
    const { files, problems } = loadCases(args.cases);
    for (const problem of problems) process.stdout.write(`${problem}\n`);
    const entries = files.reduce((sum, f) => sum + f.entries.length, 0);
    process.stdout.write(`${files.length} files, ${entries} cases and groups, ${problems.length} problems\n`);
    process.exit(problems.length > 0 ? 1 : 0);
  },
});

const fuzzArgs = {
  runs: { type: 'string', description: 'How many runs (frame sequences).', default: '1000', valueHint: 'n' },
  seed: {
    type: 'string',
    description: 'fast-check seed, to repeat a session; a fresh one is printed when absent.',
    valueHint: 'n',
  },
  path: {
    type: 'string',
    description: 'fast-check path of one failing case, from a report, to replay it alone.',
    valueHint: 'path',
  },
} as const;

/** The parsed fuzz options, or an exit with status 2. */
function fuzzOptions(args: { runs?: string; seed?: string; path?: string }): {
  runs: number;
  seed?: number;
  path?: string;
} {
  const runs = Number(args.runs ?? '1000');
  if (!Number.isInteger(runs) || runs < 1)
    usageError(`--runs must be a positive integer, not ${JSON.stringify(args.runs)}`);
  const seed = args.seed === undefined ? undefined : Number(args.seed);
  if (seed !== undefined && !Number.isInteger(seed))
    usageError(`--seed must be an integer, not ${JSON.stringify(args.seed)}`);
  return { runs, ...(seed === undefined ? {} : { seed }), ...(args.path ? { path: args.path } : {}) };
}

const fuzz = defineCommand({
  meta: {
    name: 'fuzz',
    description: 'Property-based protocol fuzzing: frames from the schemas, one-constraint mutations and raw frames.',
  },
  subCommands: {
    engine: defineCommand({
      meta: {
        name: 'engine',
        description:
          'Fuzz the engine at --url: it must stay up, keep other connections working, ' +
          'and answer or close as documented.',
        examples: [
          'svc-conformance fuzz engine --url ws://127.0.0.1:49134 --runs 5000',
          'svc-conformance fuzz engine --url ws://127.0.0.1:49134 --seed 1234567 --path 12:3:0   # replay one failure',
        ],
      } as Meta,
      args: {
        ...fuzzArgs,
        url: {
          type: 'string',
          required: true,
          description: "The engine's worker address.",
          valueHint: 'ws://host:port',
        },
      },
      async run({ args }) {
        if (!/^wss?:\/\//.test(args.url)) usageError(`--url must be a ws:// or wss:// address, not "${args.url}"`);
        const { fuzzEngine } = await import('./fuzz/engine.js');
        const report = await fuzzEngine({ url: args.url, ...fuzzOptions(args) });
        process.exit(report.failed ? 1 : 0);
      },
    }),
    flood: defineCommand({
      meta: {
        name: 'flood',
        description:
          'Send --frames fuzz frames to the engine at --url over a few connections, as fast as it takes them: ' +
          'it must stay up, close only with documented codes and keep answering.',
        examples: ['svc-conformance fuzz flood --url ws://127.0.0.1:49134 --frames 1000000 --pid 12345'],
      } as Meta,
      args: {
        url: {
          type: 'string',
          required: true,
          description: "The engine's worker address.",
          valueHint: 'ws://host:port',
        },
        frames: { type: 'string', default: '1000000', description: 'Frames to send in all.', valueHint: 'n' },
        seed: fuzzArgs.seed,
        'max-message-bytes': {
          type: 'string',
          description: "The engine's max_message_bytes (default 4194304): sizes the huge and over-limit frames.",
          valueHint: 'bytes',
        },
        pid: {
          type: 'string',
          description: "The engine's process id, to report its memory before and after.",
          valueHint: 'pid',
        },
      },
      async run({ args }) {
        if (!/^wss?:\/\//.test(args.url)) usageError(`--url must be a ws:// or wss:// address, not "${args.url}"`);
        const number = (flag: string, text: string | undefined) => {
          const value = Number(text);
          if (!Number.isInteger(value) || value < 1)
            usageError(`--${flag} must be a positive integer, not ${JSON.stringify(text)}`);
          return value;
        };
        const { floodEngine } = await import('./fuzz/flood.js');
        const report = await floodEngine({
          url: args.url,
          frames: number('frames', args.frames),
          ...(args.seed === undefined ? {} : { seed: number('seed', args.seed) }),
          ...(args['max-message-bytes'] === undefined
            ? {}
            : { maxMessageBytes: number('max-message-bytes', args['max-message-bytes']) }),
          ...(args.pid === undefined ? {} : { pid: number('pid', args.pid) }),
        });
        process.exit(report.failed ? 1 : 0);
      },
    }),
    worker: defineCommand({
      meta: {
        name: 'worker',
        description:
          'Fuzz a conformance worker started from <command...>: it must stay up and keep answering conformance::echo.',
        examples: ['svc-conformance fuzz worker --runs 500 -- python3 my_worker.py'],
      } as Meta,
      args: fuzzArgs,
      async run({ args }) {
        if (workerCommand.length === 0)
          usageError('give the worker command after --, e.g. svc-conformance fuzz worker -- node my-worker.mjs');
        const { fuzzWorker } = await import('./fuzz/worker.js');
        const report = await fuzzWorker({ command: workerCommand, ...fuzzOptions(args) });
        process.exit(report.failed ? 1 : 0);
      },
    }),
  },
});

const main = defineCommand({
  meta: {
    name: 'svc-conformance',
    version: CHECKER_VERSION,
    description: 'Conformance checker for svc worker SDKs and engines.',
  },
  subCommands: { worker, engine, validate, check, fuzz },
});

await runMain(main, { rawArgs: argv, showUsage });
