/* DO NOT EDIT — generated from schema/triggers/log.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { LogTriggerConfig } from '../../triggers/log.js';

export const validateLogTriggerConfig = validate20 as unknown as Validator<LogTriggerConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/log.schema.json',
  title: 'LogTriggerConfig',
  description:
    'Config of a `log` trigger: invoke `function_id` with each stored log record (contracts/observability/stored-log) that passes the filters. Unknown keys are ignored.',
  type: 'object',
  properties: {
    level: {
      description: 'Minimum severity text: `trace`, `debug`, `info`, `warn`, `error` or `fatal`.',
      type: 'string',
    },
    severity_min: { description: 'Minimum OTel severity number.', type: 'integer', minimum: 1, maximum: 24 },
    service_name: { description: 'Only records of this service (exact).', type: 'string' },
  },
  additionalProperties: true,
  examples: [{}, { level: 'warn' }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="triggers/log.schema.json" */ let vErrors = null;
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
      if (data.level !== undefined) {
        const _errs2 = errors;
        if (typeof data.level !== 'string') {
          validate20.errors = [
            {
              instancePath: instancePath + '/level',
              schemaPath: '#/properties/level/type',
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
        if (data.severity_min !== undefined) {
          let data1 = data.severity_min;
          const _errs4 = errors;
          if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
            validate20.errors = [
              {
                instancePath: instancePath + '/severity_min',
                schemaPath: '#/properties/severity_min/type',
                keyword: 'type',
                params: { type: 'integer' },
                message: 'must be integer',
              },
            ];
            return false;
          }
          if (errors === _errs4) {
            if (typeof data1 == 'number' && isFinite(data1)) {
              if (data1 > 24 || isNaN(data1)) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/severity_min',
                    schemaPath: '#/properties/severity_min/maximum',
                    keyword: 'maximum',
                    params: { comparison: '<=', limit: 24 },
                    message: 'must be <= 24',
                  },
                ];
                return false;
              } else {
                if (data1 < 1 || isNaN(data1)) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/severity_min',
                      schemaPath: '#/properties/severity_min/minimum',
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
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.service_name !== undefined) {
            const _errs6 = errors;
            if (typeof data.service_name !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/service_name',
                  schemaPath: '#/properties/service_name/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid0 = _errs6 === errors;
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
