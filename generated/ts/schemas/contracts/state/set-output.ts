/* DO NOT EDIT — generated from schema/contracts/state/set-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/set-output.schema.json` (StateSetOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/set-output.schema.json',
  title: 'StateSetOutput',
  description: 'Output of `state::set`, returned once the write is durable.',
  type: 'object',
  required: ['old_value', 'new_value'],
  properties: {
    old_value: {
      description: 'The value before the write; null when there was none.',
      $ref: '../../common/json-value.schema.json',
    },
    new_value: { description: 'The value stored.', $ref: '../../common/json-value.schema.json' },
  },
  additionalProperties: true,
  examples: [{ old_value: null, new_value: { name: 'Ada' } }],
};
