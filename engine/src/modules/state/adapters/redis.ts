/**
 * The `redis` adapter. Per scope, a hash of key → JSON text (`<prefix>v:<scope>`) and a sorted
 * set of its keys (`<prefix>k:<scope>`, all scores 0, so ordered by bytes: the pages of
 * `listKeys`); one sorted set of the scopes that have entries (`<prefix>groups`). A set is one
 * MULTI transaction (a Lua script does the same but costs the Redis server about four times the
 * CPU of a plain SET, which showed as a third less throughput); a delete, which must drop the
 * scope from the groups only when its hash becomes empty, is a Lua script. Either way the hash
 * and both indexes change together.
 *
 * Update and compare-and-set run the shared change functions in this process inside an
 * optimistic loop: read the entry, compute, then a script writes only if the entry still holds
 * what was read (compared by SHA-1 on the server) and the loop starts over otherwise. The server
 * makes the check-and-write atomic, so engines sharing one Redis get the semantics of the other
 * adapters. Changes to one key from this engine queue behind each other and run as one batch
 * per round trip, which keeps a hot key (100 writers incrementing one counter) from conflicting
 * with itself.
 *
 * Every command goes through the engine's Redis connection (`storage/redis-connection.ts`),
 * shared with any other module using the same URL, which fails a call at once while Redis is
 * unreachable and never sends a command later.
 */
import { createHash } from 'node:crypto';
import { EngineError } from '../../../errors.js';
import type { Logger } from '../../../log.js';
import type { Live } from '../../../storage/redis-connection.js';
import { openRedis, type RedisOptions, type SharedRedis } from '../../../storage/redis-pool.js';
import { StateErrorCode } from '../errors.js';
import { compareKeys } from '../values.js';
import type { ChangeFn, Page, PageQuery, StateAdapter } from './adapter.js';

/** Connects to Redis: the module host's shared `storage.redis` in the engine, `openRedis` outside it. */
export type ConnectRedis = (url: string, options: RedisOptions) => Promise<SharedRedis>;

/** Settings of the Redis adapter. */
export interface RedisAdapterOptions {
  url: string;
  keyPrefix: string;
  /** Longest wait for Redis to connect or to answer a command. */
  commandTimeoutMs: number;
  logger: Logger;
}

const SCRIPTS = {
  delete: `local old = redis.call('HGET', KEYS[1], ARGV[1])
if old then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('ZREM', KEYS[2], ARGV[1])
  if redis.call('HLEN', KEYS[1]) == 0 then redis.call('ZREM', KEYS[3], ARGV[2]) end
end
return old`,
  // Writes ARGV[3] only while the entry's SHA-1 is ARGV[2] ('' for a missing entry).
  swap: `local current = redis.call('HGET', KEYS[1], ARGV[1])
if (current and redis.sha1hex(current) or '') ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
if not current then
  redis.call('ZADD', KEYS[2], 0, ARGV[1])
  redis.call('ZADD', KEYS[3], 0, ARGV[4])
end
return 1`,
  // Up to ARGV[3] entries with keys in the lexical range ARGV[1]..ARGV[2], as key, value, key, ...
  page: `local keys = redis.call('ZRANGE', KEYS[2], ARGV[1], ARGV[2], 'BYLEX', 'LIMIT', 0, ARGV[3])
if #keys == 0 then return {} end
local values = redis.call('HMGET', KEYS[1], unpack(keys))
local out = {}
for i, key in ipairs(keys) do
  if values[i] then
    out[#out + 1] = key
    out[#out + 1] = values[i]
  end
end
return out`,
} as const;

type ScriptName = keyof typeof SCRIPTS;
const SHA = Object.fromEntries(
  Object.entries(SCRIPTS).map(([name, source]) => [name, createHash('sha1').update(source).digest('hex')]),
) as Record<ScriptName, string>;

/** Rounds of the optimistic loop before an update gives up. */
const MAX_ATTEMPTS = 200;
/** Entries fetched per round trip when listing a whole scope. */
const LIST_CHUNK = 1000;

type Argument = string | Buffer;

interface Waiting {
  change: ChangeFn<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

const orUndefined = (reply: unknown) => (reply === null ? undefined : (reply as string));
const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex');

/** The `redis` adapter. */
export class RedisAdapter implements StateAdapter {
  private readonly queues = new Map<string, Waiting[]>();

  private constructor(
    private readonly connection: SharedRedis,
    private readonly prefix: string,
  ) {}

  /** Connects; rejects with `store_unavailable` when Redis cannot be reached. */
  static async open(
    { url, keyPrefix, commandTimeoutMs, logger }: RedisAdapterOptions,
    connect: ConnectRedis = (at, options) => openRedis(at, options, { owner: 'svc-state', logger }),
  ): Promise<RedisAdapter> {
    return new RedisAdapter(await connect(url, { timeoutMs: commandTimeoutMs, urlSetting: 'adapter.url' }), keyPrefix);
  }

  get(scope: string, key: string): Promise<string | undefined> {
    return this.connection.run('read', ({ client }) => client.hGet(this.keys(scope)[0], key)).then(orUndefined);
  }

