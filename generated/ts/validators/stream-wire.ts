/* DO NOT EDIT — generated from schema/stream-wire/ by make generate */
// @ts-nocheck: the body is ajv output; the exports carry the types.
import type { Validator } from '../validator.js';
import type { StreamClientMessage } from '../stream-wire/client-message.js';
import type { StreamErrorFrame } from '../stream-wire/error-frame.js';
import type { LiveInvocationStats } from '../stream-wire/live-invocations.js';
import type { LiveRegistryChanges } from '../stream-wire/live-registry.js';
import type { LiveStreamStats } from '../stream-wire/live-streams.js';

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
export const validateStreamErrorFrame = validate21 as unknown as Validator<StreamErrorFrame>;
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/error-frame.schema.json',
  title: 'StreamErrorFrame',
  description:
    "What svc-stream's socket answers a frame it cannot act on (not JSON, failing `stream-wire/client-message`, too many subscriptions). The socket stays open.",
  type: 'object',
  required: ['type', 'error'],
  properties: {
    type: { description: 'Always `error`.', const: 'error' },
    subscriptionId: { description: 'The subscription the frame named, when it named one.', type: 'string' },
    error: {
      title: 'StreamError',
      description: 'What was wrong.',
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: {
          description: '`invalid_message` or `too_many_subscriptions` (docs/errors.md).',
          type: 'string',
        },
        message: {
          description: "The reason, naming the field (e.g. `/data must have required property 'groupId'`).",
          type: 'string',
        },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'error',
      error: { code: 'invalid_message', message: "/data must have required property 'groupId'" },
    },
  ],
};
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="stream-wire/error-frame.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
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
        (data.error === undefined && (missing0 = 'error'))
      ) {
        validate21.errors = [
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
          if ('error' !== data.type) {
            validate21.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'error' },
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
          if (data.subscriptionId !== undefined) {
            const _errs3 = errors;
            if (typeof data.subscriptionId !== 'string') {
              validate21.errors = [
                {
                  instancePath: instancePath + '/subscriptionId',
                  schemaPath: '#/properties/subscriptionId/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.error !== undefined) {
              let data2 = data.error;
              const _errs5 = errors;
              if (errors === _errs5) {
                if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
                  let missing1;
                  if (
                    (data2.code === undefined && (missing1 = 'code')) ||
                    (data2.message === undefined && (missing1 = 'message'))
                  ) {
                    validate21.errors = [
                      {
                        instancePath: instancePath + '/error',
                        schemaPath: '#/properties/error/required',
                        keyword: 'required',
                        params: { missingProperty: missing1 },
                        message: "must have required property '" + missing1 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data2.code !== undefined) {
                      const _errs8 = errors;
                      if (typeof data2.code !== 'string') {
                        validate21.errors = [
                          {
                            instancePath: instancePath + '/error/code',
                            schemaPath: '#/properties/error/properties/code/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                      var valid1 = _errs8 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data2.message !== undefined) {
                        const _errs10 = errors;
                        if (typeof data2.message !== 'string') {
                          validate21.errors = [
                            {
                              instancePath: instancePath + '/error/message',
                              schemaPath: '#/properties/error/properties/message/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid1 = _errs10 === errors;
                      } else {
                        var valid1 = true;
                      }
                    }
                  }
                } else {
                  validate21.errors = [
                    {
                      instancePath: instancePath + '/error',
                      schemaPath: '#/properties/error/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate21.errors = [
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
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateLiveInvocationStats = validate22 as unknown as Validator<LiveInvocationStats>;
const schema33 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/live-invocations.schema.json',
  title: 'LiveInvocationStats',
  description:
    '`data` of the `stats` events of `svc:live` group `invocations`: the invocations that ended in the last window, sent once per `live_interval_ms` while any ran or were active.',
  type: 'object',
  required: [
    'window_ms',
    'total',
    'ok',
    'error',
    'per_second',
    'latency_ms',
    'by_function',
    'active_by_worker',
  ],
  properties: {
    window_ms: { description: 'Length of the window, in milliseconds.', type: 'integer', minimum: 0 },
    total: { description: 'Invocations that ended in the window.', type: 'integer', minimum: 0 },
    ok: { description: 'Of which ended with a result.', type: 'integer', minimum: 0 },
    error: { description: 'Of which ended with an error.', type: 'integer', minimum: 0 },
    per_second: { description: '`total` scaled to one second.', type: 'number', minimum: 0 },
    latency_ms: {
      title: 'LiveLatency',
      description: 'Durations of the invocations of the window, in milliseconds (0 when none ended).',
      type: 'object',
      required: ['p50', 'p95', 'p99'],
      properties: {
        p50: { description: 'Median.', type: 'number' },
        p95: { description: '95th percentile.', type: 'number' },
        p99: { description: '99th percentile.', type: 'number' },
      },
      additionalProperties: true,
    },
    by_function: {
      description: 'Per function id: `[total, ok, error]` of the window; the 100 busiest functions.',
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'integer' } },
    },
    active_by_worker: {
      description: 'Per worker id: invocations it runs now (only workers running any).',
      type: 'object',
      additionalProperties: { type: 'integer' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      window_ms: 250,
      total: 3,
      ok: 2,
      error: 1,
      per_second: 12,
      latency_ms: { p50: 1.2, p95: 3, p99: 3 },
      by_function: { 'math::add': [3, 2, 1] },
      active_by_worker: {},
    },
  ],
};
function validate22(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="stream-wire/live-invocations.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
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
        (data.window_ms === undefined && (missing0 = 'window_ms')) ||
        (data.total === undefined && (missing0 = 'total')) ||
        (data.ok === undefined && (missing0 = 'ok')) ||
        (data.error === undefined && (missing0 = 'error')) ||
        (data.per_second === undefined && (missing0 = 'per_second')) ||
        (data.latency_ms === undefined && (missing0 = 'latency_ms')) ||
        (data.by_function === undefined && (missing0 = 'by_function')) ||
        (data.active_by_worker === undefined && (missing0 = 'active_by_worker'))
      ) {
        validate22.errors = [
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
        if (data.window_ms !== undefined) {
          let data0 = data.window_ms;
          const _errs2 = errors;
          if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
            validate22.errors = [
              {
                instancePath: instancePath + '/window_ms',
                schemaPath: '#/properties/window_ms/type',
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
                validate22.errors = [
                  {
                    instancePath: instancePath + '/window_ms',
                    schemaPath: '#/properties/window_ms/minimum',
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
          if (data.total !== undefined) {
            let data1 = data.total;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate22.errors = [
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
            if (errors === _errs4) {
              if (typeof data1 == 'number' && isFinite(data1)) {
                if (data1 < 0 || isNaN(data1)) {
                  validate22.errors = [
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
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.ok !== undefined) {
              let data2 = data.ok;
              const _errs6 = errors;
              if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                validate22.errors = [
                  {
                    instancePath: instancePath + '/ok',
                    schemaPath: '#/properties/ok/type',
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
                    validate22.errors = [
                      {
                        instancePath: instancePath + '/ok',
                        schemaPath: '#/properties/ok/minimum',
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
              if (data.error !== undefined) {
                let data3 = data.error;
                const _errs8 = errors;
                if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                  validate22.errors = [
                    {
                      instancePath: instancePath + '/error',
                      schemaPath: '#/properties/error/type',
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
                      validate22.errors = [
                        {
                          instancePath: instancePath + '/error',
                          schemaPath: '#/properties/error/minimum',
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
                if (data.per_second !== undefined) {
                  let data4 = data.per_second;
                  const _errs10 = errors;
                  if (errors === _errs10) {
                    if (typeof data4 == 'number' && isFinite(data4)) {
                      if (data4 < 0 || isNaN(data4)) {
                        validate22.errors = [
                          {
                            instancePath: instancePath + '/per_second',
                            schemaPath: '#/properties/per_second/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 0 },
                            message: 'must be >= 0',
                          },
                        ];
                        return false;
                      }
                    } else {
                      validate22.errors = [
                        {
                          instancePath: instancePath + '/per_second',
                          schemaPath: '#/properties/per_second/type',
                          keyword: 'type',
                          params: { type: 'number' },
                          message: 'must be number',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.latency_ms !== undefined) {
                    let data5 = data.latency_ms;
                    const _errs12 = errors;
                    if (errors === _errs12) {
                      if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
                        let missing1;
                        if (
                          (data5.p50 === undefined && (missing1 = 'p50')) ||
                          (data5.p95 === undefined && (missing1 = 'p95')) ||
                          (data5.p99 === undefined && (missing1 = 'p99'))
                        ) {
                          validate22.errors = [
                            {
                              instancePath: instancePath + '/latency_ms',
                              schemaPath: '#/properties/latency_ms/required',
                              keyword: 'required',
                              params: { missingProperty: missing1 },
                              message: "must have required property '" + missing1 + "'",
                            },
                          ];
                          return false;
                        } else {
                          if (data5.p50 !== undefined) {
                            let data6 = data5.p50;
                            const _errs15 = errors;
                            if (!(typeof data6 == 'number' && isFinite(data6))) {
                              validate22.errors = [
                                {
                                  instancePath: instancePath + '/latency_ms/p50',
                                  schemaPath: '#/properties/latency_ms/properties/p50/type',
                                  keyword: 'type',
                                  params: { type: 'number' },
                                  message: 'must be number',
                                },
                              ];
                              return false;
                            }
                            var valid1 = _errs15 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data5.p95 !== undefined) {
                              let data7 = data5.p95;
                              const _errs17 = errors;
                              if (!(typeof data7 == 'number' && isFinite(data7))) {
                                validate22.errors = [
                                  {
                                    instancePath: instancePath + '/latency_ms/p95',
                                    schemaPath: '#/properties/latency_ms/properties/p95/type',
                                    keyword: 'type',
                                    params: { type: 'number' },
                                    message: 'must be number',
                                  },
                                ];
                                return false;
                              }
                              var valid1 = _errs17 === errors;
                            } else {
                              var valid1 = true;
                            }
                            if (valid1) {
                              if (data5.p99 !== undefined) {
                                let data8 = data5.p99;
                                const _errs19 = errors;
                                if (!(typeof data8 == 'number' && isFinite(data8))) {
                                  validate22.errors = [
                                    {
                                      instancePath: instancePath + '/latency_ms/p99',
                                      schemaPath: '#/properties/latency_ms/properties/p99/type',
                                      keyword: 'type',
                                      params: { type: 'number' },
                                      message: 'must be number',
                                    },
                                  ];
                                  return false;
                                }
                                var valid1 = _errs19 === errors;
                              } else {
                                var valid1 = true;
                              }
                            }
                          }
                        }
                      } else {
                        validate22.errors = [
                          {
                            instancePath: instancePath + '/latency_ms',
                            schemaPath: '#/properties/latency_ms/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs12 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.by_function !== undefined) {
                      let data9 = data.by_function;
                      const _errs21 = errors;
                      if (errors === _errs21) {
                        if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
                          for (const key0 in data9) {
                            let data10 = data9[key0];
                            const _errs24 = errors;
                            if (errors === _errs24) {
                              if (Array.isArray(data10)) {
                                var valid3 = true;
                                const len0 = data10.length;
                                for (let i0 = 0; i0 < len0; i0++) {
                                  let data11 = data10[i0];
                                  const _errs26 = errors;
                                  if (!(
                                    typeof data11 == 'number' &&
                                    !(data11 % 1) &&
                                    !isNaN(data11) &&
                                    isFinite(data11)
                                  )) {
                                    validate22.errors = [
                                      {
                                        instancePath:
                                          instancePath +
                                          '/by_function/' +
                                          key0.replace(/~/g, '~0').replace(/\//g, '~1') +
                                          '/' +
                                          i0,
                                        schemaPath:
                                          '#/properties/by_function/additionalProperties/items/type',
                                        keyword: 'type',
                                        params: { type: 'integer' },
                                        message: 'must be integer',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid3 = _errs26 === errors;
                                  if (!valid3) {
                                    break;
                                  }
                                }
                              } else {
                                validate22.errors = [
                                  {
                                    instancePath:
                                      instancePath +
                                      '/by_function/' +
                                      key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                                    schemaPath: '#/properties/by_function/additionalProperties/type',
                                    keyword: 'type',
                                    params: { type: 'array' },
                                    message: 'must be array',
                                  },
                                ];
                                return false;
                              }
                            }
                            var valid2 = _errs24 === errors;
                            if (!valid2) {
                              break;
                            }
                          }
                        } else {
                          validate22.errors = [
                            {
                              instancePath: instancePath + '/by_function',
                              schemaPath: '#/properties/by_function/type',
                              keyword: 'type',
                              params: { type: 'object' },
                              message: 'must be object',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid0 = _errs21 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.active_by_worker !== undefined) {
                        let data12 = data.active_by_worker;
                        const _errs28 = errors;
                        if (errors === _errs28) {
                          if (data12 && typeof data12 == 'object' && !Array.isArray(data12)) {
                            for (const key1 in data12) {
                              let data13 = data12[key1];
                              const _errs31 = errors;
                              if (!(
                                typeof data13 == 'number' &&
                                !(data13 % 1) &&
                                !isNaN(data13) &&
                                isFinite(data13)
                              )) {
                                validate22.errors = [
                                  {
                                    instancePath:
                                      instancePath +
                                      '/active_by_worker/' +
                                      key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                                    schemaPath: '#/properties/active_by_worker/additionalProperties/type',
                                    keyword: 'type',
                                    params: { type: 'integer' },
                                    message: 'must be integer',
                                  },
                                ];
                                return false;
                              }
                              var valid4 = _errs31 === errors;
                              if (!valid4) {
                                break;
                              }
                            }
                          } else {
                            validate22.errors = [
                              {
                                instancePath: instancePath + '/active_by_worker',
                                schemaPath: '#/properties/active_by_worker/type',
                                keyword: 'type',
                                params: { type: 'object' },
                                message: 'must be object',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid0 = _errs28 === errors;
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
      }
    } else {
      validate22.errors = [
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
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateLiveRegistryChanges = validate23 as unknown as Validator<LiveRegistryChanges>;
const schema34 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/live-registry.schema.json',
  title: 'LiveRegistryChanges',
  description:
    '`data` of the `changes` events of `svc:live` group `registry`: what was added and removed since the last frame (at most one frame per `live_interval_ms`). A client lists once on (re)connect, then applies these.',
  type: 'object',
  required: ['functions', 'triggers', 'workers'],
  properties: {
    functions: {
      title: 'LiveFunctionDelta',
      description: 'Function ids added and removed.',
      type: 'object',
      required: ['added', 'removed'],
      properties: {
        added: { description: 'Ids added.', type: 'array', items: { type: 'string' } },
        removed: { description: 'Ids removed.', type: 'array', items: { type: 'string' } },
      },
      additionalProperties: true,
    },
    triggers: {
      title: 'LiveTriggerDelta',
      description: 'Trigger binding ids added and removed.',
      type: 'object',
      required: ['added', 'removed'],
      properties: {
        added: { description: 'Ids added.', type: 'array', items: { type: 'string' } },
        removed: { description: 'Ids removed.', type: 'array', items: { type: 'string' } },
      },
      additionalProperties: true,
    },
    workers: {
      title: 'LiveWorkerDelta',
      description: 'Worker ids connected and gone.',
      type: 'object',
      required: ['added', 'removed'],
      properties: {
        added: { description: 'Ids added.', type: 'array', items: { type: 'string' } },
        removed: { description: 'Ids removed.', type: 'array', items: { type: 'string' } },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      functions: { added: ['math::add'], removed: [] },
      triggers: { added: [], removed: [] },
      workers: { added: ['w1'], removed: [] },
    },
  ],
};
function validate23(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="stream-wire/live-registry.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate23.evaluated;
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
        (data.functions === undefined && (missing0 = 'functions')) ||
        (data.triggers === undefined && (missing0 = 'triggers')) ||
        (data.workers === undefined && (missing0 = 'workers'))
      ) {
        validate23.errors = [
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
        if (data.functions !== undefined) {
          let data0 = data.functions;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
              let missing1;
              if (
                (data0.added === undefined && (missing1 = 'added')) ||
                (data0.removed === undefined && (missing1 = 'removed'))
              ) {
                validate23.errors = [
                  {
                    instancePath: instancePath + '/functions',
                    schemaPath: '#/properties/functions/required',
                    keyword: 'required',
                    params: { missingProperty: missing1 },
                    message: "must have required property '" + missing1 + "'",
                  },
                ];
                return false;
              } else {
                if (data0.added !== undefined) {
                  let data1 = data0.added;
                  const _errs5 = errors;
                  if (errors === _errs5) {
                    if (Array.isArray(data1)) {
                      var valid2 = true;
                      const len0 = data1.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        const _errs7 = errors;
                        if (typeof data1[i0] !== 'string') {
                          validate23.errors = [
                            {
                              instancePath: instancePath + '/functions/added/' + i0,
                              schemaPath: '#/properties/functions/properties/added/items/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid2 = _errs7 === errors;
                        if (!valid2) {
                          break;
                        }
                      }
                    } else {
                      validate23.errors = [
                        {
                          instancePath: instancePath + '/functions/added',
                          schemaPath: '#/properties/functions/properties/added/type',
                          keyword: 'type',
                          params: { type: 'array' },
                          message: 'must be array',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid1 = _errs5 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  if (data0.removed !== undefined) {
                    let data3 = data0.removed;
                    const _errs9 = errors;
                    if (errors === _errs9) {
                      if (Array.isArray(data3)) {
                        var valid3 = true;
                        const len1 = data3.length;
                        for (let i1 = 0; i1 < len1; i1++) {
                          const _errs11 = errors;
                          if (typeof data3[i1] !== 'string') {
                            validate23.errors = [
                              {
                                instancePath: instancePath + '/functions/removed/' + i1,
                                schemaPath: '#/properties/functions/properties/removed/items/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid3 = _errs11 === errors;
                          if (!valid3) {
                            break;
                          }
                        }
                      } else {
                        validate23.errors = [
                          {
                            instancePath: instancePath + '/functions/removed',
                            schemaPath: '#/properties/functions/properties/removed/type',
                            keyword: 'type',
                            params: { type: 'array' },
                            message: 'must be array',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid1 = _errs9 === errors;
                  } else {
                    var valid1 = true;
                  }
                }
              }
            } else {
              validate23.errors = [
                {
                  instancePath: instancePath + '/functions',
                  schemaPath: '#/properties/functions/type',
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
          if (data.triggers !== undefined) {
            let data5 = data.triggers;
            const _errs13 = errors;
            if (errors === _errs13) {
              if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
                let missing2;
                if (
                  (data5.added === undefined && (missing2 = 'added')) ||
                  (data5.removed === undefined && (missing2 = 'removed'))
                ) {
                  validate23.errors = [
                    {
                      instancePath: instancePath + '/triggers',
                      schemaPath: '#/properties/triggers/required',
                      keyword: 'required',
                      params: { missingProperty: missing2 },
                      message: "must have required property '" + missing2 + "'",
                    },
                  ];
                  return false;
                } else {
                  if (data5.added !== undefined) {
                    let data6 = data5.added;
                    const _errs16 = errors;
                    if (errors === _errs16) {
                      if (Array.isArray(data6)) {
                        var valid5 = true;
                        const len2 = data6.length;
                        for (let i2 = 0; i2 < len2; i2++) {
                          const _errs18 = errors;
                          if (typeof data6[i2] !== 'string') {
                            validate23.errors = [
                              {
                                instancePath: instancePath + '/triggers/added/' + i2,
                                schemaPath: '#/properties/triggers/properties/added/items/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid5 = _errs18 === errors;
                          if (!valid5) {
                            break;
                          }
                        }
                      } else {
                        validate23.errors = [
                          {
                            instancePath: instancePath + '/triggers/added',
                            schemaPath: '#/properties/triggers/properties/added/type',
                            keyword: 'type',
                            params: { type: 'array' },
                            message: 'must be array',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid4 = _errs16 === errors;
                  } else {
                    var valid4 = true;
                  }
                  if (valid4) {
                    if (data5.removed !== undefined) {
                      let data8 = data5.removed;
                      const _errs20 = errors;
                      if (errors === _errs20) {
                        if (Array.isArray(data8)) {
                          var valid6 = true;
                          const len3 = data8.length;
                          for (let i3 = 0; i3 < len3; i3++) {
                            const _errs22 = errors;
                            if (typeof data8[i3] !== 'string') {
                              validate23.errors = [
                                {
                                  instancePath: instancePath + '/triggers/removed/' + i3,
                                  schemaPath: '#/properties/triggers/properties/removed/items/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid6 = _errs22 === errors;
                            if (!valid6) {
                              break;
                            }
                          }
                        } else {
                          validate23.errors = [
                            {
                              instancePath: instancePath + '/triggers/removed',
                              schemaPath: '#/properties/triggers/properties/removed/type',
                              keyword: 'type',
                              params: { type: 'array' },
                              message: 'must be array',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid4 = _errs20 === errors;
                    } else {
                      var valid4 = true;
                    }
                  }
                }
              } else {
                validate23.errors = [
                  {
                    instancePath: instancePath + '/triggers',
                    schemaPath: '#/properties/triggers/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs13 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.workers !== undefined) {
              let data10 = data.workers;
              const _errs24 = errors;
              if (errors === _errs24) {
                if (data10 && typeof data10 == 'object' && !Array.isArray(data10)) {
                  let missing3;
                  if (
                    (data10.added === undefined && (missing3 = 'added')) ||
                    (data10.removed === undefined && (missing3 = 'removed'))
                  ) {
                    validate23.errors = [
                      {
                        instancePath: instancePath + '/workers',
                        schemaPath: '#/properties/workers/required',
                        keyword: 'required',
                        params: { missingProperty: missing3 },
                        message: "must have required property '" + missing3 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data10.added !== undefined) {
                      let data11 = data10.added;
                      const _errs27 = errors;
                      if (errors === _errs27) {
                        if (Array.isArray(data11)) {
                          var valid8 = true;
                          const len4 = data11.length;
                          for (let i4 = 0; i4 < len4; i4++) {
                            const _errs29 = errors;
                            if (typeof data11[i4] !== 'string') {
                              validate23.errors = [
                                {
                                  instancePath: instancePath + '/workers/added/' + i4,
                                  schemaPath: '#/properties/workers/properties/added/items/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid8 = _errs29 === errors;
                            if (!valid8) {
                              break;
                            }
                          }
                        } else {
                          validate23.errors = [
                            {
                              instancePath: instancePath + '/workers/added',
                              schemaPath: '#/properties/workers/properties/added/type',
                              keyword: 'type',
                              params: { type: 'array' },
                              message: 'must be array',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid7 = _errs27 === errors;
                    } else {
                      var valid7 = true;
                    }
                    if (valid7) {
                      if (data10.removed !== undefined) {
                        let data13 = data10.removed;
                        const _errs31 = errors;
                        if (errors === _errs31) {
                          if (Array.isArray(data13)) {
                            var valid9 = true;
                            const len5 = data13.length;
                            for (let i5 = 0; i5 < len5; i5++) {
                              const _errs33 = errors;
                              if (typeof data13[i5] !== 'string') {
                                validate23.errors = [
                                  {
                                    instancePath: instancePath + '/workers/removed/' + i5,
                                    schemaPath: '#/properties/workers/properties/removed/items/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid9 = _errs33 === errors;
                              if (!valid9) {
                                break;
                              }
                            }
                          } else {
                            validate23.errors = [
                              {
                                instancePath: instancePath + '/workers/removed',
                                schemaPath: '#/properties/workers/properties/removed/type',
                                keyword: 'type',
                                params: { type: 'array' },
                                message: 'must be array',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid7 = _errs31 === errors;
                      } else {
                        var valid7 = true;
                      }
                    }
                  }
                } else {
                  validate23.errors = [
                    {
                      instancePath: instancePath + '/workers',
                      schemaPath: '#/properties/workers/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs24 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate23.errors = [
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
  validate23.errors = vErrors;
  return errors === 0;
}
validate23.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateLiveStreamStats = validate24 as unknown as Validator<LiveStreamStats>;
const schema35 = {
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
function validate24(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="stream-wire/live-streams.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate24.evaluated;
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
        validate24.errors = [
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
            validate24.errors = [
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
                validate24.errors = [
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
              validate24.errors = [
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
                  validate24.errors = [
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
                validate24.errors = [
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
                    validate24.errors = [
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
                  validate24.errors = [
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
                      validate24.errors = [
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
                    validate24.errors = [
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
                        validate24.errors = [
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
                      validate24.errors = [
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
                          validate24.errors = [
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
                        validate24.errors = [
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
                            validate24.errors = [
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
      validate24.errors = [
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
  validate24.errors = vErrors;
  return errors === 0;
}
validate24.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
