/**
 * What the Redis connection and the pub/sub subscriber share that needs no Redis client: URLs for
 * messages, the error for a Redis that cannot be reached, the backoff bound and a timeout. Kept
 * apart from `redis-connection.ts` so that an engine that never uses Redis does not load
 * @redis/client at start (the cluster's membership imports the subscriber).
 */
import { EngineError } from '../errors.js';
import { StorageErrorCode } from './errors.js';

/** Backoff between reconnection attempts: 100 ms doubling up to this, with jitter. */
export const MAX_BACKOFF_MS = 2000;

/** The URL without its password, for messages. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** The error of a module that cannot reach Redis at start; `urlSetting` names the setting to fix. */
export function cannotConnect(owner: string, url: string, urlSetting: string, cause: unknown): EngineError {
  return new EngineError(
    StorageErrorCode.storeUnavailable,
    `${owner}: cannot connect to Redis at ${safeUrl(url)} (${(cause as Error)?.message ?? String(cause)}); ` +
      `start Redis or fix ${urlSetting}`,
    { cause },
  );
}

/** Rejects with `message` unless `promise` settles within `ms`, calling `onTimeout` first. */
export function within<T>(promise: Promise<T>, ms: number, message: string, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(message));
    }, ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
