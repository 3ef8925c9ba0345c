/* DO NOT EDIT — generated from schema/wire/invoke-function.schema.json by make generate */
import type { Baggage } from '../common/baggage.js';
import type { FunctionId } from '../common/function-id.js';
import type { JsonValue } from '../common/json-value.js';
import type { Traceparent } from '../common/traceparent.js';
import type { TriggerAction } from '../common/trigger-action.js';

/**
 * Worker to engine: call `function_id` with `data`. Engine to worker: run your handler for `function_id`; the engine reuses the caller's `invocation_id` and always sends one, even for void calls. A request/response caller gets exactly one `invocationresult` back.
 */
export interface InvokeFunction {
  /**
   * Message tag.
   */
  type: 'invokefunction';
  /**
   * Correlates the result with the call. Left out (or null) by callers of void actions; always present engine to worker. The engine echoes it byte for byte, whatever its format.
   */
  invocation_id?: string | null;
  /**
   * Function to run.
   */
  function_id: FunctionId;
  /**
   * The payload, any JSON value; treated as `null` when absent. Engine to worker, an object payload from a worker caller carries `_caller_worker_id`.
   */
  data?: JsonValue;
  /**
   * Trace context of the caller.
   */
  traceparent?: Traceparent;
  /**
   * Baggage of the caller.
   */
  baggage?: Baggage;
  /**
   * Delivery mode; absent means request/response. Never set engine to worker.
   */
  action?: TriggerAction;
  /**
   * Passed to the handler as a separate argument, never merged into `data`.
   */
  metadata?: JsonValue;
  /**
   * Target namespace; accepted and ignored by svc.
   */
  namespace?: string;
  /**
   * svc extension: the engine's deadline for this call in milliseconds, overriding the function's and the engine's default. The caller gets `timeout` when it passes.
   */
  timeout_ms?: number;
  [k: string]: unknown | undefined;
}
