/**
 * Structured logging: one JSON object per line on stdout, e.g.
 * `{"time":"2026-11-21T10:00:00.000Z","level":"info","msg":"listening","bridge":"ws://127.0.0.1:49134"}`.
 */

/** Log levels, most verbose first. */
export const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
/** A log level. */
export type Level = (typeof LEVELS)[number];

/** Fields added to a log line. */
export type Fields = Record<string, unknown>;

/** The engine's logger. */
export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
}

/** A logger writing lines at `level` and above to `write` (stdout by default). */
export function createLogger(
  level: Level = 'info',
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const min = LEVELS.indexOf(level);
  const at = (lvl: Level) => (msg: string, fields?: Fields) => {
    if (LEVELS.indexOf(lvl) < min) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** The level named by `SVC_LOG_LEVEL`, `info` when unset or unknown. */
export function levelFromEnv(env: NodeJS.ProcessEnv = process.env): Level {
  const value = env.SVC_LOG_LEVEL as Level | undefined;
  return value && LEVELS.includes(value) ? value : 'info';
}

/** A logger that adds `fields` to every line of `logger`. */
export function withFields(logger: Logger, fields: Fields): Logger {
  const at = (lvl: Level) => (msg: string, more?: Fields) => logger[lvl](msg, { ...fields, ...more });
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
