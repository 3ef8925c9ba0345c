/**
 * `svc worker add <path | built-in name> [--force] [--replicas N]`: adds a worker to the config
 * file (comments kept). With an engine running, waits until it has installed and started the
 * worker (all N copies of it).
 */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { defineCommand } from 'citty';
import {
  AVAILABLE_BUILTINS,
  BUILTIN_ALIASES,
  ManifestError,
  readManifest,
  readWorkerStatus,
  stateFiles,
} from '@svc/engine';
import type { SvcMeta } from '../_usage.js';
import { ConfigFile, configPath, engineUrl } from '../_config-file.js';
import { cliWorker, connectedWorkers, reachable } from '../_engine.js';
import { fail } from '../_fail.js';
import { progress } from '../_progress.js';
import { configArg } from './worker-args.js';
import { DURATION_HELP, parseDuration } from '../_duration.js';
import { didYouMean } from '../_suggest.js';

/** The built-ins `svc worker add` takes by name (svc-bridge always runs). */
const ADDABLE = [...AVAILABLE_BUILTINS].filter((n) => n !== 'svc-bridge').join(', ');

const meta: SvcMeta = {
  name: 'add',
  description:
    'Add a built-in worker or a worker folder (with its svc.worker.yaml) to the config; a running engine starts it.',
  examples: [
    'svc worker add svc-state                   # a built-in, by name',
    'svc worker add ./workers/scorer            # a folder with svc.worker.yaml: installed, started, restarted',
    'svc worker add ./workers/scorer --force    # install its dependencies again',
    'svc worker add ./workers/scorer --replicas 4   # four copies serve its functions together',
    'svc worker add svc-http --config app/svc.config.yaml',
  ],
};

export default defineCommand({
  meta,
  args: {
    worker: {
      type: 'positional',
      required: true,
      description: `A worker folder holding svc.worker.yaml, or a built-in name (${ADDABLE}).`,
      valueHint: 'path|name',
    },
    force: {
      type: 'boolean',
      default: false,
      description: "Reinstall the worker's dependencies (its install script runs again).",
    },
    replicas: {
      type: 'string',
      description:
        'Copies of a worker folder to keep running (1 to 64); they share its name and serve its functions as a pool.',
      valueHint: 'N',
    },
    timeout: {
      type: 'string',
      default: '10m',
      description: `How long to wait for a running engine to install and start the worker. ${DURATION_HELP}`,
      valueHint: 'duration',
    },
    ...configArg,
  },
  async run({ args }) {
    const timeoutMs = parseDuration(args.timeout);
    if (timeoutMs === undefined)
      fail(`--timeout must be a duration such as 500ms, 5s or 2m, not ${JSON.stringify(args.timeout)}`);
    const timeoutS = timeoutMs / 1000;
    const replicas = args.replicas === undefined ? undefined : Number(args.replicas);
    if (replicas !== undefined && !(Number.isInteger(replicas) && replicas >= 1 && replicas <= MAX_REPLICAS))
      fail(`--replicas must be a whole number from 1 to ${MAX_REPLICAS}, not ${JSON.stringify(args.replicas)}`);
    const config = configPath(args.config);
    const file = new ConfigFile(config);
    const url = await engineUrl(undefined, config);
    const running = await reachable(url);
    const canonical = BUILTIN_ALIASES[args.worker];
    if (canonical && !existsSync(args.worker)) {
      if (replicas !== undefined) fail(`--replicas is for worker folders; ${canonical} runs inside the engine, once`);
      if (!AVAILABLE_BUILTINS.has(canonical))
        fail(`${canonical} is not available in this engine yet (available: ${[...AVAILABLE_BUILTINS].join(', ')})`);
      const present = file.entries().find((e) => e.path === undefined && BUILTIN_ALIASES[e.name] === canonical);
      if (present) process.stderr.write(`svc: ${canonical} is already in ${config}; nothing to change\n`);
      else {
        file.add({ name: canonical });
        file.save();
        process.stderr.write(`svc: added ${canonical} to ${config}\n`);
      }
      if (running) await waitConnected(url, canonical, timeoutS);
      else
        process.stderr.write(
          `svc: the engine is not running at ${url}; ` +
            `\`svc --config ${relative(process.cwd(), config) || config}\` starts it with ${canonical}\n`,
        );
      return;
    }
    const folder = resolve(args.worker);
    if (!existsSync(folder) || !statSync(folder).isDirectory()) {
      fail(
        `${args.worker} is neither a worker folder nor a built-in` +
          `${didYouMean(args.worker, ADDABLE.split(', '))}: ` +
          `give a folder that holds svc.worker.yaml, or one of ${ADDABLE}`,
      );
    }
    let name: string;
    try {
      name = readManifest(folder).name;
    } catch (error) {
      if (error instanceof ManifestError)
        fail(`invalid worker manifest:\n${error.message}\nfix it and run the command again`);
      throw error;
    }
    let path = relative(dirname(config), folder).split(sep).join('/') || '.';
    if (!path.startsWith('.') && !path.startsWith('/')) path = `./${path}`;
    const entries = file.entries();
    const same = entries.find((e) => e.path !== undefined && resolve(dirname(config), e.path) === folder);
    const clash = entries.find((e) => e.name === name && e !== same);
    if (clash)
      fail(
        `${config} already has a worker named ${name}${clash.path ? ` (at ${clash.path})` : ''}: ` +
          `remove it first with \`svc worker remove ${name}\`, or rename this worker in its svc.worker.yaml`,
      );
    const files = stateFiles(folder);
    const since = Date.now();
    if (args.force) rmSync(files.marker, { force: true });
    const copies = replicas ?? same?.replicas ?? 1;
    const rescaled = same !== undefined && replicas !== undefined && replicas !== (same.replicas ?? 1);
    if (!same) {
      file.add({ name, path, ...(copies > 1 ? { replicas: copies } : {}) });
      file.save();
      process.stderr.write(`svc: added ${name} (${path}${copies > 1 ? `, ${copies} replicas` : ''}) to ${config}\n`);
    } else if (args.force || rescaled) {
      // Saving the config makes the running engine look again: with the marker gone it reinstalls,
      // with another count it restarts the worker with that many copies.
      if (rescaled) file.set(same.index, 'replicas', copies);
      file.save();
      process.stderr.write(
        args.force ? `svc: ${name} will be reinstalled\n` : `svc: ${name} now runs ${copies} replicas\n`,
      );
    } else {
      process.stderr.write(`svc: ${name} is already in ${config}; nothing to change (--force reinstalls it)\n`);
    }
    if (!running) {
      process.stderr.write(
        `svc: the engine is not running at ${url}; ` +
          `\`svc --config ${relative(process.cwd(), config) || config}\` starts it, and it installs ${name} then\n`,
      );
      return;
    }
    await waitSupervised(url, name, files, same && !args.force && !rescaled ? 0 : since, timeoutS, args.force, copies);
  },
});

