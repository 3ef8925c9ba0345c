/* DO NOT EDIT — generated from schema/common/baggage.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `common/baggage.schema.json` (Baggage), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/baggage.schema.json',
  title: 'Baggage',
  description: 'W3C Baggage header value: comma-separated `key=value` members propagated with the trace.',
  type: 'string',
  examples: ['svc.function.id=orders::create,tenant=t1'],
};
