/* DO NOT EDIT — generated from schema/ by make generate */
/** A JSON Schema document, as written in schema/. */
export type SchemaDocument = { readonly [keyword: string]: unknown };

/** Every schema of schema/, keyed by its `$id` (e.g. `wire/invoke-function.schema.json`). */
export const schemas: Readonly<Record<string, SchemaDocument>> = {
  'common/baggage.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'common/baggage.schema.json',
    title: 'Baggage',
    description: 'W3C Baggage header value: comma-separated `key=value` members propagated with the trace.',
    type: 'string',
    examples: ['svc.function.id=orders::create,tenant=t1'],
  },
  'common/channel-ref.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'common/channel-ref.schema.json',
    title: 'ChannelRef',
    description:
      'A reference to one end of a streaming channel. SDKs turn any object of this shape inside a payload into a reader or writer that connects to `<engine url>/ws/channels/<channel_id>?key=<access_key>&dir=<direction>` on first use.',
    type: 'object',
    required: ['channel_id', 'access_key', 'direction'],
    properties: {
      channel_id: { description: 'Id of the channel.', type: 'string', minLength: 1 },
      access_key: {
        description: 'Secret that authorises this end of the channel.',
        type: 'string',
        minLength: 1,
      },
      direction: { description: 'Which end this reference opens.', enum: ['read', 'write'] },
    },
    additionalProperties: true,
    examples: [{ channel_id: 'c1', access_key: 'k1', direction: 'read' }],
  },
  'common/error-body.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'common/error-body.schema.json',
    title: 'ErrorBody',
    description:
      'An error as it travels on the wire: in an invocation result, a trigger registration result or an HTTP error response. The code is a stable lower_snake string listed in docs/errors.md (wire-compatible codes keep their original spelling).',
    type: 'object',
    required: ['code', 'message'],
    properties: {
      code: {
        description:
          'Stable machine-readable error code, e.g. `function_not_found`, `invocation_failed`, `invocation_stopped`, `timeout`.',
        type: 'string',
        minLength: 1,
      },
      message: { description: 'Human-readable explanation of what went wrong.', type: 'string' },
      stacktrace: {
        description:
          'Stack trace or traceback of the handler that failed, when the worker chose to send one.',
        type: 'string',
      },
      data: {
        description: 'Optional structured detail about the error (any JSON value).',
        $ref: 'json-value.schema.json',
      },
    },
    additionalProperties: true,
    examples: [
      { code: 'function_not_found', message: 'Function nope::x not found' },
      {
        code: 'invocation_failed',
        message: 'boom',
        stacktrace: 'Error: boom\n    at handler (worker.js:3:9)',
      },
    ],
  },
  'common/function-id.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'common/function-id.schema.json',
    title: 'FunctionId',
    description:
      'A function id: a free-form non-empty string, by convention `::`-separated segments whose first segment names the service (`orders::create`). Ids under `engine::` are reserved for the engine.',
    type: 'string',
    minLength: 1,
    examples: ['orders::create', 'math::add', 'engine::functions::list'],
  },
  'common/json-value.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'common/json-value.schema.json',
    title: 'JsonValue',
    description: 'Any JSON value: object, array, string, number, boolean or null.',
    type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
    examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
  },
  'common/traceparent.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'common/traceparent.schema.json',
    title: 'Traceparent',
    description:
      'W3C Trace Context `traceparent` header value: version, trace id, parent span id and flags, lower-case hex separated by dashes. Later versions may append fields after the flags.',
    type: 'string',
    pattern: '^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(-.*)?$',
    examples: ['00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'],
  },
  'common/trigger-action.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'common/trigger-action.schema.json',
    title: 'TriggerAction',
    description:
      'How an invocation is delivered. Absent means request/response: the caller waits for the result.',
    oneOf: [
      {
        title: 'VoidAction',
        description:
          'Fire and forget: the caller sends no invocation id and never receives a reply, not even an error.',
        type: 'object',
        required: ['type'],
        properties: { type: { description: 'Action tag.', const: 'void' } },
        additionalProperties: true,
      },
      {
        title: 'EnqueueAction',
        description:
          'Hand the invocation to a queue; the caller receives `{messageReceiptId}` once the queue has accepted it, or the error `enqueue_error`.',
        type: 'object',
        required: ['type', 'queue'],
        properties: {
          type: { description: 'Action tag.', const: 'enqueue' },
          queue: {
            description: 'Name of the queue that takes the invocation.',
            type: 'string',
            minLength: 1,
          },
        },
        additionalProperties: true,
      },
    ],
    examples: [{ type: 'void' }, { type: 'enqueue', queue: 'jobs' }],
  },
  'config/auth-token.schema.json': {
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
  },
  'config/auth.schema.json': {
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
  },
  'config/builtin-worker-entry.schema.json': {
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
  },
  'config/cluster.schema.json': {
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
  },
  'config/engine-config.schema.json': {
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
  },
  'config/module-entry.schema.json': {
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
  },
  'config/path-worker-entry.schema.json': {
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
  },
  'config/worker-entry.schema.json': {
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
  },
  'config/workers/store-adapter.schema.json': {
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
  },
  'config/workers/svc-bridge.schema.json': {
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
  },
  'config/workers/svc-channels.schema.json': {
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
  },
  'config/workers/svc-cron.schema.json': {
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
  },
  'config/workers/svc-events.schema.json': {
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
  },
  'config/workers/svc-http-functions.schema.json': {
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
  },
  'config/workers/svc-http.schema.json': {
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
      {
        port: 8080,
        cors: { allowed_origins: ['https://app.example.com'], allowed_methods: ['GET', 'POST'] },
      },
      { cors: false },
    ],
  },
  'config/workers/svc-observability.schema.json': {
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
      export_batch_size: {
        description: 'Spans per OTLP request.',
        type: 'integer',
        minimum: 1,
        default: 512,
      },
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
  },
  'config/workers/svc-queue.schema.json': {
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
  },
  'config/workers/svc-state.schema.json': {
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
  },
  'config/workers/svc-stream.schema.json': {
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
  },
  'config/workers/tls.schema.json': {
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
  },
  'contracts/channels/create-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/channels/create-input.schema.json',
    title: 'ChannelsCreateInput',
    description:
      "Input of `engine::channels::create`. The channel belongs to the calling worker's connection (`_caller_worker_id`) and is removed when that connection goes away.",
    type: 'object',
    properties: {
      buffer_size: {
        description:
          "Bytes the channel may hold for its reader before the writer is slowed; capped by svc-channels' `buffer_bytes`. Null or absent: that setting.",
        type: ['integer', 'null'],
        minimum: 1,
      },
      _caller_worker_id: {
        description: 'Injected by the engine: the calling worker, which owns the channel.',
        type: 'string',
      },
    },
    additionalProperties: true,
    examples: [{}, { buffer_size: 65536 }, { buffer_size: null }],
  },
  'contracts/channels/create-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/channels/create-output.schema.json',
    title: 'ChannelsCreateOutput',
    description:
      'Output of `engine::channels::create`: the two references to the new channel; hand one to another function in a payload.',
    type: 'object',
    required: ['writer', 'reader'],
    properties: {
      writer: {
        description: 'The side that sends (`direction: write`).',
        $ref: '../../common/channel-ref.schema.json',
      },
      reader: {
        description: 'The side that receives (`direction: read`).',
        $ref: '../../common/channel-ref.schema.json',
      },
    },
    additionalProperties: false,
    examples: [
      {
        writer: {
          channel_id: '0b8f3c1e-9a4d-4f7e-8c2a-5d6e7f809102',
          access_key: 'w-kq3Xr9b2',
          direction: 'write',
        },
        reader: {
          channel_id: '0b8f3c1e-9a4d-4f7e-8c2a-5d6e7f809102',
          access_key: 'r-7Hs2pQ1z',
          direction: 'read',
        },
      },
    ],
  },
  'contracts/cluster/live-window.schema.json': {
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
  },
  'contracts/cluster/member.schema.json': {
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
  },
  'contracts/cluster/state-changes.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/cluster/state-changes.schema.json',
    title: 'ClusterStateChanges',
    description:
      "State changes one engine announces to the others sharing svc-state's Redis, published on `<key_prefix>changes` once they are durable: each other engine fires its own `state` trigger bindings with each change, in order. Changes an engine completes together (answered by one read from Redis) travel in one message.",
    type: 'object',
    required: ['origin', 'changes'],
    properties: {
      origin: {
        description:
          'Id of the svc-state instance that made the changes (random per start); it fires its own bindings and ignores its own announcements.',
        type: 'string',
        minLength: 1,
      },
      changes: {
        description:
          "The changes in the order they were made, each as a `state` trigger's handler receives it.",
        type: 'array',
        minItems: 1,
        items: { $ref: '../state-event.schema.json' },
      },
    },
    additionalProperties: true,
    examples: [
      {
        origin: '5b0c7f3e-2d4a-4f6b-9c1e-8a7d6e5f4c3b',
        changes: [
          {
            type: 'state',
            event_type: 'state:created',
            scope: 'users',
            key: 'u1',
            old_value: null,
            new_value: { n: 1 },
          },
          {
            type: 'state',
            event_type: 'state:updated',
            scope: 'users',
            key: 'u1',
            old_value: { n: 1 },
            new_value: { n: 2 },
          },
        ],
      },
    ],
  },
  'contracts/console/connectivity.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/console/connectivity.schema.json',
    title: 'ConsoleConnectivity',
    description:
      "Answer of the console server's `GET /api/connectivity`: the engine's bridge, HTTP API and stream socket, each checked by the console server itself (a WebSocket opened and closed, or `GET /_console/status`).",
    type: 'object',
    required: ['probes'],
    properties: {
      probes: {
        description: 'One check per listener, in the order bridge, http, websocket.',
        type: 'array',
        items: {
          title: 'ConsoleProbe',
          description: "One listener's check.",
          type: 'object',
          required: ['name', 'url', 'ok', 'ms'],
          properties: {
            name: { description: 'The listener.', enum: ['bridge', 'http', 'websocket'] },
            url: { description: 'The address checked.', type: 'string' },
            ok: { description: 'Whether it answered.', type: 'boolean' },
            ms: { description: 'How long the check took, in milliseconds.', type: 'integer', minimum: 0 },
            error: {
              description: "Why it failed (an errno code such as `ECONNREFUSED`, or the answer's status).",
              type: 'string',
            },
          },
          additionalProperties: false,
        },
      },
    },
    additionalProperties: false,
    examples: [
      {
        probes: [
          { name: 'bridge', url: 'ws://127.0.0.1:49134/', ok: true, ms: 2 },
          {
            name: 'http',
            url: 'http://127.0.0.1:3111/_console/status',
            ok: false,
            ms: 1,
            error: 'ECONNREFUSED',
          },
        ],
      },
    ],
  },
  'contracts/console/cron-trigger-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/console/cron-trigger-input.schema.json',
    title: 'ConsoleCronTriggerInput',
    description:
      'Body of `POST /_console/cron/trigger`: fire a cron binding now (`cron::trigger_now` of svc-cron, whose output is the answer).',
    type: 'object',
    required: ['trigger_id'],
    properties: { trigger_id: { description: "The cron binding's id.", type: 'string', minLength: 1 } },
    additionalProperties: true,
    examples: [{ trigger_id: 't-1' }],
  },
  'contracts/console/emit-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/console/emit-input.schema.json',
    title: 'ConsoleEmitInput',
    description:
      'Body of `POST /_console/emit`: publish an event (`publish` of svc-events, whose output is the answer).',
    type: 'object',
    required: ['topic'],
    properties: {
      topic: { description: 'Topic to publish on.', type: 'string', minLength: 1 },
      data: { description: "The event's data.", $ref: '../../common/json-value.schema.json' },
    },
    additionalProperties: true,
    examples: [{ topic: 'orders.created', data: { id: 1 } }],
  },
  'contracts/console/engine-info.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/console/engine-info.schema.json',
    title: 'ConsoleEngineInfo',
    description: 'Body of `GET /_console/info`: what a console shows about the engine it talks to.',
    type: 'object',
    required: ['version', 'listeners', 'modules'],
    properties: {
      version: { description: "The engine's version.", type: 'string' },
      listeners: {
        description:
          "Each listener's address by name (`bridge`, `http`, `stream`, ...), as the engine bound it.",
        type: 'object',
        additionalProperties: { type: 'string' },
      },
      modules: {
        description:
          'The built-in modules running, in start order, with their settings; values of secret-looking keys and passwords in URLs are replaced by `***`.',
        type: 'array',
        items: {
          title: 'ConsoleModuleInfo',
          description: 'One running module.',
          type: 'object',
          required: ['name', 'settings'],
          properties: {
            name: { description: 'Canonical name (`svc-http`).', type: 'string' },
            settings: {
              description: 'Its settings as configured, secrets masked.',
              $ref: '../../common/json-value.schema.json',
            },
          },
          additionalProperties: true,
        },
      },
      otel: {
        description: 'The settings of svc-observability, secrets masked; null when it is not running.',
        $ref: '../../common/json-value.schema.json',
      },
    },
    additionalProperties: true,
    examples: [
      {
        version: '0.1.0',
        listeners: { bridge: 'ws://127.0.0.1:49134', http: 'http://127.0.0.1:3111' },
        modules: [{ name: 'svc-http', settings: { port: 3111 } }],
        otel: null,
      },
    ],
  },
  'contracts/console/error.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/console/error.schema.json',
    title: 'ConsoleError',
    description:
      'Body of every failed `/_console/*` request. The HTTP status says what happened: 400 bad body, 404 no such function or path, 413 body too large, 502 the function failed, 503 the module serving the endpoint is not running, 504 timeout.',
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        title: 'ConsoleErrorBody',
        description: 'What went wrong.',
        type: 'object',
        required: ['code', 'message'],
        properties: {
          code: {
            description:
              "The function's error code, or the console API's own (docs/errors.md): `bad_request`, `not_found`, `payload_too_large`, `module_unavailable`.",
            type: 'string',
          },
          message: { description: 'Human-readable reason.', type: 'string' },
          stacktrace: { description: "The handler's stack, when the function sent one.", type: 'string' },
          module: {
            description: 'With `module_unavailable`: the module to add to the config.',
            type: 'string',
          },
        },
        additionalProperties: true,
      },
    },
    additionalProperties: true,
    examples: [
      { error: { code: 'function_not_found', message: 'Function math::nope not found' } },
      { error: { code: 'module_unavailable', message: 'svc-queue is not running', module: 'svc-queue' } },
    ],
  },
  'contracts/console/flow-config.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/console/flow-config.schema.json',
    title: 'ConsoleFlowConfig',
    description:
      "Body of `POST /_console/flows/config/:flow_id` and answer of its GET: the Flow page's layout, kept in state scope `__console.flowConfigs` under the flow id.",
    type: 'object',
    required: ['config'],
    properties: {
      id: { description: "The flow id (the path's).", type: 'string' },
      config: {
        description: 'Positions the user placed nodes at, by node id (at most 5,000, else 400).',
        type: 'object',
        additionalProperties: {
          title: 'ConsoleFlowPosition',
          description: 'Where one node is drawn.',
          type: 'object',
          required: ['x', 'y'],
          properties: {
            x: { description: 'Centre, in graph units.', type: 'number' },
            y: { description: 'Centre, in graph units.', type: 'number' },
          },
          additionalProperties: true,
        },
      },
      view: {
        title: 'ConsoleFlowView',
        description: 'The zoom and pan the user left the graph at.',
        type: 'object',
        required: ['zoom', 'x', 'y'],
        properties: {
          zoom: { description: 'Scale, 1 for 100 %.', type: 'number', minimum: 0.05, maximum: 20 },
          x: { description: 'Horizontal pan in screen pixels.', type: 'number' },
          y: { description: 'Vertical pan in screen pixels.', type: 'number' },
        },
        additionalProperties: true,
      },
    },
    additionalProperties: true,
    examples: [
      { id: 'default', config: { 'f:orders::place': { x: 120, y: 40 } }, view: { zoom: 1.5, x: -20, y: 10 } },
    ],
  },
  'contracts/console/invoke-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/console/invoke-input.schema.json',
    title: 'ConsoleInvokeInput',
    description:
      "Body of `POST /_console/invoke`: call `function_id` with `payload` and answer its result as the body (200), or `contracts/console/error` with 404 (no such function), 504 (timeout) or 502 (the function failed). Either answer carries the W3C `traceresponse` header `00-<trace_id>-<span_id>-01` naming the call's trace when it is recorded (svc-observability runs and sampled it); a `traceparent` request header puts the call in the caller's trace.",
    type: 'object',
    required: ['function_id'],
    properties: {
      function_id: { description: 'The function to call.', type: 'string', minLength: 1 },
      payload: { description: 'Its input; `{}` when absent.', $ref: '../../common/json-value.schema.json' },
      input: {
        description: "The reference console's name for `payload`, used when `payload` is absent.",
        $ref: '../../common/json-value.schema.json',
      },
      timeout_ms: {
        description: 'Deadline of the call in milliseconds; 30000 when absent.',
        type: 'integer',
        minimum: 1,
        maximum: 600000,
      },
    },
    additionalProperties: true,
    examples: [
      { function_id: 'math::add', payload: { a: 1, b: 2 } },
      { function_id: 'math::add', input: { a: 1 }, timeout_ms: 5000 },
    ],
  },
  'contracts/console/login-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/console/login-input.schema.json',
    title: 'ConsoleLoginInput',
    description:
      "Body of the console server's `POST /api/login`, when it was started with a console token: the same token. A match is answered 204 with a session cookie (`svc_console_session`, HttpOnly, SameSite=Strict) that the UI's later requests carry; a mismatch 401 `unauthorized`.",
    type: 'object',
    required: ['token'],
    properties: {
      token: {
        description: 'The console token the server was started with (`SVC_CONSOLE_TOKEN` or `--token-file`).',
        type: 'string',
        minLength: 1,
        maxLength: 4096,
      },
    },
    additionalProperties: false,
    examples: [{ token: 'console-token-0123456789' }],
  },
  'contracts/console/page-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/console/page-input.schema.json',
    title: 'ConsolePageInput',
    description:
      'Body of `POST /_console/dlq/:topic/messages`: one page of a dead-letter queue (`engine::queue::dlq_messages`).',
    type: 'object',
    properties: {
      offset: { description: 'Messages to skip; 0 when absent.', type: 'integer', minimum: 0 },
      limit: { description: 'Most messages; 50 when absent.', type: 'integer', minimum: 1, maximum: 1000 },
    },
    additionalProperties: true,
    examples: [{}, { offset: 50, limit: 50 }],
  },
  'contracts/console/server-config.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/console/server-config.schema.json',
    title: 'ConsoleServerConfig',
    description:
      "Answer of the console server's `GET /api/config` (svc-console, port 3113): where it finds the engine, its own port and version, and what the UI shows. The fields of the reference console's answer, plus `bridgePort` and `otel`.",
    type: 'object',
    required: [
      'engineHost',
      'enginePort',
      'wsPort',
      'bridgePort',
      'consolePort',
      'version',
      'enableFlow',
      'otel',
    ],
    properties: {
      engineHost: { description: 'Host of the engine.', type: 'string' },
      enginePort: {
        description: "Port of the engine's HTTP API (svc-http).",
        type: 'integer',
        minimum: 0,
        maximum: 65535,
      },
      wsPort: {
        description: "Port of the engine's stream socket (svc-stream), which carries the live feed.",
        type: 'integer',
        minimum: 0,
        maximum: 65535,
      },
      bridgePort: {
        description: "Port of the engine's worker bridge.",
        type: 'integer',
        minimum: 0,
        maximum: 65535,
      },
      consolePort: {
        description: 'Port the console server listens on.',
        type: 'integer',
        minimum: 0,
        maximum: 65535,
      },
      version: { description: 'Version of svc-console.', type: 'string' },
      enableFlow: { description: 'Whether the Flow page is in the navigation.', type: 'boolean' },
      otel: {
        title: 'ConsoleServerOtel',
        description: 'Whether the console reports its own traces, and under which service name.',
        type: 'object',
        required: ['enabled', 'serviceName'],
        properties: {
          enabled: { description: 'True unless `--no-otel` or `OTEL_DISABLED`.', type: 'boolean' },
          serviceName: {
            description: '`--otel-service-name`, else `OTEL_SERVICE_NAME`, else `svc-console`.',
            type: 'string',
          },
        },
        additionalProperties: false,
      },
    },
    additionalProperties: false,
    examples: [
      {
        engineHost: '127.0.0.1',
        enginePort: 3111,
        wsPort: 3112,
        bridgePort: 49134,
        consolePort: 3113,
        version: '0.1.0',
        enableFlow: false,
        otel: { enabled: true, serviceName: 'svc-console' },
      },
    ],
  },
  'contracts/console/state-item-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/console/state-item-input.schema.json',
    title: 'ConsoleStateItemInput',
    description:
      'Body of `POST /_console/states/:scope/item`: store `value` under `key` (`state::set`, whose output is the answer).',
    type: 'object',
    required: ['key'],
    properties: {
      key: { description: 'Key of the entry.', type: 'string', minLength: 1 },
      value: { description: 'The value to store.', $ref: '../../common/json-value.schema.json' },
      data: {
        description: 'Alias of `value`, as the older reference console sent it.',
        $ref: '../../common/json-value.schema.json',
      },
    },
    additionalProperties: true,
    examples: [{ key: 'u1', value: { name: 'Ada' } }],
  },
  'contracts/console/state-items-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/console/state-items-input.schema.json',
    title: 'ConsoleStateItemsInput',
    description:
      "Body of `POST /_console/states/group`: one page of a scope's entries with their real keys (`state::list_keys`, whose output is the answer).",
    type: 'object',
    required: ['scope'],
    properties: {
      scope: { description: 'The scope to list.', type: 'string', minLength: 1 },
      prefix: { description: 'Only keys starting with this.', type: 'string' },
      cursor: { description: "The previous page's `next_cursor`.", type: ['string', 'null'] },
      limit: { description: 'Most entries; 100 when absent.', type: 'integer', minimum: 1, maximum: 1000 },
    },
    additionalProperties: true,
    examples: [{ scope: 'users' }, { scope: 'users', prefix: 'u', cursor: 'u10', limit: 50 }],
  },
  'contracts/cron-event.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/cron-event.schema.json',
    title: 'CronEvent',
    description: "Payload a `cron` trigger's handler receives on each tick.",
    type: 'object',
    required: ['trigger', 'job_id', 'scheduled_time', 'actual_time'],
    properties: {
      trigger: { description: 'Always `cron`.', const: 'cron' },
      job_id: { description: 'Id of the cron trigger that fired.', type: 'string' },
      scheduled_time: {
        description: 'When the tick was due, RFC 3339 in UTC.',
        type: 'string',
        format: 'date-time',
      },
      actual_time: {
        description: 'When the engine fired it, RFC 3339 in UTC.',
        type: 'string',
        format: 'date-time',
      },
    },
    additionalProperties: true,
    examples: [
      {
        trigger: 'cron',
        job_id: '3f0c1a52-5e1e-4b55-9d0e-6a8a0f5b2c11',
        scheduled_time: '2026-11-21T10:00:00Z',
        actual_time: '2026-11-21T10:00:00.004Z',
      },
    ],
  },
  'contracts/cron/stats-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/cron/stats-input.schema.json',
    title: 'CronStatsInput',
    description: 'Input of `cron::stats`: nothing is required.',
    type: 'object',
    properties: {},
    additionalProperties: true,
    examples: [{}],
  },
  'contracts/cron/stats-output.schema.json': {
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
        description:
          'How late the fired ticks were (actual minus scheduled time), over the last 1,024 fires.',
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
  },
  'contracts/cron/trigger-now-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/cron/trigger-now-input.schema.json',
    title: 'CronTriggerNowInput',
    description: 'Input of `cron::trigger_now`: the `cron` binding to run at once.',
    type: 'object',
    required: ['trigger_id'],
    properties: {
      trigger_id: {
        description: "Id of an active `cron` binding (the cron payload's `job_id`).",
        type: 'string',
        minLength: 1,
      },
    },
    additionalProperties: true,
    examples: [{ trigger_id: '3f0c1a52-5e1e-4b55-9d0e-6a8a0f5b2c11' }],
  },
  'contracts/cron/trigger-now-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/cron/trigger-now-output.schema.json',
    title: 'CronTriggerNowOutput',
    description:
      "Output of `cron::trigger_now`: the job's function ran with `actual_time` (and `scheduled_time`) now; its result, or its error in `error`.",
    type: 'object',
    required: ['trigger_id', 'function_id'],
    properties: {
      trigger_id: { description: 'The binding that ran.', type: 'string' },
      function_id: { description: 'The function it invoked.', type: 'string' },
      result: {
        description: 'What the function returned; null when it returned nothing.',
        $ref: '../../common/json-value.schema.json',
      },
      error: {
        description: "The function's error, when it failed.",
        $ref: '../../common/error-body.schema.json',
      },
    },
    additionalProperties: true,
    examples: [
      {
        trigger_id: '3f0c1a52-5e1e-4b55-9d0e-6a8a0f5b2c11',
        function_id: 'reports::nightly',
        result: { rows: 3 },
      },
    ],
  },
  'contracts/engine/function-detail.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/function-detail.schema.json',
    title: 'EngineFunctionDetail',
    description:
      'A function as `engine::functions::info` describes it: its summary, the formats it registered and the triggers bound to it.',
    type: 'object',
    allOf: [{ $ref: 'function-summary.schema.json' }],
    required: ['registered_triggers'],
    properties: {
      request_schema: {
        description: "The registration's `request_format`; absent when it had none.",
        $ref: '../../common/json-value.schema.json',
      },
      response_schema: {
        description: "The registration's `response_format`; absent when it had none.",
        $ref: '../../common/json-value.schema.json',
      },
      registered_triggers: {
        description: 'Every trigger binding that invokes the function, parked ones included.',
        type: 'array',
        items: {
          title: 'EngineFunctionTrigger',
          description: 'One binding that invokes the function.',
          type: 'object',
          required: ['id', 'trigger_type', 'config'],
          properties: {
            id: { description: "The binding's id.", type: 'string' },
            trigger_type: { description: "The binding's trigger type id.", type: 'string' },
            config: {
              description: "The binding's config; `{}` when it was registered without one.",
              $ref: '../../common/json-value.schema.json',
            },
          },
          additionalProperties: true,
        },
      },
    },
    additionalProperties: true,
    examples: [
      {
        function_id: 'billing::charge',
        worker_name: 'billing',
        description: 'Charge a card',
        request_schema: { type: 'object', required: ['amount'] },
        registered_triggers: [
          {
            id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
            trigger_type: 'http',
            config: { api_path: '/charge', http_method: 'POST' },
          },
        ],
      },
      { function_id: 'jobs::tick', worker_name: 'jobs', registered_triggers: [] },
    ],
  },
  'contracts/engine/function-summary.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/function-summary.schema.json',
    title: 'EngineFunctionSummary',
    description:
      'A function as `engine::functions::list`, `engine::workers::info` and `engine::registered-triggers::info` show it, and as the `engine::functions-available` trigger type sends it.',
    type: 'object',
    required: ['function_id', 'worker_name'],
    properties: {
      function_id: { description: 'The function id.', $ref: '../../common/function-id.schema.json' },
      worker_name: {
        description:
          'Name of the worker that handles it: the name it registered with `engine::workers::register`, else its connection id.',
        type: 'string',
      },
      description: {
        description: 'What the function does, as registered; absent when the registration had none.',
        type: 'string',
      },
      metadata: {
        description: "The function's metadata, as registered; absent when the registration had none.",
        type: 'object',
        additionalProperties: true,
      },
      engine: {
        description:
          'In a cluster: id of the engine that serves it (one entry per engine serving it). Absent when the engine runs alone.',
        type: 'string',
      },
      worker_count: {
        description:
          'In a cluster: how many workers on that engine serve it. Absent when the engine runs alone.',
        type: 'integer',
        minimum: 0,
      },
    },
    additionalProperties: true,
    examples: [
      {
        function_id: 'billing::charge',
        worker_name: 'billing',
        description: 'Charge a card',
        metadata: { team: 'payments' },
      },
      { function_id: 'orders::create', worker_name: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8' },
    ],
  },
  'contracts/engine/functions-available-event.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/functions-available-event.schema.json',
    title: 'EngineFunctionsAvailableEvent',
    description:
      'What a binding of the `engine::functions-available` trigger type receives: the set of functions changed (once per burst of changes), and what it is now.',
    type: 'object',
    required: ['event', 'functions'],
    properties: {
      event: { description: 'Always `functions_changed`.', const: 'functions_changed' },
      functions: {
        description: 'Every function now registered, internal ones left out.',
        type: 'array',
        items: { $ref: 'function-summary.schema.json' },
      },
    },
    additionalProperties: true,
    examples: [
      { event: 'functions_changed', functions: [{ function_id: 'billing::charge', worker_name: 'billing' }] },
      { event: 'functions_changed', functions: [] },
    ],
  },
  'contracts/engine/functions-info-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/functions-info-input.schema.json',
    title: 'EngineFunctionsInfoInput',
    description:
      'Input of `engine::functions::info`: `function_id` for one function, else `function_ids` for 1 to 32 of them (anything else is refused with `INVALID_ARGUMENTS`).',
    type: 'object',
    properties: {
      function_id: {
        description: 'The one function to describe; an unknown id is refused with `NOT_FOUND`.',
        type: 'string',
      },
      function_ids: {
        description:
          'The functions to describe, used when `function_id` is absent; unknown ones are answered in place.',
        type: 'array',
        items: { type: 'string' },
        minItems: 1,
        maxItems: 32,
      },
    },
    additionalProperties: true,
    examples: [{ function_id: 'billing::charge' }, { function_ids: ['billing::charge', 'orders::create'] }],
  },
  'contracts/engine/functions-info-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/functions-info-output.schema.json',
    title: 'EngineFunctionsInfoOutput',
    description:
      'Output of `engine::functions::info`: the function for `function_id`, or `{functions}` for `function_ids`.',
    oneOf: [
      { $ref: 'function-detail.schema.json' },
      {
        title: 'EngineFunctionsInfoBatch',
        description: 'The answer to `function_ids`.',
        type: 'object',
        required: ['functions'],
        properties: {
          functions: {
            description: 'One entry per requested id, in the order asked.',
            type: 'array',
            items: {
              oneOf: [
                { $ref: 'function-detail.schema.json' },
                {
                  title: 'EngineFunctionMissing',
                  description: 'A requested function that is not registered.',
                  type: 'object',
                  required: ['function_id', 'error'],
                  properties: {
                    function_id: { description: 'The requested id.', type: 'string' },
                    error: { description: 'Why it is not described.', const: 'not_found' },
                  },
                  additionalProperties: true,
                },
              ],
            },
          },
        },
        additionalProperties: true,
      },
    ],
    examples: [
      { function_id: 'jobs::tick', worker_name: 'jobs', registered_triggers: [] },
      {
        functions: [
          { function_id: 'jobs::tick', worker_name: 'jobs', registered_triggers: [] },
          { function_id: 'nope::x', error: 'not_found' },
        ],
      },
    ],
  },
  'contracts/engine/functions-list-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/functions-list-input.schema.json',
    title: 'EngineFunctionsListInput',
    description:
      'Input of `engine::functions::list`: filters, all optional and combined with and. Without `include_internal`, functions under `engine::` (but not `engine::queue::`) and those whose metadata has `internal: true` are left out.',
    type: 'object',
    properties: {
      search: {
        description: 'Case-insensitive substring of the function id or description.',
        type: 'string',
      },
      prefix: { description: 'Start of the function id.', type: 'string' },
      worker: { description: 'Name of the worker that handles the function.', type: 'string' },
      workers: {
        description: 'Names of workers, any of which may handle the function.',
        type: 'array',
        items: { type: 'string' },
      },
      include_internal: { description: 'List internal functions too.', type: 'boolean' },
      engine: {
        description:
          "In a cluster: only the functions served by the engine with this id (`local` for the engine answering). All engines' when absent.",
        type: 'string',
      },
    },
    additionalProperties: true,
    examples: [
      {},
      { search: 'charge', worker: 'billing' },
      { prefix: 'engine::', include_internal: true },
      { workers: ['billing', 'orders'] },
    ],
  },
  'contracts/engine/functions-list-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/functions-list-output.schema.json',
    title: 'EngineFunctionsListOutput',
    description: 'Output of `engine::functions::list`.',
    type: 'object',
    required: ['functions'],
    properties: {
      functions: {
        description: 'The functions that pass the filters, sorted by id.',
        type: 'array',
        items: { $ref: 'function-summary.schema.json' },
      },
    },
    additionalProperties: true,
    examples: [
      {
        functions: [{ function_id: 'billing::charge', worker_name: 'billing', description: 'Charge a card' }],
      },
      { functions: [] },
    ],
  },
  'contracts/engine/register-trigger-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/register-trigger-input.schema.json',
    title: 'EngineRegisterTriggerInput',
    description:
      "Input of `engine::register_trigger`: a binding owned by the engine, which outlives the caller. Without `trigger_type` or `function_id` the call is refused with `INVALID_ARGUMENTS`; a provider's refusal is the call's error.",
    type: 'object',
    required: ['trigger_type', 'function_id'],
    properties: {
      trigger_type: {
        description: 'Trigger type id; a type nobody provides yet parks the binding until one does.',
        type: 'string',
        minLength: 1,
      },
      function_id: {
        description: 'Function the binding invokes; it need not exist yet.',
        type: 'string',
        minLength: 1,
      },
      config: {
        description: 'Configuration whose shape the trigger type defines; `{}` when absent.',
        $ref: '../../common/json-value.schema.json',
      },
      metadata: {
        description: 'Sent to the function as its metadata on every fire.',
        $ref: '../../common/json-value.schema.json',
      },
    },
    additionalProperties: true,
    examples: [
      { trigger_type: 'cron', function_id: 'jobs::tick', config: { expression: '0 * * * * *' } },
      { trigger_type: 'webhook', function_id: 'orders::on_hook', metadata: { owner: 'ops' } },
    ],
  },
  'contracts/engine/register-trigger-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/register-trigger-output.schema.json',
    title: 'EngineRegisterTriggerOutput',
    description: 'Output of `engine::register_trigger`.',
    type: 'object',
    required: ['id'],
    properties: {
      id: {
        description: 'Id of the new binding (a UUID), for `engine::unregister_trigger`.',
        type: 'string',
      },
    },
    additionalProperties: true,
    examples: [{ id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' }],
  },
  'contracts/engine/registered-trigger-summary.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/registered-trigger-summary.schema.json',
    title: 'EngineRegisteredTriggerSummary',
    description:
      'A trigger binding as `engine::registered-triggers::list` and `engine::workers::info` show it.',
    type: 'object',
    required: ['id', 'trigger_type', 'function_id', 'worker_name', 'config', 'config_summary', 'status'],
    properties: {
      id: { description: "The binding's id.", type: 'string' },
      trigger_type: { description: "The binding's trigger type id.", type: 'string' },
      function_id: { description: 'Function the binding invokes; it need not exist.', type: 'string' },
      worker_name: {
        description:
          'Name of the worker that registered the binding; `engine` for one made with `engine::register_trigger`.',
        type: 'string',
      },
      config: {
        description: "The binding's config; `{}` when it was registered without one.",
        $ref: '../../common/json-value.schema.json',
      },
      config_summary: {
        description: 'The config as JSON text, cut to its first 120 characters, for listings.',
        type: 'string',
        maxLength: 120,
      },
      status: {
        description:
          '`active` once a provider of the type has accepted the binding; `parked` while no worker provides the type or its provider refused it.',
        enum: ['active', 'parked'],
      },
      reason: {
        description:
          'With `parked`: why, e.g. no module or worker provides the type, or its provider refused the config.',
        type: 'string',
      },
    },
    additionalProperties: true,
    examples: [
      {
        id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
        trigger_type: 'cron',
        function_id: 'jobs::tick',
        worker_name: 'jobs',
        config: { expression: '*/5 * * * * *' },
        config_summary: '{"expression":"*/5 * * * * *"}',
        status: 'active',
      },
      {
        id: 't-1',
        trigger_type: 'webhook',
        function_id: 'orders::on_hook',
        worker_name: 'engine',
        config: {},
        config_summary: '{}',
        status: 'parked',
        reason: 'no module or worker provides trigger type "webhook"',
      },
    ],
  },
  'contracts/engine/registered-triggers-info-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/registered-triggers-info-input.schema.json',
    title: 'EngineRegisteredTriggersInfoInput',
    description:
      'Input of `engine::registered-triggers::info`: the binding to describe. An unknown id is refused with `NOT_FOUND`.',
    type: 'object',
    required: ['id'],
    properties: { id: { description: "The binding's id.", type: 'string' } },
    additionalProperties: true,
    examples: [{ id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' }],
  },
  'contracts/engine/registered-triggers-info-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/registered-triggers-info-output.schema.json',
    title: 'EngineRegisteredTriggersInfoOutput',
    description:
      'Output of `engine::registered-triggers::info`: the binding, with its metadata, its trigger type and its function.',
    type: 'object',
    allOf: [{ $ref: 'registered-trigger-summary.schema.json' }],
    required: ['trigger', 'function'],
    properties: {
      metadata: {
        description: "The binding's metadata; absent when it was registered without.",
        $ref: '../../common/json-value.schema.json',
      },
      trigger: {
        description: "The binding's trigger type; null while nobody provides it.",
        oneOf: [{ $ref: 'trigger-type-summary.schema.json' }, { type: 'null' }],
      },
      function: {
        description: 'The function the binding invokes; null while it is not registered.',
        oneOf: [{ $ref: 'function-summary.schema.json' }, { type: 'null' }],
      },
    },
    additionalProperties: true,
    examples: [
      {
        id: 't-1',
        trigger_type: 'cron',
        function_id: 'jobs::tick',
        worker_name: 'jobs',
        config: { expression: '0 * * * * *' },
        config_summary: '{"expression":"0 * * * * *"}',
        status: 'active',
        metadata: { owner: 'ops' },
        trigger: { id: 'cron', worker_name: 'svc-cron', description: 'A cron schedule' },
        function: { function_id: 'jobs::tick', worker_name: 'jobs' },
      },
      {
        id: 't-2',
        trigger_type: 'webhook',
        function_id: 'orders::on_hook',
        worker_name: 'engine',
        config: {},
        config_summary: '{}',
        status: 'parked',
        trigger: null,
        function: null,
      },
    ],
  },
  'contracts/engine/registered-triggers-list-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/registered-triggers-list-input.schema.json',
    title: 'EngineRegisteredTriggersListInput',
    description:
      'Input of `engine::registered-triggers::list` (trigger bindings): filters, all optional and combined with and. Without `include_internal`, bindings of types under `engine::` are left out.',
    type: 'object',
    properties: {
      search: {
        description: 'Case-insensitive substring of the binding id, its type or its function id.',
        type: 'string',
      },
      trigger_type: { description: "The binding's trigger type id, exactly.", type: 'string' },
      function_id: { description: 'The function the binding invokes, exactly.', type: 'string' },
      worker: {
        description:
          'Name of the worker that registered the binding (`engine` for those made with `engine::register_trigger`).',
        type: 'string',
      },
      include_internal: { description: "List bindings of the engine's own types too.", type: 'boolean' },
    },
    additionalProperties: true,
    examples: [
      {},
      { trigger_type: 'cron' },
      { function_id: 'jobs::tick', worker: 'jobs' },
      { search: 'tick', include_internal: true },
    ],
  },
  'contracts/engine/registered-triggers-list-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/registered-triggers-list-output.schema.json',
    title: 'EngineRegisteredTriggersListOutput',
    description: 'Output of `engine::registered-triggers::list`.',
    type: 'object',
    required: ['registered_triggers'],
    properties: {
      registered_triggers: {
        description: 'The bindings that pass the filters, sorted by id.',
        type: 'array',
        items: { $ref: 'registered-trigger-summary.schema.json' },
      },
    },
    additionalProperties: true,
    examples: [
      {
        registered_triggers: [
          {
            id: 't-1',
            trigger_type: 'tick',
            function_id: 'user::on_tick',
            worker_name: 'user',
            config: { every: 'once' },
            config_summary: '{"every":"once"}',
            status: 'parked',
          },
        ],
      },
    ],
  },
  'contracts/engine/trigger-type-summary.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/trigger-type-summary.schema.json',
    title: 'EngineTriggerTypeSummary',
    description:
      'A trigger type as `engine::triggers::list` and `engine::registered-triggers::info` show it.',
    type: 'object',
    required: ['id', 'worker_name', 'description'],
    properties: {
      id: { description: 'The trigger type id, e.g. `http`.', type: 'string' },
      worker_name: { description: 'Name of the worker or built-in module that provides it.', type: 'string' },
      description: {
        description: 'What fires it, as registered; empty when the registration had none.',
        type: 'string',
      },
    },
    additionalProperties: true,
    examples: [{ id: 'http', worker_name: 'svc-http', description: 'HTTP requests to a route' }],
  },
  'contracts/engine/triggers-info-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/triggers-info-input.schema.json',
    title: 'EngineTriggersInfoInput',
    description:
      'Input of `engine::triggers::info`: the trigger type to describe. A type nobody provides is refused with `NOT_FOUND`.',
    type: 'object',
    required: ['id'],
    properties: { id: { description: 'The trigger type id.', type: 'string' } },
    additionalProperties: true,
    examples: [{ id: 'http' }],
  },
  'contracts/engine/triggers-info-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/triggers-info-output.schema.json',
    title: 'EngineTriggersInfoOutput',
    description:
      'Output of `engine::triggers::info`: the trigger type, its formats and how many bindings it has.',
    type: 'object',
    allOf: [{ $ref: 'trigger-type-summary.schema.json' }],
    required: ['instance_count'],
    properties: {
      instance_count: {
        description: 'Bindings of the type, parked ones included.',
        type: 'integer',
        minimum: 0,
      },
      configuration_schema: {
        description:
          "The registration's `trigger_request_format` (the shape of a binding's config); absent when it had none.",
        $ref: '../../common/json-value.schema.json',
      },
      request_schema: {
        description:
          "The registration's `call_request_format` (the payload handlers receive); absent when it had none.",
        $ref: '../../common/json-value.schema.json',
      },
    },
    additionalProperties: true,
    examples: [
      {
        id: 'webhook',
        worker_name: 'hooks',
        description: 'Webhooks',
        instance_count: 2,
        configuration_schema: { type: 'object', required: ['path'] },
      },
      { id: 'http', worker_name: 'svc-http', description: 'HTTP requests to a route', instance_count: 0 },
    ],
  },
  'contracts/engine/triggers-list-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/triggers-list-input.schema.json',
    title: 'EngineTriggersListInput',
    description:
      'Input of `engine::triggers::list` (trigger types): filters, all optional and combined with and. Without `include_internal`, types under `engine::` are left out.',
    type: 'object',
    properties: {
      search: { description: 'Case-insensitive substring of the type id or description.', type: 'string' },
      prefix: { description: 'Start of the type id.', type: 'string' },
      include_internal: { description: "List the engine's own types too.", type: 'boolean' },
    },
    additionalProperties: true,
    examples: [{}, { search: 'http' }, { prefix: 'engine::', include_internal: true }],
  },
  'contracts/engine/triggers-list-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/triggers-list-output.schema.json',
    title: 'EngineTriggersListOutput',
    description: 'Output of `engine::triggers::list`.',
    type: 'object',
    required: ['triggers'],
    properties: {
      triggers: {
        description: 'The trigger types that pass the filters, sorted by id.',
        type: 'array',
        items: { $ref: 'trigger-type-summary.schema.json' },
      },
    },
    additionalProperties: true,
    examples: [
      {
        triggers: [
          { id: 'http', worker_name: 'svc-http', description: 'HTTP requests to a route' },
          { id: 'state', worker_name: 'svc-state', description: 'A state entry changed' },
        ],
      },
    ],
  },
  'contracts/engine/unregister-trigger-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/unregister-trigger-input.schema.json',
    title: 'EngineUnregisterTriggerInput',
    description: 'Input of `engine::unregister_trigger`: the binding to remove, whoever registered it.',
    type: 'object',
    required: ['id'],
    properties: {
      id: { description: "The binding's id.", type: 'string' },
      trigger_type: {
        description: "The binding's trigger type id; accepted and ignored by svc.",
        type: 'string',
      },
    },
    additionalProperties: true,
    examples: [{ id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' }, { id: 't-1', trigger_type: 'cron' }],
  },
  'contracts/engine/unregister-trigger-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/unregister-trigger-output.schema.json',
    title: 'EngineUnregisterTriggerOutput',
    description: 'Output of `engine::unregister_trigger`.',
    type: 'object',
    required: ['removed'],
    properties: {
      removed: {
        description:
          'True when the binding existed and is now gone; false when there was no binding with that id.',
        type: 'boolean',
      },
    },
    additionalProperties: true,
    examples: [{ removed: true }, { removed: false }],
  },
  'contracts/engine/worker-detail.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/worker-detail.schema.json',
    title: 'EngineWorkerDetail',
    description:
      'A worker as `engine::workers::info` describes it: its summary, its process id and whether it is a built-in module.',
    type: 'object',
    allOf: [{ $ref: 'worker-summary.schema.json' }],
    required: ['pid', 'internal'],
    properties: {
      pid: {
        description:
          "Process id the worker reported (the engine's own for a built-in module); null when it reported none.",
        type: ['integer', 'null'],
      },
      internal: { description: 'True for a built-in module running in the engine process.', type: 'boolean' },
    },
    additionalProperties: true,
    examples: [
      {
        id: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8',
        name: 'billing',
        description: null,
        version: '0.1.0',
        runtime: 'python',
        os: 'Linux 6.1.0 (x86_64)',
        status: 'busy',
        function_count: 1,
        connected_at_ms: 1767225600000,
        active_invocations: 1,
        isolation: null,
        ip_address: '::ffff:127.0.0.1',
        pid: 4242,
        internal: false,
      },
    ],
  },
  'contracts/engine/worker-summary.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/worker-summary.schema.json',
    title: 'EngineWorkerSummary',
    description:
      'A connected worker or built-in module as `engine::workers::list` shows it. Text fields come from the metadata the worker sent with `engine::workers::register`; a field it did not send is null.',
    type: 'object',
    required: [
      'id',
      'name',
      'description',
      'version',
      'runtime',
      'os',
      'status',
      'function_count',
      'connected_at_ms',
      'active_invocations',
      'isolation',
      'ip_address',
    ],
    properties: {
      id: {
        description: 'Connection id (a UUID), or the module name for a built-in module.',
        type: 'string',
      },
      name: { description: 'The name the worker registered, else its connection id.', type: 'string' },
      description: { description: 'What the worker does, as it described itself.', type: ['string', 'null'] },
      version: { description: 'SDK version the worker reported.', type: ['string', 'null'] },
      runtime: {
        description:
          'Language runtime the worker reported (`node`, `python`), `engine` for a built-in module, `unknown` when it reported none.',
        type: 'string',
      },
      os: { description: 'Operating system the worker reported.', type: ['string', 'null'] },
      status: {
        description:
          '`available` for a built-in module; for a worker `busy` while it runs an invocation, else `connected`.',
        enum: ['available', 'busy', 'connected'],
      },
      function_count: { description: 'Functions the worker handles.', type: 'integer', minimum: 0 },
      connected_at_ms: {
        description: 'When the worker connected, in milliseconds since the Unix epoch.',
        type: 'integer',
        minimum: 0,
      },
      active_invocations: {
        description: 'Invocations the worker is running now.',
        type: 'integer',
        minimum: 0,
      },
      isolation: {
        description: '`in-process` for a built-in module; for a worker the isolation it reported.',
        type: ['string', 'null'],
      },
      ip_address: {
        description: "Remote address of the worker's connection; null for a built-in module.",
        type: ['string', 'null'],
      },
      engine: {
        description:
          'In a cluster: id of the engine the worker is connected to. Absent when the engine runs alone.',
        type: 'string',
      },
      replicas: {
        description:
          "svc: connected workers with this name (a worker pool's replicas, each listed on its own); 1 for a worker alone.",
        type: 'integer',
        minimum: 1,
      },
    },
    additionalProperties: true,
    examples: [
      {
        id: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8',
        name: 'billing',
        description: 'Charges cards',
        version: '0.1.0',
        runtime: 'node',
        os: 'linux 6.1.0 (x64)',
        status: 'connected',
        function_count: 2,
        connected_at_ms: 1767225600000,
        active_invocations: 0,
        isolation: null,
        ip_address: '127.0.0.1',
      },
      {
        id: 'engine',
        name: 'engine',
        description: 'Engine discovery functions and trigger types',
        version: null,
        runtime: 'engine',
        os: null,
        status: 'available',
        function_count: 11,
        connected_at_ms: 1767225599000,
        active_invocations: 0,
        isolation: 'in-process',
        ip_address: null,
      },
    ],
  },
  'contracts/engine/workers-available-event.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/workers-available-event.schema.json',
    title: 'EngineWorkersAvailableEvent',
    description:
      'What a binding of the `engine::workers-available` trigger type receives: one worker connected, disconnected or described itself.',
    type: 'object',
    required: ['event', 'worker_id'],
    properties: {
      event: {
        description: 'What happened to the worker.',
        enum: ['worker_connected', 'worker_disconnected', 'worker_metadata_updated'],
      },
      worker_id: {
        description: "The worker's connection id (a UUID), or a built-in module's name.",
        type: 'string',
      },
    },
    additionalProperties: true,
    examples: [
      { event: 'worker_connected', worker_id: '3f2b8c1e-0d4a-4e55-9a61-2f7c9b1d0e42' },
      { event: 'worker_metadata_updated', worker_id: 'svc-http' },
    ],
  },
  'contracts/engine/workers-info-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/workers-info-input.schema.json',
    title: 'EngineWorkersInfoInput',
    description:
      'Input of `engine::workers::info`: the worker to describe. A worker not connected is refused with `NOT_FOUND`.',
    type: 'object',
    required: ['name'],
    properties: { name: { description: "The worker's name, or its connection id.", type: 'string' } },
    additionalProperties: true,
    examples: [{ name: 'billing' }, { name: 'engine' }],
  },
  'contracts/engine/workers-info-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/workers-info-output.schema.json',
    title: 'EngineWorkersInfoOutput',
    description: 'Output of `engine::workers::info`: the worker and what it registered.',
    type: 'object',
    required: ['worker', 'functions', 'trigger_types', 'registered_triggers'],
    properties: {
      worker: { description: 'The worker.', $ref: 'worker-detail.schema.json' },
      functions: {
        description: 'Functions the worker handles, internal ones included.',
        type: 'array',
        items: { $ref: 'function-summary.schema.json' },
      },
      trigger_types: {
        description: 'Trigger types the worker provides.',
        type: 'array',
        items: {
          title: 'EngineWorkerTriggerType',
          description: 'A trigger type the worker provides.',
          type: 'object',
          required: ['id', 'description'],
          properties: {
            id: { description: 'The trigger type id.', type: 'string' },
            description: {
              description: 'What fires it, as registered; empty when the registration had none.',
              type: 'string',
            },
          },
          additionalProperties: true,
        },
      },
      registered_triggers: {
        description: 'Trigger bindings the worker registered.',
        type: 'array',
        items: { $ref: 'registered-trigger-summary.schema.json' },
      },
    },
    additionalProperties: true,
    examples: [
      {
        worker: {
          id: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8',
          name: 'jobs',
          description: null,
          version: '0.1.0',
          runtime: 'node',
          os: 'linux 6.1.0 (x64)',
          status: 'connected',
          function_count: 1,
          connected_at_ms: 1767225600000,
          active_invocations: 0,
          isolation: null,
          ip_address: '127.0.0.1',
          pid: 4242,
          internal: false,
        },
        functions: [{ function_id: 'jobs::tick', worker_name: 'jobs' }],
        trigger_types: [{ id: 'webhook', description: 'Webhooks' }],
        registered_triggers: [
          {
            id: 't-1',
            trigger_type: 'cron',
            function_id: 'jobs::tick',
            worker_name: 'jobs',
            config: { expression: '0 * * * * *' },
            config_summary: '{"expression":"0 * * * * *"}',
            status: 'active',
          },
        ],
      },
    ],
  },
  'contracts/engine/workers-list-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/workers-list-input.schema.json',
    title: 'EngineWorkersListInput',
    description:
      'Input of `engine::workers::list`: filters, all optional and combined with and. Workers that never called `engine::workers::register` are never listed.',
    type: 'object',
    properties: {
      search: {
        description: "Case-insensitive substring of the worker's name or description.",
        type: 'string',
      },
      runtime: { description: "The worker's `runtime`, exactly.", type: 'string' },
      status: {
        description: "The worker's `status`, exactly: `available`, `busy` or `connected`.",
        type: 'string',
      },
      engine: {
        description:
          "In a cluster: only the workers connected to the engine with this id (`local` for the engine answering). All engines' when absent.",
        type: 'string',
      },
    },
    additionalProperties: true,
    examples: [{}, { runtime: 'python', status: 'busy' }, { search: 'bill' }],
  },
  'contracts/engine/workers-list-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/workers-list-output.schema.json',
    title: 'EngineWorkersListOutput',
    description: 'Output of `engine::workers::list`.',
    type: 'object',
    required: ['workers'],
    properties: {
      workers: {
        description: 'The workers and built-in modules that pass the filters, sorted by name.',
        type: 'array',
        items: { $ref: 'worker-summary.schema.json' },
      },
    },
    additionalProperties: true,
    examples: [
      {
        workers: [
          {
            id: 'engine',
            name: 'engine',
            description: 'Engine discovery functions and trigger types',
            version: null,
            runtime: 'engine',
            os: null,
            status: 'available',
            function_count: 11,
            connected_at_ms: 1767225599000,
            active_invocations: 0,
            isolation: 'in-process',
            ip_address: null,
          },
        ],
      },
      { workers: [] },
    ],
  },
  'contracts/engine/workers-register-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/workers-register-input.schema.json',
    title: 'EngineWorkersRegisterInput',
    description:
      "Input of `engine::workers::register`: the calling worker's metadata (`contracts/worker-metadata`). The engine stores it on the connection named by the injected `_caller_worker_id`, with `name` and `description` stripped of control characters, trimmed and cut to 256 characters, and `runtime` defaulting to `unknown`; a call without a connected caller is refused with `NOT_FOUND`.",
    $ref: '../worker-metadata.schema.json',
    examples: [
      {
        runtime: 'node',
        version: '0.1.0',
        name: 'billing',
        pid: 4242,
        _caller_worker_id: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8',
      },
    ],
  },
  'contracts/engine/workers-register-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/engine/workers-register-output.schema.json',
    title: 'EngineWorkersRegisterOutput',
    description: 'Output of `engine::workers::register`. SDKs call it void, so nobody receives it.',
    type: 'object',
    required: ['success'],
    properties: { success: { description: 'Always true: a failure is an error instead.', const: true } },
    additionalProperties: true,
    examples: [{ success: true }],
  },
  'contracts/event-payload.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/event-payload.schema.json',
    title: 'EventPayload',
    description:
      "Payload an `event` (or `subscribe`) trigger's handler receives: exactly the `data` that was published to the topic, any JSON value.",
    $ref: '../common/json-value.schema.json',
    examples: [{ user_id: 'u1' }, 'plain text', null],
  },
  'contracts/events/publish-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/events/publish-input.schema.json',
    title: 'EventsPublishInput',
    description:
      'Input of `publish`: the event. Every function bound to `topic` by an `event` or `subscribe` trigger is invoked with `data`.',
    type: 'object',
    required: ['topic'],
    properties: {
      topic: {
        description: 'Topic to publish to; an empty topic fails with `topic_not_set`.',
        type: 'string',
      },
      data: {
        description: 'What each subscriber receives as its payload; null when absent.',
        $ref: '../../common/json-value.schema.json',
      },
    },
    additionalProperties: true,
    examples: [{ topic: 'user.signed_up', data: { user_id: 'u1' } }, { topic: 'tick' }],
  },
  'contracts/events/publish-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/events/publish-output.schema.json',
    title: 'EventsPublishOutput',
    description:
      'Output of `publish`: null once the event was handed to the subscribers (or to Redis, with the `redis` adapter); delivery is fire and forget.',
    type: 'null',
    examples: [null],
  },
  'contracts/events/stats-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/events/stats-input.schema.json',
    title: 'EventsStatsInput',
    description: 'Input of `events::stats`: nothing is required.',
    type: 'object',
    properties: {},
    additionalProperties: true,
    examples: [{}],
  },
  'contracts/events/stats-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/events/stats-output.schema.json',
    title: 'EventsStatsOutput',
    description: 'Output of `events::stats`: counts since the engine started.',
    type: 'object',
    required: ['adapter', 'subscriptions', 'published', 'delivered', 'failed', 'dropped', 'in_flight'],
    properties: {
      adapter: { description: 'The adapter in use: `local` or `redis`.', type: 'string' },
      subscriptions: {
        description: 'Active `event` and `subscribe` bindings in this engine.',
        type: 'integer',
        minimum: 0,
      },
      published: { description: 'Events published through this engine.', type: 'integer', minimum: 0 },
      delivered: {
        description: 'Deliveries to subscribers of this engine that completed.',
        type: 'integer',
        minimum: 0,
      },
      failed: {
        description: 'Deliveries whose subscriber (or condition) failed; each is logged.',
        type: 'integer',
        minimum: 0,
      },
      skipped: {
        description: 'Deliveries whose condition function answered `false`.',
        type: 'integer',
        minimum: 0,
      },
      dropped: {
        description: 'Deliveries dropped because `max_in_flight` were running.',
        type: 'integer',
        minimum: 0,
      },
      in_flight: { description: 'Deliveries running now.', type: 'integer', minimum: 0 },
    },
    additionalProperties: true,
    examples: [
      {
        adapter: 'local',
        subscriptions: 2,
        published: 10,
        delivered: 19,
        failed: 1,
        skipped: 0,
        dropped: 0,
        in_flight: 0,
      },
    ],
  },
  'contracts/health-report.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/health-report.schema.json',
    title: 'HealthReport',
    description:
      'Answer of `GET /_health` on the engine HTTP API: 200 when the engine is live and ready, 503 while it is stopping.',
    type: 'object',
    required: ['status', 'live', 'ready'],
    properties: {
      status: {
        description: '`ok`, or `stopping` once a graceful stop has begun.',
        enum: ['ok', 'stopping'],
      },
      live: { description: 'Always true when anything answers: the process is up.', type: 'boolean' },
      ready: { description: 'True while the engine takes new work.', type: 'boolean' },
      uptime_ms: {
        description: 'Time since the HTTP API started, in milliseconds.',
        type: 'integer',
        minimum: 0,
      },
      workers: { description: 'Connected workers, built-in modules included.', type: 'integer', minimum: 0 },
      functions: { description: 'Registered functions.', type: 'integer', minimum: 0 },
      routes: { description: 'HTTP routes served.', type: 'integer', minimum: 0 },
    },
    additionalProperties: false,
    examples: [
      { status: 'ok', live: true, ready: true, uptime_ms: 5120, workers: 3, functions: 24, routes: 2 },
    ],
  },
  'contracts/http-auth-request.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/http-auth-request.schema.json',
    title: 'HttpAuthRequest',
    description:
      'Payload of the function an `http` trigger names in `auth_function_id`, called before anything else runs for the request (middleware, condition, handler). It returns contracts/http-auth-result. The body is left out unless the trigger sets `auth_include_body`.',
    type: 'object',
    required: ['method', 'path', 'request_path', 'headers', 'query_params', 'path_params'],
    properties: {
      method: { description: 'Request method, upper-case.', type: 'string' },
      path: { description: 'The registered route pattern, e.g. `/users/:id`.', type: 'string' },
      request_path: { description: 'The path actually requested, without the query string.', type: 'string' },
      headers: {
        description:
          'Request headers with lower-case names, one value per name (repeated headers joined with `, `).',
        type: 'object',
        additionalProperties: { type: 'string' },
      },
      query_params: {
        description: 'Query parameters, percent-decoded, one value per name (the last when a name repeats).',
        type: 'object',
        additionalProperties: { type: 'string' },
      },
      path_params: {
        description: "Values of the route's parameters, percent-decoded.",
        type: 'object',
        additionalProperties: { type: 'string' },
      },
      body: {
        description: 'With `auth_include_body` only: the parsed JSON body, as the handler would receive it.',
        $ref: '../common/json-value.schema.json',
      },
      raw_body: {
        description:
          'With `auth_include_body` only: the exact body bytes, base64-encoded (to check a webhook signature).',
        type: 'string',
        contentEncoding: 'base64',
      },
    },
    additionalProperties: true,
    examples: [
      {
        method: 'GET',
        path: '/orders/:id',
        request_path: '/orders/7',
        headers: { authorization: 'Bearer t0k3n', host: 'localhost:3111' },
        query_params: {},
        path_params: { id: '7' },
      },
    ],
  },
  'contracts/http-auth-result.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/http-auth-result.schema.json',
    title: 'HttpAuthResult',
    description:
      "What an `http` trigger's auth function returns: allow the request (optionally with a context the handler receives as `auth`) or deny it. Any other result, a failure or a timeout is answered 503 `AUTH_UNAVAILABLE` and the handler is not called.",
    type: 'object',
    required: ['allow'],
    properties: {
      allow: {
        description:
          '`true` lets the request through; `false` answers it with 401 (or `status_code`) without calling the handler.',
        type: 'boolean',
      },
      status_code: {
        description:
          'With `allow: false`: 401 (the default: who is asking is not known) or 403 (known, not allowed).',
        enum: [401, 403],
      },
      message: {
        description: 'With `allow: false`: the error message sent to the client (a generic one when absent).',
        type: 'string',
        maxLength: 1024,
      },
      headers: {
        description: 'With `allow: false`: headers added to the refusal, e.g. `www-authenticate`.',
        type: 'object',
        additionalProperties: { type: 'string' },
      },
      context: {
        description:
          "With `allow: true`: passed to the middleware (as `context.auth`), the condition and the handler (as `auth` in contracts/http-request), e.g. the caller's user id.",
        type: 'object',
        additionalProperties: true,
      },
    },
    additionalProperties: true,
    examples: [
      { allow: true, context: { user_id: 'u1', roles: ['admin'] } },
      { allow: false },
      {
        allow: false,
        status_code: 403,
        message: 'orders of another account',
        headers: { 'www-authenticate': 'Bearer' },
      },
    ],
  },
  'contracts/http-error.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/http-error.schema.json',
    title: 'HttpError',
    description:
      'Body of every error the engine HTTP API answers itself (no route, malformed JSON, body too large, handler error, deadline, condition not met). Never carries a stack trace.',
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        description: 'What went wrong.',
        type: 'object',
        title: 'HttpErrorDetail',
        required: ['code', 'message'],
        properties: {
          code: {
            description:
              "Stable code: an engine code such as `NOT_FOUND`, `INVALID_JSON`, `PAYLOAD_TOO_LARGE`, `timeout`, or the handler's own error code. Listed in docs/errors.md.",
            type: 'string',
          },
          message: { description: 'What happened, for a person.', type: 'string' },
          error_id: {
            description: 'Random id of this failure, on 5xx answers only, also written to the engine log.',
            type: 'string',
          },
        },
        additionalProperties: false,
      },
      skipped: {
        description: "True when the route's condition function returned false (status 422).",
        type: 'boolean',
      },
    },
    additionalProperties: false,
    examples: [
      { error: { code: 'NOT_FOUND', message: 'no route serves GET /nope' } },
      { error: { code: 'invocation_failed', message: 'boom', error_id: '9f2c4e1a7b3d5c60' } },
      {
        error: { code: 'CONDITION_NOT_MET', message: 'the condition function returned false' },
        skipped: true,
      },
    ],
  },
  'contracts/http-middleware-request.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/http-middleware-request.schema.json',
    title: 'HttpMiddlewareRequest',
    description:
      "Payload of a function named in an `http` trigger's `middleware_function_ids`, called before the handler. It returns contracts/http-middleware-result.",
    type: 'object',
    required: ['phase', 'request', 'context'],
    properties: {
      phase: { description: 'Always `preHandler`.', const: 'preHandler' },
      request: {
        description: 'The request as far as a middleware needs it.',
        title: 'HttpMiddlewareRequestInfo',
        type: 'object',
        required: ['path_params', 'query_params', 'headers', 'method'],
        properties: {
          path_params: {
            description: 'Route parameters, percent-decoded.',
            type: 'object',
            additionalProperties: { type: 'string' },
          },
          query_params: {
            description: 'Query parameters, one value per name.',
            type: 'object',
            additionalProperties: { type: 'string' },
          },
          headers: {
            description: 'Request headers, lower-case names.',
            type: 'object',
            additionalProperties: { type: 'string' },
          },
          method: { description: 'Request method.', type: 'string' },
          path: { description: 'svc addition: the registered route pattern.', type: 'string' },
          request_path: { description: 'svc addition: the path actually requested.', type: 'string' },
        },
        additionalProperties: true,
      },
      context: {
        description: 'Reserved for values middleware pass on; `{}`.',
        type: 'object',
        additionalProperties: true,
      },
    },
    additionalProperties: true,
    examples: [
      {
        phase: 'preHandler',
        request: {
          path_params: { id: '42' },
          query_params: {},
          headers: { authorization: 'Bearer t' },
          method: 'GET',
        },
        context: {},
      },
    ],
  },
  'contracts/http-middleware-result.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/http-middleware-result.schema.json',
    title: 'HttpMiddlewareResult',
    description:
      'What a middleware function returns: go on to the next middleware and the handler, or answer the request itself. Any other result is read as `continue`.',
    type: 'object',
    required: ['action'],
    properties: {
      action: {
        description: '`continue`, or `respond` to answer with `response` without running the handler.',
        enum: ['continue', 'respond'],
      },
      response: { description: 'The answer when `action` is `respond`.', $ref: 'http-response.schema.json' },
    },
    additionalProperties: true,
    examples: [
      { action: 'continue' },
      { action: 'respond', response: { status_code: 401, body: { error: 'unauthorized' } } },
    ],
  },
  'contracts/http-request.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/http-request.schema.json',
    title: 'HttpRequest',
    description:
      "Payload an `http` trigger's handler receives for one request. The first fields are those of the iii protocol; `request_path`, `query_params_all` and `raw_body` are svc additions.",
    type: 'object',
    required: ['query_params', 'path_params', 'headers', 'path', 'method'],
    properties: {
      query_params: {
        description: 'Query parameters, percent-decoded, one value per name (the last when a name repeats).',
        type: 'object',
        additionalProperties: { type: 'string' },
      },
      path_params: {
        description: "Values of the route's `:name` / `{name}` parameters, percent-decoded.",
        type: 'object',
        additionalProperties: { type: 'string' },
      },
      headers: {
        description:
          'Request headers with lower-case names, one value per name (repeated headers joined with `, `).',
        type: 'object',
        additionalProperties: { type: 'string' },
      },
      path: { description: 'The registered route pattern, e.g. `/users/:id`.', type: 'string' },
      method: { description: 'Request method, upper-case.', type: 'string' },
      body: {
        description:
          'The parsed JSON body when the content type is JSON, otherwise null. A malformed JSON body never reaches the handler (the engine answers 400).',
        $ref: '../common/json-value.schema.json',
      },
      trigger: {
        description: 'The route that matched.',
        type: 'object',
        required: ['type', 'path', 'method'],
        properties: {
          type: { description: 'Always `http`.', const: 'http' },
          path: { description: 'The registered route pattern.', type: 'string' },
          method: { description: 'The registered method.', type: 'string' },
        },
        additionalProperties: true,
      },
      request_path: {
        description: 'svc addition: the path actually requested, without the query string, e.g. `/users/42`.',
        type: 'string',
      },
      query_params_all: {
        description: 'svc addition: every value of every query parameter, in request order.',
        type: 'object',
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
      raw_body: {
        description:
          'svc addition: the exact request body bytes, base64-encoded, so that a webhook signature can be verified. Empty string for no body.',
        type: 'string',
        contentEncoding: 'base64',
      },
      request_body: {
        description: 'Channel that streams the request body, when the engine offers one.',
        $ref: '../common/channel-ref.schema.json',
      },
      response: {
        description: 'Channel for a streamed response, when the engine offers one.',
        $ref: '../common/channel-ref.schema.json',
      },
      auth: {
        description:
          "svc addition: the `context` the route's auth function allowed the request with (contracts/http-auth-result); absent without an auth function.",
        type: 'object',
        additionalProperties: true,
      },
    },
    additionalProperties: true,
    examples: [
      {
        query_params: { page: '2' },
        path_params: { id: '42' },
        headers: { 'content-type': 'application/json', host: 'localhost:3111' },
        path: '/users/:id',
        method: 'POST',
        body: { name: 'Ada' },
        trigger: { type: 'http', path: '/users/:id', method: 'POST' },
        request_path: '/users/42',
        query_params_all: { page: ['2'] },
        raw_body: 'eyJuYW1lIjoiQWRhIn0=',
      },
      { query_params: {}, path_params: {}, headers: {}, path: '/health', method: 'GET', body: null },
    ],
  },
  'contracts/http-response.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/http-response.schema.json',
    title: 'HttpResponse',
    description:
      "What an `http` trigger's handler returns. A body is sent as JSON with `content-type: application/json` unless the handler sets a content type and returns a string body, which is then sent as is.",
    type: 'object',
    properties: {
      status_code: {
        description:
          "HTTP status, 200 when absent. A final status only: an informational 1xx is answered 500 `INVALID_RESPONSE`, since a client would read the next response on the connection as this one's.",
        type: 'integer',
        minimum: 200,
        maximum: 599,
      },
      statusCode: {
        description: 'Accepted alias of `status_code`; `status_code` wins when both are set.',
        type: 'integer',
        minimum: 200,
        maximum: 599,
      },
      headers: {
        description:
          'Response headers: an object of name to value, or an array of `Name: value` strings. Names are HTTP tokens; values hold no CR or LF (the engine answers 500 `INVALID_RESPONSE_HEADER` otherwise).',
        oneOf: [
          {
            type: 'object',
            propertyNames: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" },
            additionalProperties: { type: 'string', pattern: '^[^\\r\\n]*$' },
          },
          { type: 'array', items: { type: 'string', pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+ *:[^\\r\\n]*$" } },
        ],
      },
      body: {
        description: 'Response body; see the description of the response for how it is encoded.',
        $ref: '../common/json-value.schema.json',
      },
    },
    additionalProperties: true,
    examples: [
      { status_code: 200, body: { c: 5 } },
      { statusCode: 201, headers: ['Location: /users/42'], body: null },
      { headers: { 'content-type': 'text/plain' }, body: 'hello' },
      {},
    ],
  },
  'contracts/observability/clear-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/clear-input.schema.json',
    title: 'ObservabilityClearInput',
    description:
      'Input of `engine::traces::clear` and `engine::logs::clear`: an empty object (other keys are ignored).',
    type: 'object',
    properties: {},
    additionalProperties: true,
    examples: [{}],
  },
  'contracts/observability/clear-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/clear-output.schema.json',
    title: 'ObservabilityClearOutput',
    description: 'Output of `engine::traces::clear` and `engine::logs::clear`.',
    type: 'object',
    properties: {
      success: { description: 'Always true.', type: 'boolean' },
      cleared: { description: 'Records removed.', type: 'integer', minimum: 0 },
    },
    required: ['success'],
    additionalProperties: true,
    examples: [{ success: true, cleared: 12 }],
  },
  'contracts/observability/logs-list-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/logs-list-input.schema.json',
    title: 'ObservabilityLogsListInput',
    description: 'Input of `engine::logs::list`: filters combined with and, newest first.',
    type: 'object',
    properties: {
      start_time: { description: 'Only records at or after this unix ms.', type: 'number' },
      end_time: { description: 'Only records at or before this unix ms.', type: 'number' },
      trace_id: { description: 'Only records of this trace.', type: 'string' },
      span_id: { description: 'Only records of this span.', type: 'string' },
      severity_min: {
        description: 'Minimum OTel severity number, 1 (TRACE) to 24 (FATAL4).',
        type: 'integer',
        minimum: 1,
        maximum: 24,
      },
      severity_text: {
        description: 'Case-insensitive severity text (`WARN` also matches `WARNING`).',
        type: 'string',
      },
      severity_texts: {
        description:
          'Any of these severity texts, case-insensitive (`WARN` also matches `WARNING`); with `severity_text`, a record must match both.',
        type: 'array',
        items: {
          description: 'A severity text: `TRACE`, `DEBUG`, `INFO`, `WARN`, `ERROR`, `FATAL`.',
          type: 'string',
        },
      },
      search: {
        description: 'Case-insensitive substring of the body or of an attribute value.',
        type: 'string',
      },
      service_name: { description: 'Only records of this service (exact).', type: 'string' },
      offset: { description: 'Records skipped before the page (default 0).', type: 'integer', minimum: 0 },
      limit: { description: 'Records in the page (default 100, at most 1000).', type: 'integer', minimum: 0 },
    },
    additionalProperties: true,
    examples: [
      {},
      { trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', severity_min: 9 },
      { search: 'timeout', limit: 50, offset: 50 },
      { severity_texts: ['WARN', 'ERROR'], search: 'order' },
    ],
  },
  'contracts/observability/logs-list-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/logs-list-output.schema.json',
    title: 'ObservabilityLogsListOutput',
    description: 'Output of `engine::logs::list`.',
    type: 'object',
    properties: {
      logs: {
        description: 'The page, newest first.',
        type: 'array',
        items: { $ref: 'stored-log.schema.json' },
      },
      total: {
        description: 'Records that pass the filters, before pagination.',
        type: 'integer',
        minimum: 0,
      },
      offset: { description: 'The offset applied.', type: 'integer', minimum: 0 },
      limit: { description: 'The limit applied.', type: 'integer', minimum: 0 },
      services: {
        description: 'Records that pass the filters, counted by service name.',
        type: 'object',
        additionalProperties: { description: 'A count.', type: 'integer' },
      },
      timestamp: { description: 'When the answer was made, unix ms.', type: 'integer', minimum: 0 },
      storage: {
        description:
          'What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.',
        type: 'object',
        additionalProperties: true,
      },
    },
    required: ['logs', 'total', 'timestamp'],
    additionalProperties: true,
    examples: [
      {
        logs: [
          {
            timestamp_unix_nano: 1767225600001000000,
            observed_timestamp_unix_nano: 1767225600001000000,
            severity_number: 9,
            severity_text: 'INFO',
            body: 'added',
            attributes: { a: 1 },
            trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
            span_id: '00f067aa0ba902b7',
            resource: { 'service.name': 'math' },
            service_name: 'math',
          },
        ],
        total: 1,
        offset: 0,
        limit: 100,
        services: { math: 1 },
        timestamp: 1767225600010,
      },
    ],
  },
  'contracts/observability/metrics-list-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/metrics-list-input.schema.json',
    title: 'ObservabilityMetricsListInput',
    description: 'Input of `engine::metrics::list`.',
    type: 'object',
    properties: {
      start_time: { description: 'Only SDK metric points at or after this unix ms.', type: 'number' },
      end_time: { description: 'Only SDK metric points at or before this unix ms.', type: 'number' },
      metric_name: { description: 'Only SDK metrics with this name (exact).', type: 'string' },
      aggregate_interval: {
        description: 'Accepted for compatibility; no aggregation is done.',
        type: 'number',
      },
    },
    additionalProperties: true,
    examples: [{}, { metric_name: 'process.memory.rss' }],
  },
  'contracts/observability/metrics-list-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/metrics-list-output.schema.json',
    title: 'ObservabilityMetricsListOutput',
    description:
      "Output of `engine::metrics::list`: the engine's own counters and the SDK metrics as stored.",
    type: 'object',
    properties: {
      engine_metrics: {
        description: 'Counted by the engine since it started.',
        type: 'object',
        additionalProperties: true,
        required: ['invocations', 'workers', 'performance'],
        properties: {
          invocations: {
            description: 'Invocations.',
            type: 'object',
            additionalProperties: true,
            properties: {
              total: { description: 'Finished.', type: 'integer', minimum: 0 },
              success: { description: 'Ended ok.', type: 'integer', minimum: 0 },
              error: { description: 'Ended with an error.', type: 'integer', minimum: 0 },
              deferred: { description: 'Enqueued instead of run.', type: 'integer', minimum: 0 },
              by_function: {
                description: 'Finished, by function id.',
                type: 'object',
                additionalProperties: { description: 'A count.', type: 'integer' },
              },
            },
          },
          workers: {
            description: 'Worker connections.',
            type: 'object',
            additionalProperties: true,
            properties: {
              spawns: { description: 'Connected since start.', type: 'integer', minimum: 0 },
              deaths: { description: 'Disconnected since start.', type: 'integer', minimum: 0 },
              active: { description: 'Connected now.', type: 'integer', minimum: 0 },
            },
          },
          performance: {
            description: 'Latency of finished invocations over the recent window, milliseconds.',
            type: 'object',
            additionalProperties: true,
            properties: {
              avg_duration_ms: { description: 'Mean.', type: 'number' },
              p50_duration_ms: { description: 'Median.', type: 'number' },
              p95_duration_ms: { description: '95th percentile.', type: 'number' },
              p99_duration_ms: { description: '99th percentile.', type: 'number' },
              min_duration_ms: { description: 'Fastest.', type: 'number' },
              max_duration_ms: { description: 'Slowest.', type: 'number' },
            },
          },
        },
      },
      sdk_metrics: {
        description: 'Metric points the SDKs sent, oldest first.',
        type: 'array',
        items: {
          description:
            'A stored metric: `{name, description, unit, metric_type, data_points, service_name, timestamp_unix_nano}`.',
          type: 'object',
          additionalProperties: true,
        },
      },
      timestamp: { description: 'When the answer was made, unix ms.', type: 'integer', minimum: 0 },
    },
    required: ['engine_metrics', 'sdk_metrics', 'timestamp'],
    additionalProperties: true,
    examples: [
      {
        engine_metrics: {
          invocations: { total: 2, success: 1, error: 1, deferred: 0, by_function: { 'math::add': 2 } },
          workers: { spawns: 1, deaths: 0, active: 1 },
          performance: {
            avg_duration_ms: 1.5,
            p50_duration_ms: 1,
            p95_duration_ms: 2,
            p99_duration_ms: 2,
            min_duration_ms: 1,
            max_duration_ms: 2,
          },
        },
        sdk_metrics: [],
        timestamp: 1767225600010,
      },
    ],
  },
  'contracts/observability/stored-log.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/stored-log.schema.json',
    title: 'ObservabilityStoredLog',
    description: "A log record as the memory store keeps it, with the reference's field names.",
    type: 'object',
    properties: {
      timestamp_unix_nano: { description: 'When it was written, nanoseconds.', type: 'integer', minimum: 0 },
      observed_timestamp_unix_nano: {
        description: 'When it was observed, nanoseconds.',
        type: 'integer',
        minimum: 0,
      },
      severity_number: { description: 'OTel severity number, 0 to 24.', type: 'integer', minimum: 0 },
      severity_text: { description: 'Severity text as sent (`INFO`, `WARN`, …).', type: 'string' },
      body: { description: 'The message; a structured body is JSON-encoded.', type: 'string' },
      attributes: { description: 'Attributes as JSON values.', type: 'object', additionalProperties: true },
      trace_id: { description: 'Trace of the span active when it was written.', type: 'string' },
      span_id: { description: 'That span.', type: 'string' },
      resource: {
        description: 'Resource attributes as strings.',
        type: 'object',
        additionalProperties: { description: 'A resource attribute value.', type: 'string' },
      },
      service_name: { description: '`service.name` of the resource.', type: 'string' },
      instrumentation_scope_name: { description: 'Instrumentation scope.', type: 'string' },
      instrumentation_scope_version: { description: 'Its version.', type: 'string' },
    },
    required: [
      'timestamp_unix_nano',
      'observed_timestamp_unix_nano',
      'severity_number',
      'severity_text',
      'body',
      'attributes',
      'resource',
      'service_name',
    ],
    additionalProperties: true,
    examples: [
      {
        timestamp_unix_nano: 1767225600001000000,
        observed_timestamp_unix_nano: 1767225600001000000,
        severity_number: 9,
        severity_text: 'INFO',
        body: 'added',
        attributes: { a: 1 },
        trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
        span_id: '00f067aa0ba902b7',
        resource: { 'service.name': 'math' },
        service_name: 'math',
      },
    ],
  },
  'contracts/observability/stored-span.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/stored-span.schema.json',
    title: 'ObservabilityStoredSpan',
    description:
      "A span as the memory store keeps it: the engine's own spans and those the SDKs send on `/otel`, with the reference's field names.",
    type: 'object',
    properties: {
      trace_id: { description: '32 lowercase hex digits.', type: 'string' },
      span_id: { description: '16 lowercase hex digits.', type: 'string' },
      parent_span_id: { description: "The parent span's id; absent for a root.", type: 'string' },
      name: {
        description:
          'The span name: the function id for invocation spans, `METHOD /path` for HTTP request spans.',
        type: 'string',
      },
      kind: {
        description: '`server`, `client`, `internal`, `producer` or `consumer`, when known.',
        type: 'string',
      },
      start_time_unix_nano: {
        description: 'Start, in nanoseconds since the epoch.',
        type: 'integer',
        minimum: 0,
      },
      end_time_unix_nano: {
        description: 'End, in nanoseconds since the epoch; 0 while the span is pending.',
        type: 'integer',
        minimum: 0,
      },
      status: { description: '`ok`, `error` or `unset`.', type: 'string' },
      status_description: { description: 'The error message, for `error`.', type: 'string' },
      attributes: {
        description:
          'Attributes as `[key, value]` pairs, values as strings; a value longer than the configured maximum ends with `…[truncated N chars]`.',
        type: 'array',
        items: {
          description: 'A `[key, value]` pair.',
          type: 'array',
          items: { description: 'The key, then the value as a string.', type: 'string' },
          minItems: 2,
          maxItems: 2,
        },
      },
      service_name: { description: '`service.name` of the process that made the span.', type: 'string' },
      events: {
        description: 'Span events.',
        type: 'array',
        items: {
          description: 'A span event.',
          type: 'object',
          additionalProperties: true,
          properties: {
            name: { description: 'Event name.', type: 'string' },
            timestamp_unix_nano: { description: 'When, in nanoseconds.', type: 'integer', minimum: 0 },
            attributes: {
              description: 'Attributes.',
              type: 'array',
              items: {
                description: 'A `[key, value]` pair.',
                type: 'array',
                items: { description: 'The key, then the value as a string.', type: 'string' },
                minItems: 2,
                maxItems: 2,
              },
            },
          },
        },
      },
      links: {
        description: 'Span links.',
        type: 'array',
        items: {
          description: 'A link to another span.',
          type: 'object',
          additionalProperties: true,
          properties: {
            trace_id: { description: 'Linked trace.', type: 'string' },
            span_id: { description: 'Linked span.', type: 'string' },
            trace_state: { description: 'W3C trace state.', type: 'string' },
            attributes: {
              description: 'Attributes.',
              type: 'array',
              items: {
                description: 'A `[key, value]` pair.',
                type: 'array',
                items: { description: 'The key, then the value as a string.', type: 'string' },
                minItems: 2,
                maxItems: 2,
              },
            },
          },
        },
      },
      instrumentation_scope_name: {
        description: 'Instrumentation scope that made the span.',
        type: 'string',
      },
      instrumentation_scope_version: { description: 'Its version.', type: 'string' },
      flags: { description: 'W3C trace flags.', type: 'integer', minimum: 0 },
      trace_state: { description: 'W3C trace state.', type: 'string' },
      pending: { description: 'True while the span is in progress (its end time is 0).', type: 'boolean' },
    },
    required: [
      'trace_id',
      'span_id',
      'name',
      'start_time_unix_nano',
      'end_time_unix_nano',
      'status',
      'attributes',
      'service_name',
      'events',
      'links',
    ],
    additionalProperties: true,
    examples: [
      {
        trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
        span_id: '00f067aa0ba902b7',
        name: 'math::add',
        start_time_unix_nano: 1767225600000000000,
        end_time_unix_nano: 1767225600002000000,
        status: 'ok',
        attributes: [
          ['svc.function.id', 'math::add'],
          ['svc.invocation.id', 'i-1'],
        ],
        service_name: 'svc',
        events: [],
        links: [],
      },
      {
        trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
        span_id: 'b7ad6b7169203331',
        name: 'math::add',
        start_time_unix_nano: 1767225600000000000,
        end_time_unix_nano: 0,
        status: 'unset',
        attributes: [
          ['svc.function.id', 'math::add'],
          ['svc.invocation.id', 'i-1'],
        ],
        service_name: 'svc',
        events: [],
        links: [],
        pending: true,
      },
    ],
  },
  'contracts/observability/trace-event.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/trace-event.schema.json',
    title: 'ObservabilityTraceEvent',
    description:
      "What a `trace` trigger's function receives: the trace ids that got a new span since the last fire, coalesced every 300 ms.",
    type: 'object',
    properties: {
      trace_ids: {
        description: 'New or updated traces, without repeats.',
        type: 'array',
        items: { description: 'A trace id.', type: 'string' },
      },
    },
    required: ['trace_ids'],
    additionalProperties: true,
    examples: [{ trace_ids: ['4bf92f3577b34da6a3ce929d0e0e4736'] }],
  },
  'contracts/observability/traces-flow-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/traces-flow-input.schema.json',
    title: 'ObservabilityTracesFlowInput',
    description:
      'Input of `engine::traces::flow`: what functions touched (state scopes, streams, queue topics, event topics), learned from the stored spans.',
    type: 'object',
    properties: {
      since_ms: { description: 'Only spans that start at or after this unix ms.', type: 'number' },
      limit: {
        description: 'Edges returned, most recently seen first (default 500).',
        type: 'integer',
        minimum: 1,
        maximum: 5000,
      },
    },
    additionalProperties: true,
    examples: [{}, { since_ms: 1700000000000, limit: 100 }],
  },
  'contracts/observability/traces-flow-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/traces-flow-output.schema.json',
    title: 'ObservabilityTracesFlowOutput',
    description:
      "Output of `engine::traces::flow`: one edge per function and thing it touched. A built-in function's span that carries `svc.state.scope`, `svc.stream.name`, `svc.queue.topic` or `svc.event.topic` is an edge from the nearest function span above it in its trace.",
    type: 'object',
    required: ['edges'],
    properties: {
      edges: {
        description: 'Edges, most recently seen first.',
        type: 'array',
        items: {
          title: 'ObservabilityFlowEdge',
          description: 'A function that touched a state scope, a stream, a queue topic or an event topic.',
          type: 'object',
          required: ['function_id', 'kind', 'target', 'count', 'last_seen_ms'],
          properties: {
            function_id: { description: 'The function whose call touched it.', type: 'string' },
            kind: { description: 'What it touched.', enum: ['state', 'stream', 'queue', 'event'] },
            target: {
              description: 'The state scope, stream name, queue topic or event topic.',
              type: 'string',
            },
            via: {
              description:
                'The built-in function that touched it (`state::set`, `iii::durable::publish`, ...).',
              type: 'string',
            },
            count: { description: 'Spans seen for this edge.', type: 'integer', minimum: 1 },
            last_seen_ms: { description: 'Start of the latest of them, unix ms.', type: 'number' },
          },
          additionalProperties: true,
        },
      },
      storage: {
        description: "The span store's size and bounds, as the other trace functions answer it.",
        type: 'object',
        additionalProperties: true,
      },
    },
    additionalProperties: true,
    examples: [
      {
        edges: [
          {
            function_id: 'orders::place',
            kind: 'state',
            target: 'orders',
            via: 'state::set',
            count: 3,
            last_seen_ms: 1700000000000,
          },
        ],
      },
    ],
  },
  'contracts/observability/traces-group-by-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/traces-group-by-input.schema.json',
    title: 'ObservabilityTracesGroupByInput',
    description: 'Input of `engine::traces::group_by`: traces grouped by the value of one attribute.',
    type: 'object',
    properties: {
      attribute: { description: 'Attribute key whose values group the spans.', type: 'string' },
      since_ms: { description: 'Only spans that start at or after this unix ms.', type: 'number' },
      limit: {
        description: 'Groups returned, most recent first (default 100).',
        type: 'integer',
        minimum: 1,
      },
      include_internal: { description: 'Include spans of `engine::*` functions.', type: 'boolean' },
      label_attribute: { description: 'Attribute whose first value labels each group.', type: 'string' },
    },
    required: ['attribute'],
    additionalProperties: true,
    examples: [
      { attribute: 'svc.function.id' },
      { attribute: 'user.id', label_attribute: 'user.name', limit: 10 },
    ],
  },
  'contracts/observability/traces-group-by-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/traces-group-by-output.schema.json',
    title: 'ObservabilityTracesGroupByOutput',
    description: 'Output of `engine::traces::group_by`.',
    type: 'object',
    properties: {
      groups: {
        description: 'One group per attribute value, most recently seen first.',
        type: 'array',
        items: {
          description: 'A group.',
          type: 'object',
          additionalProperties: true,
          required: [
            'value',
            'trace_ids',
            'span_count',
            'first_seen_ms',
            'last_seen_ms',
            'duration_ms',
            'error_count',
          ],
          properties: {
            value: { description: 'The attribute value.', type: 'string' },
            label: { description: "The label attribute's value.", type: 'string' },
            trace_ids: {
              description: 'Traces with a span carrying the value.',
              type: 'array',
              items: { description: 'A trace id.', type: 'string' },
            },
            span_count: { description: 'Spans carrying the value.', type: 'integer', minimum: 0 },
            first_seen_ms: { description: 'Earliest span start, unix ms.', type: 'number' },
            last_seen_ms: { description: 'Latest span end, unix ms.', type: 'number' },
            duration_ms: { description: 'last_seen_ms minus first_seen_ms.', type: 'number' },
            error_count: { description: 'Spans with status error.', type: 'integer', minimum: 0 },
          },
        },
      },
      storage: {
        description:
          'What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.',
        type: 'object',
        additionalProperties: true,
      },
    },
    required: ['groups'],
    additionalProperties: true,
    examples: [
      {
        groups: [
          {
            value: 'math::add',
            trace_ids: ['4bf92f3577b34da6a3ce929d0e0e4736'],
            span_count: 1,
            first_seen_ms: 1767225600000,
            last_seen_ms: 1767225600002,
            duration_ms: 2,
            error_count: 0,
          },
        ],
      },
    ],
  },
  'contracts/observability/traces-list-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/traces-list-input.schema.json',
    title: 'ObservabilityTracesListInput',
    description: 'Input of `engine::traces::list`: filters combined with and, then sort and pagination.',
    type: 'object',
    properties: {
      trace_id: { description: 'Only this trace (exact).', type: 'string' },
      trace_ids: {
        description: 'Only these traces.',
        type: 'array',
        items: { description: 'A trace id.', type: 'string' },
      },
      offset: { description: 'Rows skipped before the page (default 0).', type: 'integer', minimum: 0 },
      limit: { description: 'Rows in the page (default 100, at most 1000).', type: 'integer', minimum: 0 },
      service_name: { description: 'Case-insensitive substring of the service name.', type: 'string' },
      name: { description: 'Case-insensitive substring of the span name.', type: 'string' },
      status: {
        description:
          'Case-insensitive substring of the status (`ok`, `error`, `unset`); `pending` matches spans still in progress.',
        type: 'string',
      },
      min_duration_ms: { description: 'Minimum duration in milliseconds.', type: 'number' },
      max_duration_ms: { description: 'Maximum duration in milliseconds.', type: 'number' },
      start_time: {
        description: 'Window start, unix ms: a span overlapping the window is included.',
        type: 'number',
      },
      end_time: { description: 'Window end, unix ms.', type: 'number' },
      sort_by: {
        description: '`start_time` (default), `duration`, `duration_ms`, `service_name` or `name`.',
        enum: ['start_time', 'duration', 'duration_ms', 'service_name', 'name'],
      },
      sort_order: { description: '`asc` (default) or `desc`.', enum: ['asc', 'desc'] },
      attributes: {
        description: 'Attribute pairs that must all match exactly.',
        type: 'array',
        items: {
          description: 'A `[key, value]` pair.',
          type: 'array',
          items: { description: 'The key, then the value as a string.', type: 'string' },
          minItems: 2,
          maxItems: 2,
        },
      },
      exclude_attributes: {
        description: 'Attribute pairs of which any match removes the row.',
        type: 'array',
        items: {
          description: 'A `[key, value]` pair.',
          type: 'array',
          items: { description: 'The key, then the value as a string.', type: 'string' },
          minItems: 2,
          maxItems: 2,
        },
      },
      include_internal: {
        description: 'Include spans of `engine::*` functions (default false).',
        type: 'boolean',
      },
      search_all_spans: {
        description:
          "Match `name` and `attributes` against every span of a trace and return the trace's root (default false: root spans only).",
        type: 'boolean',
      },
    },
    additionalProperties: true,
    examples: [
      {},
      { service_name: 'svc', status: 'error', limit: 20 },
      {
        attributes: [['svc.function.id', 'math::add']],
        search_all_spans: true,
        sort_by: 'duration',
        sort_order: 'desc',
      },
      { status: 'pending', trace_id: '4bf92f3577b34da6a3ce929d0e0e4736' },
    ],
  },
  'contracts/observability/traces-list-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/traces-list-output.schema.json',
    title: 'ObservabilityTracesListOutput',
    description: 'Output of `engine::traces::list`.',
    type: 'object',
    properties: {
      spans: {
        description: 'The page of root spans (or matching spans).',
        type: 'array',
        items: { $ref: 'stored-span.schema.json' },
      },
      total: { description: 'Rows that pass the filters, before pagination.', type: 'integer', minimum: 0 },
      offset: { description: 'The offset applied.', type: 'integer', minimum: 0 },
      limit: { description: 'The limit applied.', type: 'integer', minimum: 0 },
      storage: {
        description:
          'What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.',
        type: 'object',
        additionalProperties: true,
      },
    },
    required: ['spans', 'total', 'offset', 'limit'],
    additionalProperties: true,
    examples: [
      {
        spans: [
          {
            trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
            span_id: '00f067aa0ba902b7',
            name: 'math::add',
            start_time_unix_nano: 1767225600000000000,
            end_time_unix_nano: 1767225600002000000,
            status: 'ok',
            attributes: [
              ['svc.function.id', 'math::add'],
              ['svc.invocation.id', 'i-1'],
            ],
            service_name: 'svc',
            events: [],
            links: [],
          },
        ],
        total: 1,
        offset: 0,
        limit: 100,
      },
      { spans: [], total: 0, offset: 0, limit: 100 },
    ],
  },
  'contracts/observability/traces-tree-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/traces-tree-input.schema.json',
    title: 'ObservabilityTracesTreeInput',
    description: 'Input of `engine::traces::tree`.',
    type: 'object',
    properties: { trace_id: { description: 'The trace.', type: 'string' } },
    required: ['trace_id'],
    additionalProperties: true,
    examples: [{ trace_id: '4bf92f3577b34da6a3ce929d0e0e4736' }],
  },
  'contracts/observability/traces-tree-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/observability/traces-tree-output.schema.json',
    title: 'ObservabilityTracesTreeOutput',
    description:
      "Output of `engine::traces::tree`: the trace's spans nested under their parents (a span whose parent is not stored is a root), each with `children`, sorted by start time.",
    type: 'object',
    properties: {
      roots: {
        description: 'Root spans, each a stored span with `children` (the same shape, recursively).',
        type: 'array',
        items: {
          description: 'A stored span with `children`.',
          type: 'object',
          additionalProperties: true,
          properties: {
            children: {
              description: 'Child spans, with their children.',
              type: 'array',
              items: { description: 'A child span.', type: 'object', additionalProperties: true },
            },
          },
        },
      },
      storage: {
        description:
          'What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.',
        type: 'object',
        additionalProperties: true,
      },
    },
    required: ['roots'],
    additionalProperties: true,
    examples: [
      {
        roots: [
          {
            trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
            span_id: '00f067aa0ba902b7',
            name: 'math::add',
            start_time_unix_nano: 1767225600000000000,
            end_time_unix_nano: 1767225600002000000,
            status: 'ok',
            attributes: [
              ['svc.function.id', 'math::add'],
              ['svc.invocation.id', 'i-1'],
            ],
            service_name: 'svc',
            events: [],
            links: [],
            children: [],
          },
        ],
      },
      { roots: [] },
    ],
  },
  'contracts/queue/dlq-messages-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/queue/dlq-messages-input.schema.json',
    title: 'QueueDlqMessagesInput',
    description:
      "Input of `engine::queue::dlq_messages`: one page of a topic's dead-letter queue, oldest failure first.",
    type: 'object',
    required: ['topic'],
    properties: {
      topic: { description: 'Topic or queue name.', type: 'string', minLength: 1 },
      offset: { description: 'Messages to skip.', type: 'integer', minimum: 0, default: 0 },
      limit: {
        description: 'Most messages in the page.',
        type: 'integer',
        minimum: 1,
        maximum: 1000,
        default: 50,
      },
    },
    additionalProperties: true,
    examples: [{ topic: 'orders.created' }, { topic: 'orders.created', offset: 50, limit: 50 }],
  },
  'contracts/queue/dlq-messages-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/queue/dlq-messages-output.schema.json',
    title: 'QueueDlqMessagesOutput',
    description: 'Output of `engine::queue::dlq_messages`.',
    type: 'object',
    required: ['topic', 'messages', 'total'],
    properties: {
      topic: { description: 'Topic or queue name.', type: 'string' },
      total: {
        description: 'Messages in the dead-letter queue, over every page.',
        type: 'integer',
        minimum: 0,
      },
      messages: {
        description: 'The page.',
        type: 'array',
        items: {
          title: 'QueueDlqMessage',
          description: 'One dead message.',
          type: 'object',
          required: ['id', 'function_id', 'payload', 'error', 'failed_at', 'retries', 'size_bytes'],
          properties: {
            id: { description: 'Message id (its `messageReceiptId`).', type: 'string' },
            function_id: { description: 'Function it was delivered to.', type: 'string' },
            payload: { description: "The message's data.", $ref: '../../common/json-value.schema.json' },
            error: { description: 'Error of the last attempt (`code: message`).', type: 'string' },
            failed_at: { description: 'When it was dead-lettered, in Unix seconds.', type: 'number' },
            retries: { description: 'Attempts made.', type: 'integer', minimum: 0 },
            size_bytes: { description: "Size of the payload's JSON text.", type: 'integer', minimum: 0 },
          },
          additionalProperties: true,
        },
      },
    },
    additionalProperties: true,
    examples: [
      {
        topic: 't',
        total: 1,
        messages: [
          {
            id: 'm1',
            function_id: 'f',
            payload: {},
            error: 'invocation_failed: boom',
            failed_at: 1700000000,
            retries: 4,
            size_bytes: 2,
          },
        ],
      },
    ],
  },
  'contracts/queue/dlq-topics-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/queue/dlq-topics-output.schema.json',
    title: 'QueueDlqTopicsOutput',
    description: 'Output of `engine::queue::dlq_topics`: every topic whose dead-letter queue holds messages.',
    type: 'array',
    items: {
      title: 'QueueDlqTopic',
      description: 'One dead-letter queue.',
      type: 'object',
      required: ['topic', 'broker_type', 'message_count'],
      properties: {
        topic: { description: 'Topic or queue name.', type: 'string' },
        broker_type: { description: 'Adapter keeping its messages.', type: 'string' },
        message_count: { description: 'Messages in it.', type: 'integer', minimum: 0 },
      },
      additionalProperties: true,
    },
    examples: [[{ topic: 'orders.created', broker_type: 'file_based', message_count: 2 }]],
  },
  'contracts/queue/enqueue-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/queue/enqueue-input.schema.json',
    title: 'QueueEnqueueInput',
    description:
      'Input of `engine::queue::enqueue`: the provider form of an `enqueue` action. The message is kept on the named queue and `function_id` is invoked with `data` at least once.',
    type: 'object',
    required: ['queue', 'function_id'],
    properties: {
      queue: {
        description: "Named queue from svc-queue's `queues` settings, or `default`.",
        type: 'string',
        minLength: 1,
      },
      function_id: {
        description: 'Function the message is delivered to.',
        $ref: '../../common/function-id.schema.json',
      },
      data: { description: 'Payload the function receives.', $ref: '../../common/json-value.schema.json' },
      messageReceiptId: {
        description:
          'Id to give the message (the engine makes one for an `enqueue` action); a new UUID when absent.',
        type: 'string',
        minLength: 1,
      },
      traceparent: {
        description: 'W3C trace context of the caller, passed to every delivery.',
        type: 'string',
      },
      baggage: { description: 'W3C baggage of the caller, passed to every delivery.', type: 'string' },
    },
    additionalProperties: true,
    examples: [{ queue: 'default', function_id: 'emails::send', data: { to: 'ada@example.com' } }],
  },
  'contracts/queue/enqueue-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/queue/enqueue-output.schema.json',
    title: 'QueueEnqueueOutput',
    description:
      'Output of `engine::queue::enqueue`, `iii::durable::publish` and the answer to an `enqueue` action: sent once the message is kept (on disk with the file adapter, in Redis with the redis adapter).',
    type: 'object',
    required: ['messageReceiptId'],
    properties: {
      messageReceiptId: {
        description: 'Id of the message, as the dead-letter functions name it.',
        type: 'string',
      },
    },
    additionalProperties: true,
    examples: [{ messageReceiptId: '5b1c0d1e-8f9a-4c5e-9b2a-0f1e2d3c4b5a' }],
  },
  'contracts/queue/list-topics-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/queue/list-topics-output.schema.json',
    title: 'QueueListTopicsOutput',
    description:
      'Output of `engine::queue::list_topics`: every named queue and every topic with a subscriber or a message.',
    type: 'array',
    items: {
      title: 'QueueTopicSummary',
      description: 'One topic.',
      type: 'object',
      required: ['name', 'broker_type', 'subscriber_count'],
      properties: {
        name: { description: 'Topic or queue name.', type: 'string' },
        broker_type: {
          description: 'Adapter keeping its messages: `in_memory`, `file_based` or `redis`.',
          type: 'string',
        },
        subscriber_count: {
          description: 'Trigger bindings consuming it in this engine.',
          type: 'integer',
          minimum: 0,
        },
        depth: { description: 'Messages waiting, as in `topic_stats`.', type: 'integer', minimum: 0 },
        dlq_depth: { description: 'Messages in its dead-letter queue.', type: 'integer', minimum: 0 },
      },
      additionalProperties: true,
    },
    examples: [[{ name: 'default', broker_type: 'in_memory', subscriber_count: 0, depth: 0, dlq_depth: 0 }]],
  },
  'contracts/queue/message-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/queue/message-input.schema.json',
    title: 'QueueMessageInput',
    description:
      'Input of `iii::queue::redrive_message` and `iii::queue::discard_message`: one message of a dead-letter queue.',
    type: 'object',
    required: ['message_id'],
    properties: {
      queue: { description: 'Topic or queue name.', type: 'string' },
      topic: { description: 'Alias of `queue`.', type: 'string' },
      message_id: {
        description: "The message's id, as `dlq_messages` lists it.",
        type: 'string',
        minLength: 1,
      },
    },
    additionalProperties: true,
    examples: [{ queue: 'orders.created', message_id: 'm1' }],
  },
  'contracts/queue/message-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/queue/message-output.schema.json',
    title: 'QueueMessageOutput',
    description:
      'Output of `iii::queue::redrive_message` (`redriven`) and `iii::queue::discard_message` (`discarded`): false when the dead-letter queue does not hold that message.',
    type: 'object',
    required: ['queue', 'message_id'],
    properties: {
      queue: { description: 'Topic or queue name.', type: 'string' },
      message_id: { description: "The message's id.", type: 'string' },
      redriven: { description: '`redrive_message`: the message went back to its queue.', type: 'boolean' },
      discarded: { description: '`discard_message`: the message was deleted.', type: 'boolean' },
    },
    additionalProperties: true,
    examples: [{ queue: 'orders.created', message_id: 'm1', redriven: true }],
  },
  'contracts/queue/publish-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/queue/publish-input.schema.json',
    title: 'QueuePublishInput',
    description:
      'Input of `iii::durable::publish`: one message to every function bound to `topic` by a `queue` or `durable:subscriber` trigger, each delivered at least once.',
    type: 'object',
    properties: {
      topic: { description: 'Topic to publish to.', type: 'string' },
      queue: { description: 'Alias of `topic`.', type: 'string' },
      data: {
        description: 'Payload every subscriber receives.',
        $ref: '../../common/json-value.schema.json',
      },
      messageGroupId: {
        description:
          "FIFO subscribers: messages of one group are delivered one at a time, in publish order. Defaults to the data field the queue's `message_group_field` names.",
        type: 'string',
      },
      priority: {
        description:
          "Higher is delivered first among ready messages, up to the subscriber's `maxPriority`; 0 by default.",
        type: 'integer',
        minimum: 0,
      },
      delaySeconds: {
        description:
          "Seconds before the message can be delivered; the subscriber's `delaySeconds` when absent.",
        type: 'number',
        minimum: 0,
      },
    },
    additionalProperties: true,
    examples: [
      { topic: 'orders.created', data: { id: 7 } },
      { topic: 'mail', data: {}, messageGroupId: 'u1', priority: 2 },
    ],
  },
  'contracts/queue/redrive-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/queue/redrive-input.schema.json',
    title: 'QueueRedriveInput',
    description:
      'Input of `iii::queue::redrive`: moves every message of a dead-letter queue back to its queue, with its attempts reset.',
    type: 'object',
    properties: {
      queue: { description: 'Topic or queue name.', type: 'string' },
      topic: { description: 'Alias of `queue`.', type: 'string' },
    },
    additionalProperties: true,
    examples: [{ queue: 'orders.created' }],
  },
  'contracts/queue/redrive-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/queue/redrive-output.schema.json',
    title: 'QueueRedriveOutput',
    description: 'Output of `iii::queue::redrive`.',
    type: 'object',
    required: ['queue', 'redriven'],
    properties: {
      queue: { description: 'Topic or queue name.', type: 'string' },
      redriven: { description: 'Messages moved back.', type: 'integer', minimum: 0 },
    },
    additionalProperties: true,
    examples: [{ queue: 'orders.created', redriven: 3 }],
  },
  'contracts/queue/topic-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/queue/topic-input.schema.json',
    title: 'QueueTopicInput',
    description: 'Input of `engine::queue::topic_stats`: the topic (or named queue) to describe.',
    type: 'object',
    required: ['topic'],
    properties: { topic: { description: 'Topic or queue name.', type: 'string', minLength: 1 } },
    additionalProperties: true,
    examples: [{ topic: 'orders.created' }],
  },
  'contracts/queue/topic-stats-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/queue/topic-stats-output.schema.json',
    title: 'QueueTopicStatsOutput',
    description:
      'Output of `engine::queue::topic_stats`: counts of one topic or named queue, over every function it delivers to. Counters (`done`, `failed`) count since the engine started.',
    type: 'object',
    required: ['depth', 'in_flight', 'done', 'failed', 'dlq_depth', 'consumer_count', 'config'],
    properties: {
      depth: {
        description:
          'Messages waiting to be delivered (ready, delayed or waiting for a retry), not counting those in flight.',
        type: 'integer',
        minimum: 0,
      },
      in_flight: { description: 'Messages being delivered now.', type: 'integer', minimum: 0 },
      done: { description: 'Deliveries that succeeded.', type: 'integer', minimum: 0 },
      failed: { description: 'Attempts that failed (each retry counts).', type: 'integer', minimum: 0 },
      dlq_depth: { description: "Messages in the topic's dead-letter queue.", type: 'integer', minimum: 0 },
      consumer_count: {
        description: 'Trigger bindings consuming the topic in this engine.',
        type: 'integer',
        minimum: 0,
      },
      config: { description: 'Settings of the named queue of that name, or null.', type: ['object', 'null'] },
    },
    additionalProperties: true,
    examples: [
      { depth: 3, in_flight: 1, done: 40, failed: 2, dlq_depth: 1, consumer_count: 1, config: null },
    ],
  },
  'contracts/state-event.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state-event.schema.json',
    title: 'StateEvent',
    description: "Payload a `state` trigger's handler receives after a state entry changed.",
    type: 'object',
    required: ['type', 'event_type', 'scope', 'key', 'old_value', 'new_value'],
    properties: {
      type: { description: 'Always `state`.', const: 'state' },
      event_type: {
        description:
          '`state:created` when there was no previous value, `state:updated` when there was, `state:deleted` for a delete.',
        enum: ['state:created', 'state:updated', 'state:deleted'],
      },
      scope: { description: 'Scope (group) of the entry.', type: 'string' },
      key: { description: 'Key of the entry.', type: 'string' },
      old_value: {
        description: 'Value before the change; null when there was none.',
        $ref: '../common/json-value.schema.json',
      },
      new_value: {
        description: 'Value after the change; null after a delete.',
        $ref: '../common/json-value.schema.json',
      },
    },
    additionalProperties: true,
    examples: [
      {
        type: 'state',
        event_type: 'state:updated',
        scope: 'users',
        key: 'u1',
        old_value: { n: 1 },
        new_value: { n: 2 },
      },
      {
        type: 'state',
        event_type: 'state:deleted',
        scope: 'users',
        key: 'u1',
        old_value: { n: 2 },
        new_value: null,
      },
    ],
  },
  'contracts/state/compare-and-set-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/compare-and-set-input.schema.json',
    title: 'StateCompareAndSetInput',
    description:
      'Input of `state::compare_and_set`: store `value` only if the current value equals `expected` (compared structurally: same JSON, object field order ignored). Serialized per key on every adapter and across engines sharing a Redis.',
    type: 'object',
    required: ['scope', 'key', 'expected', 'value'],
    properties: {
      scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
      key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
      expected: {
        description: 'The value the entry must hold; null matches a missing key (or a stored null).',
        $ref: '../../common/json-value.schema.json',
      },
      value: { description: 'The value to store when it does.', $ref: '../../common/json-value.schema.json' },
    },
    additionalProperties: true,
    examples: [{ scope: 'jobs', key: 'j1', expected: null, value: { owner: 'w1' } }],
  },
  'contracts/state/compare-and-set-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/compare-and-set-output.schema.json',
    title: 'StateCompareAndSetOutput',
    description: 'Output of `state::compare_and_set`, returned once a successful write is durable.',
    type: 'object',
    required: ['ok', 'current'],
    properties: {
      ok: {
        description:
          'True when `value` was stored; false when the entry held something other than `expected` (a conflict).',
        type: 'boolean',
      },
      current: {
        description:
          "The entry's value after the call: `value` when ok, otherwise what it holds (null when missing).",
        $ref: '../../common/json-value.schema.json',
      },
    },
    additionalProperties: true,
    examples: [
      { ok: true, current: { owner: 'w1' } },
      { ok: false, current: { owner: 'w2' } },
    ],
  },
  'contracts/state/delete-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/delete-input.schema.json',
    title: 'StateDeleteInput',
    description: 'Input of `state::delete`: the entry to remove. Deleting a missing key is not an error.',
    type: 'object',
    required: ['scope', 'key'],
    properties: {
      scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
      key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
    },
    additionalProperties: true,
    examples: [{ scope: 'users', key: 'u1' }],
  },
  'contracts/state/delete-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/delete-output.schema.json',
    title: 'StateDeleteOutput',
    description:
      'Output of `state::delete`: the raw previous value, or null when there was none (not an `{old_value}` object, whatever some iii SDK types claim).',
    $ref: '../../common/json-value.schema.json',
    examples: [{ name: 'Ada' }, null],
  },
  'contracts/state/get-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/get-input.schema.json',
    title: 'StateGetInput',
    description: 'Input of `state::get`: the entry to read.',
    type: 'object',
    required: ['scope', 'key'],
    properties: {
      scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
      key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
    },
    additionalProperties: true,
    examples: [{ scope: 'users', key: 'u1' }],
  },
  'contracts/state/get-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/get-output.schema.json',
    title: 'StateGetOutput',
    description: 'Output of `state::get`: the stored value, or null when the key has none.',
    $ref: '../../common/json-value.schema.json',
    examples: [{ name: 'Ada', visits: 3 }, null],
  },
  'contracts/state/list-groups-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/list-groups-input.schema.json',
    title: 'StateListGroupsInput',
    description: 'Input of `state::list_groups`: no fields.',
    type: 'object',
    additionalProperties: true,
    examples: [{}],
  },
  'contracts/state/list-groups-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/list-groups-output.schema.json',
    title: 'StateListGroupsOutput',
    description: 'Output of `state::list_groups`.',
    type: 'object',
    required: ['groups'],
    properties: {
      groups: {
        description: 'Every scope holding at least one key, de-duplicated and sorted.',
        type: 'array',
        items: { type: 'string' },
      },
    },
    additionalProperties: true,
    examples: [{ groups: ['orders', 'users'] }],
  },
  'contracts/state/list-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/list-input.schema.json',
    title: 'StateListInput',
    description: 'Input of `state::list`: the scope whose values to return.',
    type: 'object',
    required: ['scope'],
    properties: { scope: { description: 'Scope (group) to list.', type: 'string', minLength: 1 } },
    additionalProperties: true,
    examples: [{ scope: 'users' }],
  },
  'contracts/state/list-keys-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/list-keys-input.schema.json',
    title: 'StateListKeysInput',
    description:
      "Input of `state::list_keys`: one page of a scope's entries, ordered by key (Unicode code point order).",
    type: 'object',
    required: ['scope'],
    properties: {
      scope: { description: 'Scope (group) to list.', type: 'string', minLength: 1 },
      prefix: { description: 'Only keys starting with this text.', type: 'string' },
      cursor: {
        description: '`next_cursor` of the previous page; absent or null for the first page.',
        type: ['string', 'null'],
      },
      limit: {
        description: 'Most entries in the page.',
        type: 'integer',
        minimum: 1,
        maximum: 1000,
        default: 100,
      },
    },
    additionalProperties: true,
    examples: [{ scope: 'users' }, { scope: 'users', prefix: 'u', cursor: 'u17', limit: 50 }],
  },
  'contracts/state/list-keys-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/list-keys-output.schema.json',
    title: 'StateListKeysOutput',
    description: 'Output of `state::list_keys`: one page of entries.',
    type: 'object',
    required: ['items', 'next_cursor'],
    properties: {
      items: {
        description: 'Entries of this page, ordered by key.',
        type: 'array',
        items: {
          title: 'StateKeyValue',
          description: 'One entry.',
          type: 'object',
          required: ['key', 'value'],
          properties: {
            key: { description: 'Key of the entry.', type: 'string' },
            value: { description: 'Its value.', $ref: '../../common/json-value.schema.json' },
          },
          additionalProperties: true,
        },
      },
      next_cursor: {
        description: 'Pass as `cursor` to get the next page; null when this page is the last.',
        type: ['string', 'null'],
      },
    },
    additionalProperties: true,
    examples: [{ items: [{ key: 'u1', value: { name: 'Ada' } }], next_cursor: null }],
  },
  'contracts/state/list-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/list-output.schema.json',
    title: 'StateListOutput',
    description:
      'Output of `state::list`: every value in the scope, ordered by key (Unicode code point order); empty for an unknown scope.',
    type: 'array',
    items: { $ref: '../../common/json-value.schema.json' },
    examples: [[{ name: 'Ada' }, { name: 'Grace' }], []],
  },
  'contracts/state/set-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/set-input.schema.json',
    title: 'StateSetInput',
    description:
      'Input of `state::set`: store `value` under `scope`/`key`, replacing any previous value. One of `value` and `data` is required (checked by the function, refused with `deserialization_error`); `data` is an alias of `value` kept for iii clients.',
    type: 'object',
    required: ['scope', 'key'],
    properties: {
      scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
      key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
      value: {
        description: "The value to store; its JSON text may not exceed the module's `max_value_bytes`.",
        $ref: '../../common/json-value.schema.json',
      },
      data: {
        description: 'Alias of `value`, used when `value` is absent.',
        $ref: '../../common/json-value.schema.json',
      },
    },
    additionalProperties: true,
    examples: [
      { scope: 'users', key: 'u1', value: { name: 'Ada' } },
      { scope: 'users', key: 'u2', data: [1, 2] },
    ],
  },
  'contracts/state/set-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/set-output.schema.json',
    title: 'StateSetOutput',
    description: 'Output of `state::set`, returned once the write is durable.',
    type: 'object',
    required: ['old_value', 'new_value'],
    properties: {
      old_value: {
        description: 'The value before the write; null when there was none.',
        $ref: '../../common/json-value.schema.json',
      },
      new_value: { description: 'The value stored.', $ref: '../../common/json-value.schema.json' },
    },
    additionalProperties: true,
    examples: [{ old_value: null, new_value: { name: 'Ada' } }],
  },
  'contracts/state/update-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/update-input.schema.json',
    title: 'StateUpdateInput',
    description:
      'Input of `state::update`: apply `ops` in order to one entry, atomically (no other write to the entry interleaves, on any adapter or engine).',
    type: 'object',
    required: ['scope', 'key', 'ops'],
    properties: {
      scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
      key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
      ops: {
        description: 'Operations, applied in order.',
        type: 'array',
        items: { $ref: 'update-op.schema.json' },
      },
    },
    additionalProperties: true,
    examples: [
      {
        scope: 'counters',
        key: 'visits',
        ops: [
          { type: 'increment', path: 'total', by: 1 },
          { type: 'set', path: 'last', value: 'u1' },
        ],
      },
    ],
  },
  'contracts/state/update-op.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/update-op.schema.json',
    title: 'StateUpdateOp',
    description:
      "One operation of `state::update`, tagged by `type`. The ops of a call run in order on one value; a missing key starts as `{}`. An op that cannot apply (wrong target type, path over the limits, a refused segment `__proto__`, `constructor` or `prototype`) is skipped and reported in the result's `errors` with its index; the other ops still apply.",
    type: 'object',
    required: ['type'],
    properties: {
      type: {
        description: 'Operation tag: `set`, `merge`, `increment`, `decrement`, `append` or `remove`.',
        type: 'string',
      },
    },
    additionalProperties: true,
    discriminator: { propertyName: 'type' },
    oneOf: [
      {
        title: 'StateSetOp',
        description: 'Sets a first-level field; the path `""` replaces the whole value.',
        type: 'object',
        required: ['type', 'path', 'value'],
        properties: {
          type: { description: 'Operation tag.', const: 'set' },
          path: {
            description:
              'First-level field name, taken literally (dots are not separators); `""` is the root.',
            type: 'string',
          },
          value: { description: 'The value to store there.', $ref: '../../common/json-value.schema.json' },
        },
        additionalProperties: true,
      },
      {
        title: 'StateMergeOp',
        description:
          'Shallow-merges an object into the target object, creating missing (or null) objects along the path. The target must be an object, null or missing.',
        type: 'object',
        required: ['type', 'value'],
        properties: {
          type: { description: 'Operation tag.', const: 'merge' },
          path: {
            description:
              'Where to merge: one field name, or an array of segments for a nested target. Absent, `""` or `[]` is the root. At most 32 segments of at most 256 bytes.',
            type: ['string', 'array'],
            items: { type: 'string' },
          },
          value: {
            description:
              'Object whose fields are copied onto the target (at most 1024 fields, nesting depth at most 16).',
            $ref: '../../common/json-value.schema.json',
          },
        },
        additionalProperties: true,
      },
      {
        title: 'StateIncrementOp',
        description: 'Adds `by` to a number field; a missing field starts at `by`.',
        type: 'object',
        required: ['type', 'path', 'by'],
        properties: {
          type: { description: 'Operation tag.', const: 'increment' },
          path: { description: 'First-level field name; `""` is the root.', type: 'string' },
          by: { description: 'Amount to add.', type: 'integer' },
        },
        additionalProperties: true,
      },
      {
        title: 'StateDecrementOp',
        description: 'Subtracts `by` from a number field; a missing field starts at `-by`.',
        type: 'object',
        required: ['type', 'path', 'by'],
        properties: {
          type: { description: 'Operation tag.', const: 'decrement' },
          path: { description: 'First-level field name; `""` is the root.', type: 'string' },
          by: { description: 'Amount to subtract.', type: 'integer' },
        },
        additionalProperties: true,
      },
      {
        title: 'StateAppendOp',
        description:
          'Appends to an array, or concatenates a string to a string. A missing or null target becomes `[value]`, or the string itself when `value` is a string.',
        type: 'object',
        required: ['type', 'value'],
        properties: {
          type: { description: 'Operation tag.', const: 'append' },
          path: {
            description:
              'The target: one field name, or an array of segments for a nested target (missing objects along it are created). Absent, `""` or `[]` is the root.',
            type: ['string', 'array'],
            items: { type: 'string' },
          },
          value: {
            description: 'The element to append, or the string to concatenate.',
            $ref: '../../common/json-value.schema.json',
          },
        },
        additionalProperties: true,
      },
      {
        title: 'StateRemoveOp',
        description:
          'Removes a first-level field (removing a missing one is not an error); the path `""` sets the whole value to null.',
        type: 'object',
        required: ['type', 'path'],
        properties: {
          type: { description: 'Operation tag.', const: 'remove' },
          path: { description: 'First-level field name; `""` is the root.', type: 'string' },
        },
        additionalProperties: true,
      },
    ],
    examples: [
      { type: 'set', path: 'status', value: 'active' },
      { type: 'merge', path: ['profile', 'address'], value: { city: 'Lyon' } },
      { type: 'increment', path: 'count', by: 1 },
      { type: 'decrement', path: 'stock', by: 2 },
      { type: 'append', path: 'events', value: { kind: 'login' } },
      { type: 'remove', path: 'draft' },
    ],
  },
  'contracts/state/update-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/state/update-output.schema.json',
    title: 'StateUpdateOutput',
    description:
      'Output of `state::update`, returned once the write is durable. Nothing is written when no op applied.',
    type: 'object',
    required: ['old_value', 'new_value'],
    properties: {
      old_value: {
        description: 'The value before the ops; null when there was none.',
        $ref: '../../common/json-value.schema.json',
      },
      new_value: {
        description: 'The value after the ops that applied; null when the key still has none.',
        $ref: '../../common/json-value.schema.json',
      },
      errors: {
        description: 'One entry per op that was skipped; absent when every op applied.',
        type: 'array',
        items: {
          title: 'StateUpdateOpError',
          description: 'Why one op was skipped.',
          type: 'object',
          required: ['op_index', 'code', 'message'],
          properties: {
            op_index: { description: 'Index of the op in `ops`, from 0.', type: 'integer', minimum: 0 },
            code: {
              description:
                'Stable code, `<op>.<problem>`, e.g. `increment.not_number` (listed in docs/errors.md).',
              type: 'string',
            },
            message: { description: 'What was wrong, with the numbers involved.', type: 'string' },
            doc_url: { description: 'Where the code is documented.', type: 'string' },
          },
          additionalProperties: true,
        },
      },
    },
    additionalProperties: true,
    examples: [
      { old_value: { total: 1 }, new_value: { total: 2 } },
      {
        old_value: { name: 'Ada' },
        new_value: { name: 'Ada' },
        errors: [
          { op_index: 0, code: 'increment.not_number', message: 'Expected a number at "name", found string' },
        ],
      },
    ],
  },
  'contracts/stream-event.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream-event.schema.json',
    title: 'StreamEvent',
    description:
      "Payload a `stream` trigger's handler receives, and the frame stream subscribers receive. Keys are camelCase, as in the iii protocol.",
    type: 'object',
    required: ['type', 'timestamp', 'streamName', 'groupId', 'event'],
    properties: {
      type: { description: 'Always `stream`.', const: 'stream' },
      timestamp: {
        description: 'When the change happened, in milliseconds since the Unix epoch.',
        type: 'integer',
      },
      streamName: { description: 'Stream of the item.', type: 'string' },
      groupId: { description: 'Group of the item.', type: 'string' },
      id: { description: 'Item id; absent for group-wide events.', type: 'string' },
      event: {
        description: 'What happened.',
        type: 'object',
        required: ['type'],
        properties: {
          type: {
            description:
              '`create`, `update`, `delete`, `event` (a custom event sent with `stream::send`); subscribers also see `sync` and `unauthorized`.',
            enum: ['create', 'update', 'delete', 'event', 'sync', 'unauthorized'],
          },
          data: {
            description: "The item's value after the change, or the snapshot for `sync`.",
            $ref: '../common/json-value.schema.json',
          },
          event: {
            description: 'For `event`: the custom event, `{type, data}`.',
            $ref: '../common/json-value.schema.json',
          },
        },
        additionalProperties: true,
      },
    },
    additionalProperties: true,
    examples: [
      {
        type: 'stream',
        timestamp: 1760000000000,
        streamName: 'todo',
        groupId: 'inbox',
        id: 't1',
        event: { type: 'update', data: { title: 'x' } },
      },
      {
        type: 'stream',
        timestamp: 1760000000000,
        streamName: 'chat',
        groupId: 'room-1',
        event: { type: 'event', event: { type: 'typing', data: { user: 'ada' } } },
      },
    ],
  },
  'contracts/stream/auth-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/auth-input.schema.json',
    title: 'StreamAuthInput',
    description: "Input of svc-stream's `auth_function`, called once per socket on upgrade.",
    type: 'object',
    required: ['headers', 'path', 'query_params', 'addr'],
    properties: {
      headers: {
        description: 'Request headers, lower-case names.',
        type: 'object',
        additionalProperties: { type: 'string' },
      },
      path: { description: 'The request path.', type: 'string' },
      query_params: {
        description: 'Query parameters, each with every value it was given.',
        type: 'object',
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
      addr: { description: "The client's address and port.", type: 'string' },
    },
    additionalProperties: true,
    examples: [
      {
        headers: { authorization: 'Bearer x' },
        path: '/',
        query_params: { token: ['x'] },
        addr: '127.0.0.1:50000',
      },
    ],
  },
  'contracts/stream/auth-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/auth-output.schema.json',
    title: 'StreamAuthOutput',
    description:
      "What svc-stream's `auth_function` answers to let a socket in; failing (throwing) refuses the upgrade with 401.",
    type: 'object',
    properties: {
      context: {
        description: 'Handed to `stream:join` and `stream:leave` handlers as `context`.',
        $ref: '../../common/json-value.schema.json',
      },
    },
    additionalProperties: true,
    examples: [{ context: { user: 'ada' } }, {}],
  },
  'contracts/stream/delete-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/delete-input.schema.json',
    title: 'StreamDeleteInput',
    description: 'Input of `stream::delete`: remove one item; subscribers of the group see `delete`.',
    type: 'object',
    required: ['stream_name', 'group_id', 'item_id'],
    properties: {
      stream_name: { description: 'Stream of the item.', type: 'string', minLength: 1 },
      group_id: { description: 'Group of the item within its stream.', type: 'string', minLength: 1 },
      item_id: { description: 'Id of the item within its group.', type: 'string', minLength: 1 },
    },
    additionalProperties: true,
    examples: [{ stream_name: 'todo', group_id: 'inbox', item_id: 't1' }],
  },
  'contracts/stream/delete-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/delete-output.schema.json',
    title: 'StreamDeleteOutput',
    description: 'Output of `stream::delete`.',
    type: 'object',
    required: ['old_value'],
    properties: {
      old_value: {
        description: 'The item removed; null when there was none.',
        $ref: '../../common/json-value.schema.json',
      },
    },
    additionalProperties: true,
    examples: [{ old_value: { title: 'milk' } }, { old_value: null }],
  },
  'contracts/stream/get-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/get-input.schema.json',
    title: 'StreamGetInput',
    description: 'Input of `stream::get`: one item; the output is its value, or null.',
    type: 'object',
    required: ['stream_name', 'group_id', 'item_id'],
    properties: {
      stream_name: { description: 'Stream of the item.', type: 'string', minLength: 1 },
      group_id: { description: 'Group of the item within its stream.', type: 'string', minLength: 1 },
      item_id: { description: 'Id of the item within its group.', type: 'string', minLength: 1 },
    },
    additionalProperties: true,
    examples: [{ stream_name: 'todo', group_id: 'inbox', item_id: 't1' }],
  },
  'contracts/stream/join-event.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/join-event.schema.json',
    title: 'StreamJoinEvent',
    description:
      'Payload a `stream:join` or `stream:leave` handler receives. A join handler may answer `contracts/stream/join-result`.',
    type: 'object',
    required: ['subscription_id', 'stream_name', 'group_id'],
    properties: {
      subscription_id: { description: "The client's subscription id.", type: 'string' },
      stream_name: { description: 'Stream joined or left.', type: 'string' },
      group_id: { description: 'Group joined or left.', type: 'string' },
      id: { description: 'Item joined or left, for an item subscription.', type: 'string' },
      context: {
        description: 'What the auth function answered as `context` for the socket.',
        $ref: '../../common/json-value.schema.json',
      },
    },
    additionalProperties: true,
    examples: [{ subscription_id: 's1', stream_name: 'todo', group_id: 'inbox', context: { user: 'ada' } }],
  },
  'contracts/stream/join-result.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/join-result.schema.json',
    title: 'StreamJoinResult',
    description: 'What a `stream:join` handler may answer; any other answer (or none) lets the join through.',
    type: 'object',
    properties: {
      unauthorized: {
        description: 'True refuses the join: the client gets an `unauthorized` frame instead of `sync`.',
        type: 'boolean',
      },
    },
    additionalProperties: true,
    examples: [{ unauthorized: true }, {}],
  },
  'contracts/stream/list-all-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/list-all-input.schema.json',
    title: 'StreamListAllInput',
    description:
      'Input of `stream::list_all`: every stream with its groups. System streams (`svc:*`) are listed only with `include_system`.',
    type: 'object',
    properties: {
      include_system: {
        description: "Also list the engine's system streams (`svc:live`), marked `system: true`.",
        type: 'boolean',
      },
    },
    additionalProperties: true,
    examples: [{}, { include_system: true }],
  },
  'contracts/stream/list-all-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/list-all-output.schema.json',
    title: 'StreamListAllOutput',
    description: 'Output of `stream::list_all`.',
    type: 'object',
    required: ['stream', 'count'],
    properties: {
      stream: {
        description: 'The streams, sorted by id.',
        type: 'array',
        items: {
          title: 'StreamSummary',
          description: 'One stream.',
          type: 'object',
          required: ['id', 'groups'],
          properties: {
            id: { description: 'The stream name.', type: 'string' },
            groups: {
              description: 'Its groups that hold items (for a system stream: the groups it serves), sorted.',
              type: 'array',
              items: { type: 'string' },
            },
            system: {
              description: "True for the engine's own streams (`svc:*`), which a console hides by default.",
              type: 'boolean',
            },
          },
          additionalProperties: true,
        },
      },
      count: { description: 'Number of streams.', type: 'integer', minimum: 0 },
    },
    additionalProperties: true,
    examples: [{ stream: [{ id: 'todo', groups: ['inbox'] }], count: 1 }],
  },
  'contracts/stream/list-groups-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/list-groups-input.schema.json',
    title: 'StreamListGroupsInput',
    description: 'Input of `stream::list_groups`: the groups of a stream that hold items.',
    type: 'object',
    required: ['stream_name'],
    properties: { stream_name: { description: 'Stream to list.', type: 'string', minLength: 1 } },
    additionalProperties: true,
    examples: [{ stream_name: 'todo' }],
  },
  'contracts/stream/list-groups-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/list-groups-output.schema.json',
    title: 'StreamListGroupsOutput',
    description:
      'Output of `stream::list_groups`: a bare array of group ids, sorted (unlike `state::list_groups`, as in iii).',
    type: 'array',
    items: { description: 'A group id.', type: 'string' },
    examples: [['archive', 'inbox']],
  },
  'contracts/stream/list-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/list-input.schema.json',
    title: 'StreamListInput',
    description:
      'Input of `stream::list`: every item of a group, in item-id order (the output is a bare array of values, as in iii).',
    type: 'object',
    required: ['stream_name', 'group_id'],
    properties: {
      stream_name: { description: 'Stream of the group.', type: 'string', minLength: 1 },
      group_id: { description: 'Group to list.', type: 'string', minLength: 1 },
    },
    additionalProperties: true,
    examples: [{ stream_name: 'todo', group_id: 'inbox' }],
  },
  'contracts/stream/list-items-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/list-items-input.schema.json',
    title: 'StreamListItemsInput',
    description: "Input of `stream::list_items`: one page of a group's items with their ids, in id order.",
    type: 'object',
    required: ['stream_name', 'group_id'],
    properties: {
      stream_name: { description: 'Stream of the group.', type: 'string', minLength: 1 },
      group_id: { description: 'Group to list.', type: 'string', minLength: 1 },
      prefix: { description: 'Only items whose id starts with this.', type: 'string' },
      cursor: {
        description: '`next_cursor` of the previous page; the first page when absent or null.',
        type: ['string', 'null'],
      },
      limit: {
        description: 'Most items in the page; 100 when absent.',
        type: 'integer',
        minimum: 1,
        maximum: 1000,
      },
    },
    additionalProperties: true,
    examples: [
      { stream_name: 'todo', group_id: 'inbox' },
      { stream_name: 'todo', group_id: 'inbox', prefix: 't-', limit: 50 },
    ],
  },
  'contracts/stream/list-items-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/list-items-output.schema.json',
    title: 'StreamListItemsOutput',
    description: "Output of `stream::list_items`: one page of a group's items.",
    type: 'object',
    required: ['items', 'next_cursor'],
    properties: {
      items: {
        description: 'Items of this page, ordered by id.',
        type: 'array',
        items: {
          title: 'StreamItemWithId',
          description: 'One item and its id.',
          type: 'object',
          required: ['id', 'value'],
          properties: {
            id: { description: 'Id of the item in its group.', type: 'string' },
            value: { description: 'Its current value.', $ref: '../../common/json-value.schema.json' },
          },
          additionalProperties: true,
        },
      },
      next_cursor: {
        description: 'Pass as `cursor` to get the next page; null when this page is the last.',
        type: ['string', 'null'],
      },
    },
    additionalProperties: true,
    examples: [{ items: [{ id: 't1', value: { title: 'Write docs' } }], next_cursor: null }],
  },
  'contracts/stream/send-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/send-input.schema.json',
    title: 'StreamSendInput',
    description:
      'Input of `stream::send`: push a custom event to the subscribers of a group (or of one item with `id`); nothing is stored. The output is null.',
    type: 'object',
    required: ['stream_name', 'group_id', 'type'],
    properties: {
      stream_name: { description: 'Stream of the group.', type: 'string', minLength: 1 },
      group_id: { description: 'Group whose subscribers get the event.', type: 'string', minLength: 1 },
      id: {
        description: 'Item the event is about; subscribers of the group and of that item get it.',
        type: 'string',
      },
      type: { description: 'The custom event type.', type: 'string', minLength: 1 },
      data: { description: "The event's data.", $ref: '../../common/json-value.schema.json' },
    },
    additionalProperties: true,
    examples: [{ stream_name: 'chat', group_id: 'room-1', type: 'typing', data: { user: 'ada' } }],
  },
  'contracts/stream/set-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/set-input.schema.json',
    title: 'StreamSetInput',
    description:
      'Input of `stream::set`: store `data` as item `item_id` of `stream_name`/`group_id`; subscribers of the group see `create` or `update`.',
    type: 'object',
    required: ['stream_name', 'group_id', 'item_id', 'data'],
    properties: {
      stream_name: { description: 'Stream of the item.', type: 'string', minLength: 1 },
      group_id: { description: 'Group of the item within its stream.', type: 'string', minLength: 1 },
      item_id: { description: 'Id of the item within its group.', type: 'string', minLength: 1 },
      data: { description: "The item's value.", $ref: '../../common/json-value.schema.json' },
    },
    additionalProperties: true,
    examples: [{ stream_name: 'todo', group_id: 'inbox', item_id: 't1', data: { title: 'milk' } }],
  },
  'contracts/stream/set-output.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/set-output.schema.json',
    title: 'StreamSetOutput',
    description: 'Output of `stream::set`.',
    type: 'object',
    required: ['old_value', 'new_value'],
    properties: {
      old_value: {
        description: 'The item before the write; null when there was none.',
        $ref: '../../common/json-value.schema.json',
      },
      new_value: { description: 'The item stored.', $ref: '../../common/json-value.schema.json' },
    },
    additionalProperties: true,
    examples: [{ old_value: null, new_value: { title: 'milk' } }],
  },
  'contracts/stream/update-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/stream/update-input.schema.json',
    title: 'StreamUpdateInput',
    description:
      'Input of `stream::update`: apply `ops` in order to one item, atomically (the ops of `state::update`); the output is that of `state::update`.',
    type: 'object',
    required: ['stream_name', 'group_id', 'item_id', 'ops'],
    properties: {
      stream_name: { description: 'Stream of the item.', type: 'string', minLength: 1 },
      group_id: { description: 'Group of the item within its stream.', type: 'string', minLength: 1 },
      item_id: { description: 'Id of the item within its group.', type: 'string', minLength: 1 },
      ops: {
        description: 'Operations, applied in order.',
        type: 'array',
        items: { $ref: '../state/update-op.schema.json' },
      },
    },
    additionalProperties: true,
    examples: [
      {
        stream_name: 'todo',
        group_id: 'inbox',
        item_id: 't1',
        ops: [{ type: 'increment', path: 'views', by: 1 }],
      },
    ],
  },
  'contracts/worker-metadata.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'contracts/worker-metadata.schema.json',
    title: 'WorkerMetadata',
    description:
      'Input of `engine::workers::register`, which every SDK invokes (void) on each connect to describe itself. The engine stores it on the calling connection.',
    type: 'object',
    properties: {
      runtime: {
        description: 'Language runtime, e.g. `node` or `python`; `unknown` when absent.',
        type: 'string',
      },
      version: { description: 'SDK version.', type: 'string' },
      name: {
        description: 'Worker name shown in listings; the SDK default is `hostname:pid`.',
        type: 'string',
      },
      description: { description: 'What the worker does.', type: 'string' },
      os: { description: 'Operating system, `<platform> <release> (<arch>)`.', type: 'string' },
      pid: { description: 'Process id of the worker.', type: 'integer' },
      isolation: { description: 'Isolation the worker runs in, when known.', type: ['string', 'null'] },
      namespace: {
        description: 'Namespace the worker asks for; accepted and ignored by svc.',
        type: ['string', 'null'],
      },
      telemetry: {
        description: 'SDK facts for diagnostics.',
        type: 'object',
        properties: {
          language: { description: 'Locale of the worker process.', type: 'string' },
          project_name: { description: 'Project the worker belongs to.', type: 'string' },
          framework: {
            description: 'SDK family, e.g. `iii-node`, `iii-py`, `svc-node`, `svc-py`.',
            type: 'string',
          },
        },
        additionalProperties: true,
      },
      _caller_worker_id: {
        description: 'Injected by the engine: id of the connection that made the call.',
        type: 'string',
      },
    },
    additionalProperties: true,
    examples: [
      {
        runtime: 'node',
        version: '0.22.1',
        name: 'probe-a',
        os: 'linux 6.18.44 (x64)',
        pid: 27775,
        isolation: null,
        telemetry: { language: 'en-US', project_name: 'iiiprobe', framework: 'iii-node' },
      },
      { runtime: 'python', version: '0.1.0', name: 'billing', pid: 9, namespace: null },
    ],
  },
  'manifest/worker-manifest.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'manifest/worker-manifest.schema.json',
    title: 'WorkerManifest',
    description:
      "A worker's `svc.worker.yaml`: how the engine's supervisor installs and starts a worker found at a path. The engine runs `scripts.install` once (again with `--force`), then `scripts.start` with `SVC_URL` set, restarting it with backoff when it exits.",
    type: 'object',
    required: ['name', 'runtime', 'scripts'],
    properties: {
      name: {
        description: 'Worker name: lower-case letters, digits, `-` and `_`, starting with a letter or digit.',
        type: 'string',
        pattern: '^[a-z0-9][a-z0-9_-]{0,63}$',
      },
      description: { description: 'What the worker does.', type: 'string' },
      runtime: {
        description: 'What the worker runs on.',
        type: 'object',
        required: ['kind'],
        properties: {
          kind: { description: 'Language runtime.', enum: ['node', 'python'] },
          package_manager: {
            description: "Tool that installs the worker's dependencies.",
            enum: ['npm', 'pnpm', 'yarn', 'pip', 'uv', 'poetry'],
          },
          entry: {
            description: 'Entry file, relative to the manifest, e.g. `src/worker.ts` or `worker.py`.',
            type: 'string',
            minLength: 1,
          },
        },
        additionalProperties: false,
      },
      scripts: {
        description: "Shell commands run in the worker's folder.",
        type: 'object',
        required: ['start'],
        properties: {
          install: {
            description: "Installs dependencies; its output is kept in the worker's install log.",
            type: 'string',
          },
          start: {
            description: 'Starts the worker; it must connect to the engine at `SVC_URL`.',
            type: 'string',
            minLength: 1,
          },
        },
        additionalProperties: false,
      },
      env: {
        description: 'Extra environment variables for both scripts.',
        type: 'object',
        additionalProperties: { type: 'string' },
      },
    },
    additionalProperties: false,
    examples: [
      {
        name: 'billing',
        runtime: { kind: 'node', package_manager: 'npm', entry: 'src/worker.ts' },
        scripts: { install: 'npm install', start: 'node src/worker.ts' },
      },
      {
        name: 'scorer',
        runtime: { kind: 'python', package_manager: 'pip', entry: 'worker.py' },
        scripts: {
          install: 'python3 -m venv .venv && .venv/bin/pip install -r requirements.txt',
          start: '.venv/bin/python worker.py',
        },
      },
    ],
  },
  'manifest/worker-status.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'manifest/worker-status.schema.json',
    title: 'WorkerStatus',
    description:
      "`.svc/status.json` in a path worker's folder: what the engine's supervisor is doing with the worker, rewritten whole on every change. `svc worker add` follows it and `svc worker list` shows its `state`; the engine writes it and nobody else does.",
    type: 'object',
    required: ['name', 'state', 'restarts', 'install_log', 'log', 'engine_pid', 'updated_at'],
    properties: {
      name: { description: "The worker's name in the engine config.", type: 'string' },
      state: {
        description:
          '`installing` while `scripts.install` runs; `install_failed` when it failed (the worker is not started until the config is saved again); `running` once `scripts.start` runs; `restarting` while waiting to start it again after it exited; `manifest_invalid` when `svc.worker.yaml` could not be read; `stopped` once the engine stopped supervising it.',
        enum: ['installing', 'install_failed', 'running', 'restarting', 'manifest_invalid', 'stopped'],
      },
      restarts: {
        description: 'Times the worker was started again after exiting, since supervision began.',
        type: 'integer',
        minimum: 0,
      },
      install_log: {
        description: "Path of the install script's output, `.svc/install.log`.",
        type: 'string',
      },
      log: { description: "Path of the worker's output, `.svc/worker.log`.", type: 'string' },
      engine_pid: { description: 'Process id of the engine that supervises the worker.', type: 'integer' },
      updated_at: { description: 'When the file was written.', type: 'string', format: 'date-time' },
      pid: {
        description:
          "With `running`: process id of the start script, the leader of the worker's process group.",
        type: 'integer',
      },
      exit: {
        description:
          "With `restarting` and `install_failed`: the script's exit code, or the name of the signal that ended it.",
        type: ['integer', 'string'],
      },
      restart_in_ms: {
        description: 'With `restarting`: how long until the next start, in milliseconds.',
        type: 'integer',
        minimum: 0,
      },
      error: {
        description:
          'With `manifest_invalid`: what is wrong with `svc.worker.yaml`, with its file, line and field.',
        type: 'string',
      },
      replicas: {
        description:
          'With `running` and `restarting`, for a worker whose config entry asks for more than one copy (`replicas`): each copy, in start order. The top-level `state` is `running` while at least one copy runs, and `restarts` counts the restarts of all copies.',
        type: 'array',
        items: {
          type: 'object',
          required: ['state', 'restarts'],
          properties: {
            state: {
              description: '`running` or `restarting`, as for the worker.',
              enum: ['running', 'restarting'],
            },
            pid: { description: "With `running`: process id of this copy's start script.", type: 'integer' },
            restarts: {
              description: 'Times this copy was started again after exiting.',
              type: 'integer',
              minimum: 0,
            },
          },
          additionalProperties: false,
        },
      },
    },
    additionalProperties: true,
    examples: [
      {
        name: 'scorer',
        state: 'running',
        restarts: 0,
        install_log: '/srv/app/workers/scorer/.svc/install.log',
        log: '/srv/app/workers/scorer/.svc/worker.log',
        engine_pid: 4100,
        updated_at: '2026-11-21T10:00:00.004Z',
        pid: 4242,
      },
      {
        name: 'scorer',
        state: 'running',
        restarts: 1,
        install_log: '/srv/app/workers/scorer/.svc/install.log',
        log: '/srv/app/workers/scorer/.svc/worker.log',
        engine_pid: 4100,
        updated_at: '2026-11-21T10:00:00.004Z',
        pid: 4242,
        replicas: [
          { state: 'running', pid: 4242, restarts: 0 },
          { state: 'restarting', restarts: 1 },
        ],
      },
      {
        name: 'scorer',
        state: 'restarting',
        restarts: 3,
        install_log: '/srv/app/workers/scorer/.svc/install.log',
        log: '/srv/app/workers/scorer/.svc/worker.log',
        engine_pid: 4100,
        updated_at: '2026-11-21T10:00:05.120Z',
        exit: 'SIGKILL',
        restart_in_ms: 4000,
      },
      {
        name: 'scorer',
        state: 'install_failed',
        restarts: 0,
        install_log: '/srv/app/workers/scorer/.svc/install.log',
        log: '/srv/app/workers/scorer/.svc/worker.log',
        engine_pid: 4100,
        updated_at: '2026-11-21T09:59:58.000Z',
        exit: 7,
      },
      {
        name: 'scorer',
        state: 'manifest_invalid',
        restarts: 0,
        install_log: '/srv/app/workers/scorer/.svc/install.log',
        log: '/srv/app/workers/scorer/.svc/worker.log',
        engine_pid: 4100,
        updated_at: '2026-11-21T09:59:58.000Z',
        error:
          'svc.worker.yaml:3:9: runtime.kind: must be equal to one of the allowed values: "node", "python"',
      },
    ],
  },
  'sdk/register-function-options.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'sdk/register-function-options.schema.json',
    title: 'RegisterFunctionOptions',
    description:
      "Options of an SDK's `register_function` (`registerFunction`): the fields of the `registerfunction` message the caller chooses, sent as they are.",
    type: 'object',
    properties: {
      description: {
        description: 'What the function does, shown in listings.',
        $ref: '../wire/register-function.schema.json#/properties/description',
      },
      request_format: {
        description: 'Shape of the payload the function accepts, usually a JSON Schema.',
        $ref: '../wire/register-function.schema.json#/properties/request_format',
      },
      response_format: {
        description: 'Shape of the result the function returns, usually a JSON Schema.',
        $ref: '../wire/register-function.schema.json#/properties/response_format',
      },
      metadata: {
        description: 'Free-form metadata; `internal: true` hides the function from default listings.',
        $ref: '../wire/register-function.schema.json#/properties/metadata',
      },
      timeout_ms: {
        description:
          "The engine's deadline for one invocation of this function, in milliseconds (an svc extension).",
        $ref: '../wire/register-function.schema.json#/properties/timeout_ms',
      },
    },
    additionalProperties: false,
    examples: [
      {},
      {
        description: 'Add two numbers',
        request_format: { type: 'object' },
        metadata: { internal: true },
        timeout_ms: 5000,
      },
    ],
  },
  'sdk/trigger-input.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'sdk/trigger-input.schema.json',
    title: 'TriggerInput',
    description:
      "What an SDK's `register_trigger` (`registerTrigger`) binds: a trigger of `type` that invokes `function_id`. The SDK adds the binding's id and sends it as `registertrigger`, with `type` as `trigger_type`.",
    type: 'object',
    required: ['type', 'function_id'],
    properties: {
      type: {
        description:
          'Trigger type id: `http`, `cron`, `state`, `stream`, `subscribe`, or a worker-provided type.',
        $ref: '../wire/register-trigger.schema.json#/properties/trigger_type',
      },
      function_id: {
        description: 'Function the trigger invokes; it need not exist yet.',
        $ref: '../wire/register-trigger.schema.json#/properties/function_id',
      },
      config: {
        description: 'Configuration whose shape the trigger type defines; `{}` when left out.',
        $ref: '../wire/register-trigger.schema.json#/properties/config',
      },
      metadata: {
        description: 'Handed to the function as its `metadata` on every fire.',
        $ref: '../wire/register-trigger.schema.json#/properties/metadata',
      },
    },
    additionalProperties: false,
    examples: [
      { type: 'http', function_id: 'math::add', config: { api_path: '/math/add', http_method: 'POST' } },
      { type: 'cron', function_id: 'jobs::tick', metadata: { owner: 'ops' } },
    ],
  },
  'sdk/trigger-instance.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'sdk/trigger-instance.schema.json',
    title: 'TriggerInstance',
    description:
      "One binding of a trigger type the worker provides, as an SDK hands it to the type's handler: the `registertrigger` the engine forwarded, without its message tag.",
    type: 'object',
    required: ['id', 'trigger_type', 'function_id', 'config'],
    properties: {
      id: { description: "The binding's id.", $ref: '../wire/register-trigger.schema.json#/properties/id' },
      trigger_type: {
        description: 'The trigger type id.',
        $ref: '../wire/register-trigger.schema.json#/properties/trigger_type',
      },
      function_id: {
        description: 'Function the binding invokes (empty in an unregister the SDK never saw registered).',
        type: 'string',
      },
      config: {
        description:
          "The binding's configuration: `{}` when the engine sent none; null in an unregister the SDK never saw registered.",
        $ref: '../wire/register-trigger.schema.json#/properties/config',
      },
      metadata: {
        description: "The binding's metadata, when it has some.",
        $ref: '../wire/register-trigger.schema.json#/properties/metadata',
      },
    },
    additionalProperties: false,
    examples: [
      {
        id: 't-1',
        trigger_type: 'webhook',
        function_id: 'orders::on_hook',
        config: { path: '/x' },
        metadata: { m: 1 },
      },
      { id: 't-2', trigger_type: 'webhook', function_id: '', config: null },
    ],
  },
  'sdk/trigger-request.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'sdk/trigger-request.schema.json',
    title: 'TriggerRequest',
    description: "A call made with an SDK's `trigger()`: sent as `invokefunction`, with `payload` as `data`.",
    type: 'object',
    required: ['function_id'],
    properties: {
      function_id: {
        description: 'Function to invoke.',
        $ref: '../wire/invoke-function.schema.json#/properties/function_id',
      },
      payload: {
        description: 'The payload, any JSON value; sent as `null` when left out.',
        $ref: '../wire/invoke-function.schema.json#/properties/data',
      },
      action: {
        description:
          '`{"type": "void"}` returns at once and gets nothing back; `{"type": "enqueue", "queue": …}` hands the call to a queue and returns the engine\'s receipt; absent means request/response.',
        $ref: '../wire/invoke-function.schema.json#/properties/action',
      },
      timeout_ms: {
        description:
          'Deadline of this call in milliseconds, sent to the engine as `timeout_ms`. The SDK gives up by itself shortly after it, in case the engine keeps no deadlines.',
        $ref: '../wire/invoke-function.schema.json#/properties/timeout_ms',
      },
      metadata: {
        description: 'Handed to the target handler as its `metadata`.',
        $ref: '../wire/invoke-function.schema.json#/properties/metadata',
      },
      traceparent: {
        description: "W3C trace context to pass on (e.g. the handler's own `context.traceparent`).",
        $ref: '../wire/invoke-function.schema.json#/properties/traceparent',
      },
      baggage: {
        description: 'W3C baggage to pass on.',
        $ref: '../wire/invoke-function.schema.json#/properties/baggage',
      },
    },
    additionalProperties: false,
    examples: [
      { function_id: 'math::add', payload: { a: 2, b: 3 } },
      {
        function_id: 'jobs::record',
        payload: [1],
        action: { type: 'void' },
        timeout_ms: 2000,
        metadata: { m: 1 },
      },
    ],
  },
  'sdk/trigger-type-definition.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'sdk/trigger-type-definition.schema.json',
    title: 'TriggerTypeDefinition',
    description:
      "What an SDK's `register_trigger_type` (`registerTriggerType`) declares, sent as it is on `registertriggertype`.",
    type: 'object',
    required: ['id'],
    properties: {
      id: {
        description: 'Trigger type id, e.g. `webhook`.',
        $ref: '../wire/register-trigger-type.schema.json#/properties/id',
      },
      description: {
        description: 'What fires the trigger; sent as `""` when left out.',
        $ref: '../wire/register-trigger-type.schema.json#/properties/description',
      },
      trigger_request_format: {
        description: "JSON Schema of a binding's `config`.",
        $ref: '../wire/register-trigger-type.schema.json#/properties/trigger_request_format',
      },
      call_request_format: {
        description: 'JSON Schema of the payload handlers receive.',
        $ref: '../wire/register-trigger-type.schema.json#/properties/call_request_format',
      },
    },
    additionalProperties: false,
    examples: [
      { id: 'webhook' },
      {
        id: 'webhook',
        description: 'Fires on a webhook',
        trigger_request_format: { type: 'object', required: ['path'] },
      },
    ],
  },
  'stream-wire/client-message.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'stream-wire/client-message.schema.json',
    title: 'StreamClientMessage',
    description:
      "A frame a client sends on svc-stream's socket (port 3112, path `/`): join or leave a group, or one item of it. Every field of `data` but `id` is required; a frame that fails this schema gets `stream-wire/error-frame`, never silence.",
    type: 'object',
    required: ['type', 'data'],
    properties: {
      type: {
        description:
          '`join` starts a subscription (the server answers `sync` or `unauthorized`); `leave` ends one.',
        enum: ['join', 'leave'],
      },
      data: {
        title: 'StreamSubscription',
        description: 'The subscription.',
        type: 'object',
        required: ['subscriptionId', 'streamName', 'groupId'],
        properties: {
          subscriptionId: {
            description:
              "The client's id for the subscription, unique on its socket; a second join with it replaces the first.",
            type: 'string',
            minLength: 1,
          },
          streamName: { description: 'Stream to follow.', type: 'string', minLength: 1 },
          groupId: { description: 'Group of the stream to follow.', type: 'string', minLength: 1 },
          id: { description: 'Only this item of the group.', type: 'string', minLength: 1 },
        },
        additionalProperties: true,
      },
    },
    additionalProperties: true,
    examples: [
      { type: 'join', data: { subscriptionId: 's1', streamName: 'todo', groupId: 'inbox' } },
      { type: 'leave', data: { subscriptionId: 's1', streamName: 'todo', groupId: 'inbox', id: 't1' } },
    ],
  },
  'stream-wire/error-frame.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'stream-wire/error-frame.schema.json',
    title: 'StreamErrorFrame',
    description:
      "What svc-stream's socket answers a frame it cannot act on (not JSON, failing `stream-wire/client-message`, too many subscriptions). The socket stays open.",
    type: 'object',
    required: ['type', 'error'],
    properties: {
      type: { description: 'Always `error`.', const: 'error' },
      subscriptionId: { description: 'The subscription the frame named, when it named one.', type: 'string' },
      error: {
        title: 'StreamError',
        description: 'What was wrong.',
        type: 'object',
        required: ['code', 'message'],
        properties: {
          code: {
            description: '`invalid_message` or `too_many_subscriptions` (docs/errors.md).',
            type: 'string',
          },
          message: {
            description: "The reason, naming the field (e.g. `/data must have required property 'groupId'`).",
            type: 'string',
          },
        },
        additionalProperties: true,
      },
    },
    additionalProperties: true,
    examples: [
      {
        type: 'error',
        error: { code: 'invalid_message', message: "/data must have required property 'groupId'" },
      },
    ],
  },
  'stream-wire/live-invocations.schema.json': {
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
  },
  'stream-wire/live-queues.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'stream-wire/live-queues.schema.json',
    title: 'LiveQueueStats',
    description:
      '`data` of the `stats` events of `svc:live` group `queues`: the counts of every queue topic, sent once per `live_interval_ms` while any of them changes.',
    type: 'object',
    required: ['topics'],
    properties: {
      topics: {
        description:
          'One entry per named queue, subscribed topic or topic holding messages, by name (at most 500).',
        type: 'array',
        items: {
          title: 'LiveQueueTopic',
          description: 'The counts of one topic, as `engine::queue::topic_stats` reads them.',
          type: 'object',
          required: ['name', 'depth', 'in_flight', 'done', 'failed', 'dlq_depth'],
          properties: {
            name: { description: 'The topic or named queue.', type: 'string' },
            broker_type: {
              description: 'The adapter keeping it (`in_memory`, `file_based`, `redis`).',
              type: 'string',
            },
            subscriber_count: { description: 'Functions bound to the topic.', type: 'integer', minimum: 0 },
            depth: {
              description: 'Messages waiting, delayed or waiting for a retry.',
              type: 'integer',
              minimum: 0,
            },
            in_flight: { description: 'Messages being delivered now.', type: 'integer', minimum: 0 },
            done: {
              description: 'Deliveries that succeeded since the engine started.',
              type: 'integer',
              minimum: 0,
            },
            failed: {
              description: 'Attempts that failed since the engine started (each retry counts).',
              type: 'integer',
              minimum: 0,
            },
            dlq_depth: {
              description: "Messages in the topic's dead-letter queue.",
              type: 'integer',
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
        topics: [
          {
            name: 'orders',
            broker_type: 'in_memory',
            subscriber_count: 1,
            depth: 3,
            in_flight: 1,
            done: 120,
            failed: 4,
            dlq_depth: 1,
          },
        ],
      },
    ],
  },
  'stream-wire/live-registry.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'stream-wire/live-registry.schema.json',
    title: 'LiveRegistryChanges',
    description:
      '`data` of the `changes` events of `svc:live` group `registry`: what was added and removed since the last frame (at most one frame per `live_interval_ms`). A client lists once on (re)connect, then applies these.',
    type: 'object',
    required: ['functions', 'triggers', 'workers'],
    properties: {
      functions: {
        title: 'LiveFunctionDelta',
        description: 'Function ids added and removed.',
        type: 'object',
        required: ['added', 'removed'],
        properties: {
          added: { description: 'Ids added.', type: 'array', items: { type: 'string' } },
          removed: { description: 'Ids removed.', type: 'array', items: { type: 'string' } },
        },
        additionalProperties: true,
      },
      triggers: {
        title: 'LiveTriggerDelta',
        description: 'Trigger binding ids added and removed.',
        type: 'object',
        required: ['added', 'removed'],
        properties: {
          added: { description: 'Ids added.', type: 'array', items: { type: 'string' } },
          removed: { description: 'Ids removed.', type: 'array', items: { type: 'string' } },
        },
        additionalProperties: true,
      },
      workers: {
        title: 'LiveWorkerDelta',
        description: 'Worker ids connected and gone.',
        type: 'object',
        required: ['added', 'removed'],
        properties: {
          added: { description: 'Ids added.', type: 'array', items: { type: 'string' } },
          removed: { description: 'Ids removed.', type: 'array', items: { type: 'string' } },
        },
        additionalProperties: true,
      },
    },
    additionalProperties: true,
    examples: [
      {
        functions: { added: ['math::add'], removed: [] },
        triggers: { added: [], removed: [] },
        workers: { added: ['w1'], removed: [] },
      },
    ],
  },
  'stream-wire/live-states.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'stream-wire/live-states.schema.json',
    title: 'LiveStateChanges',
    description:
      '`data` of the `changes` events of `svc:live` group `states`: state entries created, updated or deleted since the last frame (at most one frame per `live_interval_ms`), the last change of each entry only. A client reads once, then applies these; when `dropped` is above 0 it reads again.',
    type: 'object',
    required: ['changes', 'dropped'],
    properties: {
      changes: {
        description: 'The entries that changed, at most 500 per frame, each with its last change.',
        type: 'array',
        items: {
          title: 'LiveStateChange',
          description: 'The last change of one entry in the window.',
          type: 'object',
          required: ['scope', 'key', 'event_type'],
          properties: {
            scope: { description: 'Scope (group) of the entry.', type: 'string' },
            key: { description: 'Key of the entry.', type: 'string' },
            event_type: {
              description: 'What its last change was, as in `contracts/state-event`.',
              enum: ['state:created', 'state:updated', 'state:deleted'],
            },
            value: {
              description:
                "The entry's value after the change; absent after a delete and when `value_omitted`.",
              $ref: '../common/json-value.schema.json',
            },
            value_omitted: {
              description:
                'True when the value is too large for the feed (over 4096 characters of JSON): read it with `state::get`.',
              type: 'boolean',
            },
          },
          additionalProperties: true,
        },
      },
      dropped: {
        description:
          'Further entries that changed in the window but did not fit in `changes`; read the scope again when above 0.',
        type: 'integer',
        minimum: 0,
      },
    },
    additionalProperties: true,
    examples: [
      {
        changes: [
          { scope: 'users', key: 'u1', event_type: 'state:updated', value: { n: 2 } },
          { scope: 'users', key: 'u2', event_type: 'state:deleted' },
        ],
        dropped: 0,
      },
    ],
  },
  'stream-wire/live-streams.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'stream-wire/live-streams.schema.json',
    title: 'LiveStreamStats',
    description:
      "`data` of the `stats` events of `svc:live` group `streams`: this socket server's traffic, sent once per `live_interval_ms` while it changes.",
    type: 'object',
    required: ['sockets', 'subscriptions', 'total', 'inbound', 'outbound', 'buffered_bytes', 'dropped'],
    properties: {
      sockets: { description: 'Client sockets open now.', type: 'integer', minimum: 0 },
      subscriptions: { description: 'Subscriptions held now.', type: 'integer', minimum: 0 },
      total: {
        description: 'Frames received and sent since the engine started: `inbound` + `outbound`.',
        type: 'integer',
        minimum: 0,
      },
      inbound: {
        description: 'Frames received from clients since the engine started.',
        type: 'integer',
        minimum: 0,
      },
      outbound: {
        description: 'Frames sent to clients since the engine started.',
        type: 'integer',
        minimum: 0,
      },
      buffered_bytes: {
        description: 'Bytes waiting to be written to all sockets now.',
        type: 'integer',
        minimum: 0,
      },
      dropped: {
        description: 'Sockets closed because they could not keep up (4010), since the engine started.',
        type: 'integer',
        minimum: 0,
      },
    },
    additionalProperties: true,
    examples: [
      { sockets: 2, subscriptions: 3, total: 130, inbound: 10, outbound: 120, buffered_bytes: 0, dropped: 0 },
    ],
  },
  'triggers/cron.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'triggers/cron.schema.json',
    title: 'CronTriggerConfig',
    description:
      'Config of a `cron` trigger: invoke `function_id` on a schedule. The handler receives contracts/cron-event. Unknown keys are ignored.',
    type: 'object',
    required: ['expression'],
    properties: {
      expression: {
        description:
          'Cron expression with seconds first: 6 fields (`sec min hour dom mon dow`) or 7 with a trailing year, evaluated in UTC unless `timezone` is given.',
        type: 'string',
        minLength: 1,
      },
      timezone: {
        description: 'IANA time zone the expression is read in (`Europe/Paris`); UTC when absent.',
        type: 'string',
        minLength: 1,
      },
      overlap: {
        description:
          "`skip` (default): a tick due while the job's previous run is still going is skipped, logged and counted; `allow`: it runs anyway.",
        enum: ['skip', 'allow'],
        default: 'skip',
      },
      catch_up: {
        description:
          'When the job was not running at its last due tick (the engine was down, or the binding away), `true` fires that one tick once when the job is bound again; `false` (default) does not replay it.',
        type: 'boolean',
        default: false,
      },
      condition_function_id: {
        description:
          'Function called with the cron payload first; a result of exactly `false` skips this tick.',
        $ref: '../common/function-id.schema.json',
      },
    },
    additionalProperties: true,
    examples: [
      { expression: '*/15 * * * * *' },
      { expression: '0 0 3 * * Mon *', condition_function_id: 'jobs::enabled' },
      { expression: '0 30 9 * * *', timezone: 'Europe/Paris', overlap: 'allow', catch_up: true },
    ],
  },
  'triggers/event.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'triggers/event.schema.json',
    title: 'EventTriggerConfig',
    description:
      'Config of an `event` trigger (also accepted under the type name `subscribe`): invoke `function_id`, fire and forget, with the data of every event published to `topic`. The handler receives contracts/event-payload. One of `topic`, `event` or `name` must name the topic; a binding with none is refused when it is registered. Unknown keys are ignored.',
    type: 'object',
    properties: {
      topic: {
        description: 'Topic to subscribe to; empty topics are refused.',
        type: 'string',
        minLength: 1,
      },
      event: {
        description:
          'Another name for `topic` (an event name, as in `state:updated`); used when `topic` is absent.',
        type: 'string',
        minLength: 1,
      },
      name: {
        description: 'Another name for `topic`; used when `topic` and `event` are absent.',
        type: 'string',
        minLength: 1,
      },
      condition_function_id: {
        description:
          "Function called with the event's data first; a result of exactly `false` skips this delivery.",
        $ref: '../common/function-id.schema.json',
      },
    },
    additionalProperties: true,
    examples: [
      { topic: 'user.signed_up' },
      { event: 'state:updated', condition_function_id: 'users::is_admin' },
    ],
  },
  'triggers/http.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'triggers/http.schema.json',
    title: 'HttpTriggerConfig',
    description:
      'Config of an `http` trigger: serve `function_id` at a method and path of the engine HTTP API. The handler receives contracts/http-request and returns contracts/http-response. Unknown keys are ignored.',
    type: 'object',
    required: ['api_path'],
    properties: {
      api_path: {
        description:
          'Route path. Parameters are written `:name` or `{name}`; a leading `/` is optional. Paths beginning with `/_` are reserved for the engine.',
        type: 'string',
        minLength: 1,
      },
      http_method: {
        description: 'HTTP method, `GET` when absent; matched case-insensitively.',
        type: 'string',
        pattern:
          '^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Pp][Aa][Tt][Cc][Hh]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$',
      },
      condition_function_id: {
        description:
          'Function called with the request payload first; a result of exactly `false` answers 422 with `skipped: true` instead of running the handler.',
        $ref: '../common/function-id.schema.json',
      },
      middleware_function_ids: {
        description: 'Functions run before the handler, in order.',
        type: 'array',
        items: { $ref: '../common/function-id.schema.json' },
      },
      auth_function_id: {
        description:
          'svc addition: function called with contracts/http-auth-request before the middleware, condition and handler; it returns contracts/http-auth-result. A refusal is answered 401 or 403 without calling the handler; a failure, a timeout or a result that is not contracts/http-auth-result is answered 503 `AUTH_UNAVAILABLE`.',
        $ref: '../common/function-id.schema.json',
      },
      auth_include_body: {
        description:
          'svc addition: give the auth function the request body (`body`, `raw_body`); it is then called once the body is in. Without it the auth function runs before the body is read, so a refused client sends none.',
        type: 'boolean',
      },
      stream_body: {
        description:
          'svc addition: hand the request body to the handler as a channel (`request_body`, a reader) instead of `body`/`raw_body`, with no JSON body limit, and offer a `response` channel (a writer) to stream the answer: text frames `{"type":"set_status","status_code":n}` and `{"type":"set_headers","headers":{…}}`, then binary body chunks, then close. Needs svc-channels.',
        type: 'boolean',
      },
      body_limit_bytes: {
        description:
          'svc addition: with `stream_body`, the largest request body this route takes (default 1 GiB); past it the body channel is closed with 1009 and the request answered 413 if no answer was sent yet.',
        type: 'integer',
        minimum: 0,
      },
    },
    additionalProperties: true,
    examples: [
      { api_path: '/math/add', http_method: 'POST' },
      { api_path: 'users/:id' },
      { api_path: '/orders/{order_id}', http_method: 'get', condition_function_id: 'orders::allowed' },
      {
        api_path: '/uploads',
        http_method: 'POST',
        stream_body: true,
        body_limit_bytes: 1073741824,
        auth_function_id: 'auth::check',
      },
    ],
  },
  'triggers/log.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'triggers/log.schema.json',
    title: 'LogTriggerConfig',
    description:
      'Config of a `log` trigger: invoke `function_id` with each stored log record (contracts/observability/stored-log) that passes the filters. Unknown keys are ignored.',
    type: 'object',
    properties: {
      level: {
        description: 'Minimum severity text: `trace`, `debug`, `info`, `warn`, `error` or `fatal`.',
        type: 'string',
      },
      severity_min: {
        description: 'Minimum OTel severity number.',
        type: 'integer',
        minimum: 1,
        maximum: 24,
      },
      service_name: { description: 'Only records of this service (exact).', type: 'string' },
    },
    additionalProperties: true,
    examples: [{}, { level: 'warn' }],
  },
  'triggers/queue.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'triggers/queue.schema.json',
    title: 'QueueTriggerConfig',
    description:
      'Config of a `queue` trigger (also accepted under the type name `durable:subscriber`): consume messages published to `topic`, each delivered at least once with retries. The handler receives the published data. Unknown keys are ignored.',
    type: 'object',
    required: ['topic'],
    properties: {
      topic: { description: 'Topic whose messages this trigger consumes.', type: 'string', minLength: 1 },
      queue_config: {
        description: 'How messages are delivered to the function.',
        type: 'object',
        properties: {
          type: {
            description: '`standard` (parallel, unordered) or `fifo` (one at a time, in order).',
            enum: ['standard', 'fifo'],
          },
          maxRetries: {
            description: 'Attempts after the first before a message goes to the dead-letter queue.',
            type: 'integer',
            minimum: 0,
          },
          concurrency: { description: 'Messages handled at once.', type: 'integer', minimum: 1 },
          visibilityTimeout: {
            description: 'Seconds a taken message stays hidden before it is delivered again.',
            type: 'number',
            minimum: 0,
          },
          delaySeconds: {
            description: 'Seconds before a new message becomes visible.',
            type: 'number',
            minimum: 0,
          },
          backoffType: { description: 'How the wait between retries grows.', enum: ['fixed', 'exponential'] },
          backoffDelayMs: {
            description: 'Base wait between retries, in milliseconds.',
            type: 'integer',
            minimum: 0,
          },
          maxPriority: {
            description: 'Highest message priority the queue distinguishes.',
            type: 'integer',
            minimum: 0,
          },
        },
        additionalProperties: true,
      },
      condition_function_id: {
        description:
          'Function called with the message first; a result of exactly `false` acknowledges the message without running the handler.',
        $ref: '../common/function-id.schema.json',
      },
    },
    additionalProperties: true,
    examples: [
      { topic: 'orders.created' },
      { topic: 'emails', queue_config: { type: 'fifo', maxRetries: 3, concurrency: 1 } },
    ],
  },
  'triggers/state.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'triggers/state.schema.json',
    title: 'StateTriggerConfig',
    description:
      'Config of a `state` trigger: invoke `function_id` after a state entry changes and the change is durable. Absent filters match everything. The handler receives contracts/state-event. Unknown keys are ignored.',
    type: 'object',
    properties: {
      scope: { description: 'Only changes in this scope.', type: 'string' },
      key: { description: 'Only changes of this key.', type: 'string' },
      event_types: {
        description: 'Only these kinds of change.',
        type: 'array',
        items: { enum: ['state:created', 'state:updated', 'state:deleted'] },
        minItems: 1,
      },
      condition_function_id: {
        description:
          'Function called with the change payload first; a result of exactly `false` skips the handler.',
        $ref: '../common/function-id.schema.json',
      },
    },
    additionalProperties: true,
    examples: [{}, { scope: 'users' }, { scope: 'users', key: 'u1', event_types: ['state:updated'] }],
  },
  'triggers/stream-join.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'triggers/stream-join.schema.json',
    title: 'StreamJoinTriggerConfig',
    description:
      'Config of a `stream:join` or `stream:leave` trigger: invoke `function_id` when a client joins or leaves a subscription (contracts/stream/join-event). A join handler answering `{unauthorized: true}` refuses the join. Unknown keys are ignored.',
    type: 'object',
    properties: {
      stream_name: { description: 'Only this stream; every stream when absent.', type: 'string' },
      condition_function_id: {
        description: 'Function called with the payload first; a result of exactly `false` skips the handler.',
        $ref: '../common/function-id.schema.json',
      },
    },
    additionalProperties: true,
    examples: [{}, { stream_name: 'todo' }],
  },
  'triggers/stream.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'triggers/stream.schema.json',
    title: 'StreamTriggerConfig',
    description:
      'Config of a `stream` trigger: invoke `function_id` when an item of `stream_name` is created, updated, deleted or sent an event. The handler receives contracts/stream-event. Unknown keys are ignored.',
    type: 'object',
    required: ['stream_name'],
    properties: {
      stream_name: { description: 'Stream to watch.', type: 'string', minLength: 1 },
      group_id: { description: 'Only this group of the stream.', type: 'string' },
      item_id: { description: 'Only this item.', type: 'string' },
      condition_function_id: {
        description:
          'Function called with the change payload first; a result of exactly `false` skips the handler.',
        $ref: '../common/function-id.schema.json',
      },
    },
    additionalProperties: true,
    examples: [{ stream_name: 'todo' }, { stream_name: 'todo', group_id: 'inbox', item_id: 't1' }],
  },
  'triggers/trace.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'triggers/trace.schema.json',
    title: 'TraceTriggerConfig',
    description:
      'Config of a `trace` trigger: invoke `function_id` with contracts/observability/trace-event every 300 ms while new spans arrive. Unknown keys are ignored.',
    type: 'object',
    properties: {
      service_name: {
        description: 'Only traces with a span of this service (case-insensitive substring).',
        type: 'string',
      },
      status: { description: 'Only spans with this status (`ok`, `error`, `unset`).', type: 'string' },
    },
    additionalProperties: true,
    examples: [{}, { status: 'error' }],
  },
  'wire/cancel-invocation.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/cancel-invocation.schema.json',
    title: 'CancelInvocation',
    description:
      "svc extension, engine to worker: stop working on `invocation_id`; its caller has already been answered (deadline passed, caller gone, engine shutting down) and any later result is dropped. svc-sdk aborts the handler's AbortSignal; SDKs that do not know this message ignore it.",
    type: 'object',
    required: ['type', 'invocation_id'],
    properties: {
      type: { description: 'Message tag.', const: 'cancelinvocation' },
      invocation_id: { description: 'Invocation to stop.', type: 'string' },
      function_id: { description: 'Function the invocation runs.', type: 'string' },
      reason: {
        description: 'Why it was cancelled, e.g. code `timeout` or `invocation_stopped`.',
        $ref: '../common/error-body.schema.json',
      },
    },
    additionalProperties: true,
    examples: [
      {
        type: 'cancelinvocation',
        invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
        function_id: 'math::slow',
        reason: { code: 'timeout', message: 'Invocation of math::slow timed out after 30000 ms' },
      },
    ],
  },
  'wire/error-frame.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/error-frame.schema.json',
    title: 'ErrorFrame',
    description:
      'Engine to worker: a connection-level error, e.g. a refused authentication, sent just before the engine closes the connection.',
    type: 'object',
    required: ['type', 'error'],
    properties: {
      type: { description: 'Message tag.', const: 'error' },
      error: { description: 'What went wrong.', $ref: '../common/error-body.schema.json' },
    },
    additionalProperties: true,
    examples: [{ type: 'error', error: { code: 'AUTH_ERROR', message: 'authentication failed' } }],
  },
  'wire/inbound-message.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/inbound-message.schema.json',
    title: 'InboundMessage',
    description:
      'Any frame a worker may send the engine on the worker socket, told apart by `type`. The engine drops a frame with an unknown `type` and ignores unknown fields.',
    type: 'object',
    required: ['type'],
    properties: { type: { description: 'Message tag; selects the message schema.', type: 'string' } },
    additionalProperties: true,
    discriminator: { propertyName: 'type' },
    oneOf: [
      { $ref: 'register-function.schema.json' },
      { $ref: 'unregister-function.schema.json' },
      { $ref: 'register-trigger.schema.json' },
      { $ref: 'unregister-trigger.schema.json' },
      { $ref: 'trigger-registration-result.schema.json' },
      { $ref: 'register-trigger-type.schema.json' },
      { $ref: 'unregister-trigger-type.schema.json' },
      { $ref: 'register-service.schema.json' },
      { $ref: 'invoke-function.schema.json' },
      { $ref: 'invocation-result.schema.json' },
      { $ref: 'reattach.schema.json' },
      { $ref: 'ping.schema.json' },
      { $ref: 'pong.schema.json' },
    ],
    examples: [
      { type: 'registerfunction', id: 'math::add' },
      { type: 'invokefunction', function_id: 'math::add', data: { a: 1 } },
      { type: 'ping' },
    ],
  },
  'wire/invocation-result.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/invocation-result.schema.json',
    title: 'InvocationResult',
    description:
      "The outcome of one invocation. Worker to engine: the handler's result or error. Engine to worker: forwarded unchanged to the caller. `error` present means failure; otherwise `result` (absent when the handler returned nothing).",
    type: 'object',
    required: ['type', 'invocation_id', 'function_id'],
    properties: {
      type: { description: 'Message tag.', const: 'invocationresult' },
      invocation_id: { description: 'Id of the invocation this result completes.', type: 'string' },
      function_id: { description: 'Function that ran (the one the caller asked for).', type: 'string' },
      result: {
        description: "The handler's return value; absent or null means no result.",
        $ref: '../common/json-value.schema.json',
      },
      error: { description: 'Present when the invocation failed.', $ref: '../common/error-body.schema.json' },
      traceparent: {
        description: 'Trace context of the handler.',
        $ref: '../common/traceparent.schema.json',
      },
      baggage: { description: 'Baggage of the handler.', $ref: '../common/baggage.schema.json' },
    },
    additionalProperties: true,
    examples: [
      {
        type: 'invocationresult',
        invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
        function_id: 'math::add',
        result: { c: 5 },
      },
      {
        type: 'invocationresult',
        invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
        function_id: 'math::boom',
        error: {
          code: 'invocation_failed',
          message: 'boom',
          stacktrace: 'Error: boom\n    at handler (worker.js:3:9)',
        },
      },
      {
        type: 'invocationresult',
        invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
        function_id: 'math::undef',
      },
      {
        type: 'invocationresult',
        invocation_id: 'b2',
        function_id: 'nope::x',
        error: { code: 'function_not_found', message: 'Function nope::x not found' },
      },
    ],
  },
  'wire/invoke-function.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/invoke-function.schema.json',
    title: 'InvokeFunction',
    description:
      "Worker to engine: call `function_id` with `data`. Engine to worker: run your handler for `function_id`; the engine reuses the caller's `invocation_id` and always sends one, even for void calls. A request/response caller gets exactly one `invocationresult` back.",
    type: 'object',
    required: ['type', 'function_id'],
    properties: {
      type: { description: 'Message tag.', const: 'invokefunction' },
      invocation_id: {
        description:
          'Correlates the result with the call. Left out (or null) by callers of void actions; always present engine to worker. The engine echoes it byte for byte, whatever its format.',
        type: ['string', 'null'],
      },
      function_id: { description: 'Function to run.', $ref: '../common/function-id.schema.json' },
      data: {
        description:
          'The payload, any JSON value; treated as `null` when absent. Engine to worker, an object payload from a worker caller carries `_caller_worker_id`.',
        $ref: '../common/json-value.schema.json',
      },
      traceparent: { description: 'Trace context of the caller.', $ref: '../common/traceparent.schema.json' },
      baggage: { description: 'Baggage of the caller.', $ref: '../common/baggage.schema.json' },
      action: {
        description: 'Delivery mode; absent means request/response. Never set engine to worker.',
        $ref: '../common/trigger-action.schema.json',
      },
      metadata: {
        description: 'Passed to the handler as a separate argument, never merged into `data`.',
        $ref: '../common/json-value.schema.json',
      },
      namespace: { description: 'Target namespace; accepted and ignored by svc.', type: 'string' },
      timeout_ms: {
        description:
          "svc extension: the engine's deadline for this call in milliseconds, overriding the function's and the engine's default. The caller gets `timeout` when it passes.",
        type: 'integer',
        minimum: 1,
      },
    },
    additionalProperties: true,
    examples: [
      {
        type: 'invokefunction',
        invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
        function_id: 'math::add',
        data: { a: 2, b: 3 },
        metadata: { tenant: 't1' },
      },
      { type: 'invokefunction', function_id: 'math::add', data: { a: 1, b: 1 }, action: { type: 'void' } },
      {
        type: 'invokefunction',
        invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
        function_id: 'math::add',
        data: { a: 2, b: 3, _caller_worker_id: 'bf8fa8bf-991c-4953-acdb-d9212364bf93' },
        metadata: { tenant: 't1' },
      },
      {
        type: 'invokefunction',
        function_id: 'engine::workers::register',
        data: {
          runtime: 'node',
          version: '0.22.1',
          name: 'probe-a',
          os: 'linux 6.18.44 (x64)',
          pid: 27775,
          isolation: null,
          telemetry: { language: 'en-US', project_name: 'iiiprobe', framework: 'iii-node' },
        },
        action: { type: 'void' },
      },
      { type: 'invokefunction', invocation_id: 'b2', function_id: 'jobs::run' },
      {
        type: 'invokefunction',
        invocation_id: 'a1b2c3d4-0000-4000-8000-000000000001',
        function_id: 'jobs::run',
        data: [1, 2],
        action: { type: 'enqueue', queue: 'jobs' },
        traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
        timeout_ms: 5000,
      },
    ],
  },
  'wire/outbound-message.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/outbound-message.schema.json',
    title: 'OutboundMessage',
    description:
      'Any frame the engine may send a worker on the worker socket, told apart by `type`. A worker ignores a frame with an unknown `type`.',
    type: 'object',
    required: ['type'],
    properties: { type: { description: 'Message tag; selects the message schema.', type: 'string' } },
    additionalProperties: true,
    discriminator: { propertyName: 'type' },
    oneOf: [
      { $ref: 'worker-registered.schema.json' },
      { $ref: 'register-trigger.schema.json' },
      { $ref: 'unregister-trigger.schema.json' },
      { $ref: 'trigger-registration-result.schema.json' },
      { $ref: 'invoke-function.schema.json' },
      { $ref: 'invocation-result.schema.json' },
      { $ref: 'registration-rejected.schema.json' },
      { $ref: 'cancel-invocation.schema.json' },
      { $ref: 'error-frame.schema.json' },
      { $ref: 'ping.schema.json' },
      { $ref: 'pong.schema.json' },
    ],
    examples: [
      { type: 'workerregistered', worker_id: 'w1' },
      { type: 'invocationresult', invocation_id: 'i1', function_id: 'math::add', result: 3 },
      { type: 'cancelinvocation', invocation_id: 'i1' },
    ],
  },
  'wire/ping.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/ping.schema.json',
    title: 'Ping',
    description:
      'Either direction: JSON-level liveness probe; the receiver answers `pong`. Independent of WebSocket ping frames, which are answered too.',
    type: 'object',
    required: ['type'],
    properties: { type: { description: 'Message tag.', const: 'ping' } },
    additionalProperties: true,
    examples: [{ type: 'ping' }],
  },
  'wire/pong.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/pong.schema.json',
    title: 'Pong',
    description:
      'Either direction: the answer to a JSON `ping`. Ignored by its receiver beyond marking the connection alive.',
    type: 'object',
    required: ['type'],
    properties: { type: { description: 'Message tag.', const: 'pong' } },
    additionalProperties: true,
    examples: [{ type: 'pong' }],
  },
  'wire/reattach.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/reattach.schema.json',
    title: 'Reattach',
    description:
      'Worker to engine, first frame after a reconnect: retire my previous connection before processing the registrations that follow. Never answered; a wrong token or a connection that is already gone is ignored.',
    type: 'object',
    required: ['type', 'previous_worker_id'],
    properties: {
      type: { description: 'Message tag.', const: 'reattach' },
      previous_worker_id: {
        description: '`worker_id` the engine sent on the previous connection.',
        type: 'string',
      },
      reattach_token: {
        description:
          '`reattach_token` the engine sent on the previous connection; left out when that engine sent none.',
        type: 'string',
      },
    },
    additionalProperties: true,
    examples: [
      {
        type: 'reattach',
        previous_worker_id: '5b7c2f0e-1d2a-4c1b-9a55-2f1f3c9d8e01',
        reattach_token: 'd0c6a1b4-7e2f-4c3a-8b1d-0e9f2a6b5c44',
      },
    ],
  },
  'wire/register-function.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/register-function.schema.json',
    title: 'RegisterFunction',
    description:
      'Worker to engine: this connection now handles the function `id`. No reply. Registering an id another connection owns transfers ownership to this one; the function goes away when its owner disconnects.',
    type: 'object',
    required: ['type', 'id'],
    properties: {
      type: { description: 'Message tag.', const: 'registerfunction' },
      id: { description: 'The function id.', $ref: '../common/function-id.schema.json' },
      description: {
        description: 'What the function does, shown in listings and the console.',
        type: 'string',
      },
      request_format: {
        description: 'Shape of the payload the function accepts, usually a JSON Schema.',
        $ref: '../common/json-value.schema.json',
      },
      response_format: {
        description: 'Shape of the result the function returns, usually a JSON Schema.',
        $ref: '../common/json-value.schema.json',
      },
      metadata: {
        description: 'Free-form metadata. `internal: true` hides the function from default listings.',
        type: 'object',
        additionalProperties: true,
      },
      invocation: {
        description:
          'Present for an HTTP-invoked function: an engine module (svc-http-functions) calls this URL instead of a worker. Without that module, or for a URL outside its `allowed_urls`, the registration is dropped with a warning, so calls get `function_not_found`; the registering worker never receives them.',
        type: 'object',
        required: ['url'],
        properties: {
          url: { description: 'URL the engine sends the payload to.', type: 'string', minLength: 1 },
          method: { description: 'HTTP method, `POST` when absent.', type: 'string' },
          timeout_ms: {
            description: 'How long the engine waits for the response, in milliseconds.',
            type: 'integer',
            minimum: 1,
          },
          headers: {
            description: 'Extra request headers.',
            type: 'object',
            additionalProperties: { type: 'string' },
          },
          auth: {
            description:
              'How the engine authenticates to the URL, secrets read from environment variables of the engine: `{type: hmac, secret_key: <env var>}` (adds `x-iii-Signature: sha256=<hex HMAC-SHA256 of `<x-iii-Timestamp>.<body>`>`), `{type: bearer, token_key: <env var>}` (`Authorization: Bearer <token>`), `{type: api_key, header, value_key: <env var>}`.',
            $ref: '../common/json-value.schema.json',
          },
        },
        additionalProperties: true,
      },
      timeout_ms: {
        description:
          "svc extension: the engine's deadline for one invocation of this function, in milliseconds; the engine default applies when absent.",
        type: 'integer',
        minimum: 1,
      },
    },
    additionalProperties: true,
    examples: [
      { type: 'registerfunction', description: 'adds', metadata: { owner: 'x' }, id: 'math::add' },
      {
        type: 'registerfunction',
        id: 'math::add',
        description: 'Add two numbers',
        request_format: { type: 'object' },
        metadata: { owner: 'math' },
      },
    ],
  },
  'wire/register-service.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/register-service.schema.json',
    title: 'RegisterService',
    description:
      'Worker to engine: describe a service (a group of functions sharing the first id segment). No reply. Accepted; the engine derives services from function ids on its own.',
    type: 'object',
    required: ['type', 'id'],
    properties: {
      type: { description: 'Message tag.', const: 'registerservice' },
      id: { description: 'Service id, the first segment of its function ids.', type: 'string' },
      name: { description: 'Display name; empty means use `id`.', type: 'string' },
      description: { description: 'What the service does.', type: 'string' },
      parent_service_id: { description: 'Enclosing service, if any.', type: ['string', 'null'] },
    },
    additionalProperties: true,
    examples: [
      {
        type: 'registerservice',
        id: 'orders',
        name: 'Orders',
        description: 'Order handling',
        parent_service_id: null,
      },
    ],
  },
  'wire/register-trigger-type.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/register-trigger-type.schema.json',
    title: 'RegisterTriggerType',
    description:
      'Worker to engine: this connection provides the trigger type `id`. No reply. The engine forwards every binding of the type, including parked ones, to this connection; registering the type again moves it to the new provider.',
    type: 'object',
    required: ['type', 'id'],
    properties: {
      type: { description: 'Message tag.', const: 'registertriggertype' },
      id: { description: 'Trigger type id, e.g. `webhook`.', type: 'string', minLength: 1 },
      description: { description: 'What fires the trigger; every known SDK sends it.', type: 'string' },
      trigger_request_format: {
        description: "JSON Schema of a binding's `config`.",
        $ref: '../common/json-value.schema.json',
      },
      call_request_format: {
        description: 'JSON Schema of the payload handlers receive.',
        $ref: '../common/json-value.schema.json',
      },
      namespace: { description: 'Namespace of the type; accepted and ignored by svc.', type: 'string' },
    },
    additionalProperties: true,
    examples: [{ type: 'registertriggertype', id: 'custom', description: 'Custom trigger' }],
  },
  'wire/register-trigger.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/register-trigger.schema.json',
    title: 'RegisterTrigger',
    description:
      'Worker to engine: bind a trigger of `trigger_type` to `function_id`. No reply on success; a `triggerregistrationresult` with an error on failure. A binding to a type nobody provides yet is parked until the type appears. Engine to worker: the same frame forwards a binding to the worker that provides `trigger_type`.',
    type: 'object',
    required: ['type', 'id', 'trigger_type', 'function_id'],
    properties: {
      type: { description: 'Message tag.', const: 'registertrigger' },
      id: {
        description: 'Trigger id chosen by the SDK (a UUID), kept across reconnects.',
        type: 'string',
        minLength: 1,
      },
      trigger_type: {
        description:
          'Trigger type id, e.g. `http`, `cron`, `state`, `stream`, `subscribe`, or a worker-provided type.',
        type: 'string',
        minLength: 1,
      },
      function_id: {
        description: 'Function the trigger invokes; it need not exist yet.',
        $ref: '../common/function-id.schema.json',
      },
      config: {
        description:
          'Configuration whose shape the trigger type defines (see schema/triggers). Treated as `{}` when absent.',
        $ref: '../common/json-value.schema.json',
      },
      metadata: {
        description: 'Sent to the handler as its separate metadata argument on every fire.',
        $ref: '../common/json-value.schema.json',
      },
      namespace: {
        description:
          'Namespace of the target function; accepted and ignored by svc, which has one namespace.',
        type: 'string',
      },
      trigger_namespace: {
        description: "Namespace in which to look up the type's provider; accepted and ignored by svc.",
        type: 'string',
      },
    },
    additionalProperties: true,
    examples: [
      {
        type: 'registertrigger',
        function_id: 'math::add',
        config: { api_path: '/math/add', http_method: 'POST' },
        id: 'ce6320ed-a0b2-4151-9d4f-16f52273e490',
        message_type: 'registertrigger',
        trigger_type: 'http',
      },
      {
        type: 'registertrigger',
        id: 't-1',
        trigger_type: 'webhook',
        function_id: 'orders::on_hook',
        config: { path: '/x' },
        metadata: { m: 1 },
      },
      { type: 'registertrigger', id: 't-2', trigger_type: 'cron', function_id: 'jobs::tick' },
    ],
  },
  'wire/registration-rejected.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/registration-rejected.schema.json',
    title: 'RegistrationRejected',
    description:
      "Engine to worker: a registration was refused. `FUNCTION_NAMESPACE_CONFLICT` refuses one function and keeps the connection; `TRIGGER_TYPE_CONFLICT` (svc) refuses one trigger type and keeps the connection; `WORKER_NAMESPACE_CONFLICT` is fatal and the engine closes the connection. `FORBIDDEN` (the connection's token may not register that id or provide that trigger type) and `too_many_registrations` (`auth.max_registrations_per_worker`) refuse one registration and keep the connection. SDKs that do not know this message ignore it.",
    type: 'object',
    required: ['type', 'code'],
    properties: {
      type: { description: 'Message tag.', const: 'registrationrejected' },
      code: {
        description: 'Why the registration was refused.',
        enum: [
          'FUNCTION_NAMESPACE_CONFLICT',
          'WORKER_NAMESPACE_CONFLICT',
          'TRIGGER_TYPE_CONFLICT',
          'FORBIDDEN',
          'too_many_registrations',
        ],
      },
      message: {
        description: 'Why, for a person: names the token and the scope that refused it, or the limit.',
        type: 'string',
      },
      trigger_type: {
        description:
          'svc: the refused trigger type, for `TRIGGER_TYPE_CONFLICT` (a built-in type such as `http` cannot be provided by a worker).',
        type: 'string',
      },
      namespace: { description: 'Namespace in which the conflict happened.', type: 'string' },
      function_id: { description: 'The refused function, for function conflicts.', type: 'string' },
      worker_name: { description: 'The refused worker name, for worker conflicts.', type: 'string' },
      owner_worker_id: {
        description: 'Connection that already owns the name; empty when none.',
        type: 'string',
      },
      error: {
        description:
          'svc: the refusal as an error body whose code says why (`reserved_id`, `function_id_taken`); see docs/errors.md.',
        $ref: '../common/error-body.schema.json',
      },
    },
    additionalProperties: true,
    examples: [
      {
        type: 'registrationrejected',
        code: 'FUNCTION_NAMESPACE_CONFLICT',
        namespace: 'default',
        function_id: 'math::add',
        owner_worker_id: '5b7c2f0e-1d2a-4c1b-9a55-2f1f3c9d8e01',
      },
      {
        type: 'registrationrejected',
        code: 'FUNCTION_NAMESPACE_CONFLICT',
        namespace: 'default',
        function_id: 'state::get',
        owner_worker_id: '',
        error: {
          code: 'reserved_id',
          message: 'state::get is a built-in function id; a worker cannot register it',
        },
      },
      {
        type: 'registrationrejected',
        code: 'TRIGGER_TYPE_CONFLICT',
        namespace: 'default',
        trigger_type: 'http',
        owner_worker_id: 'svc-http',
        error: {
          code: 'reserved_id',
          message: 'http is a built-in trigger type; a worker cannot provide it',
        },
      },
    ],
  },
  'wire/trigger-registration-result.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/trigger-registration-result.schema.json',
    title: 'TriggerRegistrationResult',
    description:
      "The outcome of a trigger registration. Provider to engine: the provider's answer to a forwarded `registertrigger`. Engine to worker: sent when the registration failed, and (an svc extension) when it was parked.",
    type: 'object',
    required: ['type', 'id', 'trigger_type', 'function_id'],
    properties: {
      type: { description: 'Message tag.', const: 'triggerregistrationresult' },
      id: { description: 'Trigger id the result is about.', type: 'string', minLength: 1 },
      trigger_type: { description: 'Trigger type id.', type: 'string' },
      function_id: {
        description: 'Function the trigger targets; empty when the provider does not know it.',
        type: 'string',
      },
      error: {
        description:
          'Present when the registration failed (`trigger_registration_failed`, `trigger_type_not_found`).',
        $ref: '../common/error-body.schema.json',
      },
      parked: {
        description:
          'svc extension, engine to worker, without `error`: the binding was kept but parked, because no module or worker provides its type (yet); it is delivered when a provider registers the type. Reference engines send nothing then, and peers that do not know the field read a result without `error` as no failure.',
        type: 'object',
        required: ['reason'],
        properties: {
          reason: {
            description: 'Why it is parked, e.g. `no module or worker provides trigger type "cron"`.',
            type: 'string',
          },
        },
        additionalProperties: true,
      },
    },
    additionalProperties: true,
    examples: [
      {
        type: 'triggerregistrationresult',
        id: 'ce6320ed-a0b2-4151-9d4f-16f52273e490',
        trigger_type: 'http',
        function_id: 'math::add',
        error: { code: 'trigger_registration_failed', message: 'api_path is required for http triggers' },
      },
      {
        type: 'triggerregistrationresult',
        id: 't-1',
        trigger_type: 'webhook',
        function_id: 'orders::on_hook',
        message_type: 'triggerregistrationresult',
      },
      {
        type: 'triggerregistrationresult',
        id: 't-2',
        trigger_type: 'cron',
        function_id: 'jobs::tick',
        parked: { reason: 'no module or worker provides trigger type "cron"' },
      },
    ],
  },
  'wire/unregister-function.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/unregister-function.schema.json',
    title: 'UnregisterFunction',
    description:
      'Worker to engine: stop routing `id` to this connection. No reply. Ignored unless this connection owns the function.',
    type: 'object',
    required: ['type', 'id'],
    properties: {
      type: { description: 'Message tag.', const: 'unregisterfunction' },
      id: { description: 'The function id.', $ref: '../common/function-id.schema.json' },
    },
    additionalProperties: true,
    examples: [{ type: 'unregisterfunction', id: 'math::add' }],
  },
  'wire/unregister-trigger-type.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/unregister-trigger-type.schema.json',
    title: 'UnregisterTriggerType',
    description:
      "Worker to engine: withdraw a trigger type. Accepted and ignored, as by every engine of this protocol: a type goes away when its provider's connection does.",
    type: 'object',
    required: ['type', 'id'],
    properties: {
      type: { description: 'Message tag.', const: 'unregistertriggertype' },
      id: { description: 'Trigger type id.', type: 'string' },
      description: {
        description: 'Description the SDK registered the type with (Node SDKs send it).',
        type: 'string',
      },
    },
    additionalProperties: true,
    examples: [
      { type: 'unregistertriggertype', id: 'custom', description: 'Custom trigger' },
      { type: 'unregistertriggertype', id: 'custom' },
    ],
  },
  'wire/unregister-trigger.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/unregister-trigger.schema.json',
    title: 'UnregisterTrigger',
    description:
      "Worker to engine: remove the trigger `id` this connection registered. No reply. Engine to worker: tells the type's provider that a binding is gone.",
    type: 'object',
    required: ['type', 'id'],
    properties: {
      type: { description: 'Message tag.', const: 'unregistertrigger' },
      id: { description: 'Trigger id.', type: 'string', minLength: 1 },
      trigger_type: {
        description: 'Trigger type id; optional for the engine, always sent to a provider.',
        type: 'string',
      },
    },
    additionalProperties: true,
    examples: [
      {
        type: 'unregistertrigger',
        id: 'ce6320ed-a0b2-4151-9d4f-16f52273e490',
        message_type: 'unregistertrigger',
        trigger_type: 'cron',
      },
      { type: 'unregistertrigger', id: 't-1' },
    ],
  },
  'wire/worker-registered.schema.json': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'wire/worker-registered.schema.json',
    title: 'WorkerRegistered',
    description:
      "Engine to worker, always the first frame on a new connection: the connection's id and the secret that lets a reconnecting worker retire this connection with `reattach`.",
    type: 'object',
    required: ['type', 'worker_id'],
    properties: {
      type: { description: 'Message tag.', const: 'workerregistered' },
      worker_id: {
        description: 'Id of this connection (a UUID), unique per connection.',
        type: 'string',
        minLength: 1,
      },
      reattach_token: {
        description: 'Secret to send back in `reattach` after a reconnect. Older engines leave it out.',
        type: 'string',
      },
    },
    additionalProperties: true,
    examples: [
      {
        type: 'workerregistered',
        worker_id: '5b7c2f0e-1d2a-4c1b-9a55-2f1f3c9d8e01',
        reattach_token: 'd0c6a1b4-7e2f-4c3a-8b1d-0e9f2a6b5c44',
      },
      { type: 'workerregistered', worker_id: '5b7c2f0e-1d2a-4c1b-9a55-2f1f3c9d8e01' },
    ],
  },
};
