/**
 * The command tree of `svc`. `svc` alone, or `svc --config <file>`, starts the engine; the
 * subcommands are loaded only when used.
 */
import { defineCommand } from 'citty';
import { startArgs } from './commands/start-args.js';
import { version } from './_run.js';
import type { SvcMeta } from './_usage.js';

const meta: SvcMeta = {
  name: 'svc',
  version: version(),
  description: 'svc: a function-orchestration engine. With no command, starts the engine.',
  examples: [
    'svc create --template quickstart --directory app   # a project to start from',
    'svc --config app/svc.config.yaml                   # start the engine on its config',
    'svc worker add app/workers/scorer --config app/svc.config.yaml',
    `svc trigger --function-id=greeter::hello --payload='{"name":"Ada"}'`,
  ],
};

/** The `svc` command and its subcommands. */
export const main = defineCommand({
  meta,
  args: startArgs,
  subCommands: {
    start: () => import('./commands/start.js').then((m) => m.default),
    create: () => import('./commands/create.js').then((m) => m.default),
    worker: () => import('./commands/worker.js').then((m) => m.default),
    trigger: () => import('./commands/trigger.js').then((m) => m.default),
    console: () => import('./commands/console.js').then((m) => m.default),
    completion: () => import('./commands/completion.js').then((m) => m.default),
  },
  async run({ args, rawArgs }) {
    if (rawArgs[0] !== undefined && rawArgs[0] in SUBCOMMANDS) return;
    const { startCommand } = await import('./commands/start.js');
    await startCommand(args.config, args['log-format'], args.insecure);
  },
});

const SUBCOMMANDS = main.subCommands as Record<string, unknown>;
