/* DO NOT EDIT — generated from schema/contracts/observability/logs-list-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/logs-list-input.schema.json` (ObservabilityLogsListInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/logs-list-input.schema.json',
  title: 'ObservabilityLogsListInput',
  description: 'Input of `engine::logs::list`: filters combined with and, newest first.',
  type: 'object',
  properties: {
    start_time: { description: 'Only records at or after this unix ms.', type: 'number' },
    end_time: { description: 'Only records at or before this unix ms.', type: 'number' },
    trace_id: { description: 'Only records of this trace.', type: 'string' },
    span_id: { description: 'Only records of this span.', type: 'string' },
    severity_min: {
      description: 'Minimum OTel severity number, 1 (TRACE) to 24 (FATAL4).',
      type: 'integer',
      minimum: 1,
      maximum: 24,
    },
    severity_text: {
      description: 'Case-insensitive severity text (`WARN` also matches `WARNING`).',
      type: 'string',
    },
    severity_texts: {
      description:
        'Any of these severity texts, case-insensitive (`WARN` also matches `WARNING`); with `severity_text`, a record must match both.',
      type: 'array',
      items: {
        description: 'A severity text: `TRACE`, `DEBUG`, `INFO`, `WARN`, `ERROR`, `FATAL`.',
        type: 'string',
      },
    },
    search: {
      description: 'Case-insensitive substring of the body or of an attribute value.',
      type: 'string',
    },
    service_name: { description: 'Only records of this service (exact).', type: 'string' },
    offset: { description: 'Records skipped before the page (default 0).', type: 'integer', minimum: 0 },
    limit: { description: 'Records in the page (default 100, at most 1000).', type: 'integer', minimum: 0 },
  },
  additionalProperties: true,
  examples: [
    {},
    { trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', severity_min: 9 },
    { search: 'timeout', limit: 50, offset: 50 },
    { severity_texts: ['WARN', 'ERROR'], search: 'order' },
  ],
};
