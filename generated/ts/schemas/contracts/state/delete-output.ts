/* DO NOT EDIT — generated from schema/contracts/state/delete-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/delete-output.schema.json` (StateDeleteOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/delete-output.schema.json',
  title: 'StateDeleteOutput',
  description:
    'Output of `state::delete`: the raw previous value, or null when there was none (not an `{old_value}` object, whatever some iii SDK types claim).',
  $ref: '../../common/json-value.schema.json',
  examples: [{ name: 'Ada' }, null],
};
