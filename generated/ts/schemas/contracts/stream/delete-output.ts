/* DO NOT EDIT — generated from schema/contracts/stream/delete-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/delete-output.schema.json` (StreamDeleteOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/delete-output.schema.json',
  title: 'StreamDeleteOutput',
  description: 'Output of `stream::delete`.',
  type: 'object',
  required: ['old_value'],
  properties: {
    old_value: {
      description: 'The item removed; null when there was none.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ old_value: { title: 'milk' } }, { old_value: null }],
};
