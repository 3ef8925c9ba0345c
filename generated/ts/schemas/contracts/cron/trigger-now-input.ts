/* DO NOT EDIT — generated from schema/contracts/cron/trigger-now-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/cron/trigger-now-input.schema.json` (CronTriggerNowInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cron/trigger-now-input.schema.json',
  title: 'CronTriggerNowInput',
  description: 'Input of `cron::trigger_now`: the `cron` binding to run at once.',
  type: 'object',
  required: ['trigger_id'],
  properties: {
    trigger_id: {
      description: "Id of an active `cron` binding (the cron payload's `job_id`).",
      type: 'string',
      minLength: 1,
    },
  },
  additionalProperties: true,
  examples: [{ trigger_id: '3f0c1a52-5e1e-4b55-9d0e-6a8a0f5b2c11' }],
};
