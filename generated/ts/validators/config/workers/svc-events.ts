/* DO NOT EDIT — generated from schema/config/workers/svc-events.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { SvcEventsConfig } from '../../../config/workers/svc-events.js';

export const validateSvcEventsConfig = validate20 as unknown as Validator<SvcEventsConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-events.schema.json',
  title: 'SvcEventsConfig',
  description: 'Config of `svc-events`: the `publish` function and `event` (`subscribe`) triggers.',
  type: 'object',
  properties: {
    adapter: {
      description:
        '`local` delivers within this engine; `redis` delivers to subscribers on every engine sharing the Redis.',
      type: 'object',
      required: ['name'],
      properties: {
        name: { description: 'Adapter kind.', enum: ['local', 'redis'] },
        url: { description: '`redis`: connection URL.', type: 'string', minLength: 1 },
        channel_prefix: {
          description:
            "`redis`: prefix of the pub/sub channel names; engines that share it see each other's events.",
          type: 'string',
          default: 'svc:events:',
        },
        command_timeout_ms: {
          description:
            '`redis`: how long a publish waits for Redis before it fails with `store_outcome_unknown`.',
          type: 'integer',
          minimum: 1,
          default: 2000,
        },
      },
      additionalProperties: false,
    },
    max_in_flight: {
      description:
        'Deliveries to subscribers that may be running at once; a delivery past it is dropped, logged and counted (`events::stats`).',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
  },
  additionalProperties: false,
  examples: [
    {},
    { adapter: { name: 'local' } },
    { adapter: { name: 'redis', url: 'redis://127.0.0.1:6379' }, max_in_flight: 1000 },
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
  /*# sourceURL="config/workers/svc-events.schema.json" */ let vErrors = null;
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
      if (!(key0 === 'adapter' || key0 === 'max_in_flight')) {
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
            key1 === 'channel_prefix' ||
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
          if (!(data1 === 'local' || data1 === 'redis')) {
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
        if (data0.channel_prefix !== undefined) {
          if (typeof data0.channel_prefix !== 'string') {
            const err6 = {
              instancePath: instancePath + '/adapter/channel_prefix',
              schemaPath: '#/properties/adapter/properties/channel_prefix/type',
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
        if (data0.command_timeout_ms !== undefined) {
          let data4 = data0.command_timeout_ms;
          if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
            const err7 = {
              instancePath: instancePath + '/adapter/command_timeout_ms',
              schemaPath: '#/properties/adapter/properties/command_timeout_ms/type',
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
                instancePath: instancePath + '/adapter/command_timeout_ms',
                schemaPath: '#/properties/adapter/properties/command_timeout_ms/minimum',
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
      } else {
        const err9 = {
          instancePath: instancePath + '/adapter',
          schemaPath: '#/properties/adapter/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.max_in_flight !== undefined) {
      let data5 = data.max_in_flight;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err10 = {
          instancePath: instancePath + '/max_in_flight',
          schemaPath: '#/properties/max_in_flight/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 < 1 || isNaN(data5)) {
          const err11 = {
            instancePath: instancePath + '/max_in_flight',
            schemaPath: '#/properties/max_in_flight/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
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
