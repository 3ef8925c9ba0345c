/* DO NOT EDIT — generated from schema/contracts/queue/dlq-messages-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { QueueDlqMessagesOutput } from '../../../contracts/queue/dlq-messages-output.js';

export const validateQueueDlqMessagesOutput = validate20 as unknown as Validator<QueueDlqMessagesOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/dlq-messages-output.schema.json',
  title: 'QueueDlqMessagesOutput',
  description: 'Output of `engine::queue::dlq_messages`.',
  type: 'object',
  required: ['topic', 'messages', 'total'],
  properties: {
    topic: { description: 'Topic or queue name.', type: 'string' },
    total: {
      description: 'Messages in the dead-letter queue, over every page.',
      type: 'integer',
      minimum: 0,
    },
    messages: {
      description: 'The page.',
      type: 'array',
      items: {
        title: 'QueueDlqMessage',
        description: 'One dead message.',
        type: 'object',
        required: ['id', 'function_id', 'payload', 'error', 'failed_at', 'retries', 'size_bytes'],
        properties: {
          id: { description: 'Message id (its `messageReceiptId`).', type: 'string' },
          function_id: { description: 'Function it was delivered to.', type: 'string' },
          payload: { description: "The message's data.", $ref: '../../common/json-value.schema.json' },
          error: { description: 'Error of the last attempt (`code: message`).', type: 'string' },
          failed_at: { description: 'When it was dead-lettered, in Unix seconds.', type: 'number' },
          retries: { description: 'Attempts made.', type: 'integer', minimum: 0 },
          size_bytes: { description: "Size of the payload's JSON text.", type: 'integer', minimum: 0 },
        },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
  examples: [
    {
      topic: 't',
      total: 1,
      messages: [
        {
          id: 'm1',
          function_id: 'f',
          payload: {},
          error: 'invocation_failed: boom',
          failed_at: 1700000000,
          retries: 4,
          size_bytes: 2,
        },
      ],
    },
  ],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/dlq-messages-output.schema.json" */ let vErrors = null;
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
        (data.topic === undefined && (missing0 = 'topic')) ||
        (data.messages === undefined && (missing0 = 'messages')) ||
        (data.total === undefined && (missing0 = 'total'))
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
        if (data.topic !== undefined) {
          const _errs2 = errors;
          if (typeof data.topic !== 'string') {
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
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.total !== undefined) {
            let data1 = data.total;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/total',
                  schemaPath: '#/properties/total/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                },
              ];
              return false;
            }
            if (errors === _errs4) {
              if (typeof data1 == 'number' && isFinite(data1)) {
                if (data1 < 0 || isNaN(data1)) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/total',
                      schemaPath: '#/properties/total/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    },
                  ];
                  return false;
                }
              }
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.messages !== undefined) {
              let data2 = data.messages;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (Array.isArray(data2)) {
                  var valid1 = true;
                  const len0 = data2.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let data3 = data2[i0];
                    const _errs8 = errors;
                    if (errors === _errs8) {
                      if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                        let missing1;
                        if (
                          (data3.id === undefined && (missing1 = 'id')) ||
                          (data3.function_id === undefined && (missing1 = 'function_id')) ||
                          (data3.payload === undefined && (missing1 = 'payload')) ||
                          (data3.error === undefined && (missing1 = 'error')) ||
                          (data3.failed_at === undefined && (missing1 = 'failed_at')) ||
                          (data3.retries === undefined && (missing1 = 'retries')) ||
                          (data3.size_bytes === undefined && (missing1 = 'size_bytes'))
                        ) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/messages/' + i0,
                              schemaPath: '#/properties/messages/items/required',
                              keyword: 'required',
                              params: { missingProperty: missing1 },
                              message: "must have required property '" + missing1 + "'",
                            },
                          ];
                          return false;
                        } else {
                          if (data3.id !== undefined) {
                            const _errs11 = errors;
                            if (typeof data3.id !== 'string') {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/messages/' + i0 + '/id',
                                  schemaPath: '#/properties/messages/items/properties/id/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid2 = _errs11 === errors;
                          } else {
                            var valid2 = true;
                          }
                          if (valid2) {
                            if (data3.function_id !== undefined) {
                              const _errs13 = errors;
                              if (typeof data3.function_id !== 'string') {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/messages/' + i0 + '/function_id',
                                    schemaPath: '#/properties/messages/items/properties/function_id/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid2 = _errs13 === errors;
                            } else {
                              var valid2 = true;
                            }
                            if (valid2) {
                              if (data3.payload !== undefined) {
                                let data6 = data3.payload;
                                const _errs15 = errors;
                                if (
                                  typeof data6 != 'object' &&
                                  typeof data6 !== 'string' &&
                                  !(typeof data6 == 'number' && isFinite(data6)) &&
                                  typeof data6 !== 'boolean'
                                ) {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/messages/' + i0 + '/payload',
                                      schemaPath: '../../common/json-value.schema.json/type',
                                      keyword: 'type',
                                      params: { type: schema32.type },
                                      message: 'must be object,array,string,number,boolean,null',
                                    },
                                  ];
                                  return false;
                                }
                                var valid2 = _errs15 === errors;
                              } else {
                                var valid2 = true;
                              }
                              if (valid2) {
                                if (data3.error !== undefined) {
                                  const _errs18 = errors;
                                  if (typeof data3.error !== 'string') {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/messages/' + i0 + '/error',
                                        schemaPath: '#/properties/messages/items/properties/error/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid2 = _errs18 === errors;
                                } else {
                                  var valid2 = true;
                                }
                                if (valid2) {
                                  if (data3.failed_at !== undefined) {
                                    let data8 = data3.failed_at;
                                    const _errs20 = errors;
                                    if (!(typeof data8 == 'number' && isFinite(data8))) {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/messages/' + i0 + '/failed_at',
                                          schemaPath: '#/properties/messages/items/properties/failed_at/type',
                                          keyword: 'type',
                                          params: { type: 'number' },
                                          message: 'must be number',
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid2 = _errs20 === errors;
                                  } else {
                                    var valid2 = true;
                                  }
                                  if (valid2) {
                                    if (data3.retries !== undefined) {
                                      let data9 = data3.retries;
                                      const _errs22 = errors;
                                      if (!(
                                        typeof data9 == 'number' &&
                                        !(data9 % 1) &&
                                        !isNaN(data9) &&
                                        isFinite(data9)
                                      )) {
                                        validate20.errors = [
                                          {
                                            instancePath: instancePath + '/messages/' + i0 + '/retries',
                                            schemaPath: '#/properties/messages/items/properties/retries/type',
                                            keyword: 'type',
                                            params: { type: 'integer' },
                                            message: 'must be integer',
                                          },
                                        ];
                                        return false;
                                      }
                                      if (errors === _errs22) {
                                        if (typeof data9 == 'number' && isFinite(data9)) {
                                          if (data9 < 0 || isNaN(data9)) {
                                            validate20.errors = [
                                              {
                                                instancePath: instancePath + '/messages/' + i0 + '/retries',
                                                schemaPath:
                                                  '#/properties/messages/items/properties/retries/minimum',
                                                keyword: 'minimum',
                                                params: { comparison: '>=', limit: 0 },
                                                message: 'must be >= 0',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                      }
                                      var valid2 = _errs22 === errors;
                                    } else {
                                      var valid2 = true;
                                    }
                                    if (valid2) {
                                      if (data3.size_bytes !== undefined) {
                                        let data10 = data3.size_bytes;
                                        const _errs24 = errors;
                                        if (!(
                                          typeof data10 == 'number' &&
                                          !(data10 % 1) &&
                                          !isNaN(data10) &&
                                          isFinite(data10)
                                        )) {
                                          validate20.errors = [
                                            {
                                              instancePath: instancePath + '/messages/' + i0 + '/size_bytes',
                                              schemaPath:
                                                '#/properties/messages/items/properties/size_bytes/type',
                                              keyword: 'type',
                                              params: { type: 'integer' },
                                              message: 'must be integer',
                                            },
                                          ];
                                          return false;
                                        }
                                        if (errors === _errs24) {
                                          if (typeof data10 == 'number' && isFinite(data10)) {
                                            if (data10 < 0 || isNaN(data10)) {
                                              validate20.errors = [
                                                {
                                                  instancePath:
                                                    instancePath + '/messages/' + i0 + '/size_bytes',
                                                  schemaPath:
                                                    '#/properties/messages/items/properties/size_bytes/minimum',
                                                  keyword: 'minimum',
                                                  params: { comparison: '>=', limit: 0 },
                                                  message: 'must be >= 0',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                        }
                                        var valid2 = _errs24 === errors;
                                      } else {
                                        var valid2 = true;
                                      }
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
                            instancePath: instancePath + '/messages/' + i0,
                            schemaPath: '#/properties/messages/items/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid1 = _errs8 === errors;
                    if (!valid1) {
                      break;
                    }
                  }
                } else {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/messages',
                      schemaPath: '#/properties/messages/type',
                      keyword: 'type',
                      params: { type: 'array' },
                      message: 'must be array',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs6 === errors;
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
