/* DO NOT EDIT — generated from schema/stream-wire/live-queues.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { LiveQueueStats } from '../../stream-wire/live-queues.js';

export const validateLiveQueueStats = validate20 as unknown as Validator<LiveQueueStats>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/live-queues.schema.json',
  title: 'LiveQueueStats',
  description:
    '`data` of the `stats` events of `svc:live` group `queues`: the counts of every queue topic, sent once per `live_interval_ms` while any of them changes.',
  type: 'object',
  required: ['topics'],
  properties: {
    topics: {
      description:
        'One entry per named queue, subscribed topic or topic holding messages, by name (at most 500).',
      type: 'array',
      items: {
        title: 'LiveQueueTopic',
        description: 'The counts of one topic, as `engine::queue::topic_stats` reads them.',
        type: 'object',
        required: ['name', 'depth', 'in_flight', 'done', 'failed', 'dlq_depth'],
        properties: {
          name: { description: 'The topic or named queue.', type: 'string' },
          broker_type: {
            description: 'The adapter keeping it (`in_memory`, `file_based`, `redis`).',
            type: 'string',
          },
          subscriber_count: { description: 'Functions bound to the topic.', type: 'integer', minimum: 0 },
          depth: {
            description: 'Messages waiting, delayed or waiting for a retry.',
            type: 'integer',
            minimum: 0,
          },
          in_flight: { description: 'Messages being delivered now.', type: 'integer', minimum: 0 },
          done: {
            description: 'Deliveries that succeeded since the engine started.',
            type: 'integer',
            minimum: 0,
          },
          failed: {
            description: 'Attempts that failed since the engine started (each retry counts).',
            type: 'integer',
            minimum: 0,
          },
          dlq_depth: {
            description: "Messages in the topic's dead-letter queue.",
            type: 'integer',
            minimum: 0,
          },
        },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
  examples: [
    {
      topics: [
        {
          name: 'orders',
          broker_type: 'in_memory',
          subscriber_count: 1,
          depth: 3,
          in_flight: 1,
          done: 120,
          failed: 4,
          dlq_depth: 1,
        },
      ],
    },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="stream-wire/live-queues.schema.json" */ let vErrors = null;
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
      if (data.topics === undefined && (missing0 = 'topics')) {
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
        if (data.topics !== undefined) {
          let data0 = data.topics;
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
                      (data1.name === undefined && (missing1 = 'name')) ||
                      (data1.depth === undefined && (missing1 = 'depth')) ||
                      (data1.in_flight === undefined && (missing1 = 'in_flight')) ||
                      (data1.done === undefined && (missing1 = 'done')) ||
                      (data1.failed === undefined && (missing1 = 'failed')) ||
                      (data1.dlq_depth === undefined && (missing1 = 'dlq_depth'))
                    ) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/topics/' + i0,
                          schemaPath: '#/properties/topics/items/required',
                          keyword: 'required',
                          params: { missingProperty: missing1 },
                          message: "must have required property '" + missing1 + "'",
                        },
                      ];
                      return false;
                    } else {
                      if (data1.name !== undefined) {
                        const _errs7 = errors;
                        if (typeof data1.name !== 'string') {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/topics/' + i0 + '/name',
                              schemaPath: '#/properties/topics/items/properties/name/type',
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
                        if (data1.broker_type !== undefined) {
                          const _errs9 = errors;
                          if (typeof data1.broker_type !== 'string') {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/topics/' + i0 + '/broker_type',
                                schemaPath: '#/properties/topics/items/properties/broker_type/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid2 = _errs9 === errors;
                        } else {
                          var valid2 = true;
                        }
                        if (valid2) {
                          if (data1.subscriber_count !== undefined) {
                            let data4 = data1.subscriber_count;
                            const _errs11 = errors;
                            if (!(
                              typeof data4 == 'number' &&
                              !(data4 % 1) &&
                              !isNaN(data4) &&
                              isFinite(data4)
                            )) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/topics/' + i0 + '/subscriber_count',
                                  schemaPath: '#/properties/topics/items/properties/subscriber_count/type',
                                  keyword: 'type',
                                  params: { type: 'integer' },
                                  message: 'must be integer',
                                },
                              ];
                              return false;
                            }
                            if (errors === _errs11) {
                              if (typeof data4 == 'number' && isFinite(data4)) {
                                if (data4 < 0 || isNaN(data4)) {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/topics/' + i0 + '/subscriber_count',
                                      schemaPath:
                                        '#/properties/topics/items/properties/subscriber_count/minimum',
                                      keyword: 'minimum',
                                      params: { comparison: '>=', limit: 0 },
                                      message: 'must be >= 0',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            }
                            var valid2 = _errs11 === errors;
                          } else {
                            var valid2 = true;
                          }
                          if (valid2) {
                            if (data1.depth !== undefined) {
                              let data5 = data1.depth;
                              const _errs13 = errors;
                              if (!(
                                typeof data5 == 'number' &&
                                !(data5 % 1) &&
                                !isNaN(data5) &&
                                isFinite(data5)
                              )) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/topics/' + i0 + '/depth',
                                    schemaPath: '#/properties/topics/items/properties/depth/type',
                                    keyword: 'type',
                                    params: { type: 'integer' },
                                    message: 'must be integer',
                                  },
                                ];
                                return false;
                              }
                              if (errors === _errs13) {
                                if (typeof data5 == 'number' && isFinite(data5)) {
                                  if (data5 < 0 || isNaN(data5)) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/topics/' + i0 + '/depth',
                                        schemaPath: '#/properties/topics/items/properties/depth/minimum',
                                        keyword: 'minimum',
                                        params: { comparison: '>=', limit: 0 },
                                        message: 'must be >= 0',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                              }
                              var valid2 = _errs13 === errors;
                            } else {
                              var valid2 = true;
                            }
                            if (valid2) {
                              if (data1.in_flight !== undefined) {
                                let data6 = data1.in_flight;
                                const _errs15 = errors;
                                if (!(
                                  typeof data6 == 'number' &&
                                  !(data6 % 1) &&
                                  !isNaN(data6) &&
                                  isFinite(data6)
                                )) {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/topics/' + i0 + '/in_flight',
                                      schemaPath: '#/properties/topics/items/properties/in_flight/type',
                                      keyword: 'type',
                                      params: { type: 'integer' },
                                      message: 'must be integer',
                                    },
                                  ];
                                  return false;
                                }
                                if (errors === _errs15) {
                                  if (typeof data6 == 'number' && isFinite(data6)) {
                                    if (data6 < 0 || isNaN(data6)) {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/topics/' + i0 + '/in_flight',
                                          schemaPath:
                                            '#/properties/topics/items/properties/in_flight/minimum',
                                          keyword: 'minimum',
                                          params: { comparison: '>=', limit: 0 },
                                          message: 'must be >= 0',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                }
                                var valid2 = _errs15 === errors;
                              } else {
                                var valid2 = true;
                              }
                              if (valid2) {
                                if (data1.done !== undefined) {
                                  let data7 = data1.done;
                                  const _errs17 = errors;
                                  if (!(
                                    typeof data7 == 'number' &&
                                    !(data7 % 1) &&
                                    !isNaN(data7) &&
                                    isFinite(data7)
                                  )) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/topics/' + i0 + '/done',
                                        schemaPath: '#/properties/topics/items/properties/done/type',
                                        keyword: 'type',
                                        params: { type: 'integer' },
                                        message: 'must be integer',
                                      },
                                    ];
                                    return false;
                                  }
                                  if (errors === _errs17) {
                                    if (typeof data7 == 'number' && isFinite(data7)) {
                                      if (data7 < 0 || isNaN(data7)) {
                                        validate20.errors = [
                                          {
                                            instancePath: instancePath + '/topics/' + i0 + '/done',
                                            schemaPath: '#/properties/topics/items/properties/done/minimum',
                                            keyword: 'minimum',
                                            params: { comparison: '>=', limit: 0 },
                                            message: 'must be >= 0',
                                          },
                                        ];
                                        return false;
                                      }
                                    }
                                  }
                                  var valid2 = _errs17 === errors;
                                } else {
                                  var valid2 = true;
                                }
                                if (valid2) {
                                  if (data1.failed !== undefined) {
                                    let data8 = data1.failed;
                                    const _errs19 = errors;
                                    if (!(
                                      typeof data8 == 'number' &&
                                      !(data8 % 1) &&
                                      !isNaN(data8) &&
                                      isFinite(data8)
                                    )) {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/topics/' + i0 + '/failed',
                                          schemaPath: '#/properties/topics/items/properties/failed/type',
                                          keyword: 'type',
                                          params: { type: 'integer' },
                                          message: 'must be integer',
                                        },
                                      ];
                                      return false;
                                    }
                                    if (errors === _errs19) {
                                      if (typeof data8 == 'number' && isFinite(data8)) {
                                        if (data8 < 0 || isNaN(data8)) {
                                          validate20.errors = [
                                            {
                                              instancePath: instancePath + '/topics/' + i0 + '/failed',
                                              schemaPath:
                                                '#/properties/topics/items/properties/failed/minimum',
                                              keyword: 'minimum',
                                              params: { comparison: '>=', limit: 0 },
                                              message: 'must be >= 0',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                    }
                                    var valid2 = _errs19 === errors;
                                  } else {
                                    var valid2 = true;
                                  }
                                  if (valid2) {
                                    if (data1.dlq_depth !== undefined) {
                                      let data9 = data1.dlq_depth;
                                      const _errs21 = errors;
                                      if (!(
                                        typeof data9 == 'number' &&
                                        !(data9 % 1) &&
                                        !isNaN(data9) &&
                                        isFinite(data9)
                                      )) {
                                        validate20.errors = [
                                          {
                                            instancePath: instancePath + '/topics/' + i0 + '/dlq_depth',
                                            schemaPath: '#/properties/topics/items/properties/dlq_depth/type',
                                            keyword: 'type',
                                            params: { type: 'integer' },
                                            message: 'must be integer',
                                          },
                                        ];
                                        return false;
                                      }
                                      if (errors === _errs21) {
                                        if (typeof data9 == 'number' && isFinite(data9)) {
                                          if (data9 < 0 || isNaN(data9)) {
                                            validate20.errors = [
                                              {
                                                instancePath: instancePath + '/topics/' + i0 + '/dlq_depth',
                                                schemaPath:
                                                  '#/properties/topics/items/properties/dlq_depth/minimum',
                                                keyword: 'minimum',
                                                params: { comparison: '>=', limit: 0 },
                                                message: 'must be >= 0',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                      }
                                      var valid2 = _errs21 === errors;
                                    } else {
                                      var valid2 = true;
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
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/topics/' + i0,
                        schemaPath: '#/properties/topics/items/type',
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
                  instancePath: instancePath + '/topics',
                  schemaPath: '#/properties/topics/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                },
              ];
              return false;
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
