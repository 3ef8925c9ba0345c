/* DO NOT EDIT — generated from schema/wire/error-frame.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/error-frame.schema.json` (ErrorFrame), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/error-frame.schema.json',
  title: 'ErrorFrame',
  description:
    'Engine to worker: a connection-level error, e.g. a refused authentication, sent just before the engine closes the connection.',
  type: 'object',
  required: ['type', 'error'],
  properties: {
    type: { description: 'Message tag.', const: 'error' },
    error: { description: 'What went wrong.', $ref: '../common/error-body.schema.json' },
  },
  additionalProperties: true,
  examples: [{ type: 'error', error: { code: 'AUTH_ERROR', message: 'authentication failed' } }],
};
