/* DO NOT EDIT — generated from schema/contracts/observability/logs-list-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/logs-list-output.schema.json` (ObservabilityLogsListOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/logs-list-output.schema.json',
  title: 'ObservabilityLogsListOutput',
  description: 'Output of `engine::logs::list`.',
  type: 'object',
  properties: {
    logs: {
      description: 'The page, newest first.',
      type: 'array',
      items: { $ref: 'stored-log.schema.json' },
    },
    total: { description: 'Records that pass the filters, before pagination.', type: 'integer', minimum: 0 },
    offset: { description: 'The offset applied.', type: 'integer', minimum: 0 },
    limit: { description: 'The limit applied.', type: 'integer', minimum: 0 },
    services: {
      description: 'Records that pass the filters, counted by service name.',
      type: 'object',
      additionalProperties: { description: 'A count.', type: 'integer' },
    },
    timestamp: { description: 'When the answer was made, unix ms.', type: 'integer', minimum: 0 },
    storage: {
      description:
        'What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.',
      type: 'object',
      additionalProperties: true,
    },
  },
  required: ['logs', 'total', 'timestamp'],
  additionalProperties: true,
  examples: [
    {
      logs: [
        {
          timestamp_unix_nano: 1767225600001000000,
          observed_timestamp_unix_nano: 1767225600001000000,
          severity_number: 9,
          severity_text: 'INFO',
          body: 'added',
          attributes: { a: 1 },
          trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
          span_id: '00f067aa0ba902b7',
          resource: { 'service.name': 'math' },
          service_name: 'math',
        },
      ],
      total: 1,
      offset: 0,
      limit: 100,
      services: { math: 1 },
      timestamp: 1767225600010,
    },
  ],
};
