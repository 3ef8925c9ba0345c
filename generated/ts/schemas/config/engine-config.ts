/* DO NOT EDIT — generated from schema/config/engine-config.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `config/engine-config.schema.json` (EngineConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/engine-config.schema.json',
  title: 'EngineConfig',
  description:
    'The engine config file (YAML). `${VAR}` and `${VAR:default}` are expanded before parsing. Built-in workers run when listed; `svc-bridge` always runs. A worker may be listed once, under either list.',
  type: 'object',
  properties: {
    workers: {
      description: 'Built-in workers to run, with their settings.',
      type: 'array',
      items: { $ref: 'worker-entry.schema.json' },
    },
    modules: {
      description: 'Legacy form of `workers:`, naming built-ins by class.',
      type: 'array',
      items: { $ref: 'module-entry.schema.json' },
    },
    auth: {
      description: 'Tokens, scopes, allowed origins and connection limits (docs/security.md).',
      $ref: 'auth.schema.json',
    },
    cluster: {
      description: 'Run this engine as one of several on one Redis (`config/cluster`); absent: alone.',
      $ref: 'cluster.schema.json',
    },
    registration_namespace_grace_ms: {
      description: 'Accepted for compatibility and ignored: svc has one namespace.',
      type: 'integer',
      minimum: 0,
    },
  },
  additionalProperties: false,
  examples: [
    {
      workers: [
        { name: 'svc-bridge', config: { port: 49134 } },
        { name: 'svc-http' },
        { name: 'svc-state', config: { adapter: { name: 'file_based', path: './data/state' } } },
      ],
    },
    {
      modules: [
        { class: 'modules::stream::StreamModule', config: { port: 3112 } },
        { class: 'modules::state::StateModule' },
      ],
    },
    {},
    { cluster: { redis_url: 'redis://127.0.0.1:6379' }, workers: [{ name: 'svc-http' }] },
  ],
};
