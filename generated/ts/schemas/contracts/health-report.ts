/* DO NOT EDIT — generated from schema/contracts/health-report.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `contracts/health-report.schema.json` (HealthReport), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/health-report.schema.json',
  title: 'HealthReport',
  description:
    'Answer of `GET /_health` on the engine HTTP API: 200 when the engine is live and ready, 503 while it is stopping.',
  type: 'object',
  required: ['status', 'live', 'ready'],
  properties: {
    status: { description: '`ok`, or `stopping` once a graceful stop has begun.', enum: ['ok', 'stopping'] },
    live: { description: 'Always true when anything answers: the process is up.', type: 'boolean' },
    ready: { description: 'True while the engine takes new work.', type: 'boolean' },
    uptime_ms: {
      description: 'Time since the HTTP API started, in milliseconds.',
      type: 'integer',
      minimum: 0,
    },
    workers: { description: 'Connected workers, built-in modules included.', type: 'integer', minimum: 0 },
    functions: { description: 'Registered functions.', type: 'integer', minimum: 0 },
    routes: { description: 'HTTP routes served.', type: 'integer', minimum: 0 },
  },
  additionalProperties: false,
  examples: [
    { status: 'ok', live: true, ready: true, uptime_ms: 5120, workers: 3, functions: 24, routes: 2 },
  ],
};
