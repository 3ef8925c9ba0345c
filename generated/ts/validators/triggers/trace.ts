/* DO NOT EDIT — generated from schema/triggers/trace.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { TraceTriggerConfig } from '../../triggers/trace.js';

export const validateTraceTriggerConfig = validate20 as unknown as Validator<TraceTriggerConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/trace.schema.json',
  title: 'TraceTriggerConfig',
  description:
    'Config of a `trace` trigger: invoke `function_id` with contracts/observability/trace-event every 300 ms while new spans arrive. Unknown keys are ignored.',
  type: 'object',
  properties: {
    service_name: {
      description: 'Only traces with a span of this service (case-insensitive substring).',
      type: 'string',
    },
    status: { description: 'Only spans with this status (`ok`, `error`, `unset`).', type: 'string' },
  },
  additionalProperties: true,
  examples: [{}, { status: 'error' }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="triggers/trace.schema.json" */ let vErrors = null;
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
      if (data.service_name !== undefined) {
        const _errs2 = errors;
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
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.status !== undefined) {
          const _errs4 = errors;
          if (typeof data.status !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/status',
                schemaPath: '#/properties/status/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
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
