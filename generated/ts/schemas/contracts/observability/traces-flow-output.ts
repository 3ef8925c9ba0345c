/* DO NOT EDIT — generated from schema/contracts/observability/traces-flow-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/traces-flow-output.schema.json` (ObservabilityTracesFlowOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-flow-output.schema.json',
  title: 'ObservabilityTracesFlowOutput',
  description:
    "Output of `engine::traces::flow`: one edge per function and thing it touched. A built-in function's span that carries `svc.state.scope`, `svc.stream.name`, `svc.queue.topic` or `svc.event.topic` is an edge from the nearest function span above it in its trace.",
  type: 'object',
  required: ['edges'],
  properties: {
    edges: {
      description: 'Edges, most recently seen first.',
      type: 'array',
      items: {
        title: 'ObservabilityFlowEdge',
        description: 'A function that touched a state scope, a stream, a queue topic or an event topic.',
        type: 'object',
        required: ['function_id', 'kind', 'target', 'count', 'last_seen_ms'],
        properties: {
          function_id: { description: 'The function whose call touched it.', type: 'string' },
          kind: { description: 'What it touched.', enum: ['state', 'stream', 'queue', 'event'] },
          target: {
            description: 'The state scope, stream name, queue topic or event topic.',
            type: 'string',
          },
          via: {
            description:
              'The built-in function that touched it (`state::set`, `iii::durable::publish`, ...).',
            type: 'string',
          },
          count: { description: 'Spans seen for this edge.', type: 'integer', minimum: 1 },
          last_seen_ms: { description: 'Start of the latest of them, unix ms.', type: 'number' },
        },
        additionalProperties: true,
      },
    },
    storage: {
      description: "The span store's size and bounds, as the other trace functions answer it.",
      type: 'object',
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      edges: [
        {
          function_id: 'orders::place',
          kind: 'state',
          target: 'orders',
          via: 'state::set',
          count: 3,
          last_seen_ms: 1700000000000,
        },
      ],
    },
  ],
};
