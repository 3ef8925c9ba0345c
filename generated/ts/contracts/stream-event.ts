/* DO NOT EDIT — generated from schema/contracts/stream-event.schema.json by make generate */
import type { JsonValue } from '../common/json-value.js';

/**
 * Payload a `stream` trigger's handler receives, and the frame stream subscribers receive. Keys are camelCase, as in the iii protocol.
 */
export interface StreamEvent {
  /**
   * Always `stream`.
   */
  type: 'stream';
  /**
   * When the change happened, in milliseconds since the Unix epoch.
   */
  timestamp: number;
  /**
   * Stream of the item.
   */
  streamName: string;
  /**
   * Group of the item.
   */
  groupId: string;
  /**
   * Item id; absent for group-wide events.
   */
  id?: string;
  /**
   * What happened.
   */
  event: {
    /**
     * `create`, `update`, `delete`, `event` (a custom event sent with `stream::send`); subscribers also see `sync` and `unauthorized`.
     */
    type: 'create' | 'update' | 'delete' | 'event' | 'sync' | 'unauthorized';
    data?: JsonValue;
    event?: JsonValue;
    [k: string]: unknown | undefined;
  };
  [k: string]: unknown | undefined;
}
