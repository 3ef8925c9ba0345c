/* DO NOT EDIT — generated from schema/wire/invoke-function.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/invoke-function.schema.json` (InvokeFunction), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/invoke-function.schema.json',
  title: 'InvokeFunction',
  description:
    "Worker to engine: call `function_id` with `data`. Engine to worker: run your handler for `function_id`; the engine reuses the caller's `invocation_id` and always sends one, even for void calls. A request/response caller gets exactly one `invocationresult` back.",
  type: 'object',
  required: ['type', 'function_id'],
  properties: {
    type: { description: 'Message tag.', const: 'invokefunction' },
    invocation_id: {
      description:
        'Correlates the result with the call. Left out (or null) by callers of void actions; always present engine to worker. The engine echoes it byte for byte, whatever its format.',
      type: ['string', 'null'],
    },
    function_id: { description: 'Function to run.', $ref: '../common/function-id.schema.json' },
    data: {
      description:
        'The payload, any JSON value; treated as `null` when absent. Engine to worker, an object payload from a worker caller carries `_caller_worker_id`.',
      $ref: '../common/json-value.schema.json',
    },
    traceparent: { description: 'Trace context of the caller.', $ref: '../common/traceparent.schema.json' },
    baggage: { description: 'Baggage of the caller.', $ref: '../common/baggage.schema.json' },
    action: {
      description: 'Delivery mode; absent means request/response. Never set engine to worker.',
      $ref: '../common/trigger-action.schema.json',
    },
    metadata: {
      description: 'Passed to the handler as a separate argument, never merged into `data`.',
      $ref: '../common/json-value.schema.json',
    },
    namespace: { description: 'Target namespace; accepted and ignored by svc.', type: 'string' },
    timeout_ms: {
      description:
        "svc extension: the engine's deadline for this call in milliseconds, overriding the function's and the engine's default. The caller gets `timeout` when it passes.",
      type: 'integer',
      minimum: 1,
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'invokefunction',
      invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
      function_id: 'math::add',
      data: { a: 2, b: 3 },
      metadata: { tenant: 't1' },
    },
    { type: 'invokefunction', function_id: 'math::add', data: { a: 1, b: 1 }, action: { type: 'void' } },
    {
      type: 'invokefunction',
      invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
      function_id: 'math::add',
      data: { a: 2, b: 3, _caller_worker_id: 'bf8fa8bf-991c-4953-acdb-d9212364bf93' },
      metadata: { tenant: 't1' },
    },
    {
      type: 'invokefunction',
      function_id: 'engine::workers::register',
      data: {
        runtime: 'node',
        version: '0.22.1',
        name: 'probe-a',
        os: 'linux 6.18.44 (x64)',
        pid: 27775,
        isolation: null,
        telemetry: { language: 'en-US', project_name: 'iiiprobe', framework: 'iii-node' },
      },
      action: { type: 'void' },
    },
    { type: 'invokefunction', invocation_id: 'b2', function_id: 'jobs::run' },
    {
      type: 'invokefunction',
      invocation_id: 'a1b2c3d4-0000-4000-8000-000000000001',
      function_id: 'jobs::run',
      data: [1, 2],
      action: { type: 'enqueue', queue: 'jobs' },
      traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      timeout_ms: 5000,
    },
  ],
};
