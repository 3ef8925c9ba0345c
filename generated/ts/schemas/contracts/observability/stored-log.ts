/* DO NOT EDIT — generated from schema/contracts/observability/stored-log.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/stored-log.schema.json` (ObservabilityStoredLog), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/stored-log.schema.json',
  title: 'ObservabilityStoredLog',
  description: "A log record as the memory store keeps it, with the reference's field names.",
  type: 'object',
  properties: {
    timestamp_unix_nano: { description: 'When it was written, nanoseconds.', type: 'integer', minimum: 0 },
    observed_timestamp_unix_nano: {
      description: 'When it was observed, nanoseconds.',
      type: 'integer',
      minimum: 0,
    },
    severity_number: { description: 'OTel severity number, 0 to 24.', type: 'integer', minimum: 0 },
    severity_text: { description: 'Severity text as sent (`INFO`, `WARN`, …).', type: 'string' },
    body: { description: 'The message; a structured body is JSON-encoded.', type: 'string' },
    attributes: { description: 'Attributes as JSON values.', type: 'object', additionalProperties: true },
    trace_id: { description: 'Trace of the span active when it was written.', type: 'string' },
    span_id: { description: 'That span.', type: 'string' },
    resource: {
      description: 'Resource attributes as strings.',
      type: 'object',
      additionalProperties: { description: 'A resource attribute value.', type: 'string' },
    },
    service_name: { description: '`service.name` of the resource.', type: 'string' },
    instrumentation_scope_name: { description: 'Instrumentation scope.', type: 'string' },
    instrumentation_scope_version: { description: 'Its version.', type: 'string' },
  },
  required: [
    'timestamp_unix_nano',
    'observed_timestamp_unix_nano',
    'severity_number',
    'severity_text',
    'body',
    'attributes',
    'resource',
    'service_name',
  ],
  additionalProperties: true,
  examples: [
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
};
