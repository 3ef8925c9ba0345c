/* DO NOT EDIT — generated from schema/triggers/log.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `triggers/log.schema.json` (LogTriggerConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/log.schema.json',
  title: 'LogTriggerConfig',
  description:
    'Config of a `log` trigger: invoke `function_id` with each stored log record (contracts/observability/stored-log) that passes the filters. Unknown keys are ignored.',
  type: 'object',
  properties: {
    level: {
      description: 'Minimum severity text: `trace`, `debug`, `info`, `warn`, `error` or `fatal`.',
      type: 'string',
    },
    severity_min: { description: 'Minimum OTel severity number.', type: 'integer', minimum: 1, maximum: 24 },
    service_name: { description: 'Only records of this service (exact).', type: 'string' },
  },
  additionalProperties: true,
  examples: [{}, { level: 'warn' }],
};
