/** Severity of a log line, lowest first. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Extra structured fields of a log line. */
export type LogFields = Record<string, unknown>;

/** What svc-sdk logs through, and what handlers get as `context.logger`. Bring your own or use {@link createLogger}. */
export interface Logger {
  /** Detail that helps when something goes wrong: dropped frames, late results. */
  debug(message: string, fields?: LogFields): void;
  /** Life-cycle events: connected, reconnecting. */
  info(message: string, fields?: LogFields): void;
  /** Something was refused or lost but the worker carries on. */
  warn(message: string, fields?: LogFields): void;
  /** Something failed that the user should look at. */
  error(message: string, fields?: LogFields): void;
}

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /** Lowest level written; default `SVC_LOG_LEVEL`, else `info`. */
  level?: LogLevel;
  /** Where each line goes; default process.stderr. */
  write?: (line: string) => void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/**
 * A logger writing one JSON object per line to stderr:
 * `{"time":…,"level":"info","worker":"billing","msg":"connected",…fields}`.
 * Stderr, so that a worker's stdout stays free for its own output.
 */
export function createLogger(workerName: string, options: LoggerOptions = {}): Logger {
  const threshold = RANK[options.level ?? levelFromEnv()];
  const write = options.write ?? ((line: string) => void process.stderr.write(line));
  const log = (level: LogLevel, message: string, fields?: LogFields): void => {
    if (RANK[level] < threshold) return;
    const record: LogFields = { time: new Date().toISOString(), level, worker: workerName, msg: message };
    if (fields !== undefined) {
      for (const [key, value] of Object.entries(fields))
        record[key] = value instanceof Error ? errorFields(value) : value;
    }
    write(`${safeStringify(record)}\n`);
  };
  return {
    debug: (message, fields) => log('debug', message, fields),
    info: (message, fields) => log('info', message, fields),
    warn: (message, fields) => log('warn', message, fields),
    error: (message, fields) => log('error', message, fields),
  };
}

/** Receives a worker logger's calls besides its own output: the OpenTelemetry log records. */
export type LogSink = (level: LogLevel, message: string, fields: LogFields | undefined) => void;

/** A logger that also hands its calls to a sink attached later (see {@link teeLogger}). */
export interface TeeLogger extends Logger {
  /** Starts (or, with undefined, stops) handing calls to `sink`. */
  attach(sink: LogSink | undefined): void;
}

/**
 * A logger that writes through `inner` and hands every call at `level` or above to the sink
 * attached with `attach()`. A sink that throws is ignored: logging never fails the caller.
 */
export function teeLogger(inner: Logger, level: LogLevel = levelFromEnv()): TeeLogger {
  const threshold = RANK[level];
  let sink: LogSink | undefined;
  const log = (at: LogLevel, message: string, fields?: LogFields): void => {
    inner[at](message, fields);
    if (sink === undefined || RANK[at] < threshold) return;
    try {
      sink(at, message, fields);
    } catch {
      // The telemetry copy of a log line is best effort.
    }
  };
  return {
    debug: (message, fields) => log('debug', message, fields),
    info: (message, fields) => log('info', message, fields),
    warn: (message, fields) => log('warn', message, fields),
    error: (message, fields) => log('error', message, fields),
    attach: (next) => {
      sink = next;
    },
  };
}

/** A logger that drops everything (tests, embedding). */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

function levelFromEnv(): LogLevel {
  const value = process.env.SVC_LOG_LEVEL?.toLowerCase();
  return value === 'debug' || value === 'info' || value === 'warn' || value === 'error' ? value : 'info';
}

// Error's own properties are not enumerable, so JSON.stringify would print `{}`.
function errorFields(error: Error): LogFields {
  const fields: LogFields = { name: error.name, message: error.message };
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) fields.code = code;
  return fields;
}

// A log call must never throw because a field holds a cycle or a BigInt.
function safeStringify(record: LogFields): string {
  try {
    return JSON.stringify(record);
  } catch {
    return JSON.stringify({ time: record.time, level: record.level, worker: record.worker, msg: record.msg });
  }
}
