/* DO NOT EDIT — generated from schema/contracts/queue/dlq-topics-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { QueueDlqTopicsOutput } from '../../../contracts/queue/dlq-topics-output.js';

export const validateQueueDlqTopicsOutput = validate20 as unknown as Validator<QueueDlqTopicsOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/dlq-topics-output.schema.json',
  title: 'QueueDlqTopicsOutput',
  description: 'Output of `engine::queue::dlq_topics`: every topic whose dead-letter queue holds messages.',
  type: 'array',
  items: {
    title: 'QueueDlqTopic',
    description: 'One dead-letter queue.',
    type: 'object',
    required: ['topic', 'broker_type', 'message_count'],
    properties: {
      topic: { description: 'Topic or queue name.', type: 'string' },
      broker_type: { description: 'Adapter keeping its messages.', type: 'string' },
      message_count: { description: 'Messages in it.', type: 'integer', minimum: 0 },
    },
    additionalProperties: true,
  },
  examples: [[{ topic: 'orders.created', broker_type: 'file_based', message_count: 2 }]],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/dlq-topics-output.schema.json" */ let vErrors = null;
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
              (data0.topic === undefined && (missing0 = 'topic')) ||
              (data0.broker_type === undefined && (missing0 = 'broker_type')) ||
              (data0.message_count === undefined && (missing0 = 'message_count'))
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
              if (data0.topic !== undefined) {
                const _errs4 = errors;
                if (typeof data0.topic !== 'string') {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/' + i0 + '/topic',
                      schemaPath: '#/items/properties/topic/type',
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
                  if (data0.message_count !== undefined) {
                    let data3 = data0.message_count;
                    const _errs8 = errors;
                    if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/' + i0 + '/message_count',
                          schemaPath: '#/items/properties/message_count/type',
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
                              instancePath: instancePath + '/' + i0 + '/message_count',
                              schemaPath: '#/items/properties/message_count/minimum',
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
