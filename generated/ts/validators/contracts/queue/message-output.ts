/* DO NOT EDIT — generated from schema/contracts/queue/message-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { QueueMessageOutput } from '../../../contracts/queue/message-output.js';

export const validateQueueMessageOutput = validate20 as unknown as Validator<QueueMessageOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/message-output.schema.json',
  title: 'QueueMessageOutput',
  description:
    'Output of `iii::queue::redrive_message` (`redriven`) and `iii::queue::discard_message` (`discarded`): false when the dead-letter queue does not hold that message.',
  type: 'object',
  required: ['queue', 'message_id'],
  properties: {
    queue: { description: 'Topic or queue name.', type: 'string' },
    message_id: { description: "The message's id.", type: 'string' },
    redriven: { description: '`redrive_message`: the message went back to its queue.', type: 'boolean' },
    discarded: { description: '`discard_message`: the message was deleted.', type: 'boolean' },
  },
  additionalProperties: true,
  examples: [{ queue: 'orders.created', message_id: 'm1', redriven: true }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/message-output.schema.json" */ let vErrors = null;
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
        (data.queue === undefined && (missing0 = 'queue')) ||
        (data.message_id === undefined && (missing0 = 'message_id'))
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
          if (data.message_id !== undefined) {
            const _errs4 = errors;
            if (typeof data.message_id !== 'string') {
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
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.redriven !== undefined) {
              const _errs6 = errors;
              if (typeof data.redriven !== 'boolean') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/redriven',
                    schemaPath: '#/properties/redriven/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.discarded !== undefined) {
                const _errs8 = errors;
                if (typeof data.discarded !== 'boolean') {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/discarded',
                      schemaPath: '#/properties/discarded/type',
                      keyword: 'type',
                      params: { type: 'boolean' },
                      message: 'must be boolean',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
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
