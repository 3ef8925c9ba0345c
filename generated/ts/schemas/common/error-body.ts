/* DO NOT EDIT — generated from schema/common/error-body.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `common/error-body.schema.json` (ErrorBody), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/error-body.schema.json',
  title: 'ErrorBody',
  description:
    'An error as it travels on the wire: in an invocation result, a trigger registration result or an HTTP error response. The code is a stable lower_snake string listed in docs/errors.md (wire-compatible codes keep their original spelling).',
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: {
      description:
        'Stable machine-readable error code, e.g. `function_not_found`, `invocation_failed`, `invocation_stopped`, `timeout`.',
      type: 'string',
      minLength: 1,
    },
    message: { description: 'Human-readable explanation of what went wrong.', type: 'string' },
    stacktrace: {
      description: 'Stack trace or traceback of the handler that failed, when the worker chose to send one.',
      type: 'string',
    },
    data: {
      description: 'Optional structured detail about the error (any JSON value).',
      $ref: 'json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { code: 'function_not_found', message: 'Function nope::x not found' },
    { code: 'invocation_failed', message: 'boom', stacktrace: 'Error: boom\n    at handler (worker.js:3:9)' },
  ],
};
