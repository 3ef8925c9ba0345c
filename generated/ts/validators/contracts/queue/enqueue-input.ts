/* DO NOT EDIT — generated from schema/contracts/queue/enqueue-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { QueueEnqueueInput } from '../../../contracts/queue/enqueue-input.js';

export const validateQueueEnqueueInput = validate20 as unknown as Validator<QueueEnqueueInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/enqueue-input.schema.json',
  title: 'QueueEnqueueInput',
  description:
    'Input of `engine::queue::enqueue`: the provider form of an `enqueue` action. The message is kept on the named queue and `function_id` is invoked with `data` at least once.',
  type: 'object',
  required: ['queue', 'function_id'],
  properties: {
    queue: {
      description: "Named queue from svc-queue's `queues` settings, or `default`.",
      type: 'string',
      minLength: 1,
    },
    function_id: {
      description: 'Function the message is delivered to.',
      $ref: '../../common/function-id.schema.json',
    },
    data: { description: 'Payload the function receives.', $ref: '../../common/json-value.schema.json' },
    messageReceiptId: {
      description:
        'Id to give the message (the engine makes one for an `enqueue` action); a new UUID when absent.',
      type: 'string',
      minLength: 1,
    },
    traceparent: {
      description: 'W3C trace context of the caller, passed to every delivery.',
      type: 'string',
    },
    baggage: { description: 'W3C baggage of the caller, passed to every delivery.', type: 'string' },
  },
  additionalProperties: true,
  examples: [{ queue: 'default', function_id: 'emails::send', data: { to: 'ada@example.com' } }],
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
const schema33 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
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
  /*# sourceURL="contracts/queue/enqueue-input.schema.json" */ let vErrors = null;
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
      if (
        (data.queue === undefined && (missing0 = 'queue')) ||
        (data.function_id === undefined && (missing0 = 'function_id'))
      ) {
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
        if (data.queue !== undefined) {
          let data0 = data.queue;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/queue',
                    schemaPath: '#/properties/queue/minLength',
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
                  instancePath: instancePath + '/queue',
                  schemaPath: '#/properties/queue/type',
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
          if (data.function_id !== undefined) {
            let data1 = data.function_id;
            const _errs4 = errors;
            const _errs5 = errors;
            if (errors === _errs5) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/function_id',
                      schemaPath: '../../common/function-id.schema.json/minLength',
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
                    instancePath: instancePath + '/function_id',
                    schemaPath: '../../common/function-id.schema.json/type',
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
            if (data.data !== undefined) {
              let data2 = data.data;
              const _errs7 = errors;
              if (
                typeof data2 != 'object' &&
                typeof data2 !== 'string' &&
                !(typeof data2 == 'number' && isFinite(data2)) &&
                typeof data2 !== 'boolean'
              ) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/data',
                    schemaPath: '../../common/json-value.schema.json/type',
                    keyword: 'type',
                    params: { type: schema33.type },
                    message: 'must be object,array,string,number,boolean,null',
                  },
                ];
                return false;
              }
              var valid0 = _errs7 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.messageReceiptId !== undefined) {
                let data3 = data.messageReceiptId;
                const _errs10 = errors;
                if (errors === _errs10) {
                  if (typeof data3 === 'string') {
                    if (func1(data3) < 1) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/messageReceiptId',
                          schemaPath: '#/properties/messageReceiptId/minLength',
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
                        instancePath: instancePath + '/messageReceiptId',
                        schemaPath: '#/properties/messageReceiptId/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs10 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.traceparent !== undefined) {
                  const _errs12 = errors;
                  if (typeof data.traceparent !== 'string') {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/traceparent',
                        schemaPath: '#/properties/traceparent/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs12 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.baggage !== undefined) {
                    const _errs14 = errors;
                    if (typeof data.baggage !== 'string') {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/baggage',
                          schemaPath: '#/properties/baggage/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                    var valid0 = _errs14 === errors;
                  } else {
                    var valid0 = true;
                  }
                }
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
