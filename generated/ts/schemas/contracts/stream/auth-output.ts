/* DO NOT EDIT — generated from schema/contracts/stream/auth-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/auth-output.schema.json` (StreamAuthOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/auth-output.schema.json',
  title: 'StreamAuthOutput',
  description:
    "What svc-stream's `auth_function` answers to let a socket in; failing (throwing) refuses the upgrade with 401.",
  type: 'object',
  properties: {
    context: {
      description: 'Handed to `stream:join` and `stream:leave` handlers as `context`.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ context: { user: 'ada' } }, {}],
};
