/* DO NOT EDIT — generated from schema/wire/invocation-result.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/invocation-result.schema.json` (InvocationResult), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/invocation-result.schema.json',
  title: 'InvocationResult',
  description:
    "The outcome of one invocation. Worker to engine: the handler's result or error. Engine to worker: forwarded unchanged to the caller. `error` present means failure; otherwise `result` (absent when the handler returned nothing).",
  type: 'object',
  required: ['type', 'invocation_id', 'function_id'],
  properties: {
    type: { description: 'Message tag.', const: 'invocationresult' },
    invocation_id: { description: 'Id of the invocation this result completes.', type: 'string' },
    function_id: { description: 'Function that ran (the one the caller asked for).', type: 'string' },
    result: {
      description: "The handler's return value; absent or null means no result.",
      $ref: '../common/json-value.schema.json',
    },
    error: { description: 'Present when the invocation failed.', $ref: '../common/error-body.schema.json' },
    traceparent: { description: 'Trace context of the handler.', $ref: '../common/traceparent.schema.json' },
    baggage: { description: 'Baggage of the handler.', $ref: '../common/baggage.schema.json' },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'invocationresult',
      invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
      function_id: 'math::add',
      result: { c: 5 },
    },
    {
      type: 'invocationresult',
      invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
      function_id: 'math::boom',
      error: {
        code: 'invocation_failed',
        message: 'boom',
        stacktrace: 'Error: boom\n    at handler (worker.js:3:9)',
      },
    },
    {
      type: 'invocationresult',
      invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
      function_id: 'math::undef',
    },
    {
      type: 'invocationresult',
      invocation_id: 'b2',
      function_id: 'nope::x',
      error: { code: 'function_not_found', message: 'Function nope::x not found' },
    },
  ],
};
