/* DO NOT EDIT — generated from schema/wire/register-trigger.schema.json by make generate */
import type { FunctionId } from '../common/function-id.js';
import type { JsonValue } from '../common/json-value.js';

/**
 * Worker to engine: bind a trigger of `trigger_type` to `function_id`. No reply on success; a `triggerregistrationresult` with an error on failure. A binding to a type nobody provides yet is parked until the type appears. Engine to worker: the same frame forwards a binding to the worker that provides `trigger_type`.
 */
export interface RegisterTrigger {
  /**
   * Message tag.
   */
  type: 'registertrigger';
  /**
   * Trigger id chosen by the SDK (a UUID), kept across reconnects.
   */
  id: string;
  /**
   * Trigger type id, e.g. `http`, `cron`, `state`, `stream`, `subscribe`, or a worker-provided type.
   */
  trigger_type: string;
  /**
   * Function the trigger invokes; it need not exist yet.
   */
  function_id: FunctionId;
  /**
   * Configuration whose shape the trigger type defines (see schema/triggers). Treated as `{}` when absent.
   */
  config?: JsonValue;
  /**
   * Sent to the handler as its separate metadata argument on every fire.
   */
  metadata?: JsonValue;
  /**
   * Namespace of the target function; accepted and ignored by svc, which has one namespace.
   */
  namespace?: string;
  /**
   * Namespace in which to look up the type's provider; accepted and ignored by svc.
   */
  trigger_namespace?: string;
  [k: string]: unknown | undefined;
}
