/* DO NOT EDIT — generated from schema/config/path-worker-entry.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `config/path-worker-entry.schema.json` (PathWorkerEntry), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/path-worker-entry.schema.json',
  title: 'PathWorkerEntry',
  description:
    "A worker the engine's supervisor installs, starts and restarts: a folder holding its `svc.worker.yaml` manifest.",
  type: 'object',
  required: ['name', 'path'],
  properties: {
    name: {
      description: "Worker name, unique in the config; usually the manifest's `name`.",
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9_-]{0,63}$',
    },
    path: {
      description: "The worker's folder, relative to the config file (or absolute).",
      type: 'string',
      minLength: 1,
    },
    env: {
      description: "Extra environment variables for the worker's scripts, over the manifest's `env`.",
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    replicas: {
      description:
        'How many copies of the worker the supervisor keeps running; they connect under one name and serve its functions together as a pool (svc-bridge `duplicate_functions: pool`).',
      type: 'integer',
      minimum: 1,
      maximum: 64,
      default: 1,
    },
  },
  additionalProperties: false,
  examples: [
    { name: 'scorer', path: './workers/scorer' },
    { name: 'billing', path: '/srv/billing', env: { LOG_LEVEL: 'debug' } },
    { name: 'scorer', path: './workers/scorer', replicas: 4 },
  ],
};
