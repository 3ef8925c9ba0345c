/* DO NOT EDIT — generated from schema/contracts/queue/redrive-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { QueueRedriveOutput } from '../../../contracts/queue/redrive-output.js';

export const validateQueueRedriveOutput = validate20 as unknown as Validator<QueueRedriveOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/redrive-output.schema.json',
  title: 'QueueRedriveOutput',
  description: 'Output of `iii::queue::redrive`.',
  type: 'object',
  required: ['queue', 'redriven'],
  properties: {
    queue: { description: 'Topic or queue name.', type: 'string' },
    redriven: { description: 'Messages moved back.', type: 'integer', minimum: 0 },
  },
  additionalProperties: true,
  examples: [{ queue: 'orders.created', redriven: 3 }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/redrive-output.schema.json" */ let vErrors = null;
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
        (data.redriven === undefined && (missing0 = 'redriven'))
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
          if (data.redriven !== undefined) {
            let data1 = data.redriven;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/redriven',
                  schemaPath: '#/properties/redriven/type',
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
                      instancePath: instancePath + '/redriven',
                      schemaPath: '#/properties/redriven/minimum',
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
