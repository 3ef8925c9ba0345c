/* DO NOT EDIT — generated from schema/wire/unregister-trigger-type.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/unregister-trigger-type.schema.json` (UnregisterTriggerType), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/unregister-trigger-type.schema.json',
  title: 'UnregisterTriggerType',
  description:
    "Worker to engine: withdraw a trigger type. Accepted and ignored, as by every engine of this protocol: a type goes away when its provider's connection does.",
  type: 'object',
  required: ['type', 'id'],
  properties: {
    type: { description: 'Message tag.', const: 'unregistertriggertype' },
    id: { description: 'Trigger type id.', type: 'string' },
    description: {
      description: 'Description the SDK registered the type with (Node SDKs send it).',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    { type: 'unregistertriggertype', id: 'custom', description: 'Custom trigger' },
    { type: 'unregistertriggertype', id: 'custom' },
  ],
};
