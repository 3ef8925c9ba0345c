/* DO NOT EDIT — generated from schema/contracts/observability/stored-span.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/stored-span.schema.json` (ObservabilityStoredSpan), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/stored-span.schema.json',
  title: 'ObservabilityStoredSpan',
  description:
    "A span as the memory store keeps it: the engine's own spans and those the SDKs send on `/otel`, with the reference's field names.",
  type: 'object',
  properties: {
    trace_id: { description: '32 lowercase hex digits.', type: 'string' },
    span_id: { description: '16 lowercase hex digits.', type: 'string' },
    parent_span_id: { description: "The parent span's id; absent for a root.", type: 'string' },
    name: {
      description:
        'The span name: the function id for invocation spans, `METHOD /path` for HTTP request spans.',
      type: 'string',
    },
    kind: {
      description: '`server`, `client`, `internal`, `producer` or `consumer`, when known.',
      type: 'string',
    },
    start_time_unix_nano: {
      description: 'Start, in nanoseconds since the epoch.',
      type: 'integer',
      minimum: 0,
    },
    end_time_unix_nano: {
      description: 'End, in nanoseconds since the epoch; 0 while the span is pending.',
      type: 'integer',
      minimum: 0,
    },
    status: { description: '`ok`, `error` or `unset`.', type: 'string' },
    status_description: { description: 'The error message, for `error`.', type: 'string' },
    attributes: {
      description:
        'Attributes as `[key, value]` pairs, values as strings; a value longer than the configured maximum ends with `…[truncated N chars]`.',
      type: 'array',
      items: {
        description: 'A `[key, value]` pair.',
        type: 'array',
        items: { description: 'The key, then the value as a string.', type: 'string' },
        minItems: 2,
        maxItems: 2,
      },
    },
    service_name: { description: '`service.name` of the process that made the span.', type: 'string' },
    events: {
      description: 'Span events.',
      type: 'array',
      items: {
        description: 'A span event.',
        type: 'object',
        additionalProperties: true,
        properties: {
          name: { description: 'Event name.', type: 'string' },
          timestamp_unix_nano: { description: 'When, in nanoseconds.', type: 'integer', minimum: 0 },
          attributes: {
            description: 'Attributes.',
            type: 'array',
            items: {
              description: 'A `[key, value]` pair.',
              type: 'array',
              items: { description: 'The key, then the value as a string.', type: 'string' },
              minItems: 2,
              maxItems: 2,
            },
          },
        },
      },
    },
    links: {
      description: 'Span links.',
      type: 'array',
      items: {
        description: 'A link to another span.',
        type: 'object',
        additionalProperties: true,
        properties: {
          trace_id: { description: 'Linked trace.', type: 'string' },
          span_id: { description: 'Linked span.', type: 'string' },
          trace_state: { description: 'W3C trace state.', type: 'string' },
          attributes: {
            description: 'Attributes.',
            type: 'array',
            items: {
              description: 'A `[key, value]` pair.',
              type: 'array',
              items: { description: 'The key, then the value as a string.', type: 'string' },
              minItems: 2,
              maxItems: 2,
            },
          },
        },
      },
    },
    instrumentation_scope_name: { description: 'Instrumentation scope that made the span.', type: 'string' },
    instrumentation_scope_version: { description: 'Its version.', type: 'string' },
    flags: { description: 'W3C trace flags.', type: 'integer', minimum: 0 },
    trace_state: { description: 'W3C trace state.', type: 'string' },
    pending: { description: 'True while the span is in progress (its end time is 0).', type: 'boolean' },
  },
  required: [
    'trace_id',
    'span_id',
    'name',
    'start_time_unix_nano',
    'end_time_unix_nano',
    'status',
    'attributes',
    'service_name',
    'events',
    'links',
  ],
  additionalProperties: true,
  examples: [
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
    {
      trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
      span_id: 'b7ad6b7169203331',
      name: 'math::add',
      start_time_unix_nano: 1767225600000000000,
      end_time_unix_nano: 0,
      status: 'unset',
      attributes: [
        ['svc.function.id', 'math::add'],
        ['svc.invocation.id', 'i-1'],
      ],
      service_name: 'svc',
      events: [],
      links: [],
      pending: true,
    },
  ],
};
