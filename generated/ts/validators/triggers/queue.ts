/* DO NOT EDIT — generated from schema/triggers/queue.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { QueueTriggerConfig } from '../../triggers/queue.js';

export const validateQueueTriggerConfig = validate20 as unknown as Validator<QueueTriggerConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/queue.schema.json',
  title: 'QueueTriggerConfig',
  description:
    'Config of a `queue` trigger (also accepted under the type name `durable:subscriber`): consume messages published to `topic`, each delivered at least once with retries. The handler receives the published data. Unknown keys are ignored.',
  type: 'object',
  required: ['topic'],
  properties: {
    topic: { description: 'Topic whose messages this trigger consumes.', type: 'string', minLength: 1 },
    queue_config: {
      description: 'How messages are delivered to the function.',
      type: 'object',
      properties: {
        type: {
          description: '`standard` (parallel, unordered) or `fifo` (one at a time, in order).',
          enum: ['standard', 'fifo'],
        },
        maxRetries: {
          description: 'Attempts after the first before a message goes to the dead-letter queue.',
          type: 'integer',
          minimum: 0,
        },
        concurrency: { description: 'Messages handled at once.', type: 'integer', minimum: 1 },
        visibilityTimeout: {
          description: 'Seconds a taken message stays hidden before it is delivered again.',
          type: 'number',
          minimum: 0,
        },
        delaySeconds: {
          description: 'Seconds before a new message becomes visible.',
          type: 'number',
          minimum: 0,
        },
        backoffType: { description: 'How the wait between retries grows.', enum: ['fixed', 'exponential'] },
        backoffDelayMs: {
          description: 'Base wait between retries, in milliseconds.',
          type: 'integer',
          minimum: 0,
        },
        maxPriority: {
          description: 'Highest message priority the queue distinguishes.',
          type: 'integer',
          minimum: 0,
        },
      },
      additionalProperties: true,
    },
    condition_function_id: {
      description:
        'Function called with the message first; a result of exactly `false` acknowledges the message without running the handler.',
      $ref: '../common/function-id.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { topic: 'orders.created' },
    { topic: 'emails', queue_config: { type: 'fifo', maxRetries: 3, concurrency: 1 } },
  ],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/function-id.schema.json',
  title: 'FunctionId',
  description:
    'A function id: a free-form non-empty string, by convention `::`-separated segments whose first segment names the service (`orders::create`). Ids under `engine::` are reserved for the engine.',
  type: 'string',
  minLength: 1,
  examples: ['orders::create', 'math::add', 'engine::functions::list'],
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
  /*# sourceURL="triggers/queue.schema.json" */ let vErrors = null;
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
      if (data.topic === undefined && (missing0 = 'topic')) {
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
        if (data.topic !== undefined) {
          let data0 = data.topic;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/topic',
                    schemaPath: '#/properties/topic/minLength',
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
                  instancePath: instancePath + '/topic',
                  schemaPath: '#/properties/topic/type',
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
          if (data.queue_config !== undefined) {
            let data1 = data.queue_config;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                if (data1.type !== undefined) {
                  let data2 = data1.type;
                  const _errs7 = errors;
                  if (!(data2 === 'standard' || data2 === 'fifo')) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/queue_config/type',
                        schemaPath: '#/properties/queue_config/properties/type/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema31.properties.queue_config.properties.type.enum },
                        message: 'must be equal to one of the allowed values',
                      },
                    ];
                    return false;
                  }
                  var valid1 = _errs7 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  if (data1.maxRetries !== undefined) {
                    let data3 = data1.maxRetries;
                    const _errs8 = errors;
                    if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/queue_config/maxRetries',
                          schemaPath: '#/properties/queue_config/properties/maxRetries/type',
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
                              instancePath: instancePath + '/queue_config/maxRetries',
                              schemaPath: '#/properties/queue_config/properties/maxRetries/minimum',
                              keyword: 'minimum',
                              params: { comparison: '>=', limit: 0 },
                              message: 'must be >= 0',
                            },
                          ];
                          return false;
                        }
                      }
                    }
                    var valid1 = _errs8 === errors;
                  } else {
                    var valid1 = true;
                  }
                  if (valid1) {
                    if (data1.concurrency !== undefined) {
                      let data4 = data1.concurrency;
                      const _errs10 = errors;
                      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/queue_config/concurrency',
                            schemaPath: '#/properties/queue_config/properties/concurrency/type',
                            keyword: 'type',
                            params: { type: 'integer' },
                            message: 'must be integer',
                          },
                        ];
                        return false;
                      }
                      if (errors === _errs10) {
                        if (typeof data4 == 'number' && isFinite(data4)) {
                          if (data4 < 1 || isNaN(data4)) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/queue_config/concurrency',
                                schemaPath: '#/properties/queue_config/properties/concurrency/minimum',
                                keyword: 'minimum',
                                params: { comparison: '>=', limit: 1 },
                                message: 'must be >= 1',
                              },
                            ];
                            return false;
                          }
                        }
                      }
                      var valid1 = _errs10 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data1.visibilityTimeout !== undefined) {
                        let data5 = data1.visibilityTimeout;
                        const _errs12 = errors;
                        if (errors === _errs12) {
                          if (typeof data5 == 'number' && isFinite(data5)) {
                            if (data5 < 0 || isNaN(data5)) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/queue_config/visibilityTimeout',
                                  schemaPath:
                                    '#/properties/queue_config/properties/visibilityTimeout/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
                                },
                              ];
                              return false;
                            }
                          } else {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/queue_config/visibilityTimeout',
                                schemaPath: '#/properties/queue_config/properties/visibilityTimeout/type',
                                keyword: 'type',
                                params: { type: 'number' },
                                message: 'must be number',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid1 = _errs12 === errors;
                      } else {
                        var valid1 = true;
                      }
                      if (valid1) {
                        if (data1.delaySeconds !== undefined) {
                          let data6 = data1.delaySeconds;
                          const _errs14 = errors;
                          if (errors === _errs14) {
                            if (typeof data6 == 'number' && isFinite(data6)) {
                              if (data6 < 0 || isNaN(data6)) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/queue_config/delaySeconds',
                                    schemaPath: '#/properties/queue_config/properties/delaySeconds/minimum',
                                    keyword: 'minimum',
                                    params: { comparison: '>=', limit: 0 },
                                    message: 'must be >= 0',
                                  },
                                ];
                                return false;
                              }
                            } else {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/queue_config/delaySeconds',
                                  schemaPath: '#/properties/queue_config/properties/delaySeconds/type',
                                  keyword: 'type',
                                  params: { type: 'number' },
                                  message: 'must be number',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid1 = _errs14 === errors;
                        } else {
                          var valid1 = true;
                        }
                        if (valid1) {
                          if (data1.backoffType !== undefined) {
                            let data7 = data1.backoffType;
                            const _errs16 = errors;
                            if (!(data7 === 'fixed' || data7 === 'exponential')) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/queue_config/backoffType',
                                  schemaPath: '#/properties/queue_config/properties/backoffType/enum',
                                  keyword: 'enum',
                                  params: {
                                    allowedValues:
                                      schema31.properties.queue_config.properties.backoffType.enum,
                                  },
                                  message: 'must be equal to one of the allowed values',
                                },
                              ];
                              return false;
                            }
                            var valid1 = _errs16 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data1.backoffDelayMs !== undefined) {
                              let data8 = data1.backoffDelayMs;
                              const _errs17 = errors;
                              if (!(
                                typeof data8 == 'number' &&
                                !(data8 % 1) &&
                                !isNaN(data8) &&
                                isFinite(data8)
                              )) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/queue_config/backoffDelayMs',
                                    schemaPath: '#/properties/queue_config/properties/backoffDelayMs/type',
                                    keyword: 'type',
                                    params: { type: 'integer' },
                                    message: 'must be integer',
                                  },
                                ];
                                return false;
                              }
                              if (errors === _errs17) {
                                if (typeof data8 == 'number' && isFinite(data8)) {
                                  if (data8 < 0 || isNaN(data8)) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/queue_config/backoffDelayMs',
                                        schemaPath:
                                          '#/properties/queue_config/properties/backoffDelayMs/minimum',
                                        keyword: 'minimum',
                                        params: { comparison: '>=', limit: 0 },
                                        message: 'must be >= 0',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                              }
                              var valid1 = _errs17 === errors;
                            } else {
                              var valid1 = true;
                            }
                            if (valid1) {
                              if (data1.maxPriority !== undefined) {
                                let data9 = data1.maxPriority;
                                const _errs19 = errors;
                                if (!(
                                  typeof data9 == 'number' &&
                                  !(data9 % 1) &&
                                  !isNaN(data9) &&
                                  isFinite(data9)
                                )) {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/queue_config/maxPriority',
                                      schemaPath: '#/properties/queue_config/properties/maxPriority/type',
                                      keyword: 'type',
                                      params: { type: 'integer' },
                                      message: 'must be integer',
                                    },
                                  ];
                                  return false;
                                }
                                if (errors === _errs19) {
                                  if (typeof data9 == 'number' && isFinite(data9)) {
                                    if (data9 < 0 || isNaN(data9)) {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/queue_config/maxPriority',
                                          schemaPath:
                                            '#/properties/queue_config/properties/maxPriority/minimum',
                                          keyword: 'minimum',
                                          params: { comparison: '>=', limit: 0 },
                                          message: 'must be >= 0',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                }
                                var valid1 = _errs19 === errors;
                              } else {
                                var valid1 = true;
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
                    instancePath: instancePath + '/queue_config',
                    schemaPath: '#/properties/queue_config/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
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
            if (data.condition_function_id !== undefined) {
              let data10 = data.condition_function_id;
              const _errs21 = errors;
              const _errs22 = errors;
              if (errors === _errs22) {
                if (typeof data10 === 'string') {
                  if (func1(data10) < 1) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/condition_function_id',
                        schemaPath: '../common/function-id.schema.json/minLength',
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
                      instancePath: instancePath + '/condition_function_id',
                      schemaPath: '../common/function-id.schema.json/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs21 === errors;
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
