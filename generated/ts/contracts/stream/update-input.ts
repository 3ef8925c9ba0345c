/* DO NOT EDIT — generated from schema/contracts/stream/update-input.schema.json by make generate */
import type { StateUpdateOp } from '../state/update-op.js';

/**
 * Input of `stream::update`: apply `ops` in order to one item, atomically (the ops of `state::update`); the output is that of `state::update`.
 */
export interface StreamUpdateInput {
  /**
   * Stream of the item.
   */
  stream_name: string;
  /**
   * Group of the item within its stream.
   */
  group_id: string;
  /**
   * Id of the item within its group.
   */
  item_id: string;
  /**
   * Operations, applied in order.
   */
  ops: StateUpdateOp[];
  [k: string]: unknown | undefined;
}
