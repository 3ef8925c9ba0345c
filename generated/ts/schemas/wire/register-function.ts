/* DO NOT EDIT — generated from schema/wire/register-function.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/register-function.schema.json` (RegisterFunction), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/register-function.schema.json',
  title: 'RegisterFunction',
  description:
    'Worker to engine: this connection now handles the function `id`. No reply. Registering an id another connection owns transfers ownership to this one; the function goes away when its owner disconnects.',
  type: 'object',
  required: ['type', 'id'],
  properties: {
    type: { description: 'Message tag.', const: 'registerfunction' },
    id: { description: 'The function id.', $ref: '../common/function-id.schema.json' },
    description: {
      description: 'What the function does, shown in listings and the console.',
      type: 'string',
    },
    request_format: {
      description: 'Shape of the payload the function accepts, usually a JSON Schema.',
      $ref: '../common/json-value.schema.json',
    },
    response_format: {
      description: 'Shape of the result the function returns, usually a JSON Schema.',
      $ref: '../common/json-value.schema.json',
    },
    metadata: {
      description: 'Free-form metadata. `internal: true` hides the function from default listings.',
      type: 'object',
      additionalProperties: true,
    },
    invocation: {
      description:
        'Present for an HTTP-invoked function: an engine module (svc-http-functions) calls this URL instead of a worker. Without that module, or for a URL outside its `allowed_urls`, the registration is dropped with a warning, so calls get `function_not_found`; the registering worker never receives them.',
      type: 'object',
      required: ['url'],
      properties: {
        url: { description: 'URL the engine sends the payload to.', type: 'string', minLength: 1 },
        method: { description: 'HTTP method, `POST` when absent.', type: 'string' },
        timeout_ms: {
          description: 'How long the engine waits for the response, in milliseconds.',
          type: 'integer',
          minimum: 1,
        },
        headers: {
          description: 'Extra request headers.',
          type: 'object',
          additionalProperties: { type: 'string' },
        },
        auth: {
          description:
            'How the engine authenticates to the URL, secrets read from environment variables of the engine: `{type: hmac, secret_key: <env var>}` (adds `x-iii-Signature: sha256=<hex HMAC-SHA256 of `<x-iii-Timestamp>.<body>`>`), `{type: bearer, token_key: <env var>}` (`Authorization: Bearer <token>`), `{type: api_key, header, value_key: <env var>}`.',
          $ref: '../common/json-value.schema.json',
        },
      },
      additionalProperties: true,
    },
    timeout_ms: {
      description:
        "svc extension: the engine's deadline for one invocation of this function, in milliseconds; the engine default applies when absent.",
      type: 'integer',
      minimum: 1,
    },
  },
  additionalProperties: true,
  examples: [
    { type: 'registerfunction', description: 'adds', metadata: { owner: 'x' }, id: 'math::add' },
    {
      type: 'registerfunction',
      id: 'math::add',
      description: 'Add two numbers',
      request_format: { type: 'object' },
      metadata: { owner: 'math' },
    },
  ],
};
