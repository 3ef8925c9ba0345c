/* DO NOT EDIT — generated from schema/contracts/queue/dlq-messages-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { QueueDlqMessagesInput } from '../../../contracts/queue/dlq-messages-input.js';

export const validateQueueDlqMessagesInput = validate20 as unknown as Validator<QueueDlqMessagesInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/dlq-messages-input.schema.json',
  title: 'QueueDlqMessagesInput',
  description:
    "Input of `engine::queue::dlq_messages`: one page of a topic's dead-letter queue, oldest failure first.",
  type: 'object',
  required: ['topic'],
  properties: {
    topic: { description: 'Topic or queue name.', type: 'string', minLength: 1 },
    offset: { description: 'Messages to skip.', type: 'integer', minimum: 0, default: 0 },
    limit: {
      description: 'Most messages in the page.',
      type: 'integer',
      minimum: 1,
      maximum: 1000,
      default: 50,
    },
  },
  additionalProperties: true,
  examples: [{ topic: 'orders.created' }, { topic: 'orders.created', offset: 50, limit: 50 }],
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
  /*# sourceURL="contracts/queue/dlq-messages-input.schema.json" */ let vErrors = null;
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
          if (data.offset !== undefined) {
            let data1 = data.offset;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/offset',
                  schemaPath: '#/properties/offset/type',
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
                      instancePath: instancePath + '/offset',
                      schemaPath: '#/properties/offset/minimum',
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
            if (data.limit !== undefined) {
              let data2 = data.limit;
              const _errs6 = errors;
              if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/limit',
                    schemaPath: '#/properties/limit/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  },
                ];
                return false;
              }
              if (errors === _errs6) {
                if (typeof data2 == 'number' && isFinite(data2)) {
                  if (data2 > 1000 || isNaN(data2)) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/limit',
                        schemaPath: '#/properties/limit/maximum',
                        keyword: 'maximum',
                        params: { comparison: '<=', limit: 1000 },
                        message: 'must be <= 1000',
                      },
                    ];
                    return false;
                  } else {
                    if (data2 < 1 || isNaN(data2)) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/limit',
                          schemaPath: '#/properties/limit/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1 },
                          message: 'must be >= 1',
                        },
                      ];
                      return false;
                    }
                  }
                }
              }
              var valid0 = _errs6 === errors;
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
