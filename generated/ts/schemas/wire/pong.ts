/* DO NOT EDIT — generated from schema/wire/pong.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/pong.schema.json` (Pong), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/pong.schema.json',
  title: 'Pong',
  description:
    'Either direction: the answer to a JSON `ping`. Ignored by its receiver beyond marking the connection alive.',
  type: 'object',
  required: ['type'],
  properties: { type: { description: 'Message tag.', const: 'pong' } },
  additionalProperties: true,
  examples: [{ type: 'pong' }],
};
