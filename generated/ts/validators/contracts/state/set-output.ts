/* DO NOT EDIT — generated from schema/contracts/state/set-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StateSetOutput } from '../../../contracts/state/set-output.js';

export const validateStateSetOutput = validate20 as unknown as Validator<StateSetOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/set-output.schema.json',
  title: 'StateSetOutput',
  description: 'Output of `state::set`, returned once the write is durable.',
  type: 'object',
  required: ['old_value', 'new_value'],
  properties: {
    old_value: {
      description: 'The value before the write; null when there was none.',
      $ref: '../../common/json-value.schema.json',
    },
    new_value: { description: 'The value stored.', $ref: '../../common/json-value.schema.json' },
  },
  additionalProperties: true,
  examples: [{ old_value: null, new_value: { name: 'Ada' } }],
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
  /*# sourceURL="contracts/state/set-output.schema.json" */ let vErrors = null;
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
