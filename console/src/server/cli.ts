/** The `svc-console` command. */
import { defineCommand, runMain } from 'citty';
import { consoleArgs, type ConsoleArgValues } from './args.js';
import { runConsole } from './run.js';
import { consoleVersion } from './server.js';

const main = defineCommand({
  meta: {
    name: 'svc-console',
    version: consoleVersion(),
    description: 'Serve the svc console: a web UI to operate an svc engine.',
  },
  args: consoleArgs,
  run: ({ args }) => runConsole(args as unknown as ConsoleArgValues),
});

await runMain(main);
