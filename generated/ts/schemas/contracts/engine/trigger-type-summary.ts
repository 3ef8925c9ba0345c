/* DO NOT EDIT — generated from schema/contracts/engine/trigger-type-summary.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/trigger-type-summary.schema.json` (EngineTriggerTypeSummary), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/trigger-type-summary.schema.json',
  title: 'EngineTriggerTypeSummary',
  description: 'A trigger type as `engine::triggers::list` and `engine::registered-triggers::info` show it.',
  type: 'object',
  required: ['id', 'worker_name', 'description'],
  properties: {
    id: { description: 'The trigger type id, e.g. `http`.', type: 'string' },
    worker_name: { description: 'Name of the worker or built-in module that provides it.', type: 'string' },
    description: {
      description: 'What fires it, as registered; empty when the registration had none.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [{ id: 'http', worker_name: 'svc-http', description: 'HTTP requests to a route' }],
};
