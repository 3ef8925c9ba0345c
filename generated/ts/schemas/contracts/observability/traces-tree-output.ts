/* DO NOT EDIT — generated from schema/contracts/observability/traces-tree-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/traces-tree-output.schema.json` (ObservabilityTracesTreeOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-tree-output.schema.json',
  title: 'ObservabilityTracesTreeOutput',
  description:
    "Output of `engine::traces::tree`: the trace's spans nested under their parents (a span whose parent is not stored is a root), each with `children`, sorted by start time.",
  type: 'object',
  properties: {
    roots: {
      description: 'Root spans, each a stored span with `children` (the same shape, recursively).',
      type: 'array',
      items: {
        description: 'A stored span with `children`.',
        type: 'object',
        additionalProperties: true,
        properties: {
          children: {
            description: 'Child spans, with their children.',
            type: 'array',
            items: { description: 'A child span.', type: 'object', additionalProperties: true },
          },
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
  required: ['roots'],
  additionalProperties: true,
  examples: [
    {
      roots: [
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
          children: [],
        },
      ],
    },
    { roots: [] },
  ],
};
