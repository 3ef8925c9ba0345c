/* DO NOT EDIT — generated from schema/config/workers/svc-cron.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { SvcCronConfig } from '../../../config/workers/svc-cron.js';

export const validateSvcCronConfig = validate20 as unknown as Validator<SvcCronConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-cron.schema.json',
  title: 'SvcCronConfig',
  description: 'Config of `svc-cron`, which fires `cron` triggers.',
  type: 'object',
  properties: {
    adapter: {
      description:
        '`local` fires every tick in this engine; `redis` takes a lock per job and tick so that engines sharing one Redis fire it once. `kv` is the iii name for `local`.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Adapter kind.', enum: ['local', 'redis', 'kv'] },
        url: { description: '`redis`: connection URL.', type: 'string', minLength: 1 },
        key_prefix: {
          description: '`redis`: prefix of the lock and last-fire keys.',
          type: 'string',
          default: 'svc:cron:',
        },
        lock_ttl_ms: {
          description:
            "`redis`: how long the lock of one job's tick is kept; longer than the clock skew between engines.",
          type: 'integer',
          minimum: 1000,
          default: 300000,
        },
        command_timeout_ms: {
          description:
            '`redis`: how long taking a lock waits for Redis; a tick whose lock cannot be taken is not fired, and is logged and counted.',
          type: 'integer',
          minimum: 1,
          default: 2000,
        },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
  examples: [{}, { adapter: { name: 'redis', url: 'redis://127.0.0.1:6379' } }],
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
  /*# sourceURL="config/workers/svc-cron.schema.json" */ let vErrors = null;
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
      if (!(key0 === 'adapter')) {
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
            schemaPath: '#/properties/adapter/required',
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
            key1 === 'url' ||
            key1 === 'key_prefix' ||
            key1 === 'lock_ttl_ms' ||
            key1 === 'command_timeout_ms'
          )) {
            const err2 = {
              instancePath: instancePath + '/adapter',
              schemaPath: '#/properties/adapter/additionalProperties',
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
          if (!(data1 === 'local' || data1 === 'redis' || data1 === 'kv')) {
            const err3 = {
              instancePath: instancePath + '/adapter/name',
              schemaPath: '#/properties/adapter/properties/name/enum',
              keyword: 'enum',
              params: { allowedValues: schema31.properties.adapter.properties.name.enum },
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
        if (data0.url !== undefined) {
          let data2 = data0.url;
          if (typeof data2 === 'string') {
            if (func1(data2) < 1) {
              const err4 = {
                instancePath: instancePath + '/adapter/url',
                schemaPath: '#/properties/adapter/properties/url/minLength',
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
              instancePath: instancePath + '/adapter/url',
              schemaPath: '#/properties/adapter/properties/url/type',
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
        if (data0.key_prefix !== undefined) {
          if (typeof data0.key_prefix !== 'string') {
            const err6 = {
              instancePath: instancePath + '/adapter/key_prefix',
              schemaPath: '#/properties/adapter/properties/key_prefix/type',
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
        if (data0.lock_ttl_ms !== undefined) {
          let data4 = data0.lock_ttl_ms;
          if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
            const err7 = {
              instancePath: instancePath + '/adapter/lock_ttl_ms',
              schemaPath: '#/properties/adapter/properties/lock_ttl_ms/type',
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
            if (data4 < 1000 || isNaN(data4)) {
              const err8 = {
                instancePath: instancePath + '/adapter/lock_ttl_ms',
                schemaPath: '#/properties/adapter/properties/lock_ttl_ms/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1000 },
                message: 'must be >= 1000',
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
        if (data0.command_timeout_ms !== undefined) {
          let data5 = data0.command_timeout_ms;
          if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
            const err9 = {
              instancePath: instancePath + '/adapter/command_timeout_ms',
              schemaPath: '#/properties/adapter/properties/command_timeout_ms/type',
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
          if (typeof data5 == 'number' && isFinite(data5)) {
            if (data5 < 1 || isNaN(data5)) {
              const err10 = {
                instancePath: instancePath + '/adapter/command_timeout_ms',
                schemaPath: '#/properties/adapter/properties/command_timeout_ms/minimum',
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
      } else {
        const err11 = {
          instancePath: instancePath + '/adapter',
          schemaPath: '#/properties/adapter/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
