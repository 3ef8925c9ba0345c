/* DO NOT EDIT — generated from schema/contracts/engine/register-trigger-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/register-trigger-input.schema.json` (EngineRegisterTriggerInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/register-trigger-input.schema.json',
  title: 'EngineRegisterTriggerInput',
  description:
    "Input of `engine::register_trigger`: a binding owned by the engine, which outlives the caller. Without `trigger_type` or `function_id` the call is refused with `INVALID_ARGUMENTS`; a provider's refusal is the call's error.",
  type: 'object',
  required: ['trigger_type', 'function_id'],
  properties: {
    trigger_type: {
      description: 'Trigger type id; a type nobody provides yet parks the binding until one does.',
      type: 'string',
      minLength: 1,
    },
    function_id: {
      description: 'Function the binding invokes; it need not exist yet.',
      type: 'string',
      minLength: 1,
    },
    config: {
      description: 'Configuration whose shape the trigger type defines; `{}` when absent.',
      $ref: '../../common/json-value.schema.json',
    },
    metadata: {
      description: 'Sent to the function as its metadata on every fire.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { trigger_type: 'cron', function_id: 'jobs::tick', config: { expression: '0 * * * * *' } },
    { trigger_type: 'webhook', function_id: 'orders::on_hook', metadata: { owner: 'ops' } },
  ],
};
