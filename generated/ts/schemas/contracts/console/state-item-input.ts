/* DO NOT EDIT — generated from schema/contracts/console/state-item-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/console/state-item-input.schema.json` (ConsoleStateItemInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/state-item-input.schema.json',
  title: 'ConsoleStateItemInput',
  description:
    'Body of `POST /_console/states/:scope/item`: store `value` under `key` (`state::set`, whose output is the answer).',
  type: 'object',
  required: ['key'],
  properties: {
    key: { description: 'Key of the entry.', type: 'string', minLength: 1 },
    value: { description: 'The value to store.', $ref: '../../common/json-value.schema.json' },
    data: {
      description: 'Alias of `value`, as the older reference console sent it.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ key: 'u1', value: { name: 'Ada' } }],
};
