/**
 * The `svc` command. `svc` alone, or `svc --config <file>`, starts the engine.
 */
import { defineCommand, runMain } from 'citty';
import { startArgs } from './commands/start-args.js';

const main = defineCommand({
  meta: {
    name: 'svc',
    version: '0.1.0',
    description: 'svc: a function-orchestration engine. With no command, starts the engine.',
  },
  args: startArgs,
  subCommands: {
    start: () => import('./commands/start.js').then((m) => m.default),
  },
  async run({ args, rawArgs }) {
    if (rawArgs[0] === 'start') return;
    const { startCommand } = await import('./commands/start.js');
    await startCommand(args.config);
  },
});

await runMain(main);
