/* DO NOT EDIT — generated from schema/contracts/http-auth-result.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `contracts/http-auth-result.schema.json` (HttpAuthResult), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-auth-result.schema.json',
  title: 'HttpAuthResult',
  description:
    "What an `http` trigger's auth function returns: allow the request (optionally with a context the handler receives as `auth`) or deny it. Any other result, a failure or a timeout is answered 503 `AUTH_UNAVAILABLE` and the handler is not called.",
  type: 'object',
  required: ['allow'],
  properties: {
    allow: {
      description:
        '`true` lets the request through; `false` answers it with 401 (or `status_code`) without calling the handler.',
      type: 'boolean',
    },
    status_code: {
      description:
        'With `allow: false`: 401 (the default: who is asking is not known) or 403 (known, not allowed).',
      enum: [401, 403],
    },
    message: {
      description: 'With `allow: false`: the error message sent to the client (a generic one when absent).',
      type: 'string',
      maxLength: 1024,
    },
    headers: {
      description: 'With `allow: false`: headers added to the refusal, e.g. `www-authenticate`.',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    context: {
      description:
        "With `allow: true`: passed to the middleware (as `context.auth`), the condition and the handler (as `auth` in contracts/http-request), e.g. the caller's user id.",
      type: 'object',
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    { allow: true, context: { user_id: 'u1', roles: ['admin'] } },
    { allow: false },
    {
      allow: false,
      status_code: 403,
      message: 'orders of another account',
      headers: { 'www-authenticate': 'Bearer' },
    },
  ],
};
