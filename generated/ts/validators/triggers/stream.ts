/* DO NOT EDIT — generated from schema/triggers/stream.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { StreamTriggerConfig } from '../../triggers/stream.js';

export const validateStreamTriggerConfig = validate20 as unknown as Validator<StreamTriggerConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/stream.schema.json',
  title: 'StreamTriggerConfig',
  description:
    'Config of a `stream` trigger: invoke `function_id` when an item of `stream_name` is created, updated, deleted or sent an event. The handler receives contracts/stream-event. Unknown keys are ignored.',
  type: 'object',
  required: ['stream_name'],
  properties: {
    stream_name: { description: 'Stream to watch.', type: 'string', minLength: 1 },
    group_id: { description: 'Only this group of the stream.', type: 'string' },
    item_id: { description: 'Only this item.', type: 'string' },
    condition_function_id: {
      description:
        'Function called with the change payload first; a result of exactly `false` skips the handler.',
      $ref: '../common/function-id.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ stream_name: 'todo' }, { stream_name: 'todo', group_id: 'inbox', item_id: 't1' }],
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
  /*# sourceURL="triggers/stream.schema.json" */ let vErrors = null;
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
      if (data.stream_name === undefined && (missing0 = 'stream_name')) {
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
        if (data.stream_name !== undefined) {
          let data0 = data.stream_name;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/stream_name',
                    schemaPath: '#/properties/stream_name/minLength',
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
                  instancePath: instancePath + '/stream_name',
                  schemaPath: '#/properties/stream_name/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.group_id !== undefined) {
            const _errs4 = errors;
            if (typeof data.group_id !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/group_id',
                  schemaPath: '#/properties/group_id/type',
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
            if (data.item_id !== undefined) {
              const _errs6 = errors;
              if (typeof data.item_id !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/item_id',
                    schemaPath: '#/properties/item_id/type',
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
              if (data.condition_function_id !== undefined) {
                let data3 = data.condition_function_id;
                const _errs8 = errors;
                const _errs9 = errors;
                if (errors === _errs9) {
                  if (typeof data3 === 'string') {
                    if (func1(data3) < 1) {
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
                var valid0 = _errs8 === errors;
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
