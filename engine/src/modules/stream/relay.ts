/**
 * Delivery across engines that share a Redis (the `redis` adapter): each event this engine
 * makes is published on one channel, `<key_prefix>events`, and each event another engine made is
 * handed to this engine's subscribers. Triggers fire only on the engine that made the change, so
 * a change fires each binding once. The subscriber connection is a duplicate of the shared one
 * (a Redis connection in subscribe mode takes no other commands) and reconnects by itself;
 * publishing goes through the shared, fail-fast connection, and an event it cannot publish
 * reaches only this engine's subscribers (logged).
 */
import { randomUUID } from 'node:crypto';
import type { StreamEvent } from '@svc/protocol';
import type { ModuleHost } from '../host.js';

/** Settings of the relay. */
export interface RelaySettings {
  url: string;
  keyPrefix: string;
  commandTimeoutMs: number;
}

/** A published event, with the engine that made it. */
interface Envelope {
  origin: string;
  event: StreamEvent;
}

/** Opens the relay; `deliver` receives the events other engines made. Returns the publisher. */
export async function openRelay(
  host: ModuleHost<unknown>,
  settings: RelaySettings,
  deliver: (event: StreamEvent) => void,
): Promise<(event: StreamEvent) => void> {
  const origin = randomUUID();
  const channel = `${settings.keyPrefix}events`;
  const redis = await host.storage.redis(settings.url, {
    timeoutMs: settings.commandTimeoutMs,
    urlSetting: 'adapter.url',
  });
  const subscriber = await redis.run('read', async (live) =>
    live.client.duplicate({
      socket: {
        connectTimeout: settings.commandTimeoutMs,
        reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000),
      },
    }),
  );
  let reported = false;
  subscriber.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    host.logger.warn('stream relay lost its Redis subscription; reconnecting', { error: error.message });
  });
  subscriber.on('ready', () => {
    if (reported) host.logger.info('stream relay subscribed again');
    reported = false;
  });
  await subscriber.connect();
  await subscriber.subscribe(channel, (message: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch {
      return;
    }
    if (envelope.origin !== origin && envelope.event?.type === 'stream') deliver(envelope.event);
  });
  host.onStop(async () => {
    await subscriber.quit().catch(() => subscriber.destroy());
  });
  return (event) => {
    const message = JSON.stringify({ origin, event } satisfies Envelope);
    redis
      .run('write', (live) => live.client.publish(channel, message))
      .catch((error: Error) => host.logger.warn('stream event not relayed to other engines', { error: error.message }));
  };
}
