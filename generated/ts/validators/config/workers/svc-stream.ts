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
    handshake_timeout_ms: {
      description:
        'How long a client may take to finish its TLS handshake and send its upgrade request; a slower one (a stalled or slowloris client) is closed.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    tls: {
      description:
        'TLS for the subscription WebSocket: clients then connect with `wss://`. None means plain `ws://`.',
      $ref: 'tls.schema.json',
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
  $id: 'config/workers/tls.schema.json',
  title: 'TlsConfig',
  description:
    'TLS on a listener: with it the listener speaks `https://` and `wss://` only, without a proxy in front. Paths are PEM files, relative to the config file; they are read once at start-up, and a file that cannot be read or a key that does not match its certificate stops the start with a message naming the file.',
  type: 'object',
  required: ['cert', 'key'],
  properties: {
    cert: {
      description:
        "The listener's certificate chain (PEM): its own certificate first, then any intermediates.",
      type: 'string',
      minLength: 1,
    },
    key: { description: 'The private key of `cert` (PEM).', type: 'string', minLength: 1 },
    ca: {
      description:
        "Certificates (PEM) to trust instead of the system's when a client presents a certificate; with `request_client_cert` a client without a certificate signed by one of them is refused at the TLS handshake.",
      type: 'string',
      minLength: 1,
    },
    passphrase: {
      description: 'Passphrase of an encrypted `key`; `${ENV_VAR}` expansion keeps it out of the file.',
      type: 'string',
    },
    request_client_cert: {
      description: 'Whether clients must present a certificate signed by `ca` (mutual TLS). Needs `ca`.',
      type: 'boolean',
      default: false,
    },
    min_version: {
      description: 'Oldest TLS version accepted.',
      enum: ['TLSv1.2', 'TLSv1.3'],
      default: 'TLSv1.2',
    },
  },
  additionalProperties: false,
  examples: [
    { cert: 'certs/engine.pem', key: 'certs/engine-key.pem' },
    {
      cert: '/etc/svc/tls/cert.pem',
      key: '/etc/svc/tls/key.pem',
      ca: '/etc/svc/tls/clients-ca.pem',
      request_client_cert: true,
      min_version: 'TLSv1.3',
    },
  ],
};
const schema33 = {
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
const func1 = Object.prototype.hasOwnProperty;
const func2 = (text) => {
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
      if (!func1.call(schema31.properties, key0)) {
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
    if (data.handshake_timeout_ms !== undefined) {
      let data2 = data.handshake_timeout_ms;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err5 = {
          instancePath: instancePath + '/handshake_timeout_ms',
          schemaPath: '#/properties/handshake_timeout_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 1 || isNaN(data2)) {
          const err6 = {
            instancePath: instancePath + '/handshake_timeout_ms',
            schemaPath: '#/properties/handshake_timeout_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.tls !== undefined) {
      let data3 = data.tls;
      if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
        if (data3.cert === undefined) {
          const err7 = {
            instancePath: instancePath + '/tls',
            schemaPath: 'tls.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'cert' },
            message: "must have required property '" + 'cert' + "'",
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data3.key === undefined) {
          const err8 = {
            instancePath: instancePath + '/tls',
            schemaPath: 'tls.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'key' },
            message: "must have required property '" + 'key' + "'",
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        for (const key1 in data3) {
          if (!(
            key1 === 'cert' ||
            key1 === 'key' ||
            key1 === 'ca' ||
            key1 === 'passphrase' ||
            key1 === 'request_client_cert' ||
            key1 === 'min_version'
          )) {
            const err9 = {
              instancePath: instancePath + '/tls',
              schemaPath: 'tls.schema.json/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
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
        if (data3.cert !== undefined) {
          let data4 = data3.cert;
          if (typeof data4 === 'string') {
            if (func2(data4) < 1) {
              const err10 = {
                instancePath: instancePath + '/tls/cert',
                schemaPath: 'tls.schema.json/properties/cert/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = {
              instancePath: instancePath + '/tls/cert',
              schemaPath: 'tls.schema.json/properties/cert/type',
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
        if (data3.key !== undefined) {
          let data5 = data3.key;
          if (typeof data5 === 'string') {
            if (func2(data5) < 1) {
              const err12 = {
                instancePath: instancePath + '/tls/key',
                schemaPath: 'tls.schema.json/properties/key/minLength',
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
              instancePath: instancePath + '/tls/key',
              schemaPath: 'tls.schema.json/properties/key/type',
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
        if (data3.ca !== undefined) {
          let data6 = data3.ca;
          if (typeof data6 === 'string') {
            if (func2(data6) < 1) {
              const err14 = {
                instancePath: instancePath + '/tls/ca',
                schemaPath: 'tls.schema.json/properties/ca/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
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
              instancePath: instancePath + '/tls/ca',
              schemaPath: 'tls.schema.json/properties/ca/type',
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
        if (data3.passphrase !== undefined) {
          if (typeof data3.passphrase !== 'string') {
            const err16 = {
              instancePath: instancePath + '/tls/passphrase',
              schemaPath: 'tls.schema.json/properties/passphrase/type',
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
        if (data3.request_client_cert !== undefined) {
          if (typeof data3.request_client_cert !== 'boolean') {
            const err17 = {
              instancePath: instancePath + '/tls/request_client_cert',
              schemaPath: 'tls.schema.json/properties/request_client_cert/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data3.min_version !== undefined) {
          let data9 = data3.min_version;
          if (!(data9 === 'TLSv1.2' || data9 === 'TLSv1.3')) {
            const err18 = {
              instancePath: instancePath + '/tls/min_version',
              schemaPath: 'tls.schema.json/properties/min_version/enum',
              keyword: 'enum',
              params: { allowedValues: schema32.properties.min_version.enum },
              message: 'must be equal to one of the allowed values',
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
          instancePath: instancePath + '/tls',
          schemaPath: 'tls.schema.json/type',
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
    if (data.adapter !== undefined) {
      let data10 = data.adapter;
      if (data10 && typeof data10 == 'object' && !Array.isArray(data10)) {
        if (data10.name === undefined) {
          const err20 = {
            instancePath: instancePath + '/adapter',
            schemaPath: 'store-adapter.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'name' },
            message: "must have required property '" + 'name' + "'",
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        for (const key2 in data10) {
          if (!(
            key2 === 'name' ||
            key2 === 'path' ||
            key2 === 'durability' ||
            key2 === 'batch_window_ms' ||
            key2 === 'url' ||
            key2 === 'key_prefix' ||
            key2 === 'command_timeout_ms' ||
            key2 === 'config'
          )) {
            const err21 = {
              instancePath: instancePath + '/adapter',
              schemaPath: 'store-adapter.schema.json/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key2 },
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
        if (data10.name !== undefined) {
          let data11 = data10.name;
          if (!(data11 === 'in_memory' || data11 === 'file_based' || data11 === 'redis' || data11 === 'kv')) {
            const err22 = {
              instancePath: instancePath + '/adapter/name',
              schemaPath: 'store-adapter.schema.json/properties/name/enum',
              keyword: 'enum',
              params: { allowedValues: schema33.properties.name.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data10.path !== undefined) {
          let data12 = data10.path;
          if (typeof data12 === 'string') {
            if (func2(data12) < 1) {
              const err23 = {
                instancePath: instancePath + '/adapter/path',
                schemaPath: 'store-adapter.schema.json/properties/path/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          } else {
            const err24 = {
              instancePath: instancePath + '/adapter/path',
              schemaPath: 'store-adapter.schema.json/properties/path/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data10.durability !== undefined) {
          let data13 = data10.durability;
          if (!(data13 === 'fsync' || data13 === 'batched')) {
            const err25 = {
              instancePath: instancePath + '/adapter/durability',
              schemaPath: 'store-adapter.schema.json/properties/durability/enum',
              keyword: 'enum',
              params: { allowedValues: schema33.properties.durability.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data10.batch_window_ms !== undefined) {
          let data14 = data10.batch_window_ms;
          if (!(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
            const err26 = {
              instancePath: instancePath + '/adapter/batch_window_ms',
              schemaPath: 'store-adapter.schema.json/properties/batch_window_ms/type',
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
          if (typeof data14 == 'number' && isFinite(data14)) {
            if (data14 < 1 || isNaN(data14)) {
              const err27 = {
                instancePath: instancePath + '/adapter/batch_window_ms',
                schemaPath: 'store-adapter.schema.json/properties/batch_window_ms/minimum',
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
        if (data10.url !== undefined) {
          let data15 = data10.url;
          if (typeof data15 === 'string') {
            if (func2(data15) < 1) {
              const err28 = {
                instancePath: instancePath + '/adapter/url',
                schemaPath: 'store-adapter.schema.json/properties/url/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          } else {
            const err29 = {
              instancePath: instancePath + '/adapter/url',
              schemaPath: 'store-adapter.schema.json/properties/url/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data10.key_prefix !== undefined) {
          if (typeof data10.key_prefix !== 'string') {
            const err30 = {
              instancePath: instancePath + '/adapter/key_prefix',
              schemaPath: 'store-adapter.schema.json/properties/key_prefix/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data10.command_timeout_ms !== undefined) {
          let data17 = data10.command_timeout_ms;
          if (!(typeof data17 == 'number' && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
            const err31 = {
              instancePath: instancePath + '/adapter/command_timeout_ms',
              schemaPath: 'store-adapter.schema.json/properties/command_timeout_ms/type',
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
          if (typeof data17 == 'number' && isFinite(data17)) {
            if (data17 < 1 || isNaN(data17)) {
              const err32 = {
                instancePath: instancePath + '/adapter/command_timeout_ms',
                schemaPath: 'store-adapter.schema.json/properties/command_timeout_ms/minimum',
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
        if (data10.config !== undefined) {
          let data18 = data10.config;
          if (data18 && typeof data18 == 'object' && !Array.isArray(data18)) {
            for (const key3 in data18) {
              if (!(
                key3 === 'store_method' ||
                key3 === 'file_path' ||
                key3 === 'save_interval_ms' ||
                key3 === 'redis_url'
              )) {
                const err33 = {
                  instancePath: instancePath + '/adapter/config',
                  schemaPath: 'store-adapter.schema.json/properties/config/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key3 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
            if (data18.store_method !== undefined) {
              let data19 = data18.store_method;
              if (!(data19 === 'in_memory' || data19 === 'file_based')) {
                const err34 = {
                  instancePath: instancePath + '/adapter/config/store_method',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/store_method/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema33.properties.config.properties.store_method.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data18.file_path !== undefined) {
              if (typeof data18.file_path !== 'string') {
                const err35 = {
                  instancePath: instancePath + '/adapter/config/file_path',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/file_path/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data18.save_interval_ms !== undefined) {
              let data21 = data18.save_interval_ms;
              if (!(typeof data21 == 'number' && !(data21 % 1) && !isNaN(data21) && isFinite(data21))) {
                const err36 = {
                  instancePath: instancePath + '/adapter/config/save_interval_ms',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/save_interval_ms/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
              if (typeof data21 == 'number' && isFinite(data21)) {
                if (data21 < 1 || isNaN(data21)) {
                  const err37 = {
                    instancePath: instancePath + '/adapter/config/save_interval_ms',
                    schemaPath:
                      'store-adapter.schema.json/properties/config/properties/save_interval_ms/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 1 },
                    message: 'must be >= 1',
                  };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
              }
            }
            if (data18.redis_url !== undefined) {
              if (typeof data18.redis_url !== 'string') {
                const err38 = {
                  instancePath: instancePath + '/adapter/config/redis_url',
                  schemaPath: 'store-adapter.schema.json/properties/config/properties/redis_url/type',
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
              instancePath: instancePath + '/adapter/config',
              schemaPath: 'store-adapter.schema.json/properties/config/type',
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
          instancePath: instancePath + '/adapter',
          schemaPath: 'store-adapter.schema.json/type',
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
    if (data.auth_function !== undefined) {
      let data23 = data.auth_function;
      if (typeof data23 !== 'string' && data23 !== null) {
        const err41 = {
          instancePath: instancePath + '/auth_function',
          schemaPath: '#/properties/auth_function/type',
          keyword: 'type',
          params: { type: schema31.properties.auth_function.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.max_buffered_bytes !== undefined) {
      let data24 = data.max_buffered_bytes;
      if (!(typeof data24 == 'number' && !(data24 % 1) && !isNaN(data24) && isFinite(data24))) {
        const err42 = {
          instancePath: instancePath + '/max_buffered_bytes',
          schemaPath: '#/properties/max_buffered_bytes/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
      if (typeof data24 == 'number' && isFinite(data24)) {
        if (data24 < 1024 || isNaN(data24)) {
          const err43 = {
            instancePath: instancePath + '/max_buffered_bytes',
            schemaPath: '#/properties/max_buffered_bytes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1024 },
            message: 'must be >= 1024',
          };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      }
    }
    if (data.max_subscriptions_per_socket !== undefined) {
      let data25 = data.max_subscriptions_per_socket;
      if (!(typeof data25 == 'number' && !(data25 % 1) && !isNaN(data25) && isFinite(data25))) {
        const err44 = {
          instancePath: instancePath + '/max_subscriptions_per_socket',
          schemaPath: '#/properties/max_subscriptions_per_socket/type',
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
      if (typeof data25 == 'number' && isFinite(data25)) {
        if (data25 < 1 || isNaN(data25)) {
          const err45 = {
            instancePath: instancePath + '/max_subscriptions_per_socket',
            schemaPath: '#/properties/max_subscriptions_per_socket/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
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
    if (data.max_value_bytes !== undefined) {
      let data26 = data.max_value_bytes;
      if (!(typeof data26 == 'number' && !(data26 % 1) && !isNaN(data26) && isFinite(data26))) {
        const err46 = {
          instancePath: instancePath + '/max_value_bytes',
          schemaPath: '#/properties/max_value_bytes/type',
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
      if (typeof data26 == 'number' && isFinite(data26)) {
        if (data26 < 1 || isNaN(data26)) {
          const err47 = {
            instancePath: instancePath + '/max_value_bytes',
            schemaPath: '#/properties/max_value_bytes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
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
    if (data.live_interval_ms !== undefined) {
      let data27 = data.live_interval_ms;
      if (!(typeof data27 == 'number' && !(data27 % 1) && !isNaN(data27) && isFinite(data27))) {
        const err48 = {
          instancePath: instancePath + '/live_interval_ms',
          schemaPath: '#/properties/live_interval_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
      if (typeof data27 == 'number' && isFinite(data27)) {
        if (data27 < 10 || isNaN(data27)) {
          const err49 = {
            instancePath: instancePath + '/live_interval_ms',
            schemaPath: '#/properties/live_interval_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 10 },
            message: 'must be >= 10',
          };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
      }
    }
  } else {
    const err50 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err50];
    } else {
      vErrors.push(err50);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
