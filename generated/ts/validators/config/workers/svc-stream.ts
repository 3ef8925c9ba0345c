/* DO NOT EDIT — generated from schema/config/workers/svc-stream.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { SvcStreamConfig } from '../../../config/workers/svc-stream.js';

export const validateSvcStreamConfig = validate20 as unknown as Validator<SvcStreamConfig>;
const schema31 = {
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
const schema32 = {
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
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-stream.schema.json" */ let vErrors = null;
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
              params: { allowedValues: schema32.properties.name.enum },
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
              params: { allowedValues: schema32.properties.durability.enum },
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
                  params: { allowedValues: schema32.properties.config.properties.store_method.enum },
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
          params: { type: schema31.properties.auth_function.type },
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
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
