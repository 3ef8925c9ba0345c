/**
 * The `redis` adapter: messages shared by every engine on one Redis, each taken by one engine
 * at a time. Keys, under the prefix:
 *
 *     m                 hash: message id → message JSON (live and dead)
 *     seq               counter giving messages their order
 *     lanes             set of lane tokens (JSON of [kind, topic, function])
 *     d:<lane>          sorted set of waiting messages by due time
 *     r:<lane>          sorted set of ready messages by rank (priority, then order; order alone for FIFO)
 *     f:<lane>          sorted set of taken messages by lease end
 *     h:<lane>          hash: FIFO group → id of the message holding it
 *     x:<topic>         sorted set of dead letters by failure time
 *     dlq               set of topics with dead letters
 *     s:<topic>         hash: function → {until, settings} of the engines consuming the topic
 *
 * Taking is one Lua script, so two engines never take the same message: it puts messages whose
 * lease ran out (their engine went away) back to ready, moves due messages to ready, and leases
 * up to `max` of them. The engine running a message renews its lease until the attempt ends.
 * Every command goes through the engine's shared Redis connection, which fails a call at once
 * with `store_unavailable` while Redis is unreachable: an enqueue then fails and nothing is kept.
 */
import { createHash } from 'node:crypto';
import { parseExact } from '../../../core/exact-json.js';
import type { ModuleStorage } from '../../host.js';
import type { AdapterSettings } from '../../state/config.js';
import { evalScript } from '../../state/adapters/redis.js';
import type { DeadMessage, LaneKey, QueueAdapter, QueueMessage, TopicCounts } from './adapter.js';

/** Ranks a message in `r:<lane>`; priorities are spaced past any order number. */
const RANK = `local function rank(m, fifo)
  if fifo == '1' then return m.seq end
  return m.seq - (m.priority or 0) * 1099511627776
end`;

const SCRIPTS = {
  // KEYS: d, r, f, m, h; ARGV: now, max, leaseUntil, fifo
  take: `${RANK}
local now = tonumber(ARGV[1])
-- Leases that ran out (their engine went away), then waiting messages now due, become ready.
local function ready(from)
  for _, id in ipairs(redis.call('ZRANGEBYSCORE', from, '-inf', now)) do
    redis.call('ZREM', from, id)
    local raw = redis.call('HGET', KEYS[4], id)
    if raw then
      local m = cjson.decode(raw)
      local group = m.group or ''
      if redis.call('HGET', KEYS[5], group) == id then redis.call('HDEL', KEYS[5], group) end
      redis.call('ZADD', KEYS[2], rank(m, ARGV[4]), id)
    end
  end
end
ready(KEYS[3])
ready(KEYS[1])
local out = {}
local max = tonumber(ARGV[2])
local scan = max
if ARGV[4] == '1' then scan = 1000 end
for _, id in ipairs(redis.call('ZRANGE', KEYS[2], 0, scan - 1)) do
  if #out >= max then break end
  local raw = redis.call('HGET', KEYS[4], id)
  local take = true
  if raw and ARGV[4] == '1' then
    local group = cjson.decode(raw).group or ''
    if redis.call('HSETNX', KEYS[5], group, id) == 0 then take = false end
  end
  if take then
    redis.call('ZREM', KEYS[2], id)
    if raw then
      redis.call('ZADD', KEYS[3], ARGV[3], id)
      out[#out + 1] = raw
    end
  end
end
return out`,
  // KEYS: f, m, h; ARGV: id, group
  ack: `if redis.call('ZREM', KEYS[1], ARGV[1]) == 1 then redis.call('HDEL', KEYS[2], ARGV[1]) end
if redis.call('HGET', KEYS[3], ARGV[2]) == ARGV[1] then redis.call('HDEL', KEYS[3], ARGV[2]) end
return 1`,
  // KEYS: x, m, dlq; ARGV: id, topic
  discard: `if redis.call('ZREM', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('HDEL', KEYS[2], ARGV[1])
if redis.call('ZCARD', KEYS[1]) == 0 then redis.call('SREM', KEYS[3], ARGV[2]) end
return 1`,
} as const;

type ScriptName = keyof typeof SCRIPTS;
const SHA = Object.fromEntries(
  Object.entries(SCRIPTS).map(([name, source]) => [name, createHash('sha1').update(source).digest('hex')]),
) as Record<ScriptName, string>;

const token = (lane: Omit<LaneKey, 'fifo'>) => JSON.stringify([lane.kind, lane.topic, lane.fn]);
const groupField = (message: QueueMessage) => message.group ?? '';

/** The `redis` adapter. */
export class RedisQueue implements QueueAdapter {
  readonly kind = 'redis';

