/* DO NOT EDIT — generated from schema/wire/cancel-invocation.schema.json by make generate */
import type { ErrorBody } from '../common/error-body.js';

/**
 * svc extension, engine to worker: stop working on `invocation_id`; its caller has already been answered (deadline passed, caller gone, engine shutting down) and any later result is dropped. svc-sdk aborts the handler's AbortSignal; SDKs that do not know this message ignore it.
 */
export interface CancelInvocation {
  /**
   * Message tag.
   */
  type: 'cancelinvocation';
  /**
   * Invocation to stop.
   */
  invocation_id: string;
  /**
   * Function the invocation runs.
   */
  function_id?: string;
  /**
   * Why it was cancelled, e.g. code `timeout` or `invocation_stopped`.
   */
  reason?: ErrorBody;
  [k: string]: unknown | undefined;
}
