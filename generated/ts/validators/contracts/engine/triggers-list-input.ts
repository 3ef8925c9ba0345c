/* DO NOT EDIT — generated from schema/contracts/engine/triggers-list-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineTriggersListInput } from '../../../contracts/engine/triggers-list-input.js';

export const validateEngineTriggersListInput = validate20 as unknown as Validator<EngineTriggersListInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/triggers-list-input.schema.json',
  title: 'EngineTriggersListInput',
  description:
    'Input of `engine::triggers::list` (trigger types): filters, all optional and combined with and. Without `include_internal`, types under `engine::` are left out.',
  type: 'object',
  properties: {
    search: { description: 'Case-insensitive substring of the type id or description.', type: 'string' },
    prefix: { description: 'Start of the type id.', type: 'string' },
    include_internal: { description: "List the engine's own types too.", type: 'boolean' },
  },
  additionalProperties: true,
  examples: [{}, { search: 'http' }, { prefix: 'engine::', include_internal: true }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/triggers-list-input.schema.json" */ let vErrors = null;
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
      if (data.search !== undefined) {
        const _errs2 = errors;
        if (typeof data.search !== 'string') {
          validate20.errors = [
            {
              instancePath: instancePath + '/search',
              schemaPath: '#/properties/search/type',
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
        if (data.prefix !== undefined) {
          const _errs4 = errors;
          if (typeof data.prefix !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/prefix',
                schemaPath: '#/properties/prefix/type',
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
          if (data.include_internal !== undefined) {
            const _errs6 = errors;
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
            var valid0 = _errs6 === errors;
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
