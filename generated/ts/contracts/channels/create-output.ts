/* DO NOT EDIT — generated from schema/contracts/channels/create-output.schema.json by make generate */
import type { ChannelRef } from '../../common/channel-ref.js';

/**
 * Output of `engine::channels::create`: the two references to the new channel; hand one to another function in a payload.
 */
export interface ChannelsCreateOutput {
  /**
   * The side that sends (`direction: write`).
   */
  writer: ChannelRef;
  /**
   * The side that receives (`direction: read`).
   */
  reader: ChannelRef;
}
