/* DO NOT EDIT — generated from schema/contracts/engine/workers-list-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/workers-list-input.schema.json` (EngineWorkersListInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-list-input.schema.json',
  title: 'EngineWorkersListInput',
  description:
    'Input of `engine::workers::list`: filters, all optional and combined with and. Workers that never called `engine::workers::register` are never listed.',
  type: 'object',
  properties: {
    search: {
      description: "Case-insensitive substring of the worker's name or description.",
      type: 'string',
    },
    runtime: { description: "The worker's `runtime`, exactly.", type: 'string' },
    status: {
      description: "The worker's `status`, exactly: `available`, `busy` or `connected`.",
      type: 'string',
    },
    engine: {
      description:
        "In a cluster: only the workers connected to the engine with this id (`local` for the engine answering). All engines' when absent.",
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [{}, { runtime: 'python', status: 'busy' }, { search: 'bill' }],
};
