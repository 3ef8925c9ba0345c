/* DO NOT EDIT — generated from schema/contracts/observability/traces-flow-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ObservabilityTracesFlowInput } from '../../../contracts/observability/traces-flow-input.js';

export const validateObservabilityTracesFlowInput =
  validate20 as unknown as Validator<ObservabilityTracesFlowInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-flow-input.schema.json',
  title: 'ObservabilityTracesFlowInput',
  description:
    'Input of `engine::traces::flow`: what functions touched (state scopes, streams, queue topics, event topics), learned from the stored spans.',
  type: 'object',
  properties: {
    since_ms: { description: 'Only spans that start at or after this unix ms.', type: 'number' },
    limit: {
      description: 'Edges returned, most recently seen first (default 500).',
      type: 'integer',
      minimum: 1,
      maximum: 5000,
    },
  },
  additionalProperties: true,
  examples: [{}, { since_ms: 1700000000000, limit: 100 }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/traces-flow-input.schema.json" */ let vErrors = null;
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
      if (data.since_ms !== undefined) {
        let data0 = data.since_ms;
        const _errs2 = errors;
        if (!(typeof data0 == 'number' && isFinite(data0))) {
          validate20.errors = [
            {
              instancePath: instancePath + '/since_ms',
              schemaPath: '#/properties/since_ms/type',
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
        if (data.limit !== undefined) {
          let data1 = data.limit;
          const _errs4 = errors;
          if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
            validate20.errors = [
              {
                instancePath: instancePath + '/limit',
                schemaPath: '#/properties/limit/type',
                keyword: 'type',
                params: { type: 'integer' },
                message: 'must be integer',
              },
            ];
            return false;
          }
          if (errors === _errs4) {
            if (typeof data1 == 'number' && isFinite(data1)) {
              if (data1 > 5000 || isNaN(data1)) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/limit',
                    schemaPath: '#/properties/limit/maximum',
                    keyword: 'maximum',
                    params: { comparison: '<=', limit: 5000 },
                    message: 'must be <= 5000',
                  },
                ];
                return false;
              } else {
                if (data1 < 1 || isNaN(data1)) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/limit',
                      schemaPath: '#/properties/limit/minimum',
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