  private constructor(
    private readonly redis: Awaited<ReturnType<ModuleStorage['redis']>>,
    private readonly prefix: string,
  ) {}

  /** Connects; rejects with `store_unavailable` when Redis cannot be reached. */
  static async open(settings: AdapterSettings, connect: ModuleStorage['redis']): Promise<RedisQueue> {
    if (settings.name !== 'redis') throw new Error('RedisQueue needs redis settings');
    const redis = await connect(settings.url, { timeoutMs: settings.commandTimeoutMs, urlSetting: 'adapter.url' });
    return new RedisQueue(redis, settings.keyPrefix);
  }

  private laneKeys(lane: Omit<LaneKey, 'fifo'>) {
    const t = token(lane);
    const p = this.prefix;
    return { d: `${p}d:${t}`, r: `${p}r:${t}`, f: `${p}f:${t}`, h: `${p}h:${t}` };
  }

  private script(name: ScriptName, keys: string[], args: string[]): Promise<unknown> {
    return this.redis.run(name === 'take' || name === 'ack' || name === 'discard' ? 'write' : 'read', (live) =>
      evalScript(live, SHA[name], SCRIPTS[name], keys, args),
    );
  }

  async add(messages: QueueMessage[]): Promise<void> {
    const p = this.prefix;
    const last = Number(await this.redis.run('write', ({ client }) => client.incrBy(`${p}seq`, messages.length)));
    messages.forEach((message, i) => (message.seq = last - messages.length + 1 + i));
    await this.redis.run('write', ({ client }) => {
      const multi = client.multi();
      for (const message of messages) {
        multi.addCommand(['HSET', `${p}m`, message.id, JSON.stringify(message)]);
        multi.addCommand(['ZADD', this.laneKeys(message).d, String(message.availableAt), message.id]);
        multi.addCommand(['SADD', `${p}lanes`, token(message)]);
      }
      return multi.exec();
    });
  }

  async take(lane: LaneKey, now: number, max: number, leaseUntil: number): Promise<QueueMessage[]> {
    const k = this.laneKeys(lane);
    const raws = (await this.script(
      'take',
      [k.d, k.r, k.f, `${this.prefix}m`, k.h],
      [String(now), String(max), String(leaseUntil), lane.fifo ? '1' : '0'],
    )) as string[];
    return raws.map((raw) => parseExact(raw) as unknown as QueueMessage);
  }

  async extend(messages: QueueMessage[], leaseUntil: number): Promise<void> {
    await this.redis.run('write', ({ client }) => {
      const multi = client.multi();
      for (const m of messages) multi.addCommand(['ZADD', this.laneKeys(m).f, 'XX', String(leaseUntil), m.id]);
      return multi.exec();
    });
  }

  async ack(message: QueueMessage): Promise<void> {
    const k = this.laneKeys(message);
    await this.script('ack', [k.f, `${this.prefix}m`, k.h], [message.id, groupField(message)]);
  }

  async retry(message: QueueMessage, availableAt: number): Promise<void> {
    const k = this.laneKeys(message);
    message.availableAt = availableAt;
    // A FIFO group stays held (h) until its retry is due: `take` releases it then.
    await this.redis.run('write', ({ client }) =>
      client
        .multi()
        .addCommand(['ZREM', k.f, message.id])
        .addCommand(['HSET', `${this.prefix}m`, message.id, JSON.stringify(message)])
        .addCommand(['ZADD', k.d, String(availableAt), message.id])
        .exec(),
    );
  }

  async bury(message: QueueMessage, failedAt: number): Promise<void> {
    const k = this.laneKeys(message);
    const p = this.prefix;
    const dead: DeadMessage = { ...message, failedAt };
    await this.redis.run('write', ({ client }) =>
      client
        .multi()
        .addCommand(['ZREM', k.f, message.id])
        .addCommand(['HSET', `${p}m`, message.id, JSON.stringify(dead)])
        .addCommand(['ZADD', `${p}x:${message.topic}`, String(failedAt), message.id])
        .addCommand(['SADD', `${p}dlq`, message.topic])
        .addCommand(['HDEL', k.h, groupField(message)])
        .exec(),
    );
  }

  nextWake(): undefined {
    return undefined;
  }

  async lanes(): Promise<Omit<LaneKey, 'fifo'>[]> {
    const tokens = await this.redis.run('read', ({ client }) => client.sMembers(`${this.prefix}lanes`));
    return tokens.map((t) => {
      const [kind, topic, fn] = JSON.parse(t) as [LaneKey['kind'], string, string];
      return { kind, topic, fn };
    });
  }

