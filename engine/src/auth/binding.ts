/**
 * Safe binding: a listener on an address other than loopback needs authentication, or an
 * explicit opt-out (`auth.allow_unauthenticated`, `svc start --insecure`).
 */
import { isIPv4, isIPv6 } from 'node:net';

/** True for addresses only this machine can reach: 127.0.0.0/8, ::1, `localhost`. */
export function isLoopback(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (bare === 'localhost') return true;
  if (isIPv4(bare)) return bare.startsWith('127.');
  if (isIPv6(bare)) {
    const lower = bare.toLowerCase();
    return lower === '::1' || lower === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(lower);
  }
  return false;
}

/**
 * Why `listener` may not listen on `host` (undefined when it may): the message names the setting
 * that would allow it.
 */
export function bindRefusal(
  listener: string,
  host: string,
  state: { authenticated: boolean; allowUnauthenticated: boolean },
): string | undefined {
  if (isLoopback(host) || state.authenticated || state.allowUnauthenticated) return undefined;
  return (
    `${listener} would listen on ${host}, which is not a loopback address, without authentication: ` +
    'add tokens under auth.tokens in the config (docs/security.md), or listen on 127.0.0.1, ' +
    'or set auth.allow_unauthenticated: true (svc start --insecure) to let anyone who reaches the port in'
  );
}
