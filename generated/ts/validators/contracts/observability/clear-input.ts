/* DO NOT EDIT — generated from schema/contracts/observability/clear-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ObservabilityClearInput } from '../../../contracts/observability/clear-input.js';

export const validateObservabilityClearInput = validate20 as unknown as Validator<ObservabilityClearInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/clear-input.schema.json',
  title: 'ObservabilityClearInput',
  description:
    'Input of `engine::traces::clear` and `engine::logs::clear`: an empty object (other keys are ignored).',
  type: 'object',
  properties: {},
  additionalProperties: true,
  examples: [{}],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/clear-input.schema.json" */ let vErrors = null;
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
