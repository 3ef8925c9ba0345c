/* DO NOT EDIT — generated from schema/contracts/cluster/live-window.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/cluster/live-window.schema.json` (ClusterLiveWindow), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cluster/live-window.schema.json',
  title: 'ClusterLiveWindow',
  description:
    "What the engines sharing svc-stream's Redis tell each other on `<key_prefix>live` so that a console attached to any of them counts the invocations of all: an engine whose live feed is followed asks (`want`) once per window, and each engine asked within the last three windows answers with the invocations it ran in each window (`window`), which the asking engines add to their own.",
  type: 'object',
  required: ['origin'],
  properties: {
    origin: {
      description: 'Id of the svc-stream instance that sent it (random per start).',
      type: 'string',
      minLength: 1,
    },
    want: {
      description: "True: the sender's `invocations` group is followed; the others publish their windows.",
      type: 'boolean',
    },
    window: {
      title: 'ClusterInvocationWindow',
      description:
        'The invocations that ended on the sender in one window of its live feed, and those it runs now. Calls the sender routed to another engine are left out: the engine that ran them counts them.',
      type: 'object',
      required: ['window_ms', 'total', 'ok', 'error', 'samples', 'by_function', 'active_by_worker'],
      properties: {
        window_ms: { description: 'Length of the window, in milliseconds.', type: 'integer', minimum: 0 },
        total: { description: 'Invocations that ended in the window.', type: 'integer', minimum: 0 },
        ok: { description: 'Of which ended with a result.', type: 'integer', minimum: 0 },
        error: { description: 'Of which ended with an error.', type: 'integer', minimum: 0 },
        samples: {
          description:
            'Durations in milliseconds of up to 512 of them, a uniform sample, each standing for `total / samples.length` invocations in the merged percentiles.',
          type: 'array',
          maxItems: 512,
          items: { type: 'number', minimum: 0 },
        },
        by_function: {
          description: 'Per function id: `[total, ok, error]` of the window (the 100 busiest functions).',
          type: 'object',
          additionalProperties: {
            type: 'array',
            items: { type: 'integer', minimum: 0 },
            minItems: 3,
            maxItems: 3,
          },
        },
        active_by_worker: {
          description: 'Per worker id: invocations it runs now (only workers running any).',
          type: 'object',
          additionalProperties: { type: 'integer', minimum: 0 },
        },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    { origin: '0e6a1c2b-7f4d-4b8e-a3c9-5d1f2e3b4a6c', want: true },
    {
      origin: '9d8c7b6a-5f4e-4d3c-b2a1-0f9e8d7c6b5a',
      window: {
        window_ms: 1000,
        total: 3,
        ok: 2,
        error: 1,
        samples: [1.2, 3, 0.8],
        by_function: { 'math::add': [3, 2, 1] },
        active_by_worker: {},
      },
    },
  ],
};
