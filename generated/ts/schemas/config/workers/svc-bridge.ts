/* DO NOT EDIT — generated from schema/config/workers/svc-bridge.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `config/workers/svc-bridge.schema.json` (SvcBridgeConfig), as written in schema/. */
export const schema: SchemaDocument = {
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
