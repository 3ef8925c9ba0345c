/* DO NOT EDIT — generated from schema/config/workers/svc-bridge.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { SvcBridgeConfig } from '../../../config/workers/svc-bridge.js';

export const validateSvcBridgeConfig = validate20 as unknown as Validator<SvcBridgeConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-bridge.schema.json',
  title: 'SvcBridgeConfig',
  description:
    'Config of `svc-bridge`, the worker WebSocket every worker connects to. Always running; an entry only changes its settings.',
  type: 'object',
  properties: {
    host: { description: 'Address to listen on.', type: 'string', default: '127.0.0.1' },
    port: {
      description: 'Port to listen on; 0 picks a free one.',
      type: 'integer',
      minimum: 0,
      maximum: 65535,
      default: 49134,
    },
    max_message_bytes: {
      description: 'Largest frame accepted; a larger one closes the connection with 1009.',
      type: 'integer',
      minimum: 1024,
      default: 4194304,
    },
    handshake_timeout_ms: {
      description: 'How long a connection may take to finish the WebSocket upgrade.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    tls: {
      description:
        'TLS for the worker WebSocket (and the paths mounted on it, such as channels): workers then connect with `wss://`. None means plain `ws://`.',
      $ref: 'tls.schema.json',
    },
    invocation_timeout_ms: {
      description: 'Default deadline of one invocation; code `timeout` when it passes.',
      type: 'integer',
      minimum: 1,
      default: 30000,
    },
    shutdown_grace_ms: {
      description: 'On SIGTERM, how long in-flight invocations may run before they fail.',
      type: 'integer',
      minimum: 0,
      default: 10000,
    },
    ping_interval_ms: {
      description:
        'A connection the engine has received nothing from for this long is sent a WebSocket ping.',
      type: 'integer',
      minimum: 10,
      default: 10000,
    },
    ping_timeout_ms: {
      description:
        'How long a ping may go unanswered (no pong, no frame) before the connection is dropped as half-open with close code 4004 and its calls end `invocation_stopped`. A stopped worker is detected within `ping_interval_ms` + `ping_timeout_ms` plus at most one second.',
      type: 'integer',
      minimum: 10,
      default: 10000,
    },
    max_in_flight_calls: {
      description:
        'Request/response calls one connection may have waiting for their result; one more is answered `too_many_requests` without being routed.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    max_void_calls_per_second: {
      description:
        'Calls without a reply (`void` action or no `invocation_id`) one connection may make per second; the excess is dropped and counted, and a connection whose consecutive excess reaches this many is closed with 4002.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    malformed_frames_per_second: {
      description:
        'Malformed frames (not JSON, or failing their schema) one connection may send per second on average; past `malformed_frames_burst` the connection is closed with 4003.',
      type: 'integer',
      minimum: 0,
      default: 100,
    },
    malformed_frames_burst: {
      description:
        'Malformed frames one connection may send at once before `malformed_frames_per_second` applies.',
      type: 'integer',
      minimum: 1,
      default: 1000,
    },
    outbound_pause_bytes: {
      description:
        'When more than this many bytes wait to be written to a worker (it reads slower than it is sent to, or not at all), it is paused: calls routed to it are refused with `worker_paused` until less than half of this waits. A value above `max_outbound_bytes` is lowered to it.',
      type: 'integer',
      minimum: 1024,
      default: 8388608,
    },
    max_outbound_bytes: {
      description:
        'Bytes that may wait to be written to one worker; past this the connection is closed with 4001 and its calls end `invocation_stopped`.',
      type: 'integer',
      minimum: 1024,
      default: 67108864,
    },
    outbound_paused_timeout_ms: {
      description:
        'How long a worker may stay paused before its connection is closed with 4001 and its calls end `invocation_stopped`.',
      type: 'integer',
      minimum: 1,
      default: 30000,
    },
    max_frames_per_turn: {
      description:
        "Frames read from one connection in one turn of the engine's event loop; the rest wait for the next turn, so a busy connection cannot starve the others.",
      type: 'integer',
      minimum: 1,
      default: 256,
    },
    unknown_trigger_types: {
      description:
        'What happens to a trigger binding whose type no module or worker provides: `park` keeps it (logged once per type at warn, listed as `parked` with its reason) and delivers it when a provider registers the type; `refuse` answers `trigger_type_not_found` and keeps nothing, for deployments where every provider starts before the workers that bind to it.',
      enum: ['park', 'refuse'],
      default: 'park',
    },
    duplicate_functions: {
      description:
        'What happens when a worker registers a function id another live worker serves. `pool`: workers with the same name (`engine::workers::register`) serve it together, each call going to the one with the fewest calls in flight, and a worker with another name is refused with `registrationrejected` `FUNCTION_NAMESPACE_CONFLICT`; `reject`: every second registration is refused; `takeover`: the newest registration takes the id (iii 0.22 semantics). Built-in ids are refused whatever the mode.',
      enum: ['pool', 'reject', 'takeover'],
      default: 'pool',
    },
    pool_name_wait_ms: {
      description:
        "In `pool` mode, how long a registration of a live id waits for its worker's name (sent with `engine::workers::register`, usually right after the registrations) before it is judged as coming from another worker.",
      type: 'integer',
      minimum: 0,
      default: 5000,
    },
    rbac: {
      description:
        "The iii engine's RBAC section, where it maps onto svc's auth: `expose_functions` and `forbidden_functions` limit what any worker connection may invoke (on top of its token's `invoke` scope). `auth_function_id` is not supported: use `auth.tokens`.",
      type: 'object',
      properties: {
        expose_functions: {
          description:
            'Function ids (patterns: an exact id, or a prefix and `*`) workers may invoke; absent, every id.',
          type: 'array',
          items: { type: 'string' },
        },
        forbidden_functions: {
          description: 'Function ids (patterns) no worker may invoke; wins over `expose_functions`.',
          type: 'array',
          items: { type: 'string' },
        },
        auth_function_id: {
          description:
            'Not supported (the engine refuses to start with it): list tokens under `auth.tokens` instead.',
          type: 'string',
        },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: false,
  examples: [
    {},
    { host: '0.0.0.0', port: 49134, invocation_timeout_ms: 60000 },
    { duplicate_functions: 'takeover' },
    {
      ping_interval_ms: 5000,
      ping_timeout_ms: 5000,
      max_in_flight_calls: 1000,
      outbound_pause_bytes: 1048576,
      max_outbound_bytes: 16777216,
    },
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
  /*# sourceURL="config/workers/svc-bridge.schema.json" */ let vErrors = null;
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
    if (data.max_message_bytes !== undefined) {
      let data2 = data.max_message_bytes;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err5 = {
          instancePath: instancePath + '/max_message_bytes',
          schemaPath: '#/properties/max_message_bytes/type',
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
        if (data2 < 1024 || isNaN(data2)) {
          const err6 = {
            instancePath: instancePath + '/max_message_bytes',
            schemaPath: '#/properties/max_message_bytes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1024 },
            message: 'must be >= 1024',
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
    if (data.handshake_timeout_ms !== undefined) {
      let data3 = data.handshake_timeout_ms;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err7 = {
          instancePath: instancePath + '/handshake_timeout_ms',
          schemaPath: '#/properties/handshake_timeout_ms/type',
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
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 < 1 || isNaN(data3)) {
          const err8 = {
            instancePath: instancePath + '/handshake_timeout_ms',
            schemaPath: '#/properties/handshake_timeout_ms/minimum',
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
    if (data.tls !== undefined) {
      let data4 = data.tls;
      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
        if (data4.cert === undefined) {
          const err9 = {
            instancePath: instancePath + '/tls',
            schemaPath: 'tls.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'cert' },
            message: "must have required property '" + 'cert' + "'",
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data4.key === undefined) {
          const err10 = {
            instancePath: instancePath + '/tls',
            schemaPath: 'tls.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'key' },
            message: "must have required property '" + 'key' + "'",
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        for (const key1 in data4) {
          if (!(
            key1 === 'cert' ||
            key1 === 'key' ||
            key1 === 'ca' ||
            key1 === 'passphrase' ||
            key1 === 'request_client_cert' ||
            key1 === 'min_version'
          )) {
            const err11 = {
              instancePath: instancePath + '/tls',
              schemaPath: 'tls.schema.json/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data4.cert !== undefined) {
          let data5 = data4.cert;
          if (typeof data5 === 'string') {
            if (func2(data5) < 1) {
              const err12 = {
                instancePath: instancePath + '/tls/cert',
                schemaPath: 'tls.schema.json/properties/cert/minLength',
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
              instancePath: instancePath + '/tls/cert',
              schemaPath: 'tls.schema.json/properties/cert/type',
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
        if (data4.key !== undefined) {
          let data6 = data4.key;
          if (typeof data6 === 'string') {
            if (func2(data6) < 1) {
              const err14 = {
                instancePath: instancePath + '/tls/key',
                schemaPath: 'tls.schema.json/properties/key/minLength',
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
              instancePath: instancePath + '/tls/key',
              schemaPath: 'tls.schema.json/properties/key/type',
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
        if (data4.ca !== undefined) {
          let data7 = data4.ca;
          if (typeof data7 === 'string') {
            if (func2(data7) < 1) {
              const err16 = {
                instancePath: instancePath + '/tls/ca',
                schemaPath: 'tls.schema.json/properties/ca/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
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
              instancePath: instancePath + '/tls/ca',
              schemaPath: 'tls.schema.json/properties/ca/type',
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
        if (data4.passphrase !== undefined) {
          if (typeof data4.passphrase !== 'string') {
            const err18 = {
              instancePath: instancePath + '/tls/passphrase',
              schemaPath: 'tls.schema.json/properties/passphrase/type',
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
        if (data4.request_client_cert !== undefined) {
          if (typeof data4.request_client_cert !== 'boolean') {
            const err19 = {
              instancePath: instancePath + '/tls/request_client_cert',
              schemaPath: 'tls.schema.json/properties/request_client_cert/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data4.min_version !== undefined) {
          let data10 = data4.min_version;
          if (!(data10 === 'TLSv1.2' || data10 === 'TLSv1.3')) {
            const err20 = {
              instancePath: instancePath + '/tls/min_version',
              schemaPath: 'tls.schema.json/properties/min_version/enum',
              keyword: 'enum',
              params: { allowedValues: schema32.properties.min_version.enum },
              message: 'must be equal to one of the allowed values',
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
          instancePath: instancePath + '/tls',
          schemaPath: 'tls.schema.json/type',
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
    if (data.invocation_timeout_ms !== undefined) {
      let data11 = data.invocation_timeout_ms;
      if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
        const err22 = {
          instancePath: instancePath + '/invocation_timeout_ms',
          schemaPath: '#/properties/invocation_timeout_ms/type',
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
      if (typeof data11 == 'number' && isFinite(data11)) {
        if (data11 < 1 || isNaN(data11)) {
          const err23 = {
            instancePath: instancePath + '/invocation_timeout_ms',
            schemaPath: '#/properties/invocation_timeout_ms/minimum',
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
    if (data.shutdown_grace_ms !== undefined) {
      let data12 = data.shutdown_grace_ms;
      if (!(typeof data12 == 'number' && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
        const err24 = {
          instancePath: instancePath + '/shutdown_grace_ms',
          schemaPath: '#/properties/shutdown_grace_ms/type',
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
      if (typeof data12 == 'number' && isFinite(data12)) {
        if (data12 < 0 || isNaN(data12)) {
          const err25 = {
            instancePath: instancePath + '/shutdown_grace_ms',
            schemaPath: '#/properties/shutdown_grace_ms/minimum',
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
    if (data.ping_interval_ms !== undefined) {
      let data13 = data.ping_interval_ms;
      if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
        const err26 = {
          instancePath: instancePath + '/ping_interval_ms',
          schemaPath: '#/properties/ping_interval_ms/type',
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
      if (typeof data13 == 'number' && isFinite(data13)) {
        if (data13 < 10 || isNaN(data13)) {
          const err27 = {
            instancePath: instancePath + '/ping_interval_ms',
            schemaPath: '#/properties/ping_interval_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 10 },
            message: 'must be >= 10',
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
    if (data.ping_timeout_ms !== undefined) {
      let data14 = data.ping_timeout_ms;
      if (!(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
        const err28 = {
          instancePath: instancePath + '/ping_timeout_ms',
          schemaPath: '#/properties/ping_timeout_ms/type',
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
      if (typeof data14 == 'number' && isFinite(data14)) {
        if (data14 < 10 || isNaN(data14)) {
          const err29 = {
            instancePath: instancePath + '/ping_timeout_ms',
            schemaPath: '#/properties/ping_timeout_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 10 },
            message: 'must be >= 10',
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
    if (data.max_in_flight_calls !== undefined) {
      let data15 = data.max_in_flight_calls;
      if (!(typeof data15 == 'number' && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
        const err30 = {
          instancePath: instancePath + '/max_in_flight_calls',
          schemaPath: '#/properties/max_in_flight_calls/type',
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
      if (typeof data15 == 'number' && isFinite(data15)) {
        if (data15 < 1 || isNaN(data15)) {
          const err31 = {
            instancePath: instancePath + '/max_in_flight_calls',
            schemaPath: '#/properties/max_in_flight_calls/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
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
    if (data.max_void_calls_per_second !== undefined) {
      let data16 = data.max_void_calls_per_second;
      if (!(typeof data16 == 'number' && !(data16 % 1) && !isNaN(data16) && isFinite(data16))) {
        const err32 = {
          instancePath: instancePath + '/max_void_calls_per_second',
          schemaPath: '#/properties/max_void_calls_per_second/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
      if (typeof data16 == 'number' && isFinite(data16)) {
        if (data16 < 1 || isNaN(data16)) {
          const err33 = {
            instancePath: instancePath + '/max_void_calls_per_second',
            schemaPath: '#/properties/max_void_calls_per_second/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      }
    }
    if (data.malformed_frames_per_second !== undefined) {
      let data17 = data.malformed_frames_per_second;
      if (!(typeof data17 == 'number' && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
        const err34 = {
          instancePath: instancePath + '/malformed_frames_per_second',
          schemaPath: '#/properties/malformed_frames_per_second/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (typeof data17 == 'number' && isFinite(data17)) {
        if (data17 < 0 || isNaN(data17)) {
          const err35 = {
            instancePath: instancePath + '/malformed_frames_per_second',
            schemaPath: '#/properties/malformed_frames_per_second/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
    }
    if (data.malformed_frames_burst !== undefined) {
      let data18 = data.malformed_frames_burst;
      if (!(typeof data18 == 'number' && !(data18 % 1) && !isNaN(data18) && isFinite(data18))) {
        const err36 = {
          instancePath: instancePath + '/malformed_frames_burst',
          schemaPath: '#/properties/malformed_frames_burst/type',
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
      if (typeof data18 == 'number' && isFinite(data18)) {
        if (data18 < 1 || isNaN(data18)) {
          const err37 = {
            instancePath: instancePath + '/malformed_frames_burst',
            schemaPath: '#/properties/malformed_frames_burst/minimum',
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
    if (data.outbound_pause_bytes !== undefined) {
      let data19 = data.outbound_pause_bytes;
      if (!(typeof data19 == 'number' && !(data19 % 1) && !isNaN(data19) && isFinite(data19))) {
        const err38 = {
          instancePath: instancePath + '/outbound_pause_bytes',
          schemaPath: '#/properties/outbound_pause_bytes/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
      if (typeof data19 == 'number' && isFinite(data19)) {
        if (data19 < 1024 || isNaN(data19)) {
          const err39 = {
            instancePath: instancePath + '/outbound_pause_bytes',
            schemaPath: '#/properties/outbound_pause_bytes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1024 },
            message: 'must be >= 1024',
          };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      }
    }
    if (data.max_outbound_bytes !== undefined) {
      let data20 = data.max_outbound_bytes;
      if (!(typeof data20 == 'number' && !(data20 % 1) && !isNaN(data20) && isFinite(data20))) {
        const err40 = {
          instancePath: instancePath + '/max_outbound_bytes',
          schemaPath: '#/properties/max_outbound_bytes/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
      if (typeof data20 == 'number' && isFinite(data20)) {
        if (data20 < 1024 || isNaN(data20)) {
          const err41 = {
            instancePath: instancePath + '/max_outbound_bytes',
            schemaPath: '#/properties/max_outbound_bytes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1024 },
            message: 'must be >= 1024',
          };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      }
    }
    if (data.outbound_paused_timeout_ms !== undefined) {
      let data21 = data.outbound_paused_timeout_ms;
      if (!(typeof data21 == 'number' && !(data21 % 1) && !isNaN(data21) && isFinite(data21))) {
        const err42 = {
          instancePath: instancePath + '/outbound_paused_timeout_ms',
          schemaPath: '#/properties/outbound_paused_timeout_ms/type',
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
      if (typeof data21 == 'number' && isFinite(data21)) {
        if (data21 < 1 || isNaN(data21)) {
          const err43 = {
            instancePath: instancePath + '/outbound_paused_timeout_ms',
            schemaPath: '#/properties/outbound_paused_timeout_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
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
    if (data.max_frames_per_turn !== undefined) {
      let data22 = data.max_frames_per_turn;
      if (!(typeof data22 == 'number' && !(data22 % 1) && !isNaN(data22) && isFinite(data22))) {
        const err44 = {
          instancePath: instancePath + '/max_frames_per_turn',
          schemaPath: '#/properties/max_frames_per_turn/type',
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
      if (typeof data22 == 'number' && isFinite(data22)) {
        if (data22 < 1 || isNaN(data22)) {
          const err45 = {
            instancePath: instancePath + '/max_frames_per_turn',
            schemaPath: '#/properties/max_frames_per_turn/minimum',
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
    if (data.unknown_trigger_types !== undefined) {
      let data23 = data.unknown_trigger_types;
      if (!(data23 === 'park' || data23 === 'refuse')) {
        const err46 = {
          instancePath: instancePath + '/unknown_trigger_types',
          schemaPath: '#/properties/unknown_trigger_types/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.unknown_trigger_types.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.duplicate_functions !== undefined) {
      let data24 = data.duplicate_functions;
      if (!(data24 === 'pool' || data24 === 'reject' || data24 === 'takeover')) {
        const err47 = {
          instancePath: instancePath + '/duplicate_functions',
          schemaPath: '#/properties/duplicate_functions/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.duplicate_functions.enum },
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
    if (data.pool_name_wait_ms !== undefined) {
      let data25 = data.pool_name_wait_ms;
      if (!(typeof data25 == 'number' && !(data25 % 1) && !isNaN(data25) && isFinite(data25))) {
        const err48 = {
          instancePath: instancePath + '/pool_name_wait_ms',
          schemaPath: '#/properties/pool_name_wait_ms/type',
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
      if (typeof data25 == 'number' && isFinite(data25)) {
        if (data25 < 0 || isNaN(data25)) {
          const err49 = {
            instancePath: instancePath + '/pool_name_wait_ms',
            schemaPath: '#/properties/pool_name_wait_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.rbac !== undefined) {
      let data26 = data.rbac;
      if (data26 && typeof data26 == 'object' && !Array.isArray(data26)) {
        if (data26.expose_functions !== undefined) {
          let data27 = data26.expose_functions;
          if (Array.isArray(data27)) {
            const len0 = data27.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data27[i0] !== 'string') {
                const err50 = {
                  instancePath: instancePath + '/rbac/expose_functions/' + i0,
                  schemaPath: '#/properties/rbac/properties/expose_functions/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
          } else {
            const err51 = {
              instancePath: instancePath + '/rbac/expose_functions',
              schemaPath: '#/properties/rbac/properties/expose_functions/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
        if (data26.forbidden_functions !== undefined) {
          let data29 = data26.forbidden_functions;
          if (Array.isArray(data29)) {
            const len1 = data29.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (typeof data29[i1] !== 'string') {
                const err52 = {
                  instancePath: instancePath + '/rbac/forbidden_functions/' + i1,
                  schemaPath: '#/properties/rbac/properties/forbidden_functions/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
          } else {
            const err53 = {
              instancePath: instancePath + '/rbac/forbidden_functions',
              schemaPath: '#/properties/rbac/properties/forbidden_functions/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
        if (data26.auth_function_id !== undefined) {
          if (typeof data26.auth_function_id !== 'string') {
            const err54 = {
              instancePath: instancePath + '/rbac/auth_function_id',
              schemaPath: '#/properties/rbac/properties/auth_function_id/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
      } else {
        const err55 = {
          instancePath: instancePath + '/rbac',
          schemaPath: '#/properties/rbac/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
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
      schemaPath: '#/type',
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
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
