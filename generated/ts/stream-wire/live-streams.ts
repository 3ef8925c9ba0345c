/* DO NOT EDIT — generated from schema/stream-wire/live-streams.schema.json by make generate */
/**
 * `data` of the `stats` events of `svc:live` group `streams`: this socket server's traffic, sent once per `live_interval_ms` while it changes.
 */
export interface LiveStreamStats {
  /**
   * Client sockets open now.
   */
  sockets: number;
  /**
   * Subscriptions held now.
   */
  subscriptions: number;
  /**
   * Frames received and sent since the engine started: `inbound` + `outbound`.
   */
  total: number;
  /**
   * Frames received from clients since the engine started.
   */
  inbound: number;
  /**
   * Frames sent to clients since the engine started.
   */
  outbound: number;
  /**
   * Bytes waiting to be written to all sockets now.
   */
  buffered_bytes: number;
  /**
   * Sockets closed because they could not keep up (4010), since the engine started.
   */
  dropped: number;
  [k: string]: unknown | undefined;
}
