/* DO NOT EDIT — generated from schema/stream-wire/client-message.schema.json by make generate */
/**
 * A frame a client sends on svc-stream's socket (port 3112, path `/`): join or leave a group, or one item of it. Every field of `data` but `id` is required; a frame that fails this schema gets `stream-wire/error-frame`, never silence.
 */
export interface StreamClientMessage {
  /**
   * `join` starts a subscription (the server answers `sync` or `unauthorized`); `leave` ends one.
   */
  type: 'join' | 'leave';
  data: StreamSubscription;
  [k: string]: unknown | undefined;
}

/**
 * The subscription.
 */
export interface StreamSubscription {
  /**
   * The client's id for the subscription, unique on its socket; a second join with it replaces the first.
   */
  subscriptionId: string;
  /**
   * Stream to follow.
   */
  streamName: string;
  /**
   * Group of the stream to follow.
   */
  groupId: string;
  /**
   * Only this item of the group.
   */
  id?: string;
  [k: string]: unknown | undefined;
}
