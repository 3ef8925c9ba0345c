/* DO NOT EDIT — generated from schema/config/worker-entry.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `config/worker-entry.schema.json` (WorkerEntry), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/worker-entry.schema.json',
  title: 'WorkerEntry',
  description:
    "One entry of the config's `workers:` list: either a built-in worker by name with its settings (the first name of each entry kind is svc's; the others are the iii names, accepted as aliases), or, when it has a `path`, a worker of your own that the engine's supervisor installs and runs.",
  type: 'object',
  required: ['name'],
  properties: {
    name: { description: 'Which built-in worker, or the name of a path worker.', type: 'string' },
    path: { description: 'Present for a path worker: its folder.', type: 'string' },
  },
  additionalProperties: true,
  if: {
    type: 'object',
    required: ['path'],
    properties: { path: { description: 'A `path` makes the entry a path worker.' } },
    additionalProperties: true,
  },
  then: { $ref: 'path-worker-entry.schema.json' },
  else: { $ref: 'builtin-worker-entry.schema.json' },
  examples: [
    { name: 'svc-http', config: { port: 3111 } },
    { name: 'iii-state', config: { adapter: { name: 'in_memory' } } },
    { name: 'svc-cron' },
    { name: 'scorer', path: './workers/scorer' },
  ],
};
