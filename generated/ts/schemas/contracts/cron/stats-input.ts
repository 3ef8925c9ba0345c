/* DO NOT EDIT — generated from schema/contracts/cron/stats-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/cron/stats-input.schema.json` (CronStatsInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cron/stats-input.schema.json',
  title: 'CronStatsInput',
  description: 'Input of `cron::stats`: nothing is required.',
  type: 'object',
  properties: {},
  additionalProperties: true,
  examples: [{}],
};
