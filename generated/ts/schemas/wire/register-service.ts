/* DO NOT EDIT — generated from schema/wire/register-service.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/register-service.schema.json` (RegisterService), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/register-service.schema.json',
  title: 'RegisterService',
  description:
    'Worker to engine: describe a service (a group of functions sharing the first id segment). No reply. Accepted; the engine derives services from function ids on its own.',
  type: 'object',
  required: ['type', 'id'],
  properties: {
    type: { description: 'Message tag.', const: 'registerservice' },
    id: { description: 'Service id, the first segment of its function ids.', type: 'string' },
    name: { description: 'Display name; empty means use `id`.', type: 'string' },
    description: { description: 'What the service does.', type: 'string' },
    parent_service_id: { description: 'Enclosing service, if any.', type: ['string', 'null'] },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'registerservice',
      id: 'orders',
      name: 'Orders',
      description: 'Order handling',
      parent_service_id: null,
    },
  ],
};
