/** The settings of svc-http-functions (`config/workers/svc-http-functions` in schema/), with defaults applied. */
import type { SvcHttpFunctionsConfig } from '@svc/protocol';

/** svc-http-functions' settings, resolved. */
export interface HttpFunctionsSettings {
  allowedUrls: string[];
  defaultTimeoutMs: number;
  maxResponseBytes: number;
}

/** Resolves validated settings. */
export function resolveSettings(config: SvcHttpFunctionsConfig): HttpFunctionsSettings {
  return {
    allowedUrls: config.allowed_urls ?? [],
    defaultTimeoutMs: config.default_timeout_ms ?? 30_000,
    maxResponseBytes: config.max_response_bytes ?? 1024 * 1024,
  };
}

/** Whether `url` starts with one of the allowed prefixes (compared as parsed URLs, so `..` cannot escape). */
export function allowed(url: string, prefixes: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  return prefixes.some((prefix) => {
    try {
      const base = new URL(prefix);
      return target.origin === base.origin && target.pathname.startsWith(base.pathname);
    } catch {
      return false;
    }
  });
}
