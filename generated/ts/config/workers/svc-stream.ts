/* DO NOT EDIT — generated from schema/config/workers/svc-stream.schema.json by make generate */
import type { StoreAdapter } from './store-adapter.js';
import type { TlsConfig } from './tls.js';

/**
 * Config of `svc-stream`: `stream::*` functions, `stream`, `stream:join` and `stream:leave` triggers, and the subscription WebSocket (with the `svc:live` feed).
 */
export interface SvcStreamConfig {
  /**
   * Address of the subscription WebSocket.
   */
  host?: string;
  /**
   * Port of the subscription WebSocket; 0 picks a free one.
   */
  port?: number;
  /**
   * How long a client may take to finish its TLS handshake and send its upgrade request; a slower one (a stalled or slowloris client) is closed.
   */
  handshake_timeout_ms?: number;
  /**
   * TLS for the subscription WebSocket: clients then connect with `wss://`. None means plain `ws://`.
   */
  tls?: TlsConfig;
  /**
   * Where stream items are kept; `in_memory` when absent. With `redis`, every engine on the same Redis (and `key_prefix`) sees the same items and delivers each change to its own subscribers.
   */
  adapter?: StoreAdapter;
  /**
   * Function asked to authorise each subscription socket on upgrade with `contracts/stream/auth-input`; it answers `contracts/stream/auth-output`, and a failure refuses the upgrade (401). None means open.
   */
  auth_function?: string | null;
  /**
   * Bytes that may wait to be written to one subscriber socket; a subscriber past it cannot keep up and is closed with 4010, so writers never wait for it.
   */
  max_buffered_bytes?: number;
  /**
   * Subscriptions one socket may hold at once; a join past it gets an error frame `too_many_subscriptions`.
   */
  max_subscriptions_per_socket?: number;
  /**
   * Largest item, as JSON text; larger ones fail with `VALUE_TOO_LARGE`.
   */
  max_value_bytes?: number;
  /**
   * How often the `svc:live` feed sends what changed, in milliseconds: a busy engine sends at most one frame per group per interval.
   */
  live_interval_ms?: number;
}
