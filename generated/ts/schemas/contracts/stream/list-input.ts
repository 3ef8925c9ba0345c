/* DO NOT EDIT — generated from schema/contracts/stream/list-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/list-input.schema.json` (StreamListInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/list-input.schema.json',
  title: 'StreamListInput',
  description:
    'Input of `stream::list`: every item of a group, in item-id order (the output is a bare array of values, as in iii).',
  type: 'object',
  required: ['stream_name', 'group_id'],
  properties: {
    stream_name: { description: 'Stream of the group.', type: 'string', minLength: 1 },
    group_id: { description: 'Group to list.', type: 'string', minLength: 1 },
  },
  additionalProperties: true,
  examples: [{ stream_name: 'todo', group_id: 'inbox' }],
};
