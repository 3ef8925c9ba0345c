/**
 * `state` triggers across engines that share svc-state's Redis (every engine of a cluster): each
 * change this engine makes is announced on `<key_prefix>changes` once it is durable
 * (`contracts/cluster/state-changes`), and each change another engine announced fires this
 * engine's own bindings. The engine that made a change fires its bindings itself and ignores its
 * own announcement, so a change fires each binding once, wherever it was bound.
 *
 * The changes that complete together (the answers of one read from Redis) go out as one message,
 * and their callers are answered once Redis has taken it, so no later write (through this engine
 * or, after its caller got the answer, through another) is announced before them; under load a
 * PUBLISH per change cost the writing engine a fifth more CPU per `state::set`. Messages go
 * through the shared connection in the order the changes were made, so the bindings of every
 * engine get one engine's changes to an entry in their order. The subscription is opened at
 * this engine's first `state` binding (an engine nobody binds on reads no announcements) and
 * reconnects by itself; Redis pub/sub keeps nothing, so an engine cut off from Redis misses what
 * was announced meanwhile and fires only for its own changes.
 */
import { randomUUID } from 'node:crypto';
import type { JsonValue, StateEvent } from '@svc/protocol';
import { validateClusterStateChanges } from '@svc/protocol/validators/contracts/cluster/state-changes';
import { parseExact } from '../../core/exact-json.js';
import type { ModuleHost } from '../host.js';
import type { StateChange } from './store.js';

/** Where the announcements go: svc-state's Redis settings. */
export interface StateRelaySettings {
  url: string;
  keyPrefix: string;
  commandTimeoutMs: number;
}

/** The two halves of the relay. */
export interface StateRelay {
  /**
   * Announces a change this engine made; settles once Redis has taken the message or refused it
   * (the change is never undone by it), which the change's caller waits for.
   */
  announce(change: StateChange): Promise<void>;
  /** Starts receiving the other engines' changes (once; later calls do nothing). */
  listen(): void;
}

/** Changes per message at most, and characters of JSON (one larger change goes alone); more go in several. */
const MAX_BATCH = 1000;
const MAX_BATCH_CHARS = 1 << 20;

/** Pause before subscribing again when Redis could not be reached at the first binding. */
const RETRY_MS = 2000;

/** Glob characters of a PSUBSCRIBE pattern, escaped so the channel is matched literally. */
const escapeGlob = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

/** Opens the relay; `fire` runs this engine's bindings for another engine's change. */
export async function openStateRelay(
  host: ModuleHost<unknown>,
  settings: StateRelaySettings,
  fire: (change: StateChange) => void,
): Promise<StateRelay> {
  const origin = randomUUID();
  const channel = `${settings.keyPrefix}changes`;
  const redis = await host.storage.redis(settings.url, {
    timeoutMs: settings.commandTimeoutMs,
    urlSetting: 'adapter.url',
  });
  let ignored = 0;
  const receive = (text: string) => {
    let message: unknown;
    try {
      message = parseExact(text);
    } catch {
      message = undefined;
    }
    if (!validateClusterStateChanges(message)) {
      // Another program publishing on the channel: logged once, never fired.
      if (ignored++ === 0) host.logger.warn('state changes from Redis do not match contracts/cluster/state-changes');
      return;
    }
    if (message.origin === origin) return;
    for (const { type: _, ...change } of message.changes) fire(change as StateChange);
  };
  let listening = false;
  let stopped = false;
  host.onStop(() => {
    stopped = true;
  });
  const listen = () => {
    if (listening || stopped) return;
    listening = true;
    host.storage
      .redisSubscribe(settings.url, {
        pattern: escapeGlob(channel),
        timeoutMs: settings.commandTimeoutMs,
        urlSetting: 'adapter.url',
        onMessage: (_channel, text) => receive(text),
      })
      .catch((error: Error) => {
        // Redis is down right now: try again shortly (the subscription then reconnects by itself).
        listening = false;
        host.logger.warn("other engines' state changes not received yet: their changes fire no triggers here", {
          error: error.message,
        });
        setTimeout(listen, RETRY_MS).unref();
      });
  };
  /** The changes of this turn: each as its JSON text, their length, and when Redis took them. */
  let batch: { texts: string[]; chars: number; taken: Promise<void>; settle: () => void } | undefined;
  const flush = () => {
    if (!batch) return;
    const { texts, settle } = batch;
    batch = undefined;
    const text = `{"origin":${JSON.stringify(origin)},"changes":[${texts.join(',')}]}`;
    redis
      .run('write', ({ client }) => client.publish(channel, text))
      .then(settle, (error: Error) => {
        host.logger.warn('state changes not announced to other engines: their triggers miss them', {
          changes: texts.length,
          error: error.message,
        });
        settle();
      });
  };
  return {
    announce: (change) => {
      const text = JSON.stringify({ type: 'state', ...change } satisfies StateEvent as unknown as JsonValue);
      if (batch && (batch.texts.length >= MAX_BATCH || batch.chars + text.length > MAX_BATCH_CHARS)) flush();
      if (!batch) {
        let settle = () => {};
        const taken = new Promise<void>((resolve) => (settle = resolve));
        batch = { texts: [], chars: 0, taken, settle };
        process.nextTick(flush);
      }
      batch.texts.push(text);
      batch.chars += text.length;
      return batch.taken;
    },
    listen,
  };
}
