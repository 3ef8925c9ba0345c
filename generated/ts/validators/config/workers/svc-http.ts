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
const func1 = Object.prototype.hasOwnProperty;
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
    if (data.concurrency_request_limit !== undefined) {
      let data5 = data.concurrency_request_limit;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err11 = {
          instancePath: instancePath + '/concurrency_request_limit',
          schemaPath: '#/properties/concurrency_request_limit/type',
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
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 < 1 || isNaN(data5)) {
          const err12 = {
            instancePath: instancePath + '/concurrency_request_limit',
            schemaPath: '#/properties/concurrency_request_limit/minimum',
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
    if (data.concurrency_body_read_limit !== undefined) {
      let data6 = data.concurrency_body_read_limit;
      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        const err13 = {
          instancePath: instancePath + '/concurrency_body_read_limit',
          schemaPath: '#/properties/concurrency_body_read_limit/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data6 == 'number' && isFinite(data6)) {
        if (data6 < 1 || isNaN(data6)) {
          const err14 = {
            instancePath: instancePath + '/concurrency_body_read_limit',
            schemaPath: '#/properties/concurrency_body_read_limit/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.concurrency_per_client_limit !== undefined) {
      let data7 = data.concurrency_per_client_limit;
      if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
        const err15 = {
          instancePath: instancePath + '/concurrency_per_client_limit',
          schemaPath: '#/properties/concurrency_per_client_limit/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data7 == 'number' && isFinite(data7)) {
        if (data7 < 1 || isNaN(data7)) {
          const err16 = {
            instancePath: instancePath + '/concurrency_per_client_limit',
            schemaPath: '#/properties/concurrency_per_client_limit/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.body_timeout_ms !== undefined) {
      let data8 = data.body_timeout_ms;
      if (!(typeof data8 == 'number' && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
        const err17 = {
          instancePath: instancePath + '/body_timeout_ms',
          schemaPath: '#/properties/body_timeout_ms/type',
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
      if (typeof data8 == 'number' && isFinite(data8)) {
        if (data8 < 1 || isNaN(data8)) {
          const err18 = {
            instancePath: instancePath + '/body_timeout_ms',
            schemaPath: '#/properties/body_timeout_ms/minimum',
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
    if (data.body_min_rate_bytes_per_s !== undefined) {
      let data9 = data.body_min_rate_bytes_per_s;
      if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
        const err19 = {
          instancePath: instancePath + '/body_min_rate_bytes_per_s',
          schemaPath: '#/properties/body_min_rate_bytes_per_s/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (typeof data9 == 'number' && isFinite(data9)) {
        if (data9 < 0 || isNaN(data9)) {
          const err20 = {
            instancePath: instancePath + '/body_min_rate_bytes_per_s',
            schemaPath: '#/properties/body_min_rate_bytes_per_s/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
    if (data.body_min_rate_grace_ms !== undefined) {
      let data10 = data.body_min_rate_grace_ms;
      if (!(typeof data10 == 'number' && !(data10 % 1) && !isNaN(data10) && isFinite(data10))) {
        const err21 = {
          instancePath: instancePath + '/body_min_rate_grace_ms',
          schemaPath: '#/properties/body_min_rate_grace_ms/type',
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
      if (typeof data10 == 'number' && isFinite(data10)) {
        if (data10 < 0 || isNaN(data10)) {
          const err22 = {
            instancePath: instancePath + '/body_min_rate_grace_ms',
            schemaPath: '#/properties/body_min_rate_grace_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.cors !== undefined) {
      let data11 = data.cors;
      const _errs25 = errors;
      let valid1 = false;
      let passing0 = null;
      const _errs26 = errors;
      if (false !== data11) {
        const err23 = {
          instancePath: instancePath + '/cors',
          schemaPath: '#/properties/cors/oneOf/0/const',
          keyword: 'const',
          params: { allowedValue: false },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      var _valid0 = _errs26 === errors;
      if (_valid0) {
        valid1 = true;
        passing0 = 0;
      }
      const _errs27 = errors;
      if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
        for (const key1 in data11) {
          if (!(
            key1 === 'allowed_origins' ||
            key1 === 'allowed_methods' ||
            key1 === 'allowed_headers' ||
            key1 === 'allow_credentials' ||
            key1 === 'max_age_s'
          )) {
            const err24 = {
              instancePath: instancePath + '/cors',
              schemaPath: '#/properties/cors/oneOf/1/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data11.allowed_origins !== undefined) {
          let data12 = data11.allowed_origins;
          if (Array.isArray(data12)) {
            const len0 = data12.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data12[i0] !== 'string') {
                const err25 = {
                  instancePath: instancePath + '/cors/allowed_origins/' + i0,
                  schemaPath: '#/properties/cors/oneOf/1/properties/allowed_origins/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
          } else {
            const err26 = {
              instancePath: instancePath + '/cors/allowed_origins',
              schemaPath: '#/properties/cors/oneOf/1/properties/allowed_origins/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
        if (data11.allowed_methods !== undefined) {
          let data14 = data11.allowed_methods;
          if (Array.isArray(data14)) {
            const len1 = data14.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (typeof data14[i1] !== 'string') {
                const err27 = {
                  instancePath: instancePath + '/cors/allowed_methods/' + i1,
                  schemaPath: '#/properties/cors/oneOf/1/properties/allowed_methods/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
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
              instancePath: instancePath + '/cors/allowed_methods',
              schemaPath: '#/properties/cors/oneOf/1/properties/allowed_methods/type',
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
        if (data11.allowed_headers !== undefined) {
          let data16 = data11.allowed_headers;
          if (Array.isArray(data16)) {
            const len2 = data16.length;
            for (let i2 = 0; i2 < len2; i2++) {
              if (typeof data16[i2] !== 'string') {
                const err29 = {
                  instancePath: instancePath + '/cors/allowed_headers/' + i2,
                  schemaPath: '#/properties/cors/oneOf/1/properties/allowed_headers/items/type',
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
          } else {
            const err30 = {
              instancePath: instancePath + '/cors/allowed_headers',
              schemaPath: '#/properties/cors/oneOf/1/properties/allowed_headers/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data11.allow_credentials !== undefined) {
          if (typeof data11.allow_credentials !== 'boolean') {
            const err31 = {
              instancePath: instancePath + '/cors/allow_credentials',
              schemaPath: '#/properties/cors/oneOf/1/properties/allow_credentials/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
        if (data11.max_age_s !== undefined) {
          let data19 = data11.max_age_s;
          if (!(typeof data19 == 'number' && !(data19 % 1) && !isNaN(data19) && isFinite(data19))) {
            const err32 = {
              instancePath: instancePath + '/cors/max_age_s',
              schemaPath: '#/properties/cors/oneOf/1/properties/max_age_s/type',
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
          if (typeof data19 == 'number' && isFinite(data19)) {
            if (data19 < 0 || isNaN(data19)) {
              const err33 = {
                instancePath: instancePath + '/cors/max_age_s',
                schemaPath: '#/properties/cors/oneOf/1/properties/max_age_s/minimum',
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
      } else {
        const err34 = {
          instancePath: instancePath + '/cors',
          schemaPath: '#/properties/cors/oneOf/1/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      var _valid0 = _errs27 === errors;
      if (_valid0 && valid1) {
        valid1 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid1 = true;
          passing0 = 1;
        }
      }
      if (!valid1) {
        const err35 = {
          instancePath: instancePath + '/cors',
          schemaPath: '#/properties/cors/oneOf',
          keyword: 'oneOf',
          params: { passingSchemas: passing0 },
          message: 'must match exactly one schema in oneOf',
        };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      } else {
        errors = _errs25;
        if (vErrors !== null) {
          if (_errs25) {
            vErrors.length = _errs25;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err36 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err36];
    } else {
      vErrors.push(err36);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
