/* DO NOT EDIT — generated from schema/contracts/console/invoke-input.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Body of `POST /_console/invoke`: call `function_id` with `payload` and answer its result as the body (200), or `contracts/console/error` with 404 (no such function), 504 (timeout) or 502 (the function failed). Either answer carries the W3C `traceresponse` header `00-<trace_id>-<span_id>-01` naming the call's trace when it is recorded (svc-observability runs and sampled it); a `traceparent` request header puts the call in the caller's trace.
 */
export interface ConsoleInvokeInput {
  /**
   * The function to call.
   */
  function_id: string;
  /**
   * Its input; `{}` when absent.
   */
  payload?: JsonValue;
  /**
   * The reference console's name for `payload`, used when `payload` is absent.
   */
  input?: JsonValue;
  /**
   * Deadline of the call in milliseconds; 30000 when absent.
   */
  timeout_ms?: number;
  [k: string]: unknown | undefined;
}
