/* DO NOT EDIT — generated from schema/contracts/stream/list-items-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StreamListItemsOutput } from '../../../contracts/stream/list-items-output.js';

export const validateStreamListItemsOutput = validate20 as unknown as Validator<StreamListItemsOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/list-items-output.schema.json',
  title: 'StreamListItemsOutput',
  description: "Output of `stream::list_items`: one page of a group's items.",
  type: 'object',
  required: ['items', 'next_cursor'],
  properties: {
    items: {
      description: 'Items of this page, ordered by id.',
      type: 'array',
      items: {
        title: 'StreamItemWithId',
        description: 'One item and its id.',
        type: 'object',
        required: ['id', 'value'],
        properties: {
          id: { description: 'Id of the item in its group.', type: 'string' },
          value: { description: 'Its current value.', $ref: '../../common/json-value.schema.json' },
        },
        additionalProperties: true,
      },
    },
    next_cursor: {
      description: 'Pass as `cursor` to get the next page; null when this page is the last.',
      type: ['string', 'null'],
    },
  },
  additionalProperties: true,
  examples: [{ items: [{ id: 't1', value: { title: 'Write docs' } }], next_cursor: null }],
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
  /*# sourceURL="contracts/stream/list-items-output.schema.json" */ let vErrors = null;
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
        (data.items === undefined && (missing0 = 'items')) ||
        (data.next_cursor === undefined && (missing0 = 'next_cursor'))
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
        if (data.items !== undefined) {
          let data0 = data.items;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0];
                const _errs4 = errors;
                if (errors === _errs4) {
                  if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                    let missing1;
                    if (
                      (data1.id === undefined && (missing1 = 'id')) ||
                      (data1.value === undefined && (missing1 = 'value'))
                    ) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/items/' + i0,
                          schemaPath: '#/properties/items/items/required',
                          keyword: 'required',
                          params: { missingProperty: missing1 },
                          message: "must have required property '" + missing1 + "'",
                        },
                      ];
                      return false;
                    } else {
                      if (data1.id !== undefined) {
                        const _errs7 = errors;
                        if (typeof data1.id !== 'string') {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/items/' + i0 + '/id',
                              schemaPath: '#/properties/items/items/properties/id/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid2 = _errs7 === errors;
                      } else {
                        var valid2 = true;
                      }
                      if (valid2) {
                        if (data1.value !== undefined) {
                          let data3 = data1.value;
                          const _errs9 = errors;
                          if (
                            typeof data3 != 'object' &&
                            typeof data3 !== 'string' &&
                            !(typeof data3 == 'number' && isFinite(data3)) &&
                            typeof data3 !== 'boolean'
                          ) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/items/' + i0 + '/value',
                                schemaPath: '../../common/json-value.schema.json/type',
                                keyword: 'type',
                                params: { type: schema32.type },
                                message: 'must be object,array,string,number,boolean,null',
                              },
                            ];
                            return false;
                          }
                          var valid2 = _errs9 === errors;
                        } else {
                          var valid2 = true;
                        }
                      }
                    }
                  } else {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/items/' + i0,
                        schemaPath: '#/properties/items/items/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      },
                    ];
                    return false;
                  }
                }
                var valid1 = _errs4 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate20.errors = [
                {
                  instancePath: instancePath + '/items',
                  schemaPath: '#/properties/items/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
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
          if (data.next_cursor !== undefined) {
            let data4 = data.next_cursor;
            const _errs12 = errors;
            if (typeof data4 !== 'string' && data4 !== null) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/next_cursor',
                  schemaPath: '#/properties/next_cursor/type',
                  keyword: 'type',
                  params: { type: schema31.properties.next_cursor.type },
                  message: 'must be string,null',
                },
              ];
              return false;
            }
            var valid0 = _errs12 === errors;
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
