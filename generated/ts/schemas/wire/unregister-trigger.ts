/* DO NOT EDIT — generated from schema/wire/unregister-trigger.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/unregister-trigger.schema.json` (UnregisterTrigger), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/unregister-trigger.schema.json',
  title: 'UnregisterTrigger',
  description:
    "Worker to engine: remove the trigger `id` this connection registered. No reply. Engine to worker: tells the type's provider that a binding is gone.",
  type: 'object',
  required: ['type', 'id'],
  properties: {
    type: { description: 'Message tag.', const: 'unregistertrigger' },
    id: { description: 'Trigger id.', type: 'string', minLength: 1 },
    trigger_type: {
      description: 'Trigger type id; optional for the engine, always sent to a provider.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'unregistertrigger',
      id: 'ce6320ed-a0b2-4151-9d4f-16f52273e490',
      message_type: 'unregistertrigger',
      trigger_type: 'cron',
    },
    { type: 'unregistertrigger', id: 't-1' },
  ],
};
