/** Error codes of svc-events (listed in docs/errors.md). */
export const EventsErrorCode = {
  /** `publish` with an empty topic. iii's spelling. */
  topicNotSet: 'topic_not_set',
} as const;
