/* DO NOT EDIT — generated from schema/config/auth.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { AuthConfig } from '../../config/auth.js';

export const validateAuthConfig = validate20 as unknown as Validator<AuthConfig>;
const schema31 = {
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
const schema32 = {
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
  /*# sourceURL="config/auth.schema.json" */ let vErrors = null;
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
              if (!func1.call(schema32.properties, key1)) {
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
                if (!pattern4.test(data2)) {
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
                if (func2(data3) < 16) {
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
                if (func2(data4) < 1) {
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
                if (func2(data5) < 1) {
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
            if (func2(data23) < 1) {
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
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
