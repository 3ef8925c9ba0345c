/* DO NOT EDIT — generated from schema/contracts/events/stats-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/events/stats-output.schema.json` (EventsStatsOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/events/stats-output.schema.json',
  title: 'EventsStatsOutput',
  description: 'Output of `events::stats`: counts since the engine started.',
  type: 'object',
  required: ['adapter', 'subscriptions', 'published', 'delivered', 'failed', 'dropped', 'in_flight'],
  properties: {
    adapter: { description: 'The adapter in use: `local` or `redis`.', type: 'string' },
    subscriptions: {
      description: 'Active `event` and `subscribe` bindings in this engine.',
      type: 'integer',
      minimum: 0,
    },
    published: { description: 'Events published through this engine.', type: 'integer', minimum: 0 },
    delivered: {
      description: 'Deliveries to subscribers of this engine that completed.',
      type: 'integer',
      minimum: 0,
    },
    failed: {
      description: 'Deliveries whose subscriber (or condition) failed; each is logged.',
      type: 'integer',
      minimum: 0,
    },
    skipped: {
      description: 'Deliveries whose condition function answered `false`.',
      type: 'integer',
      minimum: 0,
    },
    dropped: {
      description: 'Deliveries dropped because `max_in_flight` were running.',
      type: 'integer',
      minimum: 0,
    },
    in_flight: { description: 'Deliveries running now.', type: 'integer', minimum: 0 },
  },
  additionalProperties: true,
  examples: [
    {
      adapter: 'local',
      subscriptions: 2,
      published: 10,
      delivered: 19,
      failed: 1,
      skipped: 0,
      dropped: 0,
      in_flight: 0,
    },
  ],
};
