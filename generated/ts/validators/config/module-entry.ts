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
const schema39 = {
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
const schema40 = {
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
const schema43 = {
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
const schema33 = {
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
const func1 = Object.prototype.hasOwnProperty;
const func2 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-http.schema.json" */ let vErrors = null;
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
      if (!func1.call(schema32.properties, key0)) {
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
            if (func2(data6) < 1) {
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
            if (func2(data7) < 1) {
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
            if (func2(data8) < 1) {
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
              params: { allowedValues: schema33.properties.min_version.enum },
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
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema34 = {
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
const schema35 = {
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
function validate23(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-state.schema.json" */ let vErrors = null;
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
              params: { allowedValues: schema35.properties.name.enum },
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
              params: { allowedValues: schema35.properties.durability.enum },
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
                  params: { allowedValues: schema35.properties.config.properties.store_method.enum },
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
  validate23.errors = vErrors;
  return errors === 0;
}
validate23.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema36 = {
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
function validate25(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-stream.schema.json" */ let vErrors = null;
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
      if (!func1.call(schema36.properties, key0)) {
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
            if (func2(data4) < 1) {
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
            if (func2(data5) < 1) {
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
            if (func2(data6) < 1) {
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
              params: { allowedValues: schema33.properties.min_version.enum },
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
              params: { allowedValues: schema35.properties.name.enum },
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
            if (func2(data12) < 1) {
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
              params: { allowedValues: schema35.properties.durability.enum },
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
            if (func2(data15) < 1) {
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
                  params: { allowedValues: schema35.properties.config.properties.store_method.enum },
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
          params: { type: schema36.properties.auth_function.type },
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
  validate25.errors = vErrors;
  return errors === 0;
}
validate25.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema41 = {
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
function validate27(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-queue.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate27.evaluated;
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
              params: { allowedValues: schema35.properties.name.enum },
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
              params: { allowedValues: schema35.properties.durability.enum },
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
                  params: { allowedValues: schema35.properties.config.properties.store_method.enum },
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
              if (!func1.call(schema41.properties.queues.additionalProperties.properties, key4)) {
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
                    allowedValues: schema41.properties.queues.additionalProperties.properties.type.enum,
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
                      schema41.properties.queues.additionalProperties.properties.backoff_type.enum,
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
  validate27.errors = vErrors;
  return errors === 0;
}
validate27.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
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
                        params: { allowedValues: schema39.properties.adapter.properties.name.enum },
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
                      if (func2(data11) < 1) {
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
                        params: { allowedValues: schema40.properties.adapter.properties.name.enum },
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
                      if (func2(data19) < 1) {
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
              !validate27(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
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
                if (!func1.call(schema43.properties, key11)) {
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
                    params: { allowedValues: schema43.properties.exporter.enum },
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
                    params: { allowedValues: schema43.properties.metrics_exporter.enum },
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
                    params: { allowedValues: schema43.properties.logs_exporter.enum },
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
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
