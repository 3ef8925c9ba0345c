/* DO NOT EDIT — generated from schema/contracts/queue/publish-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { QueuePublishInput } from '../../../contracts/queue/publish-input.js';

export const validateQueuePublishInput = validate20 as unknown as Validator<QueuePublishInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/publish-input.schema.json',
  title: 'QueuePublishInput',
  description:
    'Input of `iii::durable::publish`: one message to every function bound to `topic` by a `queue` or `durable:subscriber` trigger, each delivered at least once.',
  type: 'object',
  properties: {
    topic: { description: 'Topic to publish to.', type: 'string' },
    queue: { description: 'Alias of `topic`.', type: 'string' },
    data: { description: 'Payload every subscriber receives.', $ref: '../../common/json-value.schema.json' },
    messageGroupId: {
      description:
        "FIFO subscribers: messages of one group are delivered one at a time, in publish order. Defaults to the data field the queue's `message_group_field` names.",
      type: 'string',
    },
    priority: {
      description:
        "Higher is delivered first among ready messages, up to the subscriber's `maxPriority`; 0 by default.",
      type: 'integer',
      minimum: 0,
    },
    delaySeconds: {
      description:
        "Seconds before the message can be delivered; the subscriber's `delaySeconds` when absent.",
      type: 'number',
      minimum: 0,
    },
  },
  additionalProperties: true,
  examples: [
    { topic: 'orders.created', data: { id: 7 } },
    { topic: 'mail', data: {}, messageGroupId: 'u1', priority: 2 },
  ],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/publish-input.schema.json" */ let vErrors = null;
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
      if (data.topic !== undefined) {
        const _errs2 = errors;
        if (typeof data.topic !== 'string') {
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
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.queue !== undefined) {
          const _errs4 = errors;
          if (typeof data.queue !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/queue',
                schemaPath: '#/properties/queue/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
          }
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.data !== undefined) {
            let data2 = data.data;
            const _errs6 = errors;
            if (
              typeof data2 != 'object' &&
              typeof data2 !== 'string' &&
              !(typeof data2 == 'number' && isFinite(data2)) &&
              typeof data2 !== 'boolean'
            ) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/data',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema32.type },
                  message: 'must be object,array,string,number,boolean,null',
                },
              ];
              return false;
            }
            var valid0 = _errs6 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.messageGroupId !== undefined) {
              const _errs9 = errors;
              if (typeof data.messageGroupId !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/messageGroupId',
                    schemaPath: '#/properties/messageGroupId/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
              var valid0 = _errs9 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.priority !== undefined) {
                let data4 = data.priority;
                const _errs11 = errors;
                if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/priority',
                      schemaPath: '#/properties/priority/type',
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
                          instancePath: instancePath + '/priority',
                          schemaPath: '#/properties/priority/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 0 },
                          message: 'must be >= 0',
                        },
                      ];
                      return false;
                    }
                  }
                }
                var valid0 = _errs11 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.delaySeconds !== undefined) {
                  let data5 = data.delaySeconds;
                  const _errs13 = errors;
                  if (errors === _errs13) {
                    if (typeof data5 == 'number' && isFinite(data5)) {
                      if (data5 < 0 || isNaN(data5)) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/delaySeconds',
                            schemaPath: '#/properties/delaySeconds/minimum',
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
                          instancePath: instancePath + '/delaySeconds',
                          schemaPath: '#/properties/delaySeconds/type',
                          keyword: 'type',
                          params: { type: 'number' },
                          message: 'must be number',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs13 === errors;
                } else {
                  var valid0 = true;
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
