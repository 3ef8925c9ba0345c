/* DO NOT EDIT — generated from schema/contracts/stream/auth-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StreamAuthOutput } from '../../../contracts/stream/auth-output.js';

export const validateStreamAuthOutput = validate20 as unknown as Validator<StreamAuthOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/auth-output.schema.json',
  title: 'StreamAuthOutput',
  description:
    "What svc-stream's `auth_function` answers to let a socket in; failing (throwing) refuses the upgrade with 401.",
  type: 'object',
  properties: {
    context: {
      description: 'Handed to `stream:join` and `stream:leave` handlers as `context`.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ context: { user: 'ada' } }, {}],
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
  /*# sourceURL="contracts/stream/auth-output.schema.json" */ let vErrors = null;
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
      if (data.context !== undefined) {
        let data0 = data.context;
        if (
          typeof data0 != 'object' &&
          typeof data0 !== 'string' &&
          !(typeof data0 == 'number' && isFinite(data0)) &&
          typeof data0 !== 'boolean'
        ) {
          validate20.errors = [
            {
              instancePath: instancePath + '/context',
              schemaPath: '../../common/json-value.schema.json/type',
              keyword: 'type',
              params: { type: schema32.type },
              message: 'must be object,array,string,number,boolean,null',
            },
          ];
          return false;
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
