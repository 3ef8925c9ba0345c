/* DO NOT EDIT — generated from schema/config/module-entry.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { ModuleEntry } from '../../config/module-entry.js';

export const validateModuleEntry = validate20 as unknown as Validator<ModuleEntry>;
const schema31 = {
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
const schema32 = {
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
const schema37 = {
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
const schema38 = {
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
const schema41 = {
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
const func1 = Object.prototype.hasOwnProperty;
const func2 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
const schema33 = {
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
const schema34 = {
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
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-state.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
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
              params: { allowedValues: schema34.properties.name.enum },
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
            if (func2(data2) < 1) {
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
              params: { allowedValues: schema34.properties.durability.enum },
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
            if (func2(data5) < 1) {
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
                  params: { allowedValues: schema34.properties.config.properties.store_method.enum },
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
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema35 = {
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
function validate23(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-stream.schema.json" */ let vErrors = null;
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
      if (!(
        key0 === 'host' ||
        key0 === 'port' ||
        key0 === 'adapter' ||
        key0 === 'auth_function' ||
        key0 === 'max_buffered_bytes' ||
        key0 === 'max_subscriptions_per_socket' ||
        key0 === 'max_value_bytes' ||
        key0 === 'live_interval_ms'
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
    if (data.adapter !== undefined) {
      let data2 = data.adapter;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        if (data2.name === undefined) {
          const err5 = {
            instancePath: instancePath + '/adapter',
            schemaPath: 'store-adapter.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'name' },
            message: "must have required property '" + 'name' + "'",
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        for (const key1 in data2) {
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
            const err6 = {
              instancePath: instancePath + '/adapter',
              schemaPath: 'store-adapter.schema.json/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data2.name !== undefined) {
          let data3 = data2.name;
          if (!(data3 === 'in_memory' || data3 === 'file_based' || data3 === 'redis' || data3 === 'kv')) {
            const err7 = {
              instancePath: instancePath + '/adapter/name',
              schemaPath: 'store-adapter.schema.json/properties/name/enum',
              keyword: 'enum',
              params: { allowedValues: schema34.properties.name.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data2.path !== undefined) {
          let data4 = data2.path;
          if (typeof data4 === 'string') {
            if (func2(data4) < 1) {
              const err8 = {
                instancePath: instancePath + '/adapter/path',
                schemaPath: 'store-adapter.schema.json/properties/path/minLength',
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
          } else {
            const err9 = {
              instancePath: instancePath + '/adapter/path',
              schemaPath: 'store-adapter.schema.json/properties/path/type',
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
        if (data2.durability !== undefined) {
          let data5 = data2.durability;
          if (!(data5 === 'fsync' || data5 === 'batched')) {
            const err10 = {
              instancePath: instancePath + '/adapter/durability',
              schemaPath: 'store-adapter.schema.json/properties/durability/enum',
              keyword: 'enum',
              params: { allowedValues: schema34.properties.durability.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data2.batch_window_ms !== undefined) {
          let data6 = data2.batch_window_ms;
          if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
            const err11 = {
              instancePath: instancePath + '/adapter/batch_window_ms',
              schemaPath: 'store-adapter.schema.json/properties/batch_window_ms/type',
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
          if (typeof data6 == 'number' && isFinite(data6)) {
            if (data6 < 1 || isNaN(data6)) {
              const err12 = {
                instancePath: instancePath + '/adapter/batch_window_ms',
                schemaPath: 'store-adapter.schema.json/properties/batch_window_ms/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1 },
                message: 'must be >= 1',
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
        if (data2.url !== undefined) {
          let data7 = data2.url;
          if (typeof data7 === 'string') {
            if (func2(data7) < 1) {
              const err13 = {
                instancePath: instancePath + '/adapter/url',
                schemaPath: 'store-adapter.schema.json/properties/url/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          } else {
            const err14 = {
              instancePath: instancePath + '/adapter/url',
              schemaPath: 'store-adapter.schema.json/properties/url/type',
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
        if (data2.key_prefix !== undefined) {
          if (typeof data2.key_prefix !== 'string') {
            const err15 = {
              instancePath: instancePath + '/adapter/key_prefix',
              schemaPath: 'store-adapter.schema.json/properties/key_prefix/type',
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
        if (data2.command_timeout_ms !== undefined) {
          let data9 = data2.command_timeout_ms;
          if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
            const err16 = {
              instancePath: instancePath + '/adapter/command_timeout_ms',
              schemaPath: 'store-adapter.schema.json/properties/command_timeout_ms/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
          if (typeof data9 == 'number' && isFinite(data9)) {
            if (data9 < 1 || isNaN(data9)) {
              const err17 = {
                instancePath: instancePath + '/adapter/command_timeout_ms',
                schemaPath: 'store-adapter.schema.json/properties/command_timeout_ms/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1 },
                message: 'must be >= 1',
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
        }
        if (data2.config !== undefined) {
          let data10 = data2.config;
          if (data10 && typeof data10 == 'object' && !Array.isArray(data10)) {
            for (const key2 in data10) {
              if (!(
                key2 === 'store_method' ||
                key2 === 'file_path' ||
                key2 === 'save_interval_ms' ||
                key2 === 'redis_url'
              )) {
                const err18 = {
                  instancePath: instancePath + '/adapter/config',
                  schemaPath: 'store-adapter.schema.json/properties/config/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key2 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
            if (data10.store_method !== undefined) {
              let data11 = data10.store_method;
              if (!(data11 === 'in_memory' || data11 === 'file_based')) {
                const err19 = {
                  instancePath: instancePath + '/adapter/config/store_method',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/store_method/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.properties.config.properties.store_method.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
            if (data10.file_path !== undefined) {
              if (typeof data10.file_path !== 'string') {
                const err20 = {
                  instancePath: instancePath + '/adapter/config/file_path',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/file_path/type',
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
            if (data10.save_interval_ms !== undefined) {
              let data13 = data10.save_interval_ms;
              if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
                const err21 = {
                  instancePath: instancePath + '/adapter/config/save_interval_ms',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/save_interval_ms/type',
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
                    instancePath: instancePath + '/adapter/config/save_interval_ms',
                    schemaPath:
                      'store-adapter.schema.json/properties/config/properties/save_interval_ms/minimum',
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
            if (data10.redis_url !== undefined) {
              if (typeof data10.redis_url !== 'string') {
                const err23 = {
                  instancePath: instancePath + '/adapter/config/redis_url',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/redis_url/type',
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
          } else {
            const err24 = {
              instancePath: instancePath + '/adapter/config',
              schemaPath: 'store-adapter.schema.json/properties/config/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
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
          instancePath: instancePath + '/adapter',
          schemaPath: 'store-adapter.schema.json/type',
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
    }
    if (data.auth_function !== undefined) {
      let data15 = data.auth_function;
      if (typeof data15 !== 'string' && data15 !== null) {
        const err26 = {
          instancePath: instancePath + '/auth_function',
          schemaPath: '#/properties/auth_function/type',
          keyword: 'type',
          params: { type: schema35.properties.auth_function.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.max_buffered_bytes !== undefined) {
      let data16 = data.max_buffered_bytes;
      if (!(typeof data16 == 'number' && !(data16 % 1) && !isNaN(data16) && isFinite(data16))) {
        const err27 = {
          instancePath: instancePath + '/max_buffered_bytes',
          schemaPath: '#/properties/max_buffered_bytes/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      if (typeof data16 == 'number' && isFinite(data16)) {
        if (data16 < 1024 || isNaN(data16)) {
          const err28 = {
            instancePath: instancePath + '/max_buffered_bytes',
            schemaPath: '#/properties/max_buffered_bytes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1024 },
            message: 'must be >= 1024',
          };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      }
    }
    if (data.max_subscriptions_per_socket !== undefined) {
      let data17 = data.max_subscriptions_per_socket;
      if (!(typeof data17 == 'number' && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
        const err29 = {
          instancePath: instancePath + '/max_subscriptions_per_socket',
          schemaPath: '#/properties/max_subscriptions_per_socket/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      if (typeof data17 == 'number' && isFinite(data17)) {
        if (data17 < 1 || isNaN(data17)) {
          const err30 = {
            instancePath: instancePath + '/max_subscriptions_per_socket',
            schemaPath: '#/properties/max_subscriptions_per_socket/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      }
    }
    if (data.max_value_bytes !== undefined) {
      let data18 = data.max_value_bytes;
      if (!(typeof data18 == 'number' && !(data18 % 1) && !isNaN(data18) && isFinite(data18))) {
        const err31 = {
          instancePath: instancePath + '/max_value_bytes',
          schemaPath: '#/properties/max_value_bytes/type',
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
      if (typeof data18 == 'number' && isFinite(data18)) {
        if (data18 < 1 || isNaN(data18)) {
          const err32 = {
            instancePath: instancePath + '/max_value_bytes',
            schemaPath: '#/properties/max_value_bytes/minimum',
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
    if (data.live_interval_ms !== undefined) {
      let data19 = data.live_interval_ms;
      if (!(typeof data19 == 'number' && !(data19 % 1) && !isNaN(data19) && isFinite(data19))) {
        const err33 = {
          instancePath: instancePath + '/live_interval_ms',
          schemaPath: '#/properties/live_interval_ms/type',
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
      if (typeof data19 == 'number' && isFinite(data19)) {
        if (data19 < 10 || isNaN(data19)) {
          const err34 = {
            instancePath: instancePath + '/live_interval_ms',
            schemaPath: '#/properties/live_interval_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 10 },
            message: 'must be >= 10',
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
  } else {
    const err35 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err35];
    } else {
      vErrors.push(err35);
    }
    errors++;
  }
  validate23.errors = vErrors;
  return errors === 0;
}
validate23.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema39 = {
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
function validate25(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-queue.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate25.evaluated;
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
              params: { allowedValues: schema34.properties.name.enum },
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
            if (func2(data2) < 1) {
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
              params: { allowedValues: schema34.properties.durability.enum },
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
            if (func2(data5) < 1) {
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
                  params: { allowedValues: schema34.properties.config.properties.store_method.enum },
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
              if (!func1.call(schema39.properties.queues.additionalProperties.properties, key4)) {
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
                    allowedValues: schema39.properties.queues.additionalProperties.properties.type.enum,
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
                      schema39.properties.queues.additionalProperties.properties.backoff_type.enum,
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
                if (func2(data23) < 1) {
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
  validate25.errors = vErrors;
  return errors === 0;
}
validate25.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/module-entry.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
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
            let data2 = data.config;
            if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
              for (const key1 in data2) {
                if (!func1.call(schema32.properties, key1)) {
                  const err5 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-http.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key1 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err5];
                  } else {
                    vErrors.push(err5);
                  }
                  errors++;
                }
              }
              if (data2.host !== undefined) {
                if (typeof data2.host !== 'string') {
                  const err6 = {
                    instancePath: instancePath + '/config/host',
                    schemaPath: 'workers/svc-http.schema.json/properties/host/type',
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
              if (data2.port !== undefined) {
                let data4 = data2.port;
                if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                  const err7 = {
                    instancePath: instancePath + '/config/port',
                    schemaPath: 'workers/svc-http.schema.json/properties/port/type',
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
                  if (data4 > 65535 || isNaN(data4)) {
                    const err8 = {
                      instancePath: instancePath + '/config/port',
                      schemaPath: 'workers/svc-http.schema.json/properties/port/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 65535 },
                      message: 'must be <= 65535',
                    };
                    if (vErrors === null) {
                      vErrors = [err8];
                    } else {
                      vErrors.push(err8);
                    }
                    errors++;
                  }
                  if (data4 < 0 || isNaN(data4)) {
                    const err9 = {
                      instancePath: instancePath + '/config/port',
                      schemaPath: 'workers/svc-http.schema.json/properties/port/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err9];
                    } else {
                      vErrors.push(err9);
                    }
                    errors++;
                  }
                }
              }
              if (data2.body_limit_bytes !== undefined) {
                let data5 = data2.body_limit_bytes;
                if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                  const err10 = {
                    instancePath: instancePath + '/config/body_limit_bytes',
                    schemaPath: 'workers/svc-http.schema.json/properties/body_limit_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                }
                if (typeof data5 == 'number' && isFinite(data5)) {
                  if (data5 < 0 || isNaN(data5)) {
                    const err11 = {
                      instancePath: instancePath + '/config/body_limit_bytes',
                      schemaPath: 'workers/svc-http.schema.json/properties/body_limit_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err11];
                    } else {
                      vErrors.push(err11);
                    }
                    errors++;
                  }
                }
              }
              if (data2.request_timeout_ms !== undefined) {
                let data6 = data2.request_timeout_ms;
                if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
                  const err12 = {
                    instancePath: instancePath + '/config/request_timeout_ms',
                    schemaPath: 'workers/svc-http.schema.json/properties/request_timeout_ms/type',
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
                if (typeof data6 == 'number' && isFinite(data6)) {
                  if (data6 < 1 || isNaN(data6)) {
                    const err13 = {
                      instancePath: instancePath + '/config/request_timeout_ms',
                      schemaPath: 'workers/svc-http.schema.json/properties/request_timeout_ms/minimum',
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
              if (data2.header_timeout_ms !== undefined) {
                let data7 = data2.header_timeout_ms;
                if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
                  const err14 = {
                    instancePath: instancePath + '/config/header_timeout_ms',
                    schemaPath: 'workers/svc-http.schema.json/properties/header_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
                if (typeof data7 == 'number' && isFinite(data7)) {
                  if (data7 < 1 || isNaN(data7)) {
                    const err15 = {
                      instancePath: instancePath + '/config/header_timeout_ms',
                      schemaPath: 'workers/svc-http.schema.json/properties/header_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                }
              }
              if (data2.concurrency_request_limit !== undefined) {
                let data8 = data2.concurrency_request_limit;
                if (!(typeof data8 == 'number' && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
                  const err16 = {
                    instancePath: instancePath + '/config/concurrency_request_limit',
                    schemaPath: 'workers/svc-http.schema.json/properties/concurrency_request_limit/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
                if (typeof data8 == 'number' && isFinite(data8)) {
                  if (data8 < 1 || isNaN(data8)) {
                    const err17 = {
                      instancePath: instancePath + '/config/concurrency_request_limit',
                      schemaPath: 'workers/svc-http.schema.json/properties/concurrency_request_limit/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                }
              }
              if (data2.concurrency_body_read_limit !== undefined) {
                let data9 = data2.concurrency_body_read_limit;
                if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
                  const err18 = {
                    instancePath: instancePath + '/config/concurrency_body_read_limit',
                    schemaPath: 'workers/svc-http.schema.json/properties/concurrency_body_read_limit/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
                if (typeof data9 == 'number' && isFinite(data9)) {
                  if (data9 < 1 || isNaN(data9)) {
                    const err19 = {
                      instancePath: instancePath + '/config/concurrency_body_read_limit',
                      schemaPath:
                        'workers/svc-http.schema.json/properties/concurrency_body_read_limit/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                }
              }
              if (data2.concurrency_per_client_limit !== undefined) {
                let data10 = data2.concurrency_per_client_limit;
                if (!(typeof data10 == 'number' && !(data10 % 1) && !isNaN(data10) && isFinite(data10))) {
                  const err20 = {
                    instancePath: instancePath + '/config/concurrency_per_client_limit',
                    schemaPath: 'workers/svc-http.schema.json/properties/concurrency_per_client_limit/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
                if (typeof data10 == 'number' && isFinite(data10)) {
                  if (data10 < 1 || isNaN(data10)) {
                    const err21 = {
                      instancePath: instancePath + '/config/concurrency_per_client_limit',
                      schemaPath:
                        'workers/svc-http.schema.json/properties/concurrency_per_client_limit/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err21];
                    } else {
                      vErrors.push(err21);
                    }
                    errors++;
                  }
                }
              }
              if (data2.body_timeout_ms !== undefined) {
                let data11 = data2.body_timeout_ms;
                if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
                  const err22 = {
                    instancePath: instancePath + '/config/body_timeout_ms',
                    schemaPath: 'workers/svc-http.schema.json/properties/body_timeout_ms/type',
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
                      instancePath: instancePath + '/config/body_timeout_ms',
                      schemaPath: 'workers/svc-http.schema.json/properties/body_timeout_ms/minimum',
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
              if (data2.body_min_rate_bytes_per_s !== undefined) {
                let data12 = data2.body_min_rate_bytes_per_s;
                if (!(typeof data12 == 'number' && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
                  const err24 = {
                    instancePath: instancePath + '/config/body_min_rate_bytes_per_s',
                    schemaPath: 'workers/svc-http.schema.json/properties/body_min_rate_bytes_per_s/type',
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
                      instancePath: instancePath + '/config/body_min_rate_bytes_per_s',
                      schemaPath: 'workers/svc-http.schema.json/properties/body_min_rate_bytes_per_s/minimum',
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
              if (data2.body_min_rate_grace_ms !== undefined) {
                let data13 = data2.body_min_rate_grace_ms;
                if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
                  const err26 = {
                    instancePath: instancePath + '/config/body_min_rate_grace_ms',
                    schemaPath: 'workers/svc-http.schema.json/properties/body_min_rate_grace_ms/type',
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
                  if (data13 < 0 || isNaN(data13)) {
                    const err27 = {
                      instancePath: instancePath + '/config/body_min_rate_grace_ms',
                      schemaPath: 'workers/svc-http.schema.json/properties/body_min_rate_grace_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
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
              if (data2.cors !== undefined) {
                let data14 = data2.cors;
                const _errs36 = errors;
                let valid6 = false;
                let passing0 = null;
                const _errs37 = errors;
                if (false !== data14) {
                  const err28 = {
                    instancePath: instancePath + '/config/cors',
                    schemaPath: 'workers/svc-http.schema.json/properties/cors/oneOf/0/const',
                    keyword: 'const',
                    params: { allowedValue: false },
                    message: 'must be equal to constant',
                  };
                  if (vErrors === null) {
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
                var _valid0 = _errs37 === errors;
                if (_valid0) {
                  valid6 = true;
                  passing0 = 0;
                }
                const _errs38 = errors;
                if (data14 && typeof data14 == 'object' && !Array.isArray(data14)) {
                  for (const key2 in data14) {
                    if (!(
                      key2 === 'allowed_origins' ||
                      key2 === 'allowed_methods' ||
                      key2 === 'allowed_headers' ||
                      key2 === 'allow_credentials' ||
                      key2 === 'max_age_s'
                    )) {
                      const err29 = {
                        instancePath: instancePath + '/config/cors',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key2 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err29];
                      } else {
                        vErrors.push(err29);
                      }
                      errors++;
                    }
                  }
                  if (data14.allowed_origins !== undefined) {
                    let data15 = data14.allowed_origins;
                    if (Array.isArray(data15)) {
                      const len0 = data15.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        if (typeof data15[i0] !== 'string') {
                          const err30 = {
                            instancePath: instancePath + '/config/cors/allowed_origins/' + i0,
                            schemaPath:
                              'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_origins/items/type',
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
                    } else {
                      const err31 = {
                        instancePath: instancePath + '/config/cors/allowed_origins',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_origins/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      };
                      if (vErrors === null) {
                        vErrors = [err31];
                      } else {
                        vErrors.push(err31);
                      }
                      errors++;
                    }
                  }
                  if (data14.allowed_methods !== undefined) {
                    let data17 = data14.allowed_methods;
                    if (Array.isArray(data17)) {
                      const len1 = data17.length;
                      for (let i1 = 0; i1 < len1; i1++) {
                        if (typeof data17[i1] !== 'string') {
                          const err32 = {
                            instancePath: instancePath + '/config/cors/allowed_methods/' + i1,
                            schemaPath:
                              'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_methods/items/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          };
                          if (vErrors === null) {
                            vErrors = [err32];
                          } else {
                            vErrors.push(err32);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err33 = {
                        instancePath: instancePath + '/config/cors/allowed_methods',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_methods/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      };
                      if (vErrors === null) {
                        vErrors = [err33];
                      } else {
                        vErrors.push(err33);
                      }
                      errors++;
                    }
                  }
                  if (data14.allowed_headers !== undefined) {
                    let data19 = data14.allowed_headers;
                    if (Array.isArray(data19)) {
                      const len2 = data19.length;
                      for (let i2 = 0; i2 < len2; i2++) {
                        if (typeof data19[i2] !== 'string') {
                          const err34 = {
                            instancePath: instancePath + '/config/cors/allowed_headers/' + i2,
                            schemaPath:
                              'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_headers/items/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          };
                          if (vErrors === null) {
                            vErrors = [err34];
                          } else {
                            vErrors.push(err34);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err35 = {
                        instancePath: instancePath + '/config/cors/allowed_headers',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_headers/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      };
                      if (vErrors === null) {
                        vErrors = [err35];
                      } else {
                        vErrors.push(err35);
                      }
                      errors++;
                    }
                  }
                  if (data14.allow_credentials !== undefined) {
                    if (typeof data14.allow_credentials !== 'boolean') {
                      const err36 = {
                        instancePath: instancePath + '/config/cors/allow_credentials',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allow_credentials/type',
                        keyword: 'type',
                        params: { type: 'boolean' },
                        message: 'must be boolean',
                      };
                      if (vErrors === null) {
                        vErrors = [err36];
                      } else {
                        vErrors.push(err36);
                      }
                      errors++;
                    }
                  }
                  if (data14.max_age_s !== undefined) {
                    let data22 = data14.max_age_s;
                    if (!(typeof data22 == 'number' && !(data22 % 1) && !isNaN(data22) && isFinite(data22))) {
                      const err37 = {
                        instancePath: instancePath + '/config/cors/max_age_s',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/max_age_s/type',
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
                    if (typeof data22 == 'number' && isFinite(data22)) {
                      if (data22 < 0 || isNaN(data22)) {
                        const err38 = {
                          instancePath: instancePath + '/config/cors/max_age_s',
                          schemaPath:
                            'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/max_age_s/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 0 },
                          message: 'must be >= 0',
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
                    instancePath: instancePath + '/config/cors',
                    schemaPath: 'workers/svc-http.schema.json/properties/cors/oneOf/1/type',
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
                var _valid0 = _errs38 === errors;
                if (_valid0 && valid6) {
                  valid6 = false;
                  passing0 = [passing0, 1];
                } else {
                  if (_valid0) {
                    valid6 = true;
                    passing0 = 1;
                  }
                }
                if (!valid6) {
                  const err40 = {
                    instancePath: instancePath + '/config/cors',
                    schemaPath: 'workers/svc-http.schema.json/properties/cors/oneOf',
                    keyword: 'oneOf',
                    params: { passingSchemas: passing0 },
                    message: 'must match exactly one schema in oneOf',
                  };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                } else {
                  errors = _errs36;
                  if (vErrors !== null) {
                    if (_errs36) {
                      vErrors.length = _errs36;
                    } else {
                      vErrors = null;
                    }
                  }
                }
              }
            } else {
              const err41 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-http.schema.json/type',
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
          }
        } else {
          const err42 = {
            instancePath,
            schemaPath: '#/oneOf/0/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
      } else if (tag0 === 'modules::state::StateModule') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.class === undefined) {
            const err43 = {
              instancePath,
              schemaPath: '#/oneOf/1/required',
              keyword: 'required',
              params: { missingProperty: 'class' },
              message: "must have required property '" + 'class' + "'",
            };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
          for (const key3 in data) {
            if (!(key3 === 'class' || key3 === 'config')) {
              const err44 = {
                instancePath,
                schemaPath: '#/oneOf/1/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key3 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          }
          if (data.class !== undefined) {
            if ('modules::state::StateModule' !== data.class) {
              const err45 = {
                instancePath: instancePath + '/class',
                schemaPath: '#/oneOf/1/properties/class/const',
                keyword: 'const',
                params: { allowedValue: 'modules::state::StateModule' },
                message: 'must be equal to constant',
              };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate21(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err46 = {
            instancePath,
            schemaPath: '#/oneOf/1/type',
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
      } else if (tag0 === 'modules::stream::StreamModule') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.class === undefined) {
            const err47 = {
              instancePath,
              schemaPath: '#/oneOf/2/required',
              keyword: 'required',
              params: { missingProperty: 'class' },
              message: "must have required property '" + 'class' + "'",
            };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
          for (const key4 in data) {
            if (!(key4 === 'class' || key4 === 'config')) {
              const err48 = {
                instancePath,
                schemaPath: '#/oneOf/2/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key4 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          }
          if (data.class !== undefined) {
            if ('modules::stream::StreamModule' !== data.class) {
              const err49 = {
                instancePath: instancePath + '/class',
                schemaPath: '#/oneOf/2/properties/class/const',
                keyword: 'const',
                params: { allowedValue: 'modules::stream::StreamModule' },
                message: 'must be equal to constant',
              };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
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
          const err50 = {
            instancePath,
            schemaPath: '#/oneOf/2/type',
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
      } else if (tag0 === 'modules::cron::CronModule') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.class === undefined) {
            const err51 = {
              instancePath,
              schemaPath: '#/oneOf/3/required',
              keyword: 'required',
              params: { missingProperty: 'class' },
              message: "must have required property '" + 'class' + "'",
            };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
          for (const key5 in data) {
            if (!(key5 === 'class' || key5 === 'config')) {
              const err52 = {
                instancePath,
                schemaPath: '#/oneOf/3/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key5 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
          }
          if (data.class !== undefined) {
            if ('modules::cron::CronModule' !== data.class) {
              const err53 = {
                instancePath: instancePath + '/class',
                schemaPath: '#/oneOf/3/properties/class/const',
                keyword: 'const',
                params: { allowedValue: 'modules::cron::CronModule' },
                message: 'must be equal to constant',
              };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data28 = data.config;
            if (data28 && typeof data28 == 'object' && !Array.isArray(data28)) {
              for (const key6 in data28) {
                if (!(key6 === 'adapter')) {
                  const err54 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-cron.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key6 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err54];
                  } else {
                    vErrors.push(err54);
                  }
                  errors++;
                }
              }
              if (data28.adapter !== undefined) {
                let data29 = data28.adapter;
                if (data29 && typeof data29 == 'object' && !Array.isArray(data29)) {
                  if (data29.name === undefined) {
                    const err55 = {
                      instancePath: instancePath + '/config/adapter',
                      schemaPath: 'workers/svc-cron.schema.json/properties/adapter/required',
                      keyword: 'required',
                      params: { missingProperty: 'name' },
                      message: "must have required property '" + 'name' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err55];
                    } else {
                      vErrors.push(err55);
                    }
                    errors++;
                  }
                  for (const key7 in data29) {
                    if (!(
                      key7 === 'name' ||
                      key7 === 'url' ||
                      key7 === 'key_prefix' ||
                      key7 === 'lock_ttl_ms' ||
                      key7 === 'command_timeout_ms'
                    )) {
                      const err56 = {
                        instancePath: instancePath + '/config/adapter',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key7 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err56];
                      } else {
                        vErrors.push(err56);
                      }
                      errors++;
                    }
                  }
                  if (data29.name !== undefined) {
                    let data30 = data29.name;
                    if (!(data30 === 'local' || data30 === 'redis' || data30 === 'kv')) {
                      const err57 = {
                        instancePath: instancePath + '/config/adapter/name',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/properties/name/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema37.properties.adapter.properties.name.enum },
                        message: 'must be equal to one of the allowed values',
                      };
                      if (vErrors === null) {
                        vErrors = [err57];
                      } else {
                        vErrors.push(err57);
                      }
                      errors++;
                    }
                  }
                  if (data29.url !== undefined) {
                    let data31 = data29.url;
                    if (typeof data31 === 'string') {
                      if (func2(data31) < 1) {
                        const err58 = {
                          instancePath: instancePath + '/config/adapter/url',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err58];
                        } else {
                          vErrors.push(err58);
                        }
                        errors++;
                      }
                    } else {
                      const err59 = {
                        instancePath: instancePath + '/config/adapter/url',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/properties/url/type',
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
                  if (data29.key_prefix !== undefined) {
                    if (typeof data29.key_prefix !== 'string') {
                      const err60 = {
                        instancePath: instancePath + '/config/adapter/key_prefix',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/key_prefix/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err60];
                      } else {
                        vErrors.push(err60);
                      }
                      errors++;
                    }
                  }
                  if (data29.lock_ttl_ms !== undefined) {
                    let data33 = data29.lock_ttl_ms;
                    if (!(typeof data33 == 'number' && !(data33 % 1) && !isNaN(data33) && isFinite(data33))) {
                      const err61 = {
                        instancePath: instancePath + '/config/adapter/lock_ttl_ms',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/lock_ttl_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err61];
                      } else {
                        vErrors.push(err61);
                      }
                      errors++;
                    }
                    if (typeof data33 == 'number' && isFinite(data33)) {
                      if (data33 < 1000 || isNaN(data33)) {
                        const err62 = {
                          instancePath: instancePath + '/config/adapter/lock_ttl_ms',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/lock_ttl_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1000 },
                          message: 'must be >= 1000',
                        };
                        if (vErrors === null) {
                          vErrors = [err62];
                        } else {
                          vErrors.push(err62);
                        }
                        errors++;
                      }
                    }
                  }
                  if (data29.command_timeout_ms !== undefined) {
                    let data34 = data29.command_timeout_ms;
                    if (!(typeof data34 == 'number' && !(data34 % 1) && !isNaN(data34) && isFinite(data34))) {
                      const err63 = {
                        instancePath: instancePath + '/config/adapter/command_timeout_ms',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/command_timeout_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err63];
                      } else {
                        vErrors.push(err63);
                      }
                      errors++;
                    }
                    if (typeof data34 == 'number' && isFinite(data34)) {
                      if (data34 < 1 || isNaN(data34)) {
                        const err64 = {
                          instancePath: instancePath + '/config/adapter/command_timeout_ms',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/command_timeout_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1 },
                          message: 'must be >= 1',
                        };
                        if (vErrors === null) {
                          vErrors = [err64];
                        } else {
                          vErrors.push(err64);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err65 = {
                    instancePath: instancePath + '/config/adapter',
                    schemaPath: 'workers/svc-cron.schema.json/properties/adapter/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err65];
                  } else {
                    vErrors.push(err65);
                  }
                  errors++;
                }
              }
            } else {
              const err66 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-cron.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err66];
              } else {
                vErrors.push(err66);
              }
              errors++;
            }
          }
        } else {
          const err67 = {
            instancePath,
            schemaPath: '#/oneOf/3/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err67];
          } else {
            vErrors.push(err67);
          }
          errors++;
        }
      } else if (tag0 === 'modules::pubsub::PubSubModule') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.class === undefined) {
            const err68 = {
              instancePath,
              schemaPath: '#/oneOf/4/required',
              keyword: 'required',
              params: { missingProperty: 'class' },
              message: "must have required property '" + 'class' + "'",
            };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
          for (const key8 in data) {
            if (!(key8 === 'class' || key8 === 'config')) {
              const err69 = {
                instancePath,
                schemaPath: '#/oneOf/4/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key8 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err69];
              } else {
                vErrors.push(err69);
              }
              errors++;
            }
          }
          if (data.class !== undefined) {
            if ('modules::pubsub::PubSubModule' !== data.class) {
              const err70 = {
                instancePath: instancePath + '/class',
                schemaPath: '#/oneOf/4/properties/class/const',
                keyword: 'const',
                params: { allowedValue: 'modules::pubsub::PubSubModule' },
                message: 'must be equal to constant',
              };
              if (vErrors === null) {
                vErrors = [err70];
              } else {
                vErrors.push(err70);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data36 = data.config;
            if (data36 && typeof data36 == 'object' && !Array.isArray(data36)) {
              for (const key9 in data36) {
                if (!(key9 === 'adapter' || key9 === 'max_in_flight')) {
                  const err71 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-events.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key9 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err71];
                  } else {
                    vErrors.push(err71);
                  }
                  errors++;
                }
              }
              if (data36.adapter !== undefined) {
                let data37 = data36.adapter;
                if (data37 && typeof data37 == 'object' && !Array.isArray(data37)) {
                  if (data37.name === undefined) {
                    const err72 = {
                      instancePath: instancePath + '/config/adapter',
                      schemaPath: 'workers/svc-events.schema.json/properties/adapter/required',
                      keyword: 'required',
                      params: { missingProperty: 'name' },
                      message: "must have required property '" + 'name' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err72];
                    } else {
                      vErrors.push(err72);
                    }
                    errors++;
                  }
                  for (const key10 in data37) {
                    if (!(
                      key10 === 'name' ||
                      key10 === 'url' ||
                      key10 === 'channel_prefix' ||
                      key10 === 'command_timeout_ms'
                    )) {
                      const err73 = {
                        instancePath: instancePath + '/config/adapter',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key10 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err73];
                      } else {
                        vErrors.push(err73);
                      }
                      errors++;
                    }
                  }
                  if (data37.name !== undefined) {
                    let data38 = data37.name;
                    if (!(data38 === 'local' || data38 === 'redis')) {
                      const err74 = {
                        instancePath: instancePath + '/config/adapter/name',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/properties/name/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema38.properties.adapter.properties.name.enum },
                        message: 'must be equal to one of the allowed values',
                      };
                      if (vErrors === null) {
                        vErrors = [err74];
                      } else {
                        vErrors.push(err74);
                      }
                      errors++;
                    }
                  }
                  if (data37.url !== undefined) {
                    let data39 = data37.url;
                    if (typeof data39 === 'string') {
                      if (func2(data39) < 1) {
                        const err75 = {
                          instancePath: instancePath + '/config/adapter/url',
                          schemaPath:
                            'workers/svc-events.schema.json/properties/adapter/properties/url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err75];
                        } else {
                          vErrors.push(err75);
                        }
                        errors++;
                      }
                    } else {
                      const err76 = {
                        instancePath: instancePath + '/config/adapter/url',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/properties/url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err76];
                      } else {
                        vErrors.push(err76);
                      }
                      errors++;
                    }
                  }
                  if (data37.channel_prefix !== undefined) {
                    if (typeof data37.channel_prefix !== 'string') {
                      const err77 = {
                        instancePath: instancePath + '/config/adapter/channel_prefix',
                        schemaPath:
                          'workers/svc-events.schema.json/properties/adapter/properties/channel_prefix/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err77];
                      } else {
                        vErrors.push(err77);
                      }
                      errors++;
                    }
                  }
                  if (data37.command_timeout_ms !== undefined) {
                    let data41 = data37.command_timeout_ms;
                    if (!(typeof data41 == 'number' && !(data41 % 1) && !isNaN(data41) && isFinite(data41))) {
                      const err78 = {
                        instancePath: instancePath + '/config/adapter/command_timeout_ms',
                        schemaPath:
                          'workers/svc-events.schema.json/properties/adapter/properties/command_timeout_ms/type',
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
                    if (typeof data41 == 'number' && isFinite(data41)) {
                      if (data41 < 1 || isNaN(data41)) {
                        const err79 = {
                          instancePath: instancePath + '/config/adapter/command_timeout_ms',
                          schemaPath:
                            'workers/svc-events.schema.json/properties/adapter/properties/command_timeout_ms/minimum',
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
                } else {
                  const err80 = {
                    instancePath: instancePath + '/config/adapter',
                    schemaPath: 'workers/svc-events.schema.json/properties/adapter/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err80];
                  } else {
                    vErrors.push(err80);
                  }
                  errors++;
                }
              }
              if (data36.max_in_flight !== undefined) {
                let data42 = data36.max_in_flight;
                if (!(typeof data42 == 'number' && !(data42 % 1) && !isNaN(data42) && isFinite(data42))) {
                  const err81 = {
                    instancePath: instancePath + '/config/max_in_flight',
                    schemaPath: 'workers/svc-events.schema.json/properties/max_in_flight/type',
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
                if (typeof data42 == 'number' && isFinite(data42)) {
                  if (data42 < 1 || isNaN(data42)) {
                    const err82 = {
                      instancePath: instancePath + '/config/max_in_flight',
                      schemaPath: 'workers/svc-events.schema.json/properties/max_in_flight/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
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
            } else {
              const err83 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-events.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err83];
              } else {
                vErrors.push(err83);
              }
              errors++;
            }
          }
        } else {
          const err84 = {
            instancePath,
            schemaPath: '#/oneOf/4/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err84];
          } else {
            vErrors.push(err84);
          }
          errors++;
        }
      } else if (tag0 === 'modules::queue::QueueModule') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.class === undefined) {
            const err85 = {
              instancePath,
              schemaPath: '#/oneOf/5/required',
              keyword: 'required',
              params: { missingProperty: 'class' },
              message: "must have required property '" + 'class' + "'",
            };
            if (vErrors === null) {
              vErrors = [err85];
            } else {
              vErrors.push(err85);
            }
            errors++;
          }
          for (const key11 in data) {
            if (!(key11 === 'class' || key11 === 'config')) {
              const err86 = {
                instancePath,
                schemaPath: '#/oneOf/5/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key11 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err86];
              } else {
                vErrors.push(err86);
              }
              errors++;
            }
          }
          if (data.class !== undefined) {
            if ('modules::queue::QueueModule' !== data.class) {
              const err87 = {
                instancePath: instancePath + '/class',
                schemaPath: '#/oneOf/5/properties/class/const',
                keyword: 'const',
                params: { allowedValue: 'modules::queue::QueueModule' },
                message: 'must be equal to constant',
              };
              if (vErrors === null) {
                vErrors = [err87];
              } else {
                vErrors.push(err87);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate25(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err88 = {
            instancePath,
            schemaPath: '#/oneOf/5/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err88];
          } else {
            vErrors.push(err88);
          }
          errors++;
        }
      } else if (tag0 === 'modules::observability::OtelModule') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.class === undefined) {
            const err89 = {
              instancePath,
              schemaPath: '#/oneOf/6/required',
              keyword: 'required',
              params: { missingProperty: 'class' },
              message: "must have required property '" + 'class' + "'",
            };
            if (vErrors === null) {
              vErrors = [err89];
            } else {
              vErrors.push(err89);
            }
            errors++;
          }
          for (const key12 in data) {
            if (!(key12 === 'class' || key12 === 'config')) {
              const err90 = {
                instancePath,
                schemaPath: '#/oneOf/6/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key12 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err90];
              } else {
                vErrors.push(err90);
              }
              errors++;
            }
          }
          if (data.class !== undefined) {
            if ('modules::observability::OtelModule' !== data.class) {
              const err91 = {
                instancePath: instancePath + '/class',
                schemaPath: '#/oneOf/6/properties/class/const',
                keyword: 'const',
                params: { allowedValue: 'modules::observability::OtelModule' },
                message: 'must be equal to constant',
              };
              if (vErrors === null) {
                vErrors = [err91];
              } else {
                vErrors.push(err91);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data46 = data.config;
            if (data46 && typeof data46 == 'object' && !Array.isArray(data46)) {
              for (const key13 in data46) {
                if (!func1.call(schema41.properties, key13)) {
                  const err92 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-observability.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key13 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err92];
                  } else {
                    vErrors.push(err92);
                  }
                  errors++;
                }
              }
              if (data46.enabled !== undefined) {
                if (typeof data46.enabled !== 'boolean') {
                  const err93 = {
                    instancePath: instancePath + '/config/enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err93];
                  } else {
                    vErrors.push(err93);
                  }
                  errors++;
                }
              }
              if (data46.service_name !== undefined) {
                if (typeof data46.service_name !== 'string') {
                  const err94 = {
                    instancePath: instancePath + '/config/service_name',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_name/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err94];
                  } else {
                    vErrors.push(err94);
                  }
                  errors++;
                }
              }
              if (data46.service_version !== undefined) {
                if (typeof data46.service_version !== 'string') {
                  const err95 = {
                    instancePath: instancePath + '/config/service_version',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_version/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err95];
                  } else {
                    vErrors.push(err95);
                  }
                  errors++;
                }
              }
              if (data46.service_namespace !== undefined) {
                if (typeof data46.service_namespace !== 'string') {
                  const err96 = {
                    instancePath: instancePath + '/config/service_namespace',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_namespace/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err96];
                  } else {
                    vErrors.push(err96);
                  }
                  errors++;
                }
              }
              if (data46.exporter !== undefined) {
                let data51 = data46.exporter;
                if (!(data51 === 'memory' || data51 === 'otlp' || data51 === 'both')) {
                  const err97 = {
                    instancePath: instancePath + '/config/exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema41.properties.exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err97];
                  } else {
                    vErrors.push(err97);
                  }
                  errors++;
                }
              }
              if (data46.endpoint !== undefined) {
                if (typeof data46.endpoint !== 'string') {
                  const err98 = {
                    instancePath: instancePath + '/config/endpoint',
                    schemaPath: 'workers/svc-observability.schema.json/properties/endpoint/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err98];
                  } else {
                    vErrors.push(err98);
                  }
                  errors++;
                }
              }
              if (data46.sampling_ratio !== undefined) {
                let data53 = data46.sampling_ratio;
                if (typeof data53 == 'number' && isFinite(data53)) {
                  if (data53 > 1 || isNaN(data53)) {
                    const err99 = {
                      instancePath: instancePath + '/config/sampling_ratio',
                      schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 1 },
                      message: 'must be <= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err99];
                    } else {
                      vErrors.push(err99);
                    }
                    errors++;
                  }
                  if (data53 < 0 || isNaN(data53)) {
                    const err100 = {
                      instancePath: instancePath + '/config/sampling_ratio',
                      schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err100];
                    } else {
                      vErrors.push(err100);
                    }
                    errors++;
                  }
                } else {
                  const err101 = {
                    instancePath: instancePath + '/config/sampling_ratio',
                    schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
                  };
                  if (vErrors === null) {
                    vErrors = [err101];
                  } else {
                    vErrors.push(err101);
                  }
                  errors++;
                }
              }
              if (data46.memory_max_spans !== undefined) {
                let data54 = data46.memory_max_spans;
                if (!(typeof data54 == 'number' && !(data54 % 1) && !isNaN(data54) && isFinite(data54))) {
                  const err102 = {
                    instancePath: instancePath + '/config/memory_max_spans',
                    schemaPath: 'workers/svc-observability.schema.json/properties/memory_max_spans/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err102];
                  } else {
                    vErrors.push(err102);
                  }
                  errors++;
                }
                if (typeof data54 == 'number' && isFinite(data54)) {
                  if (data54 < 1 || isNaN(data54)) {
                    const err103 = {
                      instancePath: instancePath + '/config/memory_max_spans',
                      schemaPath: 'workers/svc-observability.schema.json/properties/memory_max_spans/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err103];
                    } else {
                      vErrors.push(err103);
                    }
                    errors++;
                  }
                }
              }
              if (data46.memory_retention_seconds !== undefined) {
                let data55 = data46.memory_retention_seconds;
                if (!(typeof data55 == 'number' && !(data55 % 1) && !isNaN(data55) && isFinite(data55))) {
                  const err104 = {
                    instancePath: instancePath + '/config/memory_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/memory_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err104];
                  } else {
                    vErrors.push(err104);
                  }
                  errors++;
                }
                if (typeof data55 == 'number' && isFinite(data55)) {
                  if (data55 < 0 || isNaN(data55)) {
                    const err105 = {
                      instancePath: instancePath + '/config/memory_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/memory_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err105];
                    } else {
                      vErrors.push(err105);
                    }
                    errors++;
                  }
                }
              }
              if (data46.max_attribute_length !== undefined) {
                let data56 = data46.max_attribute_length;
                if (!(typeof data56 == 'number' && !(data56 % 1) && !isNaN(data56) && isFinite(data56))) {
                  const err106 = {
                    instancePath: instancePath + '/config/max_attribute_length',
                    schemaPath: 'workers/svc-observability.schema.json/properties/max_attribute_length/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err106];
                  } else {
                    vErrors.push(err106);
                  }
                  errors++;
                }
                if (typeof data56 == 'number' && isFinite(data56)) {
                  if (data56 < 16 || isNaN(data56)) {
                    const err107 = {
                      instancePath: instancePath + '/config/max_attribute_length',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/max_attribute_length/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 16 },
                      message: 'must be >= 16',
                    };
                    if (vErrors === null) {
                      vErrors = [err107];
                    } else {
                      vErrors.push(err107);
                    }
                    errors++;
                  }
                }
              }
              if (data46.metrics_enabled !== undefined) {
                if (typeof data46.metrics_enabled !== 'boolean') {
                  const err108 = {
                    instancePath: instancePath + '/config/metrics_enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err108];
                  } else {
                    vErrors.push(err108);
                  }
                  errors++;
                }
              }
              if (data46.metrics_exporter !== undefined) {
                let data58 = data46.metrics_exporter;
                if (!(data58 === 'memory' || data58 === 'otlp' || data58 === 'both')) {
                  const err109 = {
                    instancePath: instancePath + '/config/metrics_exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema41.properties.metrics_exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err109];
                  } else {
                    vErrors.push(err109);
                  }
                  errors++;
                }
              }
              if (data46.metrics_retention_seconds !== undefined) {
                let data59 = data46.metrics_retention_seconds;
                if (!(typeof data59 == 'number' && !(data59 % 1) && !isNaN(data59) && isFinite(data59))) {
                  const err110 = {
                    instancePath: instancePath + '/config/metrics_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/metrics_retention_seconds/type',
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
                if (typeof data59 == 'number' && isFinite(data59)) {
                  if (data59 < 0 || isNaN(data59)) {
                    const err111 = {
                      instancePath: instancePath + '/config/metrics_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/metrics_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
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
              if (data46.metrics_max_count !== undefined) {
                let data60 = data46.metrics_max_count;
                if (!(typeof data60 == 'number' && !(data60 % 1) && !isNaN(data60) && isFinite(data60))) {
                  const err112 = {
                    instancePath: instancePath + '/config/metrics_max_count',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_max_count/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err112];
                  } else {
                    vErrors.push(err112);
                  }
                  errors++;
                }
                if (typeof data60 == 'number' && isFinite(data60)) {
                  if (data60 < 1 || isNaN(data60)) {
                    const err113 = {
                      instancePath: instancePath + '/config/metrics_max_count',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/metrics_max_count/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err113];
                    } else {
                      vErrors.push(err113);
                    }
                    errors++;
                  }
                }
              }
              if (data46.logs_enabled !== undefined) {
                if (typeof data46.logs_enabled !== 'boolean') {
                  const err114 = {
                    instancePath: instancePath + '/config/logs_enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err114];
                  } else {
                    vErrors.push(err114);
                  }
                  errors++;
                }
              }
              if (data46.logs_exporter !== undefined) {
                let data62 = data46.logs_exporter;
                if (!(data62 === 'memory' || data62 === 'otlp' || data62 === 'both')) {
                  const err115 = {
                    instancePath: instancePath + '/config/logs_exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema41.properties.logs_exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err115];
                  } else {
                    vErrors.push(err115);
                  }
                  errors++;
                }
              }
              if (data46.logs_max_count !== undefined) {
                let data63 = data46.logs_max_count;
                if (!(typeof data63 == 'number' && !(data63 % 1) && !isNaN(data63) && isFinite(data63))) {
                  const err116 = {
                    instancePath: instancePath + '/config/logs_max_count',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_max_count/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err116];
                  } else {
                    vErrors.push(err116);
                  }
                  errors++;
                }
                if (typeof data63 == 'number' && isFinite(data63)) {
                  if (data63 < 1 || isNaN(data63)) {
                    const err117 = {
                      instancePath: instancePath + '/config/logs_max_count',
                      schemaPath: 'workers/svc-observability.schema.json/properties/logs_max_count/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err117];
                    } else {
                      vErrors.push(err117);
                    }
                    errors++;
                  }
                }
              }
              if (data46.logs_retention_seconds !== undefined) {
                let data64 = data46.logs_retention_seconds;
                if (!(typeof data64 == 'number' && !(data64 % 1) && !isNaN(data64) && isFinite(data64))) {
                  const err118 = {
                    instancePath: instancePath + '/config/logs_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/logs_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err118];
                  } else {
                    vErrors.push(err118);
                  }
                  errors++;
                }
                if (typeof data64 == 'number' && isFinite(data64)) {
                  if (data64 < 0 || isNaN(data64)) {
                    const err119 = {
                      instancePath: instancePath + '/config/logs_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err119];
                    } else {
                      vErrors.push(err119);
                    }
                    errors++;
                  }
                }
              }
              if (data46.logs_batch_size !== undefined) {
                let data65 = data46.logs_batch_size;
                if (!(typeof data65 == 'number' && !(data65 % 1) && !isNaN(data65) && isFinite(data65))) {
                  const err120 = {
                    instancePath: instancePath + '/config/logs_batch_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_batch_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err120];
                  } else {
                    vErrors.push(err120);
                  }
                  errors++;
                }
                if (typeof data65 == 'number' && isFinite(data65)) {
                  if (data65 < 1 || isNaN(data65)) {
                    const err121 = {
                      instancePath: instancePath + '/config/logs_batch_size',
                      schemaPath: 'workers/svc-observability.schema.json/properties/logs_batch_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err121];
                    } else {
                      vErrors.push(err121);
                    }
                    errors++;
                  }
                }
              }
              if (data46.logs_flush_interval_ms !== undefined) {
                let data66 = data46.logs_flush_interval_ms;
                if (!(typeof data66 == 'number' && !(data66 % 1) && !isNaN(data66) && isFinite(data66))) {
                  const err122 = {
                    instancePath: instancePath + '/config/logs_flush_interval_ms',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/logs_flush_interval_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err122];
                  } else {
                    vErrors.push(err122);
                  }
                  errors++;
                }
                if (typeof data66 == 'number' && isFinite(data66)) {
                  if (data66 < 0 || isNaN(data66)) {
                    const err123 = {
                      instancePath: instancePath + '/config/logs_flush_interval_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_flush_interval_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err123];
                    } else {
                      vErrors.push(err123);
                    }
                    errors++;
                  }
                }
              }
              if (data46.logs_sampling_ratio !== undefined) {
                let data67 = data46.logs_sampling_ratio;
                if (typeof data67 == 'number' && isFinite(data67)) {
                  if (data67 > 1 || isNaN(data67)) {
                    const err124 = {
                      instancePath: instancePath + '/config/logs_sampling_ratio',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_sampling_ratio/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 1 },
                      message: 'must be <= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err124];
                    } else {
                      vErrors.push(err124);
                    }
                    errors++;
                  }
                  if (data67 < 0 || isNaN(data67)) {
                    const err125 = {
                      instancePath: instancePath + '/config/logs_sampling_ratio',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_sampling_ratio/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err125];
                    } else {
                      vErrors.push(err125);
                    }
                    errors++;
                  }
                } else {
                  const err126 = {
                    instancePath: instancePath + '/config/logs_sampling_ratio',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_sampling_ratio/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
                  };
                  if (vErrors === null) {
                    vErrors = [err126];
                  } else {
                    vErrors.push(err126);
                  }
                  errors++;
                }
              }
              if (data46.logs_console_output !== undefined) {
                if (typeof data46.logs_console_output !== 'boolean') {
                  const err127 = {
                    instancePath: instancePath + '/config/logs_console_output',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_console_output/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err127];
                  } else {
                    vErrors.push(err127);
                  }
                  errors++;
                }
              }
              if (data46.export_max_queue_size !== undefined) {
                let data69 = data46.export_max_queue_size;
                if (!(typeof data69 == 'number' && !(data69 % 1) && !isNaN(data69) && isFinite(data69))) {
                  const err128 = {
                    instancePath: instancePath + '/config/export_max_queue_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_max_queue_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err128];
                  } else {
                    vErrors.push(err128);
                  }
                  errors++;
                }
                if (typeof data69 == 'number' && isFinite(data69)) {
                  if (data69 < 1 || isNaN(data69)) {
                    const err129 = {
                      instancePath: instancePath + '/config/export_max_queue_size',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_max_queue_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err129];
                    } else {
                      vErrors.push(err129);
                    }
                    errors++;
                  }
                }
              }
              if (data46.export_batch_size !== undefined) {
                let data70 = data46.export_batch_size;
                if (!(typeof data70 == 'number' && !(data70 % 1) && !isNaN(data70) && isFinite(data70))) {
                  const err130 = {
                    instancePath: instancePath + '/config/export_batch_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_batch_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err130];
                  } else {
                    vErrors.push(err130);
                  }
                  errors++;
                }
                if (typeof data70 == 'number' && isFinite(data70)) {
                  if (data70 < 1 || isNaN(data70)) {
                    const err131 = {
                      instancePath: instancePath + '/config/export_batch_size',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_batch_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err131];
                    } else {
                      vErrors.push(err131);
                    }
                    errors++;
                  }
                }
              }
              if (data46.export_interval_ms !== undefined) {
                let data71 = data46.export_interval_ms;
                if (!(typeof data71 == 'number' && !(data71 % 1) && !isNaN(data71) && isFinite(data71))) {
                  const err132 = {
                    instancePath: instancePath + '/config/export_interval_ms',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_interval_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err132];
                  } else {
                    vErrors.push(err132);
                  }
                  errors++;
                }
                if (typeof data71 == 'number' && isFinite(data71)) {
                  if (data71 < 1 || isNaN(data71)) {
                    const err133 = {
                      instancePath: instancePath + '/config/export_interval_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_interval_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err133];
                    } else {
                      vErrors.push(err133);
                    }
                    errors++;
                  }
                }
              }
              if (data46.export_timeout_ms !== undefined) {
                let data72 = data46.export_timeout_ms;
                if (!(typeof data72 == 'number' && !(data72 % 1) && !isNaN(data72) && isFinite(data72))) {
                  const err134 = {
                    instancePath: instancePath + '/config/export_timeout_ms',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err134];
                  } else {
                    vErrors.push(err134);
                  }
                  errors++;
                }
                if (typeof data72 == 'number' && isFinite(data72)) {
                  if (data72 < 1 || isNaN(data72)) {
                    const err135 = {
                      instancePath: instancePath + '/config/export_timeout_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err135];
                    } else {
                      vErrors.push(err135);
                    }
                    errors++;
                  }
                }
              }
              if (data46.alerts !== undefined) {
                let data73 = data46.alerts;
                if (Array.isArray(data73)) {
                  const len3 = data73.length;
                  for (let i3 = 0; i3 < len3; i3++) {
                    let data74 = data73[i3];
                    if (data74 && typeof data74 == 'object' && !Array.isArray(data74)) {
                    } else {
                      const err136 = {
                        instancePath: instancePath + '/config/alerts/' + i3,
                        schemaPath: 'workers/svc-observability.schema.json/properties/alerts/items/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      };
                      if (vErrors === null) {
                        vErrors = [err136];
                      } else {
                        vErrors.push(err136);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err137 = {
                    instancePath: instancePath + '/config/alerts',
                    schemaPath: 'workers/svc-observability.schema.json/properties/alerts/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err137];
                  } else {
                    vErrors.push(err137);
                  }
                  errors++;
                }
              }
              if (data46.sampling !== undefined) {
                let data75 = data46.sampling;
                if (data75 && typeof data75 == 'object' && !Array.isArray(data75)) {
                } else {
                  const err138 = {
                    instancePath: instancePath + '/config/sampling',
                    schemaPath: 'workers/svc-observability.schema.json/properties/sampling/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err138];
                  } else {
                    vErrors.push(err138);
                  }
                  errors++;
                }
              }
              if (data46.collapse_spans !== undefined) {
                let data76 = data46.collapse_spans;
                if (Array.isArray(data76)) {
                  const len4 = data76.length;
                  for (let i4 = 0; i4 < len4; i4++) {
                    if (typeof data76[i4] !== 'string') {
                      const err139 = {
                        instancePath: instancePath + '/config/collapse_spans/' + i4,
                        schemaPath:
                          'workers/svc-observability.schema.json/properties/collapse_spans/items/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err139];
                      } else {
                        vErrors.push(err139);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err140 = {
                    instancePath: instancePath + '/config/collapse_spans',
                    schemaPath: 'workers/svc-observability.schema.json/properties/collapse_spans/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err140];
                  } else {
                    vErrors.push(err140);
                  }
                  errors++;
                }
              }
            } else {
              const err141 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-observability.schema.json/type',
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
            instancePath,
            schemaPath: '#/oneOf/6/type',
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
      } else {
        const err143 = {
          instancePath,
          schemaPath: '#/discriminator',
          keyword: 'discriminator',
          params: { error: 'mapping', tag: 'class', tagValue: tag0 },
          message: 'value of tag "class" must be in oneOf',
        };
        if (vErrors === null) {
          vErrors = [err143];
        } else {
          vErrors.push(err143);
        }
        errors++;
      }
    } else {
      const err144 = {
        instancePath,
        schemaPath: '#/discriminator',
        keyword: 'discriminator',
        params: { error: 'tag', tag: 'class', tagValue: tag0 },
        message: 'tag "class" must be string',
      };
      if (vErrors === null) {
        vErrors = [err144];
      } else {
        vErrors.push(err144);
      }
      errors++;
    }
  } else {
    const err145 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err145];
    } else {
      vErrors.push(err145);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
