/* DO NOT EDIT — generated from schema/config/engine-config.schema.json by make generate */
// The shape of EngineConfig: what refers to a schema under schema/config/workers/ accepts anything here.
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { EngineConfig } from '../../config/engine-config.js';

export const validateEngineConfigShape = validate20 as unknown as Validator<EngineConfig>;
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
const schema35 = {
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
        config: { description: 'Settings of `svc-http`.' },
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
        config: { description: 'Settings of `svc-state`.' },
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
        config: { description: 'Settings of `svc-stream`.' },
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
        config: { description: 'Settings of `svc-cron`.' },
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
        config: { description: 'Settings of `svc-events`.' },
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
        config: { description: 'Settings of `svc-queue`.' },
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
        config: { description: 'Settings of `svc-observability`.' },
      },
      additionalProperties: false,
    },
  ],
  examples: [
    { class: 'modules::state::StateModule' },
    { class: 'modules::api::RestApiModule', config: { port: 3111 } },
  ],
};
const schema38 = {
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
        config: { description: 'Settings of `svc-bridge`.' },
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
        config: { description: 'Settings of `svc-http`.' },
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
        config: { description: 'Settings of `svc-state`.' },
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
        config: { description: 'Settings of `svc-stream`.' },
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
        config: { description: 'Settings of `svc-channels`.' },
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
        config: { description: 'Settings of `svc-http-functions`.' },
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
        config: { description: 'Settings of `svc-cron`.' },
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
        config: { description: 'Settings of `svc-events`.' },
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
        config: { description: 'Settings of `svc-queue`.' },
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
        config: { description: 'Settings of `svc-observability`.' },
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
const pattern4 = new RegExp('^[a-z0-9][a-z0-9_-]{0,63}$', 'u');
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
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
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.name === undefined) {
        const err15 = {
          instancePath,
          schemaPath: 'builtin-worker-entry.schema.json/required',
          keyword: 'required',
          params: { missingProperty: 'name' },
          message: "must have required property '" + 'name' + "'",
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (data.name !== undefined) {
        if (typeof data.name !== 'string') {
          const err16 = {
            instancePath: instancePath + '/name',
            schemaPath: 'builtin-worker-entry.schema.json/properties/name/type',
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
      const tag0 = data.name;
      if (typeof tag0 == 'string') {
        if (tag0 === 'svc-bridge') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err17 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/0/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            for (const key2 in data) {
              if (!(key2 === 'name' || key2 === 'config')) {
                const err18 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/0/additionalProperties',
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
            if (data.name !== undefined) {
              let data6 = data.name;
              if (!(data6 === 'svc-bridge' || data6 === 'iii-worker-manager')) {
                const err19 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/0/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[0].properties.name.enum },
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
          } else {
            const err20 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/0/type',
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
        } else if (tag0 === 'iii-worker-manager') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err21 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/0/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            for (const key3 in data) {
              if (!(key3 === 'name' || key3 === 'config')) {
                const err22 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/0/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key3 },
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
            if (data.name !== undefined) {
              let data7 = data.name;
              if (!(data7 === 'svc-bridge' || data7 === 'iii-worker-manager')) {
                const err23 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/0/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[0].properties.name.enum },
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
          } else {
            const err24 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/0/type',
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
        } else if (tag0 === 'svc-http') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err25 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/1/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
            for (const key4 in data) {
              if (!(key4 === 'name' || key4 === 'config')) {
                const err26 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/1/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key4 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data8 = data.name;
              if (!(data8 === 'svc-http' || data8 === 'iii-http' || data8 === 'http')) {
                const err27 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/1/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[1].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
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
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/1/type',
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
        } else if (tag0 === 'iii-http') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err29 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/1/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            for (const key5 in data) {
              if (!(key5 === 'name' || key5 === 'config')) {
                const err30 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/1/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key5 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data9 = data.name;
              if (!(data9 === 'svc-http' || data9 === 'iii-http' || data9 === 'http')) {
                const err31 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/1/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[1].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
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
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/1/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        } else if (tag0 === 'http') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err33 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/1/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
            for (const key6 in data) {
              if (!(key6 === 'name' || key6 === 'config')) {
                const err34 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/1/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key6 },
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
            if (data.name !== undefined) {
              let data10 = data.name;
              if (!(data10 === 'svc-http' || data10 === 'iii-http' || data10 === 'http')) {
                const err35 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/1/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[1].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
          } else {
            const err36 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/1/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        } else if (tag0 === 'svc-state') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err37 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/2/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
            for (const key7 in data) {
              if (!(key7 === 'name' || key7 === 'config')) {
                const err38 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/2/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key7 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data11 = data.name;
              if (!(data11 === 'svc-state' || data11 === 'iii-state' || data11 === 'state')) {
                const err39 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/2/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[2].properties.name.enum },
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
          } else {
            const err40 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/2/type',
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
        } else if (tag0 === 'iii-state') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err41 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/2/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
            for (const key8 in data) {
              if (!(key8 === 'name' || key8 === 'config')) {
                const err42 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/2/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key8 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data12 = data.name;
              if (!(data12 === 'svc-state' || data12 === 'iii-state' || data12 === 'state')) {
                const err43 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/2/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[2].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            }
          } else {
            const err44 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/2/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        } else if (tag0 === 'state') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err45 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/2/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
            for (const key9 in data) {
              if (!(key9 === 'name' || key9 === 'config')) {
                const err46 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/2/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key9 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data13 = data.name;
              if (!(data13 === 'svc-state' || data13 === 'iii-state' || data13 === 'state')) {
                const err47 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/2/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[2].properties.name.enum },
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
          } else {
            const err48 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/2/type',
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
        } else if (tag0 === 'svc-stream') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err49 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/3/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
            for (const key10 in data) {
              if (!(key10 === 'name' || key10 === 'config')) {
                const err50 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/3/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key10 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data14 = data.name;
              if (!(data14 === 'svc-stream' || data14 === 'iii-stream' || data14 === 'stream')) {
                const err51 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/3/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[3].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
            }
          } else {
            const err52 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/3/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        } else if (tag0 === 'iii-stream') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err53 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/3/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
            for (const key11 in data) {
              if (!(key11 === 'name' || key11 === 'config')) {
                const err54 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/3/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key11 },
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
            if (data.name !== undefined) {
              let data15 = data.name;
              if (!(data15 === 'svc-stream' || data15 === 'iii-stream' || data15 === 'stream')) {
                const err55 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/3/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[3].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
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
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/3/type',
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
        } else if (tag0 === 'stream') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err57 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/3/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
            for (const key12 in data) {
              if (!(key12 === 'name' || key12 === 'config')) {
                const err58 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/3/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key12 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data16 = data.name;
              if (!(data16 === 'svc-stream' || data16 === 'iii-stream' || data16 === 'stream')) {
                const err59 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/3/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[3].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err59];
                } else {
                  vErrors.push(err59);
                }
                errors++;
              }
            }
          } else {
            const err60 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/3/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
        } else if (tag0 === 'svc-channels') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err61 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/4/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
            for (const key13 in data) {
              if (!(key13 === 'name' || key13 === 'config')) {
                const err62 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/4/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key13 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err62];
                } else {
                  vErrors.push(err62);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data17 = data.name;
              if (!(data17 === 'svc-channels' || data17 === 'iii-channels' || data17 === 'channels')) {
                const err63 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/4/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[4].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err63];
                } else {
                  vErrors.push(err63);
                }
                errors++;
              }
            }
          } else {
            const err64 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/4/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
        } else if (tag0 === 'iii-channels') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err65 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/4/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
            for (const key14 in data) {
              if (!(key14 === 'name' || key14 === 'config')) {
                const err66 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/4/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key14 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err66];
                } else {
                  vErrors.push(err66);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data18 = data.name;
              if (!(data18 === 'svc-channels' || data18 === 'iii-channels' || data18 === 'channels')) {
                const err67 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/4/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[4].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err67];
                } else {
                  vErrors.push(err67);
                }
                errors++;
              }
            }
          } else {
            const err68 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/4/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
        } else if (tag0 === 'channels') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err69 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/4/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err69];
              } else {
                vErrors.push(err69);
              }
              errors++;
            }
            for (const key15 in data) {
              if (!(key15 === 'name' || key15 === 'config')) {
                const err70 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/4/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key15 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err70];
                } else {
                  vErrors.push(err70);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data19 = data.name;
              if (!(data19 === 'svc-channels' || data19 === 'iii-channels' || data19 === 'channels')) {
                const err71 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/4/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[4].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err71];
                } else {
                  vErrors.push(err71);
                }
                errors++;
              }
            }
          } else {
            const err72 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/4/type',
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
        } else if (tag0 === 'svc-http-functions') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err73 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/5/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err73];
              } else {
                vErrors.push(err73);
              }
              errors++;
            }
            for (const key16 in data) {
              if (!(key16 === 'name' || key16 === 'config')) {
                const err74 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/5/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key16 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data20 = data.name;
              if (!(
                data20 === 'svc-http-functions' ||
                data20 === 'iii-http-functions' ||
                data20 === 'http-functions'
              )) {
                const err75 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/5/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[5].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
            }
          } else {
            const err76 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/5/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err76];
            } else {
              vErrors.push(err76);
            }
            errors++;
          }
        } else if (tag0 === 'iii-http-functions') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err77 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/5/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err77];
              } else {
                vErrors.push(err77);
              }
              errors++;
            }
            for (const key17 in data) {
              if (!(key17 === 'name' || key17 === 'config')) {
                const err78 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/5/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key17 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err78];
                } else {
                  vErrors.push(err78);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data21 = data.name;
              if (!(
                data21 === 'svc-http-functions' ||
                data21 === 'iii-http-functions' ||
                data21 === 'http-functions'
              )) {
                const err79 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/5/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[5].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err79];
                } else {
                  vErrors.push(err79);
                }
                errors++;
              }
            }
          } else {
            const err80 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/5/type',
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
        } else if (tag0 === 'http-functions') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err81 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/5/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err81];
              } else {
                vErrors.push(err81);
              }
              errors++;
            }
            for (const key18 in data) {
              if (!(key18 === 'name' || key18 === 'config')) {
                const err82 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/5/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key18 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err82];
                } else {
                  vErrors.push(err82);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data22 = data.name;
              if (!(
                data22 === 'svc-http-functions' ||
                data22 === 'iii-http-functions' ||
                data22 === 'http-functions'
              )) {
                const err83 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/5/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[5].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
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
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/5/type',
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
        } else if (tag0 === 'svc-cron') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err85 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/6/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err85];
              } else {
                vErrors.push(err85);
              }
              errors++;
            }
            for (const key19 in data) {
              if (!(key19 === 'name' || key19 === 'config')) {
                const err86 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/6/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key19 },
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
            if (data.name !== undefined) {
              let data23 = data.name;
              if (!(data23 === 'svc-cron' || data23 === 'iii-cron' || data23 === 'cron')) {
                const err87 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/6/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[6].properties.name.enum },
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
          } else {
            const err88 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/6/type',
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
        } else if (tag0 === 'iii-cron') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err89 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/6/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err89];
              } else {
                vErrors.push(err89);
              }
              errors++;
            }
            for (const key20 in data) {
              if (!(key20 === 'name' || key20 === 'config')) {
                const err90 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/6/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key20 },
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
            if (data.name !== undefined) {
              let data24 = data.name;
              if (!(data24 === 'svc-cron' || data24 === 'iii-cron' || data24 === 'cron')) {
                const err91 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/6/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[6].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err91];
                } else {
                  vErrors.push(err91);
                }
                errors++;
              }
            }
          } else {
            const err92 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/6/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err92];
            } else {
              vErrors.push(err92);
            }
            errors++;
          }
        } else if (tag0 === 'cron') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err93 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/6/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err93];
              } else {
                vErrors.push(err93);
              }
              errors++;
            }
            for (const key21 in data) {
              if (!(key21 === 'name' || key21 === 'config')) {
                const err94 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/6/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key21 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err94];
                } else {
                  vErrors.push(err94);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data25 = data.name;
              if (!(data25 === 'svc-cron' || data25 === 'iii-cron' || data25 === 'cron')) {
                const err95 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/6/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[6].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
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
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/6/type',
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
        } else if (tag0 === 'svc-events') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err97 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/7/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err97];
              } else {
                vErrors.push(err97);
              }
              errors++;
            }
            for (const key22 in data) {
              if (!(key22 === 'name' || key22 === 'config')) {
                const err98 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/7/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key22 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err98];
                } else {
                  vErrors.push(err98);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data26 = data.name;
              if (!(data26 === 'svc-events' || data26 === 'iii-pubsub' || data26 === 'pubsub')) {
                const err99 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/7/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[7].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
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
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/7/type',
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
        } else if (tag0 === 'iii-pubsub') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err101 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/7/required',
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
            for (const key23 in data) {
              if (!(key23 === 'name' || key23 === 'config')) {
                const err102 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/7/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key23 },
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
              let data27 = data.name;
              if (!(data27 === 'svc-events' || data27 === 'iii-pubsub' || data27 === 'pubsub')) {
                const err103 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/7/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[7].properties.name.enum },
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
          } else {
            const err104 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/7/type',
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
        } else if (tag0 === 'pubsub') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err105 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/7/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err105];
              } else {
                vErrors.push(err105);
              }
              errors++;
            }
            for (const key24 in data) {
              if (!(key24 === 'name' || key24 === 'config')) {
                const err106 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/7/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key24 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err106];
                } else {
                  vErrors.push(err106);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data28 = data.name;
              if (!(data28 === 'svc-events' || data28 === 'iii-pubsub' || data28 === 'pubsub')) {
                const err107 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/7/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[7].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err107];
                } else {
                  vErrors.push(err107);
                }
                errors++;
              }
            }
          } else {
            const err108 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/7/type',
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
        } else if (tag0 === 'svc-queue') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err109 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/8/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err109];
              } else {
                vErrors.push(err109);
              }
              errors++;
            }
            for (const key25 in data) {
              if (!(key25 === 'name' || key25 === 'config')) {
                const err110 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/8/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key25 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err110];
                } else {
                  vErrors.push(err110);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data29 = data.name;
              if (!(data29 === 'svc-queue' || data29 === 'iii-queue' || data29 === 'queue')) {
                const err111 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/8/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[8].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err111];
                } else {
                  vErrors.push(err111);
                }
                errors++;
              }
            }
          } else {
            const err112 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/8/type',
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
        } else if (tag0 === 'iii-queue') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err113 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/8/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err113];
              } else {
                vErrors.push(err113);
              }
              errors++;
            }
            for (const key26 in data) {
              if (!(key26 === 'name' || key26 === 'config')) {
                const err114 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/8/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key26 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err114];
                } else {
                  vErrors.push(err114);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data30 = data.name;
              if (!(data30 === 'svc-queue' || data30 === 'iii-queue' || data30 === 'queue')) {
                const err115 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/8/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[8].properties.name.enum },
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
          } else {
            const err116 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/8/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err116];
            } else {
              vErrors.push(err116);
            }
            errors++;
          }
        } else if (tag0 === 'queue') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err117 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/8/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err117];
              } else {
                vErrors.push(err117);
              }
              errors++;
            }
            for (const key27 in data) {
              if (!(key27 === 'name' || key27 === 'config')) {
                const err118 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/8/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key27 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err118];
                } else {
                  vErrors.push(err118);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data31 = data.name;
              if (!(data31 === 'svc-queue' || data31 === 'iii-queue' || data31 === 'queue')) {
                const err119 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/8/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[8].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
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
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/8/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err120];
            } else {
              vErrors.push(err120);
            }
            errors++;
          }
        } else if (tag0 === 'svc-observability') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err121 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/9/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err121];
              } else {
                vErrors.push(err121);
              }
              errors++;
            }
            for (const key28 in data) {
              if (!(key28 === 'name' || key28 === 'config')) {
                const err122 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/9/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key28 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err122];
                } else {
                  vErrors.push(err122);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data32 = data.name;
              if (!(data32 === 'svc-observability' || data32 === 'iii-observability')) {
                const err123 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/9/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[9].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err123];
                } else {
                  vErrors.push(err123);
                }
                errors++;
              }
            }
          } else {
            const err124 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/9/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err124];
            } else {
              vErrors.push(err124);
            }
            errors++;
          }
        } else if (tag0 === 'iii-observability') {
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.name === undefined) {
              const err125 = {
                instancePath,
                schemaPath: 'builtin-worker-entry.schema.json/oneOf/9/required',
                keyword: 'required',
                params: { missingProperty: 'name' },
                message: "must have required property '" + 'name' + "'",
              };
              if (vErrors === null) {
                vErrors = [err125];
              } else {
                vErrors.push(err125);
              }
              errors++;
            }
            for (const key29 in data) {
              if (!(key29 === 'name' || key29 === 'config')) {
                const err126 = {
                  instancePath,
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/9/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key29 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err126];
                } else {
                  vErrors.push(err126);
                }
                errors++;
              }
            }
            if (data.name !== undefined) {
              let data33 = data.name;
              if (!(data33 === 'svc-observability' || data33 === 'iii-observability')) {
                const err127 = {
                  instancePath: instancePath + '/name',
                  schemaPath: 'builtin-worker-entry.schema.json/oneOf/9/properties/name/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.oneOf[9].properties.name.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err127];
                } else {
                  vErrors.push(err127);
                }
                errors++;
              }
            }
          } else {
            const err128 = {
              instancePath,
              schemaPath: 'builtin-worker-entry.schema.json/oneOf/9/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err128];
            } else {
              vErrors.push(err128);
            }
            errors++;
          }
        } else {
          const err129 = {
            instancePath,
            schemaPath: 'builtin-worker-entry.schema.json/discriminator',
            keyword: 'discriminator',
            params: { error: 'mapping', tag: 'name', tagValue: tag0 },
            message: 'value of tag "name" must be in oneOf',
          };
          if (vErrors === null) {
            vErrors = [err129];
          } else {
            vErrors.push(err129);
          }
          errors++;
        }
      } else {
        const err130 = {
          instancePath,
          schemaPath: 'builtin-worker-entry.schema.json/discriminator',
          keyword: 'discriminator',
          params: { error: 'tag', tag: 'name', tagValue: tag0 },
          message: 'tag "name" must be string',
        };
        if (vErrors === null) {
          vErrors = [err130];
        } else {
          vErrors.push(err130);
        }
        errors++;
      }
    } else {
      const err131 = {
        instancePath,
        schemaPath: 'builtin-worker-entry.schema.json/type',
        keyword: 'type',
        params: { type: 'object' },
        message: 'must be object',
      };
      if (vErrors === null) {
        vErrors = [err131];
      } else {
        vErrors.push(err131);
      }
      errors++;
    }
    var _valid0 = _errs20 === errors;
    valid0 = _valid0;
    ifClause0 = 'else';
  }
  if (!valid0) {
    const err132 = {
      instancePath,
      schemaPath: '#/if',
      keyword: 'if',
      params: { failingKeyword: ifClause0 },
      message: 'must match "' + ifClause0 + '" schema',
    };
    if (vErrors === null) {
      vErrors = [err132];
    } else {
      vErrors.push(err132);
    }
    errors++;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err133 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err133];
      } else {
        vErrors.push(err133);
      }
      errors++;
    }
    if (data.name !== undefined) {
      if (typeof data.name !== 'string') {
        const err134 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err134];
        } else {
          vErrors.push(err134);
        }
        errors++;
      }
    }
    if (data.path !== undefined) {
      if (typeof data.path !== 'string') {
        const err135 = {
          instancePath: instancePath + '/path',
          schemaPath: '#/properties/path/type',
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
  } else {
    const err136 = {
      instancePath,
      schemaPath: '#/type',
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
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema36 = {
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
const schema37 = {
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
const func2 = Object.prototype.hasOwnProperty;
const pattern5 = new RegExp('^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$', 'u');
function validate23(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/auth.schema.json" */ let vErrors = null;
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
              if (!func2.call(schema37.properties, key1)) {
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
  validate23.errors = vErrors;
  return errors === 0;
}
validate23.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
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
          let data3 = data2[i1];
          if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
            if (data3.class === undefined) {
              const err2 = {
                instancePath: instancePath + '/modules/' + i1,
                schemaPath: 'module-entry.schema.json/required',
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
            if (data3.class !== undefined) {
              if (typeof data3.class !== 'string') {
                const err3 = {
                  instancePath: instancePath + '/modules/' + i1 + '/class',
                  schemaPath: 'module-entry.schema.json/properties/class/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
            }
            const tag0 = data3.class;
            if (typeof tag0 == 'string') {
              if (tag0 === 'modules::api::RestApiModule') {
                if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                  if (data3.class === undefined) {
                    const err4 = {
                      instancePath: instancePath + '/modules/' + i1,
                      schemaPath: 'module-entry.schema.json/oneOf/0/required',
                      keyword: 'required',
                      params: { missingProperty: 'class' },
                      message: "must have required property '" + 'class' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err4];
                    } else {
                      vErrors.push(err4);
                    }
                    errors++;
                  }
                  for (const key1 in data3) {
                    if (!(key1 === 'class' || key1 === 'config')) {
                      const err5 = {
                        instancePath: instancePath + '/modules/' + i1,
                        schemaPath: 'module-entry.schema.json/oneOf/0/additionalProperties',
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
                  if (data3.class !== undefined) {
                    if ('modules::api::RestApiModule' !== data3.class) {
                      const err6 = {
                        instancePath: instancePath + '/modules/' + i1 + '/class',
                        schemaPath: 'module-entry.schema.json/oneOf/0/properties/class/const',
                        keyword: 'const',
                        params: { allowedValue: 'modules::api::RestApiModule' },
                        message: 'must be equal to constant',
                      };
                      if (vErrors === null) {
                        vErrors = [err6];
                      } else {
                        vErrors.push(err6);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err7 = {
                    instancePath: instancePath + '/modules/' + i1,
                    schemaPath: 'module-entry.schema.json/oneOf/0/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                }
              } else if (tag0 === 'modules::state::StateModule') {
                if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                  if (data3.class === undefined) {
                    const err8 = {
                      instancePath: instancePath + '/modules/' + i1,
                      schemaPath: 'module-entry.schema.json/oneOf/1/required',
                      keyword: 'required',
                      params: { missingProperty: 'class' },
                      message: "must have required property '" + 'class' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err8];
                    } else {
                      vErrors.push(err8);
                    }
                    errors++;
                  }
                  for (const key2 in data3) {
                    if (!(key2 === 'class' || key2 === 'config')) {
                      const err9 = {
                        instancePath: instancePath + '/modules/' + i1,
                        schemaPath: 'module-entry.schema.json/oneOf/1/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key2 },
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
                  if (data3.class !== undefined) {
                    if ('modules::state::StateModule' !== data3.class) {
                      const err10 = {
                        instancePath: instancePath + '/modules/' + i1 + '/class',
                        schemaPath: 'module-entry.schema.json/oneOf/1/properties/class/const',
                        keyword: 'const',
                        params: { allowedValue: 'modules::state::StateModule' },
                        message: 'must be equal to constant',
                      };
                      if (vErrors === null) {
                        vErrors = [err10];
                      } else {
                        vErrors.push(err10);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err11 = {
                    instancePath: instancePath + '/modules/' + i1,
                    schemaPath: 'module-entry.schema.json/oneOf/1/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                }
              } else if (tag0 === 'modules::stream::StreamModule') {
                if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                  if (data3.class === undefined) {
                    const err12 = {
                      instancePath: instancePath + '/modules/' + i1,
                      schemaPath: 'module-entry.schema.json/oneOf/2/required',
                      keyword: 'required',
                      params: { missingProperty: 'class' },
                      message: "must have required property '" + 'class' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err12];
                    } else {
                      vErrors.push(err12);
                    }
                    errors++;
                  }
                  for (const key3 in data3) {
                    if (!(key3 === 'class' || key3 === 'config')) {
                      const err13 = {
                        instancePath: instancePath + '/modules/' + i1,
                        schemaPath: 'module-entry.schema.json/oneOf/2/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key3 },
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
                  if (data3.class !== undefined) {
                    if ('modules::stream::StreamModule' !== data3.class) {
                      const err14 = {
                        instancePath: instancePath + '/modules/' + i1 + '/class',
                        schemaPath: 'module-entry.schema.json/oneOf/2/properties/class/const',
                        keyword: 'const',
                        params: { allowedValue: 'modules::stream::StreamModule' },
                        message: 'must be equal to constant',
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
                    instancePath: instancePath + '/modules/' + i1,
                    schemaPath: 'module-entry.schema.json/oneOf/2/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
              } else if (tag0 === 'modules::cron::CronModule') {
                if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                  if (data3.class === undefined) {
                    const err16 = {
                      instancePath: instancePath + '/modules/' + i1,
                      schemaPath: 'module-entry.schema.json/oneOf/3/required',
                      keyword: 'required',
                      params: { missingProperty: 'class' },
                      message: "must have required property '" + 'class' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err16];
                    } else {
                      vErrors.push(err16);
                    }
                    errors++;
                  }
                  for (const key4 in data3) {
                    if (!(key4 === 'class' || key4 === 'config')) {
                      const err17 = {
                        instancePath: instancePath + '/modules/' + i1,
                        schemaPath: 'module-entry.schema.json/oneOf/3/additionalProperties',
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
                  if (data3.class !== undefined) {
                    if ('modules::cron::CronModule' !== data3.class) {
                      const err18 = {
                        instancePath: instancePath + '/modules/' + i1 + '/class',
                        schemaPath: 'module-entry.schema.json/oneOf/3/properties/class/const',
                        keyword: 'const',
                        params: { allowedValue: 'modules::cron::CronModule' },
                        message: 'must be equal to constant',
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
                    instancePath: instancePath + '/modules/' + i1,
                    schemaPath: 'module-entry.schema.json/oneOf/3/type',
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
              } else if (tag0 === 'modules::pubsub::PubSubModule') {
                if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                  if (data3.class === undefined) {
                    const err20 = {
                      instancePath: instancePath + '/modules/' + i1,
                      schemaPath: 'module-entry.schema.json/oneOf/4/required',
                      keyword: 'required',
                      params: { missingProperty: 'class' },
                      message: "must have required property '" + 'class' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                  for (const key5 in data3) {
                    if (!(key5 === 'class' || key5 === 'config')) {
                      const err21 = {
                        instancePath: instancePath + '/modules/' + i1,
                        schemaPath: 'module-entry.schema.json/oneOf/4/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key5 },
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
                  if (data3.class !== undefined) {
                    if ('modules::pubsub::PubSubModule' !== data3.class) {
                      const err22 = {
                        instancePath: instancePath + '/modules/' + i1 + '/class',
                        schemaPath: 'module-entry.schema.json/oneOf/4/properties/class/const',
                        keyword: 'const',
                        params: { allowedValue: 'modules::pubsub::PubSubModule' },
                        message: 'must be equal to constant',
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
                    instancePath: instancePath + '/modules/' + i1,
                    schemaPath: 'module-entry.schema.json/oneOf/4/type',
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
              } else if (tag0 === 'modules::queue::QueueModule') {
                if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                  if (data3.class === undefined) {
                    const err24 = {
                      instancePath: instancePath + '/modules/' + i1,
                      schemaPath: 'module-entry.schema.json/oneOf/5/required',
                      keyword: 'required',
                      params: { missingProperty: 'class' },
                      message: "must have required property '" + 'class' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err24];
                    } else {
                      vErrors.push(err24);
                    }
                    errors++;
                  }
                  for (const key6 in data3) {
                    if (!(key6 === 'class' || key6 === 'config')) {
                      const err25 = {
                        instancePath: instancePath + '/modules/' + i1,
                        schemaPath: 'module-entry.schema.json/oneOf/5/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key6 },
                        message: 'must NOT have additional properties',
                      };
                      if (vErrors === null) {
                        vErrors = [err25];
                      } else {
                        vErrors.push(err25);
                      }
                      errors++;
                    }
                  }
                  if (data3.class !== undefined) {
                    if ('modules::queue::QueueModule' !== data3.class) {
                      const err26 = {
                        instancePath: instancePath + '/modules/' + i1 + '/class',
                        schemaPath: 'module-entry.schema.json/oneOf/5/properties/class/const',
                        keyword: 'const',
                        params: { allowedValue: 'modules::queue::QueueModule' },
                        message: 'must be equal to constant',
                      };
                      if (vErrors === null) {
                        vErrors = [err26];
                      } else {
                        vErrors.push(err26);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err27 = {
                    instancePath: instancePath + '/modules/' + i1,
                    schemaPath: 'module-entry.schema.json/oneOf/5/type',
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
              } else if (tag0 === 'modules::observability::OtelModule') {
                if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                  if (data3.class === undefined) {
                    const err28 = {
                      instancePath: instancePath + '/modules/' + i1,
                      schemaPath: 'module-entry.schema.json/oneOf/6/required',
                      keyword: 'required',
                      params: { missingProperty: 'class' },
                      message: "must have required property '" + 'class' + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                  for (const key7 in data3) {
                    if (!(key7 === 'class' || key7 === 'config')) {
                      const err29 = {
                        instancePath: instancePath + '/modules/' + i1,
                        schemaPath: 'module-entry.schema.json/oneOf/6/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key7 },
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
                  if (data3.class !== undefined) {
                    if ('modules::observability::OtelModule' !== data3.class) {
                      const err30 = {
                        instancePath: instancePath + '/modules/' + i1 + '/class',
                        schemaPath: 'module-entry.schema.json/oneOf/6/properties/class/const',
                        keyword: 'const',
                        params: { allowedValue: 'modules::observability::OtelModule' },
                        message: 'must be equal to constant',
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
                    instancePath: instancePath + '/modules/' + i1,
                    schemaPath: 'module-entry.schema.json/oneOf/6/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              } else {
                const err32 = {
                  instancePath: instancePath + '/modules/' + i1,
                  schemaPath: 'module-entry.schema.json/discriminator',
                  keyword: 'discriminator',
                  params: { error: 'mapping', tag: 'class', tagValue: tag0 },
                  message: 'value of tag "class" must be in oneOf',
                };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            } else {
              const err33 = {
                instancePath: instancePath + '/modules/' + i1,
                schemaPath: 'module-entry.schema.json/discriminator',
                keyword: 'discriminator',
                params: { error: 'tag', tag: 'class', tagValue: tag0 },
                message: 'tag "class" must be string',
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
              instancePath: instancePath + '/modules/' + i1,
              schemaPath: 'module-entry.schema.json/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
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
          instancePath: instancePath + '/modules',
          schemaPath: '#/properties/modules/type',
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
    if (data.auth !== undefined) {
      if (
        !validate23(data.auth, {
          instancePath: instancePath + '/auth',
          parentData: data,
          parentDataProperty: 'auth',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
        errors = vErrors.length;
      }
    }
    if (data.cluster !== undefined) {
      let data13 = data.cluster;
      if (data13 && typeof data13 == 'object' && !Array.isArray(data13)) {
        if (data13.redis_url === undefined) {
          const err36 = {
            instancePath: instancePath + '/cluster',
            schemaPath: 'cluster.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'redis_url' },
            message: "must have required property '" + 'redis_url' + "'",
          };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
        for (const key8 in data13) {
          if (!(
            key8 === 'redis_url' ||
            key8 === 'engine_id' ||
            key8 === 'heartbeat_ms' ||
            key8 === 'ttl_ms' ||
            key8 === 'key_prefix' ||
            key8 === 'advertise_url' ||
            key8 === 'token' ||
            key8 === 'command_timeout_ms'
          )) {
            const err37 = {
              instancePath: instancePath + '/cluster',
              schemaPath: 'cluster.schema.json/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key8 },
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
        if (data13.redis_url !== undefined) {
          let data14 = data13.redis_url;
          if (typeof data14 === 'string') {
            if (func1(data14) < 1) {
              const err38 = {
                instancePath: instancePath + '/cluster/redis_url',
                schemaPath: 'cluster.schema.json/properties/redis_url/minLength',
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
              instancePath: instancePath + '/cluster/redis_url',
              schemaPath: 'cluster.schema.json/properties/redis_url/type',
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
        if (data13.engine_id !== undefined) {
          let data15 = data13.engine_id;
          if (typeof data15 === 'string') {
            if (func1(data15) > 128) {
              const err40 = {
                instancePath: instancePath + '/cluster/engine_id',
                schemaPath: 'cluster.schema.json/properties/engine_id/maxLength',
                keyword: 'maxLength',
                params: { limit: 128 },
                message: 'must NOT have more than 128 characters',
              };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
            if (func1(data15) < 1) {
              const err41 = {
                instancePath: instancePath + '/cluster/engine_id',
                schemaPath: 'cluster.schema.json/properties/engine_id/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
            if (!pattern6.test(data15)) {
              const err42 = {
                instancePath: instancePath + '/cluster/engine_id',
                schemaPath: 'cluster.schema.json/properties/engine_id/pattern',
                keyword: 'pattern',
                params: { pattern: '^[A-Za-z0-9._-]+$' },
                message: 'must match pattern "' + '^[A-Za-z0-9._-]+$' + '"',
              };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          } else {
            const err43 = {
              instancePath: instancePath + '/cluster/engine_id',
              schemaPath: 'cluster.schema.json/properties/engine_id/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
        if (data13.heartbeat_ms !== undefined) {
          let data16 = data13.heartbeat_ms;
          if (!(typeof data16 == 'number' && !(data16 % 1) && !isNaN(data16) && isFinite(data16))) {
            const err44 = {
              instancePath: instancePath + '/cluster/heartbeat_ms',
              schemaPath: 'cluster.schema.json/properties/heartbeat_ms/type',
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
          if (typeof data16 == 'number' && isFinite(data16)) {
            if (data16 < 50 || isNaN(data16)) {
              const err45 = {
                instancePath: instancePath + '/cluster/heartbeat_ms',
                schemaPath: 'cluster.schema.json/properties/heartbeat_ms/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 50 },
                message: 'must be >= 50',
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
        if (data13.ttl_ms !== undefined) {
          let data17 = data13.ttl_ms;
          if (!(typeof data17 == 'number' && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
            const err46 = {
              instancePath: instancePath + '/cluster/ttl_ms',
              schemaPath: 'cluster.schema.json/properties/ttl_ms/type',
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
          if (typeof data17 == 'number' && isFinite(data17)) {
            if (data17 < 100 || isNaN(data17)) {
              const err47 = {
                instancePath: instancePath + '/cluster/ttl_ms',
                schemaPath: 'cluster.schema.json/properties/ttl_ms/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 100 },
                message: 'must be >= 100',
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
        if (data13.key_prefix !== undefined) {
          let data18 = data13.key_prefix;
          if (typeof data18 === 'string') {
            if (func1(data18) < 1) {
              const err48 = {
                instancePath: instancePath + '/cluster/key_prefix',
                schemaPath: 'cluster.schema.json/properties/key_prefix/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          } else {
            const err49 = {
              instancePath: instancePath + '/cluster/key_prefix',
              schemaPath: 'cluster.schema.json/properties/key_prefix/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
        if (data13.advertise_url !== undefined) {
          let data19 = data13.advertise_url;
          if (typeof data19 === 'string') {
            if (!pattern7.test(data19)) {
              const err50 = {
                instancePath: instancePath + '/cluster/advertise_url',
                schemaPath: 'cluster.schema.json/properties/advertise_url/pattern',
                keyword: 'pattern',
                params: { pattern: '^wss?://' },
                message: 'must match pattern "' + '^wss?://' + '"',
              };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
          } else {
            const err51 = {
              instancePath: instancePath + '/cluster/advertise_url',
              schemaPath: 'cluster.schema.json/properties/advertise_url/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
        if (data13.token !== undefined) {
          let data20 = data13.token;
          if (typeof data20 === 'string') {
            if (func1(data20) < 16) {
              const err52 = {
                instancePath: instancePath + '/cluster/token',
                schemaPath: 'cluster.schema.json/properties/token/minLength',
                keyword: 'minLength',
                params: { limit: 16 },
                message: 'must NOT have fewer than 16 characters',
              };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
          } else {
            const err53 = {
              instancePath: instancePath + '/cluster/token',
              schemaPath: 'cluster.schema.json/properties/token/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
        if (data13.command_timeout_ms !== undefined) {
          let data21 = data13.command_timeout_ms;
          if (!(typeof data21 == 'number' && !(data21 % 1) && !isNaN(data21) && isFinite(data21))) {
            const err54 = {
              instancePath: instancePath + '/cluster/command_timeout_ms',
              schemaPath: 'cluster.schema.json/properties/command_timeout_ms/type',
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
          if (typeof data21 == 'number' && isFinite(data21)) {
            if (data21 < 1 || isNaN(data21)) {
              const err55 = {
                instancePath: instancePath + '/cluster/command_timeout_ms',
                schemaPath: 'cluster.schema.json/properties/command_timeout_ms/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1 },
                message: 'must be >= 1',
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
      } else {
        const err56 = {
          instancePath: instancePath + '/cluster',
          schemaPath: 'cluster.schema.json/type',
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
    }
    if (data.registration_namespace_grace_ms !== undefined) {
      let data22 = data.registration_namespace_grace_ms;
      if (!(typeof data22 == 'number' && !(data22 % 1) && !isNaN(data22) && isFinite(data22))) {
        const err57 = {
          instancePath: instancePath + '/registration_namespace_grace_ms',
          schemaPath: '#/properties/registration_namespace_grace_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
      if (typeof data22 == 'number' && isFinite(data22)) {
        if (data22 < 0 || isNaN(data22)) {
          const err58 = {
            instancePath: instancePath + '/registration_namespace_grace_ms',
            schemaPath: '#/properties/registration_namespace_grace_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
      }
    }
  } else {
    const err59 = {
      instancePath,
      schemaPath: '#/type',
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
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
