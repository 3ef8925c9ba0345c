/* DO NOT EDIT — generated from schema/contracts/engine/registered-trigger-summary.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * A trigger binding as `engine::registered-triggers::list` and `engine::workers::info` show it.
 */
export interface EngineRegisteredTriggerSummary {
  /**
   * The binding's id.
   */
  id: string;
  /**
   * The binding's trigger type id.
   */
  trigger_type: string;
  /**
   * Function the binding invokes; it need not exist.
   */
  function_id: string;
  /**
   * Name of the worker that registered the binding; `engine` for one made with `engine::register_trigger`.
   */
  worker_name: string;
  /**
   * The binding's config; `{}` when it was registered without one.
   */
  config: JsonValue;
  /**
   * The config as JSON text, cut to its first 120 characters, for listings.
   */
  config_summary: string;
  /**
   * `active` once a provider of the type has accepted the binding; `parked` while no worker provides the type or its provider refused it.
   */
  status: 'active' | 'parked';
  /**
   * With `parked`: why, e.g. no module or worker provides the type, or its provider refused the config.
   */
  reason?: string;
  [k: string]: unknown | undefined;
}
