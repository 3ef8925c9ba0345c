/* DO NOT EDIT — generated from schema/config/cluster.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `config/cluster.schema.json` (ClusterConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/cluster.schema.json',
  title: 'ClusterConfig',
  description:
    "The root `cluster:` section: several engines on one Redis behaving as one engine. Each engine registers itself in Redis with a heartbeat, learns the others, routes calls for functions only another engine serves to that engine, serves every engine's `http` triggers, and its built-in modules whose `adapter` is not set use Redis at `redis_url`. Absent: the engine runs alone.",
  type: 'object',
  required: ['redis_url'],
  properties: {
    redis_url: {
      description: 'The Redis every engine of the cluster shares, e.g. `redis://127.0.0.1:6379`.',
      type: 'string',
      minLength: 1,
    },
    engine_id: {
      description:
        "This engine's id in the cluster, unique among its engines; a random one when absent (a restarted engine then joins as a new member).",
      type: 'string',
      minLength: 1,
      maxLength: 128,
      pattern: '^[A-Za-z0-9._-]+$',
    },
    heartbeat_ms: {
      description: "How often the engine renews its membership and reads the others'. 500 by default.",
      type: 'integer',
      minimum: 50,
      default: 500,
    },
    ttl_ms: {
      description:
        'How long a membership lives without a heartbeat: an engine that stops heartbeating is gone for every other engine within `ttl_ms + heartbeat_ms` (2.5 s by default). 2000 by default; at least twice `heartbeat_ms`.',
      type: 'integer',
      minimum: 100,
      default: 2000,
    },
    key_prefix: {
      description:
        "Prefix of the Redis keys of the cluster's membership; engines that share it form one cluster.",
      type: 'string',
      minLength: 1,
      default: 'svc:cluster:',
    },
    advertise_url: {
      description:
        "The bridge address other engines connect to (`ws://host:port`); the bridge's own address when absent (enough when every engine runs on one host, or listens on a routable address).",
      type: 'string',
      pattern: '^wss?://',
    },
    token: {
      description:
        "The cluster's shared secret (write `${VAR}` to take it from the environment); every engine of the cluster has the same one. It is masked wherever the config is shown.",
      type: 'string',
      minLength: 16,
    },
    command_timeout_ms: {
      description:
        'Longest wait for Redis to answer a membership command; past it Redis counts as down and calls to other engines fail with `cluster_unavailable`. 2000 by default.',
      type: 'integer',
      minimum: 1,
      default: 2000,
    },
  },
  additionalProperties: false,
  examples: [
    { redis_url: 'redis://127.0.0.1:6379' },
    {
      redis_url: 'redis://10.0.0.5:6379/0',
      engine_id: 'engine-a',
      heartbeat_ms: 250,
      ttl_ms: 1500,
      advertise_url: 'ws://10.0.0.11:49134',
    },
  ],
};
