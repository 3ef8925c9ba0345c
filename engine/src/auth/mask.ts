/**
 * Masking secrets wherever settings are shown or logged: string values under secret-looking keys
 * (`token`, `password`, `secret`, `api_key`, `credential`, `private…`) and the password of a URL
 * (`redis://:hunter2@host` → `redis://:***@host`) or a `token` query parameter.
 */

/** What a masked secret reads as. */
export const MASK = '***';

const SECRET_KEY = /pass(word|wd)?|secret|token|credential|api_?key|private/i;
const URL_PASSWORD = /([a-z][a-z0-9+.-]*:\/\/[^:/?#@\s]*:)([^@/?#\s]+)@/gi;
const TOKEN_PARAMETER = /([?&](?:token|access_token)=)[^&#\s"]+/gi;

/** `text` with URL passwords (`redis://:***@host`) and `token` query parameters masked. */
export function maskUrl(text: string): string {
  if (!text.includes('://') && !text.includes('token=')) return text;
  return text.replace(URL_PASSWORD, `$1${MASK}@`).replace(TOKEN_PARAMETER, `$1${MASK}`);
}

/** A copy of `value` with every secret masked: strings under secret keys, and URL passwords in any string. */
export function maskSecrets<T>(value: T): T {
  return mask(value, undefined) as T;
}

function mask(value: unknown, key: string | undefined): unknown {
  if (typeof value === 'string') return key !== undefined && SECRET_KEY.test(key) ? MASK : maskUrl(value);
  if (Array.isArray(value)) return value.map((item) => mask(item, undefined));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(v, k)]));
  return value;
}
