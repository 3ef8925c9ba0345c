/* DO NOT EDIT — generated from schema/contracts/engine/functions-available-event.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/functions-available-event.schema.json` (EngineFunctionsAvailableEvent), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/functions-available-event.schema.json',
  title: 'EngineFunctionsAvailableEvent',
  description:
    'What a binding of the `engine::functions-available` trigger type receives: the set of functions changed (once per burst of changes), and what it is now.',
  type: 'object',
  required: ['event', 'functions'],
  properties: {
    event: { description: 'Always `functions_changed`.', const: 'functions_changed' },
    functions: {
      description: 'Every function now registered, internal ones left out.',
      type: 'array',
      items: { $ref: 'function-summary.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    { event: 'functions_changed', functions: [{ function_id: 'billing::charge', worker_name: 'billing' }] },
    { event: 'functions_changed', functions: [] },
  ],
};
