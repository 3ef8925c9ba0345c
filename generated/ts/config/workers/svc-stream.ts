/* DO NOT EDIT — generated from schema/config/workers/svc-stream.schema.json by make generate */
import type { StoreAdapter } from './store-adapter.js';

/**
 * Config of `svc-stream`: `stream::*` functions, `stream` triggers and the subscription WebSocket.
 */
export interface SvcStreamConfig {
  /**
   * Address of the subscription WebSocket.
   */
  host?: string;
  /**
   * Port of the subscription WebSocket; 0 picks a free one.
   */
  port?: number;
  /**
   * Where stream items are kept; `in_memory` when absent.
   */
  adapter?: StoreAdapter;
  /**
   * Function asked to authorise each subscription; none means open.
   */
  auth_function?: string | null;
}
