/* DO NOT EDIT — generated from schema/contracts/channels/create-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ChannelsCreateOutput } from '../../../contracts/channels/create-output.js';

export const validateChannelsCreateOutput = validate20 as unknown as Validator<ChannelsCreateOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/channels/create-output.schema.json',
  title: 'ChannelsCreateOutput',
  description:
    'Output of `engine::channels::create`: the two references to the new channel; hand one to another function in a payload.',
  type: 'object',
  required: ['writer', 'reader'],
  properties: {
    writer: {
      description: 'The side that sends (`direction: write`).',
      $ref: '../../common/channel-ref.schema.json',
    },
    reader: {
      description: 'The side that receives (`direction: read`).',
      $ref: '../../common/channel-ref.schema.json',
    },
  },
  additionalProperties: false,
  examples: [
    {
      writer: {
        channel_id: '0b8f3c1e-9a4d-4f7e-8c2a-5d6e7f809102',
        access_key: 'w-kq3Xr9b2',
        direction: 'write',
      },
      reader: {
        channel_id: '0b8f3c1e-9a4d-4f7e-8c2a-5d6e7f809102',
        access_key: 'r-7Hs2pQ1z',
        direction: 'read',
      },
    },
  ],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/channel-ref.schema.json',
  title: 'ChannelRef',
  description:
    'A reference to one end of a streaming channel. SDKs turn any object of this shape inside a payload into a reader or writer that connects to `<engine url>/ws/channels/<channel_id>?key=<access_key>&dir=<direction>` on first use.',
  type: 'object',
  required: ['channel_id', 'access_key', 'direction'],
  properties: {
    channel_id: { description: 'Id of the channel.', type: 'string', minLength: 1 },
    access_key: {
      description: 'Secret that authorises this end of the channel.',
      type: 'string',
      minLength: 1,
    },
    direction: { description: 'Which end this reference opens.', enum: ['read', 'write'] },
  },
  additionalProperties: true,
  examples: [{ channel_id: 'c1', access_key: 'k1', direction: 'read' }],
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
  /*# sourceURL="contracts/channels/create-output.schema.json" */ let vErrors = null;
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
        (data.writer === undefined && (missing0 = 'writer')) ||
        (data.reader === undefined && (missing0 = 'reader'))
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
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'writer' || key0 === 'reader')) {
            validate20.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.writer !== undefined) {
            let data0 = data.writer;
            const _errs2 = errors;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
                let missing1;
                if (
                  (data0.channel_id === undefined && (missing1 = 'channel_id')) ||
                  (data0.access_key === undefined && (missing1 = 'access_key')) ||
                  (data0.direction === undefined && (missing1 = 'direction'))
                ) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/writer',
                      schemaPath: '../../common/channel-ref.schema.json/required',
                      keyword: 'required',
                      params: { missingProperty: missing1 },
                      message: "must have required property '" + missing1 + "'",
                    },
                  ];
                  return false;
                } else {
                  if (data0.channel_id !== undefined) {
                    let data1 = data0.channel_id;
                    const _errs6 = errors;
                    if (errors === _errs6) {
                      if (typeof data1 === 'string') {
                        if (func1(data1) < 1) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/writer/channel_id',
                              schemaPath:
                                '../../common/channel-ref.schema.json/properties/channel_id/minLength',
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
                            instancePath: instancePath + '/writer/channel_id',
                            schemaPath: '../../common/channel-ref.schema.json/properties/channel_id/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid2 = _errs6 === errors;
                  } else {
                    var valid2 = true;
                  }
                  if (valid2) {
                    if (data0.access_key !== undefined) {
                      let data2 = data0.access_key;
                      const _errs8 = errors;
                      if (errors === _errs8) {
                        if (typeof data2 === 'string') {
                          if (func1(data2) < 1) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/writer/access_key',
                                schemaPath:
                                  '../../common/channel-ref.schema.json/properties/access_key/minLength',
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
                              instancePath: instancePath + '/writer/access_key',
                              schemaPath: '../../common/channel-ref.schema.json/properties/access_key/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid2 = _errs8 === errors;
                    } else {
                      var valid2 = true;
                    }
                    if (valid2) {
                      if (data0.direction !== undefined) {
                        let data3 = data0.direction;
                        const _errs10 = errors;
                        if (!(data3 === 'read' || data3 === 'write')) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/writer/direction',
                              schemaPath: '../../common/channel-ref.schema.json/properties/direction/enum',
                              keyword: 'enum',
                              params: { allowedValues: schema32.properties.direction.enum },
                              message: 'must be equal to one of the allowed values',
                            },
                          ];
                          return false;
                        }
                        var valid2 = _errs10 === errors;
                      } else {
                        var valid2 = true;
                      }
                    }
                  }
                }
              } else {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/writer',
                    schemaPath: '../../common/channel-ref.schema.json/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
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
            if (data.reader !== undefined) {
              let data4 = data.reader;
              const _errs11 = errors;
              const _errs12 = errors;
              if (errors === _errs12) {
                if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
                  let missing2;
                  if (
                    (data4.channel_id === undefined && (missing2 = 'channel_id')) ||
                    (data4.access_key === undefined && (missing2 = 'access_key')) ||
                    (data4.direction === undefined && (missing2 = 'direction'))
                  ) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/reader',
                        schemaPath: '../../common/channel-ref.schema.json/required',
                        keyword: 'required',
                        params: { missingProperty: missing2 },
                        message: "must have required property '" + missing2 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data4.channel_id !== undefined) {
                      let data5 = data4.channel_id;
                      const _errs15 = errors;
                      if (errors === _errs15) {
                        if (typeof data5 === 'string') {
                          if (func1(data5) < 1) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/reader/channel_id',
                                schemaPath:
                                  '../../common/channel-ref.schema.json/properties/channel_id/minLength',
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
                              instancePath: instancePath + '/reader/channel_id',
                              schemaPath: '../../common/channel-ref.schema.json/properties/channel_id/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid4 = _errs15 === errors;
                    } else {
                      var valid4 = true;
                    }
                    if (valid4) {
                      if (data4.access_key !== undefined) {
                        let data6 = data4.access_key;
                        const _errs17 = errors;
                        if (errors === _errs17) {
                          if (typeof data6 === 'string') {
                            if (func1(data6) < 1) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/reader/access_key',
                                  schemaPath:
                                    '../../common/channel-ref.schema.json/properties/access_key/minLength',
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
                                instancePath: instancePath + '/reader/access_key',
                                schemaPath: '../../common/channel-ref.schema.json/properties/access_key/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid4 = _errs17 === errors;
                      } else {
                        var valid4 = true;
                      }
                      if (valid4) {
                        if (data4.direction !== undefined) {
                          let data7 = data4.direction;
                          const _errs19 = errors;
                          if (!(data7 === 'read' || data7 === 'write')) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/reader/direction',
                                schemaPath: '../../common/channel-ref.schema.json/properties/direction/enum',
                                keyword: 'enum',
                                params: { allowedValues: schema32.properties.direction.enum },
                                message: 'must be equal to one of the allowed values',
                              },
                            ];
                            return false;
                          }
                          var valid4 = _errs19 === errors;
                        } else {
                          var valid4 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/reader',
                      schemaPath: '../../common/channel-ref.schema.json/type',
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
