/**
 * What happens in the engine, as a typed stream: workers coming and going, functions and
 * trigger bindings registered and removed, and every invocation's start and end. The router
 * emits them; modules (observability, the console's live counters, metrics) read them through
 * their host.
 */

import type { InvocationTrace } from './trace-context.js';

/** Something that happened in the engine. */
export type EngineEvent =
  | { type: 'worker_connected' | 'worker_disconnected' | 'worker_metadata_updated'; workerId: string }
  | { type: 'function_registered' | 'function_unregistered'; functionId: string; workerId: string }
  | { type: 'trigger_bound' | 'trigger_unbound'; triggerId: string; triggerType: string; functionId: string }
  | InvocationStarted
  | InvocationFinished;

/** An invocation was routed to its target. */
export interface InvocationStarted {
  type: 'invocation_started';
  invocationId: string;
  functionId: string;
  /** The worker that made the call; absent for the engine's own calls. */
  callerId?: string;
  /** The worker running it. */
  targetId: string;
  /** The trigger whose fire made the call, when a module's binding fired it. */
  trigger?: { id: string; type: string };
  /** The caller's W3C trace context, as sent. */
  traceparent?: string;
  baggage?: string;
  /** The engine's span for the invocation, when tracing is on (the child `traceparent` the target got). */
  trace?: InvocationTrace;
  /** When it started, from the engine's clock (ms). */
  atMs: number;
}

/** An invocation ended, once, whichever way. */
export interface InvocationFinished extends Omit<InvocationStarted, 'type'> {
  type: 'invocation_finished';
  durationMs: number;
  /** `ok`, or the error code it ended with (`timeout`, `invocation_stopped`, a handler's code). */
  outcome: 'ok' | { code: string; message?: string };
}
