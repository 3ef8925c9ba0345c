/* DO NOT EDIT — generated from schema/contracts/engine/registered-triggers-list-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/registered-triggers-list-input.schema.json` (EngineRegisteredTriggersListInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/registered-triggers-list-input.schema.json',
  title: 'EngineRegisteredTriggersListInput',
  description:
    'Input of `engine::registered-triggers::list` (trigger bindings): filters, all optional and combined with and. Without `include_internal`, bindings of types under `engine::` are left out.',
  type: 'object',
  properties: {
    search: {
      description: 'Case-insensitive substring of the binding id, its type or its function id.',
      type: 'string',
    },
    trigger_type: { description: "The binding's trigger type id, exactly.", type: 'string' },
    function_id: { description: 'The function the binding invokes, exactly.', type: 'string' },
    worker: {
      description:
        'Name of the worker that registered the binding (`engine` for those made with `engine::register_trigger`).',
      type: 'string',
    },
    include_internal: { description: "List bindings of the engine's own types too.", type: 'boolean' },
  },
  additionalProperties: true,
  examples: [
    {},
    { trigger_type: 'cron' },
    { function_id: 'jobs::tick', worker: 'jobs' },
    { search: 'tick', include_internal: true },
  ],
};
