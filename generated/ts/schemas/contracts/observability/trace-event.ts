/* DO NOT EDIT — generated from schema/contracts/observability/trace-event.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/trace-event.schema.json` (ObservabilityTraceEvent), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/trace-event.schema.json',
  title: 'ObservabilityTraceEvent',
  description:
    "What a `trace` trigger's function receives: the trace ids that got a new span since the last fire, coalesced every 300 ms.",
  type: 'object',
  properties: {
    trace_ids: {
      description: 'New or updated traces, without repeats.',
      type: 'array',
      items: { description: 'A trace id.', type: 'string' },
    },
  },
  required: ['trace_ids'],
  additionalProperties: true,
  examples: [{ trace_ids: ['4bf92f3577b34da6a3ce929d0e0e4736'] }],
};
