/* DO NOT EDIT — generated from schema/triggers/stream-join.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { StreamJoinTriggerConfig } from '../../triggers/stream-join.js';

export const validateStreamJoinTriggerConfig = validate20 as unknown as Validator<StreamJoinTriggerConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/stream-join.schema.json',
  title: 'StreamJoinTriggerConfig',
  description:
    'Config of a `stream:join` or `stream:leave` trigger: invoke `function_id` when a client joins or leaves a subscription (contracts/stream/join-event). A join handler answering `{unauthorized: true}` refuses the join. Unknown keys are ignored.',
  type: 'object',
  properties: {
    stream_name: { description: 'Only this stream; every stream when absent.', type: 'string' },
    condition_function_id: {
      description: 'Function called with the payload first; a result of exactly `false` skips the handler.',
      $ref: '../common/function-id.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{}, { stream_name: 'todo' }],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/function-id.schema.json',
  title: 'FunctionId',
  description:
    'A function id: a free-form non-empty string, by convention `::`-separated segments whose first segment names the service (`orders::create`). Ids under `engine::` are reserved for the engine.',
  type: 'string',
  minLength: 1,
  examples: ['orders::create', 'math::add', 'engine::functions::list'],
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
  /*# sourceURL="triggers/stream-join.schema.json" */ let vErrors = null;
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
      if (data.stream_name !== undefined) {
        const _errs2 = errors;
        if (typeof data.stream_name !== 'string') {
          validate20.errors = [
            {
              instancePath: instancePath + '/stream_name',
              schemaPath: '#/properties/stream_name/type',
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
        if (data.condition_function_id !== undefined) {
          let data1 = data.condition_function_id;
          const _errs4 = errors;
          const _errs5 = errors;
          if (errors === _errs5) {
            if (typeof data1 === 'string') {
              if (func1(data1) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/condition_function_id',
                    schemaPath: '../common/function-id.schema.json/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  },
                ];
                return false;
              }
            } else {
              validate20.errors = [
                {
                  instancePath: instancePath + '/condition_function_id',
                  schemaPath: '../common/function-id.schema.json/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
          }
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
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
