/**
 * What happens in the engine, as a typed stream: workers coming and going, functions and
 * trigger bindings registered and removed. The router emits them; modules read them through
 * their host.
 *
 * Invocations are not events: at two a call, an object each would be most of what a call
 * allocates. A module that observes them (spans, metrics, the console's live counters) is called
 * at each one's start and end with the router's own record of it ({@link InvocationRecord}).
 */
import type { ErrorBody } from '@svc/protocol';
import type { TraceWords } from './trace-context.js';

/** Something that happened in the engine. */
export type EngineEvent =
  | { type: 'worker_connected' | 'worker_disconnected' | 'worker_metadata_updated'; workerId: string }
  | { type: 'function_registered' | 'function_unregistered'; functionId: string; workerId: string }
  | { type: 'trigger_bound' | 'trigger_unbound'; triggerId: string; triggerType: string; functionId: string };

/**
 * One invocation in flight as the router keeps it, read-only: the router's pending entry itself,
 * not a copy, so reading it allocates nothing. Valid while the observer runs; keep its values,
 * never the record. Its trace context is numbers ({@link TraceWords}; `traceFlags` is 0 when
 * tracing is off): `core/trace-context.ts` writes them as hex.
 */
export interface InvocationRecord extends Readonly<TraceWords> {
  /** The invocation id: the caller's, or one the engine made. */
  readonly id: string;
  readonly functionId: string;
  /** The worker running it. */
  readonly targetId: string;
  /** The worker that made the call; undefined for the engine's own calls. */
  readonly callerId: string | undefined;
  /** The trigger whose fire made the call, when a module's binding fired it. */
  readonly trigger: { readonly id: string; readonly type: string } | undefined;
  /** The caller's W3C trace context, as sent. */
  readonly traceparent: string | undefined;
  readonly baggage: string | undefined;
  /** When it was routed, from the engine's clock (ms). */
  readonly startedAtMs: number;
  /**
   * The slot of the call's span in the tracer's store: the one field an observer writes (the
   * module that provides the tracer), so finding the span costs no lookup. -1 until it is set.
   */
  spanSlot: number;
}

/** Observes every invocation: called at its start and once at its end, whichever way it ended. */
export interface InvocationObserver {
  started(call: InvocationRecord): void;
  /**
   * `endedAtMs` is from the engine's clock; `error` is what it ended with (`timeout`,
   * `invocation_stopped`, a handler's error), undefined when it returned a result.
   */
  finished(call: InvocationRecord, endedAtMs: number, error: ErrorBody | undefined): void;
}
