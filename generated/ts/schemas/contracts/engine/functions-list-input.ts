/* DO NOT EDIT — generated from schema/contracts/engine/functions-list-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/functions-list-input.schema.json` (EngineFunctionsListInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/functions-list-input.schema.json',
  title: 'EngineFunctionsListInput',
  description:
    'Input of `engine::functions::list`: filters, all optional and combined with and. Without `include_internal`, functions under `engine::` (but not `engine::queue::`) and those whose metadata has `internal: true` are left out.',
  type: 'object',
  properties: {
    search: { description: 'Case-insensitive substring of the function id or description.', type: 'string' },
    prefix: { description: 'Start of the function id.', type: 'string' },
    worker: { description: 'Name of the worker that handles the function.', type: 'string' },
    workers: {
      description: 'Names of workers, any of which may handle the function.',
      type: 'array',
      items: { type: 'string' },
    },
    include_internal: { description: 'List internal functions too.', type: 'boolean' },
    engine: {
      description:
        "In a cluster: only the functions served by the engine with this id (`local` for the engine answering). All engines' when absent.",
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {},
    { search: 'charge', worker: 'billing' },
    { prefix: 'engine::', include_internal: true },
    { workers: ['billing', 'orders'] },
  ],
};
