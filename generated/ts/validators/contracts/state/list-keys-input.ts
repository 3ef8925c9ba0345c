/* DO NOT EDIT — generated from schema/contracts/state/list-keys-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StateListKeysInput } from '../../../contracts/state/list-keys-input.js';

export const validateStateListKeysInput = validate20 as unknown as Validator<StateListKeysInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-keys-input.schema.json',
  title: 'StateListKeysInput',
  description:
    "Input of `state::list_keys`: one page of a scope's entries, ordered by key (Unicode code point order).",
  type: 'object',
  required: ['scope'],
  properties: {
    scope: { description: 'Scope (group) to list.', type: 'string', minLength: 1 },
    prefix: { description: 'Only keys starting with this text.', type: 'string' },
    cursor: {
      description: '`next_cursor` of the previous page; absent or null for the first page.',
      type: ['string', 'null'],
    },
    limit: {
      description: 'Most entries in the page.',
      type: 'integer',
      minimum: 1,
      maximum: 1000,
      default: 100,
    },
  },
  additionalProperties: true,
  examples: [{ scope: 'users' }, { scope: 'users', prefix: 'u', cursor: 'u17', limit: 50 }],
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
  /*# sourceURL="contracts/state/list-keys-input.schema.json" */ let vErrors = null;
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
      if (data.scope === undefined && (missing0 = 'scope')) {
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
          if (data.prefix !== undefined) {
            const _errs4 = errors;
            if (typeof data.prefix !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/prefix',
                  schemaPath: '#/properties/prefix/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.cursor !== undefined) {
              let data2 = data.cursor;
              const _errs6 = errors;
              if (typeof data2 !== 'string' && data2 !== null) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/cursor',
                    schemaPath: '#/properties/cursor/type',
                    keyword: 'type',
                    params: { type: schema31.properties.cursor.type },
                    message: 'must be string,null',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.limit !== undefined) {
                let data3 = data.limit;
                const _errs8 = errors;
                if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/limit',
                      schemaPath: '#/properties/limit/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs8) {
                  if (typeof data3 == 'number' && isFinite(data3)) {
                    if (data3 > 1000 || isNaN(data3)) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/limit',
                          schemaPath: '#/properties/limit/maximum',
                          keyword: 'maximum',
                          params: { comparison: '<=', limit: 1000 },
                          message: 'must be <= 1000',
                        },
                      ];
                      return false;
                    } else {
                      if (data3 < 1 || isNaN(data3)) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/limit',
                            schemaPath: '#/properties/limit/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 1 },
                            message: 'must be >= 1',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                }
                var valid0 = _errs8 === errors;
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
