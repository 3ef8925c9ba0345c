/* DO NOT EDIT — generated from schema/contracts/console/server-config.schema.json by make generate */
/**
 * Answer of the console server's `GET /api/config` (svc-console, port 3113): where it finds the engine, its own port and version, and what the UI shows. The fields of the reference console's answer, plus `bridgePort` and `otel`.
 */
export interface ConsoleServerConfig {
  /**
   * Host of the engine.
   */
  engineHost: string;
  /**
   * Port of the engine's HTTP API (svc-http).
   */
  enginePort: number;
  /**
   * Port of the engine's stream socket (svc-stream), which carries the live feed.
   */
  wsPort: number;
  /**
   * Port of the engine's worker bridge.
   */
  bridgePort: number;
  /**
   * Port the console server listens on.
   */
  consolePort: number;
  /**
   * Version of svc-console.
   */
  version: string;
  /**
   * Whether the Flow page is in the navigation.
   */
  enableFlow: boolean;
  otel: ConsoleServerOtel;
}

/**
 * Whether the console reports its own traces, and under which service name.
 */
export interface ConsoleServerOtel {
  /**
   * True unless `--no-otel` or `OTEL_DISABLED`.
   */
  enabled: boolean;
  /**
   * `--otel-service-name`, else `OTEL_SERVICE_NAME`, else `svc-console`.
   */
  serviceName: string;
}
