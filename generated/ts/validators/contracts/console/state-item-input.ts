/* DO NOT EDIT — generated from schema/contracts/console/state-item-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ConsoleStateItemInput } from '../../../contracts/console/state-item-input.js';

export const validateConsoleStateItemInput = validate20 as unknown as Validator<ConsoleStateItemInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/state-item-input.schema.json',
  title: 'ConsoleStateItemInput',
  description:
    'Body of `POST /_console/states/:scope/item`: store `value` under `key` (`state::set`, whose output is the answer).',
  type: 'object',
  required: ['key'],
  properties: {
    key: { description: 'Key of the entry.', type: 'string', minLength: 1 },
    value: { description: 'The value to store.', $ref: '../../common/json-value.schema.json' },
    data: {
      description: 'Alias of `value`, as the older reference console sent it.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ key: 'u1', value: { name: 'Ada' } }],
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
  /*# sourceURL="contracts/console/state-item-input.schema.json" */ let vErrors = null;
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
      if (data.key === undefined && (missing0 = 'key')) {
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
        if (data.key !== undefined) {
          let data0 = data.key;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
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
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.value !== undefined) {
            let data1 = data.value;
            const _errs4 = errors;
            if (
              typeof data1 != 'object' &&
              typeof data1 !== 'string' &&
              !(typeof data1 == 'number' && isFinite(data1)) &&
              typeof data1 !== 'boolean'
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
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.data !== undefined) {
              let data2 = data.data;
              const _errs7 = errors;
              if (
                typeof data2 != 'object' &&
                typeof data2 !== 'string' &&
                !(typeof data2 == 'number' && isFinite(data2)) &&
                typeof data2 !== 'boolean'
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
              var valid0 = _errs7 === errors;
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
