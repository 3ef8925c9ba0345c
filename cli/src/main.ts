/**
 * The `svc` command. `svc` alone, or `svc --config <file>`, starts the engine; the subcommands
 * are loaded only when used.
 */
import { defineCommand, runMain } from 'citty';
import { startArgs } from './commands/start-args.js';
import { showUsage, type SvcMeta } from './_usage.js';

const meta: SvcMeta = {
  name: 'svc',
  version: '0.1.0',
  description: 'svc: a function-orchestration engine. With no command, starts the engine.',
  examples: [
    'svc create --template quickstart --directory app   # a project to start from',
    'svc --config app/svc.config.yaml                   # start the engine on its config',
    'svc worker add app/workers/scorer --config app/svc.config.yaml',
    `svc trigger --function-id=greeter::hello --payload='{"name":"Ada"}'`,
  ],
};

const main = defineCommand({
  meta,
  args: startArgs,
  subCommands: {
    start: () => import('./commands/start.js').then((m) => m.default),
    create: () => import('./commands/create.js').then((m) => m.default),
    worker: () => import('./commands/worker.js').then((m) => m.default),
    trigger: () => import('./commands/trigger.js').then((m) => m.default),
  },
  async run({ args, rawArgs }) {
    if (rawArgs[0] !== undefined && ['start', 'create', 'worker', 'trigger'].includes(rawArgs[0])) return;
    const { startCommand } = await import('./commands/start.js');
    await startCommand(args.config);
  },
});

await runMain(main, { showUsage });
