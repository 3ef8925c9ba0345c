/* DO NOT EDIT — generated from schema/contracts/cluster/member.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/cluster/member.schema.json` (ClusterMember), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cluster/member.schema.json',
  title: 'ClusterMember',
  description:
    'What an engine of a cluster publishes about itself in Redis (`<key_prefix>engine:<id>`, renewed with every heartbeat and removed when it leaves): where other engines reach it, which functions it serves and how, its workers and its `http` triggers. Other engines route calls and serve HTTP requests from it.',
  type: 'object',
  required: ['engine_id', 'bridge_url', 'functions', 'workers', 'http_triggers'],
  properties: {
    engine_id: { description: "The engine's id in the cluster.", type: 'string', minLength: 1 },
    bridge_url: {
      description: 'Where other engines connect to call its functions (its bridge, `ws://host:port`).',
      type: 'string',
      minLength: 1,
    },
    started_at_ms: {
      description: 'When the engine joined, in milliseconds since the Unix epoch.',
      type: 'integer',
      minimum: 0,
    },
    serves: {
      description:
        'Every function the engine serves, by id: how many of its workers serve it and the timeout it was registered with.',
      type: 'object',
      additionalProperties: {
        title: 'ClusterServedFunction',
        description: 'One function the engine serves.',
        type: 'object',
        properties: {
          workers: {
            description: 'Workers (or built-in modules) of the engine serving it.',
            type: 'integer',
            minimum: 0,
          },
          timeout_ms: {
            description: "The function's registered deadline, when it has one.",
            type: 'integer',
            minimum: 1,
          },
        },
        additionalProperties: true,
      },
    },
    functions: {
      description: "The engine's functions as its `engine::functions::list` shows them.",
      type: 'array',
      items: { $ref: '../engine/function-summary.schema.json' },
    },
    workers: {
      description: "The engine's workers as its `engine::workers::list` shows them.",
      type: 'array',
      items: { $ref: '../engine/worker-summary.schema.json' },
    },
    http_triggers: {
      description: "The engine's own `http` triggers, which every other engine serves too.",
      type: 'array',
      items: {
        title: 'ClusterHttpTrigger',
        description: 'One `http` binding.',
        type: 'object',
        required: ['id', 'function_id', 'config'],
        properties: {
          id: { description: 'The binding id on its engine.', type: 'string' },
          function_id: { description: 'The function it fires.', type: 'string' },
          config: {
            description: 'Its config (`triggers/http`).',
            type: 'object',
            additionalProperties: true,
          },
        },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
  examples: [
    {
      engine_id: 'engine-a',
      bridge_url: 'ws://127.0.0.1:49134',
      started_at_ms: 1767225600000,
      serves: { 'math::add': { workers: 1 }, 'state::get': { workers: 1 } },
      functions: [{ function_id: 'math::add', worker_name: 'math', engine: 'engine-a', worker_count: 1 }],
      workers: [],
      http_triggers: [
        { id: 't1', function_id: 'math::add', config: { api_path: '/add', http_method: 'POST' } },
      ],
    },
  ],
};
