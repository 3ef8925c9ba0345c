/* DO NOT EDIT — generated from schema/contracts/http-error.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `contracts/http-error.schema.json` (HttpError), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-error.schema.json',
  title: 'HttpError',
  description:
    'Body of every error the engine HTTP API answers itself (no route, malformed JSON, body too large, handler error, deadline, condition not met). Never carries a stack trace.',
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      description: 'What went wrong.',
      type: 'object',
      title: 'HttpErrorDetail',
      required: ['code', 'message'],
      properties: {
        code: {
          description:
            "Stable code: an engine code such as `NOT_FOUND`, `INVALID_JSON`, `PAYLOAD_TOO_LARGE`, `timeout`, or the handler's own error code. Listed in docs/errors.md.",
          type: 'string',
        },
        message: { description: 'What happened, for a person.', type: 'string' },
        error_id: {
          description: 'Random id of this failure, on 5xx answers only, also written to the engine log.',
          type: 'string',
        },
      },
      additionalProperties: false,
    },
    skipped: {
      description: "True when the route's condition function returned false (status 422).",
      type: 'boolean',
    },
  },
  additionalProperties: false,
  examples: [
    { error: { code: 'NOT_FOUND', message: 'no route serves GET /nope' } },
    { error: { code: 'invocation_failed', message: 'boom', error_id: '9f2c4e1a7b3d5c60' } },
    { error: { code: 'CONDITION_NOT_MET', message: 'the condition function returned false' }, skipped: true },
  ],
};
