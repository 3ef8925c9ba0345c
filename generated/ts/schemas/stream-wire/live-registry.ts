/* DO NOT EDIT — generated from schema/stream-wire/live-registry.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `stream-wire/live-registry.schema.json` (LiveRegistryChanges), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/live-registry.schema.json',
  title: 'LiveRegistryChanges',
  description:
    '`data` of the `changes` events of `svc:live` group `registry`: what was added and removed since the last frame (at most one frame per `live_interval_ms`). A client lists once on (re)connect, then applies these.',
  type: 'object',
  required: ['functions', 'triggers', 'workers'],
  properties: {
    functions: {
      title: 'LiveFunctionDelta',
      description: 'Function ids added and removed.',
      type: 'object',
      required: ['added', 'removed'],
      properties: {
        added: { description: 'Ids added.', type: 'array', items: { type: 'string' } },
        removed: { description: 'Ids removed.', type: 'array', items: { type: 'string' } },
      },
      additionalProperties: true,
    },
    triggers: {
      title: 'LiveTriggerDelta',
      description: 'Trigger binding ids added and removed.',
      type: 'object',
      required: ['added', 'removed'],
      properties: {
        added: { description: 'Ids added.', type: 'array', items: { type: 'string' } },
        removed: { description: 'Ids removed.', type: 'array', items: { type: 'string' } },
      },
      additionalProperties: true,
    },
    workers: {
      title: 'LiveWorkerDelta',
      description: 'Worker ids connected and gone.',
      type: 'object',
      required: ['added', 'removed'],
      properties: {
        added: { description: 'Ids added.', type: 'array', items: { type: 'string' } },
        removed: { description: 'Ids removed.', type: 'array', items: { type: 'string' } },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      functions: { added: ['math::add'], removed: [] },
      triggers: { added: [], removed: [] },
      workers: { added: ['w1'], removed: [] },
    },
  ],
};
