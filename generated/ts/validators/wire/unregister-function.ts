/* DO NOT EDIT — generated from schema/wire/unregister-function.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { UnregisterFunction } from '../../wire/unregister-function.js';

export const validateUnregisterFunction = validate20 as unknown as Validator<UnregisterFunction>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/unregister-function.schema.json',
  title: 'UnregisterFunction',
  description:
    'Worker to engine: stop routing `id` to this connection. No reply. Ignored unless this connection owns the function.',
  type: 'object',
  required: ['type', 'id'],
  properties: {
    type: { description: 'Message tag.', const: 'unregisterfunction' },
    id: { description: 'The function id.', $ref: '../common/function-id.schema.json' },
  },
  additionalProperties: true,
  examples: [{ type: 'unregisterfunction', id: 'math::add' }],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/function-id.schema.json',
  title: 'FunctionId',
  description:
    'A function id: a free-form non-empty string, by convention `::`-separated segments whose first segment names the service (`orders::create`). Ids under `engine::` are reserved for the engine.',
  type: 'string',
  minLength: 1,
  examples: ['orders::create', 'math::add', 'engine::functions::list'],
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
  /*# sourceURL="wire/unregister-function.schema.json" */ let vErrors = null;
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
      if ((data.type === undefined && (missing0 = 'type')) || (data.id === undefined && (missing0 = 'id'))) {
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('unregisterfunction' !== data.type) {
            validate20.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'unregisterfunction' },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.id !== undefined) {
            let data1 = data.id;
            const _errs3 = errors;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/id',
                      schemaPath: '../common/function-id.schema.json/minLength',
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
                    instancePath: instancePath + '/id',
                    schemaPath: '../common/function-id.schema.json/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs3 === errors;
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
