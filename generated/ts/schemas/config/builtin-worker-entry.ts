/* DO NOT EDIT — generated from schema/config/builtin-worker-entry.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `config/builtin-worker-entry.schema.json` (BuiltinWorkerEntry), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/builtin-worker-entry.schema.json',
  title: 'BuiltinWorkerEntry',
  description: 'A built-in worker by name, with its settings.',
  type: 'object',
  required: ['name'],
  properties: { name: { description: 'Which built-in worker.', type: 'string' } },
  additionalProperties: true,
  discriminator: { propertyName: 'name' },
  oneOf: [
    {
      title: 'SvcBridgeEntry',
      description: 'The `svc-bridge` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-bridge', 'iii-worker-manager'] },
        config: { description: 'Settings of `svc-bridge`.', $ref: 'workers/svc-bridge.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcHttpEntry',
      description: 'The `svc-http` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-http', 'iii-http', 'http'] },
        config: { description: 'Settings of `svc-http`.', $ref: 'workers/svc-http.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcStateEntry',
      description: 'The `svc-state` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-state', 'iii-state', 'state'] },
        config: { description: 'Settings of `svc-state`.', $ref: 'workers/svc-state.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcStreamEntry',
      description: 'The `svc-stream` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-stream', 'iii-stream', 'stream'] },
        config: { description: 'Settings of `svc-stream`.', $ref: 'workers/svc-stream.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcChannelsEntry',
      description: 'The `svc-channels` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-channels', 'iii-channels', 'channels'] },
        config: { description: 'Settings of `svc-channels`.', $ref: 'workers/svc-channels.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcHttpFunctionsEntry',
      description: 'The `svc-http-functions` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: {
          description: 'Worker name.',
          enum: ['svc-http-functions', 'iii-http-functions', 'http-functions'],
        },
        config: {
          description: 'Settings of `svc-http-functions`.',
          $ref: 'workers/svc-http-functions.schema.json',
        },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcCronEntry',
      description: 'The `svc-cron` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-cron', 'iii-cron', 'cron'] },
        config: { description: 'Settings of `svc-cron`.', $ref: 'workers/svc-cron.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcEventsEntry',
      description: 'The `svc-events` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-events', 'iii-pubsub', 'pubsub'] },
        config: { description: 'Settings of `svc-events`.', $ref: 'workers/svc-events.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcQueueEntry',
      description: 'The `svc-queue` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-queue', 'iii-queue', 'queue'] },
        config: { description: 'Settings of `svc-queue`.', $ref: 'workers/svc-queue.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcObservabilityEntry',
      description: 'The `svc-observability` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-observability', 'iii-observability'] },
        config: {
          description: 'Settings of `svc-observability`.',
          $ref: 'workers/svc-observability.schema.json',
        },
      },
      additionalProperties: false,
    },
  ],
  examples: [
    { name: 'svc-http', config: { port: 3111 } },
    { name: 'iii-state', config: { adapter: { name: 'in_memory' } } },
    { name: 'svc-cron' },
  ],
};
