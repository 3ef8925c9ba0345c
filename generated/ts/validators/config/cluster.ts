/* DO NOT EDIT — generated from schema/config/cluster.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { ClusterConfig } from '../../config/cluster.js';

export const validateClusterConfig = validate20 as unknown as Validator<ClusterConfig>;
const schema31 = {
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
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
const pattern4 = new RegExp('^[A-Za-z0-9._-]+$', 'u');
const pattern5 = new RegExp('^wss?://', 'u');
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/cluster.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.redis_url === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'redis_url' },
        message: "must have required property '" + 'redis_url' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'redis_url' ||
        key0 === 'engine_id' ||
        key0 === 'heartbeat_ms' ||
        key0 === 'ttl_ms' ||
        key0 === 'key_prefix' ||
        key0 === 'advertise_url' ||
        key0 === 'token' ||
        key0 === 'command_timeout_ms'
      )) {
        const err1 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.redis_url !== undefined) {
      let data0 = data.redis_url;
      if (typeof data0 === 'string') {
        if (func1(data0) < 1) {
          const err2 = {
            instancePath: instancePath + '/redis_url',
            schemaPath: '#/properties/redis_url/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + '/redis_url',
          schemaPath: '#/properties/redis_url/type',
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
    if (data.engine_id !== undefined) {
      let data1 = data.engine_id;
      if (typeof data1 === 'string') {
        if (func1(data1) > 128) {
          const err4 = {
            instancePath: instancePath + '/engine_id',
            schemaPath: '#/properties/engine_id/maxLength',
            keyword: 'maxLength',
            params: { limit: 128 },
            message: 'must NOT have more than 128 characters',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (func1(data1) < 1) {
          const err5 = {
            instancePath: instancePath + '/engine_id',
            schemaPath: '#/properties/engine_id/minLength',
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
        if (!pattern4.test(data1)) {
          const err6 = {
            instancePath: instancePath + '/engine_id',
            schemaPath: '#/properties/engine_id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9._-]+$' },
            message: 'must match pattern "' + '^[A-Za-z0-9._-]+$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/engine_id',
          schemaPath: '#/properties/engine_id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.heartbeat_ms !== undefined) {
      let data2 = data.heartbeat_ms;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/heartbeat_ms',
          schemaPath: '#/properties/heartbeat_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 50 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/heartbeat_ms',
            schemaPath: '#/properties/heartbeat_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 50 },
            message: 'must be >= 50',
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
    if (data.ttl_ms !== undefined) {
      let data3 = data.ttl_ms;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err10 = {
          instancePath: instancePath + '/ttl_ms',
          schemaPath: '#/properties/ttl_ms/type',
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
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 < 100 || isNaN(data3)) {
          const err11 = {
            instancePath: instancePath + '/ttl_ms',
            schemaPath: '#/properties/ttl_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 100 },
            message: 'must be >= 100',
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
    if (data.key_prefix !== undefined) {
      let data4 = data.key_prefix;
      if (typeof data4 === 'string') {
        if (func1(data4) < 1) {
          const err12 = {
            instancePath: instancePath + '/key_prefix',
            schemaPath: '#/properties/key_prefix/minLength',
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
          instancePath: instancePath + '/key_prefix',
          schemaPath: '#/properties/key_prefix/type',
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
    if (data.advertise_url !== undefined) {
      let data5 = data.advertise_url;
      if (typeof data5 === 'string') {
        if (!pattern5.test(data5)) {
          const err14 = {
            instancePath: instancePath + '/advertise_url',
            schemaPath: '#/properties/advertise_url/pattern',
            keyword: 'pattern',
            params: { pattern: '^wss?://' },
            message: 'must match pattern "' + '^wss?://' + '"',
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
          instancePath: instancePath + '/advertise_url',
          schemaPath: '#/properties/advertise_url/type',
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
    if (data.token !== undefined) {
      let data6 = data.token;
      if (typeof data6 === 'string') {
        if (func1(data6) < 16) {
          const err16 = {
            instancePath: instancePath + '/token',
            schemaPath: '#/properties/token/minLength',
            keyword: 'minLength',
            params: { limit: 16 },
            message: 'must NOT have fewer than 16 characters',
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
          instancePath: instancePath + '/token',
          schemaPath: '#/properties/token/type',
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
    if (data.command_timeout_ms !== undefined) {
      let data7 = data.command_timeout_ms;
      if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
        const err18 = {
          instancePath: instancePath + '/command_timeout_ms',
          schemaPath: '#/properties/command_timeout_ms/type',
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
      if (typeof data7 == 'number' && isFinite(data7)) {
        if (data7 < 1 || isNaN(data7)) {
          const err19 = {
            instancePath: instancePath + '/command_timeout_ms',
            schemaPath: '#/properties/command_timeout_ms/minimum',
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
  } else {
    const err20 = {
      instancePath,
      schemaPath: '#/type',
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
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
