/**
 * Membership of a cluster in Redis. Each engine keeps one key, `<prefix>engine:<id>`, holding its
 * record (`contracts/cluster/member`) with a TTL, renewed every heartbeat, and its id in the set
 * `<prefix>members`. Every heartbeat it reads the others' records: a record that has expired is a
 * member gone (an engine killed, stopped or cut off from Redis is gone for everyone within
 * `ttl_ms + heartbeat_ms`); an engine that leaves deletes its key and says so on
 * `<prefix>changed`, which every engine also reads at once after a change of functions.
 *
 * Redis's own clock expires the keys, so engines need no synchronised clocks. When Redis cannot be
 * reached the engine is `detached`: it keeps what it knew for one TTL (the others are still
 * there), then forgets every other engine; once Redis answers it writes its record again.
 */
import type { ClusterMember } from '@svc/protocol';
import { validateClusterMember } from '@svc/protocol/validators/contracts/cluster/member';
import type { Logger } from '../log.js';
import { openRedis, type SharedRedis } from '../storage/redis-pool.js';
import { subscribe, type RedisSubscription } from '../storage/redis-subscriber.js';
import type { ClusterSettings } from './config.js';

/** What the membership tells its owner. */
export interface MembershipEvents {
  /** The set of other members or their records changed. */
  changed(members: ReadonlyMap<string, ClusterMember>): void;
}

/** This engine's membership, and what it knows of the others. */
export class Membership {
  /** The other engines, by id, as their last record says. */
  readonly members = new Map<string, ClusterMember>();
  private redis: SharedRedis | undefined;
  private subscription: RedisSubscription | undefined;
  private timer: NodeJS.Timeout | undefined;
  private record: ClusterMember;
  private written = '';
  private lastRead = Date.now();
  private reachable = true;
  private stopped = false;
  private beating: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly settings: ClusterSettings,
    record: ClusterMember,
    private readonly logger: Logger,
    private readonly events: MembershipEvents,
  ) {
    this.record = record;
  }

  private get key(): string {
    return `${this.settings.keyPrefix}engine:${this.settings.engineId}`;
  }

  /** False while Redis cannot be reached: calls to other engines then fail with `cluster_unavailable`. */
  get attached(): boolean {
    return this.reachable;
  }

  /** Joins: writes the record, reads the others, and starts the heartbeat. Rejects when Redis cannot be reached. */
  async start(): Promise<void> {
    const holder = { owner: 'cluster', logger: this.logger };
    this.redis = await openRedis(
      this.settings.redisUrl,
      { timeoutMs: this.settings.commandTimeoutMs, urlSetting: 'cluster.redis_url' },
      holder,
    );
    this.subscription = await subscribe({
      url: this.settings.redisUrl,
      pattern: `${this.settings.keyPrefix}changed`,
      timeoutMs: this.settings.commandTimeoutMs,
      onMessage: (_channel, from) => {
        if (from !== this.settings.engineId) this.beat();
      },
      urlSetting: 'cluster.redis_url',
      ...holder,
    });
    await this.tick();
    this.timer = setInterval(() => this.beat(), this.settings.heartbeatMs);
    this.timer.unref();
  }

  /** Replaces this engine's record; it is written at once and announced to the others. */
  update(record: ClusterMember): void {
    this.record = record;
    this.beat();
  }

  /** Runs a heartbeat now (one at a time; a request during one runs another after it). */
  beat(): void {
    if (this.stopped) return;
    if (this.beating) {
      this.again = true;
      return;
    }
    this.beating = this.tick().finally(() => {
      this.beating = undefined;
      if (this.again) {
        this.again = false;
        this.beat();
      }
    });
  }

  /** Leaves at once: the record is deleted and the others told, so they drop this engine now. */
  async leave(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.beating;
    const redis = this.redis;
    if (redis) {
      await redis
        .run('write', async ({ client }) => {
          await client.sendCommand(['DEL', this.key]);
          await client.sendCommand(['SREM', `${this.settings.keyPrefix}members`, this.settings.engineId]);
          await client.sendCommand(['PUBLISH', `${this.settings.keyPrefix}changed`, this.settings.engineId]);
        })
        .catch(() => {});
      await redis.close();
    }
    await this.subscription?.close();
  }

  private async tick(): Promise<void> {
    const redis = this.redis;
    if (!redis) return;
    try {
      const text = JSON.stringify(this.record);
      const changed = text !== this.written;
      const ttl = String(this.settings.ttlMs);
      const prefix = this.settings.keyPrefix;
      const ids = await redis.run('write', async ({ client }) => {
        // A renewal that finds the key gone (expired while the engine was stopped or cut off) writes it again.
        const renewed = changed ? 0 : Number(await client.sendCommand(['PEXPIRE', this.key, ttl]));
        if (renewed !== 1) {
          await client.sendCommand(['SET', this.key, text, 'PX', ttl]);
          await client.sendCommand(['SADD', `${prefix}members`, this.settings.engineId]);
          await client.sendCommand(['PUBLISH', `${prefix}changed`, this.settings.engineId]);
          if (!changed) this.logger.warn('cluster membership had expired; joined again', {});
        }
        return (await client.sendCommand(['SMEMBERS', `${prefix}members`])) as string[];
      });
      this.written = text;
      const others = ids.filter((id) => id !== this.settings.engineId);
      const records =
        others.length === 0
          ? []
          : ((await redis.run('read', ({ client }) =>
              client.sendCommand(['MGET', ...others.map((id) => `${prefix}engine:${id}`)]),
            )) as (string | null)[]);
      const gone = others.filter((_, i) => records[i] === null);
      if (gone.length > 0)
        await redis.run('write', ({ client }) => client.sendCommand(['SREM', `${prefix}members`, ...gone]));
      this.lastRead = Date.now();
      if (!this.reachable) this.logger.info('cluster reachable again', {});
      this.reachable = true;
      this.apply(others, records);
    } catch (error) {
      if (this.reachable)
        this.logger.warn('cluster unreachable: calls to other engines fail until Redis is back', {
          error: (error as Error).message,
        });
      this.reachable = false;
      this.written = '';
      // The others expire our record after one TTL; after as long we forget them too.
      if (Date.now() - this.lastRead > this.settings.ttlMs && this.members.size > 0) this.apply([], []);
    }
  }

  private apply(ids: string[], records: (string | null)[]): void {
    let changed = false;
    const seen = new Set<string>();
    for (const [i, id] of ids.entries()) {
      const text = records[i];
      if (text === null || text === undefined) continue;
      let record: unknown;
      try {
        record = JSON.parse(text);
      } catch {
        record = undefined;
      }
      if (!validateClusterMember(record) || record.engine_id !== id) {
        this.logger.warn('cluster member record ignored: it does not match contracts/cluster/member', {
          engine_id: id,
        });
        continue;
      }
      seen.add(id);
      const known = this.members.get(id);
      if (known && JSON.stringify(known) === text) continue;
      this.members.set(id, record);
      changed = true;
    }
    for (const id of [...this.members.keys()]) {
      if (seen.has(id)) continue;
      this.members.delete(id);
      changed = true;
    }
    if (changed) this.events.changed(this.members);
  }
}
