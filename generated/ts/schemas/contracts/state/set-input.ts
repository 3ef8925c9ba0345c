/* DO NOT EDIT — generated from schema/contracts/state/set-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/set-input.schema.json` (StateSetInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/set-input.schema.json',
  title: 'StateSetInput',
  description:
    'Input of `state::set`: store `value` under `scope`/`key`, replacing any previous value. One of `value` and `data` is required (checked by the function, refused with `deserialization_error`); `data` is an alias of `value` kept for iii clients.',
  type: 'object',
  required: ['scope', 'key'],
  properties: {
    scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
    key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
    value: {
      description: "The value to store; its JSON text may not exceed the module's `max_value_bytes`.",
      $ref: '../../common/json-value.schema.json',
    },
    data: {
      description: 'Alias of `value`, used when `value` is absent.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { scope: 'users', key: 'u1', value: { name: 'Ada' } },
    { scope: 'users', key: 'u2', data: [1, 2] },
  ],
};
