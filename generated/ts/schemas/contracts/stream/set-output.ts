/* DO NOT EDIT — generated from schema/contracts/stream/set-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/set-output.schema.json` (StreamSetOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/set-output.schema.json',
  title: 'StreamSetOutput',
  description: 'Output of `stream::set`.',
  type: 'object',
  required: ['old_value', 'new_value'],
  properties: {
    old_value: {
      description: 'The item before the write; null when there was none.',
      $ref: '../../common/json-value.schema.json',
    },
    new_value: { description: 'The item stored.', $ref: '../../common/json-value.schema.json' },
  },
  additionalProperties: true,
  examples: [{ old_value: null, new_value: { title: 'milk' } }],
};
