/** Ending a command with an error that says what to do next. */

/** Prints `svc: <message>` on stderr and exits 1. */
export function fail(message: string): never {
  process.stderr.write(`svc: ${message}\n`);
  process.exit(1);
}
