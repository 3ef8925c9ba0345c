/* DO NOT EDIT — generated from schema/contracts/state/get-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StateGetOutput } from '../../../contracts/state/get-output.js';

export const validateStateGetOutput = validate20 as unknown as Validator<StateGetOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/get-output.schema.json',
  title: 'StateGetOutput',
  description: 'Output of `state::get`: the stored value, or null when the key has none.',
  $ref: '../../common/json-value.schema.json',
  examples: [{ name: 'Ada', visits: 3 }, null],
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
  /*# sourceURL="contracts/state/get-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (
    typeof data != 'object' &&
    typeof data !== 'string' &&
    !(typeof data == 'number' && isFinite(data)) &&
    typeof data !== 'boolean'
  ) {
    validate20.errors = [
      {
        instancePath,
        schemaPath: '../../common/json-value.schema.json/type',
        keyword: 'type',
        params: { type: schema32.type },
        message: 'must be object,array,string,number,boolean,null',
      },
    ];
    return false;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { dynamicProps: false, dynamicItems: false };
