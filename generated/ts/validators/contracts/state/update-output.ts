/* DO NOT EDIT — generated from schema/contracts/state/update-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StateUpdateOutput } from '../../../contracts/state/update-output.js';

export const validateStateUpdateOutput = validate20 as unknown as Validator<StateUpdateOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/update-output.schema.json',
  title: 'StateUpdateOutput',
  description:
    'Output of `state::update`, returned once the write is durable. Nothing is written when no op applied.',
  type: 'object',
  required: ['old_value', 'new_value'],
  properties: {
    old_value: {
      description: 'The value before the ops; null when there was none.',
      $ref: '../../common/json-value.schema.json',
    },
    new_value: {
      description: 'The value after the ops that applied; null when the key still has none.',
      $ref: '../../common/json-value.schema.json',
    },
    errors: {
      description: 'One entry per op that was skipped; absent when every op applied.',
      type: 'array',
      items: {
        title: 'StateUpdateOpError',
        description: 'Why one op was skipped.',
        type: 'object',
        required: ['op_index', 'code', 'message'],
        properties: {
          op_index: { description: 'Index of the op in `ops`, from 0.', type: 'integer', minimum: 0 },
          code: {
            description:
              'Stable code, `<op>.<problem>`, e.g. `increment.not_number` (listed in docs/errors.md).',
            type: 'string',
          },
          message: { description: 'What was wrong, with the numbers involved.', type: 'string' },
          doc_url: { description: 'Where the code is documented.', type: 'string' },
        },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
  examples: [
    { old_value: { total: 1 }, new_value: { total: 2 } },
    {
      old_value: { name: 'Ada' },
      new_value: { name: 'Ada' },
      errors: [
        { op_index: 0, code: 'increment.not_number', message: 'Expected a number at "name", found string' },
      ],
    },
  ],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/update-output.schema.json" */ let vErrors = null;
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
      if (
        (data.old_value === undefined && (missing0 = 'old_value')) ||
        (data.new_value === undefined && (missing0 = 'new_value'))
      ) {
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
        if (data.old_value !== undefined) {
          let data0 = data.old_value;
          const _errs2 = errors;
          if (
            typeof data0 != 'object' &&
            typeof data0 !== 'string' &&
            !(typeof data0 == 'number' && isFinite(data0)) &&
            typeof data0 !== 'boolean'
          ) {
            validate20.errors = [
              {
                instancePath: instancePath + '/old_value',
                schemaPath: '../../common/json-value.schema.json/type',
                keyword: 'type',
                params: { type: schema32.type },
                message: 'must be object,array,string,number,boolean,null',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.new_value !== undefined) {
            let data1 = data.new_value;
            const _errs5 = errors;
            if (
              typeof data1 != 'object' &&
              typeof data1 !== 'string' &&
              !(typeof data1 == 'number' && isFinite(data1)) &&
              typeof data1 !== 'boolean'
            ) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/new_value',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema32.type },
                  message: 'must be object,array,string,number,boolean,null',
                },
              ];
              return false;
            }
            var valid0 = _errs5 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.errors !== undefined) {
              let data2 = data.errors;
              const _errs8 = errors;
              if (errors === _errs8) {
                if (Array.isArray(data2)) {
                  var valid3 = true;
                  const len0 = data2.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let data3 = data2[i0];
                    const _errs10 = errors;
                    if (errors === _errs10) {
                      if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                        let missing1;
                        if (
                          (data3.op_index === undefined && (missing1 = 'op_index')) ||
                          (data3.code === undefined && (missing1 = 'code')) ||
                          (data3.message === undefined && (missing1 = 'message'))
                        ) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/errors/' + i0,
                              schemaPath: '#/properties/errors/items/required',
                              keyword: 'required',
                              params: { missingProperty: missing1 },
                              message: "must have required property '" + missing1 + "'",
                            },
                          ];
                          return false;
                        } else {
                          if (data3.op_index !== undefined) {
                            let data4 = data3.op_index;
                            const _errs13 = errors;
                            if (!(
                              typeof data4 == 'number' &&
                              !(data4 % 1) &&
                              !isNaN(data4) &&
                              isFinite(data4)
                            )) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/errors/' + i0 + '/op_index',
                                  schemaPath: '#/properties/errors/items/properties/op_index/type',
                                  keyword: 'type',
                                  params: { type: 'integer' },
                                  message: 'must be integer',
                                },
                              ];
                              return false;
                            }
                            if (errors === _errs13) {
                              if (typeof data4 == 'number' && isFinite(data4)) {
                                if (data4 < 0 || isNaN(data4)) {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/errors/' + i0 + '/op_index',
                                      schemaPath: '#/properties/errors/items/properties/op_index/minimum',
                                      keyword: 'minimum',
                                      params: { comparison: '>=', limit: 0 },
                                      message: 'must be >= 0',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            }
                            var valid4 = _errs13 === errors;
                          } else {
                            var valid4 = true;
                          }
                          if (valid4) {
                            if (data3.code !== undefined) {
                              const _errs15 = errors;
                              if (typeof data3.code !== 'string') {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/errors/' + i0 + '/code',
                                    schemaPath: '#/properties/errors/items/properties/code/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid4 = _errs15 === errors;
                            } else {
                              var valid4 = true;
                            }
                            if (valid4) {
                              if (data3.message !== undefined) {
                                const _errs17 = errors;
                                if (typeof data3.message !== 'string') {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/errors/' + i0 + '/message',
                                      schemaPath: '#/properties/errors/items/properties/message/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid4 = _errs17 === errors;
                              } else {
                                var valid4 = true;
                              }
                              if (valid4) {
                                if (data3.doc_url !== undefined) {
                                  const _errs19 = errors;
                                  if (typeof data3.doc_url !== 'string') {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/errors/' + i0 + '/doc_url',
                                        schemaPath: '#/properties/errors/items/properties/doc_url/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid4 = _errs19 === errors;
                                } else {
                                  var valid4 = true;
                                }
                              }
                            }
                          }
                        }
                      } else {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/errors/' + i0,
                            schemaPath: '#/properties/errors/items/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid3 = _errs10 === errors;
                    if (!valid3) {
                      break;
                    }
                  }
                } else {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/errors',
                      schemaPath: '#/properties/errors/type',
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
