/* DO NOT EDIT — generated from schema/config/workers/svc-state.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `config/workers/svc-state.schema.json` (SvcStateConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-state.schema.json',
  title: 'SvcStateConfig',
  description: 'Config of `svc-state`, the key-value store behind `state::*` and `state` triggers.',
  type: 'object',
  properties: {
    adapter: {
      description: 'Where entries are kept; `in_memory` when absent.',
      $ref: 'store-adapter.schema.json',
    },
    max_value_bytes: {
      description: 'Largest value, as JSON text; larger ones fail with `VALUE_TOO_LARGE`.',
      type: 'integer',
      minimum: 1,
      default: 1048576,
    },
    triggers_enabled: {
      description: 'Whether changes fire `state` triggers.',
      type: 'boolean',
      default: true,
    },
  },
  additionalProperties: false,
  examples: [{}, { adapter: { name: 'file_based', path: './data/state' } }],
};
