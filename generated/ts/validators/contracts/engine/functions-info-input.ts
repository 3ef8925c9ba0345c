/* DO NOT EDIT — generated from schema/contracts/engine/functions-info-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineFunctionsInfoInput } from '../../../contracts/engine/functions-info-input.js';

export const validateEngineFunctionsInfoInput = validate20 as unknown as Validator<EngineFunctionsInfoInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/functions-info-input.schema.json',
  title: 'EngineFunctionsInfoInput',
  description:
    'Input of `engine::functions::info`: `function_id` for one function, else `function_ids` for 1 to 32 of them (anything else is refused with `INVALID_ARGUMENTS`).',
  type: 'object',
  properties: {
    function_id: {
      description: 'The one function to describe; an unknown id is refused with `NOT_FOUND`.',
      type: 'string',
    },
    function_ids: {
      description:
        'The functions to describe, used when `function_id` is absent; unknown ones are answered in place.',
      type: 'array',
      items: { type: 'string' },
      minItems: 1,
      maxItems: 32,
    },
  },
  additionalProperties: true,
  examples: [{ function_id: 'billing::charge' }, { function_ids: ['billing::charge', 'orders::create'] }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/functions-info-input.schema.json" */ let vErrors = null;
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
      if (data.function_id !== undefined) {
        const _errs2 = errors;
        if (typeof data.function_id !== 'string') {
          validate20.errors = [
            {
              instancePath: instancePath + '/function_id',
              schemaPath: '#/properties/function_id/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            },
          ];
          return false;
        }
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.function_ids !== undefined) {
          let data1 = data.function_ids;
          const _errs4 = errors;
          if (errors === _errs4) {
            if (Array.isArray(data1)) {
              if (data1.length > 32) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/function_ids',
                    schemaPath: '#/properties/function_ids/maxItems',
                    keyword: 'maxItems',
                    params: { limit: 32 },
                    message: 'must NOT have more than 32 items',
                  },
                ];
                return false;
              } else {
                if (data1.length < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/function_ids',
                      schemaPath: '#/properties/function_ids/minItems',
                      keyword: 'minItems',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 items',
                    },
                  ];
                  return false;
                } else {
                  var valid1 = true;
                  const len0 = data1.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    const _errs6 = errors;
                    if (typeof data1[i0] !== 'string') {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/function_ids/' + i0,
                          schemaPath: '#/properties/function_ids/items/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                    var valid1 = _errs6 === errors;
                    if (!valid1) {
                      break;
                    }
                  }
                }
              }
            } else {
              validate20.errors = [
                {
                  instancePath: instancePath + '/function_ids',
                  schemaPath: '#/properties/function_ids/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                },
              ];
              return false;
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
