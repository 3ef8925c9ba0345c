/** Colour only where a person reads it: a terminal, unless NO_COLOR says otherwise or FORCE_COLOR insists. */

/** True when `stream` should get ANSI colour codes. */
export function useColor(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '') return env.FORCE_COLOR !== '0';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

/** `text` without ANSI escape sequences. */
export function stripColor(text: string): string {
  return text.replace(/\x1b\[[0-9;]*m/g, '');
}