/** Follows `.svc/status.json` until the worker is running and connected, or its install failed. */
async function waitSupervised(
  url: string,
  name: string,
  files: ReturnType<typeof stateFiles>,
  since: number,
  timeoutS: number,
  reinstall = false,
  copies = 1,
): Promise<void> {
  const shown = progress(`waiting for the engine to pick up ${name}`);
  const worker = cliWorker(url);
  const deadline = Date.now() + timeoutS * 1000;
  try {
    while (Date.now() < deadline) {
      const status = readWorkerStatus(dirname(files.dir));
      // A status from before this command is not an answer to it; after --force, neither is one
      // written before the reinstall completed (the engine writes the marker again when it does).
      const fresh =
        status &&
        Date.parse(status.updated_at) >= since &&
        (!reinstall || status.state !== 'running' || existsSync(files.marker));
      if (fresh && status.state === 'installing') shown.step(`installing ${name} (log: ${files.installLog})`);
      if (fresh && status.state === 'install_failed') {
        shown.done();
        const tail = readFileSync(files.installLog, 'utf8').trimEnd().split('\n').slice(-15).join('\n');
        fail(
          `installing ${name} failed (exit ${String(status.exit)}). The end of ${files.installLog}:\n${tail}\n` +
            'fix the install script or its dependencies, ' +
            `then \`svc worker add --force ${relative(process.cwd(), dirname(files.dir)) || '.'}\``,
        );
      }
      if (fresh && status.state === 'manifest_invalid') {
        shown.done();
        fail(`the engine could not read ${name}'s manifest:\n${String(status.error)}`);
      }
      if (fresh && (status.state === 'running' || status.state === 'restarting')) {
        shown.step(`${name} started; waiting for it to connect (log: ${files.log})`);
        const connected = (await connectedWorkers(worker)).filter((n) => n === name).length;
        if (connected >= copies) {
          const which = copies > 1 ? `all ${copies} replicas of ${name} are` : `${name} is`;
          shown.done(`${which} connected (install log: ${files.installLog}; log: ${files.log})`);
          return;
        }
        // Exiting twice without connecting is a crash loop: the backoff only grows, so waiting longer
        // tells the user nothing the log does not already say.
        if (status.state === 'restarting' && status.restarts >= CRASH_LOOP_RESTARTS) {
          shown.done();
          fail(crashLoopMessage(name, status, files));
        }
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    shown.done();
    fail(`${name} did not connect within ${timeoutS}s: see ${files.installLog} and ${files.log}`);
  } finally {
    await worker.shutdown();
  }
}

/** The most copies of one worker `--replicas` asks for (the config schema's bound). */
const MAX_REPLICAS = 64;

/** Restarts without connecting after which `svc worker add` stops waiting and reports the worker. */
const CRASH_LOOP_RESTARTS = 2;

/** Names the crash loop, shows the end of the worker's log, and says how to get out of it. */
function crashLoopMessage(
  name: string,
  status: { exit?: number | string; restarts: number },
  files: ReturnType<typeof stateFiles>,
): string {
  let tail = '(the log is empty)';
  try {
    const lines = readFileSync(files.log, 'utf8').trimEnd().split('\n');
    tail = lines.slice(-LOG_TAIL_LINES).join('\n') || tail;
  } catch {
    tail = '(no log written yet)';
  }
  return (
    `${name} keeps exiting at start (exit ${String(status.exit)}, ${status.restarts} restarts) ` +
    `and never connected. The end of ${files.log}:\n${tail}\n` +
    `fix what the log shows; the engine keeps restarting ${name} and picks up the fix on its next start ` +
    `(\`svc worker remove ${name}\` stops it)`
  );
}

/** Lines of a worker's log shown when it fails to start. */
const LOG_TAIL_LINES = 15;

/** Waits until the built-in `name` is listed by the running engine. */
async function waitConnected(url: string, name: string, timeoutS: number): Promise<void> {
  const shown = progress(`waiting for the engine to start ${name}`);
  const worker = cliWorker(url);
  try {
    const deadline = Date.now() + timeoutS * 1000;
    while (Date.now() < deadline) {
      if ((await connectedWorkers(worker)).includes(name)) {
        shown.done(`${name} is running`);
        return;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    shown.done();
    fail(`the engine did not start ${name} within ${timeoutS}s: see the engine's output for the reason`);
  } finally {
    await worker.shutdown();
  }
}
