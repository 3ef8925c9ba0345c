/* DO NOT EDIT — generated from schema/contracts/engine/workers-list-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineWorkersListInput } from '../../../contracts/engine/workers-list-input.js';

export const validateEngineWorkersListInput = validate20 as unknown as Validator<EngineWorkersListInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-list-input.schema.json',
  title: 'EngineWorkersListInput',
  description:
    'Input of `engine::workers::list`: filters, all optional and combined with and. Workers that never called `engine::workers::register` are never listed.',
  type: 'object',
  properties: {
    search: {
      description: "Case-insensitive substring of the worker's name or description.",
      type: 'string',
    },
    runtime: { description: "The worker's `runtime`, exactly.", type: 'string' },
    status: {
      description: "The worker's `status`, exactly: `available`, `busy` or `connected`.",
      type: 'string',
    },
    engine: {
      description:
        "In a cluster: only the workers connected to the engine with this id (`local` for the engine answering). All engines' when absent.",
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [{}, { runtime: 'python', status: 'busy' }, { search: 'bill' }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-list-input.schema.json" */ let vErrors = null;
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
        if (data.runtime !== undefined) {
          const _errs4 = errors;
          if (typeof data.runtime !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/runtime',
                schemaPath: '#/properties/runtime/type',
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
          if (data.status !== undefined) {
            const _errs6 = errors;
            if (typeof data.status !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/status',
                  schemaPath: '#/properties/status/type',
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
          if (valid0) {
            if (data.engine !== undefined) {
              const _errs8 = errors;
              if (typeof data.engine !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/engine',
                    schemaPath: '#/properties/engine/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
              var valid0 = _errs8 === errors;
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
