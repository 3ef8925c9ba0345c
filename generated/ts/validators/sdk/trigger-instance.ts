/* DO NOT EDIT — generated from schema/sdk/trigger-instance.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { TriggerInstance } from '../../sdk/trigger-instance.js';

export const validateTriggerInstance = validate20 as unknown as Validator<TriggerInstance>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'sdk/trigger-instance.schema.json',
  title: 'TriggerInstance',
  description:
    "One binding of a trigger type the worker provides, as an SDK hands it to the type's handler: the `registertrigger` the engine forwarded, without its message tag.",
  type: 'object',
  required: ['id', 'trigger_type', 'function_id', 'config'],
  properties: {
    id: { description: "The binding's id.", $ref: '../wire/register-trigger.schema.json#/properties/id' },
    trigger_type: {
      description: 'The trigger type id.',
      $ref: '../wire/register-trigger.schema.json#/properties/trigger_type',
    },
    function_id: {
      description: 'Function the binding invokes (empty in an unregister the SDK never saw registered).',
      type: 'string',
    },
    config: {
      description:
        "The binding's configuration: `{}` when the engine sent none; null in an unregister the SDK never saw registered.",
      $ref: '../wire/register-trigger.schema.json#/properties/config',
    },
    metadata: {
      description: "The binding's metadata, when it has some.",
      $ref: '../wire/register-trigger.schema.json#/properties/metadata',
    },
  },
  additionalProperties: false,
  examples: [
    {
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'orders::on_hook',
      config: { path: '/x' },
      metadata: { m: 1 },
    },
    { id: 't-2', trigger_type: 'webhook', function_id: '', config: null },
  ],
};
const schema36 = {
  description: 'Trigger id chosen by the SDK (a UUID), kept across reconnects.',
  type: 'string',
  minLength: 1,
};
const schema37 = {
  description:
    'Trigger type id, e.g. `http`, `cron`, `state`, `stream`, `subscribe`, or a worker-provided type.',
  type: 'string',
  minLength: 1,
};
const schema34 = {
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
  /*# sourceURL="sdk/trigger-instance.schema.json" */ let vErrors = null;
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
        (data.id === undefined && (missing0 = 'id')) ||
        (data.trigger_type === undefined && (missing0 = 'trigger_type')) ||
        (data.function_id === undefined && (missing0 = 'function_id')) ||
        (data.config === undefined && (missing0 = 'config'))
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
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(
            key0 === 'id' ||
            key0 === 'trigger_type' ||
            key0 === 'function_id' ||
            key0 === 'config' ||
            key0 === 'metadata'
          )) {
            validate20.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.id !== undefined) {
            let data0 = data.id;
            const _errs2 = errors;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (typeof data0 === 'string') {
                if (func1(data0) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/id',
                      schemaPath: '../wire/register-trigger.schema.json#/properties/id/minLength',
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
                    schemaPath: '../wire/register-trigger.schema.json#/properties/id/type',
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
            if (data.trigger_type !== undefined) {
              let data1 = data.trigger_type;
              const _errs5 = errors;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (typeof data1 === 'string') {
                  if (func1(data1) < 1) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/trigger_type',
                        schemaPath: '../wire/register-trigger.schema.json#/properties/trigger_type/minLength',
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
                      schemaPath: '../wire/register-trigger.schema.json#/properties/trigger_type/type',
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
                const _errs8 = errors;
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
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.config !== undefined) {
                  let data3 = data.config;
                  const _errs10 = errors;
                  if (
                    typeof data3 != 'object' &&
                    typeof data3 !== 'string' &&
                    !(typeof data3 == 'number' && isFinite(data3)) &&
                    typeof data3 !== 'boolean'
                  ) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/config',
                        schemaPath: '../wire/register-trigger.schema.json#/properties/config/type',
                        keyword: 'type',
                        params: { type: schema34.type },
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
                    let data4 = data.metadata;
                    const _errs13 = errors;
                    if (
                      typeof data4 != 'object' &&
                      typeof data4 !== 'string' &&
                      !(typeof data4 == 'number' && isFinite(data4)) &&
                      typeof data4 !== 'boolean'
                    ) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/metadata',
                          schemaPath: '../wire/register-trigger.schema.json#/properties/metadata/type',
                          keyword: 'type',
                          params: { type: schema34.type },
                          message: 'must be object,array,string,number,boolean,null',
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
