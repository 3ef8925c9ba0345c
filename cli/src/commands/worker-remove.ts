/** `svc worker remove <name>`: takes a worker out of the config; a running engine stops it. */
import { defineCommand } from 'citty';
import { BUILTIN_ALIASES } from '@svc/engine';
import type { SvcMeta } from '../_usage.js';
import { ConfigFile, configPath, engineUrl } from '../_config-file.js';
import { cliWorker, connectedWorkers, reachable } from '../_engine.js';
import { fail } from '../_fail.js';
import { progress } from '../_progress.js';
import { didYouMean } from '../_suggest.js';
import { configArg } from './worker-args.js';

const meta: SvcMeta = {
  name: 'remove',
  description: 'Remove a worker from the config; a running engine stops it.',
  examples: ['svc worker remove scorer', 'svc worker remove svc-state --config app/svc.config.yaml'],
};

export default defineCommand({
  meta,
  args: {
    name: {
      type: 'positional',
      required: true,
      description: "The worker's name, as `svc worker list` shows it.",
      valueHint: 'name',
    },
    ...configArg,
  },
  async run({ args }) {
    const config = configPath(args.config);
    const file = new ConfigFile(config);
    const canonical = BUILTIN_ALIASES[args.name];
    const entries = file.entries();
    const entry =
      entries.find((e) => e.name === args.name && e.path !== undefined) ??
      entries.find((e) => e.path === undefined && canonical !== undefined && BUILTIN_ALIASES[e.name] === canonical);
    if (!entry)
      fail(
        `${config} has no worker named ${args.name}` +
          `${didYouMean(
            args.name,
            entries.map((e) => e.name),
          )}; \`svc worker list\` shows them all`,
      );
    if (entry.path === undefined && BUILTIN_ALIASES[entry.name] === 'svc-bridge')
      fail("svc-bridge is the engine's own listener and always runs; it cannot be removed");
    file.remove(entry.index);
    file.save();
    const name = entry.path === undefined ? BUILTIN_ALIASES[entry.name]! : entry.name;
    process.stderr.write(`svc: removed ${name} from ${config}\n`);
    const url = await engineUrl(undefined, config);
    if (!(await reachable(url))) return;
    const shown = progress(`waiting for the engine to stop ${name}`);
    const worker = cliWorker(url);
    try {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        if (!(await connectedWorkers(worker)).includes(name)) {
          shown.done(`${name} stopped`);
          return;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      shown.done();
      fail(`${name} is still connected after 30s: see the engine's output`);
    } finally {
      await worker.shutdown();
    }
  },
});
