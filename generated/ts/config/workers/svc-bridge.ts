/* DO NOT EDIT — generated from schema/config/workers/svc-bridge.schema.json by make generate */
/**
 * Config of `svc-bridge`, the worker WebSocket every worker connects to. Always running; an entry only changes its settings.
 */
export interface SvcBridgeConfig {
  /**
   * Address to listen on.
   */
  host?: string;
  /**
   * Port to listen on; 0 picks a free one.
   */
  port?: number;
  /**
   * Largest frame accepted; a larger one closes the connection with 1009.
   */
  max_message_bytes?: number;
  /**
   * How long a connection may take to finish the WebSocket upgrade.
   */
  handshake_timeout_ms?: number;
  /**
   * Default deadline of one invocation; code `timeout` when it passes.
   */
  invocation_timeout_ms?: number;
  /**
   * On SIGTERM, how long in-flight invocations may run before they fail.
   */
  shutdown_grace_ms?: number;
}