  async counts(topic: string): Promise<TopicCounts> {
    const lanes = (await this.lanes()).filter((lane) => lane.topic === topic);
    const replies = await this.redis.run('read', ({ client }) => {
      const multi = client.multi();
      for (const lane of lanes) {
        const k = this.laneKeys(lane);
        multi.addCommand(['ZCARD', k.d]).addCommand(['ZCARD', k.r]).addCommand(['ZCARD', k.f]);
      }
      multi.addCommand(['ZCARD', `${this.prefix}x:${topic}`]);
      return multi.exec();
    });
    const n = replies.map(Number);
    const counts = { depth: 0, inFlight: 0, dlq: n.at(-1) ?? 0 };
    for (let i = 0; i < lanes.length; i++) {
      counts.depth += n[3 * i]! + n[3 * i + 1]!;
      counts.inFlight += n[3 * i + 2]!;
    }
    return counts;
  }

  async topics(): Promise<string[]> {
    const dead = await this.redis.run('read', ({ client }) => client.sMembers(`${this.prefix}dlq`));
    return [...new Set([...(await this.lanes()).map((lane) => lane.topic), ...dead])];
  }

  async size(): Promise<number> {
    return Number(await this.redis.run('read', ({ client }) => client.hLen(`${this.prefix}m`)));
  }

  async dlqTopics(): Promise<{ topic: string; count: number }[]> {
    const topics = await this.redis.run('read', ({ client }) => client.sMembers(`${this.prefix}dlq`));
    const counts = await Promise.all(
      topics.map((topic) => this.redis.run('read', ({ client }) => client.zCard(`${this.prefix}x:${topic}`))),
    );
    return topics.map((topic, i) => ({ topic, count: Number(counts[i]) })).filter((t) => t.count > 0);
  }

  async dlqPage(topic: string, offset: number, limit: number): Promise<{ total: number; messages: DeadMessage[] }> {
    const key = `${this.prefix}x:${topic}`;
    const [total, ids] = await this.redis.run('read', ({ client }) =>
      Promise.all([client.zCard(key), client.zRange(key, offset, offset + limit - 1)]),
    );
    const raws =
      ids.length === 0 ? [] : await this.redis.run('read', ({ client }) => client.hmGet(`${this.prefix}m`, ids));
    const messages = raws
      .filter((raw): raw is string => typeof raw === 'string')
      .map((raw) => parseExact(raw) as unknown as DeadMessage);
    return { total: Number(total), messages };
  }

  async redrive(topic: string, now: number, id?: string): Promise<QueueMessage[]> {
    const p = this.prefix;
    const key = `${p}x:${topic}`;
    const ids =
      id === undefined
        ? await this.redis.run('read', ({ client }) => client.zRange(key, 0, -1))
        : (await this.redis.run('read', ({ client }) => client.zScore(key, id))) === null
          ? []
          : [id];
    if (ids.length === 0) return [];
    const raws = await this.redis.run('read', ({ client }) => client.hmGet(`${p}m`, ids));
    const back: QueueMessage[] = [];
    await this.redis.run('write', ({ client }) => {
      const multi = client.multi();
      ids.forEach((messageId, i) => {
        multi.addCommand(['ZREM', key, messageId]);
        const raw = raws[i];
        if (typeof raw !== 'string') return;
        const { failedAt: _, ...message } = parseExact(raw) as unknown as DeadMessage;
        const revived = { ...message, attempts: 0, availableAt: now };
        back.push(revived);
        multi.addCommand(['HSET', `${p}m`, messageId, JSON.stringify(revived)]);
        multi.addCommand(['ZADD', this.laneKeys(revived).d, String(now), messageId]);
        multi.addCommand(['SADD', `${p}lanes`, token(revived)]);
      });
      return multi.exec();
    });
    return back;
  }

  async discard(topic: string, id: string): Promise<boolean> {
    const p = this.prefix;
    return (await this.script('discard', [`${p}x:${topic}`, `${p}m`, `${p}dlq`], [id, topic])) === 1;
  }

  async announce(topic: string, fn: string, settings: object, until: number): Promise<void> {
    const value = JSON.stringify({ until, settings });
    await this.redis.run('write', ({ client }) => client.hSet(`${this.prefix}s:${topic}`, fn, value));
  }

  async subscribers(topic: string, now: number): Promise<{ fn: string; settings: object }[]> {
    const all = await this.redis.run('read', ({ client }) => client.hGetAll(`${this.prefix}s:${topic}`));
    const live: { fn: string; settings: object }[] = [];
    for (const [fn, value] of Object.entries(all)) {
      const { until, settings } = JSON.parse(value) as { until: number; settings: object };
      if (until > now) live.push({ fn, settings });
    }
    return live;
  }

  close(): Promise<void> {
    return this.redis.close();
  }
}
