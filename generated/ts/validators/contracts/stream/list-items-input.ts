/* DO NOT EDIT — generated from schema/contracts/stream/list-items-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StreamListItemsInput } from '../../../contracts/stream/list-items-input.js';

export const validateStreamListItemsInput = validate20 as unknown as Validator<StreamListItemsInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/list-items-input.schema.json',
  title: 'StreamListItemsInput',
  description: "Input of `stream::list_items`: one page of a group's items with their ids, in id order.",
  type: 'object',
  required: ['stream_name', 'group_id'],
  properties: {
    stream_name: { description: 'Stream of the group.', type: 'string', minLength: 1 },
    group_id: { description: 'Group to list.', type: 'string', minLength: 1 },
    prefix: { description: 'Only items whose id starts with this.', type: 'string' },
    cursor: {
      description: '`next_cursor` of the previous page; the first page when absent or null.',
      type: ['string', 'null'],
    },
    limit: {
      description: 'Most items in the page; 100 when absent.',
      type: 'integer',
      minimum: 1,
      maximum: 1000,
    },
  },
  additionalProperties: true,
  examples: [
    { stream_name: 'todo', group_id: 'inbox' },
    { stream_name: 'todo', group_id: 'inbox', prefix: 't-', limit: 50 },
  ],
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
  /*# sourceURL="contracts/stream/list-items-input.schema.json" */ let vErrors = null;
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
        (data.stream_name === undefined && (missing0 = 'stream_name')) ||
        (data.group_id === undefined && (missing0 = 'group_id'))
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
        if (data.stream_name !== undefined) {
          let data0 = data.stream_name;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/stream_name',
                    schemaPath: '#/properties/stream_name/minLength',
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
                  instancePath: instancePath + '/stream_name',
                  schemaPath: '#/properties/stream_name/type',
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
          if (data.group_id !== undefined) {
            let data1 = data.group_id;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/group_id',
                      schemaPath: '#/properties/group_id/minLength',
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
                    instancePath: instancePath + '/group_id',
                    schemaPath: '#/properties/group_id/type',
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
            if (data.prefix !== undefined) {
              const _errs6 = errors;
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
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.cursor !== undefined) {
                let data3 = data.cursor;
                const _errs8 = errors;
                if (typeof data3 !== 'string' && data3 !== null) {
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
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.limit !== undefined) {
                  let data4 = data.limit;
                  const _errs10 = errors;
                  if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
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
                  if (errors === _errs10) {
                    if (typeof data4 == 'number' && isFinite(data4)) {
                      if (data4 > 1000 || isNaN(data4)) {
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
                        if (data4 < 1 || isNaN(data4)) {
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
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
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
