/* DO NOT EDIT — generated from schema/contracts/stream-event.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { StreamEvent } from '../../contracts/stream-event.js';

export const validateStreamEvent = validate20 as unknown as Validator<StreamEvent>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream-event.schema.json',
  title: 'StreamEvent',
  description:
    "Payload a `stream` trigger's handler receives, and the frame stream subscribers receive. Keys are camelCase, as in the iii protocol.",
  type: 'object',
  required: ['type', 'timestamp', 'streamName', 'groupId', 'event'],
  properties: {
    type: { description: 'Always `stream`.', const: 'stream' },
    timestamp: {
      description: 'When the change happened, in milliseconds since the Unix epoch.',
      type: 'integer',
    },
    streamName: { description: 'Stream of the item.', type: 'string' },
    groupId: { description: 'Group of the item.', type: 'string' },
    id: { description: 'Item id; absent for group-wide events.', type: 'string' },
    event: {
      description: 'What happened.',
      type: 'object',
      required: ['type'],
      properties: {
        type: {
          description:
            '`create`, `update`, `delete`, `event` (a custom event sent with `stream::send`); subscribers also see `sync` and `unauthorized`.',
          enum: ['create', 'update', 'delete', 'event', 'sync', 'unauthorized'],
        },
        data: {
          description: "The item's value after the change, or the snapshot for `sync`.",
          $ref: '../common/json-value.schema.json',
        },
        event: {
          description: 'For `event`: the custom event, `{type, data}`.',
          $ref: '../common/json-value.schema.json',
        },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'stream',
      timestamp: 1760000000000,
      streamName: 'todo',
      groupId: 'inbox',
      id: 't1',
      event: { type: 'update', data: { title: 'x' } },
    },
    {
      type: 'stream',
      timestamp: 1760000000000,
      streamName: 'chat',
      groupId: 'room-1',
      event: { type: 'event', event: { type: 'typing', data: { user: 'ada' } } },
    },
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
  /*# sourceURL="contracts/stream-event.schema.json" */ let vErrors = null;
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
        (data.type === undefined && (missing0 = 'type')) ||
        (data.timestamp === undefined && (missing0 = 'timestamp')) ||
        (data.streamName === undefined && (missing0 = 'streamName')) ||
        (data.groupId === undefined && (missing0 = 'groupId')) ||
        (data.event === undefined && (missing0 = 'event'))
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('stream' !== data.type) {
            validate20.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'stream' },
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
          if (data.timestamp !== undefined) {
            let data1 = data.timestamp;
            const _errs3 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/timestamp',
                  schemaPath: '#/properties/timestamp/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.streamName !== undefined) {
              const _errs5 = errors;
              if (typeof data.streamName !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/streamName',
                    schemaPath: '#/properties/streamName/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.groupId !== undefined) {
                const _errs7 = errors;
                if (typeof data.groupId !== 'string') {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/groupId',
                      schemaPath: '#/properties/groupId/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.id !== undefined) {
                  const _errs9 = errors;
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
                  var valid0 = _errs9 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.event !== undefined) {
                    let data5 = data.event;
                    const _errs11 = errors;
                    if (errors === _errs11) {
                      if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
                        let missing1;
                        if (data5.type === undefined && (missing1 = 'type')) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/event',
                              schemaPath: '#/properties/event/required',
                              keyword: 'required',
                              params: { missingProperty: missing1 },
                              message: "must have required property '" + missing1 + "'",
                            },
                          ];
                          return false;
                        } else {
                          if (data5.type !== undefined) {
                            let data6 = data5.type;
                            const _errs14 = errors;
                            if (!(
                              data6 === 'create' ||
                              data6 === 'update' ||
                              data6 === 'delete' ||
                              data6 === 'event' ||
                              data6 === 'sync' ||
                              data6 === 'unauthorized'
                            )) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/event/type',
                                  schemaPath: '#/properties/event/properties/type/enum',
                                  keyword: 'enum',
                                  params: { allowedValues: schema31.properties.event.properties.type.enum },
                                  message: 'must be equal to one of the allowed values',
                                },
                              ];
                              return false;
                            }
                            var valid1 = _errs14 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data5.data !== undefined) {
                              let data7 = data5.data;
                              const _errs15 = errors;
                              if (
                                typeof data7 != 'object' &&
                                typeof data7 !== 'string' &&
                                !(typeof data7 == 'number' && isFinite(data7)) &&
                                typeof data7 !== 'boolean'
                              ) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/event/data',
                                    schemaPath: '../common/json-value.schema.json/type',
                                    keyword: 'type',
                                    params: { type: schema32.type },
                                    message: 'must be object,array,string,number,boolean,null',
                                  },
                                ];
                                return false;
                              }
                              var valid1 = _errs15 === errors;
                            } else {
                              var valid1 = true;
                            }
                            if (valid1) {
                              if (data5.event !== undefined) {
                                let data8 = data5.event;
                                const _errs18 = errors;
                                if (
                                  typeof data8 != 'object' &&
                                  typeof data8 !== 'string' &&
                                  !(typeof data8 == 'number' && isFinite(data8)) &&
                                  typeof data8 !== 'boolean'
                                ) {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/event/event',
                                      schemaPath: '../common/json-value.schema.json/type',
                                      keyword: 'type',
                                      params: { type: schema32.type },
                                      message: 'must be object,array,string,number,boolean,null',
                                    },
                                  ];
                                  return false;
                                }
                                var valid1 = _errs18 === errors;
                              } else {
                                var valid1 = true;
                              }
                            }
                          }
                        }
                      } else {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/event',
                            schemaPath: '#/properties/event/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs11 === errors;
                  } else {
                    var valid0 = true;
                  }
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
