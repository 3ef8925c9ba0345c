import type { JsonValue, RegisterFunction, RegisterTrigger, RegisterTriggerType, TriggerAction } from '@svc/protocol';
import type { Logger } from './logger.js';

/** What a function handler gets besides its payload. */
export interface InvocationContext {
  /** Id of this invocation; undefined when the engine sent none (then no result is sent back). */
  invocationId: string | undefined;
  /** The function id the engine asked for. */
  functionId: string;
  /** The caller's or the trigger's metadata, a separate argument never merged into the payload. */
  metadata: JsonValue | undefined;
  /**
   * Aborted when the engine cancels this invocation (`cancelinvocation`: its deadline passed or
   * its caller left) or the worker shuts down. `signal.reason` is an `InvocationError` saying why.
   * Pass it to fetch() and friends so abandoned work stops.
   */
  signal: AbortSignal;
  /** Worker id of the calling worker, when a worker made the call (the engine injects it). */
  callerWorkerId: string | undefined;
  /** W3C trace context of the caller, when it sent one. */
  traceparent: string | undefined;
  /** W3C baggage of the caller, when it sent one. */
  baggage: string | undefined;
  /** The worker's logger. */
  logger: Logger;
}

/** A function: JSON payload in, JSON-serialisable result (or nothing) out. May be async. */
// biome-ignore lint/suspicious/noExplicitAny: an untyped handler takes whatever payload it is sent
export type FunctionHandler<TInput = any, TOutput = unknown> = (
  payload: TInput,
  context: InvocationContext,
) => TOutput | Promise<TOutput>;

/** Options of `registerFunction`, sent as they are on `registerfunction`. */
export type RegisterFunctionOptions = Pick<
  RegisterFunction,
  'description' | 'request_format' | 'response_format' | 'metadata' | 'timeout_ms'
>;

/** A registered function; `unregister()` removes it from this worker and the engine. */
export interface FunctionHandle {
  /** The function id. */
  readonly id: string;
  /** Removes the function. Calling it twice is harmless. */
  unregister(): void;
}

/** What `registerTrigger` binds: a trigger of `type` that invokes `function_id`. */
export interface TriggerInput<TConfig = JsonValue> {
  /** Trigger type id: `http`, `cron`, `state`, `stream`, `subscribe`, or a worker-provided type. */
  type: string;
  /** Function the trigger invokes; it need not exist yet. */
  function_id: string;
  /** Configuration whose shape the trigger type defines; `{}` when left out. */
  config?: TConfig;
  /** Handed to the function as `context.metadata` on every fire. */
  metadata?: JsonValue;
}

/** A registered trigger; its `id` is made by the SDK and kept across reconnects. */
export interface TriggerHandle {
  /** The trigger id (a UUID). */
  readonly id: string;
  /** The trigger type id. */
  readonly type: string;
  /** Removes the trigger. Calling it twice is harmless. */
  unregister(): void;
}

/** What `registerTriggerType` declares, sent as it is on `registertriggertype`. */
export type TriggerTypeDefinition = Pick<
  RegisterTriggerType,
  'id' | 'description' | 'trigger_request_format' | 'call_request_format'
>;

/** One binding of a provided trigger type, as the engine forwards it. */
// biome-ignore lint/suspicious/noExplicitAny: an untyped provider takes whatever config a binding sends
export type TriggerInstance<TConfig = any> = Pick<
  RegisterTrigger,
  'id' | 'trigger_type' | 'function_id' | 'metadata'
> & {
  /** The binding's configuration; `undefined` in an unregister the SDK never saw registered. */
  config: TConfig;
};

/**
 * The provider side of a trigger type: told about every binding of the type, by any worker.
 * After a reconnect the engine forwards the bindings again, so `registerTrigger` must accept an
 * id it has already seen (treat it as a replacement).
 */
// biome-ignore lint/suspicious/noExplicitAny: an untyped provider takes whatever config a binding sends
export interface TriggerTypeHandler<TConfig = any> {
  /** Start firing for this binding; throw to refuse it (`trigger_registration_failed`). */
  registerTrigger(trigger: TriggerInstance<TConfig>): void | Promise<void>;
  /** Stop firing for this binding. */
  unregisterTrigger(trigger: TriggerInstance<TConfig>): void | Promise<void>;
}

/** A provided trigger type; `unregister()` stops providing it. */
export interface TriggerTypeHandle {
  /** The trigger type id. */
  readonly id: string;
  /** Stops providing the type. Calling it twice is harmless. */
  unregister(): void;
}

/** A call made with `trigger()`. */
export interface TriggerRequest<TInput = unknown> {
  /** Function to invoke. */
  function_id: string;
  /** The payload; sent as `null` when left out. */
  payload?: TInput;
  /**
   * `{ type: 'void' }` returns at once and gets nothing back; `{ type: 'enqueue', queue }` hands
   * the call to a queue and returns the engine's receipt; absent means request/response.
   */
  action?: TriggerAction;
  /**
   * Deadline of this call in ms, sent to the engine as `timeout_ms` (overriding the function's
   * own). The SDK gives up by itself shortly after it, in case the engine keeps no deadlines.
   */
  timeout_ms?: number;
  /** Handed to the target handler as `context.metadata`. */
  metadata?: JsonValue;
}
