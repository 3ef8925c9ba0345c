/* DO NOT EDIT — generated from schema/common/json-value.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `common/json-value.schema.json` (JsonValue), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
};
