/* DO NOT EDIT — generated from schema/contracts/cron-event.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { CronEvent } from '../../contracts/cron-event.js';

export const validateCronEvent = validate20 as unknown as Validator<CronEvent>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cron-event.schema.json',
  title: 'CronEvent',
  description: "Payload a `cron` trigger's handler receives on each tick.",
  type: 'object',
  required: ['trigger', 'job_id', 'scheduled_time', 'actual_time'],
  properties: {
    trigger: { description: 'Always `cron`.', const: 'cron' },
    job_id: { description: 'Id of the cron trigger that fired.', type: 'string' },
    scheduled_time: {
      description: 'When the tick was due, RFC 3339 in UTC.',
      type: 'string',
      format: 'date-time',
    },
    actual_time: {
      description: 'When the engine fired it, RFC 3339 in UTC.',
      type: 'string',
      format: 'date-time',
    },
  },
  additionalProperties: true,
  examples: [
    {
      trigger: 'cron',
      job_id: '3f0c1a52-5e1e-4b55-9d0e-6a8a0f5b2c11',
      scheduled_time: '2026-11-21T10:00:00Z',
      actual_time: '2026-11-21T10:00:00.004Z',
    },
  ],
};
const formats0 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/cron-event.schema.json" */ let vErrors = null;
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
        (data.trigger === undefined && (missing0 = 'trigger')) ||
        (data.job_id === undefined && (missing0 = 'job_id')) ||
        (data.scheduled_time === undefined && (missing0 = 'scheduled_time')) ||
        (data.actual_time === undefined && (missing0 = 'actual_time'))
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
        if (data.trigger !== undefined) {
          const _errs2 = errors;
          if ('cron' !== data.trigger) {
            validate20.errors = [
              {
                instancePath: instancePath + '/trigger',
                schemaPath: '#/properties/trigger/const',
                keyword: 'const',
                params: { allowedValue: 'cron' },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.job_id !== undefined) {
            const _errs3 = errors;
            if (typeof data.job_id !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/job_id',
                  schemaPath: '#/properties/job_id/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.scheduled_time !== undefined) {
              let data2 = data.scheduled_time;
              const _errs5 = errors;
              if (errors === _errs5) {
                if (errors === _errs5) {
                  if (typeof data2 === 'string') {
                    if (!formats0.test(data2)) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/scheduled_time',
                          schemaPath: '#/properties/scheduled_time/format',
                          keyword: 'format',
                          params: { format: 'date-time' },
                          message: 'must match format "' + 'date-time' + '"',
                        },
                      ];
                      return false;
                    }
                  } else {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/scheduled_time',
                        schemaPath: '#/properties/scheduled_time/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.actual_time !== undefined) {
                let data3 = data.actual_time;
                const _errs7 = errors;
                if (errors === _errs7) {
                  if (errors === _errs7) {
                    if (typeof data3 === 'string') {
                      if (!formats0.test(data3)) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/actual_time',
                            schemaPath: '#/properties/actual_time/format',
                            keyword: 'format',
                            params: { format: 'date-time' },
                            message: 'must match format "' + 'date-time' + '"',
                          },
                        ];
                        return false;
                      }
                    } else {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/actual_time',
                          schemaPath: '#/properties/actual_time/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                  }
                }
                var valid0 = _errs7 === errors;
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
