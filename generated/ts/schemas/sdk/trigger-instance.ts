/* DO NOT EDIT — generated from schema/sdk/trigger-instance.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `sdk/trigger-instance.schema.json` (TriggerInstance), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'sdk/trigger-instance.schema.json',
  title: 'TriggerInstance',
  description:
    "One binding of a trigger type the worker provides, as an SDK hands it to the type's handler: the `registertrigger` the engine forwarded, without its message tag.",
  type: 'object',
  required: ['id', 'trigger_type', 'function_id', 'config'],
  properties: {
    id: { description: "The binding's id.", $ref: '../wire/register-trigger.schema.json#/properties/id' },
    trigger_type: {
      description: 'The trigger type id.',
      $ref: '../wire/register-trigger.schema.json#/properties/trigger_type',
    },
    function_id: {
      description: 'Function the binding invokes (empty in an unregister the SDK never saw registered).',
      type: 'string',
    },
    config: {
      description:
        "The binding's configuration: `{}` when the engine sent none; null in an unregister the SDK never saw registered.",
      $ref: '../wire/register-trigger.schema.json#/properties/config',
    },
    metadata: {
      description: "The binding's metadata, when it has some.",
      $ref: '../wire/register-trigger.schema.json#/properties/metadata',
    },
  },
  additionalProperties: false,
  examples: [
    {
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'orders::on_hook',
      config: { path: '/x' },
      metadata: { m: 1 },
    },
    { id: 't-2', trigger_type: 'webhook', function_id: '', config: null },
  ],
};
