/* DO NOT EDIT — generated from schema/wire/worker-registered.schema.json by make generate */
/**
 * Engine to worker, always the first frame on a new connection: the connection's id and the secret that lets a reconnecting worker retire this connection with `reattach`.
 */
export interface WorkerRegistered {
  /**
   * Message tag.
   */
  type: 'workerregistered';
  /**
   * Id of this connection (a UUID), unique per connection.
   */
  worker_id: string;
  /**
   * Secret to send back in `reattach` after a reconnect. Older engines leave it out.
   */
  reattach_token?: string;
  [k: string]: unknown | undefined;
}
