/* DO NOT EDIT — generated from schema/triggers/state.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { StateTriggerConfig } from '../../triggers/state.js';

export const validateStateTriggerConfig = validate20 as unknown as Validator<StateTriggerConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/state.schema.json',
  title: 'StateTriggerConfig',
  description:
    'Config of a `state` trigger: invoke `function_id` after a state entry changes and the change is durable. Absent filters match everything. The handler receives contracts/state-event. Unknown keys are ignored.',
  type: 'object',
  properties: {
    scope: { description: 'Only changes in this scope.', type: 'string' },
    key: { description: 'Only changes of this key.', type: 'string' },
    event_types: {
      description: 'Only these kinds of change.',
      type: 'array',
      items: { enum: ['state:created', 'state:updated', 'state:deleted'] },
      minItems: 1,
    },
    condition_function_id: {
      description:
        'Function called with the change payload first; a result of exactly `false` skips the handler.',
      $ref: '../common/function-id.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{}, { scope: 'users' }, { scope: 'users', key: 'u1', event_types: ['state:updated'] }],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/function-id.schema.json',
  title: 'FunctionId',
  description:
    'A function id: a free-form non-empty string, by convention `::`-separated segments whose first segment names the service (`orders::create`). Ids under `engine::` are reserved for the engine.',
  type: 'string',
  minLength: 1,
  examples: ['orders::create', 'math::add', 'engine::functions::list'],
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
  /*# sourceURL="triggers/state.schema.json" */ let vErrors = null;
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
      if (data.scope !== undefined) {
        const _errs2 = errors;
        if (typeof data.scope !== 'string') {
          validate20.errors = [
            {
              instancePath: instancePath + '/scope',
              schemaPath: '#/properties/scope/type',
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
        if (data.key !== undefined) {
          const _errs4 = errors;
          if (typeof data.key !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/key',
                schemaPath: '#/properties/key/type',
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
          if (data.event_types !== undefined) {
            let data2 = data.event_types;
            const _errs6 = errors;
            if (errors === _errs6) {
              if (Array.isArray(data2)) {
                if (data2.length < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/event_types',
                      schemaPath: '#/properties/event_types/minItems',
                      keyword: 'minItems',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 items',
                    },
                  ];
                  return false;
                } else {
                  var valid1 = true;
                  const len0 = data2.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let data3 = data2[i0];
                    const _errs8 = errors;
                    if (!(
                      data3 === 'state:created' ||
                      data3 === 'state:updated' ||
                      data3 === 'state:deleted'
                    )) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/event_types/' + i0,
                          schemaPath: '#/properties/event_types/items/enum',
                          keyword: 'enum',
                          params: { allowedValues: schema31.properties.event_types.items.enum },
                          message: 'must be equal to one of the allowed values',
                        },
                      ];
                      return false;
                    }
                    var valid1 = _errs8 === errors;
                    if (!valid1) {
                      break;
                    }
                  }
                }
              } else {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/event_types',
                    schemaPath: '#/properties/event_types/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs6 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.condition_function_id !== undefined) {
              let data4 = data.condition_function_id;
              const _errs9 = errors;
              const _errs10 = errors;
              if (errors === _errs10) {
                if (typeof data4 === 'string') {
                  if (func1(data4) < 1) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/condition_function_id',
                        schemaPath: '../common/function-id.schema.json/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                      },
                    ];
                    return false;
                  }
                } else {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/condition_function_id',
                      schemaPath: '../common/function-id.schema.json/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs9 === errors;
            } else {
              var valid0 = true;
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
