/* DO NOT EDIT — generated from schema/contracts/stream/join-event.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Payload a `stream:join` or `stream:leave` handler receives. A join handler may answer `contracts/stream/join-result`.
 */
export interface StreamJoinEvent {
  /**
   * The client's subscription id.
   */
  subscription_id: string;
  /**
   * Stream joined or left.
   */
  stream_name: string;
  /**
   * Group joined or left.
   */
  group_id: string;
  /**
   * Item joined or left, for an item subscription.
   */
  id?: string;
  /**
   * What the auth function answered as `context` for the socket.
   */
  context?: JsonValue;
  [k: string]: unknown | undefined;
}
