/* DO NOT EDIT — generated from schema/config/workers/svc-http-functions.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { SvcHttpFunctionsConfig } from '../../../config/workers/svc-http-functions.js';

export const validateSvcHttpFunctionsConfig = validate20 as unknown as Validator<SvcHttpFunctionsConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-http-functions.schema.json',
  title: 'SvcHttpFunctionsConfig',
  description:
    "Config of `svc-http-functions`: serves HTTP-invoked functions (a `registerfunction` with `invocation`) by sending each call's payload to the function's URL.",
  type: 'object',
  properties: {
    allowed_urls: {
      description:
        'URL prefixes the engine may call (`https://hooks.example.com/`, `http://127.0.0.1:8080/fn/`). A registration whose URL starts with none of them is refused (logged), so no worker can make the engine call an address it was not allowed to: none is allowed by default.',
      type: 'array',
      items: { type: 'string', minLength: 1 },
      default: [],
    },
    default_timeout_ms: {
      description: 'How long a call waits for the response when the registration names no `timeout_ms`.',
      type: 'integer',
      minimum: 1,
      default: 30000,
    },
    max_response_bytes: {
      description: 'Largest response body read; a larger one fails the call with `http_invalid_response`.',
      type: 'integer',
      minimum: 1,
      default: 1048576,
    },
  },
  additionalProperties: false,
  examples: [{}, { allowed_urls: ['https://hooks.example.com/'], default_timeout_ms: 10000 }],
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
  /*# sourceURL="config/workers/svc-http-functions.schema.json" */ let vErrors = null;
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
      if (!(key0 === 'allowed_urls' || key0 === 'default_timeout_ms' || key0 === 'max_response_bytes')) {
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
    if (data.allowed_urls !== undefined) {
      let data0 = data.allowed_urls;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (typeof data1 === 'string') {
            if (func1(data1) < 1) {
              const err1 = {
                instancePath: instancePath + '/allowed_urls/' + i0,
                schemaPath: '#/properties/allowed_urls/items/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
          } else {
            const err2 = {
              instancePath: instancePath + '/allowed_urls/' + i0,
              schemaPath: '#/properties/allowed_urls/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + '/allowed_urls',
          schemaPath: '#/properties/allowed_urls/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.default_timeout_ms !== undefined) {
      let data2 = data.default_timeout_ms;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err4 = {
          instancePath: instancePath + '/default_timeout_ms',
          schemaPath: '#/properties/default_timeout_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 1 || isNaN(data2)) {
          const err5 = {
            instancePath: instancePath + '/default_timeout_ms',
            schemaPath: '#/properties/default_timeout_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    if (data.max_response_bytes !== undefined) {
      let data3 = data.max_response_bytes;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err6 = {
          instancePath: instancePath + '/max_response_bytes',
          schemaPath: '#/properties/max_response_bytes/type',
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
            instancePath: instancePath + '/max_response_bytes',
            schemaPath: '#/properties/max_response_bytes/minimum',
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
  } else {
    const err8 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
