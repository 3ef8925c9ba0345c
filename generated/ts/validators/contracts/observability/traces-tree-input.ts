/* DO NOT EDIT — generated from schema/contracts/observability/traces-tree-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ObservabilityTracesTreeInput } from '../../../contracts/observability/traces-tree-input.js';

export const validateObservabilityTracesTreeInput =
  validate20 as unknown as Validator<ObservabilityTracesTreeInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-tree-input.schema.json',
  title: 'ObservabilityTracesTreeInput',
  description: 'Input of `engine::traces::tree`.',
  type: 'object',
  properties: { trace_id: { description: 'The trace.', type: 'string' } },
  required: ['trace_id'],
  additionalProperties: true,
  examples: [{ trace_id: '4bf92f3577b34da6a3ce929d0e0e4736' }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/traces-tree-input.schema.json" */ let vErrors = null;
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
      if (data.trace_id === undefined && (missing0 = 'trace_id')) {
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
        if (data.trace_id !== undefined) {
          if (typeof data.trace_id !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/trace_id',
                schemaPath: '#/properties/trace_id/type',
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
