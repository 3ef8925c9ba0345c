/* DO NOT EDIT — generated from schema/contracts/engine/triggers-info-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/triggers-info-output.schema.json` (EngineTriggersInfoOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/triggers-info-output.schema.json',
  title: 'EngineTriggersInfoOutput',
  description:
    'Output of `engine::triggers::info`: the trigger type, its formats and how many bindings it has.',
  type: 'object',
  allOf: [{ $ref: 'trigger-type-summary.schema.json' }],
  required: ['instance_count'],
  properties: {
    instance_count: {
      description: 'Bindings of the type, parked ones included.',
      type: 'integer',
      minimum: 0,
    },
    configuration_schema: {
      description:
        "The registration's `trigger_request_format` (the shape of a binding's config); absent when it had none.",
      $ref: '../../common/json-value.schema.json',
    },
    request_schema: {
      description:
        "The registration's `call_request_format` (the payload handlers receive); absent when it had none.",
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    {
      id: 'webhook',
      worker_name: 'hooks',
      description: 'Webhooks',
      instance_count: 2,
      configuration_schema: { type: 'object', required: ['path'] },
    },
    { id: 'http', worker_name: 'svc-http', description: 'HTTP requests to a route', instance_count: 0 },
  ],
};
