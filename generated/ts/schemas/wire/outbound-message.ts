/* DO NOT EDIT — generated from schema/wire/outbound-message.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/outbound-message.schema.json` (OutboundMessage), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/outbound-message.schema.json',
  title: 'OutboundMessage',
  description:
    'Any frame the engine may send a worker on the worker socket, told apart by `type`. A worker ignores a frame with an unknown `type`.',
  type: 'object',
  required: ['type'],
  properties: { type: { description: 'Message tag; selects the message schema.', type: 'string' } },
  additionalProperties: true,
  discriminator: { propertyName: 'type' },
  oneOf: [
    { $ref: 'worker-registered.schema.json' },
    { $ref: 'register-trigger.schema.json' },
    { $ref: 'unregister-trigger.schema.json' },
    { $ref: 'trigger-registration-result.schema.json' },
    { $ref: 'invoke-function.schema.json' },
    { $ref: 'invocation-result.schema.json' },
    { $ref: 'registration-rejected.schema.json' },
    { $ref: 'cancel-invocation.schema.json' },
    { $ref: 'error-frame.schema.json' },
    { $ref: 'ping.schema.json' },
    { $ref: 'pong.schema.json' },
  ],
  examples: [
    { type: 'workerregistered', worker_id: 'w1' },
    { type: 'invocationresult', invocation_id: 'i1', function_id: 'math::add', result: 3 },
    { type: 'cancelinvocation', invocation_id: 'i1' },
  ],
};
