/* DO NOT EDIT — generated from schema/contracts/observability/metrics-list-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ObservabilityMetricsListInput } from '../../../contracts/observability/metrics-list-input.js';

export const validateObservabilityMetricsListInput =
  validate20 as unknown as Validator<ObservabilityMetricsListInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/metrics-list-input.schema.json',
  title: 'ObservabilityMetricsListInput',
  description: 'Input of `engine::metrics::list`.',
  type: 'object',
  properties: {
    start_time: { description: 'Only SDK metric points at or after this unix ms.', type: 'number' },
    end_time: { description: 'Only SDK metric points at or before this unix ms.', type: 'number' },
    metric_name: { description: 'Only SDK metrics with this name (exact).', type: 'string' },
    aggregate_interval: {
      description: 'Accepted for compatibility; no aggregation is done.',
      type: 'number',
    },
  },
  additionalProperties: true,
  examples: [{}, { metric_name: 'process.memory.rss' }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/metrics-list-input.schema.json" */ let vErrors = null;
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
      if (data.start_time !== undefined) {
        let data0 = data.start_time;
        const _errs2 = errors;
        if (!(typeof data0 == 'number' && isFinite(data0))) {
          validate20.errors = [
            {
              instancePath: instancePath + '/start_time',
              schemaPath: '#/properties/start_time/type',
              keyword: 'type',
              params: { type: 'number' },
              message: 'must be number',
            },
          ];
          return false;
        }
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.end_time !== undefined) {
          let data1 = data.end_time;
          const _errs4 = errors;
          if (!(typeof data1 == 'number' && isFinite(data1))) {
            validate20.errors = [
              {
                instancePath: instancePath + '/end_time',
                schemaPath: '#/properties/end_time/type',
                keyword: 'type',
                params: { type: 'number' },
                message: 'must be number',
              },
            ];
            return false;
          }
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.metric_name !== undefined) {
            const _errs6 = errors;
            if (typeof data.metric_name !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/metric_name',
                  schemaPath: '#/properties/metric_name/type',
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
          if (valid0) {
            if (data.aggregate_interval !== undefined) {
              let data3 = data.aggregate_interval;
              const _errs8 = errors;
              if (!(typeof data3 == 'number' && isFinite(data3))) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/aggregate_interval',
                    schemaPath: '#/properties/aggregate_interval/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
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
