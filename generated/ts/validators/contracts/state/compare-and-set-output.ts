/* DO NOT EDIT — generated from schema/contracts/state/compare-and-set-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StateCompareAndSetOutput } from '../../../contracts/state/compare-and-set-output.js';

export const validateStateCompareAndSetOutput = validate20 as unknown as Validator<StateCompareAndSetOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/compare-and-set-output.schema.json',
  title: 'StateCompareAndSetOutput',
  description: 'Output of `state::compare_and_set`, returned once a successful write is durable.',
  type: 'object',
  required: ['ok', 'current'],
  properties: {
    ok: {
      description:
        'True when `value` was stored; false when the entry held something other than `expected` (a conflict).',
      type: 'boolean',
    },
    current: {
      description:
        "The entry's value after the call: `value` when ok, otherwise what it holds (null when missing).",
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { ok: true, current: { owner: 'w1' } },
    { ok: false, current: { owner: 'w2' } },
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
  /*# sourceURL="contracts/state/compare-and-set-output.schema.json" */ let vErrors = null;
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
        (data.ok === undefined && (missing0 = 'ok')) ||
        (data.current === undefined && (missing0 = 'current'))
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
        if (data.ok !== undefined) {
          const _errs2 = errors;
          if (typeof data.ok !== 'boolean') {
            validate20.errors = [
              {
                instancePath: instancePath + '/ok',
                schemaPath: '#/properties/ok/type',
                keyword: 'type',
                params: { type: 'boolean' },
                message: 'must be boolean',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.current !== undefined) {
            let data1 = data.current;
            const _errs4 = errors;
            if (
              typeof data1 != 'object' &&
              typeof data1 !== 'string' &&
              !(typeof data1 == 'number' && isFinite(data1)) &&
              typeof data1 !== 'boolean'
            ) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/current',
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
