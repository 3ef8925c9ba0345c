/** Error codes of svc-queue (docs/errors.md lists them). */
export const QueueErrorCode = {
  /** The named queue of an enqueue is not in the settings. */
  queueNotFound: 'queue_not_found',
  /** The store already holds `max_messages` messages. */
  queueFull: 'queue_full',
  /** A publish without a topic. */
  topicNotSet: 'topic_not_set',
} as const;
