/* DO NOT EDIT — generated from schema/contracts/stream/delete-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StreamDeleteOutput } from '../../../contracts/stream/delete-output.js';

export const validateStreamDeleteOutput = validate20 as unknown as Validator<StreamDeleteOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/delete-output.schema.json',
  title: 'StreamDeleteOutput',
  description: 'Output of `stream::delete`.',
  type: 'object',
  required: ['old_value'],
  properties: {
    old_value: {
      description: 'The item removed; null when there was none.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ old_value: { title: 'milk' } }, { old_value: null }],
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
  /*# sourceURL="contracts/stream/delete-output.schema.json" */ let vErrors = null;
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
      if (data.old_value === undefined && (missing0 = 'old_value')) {
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
