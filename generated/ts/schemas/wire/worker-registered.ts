/* DO NOT EDIT — generated from schema/wire/worker-registered.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/worker-registered.schema.json` (WorkerRegistered), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/worker-registered.schema.json',
  title: 'WorkerRegistered',
  description:
    "Engine to worker, always the first frame on a new connection: the connection's id and the secret that lets a reconnecting worker retire this connection with `reattach`.",
  type: 'object',
  required: ['type', 'worker_id'],
  properties: {
    type: { description: 'Message tag.', const: 'workerregistered' },
    worker_id: {
      description: 'Id of this connection (a UUID), unique per connection.',
      type: 'string',
      minLength: 1,
    },
    reattach_token: {
      description: 'Secret to send back in `reattach` after a reconnect. Older engines leave it out.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'workerregistered',
      worker_id: '5b7c2f0e-1d2a-4c1b-9a55-2f1f3c9d8e01',
      reattach_token: 'd0c6a1b4-7e2f-4c3a-8b1d-0e9f2a6b5c44',
    },
    { type: 'workerregistered', worker_id: '5b7c2f0e-1d2a-4c1b-9a55-2f1f3c9d8e01' },
  ],
};
