/* DO NOT EDIT — generated from schema/contracts/queue/list-topics-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { QueueListTopicsOutput } from '../../../contracts/queue/list-topics-output.js';

export const validateQueueListTopicsOutput = validate20 as unknown as Validator<QueueListTopicsOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/list-topics-output.schema.json',
  title: 'QueueListTopicsOutput',
  description:
    'Output of `engine::queue::list_topics`: every named queue and every topic with a subscriber or a message.',
  type: 'array',
  items: {
    title: 'QueueTopicSummary',
    description: 'One topic.',
    type: 'object',
    required: ['name', 'broker_type', 'subscriber_count'],
    properties: {
      name: { description: 'Topic or queue name.', type: 'string' },
      broker_type: {
        description: 'Adapter keeping its messages: `in_memory`, `file_based` or `redis`.',
        type: 'string',
      },
      subscriber_count: {
        description: 'Trigger bindings consuming it in this engine.',
        type: 'integer',
        minimum: 0,
      },
      depth: { description: 'Messages waiting, as in `topic_stats`.', type: 'integer', minimum: 0 },
      dlq_depth: { description: 'Messages in its dead-letter queue.', type: 'integer', minimum: 0 },
    },
    additionalProperties: true,
  },
  examples: [[{ name: 'default', broker_type: 'in_memory', subscriber_count: 0, depth: 0, dlq_depth: 0 }]],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/list-topics-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (Array.isArray(data)) {
      var valid0 = true;
      const len0 = data.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data0 = data[i0];
        const _errs1 = errors;
        if (errors === _errs1) {
          if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
            let missing0;
            if (
              (data0.name === undefined && (missing0 = 'name')) ||
              (data0.broker_type === undefined && (missing0 = 'broker_type')) ||
              (data0.subscriber_count === undefined && (missing0 = 'subscriber_count'))
            ) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/' + i0,
                  schemaPath: '#/items/required',
                  keyword: 'required',
                  params: { missingProperty: missing0 },
                  message: "must have required property '" + missing0 + "'",
                },
              ];
              return false;
            } else {
              if (data0.name !== undefined) {
                const _errs4 = errors;
                if (typeof data0.name !== 'string') {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/' + i0 + '/name',
                      schemaPath: '#/items/properties/name/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid1 = _errs4 === errors;
              } else {
                var valid1 = true;
              }
              if (valid1) {
                if (data0.broker_type !== undefined) {
                  const _errs6 = errors;
                  if (typeof data0.broker_type !== 'string') {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/' + i0 + '/broker_type',
                        schemaPath: '#/items/properties/broker_type/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid1 = _errs6 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  if (data0.subscriber_count !== undefined) {
                    let data3 = data0.subscriber_count;
                    const _errs8 = errors;
                    if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/' + i0 + '/subscriber_count',
                          schemaPath: '#/items/properties/subscriber_count/type',
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
                              instancePath: instancePath + '/' + i0 + '/subscriber_count',
                              schemaPath: '#/items/properties/subscriber_count/minimum',
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
                    if (data0.depth !== undefined) {
                      let data4 = data0.depth;
                      const _errs10 = errors;
                      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/' + i0 + '/depth',
                            schemaPath: '#/items/properties/depth/type',
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
                                instancePath: instancePath + '/' + i0 + '/depth',
                                schemaPath: '#/items/properties/depth/minimum',
                                keyword: 'minimum',
                                params: { comparison: '>=', limit: 0 },
                                message: 'must be >= 0',
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
                      if (data0.dlq_depth !== undefined) {
                        let data5 = data0.dlq_depth;
                        const _errs12 = errors;
                        if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/' + i0 + '/dlq_depth',
                              schemaPath: '#/items/properties/dlq_depth/type',
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
                                  instancePath: instancePath + '/' + i0 + '/dlq_depth',
                                  schemaPath: '#/items/properties/dlq_depth/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
                                },
                              ];
                              return false;
                            }
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
            }
          } else {
            validate20.errors = [
              {
                instancePath: instancePath + '/' + i0,
                schemaPath: '#/items/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              },
            ];
            return false;
          }
        }
        var valid0 = _errs1 === errors;
        if (!valid0) {
          break;
        }
      }
    } else {
      validate20.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        },
      ];
      return false;
    }
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { items: true, dynamicProps: false, dynamicItems: false };
