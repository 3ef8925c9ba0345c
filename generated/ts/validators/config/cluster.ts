/* DO NOT EDIT — generated from schema/config/cluster.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { ClusterConfig } from '../../config/cluster.js';

export const validateClusterConfig = validate20 as unknown as Validator<ClusterConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/cluster.schema.json',
  title: 'ClusterConfig',
  description:
    'Settings engines of one cluster share. `token` is the secret engines present to each other; it is masked wherever the config is shown.',
  type: 'object',
  properties: {
    token: {
      description:
        "The cluster's shared secret (write `${VAR}` to take it from the environment); every engine of the cluster has the same one.",
      type: 'string',
      minLength: 16,
    },
  },
  additionalProperties: true,
  examples: [{}, { token: 'cluster-secret-0123456789' }],
};
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/cluster.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.token !== undefined) {
      let data0 = data.token;
      if (typeof data0 === 'string') {
        if (func1(data0) < 16) {
          const err0 = {
            instancePath: instancePath + '/token',
            schemaPath: '#/properties/token/minLength',
            keyword: 'minLength',
            params: { limit: 16 },
            message: 'must NOT have fewer than 16 characters',
          };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
      } else {
        const err1 = {
          instancePath: instancePath + '/token',
          schemaPath: '#/properties/token/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
