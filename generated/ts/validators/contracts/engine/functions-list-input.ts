/* DO NOT EDIT — generated from schema/contracts/engine/functions-list-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineFunctionsListInput } from '../../../contracts/engine/functions-list-input.js';

export const validateEngineFunctionsListInput = validate20 as unknown as Validator<EngineFunctionsListInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/functions-list-input.schema.json',
  title: 'EngineFunctionsListInput',
  description:
    'Input of `engine::functions::list`: filters, all optional and combined with and. Without `include_internal`, functions under `engine::` (but not `engine::queue::`) and those whose metadata has `internal: true` are left out.',
  type: 'object',
  properties: {
    search: { description: 'Case-insensitive substring of the function id or description.', type: 'string' },
    prefix: { description: 'Start of the function id.', type: 'string' },
    worker: { description: 'Name of the worker that handles the function.', type: 'string' },
    workers: {
      description: 'Names of workers, any of which may handle the function.',
      type: 'array',
      items: { type: 'string' },
    },
    include_internal: { description: 'List internal functions too.', type: 'boolean' },
    engine: {
      description:
        "In a cluster: only the functions served by the engine with this id (`local` for the engine answering). All engines' when absent.",
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {},
    { search: 'charge', worker: 'billing' },
    { prefix: 'engine::', include_internal: true },
    { workers: ['billing', 'orders'] },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/functions-list-input.schema.json" */ let vErrors = null;
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
      if (data.search !== undefined) {
        const _errs2 = errors;
        if (typeof data.search !== 'string') {
          validate20.errors = [
            {
              instancePath: instancePath + '/search',
              schemaPath: '#/properties/search/type',
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
        if (data.prefix !== undefined) {
          const _errs4 = errors;
          if (typeof data.prefix !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/prefix',
                schemaPath: '#/properties/prefix/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
          }
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.worker !== undefined) {
            const _errs6 = errors;
            if (typeof data.worker !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/worker',
                  schemaPath: '#/properties/worker/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid0 = _errs6 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.workers !== undefined) {
              let data3 = data.workers;
              const _errs8 = errors;
              if (errors === _errs8) {
                if (Array.isArray(data3)) {
                  var valid1 = true;
                  const len0 = data3.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    const _errs10 = errors;
                    if (typeof data3[i0] !== 'string') {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/workers/' + i0,
                          schemaPath: '#/properties/workers/items/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                    var valid1 = _errs10 === errors;
                    if (!valid1) {
                      break;
                    }
                  }
                } else {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/workers',
                      schemaPath: '#/properties/workers/type',
                      keyword: 'type',
                      params: { type: 'array' },
                      message: 'must be array',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs8 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.include_internal !== undefined) {
                const _errs12 = errors;
                if (typeof data.include_internal !== 'boolean') {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/include_internal',
                      schemaPath: '#/properties/include_internal/type',
                      keyword: 'type',
                      params: { type: 'boolean' },
                      message: 'must be boolean',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs12 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.engine !== undefined) {
                  const _errs14 = errors;
                  if (typeof data.engine !== 'string') {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/engine',
                        schemaPath: '#/properties/engine/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs14 === errors;
                } else {
                  var valid0 = true;
                }
              }
            }
          }
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
