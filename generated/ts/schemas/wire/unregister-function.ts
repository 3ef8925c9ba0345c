/* DO NOT EDIT — generated from schema/wire/unregister-function.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/unregister-function.schema.json` (UnregisterFunction), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/unregister-function.schema.json',
  title: 'UnregisterFunction',
  description:
    'Worker to engine: stop routing `id` to this connection. No reply. Ignored unless this connection owns the function.',
  type: 'object',
  required: ['type', 'id'],
  properties: {
    type: { description: 'Message tag.', const: 'unregisterfunction' },
    id: { description: 'The function id.', $ref: '../common/function-id.schema.json' },
  },
  additionalProperties: true,
  examples: [{ type: 'unregisterfunction', id: 'math::add' }],
};
