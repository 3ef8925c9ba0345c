/**
 * A Redis pub/sub subscription: a connection of its own (a subscribed connection can send no
 * other command), which reconnects with backoff after an outage and subscribes again, so a
 * subscriber is never left deaf by a Redis restart. Publishing goes through the shared
 * connection (`redis-pool.ts`), which fails fast while Redis is down.
 */
import type { Logger } from '../log.js';
import { cannotConnect, MAX_BACKOFF_MS, safeUrl, within } from './redis-common.js';

/** A live subscription; `close()` unsubscribes and closes its connection. */
export interface RedisSubscription {
  close(): Promise<void>;
}

/** Where and what to subscribe to. */
export interface SubscribeOptions {
  url: string;
  /** A PSUBSCRIBE pattern (`svc:events:*`). */
  pattern: string;
  /** Longest wait for the first connection. */
  timeoutMs: number;
  /** Called with each message's channel and text. */
  onMessage(channel: string, message: string): void;
  /** The module's name (starts error messages) and its logger. */
  owner: string;
  logger: Logger;
  /** The setting that names the URL, for the error when Redis cannot be reached. */
  urlSetting?: string;
}

/** Subscribes to `options.pattern`; rejects with `store_unavailable` when Redis cannot be reached. */
export async function subscribe(options: SubscribeOptions): Promise<RedisSubscription> {
  const { createClient } = await import('@redis/client');
  const where = safeUrl(options.url);
  let down = false;
  const client = createClient({
    url: options.url,
    socket: {
      connectTimeout: options.timeoutMs,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, MAX_BACKOFF_MS),
    },
  });
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    options.logger.warn('redis subscription lost; subscribing again once Redis is back', {
      url: where,
      error: error.message,
    });
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    options.logger.info('redis subscription back', { url: where });
  });
  try {
    await within(client.connect(), options.timeoutMs, `no answer within ${options.timeoutMs} ms`, () => {});
    await client.pSubscribe(options.pattern, (message: string, channel: string) => options.onMessage(channel, message));
  } catch (error) {
    client.destroy();
    throw cannotConnect(options.owner, options.url, options.urlSetting ?? 'the Redis URL', error);
  }
  let closed = false;
  return {
    close: async () => {
      if (closed) return;
      closed = true;
      client.destroy();
    },
  };
}
