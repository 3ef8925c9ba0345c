/* DO NOT EDIT — generated from schema/contracts/engine/registered-triggers-list-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineRegisteredTriggersListInput } from '../../../contracts/engine/registered-triggers-list-input.js';

export const validateEngineRegisteredTriggersListInput =
  validate20 as unknown as Validator<EngineRegisteredTriggersListInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/registered-triggers-list-input.schema.json',
  title: 'EngineRegisteredTriggersListInput',
  description:
    'Input of `engine::registered-triggers::list` (trigger bindings): filters, all optional and combined with and. Without `include_internal`, bindings of types under `engine::` are left out.',
  type: 'object',
  properties: {
    search: {
      description: 'Case-insensitive substring of the binding id, its type or its function id.',
      type: 'string',
    },
    trigger_type: { description: "The binding's trigger type id, exactly.", type: 'string' },
    function_id: { description: 'The function the binding invokes, exactly.', type: 'string' },
    worker: {
      description:
        'Name of the worker that registered the binding (`engine` for those made with `engine::register_trigger`).',
      type: 'string',
    },
    include_internal: { description: "List bindings of the engine's own types too.", type: 'boolean' },
  },
  additionalProperties: true,
  examples: [
    {},
    { trigger_type: 'cron' },
    { function_id: 'jobs::tick', worker: 'jobs' },
    { search: 'tick', include_internal: true },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/registered-triggers-list-input.schema.json" */ let vErrors = null;
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
        if (valid0) {
          if (data.function_id !== undefined) {
            const _errs6 = errors;
            if (typeof data.function_id !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/function_id',
                  schemaPath: '#/properties/function_id/type',
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
            if (data.worker !== undefined) {
              const _errs8 = errors;
              if (typeof data.worker !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/worker',
                    schemaPath: '#/properties/worker/type',
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
            if (valid0) {
              if (data.include_internal !== undefined) {
                const _errs10 = errors;
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
                var valid0 = _errs10 === errors;
              } else {
                var valid0 = true;
              }
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
