/* DO NOT EDIT — generated from schema/contracts/observability/traces-group-by-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/traces-group-by-output.schema.json` (ObservabilityTracesGroupByOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-group-by-output.schema.json',
  title: 'ObservabilityTracesGroupByOutput',
  description: 'Output of `engine::traces::group_by`.',
  type: 'object',
  properties: {
    groups: {
      description: 'One group per attribute value, most recently seen first.',
      type: 'array',
      items: {
        description: 'A group.',
        type: 'object',
        additionalProperties: true,
        required: [
          'value',
          'trace_ids',
          'span_count',
          'first_seen_ms',
          'last_seen_ms',
          'duration_ms',
          'error_count',
        ],
        properties: {
          value: { description: 'The attribute value.', type: 'string' },
          label: { description: "The label attribute's value.", type: 'string' },
          trace_ids: {
            description: 'Traces with a span carrying the value.',
            type: 'array',
            items: { description: 'A trace id.', type: 'string' },
          },
          span_count: { description: 'Spans carrying the value.', type: 'integer', minimum: 0 },
          first_seen_ms: { description: 'Earliest span start, unix ms.', type: 'number' },
          last_seen_ms: { description: 'Latest span end, unix ms.', type: 'number' },
          duration_ms: { description: 'last_seen_ms minus first_seen_ms.', type: 'number' },
          error_count: { description: 'Spans with status error.', type: 'integer', minimum: 0 },
        },
      },
    },
    storage: {
      description:
        'What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.',
      type: 'object',
      additionalProperties: true,
    },
  },
  required: ['groups'],
  additionalProperties: true,
  examples: [
    {
      groups: [
        {
          value: 'math::add',
          trace_ids: ['4bf92f3577b34da6a3ce929d0e0e4736'],
          span_count: 1,
          first_seen_ms: 1767225600000,
          last_seen_ms: 1767225600002,
          duration_ms: 2,
          error_count: 0,
        },
      ],
    },
  ],
};
