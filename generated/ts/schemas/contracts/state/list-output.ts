/* DO NOT EDIT — generated from schema/contracts/state/list-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/list-output.schema.json` (StateListOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-output.schema.json',
  title: 'StateListOutput',
  description:
    'Output of `state::list`: every value in the scope, ordered by key (Unicode code point order); empty for an unknown scope.',
  type: 'array',
  items: { $ref: '../../common/json-value.schema.json' },
  examples: [[{ name: 'Ada' }, { name: 'Grace' }], []],
};
