/* DO NOT EDIT — generated from schema/config/workers/svc-channels.schema.json by make generate */
/**
 * Config of `svc-channels`: streaming channels (`engine::channels::create`), served at `/ws/channels/<id>` on the bridge's listener.
 */
export interface SvcChannelsConfig {
  /**
   * Channels that may be open at once; `engine::channels::create` past it fails with `channel_limit_reached`.
   */
  max_channels?: number;
  /**
   * Bytes a channel holds for its reader (queued and unsent to the socket); past it the writer's socket is paused until the reader catches up. A `buffer_size` asked at create is capped by it.
   */
  buffer_bytes?: number;
  /**
   * Largest frame a writer may send; a larger one closes the writer with 1009.
   */
  max_frame_bytes?: number;
  /**
   * How long a side of a channel may stay unconnected before the channel is removed (its connected side is closed with 1001).
   */
  connect_timeout_ms?: number;
}
