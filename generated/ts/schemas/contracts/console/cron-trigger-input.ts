/* DO NOT EDIT — generated from schema/contracts/console/cron-trigger-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/console/cron-trigger-input.schema.json` (ConsoleCronTriggerInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/cron-trigger-input.schema.json',
  title: 'ConsoleCronTriggerInput',
  description:
    'Body of `POST /_console/cron/trigger`: fire a cron binding now (`cron::trigger_now` of svc-cron, whose output is the answer).',
  type: 'object',
  required: ['trigger_id'],
  properties: { trigger_id: { description: "The cron binding's id.", type: 'string', minLength: 1 } },
  additionalProperties: true,
  examples: [{ trigger_id: 't-1' }],
};
