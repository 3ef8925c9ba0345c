/* DO NOT EDIT — generated from schema/stream-wire/client-message.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { StreamClientMessage } from '../../stream-wire/client-message.js';

export const validateStreamClientMessage = validate20 as unknown as Validator<StreamClientMessage>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/client-message.schema.json',
  title: 'StreamClientMessage',
  description:
    "A frame a client sends on svc-stream's socket (port 3112, path `/`): join or leave a group, or one item of it. Every field of `data` but `id` is required; a frame that fails this schema gets `stream-wire/error-frame`, never silence.",
  type: 'object',
  required: ['type', 'data'],
  properties: {
    type: {
      description:
        '`join` starts a subscription (the server answers `sync` or `unauthorized`); `leave` ends one.',
      enum: ['join', 'leave'],
    },
    data: {
      title: 'StreamSubscription',
      description: 'The subscription.',
      type: 'object',
      required: ['subscriptionId', 'streamName', 'groupId'],
      properties: {
        subscriptionId: {
          description:
            "The client's id for the subscription, unique on its socket; a second join with it replaces the first.",
          type: 'string',
          minLength: 1,
        },
        streamName: { description: 'Stream to follow.', type: 'string', minLength: 1 },
        groupId: { description: 'Group of the stream to follow.', type: 'string', minLength: 1 },
        id: { description: 'Only this item of the group.', type: 'string', minLength: 1 },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    { type: 'join', data: { subscriptionId: 's1', streamName: 'todo', groupId: 'inbox' } },
    { type: 'leave', data: { subscriptionId: 's1', streamName: 'todo', groupId: 'inbox', id: 't1' } },
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
  /*# sourceURL="stream-wire/client-message.schema.json" */ let vErrors = null;
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
        (data.data === undefined && (missing0 = 'data'))
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
          let data0 = data.type;
          const _errs2 = errors;
          if (!(data0 === 'join' || data0 === 'leave')) {
            validate20.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/enum',
                keyword: 'enum',
                params: { allowedValues: schema31.properties.type.enum },
                message: 'must be equal to one of the allowed values',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.data !== undefined) {
            let data1 = data.data;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                let missing1;
                if (
                  (data1.subscriptionId === undefined && (missing1 = 'subscriptionId')) ||
                  (data1.streamName === undefined && (missing1 = 'streamName')) ||
                  (data1.groupId === undefined && (missing1 = 'groupId'))
                ) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/data',
                      schemaPath: '#/properties/data/required',
                      keyword: 'required',
                      params: { missingProperty: missing1 },
                      message: "must have required property '" + missing1 + "'",
                    },
                  ];
                  return false;
                } else {
                  if (data1.subscriptionId !== undefined) {
                    let data2 = data1.subscriptionId;
                    const _errs6 = errors;
                    if (errors === _errs6) {
                      if (typeof data2 === 'string') {
                        if (func1(data2) < 1) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/data/subscriptionId',
                              schemaPath: '#/properties/data/properties/subscriptionId/minLength',
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
                            instancePath: instancePath + '/data/subscriptionId',
                            schemaPath: '#/properties/data/properties/subscriptionId/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid1 = _errs6 === errors;
                  } else {
                    var valid1 = true;
                  }
                  if (valid1) {
                    if (data1.streamName !== undefined) {
                      let data3 = data1.streamName;
                      const _errs8 = errors;
                      if (errors === _errs8) {
                        if (typeof data3 === 'string') {
                          if (func1(data3) < 1) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/data/streamName',
                                schemaPath: '#/properties/data/properties/streamName/minLength',
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
                              instancePath: instancePath + '/data/streamName',
                              schemaPath: '#/properties/data/properties/streamName/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid1 = _errs8 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data1.groupId !== undefined) {
                        let data4 = data1.groupId;
                        const _errs10 = errors;
                        if (errors === _errs10) {
                          if (typeof data4 === 'string') {
                            if (func1(data4) < 1) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/data/groupId',
                                  schemaPath: '#/properties/data/properties/groupId/minLength',
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
                                instancePath: instancePath + '/data/groupId',
                                schemaPath: '#/properties/data/properties/groupId/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid1 = _errs10 === errors;
                      } else {
                        var valid1 = true;
                      }
                      if (valid1) {
                        if (data1.id !== undefined) {
                          let data5 = data1.id;
                          const _errs12 = errors;
                          if (errors === _errs12) {
                            if (typeof data5 === 'string') {
                              if (func1(data5) < 1) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/data/id',
                                    schemaPath: '#/properties/data/properties/id/minLength',
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
                                  instancePath: instancePath + '/data/id',
                                  schemaPath: '#/properties/data/properties/id/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid1 = _errs12 === errors;
                        } else {
                          var valid1 = true;
                        }
                      }
                    }
                  }
                }
              } else {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/data',
                    schemaPath: '#/properties/data/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
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
