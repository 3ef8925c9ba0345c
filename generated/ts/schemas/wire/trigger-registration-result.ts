/* DO NOT EDIT — generated from schema/wire/trigger-registration-result.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/trigger-registration-result.schema.json` (TriggerRegistrationResult), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/trigger-registration-result.schema.json',
  title: 'TriggerRegistrationResult',
  description:
    "The outcome of a trigger registration. Provider to engine: the provider's answer to a forwarded `registertrigger`. Engine to worker: sent when the registration failed, and (an svc extension) when it was parked.",
  type: 'object',
  required: ['type', 'id', 'trigger_type', 'function_id'],
  properties: {
    type: { description: 'Message tag.', const: 'triggerregistrationresult' },
    id: { description: 'Trigger id the result is about.', type: 'string', minLength: 1 },
    trigger_type: { description: 'Trigger type id.', type: 'string' },
    function_id: {
      description: 'Function the trigger targets; empty when the provider does not know it.',
      type: 'string',
    },
    error: {
      description:
        'Present when the registration failed (`trigger_registration_failed`, `trigger_type_not_found`).',
      $ref: '../common/error-body.schema.json',
    },
    parked: {
      description:
        'svc extension, engine to worker, without `error`: the binding was kept but parked, because no module or worker provides its type (yet); it is delivered when a provider registers the type. Reference engines send nothing then, and peers that do not know the field read a result without `error` as no failure.',
      type: 'object',
      required: ['reason'],
      properties: {
        reason: {
          description: 'Why it is parked, e.g. `no module or worker provides trigger type "cron"`.',
          type: 'string',
        },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'triggerregistrationresult',
      id: 'ce6320ed-a0b2-4151-9d4f-16f52273e490',
      trigger_type: 'http',
      function_id: 'math::add',
      error: { code: 'trigger_registration_failed', message: 'api_path is required for http triggers' },
    },
    {
      type: 'triggerregistrationresult',
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'orders::on_hook',
      message_type: 'triggerregistrationresult',
    },
    {
      type: 'triggerregistrationresult',
      id: 't-2',
      trigger_type: 'cron',
      function_id: 'jobs::tick',
      parked: { reason: 'no module or worker provides trigger type "cron"' },
    },
  ],
};
