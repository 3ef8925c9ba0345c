/* DO NOT EDIT — generated from schema/config/workers/svc-http.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { SvcHttpConfig } from '../../../config/workers/svc-http.js';

export const validateSvcHttpConfig = validate20 as unknown as Validator<SvcHttpConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-http.schema.json',
  title: 'SvcHttpConfig',
  description: 'Config of `svc-http`, the engine HTTP API that serves `http` triggers.',
  type: 'object',
  properties: {
    host: { description: 'Address to listen on.', type: 'string', default: '127.0.0.1' },
    port: {
      description: 'Port to listen on; 0 picks a free one.',
      type: 'integer',
      minimum: 0,
      maximum: 65535,
      default: 3111,
    },
    body_limit_bytes: {
      description: 'Largest request body; a larger one is answered 413 before it is read past the limit.',
      type: 'integer',
      minimum: 0,
      default: 10485760,
    },
    request_timeout_ms: {
      description:
        'Deadline of the request once its body has been read and it has a slot, shared by its middleware, condition and handler; 504 when it passes.',
      type: 'integer',
      minimum: 1,
      default: 30000,
    },
    header_timeout_ms: {
      description: 'How long a client may take to send the request headers.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    tls: {
      description: 'TLS for the HTTP API: it then answers `https://` only. None means plain `http://`.',
      $ref: 'tls.schema.json',
    },
    concurrency_request_limit: {
      description:
        'Requests whose middleware, condition and handler run at once; a request takes its slot once its body has been read, and further requests wait their turn.',
      type: 'integer',
      minimum: 1,
      default: 1024,
    },
    concurrency_body_read_limit: {
      description:
        'Request bodies being received at once; a request whose body would pass the limit is answered 503 `SERVER_BUSY` with `Retry-After` and its connection closed.',
      type: 'integer',
      minimum: 1,
      default: 1024,
    },
    concurrency_per_client_limit: {
      description:
        'Requests in progress from one client address (receiving the body, waiting for a slot, or running); past it 429 `TOO_MANY_REQUESTS` with `Retry-After`. Behind a load balancer or proxy every client is one address: raise it to `concurrency_request_limit` there.',
      type: 'integer',
      minimum: 1,
      default: 512,
    },
    body_timeout_ms: {
      description:
        'How long a request body may take to arrive in full, counted from the end of the headers; then 408 `REQUEST_TIMEOUT` and the connection is closed.',
      type: 'integer',
      minimum: 1,
      default: 60000,
    },
    body_min_rate_bytes_per_s: {
      description:
        'Slowest average rate a request body may arrive at once `body_min_rate_grace_ms` has passed; slower is 408 `REQUEST_TIMEOUT` and the connection is closed. 0 turns the check off.',
      type: 'integer',
      minimum: 0,
      default: 1024,
    },
    body_min_rate_grace_ms: {
      description: 'Time a request body is given before `body_min_rate_bytes_per_s` applies.',
      type: 'integer',
      minimum: 0,
      default: 5000,
    },
    cors: {
      description:
        'Cross-origin settings. No CORS headers are sent unless `allowed_origins` lists at least one origin (or `*`); absent, `false` and an object without origins all send none.',
      oneOf: [
        { const: false },
        {
          type: 'object',
          properties: {
            allowed_origins: {
              description:
                'Origins allowed to call (`https://app.example.com`), or `*` for any; empty or absent, no CORS headers are sent.',
              type: 'array',
              items: { type: 'string' },
            },
            allowed_methods: {
              description: 'Methods allowed in cross-origin calls.',
              type: 'array',
              items: { type: 'string' },
            },
            allowed_headers: {
              description: 'Request headers allowed in cross-origin calls.',
              type: 'array',
              items: { type: 'string' },
            },
            allow_credentials: { description: 'Whether browsers may send credentials.', type: 'boolean' },
            max_age_s: {
              description: 'How long browsers may cache a preflight answer, in seconds.',
              type: 'integer',
              minimum: 0,
            },
          },
          additionalProperties: false,
        },
      ],
    },
  },
  additionalProperties: false,
  examples: [
    {},
    { port: 8080, cors: { allowed_origins: ['https://app.example.com'], allowed_methods: ['GET', 'POST'] } },
    { cors: false },
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
  /*# sourceURL="config/workers/svc-http.schema.json" */ let vErrors = null;
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
    if (data.body_limit_bytes !== undefined) {
      let data2 = data.body_limit_bytes;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err5 = {
          instancePath: instancePath + '/body_limit_bytes',
          schemaPath: '#/properties/body_limit_bytes/type',
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
        if (data2 < 0 || isNaN(data2)) {
          const err6 = {
            instancePath: instancePath + '/body_limit_bytes',
            schemaPath: '#/properties/body_limit_bytes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.request_timeout_ms !== undefined) {
      let data3 = data.request_timeout_ms;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err7 = {
          instancePath: instancePath + '/request_timeout_ms',
          schemaPath: '#/properties/request_timeout_ms/type',
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
            instancePath: instancePath + '/request_timeout_ms',
            schemaPath: '#/properties/request_timeout_ms/minimum',
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
    if (data.header_timeout_ms !== undefined) {
      let data4 = data.header_timeout_ms;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err9 = {
          instancePath: instancePath + '/header_timeout_ms',
          schemaPath: '#/properties/header_timeout_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 < 1 || isNaN(data4)) {
          const err10 = {
            instancePath: instancePath + '/header_timeout_ms',
            schemaPath: '#/properties/header_timeout_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.tls !== undefined) {
      let data5 = data.tls;
      if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
        if (data5.cert === undefined) {
          const err11 = {
            instancePath: instancePath + '/tls',
            schemaPath: 'tls.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'cert' },
            message: "must have required property '" + 'cert' + "'",
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data5.key === undefined) {
          const err12 = {
            instancePath: instancePath + '/tls',
            schemaPath: 'tls.schema.json/required',
            keyword: 'required',
            params: { missingProperty: 'key' },
            message: "must have required property '" + 'key' + "'",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        for (const key1 in data5) {
          if (!(
            key1 === 'cert' ||
            key1 === 'key' ||
            key1 === 'ca' ||
            key1 === 'passphrase' ||
            key1 === 'request_client_cert' ||
            key1 === 'min_version'
          )) {
            const err13 = {
              instancePath: instancePath + '/tls',
              schemaPath: 'tls.schema.json/additionalProperties',
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
        if (data5.cert !== undefined) {
          let data6 = data5.cert;
          if (typeof data6 === 'string') {
            if (func2(data6) < 1) {
              const err14 = {
                instancePath: instancePath + '/tls/cert',
                schemaPath: 'tls.schema.json/properties/cert/minLength',
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
              instancePath: instancePath + '/tls/cert',
              schemaPath: 'tls.schema.json/properties/cert/type',
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
        if (data5.key !== undefined) {
          let data7 = data5.key;
          if (typeof data7 === 'string') {
            if (func2(data7) < 1) {
              const err16 = {
                instancePath: instancePath + '/tls/key',
                schemaPath: 'tls.schema.json/properties/key/minLength',
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
              instancePath: instancePath + '/tls/key',
              schemaPath: 'tls.schema.json/properties/key/type',
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
        if (data5.ca !== undefined) {
          let data8 = data5.ca;
          if (typeof data8 === 'string') {
            if (func2(data8) < 1) {
              const err18 = {
                instancePath: instancePath + '/tls/ca',
                schemaPath: 'tls.schema.json/properties/ca/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          } else {
            const err19 = {
              instancePath: instancePath + '/tls/ca',
              schemaPath: 'tls.schema.json/properties/ca/type',
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
        if (data5.passphrase !== undefined) {
          if (typeof data5.passphrase !== 'string') {
            const err20 = {
              instancePath: instancePath + '/tls/passphrase',
              schemaPath: 'tls.schema.json/properties/passphrase/type',
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
        if (data5.request_client_cert !== undefined) {
          if (typeof data5.request_client_cert !== 'boolean') {
            const err21 = {
              instancePath: instancePath + '/tls/request_client_cert',
              schemaPath: 'tls.schema.json/properties/request_client_cert/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data5.min_version !== undefined) {
          let data11 = data5.min_version;
          if (!(data11 === 'TLSv1.2' || data11 === 'TLSv1.3')) {
            const err22 = {
              instancePath: instancePath + '/tls/min_version',
              schemaPath: 'tls.schema.json/properties/min_version/enum',
              keyword: 'enum',
              params: { allowedValues: schema32.properties.min_version.enum },
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
      } else {
        const err23 = {
          instancePath: instancePath + '/tls',
          schemaPath: 'tls.schema.json/type',
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
    }
    if (data.concurrency_request_limit !== undefined) {
      let data12 = data.concurrency_request_limit;
      if (!(typeof data12 == 'number' && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
        const err24 = {
          instancePath: instancePath + '/concurrency_request_limit',
          schemaPath: '#/properties/concurrency_request_limit/type',
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
        if (data12 < 1 || isNaN(data12)) {
          const err25 = {
            instancePath: instancePath + '/concurrency_request_limit',
            schemaPath: '#/properties/concurrency_request_limit/minimum',
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
    if (data.concurrency_body_read_limit !== undefined) {
      let data13 = data.concurrency_body_read_limit;
      if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
        const err26 = {
          instancePath: instancePath + '/concurrency_body_read_limit',
          schemaPath: '#/properties/concurrency_body_read_limit/type',
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
        if (data13 < 1 || isNaN(data13)) {
          const err27 = {
            instancePath: instancePath + '/concurrency_body_read_limit',
            schemaPath: '#/properties/concurrency_body_read_limit/minimum',
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
    if (data.concurrency_per_client_limit !== undefined) {
      let data14 = data.concurrency_per_client_limit;
      if (!(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
        const err28 = {
          instancePath: instancePath + '/concurrency_per_client_limit',
          schemaPath: '#/properties/concurrency_per_client_limit/type',
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
        if (data14 < 1 || isNaN(data14)) {
          const err29 = {
            instancePath: instancePath + '/concurrency_per_client_limit',
            schemaPath: '#/properties/concurrency_per_client_limit/minimum',
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
    if (data.body_timeout_ms !== undefined) {
      let data15 = data.body_timeout_ms;
      if (!(typeof data15 == 'number' && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
        const err30 = {
          instancePath: instancePath + '/body_timeout_ms',
          schemaPath: '#/properties/body_timeout_ms/type',
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
            instancePath: instancePath + '/body_timeout_ms',
            schemaPath: '#/properties/body_timeout_ms/minimum',
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
    if (data.body_min_rate_bytes_per_s !== undefined) {
      let data16 = data.body_min_rate_bytes_per_s;
      if (!(typeof data16 == 'number' && !(data16 % 1) && !isNaN(data16) && isFinite(data16))) {
        const err32 = {
          instancePath: instancePath + '/body_min_rate_bytes_per_s',
          schemaPath: '#/properties/body_min_rate_bytes_per_s/type',
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
        if (data16 < 0 || isNaN(data16)) {
          const err33 = {
            instancePath: instancePath + '/body_min_rate_bytes_per_s',
            schemaPath: '#/properties/body_min_rate_bytes_per_s/minimum',
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
      }
    }
    if (data.body_min_rate_grace_ms !== undefined) {
      let data17 = data.body_min_rate_grace_ms;
      if (!(typeof data17 == 'number' && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
        const err34 = {
          instancePath: instancePath + '/body_min_rate_grace_ms',
          schemaPath: '#/properties/body_min_rate_grace_ms/type',
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
            instancePath: instancePath + '/body_min_rate_grace_ms',
            schemaPath: '#/properties/body_min_rate_grace_ms/minimum',
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
    if (data.cors !== undefined) {
      let data18 = data.cors;
      const _errs40 = errors;
      let valid3 = false;
      let passing0 = null;
      const _errs41 = errors;
      if (false !== data18) {
        const err36 = {
          instancePath: instancePath + '/cors',
          schemaPath: '#/properties/cors/oneOf/0/const',
          keyword: 'const',
          params: { allowedValue: false },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
      var _valid0 = _errs41 === errors;
      if (_valid0) {
        valid3 = true;
        passing0 = 0;
      }
      const _errs42 = errors;
      if (data18 && typeof data18 == 'object' && !Array.isArray(data18)) {
        for (const key2 in data18) {
          if (!(
            key2 === 'allowed_origins' ||
            key2 === 'allowed_methods' ||
            key2 === 'allowed_headers' ||
            key2 === 'allow_credentials' ||
            key2 === 'max_age_s'
          )) {
            const err37 = {
              instancePath: instancePath + '/cors',
              schemaPath: '#/properties/cors/oneOf/1/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key2 },
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
        if (data18.allowed_origins !== undefined) {
          let data19 = data18.allowed_origins;
          if (Array.isArray(data19)) {
            const len0 = data19.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data19[i0] !== 'string') {
                const err38 = {
                  instancePath: instancePath + '/cors/allowed_origins/' + i0,
                  schemaPath: '#/properties/cors/oneOf/1/properties/allowed_origins/items/type',
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
              instancePath: instancePath + '/cors/allowed_origins',
              schemaPath: '#/properties/cors/oneOf/1/properties/allowed_origins/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data18.allowed_methods !== undefined) {
          let data21 = data18.allowed_methods;
          if (Array.isArray(data21)) {
            const len1 = data21.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (typeof data21[i1] !== 'string') {
                const err40 = {
                  instancePath: instancePath + '/cors/allowed_methods/' + i1,
                  schemaPath: '#/properties/cors/oneOf/1/properties/allowed_methods/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
          } else {
            const err41 = {
              instancePath: instancePath + '/cors/allowed_methods',
              schemaPath: '#/properties/cors/oneOf/1/properties/allowed_methods/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data18.allowed_headers !== undefined) {
          let data23 = data18.allowed_headers;
          if (Array.isArray(data23)) {
            const len2 = data23.length;
            for (let i2 = 0; i2 < len2; i2++) {
              if (typeof data23[i2] !== 'string') {
                const err42 = {
                  instancePath: instancePath + '/cors/allowed_headers/' + i2,
                  schemaPath: '#/properties/cors/oneOf/1/properties/allowed_headers/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
          } else {
            const err43 = {
              instancePath: instancePath + '/cors/allowed_headers',
              schemaPath: '#/properties/cors/oneOf/1/properties/allowed_headers/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
        if (data18.allow_credentials !== undefined) {
          if (typeof data18.allow_credentials !== 'boolean') {
            const err44 = {
              instancePath: instancePath + '/cors/allow_credentials',
              schemaPath: '#/properties/cors/oneOf/1/properties/allow_credentials/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        }
        if (data18.max_age_s !== undefined) {
          let data26 = data18.max_age_s;
          if (!(typeof data26 == 'number' && !(data26 % 1) && !isNaN(data26) && isFinite(data26))) {
            const err45 = {
              instancePath: instancePath + '/cors/max_age_s',
              schemaPath: '#/properties/cors/oneOf/1/properties/max_age_s/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
          if (typeof data26 == 'number' && isFinite(data26)) {
            if (data26 < 0 || isNaN(data26)) {
              const err46 = {
                instancePath: instancePath + '/cors/max_age_s',
                schemaPath: '#/properties/cors/oneOf/1/properties/max_age_s/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
              };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
          }
        }
      } else {
        const err47 = {
          instancePath: instancePath + '/cors',
          schemaPath: '#/properties/cors/oneOf/1/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
      var _valid0 = _errs42 === errors;
      if (_valid0 && valid3) {
        valid3 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid3 = true;
          passing0 = 1;
        }
      }
      if (!valid3) {
        const err48 = {
          instancePath: instancePath + '/cors',
          schemaPath: '#/properties/cors/oneOf',
          keyword: 'oneOf',
          params: { passingSchemas: passing0 },
          message: 'must match exactly one schema in oneOf',
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      } else {
        errors = _errs40;
        if (vErrors !== null) {
          if (_errs40) {
            vErrors.length = _errs40;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err49 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err49];
    } else {
      vErrors.push(err49);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
