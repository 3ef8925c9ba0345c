/* DO NOT EDIT — generated from schema/contracts/state/list-groups-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/list-groups-output.schema.json` (StateListGroupsOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-groups-output.schema.json',
  title: 'StateListGroupsOutput',
  description: 'Output of `state::list_groups`.',
  type: 'object',
  required: ['groups'],
  properties: {
    groups: {
      description: 'Every scope holding at least one key, de-duplicated and sorted.',
      type: 'array',
      items: { type: 'string' },
    },
  },
  additionalProperties: true,
  examples: [{ groups: ['orders', 'users'] }],
};
