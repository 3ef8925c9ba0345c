/* DO NOT EDIT — generated from schema/sdk/trigger-input.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `sdk/trigger-input.schema.json` (TriggerInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'sdk/trigger-input.schema.json',
  title: 'TriggerInput',
  description:
    "What an SDK's `register_trigger` (`registerTrigger`) binds: a trigger of `type` that invokes `function_id`. The SDK adds the binding's id and sends it as `registertrigger`, with `type` as `trigger_type`.",
  type: 'object',
  required: ['type', 'function_id'],
  properties: {
    type: {
      description:
        'Trigger type id: `http`, `cron`, `state`, `stream`, `subscribe`, or a worker-provided type.',
      $ref: '../wire/register-trigger.schema.json#/properties/trigger_type',
    },
    function_id: {
      description: 'Function the trigger invokes; it need not exist yet.',
      $ref: '../wire/register-trigger.schema.json#/properties/function_id',
    },
    config: {
      description: 'Configuration whose shape the trigger type defines; `{}` when left out.',
      $ref: '../wire/register-trigger.schema.json#/properties/config',
    },
    metadata: {
      description: 'Handed to the function as its `metadata` on every fire.',
      $ref: '../wire/register-trigger.schema.json#/properties/metadata',
    },
  },
  additionalProperties: false,
  examples: [
    { type: 'http', function_id: 'math::add', config: { api_path: '/math/add', http_method: 'POST' } },
    { type: 'cron', function_id: 'jobs::tick', metadata: { owner: 'ops' } },
  ],
};
