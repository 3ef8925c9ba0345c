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
const schema67 = {
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
const func2 = Object.prototype.hasOwnProperty;
const schema40 = {
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
const schema41 = {
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
              params: { allowedValues: schema41.properties.name.enum },
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
              params: { allowedValues: schema41.properties.durability.enum },
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
                  params: { allowedValues: schema41.properties.config.properties.store_method.enum },
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
const schema42 = {
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
function validate27(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-stream.schema.json" */ let vErrors = null;
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
              params: { allowedValues: schema41.properties.name.enum },
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
            if (func1(data4) < 1) {
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
              params: { allowedValues: schema41.properties.durability.enum },
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
            if (func1(data7) < 1) {
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
                  params: { allowedValues: schema41.properties.config.properties.store_method.enum },
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
          params: { type: schema42.properties.auth_function.type },
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
  validate27.errors = vErrors;
  return errors === 0;
}
validate27.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
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
function validate31(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-queue.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate31.evaluated;
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
              params: { allowedValues: schema41.properties.name.enum },
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
              params: { allowedValues: schema41.properties.durability.enum },
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
                  params: { allowedValues: schema41.properties.config.properties.store_method.enum },
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
  validate31.errors = vErrors;
  return errors === 0;
}
validate31.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
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
            let data2 = data.config;
            if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
              for (const key1 in data2) {
                if (!func2.call(schema35.properties, key1)) {
                  const err5 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-bridge.schema.json/additionalProperties',
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
                    schemaPath: 'workers/svc-bridge.schema.json/properties/host/type',
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
                    schemaPath: 'workers/svc-bridge.schema.json/properties/port/type',
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
                      schemaPath: 'workers/svc-bridge.schema.json/properties/port/maximum',
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
                      schemaPath: 'workers/svc-bridge.schema.json/properties/port/minimum',
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
              if (data2.max_message_bytes !== undefined) {
                let data5 = data2.max_message_bytes;
                if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                  const err10 = {
                    instancePath: instancePath + '/config/max_message_bytes',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/max_message_bytes/type',
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
                  if (data5 < 1024 || isNaN(data5)) {
                    const err11 = {
                      instancePath: instancePath + '/config/max_message_bytes',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/max_message_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
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
              if (data2.handshake_timeout_ms !== undefined) {
                let data6 = data2.handshake_timeout_ms;
                if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
                  const err12 = {
                    instancePath: instancePath + '/config/handshake_timeout_ms',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/handshake_timeout_ms/type',
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
                      instancePath: instancePath + '/config/handshake_timeout_ms',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/handshake_timeout_ms/minimum',
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
              if (data2.invocation_timeout_ms !== undefined) {
                let data7 = data2.invocation_timeout_ms;
                if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
                  const err14 = {
                    instancePath: instancePath + '/config/invocation_timeout_ms',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/invocation_timeout_ms/type',
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
                      instancePath: instancePath + '/config/invocation_timeout_ms',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/invocation_timeout_ms/minimum',
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
              if (data2.shutdown_grace_ms !== undefined) {
                let data8 = data2.shutdown_grace_ms;
                if (!(typeof data8 == 'number' && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
                  const err16 = {
                    instancePath: instancePath + '/config/shutdown_grace_ms',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/shutdown_grace_ms/type',
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
                  if (data8 < 0 || isNaN(data8)) {
                    const err17 = {
                      instancePath: instancePath + '/config/shutdown_grace_ms',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/shutdown_grace_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
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
              if (data2.ping_interval_ms !== undefined) {
                let data9 = data2.ping_interval_ms;
                if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
                  const err18 = {
                    instancePath: instancePath + '/config/ping_interval_ms',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/ping_interval_ms/type',
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
                  if (data9 < 10 || isNaN(data9)) {
                    const err19 = {
                      instancePath: instancePath + '/config/ping_interval_ms',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/ping_interval_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 10 },
                      message: 'must be >= 10',
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
              if (data2.ping_timeout_ms !== undefined) {
                let data10 = data2.ping_timeout_ms;
                if (!(typeof data10 == 'number' && !(data10 % 1) && !isNaN(data10) && isFinite(data10))) {
                  const err20 = {
                    instancePath: instancePath + '/config/ping_timeout_ms',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/ping_timeout_ms/type',
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
                  if (data10 < 10 || isNaN(data10)) {
                    const err21 = {
                      instancePath: instancePath + '/config/ping_timeout_ms',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/ping_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 10 },
                      message: 'must be >= 10',
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
              if (data2.max_in_flight_calls !== undefined) {
                let data11 = data2.max_in_flight_calls;
                if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
                  const err22 = {
                    instancePath: instancePath + '/config/max_in_flight_calls',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/max_in_flight_calls/type',
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
                      instancePath: instancePath + '/config/max_in_flight_calls',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/max_in_flight_calls/minimum',
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
              if (data2.max_void_calls_per_second !== undefined) {
                let data12 = data2.max_void_calls_per_second;
                if (!(typeof data12 == 'number' && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
                  const err24 = {
                    instancePath: instancePath + '/config/max_void_calls_per_second',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/max_void_calls_per_second/type',
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
                      instancePath: instancePath + '/config/max_void_calls_per_second',
                      schemaPath:
                        'workers/svc-bridge.schema.json/properties/max_void_calls_per_second/minimum',
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
              if (data2.malformed_frames_per_second !== undefined) {
                let data13 = data2.malformed_frames_per_second;
                if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
                  const err26 = {
                    instancePath: instancePath + '/config/malformed_frames_per_second',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/malformed_frames_per_second/type',
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
                      instancePath: instancePath + '/config/malformed_frames_per_second',
                      schemaPath:
                        'workers/svc-bridge.schema.json/properties/malformed_frames_per_second/minimum',
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
              if (data2.malformed_frames_burst !== undefined) {
                let data14 = data2.malformed_frames_burst;
                if (!(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
                  const err28 = {
                    instancePath: instancePath + '/config/malformed_frames_burst',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/malformed_frames_burst/type',
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
                      instancePath: instancePath + '/config/malformed_frames_burst',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/malformed_frames_burst/minimum',
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
              if (data2.outbound_pause_bytes !== undefined) {
                let data15 = data2.outbound_pause_bytes;
                if (!(typeof data15 == 'number' && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
                  const err30 = {
                    instancePath: instancePath + '/config/outbound_pause_bytes',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/outbound_pause_bytes/type',
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
                  if (data15 < 1024 || isNaN(data15)) {
                    const err31 = {
                      instancePath: instancePath + '/config/outbound_pause_bytes',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/outbound_pause_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
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
              if (data2.max_outbound_bytes !== undefined) {
                let data16 = data2.max_outbound_bytes;
                if (!(typeof data16 == 'number' && !(data16 % 1) && !isNaN(data16) && isFinite(data16))) {
                  const err32 = {
                    instancePath: instancePath + '/config/max_outbound_bytes',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/max_outbound_bytes/type',
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
                  if (data16 < 1024 || isNaN(data16)) {
                    const err33 = {
                      instancePath: instancePath + '/config/max_outbound_bytes',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/max_outbound_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
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
              if (data2.outbound_paused_timeout_ms !== undefined) {
                let data17 = data2.outbound_paused_timeout_ms;
                if (!(typeof data17 == 'number' && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
                  const err34 = {
                    instancePath: instancePath + '/config/outbound_paused_timeout_ms',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/outbound_paused_timeout_ms/type',
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
                  if (data17 < 1 || isNaN(data17)) {
                    const err35 = {
                      instancePath: instancePath + '/config/outbound_paused_timeout_ms',
                      schemaPath:
                        'workers/svc-bridge.schema.json/properties/outbound_paused_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
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
              if (data2.max_frames_per_turn !== undefined) {
                let data18 = data2.max_frames_per_turn;
                if (!(typeof data18 == 'number' && !(data18 % 1) && !isNaN(data18) && isFinite(data18))) {
                  const err36 = {
                    instancePath: instancePath + '/config/max_frames_per_turn',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/max_frames_per_turn/type',
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
                      instancePath: instancePath + '/config/max_frames_per_turn',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/max_frames_per_turn/minimum',
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
              if (data2.unknown_trigger_types !== undefined) {
                let data19 = data2.unknown_trigger_types;
                if (!(data19 === 'park' || data19 === 'refuse')) {
                  const err38 = {
                    instancePath: instancePath + '/config/unknown_trigger_types',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/unknown_trigger_types/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema35.properties.unknown_trigger_types.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
              }
              if (data2.duplicate_functions !== undefined) {
                let data20 = data2.duplicate_functions;
                if (!(data20 === 'pool' || data20 === 'reject' || data20 === 'takeover')) {
                  const err39 = {
                    instancePath: instancePath + '/config/duplicate_functions',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/duplicate_functions/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema35.properties.duplicate_functions.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
              }
              if (data2.pool_name_wait_ms !== undefined) {
                let data21 = data2.pool_name_wait_ms;
                if (!(typeof data21 == 'number' && !(data21 % 1) && !isNaN(data21) && isFinite(data21))) {
                  const err40 = {
                    instancePath: instancePath + '/config/pool_name_wait_ms',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/pool_name_wait_ms/type',
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
                if (typeof data21 == 'number' && isFinite(data21)) {
                  if (data21 < 0 || isNaN(data21)) {
                    const err41 = {
                      instancePath: instancePath + '/config/pool_name_wait_ms',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/pool_name_wait_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
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
              if (data2.rbac !== undefined) {
                let data22 = data2.rbac;
                if (data22 && typeof data22 == 'object' && !Array.isArray(data22)) {
                  if (data22.expose_functions !== undefined) {
                    let data23 = data22.expose_functions;
                    if (Array.isArray(data23)) {
                      const len0 = data23.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        if (typeof data23[i0] !== 'string') {
                          const err42 = {
                            instancePath: instancePath + '/config/rbac/expose_functions/' + i0,
                            schemaPath:
                              'workers/svc-bridge.schema.json/properties/rbac/properties/expose_functions/items/type',
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
                        instancePath: instancePath + '/config/rbac/expose_functions',
                        schemaPath:
                          'workers/svc-bridge.schema.json/properties/rbac/properties/expose_functions/type',
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
                  if (data22.forbidden_functions !== undefined) {
                    let data25 = data22.forbidden_functions;
                    if (Array.isArray(data25)) {
                      const len1 = data25.length;
                      for (let i1 = 0; i1 < len1; i1++) {
                        if (typeof data25[i1] !== 'string') {
                          const err44 = {
                            instancePath: instancePath + '/config/rbac/forbidden_functions/' + i1,
                            schemaPath:
                              'workers/svc-bridge.schema.json/properties/rbac/properties/forbidden_functions/items/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          };
                          if (vErrors === null) {
                            vErrors = [err44];
                          } else {
                            vErrors.push(err44);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err45 = {
                        instancePath: instancePath + '/config/rbac/forbidden_functions',
                        schemaPath:
                          'workers/svc-bridge.schema.json/properties/rbac/properties/forbidden_functions/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      };
                      if (vErrors === null) {
                        vErrors = [err45];
                      } else {
                        vErrors.push(err45);
                      }
                      errors++;
                    }
                  }
                  if (data22.auth_function_id !== undefined) {
                    if (typeof data22.auth_function_id !== 'string') {
                      const err46 = {
                        instancePath: instancePath + '/config/rbac/auth_function_id',
                        schemaPath:
                          'workers/svc-bridge.schema.json/properties/rbac/properties/auth_function_id/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
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
                    instancePath: instancePath + '/config/rbac',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/rbac/type',
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
              }
            } else {
              const err48 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-bridge.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          }
        } else {
          const err49 = {
            instancePath,
            schemaPath: '#/oneOf/0/type',
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
      } else if (tag0 === 'iii-worker-manager') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err50 = {
              instancePath,
              schemaPath: '#/oneOf/0/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
          for (const key2 in data) {
            if (!(key2 === 'name' || key2 === 'config')) {
              const err51 = {
                instancePath,
                schemaPath: '#/oneOf/0/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key2 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data28 = data.name;
            if (!(data28 === 'svc-bridge' || data28 === 'iii-worker-manager')) {
              const err52 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/0/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[0].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data29 = data.config;
            if (data29 && typeof data29 == 'object' && !Array.isArray(data29)) {
              for (const key3 in data29) {
                if (!func2.call(schema35.properties, key3)) {
                  const err53 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-bridge.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key3 },
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
              if (data29.host !== undefined) {
                if (typeof data29.host !== 'string') {
                  const err54 = {
                    instancePath: instancePath + '/config/host',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/host/type',
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
              if (data29.port !== undefined) {
                let data31 = data29.port;
                if (!(typeof data31 == 'number' && !(data31 % 1) && !isNaN(data31) && isFinite(data31))) {
                  const err55 = {
                    instancePath: instancePath + '/config/port',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/port/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                }
                if (typeof data31 == 'number' && isFinite(data31)) {
                  if (data31 > 65535 || isNaN(data31)) {
                    const err56 = {
                      instancePath: instancePath + '/config/port',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/port/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 65535 },
                      message: 'must be <= 65535',
                    };
                    if (vErrors === null) {
                      vErrors = [err56];
                    } else {
                      vErrors.push(err56);
                    }
                    errors++;
                  }
                  if (data31 < 0 || isNaN(data31)) {
                    const err57 = {
                      instancePath: instancePath + '/config/port',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/port/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
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
              if (data29.max_message_bytes !== undefined) {
                let data32 = data29.max_message_bytes;
                if (!(typeof data32 == 'number' && !(data32 % 1) && !isNaN(data32) && isFinite(data32))) {
                  const err58 = {
                    instancePath: instancePath + '/config/max_message_bytes',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/max_message_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err58];
                  } else {
                    vErrors.push(err58);
                  }
                  errors++;
                }
                if (typeof data32 == 'number' && isFinite(data32)) {
                  if (data32 < 1024 || isNaN(data32)) {
                    const err59 = {
                      instancePath: instancePath + '/config/max_message_bytes',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/max_message_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
                    };
                    if (vErrors === null) {
                      vErrors = [err59];
                    } else {
                      vErrors.push(err59);
                    }
                    errors++;
                  }
                }
              }
              if (data29.handshake_timeout_ms !== undefined) {
                let data33 = data29.handshake_timeout_ms;
                if (!(typeof data33 == 'number' && !(data33 % 1) && !isNaN(data33) && isFinite(data33))) {
                  const err60 = {
                    instancePath: instancePath + '/config/handshake_timeout_ms',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/handshake_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err60];
                  } else {
                    vErrors.push(err60);
                  }
                  errors++;
                }
                if (typeof data33 == 'number' && isFinite(data33)) {
                  if (data33 < 1 || isNaN(data33)) {
                    const err61 = {
                      instancePath: instancePath + '/config/handshake_timeout_ms',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/handshake_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err61];
                    } else {
                      vErrors.push(err61);
                    }
                    errors++;
                  }
                }
              }
              if (data29.invocation_timeout_ms !== undefined) {
                let data34 = data29.invocation_timeout_ms;
                if (!(typeof data34 == 'number' && !(data34 % 1) && !isNaN(data34) && isFinite(data34))) {
                  const err62 = {
                    instancePath: instancePath + '/config/invocation_timeout_ms',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/invocation_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err62];
                  } else {
                    vErrors.push(err62);
                  }
                  errors++;
                }
                if (typeof data34 == 'number' && isFinite(data34)) {
                  if (data34 < 1 || isNaN(data34)) {
                    const err63 = {
                      instancePath: instancePath + '/config/invocation_timeout_ms',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/invocation_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err63];
                    } else {
                      vErrors.push(err63);
                    }
                    errors++;
                  }
                }
              }
              if (data29.shutdown_grace_ms !== undefined) {
                let data35 = data29.shutdown_grace_ms;
                if (!(typeof data35 == 'number' && !(data35 % 1) && !isNaN(data35) && isFinite(data35))) {
                  const err64 = {
                    instancePath: instancePath + '/config/shutdown_grace_ms',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/shutdown_grace_ms/type',
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
                if (typeof data35 == 'number' && isFinite(data35)) {
                  if (data35 < 0 || isNaN(data35)) {
                    const err65 = {
                      instancePath: instancePath + '/config/shutdown_grace_ms',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/shutdown_grace_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
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
              if (data29.ping_interval_ms !== undefined) {
                let data36 = data29.ping_interval_ms;
                if (!(typeof data36 == 'number' && !(data36 % 1) && !isNaN(data36) && isFinite(data36))) {
                  const err66 = {
                    instancePath: instancePath + '/config/ping_interval_ms',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/ping_interval_ms/type',
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
                if (typeof data36 == 'number' && isFinite(data36)) {
                  if (data36 < 10 || isNaN(data36)) {
                    const err67 = {
                      instancePath: instancePath + '/config/ping_interval_ms',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/ping_interval_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 10 },
                      message: 'must be >= 10',
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
              if (data29.ping_timeout_ms !== undefined) {
                let data37 = data29.ping_timeout_ms;
                if (!(typeof data37 == 'number' && !(data37 % 1) && !isNaN(data37) && isFinite(data37))) {
                  const err68 = {
                    instancePath: instancePath + '/config/ping_timeout_ms',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/ping_timeout_ms/type',
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
                if (typeof data37 == 'number' && isFinite(data37)) {
                  if (data37 < 10 || isNaN(data37)) {
                    const err69 = {
                      instancePath: instancePath + '/config/ping_timeout_ms',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/ping_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 10 },
                      message: 'must be >= 10',
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
              if (data29.max_in_flight_calls !== undefined) {
                let data38 = data29.max_in_flight_calls;
                if (!(typeof data38 == 'number' && !(data38 % 1) && !isNaN(data38) && isFinite(data38))) {
                  const err70 = {
                    instancePath: instancePath + '/config/max_in_flight_calls',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/max_in_flight_calls/type',
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
                if (typeof data38 == 'number' && isFinite(data38)) {
                  if (data38 < 1 || isNaN(data38)) {
                    const err71 = {
                      instancePath: instancePath + '/config/max_in_flight_calls',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/max_in_flight_calls/minimum',
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
              if (data29.max_void_calls_per_second !== undefined) {
                let data39 = data29.max_void_calls_per_second;
                if (!(typeof data39 == 'number' && !(data39 % 1) && !isNaN(data39) && isFinite(data39))) {
                  const err72 = {
                    instancePath: instancePath + '/config/max_void_calls_per_second',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/max_void_calls_per_second/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err72];
                  } else {
                    vErrors.push(err72);
                  }
                  errors++;
                }
                if (typeof data39 == 'number' && isFinite(data39)) {
                  if (data39 < 1 || isNaN(data39)) {
                    const err73 = {
                      instancePath: instancePath + '/config/max_void_calls_per_second',
                      schemaPath:
                        'workers/svc-bridge.schema.json/properties/max_void_calls_per_second/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err73];
                    } else {
                      vErrors.push(err73);
                    }
                    errors++;
                  }
                }
              }
              if (data29.malformed_frames_per_second !== undefined) {
                let data40 = data29.malformed_frames_per_second;
                if (!(typeof data40 == 'number' && !(data40 % 1) && !isNaN(data40) && isFinite(data40))) {
                  const err74 = {
                    instancePath: instancePath + '/config/malformed_frames_per_second',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/malformed_frames_per_second/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err74];
                  } else {
                    vErrors.push(err74);
                  }
                  errors++;
                }
                if (typeof data40 == 'number' && isFinite(data40)) {
                  if (data40 < 0 || isNaN(data40)) {
                    const err75 = {
                      instancePath: instancePath + '/config/malformed_frames_per_second',
                      schemaPath:
                        'workers/svc-bridge.schema.json/properties/malformed_frames_per_second/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err75];
                    } else {
                      vErrors.push(err75);
                    }
                    errors++;
                  }
                }
              }
              if (data29.malformed_frames_burst !== undefined) {
                let data41 = data29.malformed_frames_burst;
                if (!(typeof data41 == 'number' && !(data41 % 1) && !isNaN(data41) && isFinite(data41))) {
                  const err76 = {
                    instancePath: instancePath + '/config/malformed_frames_burst',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/malformed_frames_burst/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err76];
                  } else {
                    vErrors.push(err76);
                  }
                  errors++;
                }
                if (typeof data41 == 'number' && isFinite(data41)) {
                  if (data41 < 1 || isNaN(data41)) {
                    const err77 = {
                      instancePath: instancePath + '/config/malformed_frames_burst',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/malformed_frames_burst/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err77];
                    } else {
                      vErrors.push(err77);
                    }
                    errors++;
                  }
                }
              }
              if (data29.outbound_pause_bytes !== undefined) {
                let data42 = data29.outbound_pause_bytes;
                if (!(typeof data42 == 'number' && !(data42 % 1) && !isNaN(data42) && isFinite(data42))) {
                  const err78 = {
                    instancePath: instancePath + '/config/outbound_pause_bytes',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/outbound_pause_bytes/type',
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
                if (typeof data42 == 'number' && isFinite(data42)) {
                  if (data42 < 1024 || isNaN(data42)) {
                    const err79 = {
                      instancePath: instancePath + '/config/outbound_pause_bytes',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/outbound_pause_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
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
              if (data29.max_outbound_bytes !== undefined) {
                let data43 = data29.max_outbound_bytes;
                if (!(typeof data43 == 'number' && !(data43 % 1) && !isNaN(data43) && isFinite(data43))) {
                  const err80 = {
                    instancePath: instancePath + '/config/max_outbound_bytes',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/max_outbound_bytes/type',
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
                if (typeof data43 == 'number' && isFinite(data43)) {
                  if (data43 < 1024 || isNaN(data43)) {
                    const err81 = {
                      instancePath: instancePath + '/config/max_outbound_bytes',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/max_outbound_bytes/minimum',
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
              if (data29.outbound_paused_timeout_ms !== undefined) {
                let data44 = data29.outbound_paused_timeout_ms;
                if (!(typeof data44 == 'number' && !(data44 % 1) && !isNaN(data44) && isFinite(data44))) {
                  const err82 = {
                    instancePath: instancePath + '/config/outbound_paused_timeout_ms',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/outbound_paused_timeout_ms/type',
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
                if (typeof data44 == 'number' && isFinite(data44)) {
                  if (data44 < 1 || isNaN(data44)) {
                    const err83 = {
                      instancePath: instancePath + '/config/outbound_paused_timeout_ms',
                      schemaPath:
                        'workers/svc-bridge.schema.json/properties/outbound_paused_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
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
              if (data29.max_frames_per_turn !== undefined) {
                let data45 = data29.max_frames_per_turn;
                if (!(typeof data45 == 'number' && !(data45 % 1) && !isNaN(data45) && isFinite(data45))) {
                  const err84 = {
                    instancePath: instancePath + '/config/max_frames_per_turn',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/max_frames_per_turn/type',
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
                if (typeof data45 == 'number' && isFinite(data45)) {
                  if (data45 < 1 || isNaN(data45)) {
                    const err85 = {
                      instancePath: instancePath + '/config/max_frames_per_turn',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/max_frames_per_turn/minimum',
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
              if (data29.unknown_trigger_types !== undefined) {
                let data46 = data29.unknown_trigger_types;
                if (!(data46 === 'park' || data46 === 'refuse')) {
                  const err86 = {
                    instancePath: instancePath + '/config/unknown_trigger_types',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/unknown_trigger_types/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema35.properties.unknown_trigger_types.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err86];
                  } else {
                    vErrors.push(err86);
                  }
                  errors++;
                }
              }
              if (data29.duplicate_functions !== undefined) {
                let data47 = data29.duplicate_functions;
                if (!(data47 === 'pool' || data47 === 'reject' || data47 === 'takeover')) {
                  const err87 = {
                    instancePath: instancePath + '/config/duplicate_functions',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/duplicate_functions/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema35.properties.duplicate_functions.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err87];
                  } else {
                    vErrors.push(err87);
                  }
                  errors++;
                }
              }
              if (data29.pool_name_wait_ms !== undefined) {
                let data48 = data29.pool_name_wait_ms;
                if (!(typeof data48 == 'number' && !(data48 % 1) && !isNaN(data48) && isFinite(data48))) {
                  const err88 = {
                    instancePath: instancePath + '/config/pool_name_wait_ms',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/pool_name_wait_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err88];
                  } else {
                    vErrors.push(err88);
                  }
                  errors++;
                }
                if (typeof data48 == 'number' && isFinite(data48)) {
                  if (data48 < 0 || isNaN(data48)) {
                    const err89 = {
                      instancePath: instancePath + '/config/pool_name_wait_ms',
                      schemaPath: 'workers/svc-bridge.schema.json/properties/pool_name_wait_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err89];
                    } else {
                      vErrors.push(err89);
                    }
                    errors++;
                  }
                }
              }
              if (data29.rbac !== undefined) {
                let data49 = data29.rbac;
                if (data49 && typeof data49 == 'object' && !Array.isArray(data49)) {
                  if (data49.expose_functions !== undefined) {
                    let data50 = data49.expose_functions;
                    if (Array.isArray(data50)) {
                      const len2 = data50.length;
                      for (let i2 = 0; i2 < len2; i2++) {
                        if (typeof data50[i2] !== 'string') {
                          const err90 = {
                            instancePath: instancePath + '/config/rbac/expose_functions/' + i2,
                            schemaPath:
                              'workers/svc-bridge.schema.json/properties/rbac/properties/expose_functions/items/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          };
                          if (vErrors === null) {
                            vErrors = [err90];
                          } else {
                            vErrors.push(err90);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err91 = {
                        instancePath: instancePath + '/config/rbac/expose_functions',
                        schemaPath:
                          'workers/svc-bridge.schema.json/properties/rbac/properties/expose_functions/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      };
                      if (vErrors === null) {
                        vErrors = [err91];
                      } else {
                        vErrors.push(err91);
                      }
                      errors++;
                    }
                  }
                  if (data49.forbidden_functions !== undefined) {
                    let data52 = data49.forbidden_functions;
                    if (Array.isArray(data52)) {
                      const len3 = data52.length;
                      for (let i3 = 0; i3 < len3; i3++) {
                        if (typeof data52[i3] !== 'string') {
                          const err92 = {
                            instancePath: instancePath + '/config/rbac/forbidden_functions/' + i3,
                            schemaPath:
                              'workers/svc-bridge.schema.json/properties/rbac/properties/forbidden_functions/items/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          };
                          if (vErrors === null) {
                            vErrors = [err92];
                          } else {
                            vErrors.push(err92);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err93 = {
                        instancePath: instancePath + '/config/rbac/forbidden_functions',
                        schemaPath:
                          'workers/svc-bridge.schema.json/properties/rbac/properties/forbidden_functions/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      };
                      if (vErrors === null) {
                        vErrors = [err93];
                      } else {
                        vErrors.push(err93);
                      }
                      errors++;
                    }
                  }
                  if (data49.auth_function_id !== undefined) {
                    if (typeof data49.auth_function_id !== 'string') {
                      const err94 = {
                        instancePath: instancePath + '/config/rbac/auth_function_id',
                        schemaPath:
                          'workers/svc-bridge.schema.json/properties/rbac/properties/auth_function_id/type',
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
                } else {
                  const err95 = {
                    instancePath: instancePath + '/config/rbac',
                    schemaPath: 'workers/svc-bridge.schema.json/properties/rbac/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err95];
                  } else {
                    vErrors.push(err95);
                  }
                  errors++;
                }
              }
            } else {
              const err96 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-bridge.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err96];
              } else {
                vErrors.push(err96);
              }
              errors++;
            }
          }
        } else {
          const err97 = {
            instancePath,
            schemaPath: '#/oneOf/0/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err97];
          } else {
            vErrors.push(err97);
          }
          errors++;
        }
      } else if (tag0 === 'svc-http') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err98 = {
              instancePath,
              schemaPath: '#/oneOf/1/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err98];
            } else {
              vErrors.push(err98);
            }
            errors++;
          }
          for (const key4 in data) {
            if (!(key4 === 'name' || key4 === 'config')) {
              const err99 = {
                instancePath,
                schemaPath: '#/oneOf/1/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key4 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err99];
              } else {
                vErrors.push(err99);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data55 = data.name;
            if (!(data55 === 'svc-http' || data55 === 'iii-http' || data55 === 'http')) {
              const err100 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/1/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[1].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err100];
              } else {
                vErrors.push(err100);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data56 = data.config;
            if (data56 && typeof data56 == 'object' && !Array.isArray(data56)) {
              for (const key5 in data56) {
                if (!func2.call(schema37.properties, key5)) {
                  const err101 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-http.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key5 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err101];
                  } else {
                    vErrors.push(err101);
                  }
                  errors++;
                }
              }
              if (data56.host !== undefined) {
                if (typeof data56.host !== 'string') {
                  const err102 = {
                    instancePath: instancePath + '/config/host',
                    schemaPath: 'workers/svc-http.schema.json/properties/host/type',
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
              if (data56.port !== undefined) {
                let data58 = data56.port;
                if (!(typeof data58 == 'number' && !(data58 % 1) && !isNaN(data58) && isFinite(data58))) {
                  const err103 = {
                    instancePath: instancePath + '/config/port',
                    schemaPath: 'workers/svc-http.schema.json/properties/port/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err103];
                  } else {
                    vErrors.push(err103);
                  }
                  errors++;
                }
                if (typeof data58 == 'number' && isFinite(data58)) {
                  if (data58 > 65535 || isNaN(data58)) {
                    const err104 = {
                      instancePath: instancePath + '/config/port',
                      schemaPath: 'workers/svc-http.schema.json/properties/port/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 65535 },
                      message: 'must be <= 65535',
                    };
                    if (vErrors === null) {
                      vErrors = [err104];
                    } else {
                      vErrors.push(err104);
                    }
                    errors++;
                  }
                  if (data58 < 0 || isNaN(data58)) {
                    const err105 = {
                      instancePath: instancePath + '/config/port',
                      schemaPath: 'workers/svc-http.schema.json/properties/port/minimum',
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
              if (data56.body_limit_bytes !== undefined) {
                let data59 = data56.body_limit_bytes;
                if (!(typeof data59 == 'number' && !(data59 % 1) && !isNaN(data59) && isFinite(data59))) {
                  const err106 = {
                    instancePath: instancePath + '/config/body_limit_bytes',
                    schemaPath: 'workers/svc-http.schema.json/properties/body_limit_bytes/type',
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
                if (typeof data59 == 'number' && isFinite(data59)) {
                  if (data59 < 0 || isNaN(data59)) {
                    const err107 = {
                      instancePath: instancePath + '/config/body_limit_bytes',
                      schemaPath: 'workers/svc-http.schema.json/properties/body_limit_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
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
              if (data56.request_timeout_ms !== undefined) {
                let data60 = data56.request_timeout_ms;
                if (!(typeof data60 == 'number' && !(data60 % 1) && !isNaN(data60) && isFinite(data60))) {
                  const err108 = {
                    instancePath: instancePath + '/config/request_timeout_ms',
                    schemaPath: 'workers/svc-http.schema.json/properties/request_timeout_ms/type',
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
                if (typeof data60 == 'number' && isFinite(data60)) {
                  if (data60 < 1 || isNaN(data60)) {
                    const err109 = {
                      instancePath: instancePath + '/config/request_timeout_ms',
                      schemaPath: 'workers/svc-http.schema.json/properties/request_timeout_ms/minimum',
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
              if (data56.header_timeout_ms !== undefined) {
                let data61 = data56.header_timeout_ms;
                if (!(typeof data61 == 'number' && !(data61 % 1) && !isNaN(data61) && isFinite(data61))) {
                  const err110 = {
                    instancePath: instancePath + '/config/header_timeout_ms',
                    schemaPath: 'workers/svc-http.schema.json/properties/header_timeout_ms/type',
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
                if (typeof data61 == 'number' && isFinite(data61)) {
                  if (data61 < 1 || isNaN(data61)) {
                    const err111 = {
                      instancePath: instancePath + '/config/header_timeout_ms',
                      schemaPath: 'workers/svc-http.schema.json/properties/header_timeout_ms/minimum',
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
              if (data56.concurrency_request_limit !== undefined) {
                let data62 = data56.concurrency_request_limit;
                if (!(typeof data62 == 'number' && !(data62 % 1) && !isNaN(data62) && isFinite(data62))) {
                  const err112 = {
                    instancePath: instancePath + '/config/concurrency_request_limit',
                    schemaPath: 'workers/svc-http.schema.json/properties/concurrency_request_limit/type',
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
                if (typeof data62 == 'number' && isFinite(data62)) {
                  if (data62 < 1 || isNaN(data62)) {
                    const err113 = {
                      instancePath: instancePath + '/config/concurrency_request_limit',
                      schemaPath: 'workers/svc-http.schema.json/properties/concurrency_request_limit/minimum',
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
              if (data56.concurrency_body_read_limit !== undefined) {
                let data63 = data56.concurrency_body_read_limit;
                if (!(typeof data63 == 'number' && !(data63 % 1) && !isNaN(data63) && isFinite(data63))) {
                  const err114 = {
                    instancePath: instancePath + '/config/concurrency_body_read_limit',
                    schemaPath: 'workers/svc-http.schema.json/properties/concurrency_body_read_limit/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err114];
                  } else {
                    vErrors.push(err114);
                  }
                  errors++;
                }
                if (typeof data63 == 'number' && isFinite(data63)) {
                  if (data63 < 1 || isNaN(data63)) {
                    const err115 = {
                      instancePath: instancePath + '/config/concurrency_body_read_limit',
                      schemaPath:
                        'workers/svc-http.schema.json/properties/concurrency_body_read_limit/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err115];
                    } else {
                      vErrors.push(err115);
                    }
                    errors++;
                  }
                }
              }
              if (data56.concurrency_per_client_limit !== undefined) {
                let data64 = data56.concurrency_per_client_limit;
                if (!(typeof data64 == 'number' && !(data64 % 1) && !isNaN(data64) && isFinite(data64))) {
                  const err116 = {
                    instancePath: instancePath + '/config/concurrency_per_client_limit',
                    schemaPath: 'workers/svc-http.schema.json/properties/concurrency_per_client_limit/type',
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
                if (typeof data64 == 'number' && isFinite(data64)) {
                  if (data64 < 1 || isNaN(data64)) {
                    const err117 = {
                      instancePath: instancePath + '/config/concurrency_per_client_limit',
                      schemaPath:
                        'workers/svc-http.schema.json/properties/concurrency_per_client_limit/minimum',
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
              if (data56.body_timeout_ms !== undefined) {
                let data65 = data56.body_timeout_ms;
                if (!(typeof data65 == 'number' && !(data65 % 1) && !isNaN(data65) && isFinite(data65))) {
                  const err118 = {
                    instancePath: instancePath + '/config/body_timeout_ms',
                    schemaPath: 'workers/svc-http.schema.json/properties/body_timeout_ms/type',
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
                if (typeof data65 == 'number' && isFinite(data65)) {
                  if (data65 < 1 || isNaN(data65)) {
                    const err119 = {
                      instancePath: instancePath + '/config/body_timeout_ms',
                      schemaPath: 'workers/svc-http.schema.json/properties/body_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
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
              if (data56.body_min_rate_bytes_per_s !== undefined) {
                let data66 = data56.body_min_rate_bytes_per_s;
                if (!(typeof data66 == 'number' && !(data66 % 1) && !isNaN(data66) && isFinite(data66))) {
                  const err120 = {
                    instancePath: instancePath + '/config/body_min_rate_bytes_per_s',
                    schemaPath: 'workers/svc-http.schema.json/properties/body_min_rate_bytes_per_s/type',
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
                if (typeof data66 == 'number' && isFinite(data66)) {
                  if (data66 < 0 || isNaN(data66)) {
                    const err121 = {
                      instancePath: instancePath + '/config/body_min_rate_bytes_per_s',
                      schemaPath: 'workers/svc-http.schema.json/properties/body_min_rate_bytes_per_s/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
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
              if (data56.body_min_rate_grace_ms !== undefined) {
                let data67 = data56.body_min_rate_grace_ms;
                if (!(typeof data67 == 'number' && !(data67 % 1) && !isNaN(data67) && isFinite(data67))) {
                  const err122 = {
                    instancePath: instancePath + '/config/body_min_rate_grace_ms',
                    schemaPath: 'workers/svc-http.schema.json/properties/body_min_rate_grace_ms/type',
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
                if (typeof data67 == 'number' && isFinite(data67)) {
                  if (data67 < 0 || isNaN(data67)) {
                    const err123 = {
                      instancePath: instancePath + '/config/body_min_rate_grace_ms',
                      schemaPath: 'workers/svc-http.schema.json/properties/body_min_rate_grace_ms/minimum',
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
              if (data56.cors !== undefined) {
                let data68 = data56.cors;
                const _errs150 = errors;
                let valid24 = false;
                let passing0 = null;
                const _errs151 = errors;
                if (false !== data68) {
                  const err124 = {
                    instancePath: instancePath + '/config/cors',
                    schemaPath: 'workers/svc-http.schema.json/properties/cors/oneOf/0/const',
                    keyword: 'const',
                    params: { allowedValue: false },
                    message: 'must be equal to constant',
                  };
                  if (vErrors === null) {
                    vErrors = [err124];
                  } else {
                    vErrors.push(err124);
                  }
                  errors++;
                }
                var _valid0 = _errs151 === errors;
                if (_valid0) {
                  valid24 = true;
                  passing0 = 0;
                }
                const _errs152 = errors;
                if (data68 && typeof data68 == 'object' && !Array.isArray(data68)) {
                  for (const key6 in data68) {
                    if (!(
                      key6 === 'allowed_origins' ||
                      key6 === 'allowed_methods' ||
                      key6 === 'allowed_headers' ||
                      key6 === 'allow_credentials' ||
                      key6 === 'max_age_s'
                    )) {
                      const err125 = {
                        instancePath: instancePath + '/config/cors',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key6 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err125];
                      } else {
                        vErrors.push(err125);
                      }
                      errors++;
                    }
                  }
                  if (data68.allowed_origins !== undefined) {
                    let data69 = data68.allowed_origins;
                    if (Array.isArray(data69)) {
                      const len4 = data69.length;
                      for (let i4 = 0; i4 < len4; i4++) {
                        if (typeof data69[i4] !== 'string') {
                          const err126 = {
                            instancePath: instancePath + '/config/cors/allowed_origins/' + i4,
                            schemaPath:
                              'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_origins/items/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          };
                          if (vErrors === null) {
                            vErrors = [err126];
                          } else {
                            vErrors.push(err126);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err127 = {
                        instancePath: instancePath + '/config/cors/allowed_origins',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_origins/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      };
                      if (vErrors === null) {
                        vErrors = [err127];
                      } else {
                        vErrors.push(err127);
                      }
                      errors++;
                    }
                  }
                  if (data68.allowed_methods !== undefined) {
                    let data71 = data68.allowed_methods;
                    if (Array.isArray(data71)) {
                      const len5 = data71.length;
                      for (let i5 = 0; i5 < len5; i5++) {
                        if (typeof data71[i5] !== 'string') {
                          const err128 = {
                            instancePath: instancePath + '/config/cors/allowed_methods/' + i5,
                            schemaPath:
                              'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_methods/items/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          };
                          if (vErrors === null) {
                            vErrors = [err128];
                          } else {
                            vErrors.push(err128);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err129 = {
                        instancePath: instancePath + '/config/cors/allowed_methods',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_methods/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      };
                      if (vErrors === null) {
                        vErrors = [err129];
                      } else {
                        vErrors.push(err129);
                      }
                      errors++;
                    }
                  }
                  if (data68.allowed_headers !== undefined) {
                    let data73 = data68.allowed_headers;
                    if (Array.isArray(data73)) {
                      const len6 = data73.length;
                      for (let i6 = 0; i6 < len6; i6++) {
                        if (typeof data73[i6] !== 'string') {
                          const err130 = {
                            instancePath: instancePath + '/config/cors/allowed_headers/' + i6,
                            schemaPath:
                              'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_headers/items/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          };
                          if (vErrors === null) {
                            vErrors = [err130];
                          } else {
                            vErrors.push(err130);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err131 = {
                        instancePath: instancePath + '/config/cors/allowed_headers',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_headers/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      };
                      if (vErrors === null) {
                        vErrors = [err131];
                      } else {
                        vErrors.push(err131);
                      }
                      errors++;
                    }
                  }
                  if (data68.allow_credentials !== undefined) {
                    if (typeof data68.allow_credentials !== 'boolean') {
                      const err132 = {
                        instancePath: instancePath + '/config/cors/allow_credentials',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allow_credentials/type',
                        keyword: 'type',
                        params: { type: 'boolean' },
                        message: 'must be boolean',
                      };
                      if (vErrors === null) {
                        vErrors = [err132];
                      } else {
                        vErrors.push(err132);
                      }
                      errors++;
                    }
                  }
                  if (data68.max_age_s !== undefined) {
                    let data76 = data68.max_age_s;
                    if (!(typeof data76 == 'number' && !(data76 % 1) && !isNaN(data76) && isFinite(data76))) {
                      const err133 = {
                        instancePath: instancePath + '/config/cors/max_age_s',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/max_age_s/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err133];
                      } else {
                        vErrors.push(err133);
                      }
                      errors++;
                    }
                    if (typeof data76 == 'number' && isFinite(data76)) {
                      if (data76 < 0 || isNaN(data76)) {
                        const err134 = {
                          instancePath: instancePath + '/config/cors/max_age_s',
                          schemaPath:
                            'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/max_age_s/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 0 },
                          message: 'must be >= 0',
                        };
                        if (vErrors === null) {
                          vErrors = [err134];
                        } else {
                          vErrors.push(err134);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err135 = {
                    instancePath: instancePath + '/config/cors',
                    schemaPath: 'workers/svc-http.schema.json/properties/cors/oneOf/1/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err135];
                  } else {
                    vErrors.push(err135);
                  }
                  errors++;
                }
                var _valid0 = _errs152 === errors;
                if (_valid0 && valid24) {
                  valid24 = false;
                  passing0 = [passing0, 1];
                } else {
                  if (_valid0) {
                    valid24 = true;
                    passing0 = 1;
                  }
                }
                if (!valid24) {
                  const err136 = {
                    instancePath: instancePath + '/config/cors',
                    schemaPath: 'workers/svc-http.schema.json/properties/cors/oneOf',
                    keyword: 'oneOf',
                    params: { passingSchemas: passing0 },
                    message: 'must match exactly one schema in oneOf',
                  };
                  if (vErrors === null) {
                    vErrors = [err136];
                  } else {
                    vErrors.push(err136);
                  }
                  errors++;
                } else {
                  errors = _errs150;
                  if (vErrors !== null) {
                    if (_errs150) {
                      vErrors.length = _errs150;
                    } else {
                      vErrors = null;
                    }
                  }
                }
              }
            } else {
              const err137 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-http.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err137];
              } else {
                vErrors.push(err137);
              }
              errors++;
            }
          }
        } else {
          const err138 = {
            instancePath,
            schemaPath: '#/oneOf/1/type',
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
      } else if (tag0 === 'iii-http') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err139 = {
              instancePath,
              schemaPath: '#/oneOf/1/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err139];
            } else {
              vErrors.push(err139);
            }
            errors++;
          }
          for (const key7 in data) {
            if (!(key7 === 'name' || key7 === 'config')) {
              const err140 = {
                instancePath,
                schemaPath: '#/oneOf/1/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key7 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err140];
              } else {
                vErrors.push(err140);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data77 = data.name;
            if (!(data77 === 'svc-http' || data77 === 'iii-http' || data77 === 'http')) {
              const err141 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/1/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[1].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err141];
              } else {
                vErrors.push(err141);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data78 = data.config;
            if (data78 && typeof data78 == 'object' && !Array.isArray(data78)) {
              for (const key8 in data78) {
                if (!func2.call(schema37.properties, key8)) {
                  const err142 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-http.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key8 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err142];
                  } else {
                    vErrors.push(err142);
                  }
                  errors++;
                }
              }
              if (data78.host !== undefined) {
                if (typeof data78.host !== 'string') {
                  const err143 = {
                    instancePath: instancePath + '/config/host',
                    schemaPath: 'workers/svc-http.schema.json/properties/host/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err143];
                  } else {
                    vErrors.push(err143);
                  }
                  errors++;
                }
              }
              if (data78.port !== undefined) {
                let data80 = data78.port;
                if (!(typeof data80 == 'number' && !(data80 % 1) && !isNaN(data80) && isFinite(data80))) {
                  const err144 = {
                    instancePath: instancePath + '/config/port',
                    schemaPath: 'workers/svc-http.schema.json/properties/port/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err144];
                  } else {
                    vErrors.push(err144);
                  }
                  errors++;
                }
                if (typeof data80 == 'number' && isFinite(data80)) {
                  if (data80 > 65535 || isNaN(data80)) {
                    const err145 = {
                      instancePath: instancePath + '/config/port',
                      schemaPath: 'workers/svc-http.schema.json/properties/port/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 65535 },
                      message: 'must be <= 65535',
                    };
                    if (vErrors === null) {
                      vErrors = [err145];
                    } else {
                      vErrors.push(err145);
                    }
                    errors++;
                  }
                  if (data80 < 0 || isNaN(data80)) {
                    const err146 = {
                      instancePath: instancePath + '/config/port',
                      schemaPath: 'workers/svc-http.schema.json/properties/port/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err146];
                    } else {
                      vErrors.push(err146);
                    }
                    errors++;
                  }
                }
              }
              if (data78.body_limit_bytes !== undefined) {
                let data81 = data78.body_limit_bytes;
                if (!(typeof data81 == 'number' && !(data81 % 1) && !isNaN(data81) && isFinite(data81))) {
                  const err147 = {
                    instancePath: instancePath + '/config/body_limit_bytes',
                    schemaPath: 'workers/svc-http.schema.json/properties/body_limit_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err147];
                  } else {
                    vErrors.push(err147);
                  }
                  errors++;
                }
                if (typeof data81 == 'number' && isFinite(data81)) {
                  if (data81 < 0 || isNaN(data81)) {
                    const err148 = {
                      instancePath: instancePath + '/config/body_limit_bytes',
                      schemaPath: 'workers/svc-http.schema.json/properties/body_limit_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err148];
                    } else {
                      vErrors.push(err148);
                    }
                    errors++;
                  }
                }
              }
              if (data78.request_timeout_ms !== undefined) {
                let data82 = data78.request_timeout_ms;
                if (!(typeof data82 == 'number' && !(data82 % 1) && !isNaN(data82) && isFinite(data82))) {
                  const err149 = {
                    instancePath: instancePath + '/config/request_timeout_ms',
                    schemaPath: 'workers/svc-http.schema.json/properties/request_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err149];
                  } else {
                    vErrors.push(err149);
                  }
                  errors++;
                }
                if (typeof data82 == 'number' && isFinite(data82)) {
                  if (data82 < 1 || isNaN(data82)) {
                    const err150 = {
                      instancePath: instancePath + '/config/request_timeout_ms',
                      schemaPath: 'workers/svc-http.schema.json/properties/request_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err150];
                    } else {
                      vErrors.push(err150);
                    }
                    errors++;
                  }
                }
              }
              if (data78.header_timeout_ms !== undefined) {
                let data83 = data78.header_timeout_ms;
                if (!(typeof data83 == 'number' && !(data83 % 1) && !isNaN(data83) && isFinite(data83))) {
                  const err151 = {
                    instancePath: instancePath + '/config/header_timeout_ms',
                    schemaPath: 'workers/svc-http.schema.json/properties/header_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err151];
                  } else {
                    vErrors.push(err151);
                  }
                  errors++;
                }
                if (typeof data83 == 'number' && isFinite(data83)) {
                  if (data83 < 1 || isNaN(data83)) {
                    const err152 = {
                      instancePath: instancePath + '/config/header_timeout_ms',
                      schemaPath: 'workers/svc-http.schema.json/properties/header_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err152];
                    } else {
                      vErrors.push(err152);
                    }
                    errors++;
                  }
                }
              }
              if (data78.concurrency_request_limit !== undefined) {
                let data84 = data78.concurrency_request_limit;
                if (!(typeof data84 == 'number' && !(data84 % 1) && !isNaN(data84) && isFinite(data84))) {
                  const err153 = {
                    instancePath: instancePath + '/config/concurrency_request_limit',
                    schemaPath: 'workers/svc-http.schema.json/properties/concurrency_request_limit/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err153];
                  } else {
                    vErrors.push(err153);
                  }
                  errors++;
                }
                if (typeof data84 == 'number' && isFinite(data84)) {
                  if (data84 < 1 || isNaN(data84)) {
                    const err154 = {
                      instancePath: instancePath + '/config/concurrency_request_limit',
                      schemaPath: 'workers/svc-http.schema.json/properties/concurrency_request_limit/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err154];
                    } else {
                      vErrors.push(err154);
                    }
                    errors++;
                  }
                }
              }
              if (data78.concurrency_body_read_limit !== undefined) {
                let data85 = data78.concurrency_body_read_limit;
                if (!(typeof data85 == 'number' && !(data85 % 1) && !isNaN(data85) && isFinite(data85))) {
                  const err155 = {
                    instancePath: instancePath + '/config/concurrency_body_read_limit',
                    schemaPath: 'workers/svc-http.schema.json/properties/concurrency_body_read_limit/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err155];
                  } else {
                    vErrors.push(err155);
                  }
                  errors++;
                }
                if (typeof data85 == 'number' && isFinite(data85)) {
                  if (data85 < 1 || isNaN(data85)) {
                    const err156 = {
                      instancePath: instancePath + '/config/concurrency_body_read_limit',
                      schemaPath:
                        'workers/svc-http.schema.json/properties/concurrency_body_read_limit/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err156];
                    } else {
                      vErrors.push(err156);
                    }
                    errors++;
                  }
                }
              }
              if (data78.concurrency_per_client_limit !== undefined) {
                let data86 = data78.concurrency_per_client_limit;
                if (!(typeof data86 == 'number' && !(data86 % 1) && !isNaN(data86) && isFinite(data86))) {
                  const err157 = {
                    instancePath: instancePath + '/config/concurrency_per_client_limit',
                    schemaPath: 'workers/svc-http.schema.json/properties/concurrency_per_client_limit/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err157];
                  } else {
                    vErrors.push(err157);
                  }
                  errors++;
                }
                if (typeof data86 == 'number' && isFinite(data86)) {
                  if (data86 < 1 || isNaN(data86)) {
                    const err158 = {
                      instancePath: instancePath + '/config/concurrency_per_client_limit',
                      schemaPath:
                        'workers/svc-http.schema.json/properties/concurrency_per_client_limit/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err158];
                    } else {
                      vErrors.push(err158);
                    }
                    errors++;
                  }
                }
              }
              if (data78.body_timeout_ms !== undefined) {
                let data87 = data78.body_timeout_ms;
                if (!(typeof data87 == 'number' && !(data87 % 1) && !isNaN(data87) && isFinite(data87))) {
                  const err159 = {
                    instancePath: instancePath + '/config/body_timeout_ms',
                    schemaPath: 'workers/svc-http.schema.json/properties/body_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err159];
                  } else {
                    vErrors.push(err159);
                  }
                  errors++;
                }
                if (typeof data87 == 'number' && isFinite(data87)) {
                  if (data87 < 1 || isNaN(data87)) {
                    const err160 = {
                      instancePath: instancePath + '/config/body_timeout_ms',
                      schemaPath: 'workers/svc-http.schema.json/properties/body_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err160];
                    } else {
                      vErrors.push(err160);
                    }
                    errors++;
                  }
                }
              }
              if (data78.body_min_rate_bytes_per_s !== undefined) {
                let data88 = data78.body_min_rate_bytes_per_s;
                if (!(typeof data88 == 'number' && !(data88 % 1) && !isNaN(data88) && isFinite(data88))) {
                  const err161 = {
                    instancePath: instancePath + '/config/body_min_rate_bytes_per_s',
                    schemaPath: 'workers/svc-http.schema.json/properties/body_min_rate_bytes_per_s/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err161];
                  } else {
                    vErrors.push(err161);
                  }
                  errors++;
                }
                if (typeof data88 == 'number' && isFinite(data88)) {
                  if (data88 < 0 || isNaN(data88)) {
                    const err162 = {
                      instancePath: instancePath + '/config/body_min_rate_bytes_per_s',
                      schemaPath: 'workers/svc-http.schema.json/properties/body_min_rate_bytes_per_s/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err162];
                    } else {
                      vErrors.push(err162);
                    }
                    errors++;
                  }
                }
              }
              if (data78.body_min_rate_grace_ms !== undefined) {
                let data89 = data78.body_min_rate_grace_ms;
                if (!(typeof data89 == 'number' && !(data89 % 1) && !isNaN(data89) && isFinite(data89))) {
                  const err163 = {
                    instancePath: instancePath + '/config/body_min_rate_grace_ms',
                    schemaPath: 'workers/svc-http.schema.json/properties/body_min_rate_grace_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err163];
                  } else {
                    vErrors.push(err163);
                  }
                  errors++;
                }
                if (typeof data89 == 'number' && isFinite(data89)) {
                  if (data89 < 0 || isNaN(data89)) {
                    const err164 = {
                      instancePath: instancePath + '/config/body_min_rate_grace_ms',
                      schemaPath: 'workers/svc-http.schema.json/properties/body_min_rate_grace_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err164];
                    } else {
                      vErrors.push(err164);
                    }
                    errors++;
                  }
                }
              }
              if (data78.cors !== undefined) {
                let data90 = data78.cors;
                const _errs202 = errors;
                let valid36 = false;
                let passing1 = null;
                const _errs203 = errors;
                if (false !== data90) {
                  const err165 = {
                    instancePath: instancePath + '/config/cors',
                    schemaPath: 'workers/svc-http.schema.json/properties/cors/oneOf/0/const',
                    keyword: 'const',
                    params: { allowedValue: false },
                    message: 'must be equal to constant',
                  };
                  if (vErrors === null) {
                    vErrors = [err165];
                  } else {
                    vErrors.push(err165);
                  }
                  errors++;
                }
                var _valid1 = _errs203 === errors;
                if (_valid1) {
                  valid36 = true;
                  passing1 = 0;
                }
                const _errs204 = errors;
                if (data90 && typeof data90 == 'object' && !Array.isArray(data90)) {
                  for (const key9 in data90) {
                    if (!(
                      key9 === 'allowed_origins' ||
                      key9 === 'allowed_methods' ||
                      key9 === 'allowed_headers' ||
                      key9 === 'allow_credentials' ||
                      key9 === 'max_age_s'
                    )) {
                      const err166 = {
                        instancePath: instancePath + '/config/cors',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key9 },
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
                  if (data90.allowed_origins !== undefined) {
                    let data91 = data90.allowed_origins;
                    if (Array.isArray(data91)) {
                      const len7 = data91.length;
                      for (let i7 = 0; i7 < len7; i7++) {
                        if (typeof data91[i7] !== 'string') {
                          const err167 = {
                            instancePath: instancePath + '/config/cors/allowed_origins/' + i7,
                            schemaPath:
                              'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_origins/items/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          };
                          if (vErrors === null) {
                            vErrors = [err167];
                          } else {
                            vErrors.push(err167);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err168 = {
                        instancePath: instancePath + '/config/cors/allowed_origins',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_origins/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      };
                      if (vErrors === null) {
                        vErrors = [err168];
                      } else {
                        vErrors.push(err168);
                      }
                      errors++;
                    }
                  }
                  if (data90.allowed_methods !== undefined) {
                    let data93 = data90.allowed_methods;
                    if (Array.isArray(data93)) {
                      const len8 = data93.length;
                      for (let i8 = 0; i8 < len8; i8++) {
                        if (typeof data93[i8] !== 'string') {
                          const err169 = {
                            instancePath: instancePath + '/config/cors/allowed_methods/' + i8,
                            schemaPath:
                              'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_methods/items/type',
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
                    } else {
                      const err170 = {
                        instancePath: instancePath + '/config/cors/allowed_methods',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_methods/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      };
                      if (vErrors === null) {
                        vErrors = [err170];
                      } else {
                        vErrors.push(err170);
                      }
                      errors++;
                    }
                  }
                  if (data90.allowed_headers !== undefined) {
                    let data95 = data90.allowed_headers;
                    if (Array.isArray(data95)) {
                      const len9 = data95.length;
                      for (let i9 = 0; i9 < len9; i9++) {
                        if (typeof data95[i9] !== 'string') {
                          const err171 = {
                            instancePath: instancePath + '/config/cors/allowed_headers/' + i9,
                            schemaPath:
                              'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_headers/items/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          };
                          if (vErrors === null) {
                            vErrors = [err171];
                          } else {
                            vErrors.push(err171);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err172 = {
                        instancePath: instancePath + '/config/cors/allowed_headers',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_headers/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      };
                      if (vErrors === null) {
                        vErrors = [err172];
                      } else {
                        vErrors.push(err172);
                      }
                      errors++;
                    }
                  }
                  if (data90.allow_credentials !== undefined) {
                    if (typeof data90.allow_credentials !== 'boolean') {
                      const err173 = {
                        instancePath: instancePath + '/config/cors/allow_credentials',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allow_credentials/type',
                        keyword: 'type',
                        params: { type: 'boolean' },
                        message: 'must be boolean',
                      };
                      if (vErrors === null) {
                        vErrors = [err173];
                      } else {
                        vErrors.push(err173);
                      }
                      errors++;
                    }
                  }
                  if (data90.max_age_s !== undefined) {
                    let data98 = data90.max_age_s;
                    if (!(typeof data98 == 'number' && !(data98 % 1) && !isNaN(data98) && isFinite(data98))) {
                      const err174 = {
                        instancePath: instancePath + '/config/cors/max_age_s',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/max_age_s/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err174];
                      } else {
                        vErrors.push(err174);
                      }
                      errors++;
                    }
                    if (typeof data98 == 'number' && isFinite(data98)) {
                      if (data98 < 0 || isNaN(data98)) {
                        const err175 = {
                          instancePath: instancePath + '/config/cors/max_age_s',
                          schemaPath:
                            'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/max_age_s/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 0 },
                          message: 'must be >= 0',
                        };
                        if (vErrors === null) {
                          vErrors = [err175];
                        } else {
                          vErrors.push(err175);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err176 = {
                    instancePath: instancePath + '/config/cors',
                    schemaPath: 'workers/svc-http.schema.json/properties/cors/oneOf/1/type',
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
                var _valid1 = _errs204 === errors;
                if (_valid1 && valid36) {
                  valid36 = false;
                  passing1 = [passing1, 1];
                } else {
                  if (_valid1) {
                    valid36 = true;
                    passing1 = 1;
                  }
                }
                if (!valid36) {
                  const err177 = {
                    instancePath: instancePath + '/config/cors',
                    schemaPath: 'workers/svc-http.schema.json/properties/cors/oneOf',
                    keyword: 'oneOf',
                    params: { passingSchemas: passing1 },
                    message: 'must match exactly one schema in oneOf',
                  };
                  if (vErrors === null) {
                    vErrors = [err177];
                  } else {
                    vErrors.push(err177);
                  }
                  errors++;
                } else {
                  errors = _errs202;
                  if (vErrors !== null) {
                    if (_errs202) {
                      vErrors.length = _errs202;
                    } else {
                      vErrors = null;
                    }
                  }
                }
              }
            } else {
              const err178 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-http.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err178];
              } else {
                vErrors.push(err178);
              }
              errors++;
            }
          }
        } else {
          const err179 = {
            instancePath,
            schemaPath: '#/oneOf/1/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err179];
          } else {
            vErrors.push(err179);
          }
          errors++;
        }
      } else if (tag0 === 'http') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err180 = {
              instancePath,
              schemaPath: '#/oneOf/1/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err180];
            } else {
              vErrors.push(err180);
            }
            errors++;
          }
          for (const key10 in data) {
            if (!(key10 === 'name' || key10 === 'config')) {
              const err181 = {
                instancePath,
                schemaPath: '#/oneOf/1/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key10 },
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
          if (data.name !== undefined) {
            let data99 = data.name;
            if (!(data99 === 'svc-http' || data99 === 'iii-http' || data99 === 'http')) {
              const err182 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/1/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[1].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err182];
              } else {
                vErrors.push(err182);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data100 = data.config;
            if (data100 && typeof data100 == 'object' && !Array.isArray(data100)) {
              for (const key11 in data100) {
                if (!func2.call(schema37.properties, key11)) {
                  const err183 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-http.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key11 },
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
              if (data100.host !== undefined) {
                if (typeof data100.host !== 'string') {
                  const err184 = {
                    instancePath: instancePath + '/config/host',
                    schemaPath: 'workers/svc-http.schema.json/properties/host/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err184];
                  } else {
                    vErrors.push(err184);
                  }
                  errors++;
                }
              }
              if (data100.port !== undefined) {
                let data102 = data100.port;
                if (!(typeof data102 == 'number' && !(data102 % 1) && !isNaN(data102) && isFinite(data102))) {
                  const err185 = {
                    instancePath: instancePath + '/config/port',
                    schemaPath: 'workers/svc-http.schema.json/properties/port/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err185];
                  } else {
                    vErrors.push(err185);
                  }
                  errors++;
                }
                if (typeof data102 == 'number' && isFinite(data102)) {
                  if (data102 > 65535 || isNaN(data102)) {
                    const err186 = {
                      instancePath: instancePath + '/config/port',
                      schemaPath: 'workers/svc-http.schema.json/properties/port/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 65535 },
                      message: 'must be <= 65535',
                    };
                    if (vErrors === null) {
                      vErrors = [err186];
                    } else {
                      vErrors.push(err186);
                    }
                    errors++;
                  }
                  if (data102 < 0 || isNaN(data102)) {
                    const err187 = {
                      instancePath: instancePath + '/config/port',
                      schemaPath: 'workers/svc-http.schema.json/properties/port/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err187];
                    } else {
                      vErrors.push(err187);
                    }
                    errors++;
                  }
                }
              }
              if (data100.body_limit_bytes !== undefined) {
                let data103 = data100.body_limit_bytes;
                if (!(typeof data103 == 'number' && !(data103 % 1) && !isNaN(data103) && isFinite(data103))) {
                  const err188 = {
                    instancePath: instancePath + '/config/body_limit_bytes',
                    schemaPath: 'workers/svc-http.schema.json/properties/body_limit_bytes/type',
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
                if (typeof data103 == 'number' && isFinite(data103)) {
                  if (data103 < 0 || isNaN(data103)) {
                    const err189 = {
                      instancePath: instancePath + '/config/body_limit_bytes',
                      schemaPath: 'workers/svc-http.schema.json/properties/body_limit_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
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
              if (data100.request_timeout_ms !== undefined) {
                let data104 = data100.request_timeout_ms;
                if (!(typeof data104 == 'number' && !(data104 % 1) && !isNaN(data104) && isFinite(data104))) {
                  const err190 = {
                    instancePath: instancePath + '/config/request_timeout_ms',
                    schemaPath: 'workers/svc-http.schema.json/properties/request_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err190];
                  } else {
                    vErrors.push(err190);
                  }
                  errors++;
                }
                if (typeof data104 == 'number' && isFinite(data104)) {
                  if (data104 < 1 || isNaN(data104)) {
                    const err191 = {
                      instancePath: instancePath + '/config/request_timeout_ms',
                      schemaPath: 'workers/svc-http.schema.json/properties/request_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err191];
                    } else {
                      vErrors.push(err191);
                    }
                    errors++;
                  }
                }
              }
              if (data100.header_timeout_ms !== undefined) {
                let data105 = data100.header_timeout_ms;
                if (!(typeof data105 == 'number' && !(data105 % 1) && !isNaN(data105) && isFinite(data105))) {
                  const err192 = {
                    instancePath: instancePath + '/config/header_timeout_ms',
                    schemaPath: 'workers/svc-http.schema.json/properties/header_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err192];
                  } else {
                    vErrors.push(err192);
                  }
                  errors++;
                }
                if (typeof data105 == 'number' && isFinite(data105)) {
                  if (data105 < 1 || isNaN(data105)) {
                    const err193 = {
                      instancePath: instancePath + '/config/header_timeout_ms',
                      schemaPath: 'workers/svc-http.schema.json/properties/header_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err193];
                    } else {
                      vErrors.push(err193);
                    }
                    errors++;
                  }
                }
              }
              if (data100.concurrency_request_limit !== undefined) {
                let data106 = data100.concurrency_request_limit;
                if (!(typeof data106 == 'number' && !(data106 % 1) && !isNaN(data106) && isFinite(data106))) {
                  const err194 = {
                    instancePath: instancePath + '/config/concurrency_request_limit',
                    schemaPath: 'workers/svc-http.schema.json/properties/concurrency_request_limit/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err194];
                  } else {
                    vErrors.push(err194);
                  }
                  errors++;
                }
                if (typeof data106 == 'number' && isFinite(data106)) {
                  if (data106 < 1 || isNaN(data106)) {
                    const err195 = {
                      instancePath: instancePath + '/config/concurrency_request_limit',
                      schemaPath: 'workers/svc-http.schema.json/properties/concurrency_request_limit/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err195];
                    } else {
                      vErrors.push(err195);
                    }
                    errors++;
                  }
                }
              }
              if (data100.concurrency_body_read_limit !== undefined) {
                let data107 = data100.concurrency_body_read_limit;
                if (!(typeof data107 == 'number' && !(data107 % 1) && !isNaN(data107) && isFinite(data107))) {
                  const err196 = {
                    instancePath: instancePath + '/config/concurrency_body_read_limit',
                    schemaPath: 'workers/svc-http.schema.json/properties/concurrency_body_read_limit/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err196];
                  } else {
                    vErrors.push(err196);
                  }
                  errors++;
                }
                if (typeof data107 == 'number' && isFinite(data107)) {
                  if (data107 < 1 || isNaN(data107)) {
                    const err197 = {
                      instancePath: instancePath + '/config/concurrency_body_read_limit',
                      schemaPath:
                        'workers/svc-http.schema.json/properties/concurrency_body_read_limit/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err197];
                    } else {
                      vErrors.push(err197);
                    }
                    errors++;
                  }
                }
              }
              if (data100.concurrency_per_client_limit !== undefined) {
                let data108 = data100.concurrency_per_client_limit;
                if (!(typeof data108 == 'number' && !(data108 % 1) && !isNaN(data108) && isFinite(data108))) {
                  const err198 = {
                    instancePath: instancePath + '/config/concurrency_per_client_limit',
                    schemaPath: 'workers/svc-http.schema.json/properties/concurrency_per_client_limit/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err198];
                  } else {
                    vErrors.push(err198);
                  }
                  errors++;
                }
                if (typeof data108 == 'number' && isFinite(data108)) {
                  if (data108 < 1 || isNaN(data108)) {
                    const err199 = {
                      instancePath: instancePath + '/config/concurrency_per_client_limit',
                      schemaPath:
                        'workers/svc-http.schema.json/properties/concurrency_per_client_limit/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err199];
                    } else {
                      vErrors.push(err199);
                    }
                    errors++;
                  }
                }
              }
              if (data100.body_timeout_ms !== undefined) {
                let data109 = data100.body_timeout_ms;
                if (!(typeof data109 == 'number' && !(data109 % 1) && !isNaN(data109) && isFinite(data109))) {
                  const err200 = {
                    instancePath: instancePath + '/config/body_timeout_ms',
                    schemaPath: 'workers/svc-http.schema.json/properties/body_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err200];
                  } else {
                    vErrors.push(err200);
                  }
                  errors++;
                }
                if (typeof data109 == 'number' && isFinite(data109)) {
                  if (data109 < 1 || isNaN(data109)) {
                    const err201 = {
                      instancePath: instancePath + '/config/body_timeout_ms',
                      schemaPath: 'workers/svc-http.schema.json/properties/body_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err201];
                    } else {
                      vErrors.push(err201);
                    }
                    errors++;
                  }
                }
              }
              if (data100.body_min_rate_bytes_per_s !== undefined) {
                let data110 = data100.body_min_rate_bytes_per_s;
                if (!(typeof data110 == 'number' && !(data110 % 1) && !isNaN(data110) && isFinite(data110))) {
                  const err202 = {
                    instancePath: instancePath + '/config/body_min_rate_bytes_per_s',
                    schemaPath: 'workers/svc-http.schema.json/properties/body_min_rate_bytes_per_s/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err202];
                  } else {
                    vErrors.push(err202);
                  }
                  errors++;
                }
                if (typeof data110 == 'number' && isFinite(data110)) {
                  if (data110 < 0 || isNaN(data110)) {
                    const err203 = {
                      instancePath: instancePath + '/config/body_min_rate_bytes_per_s',
                      schemaPath: 'workers/svc-http.schema.json/properties/body_min_rate_bytes_per_s/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err203];
                    } else {
                      vErrors.push(err203);
                    }
                    errors++;
                  }
                }
              }
              if (data100.body_min_rate_grace_ms !== undefined) {
                let data111 = data100.body_min_rate_grace_ms;
                if (!(typeof data111 == 'number' && !(data111 % 1) && !isNaN(data111) && isFinite(data111))) {
                  const err204 = {
                    instancePath: instancePath + '/config/body_min_rate_grace_ms',
                    schemaPath: 'workers/svc-http.schema.json/properties/body_min_rate_grace_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err204];
                  } else {
                    vErrors.push(err204);
                  }
                  errors++;
                }
                if (typeof data111 == 'number' && isFinite(data111)) {
                  if (data111 < 0 || isNaN(data111)) {
                    const err205 = {
                      instancePath: instancePath + '/config/body_min_rate_grace_ms',
                      schemaPath: 'workers/svc-http.schema.json/properties/body_min_rate_grace_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err205];
                    } else {
                      vErrors.push(err205);
                    }
                    errors++;
                  }
                }
              }
              if (data100.cors !== undefined) {
                let data112 = data100.cors;
                const _errs254 = errors;
                let valid48 = false;
                let passing2 = null;
                const _errs255 = errors;
                if (false !== data112) {
                  const err206 = {
                    instancePath: instancePath + '/config/cors',
                    schemaPath: 'workers/svc-http.schema.json/properties/cors/oneOf/0/const',
                    keyword: 'const',
                    params: { allowedValue: false },
                    message: 'must be equal to constant',
                  };
                  if (vErrors === null) {
                    vErrors = [err206];
                  } else {
                    vErrors.push(err206);
                  }
                  errors++;
                }
                var _valid2 = _errs255 === errors;
                if (_valid2) {
                  valid48 = true;
                  passing2 = 0;
                }
                const _errs256 = errors;
                if (data112 && typeof data112 == 'object' && !Array.isArray(data112)) {
                  for (const key12 in data112) {
                    if (!(
                      key12 === 'allowed_origins' ||
                      key12 === 'allowed_methods' ||
                      key12 === 'allowed_headers' ||
                      key12 === 'allow_credentials' ||
                      key12 === 'max_age_s'
                    )) {
                      const err207 = {
                        instancePath: instancePath + '/config/cors',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key12 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err207];
                      } else {
                        vErrors.push(err207);
                      }
                      errors++;
                    }
                  }
                  if (data112.allowed_origins !== undefined) {
                    let data113 = data112.allowed_origins;
                    if (Array.isArray(data113)) {
                      const len10 = data113.length;
                      for (let i10 = 0; i10 < len10; i10++) {
                        if (typeof data113[i10] !== 'string') {
                          const err208 = {
                            instancePath: instancePath + '/config/cors/allowed_origins/' + i10,
                            schemaPath:
                              'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_origins/items/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          };
                          if (vErrors === null) {
                            vErrors = [err208];
                          } else {
                            vErrors.push(err208);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err209 = {
                        instancePath: instancePath + '/config/cors/allowed_origins',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_origins/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      };
                      if (vErrors === null) {
                        vErrors = [err209];
                      } else {
                        vErrors.push(err209);
                      }
                      errors++;
                    }
                  }
                  if (data112.allowed_methods !== undefined) {
                    let data115 = data112.allowed_methods;
                    if (Array.isArray(data115)) {
                      const len11 = data115.length;
                      for (let i11 = 0; i11 < len11; i11++) {
                        if (typeof data115[i11] !== 'string') {
                          const err210 = {
                            instancePath: instancePath + '/config/cors/allowed_methods/' + i11,
                            schemaPath:
                              'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_methods/items/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
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
                        instancePath: instancePath + '/config/cors/allowed_methods',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_methods/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      };
                      if (vErrors === null) {
                        vErrors = [err211];
                      } else {
                        vErrors.push(err211);
                      }
                      errors++;
                    }
                  }
                  if (data112.allowed_headers !== undefined) {
                    let data117 = data112.allowed_headers;
                    if (Array.isArray(data117)) {
                      const len12 = data117.length;
                      for (let i12 = 0; i12 < len12; i12++) {
                        if (typeof data117[i12] !== 'string') {
                          const err212 = {
                            instancePath: instancePath + '/config/cors/allowed_headers/' + i12,
                            schemaPath:
                              'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_headers/items/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          };
                          if (vErrors === null) {
                            vErrors = [err212];
                          } else {
                            vErrors.push(err212);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err213 = {
                        instancePath: instancePath + '/config/cors/allowed_headers',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allowed_headers/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      };
                      if (vErrors === null) {
                        vErrors = [err213];
                      } else {
                        vErrors.push(err213);
                      }
                      errors++;
                    }
                  }
                  if (data112.allow_credentials !== undefined) {
                    if (typeof data112.allow_credentials !== 'boolean') {
                      const err214 = {
                        instancePath: instancePath + '/config/cors/allow_credentials',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/allow_credentials/type',
                        keyword: 'type',
                        params: { type: 'boolean' },
                        message: 'must be boolean',
                      };
                      if (vErrors === null) {
                        vErrors = [err214];
                      } else {
                        vErrors.push(err214);
                      }
                      errors++;
                    }
                  }
                  if (data112.max_age_s !== undefined) {
                    let data120 = data112.max_age_s;
                    if (!(
                      typeof data120 == 'number' &&
                      !(data120 % 1) &&
                      !isNaN(data120) &&
                      isFinite(data120)
                    )) {
                      const err215 = {
                        instancePath: instancePath + '/config/cors/max_age_s',
                        schemaPath:
                          'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/max_age_s/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err215];
                      } else {
                        vErrors.push(err215);
                      }
                      errors++;
                    }
                    if (typeof data120 == 'number' && isFinite(data120)) {
                      if (data120 < 0 || isNaN(data120)) {
                        const err216 = {
                          instancePath: instancePath + '/config/cors/max_age_s',
                          schemaPath:
                            'workers/svc-http.schema.json/properties/cors/oneOf/1/properties/max_age_s/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 0 },
                          message: 'must be >= 0',
                        };
                        if (vErrors === null) {
                          vErrors = [err216];
                        } else {
                          vErrors.push(err216);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err217 = {
                    instancePath: instancePath + '/config/cors',
                    schemaPath: 'workers/svc-http.schema.json/properties/cors/oneOf/1/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err217];
                  } else {
                    vErrors.push(err217);
                  }
                  errors++;
                }
                var _valid2 = _errs256 === errors;
                if (_valid2 && valid48) {
                  valid48 = false;
                  passing2 = [passing2, 1];
                } else {
                  if (_valid2) {
                    valid48 = true;
                    passing2 = 1;
                  }
                }
                if (!valid48) {
                  const err218 = {
                    instancePath: instancePath + '/config/cors',
                    schemaPath: 'workers/svc-http.schema.json/properties/cors/oneOf',
                    keyword: 'oneOf',
                    params: { passingSchemas: passing2 },
                    message: 'must match exactly one schema in oneOf',
                  };
                  if (vErrors === null) {
                    vErrors = [err218];
                  } else {
                    vErrors.push(err218);
                  }
                  errors++;
                } else {
                  errors = _errs254;
                  if (vErrors !== null) {
                    if (_errs254) {
                      vErrors.length = _errs254;
                    } else {
                      vErrors = null;
                    }
                  }
                }
              }
            } else {
              const err219 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-http.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err219];
              } else {
                vErrors.push(err219);
              }
              errors++;
            }
          }
        } else {
          const err220 = {
            instancePath,
            schemaPath: '#/oneOf/1/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err220];
          } else {
            vErrors.push(err220);
          }
          errors++;
        }
      } else if (tag0 === 'svc-state') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err221 = {
              instancePath,
              schemaPath: '#/oneOf/2/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err221];
            } else {
              vErrors.push(err221);
            }
            errors++;
          }
          for (const key13 in data) {
            if (!(key13 === 'name' || key13 === 'config')) {
              const err222 = {
                instancePath,
                schemaPath: '#/oneOf/2/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key13 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err222];
              } else {
                vErrors.push(err222);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data121 = data.name;
            if (!(data121 === 'svc-state' || data121 === 'iii-state' || data121 === 'state')) {
              const err223 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/2/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[2].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err223];
              } else {
                vErrors.push(err223);
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
          const err224 = {
            instancePath,
            schemaPath: '#/oneOf/2/type',
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
      } else if (tag0 === 'iii-state') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err225 = {
              instancePath,
              schemaPath: '#/oneOf/2/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err225];
            } else {
              vErrors.push(err225);
            }
            errors++;
          }
          for (const key14 in data) {
            if (!(key14 === 'name' || key14 === 'config')) {
              const err226 = {
                instancePath,
                schemaPath: '#/oneOf/2/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key14 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err226];
              } else {
                vErrors.push(err226);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data123 = data.name;
            if (!(data123 === 'svc-state' || data123 === 'iii-state' || data123 === 'state')) {
              const err227 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/2/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[2].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err227];
              } else {
                vErrors.push(err227);
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
          const err228 = {
            instancePath,
            schemaPath: '#/oneOf/2/type',
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
      } else if (tag0 === 'state') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err229 = {
              instancePath,
              schemaPath: '#/oneOf/2/required',
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
          for (const key15 in data) {
            if (!(key15 === 'name' || key15 === 'config')) {
              const err230 = {
                instancePath,
                schemaPath: '#/oneOf/2/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key15 },
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
            let data125 = data.name;
            if (!(data125 === 'svc-state' || data125 === 'iii-state' || data125 === 'state')) {
              const err231 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/2/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[2].properties.name.enum },
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
          const err232 = {
            instancePath,
            schemaPath: '#/oneOf/2/type',
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
      } else if (tag0 === 'svc-stream') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err233 = {
              instancePath,
              schemaPath: '#/oneOf/3/required',
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
          for (const key16 in data) {
            if (!(key16 === 'name' || key16 === 'config')) {
              const err234 = {
                instancePath,
                schemaPath: '#/oneOf/3/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key16 },
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
            let data127 = data.name;
            if (!(data127 === 'svc-stream' || data127 === 'iii-stream' || data127 === 'stream')) {
              const err235 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/3/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[3].properties.name.enum },
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
          const err236 = {
            instancePath,
            schemaPath: '#/oneOf/3/type',
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
      } else if (tag0 === 'iii-stream') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err237 = {
              instancePath,
              schemaPath: '#/oneOf/3/required',
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
          for (const key17 in data) {
            if (!(key17 === 'name' || key17 === 'config')) {
              const err238 = {
                instancePath,
                schemaPath: '#/oneOf/3/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key17 },
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
            let data129 = data.name;
            if (!(data129 === 'svc-stream' || data129 === 'iii-stream' || data129 === 'stream')) {
              const err239 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/3/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[3].properties.name.enum },
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
          const err240 = {
            instancePath,
            schemaPath: '#/oneOf/3/type',
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
      } else if (tag0 === 'stream') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err241 = {
              instancePath,
              schemaPath: '#/oneOf/3/required',
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
          for (const key18 in data) {
            if (!(key18 === 'name' || key18 === 'config')) {
              const err242 = {
                instancePath,
                schemaPath: '#/oneOf/3/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key18 },
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
            let data131 = data.name;
            if (!(data131 === 'svc-stream' || data131 === 'iii-stream' || data131 === 'stream')) {
              const err243 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/3/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[3].properties.name.enum },
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
          const err244 = {
            instancePath,
            schemaPath: '#/oneOf/3/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err244];
          } else {
            vErrors.push(err244);
          }
          errors++;
        }
      } else if (tag0 === 'svc-channels') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err245 = {
              instancePath,
              schemaPath: '#/oneOf/4/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err245];
            } else {
              vErrors.push(err245);
            }
            errors++;
          }
          for (const key19 in data) {
            if (!(key19 === 'name' || key19 === 'config')) {
              const err246 = {
                instancePath,
                schemaPath: '#/oneOf/4/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key19 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err246];
              } else {
                vErrors.push(err246);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data133 = data.name;
            if (!(data133 === 'svc-channels' || data133 === 'iii-channels' || data133 === 'channels')) {
              const err247 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/4/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[4].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err247];
              } else {
                vErrors.push(err247);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data134 = data.config;
            if (data134 && typeof data134 == 'object' && !Array.isArray(data134)) {
              for (const key20 in data134) {
                if (!(
                  key20 === 'max_channels' ||
                  key20 === 'buffer_bytes' ||
                  key20 === 'max_frame_bytes' ||
                  key20 === 'connect_timeout_ms'
                )) {
                  const err248 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-channels.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key20 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err248];
                  } else {
                    vErrors.push(err248);
                  }
                  errors++;
                }
              }
              if (data134.max_channels !== undefined) {
                let data135 = data134.max_channels;
                if (!(typeof data135 == 'number' && !(data135 % 1) && !isNaN(data135) && isFinite(data135))) {
                  const err249 = {
                    instancePath: instancePath + '/config/max_channels',
                    schemaPath: 'workers/svc-channels.schema.json/properties/max_channels/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err249];
                  } else {
                    vErrors.push(err249);
                  }
                  errors++;
                }
                if (typeof data135 == 'number' && isFinite(data135)) {
                  if (data135 < 1 || isNaN(data135)) {
                    const err250 = {
                      instancePath: instancePath + '/config/max_channels',
                      schemaPath: 'workers/svc-channels.schema.json/properties/max_channels/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err250];
                    } else {
                      vErrors.push(err250);
                    }
                    errors++;
                  }
                }
              }
              if (data134.buffer_bytes !== undefined) {
                let data136 = data134.buffer_bytes;
                if (!(typeof data136 == 'number' && !(data136 % 1) && !isNaN(data136) && isFinite(data136))) {
                  const err251 = {
                    instancePath: instancePath + '/config/buffer_bytes',
                    schemaPath: 'workers/svc-channels.schema.json/properties/buffer_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err251];
                  } else {
                    vErrors.push(err251);
                  }
                  errors++;
                }
                if (typeof data136 == 'number' && isFinite(data136)) {
                  if (data136 < 1024 || isNaN(data136)) {
                    const err252 = {
                      instancePath: instancePath + '/config/buffer_bytes',
                      schemaPath: 'workers/svc-channels.schema.json/properties/buffer_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
                    };
                    if (vErrors === null) {
                      vErrors = [err252];
                    } else {
                      vErrors.push(err252);
                    }
                    errors++;
                  }
                }
              }
              if (data134.max_frame_bytes !== undefined) {
                let data137 = data134.max_frame_bytes;
                if (!(typeof data137 == 'number' && !(data137 % 1) && !isNaN(data137) && isFinite(data137))) {
                  const err253 = {
                    instancePath: instancePath + '/config/max_frame_bytes',
                    schemaPath: 'workers/svc-channels.schema.json/properties/max_frame_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err253];
                  } else {
                    vErrors.push(err253);
                  }
                  errors++;
                }
                if (typeof data137 == 'number' && isFinite(data137)) {
                  if (data137 < 1024 || isNaN(data137)) {
                    const err254 = {
                      instancePath: instancePath + '/config/max_frame_bytes',
                      schemaPath: 'workers/svc-channels.schema.json/properties/max_frame_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
                    };
                    if (vErrors === null) {
                      vErrors = [err254];
                    } else {
                      vErrors.push(err254);
                    }
                    errors++;
                  }
                }
              }
              if (data134.connect_timeout_ms !== undefined) {
                let data138 = data134.connect_timeout_ms;
                if (!(typeof data138 == 'number' && !(data138 % 1) && !isNaN(data138) && isFinite(data138))) {
                  const err255 = {
                    instancePath: instancePath + '/config/connect_timeout_ms',
                    schemaPath: 'workers/svc-channels.schema.json/properties/connect_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err255];
                  } else {
                    vErrors.push(err255);
                  }
                  errors++;
                }
                if (typeof data138 == 'number' && isFinite(data138)) {
                  if (data138 < 1 || isNaN(data138)) {
                    const err256 = {
                      instancePath: instancePath + '/config/connect_timeout_ms',
                      schemaPath: 'workers/svc-channels.schema.json/properties/connect_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err256];
                    } else {
                      vErrors.push(err256);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err257 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-channels.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err257];
              } else {
                vErrors.push(err257);
              }
              errors++;
            }
          }
        } else {
          const err258 = {
            instancePath,
            schemaPath: '#/oneOf/4/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err258];
          } else {
            vErrors.push(err258);
          }
          errors++;
        }
      } else if (tag0 === 'iii-channels') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err259 = {
              instancePath,
              schemaPath: '#/oneOf/4/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err259];
            } else {
              vErrors.push(err259);
            }
            errors++;
          }
          for (const key21 in data) {
            if (!(key21 === 'name' || key21 === 'config')) {
              const err260 = {
                instancePath,
                schemaPath: '#/oneOf/4/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key21 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err260];
              } else {
                vErrors.push(err260);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data139 = data.name;
            if (!(data139 === 'svc-channels' || data139 === 'iii-channels' || data139 === 'channels')) {
              const err261 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/4/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[4].properties.name.enum },
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
          if (data.config !== undefined) {
            let data140 = data.config;
            if (data140 && typeof data140 == 'object' && !Array.isArray(data140)) {
              for (const key22 in data140) {
                if (!(
                  key22 === 'max_channels' ||
                  key22 === 'buffer_bytes' ||
                  key22 === 'max_frame_bytes' ||
                  key22 === 'connect_timeout_ms'
                )) {
                  const err262 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-channels.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key22 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err262];
                  } else {
                    vErrors.push(err262);
                  }
                  errors++;
                }
              }
              if (data140.max_channels !== undefined) {
                let data141 = data140.max_channels;
                if (!(typeof data141 == 'number' && !(data141 % 1) && !isNaN(data141) && isFinite(data141))) {
                  const err263 = {
                    instancePath: instancePath + '/config/max_channels',
                    schemaPath: 'workers/svc-channels.schema.json/properties/max_channels/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err263];
                  } else {
                    vErrors.push(err263);
                  }
                  errors++;
                }
                if (typeof data141 == 'number' && isFinite(data141)) {
                  if (data141 < 1 || isNaN(data141)) {
                    const err264 = {
                      instancePath: instancePath + '/config/max_channels',
                      schemaPath: 'workers/svc-channels.schema.json/properties/max_channels/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err264];
                    } else {
                      vErrors.push(err264);
                    }
                    errors++;
                  }
                }
              }
              if (data140.buffer_bytes !== undefined) {
                let data142 = data140.buffer_bytes;
                if (!(typeof data142 == 'number' && !(data142 % 1) && !isNaN(data142) && isFinite(data142))) {
                  const err265 = {
                    instancePath: instancePath + '/config/buffer_bytes',
                    schemaPath: 'workers/svc-channels.schema.json/properties/buffer_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err265];
                  } else {
                    vErrors.push(err265);
                  }
                  errors++;
                }
                if (typeof data142 == 'number' && isFinite(data142)) {
                  if (data142 < 1024 || isNaN(data142)) {
                    const err266 = {
                      instancePath: instancePath + '/config/buffer_bytes',
                      schemaPath: 'workers/svc-channels.schema.json/properties/buffer_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
                    };
                    if (vErrors === null) {
                      vErrors = [err266];
                    } else {
                      vErrors.push(err266);
                    }
                    errors++;
                  }
                }
              }
              if (data140.max_frame_bytes !== undefined) {
                let data143 = data140.max_frame_bytes;
                if (!(typeof data143 == 'number' && !(data143 % 1) && !isNaN(data143) && isFinite(data143))) {
                  const err267 = {
                    instancePath: instancePath + '/config/max_frame_bytes',
                    schemaPath: 'workers/svc-channels.schema.json/properties/max_frame_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err267];
                  } else {
                    vErrors.push(err267);
                  }
                  errors++;
                }
                if (typeof data143 == 'number' && isFinite(data143)) {
                  if (data143 < 1024 || isNaN(data143)) {
                    const err268 = {
                      instancePath: instancePath + '/config/max_frame_bytes',
                      schemaPath: 'workers/svc-channels.schema.json/properties/max_frame_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
                    };
                    if (vErrors === null) {
                      vErrors = [err268];
                    } else {
                      vErrors.push(err268);
                    }
                    errors++;
                  }
                }
              }
              if (data140.connect_timeout_ms !== undefined) {
                let data144 = data140.connect_timeout_ms;
                if (!(typeof data144 == 'number' && !(data144 % 1) && !isNaN(data144) && isFinite(data144))) {
                  const err269 = {
                    instancePath: instancePath + '/config/connect_timeout_ms',
                    schemaPath: 'workers/svc-channels.schema.json/properties/connect_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err269];
                  } else {
                    vErrors.push(err269);
                  }
                  errors++;
                }
                if (typeof data144 == 'number' && isFinite(data144)) {
                  if (data144 < 1 || isNaN(data144)) {
                    const err270 = {
                      instancePath: instancePath + '/config/connect_timeout_ms',
                      schemaPath: 'workers/svc-channels.schema.json/properties/connect_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err270];
                    } else {
                      vErrors.push(err270);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err271 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-channels.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err271];
              } else {
                vErrors.push(err271);
              }
              errors++;
            }
          }
        } else {
          const err272 = {
            instancePath,
            schemaPath: '#/oneOf/4/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err272];
          } else {
            vErrors.push(err272);
          }
          errors++;
        }
      } else if (tag0 === 'channels') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err273 = {
              instancePath,
              schemaPath: '#/oneOf/4/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err273];
            } else {
              vErrors.push(err273);
            }
            errors++;
          }
          for (const key23 in data) {
            if (!(key23 === 'name' || key23 === 'config')) {
              const err274 = {
                instancePath,
                schemaPath: '#/oneOf/4/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key23 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err274];
              } else {
                vErrors.push(err274);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data145 = data.name;
            if (!(data145 === 'svc-channels' || data145 === 'iii-channels' || data145 === 'channels')) {
              const err275 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/4/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[4].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err275];
              } else {
                vErrors.push(err275);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data146 = data.config;
            if (data146 && typeof data146 == 'object' && !Array.isArray(data146)) {
              for (const key24 in data146) {
                if (!(
                  key24 === 'max_channels' ||
                  key24 === 'buffer_bytes' ||
                  key24 === 'max_frame_bytes' ||
                  key24 === 'connect_timeout_ms'
                )) {
                  const err276 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-channels.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key24 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err276];
                  } else {
                    vErrors.push(err276);
                  }
                  errors++;
                }
              }
              if (data146.max_channels !== undefined) {
                let data147 = data146.max_channels;
                if (!(typeof data147 == 'number' && !(data147 % 1) && !isNaN(data147) && isFinite(data147))) {
                  const err277 = {
                    instancePath: instancePath + '/config/max_channels',
                    schemaPath: 'workers/svc-channels.schema.json/properties/max_channels/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err277];
                  } else {
                    vErrors.push(err277);
                  }
                  errors++;
                }
                if (typeof data147 == 'number' && isFinite(data147)) {
                  if (data147 < 1 || isNaN(data147)) {
                    const err278 = {
                      instancePath: instancePath + '/config/max_channels',
                      schemaPath: 'workers/svc-channels.schema.json/properties/max_channels/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err278];
                    } else {
                      vErrors.push(err278);
                    }
                    errors++;
                  }
                }
              }
              if (data146.buffer_bytes !== undefined) {
                let data148 = data146.buffer_bytes;
                if (!(typeof data148 == 'number' && !(data148 % 1) && !isNaN(data148) && isFinite(data148))) {
                  const err279 = {
                    instancePath: instancePath + '/config/buffer_bytes',
                    schemaPath: 'workers/svc-channels.schema.json/properties/buffer_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err279];
                  } else {
                    vErrors.push(err279);
                  }
                  errors++;
                }
                if (typeof data148 == 'number' && isFinite(data148)) {
                  if (data148 < 1024 || isNaN(data148)) {
                    const err280 = {
                      instancePath: instancePath + '/config/buffer_bytes',
                      schemaPath: 'workers/svc-channels.schema.json/properties/buffer_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
                    };
                    if (vErrors === null) {
                      vErrors = [err280];
                    } else {
                      vErrors.push(err280);
                    }
                    errors++;
                  }
                }
              }
              if (data146.max_frame_bytes !== undefined) {
                let data149 = data146.max_frame_bytes;
                if (!(typeof data149 == 'number' && !(data149 % 1) && !isNaN(data149) && isFinite(data149))) {
                  const err281 = {
                    instancePath: instancePath + '/config/max_frame_bytes',
                    schemaPath: 'workers/svc-channels.schema.json/properties/max_frame_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err281];
                  } else {
                    vErrors.push(err281);
                  }
                  errors++;
                }
                if (typeof data149 == 'number' && isFinite(data149)) {
                  if (data149 < 1024 || isNaN(data149)) {
                    const err282 = {
                      instancePath: instancePath + '/config/max_frame_bytes',
                      schemaPath: 'workers/svc-channels.schema.json/properties/max_frame_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1024 },
                      message: 'must be >= 1024',
                    };
                    if (vErrors === null) {
                      vErrors = [err282];
                    } else {
                      vErrors.push(err282);
                    }
                    errors++;
                  }
                }
              }
              if (data146.connect_timeout_ms !== undefined) {
                let data150 = data146.connect_timeout_ms;
                if (!(typeof data150 == 'number' && !(data150 % 1) && !isNaN(data150) && isFinite(data150))) {
                  const err283 = {
                    instancePath: instancePath + '/config/connect_timeout_ms',
                    schemaPath: 'workers/svc-channels.schema.json/properties/connect_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err283];
                  } else {
                    vErrors.push(err283);
                  }
                  errors++;
                }
                if (typeof data150 == 'number' && isFinite(data150)) {
                  if (data150 < 1 || isNaN(data150)) {
                    const err284 = {
                      instancePath: instancePath + '/config/connect_timeout_ms',
                      schemaPath: 'workers/svc-channels.schema.json/properties/connect_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err284];
                    } else {
                      vErrors.push(err284);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err285 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-channels.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err285];
              } else {
                vErrors.push(err285);
              }
              errors++;
            }
          }
        } else {
          const err286 = {
            instancePath,
            schemaPath: '#/oneOf/4/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err286];
          } else {
            vErrors.push(err286);
          }
          errors++;
        }
      } else if (tag0 === 'svc-http-functions') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err287 = {
              instancePath,
              schemaPath: '#/oneOf/5/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err287];
            } else {
              vErrors.push(err287);
            }
            errors++;
          }
          for (const key25 in data) {
            if (!(key25 === 'name' || key25 === 'config')) {
              const err288 = {
                instancePath,
                schemaPath: '#/oneOf/5/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key25 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err288];
              } else {
                vErrors.push(err288);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data151 = data.name;
            if (!(
              data151 === 'svc-http-functions' ||
              data151 === 'iii-http-functions' ||
              data151 === 'http-functions'
            )) {
              const err289 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/5/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[5].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err289];
              } else {
                vErrors.push(err289);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data152 = data.config;
            if (data152 && typeof data152 == 'object' && !Array.isArray(data152)) {
              for (const key26 in data152) {
                if (!(
                  key26 === 'allowed_urls' ||
                  key26 === 'default_timeout_ms' ||
                  key26 === 'max_response_bytes'
                )) {
                  const err290 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-http-functions.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key26 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err290];
                  } else {
                    vErrors.push(err290);
                  }
                  errors++;
                }
              }
              if (data152.allowed_urls !== undefined) {
                let data153 = data152.allowed_urls;
                if (Array.isArray(data153)) {
                  const len13 = data153.length;
                  for (let i13 = 0; i13 < len13; i13++) {
                    let data154 = data153[i13];
                    if (typeof data154 === 'string') {
                      if (func1(data154) < 1) {
                        const err291 = {
                          instancePath: instancePath + '/config/allowed_urls/' + i13,
                          schemaPath:
                            'workers/svc-http-functions.schema.json/properties/allowed_urls/items/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err291];
                        } else {
                          vErrors.push(err291);
                        }
                        errors++;
                      }
                    } else {
                      const err292 = {
                        instancePath: instancePath + '/config/allowed_urls/' + i13,
                        schemaPath:
                          'workers/svc-http-functions.schema.json/properties/allowed_urls/items/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
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
                    instancePath: instancePath + '/config/allowed_urls',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/allowed_urls/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err293];
                  } else {
                    vErrors.push(err293);
                  }
                  errors++;
                }
              }
              if (data152.default_timeout_ms !== undefined) {
                let data155 = data152.default_timeout_ms;
                if (!(typeof data155 == 'number' && !(data155 % 1) && !isNaN(data155) && isFinite(data155))) {
                  const err294 = {
                    instancePath: instancePath + '/config/default_timeout_ms',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/default_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err294];
                  } else {
                    vErrors.push(err294);
                  }
                  errors++;
                }
                if (typeof data155 == 'number' && isFinite(data155)) {
                  if (data155 < 1 || isNaN(data155)) {
                    const err295 = {
                      instancePath: instancePath + '/config/default_timeout_ms',
                      schemaPath:
                        'workers/svc-http-functions.schema.json/properties/default_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err295];
                    } else {
                      vErrors.push(err295);
                    }
                    errors++;
                  }
                }
              }
              if (data152.max_response_bytes !== undefined) {
                let data156 = data152.max_response_bytes;
                if (!(typeof data156 == 'number' && !(data156 % 1) && !isNaN(data156) && isFinite(data156))) {
                  const err296 = {
                    instancePath: instancePath + '/config/max_response_bytes',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/max_response_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err296];
                  } else {
                    vErrors.push(err296);
                  }
                  errors++;
                }
                if (typeof data156 == 'number' && isFinite(data156)) {
                  if (data156 < 1 || isNaN(data156)) {
                    const err297 = {
                      instancePath: instancePath + '/config/max_response_bytes',
                      schemaPath:
                        'workers/svc-http-functions.schema.json/properties/max_response_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err297];
                    } else {
                      vErrors.push(err297);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err298 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-http-functions.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err298];
              } else {
                vErrors.push(err298);
              }
              errors++;
            }
          }
        } else {
          const err299 = {
            instancePath,
            schemaPath: '#/oneOf/5/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err299];
          } else {
            vErrors.push(err299);
          }
          errors++;
        }
      } else if (tag0 === 'iii-http-functions') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err300 = {
              instancePath,
              schemaPath: '#/oneOf/5/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err300];
            } else {
              vErrors.push(err300);
            }
            errors++;
          }
          for (const key27 in data) {
            if (!(key27 === 'name' || key27 === 'config')) {
              const err301 = {
                instancePath,
                schemaPath: '#/oneOf/5/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key27 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err301];
              } else {
                vErrors.push(err301);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data157 = data.name;
            if (!(
              data157 === 'svc-http-functions' ||
              data157 === 'iii-http-functions' ||
              data157 === 'http-functions'
            )) {
              const err302 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/5/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[5].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err302];
              } else {
                vErrors.push(err302);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data158 = data.config;
            if (data158 && typeof data158 == 'object' && !Array.isArray(data158)) {
              for (const key28 in data158) {
                if (!(
                  key28 === 'allowed_urls' ||
                  key28 === 'default_timeout_ms' ||
                  key28 === 'max_response_bytes'
                )) {
                  const err303 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-http-functions.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key28 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err303];
                  } else {
                    vErrors.push(err303);
                  }
                  errors++;
                }
              }
              if (data158.allowed_urls !== undefined) {
                let data159 = data158.allowed_urls;
                if (Array.isArray(data159)) {
                  const len14 = data159.length;
                  for (let i14 = 0; i14 < len14; i14++) {
                    let data160 = data159[i14];
                    if (typeof data160 === 'string') {
                      if (func1(data160) < 1) {
                        const err304 = {
                          instancePath: instancePath + '/config/allowed_urls/' + i14,
                          schemaPath:
                            'workers/svc-http-functions.schema.json/properties/allowed_urls/items/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err304];
                        } else {
                          vErrors.push(err304);
                        }
                        errors++;
                      }
                    } else {
                      const err305 = {
                        instancePath: instancePath + '/config/allowed_urls/' + i14,
                        schemaPath:
                          'workers/svc-http-functions.schema.json/properties/allowed_urls/items/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err305];
                      } else {
                        vErrors.push(err305);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err306 = {
                    instancePath: instancePath + '/config/allowed_urls',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/allowed_urls/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err306];
                  } else {
                    vErrors.push(err306);
                  }
                  errors++;
                }
              }
              if (data158.default_timeout_ms !== undefined) {
                let data161 = data158.default_timeout_ms;
                if (!(typeof data161 == 'number' && !(data161 % 1) && !isNaN(data161) && isFinite(data161))) {
                  const err307 = {
                    instancePath: instancePath + '/config/default_timeout_ms',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/default_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err307];
                  } else {
                    vErrors.push(err307);
                  }
                  errors++;
                }
                if (typeof data161 == 'number' && isFinite(data161)) {
                  if (data161 < 1 || isNaN(data161)) {
                    const err308 = {
                      instancePath: instancePath + '/config/default_timeout_ms',
                      schemaPath:
                        'workers/svc-http-functions.schema.json/properties/default_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err308];
                    } else {
                      vErrors.push(err308);
                    }
                    errors++;
                  }
                }
              }
              if (data158.max_response_bytes !== undefined) {
                let data162 = data158.max_response_bytes;
                if (!(typeof data162 == 'number' && !(data162 % 1) && !isNaN(data162) && isFinite(data162))) {
                  const err309 = {
                    instancePath: instancePath + '/config/max_response_bytes',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/max_response_bytes/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err309];
                  } else {
                    vErrors.push(err309);
                  }
                  errors++;
                }
                if (typeof data162 == 'number' && isFinite(data162)) {
                  if (data162 < 1 || isNaN(data162)) {
                    const err310 = {
                      instancePath: instancePath + '/config/max_response_bytes',
                      schemaPath:
                        'workers/svc-http-functions.schema.json/properties/max_response_bytes/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err310];
                    } else {
                      vErrors.push(err310);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err311 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-http-functions.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err311];
              } else {
                vErrors.push(err311);
              }
              errors++;
            }
          }
        } else {
          const err312 = {
            instancePath,
            schemaPath: '#/oneOf/5/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err312];
          } else {
            vErrors.push(err312);
          }
          errors++;
        }
      } else if (tag0 === 'http-functions') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err313 = {
              instancePath,
              schemaPath: '#/oneOf/5/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err313];
            } else {
              vErrors.push(err313);
            }
            errors++;
          }
          for (const key29 in data) {
            if (!(key29 === 'name' || key29 === 'config')) {
              const err314 = {
                instancePath,
                schemaPath: '#/oneOf/5/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key29 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err314];
              } else {
                vErrors.push(err314);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data163 = data.name;
            if (!(
              data163 === 'svc-http-functions' ||
              data163 === 'iii-http-functions' ||
              data163 === 'http-functions'
            )) {
              const err315 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/5/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[5].properties.name.enum },
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
          if (data.config !== undefined) {
            let data164 = data.config;
            if (data164 && typeof data164 == 'object' && !Array.isArray(data164)) {
              for (const key30 in data164) {
                if (!(
                  key30 === 'allowed_urls' ||
                  key30 === 'default_timeout_ms' ||
                  key30 === 'max_response_bytes'
                )) {
                  const err316 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-http-functions.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key30 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err316];
                  } else {
                    vErrors.push(err316);
                  }
                  errors++;
                }
              }
              if (data164.allowed_urls !== undefined) {
                let data165 = data164.allowed_urls;
                if (Array.isArray(data165)) {
                  const len15 = data165.length;
                  for (let i15 = 0; i15 < len15; i15++) {
                    let data166 = data165[i15];
                    if (typeof data166 === 'string') {
                      if (func1(data166) < 1) {
                        const err317 = {
                          instancePath: instancePath + '/config/allowed_urls/' + i15,
                          schemaPath:
                            'workers/svc-http-functions.schema.json/properties/allowed_urls/items/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err317];
                        } else {
                          vErrors.push(err317);
                        }
                        errors++;
                      }
                    } else {
                      const err318 = {
                        instancePath: instancePath + '/config/allowed_urls/' + i15,
                        schemaPath:
                          'workers/svc-http-functions.schema.json/properties/allowed_urls/items/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err318];
                      } else {
                        vErrors.push(err318);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err319 = {
                    instancePath: instancePath + '/config/allowed_urls',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/allowed_urls/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err319];
                  } else {
                    vErrors.push(err319);
                  }
                  errors++;
                }
              }
              if (data164.default_timeout_ms !== undefined) {
                let data167 = data164.default_timeout_ms;
                if (!(typeof data167 == 'number' && !(data167 % 1) && !isNaN(data167) && isFinite(data167))) {
                  const err320 = {
                    instancePath: instancePath + '/config/default_timeout_ms',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/default_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err320];
                  } else {
                    vErrors.push(err320);
                  }
                  errors++;
                }
                if (typeof data167 == 'number' && isFinite(data167)) {
                  if (data167 < 1 || isNaN(data167)) {
                    const err321 = {
                      instancePath: instancePath + '/config/default_timeout_ms',
                      schemaPath:
                        'workers/svc-http-functions.schema.json/properties/default_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err321];
                    } else {
                      vErrors.push(err321);
                    }
                    errors++;
                  }
                }
              }
              if (data164.max_response_bytes !== undefined) {
                let data168 = data164.max_response_bytes;
                if (!(typeof data168 == 'number' && !(data168 % 1) && !isNaN(data168) && isFinite(data168))) {
                  const err322 = {
                    instancePath: instancePath + '/config/max_response_bytes',
                    schemaPath: 'workers/svc-http-functions.schema.json/properties/max_response_bytes/type',
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
                if (typeof data168 == 'number' && isFinite(data168)) {
                  if (data168 < 1 || isNaN(data168)) {
                    const err323 = {
                      instancePath: instancePath + '/config/max_response_bytes',
                      schemaPath:
                        'workers/svc-http-functions.schema.json/properties/max_response_bytes/minimum',
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
            } else {
              const err324 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-http-functions.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err324];
              } else {
                vErrors.push(err324);
              }
              errors++;
            }
          }
        } else {
          const err325 = {
            instancePath,
            schemaPath: '#/oneOf/5/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err325];
          } else {
            vErrors.push(err325);
          }
          errors++;
        }
      } else if (tag0 === 'svc-cron') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err326 = {
              instancePath,
              schemaPath: '#/oneOf/6/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err326];
            } else {
              vErrors.push(err326);
            }
            errors++;
          }
          for (const key31 in data) {
            if (!(key31 === 'name' || key31 === 'config')) {
              const err327 = {
                instancePath,
                schemaPath: '#/oneOf/6/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key31 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err327];
              } else {
                vErrors.push(err327);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data169 = data.name;
            if (!(data169 === 'svc-cron' || data169 === 'iii-cron' || data169 === 'cron')) {
              const err328 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/6/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[6].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err328];
              } else {
                vErrors.push(err328);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data170 = data.config;
            if (data170 && typeof data170 == 'object' && !Array.isArray(data170)) {
              for (const key32 in data170) {
                if (!(key32 === 'adapter')) {
                  const err329 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-cron.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key32 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err329];
                  } else {
                    vErrors.push(err329);
                  }
                  errors++;
                }
              }
              if (data170.adapter !== undefined) {
                let data171 = data170.adapter;
                if (data171 && typeof data171 == 'object' && !Array.isArray(data171)) {
                  if (data171.name === undefined) {
                    const err330 = {
                      instancePath: instancePath + '/config/adapter',
                      schemaPath: 'workers/svc-cron.schema.json/properties/adapter/required',
                      keyword: 'required',
                      params: { missingProperty: 'name' },
                      message: "must have required property '" + 'name' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err330];
                    } else {
                      vErrors.push(err330);
                    }
                    errors++;
                  }
                  for (const key33 in data171) {
                    if (!(
                      key33 === 'name' ||
                      key33 === 'url' ||
                      key33 === 'key_prefix' ||
                      key33 === 'lock_ttl_ms' ||
                      key33 === 'command_timeout_ms'
                    )) {
                      const err331 = {
                        instancePath: instancePath + '/config/adapter',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key33 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err331];
                      } else {
                        vErrors.push(err331);
                      }
                      errors++;
                    }
                  }
                  if (data171.name !== undefined) {
                    let data172 = data171.name;
                    if (!(data172 === 'local' || data172 === 'redis' || data172 === 'kv')) {
                      const err332 = {
                        instancePath: instancePath + '/config/adapter/name',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/properties/name/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema50.properties.adapter.properties.name.enum },
                        message: 'must be equal to one of the allowed values',
                      };
                      if (vErrors === null) {
                        vErrors = [err332];
                      } else {
                        vErrors.push(err332);
                      }
                      errors++;
                    }
                  }
                  if (data171.url !== undefined) {
                    let data173 = data171.url;
                    if (typeof data173 === 'string') {
                      if (func1(data173) < 1) {
                        const err333 = {
                          instancePath: instancePath + '/config/adapter/url',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err333];
                        } else {
                          vErrors.push(err333);
                        }
                        errors++;
                      }
                    } else {
                      const err334 = {
                        instancePath: instancePath + '/config/adapter/url',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/properties/url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err334];
                      } else {
                        vErrors.push(err334);
                      }
                      errors++;
                    }
                  }
                  if (data171.key_prefix !== undefined) {
                    if (typeof data171.key_prefix !== 'string') {
                      const err335 = {
                        instancePath: instancePath + '/config/adapter/key_prefix',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/key_prefix/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err335];
                      } else {
                        vErrors.push(err335);
                      }
                      errors++;
                    }
                  }
                  if (data171.lock_ttl_ms !== undefined) {
                    let data175 = data171.lock_ttl_ms;
                    if (!(
                      typeof data175 == 'number' &&
                      !(data175 % 1) &&
                      !isNaN(data175) &&
                      isFinite(data175)
                    )) {
                      const err336 = {
                        instancePath: instancePath + '/config/adapter/lock_ttl_ms',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/lock_ttl_ms/type',
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
                    if (typeof data175 == 'number' && isFinite(data175)) {
                      if (data175 < 1000 || isNaN(data175)) {
                        const err337 = {
                          instancePath: instancePath + '/config/adapter/lock_ttl_ms',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/lock_ttl_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1000 },
                          message: 'must be >= 1000',
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
                  if (data171.command_timeout_ms !== undefined) {
                    let data176 = data171.command_timeout_ms;
                    if (!(
                      typeof data176 == 'number' &&
                      !(data176 % 1) &&
                      !isNaN(data176) &&
                      isFinite(data176)
                    )) {
                      const err338 = {
                        instancePath: instancePath + '/config/adapter/command_timeout_ms',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/command_timeout_ms/type',
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
                    if (typeof data176 == 'number' && isFinite(data176)) {
                      if (data176 < 1 || isNaN(data176)) {
                        const err339 = {
                          instancePath: instancePath + '/config/adapter/command_timeout_ms',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/command_timeout_ms/minimum',
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
                } else {
                  const err340 = {
                    instancePath: instancePath + '/config/adapter',
                    schemaPath: 'workers/svc-cron.schema.json/properties/adapter/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err340];
                  } else {
                    vErrors.push(err340);
                  }
                  errors++;
                }
              }
            } else {
              const err341 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-cron.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err341];
              } else {
                vErrors.push(err341);
              }
              errors++;
            }
          }
        } else {
          const err342 = {
            instancePath,
            schemaPath: '#/oneOf/6/type',
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
      } else if (tag0 === 'iii-cron') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err343 = {
              instancePath,
              schemaPath: '#/oneOf/6/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err343];
            } else {
              vErrors.push(err343);
            }
            errors++;
          }
          for (const key34 in data) {
            if (!(key34 === 'name' || key34 === 'config')) {
              const err344 = {
                instancePath,
                schemaPath: '#/oneOf/6/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key34 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err344];
              } else {
                vErrors.push(err344);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data177 = data.name;
            if (!(data177 === 'svc-cron' || data177 === 'iii-cron' || data177 === 'cron')) {
              const err345 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/6/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[6].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err345];
              } else {
                vErrors.push(err345);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data178 = data.config;
            if (data178 && typeof data178 == 'object' && !Array.isArray(data178)) {
              for (const key35 in data178) {
                if (!(key35 === 'adapter')) {
                  const err346 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-cron.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key35 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err346];
                  } else {
                    vErrors.push(err346);
                  }
                  errors++;
                }
              }
              if (data178.adapter !== undefined) {
                let data179 = data178.adapter;
                if (data179 && typeof data179 == 'object' && !Array.isArray(data179)) {
                  if (data179.name === undefined) {
                    const err347 = {
                      instancePath: instancePath + '/config/adapter',
                      schemaPath: 'workers/svc-cron.schema.json/properties/adapter/required',
                      keyword: 'required',
                      params: { missingProperty: 'name' },
                      message: "must have required property '" + 'name' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err347];
                    } else {
                      vErrors.push(err347);
                    }
                    errors++;
                  }
                  for (const key36 in data179) {
                    if (!(
                      key36 === 'name' ||
                      key36 === 'url' ||
                      key36 === 'key_prefix' ||
                      key36 === 'lock_ttl_ms' ||
                      key36 === 'command_timeout_ms'
                    )) {
                      const err348 = {
                        instancePath: instancePath + '/config/adapter',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key36 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err348];
                      } else {
                        vErrors.push(err348);
                      }
                      errors++;
                    }
                  }
                  if (data179.name !== undefined) {
                    let data180 = data179.name;
                    if (!(data180 === 'local' || data180 === 'redis' || data180 === 'kv')) {
                      const err349 = {
                        instancePath: instancePath + '/config/adapter/name',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/properties/name/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema50.properties.adapter.properties.name.enum },
                        message: 'must be equal to one of the allowed values',
                      };
                      if (vErrors === null) {
                        vErrors = [err349];
                      } else {
                        vErrors.push(err349);
                      }
                      errors++;
                    }
                  }
                  if (data179.url !== undefined) {
                    let data181 = data179.url;
                    if (typeof data181 === 'string') {
                      if (func1(data181) < 1) {
                        const err350 = {
                          instancePath: instancePath + '/config/adapter/url',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
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
                        instancePath: instancePath + '/config/adapter/url',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/properties/url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err351];
                      } else {
                        vErrors.push(err351);
                      }
                      errors++;
                    }
                  }
                  if (data179.key_prefix !== undefined) {
                    if (typeof data179.key_prefix !== 'string') {
                      const err352 = {
                        instancePath: instancePath + '/config/adapter/key_prefix',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/key_prefix/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err352];
                      } else {
                        vErrors.push(err352);
                      }
                      errors++;
                    }
                  }
                  if (data179.lock_ttl_ms !== undefined) {
                    let data183 = data179.lock_ttl_ms;
                    if (!(
                      typeof data183 == 'number' &&
                      !(data183 % 1) &&
                      !isNaN(data183) &&
                      isFinite(data183)
                    )) {
                      const err353 = {
                        instancePath: instancePath + '/config/adapter/lock_ttl_ms',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/lock_ttl_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err353];
                      } else {
                        vErrors.push(err353);
                      }
                      errors++;
                    }
                    if (typeof data183 == 'number' && isFinite(data183)) {
                      if (data183 < 1000 || isNaN(data183)) {
                        const err354 = {
                          instancePath: instancePath + '/config/adapter/lock_ttl_ms',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/lock_ttl_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1000 },
                          message: 'must be >= 1000',
                        };
                        if (vErrors === null) {
                          vErrors = [err354];
                        } else {
                          vErrors.push(err354);
                        }
                        errors++;
                      }
                    }
                  }
                  if (data179.command_timeout_ms !== undefined) {
                    let data184 = data179.command_timeout_ms;
                    if (!(
                      typeof data184 == 'number' &&
                      !(data184 % 1) &&
                      !isNaN(data184) &&
                      isFinite(data184)
                    )) {
                      const err355 = {
                        instancePath: instancePath + '/config/adapter/command_timeout_ms',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/command_timeout_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err355];
                      } else {
                        vErrors.push(err355);
                      }
                      errors++;
                    }
                    if (typeof data184 == 'number' && isFinite(data184)) {
                      if (data184 < 1 || isNaN(data184)) {
                        const err356 = {
                          instancePath: instancePath + '/config/adapter/command_timeout_ms',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/command_timeout_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1 },
                          message: 'must be >= 1',
                        };
                        if (vErrors === null) {
                          vErrors = [err356];
                        } else {
                          vErrors.push(err356);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err357 = {
                    instancePath: instancePath + '/config/adapter',
                    schemaPath: 'workers/svc-cron.schema.json/properties/adapter/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err357];
                  } else {
                    vErrors.push(err357);
                  }
                  errors++;
                }
              }
            } else {
              const err358 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-cron.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err358];
              } else {
                vErrors.push(err358);
              }
              errors++;
            }
          }
        } else {
          const err359 = {
            instancePath,
            schemaPath: '#/oneOf/6/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err359];
          } else {
            vErrors.push(err359);
          }
          errors++;
        }
      } else if (tag0 === 'cron') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err360 = {
              instancePath,
              schemaPath: '#/oneOf/6/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err360];
            } else {
              vErrors.push(err360);
            }
            errors++;
          }
          for (const key37 in data) {
            if (!(key37 === 'name' || key37 === 'config')) {
              const err361 = {
                instancePath,
                schemaPath: '#/oneOf/6/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key37 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err361];
              } else {
                vErrors.push(err361);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data185 = data.name;
            if (!(data185 === 'svc-cron' || data185 === 'iii-cron' || data185 === 'cron')) {
              const err362 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/6/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[6].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err362];
              } else {
                vErrors.push(err362);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data186 = data.config;
            if (data186 && typeof data186 == 'object' && !Array.isArray(data186)) {
              for (const key38 in data186) {
                if (!(key38 === 'adapter')) {
                  const err363 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-cron.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key38 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err363];
                  } else {
                    vErrors.push(err363);
                  }
                  errors++;
                }
              }
              if (data186.adapter !== undefined) {
                let data187 = data186.adapter;
                if (data187 && typeof data187 == 'object' && !Array.isArray(data187)) {
                  if (data187.name === undefined) {
                    const err364 = {
                      instancePath: instancePath + '/config/adapter',
                      schemaPath: 'workers/svc-cron.schema.json/properties/adapter/required',
                      keyword: 'required',
                      params: { missingProperty: 'name' },
                      message: "must have required property '" + 'name' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err364];
                    } else {
                      vErrors.push(err364);
                    }
                    errors++;
                  }
                  for (const key39 in data187) {
                    if (!(
                      key39 === 'name' ||
                      key39 === 'url' ||
                      key39 === 'key_prefix' ||
                      key39 === 'lock_ttl_ms' ||
                      key39 === 'command_timeout_ms'
                    )) {
                      const err365 = {
                        instancePath: instancePath + '/config/adapter',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key39 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err365];
                      } else {
                        vErrors.push(err365);
                      }
                      errors++;
                    }
                  }
                  if (data187.name !== undefined) {
                    let data188 = data187.name;
                    if (!(data188 === 'local' || data188 === 'redis' || data188 === 'kv')) {
                      const err366 = {
                        instancePath: instancePath + '/config/adapter/name',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/properties/name/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema50.properties.adapter.properties.name.enum },
                        message: 'must be equal to one of the allowed values',
                      };
                      if (vErrors === null) {
                        vErrors = [err366];
                      } else {
                        vErrors.push(err366);
                      }
                      errors++;
                    }
                  }
                  if (data187.url !== undefined) {
                    let data189 = data187.url;
                    if (typeof data189 === 'string') {
                      if (func1(data189) < 1) {
                        const err367 = {
                          instancePath: instancePath + '/config/adapter/url',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err367];
                        } else {
                          vErrors.push(err367);
                        }
                        errors++;
                      }
                    } else {
                      const err368 = {
                        instancePath: instancePath + '/config/adapter/url',
                        schemaPath: 'workers/svc-cron.schema.json/properties/adapter/properties/url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err368];
                      } else {
                        vErrors.push(err368);
                      }
                      errors++;
                    }
                  }
                  if (data187.key_prefix !== undefined) {
                    if (typeof data187.key_prefix !== 'string') {
                      const err369 = {
                        instancePath: instancePath + '/config/adapter/key_prefix',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/key_prefix/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err369];
                      } else {
                        vErrors.push(err369);
                      }
                      errors++;
                    }
                  }
                  if (data187.lock_ttl_ms !== undefined) {
                    let data191 = data187.lock_ttl_ms;
                    if (!(
                      typeof data191 == 'number' &&
                      !(data191 % 1) &&
                      !isNaN(data191) &&
                      isFinite(data191)
                    )) {
                      const err370 = {
                        instancePath: instancePath + '/config/adapter/lock_ttl_ms',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/lock_ttl_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err370];
                      } else {
                        vErrors.push(err370);
                      }
                      errors++;
                    }
                    if (typeof data191 == 'number' && isFinite(data191)) {
                      if (data191 < 1000 || isNaN(data191)) {
                        const err371 = {
                          instancePath: instancePath + '/config/adapter/lock_ttl_ms',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/lock_ttl_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1000 },
                          message: 'must be >= 1000',
                        };
                        if (vErrors === null) {
                          vErrors = [err371];
                        } else {
                          vErrors.push(err371);
                        }
                        errors++;
                      }
                    }
                  }
                  if (data187.command_timeout_ms !== undefined) {
                    let data192 = data187.command_timeout_ms;
                    if (!(
                      typeof data192 == 'number' &&
                      !(data192 % 1) &&
                      !isNaN(data192) &&
                      isFinite(data192)
                    )) {
                      const err372 = {
                        instancePath: instancePath + '/config/adapter/command_timeout_ms',
                        schemaPath:
                          'workers/svc-cron.schema.json/properties/adapter/properties/command_timeout_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err372];
                      } else {
                        vErrors.push(err372);
                      }
                      errors++;
                    }
                    if (typeof data192 == 'number' && isFinite(data192)) {
                      if (data192 < 1 || isNaN(data192)) {
                        const err373 = {
                          instancePath: instancePath + '/config/adapter/command_timeout_ms',
                          schemaPath:
                            'workers/svc-cron.schema.json/properties/adapter/properties/command_timeout_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1 },
                          message: 'must be >= 1',
                        };
                        if (vErrors === null) {
                          vErrors = [err373];
                        } else {
                          vErrors.push(err373);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err374 = {
                    instancePath: instancePath + '/config/adapter',
                    schemaPath: 'workers/svc-cron.schema.json/properties/adapter/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err374];
                  } else {
                    vErrors.push(err374);
                  }
                  errors++;
                }
              }
            } else {
              const err375 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-cron.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err375];
              } else {
                vErrors.push(err375);
              }
              errors++;
            }
          }
        } else {
          const err376 = {
            instancePath,
            schemaPath: '#/oneOf/6/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err376];
          } else {
            vErrors.push(err376);
          }
          errors++;
        }
      } else if (tag0 === 'svc-events') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err377 = {
              instancePath,
              schemaPath: '#/oneOf/7/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err377];
            } else {
              vErrors.push(err377);
            }
            errors++;
          }
          for (const key40 in data) {
            if (!(key40 === 'name' || key40 === 'config')) {
              const err378 = {
                instancePath,
                schemaPath: '#/oneOf/7/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key40 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err378];
              } else {
                vErrors.push(err378);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data193 = data.name;
            if (!(data193 === 'svc-events' || data193 === 'iii-pubsub' || data193 === 'pubsub')) {
              const err379 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/7/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[7].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err379];
              } else {
                vErrors.push(err379);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data194 = data.config;
            if (data194 && typeof data194 == 'object' && !Array.isArray(data194)) {
              for (const key41 in data194) {
                if (!(key41 === 'adapter' || key41 === 'max_in_flight')) {
                  const err380 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-events.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key41 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err380];
                  } else {
                    vErrors.push(err380);
                  }
                  errors++;
                }
              }
              if (data194.adapter !== undefined) {
                let data195 = data194.adapter;
                if (data195 && typeof data195 == 'object' && !Array.isArray(data195)) {
                  if (data195.name === undefined) {
                    const err381 = {
                      instancePath: instancePath + '/config/adapter',
                      schemaPath: 'workers/svc-events.schema.json/properties/adapter/required',
                      keyword: 'required',
                      params: { missingProperty: 'name' },
                      message: "must have required property '" + 'name' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err381];
                    } else {
                      vErrors.push(err381);
                    }
                    errors++;
                  }
                  for (const key42 in data195) {
                    if (!(
                      key42 === 'name' ||
                      key42 === 'url' ||
                      key42 === 'channel_prefix' ||
                      key42 === 'command_timeout_ms'
                    )) {
                      const err382 = {
                        instancePath: instancePath + '/config/adapter',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key42 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err382];
                      } else {
                        vErrors.push(err382);
                      }
                      errors++;
                    }
                  }
                  if (data195.name !== undefined) {
                    let data196 = data195.name;
                    if (!(data196 === 'local' || data196 === 'redis')) {
                      const err383 = {
                        instancePath: instancePath + '/config/adapter/name',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/properties/name/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema53.properties.adapter.properties.name.enum },
                        message: 'must be equal to one of the allowed values',
                      };
                      if (vErrors === null) {
                        vErrors = [err383];
                      } else {
                        vErrors.push(err383);
                      }
                      errors++;
                    }
                  }
                  if (data195.url !== undefined) {
                    let data197 = data195.url;
                    if (typeof data197 === 'string') {
                      if (func1(data197) < 1) {
                        const err384 = {
                          instancePath: instancePath + '/config/adapter/url',
                          schemaPath:
                            'workers/svc-events.schema.json/properties/adapter/properties/url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err384];
                        } else {
                          vErrors.push(err384);
                        }
                        errors++;
                      }
                    } else {
                      const err385 = {
                        instancePath: instancePath + '/config/adapter/url',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/properties/url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err385];
                      } else {
                        vErrors.push(err385);
                      }
                      errors++;
                    }
                  }
                  if (data195.channel_prefix !== undefined) {
                    if (typeof data195.channel_prefix !== 'string') {
                      const err386 = {
                        instancePath: instancePath + '/config/adapter/channel_prefix',
                        schemaPath:
                          'workers/svc-events.schema.json/properties/adapter/properties/channel_prefix/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err386];
                      } else {
                        vErrors.push(err386);
                      }
                      errors++;
                    }
                  }
                  if (data195.command_timeout_ms !== undefined) {
                    let data199 = data195.command_timeout_ms;
                    if (!(
                      typeof data199 == 'number' &&
                      !(data199 % 1) &&
                      !isNaN(data199) &&
                      isFinite(data199)
                    )) {
                      const err387 = {
                        instancePath: instancePath + '/config/adapter/command_timeout_ms',
                        schemaPath:
                          'workers/svc-events.schema.json/properties/adapter/properties/command_timeout_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err387];
                      } else {
                        vErrors.push(err387);
                      }
                      errors++;
                    }
                    if (typeof data199 == 'number' && isFinite(data199)) {
                      if (data199 < 1 || isNaN(data199)) {
                        const err388 = {
                          instancePath: instancePath + '/config/adapter/command_timeout_ms',
                          schemaPath:
                            'workers/svc-events.schema.json/properties/adapter/properties/command_timeout_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1 },
                          message: 'must be >= 1',
                        };
                        if (vErrors === null) {
                          vErrors = [err388];
                        } else {
                          vErrors.push(err388);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err389 = {
                    instancePath: instancePath + '/config/adapter',
                    schemaPath: 'workers/svc-events.schema.json/properties/adapter/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err389];
                  } else {
                    vErrors.push(err389);
                  }
                  errors++;
                }
              }
              if (data194.max_in_flight !== undefined) {
                let data200 = data194.max_in_flight;
                if (!(typeof data200 == 'number' && !(data200 % 1) && !isNaN(data200) && isFinite(data200))) {
                  const err390 = {
                    instancePath: instancePath + '/config/max_in_flight',
                    schemaPath: 'workers/svc-events.schema.json/properties/max_in_flight/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err390];
                  } else {
                    vErrors.push(err390);
                  }
                  errors++;
                }
                if (typeof data200 == 'number' && isFinite(data200)) {
                  if (data200 < 1 || isNaN(data200)) {
                    const err391 = {
                      instancePath: instancePath + '/config/max_in_flight',
                      schemaPath: 'workers/svc-events.schema.json/properties/max_in_flight/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err391];
                    } else {
                      vErrors.push(err391);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err392 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-events.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err392];
              } else {
                vErrors.push(err392);
              }
              errors++;
            }
          }
        } else {
          const err393 = {
            instancePath,
            schemaPath: '#/oneOf/7/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err393];
          } else {
            vErrors.push(err393);
          }
          errors++;
        }
      } else if (tag0 === 'iii-pubsub') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err394 = {
              instancePath,
              schemaPath: '#/oneOf/7/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err394];
            } else {
              vErrors.push(err394);
            }
            errors++;
          }
          for (const key43 in data) {
            if (!(key43 === 'name' || key43 === 'config')) {
              const err395 = {
                instancePath,
                schemaPath: '#/oneOf/7/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key43 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err395];
              } else {
                vErrors.push(err395);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data201 = data.name;
            if (!(data201 === 'svc-events' || data201 === 'iii-pubsub' || data201 === 'pubsub')) {
              const err396 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/7/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[7].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err396];
              } else {
                vErrors.push(err396);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data202 = data.config;
            if (data202 && typeof data202 == 'object' && !Array.isArray(data202)) {
              for (const key44 in data202) {
                if (!(key44 === 'adapter' || key44 === 'max_in_flight')) {
                  const err397 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-events.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key44 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err397];
                  } else {
                    vErrors.push(err397);
                  }
                  errors++;
                }
              }
              if (data202.adapter !== undefined) {
                let data203 = data202.adapter;
                if (data203 && typeof data203 == 'object' && !Array.isArray(data203)) {
                  if (data203.name === undefined) {
                    const err398 = {
                      instancePath: instancePath + '/config/adapter',
                      schemaPath: 'workers/svc-events.schema.json/properties/adapter/required',
                      keyword: 'required',
                      params: { missingProperty: 'name' },
                      message: "must have required property '" + 'name' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err398];
                    } else {
                      vErrors.push(err398);
                    }
                    errors++;
                  }
                  for (const key45 in data203) {
                    if (!(
                      key45 === 'name' ||
                      key45 === 'url' ||
                      key45 === 'channel_prefix' ||
                      key45 === 'command_timeout_ms'
                    )) {
                      const err399 = {
                        instancePath: instancePath + '/config/adapter',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key45 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err399];
                      } else {
                        vErrors.push(err399);
                      }
                      errors++;
                    }
                  }
                  if (data203.name !== undefined) {
                    let data204 = data203.name;
                    if (!(data204 === 'local' || data204 === 'redis')) {
                      const err400 = {
                        instancePath: instancePath + '/config/adapter/name',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/properties/name/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema53.properties.adapter.properties.name.enum },
                        message: 'must be equal to one of the allowed values',
                      };
                      if (vErrors === null) {
                        vErrors = [err400];
                      } else {
                        vErrors.push(err400);
                      }
                      errors++;
                    }
                  }
                  if (data203.url !== undefined) {
                    let data205 = data203.url;
                    if (typeof data205 === 'string') {
                      if (func1(data205) < 1) {
                        const err401 = {
                          instancePath: instancePath + '/config/adapter/url',
                          schemaPath:
                            'workers/svc-events.schema.json/properties/adapter/properties/url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err401];
                        } else {
                          vErrors.push(err401);
                        }
                        errors++;
                      }
                    } else {
                      const err402 = {
                        instancePath: instancePath + '/config/adapter/url',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/properties/url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err402];
                      } else {
                        vErrors.push(err402);
                      }
                      errors++;
                    }
                  }
                  if (data203.channel_prefix !== undefined) {
                    if (typeof data203.channel_prefix !== 'string') {
                      const err403 = {
                        instancePath: instancePath + '/config/adapter/channel_prefix',
                        schemaPath:
                          'workers/svc-events.schema.json/properties/adapter/properties/channel_prefix/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err403];
                      } else {
                        vErrors.push(err403);
                      }
                      errors++;
                    }
                  }
                  if (data203.command_timeout_ms !== undefined) {
                    let data207 = data203.command_timeout_ms;
                    if (!(
                      typeof data207 == 'number' &&
                      !(data207 % 1) &&
                      !isNaN(data207) &&
                      isFinite(data207)
                    )) {
                      const err404 = {
                        instancePath: instancePath + '/config/adapter/command_timeout_ms',
                        schemaPath:
                          'workers/svc-events.schema.json/properties/adapter/properties/command_timeout_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err404];
                      } else {
                        vErrors.push(err404);
                      }
                      errors++;
                    }
                    if (typeof data207 == 'number' && isFinite(data207)) {
                      if (data207 < 1 || isNaN(data207)) {
                        const err405 = {
                          instancePath: instancePath + '/config/adapter/command_timeout_ms',
                          schemaPath:
                            'workers/svc-events.schema.json/properties/adapter/properties/command_timeout_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1 },
                          message: 'must be >= 1',
                        };
                        if (vErrors === null) {
                          vErrors = [err405];
                        } else {
                          vErrors.push(err405);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err406 = {
                    instancePath: instancePath + '/config/adapter',
                    schemaPath: 'workers/svc-events.schema.json/properties/adapter/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err406];
                  } else {
                    vErrors.push(err406);
                  }
                  errors++;
                }
              }
              if (data202.max_in_flight !== undefined) {
                let data208 = data202.max_in_flight;
                if (!(typeof data208 == 'number' && !(data208 % 1) && !isNaN(data208) && isFinite(data208))) {
                  const err407 = {
                    instancePath: instancePath + '/config/max_in_flight',
                    schemaPath: 'workers/svc-events.schema.json/properties/max_in_flight/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err407];
                  } else {
                    vErrors.push(err407);
                  }
                  errors++;
                }
                if (typeof data208 == 'number' && isFinite(data208)) {
                  if (data208 < 1 || isNaN(data208)) {
                    const err408 = {
                      instancePath: instancePath + '/config/max_in_flight',
                      schemaPath: 'workers/svc-events.schema.json/properties/max_in_flight/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err408];
                    } else {
                      vErrors.push(err408);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err409 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-events.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err409];
              } else {
                vErrors.push(err409);
              }
              errors++;
            }
          }
        } else {
          const err410 = {
            instancePath,
            schemaPath: '#/oneOf/7/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err410];
          } else {
            vErrors.push(err410);
          }
          errors++;
        }
      } else if (tag0 === 'pubsub') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err411 = {
              instancePath,
              schemaPath: '#/oneOf/7/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err411];
            } else {
              vErrors.push(err411);
            }
            errors++;
          }
          for (const key46 in data) {
            if (!(key46 === 'name' || key46 === 'config')) {
              const err412 = {
                instancePath,
                schemaPath: '#/oneOf/7/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key46 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err412];
              } else {
                vErrors.push(err412);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data209 = data.name;
            if (!(data209 === 'svc-events' || data209 === 'iii-pubsub' || data209 === 'pubsub')) {
              const err413 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/7/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[7].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err413];
              } else {
                vErrors.push(err413);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data210 = data.config;
            if (data210 && typeof data210 == 'object' && !Array.isArray(data210)) {
              for (const key47 in data210) {
                if (!(key47 === 'adapter' || key47 === 'max_in_flight')) {
                  const err414 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-events.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key47 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err414];
                  } else {
                    vErrors.push(err414);
                  }
                  errors++;
                }
              }
              if (data210.adapter !== undefined) {
                let data211 = data210.adapter;
                if (data211 && typeof data211 == 'object' && !Array.isArray(data211)) {
                  if (data211.name === undefined) {
                    const err415 = {
                      instancePath: instancePath + '/config/adapter',
                      schemaPath: 'workers/svc-events.schema.json/properties/adapter/required',
                      keyword: 'required',
                      params: { missingProperty: 'name' },
                      message: "must have required property '" + 'name' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err415];
                    } else {
                      vErrors.push(err415);
                    }
                    errors++;
                  }
                  for (const key48 in data211) {
                    if (!(
                      key48 === 'name' ||
                      key48 === 'url' ||
                      key48 === 'channel_prefix' ||
                      key48 === 'command_timeout_ms'
                    )) {
                      const err416 = {
                        instancePath: instancePath + '/config/adapter',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key48 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err416];
                      } else {
                        vErrors.push(err416);
                      }
                      errors++;
                    }
                  }
                  if (data211.name !== undefined) {
                    let data212 = data211.name;
                    if (!(data212 === 'local' || data212 === 'redis')) {
                      const err417 = {
                        instancePath: instancePath + '/config/adapter/name',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/properties/name/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema53.properties.adapter.properties.name.enum },
                        message: 'must be equal to one of the allowed values',
                      };
                      if (vErrors === null) {
                        vErrors = [err417];
                      } else {
                        vErrors.push(err417);
                      }
                      errors++;
                    }
                  }
                  if (data211.url !== undefined) {
                    let data213 = data211.url;
                    if (typeof data213 === 'string') {
                      if (func1(data213) < 1) {
                        const err418 = {
                          instancePath: instancePath + '/config/adapter/url',
                          schemaPath:
                            'workers/svc-events.schema.json/properties/adapter/properties/url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        };
                        if (vErrors === null) {
                          vErrors = [err418];
                        } else {
                          vErrors.push(err418);
                        }
                        errors++;
                      }
                    } else {
                      const err419 = {
                        instancePath: instancePath + '/config/adapter/url',
                        schemaPath: 'workers/svc-events.schema.json/properties/adapter/properties/url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err419];
                      } else {
                        vErrors.push(err419);
                      }
                      errors++;
                    }
                  }
                  if (data211.channel_prefix !== undefined) {
                    if (typeof data211.channel_prefix !== 'string') {
                      const err420 = {
                        instancePath: instancePath + '/config/adapter/channel_prefix',
                        schemaPath:
                          'workers/svc-events.schema.json/properties/adapter/properties/channel_prefix/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err420];
                      } else {
                        vErrors.push(err420);
                      }
                      errors++;
                    }
                  }
                  if (data211.command_timeout_ms !== undefined) {
                    let data215 = data211.command_timeout_ms;
                    if (!(
                      typeof data215 == 'number' &&
                      !(data215 % 1) &&
                      !isNaN(data215) &&
                      isFinite(data215)
                    )) {
                      const err421 = {
                        instancePath: instancePath + '/config/adapter/command_timeout_ms',
                        schemaPath:
                          'workers/svc-events.schema.json/properties/adapter/properties/command_timeout_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      };
                      if (vErrors === null) {
                        vErrors = [err421];
                      } else {
                        vErrors.push(err421);
                      }
                      errors++;
                    }
                    if (typeof data215 == 'number' && isFinite(data215)) {
                      if (data215 < 1 || isNaN(data215)) {
                        const err422 = {
                          instancePath: instancePath + '/config/adapter/command_timeout_ms',
                          schemaPath:
                            'workers/svc-events.schema.json/properties/adapter/properties/command_timeout_ms/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1 },
                          message: 'must be >= 1',
                        };
                        if (vErrors === null) {
                          vErrors = [err422];
                        } else {
                          vErrors.push(err422);
                        }
                        errors++;
                      }
                    }
                  }
                } else {
                  const err423 = {
                    instancePath: instancePath + '/config/adapter',
                    schemaPath: 'workers/svc-events.schema.json/properties/adapter/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err423];
                  } else {
                    vErrors.push(err423);
                  }
                  errors++;
                }
              }
              if (data210.max_in_flight !== undefined) {
                let data216 = data210.max_in_flight;
                if (!(typeof data216 == 'number' && !(data216 % 1) && !isNaN(data216) && isFinite(data216))) {
                  const err424 = {
                    instancePath: instancePath + '/config/max_in_flight',
                    schemaPath: 'workers/svc-events.schema.json/properties/max_in_flight/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err424];
                  } else {
                    vErrors.push(err424);
                  }
                  errors++;
                }
                if (typeof data216 == 'number' && isFinite(data216)) {
                  if (data216 < 1 || isNaN(data216)) {
                    const err425 = {
                      instancePath: instancePath + '/config/max_in_flight',
                      schemaPath: 'workers/svc-events.schema.json/properties/max_in_flight/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err425];
                    } else {
                      vErrors.push(err425);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err426 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-events.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err426];
              } else {
                vErrors.push(err426);
              }
              errors++;
            }
          }
        } else {
          const err427 = {
            instancePath,
            schemaPath: '#/oneOf/7/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err427];
          } else {
            vErrors.push(err427);
          }
          errors++;
        }
      } else if (tag0 === 'svc-queue') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err428 = {
              instancePath,
              schemaPath: '#/oneOf/8/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err428];
            } else {
              vErrors.push(err428);
            }
            errors++;
          }
          for (const key49 in data) {
            if (!(key49 === 'name' || key49 === 'config')) {
              const err429 = {
                instancePath,
                schemaPath: '#/oneOf/8/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key49 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err429];
              } else {
                vErrors.push(err429);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data217 = data.name;
            if (!(data217 === 'svc-queue' || data217 === 'iii-queue' || data217 === 'queue')) {
              const err430 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/8/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[8].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err430];
              } else {
                vErrors.push(err430);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate31(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err431 = {
            instancePath,
            schemaPath: '#/oneOf/8/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err431];
          } else {
            vErrors.push(err431);
          }
          errors++;
        }
      } else if (tag0 === 'iii-queue') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err432 = {
              instancePath,
              schemaPath: '#/oneOf/8/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err432];
            } else {
              vErrors.push(err432);
            }
            errors++;
          }
          for (const key50 in data) {
            if (!(key50 === 'name' || key50 === 'config')) {
              const err433 = {
                instancePath,
                schemaPath: '#/oneOf/8/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key50 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err433];
              } else {
                vErrors.push(err433);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data219 = data.name;
            if (!(data219 === 'svc-queue' || data219 === 'iii-queue' || data219 === 'queue')) {
              const err434 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/8/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[8].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err434];
              } else {
                vErrors.push(err434);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate31(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err435 = {
            instancePath,
            schemaPath: '#/oneOf/8/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err435];
          } else {
            vErrors.push(err435);
          }
          errors++;
        }
      } else if (tag0 === 'queue') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err436 = {
              instancePath,
              schemaPath: '#/oneOf/8/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err436];
            } else {
              vErrors.push(err436);
            }
            errors++;
          }
          for (const key51 in data) {
            if (!(key51 === 'name' || key51 === 'config')) {
              const err437 = {
                instancePath,
                schemaPath: '#/oneOf/8/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key51 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err437];
              } else {
                vErrors.push(err437);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data221 = data.name;
            if (!(data221 === 'svc-queue' || data221 === 'iii-queue' || data221 === 'queue')) {
              const err438 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/8/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[8].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err438];
              } else {
                vErrors.push(err438);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            if (
              !validate31(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
              errors = vErrors.length;
            }
          }
        } else {
          const err439 = {
            instancePath,
            schemaPath: '#/oneOf/8/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err439];
          } else {
            vErrors.push(err439);
          }
          errors++;
        }
      } else if (tag0 === 'svc-observability') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err440 = {
              instancePath,
              schemaPath: '#/oneOf/9/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err440];
            } else {
              vErrors.push(err440);
            }
            errors++;
          }
          for (const key52 in data) {
            if (!(key52 === 'name' || key52 === 'config')) {
              const err441 = {
                instancePath,
                schemaPath: '#/oneOf/9/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key52 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err441];
              } else {
                vErrors.push(err441);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data223 = data.name;
            if (!(data223 === 'svc-observability' || data223 === 'iii-observability')) {
              const err442 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/9/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[9].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err442];
              } else {
                vErrors.push(err442);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data224 = data.config;
            if (data224 && typeof data224 == 'object' && !Array.isArray(data224)) {
              for (const key53 in data224) {
                if (!func2.call(schema58.properties, key53)) {
                  const err443 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-observability.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key53 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err443];
                  } else {
                    vErrors.push(err443);
                  }
                  errors++;
                }
              }
              if (data224.enabled !== undefined) {
                if (typeof data224.enabled !== 'boolean') {
                  const err444 = {
                    instancePath: instancePath + '/config/enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err444];
                  } else {
                    vErrors.push(err444);
                  }
                  errors++;
                }
              }
              if (data224.service_name !== undefined) {
                if (typeof data224.service_name !== 'string') {
                  const err445 = {
                    instancePath: instancePath + '/config/service_name',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_name/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err445];
                  } else {
                    vErrors.push(err445);
                  }
                  errors++;
                }
              }
              if (data224.service_version !== undefined) {
                if (typeof data224.service_version !== 'string') {
                  const err446 = {
                    instancePath: instancePath + '/config/service_version',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_version/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err446];
                  } else {
                    vErrors.push(err446);
                  }
                  errors++;
                }
              }
              if (data224.service_namespace !== undefined) {
                if (typeof data224.service_namespace !== 'string') {
                  const err447 = {
                    instancePath: instancePath + '/config/service_namespace',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_namespace/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err447];
                  } else {
                    vErrors.push(err447);
                  }
                  errors++;
                }
              }
              if (data224.exporter !== undefined) {
                let data229 = data224.exporter;
                if (!(data229 === 'memory' || data229 === 'otlp' || data229 === 'both')) {
                  const err448 = {
                    instancePath: instancePath + '/config/exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema58.properties.exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err448];
                  } else {
                    vErrors.push(err448);
                  }
                  errors++;
                }
              }
              if (data224.endpoint !== undefined) {
                if (typeof data224.endpoint !== 'string') {
                  const err449 = {
                    instancePath: instancePath + '/config/endpoint',
                    schemaPath: 'workers/svc-observability.schema.json/properties/endpoint/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err449];
                  } else {
                    vErrors.push(err449);
                  }
                  errors++;
                }
              }
              if (data224.sampling_ratio !== undefined) {
                let data231 = data224.sampling_ratio;
                if (typeof data231 == 'number' && isFinite(data231)) {
                  if (data231 > 1 || isNaN(data231)) {
                    const err450 = {
                      instancePath: instancePath + '/config/sampling_ratio',
                      schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 1 },
                      message: 'must be <= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err450];
                    } else {
                      vErrors.push(err450);
                    }
                    errors++;
                  }
                  if (data231 < 0 || isNaN(data231)) {
                    const err451 = {
                      instancePath: instancePath + '/config/sampling_ratio',
                      schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err451];
                    } else {
                      vErrors.push(err451);
                    }
                    errors++;
                  }
                } else {
                  const err452 = {
                    instancePath: instancePath + '/config/sampling_ratio',
                    schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
                  };
                  if (vErrors === null) {
                    vErrors = [err452];
                  } else {
                    vErrors.push(err452);
                  }
                  errors++;
                }
              }
              if (data224.memory_max_spans !== undefined) {
                let data232 = data224.memory_max_spans;
                if (!(typeof data232 == 'number' && !(data232 % 1) && !isNaN(data232) && isFinite(data232))) {
                  const err453 = {
                    instancePath: instancePath + '/config/memory_max_spans',
                    schemaPath: 'workers/svc-observability.schema.json/properties/memory_max_spans/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err453];
                  } else {
                    vErrors.push(err453);
                  }
                  errors++;
                }
                if (typeof data232 == 'number' && isFinite(data232)) {
                  if (data232 < 1 || isNaN(data232)) {
                    const err454 = {
                      instancePath: instancePath + '/config/memory_max_spans',
                      schemaPath: 'workers/svc-observability.schema.json/properties/memory_max_spans/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err454];
                    } else {
                      vErrors.push(err454);
                    }
                    errors++;
                  }
                }
              }
              if (data224.memory_retention_seconds !== undefined) {
                let data233 = data224.memory_retention_seconds;
                if (!(typeof data233 == 'number' && !(data233 % 1) && !isNaN(data233) && isFinite(data233))) {
                  const err455 = {
                    instancePath: instancePath + '/config/memory_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/memory_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err455];
                  } else {
                    vErrors.push(err455);
                  }
                  errors++;
                }
                if (typeof data233 == 'number' && isFinite(data233)) {
                  if (data233 < 0 || isNaN(data233)) {
                    const err456 = {
                      instancePath: instancePath + '/config/memory_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/memory_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err456];
                    } else {
                      vErrors.push(err456);
                    }
                    errors++;
                  }
                }
              }
              if (data224.max_attribute_length !== undefined) {
                let data234 = data224.max_attribute_length;
                if (!(typeof data234 == 'number' && !(data234 % 1) && !isNaN(data234) && isFinite(data234))) {
                  const err457 = {
                    instancePath: instancePath + '/config/max_attribute_length',
                    schemaPath: 'workers/svc-observability.schema.json/properties/max_attribute_length/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err457];
                  } else {
                    vErrors.push(err457);
                  }
                  errors++;
                }
                if (typeof data234 == 'number' && isFinite(data234)) {
                  if (data234 < 16 || isNaN(data234)) {
                    const err458 = {
                      instancePath: instancePath + '/config/max_attribute_length',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/max_attribute_length/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 16 },
                      message: 'must be >= 16',
                    };
                    if (vErrors === null) {
                      vErrors = [err458];
                    } else {
                      vErrors.push(err458);
                    }
                    errors++;
                  }
                }
              }
              if (data224.metrics_enabled !== undefined) {
                if (typeof data224.metrics_enabled !== 'boolean') {
                  const err459 = {
                    instancePath: instancePath + '/config/metrics_enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err459];
                  } else {
                    vErrors.push(err459);
                  }
                  errors++;
                }
              }
              if (data224.metrics_exporter !== undefined) {
                let data236 = data224.metrics_exporter;
                if (!(data236 === 'memory' || data236 === 'otlp' || data236 === 'both')) {
                  const err460 = {
                    instancePath: instancePath + '/config/metrics_exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema58.properties.metrics_exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err460];
                  } else {
                    vErrors.push(err460);
                  }
                  errors++;
                }
              }
              if (data224.metrics_retention_seconds !== undefined) {
                let data237 = data224.metrics_retention_seconds;
                if (!(typeof data237 == 'number' && !(data237 % 1) && !isNaN(data237) && isFinite(data237))) {
                  const err461 = {
                    instancePath: instancePath + '/config/metrics_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/metrics_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err461];
                  } else {
                    vErrors.push(err461);
                  }
                  errors++;
                }
                if (typeof data237 == 'number' && isFinite(data237)) {
                  if (data237 < 0 || isNaN(data237)) {
                    const err462 = {
                      instancePath: instancePath + '/config/metrics_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/metrics_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err462];
                    } else {
                      vErrors.push(err462);
                    }
                    errors++;
                  }
                }
              }
              if (data224.metrics_max_count !== undefined) {
                let data238 = data224.metrics_max_count;
                if (!(typeof data238 == 'number' && !(data238 % 1) && !isNaN(data238) && isFinite(data238))) {
                  const err463 = {
                    instancePath: instancePath + '/config/metrics_max_count',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_max_count/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err463];
                  } else {
                    vErrors.push(err463);
                  }
                  errors++;
                }
                if (typeof data238 == 'number' && isFinite(data238)) {
                  if (data238 < 1 || isNaN(data238)) {
                    const err464 = {
                      instancePath: instancePath + '/config/metrics_max_count',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/metrics_max_count/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err464];
                    } else {
                      vErrors.push(err464);
                    }
                    errors++;
                  }
                }
              }
              if (data224.logs_enabled !== undefined) {
                if (typeof data224.logs_enabled !== 'boolean') {
                  const err465 = {
                    instancePath: instancePath + '/config/logs_enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err465];
                  } else {
                    vErrors.push(err465);
                  }
                  errors++;
                }
              }
              if (data224.logs_exporter !== undefined) {
                let data240 = data224.logs_exporter;
                if (!(data240 === 'memory' || data240 === 'otlp' || data240 === 'both')) {
                  const err466 = {
                    instancePath: instancePath + '/config/logs_exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema58.properties.logs_exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err466];
                  } else {
                    vErrors.push(err466);
                  }
                  errors++;
                }
              }
              if (data224.logs_max_count !== undefined) {
                let data241 = data224.logs_max_count;
                if (!(typeof data241 == 'number' && !(data241 % 1) && !isNaN(data241) && isFinite(data241))) {
                  const err467 = {
                    instancePath: instancePath + '/config/logs_max_count',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_max_count/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err467];
                  } else {
                    vErrors.push(err467);
                  }
                  errors++;
                }
                if (typeof data241 == 'number' && isFinite(data241)) {
                  if (data241 < 1 || isNaN(data241)) {
                    const err468 = {
                      instancePath: instancePath + '/config/logs_max_count',
                      schemaPath: 'workers/svc-observability.schema.json/properties/logs_max_count/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err468];
                    } else {
                      vErrors.push(err468);
                    }
                    errors++;
                  }
                }
              }
              if (data224.logs_retention_seconds !== undefined) {
                let data242 = data224.logs_retention_seconds;
                if (!(typeof data242 == 'number' && !(data242 % 1) && !isNaN(data242) && isFinite(data242))) {
                  const err469 = {
                    instancePath: instancePath + '/config/logs_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/logs_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err469];
                  } else {
                    vErrors.push(err469);
                  }
                  errors++;
                }
                if (typeof data242 == 'number' && isFinite(data242)) {
                  if (data242 < 0 || isNaN(data242)) {
                    const err470 = {
                      instancePath: instancePath + '/config/logs_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err470];
                    } else {
                      vErrors.push(err470);
                    }
                    errors++;
                  }
                }
              }
              if (data224.logs_batch_size !== undefined) {
                let data243 = data224.logs_batch_size;
                if (!(typeof data243 == 'number' && !(data243 % 1) && !isNaN(data243) && isFinite(data243))) {
                  const err471 = {
                    instancePath: instancePath + '/config/logs_batch_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_batch_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err471];
                  } else {
                    vErrors.push(err471);
                  }
                  errors++;
                }
                if (typeof data243 == 'number' && isFinite(data243)) {
                  if (data243 < 1 || isNaN(data243)) {
                    const err472 = {
                      instancePath: instancePath + '/config/logs_batch_size',
                      schemaPath: 'workers/svc-observability.schema.json/properties/logs_batch_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err472];
                    } else {
                      vErrors.push(err472);
                    }
                    errors++;
                  }
                }
              }
              if (data224.logs_flush_interval_ms !== undefined) {
                let data244 = data224.logs_flush_interval_ms;
                if (!(typeof data244 == 'number' && !(data244 % 1) && !isNaN(data244) && isFinite(data244))) {
                  const err473 = {
                    instancePath: instancePath + '/config/logs_flush_interval_ms',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/logs_flush_interval_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err473];
                  } else {
                    vErrors.push(err473);
                  }
                  errors++;
                }
                if (typeof data244 == 'number' && isFinite(data244)) {
                  if (data244 < 0 || isNaN(data244)) {
                    const err474 = {
                      instancePath: instancePath + '/config/logs_flush_interval_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_flush_interval_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err474];
                    } else {
                      vErrors.push(err474);
                    }
                    errors++;
                  }
                }
              }
              if (data224.logs_sampling_ratio !== undefined) {
                let data245 = data224.logs_sampling_ratio;
                if (typeof data245 == 'number' && isFinite(data245)) {
                  if (data245 > 1 || isNaN(data245)) {
                    const err475 = {
                      instancePath: instancePath + '/config/logs_sampling_ratio',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_sampling_ratio/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 1 },
                      message: 'must be <= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err475];
                    } else {
                      vErrors.push(err475);
                    }
                    errors++;
                  }
                  if (data245 < 0 || isNaN(data245)) {
                    const err476 = {
                      instancePath: instancePath + '/config/logs_sampling_ratio',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_sampling_ratio/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err476];
                    } else {
                      vErrors.push(err476);
                    }
                    errors++;
                  }
                } else {
                  const err477 = {
                    instancePath: instancePath + '/config/logs_sampling_ratio',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_sampling_ratio/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
                  };
                  if (vErrors === null) {
                    vErrors = [err477];
                  } else {
                    vErrors.push(err477);
                  }
                  errors++;
                }
              }
              if (data224.logs_console_output !== undefined) {
                if (typeof data224.logs_console_output !== 'boolean') {
                  const err478 = {
                    instancePath: instancePath + '/config/logs_console_output',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_console_output/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err478];
                  } else {
                    vErrors.push(err478);
                  }
                  errors++;
                }
              }
              if (data224.export_max_queue_size !== undefined) {
                let data247 = data224.export_max_queue_size;
                if (!(typeof data247 == 'number' && !(data247 % 1) && !isNaN(data247) && isFinite(data247))) {
                  const err479 = {
                    instancePath: instancePath + '/config/export_max_queue_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_max_queue_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err479];
                  } else {
                    vErrors.push(err479);
                  }
                  errors++;
                }
                if (typeof data247 == 'number' && isFinite(data247)) {
                  if (data247 < 1 || isNaN(data247)) {
                    const err480 = {
                      instancePath: instancePath + '/config/export_max_queue_size',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_max_queue_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err480];
                    } else {
                      vErrors.push(err480);
                    }
                    errors++;
                  }
                }
              }
              if (data224.export_batch_size !== undefined) {
                let data248 = data224.export_batch_size;
                if (!(typeof data248 == 'number' && !(data248 % 1) && !isNaN(data248) && isFinite(data248))) {
                  const err481 = {
                    instancePath: instancePath + '/config/export_batch_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_batch_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err481];
                  } else {
                    vErrors.push(err481);
                  }
                  errors++;
                }
                if (typeof data248 == 'number' && isFinite(data248)) {
                  if (data248 < 1 || isNaN(data248)) {
                    const err482 = {
                      instancePath: instancePath + '/config/export_batch_size',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_batch_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err482];
                    } else {
                      vErrors.push(err482);
                    }
                    errors++;
                  }
                }
              }
              if (data224.export_interval_ms !== undefined) {
                let data249 = data224.export_interval_ms;
                if (!(typeof data249 == 'number' && !(data249 % 1) && !isNaN(data249) && isFinite(data249))) {
                  const err483 = {
                    instancePath: instancePath + '/config/export_interval_ms',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_interval_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err483];
                  } else {
                    vErrors.push(err483);
                  }
                  errors++;
                }
                if (typeof data249 == 'number' && isFinite(data249)) {
                  if (data249 < 1 || isNaN(data249)) {
                    const err484 = {
                      instancePath: instancePath + '/config/export_interval_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_interval_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err484];
                    } else {
                      vErrors.push(err484);
                    }
                    errors++;
                  }
                }
              }
              if (data224.export_timeout_ms !== undefined) {
                let data250 = data224.export_timeout_ms;
                if (!(typeof data250 == 'number' && !(data250 % 1) && !isNaN(data250) && isFinite(data250))) {
                  const err485 = {
                    instancePath: instancePath + '/config/export_timeout_ms',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err485];
                  } else {
                    vErrors.push(err485);
                  }
                  errors++;
                }
                if (typeof data250 == 'number' && isFinite(data250)) {
                  if (data250 < 1 || isNaN(data250)) {
                    const err486 = {
                      instancePath: instancePath + '/config/export_timeout_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err486];
                    } else {
                      vErrors.push(err486);
                    }
                    errors++;
                  }
                }
              }
              if (data224.alerts !== undefined) {
                let data251 = data224.alerts;
                if (Array.isArray(data251)) {
                  const len16 = data251.length;
                  for (let i16 = 0; i16 < len16; i16++) {
                    let data252 = data251[i16];
                    if (data252 && typeof data252 == 'object' && !Array.isArray(data252)) {
                    } else {
                      const err487 = {
                        instancePath: instancePath + '/config/alerts/' + i16,
                        schemaPath: 'workers/svc-observability.schema.json/properties/alerts/items/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      };
                      if (vErrors === null) {
                        vErrors = [err487];
                      } else {
                        vErrors.push(err487);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err488 = {
                    instancePath: instancePath + '/config/alerts',
                    schemaPath: 'workers/svc-observability.schema.json/properties/alerts/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err488];
                  } else {
                    vErrors.push(err488);
                  }
                  errors++;
                }
              }
              if (data224.sampling !== undefined) {
                let data253 = data224.sampling;
                if (data253 && typeof data253 == 'object' && !Array.isArray(data253)) {
                } else {
                  const err489 = {
                    instancePath: instancePath + '/config/sampling',
                    schemaPath: 'workers/svc-observability.schema.json/properties/sampling/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err489];
                  } else {
                    vErrors.push(err489);
                  }
                  errors++;
                }
              }
              if (data224.collapse_spans !== undefined) {
                let data254 = data224.collapse_spans;
                if (Array.isArray(data254)) {
                  const len17 = data254.length;
                  for (let i17 = 0; i17 < len17; i17++) {
                    if (typeof data254[i17] !== 'string') {
                      const err490 = {
                        instancePath: instancePath + '/config/collapse_spans/' + i17,
                        schemaPath:
                          'workers/svc-observability.schema.json/properties/collapse_spans/items/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err490];
                      } else {
                        vErrors.push(err490);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err491 = {
                    instancePath: instancePath + '/config/collapse_spans',
                    schemaPath: 'workers/svc-observability.schema.json/properties/collapse_spans/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err491];
                  } else {
                    vErrors.push(err491);
                  }
                  errors++;
                }
              }
            } else {
              const err492 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-observability.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err492];
              } else {
                vErrors.push(err492);
              }
              errors++;
            }
          }
        } else {
          const err493 = {
            instancePath,
            schemaPath: '#/oneOf/9/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err493];
          } else {
            vErrors.push(err493);
          }
          errors++;
        }
      } else if (tag0 === 'iii-observability') {
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (data.name === undefined) {
            const err494 = {
              instancePath,
              schemaPath: '#/oneOf/9/required',
              keyword: 'required',
              params: { missingProperty: 'name' },
              message: "must have required property '" + 'name' + "'",
            };
            if (vErrors === null) {
              vErrors = [err494];
            } else {
              vErrors.push(err494);
            }
            errors++;
          }
          for (const key54 in data) {
            if (!(key54 === 'name' || key54 === 'config')) {
              const err495 = {
                instancePath,
                schemaPath: '#/oneOf/9/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key54 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err495];
              } else {
                vErrors.push(err495);
              }
              errors++;
            }
          }
          if (data.name !== undefined) {
            let data256 = data.name;
            if (!(data256 === 'svc-observability' || data256 === 'iii-observability')) {
              const err496 = {
                instancePath: instancePath + '/name',
                schemaPath: '#/oneOf/9/properties/name/enum',
                keyword: 'enum',
                params: { allowedValues: schema34.oneOf[9].properties.name.enum },
                message: 'must be equal to one of the allowed values',
              };
              if (vErrors === null) {
                vErrors = [err496];
              } else {
                vErrors.push(err496);
              }
              errors++;
            }
          }
          if (data.config !== undefined) {
            let data257 = data.config;
            if (data257 && typeof data257 == 'object' && !Array.isArray(data257)) {
              for (const key55 in data257) {
                if (!func2.call(schema58.properties, key55)) {
                  const err497 = {
                    instancePath: instancePath + '/config',
                    schemaPath: 'workers/svc-observability.schema.json/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key55 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err497];
                  } else {
                    vErrors.push(err497);
                  }
                  errors++;
                }
              }
              if (data257.enabled !== undefined) {
                if (typeof data257.enabled !== 'boolean') {
                  const err498 = {
                    instancePath: instancePath + '/config/enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err498];
                  } else {
                    vErrors.push(err498);
                  }
                  errors++;
                }
              }
              if (data257.service_name !== undefined) {
                if (typeof data257.service_name !== 'string') {
                  const err499 = {
                    instancePath: instancePath + '/config/service_name',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_name/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err499];
                  } else {
                    vErrors.push(err499);
                  }
                  errors++;
                }
              }
              if (data257.service_version !== undefined) {
                if (typeof data257.service_version !== 'string') {
                  const err500 = {
                    instancePath: instancePath + '/config/service_version',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_version/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err500];
                  } else {
                    vErrors.push(err500);
                  }
                  errors++;
                }
              }
              if (data257.service_namespace !== undefined) {
                if (typeof data257.service_namespace !== 'string') {
                  const err501 = {
                    instancePath: instancePath + '/config/service_namespace',
                    schemaPath: 'workers/svc-observability.schema.json/properties/service_namespace/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err501];
                  } else {
                    vErrors.push(err501);
                  }
                  errors++;
                }
              }
              if (data257.exporter !== undefined) {
                let data262 = data257.exporter;
                if (!(data262 === 'memory' || data262 === 'otlp' || data262 === 'both')) {
                  const err502 = {
                    instancePath: instancePath + '/config/exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema58.properties.exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err502];
                  } else {
                    vErrors.push(err502);
                  }
                  errors++;
                }
              }
              if (data257.endpoint !== undefined) {
                if (typeof data257.endpoint !== 'string') {
                  const err503 = {
                    instancePath: instancePath + '/config/endpoint',
                    schemaPath: 'workers/svc-observability.schema.json/properties/endpoint/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err503];
                  } else {
                    vErrors.push(err503);
                  }
                  errors++;
                }
              }
              if (data257.sampling_ratio !== undefined) {
                let data264 = data257.sampling_ratio;
                if (typeof data264 == 'number' && isFinite(data264)) {
                  if (data264 > 1 || isNaN(data264)) {
                    const err504 = {
                      instancePath: instancePath + '/config/sampling_ratio',
                      schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 1 },
                      message: 'must be <= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err504];
                    } else {
                      vErrors.push(err504);
                    }
                    errors++;
                  }
                  if (data264 < 0 || isNaN(data264)) {
                    const err505 = {
                      instancePath: instancePath + '/config/sampling_ratio',
                      schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err505];
                    } else {
                      vErrors.push(err505);
                    }
                    errors++;
                  }
                } else {
                  const err506 = {
                    instancePath: instancePath + '/config/sampling_ratio',
                    schemaPath: 'workers/svc-observability.schema.json/properties/sampling_ratio/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
                  };
                  if (vErrors === null) {
                    vErrors = [err506];
                  } else {
                    vErrors.push(err506);
                  }
                  errors++;
                }
              }
              if (data257.memory_max_spans !== undefined) {
                let data265 = data257.memory_max_spans;
                if (!(typeof data265 == 'number' && !(data265 % 1) && !isNaN(data265) && isFinite(data265))) {
                  const err507 = {
                    instancePath: instancePath + '/config/memory_max_spans',
                    schemaPath: 'workers/svc-observability.schema.json/properties/memory_max_spans/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err507];
                  } else {
                    vErrors.push(err507);
                  }
                  errors++;
                }
                if (typeof data265 == 'number' && isFinite(data265)) {
                  if (data265 < 1 || isNaN(data265)) {
                    const err508 = {
                      instancePath: instancePath + '/config/memory_max_spans',
                      schemaPath: 'workers/svc-observability.schema.json/properties/memory_max_spans/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err508];
                    } else {
                      vErrors.push(err508);
                    }
                    errors++;
                  }
                }
              }
              if (data257.memory_retention_seconds !== undefined) {
                let data266 = data257.memory_retention_seconds;
                if (!(typeof data266 == 'number' && !(data266 % 1) && !isNaN(data266) && isFinite(data266))) {
                  const err509 = {
                    instancePath: instancePath + '/config/memory_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/memory_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err509];
                  } else {
                    vErrors.push(err509);
                  }
                  errors++;
                }
                if (typeof data266 == 'number' && isFinite(data266)) {
                  if (data266 < 0 || isNaN(data266)) {
                    const err510 = {
                      instancePath: instancePath + '/config/memory_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/memory_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err510];
                    } else {
                      vErrors.push(err510);
                    }
                    errors++;
                  }
                }
              }
              if (data257.max_attribute_length !== undefined) {
                let data267 = data257.max_attribute_length;
                if (!(typeof data267 == 'number' && !(data267 % 1) && !isNaN(data267) && isFinite(data267))) {
                  const err511 = {
                    instancePath: instancePath + '/config/max_attribute_length',
                    schemaPath: 'workers/svc-observability.schema.json/properties/max_attribute_length/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err511];
                  } else {
                    vErrors.push(err511);
                  }
                  errors++;
                }
                if (typeof data267 == 'number' && isFinite(data267)) {
                  if (data267 < 16 || isNaN(data267)) {
                    const err512 = {
                      instancePath: instancePath + '/config/max_attribute_length',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/max_attribute_length/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 16 },
                      message: 'must be >= 16',
                    };
                    if (vErrors === null) {
                      vErrors = [err512];
                    } else {
                      vErrors.push(err512);
                    }
                    errors++;
                  }
                }
              }
              if (data257.metrics_enabled !== undefined) {
                if (typeof data257.metrics_enabled !== 'boolean') {
                  const err513 = {
                    instancePath: instancePath + '/config/metrics_enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err513];
                  } else {
                    vErrors.push(err513);
                  }
                  errors++;
                }
              }
              if (data257.metrics_exporter !== undefined) {
                let data269 = data257.metrics_exporter;
                if (!(data269 === 'memory' || data269 === 'otlp' || data269 === 'both')) {
                  const err514 = {
                    instancePath: instancePath + '/config/metrics_exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema58.properties.metrics_exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err514];
                  } else {
                    vErrors.push(err514);
                  }
                  errors++;
                }
              }
              if (data257.metrics_retention_seconds !== undefined) {
                let data270 = data257.metrics_retention_seconds;
                if (!(typeof data270 == 'number' && !(data270 % 1) && !isNaN(data270) && isFinite(data270))) {
                  const err515 = {
                    instancePath: instancePath + '/config/metrics_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/metrics_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err515];
                  } else {
                    vErrors.push(err515);
                  }
                  errors++;
                }
                if (typeof data270 == 'number' && isFinite(data270)) {
                  if (data270 < 0 || isNaN(data270)) {
                    const err516 = {
                      instancePath: instancePath + '/config/metrics_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/metrics_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err516];
                    } else {
                      vErrors.push(err516);
                    }
                    errors++;
                  }
                }
              }
              if (data257.metrics_max_count !== undefined) {
                let data271 = data257.metrics_max_count;
                if (!(typeof data271 == 'number' && !(data271 % 1) && !isNaN(data271) && isFinite(data271))) {
                  const err517 = {
                    instancePath: instancePath + '/config/metrics_max_count',
                    schemaPath: 'workers/svc-observability.schema.json/properties/metrics_max_count/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err517];
                  } else {
                    vErrors.push(err517);
                  }
                  errors++;
                }
                if (typeof data271 == 'number' && isFinite(data271)) {
                  if (data271 < 1 || isNaN(data271)) {
                    const err518 = {
                      instancePath: instancePath + '/config/metrics_max_count',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/metrics_max_count/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err518];
                    } else {
                      vErrors.push(err518);
                    }
                    errors++;
                  }
                }
              }
              if (data257.logs_enabled !== undefined) {
                if (typeof data257.logs_enabled !== 'boolean') {
                  const err519 = {
                    instancePath: instancePath + '/config/logs_enabled',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_enabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err519];
                  } else {
                    vErrors.push(err519);
                  }
                  errors++;
                }
              }
              if (data257.logs_exporter !== undefined) {
                let data273 = data257.logs_exporter;
                if (!(data273 === 'memory' || data273 === 'otlp' || data273 === 'both')) {
                  const err520 = {
                    instancePath: instancePath + '/config/logs_exporter',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_exporter/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema58.properties.logs_exporter.enum },
                    message: 'must be equal to one of the allowed values',
                  };
                  if (vErrors === null) {
                    vErrors = [err520];
                  } else {
                    vErrors.push(err520);
                  }
                  errors++;
                }
              }
              if (data257.logs_max_count !== undefined) {
                let data274 = data257.logs_max_count;
                if (!(typeof data274 == 'number' && !(data274 % 1) && !isNaN(data274) && isFinite(data274))) {
                  const err521 = {
                    instancePath: instancePath + '/config/logs_max_count',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_max_count/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err521];
                  } else {
                    vErrors.push(err521);
                  }
                  errors++;
                }
                if (typeof data274 == 'number' && isFinite(data274)) {
                  if (data274 < 1 || isNaN(data274)) {
                    const err522 = {
                      instancePath: instancePath + '/config/logs_max_count',
                      schemaPath: 'workers/svc-observability.schema.json/properties/logs_max_count/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err522];
                    } else {
                      vErrors.push(err522);
                    }
                    errors++;
                  }
                }
              }
              if (data257.logs_retention_seconds !== undefined) {
                let data275 = data257.logs_retention_seconds;
                if (!(typeof data275 == 'number' && !(data275 % 1) && !isNaN(data275) && isFinite(data275))) {
                  const err523 = {
                    instancePath: instancePath + '/config/logs_retention_seconds',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/logs_retention_seconds/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err523];
                  } else {
                    vErrors.push(err523);
                  }
                  errors++;
                }
                if (typeof data275 == 'number' && isFinite(data275)) {
                  if (data275 < 0 || isNaN(data275)) {
                    const err524 = {
                      instancePath: instancePath + '/config/logs_retention_seconds',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_retention_seconds/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err524];
                    } else {
                      vErrors.push(err524);
                    }
                    errors++;
                  }
                }
              }
              if (data257.logs_batch_size !== undefined) {
                let data276 = data257.logs_batch_size;
                if (!(typeof data276 == 'number' && !(data276 % 1) && !isNaN(data276) && isFinite(data276))) {
                  const err525 = {
                    instancePath: instancePath + '/config/logs_batch_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_batch_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err525];
                  } else {
                    vErrors.push(err525);
                  }
                  errors++;
                }
                if (typeof data276 == 'number' && isFinite(data276)) {
                  if (data276 < 1 || isNaN(data276)) {
                    const err526 = {
                      instancePath: instancePath + '/config/logs_batch_size',
                      schemaPath: 'workers/svc-observability.schema.json/properties/logs_batch_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err526];
                    } else {
                      vErrors.push(err526);
                    }
                    errors++;
                  }
                }
              }
              if (data257.logs_flush_interval_ms !== undefined) {
                let data277 = data257.logs_flush_interval_ms;
                if (!(typeof data277 == 'number' && !(data277 % 1) && !isNaN(data277) && isFinite(data277))) {
                  const err527 = {
                    instancePath: instancePath + '/config/logs_flush_interval_ms',
                    schemaPath:
                      'workers/svc-observability.schema.json/properties/logs_flush_interval_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err527];
                  } else {
                    vErrors.push(err527);
                  }
                  errors++;
                }
                if (typeof data277 == 'number' && isFinite(data277)) {
                  if (data277 < 0 || isNaN(data277)) {
                    const err528 = {
                      instancePath: instancePath + '/config/logs_flush_interval_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_flush_interval_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err528];
                    } else {
                      vErrors.push(err528);
                    }
                    errors++;
                  }
                }
              }
              if (data257.logs_sampling_ratio !== undefined) {
                let data278 = data257.logs_sampling_ratio;
                if (typeof data278 == 'number' && isFinite(data278)) {
                  if (data278 > 1 || isNaN(data278)) {
                    const err529 = {
                      instancePath: instancePath + '/config/logs_sampling_ratio',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_sampling_ratio/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 1 },
                      message: 'must be <= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err529];
                    } else {
                      vErrors.push(err529);
                    }
                    errors++;
                  }
                  if (data278 < 0 || isNaN(data278)) {
                    const err530 = {
                      instancePath: instancePath + '/config/logs_sampling_ratio',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/logs_sampling_ratio/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    };
                    if (vErrors === null) {
                      vErrors = [err530];
                    } else {
                      vErrors.push(err530);
                    }
                    errors++;
                  }
                } else {
                  const err531 = {
                    instancePath: instancePath + '/config/logs_sampling_ratio',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_sampling_ratio/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
                  };
                  if (vErrors === null) {
                    vErrors = [err531];
                  } else {
                    vErrors.push(err531);
                  }
                  errors++;
                }
              }
              if (data257.logs_console_output !== undefined) {
                if (typeof data257.logs_console_output !== 'boolean') {
                  const err532 = {
                    instancePath: instancePath + '/config/logs_console_output',
                    schemaPath: 'workers/svc-observability.schema.json/properties/logs_console_output/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  };
                  if (vErrors === null) {
                    vErrors = [err532];
                  } else {
                    vErrors.push(err532);
                  }
                  errors++;
                }
              }
              if (data257.export_max_queue_size !== undefined) {
                let data280 = data257.export_max_queue_size;
                if (!(typeof data280 == 'number' && !(data280 % 1) && !isNaN(data280) && isFinite(data280))) {
                  const err533 = {
                    instancePath: instancePath + '/config/export_max_queue_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_max_queue_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err533];
                  } else {
                    vErrors.push(err533);
                  }
                  errors++;
                }
                if (typeof data280 == 'number' && isFinite(data280)) {
                  if (data280 < 1 || isNaN(data280)) {
                    const err534 = {
                      instancePath: instancePath + '/config/export_max_queue_size',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_max_queue_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err534];
                    } else {
                      vErrors.push(err534);
                    }
                    errors++;
                  }
                }
              }
              if (data257.export_batch_size !== undefined) {
                let data281 = data257.export_batch_size;
                if (!(typeof data281 == 'number' && !(data281 % 1) && !isNaN(data281) && isFinite(data281))) {
                  const err535 = {
                    instancePath: instancePath + '/config/export_batch_size',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_batch_size/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err535];
                  } else {
                    vErrors.push(err535);
                  }
                  errors++;
                }
                if (typeof data281 == 'number' && isFinite(data281)) {
                  if (data281 < 1 || isNaN(data281)) {
                    const err536 = {
                      instancePath: instancePath + '/config/export_batch_size',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_batch_size/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err536];
                    } else {
                      vErrors.push(err536);
                    }
                    errors++;
                  }
                }
              }
              if (data257.export_interval_ms !== undefined) {
                let data282 = data257.export_interval_ms;
                if (!(typeof data282 == 'number' && !(data282 % 1) && !isNaN(data282) && isFinite(data282))) {
                  const err537 = {
                    instancePath: instancePath + '/config/export_interval_ms',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_interval_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err537];
                  } else {
                    vErrors.push(err537);
                  }
                  errors++;
                }
                if (typeof data282 == 'number' && isFinite(data282)) {
                  if (data282 < 1 || isNaN(data282)) {
                    const err538 = {
                      instancePath: instancePath + '/config/export_interval_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_interval_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err538];
                    } else {
                      vErrors.push(err538);
                    }
                    errors++;
                  }
                }
              }
              if (data257.export_timeout_ms !== undefined) {
                let data283 = data257.export_timeout_ms;
                if (!(typeof data283 == 'number' && !(data283 % 1) && !isNaN(data283) && isFinite(data283))) {
                  const err539 = {
                    instancePath: instancePath + '/config/export_timeout_ms',
                    schemaPath: 'workers/svc-observability.schema.json/properties/export_timeout_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err539];
                  } else {
                    vErrors.push(err539);
                  }
                  errors++;
                }
                if (typeof data283 == 'number' && isFinite(data283)) {
                  if (data283 < 1 || isNaN(data283)) {
                    const err540 = {
                      instancePath: instancePath + '/config/export_timeout_ms',
                      schemaPath:
                        'workers/svc-observability.schema.json/properties/export_timeout_ms/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err540];
                    } else {
                      vErrors.push(err540);
                    }
                    errors++;
                  }
                }
              }
              if (data257.alerts !== undefined) {
                let data284 = data257.alerts;
                if (Array.isArray(data284)) {
                  const len18 = data284.length;
                  for (let i18 = 0; i18 < len18; i18++) {
                    let data285 = data284[i18];
                    if (data285 && typeof data285 == 'object' && !Array.isArray(data285)) {
                    } else {
                      const err541 = {
                        instancePath: instancePath + '/config/alerts/' + i18,
                        schemaPath: 'workers/svc-observability.schema.json/properties/alerts/items/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      };
                      if (vErrors === null) {
                        vErrors = [err541];
                      } else {
                        vErrors.push(err541);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err542 = {
                    instancePath: instancePath + '/config/alerts',
                    schemaPath: 'workers/svc-observability.schema.json/properties/alerts/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err542];
                  } else {
                    vErrors.push(err542);
                  }
                  errors++;
                }
              }
              if (data257.sampling !== undefined) {
                let data286 = data257.sampling;
                if (data286 && typeof data286 == 'object' && !Array.isArray(data286)) {
                } else {
                  const err543 = {
                    instancePath: instancePath + '/config/sampling',
                    schemaPath: 'workers/svc-observability.schema.json/properties/sampling/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err543];
                  } else {
                    vErrors.push(err543);
                  }
                  errors++;
                }
              }
              if (data257.collapse_spans !== undefined) {
                let data287 = data257.collapse_spans;
                if (Array.isArray(data287)) {
                  const len19 = data287.length;
                  for (let i19 = 0; i19 < len19; i19++) {
                    if (typeof data287[i19] !== 'string') {
                      const err544 = {
                        instancePath: instancePath + '/config/collapse_spans/' + i19,
                        schemaPath:
                          'workers/svc-observability.schema.json/properties/collapse_spans/items/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err544];
                      } else {
                        vErrors.push(err544);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err545 = {
                    instancePath: instancePath + '/config/collapse_spans',
                    schemaPath: 'workers/svc-observability.schema.json/properties/collapse_spans/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  };
                  if (vErrors === null) {
                    vErrors = [err545];
                  } else {
                    vErrors.push(err545);
                  }
                  errors++;
                }
              }
            } else {
              const err546 = {
                instancePath: instancePath + '/config',
                schemaPath: 'workers/svc-observability.schema.json/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err546];
              } else {
                vErrors.push(err546);
              }
              errors++;
            }
          }
        } else {
          const err547 = {
            instancePath,
            schemaPath: '#/oneOf/9/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err547];
          } else {
            vErrors.push(err547);
          }
          errors++;
        }
      } else {
        const err548 = {
          instancePath,
          schemaPath: '#/discriminator',
          keyword: 'discriminator',
          params: { error: 'mapping', tag: 'name', tagValue: tag0 },
          message: 'value of tag "name" must be in oneOf',
        };
        if (vErrors === null) {
          vErrors = [err548];
        } else {
          vErrors.push(err548);
        }
        errors++;
      }
    } else {
      const err549 = {
        instancePath,
        schemaPath: '#/discriminator',
        keyword: 'discriminator',
        params: { error: 'tag', tag: 'name', tagValue: tag0 },
        message: 'tag "name" must be string',
      };
      if (vErrors === null) {
        vErrors = [err549];
      } else {
        vErrors.push(err549);
      }
      errors++;
    }
  } else {
    const err550 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err550];
    } else {
      vErrors.push(err550);
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
function validate37(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/module-entry.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate37.evaluated;
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
                if (!func2.call(schema37.properties, key1)) {
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
                        params: { allowedValues: schema50.properties.adapter.properties.name.enum },
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
                      if (func1(data31) < 1) {
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
                        params: { allowedValues: schema53.properties.adapter.properties.name.enum },
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
                      if (func1(data39) < 1) {
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
              !validate31(data.config, {
                instancePath: instancePath + '/config',
                parentData: data,
                parentDataProperty: 'config',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
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
                if (!func2.call(schema58.properties, key13)) {
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
                    params: { allowedValues: schema58.properties.exporter.enum },
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
                    params: { allowedValues: schema58.properties.metrics_exporter.enum },
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
                    params: { allowedValues: schema58.properties.logs_exporter.enum },
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
  validate37.errors = vErrors;
  return errors === 0;
}
validate37.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema65 = {
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
      default: 10000,
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
const schema66 = {
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
function validate42(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/auth.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate42.evaluated;
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
              if (!func2.call(schema66.properties, key1)) {
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
  validate42.errors = vErrors;
  return errors === 0;
}
validate42.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
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
            !validate37(data2[i1], {
              instancePath: instancePath + '/modules/' + i1,
              parentData: data2,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
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
        !validate42(data.auth, {
          instancePath: instancePath + '/auth',
          parentData: data,
          parentDataProperty: 'auth',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
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
