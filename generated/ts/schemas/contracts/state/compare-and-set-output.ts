/* DO NOT EDIT — generated from schema/contracts/state/compare-and-set-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/compare-and-set-output.schema.json` (StateCompareAndSetOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/compare-and-set-output.schema.json',
  title: 'StateCompareAndSetOutput',
  description: 'Output of `state::compare_and_set`, returned once a successful write is durable.',
  type: 'object',
  required: ['ok', 'current'],
  properties: {
    ok: {
      description:
        'True when `value` was stored; false when the entry held something other than `expected` (a conflict).',
      type: 'boolean',
    },
    current: {
      description:
        "The entry's value after the call: `value` when ok, otherwise what it holds (null when missing).",
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { ok: true, current: { owner: 'w1' } },
    { ok: false, current: { owner: 'w2' } },
  ],
};
