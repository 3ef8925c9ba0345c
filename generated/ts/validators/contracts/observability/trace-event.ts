/* DO NOT EDIT — generated from schema/contracts/observability/trace-event.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ObservabilityTraceEvent } from '../../../contracts/observability/trace-event.js';

export const validateObservabilityTraceEvent = validate20 as unknown as Validator<ObservabilityTraceEvent>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/trace-event.schema.json',
  title: 'ObservabilityTraceEvent',
  description:
    "What a `trace` trigger's function receives: the trace ids that got a new span since the last fire, coalesced every 300 ms.",
  type: 'object',
  properties: {
    trace_ids: {
      description: 'New or updated traces, without repeats.',
      type: 'array',
      items: { description: 'A trace id.', type: 'string' },
    },
  },
  required: ['trace_ids'],
  additionalProperties: true,
  examples: [{ trace_ids: ['4bf92f3577b34da6a3ce929d0e0e4736'] }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/trace-event.schema.json" */ let vErrors = null;
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
      if (data.trace_ids === undefined && (missing0 = 'trace_ids')) {
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
        if (data.trace_ids !== undefined) {
          let data0 = data.trace_ids;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                const _errs4 = errors;
                if (typeof data0[i0] !== 'string') {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/trace_ids/' + i0,
                      schemaPath: '#/properties/trace_ids/items/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid1 = _errs4 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate20.errors = [
                {
                  instancePath: instancePath + '/trace_ids',
                  schemaPath: '#/properties/trace_ids/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
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
