/* DO NOT EDIT — generated from schema/contracts/engine/workers-register-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineWorkersRegisterOutput } from '../../../contracts/engine/workers-register-output.js';

export const validateEngineWorkersRegisterOutput =
  validate20 as unknown as Validator<EngineWorkersRegisterOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-register-output.schema.json',
  title: 'EngineWorkersRegisterOutput',
  description: 'Output of `engine::workers::register`. SDKs call it void, so nobody receives it.',
  type: 'object',
  required: ['success'],
  properties: { success: { description: 'Always true: a failure is an error instead.', const: true } },
  additionalProperties: true,
  examples: [{ success: true }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-register-output.schema.json" */ let vErrors = null;
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
      if (data.success === undefined && (missing0 = 'success')) {
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
        if (data.success !== undefined) {
          if (true !== data.success) {
            validate20.errors = [
              {
                instancePath: instancePath + '/success',
                schemaPath: '#/properties/success/const',
                keyword: 'const',
                params: { allowedValue: true },
                message: 'must be equal to constant',
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
