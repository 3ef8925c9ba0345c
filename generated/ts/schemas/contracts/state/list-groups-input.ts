/* DO NOT EDIT — generated from schema/contracts/state/list-groups-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/list-groups-input.schema.json` (StateListGroupsInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-groups-input.schema.json',
  title: 'StateListGroupsInput',
  description: 'Input of `state::list_groups`: no fields.',
  type: 'object',
  additionalProperties: true,
  examples: [{}],
};
