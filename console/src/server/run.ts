/** Starting the console from a command line: listen, print where, stop on Ctrl-C. */
import { readConsoleArgs, type ConsoleArgValues } from './args.js';
import { startConsoleServer } from './server.js';
import { engineUrl } from './options.js';

/** Starts the console with the given flags and prints its address; resolves when it stops. */
export async function runConsole(args: ConsoleArgValues): Promise<void> {
  let options: ReturnType<typeof readConsoleArgs>;
  try {
    options = readConsoleArgs(args);
  } catch (error) {
    process.stderr.write(`svc-console: ${(error as Error).message}\n`);
    process.exit(2);
  }
  let server: Awaited<ReturnType<typeof startConsoleServer>>;
  try {
    server = await startConsoleServer(options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === undefined) {
      process.stderr.write(`svc-console: ${(error as Error).message}\n`);
      process.exit(1);
    }
    const hint = code === 'EADDRINUSE' ? `: port ${options.port} is in use; pick another with --port` : '';
    process.stderr.write(`svc-console: cannot listen on ${options.host}:${options.port}${hint} (${code})\n`);
    process.exit(1);
  }
  process.stdout.write(
    `svc-console ${server.url} (engine ${engineUrl(options, 'http', options.enginePort)}, ` +
      `live ${engineUrl(options, 'ws', options.wsPort)})\n`,
  );
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      server.close().then(resolve, resolve);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
