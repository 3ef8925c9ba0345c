/* DO NOT EDIT — generated from schema/wire/invocation-result.schema.json by make generate */
import type { Baggage } from '../common/baggage.js';
import type { ErrorBody } from '../common/error-body.js';
import type { JsonValue } from '../common/json-value.js';
import type { Traceparent } from '../common/traceparent.js';

/**
 * The outcome of one invocation. Worker to engine: the handler's result or error. Engine to worker: forwarded unchanged to the caller. `error` present means failure; otherwise `result` (absent when the handler returned nothing).
 */
export interface InvocationResult {
  /**
   * Message tag.
   */
  type: 'invocationresult';
  /**
   * Id of the invocation this result completes.
   */
  invocation_id: string;
  /**
   * Function that ran (the one the caller asked for).
   */
  function_id: string;
  /**
   * The handler's return value; absent or null means no result.
   */
  result?: JsonValue;
  /**
   * Present when the invocation failed.
   */
  error?: ErrorBody;
  /**
   * Trace context of the handler.
   */
  traceparent?: Traceparent;
  /**
   * Baggage of the handler.
   */
  baggage?: Baggage;
  [k: string]: unknown | undefined;
}
