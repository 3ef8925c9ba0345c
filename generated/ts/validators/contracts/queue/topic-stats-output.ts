/* DO NOT EDIT — generated from schema/contracts/queue/topic-stats-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { QueueTopicStatsOutput } from '../../../contracts/queue/topic-stats-output.js';

export const validateQueueTopicStatsOutput = validate20 as unknown as Validator<QueueTopicStatsOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/topic-stats-output.schema.json',
  title: 'QueueTopicStatsOutput',
  description:
    'Output of `engine::queue::topic_stats`: counts of one topic or named queue, over every function it delivers to. Counters (`done`, `failed`) count since the engine started.',
  type: 'object',
  required: ['depth', 'in_flight', 'done', 'failed', 'dlq_depth', 'consumer_count', 'config'],
  properties: {
    depth: {
      description:
        'Messages waiting to be delivered (ready, delayed or waiting for a retry), not counting those in flight.',
      type: 'integer',
      minimum: 0,
    },
    in_flight: { description: 'Messages being delivered now.', type: 'integer', minimum: 0 },
    done: { description: 'Deliveries that succeeded.', type: 'integer', minimum: 0 },
    failed: { description: 'Attempts that failed (each retry counts).', type: 'integer', minimum: 0 },
    dlq_depth: { description: "Messages in the topic's dead-letter queue.", type: 'integer', minimum: 0 },
    consumer_count: {
      description: 'Trigger bindings consuming the topic in this engine.',
      type: 'integer',
      minimum: 0,
    },
    config: { description: 'Settings of the named queue of that name, or null.', type: ['object', 'null'] },
  },
  additionalProperties: true,
  examples: [{ depth: 3, in_flight: 1, done: 40, failed: 2, dlq_depth: 1, consumer_count: 1, config: null }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/topic-stats-output.schema.json" */ let vErrors = null;
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
        (data.depth === undefined && (missing0 = 'depth')) ||
        (data.in_flight === undefined && (missing0 = 'in_flight')) ||
        (data.done === undefined && (missing0 = 'done')) ||
        (data.failed === undefined && (missing0 = 'failed')) ||
        (data.dlq_depth === undefined && (missing0 = 'dlq_depth')) ||
        (data.consumer_count === undefined && (missing0 = 'consumer_count')) ||
        (data.config === undefined && (missing0 = 'config'))
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
        if (data.depth !== undefined) {
          let data0 = data.depth;
          const _errs2 = errors;
          if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
            validate20.errors = [
              {
                instancePath: instancePath + '/depth',
                schemaPath: '#/properties/depth/type',
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
                    instancePath: instancePath + '/depth',
                    schemaPath: '#/properties/depth/minimum',
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
          if (data.in_flight !== undefined) {
            let data1 = data.in_flight;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/in_flight',
                  schemaPath: '#/properties/in_flight/type',
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
                      instancePath: instancePath + '/in_flight',
                      schemaPath: '#/properties/in_flight/minimum',
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
            if (data.done !== undefined) {
              let data2 = data.done;
              const _errs6 = errors;
              if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/done',
                    schemaPath: '#/properties/done/type',
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
                        instancePath: instancePath + '/done',
                        schemaPath: '#/properties/done/minimum',
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
              if (data.failed !== undefined) {
                let data3 = data.failed;
                const _errs8 = errors;
                if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/failed',
                      schemaPath: '#/properties/failed/type',
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
                          instancePath: instancePath + '/failed',
                          schemaPath: '#/properties/failed/minimum',
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
                if (data.dlq_depth !== undefined) {
                  let data4 = data.dlq_depth;
                  const _errs10 = errors;
                  if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/dlq_depth',
                        schemaPath: '#/properties/dlq_depth/type',
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
                            instancePath: instancePath + '/dlq_depth',
                            schemaPath: '#/properties/dlq_depth/minimum',
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
                  if (data.consumer_count !== undefined) {
                    let data5 = data.consumer_count;
                    const _errs12 = errors;
                    if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/consumer_count',
                          schemaPath: '#/properties/consumer_count/type',
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
                              instancePath: instancePath + '/consumer_count',
                              schemaPath: '#/properties/consumer_count/minimum',
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
                    if (data.config !== undefined) {
                      let data6 = data.config;
                      const _errs14 = errors;
                      if (!(data6 && typeof data6 == 'object' && !Array.isArray(data6)) && data6 !== null) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/config',
                            schemaPath: '#/properties/config/type',
                            keyword: 'type',
                            params: { type: schema31.properties.config.type },
                            message: 'must be object,null',
                          },
                        ];
                        return false;
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
