/**
 * A link is one party the router talks to: a worker's WebSocket connection, or a built-in module
 * running in the engine process. The router only ever sends frames to links and receives frames
 * from them, so a built-in module uses exactly the messages a remote worker sends, and could run
 * out of process unchanged.
 */
import type { InvokeFunction, OutboundMessage, WorkerMetadata } from '@svc/protocol';
import type { TraceWords } from './trace-context.js';

/** What the router knows about the party behind a link, for listings. */
export interface LinkInfo {
  /** Metadata from `engine::workers::register`; absent until the worker sends it. */
  metadata?: WorkerMetadata;
  /** When the link was opened, in milliseconds since the epoch. */
  connectedAtMs: number;
  /** Remote address, for socket links. */
  remoteAddress?: string;
  /** True for built-in modules running inside the engine. */
  inProcess: boolean;
  /** Another engine of the cluster (its id): a link this engine opened to it, or one it opened here. */
  clusterPeer?: string;
  /** The name of the token the worker presented, when the engine requires tokens; part of its pool key. */
  identity?: string;
}

/** One party connected to the router. */
export interface WorkerLink {
  /** The connection id sent in `workerregistered` (a UUID), or the module name for built-ins. */
  readonly id: string;
  /** Facts for listings; `metadata` is filled in by `engine::workers::register`. */
  readonly info: LinkInfo;
  /** True while the party refuses calls for not reading (`worker_paused`); a pool sends its calls elsewhere. */
  readonly paused?: boolean;
  /**
   * Sends one frame to the party; a closed link drops the frame. Must not throw, except an
   * EngineError for an `invokefunction` the link refuses: its error is the call's outcome.
   */
  deliver(frame: OutboundMessage): void;
  /**
   * Sends a call whose `traceparent` names the engine's span `trace`, written by the link from the
   * span's words as it writes the frame (which has no `traceparent` of its own): a link that writes
   * frames to a socket makes no string for it. Links without it get the text on the frame
   * (`deliver`). Throws as `deliver` does.
   */
  deliverTraced?(frame: InvokeFunction, trace: TraceWords): void;
  /** Closes the link with a WebSocket close code. The router's `disconnect` follows. */
  close(code: number, reason: string): void;
}

/** The name shown for a link in listings: its registered name, else its id. */
export function linkName(link: WorkerLink): string {
  return link.info.metadata?.name ?? link.id;
}
