/**
 * The bridge's settings from the `svc-bridge` config: where it listens, how it checks that
 * workers are alive, and the limits every worker connection is held to.
 */
import type { SvcBridgeConfig } from '@svc/protocol';
import type { Access } from '../auth/access.js';
import type { Seams } from '../core/module-host.js';
import type { TlsMaterial } from '../listener.js';

/** Limits every worker connection is held to (engine/README.md, `svc-bridge` settings). */
export interface ConnectionLimits {
  /** Request/response calls a connection may have waiting; one more is answered `too_many_requests`. */
  maxInFlightCalls: number;
  /** Calls without a reply a connection may make per second; the excess is dropped. */
  maxVoidCallsPerSecond: number;
  /** Sustained rate of malformed frames a connection may send. */
  malformedFramesPerSecond: number;
  /** Malformed frames a connection may send at once; one more closes it. */
  malformedFramesBurst: number;
  /** Bytes waiting to be written to a worker past which calls to it are refused (`worker_paused`). */
  outboundPauseBytes: number;
  /** Bytes waiting to be written to a worker past which its connection is closed. */
  maxOutboundBytes: number;
  /** How long a worker may stay paused before its connection is closed. */
  outboundPausedTimeoutMs: number;
  /** Frames handled from one connection per event-loop turn. */
  maxFramesPerTurn: number;
}

/** Bridge settings. */
export interface BridgeOptions {
  host: string;
  port: number;
  /** Largest frame; a larger one closes the connection with 1009 without being buffered. */
  maxMessageBytes: number;
  /** How long a connection may take to finish the upgrade. */
  handshakeTimeoutMs: number;
  /** A connection silent this long is pinged. */
  pingIntervalMs: number;
  /** A ping unanswered this long drops the connection as half-open. */
  pingTimeoutMs: number;
  limits: ConnectionLimits;
  /** Key material when the bridge speaks `wss://` (config `tls`); plain `ws://` without. */
  tls?: TlsMaterial;
  /** Where telemetry frames go and which other upgrade paths modules serve. */
  seams?: Seams;
  /** Tokens, Origin checks and connection limits of upgrades; none checked without it. */
  access?: Access;
}

/** The settings of `svc-bridge` that have a default (all but `tls` and `rbac`). */
export type BridgeSettings = Required<Omit<SvcBridgeConfig, 'tls' | 'rbac'>>;

/** The bridge options of a complete `svc-bridge` config (every setting with a default present). */
export function bridgeOptions(config: BridgeSettings): BridgeOptions {
  return {
    host: config.host,
    port: config.port,
    maxMessageBytes: config.max_message_bytes,
    handshakeTimeoutMs: config.handshake_timeout_ms,
    pingIntervalMs: config.ping_interval_ms,
    pingTimeoutMs: config.ping_timeout_ms,
    limits: {
      maxInFlightCalls: config.max_in_flight_calls,
      maxVoidCallsPerSecond: config.max_void_calls_per_second,
      malformedFramesPerSecond: config.malformed_frames_per_second,
      malformedFramesBurst: config.malformed_frames_burst,
      outboundPauseBytes: Math.min(config.outbound_pause_bytes, config.max_outbound_bytes),
      maxOutboundBytes: config.max_outbound_bytes,
      outboundPausedTimeoutMs: config.outbound_paused_timeout_ms,
      maxFramesPerTurn: config.max_frames_per_turn,
    },
  };
}

/** Counters shared by every socket link. */
export interface BridgeStats {
  /** Frames that were not JSON. */
  framesMalformed: number;
  telemetryFrames: number;
  /** Calls answered `too_many_requests`. */
  callsRefusedInFlight: number;
  /** Calls refused with `worker_paused`. */
  callsRefusedPaused: number;
  /** Calls without a reply dropped past `max_void_calls_per_second`. */
  voidCallsDropped: number;
  /** Connections the bridge closed for breaking a limit or not answering pings. */
  connectionsDropped: number;
}
