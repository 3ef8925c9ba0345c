/* DO NOT EDIT — generated from schema/contracts/observability/traces-list-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/traces-list-input.schema.json` (ObservabilityTracesListInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-list-input.schema.json',
  title: 'ObservabilityTracesListInput',
  description: 'Input of `engine::traces::list`: filters combined with and, then sort and pagination.',
  type: 'object',
  properties: {
    trace_id: { description: 'Only this trace (exact).', type: 'string' },
    trace_ids: {
      description: 'Only these traces.',
      type: 'array',
      items: { description: 'A trace id.', type: 'string' },
    },
    offset: { description: 'Rows skipped before the page (default 0).', type: 'integer', minimum: 0 },
    limit: { description: 'Rows in the page (default 100, at most 1000).', type: 'integer', minimum: 0 },
    service_name: { description: 'Case-insensitive substring of the service name.', type: 'string' },
    name: { description: 'Case-insensitive substring of the span name.', type: 'string' },
    status: {
      description:
        'Case-insensitive substring of the status (`ok`, `error`, `unset`); `pending` matches spans still in progress.',
      type: 'string',
    },
    min_duration_ms: { description: 'Minimum duration in milliseconds.', type: 'number' },
    max_duration_ms: { description: 'Maximum duration in milliseconds.', type: 'number' },
    start_time: {
      description: 'Window start, unix ms: a span overlapping the window is included.',
      type: 'number',
    },
    end_time: { description: 'Window end, unix ms.', type: 'number' },
    sort_by: {
      description: '`start_time` (default), `duration`, `duration_ms`, `service_name` or `name`.',
      enum: ['start_time', 'duration', 'duration_ms', 'service_name', 'name'],
    },
    sort_order: { description: '`asc` (default) or `desc`.', enum: ['asc', 'desc'] },
    attributes: {
      description: 'Attribute pairs that must all match exactly.',
      type: 'array',
      items: {
        description: 'A `[key, value]` pair.',
        type: 'array',
        items: { description: 'The key, then the value as a string.', type: 'string' },
        minItems: 2,
        maxItems: 2,
      },
    },
    exclude_attributes: {
      description: 'Attribute pairs of which any match removes the row.',
      type: 'array',
      items: {
        description: 'A `[key, value]` pair.',
        type: 'array',
        items: { description: 'The key, then the value as a string.', type: 'string' },
        minItems: 2,
        maxItems: 2,
      },
    },
    include_internal: {
      description: 'Include spans of `engine::*` functions (default false).',
      type: 'boolean',
    },
    search_all_spans: {
      description:
        "Match `name` and `attributes` against every span of a trace and return the trace's root (default false: root spans only).",
      type: 'boolean',
    },
  },
  additionalProperties: true,
  examples: [
    {},
    { service_name: 'svc', status: 'error', limit: 20 },
    {
      attributes: [['svc.function.id', 'math::add']],
      search_all_spans: true,
      sort_by: 'duration',
      sort_order: 'desc',
    },
    { status: 'pending', trace_id: '4bf92f3577b34da6a3ce929d0e0e4736' },
  ],
};
