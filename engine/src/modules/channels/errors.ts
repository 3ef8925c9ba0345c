/** Error codes of svc-channels (listed in docs/errors.md). */
export const ChannelsErrorCode = {
  /** `engine::channels::create` while `max_channels` channels are open. Nothing was created. */
  limitReached: 'channel_limit_reached',
} as const;
