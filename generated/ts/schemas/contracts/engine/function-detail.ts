/* DO NOT EDIT — generated from schema/contracts/engine/function-detail.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/function-detail.schema.json` (EngineFunctionDetail), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/function-detail.schema.json',
  title: 'EngineFunctionDetail',
  description:
    'A function as `engine::functions::info` describes it: its summary, the formats it registered and the triggers bound to it.',
  type: 'object',
  allOf: [{ $ref: 'function-summary.schema.json' }],
  required: ['registered_triggers'],
  properties: {
    request_schema: {
      description: "The registration's `request_format`; absent when it had none.",
      $ref: '../../common/json-value.schema.json',
    },
    response_schema: {
      description: "The registration's `response_format`; absent when it had none.",
      $ref: '../../common/json-value.schema.json',
    },
    registered_triggers: {
      description: 'Every trigger binding that invokes the function, parked ones included.',
      type: 'array',
      items: {
        title: 'EngineFunctionTrigger',
        description: 'One binding that invokes the function.',
        type: 'object',
        required: ['id', 'trigger_type', 'config'],
        properties: {
          id: { description: "The binding's id.", type: 'string' },
          trigger_type: { description: "The binding's trigger type id.", type: 'string' },
          config: {
            description: "The binding's config; `{}` when it was registered without one.",
            $ref: '../../common/json-value.schema.json',
          },
        },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
  examples: [
    {
      function_id: 'billing::charge',
      worker_name: 'billing',
      description: 'Charge a card',
      request_schema: { type: 'object', required: ['amount'] },
      registered_triggers: [
        {
          id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
          trigger_type: 'http',
          config: { api_path: '/charge', http_method: 'POST' },
        },
      ],
    },
    { function_id: 'jobs::tick', worker_name: 'jobs', registered_triggers: [] },
  ],
};
