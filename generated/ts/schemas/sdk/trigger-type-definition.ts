/* DO NOT EDIT — generated from schema/sdk/trigger-type-definition.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `sdk/trigger-type-definition.schema.json` (TriggerTypeDefinition), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'sdk/trigger-type-definition.schema.json',
  title: 'TriggerTypeDefinition',
  description:
    "What an SDK's `register_trigger_type` (`registerTriggerType`) declares, sent as it is on `registertriggertype`.",
  type: 'object',
  required: ['id'],
  properties: {
    id: {
      description: 'Trigger type id, e.g. `webhook`.',
      $ref: '../wire/register-trigger-type.schema.json#/properties/id',
    },
    description: {
      description: 'What fires the trigger; sent as `""` when left out.',
      $ref: '../wire/register-trigger-type.schema.json#/properties/description',
    },
    trigger_request_format: {
      description: "JSON Schema of a binding's `config`.",
      $ref: '../wire/register-trigger-type.schema.json#/properties/trigger_request_format',
    },
    call_request_format: {
      description: 'JSON Schema of the payload handlers receive.',
      $ref: '../wire/register-trigger-type.schema.json#/properties/call_request_format',
    },
  },
  additionalProperties: false,
  examples: [
    { id: 'webhook' },
    {
      id: 'webhook',
      description: 'Fires on a webhook',
      trigger_request_format: { type: 'object', required: ['path'] },
    },
  ],
};
