/**
 * CORS headers for actual requests and answers to preflights.
 */
import type { IncomingMessage } from 'node:http';
import type { CorsSettings } from './config.js';

/** CORS headers for a request from `origin`; false when the origin is not allowed. */
export function corsHeaders(cors: CorsSettings, origin: string | undefined): Record<string, string> | false {
  if (cors.origins === '*') {
    // `*` cannot carry credentials: echo the origin instead.
    if (cors.credentials && origin)
      return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' };
    return { 'access-control-allow-origin': '*' };
  }
  if (!origin || !cors.origins.has(origin)) return false;
  return {
    'access-control-allow-origin': origin,
    vary: 'Origin',
    ...(cors.credentials ? { 'access-control-allow-credentials': 'true' } : {}),
  };
}

/** Headers of a preflight answer. Without a configured list, the headers the browser asks for are allowed. */
export function preflightHeaders(cors: CorsSettings, req: IncomingMessage): Record<string, string> {
  const asked = req.headers['access-control-request-headers'];
  const allowed = cors.headers ?? asked;
  return {
    'access-control-allow-methods': cors.methods,
    ...(allowed ? { 'access-control-allow-headers': allowed } : {}),
    'access-control-max-age': String(cors.maxAgeS),
  };
}
