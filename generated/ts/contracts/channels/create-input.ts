/* DO NOT EDIT — generated from schema/contracts/channels/create-input.schema.json by make generate */
/**
 * Input of `engine::channels::create`. The channel belongs to the calling worker's connection (`_caller_worker_id`) and is removed when that connection goes away.
 */
export interface ChannelsCreateInput {
  /**
   * Bytes the channel may hold for its reader before the writer is slowed; capped by svc-channels' `buffer_bytes`. Null or absent: that setting.
   */
  buffer_size?: number | null;
  /**
   * Injected by the engine: the calling worker, which owns the channel.
   */
  _caller_worker_id?: string;
  [k: string]: unknown | undefined;
}
