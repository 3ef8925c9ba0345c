/* DO NOT EDIT — generated from schema/contracts/engine/register-trigger-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineRegisterTriggerInput } from '../../../contracts/engine/register-trigger-input.js';

export const validateEngineRegisterTriggerInput =
  validate20 as unknown as Validator<EngineRegisterTriggerInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/register-trigger-input.schema.json',
  title: 'EngineRegisterTriggerInput',
  description:
    "Input of `engine::register_trigger`: a binding owned by the engine, which outlives the caller. Without `trigger_type` or `function_id` the call is refused with `INVALID_ARGUMENTS`; a provider's refusal is the call's error.",
  type: 'object',
  required: ['trigger_type', 'function_id'],
  properties: {
    trigger_type: {
      description: 'Trigger type id; a type nobody provides yet parks the binding until one does.',
      type: 'string',
      minLength: 1,
    },
    function_id: {
      description: 'Function the binding invokes; it need not exist yet.',
      type: 'string',
      minLength: 1,
    },
    config: {
      description: 'Configuration whose shape the trigger type defines; `{}` when absent.',
      $ref: '../../common/json-value.schema.json',
    },
    metadata: {
      description: 'Sent to the function as its metadata on every fire.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { trigger_type: 'cron', function_id: 'jobs::tick', config: { expression: '0 * * * * *' } },
    { trigger_type: 'webhook', function_id: 'orders::on_hook', metadata: { owner: 'ops' } },
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
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/register-trigger-input.schema.json" */ let vErrors = null;
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
        if (data.trigger_type !== undefined) {
          let data0 = data.trigger_type;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
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
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.function_id !== undefined) {
            let data1 = data.function_id;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/function_id',
                      schemaPath: '#/properties/function_id/minLength',
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
                    schemaPath: '#/properties/function_id/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.config !== undefined) {
              let data2 = data.config;
              const _errs6 = errors;
              if (
                typeof data2 != 'object' &&
                typeof data2 !== 'string' &&
                !(typeof data2 == 'number' && isFinite(data2)) &&
                typeof data2 !== 'boolean'
              ) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/config',
                    schemaPath: '../../common/json-value.schema.json/type',
                    keyword: 'type',
                    params: { type: schema32.type },
                    message: 'must be object,array,string,number,boolean,null',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.metadata !== undefined) {
                let data3 = data.metadata;
                const _errs9 = errors;
                if (
                  typeof data3 != 'object' &&
                  typeof data3 !== 'string' &&
                  !(typeof data3 == 'number' && isFinite(data3)) &&
                  typeof data3 !== 'boolean'
                ) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/metadata',
                      schemaPath: '../../common/json-value.schema.json/type',
                      keyword: 'type',
                      params: { type: schema32.type },
                      message: 'must be object,array,string,number,boolean,null',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs9 === errors;
              } else {
                var valid0 = true;
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
