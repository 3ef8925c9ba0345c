/**
 * Delivery across engines that share a Redis (the `redis` adapter): each event this engine
 * makes is published on one channel, `<key_prefix>events`, and each event another engine made is
 * handed to this engine's subscribers and fires this engine's `stream` trigger bindings. The
 * engine that made a change fires its own bindings and skips its own message, so a change fires
 * each binding once, wherever it was bound. The live feed's invocation windows travel on a
 * second channel, `<key_prefix>live` (`contracts/cluster/live-window`, `live-cluster.ts`).
 *
 * The subscriber connection is a duplicate of the shared one (a Redis connection in subscribe
 * mode takes no other commands) and reconnects by itself; publishing goes through the shared,
 * fail-fast connection, and an event it cannot publish reaches only this engine's subscribers
 * and bindings (logged). Redis pub/sub keeps nothing: an engine cut off from Redis gets no
 * change made elsewhere meanwhile.
 */
import { randomUUID } from 'node:crypto';
import type { ClusterLiveWindow, JsonValue, StreamEvent } from '@svc/protocol';
import { validateClusterLiveWindow } from '@svc/protocol/validators/contracts/cluster/live-window';
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

/** What the relay hands on from the other engines. */
export interface RelayHandlers {
  /** A stream event another engine made. */
  event(event: StreamEvent): void;
  /** A live-feed message of another engine (its origin is never this engine's). */
  live(message: ClusterLiveWindow): void;
}

/** What this engine sends the others. */
export interface Relay {
  event(event: StreamEvent): void;
  /** A live-feed message; `origin` is filled in. */
  live(message: Pick<ClusterLiveWindow, 'want' | 'window'>): void;
}

/** Opens the relay; `handlers` receive what the other engines send. */
export async function openRelay(
  host: ModuleHost<unknown>,
  settings: RelaySettings,
  handlers: RelayHandlers,
): Promise<Relay> {
  const origin = randomUUID();
  const channel = `${settings.keyPrefix}events`;
  const liveChannel = `${settings.keyPrefix}live`;
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
  await subscriber.subscribe([channel, liveChannel], (message: string, from: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (from === liveChannel) {
      if (validateClusterLiveWindow(parsed) && parsed.origin !== origin) handlers.live(parsed);
      return;
    }
    const envelope = parsed as Envelope;
    if (envelope.origin !== origin && envelope.event?.type === 'stream') handlers.event(envelope.event);
  });
  // Closed at once: a subscriber has nothing to flush, and a QUIT sent while it reconnects waits
  // for Redis to come back, which would hold the engine's stop for as long as Redis is away.
  host.onStop(() => subscriber.destroy());
  return {
    event: (event) =>
      void redis
        .run('write', (live) => live.client.publish(channel, JSON.stringify({ origin, event } satisfies Envelope)))
        .catch((error: Error) =>
          host.logger.warn('stream event not relayed to other engines', { error: error.message }),
        ),
    // Four a second while a console follows: while Redis is down their loss is no news worth a warning each.
    live: (message) =>
      void redis
        .run('write', (live) =>
          live.client.publish(liveChannel, JSON.stringify({ ...message, origin } as unknown as JsonValue)),
        )
        .catch((error: Error) => host.logger.debug('live-feed window not relayed', { error: error.message })),
  };
}
