/* DO NOT EDIT — generated from schema/contracts/console/emit-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/console/emit-input.schema.json` (ConsoleEmitInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/emit-input.schema.json',
  title: 'ConsoleEmitInput',
  description:
    'Body of `POST /_console/emit`: publish an event (`publish` of svc-events, whose output is the answer).',
  type: 'object',
  required: ['topic'],
  properties: {
    topic: { description: 'Topic to publish on.', type: 'string', minLength: 1 },
    data: { description: "The event's data.", $ref: '../../common/json-value.schema.json' },
  },
  additionalProperties: true,
  examples: [{ topic: 'orders.created', data: { id: 1 } }],
};
