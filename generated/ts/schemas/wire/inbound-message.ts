/* DO NOT EDIT — generated from schema/wire/inbound-message.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/inbound-message.schema.json` (InboundMessage), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/inbound-message.schema.json',
  title: 'InboundMessage',
  description:
    'Any frame a worker may send the engine on the worker socket, told apart by `type`. The engine drops a frame with an unknown `type` and ignores unknown fields.',
  type: 'object',
  required: ['type'],
  properties: { type: { description: 'Message tag; selects the message schema.', type: 'string' } },
  additionalProperties: true,
  discriminator: { propertyName: 'type' },
  oneOf: [
    { $ref: 'register-function.schema.json' },
    { $ref: 'unregister-function.schema.json' },
    { $ref: 'register-trigger.schema.json' },
    { $ref: 'unregister-trigger.schema.json' },
    { $ref: 'trigger-registration-result.schema.json' },
    { $ref: 'register-trigger-type.schema.json' },
    { $ref: 'unregister-trigger-type.schema.json' },
    { $ref: 'register-service.schema.json' },
    { $ref: 'invoke-function.schema.json' },
    { $ref: 'invocation-result.schema.json' },
    { $ref: 'reattach.schema.json' },
    { $ref: 'ping.schema.json' },
    { $ref: 'pong.schema.json' },
  ],
  examples: [
    { type: 'registerfunction', id: 'math::add' },
    { type: 'invokefunction', function_id: 'math::add', data: { a: 1 } },
    { type: 'ping' },
  ],
};
