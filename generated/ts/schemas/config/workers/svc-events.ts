/* DO NOT EDIT — generated from schema/config/workers/svc-events.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `config/workers/svc-events.schema.json` (SvcEventsConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-events.schema.json',
  title: 'SvcEventsConfig',
  description: 'Config of `svc-events`: the `publish` function and `event` (`subscribe`) triggers.',
  type: 'object',
  properties: {
    adapter: {
      description:
        '`local` delivers within this engine; `redis` delivers to subscribers on every engine sharing the Redis.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Adapter kind.', enum: ['local', 'redis'] },
        url: { description: '`redis`: connection URL.', type: 'string', minLength: 1 },
        channel_prefix: {
          description:
            "`redis`: prefix of the pub/sub channel names; engines that share it see each other's events.",
          type: 'string',
          default: 'svc:events:',
        },
        command_timeout_ms: {
          description:
            '`redis`: how long a publish waits for Redis before it fails with `store_outcome_unknown`.',
          type: 'integer',
          minimum: 1,
          default: 2000,
        },
      },
      additionalProperties: false,
    },
    max_in_flight: {
      description:
        'Deliveries to subscribers that may be running at once; a delivery past it is dropped, logged and counted (`events::stats`).',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
  },
  additionalProperties: false,
  examples: [
    {},
    { adapter: { name: 'local' } },
    { adapter: { name: 'redis', url: 'redis://127.0.0.1:6379' }, max_in_flight: 1000 },
  ],
};
