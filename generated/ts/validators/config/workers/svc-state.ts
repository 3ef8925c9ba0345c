/* DO NOT EDIT — generated from schema/config/workers/svc-state.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { SvcStateConfig } from '../../../config/workers/svc-state.js';

export const validateSvcStateConfig = validate20 as unknown as Validator<SvcStateConfig>;
const schema31 = {
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
  /*# sourceURL="config/workers/svc-state.schema.json" */ let vErrors = null;
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
              params: { allowedValues: schema32.properties.name.enum },
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
              params: { allowedValues: schema32.properties.durability.enum },
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
                  params: { allowedValues: schema32.properties.config.properties.store_method.enum },
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
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
