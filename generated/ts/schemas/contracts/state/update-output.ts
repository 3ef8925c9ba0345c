/* DO NOT EDIT — generated from schema/contracts/state/update-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/update-output.schema.json` (StateUpdateOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/update-output.schema.json',
  title: 'StateUpdateOutput',
  description:
    'Output of `state::update`, returned once the write is durable. Nothing is written when no op applied.',
  type: 'object',
  required: ['old_value', 'new_value'],
  properties: {
    old_value: {
      description: 'The value before the ops; null when there was none.',
      $ref: '../../common/json-value.schema.json',
    },
    new_value: {
      description: 'The value after the ops that applied; null when the key still has none.',
      $ref: '../../common/json-value.schema.json',
    },
    errors: {
      description: 'One entry per op that was skipped; absent when every op applied.',
      type: 'array',
      items: {
        title: 'StateUpdateOpError',
        description: 'Why one op was skipped.',
        type: 'object',
        required: ['op_index', 'code', 'message'],
        properties: {
          op_index: { description: 'Index of the op in `ops`, from 0.', type: 'integer', minimum: 0 },
          code: {
            description:
              'Stable code, `<op>.<problem>`, e.g. `increment.not_number` (listed in docs/errors.md).',
            type: 'string',
          },
          message: { description: 'What was wrong, with the numbers involved.', type: 'string' },
          doc_url: { description: 'Where the code is documented.', type: 'string' },
        },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
  examples: [
    { old_value: { total: 1 }, new_value: { total: 2 } },
    {
      old_value: { name: 'Ada' },
      new_value: { name: 'Ada' },
      errors: [
        { op_index: 0, code: 'increment.not_number', message: 'Expected a number at "name", found string' },
      ],
    },
  ],
};
