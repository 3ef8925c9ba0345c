/* DO NOT EDIT — generated from schema/contracts/stream/list-groups-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/list-groups-input.schema.json` (StreamListGroupsInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/list-groups-input.schema.json',
  title: 'StreamListGroupsInput',
  description: 'Input of `stream::list_groups`: the groups of a stream that hold items.',
  type: 'object',
  required: ['stream_name'],
  properties: { stream_name: { description: 'Stream to list.', type: 'string', minLength: 1 } },
  additionalProperties: true,
  examples: [{ stream_name: 'todo' }],
};
