/* DO NOT EDIT — generated from schema/contracts/engine/workers-list-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/workers-list-output.schema.json` (EngineWorkersListOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-list-output.schema.json',
  title: 'EngineWorkersListOutput',
  description: 'Output of `engine::workers::list`.',
  type: 'object',
  required: ['workers'],
  properties: {
    workers: {
      description: 'The workers and built-in modules that pass the filters, sorted by name.',
      type: 'array',
      items: { $ref: 'worker-summary.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      workers: [
        {
          id: 'engine',
          name: 'engine',
          description: 'Engine discovery functions and trigger types',
          version: null,
          runtime: 'engine',
          os: null,
          status: 'available',
          function_count: 11,
          connected_at_ms: 1767225599000,
          active_invocations: 0,
          isolation: 'in-process',
          ip_address: null,
        },
      ],
    },
    { workers: [] },
  ],
};
