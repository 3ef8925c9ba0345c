/* DO NOT EDIT — generated from schema/contracts/engine/unregister-trigger-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineUnregisterTriggerOutput } from '../../../contracts/engine/unregister-trigger-output.js';

export const validateEngineUnregisterTriggerOutput =
  validate20 as unknown as Validator<EngineUnregisterTriggerOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/unregister-trigger-output.schema.json',
  title: 'EngineUnregisterTriggerOutput',
  description: 'Output of `engine::unregister_trigger`.',
  type: 'object',
  required: ['removed'],
  properties: {
    removed: {
      description:
        'True when the binding existed and is now gone; false when there was no binding with that id.',
      type: 'boolean',
    },
  },
  additionalProperties: true,
  examples: [{ removed: true }, { removed: false }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/unregister-trigger-output.schema.json" */ let vErrors = null;
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
      if (data.removed === undefined && (missing0 = 'removed')) {
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
        if (data.removed !== undefined) {
          if (typeof data.removed !== 'boolean') {
            validate20.errors = [
              {
                instancePath: instancePath + '/removed',
                schemaPath: '#/properties/removed/type',
                keyword: 'type',
                params: { type: 'boolean' },
                message: 'must be boolean',
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
