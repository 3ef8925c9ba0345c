/* DO NOT EDIT — generated from schema/config/workers/svc-bridge.schema.json by make generate */
import type { TlsConfig } from './tls.js';

/**
 * Config of `svc-bridge`, the worker WebSocket every worker connects to. Always running; an entry only changes its settings.
 */
export interface SvcBridgeConfig {
  /**
   * Address to listen on.
   */
  host?: string;
  /**
   * Port to listen on; 0 picks a free one.
   */
  port?: number;
  /**
   * Largest frame accepted; a larger one closes the connection with 1009.
   */
  max_message_bytes?: number;
  /**
   * How long a connection may take to finish the WebSocket upgrade.
   */
  handshake_timeout_ms?: number;
  /**
   * TLS for the worker WebSocket (and the paths mounted on it, such as channels): workers then connect with `wss://`. None means plain `ws://`.
   */
  tls?: TlsConfig;
  /**
   * Default deadline of one invocation; code `timeout` when it passes.
   */
  invocation_timeout_ms?: number;
  /**
   * On SIGTERM, how long in-flight invocations may run before they fail.
   */
  shutdown_grace_ms?: number;
  /**
   * A connection the engine has received nothing from for this long is sent a WebSocket ping.
   */
  ping_interval_ms?: number;
  /**
   * How long a ping may go unanswered (no pong, no frame) before the connection is dropped as half-open with close code 4004 and its calls end `invocation_stopped`. A stopped worker is detected within `ping_interval_ms` + `ping_timeout_ms` plus at most one second.
   */
  ping_timeout_ms?: number;
  /**
   * Request/response calls one connection may have waiting for their result; one more is answered `too_many_requests` without being routed.
   */
  max_in_flight_calls?: number;
  /**
   * Calls without a reply (`void` action or no `invocation_id`) one connection may make per second; the excess is dropped and counted, and a connection whose consecutive excess reaches this many is closed with 4002.
   */
  max_void_calls_per_second?: number;
  /**
   * Malformed frames (not JSON, or failing their schema) one connection may send per second on average; past `malformed_frames_burst` the connection is closed with 4003.
   */
  malformed_frames_per_second?: number;
  /**
   * Malformed frames one connection may send at once before `malformed_frames_per_second` applies.
   */
  malformed_frames_burst?: number;
  /**
   * When more than this many bytes wait to be written to a worker (it reads slower than it is sent to, or not at all), it is paused: calls routed to it are refused with `worker_paused` until less than half of this waits. A value above `max_outbound_bytes` is lowered to it.
   */
  outbound_pause_bytes?: number;
  /**
   * Bytes that may wait to be written to one worker; past this the connection is closed with 4001 and its calls end `invocation_stopped`.
   */
  max_outbound_bytes?: number;
  /**
   * How long a worker may stay paused before its connection is closed with 4001 and its calls end `invocation_stopped`.
   */
  outbound_paused_timeout_ms?: number;
  /**
   * Frames read from one connection in one turn of the engine's event loop; the rest wait for the next turn, so a busy connection cannot starve the others.
   */
  max_frames_per_turn?: number;
  /**
   * What happens to a trigger binding whose type no module or worker provides: `park` keeps it (logged once per type at warn, listed as `parked` with its reason) and delivers it when a provider registers the type; `refuse` answers `trigger_type_not_found` and keeps nothing, for deployments where every provider starts before the workers that bind to it.
   */
  unknown_trigger_types?: 'park' | 'refuse';
  /**
   * What happens when a worker registers a function id another live worker serves. `pool`: workers with the same name (`engine::workers::register`) serve it together, each call going to the one with the fewest calls in flight, and a worker with another name is refused with `registrationrejected` `FUNCTION_NAMESPACE_CONFLICT`; `reject`: every second registration is refused; `takeover`: the newest registration takes the id (iii 0.22 semantics). Built-in ids are refused whatever the mode.
   */
  duplicate_functions?: 'pool' | 'reject' | 'takeover';
  /**
   * In `pool` mode, how long a registration of a live id waits for its worker's name (sent with `engine::workers::register`, usually right after the registrations) before it is judged as coming from another worker.
   */
  pool_name_wait_ms?: number;
  /**
   * The iii engine's RBAC section, where it maps onto svc's auth: `expose_functions` and `forbidden_functions` limit what any worker connection may invoke (on top of its token's `invoke` scope). `auth_function_id` is not supported: use `auth.tokens`.
   */
  rbac?: {
    /**
     * Function ids (patterns: an exact id, or a prefix and `*`) workers may invoke; absent, every id.
     */
    expose_functions?: string[];
    /**
     * Function ids (patterns) no worker may invoke; wins over `expose_functions`.
     */
    forbidden_functions?: string[];
    /**
     * Not supported (the engine refuses to start with it): list tokens under `auth.tokens` instead.
     */
    auth_function_id?: string;
    [k: string]: unknown | undefined;
  };
}
