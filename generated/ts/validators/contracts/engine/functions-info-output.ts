/* DO NOT EDIT — generated from schema/contracts/engine/functions-info-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineFunctionsInfoOutput } from '../../../contracts/engine/functions-info-output.js';

export const validateEngineFunctionsInfoOutput =
  validate20 as unknown as Validator<EngineFunctionsInfoOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/functions-info-output.schema.json',
  title: 'EngineFunctionsInfoOutput',
  description:
    'Output of `engine::functions::info`: the function for `function_id`, or `{functions}` for `function_ids`.',
  oneOf: [
    { $ref: 'function-detail.schema.json' },
    {
      title: 'EngineFunctionsInfoBatch',
      description: 'The answer to `function_ids`.',
      type: 'object',
      required: ['functions'],
      properties: {
        functions: {
          description: 'One entry per requested id, in the order asked.',
          type: 'array',
          items: {
            oneOf: [
              { $ref: 'function-detail.schema.json' },
              {
                title: 'EngineFunctionMissing',
                description: 'A requested function that is not registered.',
                type: 'object',
                required: ['function_id', 'error'],
                properties: {
                  function_id: { description: 'The requested id.', type: 'string' },
                  error: { description: 'Why it is not described.', const: 'not_found' },
                },
                additionalProperties: true,
              },
            ],
          },
        },
      },
      additionalProperties: true,
    },
  ],
  examples: [
    { function_id: 'jobs::tick', worker_name: 'jobs', registered_triggers: [] },
    {
      functions: [
        { function_id: 'jobs::tick', worker_name: 'jobs', registered_triggers: [] },
        { function_id: 'nope::x', error: 'not_found' },
      ],
    },
  ],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/function-detail.schema.json',
  title: 'EngineFunctionDetail',
  description:
    'A function as `engine::functions::info` describes it: its summary, the formats it registered and the triggers bound to it.',
  type: 'object',
  allOf: [{ $ref: 'function-summary.schema.json' }],
  required: ['registered_triggers'],
  properties: {
    request_schema: {
      description: "The registration's `request_format`; absent when it had none.",
      $ref: '../../common/json-value.schema.json',
    },
    response_schema: {
      description: "The registration's `response_format`; absent when it had none.",
      $ref: '../../common/json-value.schema.json',
    },
    registered_triggers: {
      description: 'Every trigger binding that invokes the function, parked ones included.',
      type: 'array',
      items: {
        title: 'EngineFunctionTrigger',
        description: 'One binding that invokes the function.',
        type: 'object',
        required: ['id', 'trigger_type', 'config'],
        properties: {
          id: { description: "The binding's id.", type: 'string' },
          trigger_type: { description: "The binding's trigger type id.", type: 'string' },
          config: {
            description: "The binding's config; `{}` when it was registered without one.",
            $ref: '../../common/json-value.schema.json',
          },
        },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
  examples: [
    {
      function_id: 'billing::charge',
      worker_name: 'billing',
      description: 'Charge a card',
      request_schema: { type: 'object', required: ['amount'] },
      registered_triggers: [
        {
          id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
          trigger_type: 'http',
          config: { api_path: '/charge', http_method: 'POST' },
        },
      ],
    },
    { function_id: 'jobs::tick', worker_name: 'jobs', registered_triggers: [] },
  ],
};
const schema35 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
};
const schema33 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/function-summary.schema.json',
  title: 'EngineFunctionSummary',
  description:
    'A function as `engine::functions::list`, `engine::workers::info` and `engine::registered-triggers::info` show it, and as the `engine::functions-available` trigger type sends it.',
  type: 'object',
  required: ['function_id', 'worker_name'],
  properties: {
    function_id: { description: 'The function id.', $ref: '../../common/function-id.schema.json' },
    worker_name: {
      description:
        'Name of the worker that handles it: the name it registered with `engine::workers::register`, else its connection id.',
      type: 'string',
    },
    description: {
      description: 'What the function does, as registered; absent when the registration had none.',
      type: 'string',
    },
    metadata: {
      description: "The function's metadata, as registered; absent when the registration had none.",
      type: 'object',
      additionalProperties: true,
    },
    engine: {
      description:
        'In a cluster: id of the engine that serves it (one entry per engine serving it). Absent when the engine runs alone.',
      type: 'string',
    },
    worker_count: {
      description:
        'In a cluster: how many workers on that engine serve it. Absent when the engine runs alone.',
      type: 'integer',
      minimum: 0,
    },
  },
  additionalProperties: true,
  examples: [
    {
      function_id: 'billing::charge',
      worker_name: 'billing',
      description: 'Charge a card',
      metadata: { team: 'payments' },
    },
    { function_id: 'orders::create', worker_name: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8' },
  ],
};
const schema34 = {
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
function validate22(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/function-summary.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
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
        (data.function_id === undefined && (missing0 = 'function_id')) ||
        (data.worker_name === undefined && (missing0 = 'worker_name'))
      ) {
        validate22.errors = [
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
        if (data.function_id !== undefined) {
          let data0 = data.function_id;
          const _errs2 = errors;
          const _errs3 = errors;
          if (errors === _errs3) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate22.errors = [
                  {
                    instancePath: instancePath + '/function_id',
                    schemaPath: '../../common/function-id.schema.json/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  },
                ];
                return false;
              }
            } else {
              validate22.errors = [
                {
                  instancePath: instancePath + '/function_id',
                  schemaPath: '../../common/function-id.schema.json/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.worker_name !== undefined) {
            const _errs5 = errors;
            if (typeof data.worker_name !== 'string') {
              validate22.errors = [
                {
                  instancePath: instancePath + '/worker_name',
                  schemaPath: '#/properties/worker_name/type',
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
            if (data.description !== undefined) {
              const _errs7 = errors;
              if (typeof data.description !== 'string') {
                validate22.errors = [
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
              var valid0 = _errs7 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.metadata !== undefined) {
                let data3 = data.metadata;
                const _errs9 = errors;
                if (errors === _errs9) {
                  if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                  } else {
                    validate22.errors = [
                      {
                        instancePath: instancePath + '/metadata',
                        schemaPath: '#/properties/metadata/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs9 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.engine !== undefined) {
                  const _errs12 = errors;
                  if (typeof data.engine !== 'string') {
                    validate22.errors = [
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
                  var valid0 = _errs12 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.worker_count !== undefined) {
                    let data5 = data.worker_count;
                    const _errs14 = errors;
                    if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                      validate22.errors = [
                        {
                          instancePath: instancePath + '/worker_count',
                          schemaPath: '#/properties/worker_count/type',
                          keyword: 'type',
                          params: { type: 'integer' },
                          message: 'must be integer',
                        },
                      ];
                      return false;
                    }
                    if (errors === _errs14) {
                      if (typeof data5 == 'number' && isFinite(data5)) {
                        if (data5 < 0 || isNaN(data5)) {
                          validate22.errors = [
                            {
                              instancePath: instancePath + '/worker_count',
                              schemaPath: '#/properties/worker_count/minimum',
                              keyword: 'minimum',
                              params: { comparison: '>=', limit: 0 },
                              message: 'must be >= 0',
                            },
                          ];
                          return false;
                        }
                      }
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
      }
    } else {
      validate22.errors = [
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
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/function-detail.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (!validate22(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
    errors = vErrors.length;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.registered_triggers === undefined && (missing0 = 'registered_triggers')) {
        validate21.errors = [
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
        if (data.request_schema !== undefined) {
          let data0 = data.request_schema;
          const _errs3 = errors;
          if (
            typeof data0 != 'object' &&
            typeof data0 !== 'string' &&
            !(typeof data0 == 'number' && isFinite(data0)) &&
            typeof data0 !== 'boolean'
          ) {
            validate21.errors = [
              {
                instancePath: instancePath + '/request_schema',
                schemaPath: '../../common/json-value.schema.json/type',
                keyword: 'type',
                params: { type: schema35.type },
                message: 'must be object,array,string,number,boolean,null',
              },
            ];
            return false;
          }
          var valid1 = _errs3 === errors;
        } else {
          var valid1 = true;
        }
        if (valid1) {
          if (data.response_schema !== undefined) {
            let data1 = data.response_schema;
            const _errs6 = errors;
            if (
              typeof data1 != 'object' &&
              typeof data1 !== 'string' &&
              !(typeof data1 == 'number' && isFinite(data1)) &&
              typeof data1 !== 'boolean'
            ) {
              validate21.errors = [
                {
                  instancePath: instancePath + '/response_schema',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema35.type },
                  message: 'must be object,array,string,number,boolean,null',
                },
              ];
              return false;
            }
            var valid1 = _errs6 === errors;
          } else {
            var valid1 = true;
          }
          if (valid1) {
            if (data.registered_triggers !== undefined) {
              let data2 = data.registered_triggers;
              const _errs9 = errors;
              if (errors === _errs9) {
                if (Array.isArray(data2)) {
                  var valid4 = true;
                  const len0 = data2.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let data3 = data2[i0];
                    const _errs11 = errors;
                    if (errors === _errs11) {
                      if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                        let missing1;
                        if (
                          (data3.id === undefined && (missing1 = 'id')) ||
                          (data3.trigger_type === undefined && (missing1 = 'trigger_type')) ||
                          (data3.config === undefined && (missing1 = 'config'))
                        ) {
                          validate21.errors = [
                            {
                              instancePath: instancePath + '/registered_triggers/' + i0,
                              schemaPath: '#/properties/registered_triggers/items/required',
                              keyword: 'required',
                              params: { missingProperty: missing1 },
                              message: "must have required property '" + missing1 + "'",
                            },
                          ];
                          return false;
                        } else {
                          if (data3.id !== undefined) {
                            const _errs14 = errors;
                            if (typeof data3.id !== 'string') {
                              validate21.errors = [
                                {
                                  instancePath: instancePath + '/registered_triggers/' + i0 + '/id',
                                  schemaPath: '#/properties/registered_triggers/items/properties/id/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid5 = _errs14 === errors;
                          } else {
                            var valid5 = true;
                          }
                          if (valid5) {
                            if (data3.trigger_type !== undefined) {
                              const _errs16 = errors;
                              if (typeof data3.trigger_type !== 'string') {
                                validate21.errors = [
                                  {
                                    instancePath:
                                      instancePath + '/registered_triggers/' + i0 + '/trigger_type',
                                    schemaPath:
                                      '#/properties/registered_triggers/items/properties/trigger_type/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid5 = _errs16 === errors;
                            } else {
                              var valid5 = true;
                            }
                            if (valid5) {
                              if (data3.config !== undefined) {
                                let data6 = data3.config;
                                const _errs18 = errors;
                                if (
                                  typeof data6 != 'object' &&
                                  typeof data6 !== 'string' &&
                                  !(typeof data6 == 'number' && isFinite(data6)) &&
                                  typeof data6 !== 'boolean'
                                ) {
                                  validate21.errors = [
                                    {
                                      instancePath: instancePath + '/registered_triggers/' + i0 + '/config',
                                      schemaPath: '../../common/json-value.schema.json/type',
                                      keyword: 'type',
                                      params: { type: schema35.type },
                                      message: 'must be object,array,string,number,boolean,null',
                                    },
                                  ];
                                  return false;
                                }
                                var valid5 = _errs18 === errors;
                              } else {
                                var valid5 = true;
                              }
                            }
                          }
                        }
                      } else {
                        validate21.errors = [
                          {
                            instancePath: instancePath + '/registered_triggers/' + i0,
                            schemaPath: '#/properties/registered_triggers/items/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid4 = _errs11 === errors;
                    if (!valid4) {
                      break;
                    }
                  }
                } else {
                  validate21.errors = [
                    {
                      instancePath: instancePath + '/registered_triggers',
                      schemaPath: '#/properties/registered_triggers/type',
                      keyword: 'type',
                      params: { type: 'array' },
                      message: 'must be array',
                    },
                  ];
                  return false;
                }
              }
              var valid1 = _errs9 === errors;
            } else {
              var valid1 = true;
            }
          }
        }
      }
    } else {
      validate21.errors = [
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
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/functions-info-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs1 = errors;
  if (!validate21(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
    var props0 = true;
  }
  const _errs2 = errors;
  if (errors === _errs2) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.functions === undefined && (missing0 = 'functions')) {
        const err0 = {
          instancePath,
          schemaPath: '#/oneOf/1/required',
          keyword: 'required',
          params: { missingProperty: missing0 },
          message: "must have required property '" + missing0 + "'",
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      } else {
        if (data.functions !== undefined) {
          let data0 = data.functions;
          const _errs5 = errors;
          if (errors === _errs5) {
            if (Array.isArray(data0)) {
              var valid2 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0];
                const _errs7 = errors;
                const _errs8 = errors;
                let valid3 = false;
                let passing1 = null;
                const _errs9 = errors;
                if (
                  !validate21(data1, {
                    instancePath: instancePath + '/functions/' + i0,
                    parentData: data0,
                    parentDataProperty: i0,
                    rootData,
                    dynamicAnchors,
                  })
                ) {
                  vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                  errors = vErrors.length;
                }
                var _valid1 = _errs9 === errors;
                if (_valid1) {
                  valid3 = true;
                  passing1 = 0;
                  var props1 = true;
                }
                const _errs10 = errors;
                if (errors === _errs10) {
                  if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                    let missing1;
                    if (
                      (data1.function_id === undefined && (missing1 = 'function_id')) ||
                      (data1.error === undefined && (missing1 = 'error'))
                    ) {
                      const err1 = {
                        instancePath: instancePath + '/functions/' + i0,
                        schemaPath: '#/oneOf/1/properties/functions/items/oneOf/1/required',
                        keyword: 'required',
                        params: { missingProperty: missing1 },
                        message: "must have required property '" + missing1 + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err1];
                      } else {
                        vErrors.push(err1);
                      }
                      errors++;
                    } else {
                      if (data1.function_id !== undefined) {
                        const _errs13 = errors;
                        if (typeof data1.function_id !== 'string') {
                          const err2 = {
                            instancePath: instancePath + '/functions/' + i0 + '/function_id',
                            schemaPath:
                              '#/oneOf/1/properties/functions/items/oneOf/1/properties/function_id/type',
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
                        var valid4 = _errs13 === errors;
                      } else {
                        var valid4 = true;
                      }
                      if (valid4) {
                        if (data1.error !== undefined) {
                          const _errs15 = errors;
                          if ('not_found' !== data1.error) {
                            const err3 = {
                              instancePath: instancePath + '/functions/' + i0 + '/error',
                              schemaPath:
                                '#/oneOf/1/properties/functions/items/oneOf/1/properties/error/const',
                              keyword: 'const',
                              params: { allowedValue: 'not_found' },
                              message: 'must be equal to constant',
                            };
                            if (vErrors === null) {
                              vErrors = [err3];
                            } else {
                              vErrors.push(err3);
                            }
                            errors++;
                          }
                          var valid4 = _errs15 === errors;
                        } else {
                          var valid4 = true;
                        }
                      }
                    }
                  } else {
                    const err4 = {
                      instancePath: instancePath + '/functions/' + i0,
                      schemaPath: '#/oneOf/1/properties/functions/items/oneOf/1/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    };
                    if (vErrors === null) {
                      vErrors = [err4];
                    } else {
                      vErrors.push(err4);
                    }
                    errors++;
                  }
                }
                var _valid1 = _errs10 === errors;
                if (_valid1 && valid3) {
                  valid3 = false;
                  passing1 = [passing1, 1];
                } else {
                  if (_valid1) {
                    valid3 = true;
                    passing1 = 1;
                    if (props1 !== true) {
                      props1 = true;
                    }
                  }
                }
                if (!valid3) {
                  const err5 = {
                    instancePath: instancePath + '/functions/' + i0,
                    schemaPath: '#/oneOf/1/properties/functions/items/oneOf',
                    keyword: 'oneOf',
                    params: { passingSchemas: passing1 },
                    message: 'must match exactly one schema in oneOf',
                  };
                  if (vErrors === null) {
                    vErrors = [err5];
                  } else {
                    vErrors.push(err5);
                  }
                  errors++;
                } else {
                  errors = _errs8;
                  if (vErrors !== null) {
                    if (_errs8) {
                      vErrors.length = _errs8;
                    } else {
                      vErrors = null;
                    }
                  }
                }
                var valid2 = _errs7 === errors;
                if (!valid2) {
                  break;
                }
              }
            } else {
              const err6 = {
                instancePath: instancePath + '/functions',
                schemaPath: '#/oneOf/1/properties/functions/type',
                keyword: 'type',
                params: { type: 'array' },
                message: 'must be array',
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
      }
    } else {
      const err7 = {
        instancePath,
        schemaPath: '#/oneOf/1/type',
        keyword: 'type',
        params: { type: 'object' },
        message: 'must be object',
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
      if (props0 !== true) {
        props0 = true;
      }
    }
  }
  if (!valid0) {
    const err8 = {
      instancePath,
      schemaPath: '#/oneOf',
      keyword: 'oneOf',
      params: { passingSchemas: passing0 },
      message: 'must match exactly one schema in oneOf',
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
    validate20.errors = vErrors;
    return false;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate20.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate20.evaluated = { dynamicProps: true, dynamicItems: false };
