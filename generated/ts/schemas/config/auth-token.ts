/* DO NOT EDIT — generated from schema/config/auth-token.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `config/auth-token.schema.json` (AuthToken), as written in schema/. */
export const schema: SchemaDocument = {
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
