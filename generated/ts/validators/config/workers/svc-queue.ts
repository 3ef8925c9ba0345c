/* DO NOT EDIT — generated from schema/config/workers/svc-queue.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { SvcQueueConfig } from '../../../config/workers/svc-queue.js';

export const validateSvcQueueConfig = validate20 as unknown as Validator<SvcQueueConfig>;
const schema31 = {
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
const func3 = Object.prototype.hasOwnProperty;
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-queue.schema.json" */ let vErrors = null;
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
    if (data.queues !== undefined) {
      let data13 = data.queues;
      if (data13 && typeof data13 == 'object' && !Array.isArray(data13)) {
        for (const key3 in data13) {
          let data14 = data13[key3];
          if (data14 && typeof data14 == 'object' && !Array.isArray(data14)) {
            for (const key4 in data14) {
              if (!func3.call(schema31.properties.queues.additionalProperties.properties, key4)) {
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
                    allowedValues: schema31.properties.queues.additionalProperties.properties.type.enum,
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
                      schema31.properties.queues.additionalProperties.properties.backoff_type.enum,
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
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
