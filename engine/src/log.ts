/**
 * Structured logging: one JSON object per line on stdout, e.g.
 * `{"time":"2026-11-21T10:00:00.000Z","level":"info","msg":"listening","bridge":"ws://127.0.0.1:49134"}`,
 * or the same fields as a readable line for a person at a terminal.
 */
import { maskSecrets, maskUrl } from './auth/mask.js';

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

/**
 * How lines are written: `json` for machines (one object per line), `pretty` for people
 * (`10:00:00 INFO  worker connected  worker=greeter functions=2`), optionally coloured.
 */
export type LogFormat = 'json' | 'pretty' | 'pretty-color';

/** A logger writing lines at `level` and above to `write` (stdout by default), in `format`. */
export function createLogger(
  level: Level = 'info',
  write: (line: string) => void = (line) => process.stdout.write(line),
  format: LogFormat = 'json',
): Logger {
  const min = LEVELS.indexOf(level);
  const at = (lvl: Level) => (msg: string, fields?: Fields) => {
    if (LEVELS.indexOf(lvl) < min) return;
    // Secrets (tokens, URL passwords) never reach a log line, whoever logs them.
    const record = {
      time: new Date().toISOString(),
      level: lvl,
      msg: maskUrl(msg),
      ...(fields && maskSecrets(fields)),
    };
    write(format === 'json' ? `${JSON.stringify(record)}\n` : prettyLine(record, format === 'pretty-color'));
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

const LEVEL_COLORS: Record<Level, number> = { debug: 90, info: 36, warn: 33, error: 31 };

/** A log record as one readable line: time, level, message, then every other field as `key=value`. */
export function prettyLine(record: Fields & { time: string; level: Level; msg: string }, color = false): string {
  const paint = (code: number, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
  const { time, level, msg, ...fields } = record;
  const rest = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${paint(90, `${key}=`)}${typeof value === 'string' ? quote(value) : JSON.stringify(value)}`)
    .join(' ');
  const head = `${paint(90, time.slice(11, 19))} ${paint(LEVEL_COLORS[level], level.toUpperCase().padEnd(5))}`;
  return `${head} ${color ? `\x1b[1m${msg}\x1b[0m` : msg}${rest ? `  ${rest}` : ''}\n`;
}

/** A string value bare when it reads unambiguously, else as JSON. */
function quote(value: string): string {
  return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
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
