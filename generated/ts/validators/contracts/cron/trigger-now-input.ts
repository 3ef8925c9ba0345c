/* DO NOT EDIT — generated from schema/contracts/cron/trigger-now-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { CronTriggerNowInput } from '../../../contracts/cron/trigger-now-input.js';

export const validateCronTriggerNowInput = validate20 as unknown as Validator<CronTriggerNowInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cron/trigger-now-input.schema.json',
  title: 'CronTriggerNowInput',
  description: 'Input of `cron::trigger_now`: the `cron` binding to run at once.',
  type: 'object',
  required: ['trigger_id'],
  properties: {
    trigger_id: {
      description: "Id of an active `cron` binding (the cron payload's `job_id`).",
      type: 'string',
      minLength: 1,
    },
  },
  additionalProperties: true,
  examples: [{ trigger_id: '3f0c1a52-5e1e-4b55-9d0e-6a8a0f5b2c11' }],
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
  /*# sourceURL="contracts/cron/trigger-now-input.schema.json" */ let vErrors = null;
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
      if (data.trigger_id === undefined && (missing0 = 'trigger_id')) {
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
        if (data.trigger_id !== undefined) {
          let data0 = data.trigger_id;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/trigger_id',
                    schemaPath: '#/properties/trigger_id/minLength',
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
                  instancePath: instancePath + '/trigger_id',
                  schemaPath: '#/properties/trigger_id/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
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
