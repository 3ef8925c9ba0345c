/* DO NOT EDIT — generated from schema/wire/reattach.schema.json by make generate */
/**
 * Worker to engine, first frame after a reconnect: retire my previous connection before processing the registrations that follow. Never answered; a wrong token or a connection that is already gone is ignored.
 */
export interface Reattach {
  /**
   * Message tag.
   */
  type: 'reattach';
  /**
   * `worker_id` the engine sent on the previous connection.
   */
  previous_worker_id: string;
  /**
   * `reattach_token` the engine sent on the previous connection; left out when that engine sent none.
   */
  reattach_token?: string;
  [k: string]: unknown | undefined;
}
