/* DO NOT EDIT — generated from schema/sdk/trigger-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { TriggerInput } from '../../sdk/trigger-input.js';

export const validateTriggerInput = validate20 as unknown as Validator<TriggerInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'sdk/trigger-input.schema.json',
  title: 'TriggerInput',
  description:
    "What an SDK's `register_trigger` (`registerTrigger`) binds: a trigger of `type` that invokes `function_id`. The SDK adds the binding's id and sends it as `registertrigger`, with `type` as `trigger_type`.",
  type: 'object',
  required: ['type', 'function_id'],
  properties: {
    type: {
      description:
        'Trigger type id: `http`, `cron`, `state`, `stream`, `subscribe`, or a worker-provided type.',
      $ref: '../wire/register-trigger.schema.json#/properties/trigger_type',
    },
    function_id: {
      description: 'Function the trigger invokes; it need not exist yet.',
      $ref: '../wire/register-trigger.schema.json#/properties/function_id',
    },
    config: {
      description: 'Configuration whose shape the trigger type defines; `{}` when left out.',
      $ref: '../wire/register-trigger.schema.json#/properties/config',
    },
    metadata: {
      description: 'Handed to the function as its `metadata` on every fire.',
      $ref: '../wire/register-trigger.schema.json#/properties/metadata',
    },
  },
  additionalProperties: false,
  examples: [
    { type: 'http', function_id: 'math::add', config: { api_path: '/math/add', http_method: 'POST' } },
    { type: 'cron', function_id: 'jobs::tick', metadata: { owner: 'ops' } },
  ],
};
const schema36 = {
  description:
    'Trigger type id, e.g. `http`, `cron`, `state`, `stream`, `subscribe`, or a worker-provided type.',
  type: 'string',
  minLength: 1,
};
const schema33 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/function-id.schema.json',
  title: 'FunctionId',
  description:
    'A function id: a free-form non-empty string, by convention `::`-separated segments whose first segment names the service (`orders::create`). Ids under `engine::` are reserved for the engine.',
  type: 'string',
  minLength: 1,
  examples: ['orders::create', 'math::add', 'engine::functions::list'],
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
  /*# sourceURL="sdk/trigger-input.schema.json" */ let vErrors = null;
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
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'type' || key0 === 'function_id' || key0 === 'config' || key0 === 'metadata')) {
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
          if (data.type !== undefined) {
            let data0 = data.type;
            const _errs2 = errors;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (typeof data0 === 'string') {
                if (func1(data0) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/type',
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
                    instancePath: instancePath + '/type',
                    schemaPath: '../wire/register-trigger.schema.json#/properties/trigger_type/type',
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
            if (data.function_id !== undefined) {
              let data1 = data.function_id;
              const _errs5 = errors;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (typeof data1 === 'string') {
                  if (func1(data1) < 1) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/function_id',
                        schemaPath: '../wire/register-trigger.schema.json#/properties/function_id/minLength',
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
                      schemaPath: '../wire/register-trigger.schema.json#/properties/function_id/type',
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
              if (data.config !== undefined) {
                let data2 = data.config;
                const _errs8 = errors;
                if (
                  typeof data2 != 'object' &&
                  typeof data2 !== 'string' &&
                  !(typeof data2 == 'number' && isFinite(data2)) &&
                  typeof data2 !== 'boolean'
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
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.metadata !== undefined) {
                  let data3 = data.metadata;
                  const _errs11 = errors;
                  if (
                    typeof data3 != 'object' &&
                    typeof data3 !== 'string' &&
                    !(typeof data3 == 'number' && isFinite(data3)) &&
                    typeof data3 !== 'boolean'
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
                  var valid0 = _errs11 === errors;
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
