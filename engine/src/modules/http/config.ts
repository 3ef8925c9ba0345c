/**
 * Settings of `svc-http` with their defaults (the schema is config/workers/svc-http).
 */
import type { SvcHttpConfig } from '@svc/protocol';
import { loadTls, type TlsMaterial } from '../../listener.js';

/** CORS as applied: `undefined` sends no CORS headers at all. */
export interface CorsSettings {
  /** `*`, or the allowed origins. */
  origins: '*' | Set<string>;
  methods: string;
  headers?: string;
  credentials: boolean;
  maxAgeS: number;
}

/** How request bodies are received: size, time, rate and how many at once. */
export interface BodySettings {
  limitBytes: number;
  timeoutMs: number;
  /** 0: no minimum rate. */
  minRateBytesPerS: number;
  minRateGraceMs: number;
  concurrentReads: number;
}

/** Every setting, resolved. */
export interface HttpSettings {
  host: string;
  port: number;
  body: BodySettings;
  requestTimeoutMs: number;
  headerTimeoutMs: number;
  concurrencyLimit: number;
  perClientLimit: number;
  cors?: CorsSettings;
  /** A `cors` object was given without origins, so no CORS headers are sent (worth a warning). */
  corsWithoutOrigins: boolean;
  /** Key material when the API answers `https://` (config `tls`). */
  tls?: TlsMaterial;
}

/** 10 MiB: the largest request body unless the config says otherwise. */
export const DEFAULT_BODY_LIMIT = 10 * 1024 * 1024;

/** Applies the defaults to a validated `svc-http` config; `tls` files are read from `baseDir` (the config's folder). */
export function resolveSettings(config: SvcHttpConfig, baseDir = process.cwd()): HttpSettings {
  // Browsers reach the engine through the console server, which needs no CORS: none unless asked for.
  const origins = (config.cors || undefined)?.allowed_origins ?? [];
  return {
    host: config.host ?? '127.0.0.1',
    port: config.port ?? 3111,
    body: {
      limitBytes: config.body_limit_bytes ?? DEFAULT_BODY_LIMIT,
      timeoutMs: config.body_timeout_ms ?? 60_000,
      minRateBytesPerS: config.body_min_rate_bytes_per_s ?? 1024,
      minRateGraceMs: config.body_min_rate_grace_ms ?? 5000,
      concurrentReads: config.concurrency_body_read_limit ?? 1024,
    },
    requestTimeoutMs: config.request_timeout_ms ?? 30_000,
    headerTimeoutMs: config.header_timeout_ms ?? 10_000,
    concurrencyLimit: config.concurrency_request_limit ?? 1024,
    perClientLimit: config.concurrency_per_client_limit ?? 512,
    ...(config.cors && origins.length > 0 ? { cors: resolveCors(config.cors, origins) } : {}),
    corsWithoutOrigins: Boolean(config.cors) && origins.length === 0,
    ...(config.tls ? { tls: loadTls(config.tls, baseDir) } : {}),
  };
}

function resolveCors(cors: Exclude<SvcHttpConfig['cors'], false | undefined>, origins: string[]): CorsSettings {
  return {
    origins: origins.includes('*') ? '*' : new Set(origins),
    methods: (cors.allowed_methods?.length
      ? cors.allowed_methods
      : ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']
    ).join(', '),
    ...(cors.allowed_headers?.length ? { headers: cors.allowed_headers.join(', ') } : {}),
    credentials: cors.allow_credentials ?? false,
    maxAgeS: cors.max_age_s ?? 600,
  };
}
