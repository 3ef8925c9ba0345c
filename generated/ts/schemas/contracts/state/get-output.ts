/* DO NOT EDIT — generated from schema/contracts/state/get-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/get-output.schema.json` (StateGetOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/get-output.schema.json',
  title: 'StateGetOutput',
  description: 'Output of `state::get`: the stored value, or null when the key has none.',
  $ref: '../../common/json-value.schema.json',
  examples: [{ name: 'Ada', visits: 3 }, null],
};
