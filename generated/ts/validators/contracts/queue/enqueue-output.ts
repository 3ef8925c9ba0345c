/* DO NOT EDIT — generated from schema/contracts/queue/enqueue-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { QueueEnqueueOutput } from '../../../contracts/queue/enqueue-output.js';

export const validateQueueEnqueueOutput = validate20 as unknown as Validator<QueueEnqueueOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/enqueue-output.schema.json',
  title: 'QueueEnqueueOutput',
  description:
    'Output of `engine::queue::enqueue`, `iii::durable::publish` and the answer to an `enqueue` action: sent once the message is kept (on disk with the file adapter, in Redis with the redis adapter).',
  type: 'object',
  required: ['messageReceiptId'],
  properties: {
    messageReceiptId: {
      description: 'Id of the message, as the dead-letter functions name it.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [{ messageReceiptId: '5b1c0d1e-8f9a-4c5e-9b2a-0f1e2d3c4b5a' }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/enqueue-output.schema.json" */ let vErrors = null;
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
      if (data.messageReceiptId === undefined && (missing0 = 'messageReceiptId')) {
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
        if (data.messageReceiptId !== undefined) {
          if (typeof data.messageReceiptId !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/messageReceiptId',
                schemaPath: '#/properties/messageReceiptId/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
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
