/* DO NOT EDIT — generated from schema/wire/ping.schema.json by make generate */
/**
 * Either direction: JSON-level liveness probe; the receiver answers `pong`. Independent of WebSocket ping frames, which are answered too.
 */
export interface Ping {
  /**
   * Message tag.
   */
  type: 'ping';
  [k: string]: unknown | undefined;
}
