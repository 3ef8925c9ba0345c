/* DO NOT EDIT — generated from schema/contracts/stream/delete-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StreamDeleteInput } from '../../../contracts/stream/delete-input.js';

export const validateStreamDeleteInput = validate20 as unknown as Validator<StreamDeleteInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/delete-input.schema.json',
  title: 'StreamDeleteInput',
  description: 'Input of `stream::delete`: remove one item; subscribers of the group see `delete`.',
  type: 'object',
  required: ['stream_name', 'group_id', 'item_id'],
  properties: {
    stream_name: { description: 'Stream of the item.', type: 'string', minLength: 1 },
    group_id: { description: 'Group of the item within its stream.', type: 'string', minLength: 1 },
    item_id: { description: 'Id of the item within its group.', type: 'string', minLength: 1 },
  },
  additionalProperties: true,
  examples: [{ stream_name: 'todo', group_id: 'inbox', item_id: 't1' }],
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
  /*# sourceURL="contracts/stream/delete-input.schema.json" */ let vErrors = null;
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
        (data.group_id === undefined && (missing0 = 'group_id')) ||
        (data.item_id === undefined && (missing0 = 'item_id'))
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
            if (data.item_id !== undefined) {
              let data2 = data.item_id;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (typeof data2 === 'string') {
                  if (func1(data2) < 1) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/item_id',
                        schemaPath: '#/properties/item_id/minLength',
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
                      instancePath: instancePath + '/item_id',
                      schemaPath: '#/properties/item_id/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
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
