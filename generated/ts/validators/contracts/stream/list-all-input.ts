/* DO NOT EDIT — generated from schema/contracts/stream/list-all-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StreamListAllInput } from '../../../contracts/stream/list-all-input.js';

export const validateStreamListAllInput = validate20 as unknown as Validator<StreamListAllInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/list-all-input.schema.json',
  title: 'StreamListAllInput',
  description:
    'Input of `stream::list_all`: every stream with its groups. System streams (`svc:*`) are listed only with `include_system`.',
  type: 'object',
  properties: {
    include_system: {
      description: "Also list the engine's system streams (`svc:live`), marked `system: true`.",
      type: 'boolean',
    },
  },
  additionalProperties: true,
  examples: [{}, { include_system: true }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/list-all-input.schema.json" */ let vErrors = null;
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
      if (data.include_system !== undefined) {
        if (typeof data.include_system !== 'boolean') {
          validate20.errors = [
            {
              instancePath: instancePath + '/include_system',
              schemaPath: '#/properties/include_system/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            },
          ];
          return false;
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
