/* DO NOT EDIT — generated from schema/contracts/stream/list-all-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/list-all-output.schema.json` (StreamListAllOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/list-all-output.schema.json',
  title: 'StreamListAllOutput',
  description: 'Output of `stream::list_all`.',
  type: 'object',
  required: ['stream', 'count'],
  properties: {
    stream: {
      description: 'The streams, sorted by id.',
      type: 'array',
      items: {
        title: 'StreamSummary',
        description: 'One stream.',
        type: 'object',
        required: ['id', 'groups'],
        properties: {
          id: { description: 'The stream name.', type: 'string' },
          groups: {
            description: 'Its groups that hold items (for a system stream: the groups it serves), sorted.',
            type: 'array',
            items: { type: 'string' },
          },
          system: {
            description: "True for the engine's own streams (`svc:*`), which a console hides by default.",
            type: 'boolean',
          },
        },
        additionalProperties: true,
      },
    },
    count: { description: 'Number of streams.', type: 'integer', minimum: 0 },
  },
  additionalProperties: true,
  examples: [{ stream: [{ id: 'todo', groups: ['inbox'] }], count: 1 }],
};
