/* DO NOT EDIT — generated from schema/contracts/state/compare-and-set-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/compare-and-set-input.schema.json` (StateCompareAndSetInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/compare-and-set-input.schema.json',
  title: 'StateCompareAndSetInput',
  description:
    'Input of `state::compare_and_set`: store `value` only if the current value equals `expected` (compared structurally: same JSON, object field order ignored). Serialized per key on every adapter and across engines sharing a Redis.',
  type: 'object',
  required: ['scope', 'key', 'expected', 'value'],
  properties: {
    scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
    key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
    expected: {
      description: 'The value the entry must hold; null matches a missing key (or a stored null).',
      $ref: '../../common/json-value.schema.json',
    },
    value: { description: 'The value to store when it does.', $ref: '../../common/json-value.schema.json' },
  },
  additionalProperties: true,
  examples: [{ scope: 'jobs', key: 'j1', expected: null, value: { owner: 'w1' } }],
};
