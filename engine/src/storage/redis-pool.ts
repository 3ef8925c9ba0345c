/**
 * Redis connections shared by the engine's modules: every module that asks for the same URL
 * gets a handle on one connection (`redis-connection.ts`), which closes when its last handle is
 * released. @redis/client is loaded on the first request: it costs about 80 ms of an engine's
 * start, which an engine that uses no Redis should not pay.
 */
import { EngineError, ErrorCode } from '../errors.js';
import type { Logger } from '../log.js';
import { cannotConnect } from './redis-common.js';
import type { CommandKind, Live, RedisConnection } from './redis-connection.js';

/** What a module asks of its Redis connection. */
export interface RedisOptions {
  /**
   * Longest wait for a connection, or for the answer to a command. A shared connection takes the
   * shortest its current holders asked for: a server that hangs is given up for all of them.
   */
  timeoutMs: number;
  /** The setting that names the URL, for the error when Redis cannot be reached (`adapter.url`). */
  urlSetting?: string;
}

/** Who asks: the module's name (which starts its error messages) and its logger. */
export interface RedisHolder {
  owner: string;
  logger: Logger;
}

/** A module's handle on a shared Redis connection. */
export interface SharedRedis {
  /**
   * Runs `command` on the live connection: refused at once with `store_unavailable` while Redis
   * is unreachable; a write that fails after it was sent fails with `store_outcome_unknown`.
   */
  run<T>(kind: CommandKind, command: (live: Live) => Promise<T>): Promise<T>;
  /** Releases the handle; the connection closes with its last handle. Idempotent. */
  close(): Promise<void>;
}

/** One URL's connection, while it opens and while anyone holds it. */
interface Entry {
  opening: Promise<RedisConnection>;
  /** The timeouts the holders asked for. */
  holders: Set<{ timeoutMs: number }>;
}

const shortest = (holders: Set<{ timeoutMs: number }>) => Math.min(...[...holders].map((h) => h.timeoutMs));

/** The engine's Redis connections, by URL, counted by their holders. */
export class RedisPool {
  private readonly entries = new Map<string, Entry>();

  /**
   * A handle on the connection to `url`, opening it when nobody holds one. Rejects with
   * `store_unavailable` when Redis cannot be reached. The outage and recovery of a shared
   * connection are logged once, by the logger of the module that opened it.
   */
  async acquire(url: string, options: RedisOptions, holder: RedisHolder): Promise<SharedRedis> {
    const redis = await import('./redis-connection.js');
    let entry = this.entries.get(url);
    if (!entry) {
      const opening = redis.RedisConnection.open({ url, timeoutMs: options.timeoutMs, logger: holder.logger });
      const created: Entry = { opening, holders: new Set() };
      this.entries.set(url, created);
      opening.catch(() => {
        if (this.entries.get(url) === created) this.entries.delete(url);
      });
      entry = created;
    }
    // Counted before the wait, so a holder that leaves meanwhile cannot close it under this one.
    const ask = { timeoutMs: options.timeoutMs };
    entry.holders.add(ask);
    let connection: RedisConnection;
    try {
      connection = await entry.opening;
    } catch (error) {
      entry.holders.delete(ask);
      throw cannotConnect(holder.owner, url, options.urlSetting ?? 'the Redis URL', error);
    }
    connection.timeoutMs = shortest(entry.holders);
    const held = entry;
    let released = false;
    return {
      run: (kind, command) =>
        released
          ? Promise.reject(new EngineError(ErrorCode.shuttingDown, `${holder.owner} is stopping`))
          : connection.run(kind, command, holder.owner),
      close: async () => {
        if (released) return;
        released = true;
        held.holders.delete(ask);
        if (held.holders.size > 0) {
          connection.timeoutMs = shortest(held.holders);
          return;
        }
        if (this.entries.get(url) === held) this.entries.delete(url);
        await connection.close();
      },
    };
  }
}

/** A connection of its own to `url` (not shared), for a store used outside a module host. */
export function openRedis(url: string, options: RedisOptions, holder: RedisHolder): Promise<SharedRedis> {
  return new RedisPool().acquire(url, options, holder);
}
