/* DO NOT EDIT — generated from schema/contracts/stream/list-groups-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/list-groups-output.schema.json` (StreamListGroupsOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/list-groups-output.schema.json',
  title: 'StreamListGroupsOutput',
  description:
    'Output of `stream::list_groups`: a bare array of group ids, sorted (unlike `state::list_groups`, as in iii).',
  type: 'array',
  items: { description: 'A group id.', type: 'string' },
  examples: [['archive', 'inbox']],
};
