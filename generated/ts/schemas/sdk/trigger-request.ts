/* DO NOT EDIT — generated from schema/sdk/trigger-request.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `sdk/trigger-request.schema.json` (TriggerRequest), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'sdk/trigger-request.schema.json',
  title: 'TriggerRequest',
  description: "A call made with an SDK's `trigger()`: sent as `invokefunction`, with `payload` as `data`.",
  type: 'object',
  required: ['function_id'],
  properties: {
    function_id: {
      description: 'Function to invoke.',
      $ref: '../wire/invoke-function.schema.json#/properties/function_id',
    },
    payload: {
      description: 'The payload, any JSON value; sent as `null` when left out.',
      $ref: '../wire/invoke-function.schema.json#/properties/data',
    },
    action: {
      description:
        '`{"type": "void"}` returns at once and gets nothing back; `{"type": "enqueue", "queue": …}` hands the call to a queue and returns the engine\'s receipt; absent means request/response.',
      $ref: '../wire/invoke-function.schema.json#/properties/action',
    },
    timeout_ms: {
      description:
        'Deadline of this call in milliseconds, sent to the engine as `timeout_ms`. The SDK gives up by itself shortly after it, in case the engine keeps no deadlines.',
      $ref: '../wire/invoke-function.schema.json#/properties/timeout_ms',
    },
    metadata: {
      description: 'Handed to the target handler as its `metadata`.',
      $ref: '../wire/invoke-function.schema.json#/properties/metadata',
    },
    traceparent: {
      description: "W3C trace context to pass on (e.g. the handler's own `context.traceparent`).",
      $ref: '../wire/invoke-function.schema.json#/properties/traceparent',
    },
    baggage: {
      description: 'W3C baggage to pass on.',
      $ref: '../wire/invoke-function.schema.json#/properties/baggage',
    },
  },
  additionalProperties: false,
  examples: [
    { function_id: 'math::add', payload: { a: 2, b: 3 } },
    {
      function_id: 'jobs::record',
      payload: [1],
      action: { type: 'void' },
      timeout_ms: 2000,
      metadata: { m: 1 },
    },
  ],
};
