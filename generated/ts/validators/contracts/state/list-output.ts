/* DO NOT EDIT — generated from schema/contracts/state/list-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StateListOutput } from '../../../contracts/state/list-output.js';

export const validateStateListOutput = validate20 as unknown as Validator<StateListOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-output.schema.json',
  title: 'StateListOutput',
  description:
    'Output of `state::list`: every value in the scope, ordered by key (Unicode code point order); empty for an unknown scope.',
  type: 'array',
  items: { $ref: '../../common/json-value.schema.json' },
  examples: [[{ name: 'Ada' }, { name: 'Grace' }], []],
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
  /*# sourceURL="contracts/state/list-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (Array.isArray(data)) {
      var valid0 = true;
      const len0 = data.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data0 = data[i0];
        const _errs1 = errors;
        if (
          typeof data0 != 'object' &&
          typeof data0 !== 'string' &&
          !(typeof data0 == 'number' && isFinite(data0)) &&
          typeof data0 !== 'boolean'
        ) {
          validate20.errors = [
            {
              instancePath: instancePath + '/' + i0,
              schemaPath: '../../common/json-value.schema.json/type',
              keyword: 'type',
              params: { type: schema32.type },
              message: 'must be object,array,string,number,boolean,null',
            },
          ];
          return false;
        }
        var valid0 = _errs1 === errors;
        if (!valid0) {
          break;
        }
      }
    } else {
      validate20.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        },
      ];
      return false;
    }
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { items: true, dynamicProps: false, dynamicItems: false };
