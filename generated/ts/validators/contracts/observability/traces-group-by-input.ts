/* DO NOT EDIT — generated from schema/contracts/observability/traces-group-by-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ObservabilityTracesGroupByInput } from '../../../contracts/observability/traces-group-by-input.js';

export const validateObservabilityTracesGroupByInput =
  validate20 as unknown as Validator<ObservabilityTracesGroupByInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-group-by-input.schema.json',
  title: 'ObservabilityTracesGroupByInput',
  description: 'Input of `engine::traces::group_by`: traces grouped by the value of one attribute.',
  type: 'object',
  properties: {
    attribute: { description: 'Attribute key whose values group the spans.', type: 'string' },
    since_ms: { description: 'Only spans that start at or after this unix ms.', type: 'number' },
    limit: { description: 'Groups returned, most recent first (default 100).', type: 'integer', minimum: 1 },
    include_internal: { description: 'Include spans of `engine::*` functions.', type: 'boolean' },
    label_attribute: { description: 'Attribute whose first value labels each group.', type: 'string' },
  },
  required: ['attribute'],
  additionalProperties: true,
  examples: [
    { attribute: 'svc.function.id' },
    { attribute: 'user.id', label_attribute: 'user.name', limit: 10 },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/traces-group-by-input.schema.json" */ let vErrors = null;
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
      if (data.attribute === undefined && (missing0 = 'attribute')) {
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
        if (data.attribute !== undefined) {
          const _errs2 = errors;
          if (typeof data.attribute !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/attribute',
                schemaPath: '#/properties/attribute/type',
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
          if (data.since_ms !== undefined) {
            let data1 = data.since_ms;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && isFinite(data1))) {
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
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.limit !== undefined) {
              let data2 = data.limit;
              const _errs6 = errors;
              if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
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
              if (errors === _errs6) {
                if (typeof data2 == 'number' && isFinite(data2)) {
                  if (data2 < 1 || isNaN(data2)) {
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
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.include_internal !== undefined) {
                const _errs8 = errors;
                if (typeof data.include_internal !== 'boolean') {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/include_internal',
                      schemaPath: '#/properties/include_internal/type',
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
              if (valid0) {
                if (data.label_attribute !== undefined) {
                  const _errs10 = errors;
                  if (typeof data.label_attribute !== 'string') {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/label_attribute',
                        schemaPath: '#/properties/label_attribute/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs10 === errors;
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
