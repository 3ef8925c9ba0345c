/* DO NOT EDIT — generated from schema/contracts/stream/send-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StreamSendInput } from '../../../contracts/stream/send-input.js';

export const validateStreamSendInput = validate20 as unknown as Validator<StreamSendInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/send-input.schema.json',
  title: 'StreamSendInput',
  description:
    'Input of `stream::send`: push a custom event to the subscribers of a group (or of one item with `id`); nothing is stored. The output is null.',
  type: 'object',
  required: ['stream_name', 'group_id', 'type'],
  properties: {
    stream_name: { description: 'Stream of the group.', type: 'string', minLength: 1 },
    group_id: { description: 'Group whose subscribers get the event.', type: 'string', minLength: 1 },
    id: {
      description: 'Item the event is about; subscribers of the group and of that item get it.',
      type: 'string',
    },
    type: { description: 'The custom event type.', type: 'string', minLength: 1 },
    data: { description: "The event's data.", $ref: '../../common/json-value.schema.json' },
  },
  additionalProperties: true,
  examples: [{ stream_name: 'chat', group_id: 'room-1', type: 'typing', data: { user: 'ada' } }],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
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
  /*# sourceURL="contracts/stream/send-input.schema.json" */ let vErrors = null;
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
        (data.type === undefined && (missing0 = 'type'))
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
            if (data.id !== undefined) {
              const _errs6 = errors;
              if (typeof data.id !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/id',
                    schemaPath: '#/properties/id/type',
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
              if (data.type !== undefined) {
                let data3 = data.type;
                const _errs8 = errors;
                if (errors === _errs8) {
                  if (typeof data3 === 'string') {
                    if (func1(data3) < 1) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/type',
                          schemaPath: '#/properties/type/minLength',
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
                        instancePath: instancePath + '/type',
                        schemaPath: '#/properties/type/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.data !== undefined) {
                  let data4 = data.data;
                  const _errs10 = errors;
                  if (
                    typeof data4 != 'object' &&
                    typeof data4 !== 'string' &&
                    !(typeof data4 == 'number' && isFinite(data4)) &&
                    typeof data4 !== 'boolean'
                  ) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/data',
                        schemaPath: '../../common/json-value.schema.json/type',
                        keyword: 'type',
                        params: { type: schema32.type },
                        message: 'must be object,array,string,number,boolean,null',
                      },
                    ];
                    return false;
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
