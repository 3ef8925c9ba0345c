/* DO NOT EDIT — generated from schema/config/workers/svc-state.schema.json by make generate */
import type { StoreAdapter } from './store-adapter.js';

/**
 * Config of `svc-state`, the key-value store behind `state::*` and `state` triggers.
 */
export interface SvcStateConfig {
  /**
   * Where entries are kept; `in_memory` when absent.
   */
  adapter?: StoreAdapter;
  /**
   * Largest value, as JSON text; larger ones fail with `VALUE_TOO_LARGE`.
   */
  max_value_bytes?: number;
  /**
   * Whether changes fire `state` triggers.
   */
  triggers_enabled?: boolean;
}
