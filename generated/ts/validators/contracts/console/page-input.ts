/* DO NOT EDIT — generated from schema/contracts/console/page-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ConsolePageInput } from '../../../contracts/console/page-input.js';

export const validateConsolePageInput = validate20 as unknown as Validator<ConsolePageInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/page-input.schema.json',
  title: 'ConsolePageInput',
  description:
    'Body of `POST /_console/dlq/:topic/messages`: one page of a dead-letter queue (`engine::queue::dlq_messages`).',
  type: 'object',
  properties: {
    offset: { description: 'Messages to skip; 0 when absent.', type: 'integer', minimum: 0 },
    limit: { description: 'Most messages; 50 when absent.', type: 'integer', minimum: 1, maximum: 1000 },
  },
  additionalProperties: true,
  examples: [{}, { offset: 50, limit: 50 }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/console/page-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.offset !== undefined) {
        let data0 = data.offset;
        const _errs2 = errors;
        if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
          validate20.errors = [
            {
              instancePath: instancePath + '/offset',
              schemaPath: '#/properties/offset/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            },
          ];
          return false;
        }
        if (errors === _errs2) {
          if (typeof data0 == 'number' && isFinite(data0)) {
            if (data0 < 0 || isNaN(data0)) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/offset',
                  schemaPath: '#/properties/offset/minimum',
                  keyword: 'minimum',
                  params: { comparison: '>=', limit: 0 },
                  message: 'must be >= 0',
                },
              ];
              return false;
            }
          }
        }
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.limit !== undefined) {
          let data1 = data.limit;
          const _errs4 = errors;
          if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
            validate20.errors = [
              {
                instancePath: instancePath + '/limit',
                schemaPath: '#/properties/limit/type',
                keyword: 'type',
                params: { type: 'integer' },
                message: 'must be integer',
              },
            ];
            return false;
          }
          if (errors === _errs4) {
            if (typeof data1 == 'number' && isFinite(data1)) {
              if (data1 > 1000 || isNaN(data1)) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/limit',
                    schemaPath: '#/properties/limit/maximum',
                    keyword: 'maximum',
                    params: { comparison: '<=', limit: 1000 },
                    message: 'must be <= 1000',
                  },
                ];
                return false;
              } else {
                if (data1 < 1 || isNaN(data1)) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/limit',
                      schemaPath: '#/properties/limit/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    },
                  ];
                  return false;
                }
              }
            }
          }
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
        }
      }
    } else {
      validate20.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
