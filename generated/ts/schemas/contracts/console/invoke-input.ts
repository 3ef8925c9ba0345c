/* DO NOT EDIT — generated from schema/contracts/console/invoke-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/console/invoke-input.schema.json` (ConsoleInvokeInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/invoke-input.schema.json',
  title: 'ConsoleInvokeInput',
  description:
    "Body of `POST /_console/invoke`: call `function_id` with `payload` and answer its result as the body (200), or `contracts/console/error` with 404 (no such function), 504 (timeout) or 502 (the function failed). Either answer carries the W3C `traceresponse` header `00-<trace_id>-<span_id>-01` naming the call's trace when it is recorded (svc-observability runs and sampled it); a `traceparent` request header puts the call in the caller's trace.",
  type: 'object',
  required: ['function_id'],
  properties: {
    function_id: { description: 'The function to call.', type: 'string', minLength: 1 },
    payload: { description: 'Its input; `{}` when absent.', $ref: '../../common/json-value.schema.json' },
    input: {
      description: "The reference console's name for `payload`, used when `payload` is absent.",
      $ref: '../../common/json-value.schema.json',
    },
    timeout_ms: {
      description: 'Deadline of the call in milliseconds; 30000 when absent.',
      type: 'integer',
      minimum: 1,
      maximum: 600000,
    },
  },
  additionalProperties: true,
  examples: [
    { function_id: 'math::add', payload: { a: 1, b: 2 } },
    { function_id: 'math::add', input: { a: 1 }, timeout_ms: 5000 },
  ],
};
