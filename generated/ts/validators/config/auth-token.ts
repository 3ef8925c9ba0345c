/* DO NOT EDIT — generated from schema/config/auth-token.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { AuthToken } from '../../config/auth-token.js';

export const validateAuthToken = validate20 as unknown as Validator<AuthToken>;
const schema31 = {
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
const func1 = Object.prototype.hasOwnProperty;
const func2 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
const pattern4 = new RegExp('^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$', 'u');
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/auth-token.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
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
    for (const key0 in data) {
      if (!func1.call(schema31.properties, key0)) {
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
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (!pattern4.test(data0)) {
          const err2 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$' + '"',
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
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
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
    if (data.value !== undefined) {
      let data1 = data.value;
      if (typeof data1 === 'string') {
        if (func2(data1) < 16) {
          const err4 = {
            instancePath: instancePath + '/value',
            schemaPath: '#/properties/value/minLength',
            keyword: 'minLength',
            params: { limit: 16 },
            message: 'must NOT have fewer than 16 characters',
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
          instancePath: instancePath + '/value',
          schemaPath: '#/properties/value/type',
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
    if (data.env !== undefined) {
      let data2 = data.env;
      if (typeof data2 === 'string') {
        if (func2(data2) < 1) {
          const err6 = {
            instancePath: instancePath + '/env',
            schemaPath: '#/properties/env/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
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
          instancePath: instancePath + '/env',
          schemaPath: '#/properties/env/type',
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
    if (data.file !== undefined) {
      let data3 = data.file;
      if (typeof data3 === 'string') {
        if (func2(data3) < 1) {
          const err8 = {
            instancePath: instancePath + '/file',
            schemaPath: '#/properties/file/minLength',
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
          instancePath: instancePath + '/file',
          schemaPath: '#/properties/file/type',
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
    if (data.console !== undefined) {
      if (typeof data.console !== 'boolean') {
        const err10 = {
          instancePath: instancePath + '/console',
          schemaPath: '#/properties/console/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.register !== undefined) {
      let data5 = data.register;
      if (Array.isArray(data5)) {
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data5[i0] !== 'string') {
            const err11 = {
              instancePath: instancePath + '/register/' + i0,
              schemaPath: '#/properties/register/items/type',
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
      } else {
        const err12 = {
          instancePath: instancePath + '/register',
          schemaPath: '#/properties/register/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.invoke !== undefined) {
      let data7 = data.invoke;
      if (Array.isArray(data7)) {
        const len1 = data7.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (typeof data7[i1] !== 'string') {
            const err13 = {
              instancePath: instancePath + '/invoke/' + i1,
              schemaPath: '#/properties/invoke/items/type',
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
      } else {
        const err14 = {
          instancePath: instancePath + '/invoke',
          schemaPath: '#/properties/invoke/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.trigger_types !== undefined) {
      let data9 = data.trigger_types;
      if (Array.isArray(data9)) {
        const len2 = data9.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (typeof data9[i2] !== 'string') {
            const err15 = {
              instancePath: instancePath + '/trigger_types/' + i2,
              schemaPath: '#/properties/trigger_types/items/type',
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
      } else {
        const err16 = {
          instancePath: instancePath + '/trigger_types',
          schemaPath: '#/properties/trigger_types/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.provide_trigger_types !== undefined) {
      let data11 = data.provide_trigger_types;
      if (Array.isArray(data11)) {
        const len3 = data11.length;
        for (let i3 = 0; i3 < len3; i3++) {
          if (typeof data11[i3] !== 'string') {
            const err17 = {
              instancePath: instancePath + '/provide_trigger_types/' + i3,
              schemaPath: '#/properties/provide_trigger_types/items/type',
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
      } else {
        const err18 = {
          instancePath: instancePath + '/provide_trigger_types',
          schemaPath: '#/properties/provide_trigger_types/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.state_read !== undefined) {
      let data13 = data.state_read;
      if (Array.isArray(data13)) {
        const len4 = data13.length;
        for (let i4 = 0; i4 < len4; i4++) {
          if (typeof data13[i4] !== 'string') {
            const err19 = {
              instancePath: instancePath + '/state_read/' + i4,
              schemaPath: '#/properties/state_read/items/type',
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
          instancePath: instancePath + '/state_read',
          schemaPath: '#/properties/state_read/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.state_write !== undefined) {
      let data15 = data.state_write;
      if (Array.isArray(data15)) {
        const len5 = data15.length;
        for (let i5 = 0; i5 < len5; i5++) {
          if (typeof data15[i5] !== 'string') {
            const err21 = {
              instancePath: instancePath + '/state_write/' + i5,
              schemaPath: '#/properties/state_write/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
      } else {
        const err22 = {
          instancePath: instancePath + '/state_write',
          schemaPath: '#/properties/state_write/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.queue_provider !== undefined) {
      if (typeof data.queue_provider !== 'boolean') {
        const err23 = {
          instancePath: instancePath + '/queue_provider',
          schemaPath: '#/properties/queue_provider/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.max_connections !== undefined) {
      let data18 = data.max_connections;
      if (!(typeof data18 == 'number' && !(data18 % 1) && !isNaN(data18) && isFinite(data18))) {
        const err24 = {
          instancePath: instancePath + '/max_connections',
          schemaPath: '#/properties/max_connections/type',
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
      if (typeof data18 == 'number' && isFinite(data18)) {
        if (data18 < 1 || isNaN(data18)) {
          const err25 = {
            instancePath: instancePath + '/max_connections',
            schemaPath: '#/properties/max_connections/minimum',
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
