/* DO NOT EDIT — generated from schema/contracts/cluster/state-changes.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/cluster/state-changes.schema.json` (ClusterStateChanges), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cluster/state-changes.schema.json',
  title: 'ClusterStateChanges',
  description:
    "State changes one engine announces to the others sharing svc-state's Redis, published on `<key_prefix>changes` once they are durable: each other engine fires its own `state` trigger bindings with each change, in order. Changes an engine completes together (answered by one read from Redis) travel in one message.",
  type: 'object',
  required: ['origin', 'changes'],
  properties: {
    origin: {
      description:
        'Id of the svc-state instance that made the changes (random per start); it fires its own bindings and ignores its own announcements.',
      type: 'string',
      minLength: 1,
    },
    changes: {
      description:
        "The changes in the order they were made, each as a `state` trigger's handler receives it.",
      type: 'array',
      minItems: 1,
      items: { $ref: '../state-event.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      origin: '5b0c7f3e-2d4a-4f6b-9c1e-8a7d6e5f4c3b',
      changes: [
        {
          type: 'state',
          event_type: 'state:created',
          scope: 'users',
          key: 'u1',
          old_value: null,
          new_value: { n: 1 },
        },
        {
          type: 'state',
          event_type: 'state:updated',
          scope: 'users',
          key: 'u1',
          old_value: { n: 1 },
          new_value: { n: 2 },
        },
      ],
    },
  ],
};
