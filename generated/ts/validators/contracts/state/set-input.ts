/* DO NOT EDIT — generated from schema/contracts/state/set-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StateSetInput } from '../../../contracts/state/set-input.js';

export const validateStateSetInput = validate20 as unknown as Validator<StateSetInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/set-input.schema.json',
  title: 'StateSetInput',
  description:
    'Input of `state::set`: store `value` under `scope`/`key`, replacing any previous value. One of `value` and `data` is required (checked by the function, refused with `deserialization_error`); `data` is an alias of `value` kept for iii clients.',
  type: 'object',
  required: ['scope', 'key'],
  properties: {
    scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
    key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
    value: {
      description: "The value to store; its JSON text may not exceed the module's `max_value_bytes`.",
      $ref: '../../common/json-value.schema.json',
    },
    data: {
      description: 'Alias of `value`, used when `value` is absent.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { scope: 'users', key: 'u1', value: { name: 'Ada' } },
    { scope: 'users', key: 'u2', data: [1, 2] },
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
  /*# sourceURL="contracts/state/set-input.schema.json" */ let vErrors = null;
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
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key'))
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/scope',
                    schemaPath: '#/properties/scope/minLength',
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
                  instancePath: instancePath + '/scope',
                  schemaPath: '#/properties/scope/type',
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
          if (data.key !== undefined) {
            let data1 = data.key;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/key',
                      schemaPath: '#/properties/key/minLength',
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
                    instancePath: instancePath + '/key',
                    schemaPath: '#/properties/key/type',
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
            if (data.value !== undefined) {
              let data2 = data.value;
              const _errs6 = errors;
              if (
                typeof data2 != 'object' &&
                typeof data2 !== 'string' &&
                !(typeof data2 == 'number' && isFinite(data2)) &&
                typeof data2 !== 'boolean'
              ) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/value',
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
              if (data.data !== undefined) {
                let data3 = data.data;
                const _errs9 = errors;
                if (
                  typeof data3 != 'object' &&
                  typeof data3 !== 'string' &&
                  !(typeof data3 == 'number' && isFinite(data3)) &&
                  typeof data3 !== 'boolean'
                ) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/data',
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
