/* DO NOT EDIT — generated from schema/contracts/console/error.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/console/error.schema.json` (ConsoleError), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/error.schema.json',
  title: 'ConsoleError',
  description:
    'Body of every failed `/_console/*` request. The HTTP status says what happened: 400 bad body, 404 no such function or path, 413 body too large, 502 the function failed, 503 the module serving the endpoint is not running, 504 timeout.',
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      title: 'ConsoleErrorBody',
      description: 'What went wrong.',
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: {
          description:
            "The function's error code, or the console API's own (docs/errors.md): `bad_request`, `not_found`, `payload_too_large`, `module_unavailable`.",
          type: 'string',
        },
        message: { description: 'Human-readable reason.', type: 'string' },
        stacktrace: { description: "The handler's stack, when the function sent one.", type: 'string' },
        module: {
          description: 'With `module_unavailable`: the module to add to the config.',
          type: 'string',
        },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    { error: { code: 'function_not_found', message: 'Function math::nope not found' } },
    { error: { code: 'module_unavailable', message: 'svc-queue is not running', module: 'svc-queue' } },
  ],
};
