/** svc-console's server, for `svc console` and for tests. */
export { consoleArgs, type ConsoleArgValues, readConsoleArgs } from './args.js';
export { type ConsoleOptions, LIMITS } from './options.js';
export { type ConsoleServer, consoleVersion, startConsoleServer } from './server.js';
export { runConsole } from './run.js';
