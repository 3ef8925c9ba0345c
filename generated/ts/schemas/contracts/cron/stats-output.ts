/* DO NOT EDIT — generated from schema/contracts/cron/stats-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/cron/stats-output.schema.json` (CronStatsOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cron/stats-output.schema.json',
  title: 'CronStatsOutput',
  description: 'Output of `cron::stats`: the jobs of this engine and counts since it started.',
  type: 'object',
  required: [
    'adapter',
    'jobs',
    'fired',
    'skipped_overlap',
    'skipped_condition',
    'lock_lost',
    'lock_failed',
    'failed',
    'lateness_ms',
  ],
  properties: {
    adapter: { description: 'The adapter in use: `local` or `redis`.', type: 'string' },
    jobs: { description: 'Active `cron` bindings in this engine.', type: 'integer', minimum: 0 },
    fired: { description: 'Ticks this engine fired.', type: 'integer', minimum: 0 },
    skipped_overlap: {
      description: "Ticks skipped because the job's previous run was still going (`overlap: skip`).",
      type: 'integer',
      minimum: 0,
    },
    skipped_condition: {
      description: 'Ticks skipped because the condition function answered `false`.',
      type: 'integer',
      minimum: 0,
    },
    missed: {
      description:
        'Due ticks that were not fired because a later one was due by the time the engine got to them (a busy event loop, a clock jump).',
      type: 'integer',
      minimum: 0,
    },
    lock_lost: {
      description: '`redis`: ticks another engine fired (it held the lock).',
      type: 'integer',
      minimum: 0,
    },
    lock_failed: {
      description: '`redis`: ticks not fired because Redis could not be asked for the lock.',
      type: 'integer',
      minimum: 0,
    },
    failed: {
      description: 'Runs whose function (or condition) failed; each is logged.',
      type: 'integer',
      minimum: 0,
    },
    lateness_ms: {
      description: 'How late the fired ticks were (actual minus scheduled time), over the last 1,024 fires.',
      type: 'object',
      required: ['count', 'p50', 'p99', 'max'],
      properties: {
        count: { description: 'Fires the figures are taken over.', type: 'integer', minimum: 0 },
        p50: { description: 'Median lateness in milliseconds; 0 with no fires.', type: 'number' },
        p99: { description: '99th percentile lateness in milliseconds.', type: 'number' },
        max: { description: 'Largest lateness in milliseconds.', type: 'number' },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      adapter: 'local',
      jobs: 1,
      fired: 60,
      skipped_overlap: 2,
      skipped_condition: 0,
      missed: 0,
      lock_lost: 0,
      lock_failed: 0,
      failed: 0,
      lateness_ms: { count: 60, p50: 1.2, p99: 4.8, max: 5.1 },
    },
  ],
};
