/** What the console server is started with. */
export interface ConsoleOptions {
  /** Port of the console; 0 picks a free one. */
  port: number;
  /** Address the console listens on. */
  host: string;
  /** Host of the engine. */
  engineHost: string;
  /** Port of the engine's HTTP API (svc-http). */
  enginePort: number;
  /** Port of the engine's stream socket (svc-stream). */
  wsPort: number;
  /** Port of the engine's worker bridge. */
  bridgePort: number;
  /** Whether the console reports its own traces. */
  otel: boolean;
  /** Service name of the console's own traces. */
  otelServiceName: string;
  /** Whether the Flow page is in the navigation. */
  enableFlow: boolean;
  /** Origins besides the console's own that may call it (CORS). */
  allowOrigins: string[];
  /**
   * The engine's console token: presented to the engine on everything proxied, and asked of the
   * browser once (`POST /api/login`) before it gets a session cookie. Unset, nobody signs in.
   */
  token?: string;
  /** Listen on a non-loopback address without a token. */
  insecure?: boolean;
  /** Folder of the built UI; the package's `dist/ui` unless given. */
  uiDir?: string;
  /** PEM certificate chain and key files: with both, the console serves `https://` and `wss://` only. */
  tls?: { cert: string; key: string };
  /** How long a client may take to send its request headers (a slowloris client is closed then). */
  headerTimeoutMs?: number;
  /** The engine's listeners use TLS: the console reaches them over `https://` and `wss://`. */
  engineTls?: EngineTls;
}

/** How the console trusts an engine that uses TLS: `ca` (PEM) besides the system's authorities. */
export interface EngineTls {
  ca?: string;
}

/** The engine's address for `scheme` at `port`, over TLS when the engine uses it. */
export function engineUrl(
  options: Pick<ConsoleOptions, 'engineHost' | 'engineTls'>,
  scheme: 'http' | 'ws',
  port: number,
) {
  const host = options.engineHost.includes(':') ? `[${options.engineHost}]` : options.engineHost;
  return `${scheme}${options.engineTls ? 's' : ''}://${host}:${port}`;
}

/** The TLS options of a request or socket to the engine: the authority to trust, if one is given. */
export const trusting = (tls: EngineTls | undefined): { ca?: string } => (tls?.ca ? { ca: tls.ca } : {});

/** Limits of the proxy. */
export const LIMITS = {
  /** Largest request body forwarded to the engine. */
  maxBodyBytes: 10 * 1024 * 1024,
  /** How long connecting to an upstream may take. */
  connectTimeoutMs: 5_000,
  /** How long a whole proxied HTTP exchange may take. */
  totalTimeoutMs: 35_000,
  /** How long a connectivity probe may take. */
  probeTimeoutMs: 2_000,
} as const;
