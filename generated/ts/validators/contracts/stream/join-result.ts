/* DO NOT EDIT — generated from schema/contracts/stream/join-result.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StreamJoinResult } from '../../../contracts/stream/join-result.js';

export const validateStreamJoinResult = validate20 as unknown as Validator<StreamJoinResult>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/join-result.schema.json',
  title: 'StreamJoinResult',
  description: 'What a `stream:join` handler may answer; any other answer (or none) lets the join through.',
  type: 'object',
  properties: {
    unauthorized: {
      description: 'True refuses the join: the client gets an `unauthorized` frame instead of `sync`.',
      type: 'boolean',
    },
  },
  additionalProperties: true,
  examples: [{ unauthorized: true }, {}],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/join-result.schema.json" */ let vErrors = null;
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
      if (data.unauthorized !== undefined) {
        if (typeof data.unauthorized !== 'boolean') {
          validate20.errors = [
            {
              instancePath: instancePath + '/unauthorized',
              schemaPath: '#/properties/unauthorized/type',
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
