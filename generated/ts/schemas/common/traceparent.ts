/* DO NOT EDIT — generated from schema/common/traceparent.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `common/traceparent.schema.json` (Traceparent), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/traceparent.schema.json',
  title: 'Traceparent',
  description:
    'W3C Trace Context `traceparent` header value: version, trace id, parent span id and flags, lower-case hex separated by dashes. Later versions may append fields after the flags.',
  type: 'string',
  pattern: '^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(-.*)?$',
  examples: ['00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'],
};
