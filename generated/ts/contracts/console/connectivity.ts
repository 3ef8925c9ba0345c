/* DO NOT EDIT — generated from schema/contracts/console/connectivity.schema.json by make generate */
/**
 * Answer of the console server's `GET /api/connectivity`: the engine's bridge, HTTP API and stream socket, each checked by the console server itself (a WebSocket opened and closed, or `GET /_console/status`).
 */
export interface ConsoleConnectivity {
  /**
   * One check per listener, in the order bridge, http, websocket.
   */
  probes: ConsoleProbe[];
}

/**
 * One listener's check.
 */
export interface ConsoleProbe {
  /**
   * The listener.
   */
  name: 'bridge' | 'http' | 'websocket';
  /**
   * The address checked.
   */
  url: string;
  /**
   * Whether it answered.
   */
  ok: boolean;
  /**
   * How long the check took, in milliseconds.
   */
  ms: number;
  /**
   * Why it failed (an errno code such as `ECONNREFUSED`, or the answer's status).
   */
  error?: string;
}
