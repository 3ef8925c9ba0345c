/* DO NOT EDIT — generated from schema/contracts/queue/redrive-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { QueueRedriveInput } from '../../../contracts/queue/redrive-input.js';

export const validateQueueRedriveInput = validate20 as unknown as Validator<QueueRedriveInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/redrive-input.schema.json',
  title: 'QueueRedriveInput',
  description:
    'Input of `iii::queue::redrive`: moves every message of a dead-letter queue back to its queue, with its attempts reset.',
  type: 'object',
  properties: {
    queue: { description: 'Topic or queue name.', type: 'string' },
    topic: { description: 'Alias of `queue`.', type: 'string' },
  },
  additionalProperties: true,
  examples: [{ queue: 'orders.created' }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/redrive-input.schema.json" */ let vErrors = null;
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
