/* DO NOT EDIT — generated from schema/config/engine-config.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { EngineConfig } from '../../config/engine-config.js';

export const validateEngineConfig = validate20 as unknown as Validator<EngineConfig>;
const schema31 = {
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
const schema66 = {
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
const schema32 = {
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
const schema33 = {
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
const pattern4 = new RegExp('^[a-z0-9][a-z0-9_-]{0,63}$', 'u');
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
const schema34 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/builtin-worker-entry.schema.json',
  title: 'BuiltinWorkerEntry',
  description: 'A built-in worker by name, with its settings.',
  type: 'object',
  required: ['name'],
  properties: { name: { description: 'Which built-in worker.', type: 'string' } },
  additionalProperties: true,
  discriminator: { propertyName: 'name' },
  oneOf: [
    {
      title: 'SvcBridgeEntry',
      description: 'The `svc-bridge` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-bridge', 'iii-worker-manager'] },
        config: { description: 'Settings of `svc-bridge`.', $ref: 'workers/svc-bridge.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcHttpEntry',
      description: 'The `svc-http` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-http', 'iii-http', 'http'] },
        config: { description: 'Settings of `svc-http`.', $ref: 'workers/svc-http.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcStateEntry',
      description: 'The `svc-state` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-state', 'iii-state', 'state'] },
        config: { description: 'Settings of `svc-state`.', $ref: 'workers/svc-state.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcStreamEntry',
      description: 'The `svc-stream` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-stream', 'iii-stream', 'stream'] },
        config: { description: 'Settings of `svc-stream`.', $ref: 'workers/svc-stream.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcChannelsEntry',
      description: 'The `svc-channels` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-channels', 'iii-channels', 'channels'] },
        config: { description: 'Settings of `svc-channels`.', $ref: 'workers/svc-channels.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcHttpFunctionsEntry',
      description: 'The `svc-http-functions` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: {
          description: 'Worker name.',
          enum: ['svc-http-functions', 'iii-http-functions', 'http-functions'],
        },
        config: {
          description: 'Settings of `svc-http-functions`.',
          $ref: 'workers/svc-http-functions.schema.json',
        },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcCronEntry',
      description: 'The `svc-cron` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-cron', 'iii-cron', 'cron'] },
        config: { description: 'Settings of `svc-cron`.', $ref: 'workers/svc-cron.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcEventsEntry',
      description: 'The `svc-events` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-events', 'iii-pubsub', 'pubsub'] },
        config: { description: 'Settings of `svc-events`.', $ref: 'workers/svc-events.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcQueueEntry',
      description: 'The `svc-queue` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-queue', 'iii-queue', 'queue'] },
        config: { description: 'Settings of `svc-queue`.', $ref: 'workers/svc-queue.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcObservabilityEntry',
      description: 'The `svc-observability` built-in worker.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Worker name.', enum: ['svc-observability', 'iii-observability'] },
        config: {
          description: 'Settings of `svc-observability`.',
          $ref: 'workers/svc-observability.schema.json',
        },
      },
      additionalProperties: false,
    },
  ],
  examples: [
    { name: 'svc-http', config: { port: 3111 } },
    { name: 'iii-state', config: { adapter: { name: 'in_memory' } } },
    { name: 'svc-cron' },
  ],
};
const schema44 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-channels.schema.json',
  title: 'SvcChannelsConfig',
  description:
    "Config of `svc-channels`: streaming channels (`engine::channels::create`), served at `/ws/channels/<id>` on the bridge's listener.",
  type: 'object',
  properties: {
    max_channels: {
      description:
        'Channels that may be open at once; `engine::channels::create` past it fails with `channel_limit_reached`.',
      type: 'integer',
      minimum: 1,
      default: 1024,
    },
    buffer_bytes: {
      description:
        "Bytes a channel holds for its reader (queued and unsent to the socket); past it the writer's socket is paused until the reader catches up. A `buffer_size` asked at create is capped by it.",
      type: 'integer',
      minimum: 1024,
      default: 1048576,
    },
    max_frame_bytes: {
      description: 'Largest frame a writer may send; a larger one closes the writer with 1009.',
      type: 'integer',
      minimum: 1024,
      default: 1048576,
    },
    connect_timeout_ms: {
      description:
        'How long a side of a channel may stay unconnected before the channel is removed (its connected side is closed with 1001).',
      type: 'integer',
      minimum: 1,
      default: 60000,
    },
  },
  additionalProperties: false,
  examples: [{}, { max_channels: 64, buffer_bytes: 65536 }],
};
const schema47 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-http-functions.schema.json',
  title: 'SvcHttpFunctionsConfig',
  description:
    "Config of `svc-http-functions`: serves HTTP-invoked functions (a `registerfunction` with `invocation`) by sending each call's payload to the function's URL.",
  type: 'object',
  properties: {
    allowed_urls: {
      description:
        'URL prefixes the engine may call (`https://hooks.example.com/`, `http://127.0.0.1:8080/fn/`). A registration whose URL starts with none of them is refused (logged), so no worker can make the engine call an address it was not allowed to: none is allowed by default.',
      type: 'array',
      items: { type: 'string', minLength: 1 },
      default: [],
    },
    default_timeout_ms: {
      description: 'How long a call waits for the response when the registration names no `timeout_ms`.',
      type: 'integer',
      minimum: 1,
      default: 30000,
    },
    max_response_bytes: {
      description: 'Largest response body read; a larger one fails the call with `http_invalid_response`.',
      type: 'integer',
      minimum: 1,
      default: 1048576,
    },
  },
  additionalProperties: false,
  examples: [{}, { allowed_urls: ['https://hooks.example.com/'], default_timeout_ms: 10000 }],
};
const schema50 = {
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
const schema53 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-events.schema.json',
  title: 'SvcEventsConfig',
  description: 'Config of `svc-events`: the `publish` function and `event` (`subscribe`) triggers.',
  type: 'object',
  properties: {
    adapter: {
      description:
        '`local` delivers within this engine; `redis` delivers to subscribers on every engine sharing the Redis.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Adapter kind.', enum: ['local', 'redis'] },
        url: { description: '`redis`: connection URL.', type: 'string', minLength: 1 },
        channel_prefix: {
          description:
            "`redis`: prefix of the pub/sub channel names; engines that share it see each other's events.",
          type: 'string',
          default: 'svc:events:',
        },
        command_timeout_ms: {
          description:
            '`redis`: how long a publish waits for Redis before it fails with `store_outcome_unknown`.',
          type: 'integer',
          minimum: 1,
          default: 2000,
        },
      },
      additionalProperties: false,
    },
    max_in_flight: {
      description:
        'Deliveries to subscribers that may be running at once; a delivery past it is dropped, logged and counted (`events::stats`).',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
  },
  additionalProperties: false,
  examples: [
    {},
    { adapter: { name: 'local' } },
    { adapter: { name: 'redis', url: 'redis://127.0.0.1:6379' }, max_in_flight: 1000 },
  ],
};
const schema58 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-observability.schema.json',
  title: 'SvcObservabilityConfig',
  description:
    "Config of `svc-observability`: a span for every invocation, the spans, logs and metrics the SDKs send on `/otel`, kept in bounded memory stores for `engine::traces::*`, `engine::logs::*` and `engine::metrics::list`, optionally exported over OTLP/HTTP, and Prometheus metrics on `GET /_metrics`. Accepts every key of the reference engine's `iii-observability` config.",
  type: 'object',
  properties: {
    enabled: {
      description:
        'Whether spans, logs and metrics are collected; `false` keeps the functions (they answer empty) and passes trace context through unchanged.',
      type: 'boolean',
      default: true,
    },
    service_name: {
      description: "`service.name` of the engine's own spans.",
      type: 'string',
      default: 'svc',
    },
    service_version: {
      description: "`service.version` of the engine's own spans (accepted for compatibility).",
      type: 'string',
    },
    service_namespace: {
      description: "`service.namespace` of the engine's own spans (accepted for compatibility).",
      type: 'string',
    },
    exporter: {
      description:
        '`memory` keeps spans for the query functions; `otlp` sends them to `endpoint`; `both` does both.',
      enum: ['memory', 'otlp', 'both'],
      default: 'memory',
    },
    endpoint: {
      description:
        'OTLP/HTTP collector base URL, e.g. `http://127.0.0.1:4318` (`/v1/traces` is appended). A gRPC `:4317` endpoint of the reference is used as given.',
      type: 'string',
    },
    sampling_ratio: {
      description:
        'Share of traces kept, 0 to 1, decided from the trace id so a trace is kept or dropped whole across processes.',
      type: 'number',
      minimum: 0,
      maximum: 1,
      default: 1,
    },
    memory_max_spans: {
      description: 'Spans kept in memory; the oldest go first.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    memory_retention_seconds: {
      description: 'Spans older than this are evicted; 0 keeps them until the count cap evicts them.',
      type: 'integer',
      minimum: 0,
      default: 3600,
    },
    max_attribute_length: {
      description:
        'Longest attribute value or log body kept, in characters; longer ones are cut and end with `…[truncated N chars]`.',
      type: 'integer',
      minimum: 16,
      default: 4096,
    },
    metrics_enabled: {
      description: 'Whether SDK metrics (`MTRC` frames) are kept and engine metrics counted.',
      type: 'boolean',
      default: true,
    },
    metrics_exporter: {
      description:
        '`memory` keeps SDK metrics for `engine::metrics::list`; `otlp` and `both` also send their gauges, sums and histograms to `endpoint` (`/v1/metrics`). They are kept in memory either way.',
      enum: ['memory', 'otlp', 'both'],
      default: 'memory',
    },
    metrics_retention_seconds: {
      description: 'SDK metric points older than this are evicted.',
      type: 'integer',
      minimum: 0,
      default: 3600,
    },
    metrics_max_count: {
      description: 'SDK metric points kept in memory; the oldest go first.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    logs_enabled: { description: 'Whether log records are kept.', type: 'boolean', default: true },
    logs_exporter: {
      description:
        '`memory` keeps log records for `engine::logs::list`; `otlp` and `both` also send them to `endpoint` (`/v1/logs`). They are kept in memory either way.',
      enum: ['memory', 'otlp', 'both'],
      default: 'memory',
    },
    logs_max_count: {
      description: 'Log records kept in memory; the oldest go first.',
      type: 'integer',
      minimum: 1,
      default: 1000,
    },
    logs_retention_seconds: {
      description: 'Log records older than this are evicted; 0 keeps them until the count cap evicts them.',
      type: 'integer',
      minimum: 0,
      default: 3600,
    },
    logs_batch_size: {
      description: 'Accepted for compatibility with the reference; records are stored as they arrive.',
      type: 'integer',
      minimum: 1,
    },
    logs_flush_interval_ms: {
      description: 'Accepted for compatibility with the reference; records are stored as they arrive.',
      type: 'integer',
      minimum: 0,
    },
    logs_sampling_ratio: {
      description: 'Share of log records kept, 0 to 1.',
      type: 'number',
      minimum: 0,
      maximum: 1,
      default: 1,
    },
    logs_console_output: {
      description: "Whether worker logs are also printed by the engine's logger.",
      type: 'boolean',
      default: false,
    },
    export_max_queue_size: {
      description:
        'Spans waiting for the OTLP exporter; when the collector is slow or down the oldest waiting are dropped and counted.',
      type: 'integer',
      minimum: 1,
      default: 2048,
    },
    export_batch_size: { description: 'Spans per OTLP request.', type: 'integer', minimum: 1, default: 512 },
    export_interval_ms: {
      description: 'Longest wait before a partial batch is sent.',
      type: 'integer',
      minimum: 1,
      default: 1000,
    },
    export_timeout_ms: {
      description: 'Deadline of one OTLP request, retries included.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    alerts: {
      description: 'Alert rules of the reference; accepted and not evaluated.',
      type: 'array',
      items: {
        description: 'An alert rule, as the reference writes it.',
        type: 'object',
        additionalProperties: true,
      },
    },
    sampling: {
      description: 'Advanced sampling rules of the reference; accepted, and only `sampling_ratio` applies.',
      type: 'object',
      additionalProperties: true,
    },
    collapse_spans: {
      description: "Span names of the reference's pass-through collapsing; accepted.",
      type: 'array',
      items: { description: 'A span name.', type: 'string' },
    },
  },
  additionalProperties: false,
  examples: [
    {},
    { exporter: 'both', endpoint: 'http://127.0.0.1:4318', sampling_ratio: 0.5 },
    {
      enabled: true,
      service_name: 'iii',
      exporter: 'memory',
      endpoint: 'http://localhost:4317',
      sampling_ratio: 1,
      memory_max_spans: 10000,
      metrics_enabled: true,
      metrics_exporter: 'memory',
      logs_enabled: true,
      logs_exporter: 'memory',
      logs_max_count: 1000,
      logs_console_output: true,
    },
  ],
};
const schema35 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-bridge.schema.json',
  title: 'SvcBridgeConfig',
  description:
    'Config of `svc-bridge`, the worker WebSocket every worker connects to. Always running; an entry only changes its settings.',
  type: 'object',
  properties: {
    host: { description: 'Address to listen on.', type: 'string', default: '127.0.0.1' },
    port: {
      description: 'Port to listen on; 0 picks a free one.',
      type: 'integer',
      minimum: 0,
      maximum: 65535,
      default: 49134,
    },
    max_message_bytes: {
      description: 'Largest frame accepted; a larger one closes the connection with 1009.',
      type: 'integer',
      minimum: 1024,
      default: 4194304,
    },
    handshake_timeout_ms: {
      description: 'How long a connection may take to finish the WebSocket upgrade.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    tls: {
      description:
        'TLS for the worker WebSocket (and the paths mounted on it, such as channels): workers then connect with `wss://`. None means plain `ws://`.',
      $ref: 'tls.schema.json',
    },
    invocation_timeout_ms: {
      description: 'Default deadline of one invocation; code `timeout` when it passes.',
      type: 'integer',
      minimum: 1,
      default: 30000,
    },
    shutdown_grace_ms: {
      description: 'On SIGTERM, how long in-flight invocations may run before they fail.',
      type: 'integer',
      minimum: 0,
      default: 10000,
    },
    ping_interval_ms: {
      description:
        'A connection the engine has received nothing from for this long is sent a WebSocket ping.',
      type: 'integer',
      minimum: 10,
      default: 10000,
    },
    ping_timeout_ms: {
      description:
        'How long a ping may go unanswered (no pong, no frame) before the connection is dropped as half-open with close code 4004 and its calls end `invocation_stopped`. A stopped worker is detected within `ping_interval_ms` + `ping_timeout_ms` plus at most one second.',
      type: 'integer',
      minimum: 10,
      default: 10000,
    },
    max_in_flight_calls: {
      description:
        'Request/response calls one connection may have waiting for their result; one more is answered `too_many_requests` without being routed.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    max_void_calls_per_second: {
      description:
        'Calls without a reply (`void` action or no `invocation_id`) one connection may make per second; the excess is dropped and counted, and a connection whose consecutive excess reaches this many is closed with 4002.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    malformed_frames_per_second: {
      description:
        'Malformed frames (not JSON, or failing their schema) one connection may send per second on average; past `malformed_frames_burst` the connection is closed with 4003.',
      type: 'integer',
      minimum: 0,
      default: 100,
    },
    malformed_frames_burst: {
      description:
        'Malformed frames one connection may send at once before `malformed_frames_per_second` applies.',
      type: 'integer',
      minimum: 1,
      default: 1000,
    },
    outbound_pause_bytes: {
      description:
        'When more than this many bytes wait to be written to a worker (it reads slower than it is sent to, or not at all), it is paused: calls routed to it are refused with `worker_paused` until less than half of this waits. A value above `max_outbound_bytes` is lowered to it.',
      type: 'integer',
      minimum: 1024,
      default: 8388608,
    },
    max_outbound_bytes: {
      description:
        'Bytes that may wait to be written to one worker; past this the connection is closed with 4001 and its calls end `invocation_stopped`.',
      type: 'integer',
      minimum: 1024,
      default: 67108864,
    },
    outbound_paused_timeout_ms: {
      description:
        'How long a worker may stay paused before its connection is closed with 4001 and its calls end `invocation_stopped`.',
      type: 'integer',
      minimum: 1,
      default: 30000,
    },
    max_frames_per_turn: {
      description:
        "Frames read from one connection in one turn of the engine's event loop; the rest wait for the next turn, so a busy connection cannot starve the others.",
      type: 'integer',
      minimum: 1,
      default: 256,
    },
    unknown_trigger_types: {
      description:
        'What happens to a trigger binding whose type no module or worker provides: `park` keeps it (logged once per type at warn, listed as `parked` with its reason) and delivers it when a provider registers the type; `refuse` answers `trigger_type_not_found` and keeps nothing, for deployments where every provider starts before the workers that bind to it.',
      enum: ['park', 'refuse'],
      default: 'park',
    },
    duplicate_functions: {
      description:
        'What happens when a worker registers a function id another live worker serves. `pool`: workers with the same name (`engine::workers::register`) serve it together, each call going to the one with the fewest calls in flight, and a worker with another name is refused with `registrationrejected` `FUNCTION_NAMESPACE_CONFLICT`; `reject`: every second registration is refused; `takeover`: the newest registration takes the id (iii 0.22 semantics). Built-in ids are refused whatever the mode.',
      enum: ['pool', 'reject', 'takeover'],
      default: 'pool',
    },
    pool_name_wait_ms: {
      description:
        "In `pool` mode, how long a registration of a live id waits for its worker's name (sent with `engine::workers::register`, usually right after the registrations) before it is judged as coming from another worker.",
      type: 'integer',
      minimum: 0,
      default: 5000,
    },
    rbac: {
      description:
        "The iii engine's RBAC section, where it maps onto svc's auth: `expose_functions` and `forbidden_functions` limit what any worker connection may invoke (on top of its token's `invoke` scope). `auth_function_id` is not supported: use `auth.tokens`.",
      type: 'object',
      properties: {
        expose_functions: {
          description:
            'Function ids (patterns: an exact id, or a prefix and `*`) workers may invoke; absent, every id.',
          type: 'array',
          items: { type: 'string' },
        },
        forbidden_functions: {
          description: 'Function ids (patterns) no worker may invoke; wins over `expose_functions`.',
          type: 'array',
          items: { type: 'string' },
        },
        auth_function_id: {
          description:
            'Not supported (the engine refuses to start with it): list tokens under `auth.tokens` instead.',
          type: 'string',
        },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: false,
  examples: [
    {},
    { host: '0.0.0.0', port: 49134, invocation_timeout_ms: 60000 },
    { duplicate_functions: 'takeover' },
    {
      ping_interval_ms: 5000,
      ping_timeout_ms: 5000,
      max_in_flight_calls: 1000,
      outbound_pause_bytes: 1048576,
      max_outbound_bytes: 16777216,
    },
  ],
};
const schema36 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/tls.schema.json',
  title: 'TlsConfig',
  description:
    'TLS on a listener: with it the listener speaks `https://` and `wss://` only, without a proxy in front. Paths are PEM files, relative to the config file; they are read once at start-up, and a file that cannot be read or a key that does not match its certificate stops the start with a message naming the file.',
  type: 'object',
  required: ['cert', 'key'],
  properties: {
    cert: {
      description:
        "The listener's certificate chain (PEM): its own certificate first, then any intermediates.",
      type: 'string',
      minLength: 1,
    },
    key: { description: 'The private key of `cert` (PEM).', type: 'string', minLength: 1 },
    ca: {
      description:
        "Certificates (PEM) to trust instead of the system's when a client presents a certificate; with `request_client_cert` a client without a certificate signed by one of them is refused at the TLS handshake.",
      type: 'string',
      minLength: 1,
    },
    passphrase: {
      description: 'Passphrase of an encrypted `key`; `${ENV_VAR}` expansion keeps it out of the file.',
      type: 'string',
    },
    request_client_cert: {
      description: 'Whether clients must present a certificate signed by `ca` (mutual TLS). Needs `ca`.',
      type: 'boolean',
      default: false,
    },
    min_version: {
      description: 'Oldest TLS version accepted.',
      enum: ['TLSv1.2', 'TLSv1.3'],
      default: 'TLSv1.2',
    },
  },
  additionalProperties: false,
  examples: [
    { cert: 'certs/engine.pem', key: 'certs/engine-key.pem' },
    {
      cert: '/etc/svc/tls/cert.pem',
      key: '/etc/svc/tls/key.pem',
      ca: '/etc/svc/tls/clients-ca.pem',
      request_client_cert: true,
      min_version: 'TLSv1.3',
    },
  ],
};
const func2 = Object.prototype.hasOwnProperty;
function validate23(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-bridge.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate23.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func2.call(schema35.properties, key0)) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.host !== undefined) {
      if (typeof data.host !== 'string') {
        const err1 = {
          instancePath: instancePath + '/host',
          schemaPath: '#/properties/host/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.port !== undefined) {
      let data1 = data.port;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err2 = {
          instancePath: instancePath + '/port',
          schemaPath: '#/properties/port/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 65535 || isNaN(data1)) {
          const err3 = {
            instancePath: instancePath + '/port',
            schemaPath: '#/properties/port/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 65535 },
            message: 'must be <= 65535',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err4 = {
            instancePath: instancePath + '/port',
            schemaPath: '#/properties/port/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.max_message_bytes !== undefined) {
      let data2 = data.max_message_bytes;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err5 = {
          instancePath: instancePath + '/max_message_bytes',
          schemaPath: '#/properties/max_message_bytes/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 1024 || isNaN(data2)) {
          const err6 = {
            instancePath: instancePath + '/max_message_bytes',
            schemaPath: '#/properties/max_message_bytes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1024 },
            message: 'must be >= 1024',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.handshake_timeout_ms !== undefined) {
      let data3 = data.handshake_timeout_ms;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err7 = {
          instancePath: instancePath + '/handshake_timeout_ms',
          schemaPath: '#/properties/handshake_timeout_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 < 1 || isNaN(data3)) {
          const err8 = {
            instancePath: instancePath + '/handshake_timeout_ms',
            schemaPath: '#/properties/handshake_timeout_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
    if (data.tls !== undefined) {
      let data4 = data.tls;
      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
        if (data4.cert === undefined) {
          const err9 = {
            instancePath: instancePath + '/tls',
            schemaPath: 'tls.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'cert' },
            message: "must have required property '" + 'cert' + "'",
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data4.key === undefined) {
          const err10 = {
            instancePath: instancePath + '/tls',
            schemaPath: 'tls.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'key' },
            message: "must have required property '" + 'key' + "'",
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        for (const key1 in data4) {
          if (!(
            key1 === 'cert' ||
            key1 === 'key' ||
            key1 === 'ca' ||
            key1 === 'passphrase' ||
            key1 === 'request_client_cert' ||
            key1 === 'min_version'
          )) {
            const err11 = {
              instancePath: instancePath + '/tls',
              schemaPath: 'tls.schema.json/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data4.cert !== undefined) {
          let data5 = data4.cert;
          if (typeof data5 === 'string') {
            if (func1(data5) < 1) {
              const err12 = {
                instancePath: instancePath + '/tls/cert',
                schemaPath: 'tls.schema.json/properties/cert/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = {
              instancePath: instancePath + '/tls/cert',
              schemaPath: 'tls.schema.json/properties/cert/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data4.key !== undefined) {
          let data6 = data4.key;
          if (typeof data6 === 'string') {
            if (func1(data6) < 1) {
              const err14 = {
                instancePath: instancePath + '/tls/key',
                schemaPath: 'tls.schema.json/properties/key/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          } else {
            const err15 = {
              instancePath: instancePath + '/tls/key',
              schemaPath: 'tls.schema.json/properties/key/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data4.ca !== undefined) {
          let data7 = data4.ca;
          if (typeof data7 === 'string') {
            if (func1(data7) < 1) {
              const err16 = {
                instancePath: instancePath + '/tls/ca',
                schemaPath: 'tls.schema.json/properties/ca/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          } else {
            const err17 = {
              instancePath: instancePath + '/tls/ca',
              schemaPath: 'tls.schema.json/properties/ca/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data4.passphrase !== undefined) {
          if (typeof data4.passphrase !== 'string') {
            const err18 = {
              instancePath: instancePath + '/tls/passphrase',
              schemaPath: 'tls.schema.json/properties/passphrase/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data4.request_client_cert !== undefined) {
          if (typeof data4.request_client_cert !== 'boolean') {
            const err19 = {
              instancePath: instancePath + '/tls/request_client_cert',
              schemaPath: 'tls.schema.json/properties/request_client_cert/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data4.min_version !== undefined) {
          let data10 = data4.min_version;
          if (!(data10 === 'TLSv1.2' || data10 === 'TLSv1.3')) {
            const err20 = {
              instancePath: instancePath + '/tls/min_version',
              schemaPath: 'tls.schema.json/properties/min_version/enum',
              keyword: 'enum',
              params: { allowedValues: schema36.properties.min_version.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
      } else {
        const err21 = {
          instancePath: instancePath + '/tls',
          schemaPath: 'tls.schema.json/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.invocation_timeout_ms !== undefined) {
      let data11 = data.invocation_timeout_ms;
      if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
        const err22 = {
          instancePath: instancePath + '/invocation_timeout_ms',
          schemaPath: '#/properties/invocation_timeout_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (typeof data11 == 'number' && isFinite(data11)) {
        if (data11 < 1 || isNaN(data11)) {
          const err23 = {
            instancePath: instancePath + '/invocation_timeout_ms',
            schemaPath: '#/properties/invocation_timeout_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
    if (data.shutdown_grace_ms !== undefined) {
      let data12 = data.shutdown_grace_ms;
      if (!(typeof data12 == 'number' && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
        const err24 = {
          instancePath: instancePath + '/shutdown_grace_ms',
          schemaPath: '#/properties/shutdown_grace_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      if (typeof data12 == 'number' && isFinite(data12)) {
        if (data12 < 0 || isNaN(data12)) {
          const err25 = {
            instancePath: instancePath + '/shutdown_grace_ms',
            schemaPath: '#/properties/shutdown_grace_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
    }
    if (data.ping_interval_ms !== undefined) {
      let data13 = data.ping_interval_ms;
      if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
        const err26 = {
          instancePath: instancePath + '/ping_interval_ms',
          schemaPath: '#/properties/ping_interval_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
      if (typeof data13 == 'number' && isFinite(data13)) {
        if (data13 < 10 || isNaN(data13)) {
          const err27 = {
            instancePath: instancePath + '/ping_interval_ms',
            schemaPath: '#/properties/ping_interval_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 10 },
            message: 'must be >= 10',
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
    }
    if (data.ping_timeout_ms !== undefined) {
      let data14 = data.ping_timeout_ms;
      if (!(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
        const err28 = {
          instancePath: instancePath + '/ping_timeout_ms',
          schemaPath: '#/properties/ping_timeout_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
      if (typeof data14 == 'number' && isFinite(data14)) {
        if (data14 < 10 || isNaN(data14)) {
          const err29 = {
            instancePath: instancePath + '/ping_timeout_ms',
            schemaPath: '#/properties/ping_timeout_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 10 },
            message: 'must be >= 10',
          };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
    }
    if (data.max_in_flight_calls !== undefined) {
      let data15 = data.max_in_flight_calls;
      if (!(typeof data15 == 'number' && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
        const err30 = {
          instancePath: instancePath + '/max_in_flight_calls',
          schemaPath: '#/properties/max_in_flight_calls/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
      if (typeof data15 == 'number' && isFinite(data15)) {
        if (data15 < 1 || isNaN(data15)) {
          const err31 = {
            instancePath: instancePath + '/max_in_flight_calls',
            schemaPath: '#/properties/max_in_flight_calls/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      }
    }
    if (data.max_void_calls_per_second !== undefined) {
      let data16 = data.max_void_calls_per_second;
      if (!(typeof data16 == 'number' && !(data16 % 1) && !isNaN(data16) && isFinite(data16))) {
        const err32 = {
          instancePath: instancePath + '/max_void_calls_per_second',
          schemaPath: '#/properties/max_void_calls_per_second/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
      if (typeof data16 == 'number' && isFinite(data16)) {
        if (data16 < 1 || isNaN(data16)) {
          const err33 = {
            instancePath: instancePath + '/max_void_calls_per_second',
            schemaPath: '#/properties/max_void_calls_per_second/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      }
    }
    if (data.malformed_frames_per_second !== undefined) {
      let data17 = data.malformed_frames_per_second;
      if (!(typeof data17 == 'number' && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
        const err34 = {
          instancePath: instancePath + '/malformed_frames_per_second',
          schemaPath: '#/properties/malformed_frames_per_second/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (typeof data17 == 'number' && isFinite(data17)) {
        if (data17 < 0 || isNaN(data17)) {
          const err35 = {
            instancePath: instancePath + '/malformed_frames_per_second',
            schemaPath: '#/properties/malformed_frames_per_second/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
    }
    if (data.malformed_frames_burst !== undefined) {
      let data18 = data.malformed_frames_burst;
      if (!(typeof data18 == 'number' && !(data18 % 1) && !isNaN(data18) && isFinite(data18))) {
        const err36 = {
          instancePath: instancePath + '/malformed_frames_burst',
          schemaPath: '#/properties/malformed_frames_burst/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
      if (typeof data18 == 'number' && isFinite(data18)) {
        if (data18 < 1 || isNaN(data18)) {
          const err37 = {
            instancePath: instancePath + '/malformed_frames_burst',
            schemaPath: '#/properties/malformed_frames_burst/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
      }
    }
    if (data.outbound_pause_bytes !== undefined) {
      let data19 = data.outbound_pause_bytes;
      if (!(typeof data19 == 'number' && !(data19 % 1) && !isNaN(data19) && isFinite(data19))) {
        const err38 = {
          instancePath: instancePath + '/outbound_pause_bytes',
          schemaPath: '#/properties/outbound_pause_bytes/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
      if (typeof data19 == 'number' && isFinite(data19)) {
        if (data19 < 1024 || isNaN(data19)) {
          const err39 = {
            instancePath: instancePath + '/outbound_pause_bytes',
            schemaPath: '#/properties/outbound_pause_bytes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1024 },
            message: 'must be >= 1024',
          };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      }
    }
    if (data.max_outbound_bytes !== undefined) {
      let data20 = data.max_outbound_bytes;
      if (!(typeof data20 == 'number' && !(data20 % 1) && !isNaN(data20) && isFinite(data20))) {
        const err40 = {
          instancePath: instancePath + '/max_outbound_bytes',
          schemaPath: '#/properties/max_outbound_bytes/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
      if (typeof data20 == 'number' && isFinite(data20)) {
        if (data20 < 1024 || isNaN(data20)) {
          const err41 = {
            instancePath: instancePath + '/max_outbound_bytes',
            schemaPath: '#/properties/max_outbound_bytes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1024 },
            message: 'must be >= 1024',
          };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      }
    }
    if (data.outbound_paused_timeout_ms !== undefined) {
      let data21 = data.outbound_paused_timeout_ms;
      if (!(typeof data21 == 'number' && !(data21 % 1) && !isNaN(data21) && isFinite(data21))) {
        const err42 = {
          instancePath: instancePath + '/outbound_paused_timeout_ms',
          schemaPath: '#/properties/outbound_paused_timeout_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
      if (typeof data21 == 'number' && isFinite(data21)) {
        if (data21 < 1 || isNaN(data21)) {
          const err43 = {
            instancePath: instancePath + '/outbound_paused_timeout_ms',
            schemaPath: '#/properties/outbound_paused_timeout_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      }
    }
    if (data.max_frames_per_turn !== undefined) {
      let data22 = data.max_frames_per_turn;
      if (!(typeof data22 == 'number' && !(data22 % 1) && !isNaN(data22) && isFinite(data22))) {
        const err44 = {
          instancePath: instancePath + '/max_frames_per_turn',
          schemaPath: '#/properties/max_frames_per_turn/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
      if (typeof data22 == 'number' && isFinite(data22)) {
        if (data22 < 1 || isNaN(data22)) {
          const err45 = {
            instancePath: instancePath + '/max_frames_per_turn',
            schemaPath: '#/properties/max_frames_per_turn/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
      }
    }
    if (data.unknown_trigger_types !== undefined) {
      let data23 = data.unknown_trigger_types;
      if (!(data23 === 'park' || data23 === 'refuse')) {
        const err46 = {
          instancePath: instancePath + '/unknown_trigger_types',
          schemaPath: '#/properties/unknown_trigger_types/enum',
          keyword: 'enum',
          params: { allowedValues: schema35.properties.unknown_trigger_types.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.duplicate_functions !== undefined) {
      let data24 = data.duplicate_functions;
      if (!(data24 === 'pool' || data24 === 'reject' || data24 === 'takeover')) {
        const err47 = {
          instancePath: instancePath + '/duplicate_functions',
          schemaPath: '#/properties/duplicate_functions/enum',
          keyword: 'enum',
          params: { allowedValues: schema35.properties.duplicate_functions.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
    if (data.pool_name_wait_ms !== undefined) {
      let data25 = data.pool_name_wait_ms;
      if (!(typeof data25 == 'number' && !(data25 % 1) && !isNaN(data25) && isFinite(data25))) {
        const err48 = {
          instancePath: instancePath + '/pool_name_wait_ms',
          schemaPath: '#/properties/pool_name_wait_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
      if (typeof data25 == 'number' && isFinite(data25)) {
        if (data25 < 0 || isNaN(data25)) {
          const err49 = {
            instancePath: instancePath + '/pool_name_wait_ms',
            schemaPath: '#/properties/pool_name_wait_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
      }
    }
    if (data.rbac !== undefined) {
      let data26 = data.rbac;
      if (data26 && typeof data26 == 'object' && !Array.isArray(data26)) {
        if (data26.expose_functions !== undefined) {
          let data27 = data26.expose_functions;
          if (Array.isArray(data27)) {
            const len0 = data27.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data27[i0] !== 'string') {
                const err50 = {
                  instancePath: instancePath + '/rbac/expose_functions/' + i0,
                  schemaPath: '#/properties/rbac/properties/expose_functions/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
          } else {
            const err51 = {
              instancePath: instancePath + '/rbac/expose_functions',
              schemaPath: '#/properties/rbac/properties/expose_functions/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
        if (data26.forbidden_functions !== undefined) {
          let data29 = data26.forbidden_functions;
          if (Array.isArray(data29)) {
            const len1 = data29.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (typeof data29[i1] !== 'string') {
                const err52 = {
                  instancePath: instancePath + '/rbac/forbidden_functions/' + i1,
                  schemaPath: '#/properties/rbac/properties/forbidden_functions/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
          } else {
            const err53 = {
              instancePath: instancePath + '/rbac/forbidden_functions',
              schemaPath: '#/properties/rbac/properties/forbidden_functions/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
        if (data26.auth_function_id !== undefined) {
          if (typeof data26.auth_function_id !== 'string') {
            const err54 = {
              instancePath: instancePath + '/rbac/auth_function_id',
              schemaPath: '#/properties/rbac/properties/auth_function_id/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
      } else {
        const err55 = {
          instancePath: instancePath + '/rbac',
          schemaPath: '#/properties/rbac/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err55];
        } else {
          vErrors.push(err55);
        }
        errors++;
      }
    }
  } else {
    const err56 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err56];
    } else {
      vErrors.push(err56);
    }
    errors++;
  }
  validate23.errors = vErrors;
  return errors === 0;
}
validate23.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema37 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-http.schema.json',
  title: 'SvcHttpConfig',
  description: 'Config of `svc-http`, the engine HTTP API that serves `http` triggers.',
  type: 'object',
  properties: {
    host: { description: 'Address to listen on.', type: 'string', default: '127.0.0.1' },
    port: {
      description: 'Port to listen on; 0 picks a free one.',
      type: 'integer',
      minimum: 0,
      maximum: 65535,
      default: 3111,
    },
    body_limit_bytes: {
      description: 'Largest request body; a larger one is answered 413 before it is read past the limit.',
      type: 'integer',
      minimum: 0,
      default: 10485760,
    },
    request_timeout_ms: {
      description:
        'Deadline of the request once its body has been read and it has a slot, shared by its middleware, condition and handler; 504 when it passes.',
      type: 'integer',
      minimum: 1,
      default: 30000,
    },
    header_timeout_ms: {
      description: 'How long a client may take to send the request headers.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    tls: {
      description: 'TLS for the HTTP API: it then answers `https://` only. None means plain `http://`.',
      $ref: 'tls.schema.json',
    },
    concurrency_request_limit: {
      description:
        'Requests whose middleware, condition and handler run at once; a request takes its slot once its body has been read, and further requests wait their turn.',
      type: 'integer',
      minimum: 1,
      default: 1024,
    },
    concurrency_body_read_limit: {
      description:
        'Request bodies being received at once; a request whose body would pass the limit is answered 503 `SERVER_BUSY` with `Retry-After` and its connection closed.',
      type: 'integer',
      minimum: 1,
      default: 1024,
    },
    concurrency_per_client_limit: {
      description:
        'Requests in progress from one client address (receiving the body, waiting for a slot, or running); past it 429 `TOO_MANY_REQUESTS` with `Retry-After`. Behind a load balancer or proxy every client is one address: raise it to `concurrency_request_limit` there.',
      type: 'integer',
      minimum: 1,
      default: 512,
    },
    body_timeout_ms: {
      description:
        'How long a request body may take to arrive in full, counted from the end of the headers; then 408 `REQUEST_TIMEOUT` and the connection is closed.',
      type: 'integer',
      minimum: 1,
      default: 60000,
    },
    body_min_rate_bytes_per_s: {
      description:
        'Slowest average rate a request body may arrive at once `body_min_rate_grace_ms` has passed; slower is 408 `REQUEST_TIMEOUT` and the connection is closed. 0 turns the check off.',
      type: 'integer',
      minimum: 0,
      default: 1024,
    },
    body_min_rate_grace_ms: {
      description: 'Time a request body is given before `body_min_rate_bytes_per_s` applies.',
      type: 'integer',
      minimum: 0,
      default: 5000,
    },
    cors: {
      description:
        'Cross-origin settings. No CORS headers are sent unless `allowed_origins` lists at least one origin (or `*`); absent, `false` and an object without origins all send none.',
      oneOf: [
        { const: false },
        {
          type: 'object',
          properties: {
            allowed_origins: {
              description:
                'Origins allowed to call (`https://app.example.com`), or `*` for any; empty or absent, no CORS headers are sent.',
              type: 'array',
              items: { type: 'string' },
            },
            allowed_methods: {
              description: 'Methods allowed in cross-origin calls.',
              type: 'array',
              items: { type: 'string' },
            },
            allowed_headers: {
              description: 'Request headers allowed in cross-origin calls.',
              type: 'array',
              items: { type: 'string' },
            },
            allow_credentials: { description: 'Whether browsers may send credentials.', type: 'boolean' },
            max_age_s: {
              description: 'How long browsers may cache a preflight answer, in seconds.',
              type: 'integer',
              minimum: 0,
            },
          },
          additionalProperties: false,
        },
      ],
    },
  },
  additionalProperties: false,
  examples: [
    {},
    { port: 8080, cors: { allowed_origins: ['https://app.example.com'], allowed_methods: ['GET', 'POST'] } },
    { cors: false },
  ],
};
function validate26(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-http.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func2.call(schema37.properties, key0)) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.host !== undefined) {
      if (typeof data.host !== 'string') {
        const err1 = {
          instancePath: instancePath + '/host',
          schemaPath: '#/properties/host/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.port !== undefined) {
      let data1 = data.port;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err2 = {
          instancePath: instancePath + '/port',
          schemaPath: '#/properties/port/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 65535 || isNaN(data1)) {
          const err3 = {
            instancePath: instancePath + '/port',
            schemaPath: '#/properties/port/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 65535 },
            message: 'must be <= 65535',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err4 = {
            instancePath: instancePath + '/port',
            schemaPath: '#/properties/port/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.body_limit_bytes !== undefined) {
      let data2 = data.body_limit_bytes;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err5 = {
          instancePath: instancePath + '/body_limit_bytes',
          schemaPath: '#/properties/body_limit_bytes/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err6 = {
            instancePath: instancePath + '/body_limit_bytes',
            schemaPath: '#/properties/body_limit_bytes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.request_timeout_ms !== undefined) {
      let data3 = data.request_timeout_ms;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err7 = {
          instancePath: instancePath + '/request_timeout_ms',
          schemaPath: '#/properties/request_timeout_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 < 1 || isNaN(data3)) {
          const err8 = {
            instancePath: instancePath + '/request_timeout_ms',
            schemaPath: '#/properties/request_timeout_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
    if (data.header_timeout_ms !== undefined) {
      let data4 = data.header_timeout_ms;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err9 = {
          instancePath: instancePath + '/header_timeout_ms',
          schemaPath: '#/properties/header_timeout_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 < 1 || isNaN(data4)) {
          const err10 = {
            instancePath: instancePath + '/header_timeout_ms',
            schemaPath: '#/properties/header_timeout_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.tls !== undefined) {
      let data5 = data.tls;
      if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
        if (data5.cert === undefined) {
          const err11 = {
            instancePath: instancePath + '/tls',
            schemaPath: 'tls.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'cert' },
            message: "must have required property '" + 'cert' + "'",
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data5.key === undefined) {
          const err12 = {
            instancePath: instancePath + '/tls',
            schemaPath: 'tls.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'key' },
            message: "must have required property '" + 'key' + "'",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        for (const key1 in data5) {
          if (!(
            key1 === 'cert' ||
            key1 === 'key' ||
            key1 === 'ca' ||
            key1 === 'passphrase' ||
            key1 === 'request_client_cert' ||
            key1 === 'min_version'
          )) {
            const err13 = {
              instancePath: instancePath + '/tls',
              schemaPath: 'tls.schema.json/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data5.cert !== undefined) {
          let data6 = data5.cert;
          if (typeof data6 === 'string') {
            if (func1(data6) < 1) {
              const err14 = {
                instancePath: instancePath + '/tls/cert',
                schemaPath: 'tls.schema.json/properties/cert/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          } else {
            const err15 = {
              instancePath: instancePath + '/tls/cert',
              schemaPath: 'tls.schema.json/properties/cert/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data5.key !== undefined) {
          let data7 = data5.key;
          if (typeof data7 === 'string') {
            if (func1(data7) < 1) {
              const err16 = {
                instancePath: instancePath + '/tls/key',
                schemaPath: 'tls.schema.json/properties/key/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          } else {
            const err17 = {
              instancePath: instancePath + '/tls/key',
              schemaPath: 'tls.schema.json/properties/key/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data5.ca !== undefined) {
          let data8 = data5.ca;
          if (typeof data8 === 'string') {
            if (func1(data8) < 1) {
              const err18 = {
                instancePath: instancePath + '/tls/ca',
                schemaPath: 'tls.schema.json/properties/ca/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          } else {
            const err19 = {
              instancePath: instancePath + '/tls/ca',
              schemaPath: 'tls.schema.json/properties/ca/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data5.passphrase !== undefined) {
          if (typeof data5.passphrase !== 'string') {
            const err20 = {
              instancePath: instancePath + '/tls/passphrase',
              schemaPath: 'tls.schema.json/properties/passphrase/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data5.request_client_cert !== undefined) {
          if (typeof data5.request_client_cert !== 'boolean') {
            const err21 = {
              instancePath: instancePath + '/tls/request_client_cert',
              schemaPath: 'tls.schema.json/properties/request_client_cert/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data5.min_version !== undefined) {
          let data11 = data5.min_version;
          if (!(data11 === 'TLSv1.2' || data11 === 'TLSv1.3')) {
            const err22 = {
              instancePath: instancePath + '/tls/min_version',
              schemaPath: 'tls.schema.json/properties/min_version/enum',
              keyword: 'enum',
              params: { allowedValues: schema36.properties.min_version.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
      } else {
        const err23 = {
          instancePath: instancePath + '/tls',
          schemaPath: 'tls.schema.json/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.concurrency_request_limit !== undefined) {
      let data12 = data.concurrency_request_limit;
      if (!(typeof data12 == 'number' && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
        const err24 = {
          instancePath: instancePath + '/concurrency_request_limit',
          schemaPath: '#/properties/concurrency_request_limit/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      if (typeof data12 == 'number' && isFinite(data12)) {
        if (data12 < 1 || isNaN(data12)) {
          const err25 = {
            instancePath: instancePath + '/concurrency_request_limit',
            schemaPath: '#/properties/concurrency_request_limit/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
    }
    if (data.concurrency_body_read_limit !== undefined) {
      let data13 = data.concurrency_body_read_limit;
      if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
        const err26 = {
          instancePath: instancePath + '/concurrency_body_read_limit',
          schemaPath: '#/properties/concurrency_body_read_limit/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
      if (typeof data13 == 'number' && isFinite(data13)) {
        if (data13 < 1 || isNaN(data13)) {
          const err27 = {
            instancePath: instancePath + '/concurrency_body_read_limit',
            schemaPath: '#/properties/concurrency_body_read_limit/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
    }
    if (data.concurrency_per_client_limit !== undefined) {
      let data14 = data.concurrency_per_client_limit;
      if (!(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
        const err28 = {
          instancePath: instancePath + '/concurrency_per_client_limit',
          schemaPath: '#/properties/concurrency_per_client_limit/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
      if (typeof data14 == 'number' && isFinite(data14)) {
        if (data14 < 1 || isNaN(data14)) {
          const err29 = {
            instancePath: instancePath + '/concurrency_per_client_limit',
            schemaPath: '#/properties/concurrency_per_client_limit/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
    }
    if (data.body_timeout_ms !== undefined) {
      let data15 = data.body_timeout_ms;
      if (!(typeof data15 == 'number' && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
        const err30 = {
          instancePath: instancePath + '/body_timeout_ms',
          schemaPath: '#/properties/body_timeout_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
      if (typeof data15 == 'number' && isFinite(data15)) {
        if (data15 < 1 || isNaN(data15)) {
          const err31 = {
            instancePath: instancePath + '/body_timeout_ms',
            schemaPath: '#/properties/body_timeout_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      }
    }
    if (data.body_min_rate_bytes_per_s !== undefined) {
      let data16 = data.body_min_rate_bytes_per_s;
      if (!(typeof data16 == 'number' && !(data16 % 1) && !isNaN(data16) && isFinite(data16))) {
        const err32 = {
          instancePath: instancePath + '/body_min_rate_bytes_per_s',
          schemaPath: '#/properties/body_min_rate_bytes_per_s/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
      if (typeof data16 == 'number' && isFinite(data16)) {
        if (data16 < 0 || isNaN(data16)) {
          const err33 = {
            instancePath: instancePath + '/body_min_rate_bytes_per_s',
            schemaPath: '#/properties/body_min_rate_bytes_per_s/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      }
    }
    if (data.body_min_rate_grace_ms !== undefined) {
      let data17 = data.body_min_rate_grace_ms;
      if (!(typeof data17 == 'number' && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
        const err34 = {
          instancePath: instancePath + '/body_min_rate_grace_ms',
          schemaPath: '#/properties/body_min_rate_grace_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (typeof data17 == 'number' && isFinite(data17)) {
        if (data17 < 0 || isNaN(data17)) {
          const err35 = {
            instancePath: instancePath + '/body_min_rate_grace_ms',
            schemaPath: '#/properties/body_min_rate_grace_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
    }
    if (data.cors !== undefined) {
      let data18 = data.cors;
      const _errs40 = errors;
      let valid3 = false;
      let passing0 = null;
      const _errs41 = errors;
      if (false !== data18) {
        const err36 = {
          instancePath: instancePath + '/cors',
          schemaPath: '#/properties/cors/oneOf/0/const',
          keyword: 'const',
          params: { allowedValue: false },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
      var _valid0 = _errs41 === errors;
      if (_valid0) {
        valid3 = true;
        passing0 = 0;
      }
      const _errs42 = errors;
      if (data18 && typeof data18 == 'object' && !Array.isArray(data18)) {
        for (const key2 in data18) {
          if (!(
            key2 === 'allowed_origins' ||
            key2 === 'allowed_methods' ||
            key2 === 'allowed_headers' ||
            key2 === 'allow_credentials' ||
            key2 === 'max_age_s'
          )) {
            const err37 = {
              instancePath: instancePath + '/cors',
              schemaPath: '#/properties/cors/oneOf/1/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key2 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
        if (data18.allowed_origins !== undefined) {
          let data19 = data18.allowed_origins;
          if (Array.isArray(data19)) {
            const len0 = data19.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data19[i0] !== 'string') {
                const err38 = {
                  instancePath: instancePath + '/cors/allowed_origins/' + i0,
                  schemaPath: '#/properties/cors/oneOf/1/properties/allowed_origins/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
          } else {
            const err39 = {
              instancePath: instancePath + '/cors/allowed_origins',
              schemaPath: '#/properties/cors/oneOf/1/properties/allowed_origins/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data18.allowed_methods !== undefined) {
          let data21 = data18.allowed_methods;
          if (Array.isArray(data21)) {
            const len1 = data21.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (typeof data21[i1] !== 'string') {
                const err40 = {
                  instancePath: instancePath + '/cors/allowed_methods/' + i1,
                  schemaPath: '#/properties/cors/oneOf/1/properties/allowed_methods/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
          } else {
            const err41 = {
              instancePath: instancePath + '/cors/allowed_methods',
              schemaPath: '#/properties/cors/oneOf/1/properties/allowed_methods/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data18.allowed_headers !== undefined) {
          let data23 = data18.allowed_headers;
          if (Array.isArray(data23)) {
            const len2 = data23.length;
            for (let i2 = 0; i2 < len2; i2++) {
              if (typeof data23[i2] !== 'string') {
                const err42 = {
                  instancePath: instancePath + '/cors/allowed_headers/' + i2,
                  schemaPath: '#/properties/cors/oneOf/1/properties/allowed_headers/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
          } else {
            const err43 = {
              instancePath: instancePath + '/cors/allowed_headers',
              schemaPath: '#/properties/cors/oneOf/1/properties/allowed_headers/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
        if (data18.allow_credentials !== undefined) {
          if (typeof data18.allow_credentials !== 'boolean') {
            const err44 = {
              instancePath: instancePath + '/cors/allow_credentials',
              schemaPath: '#/properties/cors/oneOf/1/properties/allow_credentials/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        }
        if (data18.max_age_s !== undefined) {
          let data26 = data18.max_age_s;
          if (!(typeof data26 == 'number' && !(data26 % 1) && !isNaN(data26) && isFinite(data26))) {
            const err45 = {
              instancePath: instancePath + '/cors/max_age_s',
              schemaPath: '#/properties/cors/oneOf/1/properties/max_age_s/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
          if (typeof data26 == 'number' && isFinite(data26)) {
            if (data26 < 0 || isNaN(data26)) {
              const err46 = {
                instancePath: instancePath + '/cors/max_age_s',
                schemaPath: '#/properties/cors/oneOf/1/properties/max_age_s/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
              };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
          }
        }
      } else {
        const err47 = {
          instancePath: instancePath + '/cors',
          schemaPath: '#/properties/cors/oneOf/1/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
      var _valid0 = _errs42 === errors;
      if (_valid0 && valid3) {
        valid3 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid3 = true;
          passing0 = 1;
        }
      }
      if (!valid3) {
        const err48 = {
          instancePath: instancePath + '/cors',
          schemaPath: '#/properties/cors/oneOf',
          keyword: 'oneOf',
          params: { passingSchemas: passing0 },
          message: 'must match exactly one schema in oneOf',
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      } else {
        errors = _errs40;
        if (vErrors !== null) {
          if (_errs40) {
            vErrors.length = _errs40;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err49 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err49];
    } else {
      vErrors.push(err49);
    }
    errors++;
  }
  validate26.errors = vErrors;
  return errors === 0;
}
validate26.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema39 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-state.schema.json',
  title: 'SvcStateConfig',
  description: 'Config of `svc-state`, the key-value store behind `state::*` and `state` triggers.',
  type: 'object',
  properties: {
    adapter: {
      description: 'Where entries are kept; `in_memory` when absent.',
      $ref: 'store-adapter.schema.json',
    },
    max_value_bytes: {
      description: 'Largest value, as JSON text; larger ones fail with `VALUE_TOO_LARGE`.',
      type: 'integer',
      minimum: 1,
      default: 1048576,
    },
    triggers_enabled: {
      description: 'Whether changes fire `state` triggers.',
      type: 'boolean',
      default: true,
    },
  },
  additionalProperties: false,
  examples: [{}, { adapter: { name: 'file_based', path: './data/state' } }],
};
const schema40 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/store-adapter.schema.json',
  title: 'StoreAdapter',
  description:
    'Where a built-in worker keeps its data. `in_memory` is fast and lost at restart; `file_based` is an append-only log on local disk; `redis` is shared by every engine using the same Redis. The iii form `{name: kv, config: {store_method, file_path}}` and `{name: redis, config: {redis_url}}` is accepted too.',
  type: 'object',
  required: ['name'],
  properties: {
    name: {
      description: 'Adapter kind; `kv` is the iii name that defers to `config.store_method`.',
      enum: ['in_memory', 'file_based', 'redis', 'kv'],
    },
    path: {
      description: '`file_based`: directory of the log, relative to the config file.',
      type: 'string',
      minLength: 1,
    },
    durability: {
      description:
        '`file_based`: `fsync` (default) acknowledges a write only once it is on disk; `batched` acknowledges at once and syncs every `batch_window_ms`.',
      enum: ['fsync', 'batched'],
    },
    batch_window_ms: {
      description: '`file_based` with `batched`: longest time an acknowledged write may sit unsynced.',
      type: 'integer',
      minimum: 1,
    },
    url: {
      description: '`redis`: connection URL, e.g. `redis://127.0.0.1:6379/0`.',
      type: 'string',
      minLength: 1,
    },
    key_prefix: { description: '`redis`: prefix of every key this adapter writes.', type: 'string' },
    command_timeout_ms: {
      description:
        '`redis`: longest wait, in milliseconds, for Redis to accept a connection or to answer a command; past it the call fails and the connection is replaced. Calls made while Redis is unreachable fail at once with `store_unavailable`. Default 2000.',
      type: 'integer',
      minimum: 1,
    },
    config: {
      description: 'iii form of the adapter settings.',
      type: 'object',
      properties: {
        store_method: { description: '`in_memory` or `file_based`.', enum: ['in_memory', 'file_based'] },
        file_path: { description: 'Where the file store lives.', type: 'string' },
        save_interval_ms: {
          description: 'How often the file store is synced, in milliseconds.',
          type: 'integer',
          minimum: 1,
        },
        redis_url: { description: 'Redis connection URL.', type: 'string' },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
  examples: [
    { name: 'in_memory' },
    { name: 'file_based', path: './data/state', durability: 'fsync' },
    { name: 'redis', url: 'redis://127.0.0.1:6379/0', key_prefix: 'svc:' },
    { name: 'kv', config: { store_method: 'file_based', file_path: './data/state_store.db' } },
  ],
};
function validate30(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-state.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate30.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === 'adapter' || key0 === 'max_value_bytes' || key0 === 'triggers_enabled')) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.adapter !== undefined) {
      let data0 = data.adapter;
      if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
        if (data0.name === undefined) {
          const err1 = {
            instancePath: instancePath + '/adapter',
            schemaPath: 'store-adapter.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'name' },
            message: "must have required property '" + 'name' + "'",
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        for (const key1 in data0) {
          if (!(
            key1 === 'name' ||
            key1 === 'path' ||
            key1 === 'durability' ||
            key1 === 'batch_window_ms' ||
            key1 === 'url' ||
            key1 === 'key_prefix' ||
            key1 === 'command_timeout_ms' ||
            key1 === 'config'
          )) {
            const err2 = {
              instancePath: instancePath + '/adapter',
              schemaPath: 'store-adapter.schema.json/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data0.name !== undefined) {
          let data1 = data0.name;
          if (!(data1 === 'in_memory' || data1 === 'file_based' || data1 === 'redis' || data1 === 'kv')) {
            const err3 = {
              instancePath: instancePath + '/adapter/name',
              schemaPath: 'store-adapter.schema.json/properties/name/enum',
              keyword: 'enum',
              params: { allowedValues: schema40.properties.name.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data0.path !== undefined) {
          let data2 = data0.path;
          if (typeof data2 === 'string') {
            if (func1(data2) < 1) {
              const err4 = {
                instancePath: instancePath + '/adapter/path',
                schemaPath: 'store-adapter.schema.json/properties/path/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = {
              instancePath: instancePath + '/adapter/path',
              schemaPath: 'store-adapter.schema.json/properties/path/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data0.durability !== undefined) {
          let data3 = data0.durability;
          if (!(data3 === 'fsync' || data3 === 'batched')) {
            const err6 = {
              instancePath: instancePath + '/adapter/durability',
              schemaPath: 'store-adapter.schema.json/properties/durability/enum',
              keyword: 'enum',
              params: { allowedValues: schema40.properties.durability.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data0.batch_window_ms !== undefined) {
          let data4 = data0.batch_window_ms;
          if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
            const err7 = {
              instancePath: instancePath + '/adapter/batch_window_ms',
              schemaPath: 'store-adapter.schema.json/properties/batch_window_ms/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          if (typeof data4 == 'number' && isFinite(data4)) {
            if (data4 < 1 || isNaN(data4)) {
              const err8 = {
                instancePath: instancePath + '/adapter/batch_window_ms',
                schemaPath: 'store-adapter.schema.json/properties/batch_window_ms/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1 },
                message: 'must be >= 1',
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          }
        }
        if (data0.url !== undefined) {
          let data5 = data0.url;
          if (typeof data5 === 'string') {
            if (func1(data5) < 1) {
              const err9 = {
                instancePath: instancePath + '/adapter/url',
                schemaPath: 'store-adapter.schema.json/properties/url/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          } else {
            const err10 = {
              instancePath: instancePath + '/adapter/url',
              schemaPath: 'store-adapter.schema.json/properties/url/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data0.key_prefix !== undefined) {
          if (typeof data0.key_prefix !== 'string') {
            const err11 = {
              instancePath: instancePath + '/adapter/key_prefix',
              schemaPath: 'store-adapter.schema.json/properties/key_prefix/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data0.command_timeout_ms !== undefined) {
          let data7 = data0.command_timeout_ms;
          if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
            const err12 = {
              instancePath: instancePath + '/adapter/command_timeout_ms',
              schemaPath: 'store-adapter.schema.json/properties/command_timeout_ms/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (typeof data7 == 'number' && isFinite(data7)) {
            if (data7 < 1 || isNaN(data7)) {
              const err13 = {
                instancePath: instancePath + '/adapter/command_timeout_ms',
                schemaPath: 'store-adapter.schema.json/properties/command_timeout_ms/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1 },
                message: 'must be >= 1',
              };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          }
        }
        if (data0.config !== undefined) {
          let data8 = data0.config;
          if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
            for (const key2 in data8) {
              if (!(
                key2 === 'store_method' ||
                key2 === 'file_path' ||
                key2 === 'save_interval_ms' ||
                key2 === 'redis_url'
              )) {
                const err14 = {
                  instancePath: instancePath + '/adapter/config',
                  schemaPath: 'store-adapter.schema.json/properties/config/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key2 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data8.store_method !== undefined) {
              let data9 = data8.store_method;
              if (!(data9 === 'in_memory' || data9 === 'file_based')) {
                const err15 = {
                  instancePath: instancePath + '/adapter/config/store_method',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/store_method/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema40.properties.config.properties.store_method.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
            if (data8.file_path !== undefined) {
              if (typeof data8.file_path !== 'string') {
                const err16 = {
                  instancePath: instancePath + '/adapter/config/file_path',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/file_path/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data8.save_interval_ms !== undefined) {
              let data11 = data8.save_interval_ms;
              if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
                const err17 = {
                  instancePath: instancePath + '/adapter/config/save_interval_ms',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/save_interval_ms/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
              if (typeof data11 == 'number' && isFinite(data11)) {
                if (data11 < 1 || isNaN(data11)) {
                  const err18 = {
                    instancePath: instancePath + '/adapter/config/save_interval_ms',
                    schemaPath:
                      'store-adapter.schema.json/properties/config/properties/save_interval_ms/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 1 },
                    message: 'must be >= 1',
                  };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              }
            }
            if (data8.redis_url !== undefined) {
              if (typeof data8.redis_url !== 'string') {
                const err19 = {
                  instancePath: instancePath + '/adapter/config/redis_url',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/redis_url/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
          } else {
            const err20 = {
              instancePath: instancePath + '/adapter/config',
              schemaPath: 'store-adapter.schema.json/properties/config/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
      } else {
        const err21 = {
          instancePath: instancePath + '/adapter',
          schemaPath: 'store-adapter.schema.json/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.max_value_bytes !== undefined) {
      let data13 = data.max_value_bytes;
      if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
        const err22 = {
          instancePath: instancePath + '/max_value_bytes',
          schemaPath: '#/properties/max_value_bytes/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (typeof data13 == 'number' && isFinite(data13)) {
        if (data13 < 1 || isNaN(data13)) {
          const err23 = {
            instancePath: instancePath + '/max_value_bytes',
            schemaPath: '#/properties/max_value_bytes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
    if (data.triggers_enabled !== undefined) {
      if (typeof data.triggers_enabled !== 'boolean') {
        const err24 = {
          instancePath: instancePath + '/triggers_enabled',
          schemaPath: '#/properties/triggers_enabled/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
  } else {
    const err25 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err25];
    } else {
      vErrors.push(err25);
    }
    errors++;
  }
  validate30.errors = vErrors;
  return errors === 0;
}
validate30.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema41 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-stream.schema.json',
  title: 'SvcStreamConfig',
  description:
    'Config of `svc-stream`: `stream::*` functions, `stream`, `stream:join` and `stream:leave` triggers, and the subscription WebSocket (with the `svc:live` feed).',
  type: 'object',
  properties: {
    host: { description: 'Address of the subscription WebSocket.', type: 'string', default: '127.0.0.1' },
    port: {
      description: 'Port of the subscription WebSocket; 0 picks a free one.',
      type: 'integer',
      minimum: 0,
      maximum: 65535,
      default: 3112,
    },
    handshake_timeout_ms: {
      description:
        'How long a client may take to finish its TLS handshake and send its upgrade request; a slower one (a stalled or slowloris client) is closed.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    tls: {
      description:
        'TLS for the subscription WebSocket: clients then connect with `wss://`. None means plain `ws://`.',
      $ref: 'tls.schema.json',
    },
    adapter: {
      description:
        'Where stream items are kept; `in_memory` when absent. With `redis`, every engine on the same Redis (and `key_prefix`) sees the same items and delivers each change to its own subscribers.',
      $ref: 'store-adapter.schema.json',
    },
    auth_function: {
      description:
        'Function asked to authorise each subscription socket on upgrade with `contracts/stream/auth-input`; it answers `contracts/stream/auth-output`, and a failure refuses the upgrade (401). None means open.',
      type: ['string', 'null'],
    },
    max_buffered_bytes: {
      description:
        'Bytes that may wait to be written to one subscriber socket; a subscriber past it cannot keep up and is closed with 4010, so writers never wait for it.',
      type: 'integer',
      minimum: 1024,
      default: 1048576,
    },
    max_subscriptions_per_socket: {
      description:
        'Subscriptions one socket may hold at once; a join past it gets an error frame `too_many_subscriptions`.',
      type: 'integer',
      minimum: 1,
      default: 1000,
    },
    max_value_bytes: {
      description: 'Largest item, as JSON text; larger ones fail with `VALUE_TOO_LARGE`.',
      type: 'integer',
      minimum: 1,
      default: 1048576,
    },
    live_interval_ms: {
      description:
        'How often the `svc:live` feed sends what changed, in milliseconds: a busy engine sends at most one frame per group per interval.',
      type: 'integer',
      minimum: 10,
      default: 250,
    },
  },
  additionalProperties: false,
  examples: [
    {},
    { port: 3112, adapter: { name: 'redis', url: 'redis://127.0.0.1:6379' } },
    { port: 0, max_buffered_bytes: 65536, live_interval_ms: 100 },
  ],
};
function validate34(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-stream.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate34.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func2.call(schema41.properties, key0)) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.host !== undefined) {
      if (typeof data.host !== 'string') {
        const err1 = {
          instancePath: instancePath + '/host',
          schemaPath: '#/properties/host/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.port !== undefined) {
      let data1 = data.port;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err2 = {
          instancePath: instancePath + '/port',
          schemaPath: '#/properties/port/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 65535 || isNaN(data1)) {
          const err3 = {
            instancePath: instancePath + '/port',
            schemaPath: '#/properties/port/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 65535 },
            message: 'must be <= 65535',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err4 = {
            instancePath: instancePath + '/port',
            schemaPath: '#/properties/port/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.handshake_timeout_ms !== undefined) {
      let data2 = data.handshake_timeout_ms;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err5 = {
          instancePath: instancePath + '/handshake_timeout_ms',
          schemaPath: '#/properties/handshake_timeout_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 1 || isNaN(data2)) {
          const err6 = {
            instancePath: instancePath + '/handshake_timeout_ms',
            schemaPath: '#/properties/handshake_timeout_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.tls !== undefined) {
      let data3 = data.tls;
      if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
        if (data3.cert === undefined) {
          const err7 = {
            instancePath: instancePath + '/tls',
            schemaPath: 'tls.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'cert' },
            message: "must have required property '" + 'cert' + "'",
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data3.key === undefined) {
          const err8 = {
            instancePath: instancePath + '/tls',
            schemaPath: 'tls.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'key' },
            message: "must have required property '" + 'key' + "'",
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        for (const key1 in data3) {
          if (!(
            key1 === 'cert' ||
            key1 === 'key' ||
            key1 === 'ca' ||
            key1 === 'passphrase' ||
            key1 === 'request_client_cert' ||
            key1 === 'min_version'
          )) {
            const err9 = {
              instancePath: instancePath + '/tls',
              schemaPath: 'tls.schema.json/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data3.cert !== undefined) {
          let data4 = data3.cert;
          if (typeof data4 === 'string') {
            if (func1(data4) < 1) {
              const err10 = {
                instancePath: instancePath + '/tls/cert',
                schemaPath: 'tls.schema.json/properties/cert/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = {
              instancePath: instancePath + '/tls/cert',
              schemaPath: 'tls.schema.json/properties/cert/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data3.key !== undefined) {
          let data5 = data3.key;
          if (typeof data5 === 'string') {
            if (func1(data5) < 1) {
              const err12 = {
                instancePath: instancePath + '/tls/key',
                schemaPath: 'tls.schema.json/properties/key/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = {
              instancePath: instancePath + '/tls/key',
              schemaPath: 'tls.schema.json/properties/key/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data3.ca !== undefined) {
          let data6 = data3.ca;
          if (typeof data6 === 'string') {
            if (func1(data6) < 1) {
              const err14 = {
                instancePath: instancePath + '/tls/ca',
                schemaPath: 'tls.schema.json/properties/ca/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          } else {
            const err15 = {
              instancePath: instancePath + '/tls/ca',
              schemaPath: 'tls.schema.json/properties/ca/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data3.passphrase !== undefined) {
          if (typeof data3.passphrase !== 'string') {
            const err16 = {
              instancePath: instancePath + '/tls/passphrase',
              schemaPath: 'tls.schema.json/properties/passphrase/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data3.request_client_cert !== undefined) {
          if (typeof data3.request_client_cert !== 'boolean') {
            const err17 = {
              instancePath: instancePath + '/tls/request_client_cert',
              schemaPath: 'tls.schema.json/properties/request_client_cert/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data3.min_version !== undefined) {
          let data9 = data3.min_version;
          if (!(data9 === 'TLSv1.2' || data9 === 'TLSv1.3')) {
            const err18 = {
              instancePath: instancePath + '/tls/min_version',
              schemaPath: 'tls.schema.json/properties/min_version/enum',
              keyword: 'enum',
              params: { allowedValues: schema36.properties.min_version.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = {
          instancePath: instancePath + '/tls',
          schemaPath: 'tls.schema.json/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.adapter !== undefined) {
      let data10 = data.adapter;
      if (data10 && typeof data10 == 'object' && !Array.isArray(data10)) {
        if (data10.name === undefined) {
          const err20 = {
            instancePath: instancePath + '/adapter',
            schemaPath: 'store-adapter.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'name' },
            message: "must have required property '" + 'name' + "'",
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        for (const key2 in data10) {
          if (!(
            key2 === 'name' ||
            key2 === 'path' ||
            key2 === 'durability' ||
            key2 === 'batch_window_ms' ||
            key2 === 'url' ||
            key2 === 'key_prefix' ||
            key2 === 'command_timeout_ms' ||
            key2 === 'config'
          )) {
            const err21 = {
              instancePath: instancePath + '/adapter',
              schemaPath: 'store-adapter.schema.json/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key2 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data10.name !== undefined) {
          let data11 = data10.name;
          if (!(data11 === 'in_memory' || data11 === 'file_based' || data11 === 'redis' || data11 === 'kv')) {
            const err22 = {
              instancePath: instancePath + '/adapter/name',
              schemaPath: 'store-adapter.schema.json/properties/name/enum',
              keyword: 'enum',
              params: { allowedValues: schema40.properties.name.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data10.path !== undefined) {
          let data12 = data10.path;
          if (typeof data12 === 'string') {
            if (func1(data12) < 1) {
              const err23 = {
                instancePath: instancePath + '/adapter/path',
                schemaPath: 'store-adapter.schema.json/properties/path/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          } else {
            const err24 = {
              instancePath: instancePath + '/adapter/path',
              schemaPath: 'store-adapter.schema.json/properties/path/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data10.durability !== undefined) {
          let data13 = data10.durability;
          if (!(data13 === 'fsync' || data13 === 'batched')) {
            const err25 = {
              instancePath: instancePath + '/adapter/durability',
              schemaPath: 'store-adapter.schema.json/properties/durability/enum',
              keyword: 'enum',
              params: { allowedValues: schema40.properties.durability.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data10.batch_window_ms !== undefined) {
          let data14 = data10.batch_window_ms;
          if (!(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
            const err26 = {
              instancePath: instancePath + '/adapter/batch_window_ms',
              schemaPath: 'store-adapter.schema.json/properties/batch_window_ms/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          if (typeof data14 == 'number' && isFinite(data14)) {
            if (data14 < 1 || isNaN(data14)) {
              const err27 = {
                instancePath: instancePath + '/adapter/batch_window_ms',
                schemaPath: 'store-adapter.schema.json/properties/batch_window_ms/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1 },
                message: 'must be >= 1',
              };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
        }
        if (data10.url !== undefined) {
          let data15 = data10.url;
          if (typeof data15 === 'string') {
            if (func1(data15) < 1) {
              const err28 = {
                instancePath: instancePath + '/adapter/url',
                schemaPath: 'store-adapter.schema.json/properties/url/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          } else {
            const err29 = {
              instancePath: instancePath + '/adapter/url',
              schemaPath: 'store-adapter.schema.json/properties/url/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data10.key_prefix !== undefined) {
          if (typeof data10.key_prefix !== 'string') {
            const err30 = {
              instancePath: instancePath + '/adapter/key_prefix',
              schemaPath: 'store-adapter.schema.json/properties/key_prefix/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data10.command_timeout_ms !== undefined) {
          let data17 = data10.command_timeout_ms;
          if (!(typeof data17 == 'number' && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
            const err31 = {
              instancePath: instancePath + '/adapter/command_timeout_ms',
              schemaPath: 'store-adapter.schema.json/properties/command_timeout_ms/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
          if (typeof data17 == 'number' && isFinite(data17)) {
            if (data17 < 1 || isNaN(data17)) {
              const err32 = {
                instancePath: instancePath + '/adapter/command_timeout_ms',
                schemaPath: 'store-adapter.schema.json/properties/command_timeout_ms/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1 },
                message: 'must be >= 1',
              };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
          }
        }
        if (data10.config !== undefined) {
          let data18 = data10.config;
          if (data18 && typeof data18 == 'object' && !Array.isArray(data18)) {
            for (const key3 in data18) {
              if (!(
                key3 === 'store_method' ||
                key3 === 'file_path' ||
                key3 === 'save_interval_ms' ||
                key3 === 'redis_url'
              )) {
                const err33 = {
                  instancePath: instancePath + '/adapter/config',
                  schemaPath: 'store-adapter.schema.json/properties/config/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key3 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
            if (data18.store_method !== undefined) {
              let data19 = data18.store_method;
              if (!(data19 === 'in_memory' || data19 === 'file_based')) {
                const err34 = {
                  instancePath: instancePath + '/adapter/config/store_method',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/store_method/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema40.properties.config.properties.store_method.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data18.file_path !== undefined) {
              if (typeof data18.file_path !== 'string') {
                const err35 = {
                  instancePath: instancePath + '/adapter/config/file_path',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/file_path/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data18.save_interval_ms !== undefined) {
              let data21 = data18.save_interval_ms;
              if (!(typeof data21 == 'number' && !(data21 % 1) && !isNaN(data21) && isFinite(data21))) {
                const err36 = {
                  instancePath: instancePath + '/adapter/config/save_interval_ms',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/save_interval_ms/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
              if (typeof data21 == 'number' && isFinite(data21)) {
                if (data21 < 1 || isNaN(data21)) {
                  const err37 = {
                    instancePath: instancePath + '/adapter/config/save_interval_ms',
                    schemaPath:
                      'store-adapter.schema.json/properties/config/properties/save_interval_ms/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 1 },
                    message: 'must be >= 1',
                  };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
              }
            }
            if (data18.redis_url !== undefined) {
              if (typeof data18.redis_url !== 'string') {
                const err38 = {
                  instancePath: instancePath + '/adapter/config/redis_url',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/redis_url/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
          } else {
            const err39 = {
              instancePath: instancePath + '/adapter/config',
              schemaPath: 'store-adapter.schema.json/properties/config/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
      } else {
        const err40 = {
          instancePath: instancePath + '/adapter',
          schemaPath: 'store-adapter.schema.json/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.auth_function !== undefined) {
      let data23 = data.auth_function;
      if (typeof data23 !== 'string' && data23 !== null) {
        const err41 = {
          instancePath: instancePath + '/auth_function',
          schemaPath: '#/properties/auth_function/type',
          keyword: 'type',
          params: { type: schema41.properties.auth_function.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.max_buffered_bytes !== undefined) {
      let data24 = data.max_buffered_bytes;
      if (!(typeof data24 == 'number' && !(data24 % 1) && !isNaN(data24) && isFinite(data24))) {
        const err42 = {
          instancePath: instancePath + '/max_buffered_bytes',
          schemaPath: '#/properties/max_buffered_bytes/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
      if (typeof data24 == 'number' && isFinite(data24)) {
        if (data24 < 1024 || isNaN(data24)) {
          const err43 = {
            instancePath: instancePath + '/max_buffered_bytes',
            schemaPath: '#/properties/max_buffered_bytes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1024 },
            message: 'must be >= 1024',
          };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      }
    }
    if (data.max_subscriptions_per_socket !== undefined) {
      let data25 = data.max_subscriptions_per_socket;
      if (!(typeof data25 == 'number' && !(data25 % 1) && !isNaN(data25) && isFinite(data25))) {
        const err44 = {
          instancePath: instancePath + '/max_subscriptions_per_socket',
          schemaPath: '#/properties/max_subscriptions_per_socket/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
      if (typeof data25 == 'number' && isFinite(data25)) {
        if (data25 < 1 || isNaN(data25)) {
          const err45 = {
            instancePath: instancePath + '/max_subscriptions_per_socket',
            schemaPath: '#/properties/max_subscriptions_per_socket/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
      }
    }
    if (data.max_value_bytes !== undefined) {
      let data26 = data.max_value_bytes;
      if (!(typeof data26 == 'number' && !(data26 % 1) && !isNaN(data26) && isFinite(data26))) {
        const err46 = {
          instancePath: instancePath + '/max_value_bytes',
          schemaPath: '#/properties/max_value_bytes/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
      if (typeof data26 == 'number' && isFinite(data26)) {
        if (data26 < 1 || isNaN(data26)) {
          const err47 = {
            instancePath: instancePath + '/max_value_bytes',
            schemaPath: '#/properties/max_value_bytes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
      }
    }
    if (data.live_interval_ms !== undefined) {
      let data27 = data.live_interval_ms;
      if (!(typeof data27 == 'number' && !(data27 % 1) && !isNaN(data27) && isFinite(data27))) {
        const err48 = {
          instancePath: instancePath + '/live_interval_ms',
          schemaPath: '#/properties/live_interval_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
      if (typeof data27 == 'number' && isFinite(data27)) {
        if (data27 < 10 || isNaN(data27)) {
          const err49 = {
            instancePath: instancePath + '/live_interval_ms',
            schemaPath: '#/properties/live_interval_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 10 },
            message: 'must be >= 10',
          };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
      }
    }
  } else {
    const err50 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err50];
    } else {
      vErrors.push(err50);
    }
    errors++;
  }
  validate34.errors = vErrors;
  return errors === 0;
}
validate34.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema56 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-queue.schema.json',
  title: 'SvcQueueConfig',
  description:
    'Config of `svc-queue`: named queues for `enqueue` actions and `queue` triggers, with retries and a dead-letter queue.',
  type: 'object',
  properties: {
    adapter: {
      description: 'Where messages are kept until acknowledged; `in_memory` when absent.',
      $ref: 'store-adapter.schema.json',
    },
    queues: {
      description: 'Settings per queue name; a `default` queue always exists.',
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: {
          type: {
            description: '`standard` (parallel) or `fifo` (one at a time, in order).',
            enum: ['standard', 'fifo'],
          },
          max_retries: {
            description:
              'Attempts after the first before a message is dead-lettered (3 by default): `max_retries: N` means N+1 attempts.',
            type: 'integer',
            minimum: 0,
          },
          concurrency: {
            description:
              'Messages handled at once per function in this engine (10 by default); a `fifo` queue still runs one message of a group at a time.',
            type: 'integer',
            minimum: 1,
          },
          visibility_timeout_ms: {
            description:
              'Deadline of one delivery (30000 by default): past it the attempt is cancelled and counted as failed; with the redis adapter, a message taken by an engine that went away is delivered again after it.',
            type: 'integer',
            minimum: 1,
          },
          backoff_ms: {
            description: 'Base wait between retries, in milliseconds (1000 by default).',
            type: 'integer',
            minimum: 0,
          },
          backoff_type: {
            description:
              '`exponential` (default): the wait doubles after each failed attempt (`backoff_ms · 2^(n-1)`); `fixed`: always `backoff_ms`.',
            enum: ['fixed', 'exponential'],
          },
          delay_seconds: {
            description: 'Seconds before a new message can be delivered.',
            type: 'number',
            minimum: 0,
          },
          max_priority: {
            description:
              'Highest message priority the queue distinguishes; higher priorities are delivered first. 0 (default) ignores priorities.',
            type: 'integer',
            minimum: 0,
          },
          message_group_field: {
            description:
              "`fifo`: the data field whose value is a message's group; order is kept within a group. Without it a fifo queue is one group.",
            type: 'string',
            minLength: 1,
          },
        },
        additionalProperties: false,
      },
    },
    max_messages: {
      description:
        'Most messages kept (waiting, in flight and dead-lettered) over every queue; an enqueue or publish past it fails with `queue_full`. 1000000 by default.',
      type: 'integer',
      minimum: 1,
    },
    poll_interval_ms: {
      description:
        '`redis` adapter: how often an idle consumer looks for messages other engines enqueued (messages from this engine wake it at once). 200 by default.',
      type: 'integer',
      minimum: 1,
    },
  },
  additionalProperties: false,
  examples: [
    {},
    { queues: { emails: { type: 'fifo', max_retries: 5 } } },
    {
      adapter: { name: 'redis', url: 'redis://127.0.0.1:6379/0' },
      queues: {
        mail: {
          type: 'fifo',
          message_group_field: 'user',
          backoff_type: 'fixed',
          backoff_ms: 500,
          delay_seconds: 1,
          max_priority: 5,
        },
      },
    },
  ],
};
function validate38(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-queue.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate38.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === 'adapter' ||
        key0 === 'queues' ||
        key0 === 'max_messages' ||
        key0 === 'poll_interval_ms'
      )) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.adapter !== undefined) {
      let data0 = data.adapter;
      if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
        if (data0.name === undefined) {
          const err1 = {
            instancePath: instancePath + '/adapter',
            schemaPath: 'store-adapter.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'name' },
            message: "must have required property '" + 'name' + "'",
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        for (const key1 in data0) {
          if (!(
            key1 === 'name' ||
            key1 === 'path' ||
            key1 === 'durability' ||
            key1 === 'batch_window_ms' ||
            key1 === 'url' ||
            key1 === 'key_prefix' ||
            key1 === 'command_timeout_ms' ||
            key1 === 'config'
          )) {
            const err2 = {
              instancePath: instancePath + '/adapter',
              schemaPath: 'store-adapter.schema.json/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data0.name !== undefined) {
          let data1 = data0.name;
          if (!(data1 === 'in_memory' || data1 === 'file_based' || data1 === 'redis' || data1 === 'kv')) {
            const err3 = {
              instancePath: instancePath + '/adapter/name',
              schemaPath: 'store-adapter.schema.json/properties/name/enum',
              keyword: 'enum',
              params: { allowedValues: schema40.properties.name.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data0.path !== undefined) {
          let data2 = data0.path;
          if (typeof data2 === 'string') {
            if (func1(data2) < 1) {
              const err4 = {
                instancePath: instancePath + '/adapter/path',
                schemaPath: 'store-adapter.schema.json/properties/path/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = {
              instancePath: instancePath + '/adapter/path',
              schemaPath: 'store-adapter.schema.json/properties/path/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data0.durability !== undefined) {
          let data3 = data0.durability;
          if (!(data3 === 'fsync' || data3 === 'batched')) {
            const err6 = {
              instancePath: instancePath + '/adapter/durability',
              schemaPath: 'store-adapter.schema.json/properties/durability/enum',
              keyword: 'enum',
              params: { allowedValues: schema40.properties.durability.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data0.batch_window_ms !== undefined) {
          let data4 = data0.batch_window_ms;
          if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
            const err7 = {
              instancePath: instancePath + '/adapter/batch_window_ms',
              schemaPath: 'store-adapter.schema.json/properties/batch_window_ms/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          if (typeof data4 == 'number' && isFinite(data4)) {
            if (data4 < 1 || isNaN(data4)) {
              const err8 = {
                instancePath: instancePath + '/adapter/batch_window_ms',
                schemaPath: 'store-adapter.schema.json/properties/batch_window_ms/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1 },
                message: 'must be >= 1',
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          }
        }
        if (data0.url !== undefined) {
          let data5 = data0.url;
          if (typeof data5 === 'string') {
            if (func1(data5) < 1) {
              const err9 = {
                instancePath: instancePath + '/adapter/url',
                schemaPath: 'store-adapter.schema.json/properties/url/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          } else {
            const err10 = {
              instancePath: instancePath + '/adapter/url',
              schemaPath: 'store-adapter.schema.json/properties/url/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data0.key_prefix !== undefined) {
          if (typeof data0.key_prefix !== 'string') {
            const err11 = {
              instancePath: instancePath + '/adapter/key_prefix',
              schemaPath: 'store-adapter.schema.json/properties/key_prefix/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data0.command_timeout_ms !== undefined) {
          let data7 = data0.command_timeout_ms;
          if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
            const err12 = {
              instancePath: instancePath + '/adapter/command_timeout_ms',
              schemaPath: 'store-adapter.schema.json/properties/command_timeout_ms/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (typeof data7 == 'number' && isFinite(data7)) {
            if (data7 < 1 || isNaN(data7)) {
              const err13 = {
                instancePath: instancePath + '/adapter/command_timeout_ms',
                schemaPath: 'store-adapter.schema.json/properties/command_timeout_ms/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1 },
                message: 'must be >= 1',
              };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          }
        }
        if (data0.config !== undefined) {
          let data8 = data0.config;
          if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
            for (const key2 in data8) {
              if (!(
                key2 === 'store_method' ||
                key2 === 'file_path' ||
                key2 === 'save_interval_ms' ||
                key2 === 'redis_url'
              )) {
                const err14 = {
                  instancePath: instancePath + '/adapter/config',
                  schemaPath: 'store-adapter.schema.json/properties/config/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key2 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data8.store_method !== undefined) {
              let data9 = data8.store_method;
              if (!(data9 === 'in_memory' || data9 === 'file_based')) {
                const err15 = {
                  instancePath: instancePath + '/adapter/config/store_method',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/store_method/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema40.properties.config.properties.store_method.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
            if (data8.file_path !== undefined) {
              if (typeof data8.file_path !== 'string') {
                const err16 = {
                  instancePath: instancePath + '/adapter/config/file_path',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/file_path/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data8.save_interval_ms !== undefined) {
              let data11 = data8.save_interval_ms;
              if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
                const err17 = {
                  instancePath: instancePath + '/adapter/config/save_interval_ms',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/save_interval_ms/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
              if (typeof data11 == 'number' && isFinite(data11)) {
                if (data11 < 1 || isNaN(data11)) {
                  const err18 = {
                    instancePath: instancePath + '/adapter/config/save_interval_ms',
                    schemaPath:
                      'store-adapter.schema.json/properties/config/properties/save_interval_ms/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 1 },
                    message: 'must be >= 1',
                  };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              }
            }
            if (data8.redis_url !== undefined) {
              if (typeof data8.redis_url !== 'string') {
                const err19 = {
                  instancePath: instancePath + '/adapter/config/redis_url',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/redis_url/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
          } else {
            const err20 = {
              instancePath: instancePath + '/adapter/config',
              schemaPath: 'store-adapter.schema.json/properties/config/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
      } else {
        const err21 = {
          instancePath: instancePath + '/adapter',
          schemaPath: 'store-adapter.schema.json/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.queues !== undefined) {
      let data13 = data.queues;
      if (data13 && typeof data13 == 'object' && !Array.isArray(data13)) {
        for (const key3 in data13) {
          let data14 = data13[key3];
          if (data14 && typeof data14 == 'object' && !Array.isArray(data14)) {
            for (const key4 in data14) {
              if (!func2.call(schema56.properties.queues.additionalProperties.properties, key4)) {
                const err22 = {
                  instancePath: instancePath + '/queues/' + key3.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/properties/queues/additionalProperties/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key4 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
            if (data14.type !== undefined) {
              let data15 = data14.type;
              if (!(data15 === 'standard' || data15 === 'fifo')) {
                const err23 = {
                  instancePath:
                    instancePath + '/queues/' + key3.replace(/~/g, '~0').replace(/\//g, '~1') + '/type',
                  schemaPath: '#/properties/queues/additionalProperties/properties/type/enum',
                  keyword: 'enum',
                  params: {
                    allowedValues: schema56.properties.queues.additionalProperties.properties.type.enum,
                  },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (data14.max_retries !== undefined) {
              let data16 = data14.max_retries;
              if (!(typeof data16 == 'number' && !(data16 % 1) && !isNaN(data16) && isFinite(data16))) {
                const err24 = {
                  instancePath:
                    instancePath +
                    '/queues/' +
                    key3.replace(/~/g, '~0').replace(/\//g, '~1') +
                    '/max_retries',
                  schemaPath: '#/properties/queues/additionalProperties/properties/max_retries/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
              if (typeof data16 == 'number' && isFinite(data16)) {
                if (data16 < 0 || isNaN(data16)) {
                  const err25 = {
                    instancePath:
                      instancePath +
                      '/queues/' +
                      key3.replace(/~/g, '~0').replace(/\//g, '~1') +
                      '/max_retries',
                    schemaPath: '#/properties/queues/additionalProperties/properties/max_retries/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 0 },
                    message: 'must be >= 0',
                  };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
              }
            }
            if (data14.concurrency !== undefined) {
              let data17 = data14.concurrency;
              if (!(typeof data17 == 'number' && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
                const err26 = {
                  instancePath:
                    instancePath +
                    '/queues/' +
                    key3.replace(/~/g, '~0').replace(/\//g, '~1') +
                    '/concurrency',
                  schemaPath: '#/properties/queues/additionalProperties/properties/concurrency/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
              if (typeof data17 == 'number' && isFinite(data17)) {
                if (data17 < 1 || isNaN(data17)) {
                  const err27 = {
                    instancePath:
                      instancePath +
                      '/queues/' +
                      key3.replace(/~/g, '~0').replace(/\//g, '~1') +
                      '/concurrency',
                    schemaPath: '#/properties/queues/additionalProperties/properties/concurrency/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 1 },
                    message: 'must be >= 1',
                  };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
            }
            if (data14.visibility_timeout_ms !== undefined) {
              let data18 = data14.visibility_timeout_ms;
              if (!(typeof data18 == 'number' && !(data18 % 1) && !isNaN(data18) && isFinite(data18))) {
                const err28 = {
                  instancePath:
                    instancePath +
                    '/queues/' +
                    key3.replace(/~/g, '~0').replace(/\//g, '~1') +
                    '/visibility_timeout_ms',
                  schemaPath:
                    '#/properties/queues/additionalProperties/properties/visibility_timeout_ms/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
              if (typeof data18 == 'number' && isFinite(data18)) {
                if (data18 < 1 || isNaN(data18)) {
                  const err29 = {
                    instancePath:
                      instancePath +
                      '/queues/' +
                      key3.replace(/~/g, '~0').replace(/\//g, '~1') +
                      '/visibility_timeout_ms',
                    schemaPath:
                      '#/properties/queues/additionalProperties/properties/visibility_timeout_ms/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 1 },
                    message: 'must be >= 1',
                  };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
              }
            }
            if (data14.backoff_ms !== undefined) {
              let data19 = data14.backoff_ms;
              if (!(typeof data19 == 'number' && !(data19 % 1) && !isNaN(data19) && isFinite(data19))) {
                const err30 = {
                  instancePath:
                    instancePath + '/queues/' + key3.replace(/~/g, '~0').replace(/\//g, '~1') + '/backoff_ms',
                  schemaPath: '#/properties/queues/additionalProperties/properties/backoff_ms/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
              if (typeof data19 == 'number' && isFinite(data19)) {
                if (data19 < 0 || isNaN(data19)) {
                  const err31 = {
                    instancePath:
                      instancePath +
                      '/queues/' +
                      key3.replace(/~/g, '~0').replace(/\//g, '~1') +
                      '/backoff_ms',
                    schemaPath: '#/properties/queues/additionalProperties/properties/backoff_ms/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 0 },
                    message: 'must be >= 0',
                  };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
            }
            if (data14.backoff_type !== undefined) {
              let data20 = data14.backoff_type;
              if (!(data20 === 'fixed' || data20 === 'exponential')) {
                const err32 = {
                  instancePath:
                    instancePath +
                    '/queues/' +
                    key3.replace(/~/g, '~0').replace(/\//g, '~1') +
                    '/backoff_type',
                  schemaPath: '#/properties/queues/additionalProperties/properties/backoff_type/enum',
                  keyword: 'enum',
                  params: {
                    allowedValues:
                      schema56.properties.queues.additionalProperties.properties.backoff_type.enum,
                  },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            }
            if (data14.delay_seconds !== undefined) {
              let data21 = data14.delay_seconds;
              if (typeof data21 == 'number' && isFinite(data21)) {
                if (data21 < 0 || isNaN(data21)) {
                  const err33 = {
                    instancePath:
                      instancePath +
                      '/queues/' +
                      key3.replace(/~/g, '~0').replace(/\//g, '~1') +
                      '/delay_seconds',
                    schemaPath: '#/properties/queues/additionalProperties/properties/delay_seconds/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 0 },
                    message: 'must be >= 0',
                  };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              } else {
                const err34 = {
                  instancePath:
                    instancePath +
                    '/queues/' +
                    key3.replace(/~/g, '~0').replace(/\//g, '~1') +
                    '/delay_seconds',
                  schemaPath: '#/properties/queues/additionalProperties/properties/delay_seconds/type',
                  keyword: 'type',
                  params: { type: 'number' },
                  message: 'must be number',
                };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data14.max_priority !== undefined) {
              let data22 = data14.max_priority;
              if (!(typeof data22 == 'number' && !(data22 % 1) && !isNaN(data22) && isFinite(data22))) {
                const err35 = {
                  instancePath:
                    instancePath +
                    '/queues/' +
                    key3.replace(/~/g, '~0').replace(/\//g, '~1') +
                    '/max_priority',
                  schemaPath: '#/properties/queues/additionalProperties/properties/max_priority/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
              if (typeof data22 == 'number' && isFinite(data22)) {
                if (data22 < 0 || isNaN(data22)) {
                  const err36 = {
                    instancePath:
                      instancePath +
                      '/queues/' +
                      key3.replace(/~/g, '~0').replace(/\//g, '~1') +
                      '/max_priority',
                    schemaPath: '#/properties/queues/additionalProperties/properties/max_priority/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 0 },
                    message: 'must be >= 0',
                  };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
              }
            }
            if (data14.message_group_field !== undefined) {
              let data23 = data14.message_group_field;
              if (typeof data23 === 'string') {
                if (func1(data23) < 1) {
                  const err37 = {
                    instancePath:
                      instancePath +
                      '/queues/' +
                      key3.replace(/~/g, '~0').replace(/\//g, '~1') +
                      '/message_group_field',
                    schemaPath:
                      '#/properties/queues/additionalProperties/properties/message_group_field/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
              } else {
                const err38 = {
                  instancePath:
                    instancePath +
                    '/queues/' +
                    key3.replace(/~/g, '~0').replace(/\//g, '~1') +
                    '/message_group_field',
                  schemaPath: '#/properties/queues/additionalProperties/properties/message_group_field/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
          } else {
            const err39 = {
              instancePath: instancePath + '/queues/' + key3.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/queues/additionalProperties/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
      } else {
        const err40 = {
          instancePath: instancePath + '/queues',
          schemaPath: '#/properties/queues/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.max_messages !== undefined) {
      let data24 = data.max_messages;
      if (!(typeof data24 == 'number' && !(data24 % 1) && !isNaN(data24) && isFinite(data24))) {
        const err41 = {
          instancePath: instancePath + '/max_messages',
          schemaPath: '#/properties/max_messages/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
      if (typeof data24 == 'number' && isFinite(data24)) {
        if (data24 < 1 || isNaN(data24)) {
          const err42 = {
            instancePath: instancePath + '/max_messages',
            schemaPath: '#/properties/max_messages/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
      }
    }
    if (data.poll_interval_ms !== undefined) {
      let data25 = data.poll_interval_ms;
      if (!(typeof data25 == 'number' && !(data25 % 1) && !isNaN(data25) && isFinite(data25))) {
        const err43 = {
          instancePath: instancePath + '/poll_interval_ms',
          schemaPath: '#/properties/poll_interval_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
      if (typeof data25 == 'number' && isFinite(data25)) {
        if (data25 < 1 || isNaN(data25)) {
          const err44 = {
            instancePath: instancePath + '/poll_interval_ms',
            schemaPath: '#/properties/poll_interval_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
      }
    }
  } else {
    const err45 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err45];
    } else {
      vErrors.push(err45);
    }
    errors++;
  }
  validate38.errors = vErrors;
  return errors === 0;
}
validate38.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate22(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/builtin-worker-entry.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.name !== undefined) {
      if (typeof data.name !== 'string') {
        const err1 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    const tag0 = data.name;
    if (typeof tag0 == 'string') {
      if (tag0 === 'svc-bridge') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err2 = {
              instancePath,
              schemaPath: '#/oneOf/0/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
          for (const key0 in data) {
            if (!(key0 === 'name' || key0 === 'config')) {
              const err3 = {
                instancePath,
                schemaPath: '#/oneOf/0/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data1 = data.name;
            if (!(data1 === 'svc-bridge' || data1 === 'iii-worker-manager')) {
              const err4 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/0/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[0].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate23(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err5 = {
            instancePath,
            schemaPath: '#/oneOf/0/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else if (tag0 === 'iii-worker-manager') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err6 = {
              instancePath,
              schemaPath: '#/oneOf/0/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
          for (const key1 in data) {
            if (!(key1 === 'name' || key1 === 'config')) {
              const err7 = {
                instancePath,
                schemaPath: '#/oneOf/0/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key1 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data3 = data.name;
            if (!(data3 === 'svc-bridge' || data3 === 'iii-worker-manager')) {
              const err8 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/0/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[0].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate23(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err9 = {
            instancePath,
            schemaPath: '#/oneOf/0/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else if (tag0 === 'svc-http') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err10 = {
              instancePath,
              schemaPath: '#/oneOf/1/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          for (const key2 in data) {
            if (!(key2 === 'name' || key2 === 'config')) {
              const err11 = {
                instancePath,
                schemaPath: '#/oneOf/1/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key2 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data5 = data.name;
            if (!(data5 === 'svc-http' || data5 === 'iii-http' || data5 === 'http')) {
              const err12 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/1/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[1].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate26(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err13 = {
            instancePath,
            schemaPath: '#/oneOf/1/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else if (tag0 === 'iii-http') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err14 = {
              instancePath,
              schemaPath: '#/oneOf/1/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          for (const key3 in data) {
            if (!(key3 === 'name' || key3 === 'config')) {
              const err15 = {
                instancePath,
                schemaPath: '#/oneOf/1/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key3 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data7 = data.name;
            if (!(data7 === 'svc-http' || data7 === 'iii-http' || data7 === 'http')) {
              const err16 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/1/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[1].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate26(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err17 = {
            instancePath,
            schemaPath: '#/oneOf/1/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else if (tag0 === 'http') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err18 = {
              instancePath,
              schemaPath: '#/oneOf/1/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          for (const key4 in data) {
            if (!(key4 === 'name' || key4 === 'config')) {
              const err19 = {
                instancePath,
                schemaPath: '#/oneOf/1/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key4 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data9 = data.name;
            if (!(data9 === 'svc-http' || data9 === 'iii-http' || data9 === 'http')) {
              const err20 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/1/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[1].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate26(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err21 = {
            instancePath,
            schemaPath: '#/oneOf/1/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      } else if (tag0 === 'svc-state') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err22 = {
              instancePath,
              schemaPath: '#/oneOf/2/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          for (const key5 in data) {
            if (!(key5 === 'name' || key5 === 'config')) {
              const err23 = {
                instancePath,
                schemaPath: '#/oneOf/2/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key5 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data11 = data.name;
            if (!(data11 === 'svc-state' || data11 === 'iii-state' || data11 === 'state')) {
              const err24 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/2/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[2].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate30(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err25 = {
            instancePath,
            schemaPath: '#/oneOf/2/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      } else if (tag0 === 'iii-state') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err26 = {
              instancePath,
              schemaPath: '#/oneOf/2/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          for (const key6 in data) {
            if (!(key6 === 'name' || key6 === 'config')) {
              const err27 = {
                instancePath,
                schemaPath: '#/oneOf/2/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key6 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data13 = data.name;
            if (!(data13 === 'svc-state' || data13 === 'iii-state' || data13 === 'state')) {
              const err28 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/2/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[2].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate30(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err29 = {
            instancePath,
            schemaPath: '#/oneOf/2/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      } else if (tag0 === 'state') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err30 = {
              instancePath,
              schemaPath: '#/oneOf/2/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
          for (const key7 in data) {
            if (!(key7 === 'name' || key7 === 'config')) {
              const err31 = {
                instancePath,
                schemaPath: '#/oneOf/2/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key7 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data15 = data.name;
            if (!(data15 === 'svc-state' || data15 === 'iii-state' || data15 === 'state')) {
              const err32 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/2/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[2].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate30(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err33 = {
            instancePath,
            schemaPath: '#/oneOf/2/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      } else if (tag0 === 'svc-stream') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err34 = {
              instancePath,
              schemaPath: '#/oneOf/3/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          for (const key8 in data) {
            if (!(key8 === 'name' || key8 === 'config')) {
              const err35 = {
                instancePath,
                schemaPath: '#/oneOf/3/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key8 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data17 = data.name;
            if (!(data17 === 'svc-stream' || data17 === 'iii-stream' || data17 === 'stream')) {
              const err36 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/3/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[3].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate34(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err37 = {
            instancePath,
            schemaPath: '#/oneOf/3/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
      } else if (tag0 === 'iii-stream') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err38 = {
              instancePath,
              schemaPath: '#/oneOf/3/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
          for (const key9 in data) {
            if (!(key9 === 'name' || key9 === 'config')) {
              const err39 = {
                instancePath,
                schemaPath: '#/oneOf/3/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key9 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data19 = data.name;
            if (!(data19 === 'svc-stream' || data19 === 'iii-stream' || data19 === 'stream')) {
              const err40 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/3/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[3].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate34(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err41 = {
            instancePath,
            schemaPath: '#/oneOf/3/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      } else if (tag0 === 'stream') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err42 = {
              instancePath,
              schemaPath: '#/oneOf/3/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
          for (const key10 in data) {
            if (!(key10 === 'name' || key10 === 'config')) {
              const err43 = {
                instancePath,
                schemaPath: '#/oneOf/3/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key10 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data21 = data.name;
            if (!(data21 === 'svc-stream' || data21 === 'iii-stream' || data21 === 'stream')) {
              const err44 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/3/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[3].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate34(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err45 = {
            instancePath,
            schemaPath: '#/oneOf/3/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
      } else if (tag0 === 'svc-channels') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err46 = {
              instancePath,
              schemaPath: '#/oneOf/4/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
          for (const key11 in data) {
            if (!(key11 === 'name' || key11 === 'config')) {
              const err47 = {
                instancePath,
                schemaPath: '#/oneOf/4/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key11 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data23 = data.name;
            if (!(data23 === 'svc-channels' || data23 === 'iii-channels' || data23 === 'channels')) {
              const err48 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/4/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[4].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data24 = data.config;
            if (data24 && typeof data24 == 'object' && !Array.isArray(data24)) {
              for (const key12 in data24) {
                if (!(
                  key12 === 'max_channels' ||
                  key12 === 'buffer_bytes' ||
                  key12 === 'max_frame_bytes' ||
                  key12 === 'connect_timeout_ms'
                )) {
                  const err49 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-channels.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key12 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err49];
                  } else {
                    vErrors.push(err49);
                  }
                  errors++;
                }
              }
              if (data24.max_channels !== undefined) {
                let data25 = data24.max_channels;
                if (!(typeof data25 == 'number' && !(data25 % 1) && !isNaN(data25) && isFinite(data25))) {
                  const err50 = {
                    instancePath: instancePath + '/config/max_channels',
                    schemaPath: 'workers/svc-channels.schema.json/properties/max_channels/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err50];
                  } else {
                    vErrors.push(err50);
                  }
                  errors++;
                }
                if (typeof data25 == 'number' && isFinite(data25)) {
                  if (data25 < 1 || isNaN(data25)) {
                    const err51 = {
                      instancePath: instancePath + '/config/max_channels',
                      schemaPath: 'workers/svc-channels.schema.json/properties/max_channels/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err51];
                    } else {
                      vErrors.push(err51);
                    }
                    errors++;
                  }
                }
              }
              if (data24.buffer_bytes !== undefined) {
                let data26 = data24.buffer_bytes;
                if (!(typeof data26 == 'number' && !(data26 % 1) && !isNaN(data26) && isFinite(data26))) {
                  const err52 = {
                    instancePath: instancePath + '/config/buffer_bytes',
                    schemaPath: 'workers/svc-channels.schema.json/properties/buffer_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err52];
                  } else {
                    vErrors.push(err52);
                  }
                  errors++;
                }
                if (typeof data26 == 'number' && isFinite(data26)) {
                  if (data26 < 1024 || isNaN(data26)) {
                    const err53 = {
                      instancePath: instancePath + '/config/buffer_bytes',
                      schemaPath: 'workers/svc-channels.schema.json/properties/buffer_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
                    };
                    if (vErrors === null) {
                      vErrors = [err53];
                    } else {
                      vErrors.push(err53);
                    }
                    errors++;
                  }
                }
              }
              if (data24.max_frame_bytes !== undefined) {
                let data27 = data24.max_frame_bytes;
                if (!(typeof data27 == 'number' && !(data27 % 1) && !isNaN(data27) && isFinite(data27))) {
                  const err54 = {
                    instancePath: instancePath + '/config/max_frame_bytes',
                    schemaPath: 'workers/svc-channels.schema.json/properties/max_frame_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err54];
                  } else {
                    vErrors.push(err54);
                  }
                  errors++;
                }
                if (typeof data27 == 'number' && isFinite(data27)) {
                  if (data27 < 1024 || isNaN(data27)) {
                    const err55 = {
                      instancePath: instancePath + '/config/max_frame_bytes',
                      schemaPath: 'workers/svc-channels.schema.json/properties/max_frame_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
                    };
                    if (vErrors === null) {
                      vErrors = [err55];
                    } else {
                      vErrors.push(err55);
                    }
                    errors++;
                  }
                }
              }
              if (data24.connect_timeout_ms !== undefined) {
                let data28 = data24.connect_timeout_ms;
                if (!(typeof data28 == 'number' && !(data28 % 1) && !isNaN(data28) && isFinite(data28))) {
                  const err56 = {
                    instancePath: instancePath + '/config/connect_timeout_ms',
                    schemaPath: 'workers/svc-channels.schema.json/properties/connect_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err56];
                  } else {
                    vErrors.push(err56);
                  }
                  errors++;
                }
                if (typeof data28 == 'number' && isFinite(data28)) {
                  if (data28 < 1 || isNaN(data28)) {
                    const err57 = {
                      instancePath: instancePath + '/config/connect_timeout_ms',
                      schemaPath: 'workers/svc-channels.schema.json/properties/connect_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err57];
                    } else {
                      vErrors.push(err57);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err58 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-channels.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err58];
              } else {
                vErrors.push(err58);
              }
              errors++;
            }
          }
        } else {
          const err59 = {
            instancePath,
            schemaPath: '#/oneOf/4/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err59];
          } else {
            vErrors.push(err59);
          }
          errors++;
        }
      } else if (tag0 === 'iii-channels') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err60 = {
              instancePath,
              schemaPath: '#/oneOf/4/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
          for (const key13 in data) {
            if (!(key13 === 'name' || key13 === 'config')) {
              const err61 = {
                instancePath,
                schemaPath: '#/oneOf/4/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key13 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data29 = data.name;
            if (!(data29 === 'svc-channels' || data29 === 'iii-channels' || data29 === 'channels')) {
              const err62 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/4/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[4].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err62];
              } else {
                vErrors.push(err62);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data30 = data.config;
            if (data30 && typeof data30 == 'object' && !Array.isArray(data30)) {
              for (const key14 in data30) {
                if (!(
                  key14 === 'max_channels' ||
                  key14 === 'buffer_bytes' ||
                  key14 === 'max_frame_bytes' ||
                  key14 === 'connect_timeout_ms'
                )) {
                  const err63 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-channels.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key14 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err63];
                  } else {
                    vErrors.push(err63);
                  }
                  errors++;
                }
              }
              if (data30.max_channels !== undefined) {
                let data31 = data30.max_channels;
                if (!(typeof data31 == 'number' && !(data31 % 1) && !isNaN(data31) && isFinite(data31))) {
                  const err64 = {
                    instancePath: instancePath + '/config/max_channels',
                    schemaPath: 'workers/svc-channels.schema.json/properties/max_channels/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err64];
                  } else {
                    vErrors.push(err64);
                  }
                  errors++;
                }
                if (typeof data31 == 'number' && isFinite(data31)) {
                  if (data31 < 1 || isNaN(data31)) {
                    const err65 = {
                      instancePath: instancePath + '/config/max_channels',
                      schemaPath: 'workers/svc-channels.schema.json/properties/max_channels/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err65];
                    } else {
                      vErrors.push(err65);
                    }
                    errors++;
                  }
                }
              }
              if (data30.buffer_bytes !== undefined) {
                let data32 = data30.buffer_bytes;
                if (!(typeof data32 == 'number' && !(data32 % 1) && !isNaN(data32) && isFinite(data32))) {
                  const err66 = {
                    instancePath: instancePath + '/config/buffer_bytes',
                    schemaPath: 'workers/svc-channels.schema.json/properties/buffer_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err66];
                  } else {
                    vErrors.push(err66);
                  }
                  errors++;
                }
                if (typeof data32 == 'number' && isFinite(data32)) {
                  if (data32 < 1024 || isNaN(data32)) {
                    const err67 = {
                      instancePath: instancePath + '/config/buffer_bytes',
                      schemaPath: 'workers/svc-channels.schema.json/properties/buffer_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
                    };
                    if (vErrors === null) {
                      vErrors = [err67];
                    } else {
                      vErrors.push(err67);
                    }
                    errors++;
                  }
                }
              }
              if (data30.max_frame_bytes !== undefined) {
                let data33 = data30.max_frame_bytes;
                if (!(typeof data33 == 'number' && !(data33 % 1) && !isNaN(data33) && isFinite(data33))) {
                  const err68 = {
                    instancePath: instancePath + '/config/max_frame_bytes',
                    schemaPath: 'workers/svc-channels.schema.json/properties/max_frame_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err68];
                  } else {
                    vErrors.push(err68);
                  }
                  errors++;
                }
                if (typeof data33 == 'number' && isFinite(data33)) {
                  if (data33 < 1024 || isNaN(data33)) {
                    const err69 = {
                      instancePath: instancePath + '/config/max_frame_bytes',
                      schemaPath: 'workers/svc-channels.schema.json/properties/max_frame_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
                    };
                    if (vErrors === null) {
                      vErrors = [err69];
                    } else {
                      vErrors.push(err69);
                    }
                    errors++;
                  }
                }
              }
              if (data30.connect_timeout_ms !== undefined) {
                let data34 = data30.connect_timeout_ms;
                if (!(typeof data34 == 'number' && !(data34 % 1) && !isNaN(data34) && isFinite(data34))) {
                  const err70 = {
                    instancePath: instancePath + '/config/connect_timeout_ms',
                    schemaPath: 'workers/svc-channels.schema.json/properties/connect_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err70];
                  } else {
                    vErrors.push(err70);
                  }
                  errors++;
                }
                if (typeof data34 == 'number' && isFinite(data34)) {
                  if (data34 < 1 || isNaN(data34)) {
                    const err71 = {
                      instancePath: instancePath + '/config/connect_timeout_ms',
                      schemaPath: 'workers/svc-channels.schema.json/properties/connect_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err71];
                    } else {
                      vErrors.push(err71);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err72 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-channels.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err72];
              } else {
                vErrors.push(err72);
              }
              errors++;
            }
          }
        } else {
          const err73 = {
            instancePath,
            schemaPath: '#/oneOf/4/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err73];
          } else {
            vErrors.push(err73);
          }
          errors++;
        }
      } else if (tag0 === 'channels') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err74 = {
              instancePath,
              schemaPath: '#/oneOf/4/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err74];
            } else {
              vErrors.push(err74);
            }
            errors++;
          }
          for (const key15 in data) {
            if (!(key15 === 'name' || key15 === 'config')) {
              const err75 = {
                instancePath,
                schemaPath: '#/oneOf/4/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key15 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err75];
              } else {
                vErrors.push(err75);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data35 = data.name;
            if (!(data35 === 'svc-channels' || data35 === 'iii-channels' || data35 === 'channels')) {
              const err76 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/4/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[4].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err76];
              } else {
                vErrors.push(err76);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data36 = data.config;
            if (data36 && typeof data36 == 'object' && !Array.isArray(data36)) {
              for (const key16 in data36) {
                if (!(
                  key16 === 'max_channels' ||
                  key16 === 'buffer_bytes' ||
                  key16 === 'max_frame_bytes' ||
                  key16 === 'connect_timeout_ms'
                )) {
                  const err77 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-channels.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key16 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err77];
                  } else {
                    vErrors.push(err77);
                  }
                  errors++;
                }
              }
              if (data36.max_channels !== undefined) {
                let data37 = data36.max_channels;
                if (!(typeof data37 == 'number' && !(data37 % 1) && !isNaN(data37) && isFinite(data37))) {
                  const err78 = {
                    instancePath: instancePath + '/config/max_channels',
                    schemaPath: 'workers/svc-channels.schema.json/properties/max_channels/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err78];
                  } else {
                    vErrors.push(err78);
                  }
                  errors++;
                }
                if (typeof data37 == 'number' && isFinite(data37)) {
                  if (data37 < 1 || isNaN(data37)) {
                    const err79 = {
                      instancePath: instancePath + '/config/max_channels',
                      schemaPath: 'workers/svc-channels.schema.json/properties/max_channels/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err79];
                    } else {
                      vErrors.push(err79);
                    }
                    errors++;
                  }
                }
              }
              if (data36.buffer_bytes !== undefined) {
                let data38 = data36.buffer_bytes;
                if (!(typeof data38 == 'number' && !(data38 % 1) && !isNaN(data38) && isFinite(data38))) {
                  const err80 = {
                    instancePath: instancePath + '/config/buffer_bytes',
                    schemaPath: 'workers/svc-channels.schema.json/properties/buffer_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err80];
                  } else {
                    vErrors.push(err80);
                  }
                  errors++;
                }
                if (typeof data38 == 'number' && isFinite(data38)) {
                  if (data38 < 1024 || isNaN(data38)) {
                    const err81 = {
                      instancePath: instancePath + '/config/buffer_bytes',
                      schemaPath: 'workers/svc-channels.schema.json/properties/buffer_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
                    };
                    if (vErrors === null) {
                      vErrors = [err81];
                    } else {
                      vErrors.push(err81);
                    }
                    errors++;
                  }
                }
              }
              if (data36.max_frame_bytes !== undefined) {
                let data39 = data36.max_frame_bytes;
                if (!(typeof data39 == 'number' && !(data39 % 1) && !isNaN(data39) && isFinite(data39))) {
                  const err82 = {
                    instancePath: instancePath + '/config/max_frame_bytes',
                    schemaPath: 'workers/svc-channels.schema.json/properties/max_frame_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err82];
                  } else {
                    vErrors.push(err82);
                  }
                  errors++;
                }
                if (typeof data39 == 'number' && isFinite(data39)) {
                  if (data39 < 1024 || isNaN(data39)) {
                    const err83 = {
                      instancePath: instancePath + '/config/max_frame_bytes',
                      schemaPath: 'workers/svc-channels.schema.json/properties/max_frame_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
                    };
                    if (vErrors === null) {
                      vErrors = [err83];
                    } else {
                      vErrors.push(err83);
                    }
                    errors++;
                  }
                }
              }
              if (data36.connect_timeout_ms !== undefined) {
                let data40 = data36.connect_timeout_ms;
                if (!(typeof data40 == 'number' && !(data40 % 1) && !isNaN(data40) && isFinite(data40))) {
                  const err84 = {
                    instancePath: instancePath + '/config/connect_timeout_ms',
                    schemaPath: 'workers/svc-channels.schema.json/properties/connect_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err84];
                  } else {
                    vErrors.push(err84);
                  }
                  errors++;
                }
                if (typeof data40 == 'number' && isFinite(data40)) {
                  if (data40 < 1 || isNaN(data40)) {
                    const err85 = {
                      instancePath: instancePath + '/config/connect_timeout_ms',
                      schemaPath: 'workers/svc-channels.schema.json/properties/connect_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err85];
                    } else {
                      vErrors.push(err85);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err86 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-channels.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err86];
              } else {
                vErrors.push(err86);
              }
              errors++;
            }
          }
        } else {
          const err87 = {
            instancePath,
            schemaPath: '#/oneOf/4/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err87];
          } else {
            vErrors.push(err87);
          }
          errors++;
        }
      } else if (tag0 === 'svc-http-functions') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err88 = {
              instancePath,
              schemaPath: '#/oneOf/5/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err88];
            } else {
              vErrors.push(err88);
            }
            errors++;
          }
          for (const key17 in data) {
            if (!(key17 === 'name' || key17 === 'config')) {
              const err89 = {
                instancePath,
                schemaPath: '#/oneOf/5/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key17 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err89];
              } else {
                vErrors.push(err89);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data41 = data.name;
            if (!(
              data41 === 'svc-http-functions' ||
              data41 === 'iii-http-functions' ||
              data41 === 'http-functions'
            )) {
              const err90 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/5/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[5].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err90];
              } else {
                vErrors.push(err90);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data42 = data.config;
            if (data42 && typeof data42 == 'object' && !Array.isArray(data42)) {
              for (const key18 in data42) {
                if (!(
                  key18 === 'allowed_urls' ||
                  key18 === 'default_timeout_ms' ||
                  key18 === 'max_response_bytes'
                )) {
                  const err91 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-http-functions.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key18 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err91];
                  } else {
                    vErrors.push(err91);
                  }
                  errors++;
                }
              }
              if (data42.allowed_urls !== undefined) {
                let data43 = data42.allowed_urls;
                if (Array.isArray(data43)) {
                  const len0 = data43.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let data44 = data43[i0];
                    if (typeof data44 === 'string') {
                      if (func1(data44) < 1) {
                        const err92 = {
                          instancePath: instancePath + '/config/allowed_urls/' + i0,
                          schemaPath:
                            'workers/svc-http-functions.schema.json/properties/allowed_urls/items/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err92];
                        } else {
                          vErrors.push(err92);
                        }
                        errors++;
                      }
                    } else {
                      const err93 = {
                        instancePath: instancePath + '/config/allowed_urls/' + i0,
                        schemaPath:
                          'workers/svc-http-functions.schema.json/properties/allowed_urls/items/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err93];
                      } else {
                        vErrors.push(err93);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err94 = {
                    instancePath: instancePath + '/config/allowed_urls',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/allowed_urls/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err94];
                  } else {
                    vErrors.push(err94);
                  }
                  errors++;
                }
              }
              if (data42.default_timeout_ms !== undefined) {
                let data45 = data42.default_timeout_ms;
                if (!(typeof data45 == 'number' && !(data45 % 1) && !isNaN(data45) && isFinite(data45))) {
                  const err95 = {
                    instancePath: instancePath + '/config/default_timeout_ms',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/default_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err95];
                  } else {
                    vErrors.push(err95);
                  }
                  errors++;
                }
                if (typeof data45 == 'number' && isFinite(data45)) {
                  if (data45 < 1 || isNaN(data45)) {
                    const err96 = {
                      instancePath: instancePath + '/config/default_timeout_ms',
                      schemaPath:
                        'workers/svc-http-functions.schema.json/properties/default_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err96];
                    } else {
                      vErrors.push(err96);
                    }
                    errors++;
                  }
                }
              }
              if (data42.max_response_bytes !== undefined) {
                let data46 = data42.max_response_bytes;
                if (!(typeof data46 == 'number' && !(data46 % 1) && !isNaN(data46) && isFinite(data46))) {
                  const err97 = {
                    instancePath: instancePath + '/config/max_response_bytes',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/max_response_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err97];
                  } else {
                    vErrors.push(err97);
                  }
                  errors++;
                }
                if (typeof data46 == 'number' && isFinite(data46)) {
                  if (data46 < 1 || isNaN(data46)) {
                    const err98 = {
                      instancePath: instancePath + '/config/max_response_bytes',
                      schemaPath:
                        'workers/svc-http-functions.schema.json/properties/max_response_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err98];
                    } else {
                      vErrors.push(err98);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err99 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-http-functions.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err99];
              } else {
                vErrors.push(err99);
              }
              errors++;
            }
          }
        } else {
          const err100 = {
            instancePath,
            schemaPath: '#/oneOf/5/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err100];
          } else {
            vErrors.push(err100);
          }
          errors++;
        }
      } else if (tag0 === 'iii-http-functions') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err101 = {
              instancePath,
              schemaPath: '#/oneOf/5/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err101];
            } else {
              vErrors.push(err101);
            }
            errors++;
          }
          for (const key19 in data) {
            if (!(key19 === 'name' || key19 === 'config')) {
              const err102 = {
                instancePath,
                schemaPath: '#/oneOf/5/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key19 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err102];
              } else {
                vErrors.push(err102);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data47 = data.name;
            if (!(
              data47 === 'svc-http-functions' ||
              data47 === 'iii-http-functions' ||
              data47 === 'http-functions'
            )) {
              const err103 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/5/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[5].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err103];
              } else {
                vErrors.push(err103);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data48 = data.config;
            if (data48 && typeof data48 == 'object' && !Array.isArray(data48)) {
              for (const key20 in data48) {
                if (!(
                  key20 === 'allowed_urls' ||
                  key20 === 'default_timeout_ms' ||
                  key20 === 'max_response_bytes'
                )) {
                  const err104 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-http-functions.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key20 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err104];
                  } else {
                    vErrors.push(err104);
                  }
                  errors++;
                }
              }
              if (data48.allowed_urls !== undefined) {
                let data49 = data48.allowed_urls;
                if (Array.isArray(data49)) {
                  const len1 = data49.length;
                  for (let i1 = 0; i1 < len1; i1++) {
                    let data50 = data49[i1];
                    if (typeof data50 === 'string') {
                      if (func1(data50) < 1) {
                        const err105 = {
                          instancePath: instancePath + '/config/allowed_urls/' + i1,
                          schemaPath:
                            'workers/svc-http-functions.schema.json/properties/allowed_urls/items/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err105];
                        } else {
                          vErrors.push(err105);
                        }
                        errors++;
                      }
                    } else {
                      const err106 = {
                        instancePath: instancePath + '/config/allowed_urls/' + i1,
                        schemaPath:
                          'workers/svc-http-functions.schema.json/properties/allowed_urls/items/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err106];
                      } else {
                        vErrors.push(err106);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err107 = {
                    instancePath: instancePath + '/config/allowed_urls',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/allowed_urls/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err107];
                  } else {
                    vErrors.push(err107);
                  }
                  errors++;
                }
              }
              if (data48.default_timeout_ms !== undefined) {
                let data51 = data48.default_timeout_ms;
                if (!(typeof data51 == 'number' && !(data51 % 1) && !isNaN(data51) && isFinite(data51))) {
                  const err108 = {
                    instancePath: instancePath + '/config/default_timeout_ms',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/default_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err108];
                  } else {
                    vErrors.push(err108);
                  }
                  errors++;
                }
                if (typeof data51 == 'number' && isFinite(data51)) {
                  if (data51 < 1 || isNaN(data51)) {
                    const err109 = {
                      instancePath: instancePath + '/config/default_timeout_ms',
                      schemaPath:
                        'workers/svc-http-functions.schema.json/properties/default_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err109];
                    } else {
                      vErrors.push(err109);
                    }
                    errors++;
                  }
                }
              }
              if (data48.max_response_bytes !== undefined) {
                let data52 = data48.max_response_bytes;
                if (!(typeof data52 == 'number' && !(data52 % 1) && !isNaN(data52) && isFinite(data52))) {
                  const err110 = {
                    instancePath: instancePath + '/config/max_response_bytes',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/max_response_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err110];
                  } else {
                    vErrors.push(err110);
                  }
                  errors++;
                }
                if (typeof data52 == 'number' && isFinite(data52)) {
                  if (data52 < 1 || isNaN(data52)) {
                    const err111 = {
                      instancePath: instancePath + '/config/max_response_bytes',
                      schemaPath:
                        'workers/svc-http-functions.schema.json/properties/max_response_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err111];
                    } else {
                      vErrors.push(err111);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err112 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-http-functions.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err112];
              } else {
                vErrors.push(err112);
              }
              errors++;
            }
          }
        } else {
          const err113 = {
            instancePath,
            schemaPath: '#/oneOf/5/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err113];
          } else {
            vErrors.push(err113);
          }
          errors++;
        }
      } else if (tag0 === 'http-functions') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err114 = {
              instancePath,
              schemaPath: '#/oneOf/5/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err114];
            } else {
              vErrors.push(err114);
            }
            errors++;
          }
          for (const key21 in data) {
            if (!(key21 === 'name' || key21 === 'config')) {
              const err115 = {
                instancePath,
                schemaPath: '#/oneOf/5/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key21 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err115];
              } else {
                vErrors.push(err115);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data53 = data.name;
            if (!(
              data53 === 'svc-http-functions' ||
              data53 === 'iii-http-functions' ||
              data53 === 'http-functions'
            )) {
              const err116 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/5/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[5].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err116];
              } else {
                vErrors.push(err116);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data54 = data.config;
            if (data54 && typeof data54 == 'object' && !Array.isArray(data54)) {
              for (const key22 in data54) {
                if (!(
                  key22 === 'allowed_urls' ||
                  key22 === 'default_timeout_ms' ||
                  key22 === 'max_response_bytes'
                )) {
                  const err117 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-http-functions.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key22 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err117];
                  } else {
                    vErrors.push(err117);
                  }
                  errors++;
                }
              }
              if (data54.allowed_urls !== undefined) {
                let data55 = data54.allowed_urls;
                if (Array.isArray(data55)) {
                  const len2 = data55.length;
                  for (let i2 = 0; i2 < len2; i2++) {
                    let data56 = data55[i2];
                    if (typeof data56 === 'string') {
                      if (func1(data56) < 1) {
                        const err118 = {
                          instancePath: instancePath + '/config/allowed_urls/' + i2,
                          schemaPath:
                            'workers/svc-http-functions.schema.json/properties/allowed_urls/items/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err118];
                        } else {
                          vErrors.push(err118);
                        }
                        errors++;
                      }
                    } else {
                      const err119 = {
                        instancePath: instancePath + '/config/allowed_urls/' + i2,
                        schemaPath:
                          'workers/svc-http-functions.schema.json/properties/allowed_urls/items/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err119];
                      } else {
                        vErrors.push(err119);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err120 = {
                    instancePath: instancePath + '/config/allowed_urls',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/allowed_urls/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err120];
                  } else {
                    vErrors.push(err120);
                  }
                  errors++;
                }
              }
              if (data54.default_timeout_ms !== undefined) {
                let data57 = data54.default_timeout_ms;
                if (!(typeof data57 == 'number' && !(data57 % 1) && !isNaN(data57) && isFinite(data57))) {
                  const err121 = {
                    instancePath: instancePath + '/config/default_timeout_ms',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/default_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err121];
                  } else {
                    vErrors.push(err121);
                  }
                  errors++;
                }
                if (typeof data57 == 'number' && isFinite(data57)) {
                  if (data57 < 1 || isNaN(data57)) {
                    const err122 = {
                      instancePath: instancePath + '/config/default_timeout_ms',
                      schemaPath:
                        'workers/svc-http-functions.schema.json/properties/default_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err122];
                    } else {
                      vErrors.push(err122);
                    }
                    errors++;
                  }
                }
              }
              if (data54.max_response_bytes !== undefined) {
                let data58 = data54.max_response_bytes;
                if (!(typeof data58 == 'number' && !(data58 % 1) && !isNaN(data58) && isFinite(data58))) {
                  const err123 = {
                    instancePath: instancePath + '/config/max_response_bytes',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/max_response_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err123];
                  } else {
                    vErrors.push(err123);
                  }
                  errors++;
                }
                if (typeof data58 == 'number' && isFinite(data58)) {
                  if (data58 < 1 || isNaN(data58)) {
                    const err124 = {
                      instancePath: instancePath + '/config/max_response_bytes',
                      schemaPath:
                        'workers/svc-http-functions.schema.json/properties/max_response_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err124];
                    } else {
                      vErrors.push(err124);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err125 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-http-functions.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err125];
              } else {
                vErrors.push(err125);
              }
              errors++;
            }
          }
        } else {
          const err126 = {
            instancePath,
            schemaPath: '#/oneOf/5/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err126];
          } else {
            vErrors.push(err126);
          }
          errors++;
        }
      } else if (tag0 === 'svc-cron') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err127 = {
              instancePath,
              schemaPath: '#/oneOf/6/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err127];
            } else {
              vErrors.push(err127);
            }
            errors++;
          }
          for (const key23 in data) {
            if (!(key23 === 'name' || key23 === 'config')) {
              const err128 = {
                instancePath,
                schemaPath: '#/oneOf/6/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key23 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err128];
              } else {
                vErrors.push(err128);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data59 = data.name;
            if (!(data59 === 'svc-cron' || data59 === 'iii-cron' || data59 === 'cron')) {
              const err129 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/6/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[6].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err129];
              } else {
                vErrors.push(err129);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data60 = data.config;
            if (data60 && typeof data60 == 'object' && !Array.isArray(data60)) {
              for (const key24 in data60) {
                if (!(key24 === 'adapter')) {
                  const err130 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-cron.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key24 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err130];
                  } else {
                    vErrors.push(err130);
                  }
                  errors++;
                }
              }
              if (data60.adapter !== undefined) {
                let data61 = data60.adapter;
                if (data61 && typeof data61 == 'object' && !Array.isArray(data61)) {
                  if (data61.name === undefined) {
                    const err131 = {
                      instancePath: instancePath + '/config/adapter',
                      schemaPath: 'workers/svc-cron.schema.json/properties/adapter/required',
                      keyword: 'required',
                      params: { missingProperty: 'name' },
                      message: "must have required property '" + 'name' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err131];
                    } else {
                      vErrors.push(err131);
                    }
                    errors++;
                  }
                  for (const key25 in data61) {
                    if (!(
                      key25 === 'name' ||
                      key25 === 'url' ||
                      key25 === 'key_prefix' ||
                      key25 === 'lock_ttl_ms' ||
                      key25 === 'command_timeout_ms'
                    )) {
                      const err132 = {
                        instancePath: instancePath + '/config/adapter',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key25 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err132];
                      } else {
                        vErrors.push(err132);
                      }
                      errors++;
                    }
                  }
                  if (data61.name !== undefined) {
                    let data62 = data61.name;
                    if (!(data62 === 'local' || data62 === 'redis' || data62 === 'kv')) {
                      const err133 = {
                        instancePath: instancePath + '/config/adapter/name',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/properties/name/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema50.properties.adapter.properties.name.enum },
                        message: 'must be equal to one of the allowed values',
                      };
                      if (vErrors === null) {
                        vErrors = [err133];
                      } else {
                        vErrors.push(err133);
                      }
                      errors++;
                    }
                  }
                  if (data61.url !== undefined) {
                    let data63 = data61.url;
                    if (typeof data63 === 'string') {
                      if (func1(data63) < 1) {
                        const err134 = {
                          instancePath: instancePath + '/config/adapter/url',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err134];
                        } else {
                          vErrors.push(err134);
                        }
                        errors++;
                      }
                    } else {
                      const err135 = {
                        instancePath: instancePath + '/config/adapter/url',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/properties/url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err135];
                      } else {
                        vErrors.push(err135);
                      }
                      errors++;
                    }
                  }
                  if (data61.key_prefix !== undefined) {
                    if (typeof data61.key_prefix !== 'string') {
                      const err136 = {
                        instancePath: instancePath + '/config/adapter/key_prefix',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/key_prefix/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err136];
                      } else {
                        vErrors.push(err136);
                      }
                      errors++;
                    }
                  }
                  if (data61.lock_ttl_ms !== undefined) {
                    let data65 = data61.lock_ttl_ms;
                    if (!(typeof data65 == 'number' && !(data65 % 1) && !isNaN(data65) && isFinite(data65))) {
                      const err137 = {
                        instancePath: instancePath + '/config/adapter/lock_ttl_ms',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/lock_ttl_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err137];
                      } else {
                        vErrors.push(err137);
                      }
                      errors++;
                    }
                    if (typeof data65 == 'number' && isFinite(data65)) {
                      if (data65 < 1000 || isNaN(data65)) {
                        const err138 = {
                          instancePath: instancePath + '/config/adapter/lock_ttl_ms',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/lock_ttl_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1000 },
                          message: 'must be >= 1000',
                        };
                        if (vErrors === null) {
                          vErrors = [err138];
                        } else {
                          vErrors.push(err138);
                        }
                        errors++;
                      }
                    }
                  }
                  if (data61.command_timeout_ms !== undefined) {
                    let data66 = data61.command_timeout_ms;
                    if (!(typeof data66 == 'number' && !(data66 % 1) && !isNaN(data66) && isFinite(data66))) {
                      const err139 = {
                        instancePath: instancePath + '/config/adapter/command_timeout_ms',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/command_timeout_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err139];
                      } else {
                        vErrors.push(err139);
                      }
                      errors++;
                    }
                    if (typeof data66 == 'number' && isFinite(data66)) {
                      if (data66 < 1 || isNaN(data66)) {
                        const err140 = {
                          instancePath: instancePath + '/config/adapter/command_timeout_ms',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/command_timeout_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1 },
                          message: 'must be >= 1',
                        };
                        if (vErrors === null) {
                          vErrors = [err140];
                        } else {
                          vErrors.push(err140);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err141 = {
                    instancePath: instancePath + '/config/adapter',
                    schemaPath: 'workers/svc-cron.schema.json/properties/adapter/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err141];
                  } else {
                    vErrors.push(err141);
                  }
                  errors++;
                }
              }
            } else {
              const err142 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-cron.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err142];
              } else {
                vErrors.push(err142);
              }
              errors++;
            }
          }
        } else {
          const err143 = {
            instancePath,
            schemaPath: '#/oneOf/6/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err143];
          } else {
            vErrors.push(err143);
          }
          errors++;
        }
      } else if (tag0 === 'iii-cron') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err144 = {
              instancePath,
              schemaPath: '#/oneOf/6/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err144];
            } else {
              vErrors.push(err144);
            }
            errors++;
          }
          for (const key26 in data) {
            if (!(key26 === 'name' || key26 === 'config')) {
              const err145 = {
                instancePath,
                schemaPath: '#/oneOf/6/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key26 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err145];
              } else {
                vErrors.push(err145);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data67 = data.name;
            if (!(data67 === 'svc-cron' || data67 === 'iii-cron' || data67 === 'cron')) {
              const err146 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/6/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[6].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err146];
              } else {
                vErrors.push(err146);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data68 = data.config;
            if (data68 && typeof data68 == 'object' && !Array.isArray(data68)) {
              for (const key27 in data68) {
                if (!(key27 === 'adapter')) {
                  const err147 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-cron.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key27 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err147];
                  } else {
                    vErrors.push(err147);
                  }
                  errors++;
                }
              }
              if (data68.adapter !== undefined) {
                let data69 = data68.adapter;
                if (data69 && typeof data69 == 'object' && !Array.isArray(data69)) {
                  if (data69.name === undefined) {
                    const err148 = {
                      instancePath: instancePath + '/config/adapter',
                      schemaPath: 'workers/svc-cron.schema.json/properties/adapter/required',
                      keyword: 'required',
                      params: { missingProperty: 'name' },
                      message: "must have required property '" + 'name' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err148];
                    } else {
                      vErrors.push(err148);
                    }
                    errors++;
                  }
                  for (const key28 in data69) {
                    if (!(
                      key28 === 'name' ||
                      key28 === 'url' ||
                      key28 === 'key_prefix' ||
                      key28 === 'lock_ttl_ms' ||
                      key28 === 'command_timeout_ms'
                    )) {
                      const err149 = {
                        instancePath: instancePath + '/config/adapter',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key28 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err149];
                      } else {
                        vErrors.push(err149);
                      }
                      errors++;
                    }
                  }
                  if (data69.name !== undefined) {
                    let data70 = data69.name;
                    if (!(data70 === 'local' || data70 === 'redis' || data70 === 'kv')) {
                      const err150 = {
                        instancePath: instancePath + '/config/adapter/name',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/properties/name/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema50.properties.adapter.properties.name.enum },
                        message: 'must be equal to one of the allowed values',
                      };
                      if (vErrors === null) {
                        vErrors = [err150];
                      } else {
                        vErrors.push(err150);
                      }
                      errors++;
                    }
                  }
                  if (data69.url !== undefined) {
                    let data71 = data69.url;
                    if (typeof data71 === 'string') {
                      if (func1(data71) < 1) {
                        const err151 = {
                          instancePath: instancePath + '/config/adapter/url',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err151];
                        } else {
                          vErrors.push(err151);
                        }
                        errors++;
                      }
                    } else {
                      const err152 = {
                        instancePath: instancePath + '/config/adapter/url',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/properties/url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err152];
                      } else {
                        vErrors.push(err152);
                      }
                      errors++;
                    }
                  }
                  if (data69.key_prefix !== undefined) {
                    if (typeof data69.key_prefix !== 'string') {
                      const err153 = {
                        instancePath: instancePath + '/config/adapter/key_prefix',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/key_prefix/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err153];
                      } else {
                        vErrors.push(err153);
                      }
                      errors++;
                    }
                  }
                  if (data69.lock_ttl_ms !== undefined) {
                    let data73 = data69.lock_ttl_ms;
                    if (!(typeof data73 == 'number' && !(data73 % 1) && !isNaN(data73) && isFinite(data73))) {
                      const err154 = {
                        instancePath: instancePath + '/config/adapter/lock_ttl_ms',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/lock_ttl_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err154];
                      } else {
                        vErrors.push(err154);
                      }
                      errors++;
                    }
                    if (typeof data73 == 'number' && isFinite(data73)) {
                      if (data73 < 1000 || isNaN(data73)) {
                        const err155 = {
                          instancePath: instancePath + '/config/adapter/lock_ttl_ms',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/lock_ttl_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1000 },
                          message: 'must be >= 1000',
                        };
                        if (vErrors === null) {
                          vErrors = [err155];
                        } else {
                          vErrors.push(err155);
                        }
                        errors++;
                      }
                    }
                  }
                  if (data69.command_timeout_ms !== undefined) {
                    let data74 = data69.command_timeout_ms;
                    if (!(typeof data74 == 'number' && !(data74 % 1) && !isNaN(data74) && isFinite(data74))) {
                      const err156 = {
                        instancePath: instancePath + '/config/adapter/command_timeout_ms',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/command_timeout_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err156];
                      } else {
                        vErrors.push(err156);
                      }
                      errors++;
                    }
                    if (typeof data74 == 'number' && isFinite(data74)) {
                      if (data74 < 1 || isNaN(data74)) {
                        const err157 = {
                          instancePath: instancePath + '/config/adapter/command_timeout_ms',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/command_timeout_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1 },
                          message: 'must be >= 1',
                        };
                        if (vErrors === null) {
                          vErrors = [err157];
                        } else {
                          vErrors.push(err157);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err158 = {
                    instancePath: instancePath + '/config/adapter',
                    schemaPath: 'workers/svc-cron.schema.json/properties/adapter/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err158];
                  } else {
                    vErrors.push(err158);
                  }
                  errors++;
                }
              }
            } else {
              const err159 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-cron.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err159];
              } else {
                vErrors.push(err159);
              }
              errors++;
            }
          }
        } else {
          const err160 = {
            instancePath,
            schemaPath: '#/oneOf/6/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err160];
          } else {
            vErrors.push(err160);
          }
          errors++;
        }
      } else if (tag0 === 'cron') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err161 = {
              instancePath,
              schemaPath: '#/oneOf/6/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err161];
            } else {
              vErrors.push(err161);
            }
            errors++;
          }
          for (const key29 in data) {
            if (!(key29 === 'name' || key29 === 'config')) {
              const err162 = {
                instancePath,
                schemaPath: '#/oneOf/6/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key29 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err162];
              } else {
                vErrors.push(err162);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data75 = data.name;
            if (!(data75 === 'svc-cron' || data75 === 'iii-cron' || data75 === 'cron')) {
              const err163 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/6/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[6].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err163];
              } else {
                vErrors.push(err163);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data76 = data.config;
            if (data76 && typeof data76 == 'object' && !Array.isArray(data76)) {
              for (const key30 in data76) {
                if (!(key30 === 'adapter')) {
                  const err164 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-cron.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key30 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err164];
                  } else {
                    vErrors.push(err164);
                  }
                  errors++;
                }
              }
              if (data76.adapter !== undefined) {
                let data77 = data76.adapter;
                if (data77 && typeof data77 == 'object' && !Array.isArray(data77)) {
                  if (data77.name === undefined) {
                    const err165 = {
                      instancePath: instancePath + '/config/adapter',
                      schemaPath: 'workers/svc-cron.schema.json/properties/adapter/required',
                      keyword: 'required',
                      params: { missingProperty: 'name' },
                      message: "must have required property '" + 'name' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err165];
                    } else {
                      vErrors.push(err165);
                    }
                    errors++;
                  }
                  for (const key31 in data77) {
                    if (!(
                      key31 === 'name' ||
                      key31 === 'url' ||
                      key31 === 'key_prefix' ||
                      key31 === 'lock_ttl_ms' ||
                      key31 === 'command_timeout_ms'
                    )) {
                      const err166 = {
                        instancePath: instancePath + '/config/adapter',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key31 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err166];
                      } else {
                        vErrors.push(err166);
                      }
                      errors++;
                    }
                  }
                  if (data77.name !== undefined) {
                    let data78 = data77.name;
                    if (!(data78 === 'local' || data78 === 'redis' || data78 === 'kv')) {
                      const err167 = {
                        instancePath: instancePath + '/config/adapter/name',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/properties/name/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema50.properties.adapter.properties.name.enum },
                        message: 'must be equal to one of the allowed values',
                      };
                      if (vErrors === null) {
                        vErrors = [err167];
                      } else {
                        vErrors.push(err167);
                      }
                      errors++;
                    }
                  }
                  if (data77.url !== undefined) {
                    let data79 = data77.url;
                    if (typeof data79 === 'string') {
                      if (func1(data79) < 1) {
                        const err168 = {
                          instancePath: instancePath + '/config/adapter/url',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err168];
                        } else {
                          vErrors.push(err168);
                        }
                        errors++;
                      }
                    } else {
                      const err169 = {
                        instancePath: instancePath + '/config/adapter/url',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/properties/url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err169];
                      } else {
                        vErrors.push(err169);
                      }
                      errors++;
                    }
                  }
                  if (data77.key_prefix !== undefined) {
                    if (typeof data77.key_prefix !== 'string') {
                      const err170 = {
                        instancePath: instancePath + '/config/adapter/key_prefix',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/key_prefix/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err170];
                      } else {
                        vErrors.push(err170);
                      }
                      errors++;
                    }
                  }
                  if (data77.lock_ttl_ms !== undefined) {
                    let data81 = data77.lock_ttl_ms;
                    if (!(typeof data81 == 'number' && !(data81 % 1) && !isNaN(data81) && isFinite(data81))) {
                      const err171 = {
                        instancePath: instancePath + '/config/adapter/lock_ttl_ms',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/lock_ttl_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err171];
                      } else {
                        vErrors.push(err171);
                      }
                      errors++;
                    }
                    if (typeof data81 == 'number' && isFinite(data81)) {
                      if (data81 < 1000 || isNaN(data81)) {
                        const err172 = {
                          instancePath: instancePath + '/config/adapter/lock_ttl_ms',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/lock_ttl_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1000 },
                          message: 'must be >= 1000',
                        };
                        if (vErrors === null) {
                          vErrors = [err172];
                        } else {
                          vErrors.push(err172);
                        }
                        errors++;
                      }
                    }
                  }
                  if (data77.command_timeout_ms !== undefined) {
                    let data82 = data77.command_timeout_ms;
                    if (!(typeof data82 == 'number' && !(data82 % 1) && !isNaN(data82) && isFinite(data82))) {
                      const err173 = {
                        instancePath: instancePath + '/config/adapter/command_timeout_ms',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/command_timeout_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err173];
                      } else {
                        vErrors.push(err173);
                      }
                      errors++;
                    }
                    if (typeof data82 == 'number' && isFinite(data82)) {
                      if (data82 < 1 || isNaN(data82)) {
                        const err174 = {
                          instancePath: instancePath + '/config/adapter/command_timeout_ms',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/command_timeout_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1 },
                          message: 'must be >= 1',
                        };
                        if (vErrors === null) {
                          vErrors = [err174];
                        } else {
                          vErrors.push(err174);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err175 = {
                    instancePath: instancePath + '/config/adapter',
                    schemaPath: 'workers/svc-cron.schema.json/properties/adapter/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err175];
                  } else {
                    vErrors.push(err175);
                  }
                  errors++;
                }
              }
            } else {
              const err176 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-cron.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err176];
              } else {
                vErrors.push(err176);
              }
              errors++;
            }
          }
        } else {
          const err177 = {
            instancePath,
            schemaPath: '#/oneOf/6/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err177];
          } else {
            vErrors.push(err177);
          }
          errors++;
        }
      } else if (tag0 === 'svc-events') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err178 = {
              instancePath,
              schemaPath: '#/oneOf/7/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err178];
            } else {
              vErrors.push(err178);
            }
            errors++;
          }
          for (const key32 in data) {
            if (!(key32 === 'name' || key32 === 'config')) {
              const err179 = {
                instancePath,
                schemaPath: '#/oneOf/7/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key32 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err179];
              } else {
                vErrors.push(err179);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data83 = data.name;
            if (!(data83 === 'svc-events' || data83 === 'iii-pubsub' || data83 === 'pubsub')) {
              const err180 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/7/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[7].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err180];
              } else {
                vErrors.push(err180);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data84 = data.config;
            if (data84 && typeof data84 == 'object' && !Array.isArray(data84)) {
              for (const key33 in data84) {
                if (!(key33 === 'adapter' || key33 === 'max_in_flight')) {
                  const err181 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-events.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key33 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err181];
                  } else {
                    vErrors.push(err181);
                  }
                  errors++;
                }
              }
              if (data84.adapter !== undefined) {
                let data85 = data84.adapter;
                if (data85 && typeof data85 == 'object' && !Array.isArray(data85)) {
                  if (data85.name === undefined) {
                    const err182 = {
                      instancePath: instancePath + '/config/adapter',
                      schemaPath: 'workers/svc-events.schema.json/properties/adapter/required',
                      keyword: 'required',
                      params: { missingProperty: 'name' },
                      message: "must have required property '" + 'name' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err182];
                    } else {
                      vErrors.push(err182);
                    }
                    errors++;
                  }
                  for (const key34 in data85) {
                    if (!(
                      key34 === 'name' ||
                      key34 === 'url' ||
                      key34 === 'channel_prefix' ||
                      key34 === 'command_timeout_ms'
                    )) {
                      const err183 = {
                        instancePath: instancePath + '/config/adapter',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key34 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err183];
                      } else {
                        vErrors.push(err183);
                      }
                      errors++;
                    }
                  }
                  if (data85.name !== undefined) {
                    let data86 = data85.name;
                    if (!(data86 === 'local' || data86 === 'redis')) {
                      const err184 = {
                        instancePath: instancePath + '/config/adapter/name',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/properties/name/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema53.properties.adapter.properties.name.enum },
                        message: 'must be equal to one of the allowed values',
                      };
                      if (vErrors === null) {
                        vErrors = [err184];
                      } else {
                        vErrors.push(err184);
                      }
                      errors++;
                    }
                  }
                  if (data85.url !== undefined) {
                    let data87 = data85.url;
                    if (typeof data87 === 'string') {
                      if (func1(data87) < 1) {
                        const err185 = {
                          instancePath: instancePath + '/config/adapter/url',
                          schemaPath:
                            'workers/svc-events.schema.json/properties/adapter/properties/url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err185];
                        } else {
                          vErrors.push(err185);
                        }
                        errors++;
                      }
                    } else {
                      const err186 = {
                        instancePath: instancePath + '/config/adapter/url',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/properties/url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err186];
                      } else {
                        vErrors.push(err186);
                      }
                      errors++;
                    }
                  }
                  if (data85.channel_prefix !== undefined) {
                    if (typeof data85.channel_prefix !== 'string') {
                      const err187 = {
                        instancePath: instancePath + '/config/adapter/channel_prefix',
                        schemaPath:
                          'workers/svc-events.schema.json/properties/adapter/properties/channel_prefix/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err187];
                      } else {
                        vErrors.push(err187);
                      }
                      errors++;
                    }
                  }
                  if (data85.command_timeout_ms !== undefined) {
                    let data89 = data85.command_timeout_ms;
                    if (!(typeof data89 == 'number' && !(data89 % 1) && !isNaN(data89) && isFinite(data89))) {
                      const err188 = {
                        instancePath: instancePath + '/config/adapter/command_timeout_ms',
                        schemaPath:
                          'workers/svc-events.schema.json/properties/adapter/properties/command_timeout_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err188];
                      } else {
                        vErrors.push(err188);
                      }
                      errors++;
                    }
                    if (typeof data89 == 'number' && isFinite(data89)) {
                      if (data89 < 1 || isNaN(data89)) {
                        const err189 = {
                          instancePath: instancePath + '/config/adapter/command_timeout_ms',
                          schemaPath:
                            'workers/svc-events.schema.json/properties/adapter/properties/command_timeout_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1 },
                          message: 'must be >= 1',
                        };
                        if (vErrors === null) {
                          vErrors = [err189];
                        } else {
                          vErrors.push(err189);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err190 = {
                    instancePath: instancePath + '/config/adapter',
                    schemaPath: 'workers/svc-events.schema.json/properties/adapter/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err190];
                  } else {
                    vErrors.push(err190);
                  }
                  errors++;
                }
              }
              if (data84.max_in_flight !== undefined) {
                let data90 = data84.max_in_flight;
                if (!(typeof data90 == 'number' && !(data90 % 1) && !isNaN(data90) && isFinite(data90))) {
                  const err191 = {
                    instancePath: instancePath + '/config/max_in_flight',
                    schemaPath: 'workers/svc-events.schema.json/properties/max_in_flight/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err191];
                  } else {
                    vErrors.push(err191);
                  }
                  errors++;
                }
                if (typeof data90 == 'number' && isFinite(data90)) {
                  if (data90 < 1 || isNaN(data90)) {
                    const err192 = {
                      instancePath: instancePath + '/config/max_in_flight',
                      schemaPath: 'workers/svc-events.schema.json/properties/max_in_flight/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err192];
                    } else {
                      vErrors.push(err192);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err193 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-events.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err193];
              } else {
                vErrors.push(err193);
              }
              errors++;
            }
          }
        } else {
          const err194 = {
            instancePath,
            schemaPath: '#/oneOf/7/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err194];
          } else {
            vErrors.push(err194);
          }
          errors++;
        }
      } else if (tag0 === 'iii-pubsub') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err195 = {
              instancePath,
              schemaPath: '#/oneOf/7/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err195];
            } else {
              vErrors.push(err195);
            }
            errors++;
          }
          for (const key35 in data) {
            if (!(key35 === 'name' || key35 === 'config')) {
              const err196 = {
                instancePath,
                schemaPath: '#/oneOf/7/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key35 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err196];
              } else {
                vErrors.push(err196);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data91 = data.name;
            if (!(data91 === 'svc-events' || data91 === 'iii-pubsub' || data91 === 'pubsub')) {
              const err197 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/7/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[7].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err197];
              } else {
                vErrors.push(err197);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data92 = data.config;
            if (data92 && typeof data92 == 'object' && !Array.isArray(data92)) {
              for (const key36 in data92) {
                if (!(key36 === 'adapter' || key36 === 'max_in_flight')) {
                  const err198 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-events.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key36 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err198];
                  } else {
                    vErrors.push(err198);
                  }
                  errors++;
                }
              }
              if (data92.adapter !== undefined) {
                let data93 = data92.adapter;
                if (data93 && typeof data93 == 'object' && !Array.isArray(data93)) {
                  if (data93.name === undefined) {
                    const err199 = {
                      instancePath: instancePath + '/config/adapter',
                      schemaPath: 'workers/svc-events.schema.json/properties/adapter/required',
                      keyword: 'required',
                      params: { missingProperty: 'name' },
                      message: "must have required property '" + 'name' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err199];
                    } else {
                      vErrors.push(err199);
                    }
                    errors++;
                  }
                  for (const key37 in data93) {
                    if (!(
                      key37 === 'name' ||
                      key37 === 'url' ||
                      key37 === 'channel_prefix' ||
                      key37 === 'command_timeout_ms'
                    )) {
                      const err200 = {
                        instancePath: instancePath + '/config/adapter',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key37 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err200];
                      } else {
                        vErrors.push(err200);
                      }
                      errors++;
                    }
                  }
                  if (data93.name !== undefined) {
                    let data94 = data93.name;
                    if (!(data94 === 'local' || data94 === 'redis')) {
                      const err201 = {
                        instancePath: instancePath + '/config/adapter/name',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/properties/name/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema53.properties.adapter.properties.name.enum },
                        message: 'must be equal to one of the allowed values',
                      };
                      if (vErrors === null) {
                        vErrors = [err201];
                      } else {
                        vErrors.push(err201);
                      }
                      errors++;
                    }
                  }
                  if (data93.url !== undefined) {
                    let data95 = data93.url;
                    if (typeof data95 === 'string') {
                      if (func1(data95) < 1) {
                        const err202 = {
                          instancePath: instancePath + '/config/adapter/url',
                          schemaPath:
                            'workers/svc-events.schema.json/properties/adapter/properties/url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err202];
                        } else {
                          vErrors.push(err202);
                        }
                        errors++;
                      }
                    } else {
                      const err203 = {
                        instancePath: instancePath + '/config/adapter/url',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/properties/url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err203];
                      } else {
                        vErrors.push(err203);
                      }
                      errors++;
                    }
                  }
                  if (data93.channel_prefix !== undefined) {
                    if (typeof data93.channel_prefix !== 'string') {
                      const err204 = {
                        instancePath: instancePath + '/config/adapter/channel_prefix',
                        schemaPath:
                          'workers/svc-events.schema.json/properties/adapter/properties/channel_prefix/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err204];
                      } else {
                        vErrors.push(err204);
                      }
                      errors++;
                    }
                  }
                  if (data93.command_timeout_ms !== undefined) {
                    let data97 = data93.command_timeout_ms;
                    if (!(typeof data97 == 'number' && !(data97 % 1) && !isNaN(data97) && isFinite(data97))) {
                      const err205 = {
                        instancePath: instancePath + '/config/adapter/command_timeout_ms',
                        schemaPath:
                          'workers/svc-events.schema.json/properties/adapter/properties/command_timeout_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err205];
                      } else {
                        vErrors.push(err205);
                      }
                      errors++;
                    }
                    if (typeof data97 == 'number' && isFinite(data97)) {
                      if (data97 < 1 || isNaN(data97)) {
                        const err206 = {
                          instancePath: instancePath + '/config/adapter/command_timeout_ms',
                          schemaPath:
                            'workers/svc-events.schema.json/properties/adapter/properties/command_timeout_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1 },
                          message: 'must be >= 1',
                        };
                        if (vErrors === null) {
                          vErrors = [err206];
                        } else {
                          vErrors.push(err206);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err207 = {
                    instancePath: instancePath + '/config/adapter',
                    schemaPath: 'workers/svc-events.schema.json/properties/adapter/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err207];
                  } else {
                    vErrors.push(err207);
                  }
                  errors++;
                }
              }
              if (data92.max_in_flight !== undefined) {
                let data98 = data92.max_in_flight;
                if (!(typeof data98 == 'number' && !(data98 % 1) && !isNaN(data98) && isFinite(data98))) {
                  const err208 = {
                    instancePath: instancePath + '/config/max_in_flight',
                    schemaPath: 'workers/svc-events.schema.json/properties/max_in_flight/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err208];
                  } else {
                    vErrors.push(err208);
                  }
                  errors++;
                }
                if (typeof data98 == 'number' && isFinite(data98)) {
                  if (data98 < 1 || isNaN(data98)) {
                    const err209 = {
                      instancePath: instancePath + '/config/max_in_flight',
                      schemaPath: 'workers/svc-events.schema.json/properties/max_in_flight/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err209];
                    } else {
                      vErrors.push(err209);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err210 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-events.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err210];
              } else {
                vErrors.push(err210);
              }
              errors++;
            }
          }
        } else {
          const err211 = {
            instancePath,
            schemaPath: '#/oneOf/7/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err211];
          } else {
            vErrors.push(err211);
          }
          errors++;
        }
      } else if (tag0 === 'pubsub') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err212 = {
              instancePath,
              schemaPath: '#/oneOf/7/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err212];
            } else {
              vErrors.push(err212);
            }
            errors++;
          }
          for (const key38 in data) {
            if (!(key38 === 'name' || key38 === 'config')) {
              const err213 = {
                instancePath,
                schemaPath: '#/oneOf/7/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key38 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err213];
              } else {
                vErrors.push(err213);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data99 = data.name;
            if (!(data99 === 'svc-events' || data99 === 'iii-pubsub' || data99 === 'pubsub')) {
              const err214 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/7/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[7].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err214];
              } else {
                vErrors.push(err214);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data100 = data.config;
            if (data100 && typeof data100 == 'object' && !Array.isArray(data100)) {
              for (const key39 in data100) {
                if (!(key39 === 'adapter' || key39 === 'max_in_flight')) {
                  const err215 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-events.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key39 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err215];
                  } else {
                    vErrors.push(err215);
                  }
                  errors++;
                }
              }
              if (data100.adapter !== undefined) {
                let data101 = data100.adapter;
                if (data101 && typeof data101 == 'object' && !Array.isArray(data101)) {
                  if (data101.name === undefined) {
                    const err216 = {
                      instancePath: instancePath + '/config/adapter',
                      schemaPath: 'workers/svc-events.schema.json/properties/adapter/required',
                      keyword: 'required',
                      params: { missingProperty: 'name' },
                      message: "must have required property '" + 'name' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err216];
                    } else {
                      vErrors.push(err216);
                    }
                    errors++;
                  }
                  for (const key40 in data101) {
                    if (!(
                      key40 === 'name' ||
                      key40 === 'url' ||
                      key40 === 'channel_prefix' ||
                      key40 === 'command_timeout_ms'
                    )) {
                      const err217 = {
                        instancePath: instancePath + '/config/adapter',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key40 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err217];
                      } else {
                        vErrors.push(err217);
                      }
                      errors++;
                    }
                  }
                  if (data101.name !== undefined) {
                    let data102 = data101.name;
                    if (!(data102 === 'local' || data102 === 'redis')) {
                      const err218 = {
                        instancePath: instancePath + '/config/adapter/name',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/properties/name/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema53.properties.adapter.properties.name.enum },
                        message: 'must be equal to one of the allowed values',
                      };
                      if (vErrors === null) {
                        vErrors = [err218];
                      } else {
                        vErrors.push(err218);
                      }
                      errors++;
                    }
                  }
                  if (data101.url !== undefined) {
                    let data103 = data101.url;
                    if (typeof data103 === 'string') {
                      if (func1(data103) < 1) {
                        const err219 = {
                          instancePath: instancePath + '/config/adapter/url',
                          schemaPath:
                            'workers/svc-events.schema.json/properties/adapter/properties/url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err219];
                        } else {
                          vErrors.push(err219);
                        }
                        errors++;
                      }
                    } else {
                      const err220 = {
                        instancePath: instancePath + '/config/adapter/url',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/properties/url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err220];
                      } else {
                        vErrors.push(err220);
                      }
                      errors++;
                    }
                  }
                  if (data101.channel_prefix !== undefined) {
                    if (typeof data101.channel_prefix !== 'string') {
                      const err221 = {
                        instancePath: instancePath + '/config/adapter/channel_prefix',
                        schemaPath:
                          'workers/svc-events.schema.json/properties/adapter/properties/channel_prefix/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err221];
                      } else {
                        vErrors.push(err221);
                      }
                      errors++;
                    }
                  }
                  if (data101.command_timeout_ms !== undefined) {
                    let data105 = data101.command_timeout_ms;
                    if (!(
                      typeof data105 == 'number' &&
                      !(data105 % 1) &&
                      !isNaN(data105) &&
                      isFinite(data105)
                    )) {
                      const err222 = {
                        instancePath: instancePath + '/config/adapter/command_timeout_ms',
                        schemaPath:
                          'workers/svc-events.schema.json/properties/adapter/properties/command_timeout_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err222];
                      } else {
                        vErrors.push(err222);
                      }
                      errors++;
                    }
                    if (typeof data105 == 'number' && isFinite(data105)) {
                      if (data105 < 1 || isNaN(data105)) {
                        const err223 = {
                          instancePath: instancePath + '/config/adapter/command_timeout_ms',
                          schemaPath:
                            'workers/svc-events.schema.json/properties/adapter/properties/command_timeout_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1 },
                          message: 'must be >= 1',
                        };
                        if (vErrors === null) {
                          vErrors = [err223];
                        } else {
                          vErrors.push(err223);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err224 = {
                    instancePath: instancePath + '/config/adapter',
                    schemaPath: 'workers/svc-events.schema.json/properties/adapter/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err224];
                  } else {
                    vErrors.push(err224);
                  }
                  errors++;
                }
              }
              if (data100.max_in_flight !== undefined) {
                let data106 = data100.max_in_flight;
                if (!(typeof data106 == 'number' && !(data106 % 1) && !isNaN(data106) && isFinite(data106))) {
                  const err225 = {
                    instancePath: instancePath + '/config/max_in_flight',
                    schemaPath: 'workers/svc-events.schema.json/properties/max_in_flight/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err225];
                  } else {
                    vErrors.push(err225);
                  }
                  errors++;
                }
                if (typeof data106 == 'number' && isFinite(data106)) {
                  if (data106 < 1 || isNaN(data106)) {
                    const err226 = {
                      instancePath: instancePath + '/config/max_in_flight',
                      schemaPath: 'workers/svc-events.schema.json/properties/max_in_flight/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err226];
                    } else {
                      vErrors.push(err226);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err227 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-events.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err227];
              } else {
                vErrors.push(err227);
              }
              errors++;
            }
          }
        } else {
          const err228 = {
            instancePath,
            schemaPath: '#/oneOf/7/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err228];
          } else {
            vErrors.push(err228);
          }
          errors++;
        }
      } else if (tag0 === 'svc-queue') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err229 = {
              instancePath,
              schemaPath: '#/oneOf/8/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err229];
            } else {
              vErrors.push(err229);
            }
            errors++;
          }
          for (const key41 in data) {
            if (!(key41 === 'name' || key41 === 'config')) {
              const err230 = {
                instancePath,
                schemaPath: '#/oneOf/8/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key41 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err230];
              } else {
                vErrors.push(err230);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data107 = data.name;
            if (!(data107 === 'svc-queue' || data107 === 'iii-queue' || data107 === 'queue')) {
              const err231 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/8/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[8].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err231];
              } else {
                vErrors.push(err231);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate38(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err232 = {
            instancePath,
            schemaPath: '#/oneOf/8/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err232];
          } else {
            vErrors.push(err232);
          }
          errors++;
        }
      } else if (tag0 === 'iii-queue') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err233 = {
              instancePath,
              schemaPath: '#/oneOf/8/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err233];
            } else {
              vErrors.push(err233);
            }
            errors++;
          }
          for (const key42 in data) {
            if (!(key42 === 'name' || key42 === 'config')) {
              const err234 = {
                instancePath,
                schemaPath: '#/oneOf/8/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key42 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err234];
              } else {
                vErrors.push(err234);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data109 = data.name;
            if (!(data109 === 'svc-queue' || data109 === 'iii-queue' || data109 === 'queue')) {
              const err235 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/8/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[8].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err235];
              } else {
                vErrors.push(err235);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate38(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err236 = {
            instancePath,
            schemaPath: '#/oneOf/8/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err236];
          } else {
            vErrors.push(err236);
          }
          errors++;
        }
      } else if (tag0 === 'queue') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err237 = {
              instancePath,
              schemaPath: '#/oneOf/8/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err237];
            } else {
              vErrors.push(err237);
            }
            errors++;
          }
          for (const key43 in data) {
            if (!(key43 === 'name' || key43 === 'config')) {
              const err238 = {
                instancePath,
                schemaPath: '#/oneOf/8/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key43 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err238];
              } else {
                vErrors.push(err238);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data111 = data.name;
            if (!(data111 === 'svc-queue' || data111 === 'iii-queue' || data111 === 'queue')) {
              const err239 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/8/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[8].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err239];
              } else {
                vErrors.push(err239);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate38(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err240 = {
            instancePath,
            schemaPath: '#/oneOf/8/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err240];
          } else {
            vErrors.push(err240);
          }
          errors++;
        }
      } else if (tag0 === 'svc-observability') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err241 = {
              instancePath,
              schemaPath: '#/oneOf/9/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err241];
            } else {
              vErrors.push(err241);
            }
            errors++;
          }
          for (const key44 in data) {
            if (!(key44 === 'name' || key44 === 'config')) {
              const err242 = {
                instancePath,
                schemaPath: '#/oneOf/9/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key44 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err242];
              } else {
                vErrors.push(err242);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data113 = data.name;
            if (!(data113 === 'svc-observability' || data113 === 'iii-observability')) {
              const err243 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/9/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[9].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err243];
              } else {
                vErrors.push(err243);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data114 = data.config;
            if (data114 && typeof data114 == 'object' && !Array.isArray(data114)) {
              for (const key45 in data114) {
                if (!func2.call(schema58.properties, key45)) {
                  const err244 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-observability.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key45 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err244];
                  } else {
                    vErrors.push(err244);
                  }
                  errors++;
                }
              }
              if (data114.enabled !== undefined) {
                if (typeof data114.enabled !== 'boolean') {
                  const err245 = {
                    instancePath: instancePath + '/config/enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err245];
                  } else {
                    vErrors.push(err245);
                  }
                  errors++;
                }
              }
              if (data114.service_name !== undefined) {
                if (typeof data114.service_name !== 'string') {
                  const err246 = {
                    instancePath: instancePath + '/config/service_name',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_name/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err246];
                  } else {
                    vErrors.push(err246);
                  }
                  errors++;
                }
              }
              if (data114.service_version !== undefined) {
                if (typeof data114.service_version !== 'string') {
                  const err247 = {
                    instancePath: instancePath + '/config/service_version',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_version/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err247];
                  } else {
                    vErrors.push(err247);
                  }
                  errors++;
                }
              }
              if (data114.service_namespace !== undefined) {
                if (typeof data114.service_namespace !== 'string') {
                  const err248 = {
                    instancePath: instancePath + '/config/service_namespace',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_namespace/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err248];
                  } else {
                    vErrors.push(err248);
                  }
                  errors++;
                }
              }
              if (data114.exporter !== undefined) {
                let data119 = data114.exporter;
                if (!(data119 === 'memory' || data119 === 'otlp' || data119 === 'both')) {
                  const err249 = {
                    instancePath: instancePath + '/config/exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema58.properties.exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err249];
                  } else {
                    vErrors.push(err249);
                  }
                  errors++;
                }
              }
              if (data114.endpoint !== undefined) {
                if (typeof data114.endpoint !== 'string') {
                  const err250 = {
                    instancePath: instancePath + '/config/endpoint',
                    schemaPath: 'workers/svc-observability.schema.json/properties/endpoint/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err250];
                  } else {
                    vErrors.push(err250);
                  }
                  errors++;
                }
              }
              if (data114.sampling_ratio !== undefined) {
                let data121 = data114.sampling_ratio;
                if (typeof data121 == 'number' && isFinite(data121)) {
                  if (data121 > 1 || isNaN(data121)) {
                    const err251 = {
                      instancePath: instancePath + '/config/sampling_ratio',
                      schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 1 },
                      message: 'must be <= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err251];
                    } else {
                      vErrors.push(err251);
                    }
                    errors++;
                  }
                  if (data121 < 0 || isNaN(data121)) {
                    const err252 = {
                      instancePath: instancePath + '/config/sampling_ratio',
                      schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err252];
                    } else {
                      vErrors.push(err252);
                    }
                    errors++;
                  }
                } else {
                  const err253 = {
                    instancePath: instancePath + '/config/sampling_ratio',
                    schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
                  };
                  if (vErrors === null) {
                    vErrors = [err253];
                  } else {
                    vErrors.push(err253);
                  }
                  errors++;
                }
              }
              if (data114.memory_max_spans !== undefined) {
                let data122 = data114.memory_max_spans;
                if (!(typeof data122 == 'number' && !(data122 % 1) && !isNaN(data122) && isFinite(data122))) {
                  const err254 = {
                    instancePath: instancePath + '/config/memory_max_spans',
                    schemaPath: 'workers/svc-observability.schema.json/properties/memory_max_spans/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err254];
                  } else {
                    vErrors.push(err254);
                  }
                  errors++;
                }
                if (typeof data122 == 'number' && isFinite(data122)) {
                  if (data122 < 1 || isNaN(data122)) {
                    const err255 = {
                      instancePath: instancePath + '/config/memory_max_spans',
                      schemaPath: 'workers/svc-observability.schema.json/properties/memory_max_spans/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err255];
                    } else {
                      vErrors.push(err255);
                    }
                    errors++;
                  }
                }
              }
              if (data114.memory_retention_seconds !== undefined) {
                let data123 = data114.memory_retention_seconds;
                if (!(typeof data123 == 'number' && !(data123 % 1) && !isNaN(data123) && isFinite(data123))) {
                  const err256 = {
                    instancePath: instancePath + '/config/memory_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/memory_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err256];
                  } else {
                    vErrors.push(err256);
                  }
                  errors++;
                }
                if (typeof data123 == 'number' && isFinite(data123)) {
                  if (data123 < 0 || isNaN(data123)) {
                    const err257 = {
                      instancePath: instancePath + '/config/memory_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/memory_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err257];
                    } else {
                      vErrors.push(err257);
                    }
                    errors++;
                  }
                }
              }
              if (data114.max_attribute_length !== undefined) {
                let data124 = data114.max_attribute_length;
                if (!(typeof data124 == 'number' && !(data124 % 1) && !isNaN(data124) && isFinite(data124))) {
                  const err258 = {
                    instancePath: instancePath + '/config/max_attribute_length',
                    schemaPath: 'workers/svc-observability.schema.json/properties/max_attribute_length/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err258];
                  } else {
                    vErrors.push(err258);
                  }
                  errors++;
                }
                if (typeof data124 == 'number' && isFinite(data124)) {
                  if (data124 < 16 || isNaN(data124)) {
                    const err259 = {
                      instancePath: instancePath + '/config/max_attribute_length',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/max_attribute_length/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 16 },
                      message: 'must be >= 16',
                    };
                    if (vErrors === null) {
                      vErrors = [err259];
                    } else {
                      vErrors.push(err259);
                    }
                    errors++;
                  }
                }
              }
              if (data114.metrics_enabled !== undefined) {
                if (typeof data114.metrics_enabled !== 'boolean') {
                  const err260 = {
                    instancePath: instancePath + '/config/metrics_enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err260];
                  } else {
                    vErrors.push(err260);
                  }
                  errors++;
                }
              }
              if (data114.metrics_exporter !== undefined) {
                let data126 = data114.metrics_exporter;
                if (!(data126 === 'memory' || data126 === 'otlp' || data126 === 'both')) {
                  const err261 = {
                    instancePath: instancePath + '/config/metrics_exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema58.properties.metrics_exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err261];
                  } else {
                    vErrors.push(err261);
                  }
                  errors++;
                }
              }
              if (data114.metrics_retention_seconds !== undefined) {
                let data127 = data114.metrics_retention_seconds;
                if (!(typeof data127 == 'number' && !(data127 % 1) && !isNaN(data127) && isFinite(data127))) {
                  const err262 = {
                    instancePath: instancePath + '/config/metrics_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/metrics_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err262];
                  } else {
                    vErrors.push(err262);
                  }
                  errors++;
                }
                if (typeof data127 == 'number' && isFinite(data127)) {
                  if (data127 < 0 || isNaN(data127)) {
                    const err263 = {
                      instancePath: instancePath + '/config/metrics_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/metrics_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err263];
                    } else {
                      vErrors.push(err263);
                    }
                    errors++;
                  }
                }
              }
              if (data114.metrics_max_count !== undefined) {
                let data128 = data114.metrics_max_count;
                if (!(typeof data128 == 'number' && !(data128 % 1) && !isNaN(data128) && isFinite(data128))) {
                  const err264 = {
                    instancePath: instancePath + '/config/metrics_max_count',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_max_count/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err264];
                  } else {
                    vErrors.push(err264);
                  }
                  errors++;
                }
                if (typeof data128 == 'number' && isFinite(data128)) {
                  if (data128 < 1 || isNaN(data128)) {
                    const err265 = {
                      instancePath: instancePath + '/config/metrics_max_count',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/metrics_max_count/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err265];
                    } else {
                      vErrors.push(err265);
                    }
                    errors++;
                  }
                }
              }
              if (data114.logs_enabled !== undefined) {
                if (typeof data114.logs_enabled !== 'boolean') {
                  const err266 = {
                    instancePath: instancePath + '/config/logs_enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err266];
                  } else {
                    vErrors.push(err266);
                  }
                  errors++;
                }
              }
              if (data114.logs_exporter !== undefined) {
                let data130 = data114.logs_exporter;
                if (!(data130 === 'memory' || data130 === 'otlp' || data130 === 'both')) {
                  const err267 = {
                    instancePath: instancePath + '/config/logs_exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema58.properties.logs_exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err267];
                  } else {
                    vErrors.push(err267);
                  }
                  errors++;
                }
              }
              if (data114.logs_max_count !== undefined) {
                let data131 = data114.logs_max_count;
                if (!(typeof data131 == 'number' && !(data131 % 1) && !isNaN(data131) && isFinite(data131))) {
                  const err268 = {
                    instancePath: instancePath + '/config/logs_max_count',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_max_count/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err268];
                  } else {
                    vErrors.push(err268);
                  }
                  errors++;
                }
                if (typeof data131 == 'number' && isFinite(data131)) {
                  if (data131 < 1 || isNaN(data131)) {
                    const err269 = {
                      instancePath: instancePath + '/config/logs_max_count',
                      schemaPath: 'workers/svc-observability.schema.json/properties/logs_max_count/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err269];
                    } else {
                      vErrors.push(err269);
                    }
                    errors++;
                  }
                }
              }
              if (data114.logs_retention_seconds !== undefined) {
                let data132 = data114.logs_retention_seconds;
                if (!(typeof data132 == 'number' && !(data132 % 1) && !isNaN(data132) && isFinite(data132))) {
                  const err270 = {
                    instancePath: instancePath + '/config/logs_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/logs_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err270];
                  } else {
                    vErrors.push(err270);
                  }
                  errors++;
                }
                if (typeof data132 == 'number' && isFinite(data132)) {
                  if (data132 < 0 || isNaN(data132)) {
                    const err271 = {
                      instancePath: instancePath + '/config/logs_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err271];
                    } else {
                      vErrors.push(err271);
                    }
                    errors++;
                  }
                }
              }
              if (data114.logs_batch_size !== undefined) {
                let data133 = data114.logs_batch_size;
                if (!(typeof data133 == 'number' && !(data133 % 1) && !isNaN(data133) && isFinite(data133))) {
                  const err272 = {
                    instancePath: instancePath + '/config/logs_batch_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_batch_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err272];
                  } else {
                    vErrors.push(err272);
                  }
                  errors++;
                }
                if (typeof data133 == 'number' && isFinite(data133)) {
                  if (data133 < 1 || isNaN(data133)) {
                    const err273 = {
                      instancePath: instancePath + '/config/logs_batch_size',
                      schemaPath: 'workers/svc-observability.schema.json/properties/logs_batch_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err273];
                    } else {
                      vErrors.push(err273);
                    }
                    errors++;
                  }
                }
              }
              if (data114.logs_flush_interval_ms !== undefined) {
                let data134 = data114.logs_flush_interval_ms;
                if (!(typeof data134 == 'number' && !(data134 % 1) && !isNaN(data134) && isFinite(data134))) {
                  const err274 = {
                    instancePath: instancePath + '/config/logs_flush_interval_ms',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/logs_flush_interval_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err274];
                  } else {
                    vErrors.push(err274);
                  }
                  errors++;
                }
                if (typeof data134 == 'number' && isFinite(data134)) {
                  if (data134 < 0 || isNaN(data134)) {
                    const err275 = {
                      instancePath: instancePath + '/config/logs_flush_interval_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_flush_interval_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err275];
                    } else {
                      vErrors.push(err275);
                    }
                    errors++;
                  }
                }
              }
              if (data114.logs_sampling_ratio !== undefined) {
                let data135 = data114.logs_sampling_ratio;
                if (typeof data135 == 'number' && isFinite(data135)) {
                  if (data135 > 1 || isNaN(data135)) {
                    const err276 = {
                      instancePath: instancePath + '/config/logs_sampling_ratio',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_sampling_ratio/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 1 },
                      message: 'must be <= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err276];
                    } else {
                      vErrors.push(err276);
                    }
                    errors++;
                  }
                  if (data135 < 0 || isNaN(data135)) {
                    const err277 = {
                      instancePath: instancePath + '/config/logs_sampling_ratio',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_sampling_ratio/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err277];
                    } else {
                      vErrors.push(err277);
                    }
                    errors++;
                  }
                } else {
                  const err278 = {
                    instancePath: instancePath + '/config/logs_sampling_ratio',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_sampling_ratio/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
                  };
                  if (vErrors === null) {
                    vErrors = [err278];
                  } else {
                    vErrors.push(err278);
                  }
                  errors++;
                }
              }
              if (data114.logs_console_output !== undefined) {
                if (typeof data114.logs_console_output !== 'boolean') {
                  const err279 = {
                    instancePath: instancePath + '/config/logs_console_output',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_console_output/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err279];
                  } else {
                    vErrors.push(err279);
                  }
                  errors++;
                }
              }
              if (data114.export_max_queue_size !== undefined) {
                let data137 = data114.export_max_queue_size;
                if (!(typeof data137 == 'number' && !(data137 % 1) && !isNaN(data137) && isFinite(data137))) {
                  const err280 = {
                    instancePath: instancePath + '/config/export_max_queue_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_max_queue_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err280];
                  } else {
                    vErrors.push(err280);
                  }
                  errors++;
                }
                if (typeof data137 == 'number' && isFinite(data137)) {
                  if (data137 < 1 || isNaN(data137)) {
                    const err281 = {
                      instancePath: instancePath + '/config/export_max_queue_size',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_max_queue_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err281];
                    } else {
                      vErrors.push(err281);
                    }
                    errors++;
                  }
                }
              }
              if (data114.export_batch_size !== undefined) {
                let data138 = data114.export_batch_size;
                if (!(typeof data138 == 'number' && !(data138 % 1) && !isNaN(data138) && isFinite(data138))) {
                  const err282 = {
                    instancePath: instancePath + '/config/export_batch_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_batch_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err282];
                  } else {
                    vErrors.push(err282);
                  }
                  errors++;
                }
                if (typeof data138 == 'number' && isFinite(data138)) {
                  if (data138 < 1 || isNaN(data138)) {
                    const err283 = {
                      instancePath: instancePath + '/config/export_batch_size',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_batch_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err283];
                    } else {
                      vErrors.push(err283);
                    }
                    errors++;
                  }
                }
              }
              if (data114.export_interval_ms !== undefined) {
                let data139 = data114.export_interval_ms;
                if (!(typeof data139 == 'number' && !(data139 % 1) && !isNaN(data139) && isFinite(data139))) {
                  const err284 = {
                    instancePath: instancePath + '/config/export_interval_ms',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_interval_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err284];
                  } else {
                    vErrors.push(err284);
                  }
                  errors++;
                }
                if (typeof data139 == 'number' && isFinite(data139)) {
                  if (data139 < 1 || isNaN(data139)) {
                    const err285 = {
                      instancePath: instancePath + '/config/export_interval_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_interval_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err285];
                    } else {
                      vErrors.push(err285);
                    }
                    errors++;
                  }
                }
              }
              if (data114.export_timeout_ms !== undefined) {
                let data140 = data114.export_timeout_ms;
                if (!(typeof data140 == 'number' && !(data140 % 1) && !isNaN(data140) && isFinite(data140))) {
                  const err286 = {
                    instancePath: instancePath + '/config/export_timeout_ms',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err286];
                  } else {
                    vErrors.push(err286);
                  }
                  errors++;
                }
                if (typeof data140 == 'number' && isFinite(data140)) {
                  if (data140 < 1 || isNaN(data140)) {
                    const err287 = {
                      instancePath: instancePath + '/config/export_timeout_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err287];
                    } else {
                      vErrors.push(err287);
                    }
                    errors++;
                  }
                }
              }
              if (data114.alerts !== undefined) {
                let data141 = data114.alerts;
                if (Array.isArray(data141)) {
                  const len3 = data141.length;
                  for (let i3 = 0; i3 < len3; i3++) {
                    let data142 = data141[i3];
                    if (data142 && typeof data142 == 'object' && !Array.isArray(data142)) {
                    } else {
                      const err288 = {
                        instancePath: instancePath + '/config/alerts/' + i3,
                        schemaPath: 'workers/svc-observability.schema.json/properties/alerts/items/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      };
                      if (vErrors === null) {
                        vErrors = [err288];
                      } else {
                        vErrors.push(err288);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err289 = {
                    instancePath: instancePath + '/config/alerts',
                    schemaPath: 'workers/svc-observability.schema.json/properties/alerts/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err289];
                  } else {
                    vErrors.push(err289);
                  }
                  errors++;
                }
              }
              if (data114.sampling !== undefined) {
                let data143 = data114.sampling;
                if (data143 && typeof data143 == 'object' && !Array.isArray(data143)) {
                } else {
                  const err290 = {
                    instancePath: instancePath + '/config/sampling',
                    schemaPath: 'workers/svc-observability.schema.json/properties/sampling/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err290];
                  } else {
                    vErrors.push(err290);
                  }
                  errors++;
                }
              }
              if (data114.collapse_spans !== undefined) {
                let data144 = data114.collapse_spans;
                if (Array.isArray(data144)) {
                  const len4 = data144.length;
                  for (let i4 = 0; i4 < len4; i4++) {
                    if (typeof data144[i4] !== 'string') {
                      const err291 = {
                        instancePath: instancePath + '/config/collapse_spans/' + i4,
                        schemaPath:
                          'workers/svc-observability.schema.json/properties/collapse_spans/items/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err291];
                      } else {
                        vErrors.push(err291);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err292 = {
                    instancePath: instancePath + '/config/collapse_spans',
                    schemaPath: 'workers/svc-observability.schema.json/properties/collapse_spans/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err292];
                  } else {
                    vErrors.push(err292);
                  }
                  errors++;
                }
              }
            } else {
              const err293 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-observability.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err293];
              } else {
                vErrors.push(err293);
              }
              errors++;
            }
          }
        } else {
          const err294 = {
            instancePath,
            schemaPath: '#/oneOf/9/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err294];
          } else {
            vErrors.push(err294);
          }
          errors++;
        }
      } else if (tag0 === 'iii-observability') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err295 = {
              instancePath,
              schemaPath: '#/oneOf/9/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err295];
            } else {
              vErrors.push(err295);
            }
            errors++;
          }
          for (const key46 in data) {
            if (!(key46 === 'name' || key46 === 'config')) {
              const err296 = {
                instancePath,
                schemaPath: '#/oneOf/9/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key46 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err296];
              } else {
                vErrors.push(err296);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data146 = data.name;
            if (!(data146 === 'svc-observability' || data146 === 'iii-observability')) {
              const err297 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/9/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[9].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err297];
              } else {
                vErrors.push(err297);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data147 = data.config;
            if (data147 && typeof data147 == 'object' && !Array.isArray(data147)) {
              for (const key47 in data147) {
                if (!func2.call(schema58.properties, key47)) {
                  const err298 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-observability.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key47 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err298];
                  } else {
                    vErrors.push(err298);
                  }
                  errors++;
                }
              }
              if (data147.enabled !== undefined) {
                if (typeof data147.enabled !== 'boolean') {
                  const err299 = {
                    instancePath: instancePath + '/config/enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err299];
                  } else {
                    vErrors.push(err299);
                  }
                  errors++;
                }
              }
              if (data147.service_name !== undefined) {
                if (typeof data147.service_name !== 'string') {
                  const err300 = {
                    instancePath: instancePath + '/config/service_name',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_name/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err300];
                  } else {
                    vErrors.push(err300);
                  }
                  errors++;
                }
              }
              if (data147.service_version !== undefined) {
                if (typeof data147.service_version !== 'string') {
                  const err301 = {
                    instancePath: instancePath + '/config/service_version',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_version/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err301];
                  } else {
                    vErrors.push(err301);
                  }
                  errors++;
                }
              }
              if (data147.service_namespace !== undefined) {
                if (typeof data147.service_namespace !== 'string') {
                  const err302 = {
                    instancePath: instancePath + '/config/service_namespace',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_namespace/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err302];
                  } else {
                    vErrors.push(err302);
                  }
                  errors++;
                }
              }
              if (data147.exporter !== undefined) {
                let data152 = data147.exporter;
                if (!(data152 === 'memory' || data152 === 'otlp' || data152 === 'both')) {
                  const err303 = {
                    instancePath: instancePath + '/config/exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema58.properties.exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err303];
                  } else {
                    vErrors.push(err303);
                  }
                  errors++;
                }
              }
              if (data147.endpoint !== undefined) {
                if (typeof data147.endpoint !== 'string') {
                  const err304 = {
                    instancePath: instancePath + '/config/endpoint',
                    schemaPath: 'workers/svc-observability.schema.json/properties/endpoint/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err304];
                  } else {
                    vErrors.push(err304);
                  }
                  errors++;
                }
              }
              if (data147.sampling_ratio !== undefined) {
                let data154 = data147.sampling_ratio;
                if (typeof data154 == 'number' && isFinite(data154)) {
                  if (data154 > 1 || isNaN(data154)) {
                    const err305 = {
                      instancePath: instancePath + '/config/sampling_ratio',
                      schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 1 },
                      message: 'must be <= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err305];
                    } else {
                      vErrors.push(err305);
                    }
                    errors++;
                  }
                  if (data154 < 0 || isNaN(data154)) {
                    const err306 = {
                      instancePath: instancePath + '/config/sampling_ratio',
                      schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err306];
                    } else {
                      vErrors.push(err306);
                    }
                    errors++;
                  }
                } else {
                  const err307 = {
                    instancePath: instancePath + '/config/sampling_ratio',
                    schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
                  };
                  if (vErrors === null) {
                    vErrors = [err307];
                  } else {
                    vErrors.push(err307);
                  }
                  errors++;
                }
              }
              if (data147.memory_max_spans !== undefined) {
                let data155 = data147.memory_max_spans;
                if (!(typeof data155 == 'number' && !(data155 % 1) && !isNaN(data155) && isFinite(data155))) {
                  const err308 = {
                    instancePath: instancePath + '/config/memory_max_spans',
                    schemaPath: 'workers/svc-observability.schema.json/properties/memory_max_spans/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err308];
                  } else {
                    vErrors.push(err308);
                  }
                  errors++;
                }
                if (typeof data155 == 'number' && isFinite(data155)) {
                  if (data155 < 1 || isNaN(data155)) {
                    const err309 = {
                      instancePath: instancePath + '/config/memory_max_spans',
                      schemaPath: 'workers/svc-observability.schema.json/properties/memory_max_spans/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err309];
                    } else {
                      vErrors.push(err309);
                    }
                    errors++;
                  }
                }
              }
              if (data147.memory_retention_seconds !== undefined) {
                let data156 = data147.memory_retention_seconds;
                if (!(typeof data156 == 'number' && !(data156 % 1) && !isNaN(data156) && isFinite(data156))) {
                  const err310 = {
                    instancePath: instancePath + '/config/memory_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/memory_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err310];
                  } else {
                    vErrors.push(err310);
                  }
                  errors++;
                }
                if (typeof data156 == 'number' && isFinite(data156)) {
                  if (data156 < 0 || isNaN(data156)) {
                    const err311 = {
                      instancePath: instancePath + '/config/memory_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/memory_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err311];
                    } else {
                      vErrors.push(err311);
                    }
                    errors++;
                  }
                }
              }
              if (data147.max_attribute_length !== undefined) {
                let data157 = data147.max_attribute_length;
                if (!(typeof data157 == 'number' && !(data157 % 1) && !isNaN(data157) && isFinite(data157))) {
                  const err312 = {
                    instancePath: instancePath + '/config/max_attribute_length',
                    schemaPath: 'workers/svc-observability.schema.json/properties/max_attribute_length/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err312];
                  } else {
                    vErrors.push(err312);
                  }
                  errors++;
                }
                if (typeof data157 == 'number' && isFinite(data157)) {
                  if (data157 < 16 || isNaN(data157)) {
                    const err313 = {
                      instancePath: instancePath + '/config/max_attribute_length',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/max_attribute_length/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 16 },
                      message: 'must be >= 16',
                    };
                    if (vErrors === null) {
                      vErrors = [err313];
                    } else {
                      vErrors.push(err313);
                    }
                    errors++;
                  }
                }
              }
              if (data147.metrics_enabled !== undefined) {
                if (typeof data147.metrics_enabled !== 'boolean') {
                  const err314 = {
                    instancePath: instancePath + '/config/metrics_enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err314];
                  } else {
                    vErrors.push(err314);
                  }
                  errors++;
                }
              }
              if (data147.metrics_exporter !== undefined) {
                let data159 = data147.metrics_exporter;
                if (!(data159 === 'memory' || data159 === 'otlp' || data159 === 'both')) {
                  const err315 = {
                    instancePath: instancePath + '/config/metrics_exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema58.properties.metrics_exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err315];
                  } else {
                    vErrors.push(err315);
                  }
                  errors++;
                }
              }
              if (data147.metrics_retention_seconds !== undefined) {
                let data160 = data147.metrics_retention_seconds;
                if (!(typeof data160 == 'number' && !(data160 % 1) && !isNaN(data160) && isFinite(data160))) {
                  const err316 = {
                    instancePath: instancePath + '/config/metrics_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/metrics_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err316];
                  } else {
                    vErrors.push(err316);
                  }
                  errors++;
                }
                if (typeof data160 == 'number' && isFinite(data160)) {
                  if (data160 < 0 || isNaN(data160)) {
                    const err317 = {
                      instancePath: instancePath + '/config/metrics_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/metrics_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err317];
                    } else {
                      vErrors.push(err317);
                    }
                    errors++;
                  }
                }
              }
              if (data147.metrics_max_count !== undefined) {
                let data161 = data147.metrics_max_count;
                if (!(typeof data161 == 'number' && !(data161 % 1) && !isNaN(data161) && isFinite(data161))) {
                  const err318 = {
                    instancePath: instancePath + '/config/metrics_max_count',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_max_count/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err318];
                  } else {
                    vErrors.push(err318);
                  }
                  errors++;
                }
                if (typeof data161 == 'number' && isFinite(data161)) {
                  if (data161 < 1 || isNaN(data161)) {
                    const err319 = {
                      instancePath: instancePath + '/config/metrics_max_count',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/metrics_max_count/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err319];
                    } else {
                      vErrors.push(err319);
                    }
                    errors++;
                  }
                }
              }
              if (data147.logs_enabled !== undefined) {
                if (typeof data147.logs_enabled !== 'boolean') {
                  const err320 = {
                    instancePath: instancePath + '/config/logs_enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err320];
                  } else {
                    vErrors.push(err320);
                  }
                  errors++;
                }
              }
              if (data147.logs_exporter !== undefined) {
                let data163 = data147.logs_exporter;
                if (!(data163 === 'memory' || data163 === 'otlp' || data163 === 'both')) {
                  const err321 = {
                    instancePath: instancePath + '/config/logs_exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema58.properties.logs_exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err321];
                  } else {
                    vErrors.push(err321);
                  }
                  errors++;
                }
              }
              if (data147.logs_max_count !== undefined) {
                let data164 = data147.logs_max_count;
                if (!(typeof data164 == 'number' && !(data164 % 1) && !isNaN(data164) && isFinite(data164))) {
                  const err322 = {
                    instancePath: instancePath + '/config/logs_max_count',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_max_count/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err322];
                  } else {
                    vErrors.push(err322);
                  }
                  errors++;
                }
                if (typeof data164 == 'number' && isFinite(data164)) {
                  if (data164 < 1 || isNaN(data164)) {
                    const err323 = {
                      instancePath: instancePath + '/config/logs_max_count',
                      schemaPath: 'workers/svc-observability.schema.json/properties/logs_max_count/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err323];
                    } else {
                      vErrors.push(err323);
                    }
                    errors++;
                  }
                }
              }
              if (data147.logs_retention_seconds !== undefined) {
                let data165 = data147.logs_retention_seconds;
                if (!(typeof data165 == 'number' && !(data165 % 1) && !isNaN(data165) && isFinite(data165))) {
                  const err324 = {
                    instancePath: instancePath + '/config/logs_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/logs_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err324];
                  } else {
                    vErrors.push(err324);
                  }
                  errors++;
                }
                if (typeof data165 == 'number' && isFinite(data165)) {
                  if (data165 < 0 || isNaN(data165)) {
                    const err325 = {
                      instancePath: instancePath + '/config/logs_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err325];
                    } else {
                      vErrors.push(err325);
                    }
                    errors++;
                  }
                }
              }
              if (data147.logs_batch_size !== undefined) {
                let data166 = data147.logs_batch_size;
                if (!(typeof data166 == 'number' && !(data166 % 1) && !isNaN(data166) && isFinite(data166))) {
                  const err326 = {
                    instancePath: instancePath + '/config/logs_batch_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_batch_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err326];
                  } else {
                    vErrors.push(err326);
                  }
                  errors++;
                }
                if (typeof data166 == 'number' && isFinite(data166)) {
                  if (data166 < 1 || isNaN(data166)) {
                    const err327 = {
                      instancePath: instancePath + '/config/logs_batch_size',
                      schemaPath: 'workers/svc-observability.schema.json/properties/logs_batch_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err327];
                    } else {
                      vErrors.push(err327);
                    }
                    errors++;
                  }
                }
              }
              if (data147.logs_flush_interval_ms !== undefined) {
                let data167 = data147.logs_flush_interval_ms;
                if (!(typeof data167 == 'number' && !(data167 % 1) && !isNaN(data167) && isFinite(data167))) {
                  const err328 = {
                    instancePath: instancePath + '/config/logs_flush_interval_ms',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/logs_flush_interval_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err328];
                  } else {
                    vErrors.push(err328);
                  }
                  errors++;
                }
                if (typeof data167 == 'number' && isFinite(data167)) {
                  if (data167 < 0 || isNaN(data167)) {
                    const err329 = {
                      instancePath: instancePath + '/config/logs_flush_interval_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_flush_interval_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err329];
                    } else {
                      vErrors.push(err329);
                    }
                    errors++;
                  }
                }
              }
              if (data147.logs_sampling_ratio !== undefined) {
                let data168 = data147.logs_sampling_ratio;
                if (typeof data168 == 'number' && isFinite(data168)) {
                  if (data168 > 1 || isNaN(data168)) {
                    const err330 = {
                      instancePath: instancePath + '/config/logs_sampling_ratio',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_sampling_ratio/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 1 },
                      message: 'must be <= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err330];
                    } else {
                      vErrors.push(err330);
                    }
                    errors++;
                  }
                  if (data168 < 0 || isNaN(data168)) {
                    const err331 = {
                      instancePath: instancePath + '/config/logs_sampling_ratio',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_sampling_ratio/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err331];
                    } else {
                      vErrors.push(err331);
                    }
                    errors++;
                  }
                } else {
                  const err332 = {
                    instancePath: instancePath + '/config/logs_sampling_ratio',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_sampling_ratio/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
                  };
                  if (vErrors === null) {
                    vErrors = [err332];
                  } else {
                    vErrors.push(err332);
                  }
                  errors++;
                }
              }
              if (data147.logs_console_output !== undefined) {
                if (typeof data147.logs_console_output !== 'boolean') {
                  const err333 = {
                    instancePath: instancePath + '/config/logs_console_output',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_console_output/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err333];
                  } else {
                    vErrors.push(err333);
                  }
                  errors++;
                }
              }
              if (data147.export_max_queue_size !== undefined) {
                let data170 = data147.export_max_queue_size;
                if (!(typeof data170 == 'number' && !(data170 % 1) && !isNaN(data170) && isFinite(data170))) {
                  const err334 = {
                    instancePath: instancePath + '/config/export_max_queue_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_max_queue_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err334];
                  } else {
                    vErrors.push(err334);
                  }
                  errors++;
                }
                if (typeof data170 == 'number' && isFinite(data170)) {
                  if (data170 < 1 || isNaN(data170)) {
                    const err335 = {
                      instancePath: instancePath + '/config/export_max_queue_size',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_max_queue_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err335];
                    } else {
                      vErrors.push(err335);
                    }
                    errors++;
                  }
                }
              }
              if (data147.export_batch_size !== undefined) {
                let data171 = data147.export_batch_size;
                if (!(typeof data171 == 'number' && !(data171 % 1) && !isNaN(data171) && isFinite(data171))) {
                  const err336 = {
                    instancePath: instancePath + '/config/export_batch_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_batch_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err336];
                  } else {
                    vErrors.push(err336);
                  }
                  errors++;
                }
                if (typeof data171 == 'number' && isFinite(data171)) {
                  if (data171 < 1 || isNaN(data171)) {
                    const err337 = {
                      instancePath: instancePath + '/config/export_batch_size',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_batch_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err337];
                    } else {
                      vErrors.push(err337);
                    }
                    errors++;
                  }
                }
              }
              if (data147.export_interval_ms !== undefined) {
                let data172 = data147.export_interval_ms;
                if (!(typeof data172 == 'number' && !(data172 % 1) && !isNaN(data172) && isFinite(data172))) {
                  const err338 = {
                    instancePath: instancePath + '/config/export_interval_ms',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_interval_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err338];
                  } else {
                    vErrors.push(err338);
                  }
                  errors++;
                }
                if (typeof data172 == 'number' && isFinite(data172)) {
                  if (data172 < 1 || isNaN(data172)) {
                    const err339 = {
                      instancePath: instancePath + '/config/export_interval_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_interval_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err339];
                    } else {
                      vErrors.push(err339);
                    }
                    errors++;
                  }
                }
              }
              if (data147.export_timeout_ms !== undefined) {
                let data173 = data147.export_timeout_ms;
                if (!(typeof data173 == 'number' && !(data173 % 1) && !isNaN(data173) && isFinite(data173))) {
                  const err340 = {
                    instancePath: instancePath + '/config/export_timeout_ms',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err340];
                  } else {
                    vErrors.push(err340);
                  }
                  errors++;
                }
                if (typeof data173 == 'number' && isFinite(data173)) {
                  if (data173 < 1 || isNaN(data173)) {
                    const err341 = {
                      instancePath: instancePath + '/config/export_timeout_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err341];
                    } else {
                      vErrors.push(err341);
                    }
                    errors++;
                  }
                }
              }
              if (data147.alerts !== undefined) {
                let data174 = data147.alerts;
                if (Array.isArray(data174)) {
                  const len5 = data174.length;
                  for (let i5 = 0; i5 < len5; i5++) {
                    let data175 = data174[i5];
                    if (data175 && typeof data175 == 'object' && !Array.isArray(data175)) {
                    } else {
                      const err342 = {
                        instancePath: instancePath + '/config/alerts/' + i5,
                        schemaPath: 'workers/svc-observability.schema.json/properties/alerts/items/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      };
                      if (vErrors === null) {
                        vErrors = [err342];
                      } else {
                        vErrors.push(err342);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err343 = {
                    instancePath: instancePath + '/config/alerts',
                    schemaPath: 'workers/svc-observability.schema.json/properties/alerts/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err343];
                  } else {
                    vErrors.push(err343);
                  }
                  errors++;
                }
              }
              if (data147.sampling !== undefined) {
                let data176 = data147.sampling;
                if (data176 && typeof data176 == 'object' && !Array.isArray(data176)) {
                } else {
                  const err344 = {
                    instancePath: instancePath + '/config/sampling',
                    schemaPath: 'workers/svc-observability.schema.json/properties/sampling/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err344];
                  } else {
                    vErrors.push(err344);
                  }
                  errors++;
                }
              }
              if (data147.collapse_spans !== undefined) {
                let data177 = data147.collapse_spans;
                if (Array.isArray(data177)) {
                  const len6 = data177.length;
                  for (let i6 = 0; i6 < len6; i6++) {
                    if (typeof data177[i6] !== 'string') {
                      const err345 = {
                        instancePath: instancePath + '/config/collapse_spans/' + i6,
                        schemaPath:
                          'workers/svc-observability.schema.json/properties/collapse_spans/items/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err345];
                      } else {
                        vErrors.push(err345);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err346 = {
                    instancePath: instancePath + '/config/collapse_spans',
                    schemaPath: 'workers/svc-observability.schema.json/properties/collapse_spans/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err346];
                  } else {
                    vErrors.push(err346);
                  }
                  errors++;
                }
              }
            } else {
              const err347 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-observability.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err347];
              } else {
                vErrors.push(err347);
              }
              errors++;
            }
          }
        } else {
          const err348 = {
            instancePath,
            schemaPath: '#/oneOf/9/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err348];
          } else {
            vErrors.push(err348);
          }
          errors++;
        }
      } else {
        const err349 = {
          instancePath,
          schemaPath: '#/discriminator',
          keyword: 'discriminator',
          params: { error: 'mapping', tag: 'name', tagValue: tag0 },
          message: 'value of tag "name" must be in oneOf',
        };
        if (vErrors === null) {
          vErrors = [err349];
        } else {
          vErrors.push(err349);
        }
        errors++;
      }
    } else {
      const err350 = {
        instancePath,
        schemaPath: '#/discriminator',
        keyword: 'discriminator',
        params: { error: 'tag', tag: 'name', tagValue: tag0 },
        message: 'tag "name" must be string',
      };
      if (vErrors === null) {
        vErrors = [err350];
      } else {
        vErrors.push(err350);
      }
      errors++;
    }
  } else {
    const err351 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err351];
    } else {
      vErrors.push(err351);
    }
    errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/worker-entry.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs1 = errors;
  let valid0 = true;
  const _errs2 = errors;
  if (errors === _errs2) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.path === undefined && (missing0 = 'path')) {
        const err0 = {};
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    } else {
      const err1 = {};
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  errors = _errs1;
  if (vErrors !== null) {
    if (_errs1) {
      vErrors.length = _errs1;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid0) {
    const _errs5 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.name === undefined) {
        const err2 = {
          instancePath,
          schemaPath: 'path-worker-entry.schema.json/required',
          keyword: 'required',
          params: { missingProperty: 'name' },
          message: "must have required property '" + 'name' + "'",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.path === undefined) {
        const err3 = {
          instancePath,
          schemaPath: 'path-worker-entry.schema.json/required',
          keyword: 'required',
          params: { missingProperty: 'path' },
          message: "must have required property '" + 'path' + "'",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === 'name' || key0 === 'path' || key0 === 'env' || key0 === 'replicas')) {
          const err4 = {
            instancePath,
            schemaPath: 'path-worker-entry.schema.json/additionalProperties',
            keyword: 'additionalProperties',
            params: { additionalProperty: key0 },
            message: 'must NOT have additional properties',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.name !== undefined) {
        let data0 = data.name;
        if (typeof data0 === 'string') {
          if (!pattern4.test(data0)) {
            const err5 = {
              instancePath: instancePath + '/name',
              schemaPath: 'path-worker-entry.schema.json/properties/name/pattern',
              keyword: 'pattern',
              params: { pattern: '^[a-z0-9][a-z0-9_-]{0,63}$' },
              message: 'must match pattern "' + '^[a-z0-9][a-z0-9_-]{0,63}$' + '"',
            };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        } else {
          const err6 = {
            instancePath: instancePath + '/name',
            schemaPath: 'path-worker-entry.schema.json/properties/name/type',
            keyword: 'type',
            params: { type: 'string' },
            message: 'must be string',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.path !== undefined) {
        let data1 = data.path;
        if (typeof data1 === 'string') {
          if (func1(data1) < 1) {
            const err7 = {
              instancePath: instancePath + '/path',
              schemaPath: 'path-worker-entry.schema.json/properties/path/minLength',
              keyword: 'minLength',
              params: { limit: 1 },
              message: 'must NOT have fewer than 1 characters',
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        } else {
          const err8 = {
            instancePath: instancePath + '/path',
            schemaPath: 'path-worker-entry.schema.json/properties/path/type',
            keyword: 'type',
            params: { type: 'string' },
            message: 'must be string',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.env !== undefined) {
        let data2 = data.env;
        if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
          for (const key1 in data2) {
            if (typeof data2[key1] !== 'string') {
              const err9 = {
                instancePath: instancePath + '/env/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: 'path-worker-entry.schema.json/properties/env/additionalProperties/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          }
        } else {
          const err10 = {
            instancePath: instancePath + '/env',
            schemaPath: 'path-worker-entry.schema.json/properties/env/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
      if (data.replicas !== undefined) {
        let data4 = data.replicas;
        if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
          const err11 = {
            instancePath: instancePath + '/replicas',
            schemaPath: 'path-worker-entry.schema.json/properties/replicas/type',
            keyword: 'type',
            params: { type: 'integer' },
            message: 'must be integer',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (typeof data4 == 'number' && isFinite(data4)) {
          if (data4 > 64 || isNaN(data4)) {
            const err12 = {
              instancePath: instancePath + '/replicas',
              schemaPath: 'path-worker-entry.schema.json/properties/replicas/maximum',
              keyword: 'maximum',
              params: { comparison: '<=', limit: 64 },
              message: 'must be <= 64',
            };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (data4 < 1 || isNaN(data4)) {
            const err13 = {
              instancePath: instancePath + '/replicas',
              schemaPath: 'path-worker-entry.schema.json/properties/replicas/minimum',
              keyword: 'minimum',
              params: { comparison: '>=', limit: 1 },
              message: 'must be >= 1',
            };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      }
    } else {
      const err14 = {
        instancePath,
        schemaPath: 'path-worker-entry.schema.json/type',
        keyword: 'type',
        params: { type: 'object' },
        message: 'must be object',
      };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    var _valid0 = _errs5 === errors;
    valid0 = _valid0;
    ifClause0 = 'then';
  } else {
    const _errs20 = errors;
    if (!validate22(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
      vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
      errors = vErrors.length;
    }
    var _valid0 = _errs20 === errors;
    valid0 = _valid0;
    ifClause0 = 'else';
  }
  if (!valid0) {
    const err15 = {
      instancePath,
      schemaPath: '#/if',
      keyword: 'if',
      params: { failingKeyword: ifClause0 },
      message: 'must match "' + ifClause0 + '" schema',
    };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err16 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err16];
      } else {
        vErrors.push(err16);
      }
      errors++;
    }
    if (data.name !== undefined) {
      if (typeof data.name !== 'string') {
        const err17 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.path !== undefined) {
      if (typeof data.path !== 'string') {
        const err18 = {
          instancePath: instancePath + '/path',
          schemaPath: '#/properties/path/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema60 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/module-entry.schema.json',
  title: 'ModuleEntry',
  description:
    'One entry of the legacy `modules:` list, naming a built-in by class (`modules::<area>::<Name>Module`). Accepted as an alias of the matching `workers:` entry.',
  type: 'object',
  required: ['class'],
  properties: { class: { description: 'Module class name.', type: 'string' } },
  additionalProperties: true,
  discriminator: { propertyName: 'class' },
  oneOf: [
    {
      title: 'SvcHttpModule',
      description: '`modules::api::RestApiModule`, the legacy name of `svc-http`.',
      type: 'object',
      required: ['class'],
      properties: {
        class: { description: 'Module class name.', const: 'modules::api::RestApiModule' },
        config: { description: 'Settings of `svc-http`.', $ref: 'workers/svc-http.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcStateModule',
      description: '`modules::state::StateModule`, the legacy name of `svc-state`.',
      type: 'object',
      required: ['class'],
      properties: {
        class: { description: 'Module class name.', const: 'modules::state::StateModule' },
        config: { description: 'Settings of `svc-state`.', $ref: 'workers/svc-state.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcStreamModule',
      description: '`modules::stream::StreamModule`, the legacy name of `svc-stream`.',
      type: 'object',
      required: ['class'],
      properties: {
        class: { description: 'Module class name.', const: 'modules::stream::StreamModule' },
        config: { description: 'Settings of `svc-stream`.', $ref: 'workers/svc-stream.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcCronModule',
      description: '`modules::cron::CronModule`, the legacy name of `svc-cron`.',
      type: 'object',
      required: ['class'],
      properties: {
        class: { description: 'Module class name.', const: 'modules::cron::CronModule' },
        config: { description: 'Settings of `svc-cron`.', $ref: 'workers/svc-cron.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcEventsModule',
      description: '`modules::pubsub::PubSubModule`, the legacy name of `svc-events`.',
      type: 'object',
      required: ['class'],
      properties: {
        class: { description: 'Module class name.', const: 'modules::pubsub::PubSubModule' },
        config: { description: 'Settings of `svc-events`.', $ref: 'workers/svc-events.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcQueueModule',
      description: '`modules::queue::QueueModule`, the legacy name of `svc-queue`.',
      type: 'object',
      required: ['class'],
      properties: {
        class: { description: 'Module class name.', const: 'modules::queue::QueueModule' },
        config: { description: 'Settings of `svc-queue`.', $ref: 'workers/svc-queue.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcObservabilityModule',
      description: '`modules::observability::OtelModule`, the legacy name of `svc-observability`.',
      type: 'object',
      required: ['class'],
      properties: {
        class: { description: 'Module class name.', const: 'modules::observability::OtelModule' },
        config: {
          description: 'Settings of `svc-observability`.',
          $ref: 'workers/svc-observability.schema.json',
        },
      },
      additionalProperties: false,
    },
  ],
  examples: [
    { class: 'modules::state::StateModule' },
    { class: 'modules::api::RestApiModule', config: { port: 3111 } },
  ],
};
function validate44(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/module-entry.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate44.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.class === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'class' },
        message: "must have required property '" + 'class' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.class !== undefined) {
      if (typeof data.class !== 'string') {
        const err1 = {
          instancePath: instancePath + '/class',
          schemaPath: '#/properties/class/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    const tag0 = data.class;
    if (typeof tag0 == 'string') {
      if (tag0 === 'modules::api::RestApiModule') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.class === undefined) {
            const err2 = {
              instancePath,
              schemaPath: '#/oneOf/0/required',
              keyword: 'required',
              params: { missingProperty: 'class' },
              message: "must have required property '" + 'class' + "'",
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
          for (const key0 in data) {
            if (!(key0 === 'class' || key0 === 'config')) {
              const err3 = {
                instancePath,
                schemaPath: '#/oneOf/0/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          }
          if (data.class !== undefined) {
            if ('modules::api::RestApiModule' !== data.class) {
              const err4 = {
                instancePath: instancePath + '/class',
                schemaPath: '#/oneOf/0/properties/class/const',
                keyword: 'const',
                params: { allowedValue: 'modules::api::RestApiModule' },
                message: 'must be equal to constant',
              };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate26(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err5 = {
            instancePath,
            schemaPath: '#/oneOf/0/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else if (tag0 === 'modules::state::StateModule') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.class === undefined) {
            const err6 = {
              instancePath,
              schemaPath: '#/oneOf/1/required',
              keyword: 'required',
              params: { missingProperty: 'class' },
              message: "must have required property '" + 'class' + "'",
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
          for (const key1 in data) {
            if (!(key1 === 'class' || key1 === 'config')) {
              const err7 = {
                instancePath,
                schemaPath: '#/oneOf/1/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key1 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          }
          if (data.class !== undefined) {
            if ('modules::state::StateModule' !== data.class) {
              const err8 = {
                instancePath: instancePath + '/class',
                schemaPath: '#/oneOf/1/properties/class/const',
                keyword: 'const',
                params: { allowedValue: 'modules::state::StateModule' },
                message: 'must be equal to constant',
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate30(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err9 = {
            instancePath,
            schemaPath: '#/oneOf/1/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else if (tag0 === 'modules::stream::StreamModule') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.class === undefined) {
            const err10 = {
              instancePath,
              schemaPath: '#/oneOf/2/required',
              keyword: 'required',
              params: { missingProperty: 'class' },
              message: "must have required property '" + 'class' + "'",
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          for (const key2 in data) {
            if (!(key2 === 'class' || key2 === 'config')) {
              const err11 = {
                instancePath,
                schemaPath: '#/oneOf/2/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key2 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          }
          if (data.class !== undefined) {
            if ('modules::stream::StreamModule' !== data.class) {
              const err12 = {
                instancePath: instancePath + '/class',
                schemaPath: '#/oneOf/2/properties/class/const',
                keyword: 'const',
                params: { allowedValue: 'modules::stream::StreamModule' },
                message: 'must be equal to constant',
              };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate34(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err13 = {
            instancePath,
            schemaPath: '#/oneOf/2/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else if (tag0 === 'modules::cron::CronModule') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.class === undefined) {
            const err14 = {
              instancePath,
              schemaPath: '#/oneOf/3/required',
              keyword: 'required',
              params: { missingProperty: 'class' },
              message: "must have required property '" + 'class' + "'",
            };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          for (const key3 in data) {
            if (!(key3 === 'class' || key3 === 'config')) {
              const err15 = {
                instancePath,
                schemaPath: '#/oneOf/3/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key3 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          }
          if (data.class !== undefined) {
            if ('modules::cron::CronModule' !== data.class) {
              const err16 = {
                instancePath: instancePath + '/class',
                schemaPath: '#/oneOf/3/properties/class/const',
                keyword: 'const',
                params: { allowedValue: 'modules::cron::CronModule' },
                message: 'must be equal to constant',
              };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data8 = data.config;
            if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
              for (const key4 in data8) {
                if (!(key4 === 'adapter')) {
                  const err17 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-cron.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key4 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
              }
              if (data8.adapter !== undefined) {
                let data9 = data8.adapter;
                if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
                  if (data9.name === undefined) {
                    const err18 = {
                      instancePath: instancePath + '/config/adapter',
                      schemaPath: 'workers/svc-cron.schema.json/properties/adapter/required',
                      keyword: 'required',
                      params: { missingProperty: 'name' },
                      message: "must have required property '" + 'name' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                  for (const key5 in data9) {
                    if (!(
                      key5 === 'name' ||
                      key5 === 'url' ||
                      key5 === 'key_prefix' ||
                      key5 === 'lock_ttl_ms' ||
                      key5 === 'command_timeout_ms'
                    )) {
                      const err19 = {
                        instancePath: instancePath + '/config/adapter',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key5 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err19];
                      } else {
                        vErrors.push(err19);
                      }
                      errors++;
                    }
                  }
                  if (data9.name !== undefined) {
                    let data10 = data9.name;
                    if (!(data10 === 'local' || data10 === 'redis' || data10 === 'kv')) {
                      const err20 = {
                        instancePath: instancePath + '/config/adapter/name',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/properties/name/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema50.properties.adapter.properties.name.enum },
                        message: 'must be equal to one of the allowed values',
                      };
                      if (vErrors === null) {
                        vErrors = [err20];
                      } else {
                        vErrors.push(err20);
                      }
                      errors++;
                    }
                  }
                  if (data9.url !== undefined) {
                    let data11 = data9.url;
                    if (typeof data11 === 'string') {
                      if (func1(data11) < 1) {
                        const err21 = {
                          instancePath: instancePath + '/config/adapter/url',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err21];
                        } else {
                          vErrors.push(err21);
                        }
                        errors++;
                      }
                    } else {
                      const err22 = {
                        instancePath: instancePath + '/config/adapter/url',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/properties/url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err22];
                      } else {
                        vErrors.push(err22);
                      }
                      errors++;
                    }
                  }
                  if (data9.key_prefix !== undefined) {
                    if (typeof data9.key_prefix !== 'string') {
                      const err23 = {
                        instancePath: instancePath + '/config/adapter/key_prefix',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/key_prefix/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err23];
                      } else {
                        vErrors.push(err23);
                      }
                      errors++;
                    }
                  }
                  if (data9.lock_ttl_ms !== undefined) {
                    let data13 = data9.lock_ttl_ms;
                    if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
                      const err24 = {
                        instancePath: instancePath + '/config/adapter/lock_ttl_ms',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/lock_ttl_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err24];
                      } else {
                        vErrors.push(err24);
                      }
                      errors++;
                    }
                    if (typeof data13 == 'number' && isFinite(data13)) {
                      if (data13 < 1000 || isNaN(data13)) {
                        const err25 = {
                          instancePath: instancePath + '/config/adapter/lock_ttl_ms',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/lock_ttl_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1000 },
                          message: 'must be >= 1000',
                        };
                        if (vErrors === null) {
                          vErrors = [err25];
                        } else {
                          vErrors.push(err25);
                        }
                        errors++;
                      }
                    }
                  }
                  if (data9.command_timeout_ms !== undefined) {
                    let data14 = data9.command_timeout_ms;
                    if (!(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
                      const err26 = {
                        instancePath: instancePath + '/config/adapter/command_timeout_ms',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/command_timeout_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err26];
                      } else {
                        vErrors.push(err26);
                      }
                      errors++;
                    }
                    if (typeof data14 == 'number' && isFinite(data14)) {
                      if (data14 < 1 || isNaN(data14)) {
                        const err27 = {
                          instancePath: instancePath + '/config/adapter/command_timeout_ms',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/command_timeout_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1 },
                          message: 'must be >= 1',
                        };
                        if (vErrors === null) {
                          vErrors = [err27];
                        } else {
                          vErrors.push(err27);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err28 = {
                    instancePath: instancePath + '/config/adapter',
                    schemaPath: 'workers/svc-cron.schema.json/properties/adapter/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
              }
            } else {
              const err29 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-cron.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          }
        } else {
          const err30 = {
            instancePath,
            schemaPath: '#/oneOf/3/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      } else if (tag0 === 'modules::pubsub::PubSubModule') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.class === undefined) {
            const err31 = {
              instancePath,
              schemaPath: '#/oneOf/4/required',
              keyword: 'required',
              params: { missingProperty: 'class' },
              message: "must have required property '" + 'class' + "'",
            };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
          for (const key6 in data) {
            if (!(key6 === 'class' || key6 === 'config')) {
              const err32 = {
                instancePath,
                schemaPath: '#/oneOf/4/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key6 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
          }
          if (data.class !== undefined) {
            if ('modules::pubsub::PubSubModule' !== data.class) {
              const err33 = {
                instancePath: instancePath + '/class',
                schemaPath: '#/oneOf/4/properties/class/const',
                keyword: 'const',
                params: { allowedValue: 'modules::pubsub::PubSubModule' },
                message: 'must be equal to constant',
              };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data16 = data.config;
            if (data16 && typeof data16 == 'object' && !Array.isArray(data16)) {
              for (const key7 in data16) {
                if (!(key7 === 'adapter' || key7 === 'max_in_flight')) {
                  const err34 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-events.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key7 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
              }
              if (data16.adapter !== undefined) {
                let data17 = data16.adapter;
                if (data17 && typeof data17 == 'object' && !Array.isArray(data17)) {
                  if (data17.name === undefined) {
                    const err35 = {
                      instancePath: instancePath + '/config/adapter',
                      schemaPath: 'workers/svc-events.schema.json/properties/adapter/required',
                      keyword: 'required',
                      params: { missingProperty: 'name' },
                      message: "must have required property '" + 'name' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err35];
                    } else {
                      vErrors.push(err35);
                    }
                    errors++;
                  }
                  for (const key8 in data17) {
                    if (!(
                      key8 === 'name' ||
                      key8 === 'url' ||
                      key8 === 'channel_prefix' ||
                      key8 === 'command_timeout_ms'
                    )) {
                      const err36 = {
                        instancePath: instancePath + '/config/adapter',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key8 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err36];
                      } else {
                        vErrors.push(err36);
                      }
                      errors++;
                    }
                  }
                  if (data17.name !== undefined) {
                    let data18 = data17.name;
                    if (!(data18 === 'local' || data18 === 'redis')) {
                      const err37 = {
                        instancePath: instancePath + '/config/adapter/name',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/properties/name/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema53.properties.adapter.properties.name.enum },
                        message: 'must be equal to one of the allowed values',
                      };
                      if (vErrors === null) {
                        vErrors = [err37];
                      } else {
                        vErrors.push(err37);
                      }
                      errors++;
                    }
                  }
                  if (data17.url !== undefined) {
                    let data19 = data17.url;
                    if (typeof data19 === 'string') {
                      if (func1(data19) < 1) {
                        const err38 = {
                          instancePath: instancePath + '/config/adapter/url',
                          schemaPath:
                            'workers/svc-events.schema.json/properties/adapter/properties/url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err38];
                        } else {
                          vErrors.push(err38);
                        }
                        errors++;
                      }
                    } else {
                      const err39 = {
                        instancePath: instancePath + '/config/adapter/url',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/properties/url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err39];
                      } else {
                        vErrors.push(err39);
                      }
                      errors++;
                    }
                  }
                  if (data17.channel_prefix !== undefined) {
                    if (typeof data17.channel_prefix !== 'string') {
                      const err40 = {
                        instancePath: instancePath + '/config/adapter/channel_prefix',
                        schemaPath:
                          'workers/svc-events.schema.json/properties/adapter/properties/channel_prefix/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err40];
                      } else {
                        vErrors.push(err40);
                      }
                      errors++;
                    }
                  }
                  if (data17.command_timeout_ms !== undefined) {
                    let data21 = data17.command_timeout_ms;
                    if (!(typeof data21 == 'number' && !(data21 % 1) && !isNaN(data21) && isFinite(data21))) {
                      const err41 = {
                        instancePath: instancePath + '/config/adapter/command_timeout_ms',
                        schemaPath:
                          'workers/svc-events.schema.json/properties/adapter/properties/command_timeout_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err41];
                      } else {
                        vErrors.push(err41);
                      }
                      errors++;
                    }
                    if (typeof data21 == 'number' && isFinite(data21)) {
                      if (data21 < 1 || isNaN(data21)) {
                        const err42 = {
                          instancePath: instancePath + '/config/adapter/command_timeout_ms',
                          schemaPath:
                            'workers/svc-events.schema.json/properties/adapter/properties/command_timeout_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1 },
                          message: 'must be >= 1',
                        };
                        if (vErrors === null) {
                          vErrors = [err42];
                        } else {
                          vErrors.push(err42);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err43 = {
                    instancePath: instancePath + '/config/adapter',
                    schemaPath: 'workers/svc-events.schema.json/properties/adapter/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
              }
              if (data16.max_in_flight !== undefined) {
                let data22 = data16.max_in_flight;
                if (!(typeof data22 == 'number' && !(data22 % 1) && !isNaN(data22) && isFinite(data22))) {
                  const err44 = {
                    instancePath: instancePath + '/config/max_in_flight',
                    schemaPath: 'workers/svc-events.schema.json/properties/max_in_flight/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err44];
                  } else {
                    vErrors.push(err44);
                  }
                  errors++;
                }
                if (typeof data22 == 'number' && isFinite(data22)) {
                  if (data22 < 1 || isNaN(data22)) {
                    const err45 = {
                      instancePath: instancePath + '/config/max_in_flight',
                      schemaPath: 'workers/svc-events.schema.json/properties/max_in_flight/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err45];
                    } else {
                      vErrors.push(err45);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err46 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-events.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
          }
        } else {
          const err47 = {
            instancePath,
            schemaPath: '#/oneOf/4/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
      } else if (tag0 === 'modules::queue::QueueModule') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.class === undefined) {
            const err48 = {
              instancePath,
              schemaPath: '#/oneOf/5/required',
              keyword: 'required',
              params: { missingProperty: 'class' },
              message: "must have required property '" + 'class' + "'",
            };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
          for (const key9 in data) {
            if (!(key9 === 'class' || key9 === 'config')) {
              const err49 = {
                instancePath,
                schemaPath: '#/oneOf/5/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key9 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
          }
          if (data.class !== undefined) {
            if ('modules::queue::QueueModule' !== data.class) {
              const err50 = {
                instancePath: instancePath + '/class',
                schemaPath: '#/oneOf/5/properties/class/const',
                keyword: 'const',
                params: { allowedValue: 'modules::queue::QueueModule' },
                message: 'must be equal to constant',
              };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate38(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err51 = {
            instancePath,
            schemaPath: '#/oneOf/5/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
      } else if (tag0 === 'modules::observability::OtelModule') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.class === undefined) {
            const err52 = {
              instancePath,
              schemaPath: '#/oneOf/6/required',
              keyword: 'required',
              params: { missingProperty: 'class' },
              message: "must have required property '" + 'class' + "'",
            };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
          for (const key10 in data) {
            if (!(key10 === 'class' || key10 === 'config')) {
              const err53 = {
                instancePath,
                schemaPath: '#/oneOf/6/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key10 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
          }
          if (data.class !== undefined) {
            if ('modules::observability::OtelModule' !== data.class) {
              const err54 = {
                instancePath: instancePath + '/class',
                schemaPath: '#/oneOf/6/properties/class/const',
                keyword: 'const',
                params: { allowedValue: 'modules::observability::OtelModule' },
                message: 'must be equal to constant',
              };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data26 = data.config;
            if (data26 && typeof data26 == 'object' && !Array.isArray(data26)) {
              for (const key11 in data26) {
                if (!func2.call(schema58.properties, key11)) {
                  const err55 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-observability.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key11 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                }
              }
              if (data26.enabled !== undefined) {
                if (typeof data26.enabled !== 'boolean') {
                  const err56 = {
                    instancePath: instancePath + '/config/enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err56];
                  } else {
                    vErrors.push(err56);
                  }
                  errors++;
                }
              }
              if (data26.service_name !== undefined) {
                if (typeof data26.service_name !== 'string') {
                  const err57 = {
                    instancePath: instancePath + '/config/service_name',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_name/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err57];
                  } else {
                    vErrors.push(err57);
                  }
                  errors++;
                }
              }
              if (data26.service_version !== undefined) {
                if (typeof data26.service_version !== 'string') {
                  const err58 = {
                    instancePath: instancePath + '/config/service_version',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_version/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err58];
                  } else {
                    vErrors.push(err58);
                  }
                  errors++;
                }
              }
              if (data26.service_namespace !== undefined) {
                if (typeof data26.service_namespace !== 'string') {
                  const err59 = {
                    instancePath: instancePath + '/config/service_namespace',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_namespace/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err59];
                  } else {
                    vErrors.push(err59);
                  }
                  errors++;
                }
              }
              if (data26.exporter !== undefined) {
                let data31 = data26.exporter;
                if (!(data31 === 'memory' || data31 === 'otlp' || data31 === 'both')) {
                  const err60 = {
                    instancePath: instancePath + '/config/exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema58.properties.exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err60];
                  } else {
                    vErrors.push(err60);
                  }
                  errors++;
                }
              }
              if (data26.endpoint !== undefined) {
                if (typeof data26.endpoint !== 'string') {
                  const err61 = {
                    instancePath: instancePath + '/config/endpoint',
                    schemaPath: 'workers/svc-observability.schema.json/properties/endpoint/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err61];
                  } else {
                    vErrors.push(err61);
                  }
                  errors++;
                }
              }
              if (data26.sampling_ratio !== undefined) {
                let data33 = data26.sampling_ratio;
                if (typeof data33 == 'number' && isFinite(data33)) {
                  if (data33 > 1 || isNaN(data33)) {
                    const err62 = {
                      instancePath: instancePath + '/config/sampling_ratio',
                      schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 1 },
                      message: 'must be <= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err62];
                    } else {
                      vErrors.push(err62);
                    }
                    errors++;
                  }
                  if (data33 < 0 || isNaN(data33)) {
                    const err63 = {
                      instancePath: instancePath + '/config/sampling_ratio',
                      schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err63];
                    } else {
                      vErrors.push(err63);
                    }
                    errors++;
                  }
                } else {
                  const err64 = {
                    instancePath: instancePath + '/config/sampling_ratio',
                    schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
                  };
                  if (vErrors === null) {
                    vErrors = [err64];
                  } else {
                    vErrors.push(err64);
                  }
                  errors++;
                }
              }
              if (data26.memory_max_spans !== undefined) {
                let data34 = data26.memory_max_spans;
                if (!(typeof data34 == 'number' && !(data34 % 1) && !isNaN(data34) && isFinite(data34))) {
                  const err65 = {
                    instancePath: instancePath + '/config/memory_max_spans',
                    schemaPath: 'workers/svc-observability.schema.json/properties/memory_max_spans/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err65];
                  } else {
                    vErrors.push(err65);
                  }
                  errors++;
                }
                if (typeof data34 == 'number' && isFinite(data34)) {
                  if (data34 < 1 || isNaN(data34)) {
                    const err66 = {
                      instancePath: instancePath + '/config/memory_max_spans',
                      schemaPath: 'workers/svc-observability.schema.json/properties/memory_max_spans/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err66];
                    } else {
                      vErrors.push(err66);
                    }
                    errors++;
                  }
                }
              }
              if (data26.memory_retention_seconds !== undefined) {
                let data35 = data26.memory_retention_seconds;
                if (!(typeof data35 == 'number' && !(data35 % 1) && !isNaN(data35) && isFinite(data35))) {
                  const err67 = {
                    instancePath: instancePath + '/config/memory_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/memory_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err67];
                  } else {
                    vErrors.push(err67);
                  }
                  errors++;
                }
                if (typeof data35 == 'number' && isFinite(data35)) {
                  if (data35 < 0 || isNaN(data35)) {
                    const err68 = {
                      instancePath: instancePath + '/config/memory_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/memory_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err68];
                    } else {
                      vErrors.push(err68);
                    }
                    errors++;
                  }
                }
              }
              if (data26.max_attribute_length !== undefined) {
                let data36 = data26.max_attribute_length;
                if (!(typeof data36 == 'number' && !(data36 % 1) && !isNaN(data36) && isFinite(data36))) {
                  const err69 = {
                    instancePath: instancePath + '/config/max_attribute_length',
                    schemaPath: 'workers/svc-observability.schema.json/properties/max_attribute_length/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err69];
                  } else {
                    vErrors.push(err69);
                  }
                  errors++;
                }
                if (typeof data36 == 'number' && isFinite(data36)) {
                  if (data36 < 16 || isNaN(data36)) {
                    const err70 = {
                      instancePath: instancePath + '/config/max_attribute_length',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/max_attribute_length/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 16 },
                      message: 'must be >= 16',
                    };
                    if (vErrors === null) {
                      vErrors = [err70];
                    } else {
                      vErrors.push(err70);
                    }
                    errors++;
                  }
                }
              }
              if (data26.metrics_enabled !== undefined) {
                if (typeof data26.metrics_enabled !== 'boolean') {
                  const err71 = {
                    instancePath: instancePath + '/config/metrics_enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err71];
                  } else {
                    vErrors.push(err71);
                  }
                  errors++;
                }
              }
              if (data26.metrics_exporter !== undefined) {
                let data38 = data26.metrics_exporter;
                if (!(data38 === 'memory' || data38 === 'otlp' || data38 === 'both')) {
                  const err72 = {
                    instancePath: instancePath + '/config/metrics_exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema58.properties.metrics_exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err72];
                  } else {
                    vErrors.push(err72);
                  }
                  errors++;
                }
              }
              if (data26.metrics_retention_seconds !== undefined) {
                let data39 = data26.metrics_retention_seconds;
                if (!(typeof data39 == 'number' && !(data39 % 1) && !isNaN(data39) && isFinite(data39))) {
                  const err73 = {
                    instancePath: instancePath + '/config/metrics_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/metrics_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err73];
                  } else {
                    vErrors.push(err73);
                  }
                  errors++;
                }
                if (typeof data39 == 'number' && isFinite(data39)) {
                  if (data39 < 0 || isNaN(data39)) {
                    const err74 = {
                      instancePath: instancePath + '/config/metrics_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/metrics_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err74];
                    } else {
                      vErrors.push(err74);
                    }
                    errors++;
                  }
                }
              }
              if (data26.metrics_max_count !== undefined) {
                let data40 = data26.metrics_max_count;
                if (!(typeof data40 == 'number' && !(data40 % 1) && !isNaN(data40) && isFinite(data40))) {
                  const err75 = {
                    instancePath: instancePath + '/config/metrics_max_count',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_max_count/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err75];
                  } else {
                    vErrors.push(err75);
                  }
                  errors++;
                }
                if (typeof data40 == 'number' && isFinite(data40)) {
                  if (data40 < 1 || isNaN(data40)) {
                    const err76 = {
                      instancePath: instancePath + '/config/metrics_max_count',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/metrics_max_count/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err76];
                    } else {
                      vErrors.push(err76);
                    }
                    errors++;
                  }
                }
              }
              if (data26.logs_enabled !== undefined) {
                if (typeof data26.logs_enabled !== 'boolean') {
                  const err77 = {
                    instancePath: instancePath + '/config/logs_enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err77];
                  } else {
                    vErrors.push(err77);
                  }
                  errors++;
                }
              }
              if (data26.logs_exporter !== undefined) {
                let data42 = data26.logs_exporter;
                if (!(data42 === 'memory' || data42 === 'otlp' || data42 === 'both')) {
                  const err78 = {
                    instancePath: instancePath + '/config/logs_exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema58.properties.logs_exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err78];
                  } else {
                    vErrors.push(err78);
                  }
                  errors++;
                }
              }
              if (data26.logs_max_count !== undefined) {
                let data43 = data26.logs_max_count;
                if (!(typeof data43 == 'number' && !(data43 % 1) && !isNaN(data43) && isFinite(data43))) {
                  const err79 = {
                    instancePath: instancePath + '/config/logs_max_count',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_max_count/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err79];
                  } else {
                    vErrors.push(err79);
                  }
                  errors++;
                }
                if (typeof data43 == 'number' && isFinite(data43)) {
                  if (data43 < 1 || isNaN(data43)) {
                    const err80 = {
                      instancePath: instancePath + '/config/logs_max_count',
                      schemaPath: 'workers/svc-observability.schema.json/properties/logs_max_count/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err80];
                    } else {
                      vErrors.push(err80);
                    }
                    errors++;
                  }
                }
              }
              if (data26.logs_retention_seconds !== undefined) {
                let data44 = data26.logs_retention_seconds;
                if (!(typeof data44 == 'number' && !(data44 % 1) && !isNaN(data44) && isFinite(data44))) {
                  const err81 = {
                    instancePath: instancePath + '/config/logs_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/logs_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err81];
                  } else {
                    vErrors.push(err81);
                  }
                  errors++;
                }
                if (typeof data44 == 'number' && isFinite(data44)) {
                  if (data44 < 0 || isNaN(data44)) {
                    const err82 = {
                      instancePath: instancePath + '/config/logs_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err82];
                    } else {
                      vErrors.push(err82);
                    }
                    errors++;
                  }
                }
              }
              if (data26.logs_batch_size !== undefined) {
                let data45 = data26.logs_batch_size;
                if (!(typeof data45 == 'number' && !(data45 % 1) && !isNaN(data45) && isFinite(data45))) {
                  const err83 = {
                    instancePath: instancePath + '/config/logs_batch_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_batch_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err83];
                  } else {
                    vErrors.push(err83);
                  }
                  errors++;
                }
                if (typeof data45 == 'number' && isFinite(data45)) {
                  if (data45 < 1 || isNaN(data45)) {
                    const err84 = {
                      instancePath: instancePath + '/config/logs_batch_size',
                      schemaPath: 'workers/svc-observability.schema.json/properties/logs_batch_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err84];
                    } else {
                      vErrors.push(err84);
                    }
                    errors++;
                  }
                }
              }
              if (data26.logs_flush_interval_ms !== undefined) {
                let data46 = data26.logs_flush_interval_ms;
                if (!(typeof data46 == 'number' && !(data46 % 1) && !isNaN(data46) && isFinite(data46))) {
                  const err85 = {
                    instancePath: instancePath + '/config/logs_flush_interval_ms',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/logs_flush_interval_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err85];
                  } else {
                    vErrors.push(err85);
                  }
                  errors++;
                }
                if (typeof data46 == 'number' && isFinite(data46)) {
                  if (data46 < 0 || isNaN(data46)) {
                    const err86 = {
                      instancePath: instancePath + '/config/logs_flush_interval_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_flush_interval_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err86];
                    } else {
                      vErrors.push(err86);
                    }
                    errors++;
                  }
                }
              }
              if (data26.logs_sampling_ratio !== undefined) {
                let data47 = data26.logs_sampling_ratio;
                if (typeof data47 == 'number' && isFinite(data47)) {
                  if (data47 > 1 || isNaN(data47)) {
                    const err87 = {
                      instancePath: instancePath + '/config/logs_sampling_ratio',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_sampling_ratio/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 1 },
                      message: 'must be <= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err87];
                    } else {
                      vErrors.push(err87);
                    }
                    errors++;
                  }
                  if (data47 < 0 || isNaN(data47)) {
                    const err88 = {
                      instancePath: instancePath + '/config/logs_sampling_ratio',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_sampling_ratio/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err88];
                    } else {
                      vErrors.push(err88);
                    }
                    errors++;
                  }
                } else {
                  const err89 = {
                    instancePath: instancePath + '/config/logs_sampling_ratio',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_sampling_ratio/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
                  };
                  if (vErrors === null) {
                    vErrors = [err89];
                  } else {
                    vErrors.push(err89);
                  }
                  errors++;
                }
              }
              if (data26.logs_console_output !== undefined) {
                if (typeof data26.logs_console_output !== 'boolean') {
                  const err90 = {
                    instancePath: instancePath + '/config/logs_console_output',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_console_output/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err90];
                  } else {
                    vErrors.push(err90);
                  }
                  errors++;
                }
              }
              if (data26.export_max_queue_size !== undefined) {
                let data49 = data26.export_max_queue_size;
                if (!(typeof data49 == 'number' && !(data49 % 1) && !isNaN(data49) && isFinite(data49))) {
                  const err91 = {
                    instancePath: instancePath + '/config/export_max_queue_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_max_queue_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err91];
                  } else {
                    vErrors.push(err91);
                  }
                  errors++;
                }
                if (typeof data49 == 'number' && isFinite(data49)) {
                  if (data49 < 1 || isNaN(data49)) {
                    const err92 = {
                      instancePath: instancePath + '/config/export_max_queue_size',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_max_queue_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err92];
                    } else {
                      vErrors.push(err92);
                    }
                    errors++;
                  }
                }
              }
              if (data26.export_batch_size !== undefined) {
                let data50 = data26.export_batch_size;
                if (!(typeof data50 == 'number' && !(data50 % 1) && !isNaN(data50) && isFinite(data50))) {
                  const err93 = {
                    instancePath: instancePath + '/config/export_batch_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_batch_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err93];
                  } else {
                    vErrors.push(err93);
                  }
                  errors++;
                }
                if (typeof data50 == 'number' && isFinite(data50)) {
                  if (data50 < 1 || isNaN(data50)) {
                    const err94 = {
                      instancePath: instancePath + '/config/export_batch_size',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_batch_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err94];
                    } else {
                      vErrors.push(err94);
                    }
                    errors++;
                  }
                }
              }
              if (data26.export_interval_ms !== undefined) {
                let data51 = data26.export_interval_ms;
                if (!(typeof data51 == 'number' && !(data51 % 1) && !isNaN(data51) && isFinite(data51))) {
                  const err95 = {
                    instancePath: instancePath + '/config/export_interval_ms',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_interval_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err95];
                  } else {
                    vErrors.push(err95);
                  }
                  errors++;
                }
                if (typeof data51 == 'number' && isFinite(data51)) {
                  if (data51 < 1 || isNaN(data51)) {
                    const err96 = {
                      instancePath: instancePath + '/config/export_interval_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_interval_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err96];
                    } else {
                      vErrors.push(err96);
                    }
                    errors++;
                  }
                }
              }
              if (data26.export_timeout_ms !== undefined) {
                let data52 = data26.export_timeout_ms;
                if (!(typeof data52 == 'number' && !(data52 % 1) && !isNaN(data52) && isFinite(data52))) {
                  const err97 = {
                    instancePath: instancePath + '/config/export_timeout_ms',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err97];
                  } else {
                    vErrors.push(err97);
                  }
                  errors++;
                }
                if (typeof data52 == 'number' && isFinite(data52)) {
                  if (data52 < 1 || isNaN(data52)) {
                    const err98 = {
                      instancePath: instancePath + '/config/export_timeout_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err98];
                    } else {
                      vErrors.push(err98);
                    }
                    errors++;
                  }
                }
              }
              if (data26.alerts !== undefined) {
                let data53 = data26.alerts;
                if (Array.isArray(data53)) {
                  const len0 = data53.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let data54 = data53[i0];
                    if (data54 && typeof data54 == 'object' && !Array.isArray(data54)) {
                    } else {
                      const err99 = {
                        instancePath: instancePath + '/config/alerts/' + i0,
                        schemaPath: 'workers/svc-observability.schema.json/properties/alerts/items/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      };
                      if (vErrors === null) {
                        vErrors = [err99];
                      } else {
                        vErrors.push(err99);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err100 = {
                    instancePath: instancePath + '/config/alerts',
                    schemaPath: 'workers/svc-observability.schema.json/properties/alerts/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err100];
                  } else {
                    vErrors.push(err100);
                  }
                  errors++;
                }
              }
              if (data26.sampling !== undefined) {
                let data55 = data26.sampling;
                if (data55 && typeof data55 == 'object' && !Array.isArray(data55)) {
                } else {
                  const err101 = {
                    instancePath: instancePath + '/config/sampling',
                    schemaPath: 'workers/svc-observability.schema.json/properties/sampling/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err101];
                  } else {
                    vErrors.push(err101);
                  }
                  errors++;
                }
              }
              if (data26.collapse_spans !== undefined) {
                let data56 = data26.collapse_spans;
                if (Array.isArray(data56)) {
                  const len1 = data56.length;
                  for (let i1 = 0; i1 < len1; i1++) {
                    if (typeof data56[i1] !== 'string') {
                      const err102 = {
                        instancePath: instancePath + '/config/collapse_spans/' + i1,
                        schemaPath:
                          'workers/svc-observability.schema.json/properties/collapse_spans/items/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err102];
                      } else {
                        vErrors.push(err102);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err103 = {
                    instancePath: instancePath + '/config/collapse_spans',
                    schemaPath: 'workers/svc-observability.schema.json/properties/collapse_spans/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err103];
                  } else {
                    vErrors.push(err103);
                  }
                  errors++;
                }
              }
            } else {
              const err104 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-observability.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err104];
              } else {
                vErrors.push(err104);
              }
              errors++;
            }
          }
        } else {
          const err105 = {
            instancePath,
            schemaPath: '#/oneOf/6/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err105];
          } else {
            vErrors.push(err105);
          }
          errors++;
        }
      } else {
        const err106 = {
          instancePath,
          schemaPath: '#/discriminator',
          keyword: 'discriminator',
          params: { error: 'mapping', tag: 'class', tagValue: tag0 },
          message: 'value of tag "class" must be in oneOf',
        };
        if (vErrors === null) {
          vErrors = [err106];
        } else {
          vErrors.push(err106);
        }
        errors++;
      }
    } else {
      const err107 = {
        instancePath,
        schemaPath: '#/discriminator',
        keyword: 'discriminator',
        params: { error: 'tag', tag: 'class', tagValue: tag0 },
        message: 'tag "class" must be string',
      };
      if (vErrors === null) {
        vErrors = [err107];
      } else {
        vErrors.push(err107);
      }
      errors++;
    }
  } else {
    const err108 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err108];
    } else {
      vErrors.push(err108);
    }
    errors++;
  }
  validate44.errors = vErrors;
  return errors === 0;
}
validate44.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema64 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/auth.schema.json',
  title: 'AuthConfig',
  description:
    "Who may connect to the engine and what each connection may do (docs/security.md). With at least one token listed, every worker connection (the bridge's `/` and `/otel`), the stream socket (3112) and the engine's own HTTP endpoints (`/_console/*`, `/_metrics`) need a token; without tokens the engine refuses to listen on a non-loopback address unless `allow_unauthenticated` is true. The limits apply with or without tokens.",
  type: 'object',
  properties: {
    tokens: {
      description:
        'The accepted tokens, each with a name (shown in logs and listings, never the secret) and its scopes.',
      type: 'array',
      items: { $ref: 'auth-token.schema.json' },
    },
    allow_unauthenticated: {
      description:
        'Listen on non-loopback addresses without tokens (CLI `--insecure`). Anyone who reaches the ports can then register and invoke anything; the engine warns at every start.',
      type: 'boolean',
      default: false,
    },
    allowed_origins: {
      description:
        'Browser origins (`https://app.example.com`) that may open WebSockets to the bridge and the stream socket. An upgrade without an `Origin` header (SDKs, not browsers) or from the same origin as the socket is always let through; any other origin is refused with 403. `*` allows every origin.',
      type: 'array',
      items: { type: 'string', minLength: 1 },
    },
    max_connections_per_token: {
      description:
        "Worker connections one token may hold at once (a token's own `max_connections` overrides it); one more is refused with 429 `too_many_connections` before the upgrade.",
      type: 'integer',
      minimum: 1,
      default: 1000,
    },
    max_connections_per_address: {
      description:
        'Worker connections one client address may hold at once; one more is refused with 429 `too_many_connections` before the upgrade. Behind a proxy every worker is one address: raise it there.',
      type: 'integer',
      minimum: 1,
      default: 1000,
    },
    max_registrations_per_worker: {
      description:
        'Functions, triggers and trigger types one connection may have registered at once; one more is refused (`registrationrejected` or `triggerregistrationresult` with `too_many_registrations`) and the connection stays open.',
      type: 'integer',
      minimum: 1,
      default: 100000,
    },
  },
  additionalProperties: false,
  examples: [
    {},
    { allow_unauthenticated: true },
    {
      tokens: [
        {
          name: 'billing',
          env: 'BILLING_TOKEN',
          register: ['billing::*'],
          invoke: ['billing::*', 'state::*'],
          state_read: ['billing'],
          state_write: ['billing'],
        },
        { name: 'console', file: './secrets/console.token', console: true },
      ],
      allowed_origins: ['https://ops.example.com'],
      max_connections_per_address: 50,
    },
  ],
};
const schema65 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/auth-token.schema.json',
  title: 'AuthToken',
  description:
    'One accepted token and what a connection presenting it may do. The secret comes from exactly one of `value`, `env` and `file` (the engine refuses to start otherwise). A pattern is an exact id, or a prefix followed by `*` (`billing::*`); `*` alone matches everything. A scope left out allows everything, so a token with no scopes only authenticates.',
  type: 'object',
  required: ['name'],
  properties: {
    name: {
      description: "The token's name: shown in logs, listings and refusals instead of the secret.",
      type: 'string',
      pattern: '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$',
    },
    value: {
      description:
        'The secret itself (write `${VAR}` to take it from the environment when the config loads).',
      type: 'string',
      minLength: 16,
    },
    env: {
      description: 'Name of an environment variable holding the secret, read at start.',
      type: 'string',
      minLength: 1,
    },
    file: {
      description:
        'A file holding the secret (surrounding white space is ignored), relative to the config file; read at start.',
      type: 'string',
      minLength: 1,
    },
    console: {
      description:
        'The token may also be used for the console API (`/_console/*`), `/_metrics` and the stream socket (3112); the console server presents it.',
      type: 'boolean',
      default: false,
    },
    register: {
      description: 'Function ids the token may register (patterns).',
      type: 'array',
      items: { type: 'string' },
    },
    invoke: {
      description:
        'Function ids the token may invoke (patterns). `engine::workers::register`, `engine::channels::create` and `engine::log::*` are always allowed, as SDKs call them on their own.',
      type: 'array',
      items: { type: 'string' },
    },
    trigger_types: {
      description:
        'Trigger types the token may bind functions to (patterns), by `registertrigger` or `engine::register_trigger`.',
      type: 'array',
      items: { type: 'string' },
    },
    provide_trigger_types: {
      description: 'Trigger types the token may provide with `registertriggertype` (patterns).',
      type: 'array',
      items: { type: 'string' },
    },
    state_read: {
      description:
        'State scopes the token may read with `state::get`, `state::list` (patterns); `state::list_groups` needs `*`.',
      type: 'array',
      items: { type: 'string' },
    },
    state_write: {
      description:
        'State scopes the token may change with `state::set`, `state::update`, `state::delete`, `state::compare_and_set` (patterns).',
      type: 'array',
      items: { type: 'string' },
    },
    queue_provider: {
      description:
        'The token may provide `engine::queue::enqueue` (an external queue), even when `register` does not list it.',
      type: 'boolean',
      default: false,
    },
    max_connections: {
      description: 'Worker connections this token may hold at once; default `max_connections_per_token`.',
      type: 'integer',
      minimum: 1,
    },
  },
  additionalProperties: false,
  examples: [
    {
      name: 'billing',
      env: 'BILLING_TOKEN',
      register: ['billing::*'],
      invoke: ['billing::*'],
      trigger_types: ['http', 'cron'],
    },
    { name: 'ops-console', value: 'c0ns0le-t0ken-0123456789', console: true },
    { name: 'queue', file: '/run/secrets/queue', queue_provider: true, register: [] },
  ],
};
const pattern5 = new RegExp('^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$', 'u');
function validate50(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/auth.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate50.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === 'tokens' ||
        key0 === 'allow_unauthenticated' ||
        key0 === 'allowed_origins' ||
        key0 === 'max_connections_per_token' ||
        key0 === 'max_connections_per_address' ||
        key0 === 'max_registrations_per_worker'
      )) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.tokens !== undefined) {
      let data0 = data.tokens;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
            if (data1.name === undefined) {
              const err1 = {
                instancePath: instancePath + '/tokens/' + i0,
                schemaPath: 'auth-token.schema.json/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            for (const key1 in data1) {
              if (!func2.call(schema65.properties, key1)) {
                const err2 = {
                  instancePath: instancePath + '/tokens/' + i0,
                  schemaPath: 'auth-token.schema.json/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key1 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
            }
            if (data1.name !== undefined) {
              let data2 = data1.name;
              if (typeof data2 === 'string') {
                if (!pattern5.test(data2)) {
                  const err3 = {
                    instancePath: instancePath + '/tokens/' + i0 + '/name',
                    schemaPath: 'auth-token.schema.json/properties/name/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$' },
                    message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$' + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err3];
                  } else {
                    vErrors.push(err3);
                  }
                  errors++;
                }
              } else {
                const err4 = {
                  instancePath: instancePath + '/tokens/' + i0 + '/name',
                  schemaPath: 'auth-token.schema.json/properties/name/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            if (data1.value !== undefined) {
              let data3 = data1.value;
              if (typeof data3 === 'string') {
                if (func1(data3) < 16) {
                  const err5 = {
                    instancePath: instancePath + '/tokens/' + i0 + '/value',
                    schemaPath: 'auth-token.schema.json/properties/value/minLength',
                    keyword: 'minLength',
                    params: { limit: 16 },
                    message: 'must NOT have fewer than 16 characters',
                  };
                  if (vErrors === null) {
                    vErrors = [err5];
                  } else {
                    vErrors.push(err5);
                  }
                  errors++;
                }
              } else {
                const err6 = {
                  instancePath: instancePath + '/tokens/' + i0 + '/value',
                  schemaPath: 'auth-token.schema.json/properties/value/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            if (data1.env !== undefined) {
              let data4 = data1.env;
              if (typeof data4 === 'string') {
                if (func1(data4) < 1) {
                  const err7 = {
                    instancePath: instancePath + '/tokens/' + i0 + '/env',
                    schemaPath: 'auth-token.schema.json/properties/env/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                }
              } else {
                const err8 = {
                  instancePath: instancePath + '/tokens/' + i0 + '/env',
                  schemaPath: 'auth-token.schema.json/properties/env/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data1.file !== undefined) {
              let data5 = data1.file;
              if (typeof data5 === 'string') {
                if (func1(data5) < 1) {
                  const err9 = {
                    instancePath: instancePath + '/tokens/' + i0 + '/file',
                    schemaPath: 'auth-token.schema.json/properties/file/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
              } else {
                const err10 = {
                  instancePath: instancePath + '/tokens/' + i0 + '/file',
                  schemaPath: 'auth-token.schema.json/properties/file/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data1.console !== undefined) {
              if (typeof data1.console !== 'boolean') {
                const err11 = {
                  instancePath: instancePath + '/tokens/' + i0 + '/console',
                  schemaPath: 'auth-token.schema.json/properties/console/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            if (data1.register !== undefined) {
              let data7 = data1.register;
              if (Array.isArray(data7)) {
                const len1 = data7.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  if (typeof data7[i1] !== 'string') {
                    const err12 = {
                      instancePath: instancePath + '/tokens/' + i0 + '/register/' + i1,
                      schemaPath: 'auth-token.schema.json/properties/register/items/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err12];
                    } else {
                      vErrors.push(err12);
                    }
                    errors++;
                  }
                }
              } else {
                const err13 = {
                  instancePath: instancePath + '/tokens/' + i0 + '/register',
                  schemaPath: 'auth-token.schema.json/properties/register/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data1.invoke !== undefined) {
              let data9 = data1.invoke;
              if (Array.isArray(data9)) {
                const len2 = data9.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  if (typeof data9[i2] !== 'string') {
                    const err14 = {
                      instancePath: instancePath + '/tokens/' + i0 + '/invoke/' + i2,
                      schemaPath: 'auth-token.schema.json/properties/invoke/items/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                }
              } else {
                const err15 = {
                  instancePath: instancePath + '/tokens/' + i0 + '/invoke',
                  schemaPath: 'auth-token.schema.json/properties/invoke/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
            if (data1.trigger_types !== undefined) {
              let data11 = data1.trigger_types;
              if (Array.isArray(data11)) {
                const len3 = data11.length;
                for (let i3 = 0; i3 < len3; i3++) {
                  if (typeof data11[i3] !== 'string') {
                    const err16 = {
                      instancePath: instancePath + '/tokens/' + i0 + '/trigger_types/' + i3,
                      schemaPath: 'auth-token.schema.json/properties/trigger_types/items/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err16];
                    } else {
                      vErrors.push(err16);
                    }
                    errors++;
                  }
                }
              } else {
                const err17 = {
                  instancePath: instancePath + '/tokens/' + i0 + '/trigger_types',
                  schemaPath: 'auth-token.schema.json/properties/trigger_types/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
            if (data1.provide_trigger_types !== undefined) {
              let data13 = data1.provide_trigger_types;
              if (Array.isArray(data13)) {
                const len4 = data13.length;
                for (let i4 = 0; i4 < len4; i4++) {
                  if (typeof data13[i4] !== 'string') {
                    const err18 = {
                      instancePath: instancePath + '/tokens/' + i0 + '/provide_trigger_types/' + i4,
                      schemaPath: 'auth-token.schema.json/properties/provide_trigger_types/items/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                }
              } else {
                const err19 = {
                  instancePath: instancePath + '/tokens/' + i0 + '/provide_trigger_types',
                  schemaPath: 'auth-token.schema.json/properties/provide_trigger_types/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
            if (data1.state_read !== undefined) {
              let data15 = data1.state_read;
              if (Array.isArray(data15)) {
                const len5 = data15.length;
                for (let i5 = 0; i5 < len5; i5++) {
                  if (typeof data15[i5] !== 'string') {
                    const err20 = {
                      instancePath: instancePath + '/tokens/' + i0 + '/state_read/' + i5,
                      schemaPath: 'auth-token.schema.json/properties/state_read/items/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                }
              } else {
                const err21 = {
                  instancePath: instancePath + '/tokens/' + i0 + '/state_read',
                  schemaPath: 'auth-token.schema.json/properties/state_read/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data1.state_write !== undefined) {
              let data17 = data1.state_write;
              if (Array.isArray(data17)) {
                const len6 = data17.length;
                for (let i6 = 0; i6 < len6; i6++) {
                  if (typeof data17[i6] !== 'string') {
                    const err22 = {
                      instancePath: instancePath + '/tokens/' + i0 + '/state_write/' + i6,
                      schemaPath: 'auth-token.schema.json/properties/state_write/items/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err22];
                    } else {
                      vErrors.push(err22);
                    }
                    errors++;
                  }
                }
              } else {
                const err23 = {
                  instancePath: instancePath + '/tokens/' + i0 + '/state_write',
                  schemaPath: 'auth-token.schema.json/properties/state_write/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (data1.queue_provider !== undefined) {
              if (typeof data1.queue_provider !== 'boolean') {
                const err24 = {
                  instancePath: instancePath + '/tokens/' + i0 + '/queue_provider',
                  schemaPath: 'auth-token.schema.json/properties/queue_provider/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
            if (data1.max_connections !== undefined) {
              let data20 = data1.max_connections;
              if (!(typeof data20 == 'number' && !(data20 % 1) && !isNaN(data20) && isFinite(data20))) {
                const err25 = {
                  instancePath: instancePath + '/tokens/' + i0 + '/max_connections',
                  schemaPath: 'auth-token.schema.json/properties/max_connections/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
              if (typeof data20 == 'number' && isFinite(data20)) {
                if (data20 < 1 || isNaN(data20)) {
                  const err26 = {
                    instancePath: instancePath + '/tokens/' + i0 + '/max_connections',
                    schemaPath: 'auth-token.schema.json/properties/max_connections/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 1 },
                    message: 'must be >= 1',
                  };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err27 = {
              instancePath: instancePath + '/tokens/' + i0,
              schemaPath: 'auth-token.schema.json/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
      } else {
        const err28 = {
          instancePath: instancePath + '/tokens',
          schemaPath: '#/properties/tokens/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.allow_unauthenticated !== undefined) {
      if (typeof data.allow_unauthenticated !== 'boolean') {
        const err29 = {
          instancePath: instancePath + '/allow_unauthenticated',
          schemaPath: '#/properties/allow_unauthenticated/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.allowed_origins !== undefined) {
      let data22 = data.allowed_origins;
      if (Array.isArray(data22)) {
        const len7 = data22.length;
        for (let i7 = 0; i7 < len7; i7++) {
          let data23 = data22[i7];
          if (typeof data23 === 'string') {
            if (func1(data23) < 1) {
              const err30 = {
                instancePath: instancePath + '/allowed_origins/' + i7,
                schemaPath: '#/properties/allowed_origins/items/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          } else {
            const err31 = {
              instancePath: instancePath + '/allowed_origins/' + i7,
              schemaPath: '#/properties/allowed_origins/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
      } else {
        const err32 = {
          instancePath: instancePath + '/allowed_origins',
          schemaPath: '#/properties/allowed_origins/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.max_connections_per_token !== undefined) {
      let data24 = data.max_connections_per_token;
      if (!(typeof data24 == 'number' && !(data24 % 1) && !isNaN(data24) && isFinite(data24))) {
        const err33 = {
          instancePath: instancePath + '/max_connections_per_token',
          schemaPath: '#/properties/max_connections_per_token/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
      if (typeof data24 == 'number' && isFinite(data24)) {
        if (data24 < 1 || isNaN(data24)) {
          const err34 = {
            instancePath: instancePath + '/max_connections_per_token',
            schemaPath: '#/properties/max_connections_per_token/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
      }
    }
    if (data.max_connections_per_address !== undefined) {
      let data25 = data.max_connections_per_address;
      if (!(typeof data25 == 'number' && !(data25 % 1) && !isNaN(data25) && isFinite(data25))) {
        const err35 = {
          instancePath: instancePath + '/max_connections_per_address',
          schemaPath: '#/properties/max_connections_per_address/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
      if (typeof data25 == 'number' && isFinite(data25)) {
        if (data25 < 1 || isNaN(data25)) {
          const err36 = {
            instancePath: instancePath + '/max_connections_per_address',
            schemaPath: '#/properties/max_connections_per_address/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      }
    }
    if (data.max_registrations_per_worker !== undefined) {
      let data26 = data.max_registrations_per_worker;
      if (!(typeof data26 == 'number' && !(data26 % 1) && !isNaN(data26) && isFinite(data26))) {
        const err37 = {
          instancePath: instancePath + '/max_registrations_per_worker',
          schemaPath: '#/properties/max_registrations_per_worker/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
      if (typeof data26 == 'number' && isFinite(data26)) {
        if (data26 < 1 || isNaN(data26)) {
          const err38 = {
            instancePath: instancePath + '/max_registrations_per_worker',
            schemaPath: '#/properties/max_registrations_per_worker/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
      }
    }
  } else {
    const err39 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err39];
    } else {
      vErrors.push(err39);
    }
    errors++;
  }
  validate50.errors = vErrors;
  return errors === 0;
}
validate50.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const pattern6 = new RegExp('^[A-Za-z0-9._-]+$', 'u');
const pattern7 = new RegExp('^wss?://', 'u');
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/engine-config.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === 'workers' ||
        key0 === 'modules' ||
        key0 === 'auth' ||
        key0 === 'cluster' ||
        key0 === 'registration_namespace_grace_ms'
      )) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.workers !== undefined) {
      let data0 = data.workers;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate21(data0[i0], {
              instancePath: instancePath + '/workers/' + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err1 = {
          instancePath: instancePath + '/workers',
          schemaPath: '#/properties/workers/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.modules !== undefined) {
      let data2 = data.modules;
      if (Array.isArray(data2)) {
        const len1 = data2.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validate44(data2[i1], {
              instancePath: instancePath + '/modules/' + i1,
              parentData: data2,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err2 = {
          instancePath: instancePath + '/modules',
          schemaPath: '#/properties/modules/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.auth !== undefined) {
      if (
        !validate50(data.auth, {
          instancePath: instancePath + '/auth',
          parentData: data,
          parentDataProperty: 'auth',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
        errors = vErrors.length;
      }
    }
    if (data.cluster !== undefined) {
      let data5 = data.cluster;
      if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
        if (data5.redis_url === undefined) {
          const err3 = {
            instancePath: instancePath + '/cluster',
            schemaPath: 'cluster.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'redis_url' },
            message: "must have required property '" + 'redis_url' + "'",
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        for (const key1 in data5) {
          if (!(
            key1 === 'redis_url' ||
            key1 === 'engine_id' ||
            key1 === 'heartbeat_ms' ||
            key1 === 'ttl_ms' ||
            key1 === 'key_prefix' ||
            key1 === 'advertise_url' ||
            key1 === 'token' ||
            key1 === 'command_timeout_ms'
          )) {
            const err4 = {
              instancePath: instancePath + '/cluster',
              schemaPath: 'cluster.schema.json/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data5.redis_url !== undefined) {
          let data6 = data5.redis_url;
          if (typeof data6 === 'string') {
            if (func1(data6) < 1) {
              const err5 = {
                instancePath: instancePath + '/cluster/redis_url',
                schemaPath: 'cluster.schema.json/properties/redis_url/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = {
              instancePath: instancePath + '/cluster/redis_url',
              schemaPath: 'cluster.schema.json/properties/redis_url/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data5.engine_id !== undefined) {
          let data7 = data5.engine_id;
          if (typeof data7 === 'string') {
            if (func1(data7) > 128) {
              const err7 = {
                instancePath: instancePath + '/cluster/engine_id',
                schemaPath: 'cluster.schema.json/properties/engine_id/maxLength',
                keyword: 'maxLength',
                params: { limit: 128 },
                message: 'must NOT have more than 128 characters',
              };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (func1(data7) < 1) {
              const err8 = {
                instancePath: instancePath + '/cluster/engine_id',
                schemaPath: 'cluster.schema.json/properties/engine_id/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (!pattern6.test(data7)) {
              const err9 = {
                instancePath: instancePath + '/cluster/engine_id',
                schemaPath: 'cluster.schema.json/properties/engine_id/pattern',
                keyword: 'pattern',
                params: { pattern: '^[A-Za-z0-9._-]+$' },
                message: 'must match pattern "' + '^[A-Za-z0-9._-]+$' + '"',
              };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          } else {
            const err10 = {
              instancePath: instancePath + '/cluster/engine_id',
              schemaPath: 'cluster.schema.json/properties/engine_id/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data5.heartbeat_ms !== undefined) {
          let data8 = data5.heartbeat_ms;
          if (!(typeof data8 == 'number' && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
            const err11 = {
              instancePath: instancePath + '/cluster/heartbeat_ms',
              schemaPath: 'cluster.schema.json/properties/heartbeat_ms/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
          if (typeof data8 == 'number' && isFinite(data8)) {
            if (data8 < 50 || isNaN(data8)) {
              const err12 = {
                instancePath: instancePath + '/cluster/heartbeat_ms',
                schemaPath: 'cluster.schema.json/properties/heartbeat_ms/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 50 },
                message: 'must be >= 50',
              };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          }
        }
        if (data5.ttl_ms !== undefined) {
          let data9 = data5.ttl_ms;
          if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
            const err13 = {
              instancePath: instancePath + '/cluster/ttl_ms',
              schemaPath: 'cluster.schema.json/properties/ttl_ms/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
          if (typeof data9 == 'number' && isFinite(data9)) {
            if (data9 < 100 || isNaN(data9)) {
              const err14 = {
                instancePath: instancePath + '/cluster/ttl_ms',
                schemaPath: 'cluster.schema.json/properties/ttl_ms/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 100 },
                message: 'must be >= 100',
              };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          }
        }
        if (data5.key_prefix !== undefined) {
          let data10 = data5.key_prefix;
          if (typeof data10 === 'string') {
            if (func1(data10) < 1) {
              const err15 = {
                instancePath: instancePath + '/cluster/key_prefix',
                schemaPath: 'cluster.schema.json/properties/key_prefix/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = {
              instancePath: instancePath + '/cluster/key_prefix',
              schemaPath: 'cluster.schema.json/properties/key_prefix/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data5.advertise_url !== undefined) {
          let data11 = data5.advertise_url;
          if (typeof data11 === 'string') {
            if (!pattern7.test(data11)) {
              const err17 = {
                instancePath: instancePath + '/cluster/advertise_url',
                schemaPath: 'cluster.schema.json/properties/advertise_url/pattern',
                keyword: 'pattern',
                params: { pattern: '^wss?://' },
                message: 'must match pattern "' + '^wss?://' + '"',
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          } else {
            const err18 = {
              instancePath: instancePath + '/cluster/advertise_url',
              schemaPath: 'cluster.schema.json/properties/advertise_url/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data5.token !== undefined) {
          let data12 = data5.token;
          if (typeof data12 === 'string') {
            if (func1(data12) < 16) {
              const err19 = {
                instancePath: instancePath + '/cluster/token',
                schemaPath: 'cluster.schema.json/properties/token/minLength',
                keyword: 'minLength',
                params: { limit: 16 },
                message: 'must NOT have fewer than 16 characters',
              };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          } else {
            const err20 = {
              instancePath: instancePath + '/cluster/token',
              schemaPath: 'cluster.schema.json/properties/token/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data5.command_timeout_ms !== undefined) {
          let data13 = data5.command_timeout_ms;
          if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
            const err21 = {
              instancePath: instancePath + '/cluster/command_timeout_ms',
              schemaPath: 'cluster.schema.json/properties/command_timeout_ms/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
          if (typeof data13 == 'number' && isFinite(data13)) {
            if (data13 < 1 || isNaN(data13)) {
              const err22 = {
                instancePath: instancePath + '/cluster/command_timeout_ms',
                schemaPath: 'cluster.schema.json/properties/command_timeout_ms/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1 },
                message: 'must be >= 1',
              };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          }
        }
      } else {
        const err23 = {
          instancePath: instancePath + '/cluster',
          schemaPath: 'cluster.schema.json/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.registration_namespace_grace_ms !== undefined) {
      let data14 = data.registration_namespace_grace_ms;
      if (!(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
        const err24 = {
          instancePath: instancePath + '/registration_namespace_grace_ms',
          schemaPath: '#/properties/registration_namespace_grace_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      if (typeof data14 == 'number' && isFinite(data14)) {
        if (data14 < 0 || isNaN(data14)) {
          const err25 = {
            instancePath: instancePath + '/registration_namespace_grace_ms',
            schemaPath: '#/properties/registration_namespace_grace_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
    }
  } else {
    const err26 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err26];
    } else {
      vErrors.push(err26);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
