/* DO NOT EDIT — generated from schema/config/auth.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `config/auth.schema.json` (AuthConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/auth.schema.json',
  title: 'AuthConfig',
  description:
    "Who may connect to the engine and what each connection may do (docs/security.md). With at least one token listed, every worker connection (the bridge's `/` and `/otel`), the stream socket (3112) and the engine's own HTTP endpoints (`/_console/*`, `/_metrics`) need a token; without tokens the engine refuses to listen on a non-loopback address unless `allow_unauthenticated` is true. The limits apply with or without tokens.",
  type: 'object',
  properties: {
    tokens: {
      description:
        'The accepted tokens, each with a name (shown in logs and listings, never the secret) and its scopes.',
      type: 'array',
      items: { $ref: 'auth-token.schema.json' },
    },
    allow_unauthenticated: {
      description:
        'Listen on non-loopback addresses without tokens (CLI `--insecure`). Anyone who reaches the ports can then register and invoke anything; the engine warns at every start.',
      type: 'boolean',
      default: false,
    },
    allowed_origins: {
      description:
        'Browser origins (`https://app.example.com`) that may open WebSockets to the bridge and the stream socket. An upgrade without an `Origin` header (SDKs, not browsers) or from the same origin as the socket is always let through; any other origin is refused with 403. `*` allows every origin.',
      type: 'array',
      items: { type: 'string', minLength: 1 },
    },
    max_connections_per_token: {
      description:
        "Worker connections one token may hold at once (a token's own `max_connections` overrides it); one more is refused with 429 `too_many_connections` before the upgrade.",
      type: 'integer',
      minimum: 1,
      default: 1000,
    },
    max_connections_per_address: {
      description:
        'Worker connections one client address may hold at once; one more is refused with 429 `too_many_connections` before the upgrade. Behind a proxy every worker is one address: raise it there.',
      type: 'integer',
      minimum: 1,
      default: 1000,
    },
    max_registrations_per_worker: {
      description:
        'Functions, triggers and trigger types one connection may have registered at once; one more is refused (`registrationrejected` or `triggerregistrationresult` with `too_many_registrations`) and the connection stays open.',
      type: 'integer',
      minimum: 1,
      default: 100000,
    },
  },
  additionalProperties: false,
  examples: [
    {},
    { allow_unauthenticated: true },
    {
      tokens: [
        {
          name: 'billing',
          env: 'BILLING_TOKEN',
          register: ['billing::*'],
          invoke: ['billing::*', 'state::*'],
          state_read: ['billing'],
          state_write: ['billing'],
        },
        { name: 'console', file: './secrets/console.token', console: true },
      ],
      allowed_origins: ['https://ops.example.com'],
      max_connections_per_address: 50,
    },
  ],
};
