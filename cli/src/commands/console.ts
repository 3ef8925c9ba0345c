/**
 * `svc console`: serves the svc console (svc-console) for an engine, with the same flags as
 * `svc-console`.
 */
import { defineCommand } from 'citty';
import { consoleArgs, type ConsoleArgValues, runConsole } from '@svc/console';
import type { SvcMeta } from '../_usage.js';

const meta: SvcMeta = {
  name: 'console',
  description: 'Serve the web console for an engine (http://127.0.0.1:3113 unless --port).',
  examples: [
    'svc console                                   # the engine on its default ports',
    'svc console --port 8080 --engine-host 10.0.0.5',
  ],
};

export default defineCommand({
  meta,
  args: consoleArgs,
  run: ({ args }) => runConsole(args as unknown as ConsoleArgValues),
});
