/* DO NOT EDIT — generated from schema/config/workers/store-adapter.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StoreAdapter } from '../../../config/workers/store-adapter.js';

export const validateStoreAdapter = validate20 as unknown as Validator<StoreAdapter>;
const schema31 = {
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
  /*# sourceURL="config/workers/store-adapter.schema.json" */ let vErrors = null;
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
      if (!(
        key0 === 'name' ||
        key0 === 'path' ||
        key0 === 'durability' ||
        key0 === 'batch_window_ms' ||
        key0 === 'url' ||
        key0 === 'key_prefix' ||
        key0 === 'command_timeout_ms' ||
        key0 === 'config'
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
    if (data.name !== undefined) {
      let data0 = data.name;
      if (!(data0 === 'in_memory' || data0 === 'file_based' || data0 === 'redis' || data0 === 'kv')) {
        const err2 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.name.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.path !== undefined) {
      let data1 = data.path;
      if (typeof data1 === 'string') {
        if (func1(data1) < 1) {
          const err3 = {
            instancePath: instancePath + '/path',
            schemaPath: '#/properties/path/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
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
          instancePath: instancePath + '/path',
          schemaPath: '#/properties/path/type',
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
    if (data.durability !== undefined) {
      let data2 = data.durability;
      if (!(data2 === 'fsync' || data2 === 'batched')) {
        const err5 = {
          instancePath: instancePath + '/durability',
          schemaPath: '#/properties/durability/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.durability.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.batch_window_ms !== undefined) {
      let data3 = data.batch_window_ms;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err6 = {
          instancePath: instancePath + '/batch_window_ms',
          schemaPath: '#/properties/batch_window_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 < 1 || isNaN(data3)) {
          const err7 = {
            instancePath: instancePath + '/batch_window_ms',
            schemaPath: '#/properties/batch_window_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.url !== undefined) {
      let data4 = data.url;
      if (typeof data4 === 'string') {
        if (func1(data4) < 1) {
          const err8 = {
            instancePath: instancePath + '/url',
            schemaPath: '#/properties/url/minLength',
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
          instancePath: instancePath + '/url',
          schemaPath: '#/properties/url/type',
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
    if (data.key_prefix !== undefined) {
      if (typeof data.key_prefix !== 'string') {
        const err10 = {
          instancePath: instancePath + '/key_prefix',
          schemaPath: '#/properties/key_prefix/type',
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
    if (data.command_timeout_ms !== undefined) {
      let data6 = data.command_timeout_ms;
      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        const err11 = {
          instancePath: instancePath + '/command_timeout_ms',
          schemaPath: '#/properties/command_timeout_ms/type',
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
            instancePath: instancePath + '/command_timeout_ms',
            schemaPath: '#/properties/command_timeout_ms/minimum',
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
    if (data.config !== undefined) {
      let data7 = data.config;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
        for (const key1 in data7) {
          if (!(
            key1 === 'store_method' ||
            key1 === 'file_path' ||
            key1 === 'save_interval_ms' ||
            key1 === 'redis_url'
          )) {
            const err13 = {
              instancePath: instancePath + '/config',
              schemaPath: '#/properties/config/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
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
        if (data7.store_method !== undefined) {
          let data8 = data7.store_method;
          if (!(data8 === 'in_memory' || data8 === 'file_based')) {
            const err14 = {
              instancePath: instancePath + '/config/store_method',
              schemaPath: '#/properties/config/properties/store_method/enum',
              keyword: 'enum',
              params: { allowedValues: schema31.properties.config.properties.store_method.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data7.file_path !== undefined) {
          if (typeof data7.file_path !== 'string') {
            const err15 = {
              instancePath: instancePath + '/config/file_path',
              schemaPath: '#/properties/config/properties/file_path/type',
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
        if (data7.save_interval_ms !== undefined) {
          let data10 = data7.save_interval_ms;
          if (!(typeof data10 == 'number' && !(data10 % 1) && !isNaN(data10) && isFinite(data10))) {
            const err16 = {
              instancePath: instancePath + '/config/save_interval_ms',
              schemaPath: '#/properties/config/properties/save_interval_ms/type',
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
          if (typeof data10 == 'number' && isFinite(data10)) {
            if (data10 < 1 || isNaN(data10)) {
              const err17 = {
                instancePath: instancePath + '/config/save_interval_ms',
                schemaPath: '#/properties/config/properties/save_interval_ms/minimum',
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
        if (data7.redis_url !== undefined) {
          if (typeof data7.redis_url !== 'string') {
            const err18 = {
              instancePath: instancePath + '/config/redis_url',
              schemaPath: '#/properties/config/properties/redis_url/type',
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
          instancePath: instancePath + '/config',
          schemaPath: '#/properties/config/type',
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
