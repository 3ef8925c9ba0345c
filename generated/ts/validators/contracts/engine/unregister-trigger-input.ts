/* DO NOT EDIT — generated from schema/contracts/engine/unregister-trigger-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineUnregisterTriggerInput } from '../../../contracts/engine/unregister-trigger-input.js';

export const validateEngineUnregisterTriggerInput =
  validate20 as unknown as Validator<EngineUnregisterTriggerInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/unregister-trigger-input.schema.json',
  title: 'EngineUnregisterTriggerInput',
  description: 'Input of `engine::unregister_trigger`: the binding to remove, whoever registered it.',
  type: 'object',
  required: ['id'],
  properties: {
    id: { description: "The binding's id.", type: 'string' },
    trigger_type: {
      description: "The binding's trigger type id; accepted and ignored by svc.",
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [{ id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' }, { id: 't-1', trigger_type: 'cron' }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/unregister-trigger-input.schema.json" */ let vErrors = null;
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
      if (data.id === undefined && (missing0 = 'id')) {
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
          if (data.trigger_type !== undefined) {
            const _errs4 = errors;
            if (typeof data.trigger_type !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/trigger_type',
                  schemaPath: '#/properties/trigger_type/type',
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
