/* DO NOT EDIT — generated from schema/stream-wire/live-invocations.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `stream-wire/live-invocations.schema.json` (LiveInvocationStats), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/live-invocations.schema.json',
  title: 'LiveInvocationStats',
  description:
    '`data` of the `stats` events of `svc:live` group `invocations`: the invocations that ended in the last window, sent once per `live_interval_ms` while any ran or were active. The `sync` of a join carries the last frame with `history`.',
  type: 'object',
  required: [
    'window_ms',
    'total',
    'ok',
    'error',
    'per_second',
    'latency_ms',
    'by_function',
    'active_by_worker',
  ],
  properties: {
    window_ms: { description: 'Length of the window, in milliseconds.', type: 'integer', minimum: 0 },
    total: { description: 'Invocations that ended in the window.', type: 'integer', minimum: 0 },
    ok: { description: 'Of which ended with a result.', type: 'integer', minimum: 0 },
    error: { description: 'Of which ended with an error.', type: 'integer', minimum: 0 },
    per_second: { description: '`total` scaled to one second.', type: 'number', minimum: 0 },
    latency_ms: {
      title: 'LiveLatency',
      description: 'Durations of the invocations of the window, in milliseconds (0 when none ended).',
      type: 'object',
      required: ['p50', 'p95', 'p99'],
      properties: {
        p50: { description: 'Median.', type: 'number' },
        p95: { description: '95th percentile.', type: 'number' },
        p99: { description: '99th percentile.', type: 'number' },
      },
      additionalProperties: true,
    },
    by_function: {
      description: 'Per function id: `[total, ok, error]` of the window; the 100 busiest functions.',
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'integer' } },
    },
    active_by_worker: {
      description: 'Per worker id: invocations it runs now (only workers running any).',
      type: 'object',
      additionalProperties: { type: 'integer' },
    },
    history: {
      description:
        'Only in the `sync` of a join: one point per window that had invocations in the last 10 minutes (at most 2400, the oldest first), so a chart opened now shows the last minutes. Windows are recorded while someone follows the group (a console server does for as long as it runs).',
      type: 'array',
      items: {
        title: 'LiveInvocationPoint',
        description: 'One window of the history.',
        type: 'object',
        required: ['at_ms', 'per_second', 'error_per_second', 'p95_ms'],
        properties: {
          at_ms: {
            description: 'When the window ended, in ms since the epoch.',
            type: 'integer',
            minimum: 0,
          },
          per_second: {
            description: 'Invocations that ended in the window, scaled to one second.',
            type: 'number',
            minimum: 0,
          },
          error_per_second: {
            description: 'Of which ended with an error, scaled to one second.',
            type: 'number',
            minimum: 0,
          },
          p95_ms: {
            description: '95th percentile of their durations, in milliseconds.',
            type: 'number',
            minimum: 0,
          },
        },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
  examples: [
    {
      window_ms: 250,
      total: 3,
      ok: 2,
      error: 1,
      per_second: 12,
      latency_ms: { p50: 1.2, p95: 3, p99: 3 },
      by_function: { 'math::add': [3, 2, 1] },
      active_by_worker: {},
    },
  ],
};
