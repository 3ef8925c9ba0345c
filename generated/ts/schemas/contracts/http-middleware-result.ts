/* DO NOT EDIT — generated from schema/contracts/http-middleware-result.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `contracts/http-middleware-result.schema.json` (HttpMiddlewareResult), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-middleware-result.schema.json',
  title: 'HttpMiddlewareResult',
  description:
    'What a middleware function returns: go on to the next middleware and the handler, or answer the request itself. Any other result is read as `continue`.',
  type: 'object',
  required: ['action'],
  properties: {
    action: {
      description: '`continue`, or `respond` to answer with `response` without running the handler.',
      enum: ['continue', 'respond'],
    },
    response: { description: 'The answer when `action` is `respond`.', $ref: 'http-response.schema.json' },
  },
  additionalProperties: true,
  examples: [
    { action: 'continue' },
    { action: 'respond', response: { status_code: 401, body: { error: 'unauthorized' } } },
  ],
};
