/* DO NOT EDIT — generated from schema/contracts/observability/traces-list-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/traces-list-output.schema.json` (ObservabilityTracesListOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-list-output.schema.json',
  title: 'ObservabilityTracesListOutput',
  description: 'Output of `engine::traces::list`.',
  type: 'object',
  properties: {
    spans: {
      description: 'The page of root spans (or matching spans).',
      type: 'array',
      items: { $ref: 'stored-span.schema.json' },
    },
    total: { description: 'Rows that pass the filters, before pagination.', type: 'integer', minimum: 0 },
    offset: { description: 'The offset applied.', type: 'integer', minimum: 0 },
    limit: { description: 'The limit applied.', type: 'integer', minimum: 0 },
    storage: {
      description:
        'What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.',
      type: 'object',
      additionalProperties: true,
    },
  },
  required: ['spans', 'total', 'offset', 'limit'],
  additionalProperties: true,
  examples: [
    {
      spans: [
        {
          trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
          span_id: '00f067aa0ba902b7',
          name: 'math::add',
          start_time_unix_nano: 1767225600000000000,
          end_time_unix_nano: 1767225600002000000,
          status: 'ok',
          attributes: [
            ['svc.function.id', 'math::add'],
            ['svc.invocation.id', 'i-1'],
          ],
          service_name: 'svc',
          events: [],
          links: [],
        },
      ],
      total: 1,
      offset: 0,
      limit: 100,
    },
    { spans: [], total: 0, offset: 0, limit: 100 },
  ],
};
