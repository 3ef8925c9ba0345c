/* DO NOT EDIT — generated from schema/contracts/state/list-groups-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StateListGroupsOutput } from '../../../contracts/state/list-groups-output.js';

export const validateStateListGroupsOutput = validate20 as unknown as Validator<StateListGroupsOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-groups-output.schema.json',
  title: 'StateListGroupsOutput',
  description: 'Output of `state::list_groups`.',
  type: 'object',
  required: ['groups'],
  properties: {
    groups: {
      description: 'Every scope holding at least one key, de-duplicated and sorted.',
      type: 'array',
      items: { type: 'string' },
    },
  },
  additionalProperties: true,
  examples: [{ groups: ['orders', 'users'] }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-groups-output.schema.json" */ let vErrors = null;
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
      if (data.groups === undefined && (missing0 = 'groups')) {
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
        if (data.groups !== undefined) {
          let data0 = data.groups;
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
                      instancePath: instancePath + '/groups/' + i0,
                      schemaPath: '#/properties/groups/items/type',
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
                  instancePath: instancePath + '/groups',
                  schemaPath: '#/properties/groups/type',
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
