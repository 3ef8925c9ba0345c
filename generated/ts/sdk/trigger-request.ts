/* DO NOT EDIT — generated from schema/sdk/trigger-request.schema.json by make generate */
import type { Baggage } from '../common/baggage.js';
import type { FunctionId } from '../common/function-id.js';
import type { JsonValue } from '../common/json-value.js';
import type { Traceparent } from '../common/traceparent.js';
import type { TriggerAction } from '../common/trigger-action.js';

/**
 * A call made with an SDK's `trigger()`: sent as `invokefunction`, with `payload` as `data`.
 */
export interface TriggerRequest {
  /**
   * Function to invoke.
   */
  function_id: FunctionId;
  /**
   * The payload, any JSON value; sent as `null` when left out.
   */
  payload?: JsonValue;
  /**
   * `{"type": "void"}` returns at once and gets nothing back; `{"type": "enqueue", "queue": …}` hands the call to a queue and returns the engine's receipt; absent means request/response.
   */
  action?: TriggerAction;
  /**
   * Deadline of this call in milliseconds, sent to the engine as `timeout_ms`. The SDK gives up by itself shortly after it, in case the engine keeps no deadlines.
   */
  timeout_ms?: number;
  /**
   * Handed to the target handler as its `metadata`.
   */
  metadata?: JsonValue;
  /**
   * W3C trace context to pass on (e.g. the handler's own `context.traceparent`).
   */
  traceparent?: Traceparent;
  /**
   * W3C baggage to pass on.
   */
  baggage?: Baggage;
}
