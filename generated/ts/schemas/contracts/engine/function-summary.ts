/* DO NOT EDIT — generated from schema/contracts/engine/function-summary.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/function-summary.schema.json` (EngineFunctionSummary), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/function-summary.schema.json',
  title: 'EngineFunctionSummary',
  description:
    'A function as `engine::functions::list`, `engine::workers::info` and `engine::registered-triggers::info` show it, and as the `engine::functions-available` trigger type sends it.',
  type: 'object',
  required: ['function_id', 'worker_name'],
  properties: {
    function_id: { description: 'The function id.', $ref: '../../common/function-id.schema.json' },
    worker_name: {
      description:
        'Name of the worker that handles it: the name it registered with `engine::workers::register`, else its connection id.',
      type: 'string',
    },
    description: {
      description: 'What the function does, as registered; absent when the registration had none.',
      type: 'string',
    },
    metadata: {
      description: "The function's metadata, as registered; absent when the registration had none.",
      type: 'object',
      additionalProperties: true,
    },
    engine: {
      description:
        'In a cluster: id of the engine that serves it (one entry per engine serving it). Absent when the engine runs alone.',
      type: 'string',
    },
    worker_count: {
      description:
        'In a cluster: how many workers on that engine serve it. Absent when the engine runs alone.',
      type: 'integer',
      minimum: 0,
    },
  },
  additionalProperties: true,
  examples: [
    {
      function_id: 'billing::charge',
      worker_name: 'billing',
      description: 'Charge a card',
      metadata: { team: 'payments' },
    },
    { function_id: 'orders::create', worker_name: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8' },
  ],
};
