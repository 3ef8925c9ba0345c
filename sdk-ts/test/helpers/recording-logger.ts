import type { LogFields, Logger, LogLevel } from '../../src/logger.js';

/** One recorded log call. */
export interface LogRecord {
  level: LogLevel;
  message: string;
  fields: LogFields | undefined;
}

/** A logger that keeps every line, so tests can assert what was reported. */
export class RecordingLogger implements Logger {
  readonly records: LogRecord[] = [];
  debug(message: string, fields?: LogFields): void {
    this.records.push({ level: 'debug', message, fields });
  }
  info(message: string, fields?: LogFields): void {
    this.records.push({ level: 'info', message, fields });
  }
  warn(message: string, fields?: LogFields): void {
    this.records.push({ level: 'warn', message, fields });
  }
  error(message: string, fields?: LogFields): void {
    this.records.push({ level: 'error', message, fields });
  }
  /** Messages logged at `level`. */
  at(level: LogLevel): string[] {
    return this.records.filter((r) => r.level === level).map((r) => r.message);
  }
}
