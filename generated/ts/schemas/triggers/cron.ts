/* DO NOT EDIT — generated from schema/triggers/cron.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `triggers/cron.schema.json` (CronTriggerConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/cron.schema.json',
  title: 'CronTriggerConfig',
  description:
    'Config of a `cron` trigger: invoke `function_id` on a schedule. The handler receives contracts/cron-event. Unknown keys are ignored.',
  type: 'object',
  required: ['expression'],
  properties: {
    expression: {
      description:
        'Cron expression with seconds first: 6 fields (`sec min hour dom mon dow`) or 7 with a trailing year, evaluated in UTC unless `timezone` is given.',
      type: 'string',
      minLength: 1,
    },
    timezone: {
      description: 'IANA time zone the expression is read in (`Europe/Paris`); UTC when absent.',
      type: 'string',
      minLength: 1,
    },
    overlap: {
      description:
        "`skip` (default): a tick due while the job's previous run is still going is skipped, logged and counted; `allow`: it runs anyway.",
      enum: ['skip', 'allow'],
      default: 'skip',
    },
    catch_up: {
      description:
        'When the job was not running at its last due tick (the engine was down, or the binding away), `true` fires that one tick once when the job is bound again; `false` (default) does not replay it.',
      type: 'boolean',
      default: false,
    },
    condition_function_id: {
      description:
        'Function called with the cron payload first; a result of exactly `false` skips this tick.',
      $ref: '../common/function-id.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { expression: '*/15 * * * * *' },
    { expression: '0 0 3 * * Mon *', condition_function_id: 'jobs::enabled' },
    { expression: '0 30 9 * * *', timezone: 'Europe/Paris', overlap: 'allow', catch_up: true },
  ],
};
