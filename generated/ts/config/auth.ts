/* DO NOT EDIT — generated from schema/config/auth.schema.json by make generate */
import type { AuthToken } from './auth-token.js';

/**
 * Who may connect to the engine and what each connection may do (docs/security.md). With at least one token listed, every worker connection (the bridge's `/` and `/otel`), the stream socket (3112) and the engine's own HTTP endpoints (`/_console/*`, `/_metrics`) need a token; without tokens the engine refuses to listen on a non-loopback address unless `allow_unauthenticated` is true. The limits apply with or without tokens.
 */
export interface AuthConfig {
  /**
   * The accepted tokens, each with a name (shown in logs and listings, never the secret) and its scopes.
   */
  tokens?: AuthToken[];
  /**
   * Listen on non-loopback addresses without tokens (CLI `--insecure`). Anyone who reaches the ports can then register and invoke anything; the engine warns at every start.
   */
  allow_unauthenticated?: boolean;
  /**
   * Browser origins (`https://app.example.com`) that may open WebSockets to the bridge and the stream socket. An upgrade without an `Origin` header (SDKs, not browsers) or from the same origin as the socket is always let through; any other origin is refused with 403. `*` allows every origin.
   */
  allowed_origins?: string[];
  /**
   * Worker connections one token may hold at once (a token's own `max_connections` overrides it); one more is refused with 429 `too_many_connections` before the upgrade.
   */
  max_connections_per_token?: number;
  /**
   * Worker connections one client address may hold at once; one more is refused with 429 `too_many_connections` before the upgrade. Behind a proxy every worker is one address: raise it there.
   */
  max_connections_per_address?: number;
  /**
   * Functions, triggers and trigger types one connection may have registered at once; one more is refused (`registrationrejected` or `triggerregistrationresult` with `too_many_registrations`) and the connection stays open.
   */
  max_registrations_per_worker?: number;
}
