/* DO NOT EDIT — generated from schema/config/workers/svc-cron.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `config/workers/svc-cron.schema.json` (SvcCronConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-cron.schema.json',
  title: 'SvcCronConfig',
  description: 'Config of `svc-cron`, which fires `cron` triggers.',
  type: 'object',
  properties: {
    adapter: {
      description:
        '`local` fires every tick in this engine; `redis` takes a lock per job and tick so that engines sharing one Redis fire it once. `kv` is the iii name for `local`.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Adapter kind.', enum: ['local', 'redis', 'kv'] },
        url: { description: '`redis`: connection URL.', type: 'string', minLength: 1 },
        key_prefix: {
          description: '`redis`: prefix of the lock and last-fire keys.',
          type: 'string',
          default: 'svc:cron:',
        },
        lock_ttl_ms: {
          description:
            "`redis`: how long the lock of one job's tick is kept; longer than the clock skew between engines.",
          type: 'integer',
          minimum: 1000,
          default: 300000,
        },
        command_timeout_ms: {
          description:
            '`redis`: how long taking a lock waits for Redis; a tick whose lock cannot be taken is not fired, and is logged and counted.',
          type: 'integer',
          minimum: 1,
          default: 2000,
        },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
  examples: [{}, { adapter: { name: 'redis', url: 'redis://127.0.0.1:6379' } }],
};
