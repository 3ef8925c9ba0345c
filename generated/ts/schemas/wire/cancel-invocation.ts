/* DO NOT EDIT — generated from schema/wire/cancel-invocation.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/cancel-invocation.schema.json` (CancelInvocation), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/cancel-invocation.schema.json',
  title: 'CancelInvocation',
  description:
    "svc extension, engine to worker: stop working on `invocation_id`; its caller has already been answered (deadline passed, caller gone, engine shutting down) and any later result is dropped. svc-sdk aborts the handler's AbortSignal; SDKs that do not know this message ignore it.",
  type: 'object',
  required: ['type', 'invocation_id'],
  properties: {
    type: { description: 'Message tag.', const: 'cancelinvocation' },
    invocation_id: { description: 'Invocation to stop.', type: 'string' },
    function_id: { description: 'Function the invocation runs.', type: 'string' },
    reason: {
      description: 'Why it was cancelled, e.g. code `timeout` or `invocation_stopped`.',
      $ref: '../common/error-body.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'cancelinvocation',
      invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
      function_id: 'math::slow',
      reason: { code: 'timeout', message: 'Invocation of math::slow timed out after 30000 ms' },
    },
  ],
};
