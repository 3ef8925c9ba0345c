/* DO NOT EDIT — generated from schema/triggers/event.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { EventTriggerConfig } from '../../triggers/event.js';

export const validateEventTriggerConfig = validate20 as unknown as Validator<EventTriggerConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/event.schema.json',
  title: 'EventTriggerConfig',
  description:
    'Config of an `event` trigger (also accepted under the type name `subscribe`): invoke `function_id`, fire and forget, with the data of every event published to `topic`. The handler receives contracts/event-payload. One of `topic`, `event` or `name` must name the topic; a binding with none is refused when it is registered. Unknown keys are ignored.',
  type: 'object',
  properties: {
    topic: { description: 'Topic to subscribe to; empty topics are refused.', type: 'string', minLength: 1 },
    event: {
      description:
        'Another name for `topic` (an event name, as in `state:updated`); used when `topic` is absent.',
      type: 'string',
      minLength: 1,
    },
    name: {
      description: 'Another name for `topic`; used when `topic` and `event` are absent.',
      type: 'string',
      minLength: 1,
    },
    condition_function_id: {
      description:
        "Function called with the event's data first; a result of exactly `false` skips this delivery.",
      $ref: '../common/function-id.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { topic: 'user.signed_up' },
    { event: 'state:updated', condition_function_id: 'users::is_admin' },
  ],
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
  /*# sourceURL="triggers/event.schema.json" */ let vErrors = null;
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
      if (data.topic !== undefined) {
        let data0 = data.topic;
        const _errs2 = errors;
        if (errors === _errs2) {
          if (typeof data0 === 'string') {
            if (func1(data0) < 1) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/topic',
                  schemaPath: '#/properties/topic/minLength',
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
                instancePath: instancePath + '/topic',
                schemaPath: '#/properties/topic/type',
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
        if (data.event !== undefined) {
          let data1 = data.event;
          const _errs4 = errors;
          if (errors === _errs4) {
            if (typeof data1 === 'string') {
              if (func1(data1) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/event',
                    schemaPath: '#/properties/event/minLength',
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
                  instancePath: instancePath + '/event',
                  schemaPath: '#/properties/event/type',
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
        if (valid0) {
          if (data.name !== undefined) {
            let data2 = data.name;
            const _errs6 = errors;
            if (errors === _errs6) {
              if (typeof data2 === 'string') {
                if (func1(data2) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/name',
                      schemaPath: '#/properties/name/minLength',
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
                    instancePath: instancePath + '/name',
                    schemaPath: '#/properties/name/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
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
