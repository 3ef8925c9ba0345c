/* DO NOT EDIT — generated from schema/contracts/queue/message-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { QueueMessageInput } from '../../../contracts/queue/message-input.js';

export const validateQueueMessageInput = validate20 as unknown as Validator<QueueMessageInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/message-input.schema.json',
  title: 'QueueMessageInput',
  description:
    'Input of `iii::queue::redrive_message` and `iii::queue::discard_message`: one message of a dead-letter queue.',
  type: 'object',
  required: ['message_id'],
  properties: {
    queue: { description: 'Topic or queue name.', type: 'string' },
    topic: { description: 'Alias of `queue`.', type: 'string' },
    message_id: {
      description: "The message's id, as `dlq_messages` lists it.",
      type: 'string',
      minLength: 1,
    },
  },
  additionalProperties: true,
  examples: [{ queue: 'orders.created', message_id: 'm1' }],
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
  /*# sourceURL="contracts/queue/message-input.schema.json" */ let vErrors = null;
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
      if (data.message_id === undefined && (missing0 = 'message_id')) {
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
        if (data.queue !== undefined) {
          const _errs2 = errors;
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
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.topic !== undefined) {
            const _errs4 = errors;
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
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.message_id !== undefined) {
              let data2 = data.message_id;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (typeof data2 === 'string') {
                  if (func1(data2) < 1) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/message_id',
                        schemaPath: '#/properties/message_id/minLength',
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
                      instancePath: instancePath + '/message_id',
                      schemaPath: '#/properties/message_id/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
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
