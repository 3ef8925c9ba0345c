/* DO NOT EDIT — generated from schema/contracts/cron/trigger-now-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/cron/trigger-now-output.schema.json` (CronTriggerNowOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cron/trigger-now-output.schema.json',
  title: 'CronTriggerNowOutput',
  description:
    "Output of `cron::trigger_now`: the job's function ran with `actual_time` (and `scheduled_time`) now; its result, or its error in `error`.",
  type: 'object',
  required: ['trigger_id', 'function_id'],
  properties: {
    trigger_id: { description: 'The binding that ran.', type: 'string' },
    function_id: { description: 'The function it invoked.', type: 'string' },
    result: {
      description: 'What the function returned; null when it returned nothing.',
      $ref: '../../common/json-value.schema.json',
    },
    error: {
      description: "The function's error, when it failed.",
      $ref: '../../common/error-body.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    {
      trigger_id: '3f0c1a52-5e1e-4b55-9d0e-6a8a0f5b2c11',
      function_id: 'reports::nightly',
      result: { rows: 3 },
    },
  ],
};
