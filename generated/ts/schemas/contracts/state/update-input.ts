/* DO NOT EDIT — generated from schema/contracts/state/update-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/update-input.schema.json` (StateUpdateInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/update-input.schema.json',
  title: 'StateUpdateInput',
  description:
    'Input of `state::update`: apply `ops` in order to one entry, atomically (no other write to the entry interleaves, on any adapter or engine).',
  type: 'object',
  required: ['scope', 'key', 'ops'],
  properties: {
    scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
    key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
    ops: {
      description: 'Operations, applied in order.',
      type: 'array',
      items: { $ref: 'update-op.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      scope: 'counters',
      key: 'visits',
      ops: [
        { type: 'increment', path: 'total', by: 1 },
        { type: 'set', path: 'last', value: 'u1' },
      ],
    },
  ],
};
