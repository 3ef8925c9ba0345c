/* DO NOT EDIT — generated from schema/triggers/cron.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { CronTriggerConfig } from '../../triggers/cron.js';

export const validateCronTriggerConfig = validate20 as unknown as Validator<CronTriggerConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/cron.schema.json',
  title: 'CronTriggerConfig',
  description:
    'Config of a `cron` trigger: invoke `function_id` on a schedule. The handler receives contracts/cron-event. Unknown keys are ignored.',
  type: 'object',
  required: ['expression'],
  properties: {
    expression: {
      description:
        'Cron expression with seconds first: 6 fields (`sec min hour dom mon dow`) or 7 with a trailing year, evaluated in UTC unless `timezone` is given.',
      type: 'string',
      minLength: 1,
    },
    timezone: {
      description: 'IANA time zone the expression is read in (`Europe/Paris`); UTC when absent.',
      type: 'string',
      minLength: 1,
    },
    overlap: {
      description:
        "`skip` (default): a tick due while the job's previous run is still going is skipped, logged and counted; `allow`: it runs anyway.",
      enum: ['skip', 'allow'],
      default: 'skip',
    },
    catch_up: {
      description:
        'When the job was not running at its last due tick (the engine was down, or the binding away), `true` fires that one tick once when the job is bound again; `false` (default) does not replay it.',
      type: 'boolean',
      default: false,
    },
    condition_function_id: {
      description:
        'Function called with the cron payload first; a result of exactly `false` skips this tick.',
      $ref: '../common/function-id.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { expression: '*/15 * * * * *' },
    { expression: '0 0 3 * * Mon *', condition_function_id: 'jobs::enabled' },
    { expression: '0 30 9 * * *', timezone: 'Europe/Paris', overlap: 'allow', catch_up: true },
  ],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/function-id.schema.json',
  title: 'FunctionId',
  description:
    'A function id: a free-form non-empty string, by convention `::`-separated segments whose first segment names the service (`orders::create`). Ids under `engine::` are reserved for the engine.',
  type: 'string',
  minLength: 1,
  examples: ['orders::create', 'math::add', 'engine::functions::list'],
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
  /*# sourceURL="triggers/cron.schema.json" */ let vErrors = null;
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
      if (data.expression === undefined && (missing0 = 'expression')) {
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
        if (data.expression !== undefined) {
          let data0 = data.expression;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/expression',
                    schemaPath: '#/properties/expression/minLength',
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
                  instancePath: instancePath + '/expression',
                  schemaPath: '#/properties/expression/type',
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
          if (data.timezone !== undefined) {
            let data1 = data.timezone;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/timezone',
                      schemaPath: '#/properties/timezone/minLength',
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
                    instancePath: instancePath + '/timezone',
                    schemaPath: '#/properties/timezone/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.overlap !== undefined) {
              let data2 = data.overlap;
              const _errs6 = errors;
              if (!(data2 === 'skip' || data2 === 'allow')) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/overlap',
                    schemaPath: '#/properties/overlap/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema31.properties.overlap.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.catch_up !== undefined) {
                const _errs7 = errors;
                if (typeof data.catch_up !== 'boolean') {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/catch_up',
                      schemaPath: '#/properties/catch_up/type',
                      keyword: 'type',
                      params: { type: 'boolean' },
                      message: 'must be boolean',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.condition_function_id !== undefined) {
                  let data4 = data.condition_function_id;
                  const _errs9 = errors;
                  const _errs10 = errors;
                  if (errors === _errs10) {
                    if (typeof data4 === 'string') {
                      if (func1(data4) < 1) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/condition_function_id',
                            schemaPath: '../common/function-id.schema.json/minLength',
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
                          instancePath: instancePath + '/condition_function_id',
                          schemaPath: '../common/function-id.schema.json/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs9 === errors;
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
