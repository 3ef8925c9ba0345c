/* DO NOT EDIT — generated from schema/contracts/engine/workers-available-event.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/workers-available-event.schema.json` (EngineWorkersAvailableEvent), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-available-event.schema.json',
  title: 'EngineWorkersAvailableEvent',
  description:
    'What a binding of the `engine::workers-available` trigger type receives: one worker connected, disconnected or described itself.',
  type: 'object',
  required: ['event', 'worker_id'],
  properties: {
    event: {
      description: 'What happened to the worker.',
      enum: ['worker_connected', 'worker_disconnected', 'worker_metadata_updated'],
    },
    worker_id: {
      description: "The worker's connection id (a UUID), or a built-in module's name.",
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    { event: 'worker_connected', worker_id: '3f2b8c1e-0d4a-4e55-9a61-2f7c9b1d0e42' },
    { event: 'worker_metadata_updated', worker_id: 'svc-http' },
  ],
};
