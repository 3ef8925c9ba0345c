/**
 * Settings of `svc-http` with their defaults (the schema is config/workers/svc-http).
 */
import type { SvcHttpConfig } from '@svc/protocol';

/** CORS as applied: `undefined` sends no CORS headers at all. */
export interface CorsSettings {
  /** `*`, or the allowed origins. */
  origins: '*' | Set<string>;
  methods: string;
  headers?: string;
  credentials: boolean;
  maxAgeS: number;
}

/** Every setting, resolved. */
export interface HttpSettings {
  host: string;
  port: number;
  bodyLimitBytes: number;
  requestTimeoutMs: number;
  headerTimeoutMs: number;
  concurrencyLimit: number;
  cors?: CorsSettings;
  /** A `cors` object was given without origins, so no CORS headers are sent (worth a warning). */
  corsWithoutOrigins: boolean;
}

/** 10 MiB: the largest request body unless the config says otherwise. */
export const DEFAULT_BODY_LIMIT = 10 * 1024 * 1024;

/** Applies the defaults to a validated `svc-http` config. */
export function resolveSettings(config: SvcHttpConfig): HttpSettings {
  // Browsers reach the engine through the console server, which needs no CORS: none unless asked for.
  const origins = (config.cors || undefined)?.allowed_origins ?? [];
  return {
    host: config.host ?? '127.0.0.1',
    port: config.port ?? 3111,
    bodyLimitBytes: config.body_limit_bytes ?? DEFAULT_BODY_LIMIT,
    requestTimeoutMs: config.request_timeout_ms ?? 30_000,
    headerTimeoutMs: config.header_timeout_ms ?? 10_000,
    concurrencyLimit: config.concurrency_request_limit ?? 1024,
    ...(config.cors && origins.length > 0 ? { cors: resolveCors(config.cors, origins) } : {}),
    corsWithoutOrigins: Boolean(config.cors) && origins.length === 0,
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
