/* DO NOT EDIT — generated from schema/stream-wire/live-streams.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { LiveStreamStats } from '../../stream-wire/live-streams.js';

export const validateLiveStreamStats = validate20 as unknown as Validator<LiveStreamStats>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/live-streams.schema.json',
  title: 'LiveStreamStats',
  description:
    "`data` of the `stats` events of `svc:live` group `streams`: this socket server's traffic, sent once per `live_interval_ms` while it changes.",
  type: 'object',
  required: ['sockets', 'subscriptions', 'total', 'inbound', 'outbound', 'buffered_bytes', 'dropped'],
  properties: {
    sockets: { description: 'Client sockets open now.', type: 'integer', minimum: 0 },
    subscriptions: { description: 'Subscriptions held now.', type: 'integer', minimum: 0 },
    total: {
      description: 'Frames received and sent since the engine started: `inbound` + `outbound`.',
      type: 'integer',
      minimum: 0,
    },
    inbound: {
      description: 'Frames received from clients since the engine started.',
      type: 'integer',
      minimum: 0,
    },
    outbound: {
      description: 'Frames sent to clients since the engine started.',
      type: 'integer',
      minimum: 0,
    },
    buffered_bytes: {
      description: 'Bytes waiting to be written to all sockets now.',
      type: 'integer',
      minimum: 0,
    },
    dropped: {
      description: 'Sockets closed because they could not keep up (4010), since the engine started.',
      type: 'integer',
      minimum: 0,
    },
  },
  additionalProperties: true,
  examples: [
    { sockets: 2, subscriptions: 3, total: 130, inbound: 10, outbound: 120, buffered_bytes: 0, dropped: 0 },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="stream-wire/live-streams.schema.json" */ let vErrors = null;
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
        (data.sockets === undefined && (missing0 = 'sockets')) ||
        (data.subscriptions === undefined && (missing0 = 'subscriptions')) ||
        (data.total === undefined && (missing0 = 'total')) ||
        (data.inbound === undefined && (missing0 = 'inbound')) ||
        (data.outbound === undefined && (missing0 = 'outbound')) ||
        (data.buffered_bytes === undefined && (missing0 = 'buffered_bytes')) ||
        (data.dropped === undefined && (missing0 = 'dropped'))
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
        if (data.sockets !== undefined) {
          let data0 = data.sockets;
          const _errs2 = errors;
          if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
            validate20.errors = [
              {
                instancePath: instancePath + '/sockets',
                schemaPath: '#/properties/sockets/type',
                keyword: 'type',
                params: { type: 'integer' },
                message: 'must be integer',
              },
            ];
            return false;
          }
          if (errors === _errs2) {
            if (typeof data0 == 'number' && isFinite(data0)) {
              if (data0 < 0 || isNaN(data0)) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/sockets',
                    schemaPath: '#/properties/sockets/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 0 },
                    message: 'must be >= 0',
                  },
                ];
                return false;
              }
            }
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.subscriptions !== undefined) {
            let data1 = data.subscriptions;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/subscriptions',
                  schemaPath: '#/properties/subscriptions/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                },
              ];
              return false;
            }
            if (errors === _errs4) {
              if (typeof data1 == 'number' && isFinite(data1)) {
                if (data1 < 0 || isNaN(data1)) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/subscriptions',
                      schemaPath: '#/properties/subscriptions/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    },
                  ];
                  return false;
                }
              }
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.total !== undefined) {
              let data2 = data.total;
              const _errs6 = errors;
              if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/total',
                    schemaPath: '#/properties/total/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  },
                ];
                return false;
              }
              if (errors === _errs6) {
                if (typeof data2 == 'number' && isFinite(data2)) {
                  if (data2 < 0 || isNaN(data2)) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/total',
                        schemaPath: '#/properties/total/minimum',
                        keyword: 'minimum',
                        params: { comparison: '>=', limit: 0 },
                        message: 'must be >= 0',
                      },
                    ];
                    return false;
                  }
                }
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.inbound !== undefined) {
                let data3 = data.inbound;
                const _errs8 = errors;
                if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/inbound',
                      schemaPath: '#/properties/inbound/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs8) {
                  if (typeof data3 == 'number' && isFinite(data3)) {
                    if (data3 < 0 || isNaN(data3)) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/inbound',
                          schemaPath: '#/properties/inbound/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 0 },
                          message: 'must be >= 0',
                        },
                      ];
                      return false;
                    }
                  }
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.outbound !== undefined) {
                  let data4 = data.outbound;
                  const _errs10 = errors;
                  if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/outbound',
                        schemaPath: '#/properties/outbound/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      },
                    ];
                    return false;
                  }
                  if (errors === _errs10) {
                    if (typeof data4 == 'number' && isFinite(data4)) {
                      if (data4 < 0 || isNaN(data4)) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/outbound',
                            schemaPath: '#/properties/outbound/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 0 },
                            message: 'must be >= 0',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.buffered_bytes !== undefined) {
                    let data5 = data.buffered_bytes;
                    const _errs12 = errors;
                    if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/buffered_bytes',
                          schemaPath: '#/properties/buffered_bytes/type',
                          keyword: 'type',
                          params: { type: 'integer' },
                          message: 'must be integer',
                        },
                      ];
                      return false;
                    }
                    if (errors === _errs12) {
                      if (typeof data5 == 'number' && isFinite(data5)) {
                        if (data5 < 0 || isNaN(data5)) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/buffered_bytes',
                              schemaPath: '#/properties/buffered_bytes/minimum',
                              keyword: 'minimum',
                              params: { comparison: '>=', limit: 0 },
                              message: 'must be >= 0',
                            },
                          ];
                          return false;
                        }
                      }
                    }
                    var valid0 = _errs12 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.dropped !== undefined) {
                      let data6 = data.dropped;
                      const _errs14 = errors;
                      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/dropped',
                            schemaPath: '#/properties/dropped/type',
                            keyword: 'type',
                            params: { type: 'integer' },
                            message: 'must be integer',
                          },
                        ];
                        return false;
                      }
                      if (errors === _errs14) {
                        if (typeof data6 == 'number' && isFinite(data6)) {
                          if (data6 < 0 || isNaN(data6)) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/dropped',
                                schemaPath: '#/properties/dropped/minimum',
                                keyword: 'minimum',
                                params: { comparison: '>=', limit: 0 },
                                message: 'must be >= 0',
                              },
                            ];
                            return false;
                          }
                        }
                      }
                      var valid0 = _errs14 === errors;
                    } else {
                      var valid0 = true;
                    }
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
