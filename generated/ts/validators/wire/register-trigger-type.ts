/* DO NOT EDIT — generated from schema/wire/register-trigger-type.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { RegisterTriggerType } from '../../wire/register-trigger-type.js';

export const validateRegisterTriggerType = validate20 as unknown as Validator<RegisterTriggerType>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/register-trigger-type.schema.json',
  title: 'RegisterTriggerType',
  description:
    'Worker to engine: this connection provides the trigger type `id`. No reply. The engine forwards every binding of the type, including parked ones, to this connection; registering the type again moves it to the new provider.',
  type: 'object',
  required: ['type', 'id'],
  properties: {
    type: { description: 'Message tag.', const: 'registertriggertype' },
    id: { description: 'Trigger type id, e.g. `webhook`.', type: 'string', minLength: 1 },
    description: { description: 'What fires the trigger; every known SDK sends it.', type: 'string' },
    trigger_request_format: {
      description: "JSON Schema of a binding's `config`.",
      $ref: '../common/json-value.schema.json',
    },
    call_request_format: {
      description: 'JSON Schema of the payload handlers receive.',
      $ref: '../common/json-value.schema.json',
    },
    namespace: { description: 'Namespace of the type; accepted and ignored by svc.', type: 'string' },
  },
  additionalProperties: true,
  examples: [{ type: 'registertriggertype', id: 'custom', description: 'Custom trigger' }],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
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
  /*# sourceURL="wire/register-trigger-type.schema.json" */ let vErrors = null;
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
      let missing0;
      if ((data.type === undefined && (missing0 = 'type')) || (data.id === undefined && (missing0 = 'id'))) {
        validate20.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('registertriggertype' !== data.type) {
            validate20.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'registertriggertype' },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.id !== undefined) {
            let data1 = data.id;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/id',
                      schemaPath: '#/properties/id/minLength',
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
                    instancePath: instancePath + '/id',
                    schemaPath: '#/properties/id/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.description !== undefined) {
              const _errs5 = errors;
              if (typeof data.description !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: '#/properties/description/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.trigger_request_format !== undefined) {
                let data3 = data.trigger_request_format;
                const _errs7 = errors;
                if (
                  typeof data3 != 'object' &&
                  typeof data3 !== 'string' &&
                  !(typeof data3 == 'number' && isFinite(data3)) &&
                  typeof data3 !== 'boolean'
                ) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/trigger_request_format',
                      schemaPath: '../common/json-value.schema.json/type',
                      keyword: 'type',
                      params: { type: schema32.type },
                      message: 'must be object,array,string,number,boolean,null',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.call_request_format !== undefined) {
                  let data4 = data.call_request_format;
                  const _errs10 = errors;
                  if (
                    typeof data4 != 'object' &&
                    typeof data4 !== 'string' &&
                    !(typeof data4 == 'number' && isFinite(data4)) &&
                    typeof data4 !== 'boolean'
                  ) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/call_request_format',
                        schemaPath: '../common/json-value.schema.json/type',
                        keyword: 'type',
                        params: { type: schema32.type },
                        message: 'must be object,array,string,number,boolean,null',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.namespace !== undefined) {
                    const _errs13 = errors;
                    if (typeof data.namespace !== 'string') {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/namespace',
                          schemaPath: '#/properties/namespace/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                    var valid0 = _errs13 === errors;
                  } else {
                    var valid0 = true;
                  }
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
