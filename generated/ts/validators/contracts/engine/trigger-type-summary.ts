/* DO NOT EDIT — generated from schema/contracts/engine/trigger-type-summary.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineTriggerTypeSummary } from '../../../contracts/engine/trigger-type-summary.js';

export const validateEngineTriggerTypeSummary = validate20 as unknown as Validator<EngineTriggerTypeSummary>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/trigger-type-summary.schema.json',
  title: 'EngineTriggerTypeSummary',
  description: 'A trigger type as `engine::triggers::list` and `engine::registered-triggers::info` show it.',
  type: 'object',
  required: ['id', 'worker_name', 'description'],
  properties: {
    id: { description: 'The trigger type id, e.g. `http`.', type: 'string' },
    worker_name: { description: 'Name of the worker or built-in module that provides it.', type: 'string' },
    description: {
      description: 'What fires it, as registered; empty when the registration had none.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [{ id: 'http', worker_name: 'svc-http', description: 'HTTP requests to a route' }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/trigger-type-summary.schema.json" */ let vErrors = null;
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
        (data.id === undefined && (missing0 = 'id')) ||
        (data.worker_name === undefined && (missing0 = 'worker_name')) ||
        (data.description === undefined && (missing0 = 'description'))
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
        if (data.id !== undefined) {
          const _errs2 = errors;
          if (typeof data.id !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
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
          if (data.worker_name !== undefined) {
            const _errs4 = errors;
            if (typeof data.worker_name !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/worker_name',
                  schemaPath: '#/properties/worker_name/type',
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
          if (valid0) {
            if (data.description !== undefined) {
              const _errs6 = errors;
              if (typeof data.description !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: '#/properties/description/type',
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