  set(scope: string, key: string, text: string): Promise<string | undefined> {
    const [values, index, groups] = this.keys(scope);
    return this.connection
      .run('write', ({ client }) =>
        client
          .multi()
          .addCommand(['HGET', values, key])
          .addCommand(['HSET', values, key, text])
          .addCommand(['ZADD', index, 'NX', '0', key])
          .addCommand(['ZADD', groups, 'NX', '0', scope])
          .exec(),
      )
      .then((replies) => orUndefined(replies[0]));
  }

  delete(scope: string, key: string): Promise<string | undefined> {
    return this.connection
      .run('write', (live) => script(live, 'delete', this.keys(scope), [key, scope]))
      .then(orUndefined);
  }

  modify<R>(scope: string, key: string, change: ChangeFn<R>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const id = JSON.stringify([scope, key]);
      const waiting: Waiting = { change, resolve: resolve as (value: unknown) => void, reject };
      const queue = this.queues.get(id);
      if (queue) return void queue.push(waiting);
      this.queues.set(id, [waiting]);
      void this.drain(id, scope, key);
    });
  }

  async list(scope: string): Promise<[string, string][]> {
    const entries: [string, string][] = [];
    let after: string | undefined;
    for (;;) {
      const page = await this.listKeys(scope, { prefix: '', after, limit: LIST_CHUNK });
      entries.push(...page.entries);
      if (page.next === null) return entries;
      after = page.next;
    }
  }

  async listGroups(): Promise<string[]> {
    return this.connection.run('read', ({ client }) => client.zRange(`${this.prefix}groups`, 0, -1));
  }

  async listKeys(scope: string, { prefix, after, limit }: PageQuery): Promise<Page> {
    const min =
      after !== undefined && compareKeys(after, prefix) >= 0 ? `(${after}` : prefix === '' ? '-' : `[${prefix}`;
    // Keys starting with the prefix sort below prefix + byte 0xFF, which UTF-8 text never contains.
    const max = prefix === '' ? '+' : Buffer.concat([Buffer.from(`(${prefix}`), Buffer.from([0xff])]);
    const args = [min, max, String(limit + 1)];
    const flat = (await this.connection.run('read', (live) =>
      script(live, 'page', this.keys(scope), args),
    )) as string[];
    const entries: [string, string][] = [];
    for (let i = 0; i < flat.length && entries.length < limit; i += 2) entries.push([flat[i]!, flat[i + 1]!]);
    return { entries, next: flat.length / 2 > limit ? entries.at(-1)![0] : null };
  }

  close(): Promise<void> {
    return this.connection.close();
  }

  /** The hash, key index and scope index names of a scope. */
  private keys(scope: string): [string, string, string] {
    return [`${this.prefix}v:${scope}`, `${this.prefix}k:${scope}`, `${this.prefix}groups`];
  }

  /** Runs the queued changes of one key, batch after batch, until none is left. */
  private async drain(id: string, scope: string, key: string): Promise<void> {
    const queue = this.queues.get(id)!;
    while (queue.length > 0) await this.applyBatch(scope, key, queue.splice(0));
    this.queues.delete(id);
  }

  /** Applies a batch of changes in order as one swap, starting over when another writer came first. */
  private async applyBatch(scope: string, key: string, batch: Waiting[]): Promise<void> {
    const keys = this.keys(scope);
    try {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const stored = (await this.connection.run('read', ({ raw }) => raw.hGet(keys[0], key))) as Buffer | null;
        const before = stored === null ? undefined : stored.toString('utf8');
        let text = before;
        const outcomes = batch.map((waiting) => {
          try {
            const { write, result } = waiting.change(text);
            if (write !== undefined) text = write;
            return { result };
          } catch (error) {
            return { error };
          }
        });
        const expected = stored === null ? '' : sha1(stored);
        const swapped =
          text === before ||
          (await this.connection.run('write', (live) => script(live, 'swap', keys, [key, expected, text!, scope]))) ===
            1;
        if (swapped) {
          batch.forEach((waiting, i) =>
            'error' in outcomes[i]! ? waiting.reject(outcomes[i]!.error) : waiting.resolve(outcomes[i]!.result),
          );
          return;
        }
        // Another writer changed the entry between the read and the swap: let it finish, retry.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt, 20)));
      }
      throw new EngineError(
        StateErrorCode.stateConflict,
        `svc-state: ${scope}/${key} changed under every one of ${MAX_ATTEMPTS} attempts to update it; try again`,
      );
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}

/** Runs a script by its SHA-1, sending its source when the server does not have it (first use, restart). */
function script(live: Live, name: ScriptName, keys: string[], args: Argument[]): Promise<unknown> {
  return evalScript(live, SHA[name], SCRIPTS[name], keys, args);
}

/** Runs the Lua `source` (whose SHA-1 is `sha`) by its SHA-1, sending the source when the server lacks it. */
export function evalScript({ client }: Live, sha: string, source: string, keys: string[], args: Argument[]) {
  const tail = [String(keys.length), ...keys, ...args];
  return client.sendCommand(['EVALSHA', sha, ...tail]).catch((error: unknown) => {
    if (!String((error as Error)?.message).startsWith('NOSCRIPT')) throw error;
    return client.sendCommand(['EVAL', source, ...tail]);
  });
}
