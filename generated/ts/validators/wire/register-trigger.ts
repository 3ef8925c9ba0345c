/* DO NOT EDIT — generated from schema/wire/register-trigger.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { RegisterTrigger } from '../../wire/register-trigger.js';

export const validateRegisterTrigger = validate20 as unknown as Validator<RegisterTrigger>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/register-trigger.schema.json',
  title: 'RegisterTrigger',
  description:
    'Worker to engine: bind a trigger of `trigger_type` to `function_id`. No reply on success; a `triggerregistrationresult` with an error on failure. A binding to a type nobody provides yet is parked until the type appears. Engine to worker: the same frame forwards a binding to the worker that provides `trigger_type`.',
  type: 'object',
  required: ['type', 'id', 'trigger_type', 'function_id'],
  properties: {
    type: { description: 'Message tag.', const: 'registertrigger' },
    id: {
      description: 'Trigger id chosen by the SDK (a UUID), kept across reconnects.',
      type: 'string',
      minLength: 1,
    },
    trigger_type: {
      description:
        'Trigger type id, e.g. `http`, `cron`, `state`, `stream`, `subscribe`, or a worker-provided type.',
      type: 'string',
      minLength: 1,
    },
    function_id: {
      description: 'Function the trigger invokes; it need not exist yet.',
      $ref: '../common/function-id.schema.json',
    },
    config: {
      description:
        'Configuration whose shape the trigger type defines (see schema/triggers). Treated as `{}` when absent.',
      $ref: '../common/json-value.schema.json',
    },
    metadata: {
      description: 'Sent to the handler as its separate metadata argument on every fire.',
      $ref: '../common/json-value.schema.json',
    },
    namespace: {
      description: 'Namespace of the target function; accepted and ignored by svc, which has one namespace.',
      type: 'string',
    },
    trigger_namespace: {
      description: "Namespace in which to look up the type's provider; accepted and ignored by svc.",
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'registertrigger',
      function_id: 'math::add',
      config: { api_path: '/math/add', http_method: 'POST' },
      id: 'ce6320ed-a0b2-4151-9d4f-16f52273e490',
      message_type: 'registertrigger',
      trigger_type: 'http',
    },
    {
      type: 'registertrigger',
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'orders::on_hook',
      config: { path: '/x' },
      metadata: { m: 1 },
    },
    { type: 'registertrigger', id: 't-2', trigger_type: 'cron', function_id: 'jobs::tick' },
  ],
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
const schema33 = {
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
  /*# sourceURL="wire/register-trigger.schema.json" */ let vErrors = null;
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
        (data.type === undefined && (missing0 = 'type')) ||
        (data.id === undefined && (missing0 = 'id')) ||
        (data.trigger_type === undefined && (missing0 = 'trigger_type')) ||
        (data.function_id === undefined && (missing0 = 'function_id'))
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('registertrigger' !== data.type) {
            validate20.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'registertrigger' },
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
            if (data.trigger_type !== undefined) {
              let data2 = data.trigger_type;
              const _errs5 = errors;
              if (errors === _errs5) {
                if (typeof data2 === 'string') {
                  if (func1(data2) < 1) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/trigger_type',
                        schemaPath: '#/properties/trigger_type/minLength',
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
                      instancePath: instancePath + '/trigger_type',
                      schemaPath: '#/properties/trigger_type/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.function_id !== undefined) {
                let data3 = data.function_id;
                const _errs7 = errors;
                const _errs8 = errors;
                if (errors === _errs8) {
                  if (typeof data3 === 'string') {
                    if (func1(data3) < 1) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/function_id',
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
                        instancePath: instancePath + '/function_id',
                        schemaPath: '../common/function-id.schema.json/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.config !== undefined) {
                  let data4 = data.config;
                  const _errs10 = errors;
                  if (
                    typeof data4 != 'object' &&
                    typeof data4 !== 'string' &&
                    !(typeof data4 == 'number' && isFinite(data4)) &&
                    typeof data4 !== 'boolean'
                  ) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/config',
                        schemaPath: '../common/json-value.schema.json/type',
                        keyword: 'type',
                        params: { type: schema33.type },
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
                  if (data.metadata !== undefined) {
                    let data5 = data.metadata;
                    const _errs13 = errors;
                    if (
                      typeof data5 != 'object' &&
                      typeof data5 !== 'string' &&
                      !(typeof data5 == 'number' && isFinite(data5)) &&
                      typeof data5 !== 'boolean'
                    ) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/metadata',
                          schemaPath: '../common/json-value.schema.json/type',
                          keyword: 'type',
                          params: { type: schema33.type },
                          message: 'must be object,array,string,number,boolean,null',
                        },
                      ];
                      return false;
                    }
                    var valid0 = _errs13 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.namespace !== undefined) {
                      const _errs16 = errors;
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
                      var valid0 = _errs16 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.trigger_namespace !== undefined) {
                        const _errs18 = errors;
                        if (typeof data.trigger_namespace !== 'string') {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/trigger_namespace',
                              schemaPath: '#/properties/trigger_namespace/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid0 = _errs18 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
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
