/* DO NOT EDIT — generated from schema/sdk/register-function-options.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `sdk/register-function-options.schema.json` (RegisterFunctionOptions), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'sdk/register-function-options.schema.json',
  title: 'RegisterFunctionOptions',
  description:
    "Options of an SDK's `register_function` (`registerFunction`): the fields of the `registerfunction` message the caller chooses, sent as they are.",
  type: 'object',
  properties: {
    description: {
      description: 'What the function does, shown in listings.',
      $ref: '../wire/register-function.schema.json#/properties/description',
    },
    request_format: {
      description: 'Shape of the payload the function accepts, usually a JSON Schema.',
      $ref: '../wire/register-function.schema.json#/properties/request_format',
    },
    response_format: {
      description: 'Shape of the result the function returns, usually a JSON Schema.',
      $ref: '../wire/register-function.schema.json#/properties/response_format',
    },
    metadata: {
      description: 'Free-form metadata; `internal: true` hides the function from default listings.',
      $ref: '../wire/register-function.schema.json#/properties/metadata',
    },
    timeout_ms: {
      description:
        "The engine's deadline for one invocation of this function, in milliseconds (an svc extension).",
      $ref: '../wire/register-function.schema.json#/properties/timeout_ms',
    },
  },
  additionalProperties: false,
  examples: [
    {},
    {
      description: 'Add two numbers',
      request_format: { type: 'object' },
      metadata: { internal: true },
      timeout_ms: 5000,
    },
  ],
};
