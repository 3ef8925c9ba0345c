/* DO NOT EDIT — generated from schema/contracts/cron-event.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `contracts/cron-event.schema.json` (CronEvent), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cron-event.schema.json',
  title: 'CronEvent',
  description: "Payload a `cron` trigger's handler receives on each tick.",
  type: 'object',
  required: ['trigger', 'job_id', 'scheduled_time', 'actual_time'],
  properties: {
    trigger: { description: 'Always `cron`.', const: 'cron' },
    job_id: { description: 'Id of the cron trigger that fired.', type: 'string' },
    scheduled_time: {
      description: 'When the tick was due, RFC 3339 in UTC.',
      type: 'string',
      format: 'date-time',
    },
    actual_time: {
      description: 'When the engine fired it, RFC 3339 in UTC.',
      type: 'string',
      format: 'date-time',
    },
  },
  additionalProperties: true,
  examples: [
    {
      trigger: 'cron',
      job_id: '3f0c1a52-5e1e-4b55-9d0e-6a8a0f5b2c11',
      scheduled_time: '2026-11-21T10:00:00Z',
      actual_time: '2026-11-21T10:00:00.004Z',
    },
  ],
};
