/* DO NOT EDIT — generated from schema/triggers/trace.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `triggers/trace.schema.json` (TraceTriggerConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/trace.schema.json',
  title: 'TraceTriggerConfig',
  description:
    'Config of a `trace` trigger: invoke `function_id` with contracts/observability/trace-event every 300 ms while new spans arrive. Unknown keys are ignored.',
  type: 'object',
  properties: {
    service_name: {
      description: 'Only traces with a span of this service (case-insensitive substring).',
      type: 'string',
    },
    status: { description: 'Only spans with this status (`ok`, `error`, `unset`).', type: 'string' },
  },
  additionalProperties: true,
  examples: [{}, { status: 'error' }],
};
