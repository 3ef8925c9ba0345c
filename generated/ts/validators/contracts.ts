/* DO NOT EDIT — generated from schema/contracts/ by make generate */
// @ts-nocheck: the body is ajv output; the exports carry the types.
import type { Validator } from '../validator.js';
import type { ConsoleCronTriggerInput } from '../contracts/console/cron-trigger-input.js';
import type { ConsoleEmitInput } from '../contracts/console/emit-input.js';
import type { ConsoleEngineInfo } from '../contracts/console/engine-info.js';
import type { ConsoleError } from '../contracts/console/error.js';
import type { ConsoleInvokeInput } from '../contracts/console/invoke-input.js';
import type { ConsolePageInput } from '../contracts/console/page-input.js';
import type { ConsoleStateItemInput } from '../contracts/console/state-item-input.js';
import type { ConsoleStateItemsInput } from '../contracts/console/state-items-input.js';
import type { CronEvent } from '../contracts/cron-event.js';
import type { CronStatsInput } from '../contracts/cron/stats-input.js';
import type { CronStatsOutput } from '../contracts/cron/stats-output.js';
import type { CronTriggerNowInput } from '../contracts/cron/trigger-now-input.js';
import type { CronTriggerNowOutput } from '../contracts/cron/trigger-now-output.js';
import type { EngineFunctionDetail } from '../contracts/engine/function-detail.js';
import type { EngineFunctionSummary } from '../contracts/engine/function-summary.js';
import type { EngineFunctionsAvailableEvent } from '../contracts/engine/functions-available-event.js';
import type { EngineFunctionsInfoInput } from '../contracts/engine/functions-info-input.js';
import type { EngineFunctionsInfoOutput } from '../contracts/engine/functions-info-output.js';
import type { EngineFunctionsListInput } from '../contracts/engine/functions-list-input.js';
import type { EngineFunctionsListOutput } from '../contracts/engine/functions-list-output.js';
import type { EngineRegisterTriggerInput } from '../contracts/engine/register-trigger-input.js';
import type { EngineRegisterTriggerOutput } from '../contracts/engine/register-trigger-output.js';
import type { EngineRegisteredTriggerSummary } from '../contracts/engine/registered-trigger-summary.js';
import type { EngineRegisteredTriggersInfoInput } from '../contracts/engine/registered-triggers-info-input.js';
import type { EngineRegisteredTriggersInfoOutput } from '../contracts/engine/registered-triggers-info-output.js';
import type { EngineRegisteredTriggersListInput } from '../contracts/engine/registered-triggers-list-input.js';
import type { EngineRegisteredTriggersListOutput } from '../contracts/engine/registered-triggers-list-output.js';
import type { EngineTriggerTypeSummary } from '../contracts/engine/trigger-type-summary.js';
import type { EngineTriggersInfoInput } from '../contracts/engine/triggers-info-input.js';
import type { EngineTriggersInfoOutput } from '../contracts/engine/triggers-info-output.js';
import type { EngineTriggersListInput } from '../contracts/engine/triggers-list-input.js';
import type { EngineTriggersListOutput } from '../contracts/engine/triggers-list-output.js';
import type { EngineUnregisterTriggerInput } from '../contracts/engine/unregister-trigger-input.js';
import type { EngineUnregisterTriggerOutput } from '../contracts/engine/unregister-trigger-output.js';
import type { EngineWorkerDetail } from '../contracts/engine/worker-detail.js';
import type { EngineWorkerSummary } from '../contracts/engine/worker-summary.js';
import type { EngineWorkersAvailableEvent } from '../contracts/engine/workers-available-event.js';
import type { EngineWorkersInfoInput } from '../contracts/engine/workers-info-input.js';
import type { EngineWorkersInfoOutput } from '../contracts/engine/workers-info-output.js';
import type { EngineWorkersListInput } from '../contracts/engine/workers-list-input.js';
import type { EngineWorkersListOutput } from '../contracts/engine/workers-list-output.js';
import type { EngineWorkersRegisterInput } from '../contracts/engine/workers-register-input.js';
import type { EngineWorkersRegisterOutput } from '../contracts/engine/workers-register-output.js';
import type { EventPayload } from '../contracts/event-payload.js';
import type { EventsPublishInput } from '../contracts/events/publish-input.js';
import type { EventsPublishOutput } from '../contracts/events/publish-output.js';
import type { EventsStatsInput } from '../contracts/events/stats-input.js';
import type { EventsStatsOutput } from '../contracts/events/stats-output.js';
import type { HealthReport } from '../contracts/health-report.js';
import type { HttpError } from '../contracts/http-error.js';
import type { HttpMiddlewareRequest } from '../contracts/http-middleware-request.js';
import type { HttpMiddlewareResult } from '../contracts/http-middleware-result.js';
import type { HttpRequest } from '../contracts/http-request.js';
import type { HttpResponse } from '../contracts/http-response.js';
import type { QueueDlqMessagesInput } from '../contracts/queue/dlq-messages-input.js';
import type { QueueDlqMessagesOutput } from '../contracts/queue/dlq-messages-output.js';
import type { QueueDlqTopicsOutput } from '../contracts/queue/dlq-topics-output.js';
import type { QueueEnqueueInput } from '../contracts/queue/enqueue-input.js';
import type { QueueEnqueueOutput } from '../contracts/queue/enqueue-output.js';
import type { QueueListTopicsOutput } from '../contracts/queue/list-topics-output.js';
import type { QueueMessageInput } from '../contracts/queue/message-input.js';
import type { QueueMessageOutput } from '../contracts/queue/message-output.js';
import type { QueuePublishInput } from '../contracts/queue/publish-input.js';
import type { QueueRedriveInput } from '../contracts/queue/redrive-input.js';
import type { QueueRedriveOutput } from '../contracts/queue/redrive-output.js';
import type { QueueTopicInput } from '../contracts/queue/topic-input.js';
import type { QueueTopicStatsOutput } from '../contracts/queue/topic-stats-output.js';
import type { StateEvent } from '../contracts/state-event.js';
import type { StateCompareAndSetInput } from '../contracts/state/compare-and-set-input.js';
import type { StateCompareAndSetOutput } from '../contracts/state/compare-and-set-output.js';
import type { StateDeleteInput } from '../contracts/state/delete-input.js';
import type { StateDeleteOutput } from '../contracts/state/delete-output.js';
import type { StateGetInput } from '../contracts/state/get-input.js';
import type { StateGetOutput } from '../contracts/state/get-output.js';
import type { StateListGroupsInput } from '../contracts/state/list-groups-input.js';
import type { StateListGroupsOutput } from '../contracts/state/list-groups-output.js';
import type { StateListInput } from '../contracts/state/list-input.js';
import type { StateListKeysInput } from '../contracts/state/list-keys-input.js';
import type { StateListKeysOutput } from '../contracts/state/list-keys-output.js';
import type { StateListOutput } from '../contracts/state/list-output.js';
import type { StateSetInput } from '../contracts/state/set-input.js';
import type { StateSetOutput } from '../contracts/state/set-output.js';
import type { StateUpdateInput } from '../contracts/state/update-input.js';
import type { StateUpdateOp } from '../contracts/state/update-op.js';
import type { StateUpdateOutput } from '../contracts/state/update-output.js';
import type { StreamEvent } from '../contracts/stream-event.js';
import type { StreamAuthInput } from '../contracts/stream/auth-input.js';
import type { StreamAuthOutput } from '../contracts/stream/auth-output.js';
import type { StreamDeleteInput } from '../contracts/stream/delete-input.js';
import type { StreamDeleteOutput } from '../contracts/stream/delete-output.js';
import type { StreamGetInput } from '../contracts/stream/get-input.js';
import type { StreamJoinEvent } from '../contracts/stream/join-event.js';
import type { StreamJoinResult } from '../contracts/stream/join-result.js';
import type { StreamListAllInput } from '../contracts/stream/list-all-input.js';
import type { StreamListAllOutput } from '../contracts/stream/list-all-output.js';
import type { StreamListGroupsInput } from '../contracts/stream/list-groups-input.js';
import type { StreamListGroupsOutput } from '../contracts/stream/list-groups-output.js';
import type { StreamListInput } from '../contracts/stream/list-input.js';
import type { StreamSendInput } from '../contracts/stream/send-input.js';
import type { StreamSetInput } from '../contracts/stream/set-input.js';
import type { StreamSetOutput } from '../contracts/stream/set-output.js';
import type { StreamUpdateInput } from '../contracts/stream/update-input.js';
import type { WorkerMetadata } from '../contracts/worker-metadata.js';

export const validateConsoleCronTriggerInput = validate20 as unknown as Validator<ConsoleCronTriggerInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/cron-trigger-input.schema.json',
  title: 'ConsoleCronTriggerInput',
  description:
    'Body of `POST /_console/cron/trigger`: fire a cron binding now (`cron::trigger_now` of svc-cron, whose output is the answer).',
  type: 'object',
  required: ['trigger_id'],
  properties: { trigger_id: { description: "The cron binding's id.", type: 'string', minLength: 1 } },
  additionalProperties: true,
  examples: [{ trigger_id: 't-1' }],
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
  /*# sourceURL="contracts/console/cron-trigger-input.schema.json" */ let vErrors = null;
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
      if (data.trigger_id === undefined && (missing0 = 'trigger_id')) {
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
        if (data.trigger_id !== undefined) {
          let data0 = data.trigger_id;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/trigger_id',
                    schemaPath: '#/properties/trigger_id/minLength',
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
                  instancePath: instancePath + '/trigger_id',
                  schemaPath: '#/properties/trigger_id/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
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
export const validateConsoleEmitInput = validate21 as unknown as Validator<ConsoleEmitInput>;
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/emit-input.schema.json',
  title: 'ConsoleEmitInput',
  description:
    'Body of `POST /_console/emit`: publish an event (`publish` of svc-events, whose output is the answer).',
  type: 'object',
  required: ['topic'],
  properties: {
    topic: { description: 'Topic to publish on.', type: 'string', minLength: 1 },
    data: { description: "The event's data.", $ref: '../../common/json-value.schema.json' },
  },
  additionalProperties: true,
  examples: [{ topic: 'orders.created', data: { id: 1 } }],
};
const schema33 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
};
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/console/emit-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.topic === undefined && (missing0 = 'topic')) {
        validate21.errors = [
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
          let data0 = data.topic;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate21.errors = [
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
              validate21.errors = [
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
          if (data.data !== undefined) {
            let data1 = data.data;
            const _errs4 = errors;
            if (
              typeof data1 != 'object' &&
              typeof data1 !== 'string' &&
              !(typeof data1 == 'number' && isFinite(data1)) &&
              typeof data1 !== 'boolean'
            ) {
              validate21.errors = [
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
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate21.errors = [
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
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateConsoleEngineInfo = validate22 as unknown as Validator<ConsoleEngineInfo>;
const schema34 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/engine-info.schema.json',
  title: 'ConsoleEngineInfo',
  description: 'Body of `GET /_console/info`: what a console shows about the engine it talks to.',
  type: 'object',
  required: ['version', 'listeners', 'modules'],
  properties: {
    version: { description: "The engine's version.", type: 'string' },
    listeners: {
      description:
        "Each listener's address by name (`bridge`, `http`, `stream`, ...), as the engine bound it.",
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    modules: {
      description:
        'The built-in modules running, in start order, with their settings; values of secret-looking keys and passwords in URLs are replaced by `***`.',
      type: 'array',
      items: {
        title: 'ConsoleModuleInfo',
        description: 'One running module.',
        type: 'object',
        required: ['name', 'settings'],
        properties: {
          name: { description: 'Canonical name (`svc-http`).', type: 'string' },
          settings: {
            description: 'Its settings as configured, secrets masked.',
            $ref: '../../common/json-value.schema.json',
          },
        },
        additionalProperties: true,
      },
    },
    otel: {
      description: 'The settings of svc-observability, secrets masked; null when it is not running.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    {
      version: '0.1.0',
      listeners: { bridge: 'ws://127.0.0.1:49134', http: 'http://127.0.0.1:3111' },
      modules: [{ name: 'svc-http', settings: { port: 3111 } }],
      otel: null,
    },
  ],
};
function validate22(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/console/engine-info.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
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
        (data.version === undefined && (missing0 = 'version')) ||
        (data.listeners === undefined && (missing0 = 'listeners')) ||
        (data.modules === undefined && (missing0 = 'modules'))
      ) {
        validate22.errors = [
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
        if (data.version !== undefined) {
          const _errs2 = errors;
          if (typeof data.version !== 'string') {
            validate22.errors = [
              {
                instancePath: instancePath + '/version',
                schemaPath: '#/properties/version/type',
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
          if (data.listeners !== undefined) {
            let data1 = data.listeners;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                for (const key0 in data1) {
                  const _errs7 = errors;
                  if (typeof data1[key0] !== 'string') {
                    validate22.errors = [
                      {
                        instancePath:
                          instancePath + '/listeners/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                        schemaPath: '#/properties/listeners/additionalProperties/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid1 = _errs7 === errors;
                  if (!valid1) {
                    break;
                  }
                }
              } else {
                validate22.errors = [
                  {
                    instancePath: instancePath + '/listeners',
                    schemaPath: '#/properties/listeners/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
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
            if (data.modules !== undefined) {
              let data3 = data.modules;
              const _errs9 = errors;
              if (errors === _errs9) {
                if (Array.isArray(data3)) {
                  var valid2 = true;
                  const len0 = data3.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let data4 = data3[i0];
                    const _errs11 = errors;
                    if (errors === _errs11) {
                      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
                        let missing1;
                        if (
                          (data4.name === undefined && (missing1 = 'name')) ||
                          (data4.settings === undefined && (missing1 = 'settings'))
                        ) {
                          validate22.errors = [
                            {
                              instancePath: instancePath + '/modules/' + i0,
                              schemaPath: '#/properties/modules/items/required',
                              keyword: 'required',
                              params: { missingProperty: missing1 },
                              message: "must have required property '" + missing1 + "'",
                            },
                          ];
                          return false;
                        } else {
                          if (data4.name !== undefined) {
                            const _errs14 = errors;
                            if (typeof data4.name !== 'string') {
                              validate22.errors = [
                                {
                                  instancePath: instancePath + '/modules/' + i0 + '/name',
                                  schemaPath: '#/properties/modules/items/properties/name/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid3 = _errs14 === errors;
                          } else {
                            var valid3 = true;
                          }
                          if (valid3) {
                            if (data4.settings !== undefined) {
                              let data6 = data4.settings;
                              const _errs16 = errors;
                              if (
                                typeof data6 != 'object' &&
                                typeof data6 !== 'string' &&
                                !(typeof data6 == 'number' && isFinite(data6)) &&
                                typeof data6 !== 'boolean'
                              ) {
                                validate22.errors = [
                                  {
                                    instancePath: instancePath + '/modules/' + i0 + '/settings',
                                    schemaPath: '../../common/json-value.schema.json/type',
                                    keyword: 'type',
                                    params: { type: schema33.type },
                                    message: 'must be object,array,string,number,boolean,null',
                                  },
                                ];
                                return false;
                              }
                              var valid3 = _errs16 === errors;
                            } else {
                              var valid3 = true;
                            }
                          }
                        }
                      } else {
                        validate22.errors = [
                          {
                            instancePath: instancePath + '/modules/' + i0,
                            schemaPath: '#/properties/modules/items/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid2 = _errs11 === errors;
                    if (!valid2) {
                      break;
                    }
                  }
                } else {
                  validate22.errors = [
                    {
                      instancePath: instancePath + '/modules',
                      schemaPath: '#/properties/modules/type',
                      keyword: 'type',
                      params: { type: 'array' },
                      message: 'must be array',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs9 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.otel !== undefined) {
                let data7 = data.otel;
                const _errs19 = errors;
                if (
                  typeof data7 != 'object' &&
                  typeof data7 !== 'string' &&
                  !(typeof data7 == 'number' && isFinite(data7)) &&
                  typeof data7 !== 'boolean'
                ) {
                  validate22.errors = [
                    {
                      instancePath: instancePath + '/otel',
                      schemaPath: '../../common/json-value.schema.json/type',
                      keyword: 'type',
                      params: { type: schema33.type },
                      message: 'must be object,array,string,number,boolean,null',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs19 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate22.errors = [
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
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateConsoleError = validate23 as unknown as Validator<ConsoleError>;
const schema37 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/error.schema.json',
  title: 'ConsoleError',
  description:
    'Body of every failed `/_console/*` request. The HTTP status says what happened: 400 bad body, 404 no such function or path, 413 body too large, 502 the function failed, 503 the module serving the endpoint is not running, 504 timeout.',
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      title: 'ConsoleErrorBody',
      description: 'What went wrong.',
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: {
          description:
            "The function's error code, or the console API's own (docs/errors.md): `bad_request`, `not_found`, `payload_too_large`, `module_unavailable`.",
          type: 'string',
        },
        message: { description: 'Human-readable reason.', type: 'string' },
        stacktrace: { description: "The handler's stack, when the function sent one.", type: 'string' },
        module: {
          description: 'With `module_unavailable`: the module to add to the config.',
          type: 'string',
        },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    { error: { code: 'function_not_found', message: 'Function math::nope not found' } },
    { error: { code: 'module_unavailable', message: 'svc-queue is not running', module: 'svc-queue' } },
  ],
};
function validate23(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/console/error.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate23.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.error === undefined && (missing0 = 'error')) {
        validate23.errors = [
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
        if (data.error !== undefined) {
          let data0 = data.error;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
              let missing1;
              if (
                (data0.code === undefined && (missing1 = 'code')) ||
                (data0.message === undefined && (missing1 = 'message'))
              ) {
                validate23.errors = [
                  {
                    instancePath: instancePath + '/error',
                    schemaPath: '#/properties/error/required',
                    keyword: 'required',
                    params: { missingProperty: missing1 },
                    message: "must have required property '" + missing1 + "'",
                  },
                ];
                return false;
              } else {
                if (data0.code !== undefined) {
                  const _errs5 = errors;
                  if (typeof data0.code !== 'string') {
                    validate23.errors = [
                      {
                        instancePath: instancePath + '/error/code',
                        schemaPath: '#/properties/error/properties/code/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid1 = _errs5 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  if (data0.message !== undefined) {
                    const _errs7 = errors;
                    if (typeof data0.message !== 'string') {
                      validate23.errors = [
                        {
                          instancePath: instancePath + '/error/message',
                          schemaPath: '#/properties/error/properties/message/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                    var valid1 = _errs7 === errors;
                  } else {
                    var valid1 = true;
                  }
                  if (valid1) {
                    if (data0.stacktrace !== undefined) {
                      const _errs9 = errors;
                      if (typeof data0.stacktrace !== 'string') {
                        validate23.errors = [
                          {
                            instancePath: instancePath + '/error/stacktrace',
                            schemaPath: '#/properties/error/properties/stacktrace/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                      var valid1 = _errs9 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data0.module !== undefined) {
                        const _errs11 = errors;
                        if (typeof data0.module !== 'string') {
                          validate23.errors = [
                            {
                              instancePath: instancePath + '/error/module',
                              schemaPath: '#/properties/error/properties/module/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid1 = _errs11 === errors;
                      } else {
                        var valid1 = true;
                      }
                    }
                  }
                }
              }
            } else {
              validate23.errors = [
                {
                  instancePath: instancePath + '/error',
                  schemaPath: '#/properties/error/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                },
              ];
              return false;
            }
          }
        }
      }
    } else {
      validate23.errors = [
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
  validate23.errors = vErrors;
  return errors === 0;
}
validate23.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateConsoleInvokeInput = validate24 as unknown as Validator<ConsoleInvokeInput>;
const schema38 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/invoke-input.schema.json',
  title: 'ConsoleInvokeInput',
  description:
    'Body of `POST /_console/invoke`: call `function_id` with `payload` and answer its result as the body (200), or `contracts/console/error` with 404 (no such function), 504 (timeout) or 502 (the function failed).',
  type: 'object',
  required: ['function_id'],
  properties: {
    function_id: { description: 'The function to call.', type: 'string', minLength: 1 },
    payload: { description: 'Its input; `{}` when absent.', $ref: '../../common/json-value.schema.json' },
    input: {
      description: "The reference console's name for `payload`, used when `payload` is absent.",
      $ref: '../../common/json-value.schema.json',
    },
    timeout_ms: {
      description: 'Deadline of the call in milliseconds; 30000 when absent.',
      type: 'integer',
      minimum: 1,
      maximum: 600000,
    },
  },
  additionalProperties: true,
  examples: [
    { function_id: 'math::add', payload: { a: 1, b: 2 } },
    { function_id: 'math::add', input: { a: 1 }, timeout_ms: 5000 },
  ],
};
function validate24(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/console/invoke-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate24.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.function_id === undefined && (missing0 = 'function_id')) {
        validate24.errors = [
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
        if (data.function_id !== undefined) {
          let data0 = data.function_id;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate24.errors = [
                  {
                    instancePath: instancePath + '/function_id',
                    schemaPath: '#/properties/function_id/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  },
                ];
                return false;
              }
            } else {
              validate24.errors = [
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
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.payload !== undefined) {
            let data1 = data.payload;
            const _errs4 = errors;
            if (
              typeof data1 != 'object' &&
              typeof data1 !== 'string' &&
              !(typeof data1 == 'number' && isFinite(data1)) &&
              typeof data1 !== 'boolean'
            ) {
              validate24.errors = [
                {
                  instancePath: instancePath + '/payload',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema33.type },
                  message: 'must be object,array,string,number,boolean,null',
                },
              ];
              return false;
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.input !== undefined) {
              let data2 = data.input;
              const _errs7 = errors;
              if (
                typeof data2 != 'object' &&
                typeof data2 !== 'string' &&
                !(typeof data2 == 'number' && isFinite(data2)) &&
                typeof data2 !== 'boolean'
              ) {
                validate24.errors = [
                  {
                    instancePath: instancePath + '/input',
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
              if (data.timeout_ms !== undefined) {
                let data3 = data.timeout_ms;
                const _errs10 = errors;
                if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                  validate24.errors = [
                    {
                      instancePath: instancePath + '/timeout_ms',
                      schemaPath: '#/properties/timeout_ms/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs10) {
                  if (typeof data3 == 'number' && isFinite(data3)) {
                    if (data3 > 600000 || isNaN(data3)) {
                      validate24.errors = [
                        {
                          instancePath: instancePath + '/timeout_ms',
                          schemaPath: '#/properties/timeout_ms/maximum',
                          keyword: 'maximum',
                          params: { comparison: '<=', limit: 600000 },
                          message: 'must be <= 600000',
                        },
                      ];
                      return false;
                    } else {
                      if (data3 < 1 || isNaN(data3)) {
                        validate24.errors = [
                          {
                            instancePath: instancePath + '/timeout_ms',
                            schemaPath: '#/properties/timeout_ms/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 1 },
                            message: 'must be >= 1',
                          },
                        ];
                        return false;
                      }
                    }
                  }
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
      validate24.errors = [
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
  validate24.errors = vErrors;
  return errors === 0;
}
validate24.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateConsolePageInput = validate25 as unknown as Validator<ConsolePageInput>;
const schema41 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/page-input.schema.json',
  title: 'ConsolePageInput',
  description:
    'Body of `POST /_console/dlq/:topic/messages`: one page of a dead-letter queue (`engine::queue::dlq_messages`).',
  type: 'object',
  properties: {
    offset: { description: 'Messages to skip; 0 when absent.', type: 'integer', minimum: 0 },
    limit: { description: 'Most messages; 50 when absent.', type: 'integer', minimum: 1, maximum: 1000 },
  },
  additionalProperties: true,
  examples: [{}, { offset: 50, limit: 50 }],
};
function validate25(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/console/page-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate25.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.offset !== undefined) {
        let data0 = data.offset;
        const _errs2 = errors;
        if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
          validate25.errors = [
            {
              instancePath: instancePath + '/offset',
              schemaPath: '#/properties/offset/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            },
          ];
          return false;
        }
        if (errors === _errs2) {
          if (typeof data0 == 'number' && isFinite(data0)) {
            if (data0 < 0 || isNaN(data0)) {
              validate25.errors = [
                {
                  instancePath: instancePath + '/offset',
                  schemaPath: '#/properties/offset/minimum',
                  keyword: 'minimum',
                  params: { comparison: '>=', limit: 0 },
                  message: 'must be >= 0',
                },
              ];
              return false;
            }
          }
        }
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.limit !== undefined) {
          let data1 = data.limit;
          const _errs4 = errors;
          if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
            validate25.errors = [
              {
                instancePath: instancePath + '/limit',
                schemaPath: '#/properties/limit/type',
                keyword: 'type',
                params: { type: 'integer' },
                message: 'must be integer',
              },
            ];
            return false;
          }
          if (errors === _errs4) {
            if (typeof data1 == 'number' && isFinite(data1)) {
              if (data1 > 1000 || isNaN(data1)) {
                validate25.errors = [
                  {
                    instancePath: instancePath + '/limit',
                    schemaPath: '#/properties/limit/maximum',
                    keyword: 'maximum',
                    params: { comparison: '<=', limit: 1000 },
                    message: 'must be <= 1000',
                  },
                ];
                return false;
              } else {
                if (data1 < 1 || isNaN(data1)) {
                  validate25.errors = [
                    {
                      instancePath: instancePath + '/limit',
                      schemaPath: '#/properties/limit/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    },
                  ];
                  return false;
                }
              }
            }
          }
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
        }
      }
    } else {
      validate25.errors = [
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
  validate25.errors = vErrors;
  return errors === 0;
}
validate25.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateConsoleStateItemInput = validate26 as unknown as Validator<ConsoleStateItemInput>;
const schema42 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/state-item-input.schema.json',
  title: 'ConsoleStateItemInput',
  description:
    'Body of `POST /_console/states/:scope/item`: store `value` under `key` (`state::set`, whose output is the answer).',
  type: 'object',
  required: ['key'],
  properties: {
    key: { description: 'Key of the entry.', type: 'string', minLength: 1 },
    value: { description: 'The value to store.', $ref: '../../common/json-value.schema.json' },
    data: {
      description: 'Alias of `value`, as the older reference console sent it.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ key: 'u1', value: { name: 'Ada' } }],
};
function validate26(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/console/state-item-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.key === undefined && (missing0 = 'key')) {
        validate26.errors = [
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
        if (data.key !== undefined) {
          let data0 = data.key;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate26.errors = [
                  {
                    instancePath: instancePath + '/key',
                    schemaPath: '#/properties/key/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  },
                ];
                return false;
              }
            } else {
              validate26.errors = [
                {
                  instancePath: instancePath + '/key',
                  schemaPath: '#/properties/key/type',
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
          if (data.value !== undefined) {
            let data1 = data.value;
            const _errs4 = errors;
            if (
              typeof data1 != 'object' &&
              typeof data1 !== 'string' &&
              !(typeof data1 == 'number' && isFinite(data1)) &&
              typeof data1 !== 'boolean'
            ) {
              validate26.errors = [
                {
                  instancePath: instancePath + '/value',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema33.type },
                  message: 'must be object,array,string,number,boolean,null',
                },
              ];
              return false;
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
                validate26.errors = [
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
          }
        }
      }
    } else {
      validate26.errors = [
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
  validate26.errors = vErrors;
  return errors === 0;
}
validate26.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateConsoleStateItemsInput = validate27 as unknown as Validator<ConsoleStateItemsInput>;
const schema45 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/state-items-input.schema.json',
  title: 'ConsoleStateItemsInput',
  description:
    "Body of `POST /_console/states/group`: one page of a scope's entries with their real keys (`state::list_keys`, whose output is the answer).",
  type: 'object',
  required: ['scope'],
  properties: {
    scope: { description: 'The scope to list.', type: 'string', minLength: 1 },
    prefix: { description: 'Only keys starting with this.', type: 'string' },
    cursor: { description: "The previous page's `next_cursor`.", type: ['string', 'null'] },
    limit: { description: 'Most entries; 100 when absent.', type: 'integer', minimum: 1, maximum: 1000 },
  },
  additionalProperties: true,
  examples: [{ scope: 'users' }, { scope: 'users', prefix: 'u', cursor: 'u10', limit: 50 }],
};
function validate27(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/console/state-items-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate27.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.scope === undefined && (missing0 = 'scope')) {
        validate27.errors = [
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate27.errors = [
                  {
                    instancePath: instancePath + '/scope',
                    schemaPath: '#/properties/scope/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  },
                ];
                return false;
              }
            } else {
              validate27.errors = [
                {
                  instancePath: instancePath + '/scope',
                  schemaPath: '#/properties/scope/type',
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
          if (data.prefix !== undefined) {
            const _errs4 = errors;
            if (typeof data.prefix !== 'string') {
              validate27.errors = [
                {
                  instancePath: instancePath + '/prefix',
                  schemaPath: '#/properties/prefix/type',
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
            if (data.cursor !== undefined) {
              let data2 = data.cursor;
              const _errs6 = errors;
              if (typeof data2 !== 'string' && data2 !== null) {
                validate27.errors = [
                  {
                    instancePath: instancePath + '/cursor',
                    schemaPath: '#/properties/cursor/type',
                    keyword: 'type',
                    params: { type: schema45.properties.cursor.type },
                    message: 'must be string,null',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.limit !== undefined) {
                let data3 = data.limit;
                const _errs8 = errors;
                if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                  validate27.errors = [
                    {
                      instancePath: instancePath + '/limit',
                      schemaPath: '#/properties/limit/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs8) {
                  if (typeof data3 == 'number' && isFinite(data3)) {
                    if (data3 > 1000 || isNaN(data3)) {
                      validate27.errors = [
                        {
                          instancePath: instancePath + '/limit',
                          schemaPath: '#/properties/limit/maximum',
                          keyword: 'maximum',
                          params: { comparison: '<=', limit: 1000 },
                          message: 'must be <= 1000',
                        },
                      ];
                      return false;
                    } else {
                      if (data3 < 1 || isNaN(data3)) {
                        validate27.errors = [
                          {
                            instancePath: instancePath + '/limit',
                            schemaPath: '#/properties/limit/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 1 },
                            message: 'must be >= 1',
                          },
                        ];
                        return false;
                      }
                    }
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
      validate27.errors = [
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
  validate27.errors = vErrors;
  return errors === 0;
}
validate27.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateCronEvent = validate28 as unknown as Validator<CronEvent>;
const schema46 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cron-event.schema.json',
  title: 'CronEvent',
  description: "Payload a `cron` trigger's handler receives on each tick.",
  type: 'object',
  required: ['trigger', 'job_id', 'scheduled_time', 'actual_time'],
  properties: {
    trigger: { description: 'Always `cron`.', const: 'cron' },
    job_id: { description: 'Id of the cron trigger that fired.', type: 'string' },
    scheduled_time: {
      description: 'When the tick was due, RFC 3339 in UTC.',
      type: 'string',
      format: 'date-time',
    },
    actual_time: {
      description: 'When the engine fired it, RFC 3339 in UTC.',
      type: 'string',
      format: 'date-time',
    },
  },
  additionalProperties: true,
  examples: [
    {
      trigger: 'cron',
      job_id: '3f0c1a52-5e1e-4b55-9d0e-6a8a0f5b2c11',
      scheduled_time: '2026-11-21T10:00:00Z',
      actual_time: '2026-11-21T10:00:00.004Z',
    },
  ],
};
const formats0 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
function validate28(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/cron-event.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate28.evaluated;
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
        (data.trigger === undefined && (missing0 = 'trigger')) ||
        (data.job_id === undefined && (missing0 = 'job_id')) ||
        (data.scheduled_time === undefined && (missing0 = 'scheduled_time')) ||
        (data.actual_time === undefined && (missing0 = 'actual_time'))
      ) {
        validate28.errors = [
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
        if (data.trigger !== undefined) {
          const _errs2 = errors;
          if ('cron' !== data.trigger) {
            validate28.errors = [
              {
                instancePath: instancePath + '/trigger',
                schemaPath: '#/properties/trigger/const',
                keyword: 'const',
                params: { allowedValue: 'cron' },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.job_id !== undefined) {
            const _errs3 = errors;
            if (typeof data.job_id !== 'string') {
              validate28.errors = [
                {
                  instancePath: instancePath + '/job_id',
                  schemaPath: '#/properties/job_id/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.scheduled_time !== undefined) {
              let data2 = data.scheduled_time;
              const _errs5 = errors;
              if (errors === _errs5) {
                if (errors === _errs5) {
                  if (typeof data2 === 'string') {
                    if (!formats0.test(data2)) {
                      validate28.errors = [
                        {
                          instancePath: instancePath + '/scheduled_time',
                          schemaPath: '#/properties/scheduled_time/format',
                          keyword: 'format',
                          params: { format: 'date-time' },
                          message: 'must match format "' + 'date-time' + '"',
                        },
                      ];
                      return false;
                    }
                  } else {
                    validate28.errors = [
                      {
                        instancePath: instancePath + '/scheduled_time',
                        schemaPath: '#/properties/scheduled_time/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.actual_time !== undefined) {
                let data3 = data.actual_time;
                const _errs7 = errors;
                if (errors === _errs7) {
                  if (errors === _errs7) {
                    if (typeof data3 === 'string') {
                      if (!formats0.test(data3)) {
                        validate28.errors = [
                          {
                            instancePath: instancePath + '/actual_time',
                            schemaPath: '#/properties/actual_time/format',
                            keyword: 'format',
                            params: { format: 'date-time' },
                            message: 'must match format "' + 'date-time' + '"',
                          },
                        ];
                        return false;
                      }
                    } else {
                      validate28.errors = [
                        {
                          instancePath: instancePath + '/actual_time',
                          schemaPath: '#/properties/actual_time/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                  }
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate28.errors = [
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
  validate28.errors = vErrors;
  return errors === 0;
}
validate28.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateCronStatsInput = validate29 as unknown as Validator<CronStatsInput>;
const schema47 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cron/stats-input.schema.json',
  title: 'CronStatsInput',
  description: 'Input of `cron::stats`: nothing is required.',
  type: 'object',
  properties: {},
  additionalProperties: true,
  examples: [{}],
};
function validate29(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/cron/stats-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate29.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
    } else {
      validate29.errors = [
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
  validate29.errors = vErrors;
  return errors === 0;
}
validate29.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateCronStatsOutput = validate30 as unknown as Validator<CronStatsOutput>;
const schema48 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cron/stats-output.schema.json',
  title: 'CronStatsOutput',
  description: 'Output of `cron::stats`: the jobs of this engine and counts since it started.',
  type: 'object',
  required: [
    'adapter',
    'jobs',
    'fired',
    'skipped_overlap',
    'skipped_condition',
    'lock_lost',
    'lock_failed',
    'failed',
    'lateness_ms',
  ],
  properties: {
    adapter: { description: 'The adapter in use: `local` or `redis`.', type: 'string' },
    jobs: { description: 'Active `cron` bindings in this engine.', type: 'integer', minimum: 0 },
    fired: { description: 'Ticks this engine fired.', type: 'integer', minimum: 0 },
    skipped_overlap: {
      description: "Ticks skipped because the job's previous run was still going (`overlap: skip`).",
      type: 'integer',
      minimum: 0,
    },
    skipped_condition: {
      description: 'Ticks skipped because the condition function answered `false`.',
      type: 'integer',
      minimum: 0,
    },
    missed: {
      description:
        'Due ticks that were not fired because a later one was due by the time the engine got to them (a busy event loop, a clock jump).',
      type: 'integer',
      minimum: 0,
    },
    lock_lost: {
      description: '`redis`: ticks another engine fired (it held the lock).',
      type: 'integer',
      minimum: 0,
    },
    lock_failed: {
      description: '`redis`: ticks not fired because Redis could not be asked for the lock.',
      type: 'integer',
      minimum: 0,
    },
    failed: {
      description: 'Runs whose function (or condition) failed; each is logged.',
      type: 'integer',
      minimum: 0,
    },
    lateness_ms: {
      description: 'How late the fired ticks were (actual minus scheduled time), over the last 1,024 fires.',
      type: 'object',
      required: ['count', 'p50', 'p99', 'max'],
      properties: {
        count: { description: 'Fires the figures are taken over.', type: 'integer', minimum: 0 },
        p50: { description: 'Median lateness in milliseconds; 0 with no fires.', type: 'number' },
        p99: { description: '99th percentile lateness in milliseconds.', type: 'number' },
        max: { description: 'Largest lateness in milliseconds.', type: 'number' },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      adapter: 'local',
      jobs: 1,
      fired: 60,
      skipped_overlap: 2,
      skipped_condition: 0,
      missed: 0,
      lock_lost: 0,
      lock_failed: 0,
      failed: 0,
      lateness_ms: { count: 60, p50: 1.2, p99: 4.8, max: 5.1 },
    },
  ],
};
function validate30(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/cron/stats-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate30.evaluated;
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
        (data.adapter === undefined && (missing0 = 'adapter')) ||
        (data.jobs === undefined && (missing0 = 'jobs')) ||
        (data.fired === undefined && (missing0 = 'fired')) ||
        (data.skipped_overlap === undefined && (missing0 = 'skipped_overlap')) ||
        (data.skipped_condition === undefined && (missing0 = 'skipped_condition')) ||
        (data.lock_lost === undefined && (missing0 = 'lock_lost')) ||
        (data.lock_failed === undefined && (missing0 = 'lock_failed')) ||
        (data.failed === undefined && (missing0 = 'failed')) ||
        (data.lateness_ms === undefined && (missing0 = 'lateness_ms'))
      ) {
        validate30.errors = [
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
        if (data.adapter !== undefined) {
          const _errs2 = errors;
          if (typeof data.adapter !== 'string') {
            validate30.errors = [
              {
                instancePath: instancePath + '/adapter',
                schemaPath: '#/properties/adapter/type',
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
          if (data.jobs !== undefined) {
            let data1 = data.jobs;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate30.errors = [
                {
                  instancePath: instancePath + '/jobs',
                  schemaPath: '#/properties/jobs/type',
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
                  validate30.errors = [
                    {
                      instancePath: instancePath + '/jobs',
                      schemaPath: '#/properties/jobs/minimum',
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
            if (data.fired !== undefined) {
              let data2 = data.fired;
              const _errs6 = errors;
              if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                validate30.errors = [
                  {
                    instancePath: instancePath + '/fired',
                    schemaPath: '#/properties/fired/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  },
                ];
                return false;
              }
              if (errors === _errs6) {
                if (typeof data2 == 'number' && isFinite(data2)) {
                  if (data2 < 0 || isNaN(data2)) {
                    validate30.errors = [
                      {
                        instancePath: instancePath + '/fired',
                        schemaPath: '#/properties/fired/minimum',
                        keyword: 'minimum',
                        params: { comparison: '>=', limit: 0 },
                        message: 'must be >= 0',
                      },
                    ];
                    return false;
                  }
                }
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.skipped_overlap !== undefined) {
                let data3 = data.skipped_overlap;
                const _errs8 = errors;
                if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                  validate30.errors = [
                    {
                      instancePath: instancePath + '/skipped_overlap',
                      schemaPath: '#/properties/skipped_overlap/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs8) {
                  if (typeof data3 == 'number' && isFinite(data3)) {
                    if (data3 < 0 || isNaN(data3)) {
                      validate30.errors = [
                        {
                          instancePath: instancePath + '/skipped_overlap',
                          schemaPath: '#/properties/skipped_overlap/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 0 },
                          message: 'must be >= 0',
                        },
                      ];
                      return false;
                    }
                  }
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.skipped_condition !== undefined) {
                  let data4 = data.skipped_condition;
                  const _errs10 = errors;
                  if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                    validate30.errors = [
                      {
                        instancePath: instancePath + '/skipped_condition',
                        schemaPath: '#/properties/skipped_condition/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      },
                    ];
                    return false;
                  }
                  if (errors === _errs10) {
                    if (typeof data4 == 'number' && isFinite(data4)) {
                      if (data4 < 0 || isNaN(data4)) {
                        validate30.errors = [
                          {
                            instancePath: instancePath + '/skipped_condition',
                            schemaPath: '#/properties/skipped_condition/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 0 },
                            message: 'must be >= 0',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.missed !== undefined) {
                    let data5 = data.missed;
                    const _errs12 = errors;
                    if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                      validate30.errors = [
                        {
                          instancePath: instancePath + '/missed',
                          schemaPath: '#/properties/missed/type',
                          keyword: 'type',
                          params: { type: 'integer' },
                          message: 'must be integer',
                        },
                      ];
                      return false;
                    }
                    if (errors === _errs12) {
                      if (typeof data5 == 'number' && isFinite(data5)) {
                        if (data5 < 0 || isNaN(data5)) {
                          validate30.errors = [
                            {
                              instancePath: instancePath + '/missed',
                              schemaPath: '#/properties/missed/minimum',
                              keyword: 'minimum',
                              params: { comparison: '>=', limit: 0 },
                              message: 'must be >= 0',
                            },
                          ];
                          return false;
                        }
                      }
                    }
                    var valid0 = _errs12 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.lock_lost !== undefined) {
                      let data6 = data.lock_lost;
                      const _errs14 = errors;
                      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
                        validate30.errors = [
                          {
                            instancePath: instancePath + '/lock_lost',
                            schemaPath: '#/properties/lock_lost/type',
                            keyword: 'type',
                            params: { type: 'integer' },
                            message: 'must be integer',
                          },
                        ];
                        return false;
                      }
                      if (errors === _errs14) {
                        if (typeof data6 == 'number' && isFinite(data6)) {
                          if (data6 < 0 || isNaN(data6)) {
                            validate30.errors = [
                              {
                                instancePath: instancePath + '/lock_lost',
                                schemaPath: '#/properties/lock_lost/minimum',
                                keyword: 'minimum',
                                params: { comparison: '>=', limit: 0 },
                                message: 'must be >= 0',
                              },
                            ];
                            return false;
                          }
                        }
                      }
                      var valid0 = _errs14 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.lock_failed !== undefined) {
                        let data7 = data.lock_failed;
                        const _errs16 = errors;
                        if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
                          validate30.errors = [
                            {
                              instancePath: instancePath + '/lock_failed',
                              schemaPath: '#/properties/lock_failed/type',
                              keyword: 'type',
                              params: { type: 'integer' },
                              message: 'must be integer',
                            },
                          ];
                          return false;
                        }
                        if (errors === _errs16) {
                          if (typeof data7 == 'number' && isFinite(data7)) {
                            if (data7 < 0 || isNaN(data7)) {
                              validate30.errors = [
                                {
                                  instancePath: instancePath + '/lock_failed',
                                  schemaPath: '#/properties/lock_failed/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
                                },
                              ];
                              return false;
                            }
                          }
                        }
                        var valid0 = _errs16 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.failed !== undefined) {
                          let data8 = data.failed;
                          const _errs18 = errors;
                          if (!(
                            typeof data8 == 'number' &&
                            !(data8 % 1) &&
                            !isNaN(data8) &&
                            isFinite(data8)
                          )) {
                            validate30.errors = [
                              {
                                instancePath: instancePath + '/failed',
                                schemaPath: '#/properties/failed/type',
                                keyword: 'type',
                                params: { type: 'integer' },
                                message: 'must be integer',
                              },
                            ];
                            return false;
                          }
                          if (errors === _errs18) {
                            if (typeof data8 == 'number' && isFinite(data8)) {
                              if (data8 < 0 || isNaN(data8)) {
                                validate30.errors = [
                                  {
                                    instancePath: instancePath + '/failed',
                                    schemaPath: '#/properties/failed/minimum',
                                    keyword: 'minimum',
                                    params: { comparison: '>=', limit: 0 },
                                    message: 'must be >= 0',
                                  },
                                ];
                                return false;
                              }
                            }
                          }
                          var valid0 = _errs18 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.lateness_ms !== undefined) {
                            let data9 = data.lateness_ms;
                            const _errs20 = errors;
                            if (errors === _errs20) {
                              if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
                                let missing1;
                                if (
                                  (data9.count === undefined && (missing1 = 'count')) ||
                                  (data9.p50 === undefined && (missing1 = 'p50')) ||
                                  (data9.p99 === undefined && (missing1 = 'p99')) ||
                                  (data9.max === undefined && (missing1 = 'max'))
                                ) {
                                  validate30.errors = [
                                    {
                                      instancePath: instancePath + '/lateness_ms',
                                      schemaPath: '#/properties/lateness_ms/required',
                                      keyword: 'required',
                                      params: { missingProperty: missing1 },
                                      message: "must have required property '" + missing1 + "'",
                                    },
                                  ];
                                  return false;
                                } else {
                                  if (data9.count !== undefined) {
                                    let data10 = data9.count;
                                    const _errs23 = errors;
                                    if (!(
                                      typeof data10 == 'number' &&
                                      !(data10 % 1) &&
                                      !isNaN(data10) &&
                                      isFinite(data10)
                                    )) {
                                      validate30.errors = [
                                        {
                                          instancePath: instancePath + '/lateness_ms/count',
                                          schemaPath: '#/properties/lateness_ms/properties/count/type',
                                          keyword: 'type',
                                          params: { type: 'integer' },
                                          message: 'must be integer',
                                        },
                                      ];
                                      return false;
                                    }
                                    if (errors === _errs23) {
                                      if (typeof data10 == 'number' && isFinite(data10)) {
                                        if (data10 < 0 || isNaN(data10)) {
                                          validate30.errors = [
                                            {
                                              instancePath: instancePath + '/lateness_ms/count',
                                              schemaPath: '#/properties/lateness_ms/properties/count/minimum',
                                              keyword: 'minimum',
                                              params: { comparison: '>=', limit: 0 },
                                              message: 'must be >= 0',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                    }
                                    var valid1 = _errs23 === errors;
                                  } else {
                                    var valid1 = true;
                                  }
                                  if (valid1) {
                                    if (data9.p50 !== undefined) {
                                      let data11 = data9.p50;
                                      const _errs25 = errors;
                                      if (!(typeof data11 == 'number' && isFinite(data11))) {
                                        validate30.errors = [
                                          {
                                            instancePath: instancePath + '/lateness_ms/p50',
                                            schemaPath: '#/properties/lateness_ms/properties/p50/type',
                                            keyword: 'type',
                                            params: { type: 'number' },
                                            message: 'must be number',
                                          },
                                        ];
                                        return false;
                                      }
                                      var valid1 = _errs25 === errors;
                                    } else {
                                      var valid1 = true;
                                    }
                                    if (valid1) {
                                      if (data9.p99 !== undefined) {
                                        let data12 = data9.p99;
                                        const _errs27 = errors;
                                        if (!(typeof data12 == 'number' && isFinite(data12))) {
                                          validate30.errors = [
                                            {
                                              instancePath: instancePath + '/lateness_ms/p99',
                                              schemaPath: '#/properties/lateness_ms/properties/p99/type',
                                              keyword: 'type',
                                              params: { type: 'number' },
                                              message: 'must be number',
                                            },
                                          ];
                                          return false;
                                        }
                                        var valid1 = _errs27 === errors;
                                      } else {
                                        var valid1 = true;
                                      }
                                      if (valid1) {
                                        if (data9.max !== undefined) {
                                          let data13 = data9.max;
                                          const _errs29 = errors;
                                          if (!(typeof data13 == 'number' && isFinite(data13))) {
                                            validate30.errors = [
                                              {
                                                instancePath: instancePath + '/lateness_ms/max',
                                                schemaPath: '#/properties/lateness_ms/properties/max/type',
                                                keyword: 'type',
                                                params: { type: 'number' },
                                                message: 'must be number',
                                              },
                                            ];
                                            return false;
                                          }
                                          var valid1 = _errs29 === errors;
                                        } else {
                                          var valid1 = true;
                                        }
                                      }
                                    }
                                  }
                                }
                              } else {
                                validate30.errors = [
                                  {
                                    instancePath: instancePath + '/lateness_ms',
                                    schemaPath: '#/properties/lateness_ms/type',
                                    keyword: 'type',
                                    params: { type: 'object' },
                                    message: 'must be object',
                                  },
                                ];
                                return false;
                              }
                            }
                            var valid0 = _errs20 === errors;
                          } else {
                            var valid0 = true;
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate30.errors = [
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
  validate30.errors = vErrors;
  return errors === 0;
}
validate30.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateCronTriggerNowInput = validate31 as unknown as Validator<CronTriggerNowInput>;
const schema49 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cron/trigger-now-input.schema.json',
  title: 'CronTriggerNowInput',
  description: 'Input of `cron::trigger_now`: the `cron` binding to run at once.',
  type: 'object',
  required: ['trigger_id'],
  properties: {
    trigger_id: {
      description: "Id of an active `cron` binding (the cron payload's `job_id`).",
      type: 'string',
      minLength: 1,
    },
  },
  additionalProperties: true,
  examples: [{ trigger_id: '3f0c1a52-5e1e-4b55-9d0e-6a8a0f5b2c11' }],
};
function validate31(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/cron/trigger-now-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate31.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.trigger_id === undefined && (missing0 = 'trigger_id')) {
        validate31.errors = [
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
        if (data.trigger_id !== undefined) {
          let data0 = data.trigger_id;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate31.errors = [
                  {
                    instancePath: instancePath + '/trigger_id',
                    schemaPath: '#/properties/trigger_id/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  },
                ];
                return false;
              }
            } else {
              validate31.errors = [
                {
                  instancePath: instancePath + '/trigger_id',
                  schemaPath: '#/properties/trigger_id/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
          }
        }
      }
    } else {
      validate31.errors = [
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
  validate31.errors = vErrors;
  return errors === 0;
}
validate31.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateCronTriggerNowOutput = validate32 as unknown as Validator<CronTriggerNowOutput>;
const schema50 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cron/trigger-now-output.schema.json',
  title: 'CronTriggerNowOutput',
  description:
    "Output of `cron::trigger_now`: the job's function ran with `actual_time` (and `scheduled_time`) now; its result, or its error in `error`.",
  type: 'object',
  required: ['trigger_id', 'function_id'],
  properties: {
    trigger_id: { description: 'The binding that ran.', type: 'string' },
    function_id: { description: 'The function it invoked.', type: 'string' },
    result: {
      description: 'What the function returned; null when it returned nothing.',
      $ref: '../../common/json-value.schema.json',
    },
    error: {
      description: "The function's error, when it failed.",
      $ref: '../../common/error-body.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    {
      trigger_id: '3f0c1a52-5e1e-4b55-9d0e-6a8a0f5b2c11',
      function_id: 'reports::nightly',
      result: { rows: 3 },
    },
  ],
};
const schema52 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/error-body.schema.json',
  title: 'ErrorBody',
  description:
    'An error as it travels on the wire: in an invocation result, a trigger registration result or an HTTP error response. The code is a stable lower_snake string listed in docs/errors.md (wire-compatible codes keep their original spelling).',
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: {
      description:
        'Stable machine-readable error code, e.g. `function_not_found`, `invocation_failed`, `invocation_stopped`, `timeout`.',
      type: 'string',
      minLength: 1,
    },
    message: { description: 'Human-readable explanation of what went wrong.', type: 'string' },
    stacktrace: {
      description: 'Stack trace or traceback of the handler that failed, when the worker chose to send one.',
      type: 'string',
    },
    data: {
      description: 'Optional structured detail about the error (any JSON value).',
      $ref: 'json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { code: 'function_not_found', message: 'Function nope::x not found' },
    { code: 'invocation_failed', message: 'boom', stacktrace: 'Error: boom\n    at handler (worker.js:3:9)' },
  ],
};
function validate33(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="common/error-body.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate33.evaluated;
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
        (data.code === undefined && (missing0 = 'code')) ||
        (data.message === undefined && (missing0 = 'message'))
      ) {
        validate33.errors = [
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
        if (data.code !== undefined) {
          let data0 = data.code;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate33.errors = [
                  {
                    instancePath: instancePath + '/code',
                    schemaPath: '#/properties/code/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  },
                ];
                return false;
              }
            } else {
              validate33.errors = [
                {
                  instancePath: instancePath + '/code',
                  schemaPath: '#/properties/code/type',
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
          if (data.message !== undefined) {
            const _errs4 = errors;
            if (typeof data.message !== 'string') {
              validate33.errors = [
                {
                  instancePath: instancePath + '/message',
                  schemaPath: '#/properties/message/type',
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
            if (data.stacktrace !== undefined) {
              const _errs6 = errors;
              if (typeof data.stacktrace !== 'string') {
                validate33.errors = [
                  {
                    instancePath: instancePath + '/stacktrace',
                    schemaPath: '#/properties/stacktrace/type',
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
              if (data.data !== undefined) {
                let data3 = data.data;
                const _errs8 = errors;
                if (
                  typeof data3 != 'object' &&
                  typeof data3 !== 'string' &&
                  !(typeof data3 == 'number' && isFinite(data3)) &&
                  typeof data3 !== 'boolean'
                ) {
                  validate33.errors = [
                    {
                      instancePath: instancePath + '/data',
                      schemaPath: 'json-value.schema.json/type',
                      keyword: 'type',
                      params: { type: schema33.type },
                      message: 'must be object,array,string,number,boolean,null',
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
      }
    } else {
      validate33.errors = [
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
  validate33.errors = vErrors;
  return errors === 0;
}
validate33.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate32(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/cron/trigger-now-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate32.evaluated;
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
        (data.trigger_id === undefined && (missing0 = 'trigger_id')) ||
        (data.function_id === undefined && (missing0 = 'function_id'))
      ) {
        validate32.errors = [
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
        if (data.trigger_id !== undefined) {
          const _errs2 = errors;
          if (typeof data.trigger_id !== 'string') {
            validate32.errors = [
              {
                instancePath: instancePath + '/trigger_id',
                schemaPath: '#/properties/trigger_id/type',
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
          if (data.function_id !== undefined) {
            const _errs4 = errors;
            if (typeof data.function_id !== 'string') {
              validate32.errors = [
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
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.result !== undefined) {
              let data2 = data.result;
              const _errs6 = errors;
              if (
                typeof data2 != 'object' &&
                typeof data2 !== 'string' &&
                !(typeof data2 == 'number' && isFinite(data2)) &&
                typeof data2 !== 'boolean'
              ) {
                validate32.errors = [
                  {
                    instancePath: instancePath + '/result',
                    schemaPath: '../../common/json-value.schema.json/type',
                    keyword: 'type',
                    params: { type: schema33.type },
                    message: 'must be object,array,string,number,boolean,null',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.error !== undefined) {
                const _errs9 = errors;
                if (
                  !validate33(data.error, {
                    instancePath: instancePath + '/error',
                    parentData: data,
                    parentDataProperty: 'error',
                    rootData,
                    dynamicAnchors,
                  })
                ) {
                  vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
                  errors = vErrors.length;
                }
                var valid0 = _errs9 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate32.errors = [
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
  validate32.errors = vErrors;
  return errors === 0;
}
validate32.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineFunctionDetail = validate35 as unknown as Validator<EngineFunctionDetail>;
const schema54 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/function-detail.schema.json',
  title: 'EngineFunctionDetail',
  description:
    'A function as `engine::functions::info` describes it: its summary, the formats it registered and the triggers bound to it.',
  type: 'object',
  allOf: [{ $ref: 'function-summary.schema.json' }],
  required: ['registered_triggers'],
  properties: {
    request_schema: {
      description: "The registration's `request_format`; absent when it had none.",
      $ref: '../../common/json-value.schema.json',
    },
    response_schema: {
      description: "The registration's `response_format`; absent when it had none.",
      $ref: '../../common/json-value.schema.json',
    },
    registered_triggers: {
      description: 'Every trigger binding that invokes the function, parked ones included.',
      type: 'array',
      items: {
        title: 'EngineFunctionTrigger',
        description: 'One binding that invokes the function.',
        type: 'object',
        required: ['id', 'trigger_type', 'config'],
        properties: {
          id: { description: "The binding's id.", type: 'string' },
          trigger_type: { description: "The binding's trigger type id.", type: 'string' },
          config: {
            description: "The binding's config; `{}` when it was registered without one.",
            $ref: '../../common/json-value.schema.json',
          },
        },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
  examples: [
    {
      function_id: 'billing::charge',
      worker_name: 'billing',
      description: 'Charge a card',
      request_schema: { type: 'object', required: ['amount'] },
      registered_triggers: [
        {
          id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
          trigger_type: 'http',
          config: { api_path: '/charge', http_method: 'POST' },
        },
      ],
    },
    { function_id: 'jobs::tick', worker_name: 'jobs', registered_triggers: [] },
  ],
};
const schema55 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/function-summary.schema.json',
  title: 'EngineFunctionSummary',
  description:
    'A function as `engine::functions::list`, `engine::workers::info` and `engine::registered-triggers::info` show it, and as the `engine::functions-available` trigger type sends it.',
  type: 'object',
  required: ['function_id', 'worker_name'],
  properties: {
    function_id: { description: 'The function id.', $ref: '../../common/function-id.schema.json' },
    worker_name: {
      description:
        'Name of the worker that handles it: the name it registered with `engine::workers::register`, else its connection id.',
      type: 'string',
    },
    description: {
      description: 'What the function does, as registered; absent when the registration had none.',
      type: 'string',
    },
    metadata: {
      description: "The function's metadata, as registered; absent when the registration had none.",
      type: 'object',
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      function_id: 'billing::charge',
      worker_name: 'billing',
      description: 'Charge a card',
      metadata: { team: 'payments' },
    },
    { function_id: 'orders::create', worker_name: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8' },
  ],
};
const schema56 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/function-id.schema.json',
  title: 'FunctionId',
  description:
    'A function id: a free-form non-empty string, by convention `::`-separated segments whose first segment names the service (`orders::create`). Ids under `engine::` are reserved for the engine.',
  type: 'string',
  minLength: 1,
  examples: ['orders::create', 'math::add', 'engine::functions::list'],
};
function validate36(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/function-summary.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate36.evaluated;
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
        (data.function_id === undefined && (missing0 = 'function_id')) ||
        (data.worker_name === undefined && (missing0 = 'worker_name'))
      ) {
        validate36.errors = [
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
        if (data.function_id !== undefined) {
          let data0 = data.function_id;
          const _errs2 = errors;
          const _errs3 = errors;
          if (errors === _errs3) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate36.errors = [
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
              validate36.errors = [
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
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.worker_name !== undefined) {
            const _errs5 = errors;
            if (typeof data.worker_name !== 'string') {
              validate36.errors = [
                {
                  instancePath: instancePath + '/worker_name',
                  schemaPath: '#/properties/worker_name/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid0 = _errs5 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.description !== undefined) {
              const _errs7 = errors;
              if (typeof data.description !== 'string') {
                validate36.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: '#/properties/description/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
              var valid0 = _errs7 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.metadata !== undefined) {
                let data3 = data.metadata;
                const _errs9 = errors;
                if (errors === _errs9) {
                  if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                  } else {
                    validate36.errors = [
                      {
                        instancePath: instancePath + '/metadata',
                        schemaPath: '#/properties/metadata/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs9 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate36.errors = [
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
  validate36.errors = vErrors;
  return errors === 0;
}
validate36.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate35(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/function-detail.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate35.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (!validate36(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
    errors = vErrors.length;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.registered_triggers === undefined && (missing0 = 'registered_triggers')) {
        validate35.errors = [
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
        if (data.request_schema !== undefined) {
          let data0 = data.request_schema;
          const _errs3 = errors;
          if (
            typeof data0 != 'object' &&
            typeof data0 !== 'string' &&
            !(typeof data0 == 'number' && isFinite(data0)) &&
            typeof data0 !== 'boolean'
          ) {
            validate35.errors = [
              {
                instancePath: instancePath + '/request_schema',
                schemaPath: '../../common/json-value.schema.json/type',
                keyword: 'type',
                params: { type: schema33.type },
                message: 'must be object,array,string,number,boolean,null',
              },
            ];
            return false;
          }
          var valid1 = _errs3 === errors;
        } else {
          var valid1 = true;
        }
        if (valid1) {
          if (data.response_schema !== undefined) {
            let data1 = data.response_schema;
            const _errs6 = errors;
            if (
              typeof data1 != 'object' &&
              typeof data1 !== 'string' &&
              !(typeof data1 == 'number' && isFinite(data1)) &&
              typeof data1 !== 'boolean'
            ) {
              validate35.errors = [
                {
                  instancePath: instancePath + '/response_schema',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema33.type },
                  message: 'must be object,array,string,number,boolean,null',
                },
              ];
              return false;
            }
            var valid1 = _errs6 === errors;
          } else {
            var valid1 = true;
          }
          if (valid1) {
            if (data.registered_triggers !== undefined) {
              let data2 = data.registered_triggers;
              const _errs9 = errors;
              if (errors === _errs9) {
                if (Array.isArray(data2)) {
                  var valid4 = true;
                  const len0 = data2.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let data3 = data2[i0];
                    const _errs11 = errors;
                    if (errors === _errs11) {
                      if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                        let missing1;
                        if (
                          (data3.id === undefined && (missing1 = 'id')) ||
                          (data3.trigger_type === undefined && (missing1 = 'trigger_type')) ||
                          (data3.config === undefined && (missing1 = 'config'))
                        ) {
                          validate35.errors = [
                            {
                              instancePath: instancePath + '/registered_triggers/' + i0,
                              schemaPath: '#/properties/registered_triggers/items/required',
                              keyword: 'required',
                              params: { missingProperty: missing1 },
                              message: "must have required property '" + missing1 + "'",
                            },
                          ];
                          return false;
                        } else {
                          if (data3.id !== undefined) {
                            const _errs14 = errors;
                            if (typeof data3.id !== 'string') {
                              validate35.errors = [
                                {
                                  instancePath: instancePath + '/registered_triggers/' + i0 + '/id',
                                  schemaPath: '#/properties/registered_triggers/items/properties/id/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid5 = _errs14 === errors;
                          } else {
                            var valid5 = true;
                          }
                          if (valid5) {
                            if (data3.trigger_type !== undefined) {
                              const _errs16 = errors;
                              if (typeof data3.trigger_type !== 'string') {
                                validate35.errors = [
                                  {
                                    instancePath:
                                      instancePath + '/registered_triggers/' + i0 + '/trigger_type',
                                    schemaPath:
                                      '#/properties/registered_triggers/items/properties/trigger_type/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid5 = _errs16 === errors;
                            } else {
                              var valid5 = true;
                            }
                            if (valid5) {
                              if (data3.config !== undefined) {
                                let data6 = data3.config;
                                const _errs18 = errors;
                                if (
                                  typeof data6 != 'object' &&
                                  typeof data6 !== 'string' &&
                                  !(typeof data6 == 'number' && isFinite(data6)) &&
                                  typeof data6 !== 'boolean'
                                ) {
                                  validate35.errors = [
                                    {
                                      instancePath: instancePath + '/registered_triggers/' + i0 + '/config',
                                      schemaPath: '../../common/json-value.schema.json/type',
                                      keyword: 'type',
                                      params: { type: schema33.type },
                                      message: 'must be object,array,string,number,boolean,null',
                                    },
                                  ];
                                  return false;
                                }
                                var valid5 = _errs18 === errors;
                              } else {
                                var valid5 = true;
                              }
                            }
                          }
                        }
                      } else {
                        validate35.errors = [
                          {
                            instancePath: instancePath + '/registered_triggers/' + i0,
                            schemaPath: '#/properties/registered_triggers/items/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid4 = _errs11 === errors;
                    if (!valid4) {
                      break;
                    }
                  }
                } else {
                  validate35.errors = [
                    {
                      instancePath: instancePath + '/registered_triggers',
                      schemaPath: '#/properties/registered_triggers/type',
                      keyword: 'type',
                      params: { type: 'array' },
                      message: 'must be array',
                    },
                  ];
                  return false;
                }
              }
              var valid1 = _errs9 === errors;
            } else {
              var valid1 = true;
            }
          }
        }
      }
    } else {
      validate35.errors = [
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
  validate35.errors = vErrors;
  return errors === 0;
}
validate35.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineFunctionSummary = validate36 as unknown as Validator<EngineFunctionSummary>;
export const validateEngineFunctionsAvailableEvent =
  validate38 as unknown as Validator<EngineFunctionsAvailableEvent>;
const schema60 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/functions-available-event.schema.json',
  title: 'EngineFunctionsAvailableEvent',
  description:
    'What a binding of the `engine::functions-available` trigger type receives: the set of functions changed (once per burst of changes), and what it is now.',
  type: 'object',
  required: ['event', 'functions'],
  properties: {
    event: { description: 'Always `functions_changed`.', const: 'functions_changed' },
    functions: {
      description: 'Every function now registered, internal ones left out.',
      type: 'array',
      items: { $ref: 'function-summary.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    { event: 'functions_changed', functions: [{ function_id: 'billing::charge', worker_name: 'billing' }] },
    { event: 'functions_changed', functions: [] },
  ],
};
function validate38(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/functions-available-event.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate38.evaluated;
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
        (data.event === undefined && (missing0 = 'event')) ||
        (data.functions === undefined && (missing0 = 'functions'))
      ) {
        validate38.errors = [
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
        if (data.event !== undefined) {
          const _errs2 = errors;
          if ('functions_changed' !== data.event) {
            validate38.errors = [
              {
                instancePath: instancePath + '/event',
                schemaPath: '#/properties/event/const',
                keyword: 'const',
                params: { allowedValue: 'functions_changed' },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.functions !== undefined) {
            let data1 = data.functions;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (Array.isArray(data1)) {
                var valid1 = true;
                const len0 = data1.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  const _errs5 = errors;
                  if (
                    !validate36(data1[i0], {
                      instancePath: instancePath + '/functions/' + i0,
                      parentData: data1,
                      parentDataProperty: i0,
                      rootData,
                      dynamicAnchors,
                    })
                  ) {
                    vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                    errors = vErrors.length;
                  }
                  var valid1 = _errs5 === errors;
                  if (!valid1) {
                    break;
                  }
                }
              } else {
                validate38.errors = [
                  {
                    instancePath: instancePath + '/functions',
                    schemaPath: '#/properties/functions/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate38.errors = [
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
  validate38.errors = vErrors;
  return errors === 0;
}
validate38.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineFunctionsInfoInput = validate40 as unknown as Validator<EngineFunctionsInfoInput>;
const schema61 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/functions-info-input.schema.json',
  title: 'EngineFunctionsInfoInput',
  description:
    'Input of `engine::functions::info`: `function_id` for one function, else `function_ids` for 1 to 32 of them (anything else is refused with `INVALID_ARGUMENTS`).',
  type: 'object',
  properties: {
    function_id: {
      description: 'The one function to describe; an unknown id is refused with `NOT_FOUND`.',
      type: 'string',
    },
    function_ids: {
      description:
        'The functions to describe, used when `function_id` is absent; unknown ones are answered in place.',
      type: 'array',
      items: { type: 'string' },
      minItems: 1,
      maxItems: 32,
    },
  },
  additionalProperties: true,
  examples: [{ function_id: 'billing::charge' }, { function_ids: ['billing::charge', 'orders::create'] }],
};
function validate40(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/functions-info-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate40.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.function_id !== undefined) {
        const _errs2 = errors;
        if (typeof data.function_id !== 'string') {
          validate40.errors = [
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
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.function_ids !== undefined) {
          let data1 = data.function_ids;
          const _errs4 = errors;
          if (errors === _errs4) {
            if (Array.isArray(data1)) {
              if (data1.length > 32) {
                validate40.errors = [
                  {
                    instancePath: instancePath + '/function_ids',
                    schemaPath: '#/properties/function_ids/maxItems',
                    keyword: 'maxItems',
                    params: { limit: 32 },
                    message: 'must NOT have more than 32 items',
                  },
                ];
                return false;
              } else {
                if (data1.length < 1) {
                  validate40.errors = [
                    {
                      instancePath: instancePath + '/function_ids',
                      schemaPath: '#/properties/function_ids/minItems',
                      keyword: 'minItems',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 items',
                    },
                  ];
                  return false;
                } else {
                  var valid1 = true;
                  const len0 = data1.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    const _errs6 = errors;
                    if (typeof data1[i0] !== 'string') {
                      validate40.errors = [
                        {
                          instancePath: instancePath + '/function_ids/' + i0,
                          schemaPath: '#/properties/function_ids/items/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                    var valid1 = _errs6 === errors;
                    if (!valid1) {
                      break;
                    }
                  }
                }
              }
            } else {
              validate40.errors = [
                {
                  instancePath: instancePath + '/function_ids',
                  schemaPath: '#/properties/function_ids/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
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
      validate40.errors = [
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
  validate40.errors = vErrors;
  return errors === 0;
}
validate40.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineFunctionsInfoOutput =
  validate41 as unknown as Validator<EngineFunctionsInfoOutput>;
const schema62 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/functions-info-output.schema.json',
  title: 'EngineFunctionsInfoOutput',
  description:
    'Output of `engine::functions::info`: the function for `function_id`, or `{functions}` for `function_ids`.',
  oneOf: [
    { $ref: 'function-detail.schema.json' },
    {
      title: 'EngineFunctionsInfoBatch',
      description: 'The answer to `function_ids`.',
      type: 'object',
      required: ['functions'],
      properties: {
        functions: {
          description: 'One entry per requested id, in the order asked.',
          type: 'array',
          items: {
            oneOf: [
              { $ref: 'function-detail.schema.json' },
              {
                title: 'EngineFunctionMissing',
                description: 'A requested function that is not registered.',
                type: 'object',
                required: ['function_id', 'error'],
                properties: {
                  function_id: { description: 'The requested id.', type: 'string' },
                  error: { description: 'Why it is not described.', const: 'not_found' },
                },
                additionalProperties: true,
              },
            ],
          },
        },
      },
      additionalProperties: true,
    },
  ],
  examples: [
    { function_id: 'jobs::tick', worker_name: 'jobs', registered_triggers: [] },
    {
      functions: [
        { function_id: 'jobs::tick', worker_name: 'jobs', registered_triggers: [] },
        { function_id: 'nope::x', error: 'not_found' },
      ],
    },
  ],
};
function validate41(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/functions-info-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate41.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs1 = errors;
  if (!validate35(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
    var props0 = true;
  }
  const _errs2 = errors;
  if (errors === _errs2) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.functions === undefined && (missing0 = 'functions')) {
        const err0 = {
          instancePath,
          schemaPath: '#/oneOf/1/required',
          keyword: 'required',
          params: { missingProperty: missing0 },
          message: "must have required property '" + missing0 + "'",
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      } else {
        if (data.functions !== undefined) {
          let data0 = data.functions;
          const _errs5 = errors;
          if (errors === _errs5) {
            if (Array.isArray(data0)) {
              var valid2 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0];
                const _errs7 = errors;
                const _errs8 = errors;
                let valid3 = false;
                let passing1 = null;
                const _errs9 = errors;
                if (
                  !validate35(data1, {
                    instancePath: instancePath + '/functions/' + i0,
                    parentData: data0,
                    parentDataProperty: i0,
                    rootData,
                    dynamicAnchors,
                  })
                ) {
                  vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
                  errors = vErrors.length;
                }
                var _valid1 = _errs9 === errors;
                if (_valid1) {
                  valid3 = true;
                  passing1 = 0;
                  var props1 = true;
                }
                const _errs10 = errors;
                if (errors === _errs10) {
                  if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                    let missing1;
                    if (
                      (data1.function_id === undefined && (missing1 = 'function_id')) ||
                      (data1.error === undefined && (missing1 = 'error'))
                    ) {
                      const err1 = {
                        instancePath: instancePath + '/functions/' + i0,
                        schemaPath: '#/oneOf/1/properties/functions/items/oneOf/1/required',
                        keyword: 'required',
                        params: { missingProperty: missing1 },
                        message: "must have required property '" + missing1 + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err1];
                      } else {
                        vErrors.push(err1);
                      }
                      errors++;
                    } else {
                      if (data1.function_id !== undefined) {
                        const _errs13 = errors;
                        if (typeof data1.function_id !== 'string') {
                          const err2 = {
                            instancePath: instancePath + '/functions/' + i0 + '/function_id',
                            schemaPath:
                              '#/oneOf/1/properties/functions/items/oneOf/1/properties/function_id/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          };
                          if (vErrors === null) {
                            vErrors = [err2];
                          } else {
                            vErrors.push(err2);
                          }
                          errors++;
                        }
                        var valid4 = _errs13 === errors;
                      } else {
                        var valid4 = true;
                      }
                      if (valid4) {
                        if (data1.error !== undefined) {
                          const _errs15 = errors;
                          if ('not_found' !== data1.error) {
                            const err3 = {
                              instancePath: instancePath + '/functions/' + i0 + '/error',
                              schemaPath:
                                '#/oneOf/1/properties/functions/items/oneOf/1/properties/error/const',
                              keyword: 'const',
                              params: { allowedValue: 'not_found' },
                              message: 'must be equal to constant',
                            };
                            if (vErrors === null) {
                              vErrors = [err3];
                            } else {
                              vErrors.push(err3);
                            }
                            errors++;
                          }
                          var valid4 = _errs15 === errors;
                        } else {
                          var valid4 = true;
                        }
                      }
                    }
                  } else {
                    const err4 = {
                      instancePath: instancePath + '/functions/' + i0,
                      schemaPath: '#/oneOf/1/properties/functions/items/oneOf/1/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    };
                    if (vErrors === null) {
                      vErrors = [err4];
                    } else {
                      vErrors.push(err4);
                    }
                    errors++;
                  }
                }
                var _valid1 = _errs10 === errors;
                if (_valid1 && valid3) {
                  valid3 = false;
                  passing1 = [passing1, 1];
                } else {
                  if (_valid1) {
                    valid3 = true;
                    passing1 = 1;
                    if (props1 !== true) {
                      props1 = true;
                    }
                  }
                }
                if (!valid3) {
                  const err5 = {
                    instancePath: instancePath + '/functions/' + i0,
                    schemaPath: '#/oneOf/1/properties/functions/items/oneOf',
                    keyword: 'oneOf',
                    params: { passingSchemas: passing1 },
                    message: 'must match exactly one schema in oneOf',
                  };
                  if (vErrors === null) {
                    vErrors = [err5];
                  } else {
                    vErrors.push(err5);
                  }
                  errors++;
                } else {
                  errors = _errs8;
                  if (vErrors !== null) {
                    if (_errs8) {
                      vErrors.length = _errs8;
                    } else {
                      vErrors = null;
                    }
                  }
                }
                var valid2 = _errs7 === errors;
                if (!valid2) {
                  break;
                }
              }
            } else {
              const err6 = {
                instancePath: instancePath + '/functions',
                schemaPath: '#/oneOf/1/properties/functions/type',
                keyword: 'type',
                params: { type: 'array' },
                message: 'must be array',
              };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          }
        }
      }
    } else {
      const err7 = {
        instancePath,
        schemaPath: '#/oneOf/1/type',
        keyword: 'type',
        params: { type: 'object' },
        message: 'must be object',
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
      if (props0 !== true) {
        props0 = true;
      }
    }
  }
  if (!valid0) {
    const err8 = {
      instancePath,
      schemaPath: '#/oneOf',
      keyword: 'oneOf',
      params: { passingSchemas: passing0 },
      message: 'must match exactly one schema in oneOf',
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
    validate41.errors = vErrors;
    return false;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate41.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate41.evaluated = { dynamicProps: true, dynamicItems: false };
export const validateEngineFunctionsListInput = validate44 as unknown as Validator<EngineFunctionsListInput>;
const schema63 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/functions-list-input.schema.json',
  title: 'EngineFunctionsListInput',
  description:
    'Input of `engine::functions::list`: filters, all optional and combined with and. Without `include_internal`, functions under `engine::` (but not `engine::queue::`) and those whose metadata has `internal: true` are left out.',
  type: 'object',
  properties: {
    search: { description: 'Case-insensitive substring of the function id or description.', type: 'string' },
    prefix: { description: 'Start of the function id.', type: 'string' },
    worker: { description: 'Name of the worker that handles the function.', type: 'string' },
    workers: {
      description: 'Names of workers, any of which may handle the function.',
      type: 'array',
      items: { type: 'string' },
    },
    include_internal: { description: 'List internal functions too.', type: 'boolean' },
  },
  additionalProperties: true,
  examples: [
    {},
    { search: 'charge', worker: 'billing' },
    { prefix: 'engine::', include_internal: true },
    { workers: ['billing', 'orders'] },
  ],
};
function validate44(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/functions-list-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate44.evaluated;
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
          validate44.errors = [
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
        if (data.prefix !== undefined) {
          const _errs4 = errors;
          if (typeof data.prefix !== 'string') {
            validate44.errors = [
              {
                instancePath: instancePath + '/prefix',
                schemaPath: '#/properties/prefix/type',
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
          if (data.worker !== undefined) {
            const _errs6 = errors;
            if (typeof data.worker !== 'string') {
              validate44.errors = [
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
            var valid0 = _errs6 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.workers !== undefined) {
              let data3 = data.workers;
              const _errs8 = errors;
              if (errors === _errs8) {
                if (Array.isArray(data3)) {
                  var valid1 = true;
                  const len0 = data3.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    const _errs10 = errors;
                    if (typeof data3[i0] !== 'string') {
                      validate44.errors = [
                        {
                          instancePath: instancePath + '/workers/' + i0,
                          schemaPath: '#/properties/workers/items/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                    var valid1 = _errs10 === errors;
                    if (!valid1) {
                      break;
                    }
                  }
                } else {
                  validate44.errors = [
                    {
                      instancePath: instancePath + '/workers',
                      schemaPath: '#/properties/workers/type',
                      keyword: 'type',
                      params: { type: 'array' },
                      message: 'must be array',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs8 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.include_internal !== undefined) {
                const _errs12 = errors;
                if (typeof data.include_internal !== 'boolean') {
                  validate44.errors = [
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
                var valid0 = _errs12 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate44.errors = [
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
  validate44.errors = vErrors;
  return errors === 0;
}
validate44.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineFunctionsListOutput =
  validate45 as unknown as Validator<EngineFunctionsListOutput>;
const schema64 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/functions-list-output.schema.json',
  title: 'EngineFunctionsListOutput',
  description: 'Output of `engine::functions::list`.',
  type: 'object',
  required: ['functions'],
  properties: {
    functions: {
      description: 'The functions that pass the filters, sorted by id.',
      type: 'array',
      items: { $ref: 'function-summary.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    { functions: [{ function_id: 'billing::charge', worker_name: 'billing', description: 'Charge a card' }] },
    { functions: [] },
  ],
};
function validate45(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/functions-list-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate45.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.functions === undefined && (missing0 = 'functions')) {
        validate45.errors = [
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
        if (data.functions !== undefined) {
          let data0 = data.functions;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                const _errs4 = errors;
                if (
                  !validate36(data0[i0], {
                    instancePath: instancePath + '/functions/' + i0,
                    parentData: data0,
                    parentDataProperty: i0,
                    rootData,
                    dynamicAnchors,
                  })
                ) {
                  vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                  errors = vErrors.length;
                }
                var valid1 = _errs4 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate45.errors = [
                {
                  instancePath: instancePath + '/functions',
                  schemaPath: '#/properties/functions/type',
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
      validate45.errors = [
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
  validate45.errors = vErrors;
  return errors === 0;
}
validate45.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineRegisterTriggerInput =
  validate47 as unknown as Validator<EngineRegisterTriggerInput>;
const schema65 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/register-trigger-input.schema.json',
  title: 'EngineRegisterTriggerInput',
  description:
    "Input of `engine::register_trigger`: a binding owned by the engine, which outlives the caller. Without `trigger_type` or `function_id` the call is refused with `INVALID_ARGUMENTS`; a provider's refusal is the call's error.",
  type: 'object',
  required: ['trigger_type', 'function_id'],
  properties: {
    trigger_type: {
      description: 'Trigger type id; a type nobody provides yet parks the binding until one does.',
      type: 'string',
      minLength: 1,
    },
    function_id: {
      description: 'Function the binding invokes; it need not exist yet.',
      type: 'string',
      minLength: 1,
    },
    config: {
      description: 'Configuration whose shape the trigger type defines; `{}` when absent.',
      $ref: '../../common/json-value.schema.json',
    },
    metadata: {
      description: 'Sent to the function as its metadata on every fire.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { trigger_type: 'cron', function_id: 'jobs::tick', config: { expression: '0 * * * * *' } },
    { trigger_type: 'webhook', function_id: 'orders::on_hook', metadata: { owner: 'ops' } },
  ],
};
function validate47(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/register-trigger-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate47.evaluated;
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
        (data.trigger_type === undefined && (missing0 = 'trigger_type')) ||
        (data.function_id === undefined && (missing0 = 'function_id'))
      ) {
        validate47.errors = [
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
        if (data.trigger_type !== undefined) {
          let data0 = data.trigger_type;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate47.errors = [
                  {
                    instancePath: instancePath + '/trigger_type',
                    schemaPath: '#/properties/trigger_type/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  },
                ];
                return false;
              }
            } else {
              validate47.errors = [
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
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.function_id !== undefined) {
            let data1 = data.function_id;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate47.errors = [
                    {
                      instancePath: instancePath + '/function_id',
                      schemaPath: '#/properties/function_id/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate47.errors = [
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
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.config !== undefined) {
              let data2 = data.config;
              const _errs6 = errors;
              if (
                typeof data2 != 'object' &&
                typeof data2 !== 'string' &&
                !(typeof data2 == 'number' && isFinite(data2)) &&
                typeof data2 !== 'boolean'
              ) {
                validate47.errors = [
                  {
                    instancePath: instancePath + '/config',
                    schemaPath: '../../common/json-value.schema.json/type',
                    keyword: 'type',
                    params: { type: schema33.type },
                    message: 'must be object,array,string,number,boolean,null',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.metadata !== undefined) {
                let data3 = data.metadata;
                const _errs9 = errors;
                if (
                  typeof data3 != 'object' &&
                  typeof data3 !== 'string' &&
                  !(typeof data3 == 'number' && isFinite(data3)) &&
                  typeof data3 !== 'boolean'
                ) {
                  validate47.errors = [
                    {
                      instancePath: instancePath + '/metadata',
                      schemaPath: '../../common/json-value.schema.json/type',
                      keyword: 'type',
                      params: { type: schema33.type },
                      message: 'must be object,array,string,number,boolean,null',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs9 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate47.errors = [
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
  validate47.errors = vErrors;
  return errors === 0;
}
validate47.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineRegisterTriggerOutput =
  validate48 as unknown as Validator<EngineRegisterTriggerOutput>;
const schema68 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/register-trigger-output.schema.json',
  title: 'EngineRegisterTriggerOutput',
  description: 'Output of `engine::register_trigger`.',
  type: 'object',
  required: ['id'],
  properties: {
    id: { description: 'Id of the new binding (a UUID), for `engine::unregister_trigger`.', type: 'string' },
  },
  additionalProperties: true,
  examples: [{ id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' }],
};
function validate48(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/register-trigger-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate48.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.id === undefined && (missing0 = 'id')) {
        validate48.errors = [
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
        if (data.id !== undefined) {
          if (typeof data.id !== 'string') {
            validate48.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
          }
        }
      }
    } else {
      validate48.errors = [
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
  validate48.errors = vErrors;
  return errors === 0;
}
validate48.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineRegisteredTriggerSummary =
  validate49 as unknown as Validator<EngineRegisteredTriggerSummary>;
const schema69 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/registered-trigger-summary.schema.json',
  title: 'EngineRegisteredTriggerSummary',
  description:
    'A trigger binding as `engine::registered-triggers::list` and `engine::workers::info` show it.',
  type: 'object',
  required: ['id', 'trigger_type', 'function_id', 'worker_name', 'config', 'config_summary', 'status'],
  properties: {
    id: { description: "The binding's id.", type: 'string' },
    trigger_type: { description: "The binding's trigger type id.", type: 'string' },
    function_id: { description: 'Function the binding invokes; it need not exist.', type: 'string' },
    worker_name: {
      description:
        'Name of the worker that registered the binding; `engine` for one made with `engine::register_trigger`.',
      type: 'string',
    },
    config: {
      description: "The binding's config; `{}` when it was registered without one.",
      $ref: '../../common/json-value.schema.json',
    },
    config_summary: {
      description: 'The config as JSON text, cut to its first 120 characters, for listings.',
      type: 'string',
      maxLength: 120,
    },
    status: {
      description:
        '`active` once a provider of the type has accepted the binding; `parked` while no worker provides the type or its provider refused it.',
      enum: ['active', 'parked'],
    },
    reason: {
      description:
        'With `parked`: why, e.g. no module or worker provides the type, or its provider refused the config.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      trigger_type: 'cron',
      function_id: 'jobs::tick',
      worker_name: 'jobs',
      config: { expression: '*/5 * * * * *' },
      config_summary: '{"expression":"*/5 * * * * *"}',
      status: 'active',
    },
    {
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'orders::on_hook',
      worker_name: 'engine',
      config: {},
      config_summary: '{}',
      status: 'parked',
      reason: 'no module or worker provides trigger type "webhook"',
    },
  ],
};
function validate49(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/registered-trigger-summary.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate49.evaluated;
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
        (data.id === undefined && (missing0 = 'id')) ||
        (data.trigger_type === undefined && (missing0 = 'trigger_type')) ||
        (data.function_id === undefined && (missing0 = 'function_id')) ||
        (data.worker_name === undefined && (missing0 = 'worker_name')) ||
        (data.config === undefined && (missing0 = 'config')) ||
        (data.config_summary === undefined && (missing0 = 'config_summary')) ||
        (data.status === undefined && (missing0 = 'status'))
      ) {
        validate49.errors = [
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
        if (data.id !== undefined) {
          const _errs2 = errors;
          if (typeof data.id !== 'string') {
            validate49.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
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
              validate49.errors = [
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
                validate49.errors = [
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
              if (data.worker_name !== undefined) {
                const _errs8 = errors;
                if (typeof data.worker_name !== 'string') {
                  validate49.errors = [
                    {
                      instancePath: instancePath + '/worker_name',
                      schemaPath: '#/properties/worker_name/type',
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
                if (data.config !== undefined) {
                  let data4 = data.config;
                  const _errs10 = errors;
                  if (
                    typeof data4 != 'object' &&
                    typeof data4 !== 'string' &&
                    !(typeof data4 == 'number' && isFinite(data4)) &&
                    typeof data4 !== 'boolean'
                  ) {
                    validate49.errors = [
                      {
                        instancePath: instancePath + '/config',
                        schemaPath: '../../common/json-value.schema.json/type',
                        keyword: 'type',
                        params: { type: schema33.type },
                        message: 'must be object,array,string,number,boolean,null',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.config_summary !== undefined) {
                    let data5 = data.config_summary;
                    const _errs13 = errors;
                    if (errors === _errs13) {
                      if (typeof data5 === 'string') {
                        if (func1(data5) > 120) {
                          validate49.errors = [
                            {
                              instancePath: instancePath + '/config_summary',
                              schemaPath: '#/properties/config_summary/maxLength',
                              keyword: 'maxLength',
                              params: { limit: 120 },
                              message: 'must NOT have more than 120 characters',
                            },
                          ];
                          return false;
                        }
                      } else {
                        validate49.errors = [
                          {
                            instancePath: instancePath + '/config_summary',
                            schemaPath: '#/properties/config_summary/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs13 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.status !== undefined) {
                      let data6 = data.status;
                      const _errs15 = errors;
                      if (!(data6 === 'active' || data6 === 'parked')) {
                        validate49.errors = [
                          {
                            instancePath: instancePath + '/status',
                            schemaPath: '#/properties/status/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema69.properties.status.enum },
                            message: 'must be equal to one of the allowed values',
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs15 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.reason !== undefined) {
                        const _errs16 = errors;
                        if (typeof data.reason !== 'string') {
                          validate49.errors = [
                            {
                              instancePath: instancePath + '/reason',
                              schemaPath: '#/properties/reason/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid0 = _errs16 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate49.errors = [
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
  validate49.errors = vErrors;
  return errors === 0;
}
validate49.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineRegisteredTriggersInfoInput =
  validate50 as unknown as Validator<EngineRegisteredTriggersInfoInput>;
const schema71 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/registered-triggers-info-input.schema.json',
  title: 'EngineRegisteredTriggersInfoInput',
  description:
    'Input of `engine::registered-triggers::info`: the binding to describe. An unknown id is refused with `NOT_FOUND`.',
  type: 'object',
  required: ['id'],
  properties: { id: { description: "The binding's id.", type: 'string' } },
  additionalProperties: true,
  examples: [{ id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' }],
};
function validate50(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/registered-triggers-info-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate50.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.id === undefined && (missing0 = 'id')) {
        validate50.errors = [
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
        if (data.id !== undefined) {
          if (typeof data.id !== 'string') {
            validate50.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
          }
        }
      }
    } else {
      validate50.errors = [
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
  validate50.errors = vErrors;
  return errors === 0;
}
validate50.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineRegisteredTriggersInfoOutput =
  validate51 as unknown as Validator<EngineRegisteredTriggersInfoOutput>;
const schema72 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/registered-triggers-info-output.schema.json',
  title: 'EngineRegisteredTriggersInfoOutput',
  description:
    'Output of `engine::registered-triggers::info`: the binding, with its metadata, its trigger type and its function.',
  type: 'object',
  allOf: [{ $ref: 'registered-trigger-summary.schema.json' }],
  required: ['trigger', 'function'],
  properties: {
    metadata: {
      description: "The binding's metadata; absent when it was registered without.",
      $ref: '../../common/json-value.schema.json',
    },
    trigger: {
      description: "The binding's trigger type; null while nobody provides it.",
      oneOf: [{ $ref: 'trigger-type-summary.schema.json' }, { type: 'null' }],
    },
    function: {
      description: 'The function the binding invokes; null while it is not registered.',
      oneOf: [{ $ref: 'function-summary.schema.json' }, { type: 'null' }],
    },
  },
  additionalProperties: true,
  examples: [
    {
      id: 't-1',
      trigger_type: 'cron',
      function_id: 'jobs::tick',
      worker_name: 'jobs',
      config: { expression: '0 * * * * *' },
      config_summary: '{"expression":"0 * * * * *"}',
      status: 'active',
      metadata: { owner: 'ops' },
      trigger: { id: 'cron', worker_name: 'svc-cron', description: 'A cron schedule' },
      function: { function_id: 'jobs::tick', worker_name: 'jobs' },
    },
    {
      id: 't-2',
      trigger_type: 'webhook',
      function_id: 'orders::on_hook',
      worker_name: 'engine',
      config: {},
      config_summary: '{}',
      status: 'parked',
      trigger: null,
      function: null,
    },
  ],
};
const schema74 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/trigger-type-summary.schema.json',
  title: 'EngineTriggerTypeSummary',
  description: 'A trigger type as `engine::triggers::list` and `engine::registered-triggers::info` show it.',
  type: 'object',
  required: ['id', 'worker_name', 'description'],
  properties: {
    id: { description: 'The trigger type id, e.g. `http`.', type: 'string' },
    worker_name: { description: 'Name of the worker or built-in module that provides it.', type: 'string' },
    description: {
      description: 'What fires it, as registered; empty when the registration had none.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [{ id: 'http', worker_name: 'svc-http', description: 'HTTP requests to a route' }],
};
function validate51(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/registered-triggers-info-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate51.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (!validate49(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
    errors = vErrors.length;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.trigger === undefined && (missing0 = 'trigger')) ||
        (data.function === undefined && (missing0 = 'function'))
      ) {
        validate51.errors = [
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
        if (data.metadata !== undefined) {
          let data0 = data.metadata;
          const _errs3 = errors;
          if (
            typeof data0 != 'object' &&
            typeof data0 !== 'string' &&
            !(typeof data0 == 'number' && isFinite(data0)) &&
            typeof data0 !== 'boolean'
          ) {
            validate51.errors = [
              {
                instancePath: instancePath + '/metadata',
                schemaPath: '../../common/json-value.schema.json/type',
                keyword: 'type',
                params: { type: schema33.type },
                message: 'must be object,array,string,number,boolean,null',
              },
            ];
            return false;
          }
          var valid1 = _errs3 === errors;
        } else {
          var valid1 = true;
        }
        if (valid1) {
          if (data.trigger !== undefined) {
            let data1 = data.trigger;
            const _errs6 = errors;
            const _errs7 = errors;
            let valid3 = false;
            let passing0 = null;
            const _errs8 = errors;
            const _errs9 = errors;
            if (errors === _errs9) {
              if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                let missing1;
                if (
                  (data1.id === undefined && (missing1 = 'id')) ||
                  (data1.worker_name === undefined && (missing1 = 'worker_name')) ||
                  (data1.description === undefined && (missing1 = 'description'))
                ) {
                  const err0 = {
                    instancePath: instancePath + '/trigger',
                    schemaPath: 'trigger-type-summary.schema.json/required',
                    keyword: 'required',
                    params: { missingProperty: missing1 },
                    message: "must have required property '" + missing1 + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err0];
                  } else {
                    vErrors.push(err0);
                  }
                  errors++;
                } else {
                  if (data1.id !== undefined) {
                    const _errs12 = errors;
                    if (typeof data1.id !== 'string') {
                      const err1 = {
                        instancePath: instancePath + '/trigger/id',
                        schemaPath: 'trigger-type-summary.schema.json/properties/id/type',
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
                    var valid5 = _errs12 === errors;
                  } else {
                    var valid5 = true;
                  }
                  if (valid5) {
                    if (data1.worker_name !== undefined) {
                      const _errs14 = errors;
                      if (typeof data1.worker_name !== 'string') {
                        const err2 = {
                          instancePath: instancePath + '/trigger/worker_name',
                          schemaPath: 'trigger-type-summary.schema.json/properties/worker_name/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        };
                        if (vErrors === null) {
                          vErrors = [err2];
                        } else {
                          vErrors.push(err2);
                        }
                        errors++;
                      }
                      var valid5 = _errs14 === errors;
                    } else {
                      var valid5 = true;
                    }
                    if (valid5) {
                      if (data1.description !== undefined) {
                        const _errs16 = errors;
                        if (typeof data1.description !== 'string') {
                          const err3 = {
                            instancePath: instancePath + '/trigger/description',
                            schemaPath: 'trigger-type-summary.schema.json/properties/description/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          };
                          if (vErrors === null) {
                            vErrors = [err3];
                          } else {
                            vErrors.push(err3);
                          }
                          errors++;
                        }
                        var valid5 = _errs16 === errors;
                      } else {
                        var valid5 = true;
                      }
                    }
                  }
                }
              } else {
                const err4 = {
                  instancePath: instancePath + '/trigger',
                  schemaPath: 'trigger-type-summary.schema.json/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            var _valid0 = _errs8 === errors;
            if (_valid0) {
              valid3 = true;
              passing0 = 0;
            }
            const _errs18 = errors;
            if (data1 !== null) {
              const err5 = {
                instancePath: instancePath + '/trigger',
                schemaPath: '#/properties/trigger/oneOf/1/type',
                keyword: 'type',
                params: { type: 'null' },
                message: 'must be null',
              };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            var _valid0 = _errs18 === errors;
            if (_valid0 && valid3) {
              valid3 = false;
              passing0 = [passing0, 1];
            } else {
              if (_valid0) {
                valid3 = true;
                passing0 = 1;
              }
            }
            if (!valid3) {
              const err6 = {
                instancePath: instancePath + '/trigger',
                schemaPath: '#/properties/trigger/oneOf',
                keyword: 'oneOf',
                params: { passingSchemas: passing0 },
                message: 'must match exactly one schema in oneOf',
              };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
              validate51.errors = vErrors;
              return false;
            } else {
              errors = _errs7;
              if (vErrors !== null) {
                if (_errs7) {
                  vErrors.length = _errs7;
                } else {
                  vErrors = null;
                }
              }
            }
            var valid1 = _errs6 === errors;
          } else {
            var valid1 = true;
          }
          if (valid1) {
            if (data.function !== undefined) {
              let data5 = data.function;
              const _errs20 = errors;
              const _errs21 = errors;
              let valid6 = false;
              let passing1 = null;
              const _errs22 = errors;
              if (
                !validate36(data5, {
                  instancePath: instancePath + '/function',
                  parentData: data,
                  parentDataProperty: 'function',
                  rootData,
                  dynamicAnchors,
                })
              ) {
                vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                errors = vErrors.length;
              }
              var _valid1 = _errs22 === errors;
              if (_valid1) {
                valid6 = true;
                passing1 = 0;
              }
              const _errs23 = errors;
              if (data5 !== null) {
                const err7 = {
                  instancePath: instancePath + '/function',
                  schemaPath: '#/properties/function/oneOf/1/type',
                  keyword: 'type',
                  params: { type: 'null' },
                  message: 'must be null',
                };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
              var _valid1 = _errs23 === errors;
              if (_valid1 && valid6) {
                valid6 = false;
                passing1 = [passing1, 1];
              } else {
                if (_valid1) {
                  valid6 = true;
                  passing1 = 1;
                }
              }
              if (!valid6) {
                const err8 = {
                  instancePath: instancePath + '/function',
                  schemaPath: '#/properties/function/oneOf',
                  keyword: 'oneOf',
                  params: { passingSchemas: passing1 },
                  message: 'must match exactly one schema in oneOf',
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
                validate51.errors = vErrors;
                return false;
              } else {
                errors = _errs21;
                if (vErrors !== null) {
                  if (_errs21) {
                    vErrors.length = _errs21;
                  } else {
                    vErrors = null;
                  }
                }
              }
              var valid1 = _errs20 === errors;
            } else {
              var valid1 = true;
            }
          }
        }
      }
    } else {
      validate51.errors = [
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
  validate51.errors = vErrors;
  return errors === 0;
}
validate51.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineRegisteredTriggersListInput =
  validate54 as unknown as Validator<EngineRegisteredTriggersListInput>;
const schema75 = {
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
function validate54(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/registered-triggers-list-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate54.evaluated;
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
          validate54.errors = [
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
            validate54.errors = [
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
              validate54.errors = [
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
                validate54.errors = [
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
                  validate54.errors = [
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
      validate54.errors = [
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
  validate54.errors = vErrors;
  return errors === 0;
}
validate54.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineRegisteredTriggersListOutput =
  validate55 as unknown as Validator<EngineRegisteredTriggersListOutput>;
const schema76 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/registered-triggers-list-output.schema.json',
  title: 'EngineRegisteredTriggersListOutput',
  description: 'Output of `engine::registered-triggers::list`.',
  type: 'object',
  required: ['registered_triggers'],
  properties: {
    registered_triggers: {
      description: 'The bindings that pass the filters, sorted by id.',
      type: 'array',
      items: { $ref: 'registered-trigger-summary.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      registered_triggers: [
        {
          id: 't-1',
          trigger_type: 'tick',
          function_id: 'user::on_tick',
          worker_name: 'user',
          config: { every: 'once' },
          config_summary: '{"every":"once"}',
          status: 'parked',
        },
      ],
    },
  ],
};
function validate55(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/registered-triggers-list-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate55.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.registered_triggers === undefined && (missing0 = 'registered_triggers')) {
        validate55.errors = [
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
        if (data.registered_triggers !== undefined) {
          let data0 = data.registered_triggers;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                const _errs4 = errors;
                if (
                  !validate49(data0[i0], {
                    instancePath: instancePath + '/registered_triggers/' + i0,
                    parentData: data0,
                    parentDataProperty: i0,
                    rootData,
                    dynamicAnchors,
                  })
                ) {
                  vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
                  errors = vErrors.length;
                }
                var valid1 = _errs4 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate55.errors = [
                {
                  instancePath: instancePath + '/registered_triggers',
                  schemaPath: '#/properties/registered_triggers/type',
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
      validate55.errors = [
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
  validate55.errors = vErrors;
  return errors === 0;
}
validate55.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineTriggerTypeSummary = validate57 as unknown as Validator<EngineTriggerTypeSummary>;
function validate57(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/trigger-type-summary.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate57.evaluated;
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
        (data.id === undefined && (missing0 = 'id')) ||
        (data.worker_name === undefined && (missing0 = 'worker_name')) ||
        (data.description === undefined && (missing0 = 'description'))
      ) {
        validate57.errors = [
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
        if (data.id !== undefined) {
          const _errs2 = errors;
          if (typeof data.id !== 'string') {
            validate57.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
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
          if (data.worker_name !== undefined) {
            const _errs4 = errors;
            if (typeof data.worker_name !== 'string') {
              validate57.errors = [
                {
                  instancePath: instancePath + '/worker_name',
                  schemaPath: '#/properties/worker_name/type',
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
            if (data.description !== undefined) {
              const _errs6 = errors;
              if (typeof data.description !== 'string') {
                validate57.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: '#/properties/description/type',
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
          }
        }
      }
    } else {
      validate57.errors = [
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
  validate57.errors = vErrors;
  return errors === 0;
}
validate57.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineTriggersInfoInput = validate58 as unknown as Validator<EngineTriggersInfoInput>;
const schema78 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/triggers-info-input.schema.json',
  title: 'EngineTriggersInfoInput',
  description:
    'Input of `engine::triggers::info`: the trigger type to describe. A type nobody provides is refused with `NOT_FOUND`.',
  type: 'object',
  required: ['id'],
  properties: { id: { description: 'The trigger type id.', type: 'string' } },
  additionalProperties: true,
  examples: [{ id: 'http' }],
};
function validate58(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/triggers-info-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate58.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.id === undefined && (missing0 = 'id')) {
        validate58.errors = [
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
        if (data.id !== undefined) {
          if (typeof data.id !== 'string') {
            validate58.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
          }
        }
      }
    } else {
      validate58.errors = [
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
  validate58.errors = vErrors;
  return errors === 0;
}
validate58.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineTriggersInfoOutput = validate59 as unknown as Validator<EngineTriggersInfoOutput>;
const schema79 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/triggers-info-output.schema.json',
  title: 'EngineTriggersInfoOutput',
  description:
    'Output of `engine::triggers::info`: the trigger type, its formats and how many bindings it has.',
  type: 'object',
  allOf: [{ $ref: 'trigger-type-summary.schema.json' }],
  required: ['instance_count'],
  properties: {
    instance_count: {
      description: 'Bindings of the type, parked ones included.',
      type: 'integer',
      minimum: 0,
    },
    configuration_schema: {
      description:
        "The registration's `trigger_request_format` (the shape of a binding's config); absent when it had none.",
      $ref: '../../common/json-value.schema.json',
    },
    request_schema: {
      description:
        "The registration's `call_request_format` (the payload handlers receive); absent when it had none.",
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    {
      id: 'webhook',
      worker_name: 'hooks',
      description: 'Webhooks',
      instance_count: 2,
      configuration_schema: { type: 'object', required: ['path'] },
    },
    { id: 'http', worker_name: 'svc-http', description: 'HTTP requests to a route', instance_count: 0 },
  ],
};
function validate59(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/triggers-info-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate59.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs2 = errors;
  if (errors === _errs2) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.id === undefined && (missing0 = 'id')) ||
        (data.worker_name === undefined && (missing0 = 'worker_name')) ||
        (data.description === undefined && (missing0 = 'description'))
      ) {
        validate59.errors = [
          {
            instancePath,
            schemaPath: 'trigger-type-summary.schema.json/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        if (data.id !== undefined) {
          const _errs5 = errors;
          if (typeof data.id !== 'string') {
            validate59.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: 'trigger-type-summary.schema.json/properties/id/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
          }
          var valid2 = _errs5 === errors;
        } else {
          var valid2 = true;
        }
        if (valid2) {
          if (data.worker_name !== undefined) {
            const _errs7 = errors;
            if (typeof data.worker_name !== 'string') {
              validate59.errors = [
                {
                  instancePath: instancePath + '/worker_name',
                  schemaPath: 'trigger-type-summary.schema.json/properties/worker_name/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid2 = _errs7 === errors;
          } else {
            var valid2 = true;
          }
          if (valid2) {
            if (data.description !== undefined) {
              const _errs9 = errors;
              if (typeof data.description !== 'string') {
                validate59.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: 'trigger-type-summary.schema.json/properties/description/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
              var valid2 = _errs9 === errors;
            } else {
              var valid2 = true;
            }
          }
        }
      }
    } else {
      validate59.errors = [
        {
          instancePath,
          schemaPath: 'trigger-type-summary.schema.json/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing1;
      if (data.instance_count === undefined && (missing1 = 'instance_count')) {
        validate59.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing1 },
            message: "must have required property '" + missing1 + "'",
          },
        ];
        return false;
      } else {
        if (data.instance_count !== undefined) {
          let data3 = data.instance_count;
          const _errs12 = errors;
          if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
            validate59.errors = [
              {
                instancePath: instancePath + '/instance_count',
                schemaPath: '#/properties/instance_count/type',
                keyword: 'type',
                params: { type: 'integer' },
                message: 'must be integer',
              },
            ];
            return false;
          }
          if (errors === _errs12) {
            if (typeof data3 == 'number' && isFinite(data3)) {
              if (data3 < 0 || isNaN(data3)) {
                validate59.errors = [
                  {
                    instancePath: instancePath + '/instance_count',
                    schemaPath: '#/properties/instance_count/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 0 },
                    message: 'must be >= 0',
                  },
                ];
                return false;
              }
            }
          }
          var valid3 = _errs12 === errors;
        } else {
          var valid3 = true;
        }
        if (valid3) {
          if (data.configuration_schema !== undefined) {
            let data4 = data.configuration_schema;
            const _errs14 = errors;
            if (
              typeof data4 != 'object' &&
              typeof data4 !== 'string' &&
              !(typeof data4 == 'number' && isFinite(data4)) &&
              typeof data4 !== 'boolean'
            ) {
              validate59.errors = [
                {
                  instancePath: instancePath + '/configuration_schema',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema33.type },
                  message: 'must be object,array,string,number,boolean,null',
                },
              ];
              return false;
            }
            var valid3 = _errs14 === errors;
          } else {
            var valid3 = true;
          }
          if (valid3) {
            if (data.request_schema !== undefined) {
              let data5 = data.request_schema;
              const _errs17 = errors;
              if (
                typeof data5 != 'object' &&
                typeof data5 !== 'string' &&
                !(typeof data5 == 'number' && isFinite(data5)) &&
                typeof data5 !== 'boolean'
              ) {
                validate59.errors = [
                  {
                    instancePath: instancePath + '/request_schema',
                    schemaPath: '../../common/json-value.schema.json/type',
                    keyword: 'type',
                    params: { type: schema33.type },
                    message: 'must be object,array,string,number,boolean,null',
                  },
                ];
                return false;
              }
              var valid3 = _errs17 === errors;
            } else {
              var valid3 = true;
            }
          }
        }
      }
    } else {
      validate59.errors = [
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
  validate59.errors = vErrors;
  return errors === 0;
}
validate59.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineTriggersListInput = validate60 as unknown as Validator<EngineTriggersListInput>;
const schema83 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/triggers-list-input.schema.json',
  title: 'EngineTriggersListInput',
  description:
    'Input of `engine::triggers::list` (trigger types): filters, all optional and combined with and. Without `include_internal`, types under `engine::` are left out.',
  type: 'object',
  properties: {
    search: { description: 'Case-insensitive substring of the type id or description.', type: 'string' },
    prefix: { description: 'Start of the type id.', type: 'string' },
    include_internal: { description: "List the engine's own types too.", type: 'boolean' },
  },
  additionalProperties: true,
  examples: [{}, { search: 'http' }, { prefix: 'engine::', include_internal: true }],
};
function validate60(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/triggers-list-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate60.evaluated;
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
          validate60.errors = [
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
        if (data.prefix !== undefined) {
          const _errs4 = errors;
          if (typeof data.prefix !== 'string') {
            validate60.errors = [
              {
                instancePath: instancePath + '/prefix',
                schemaPath: '#/properties/prefix/type',
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
          if (data.include_internal !== undefined) {
            const _errs6 = errors;
            if (typeof data.include_internal !== 'boolean') {
              validate60.errors = [
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
            var valid0 = _errs6 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate60.errors = [
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
  validate60.errors = vErrors;
  return errors === 0;
}
validate60.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineTriggersListOutput = validate61 as unknown as Validator<EngineTriggersListOutput>;
const schema84 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/triggers-list-output.schema.json',
  title: 'EngineTriggersListOutput',
  description: 'Output of `engine::triggers::list`.',
  type: 'object',
  required: ['triggers'],
  properties: {
    triggers: {
      description: 'The trigger types that pass the filters, sorted by id.',
      type: 'array',
      items: { $ref: 'trigger-type-summary.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      triggers: [
        { id: 'http', worker_name: 'svc-http', description: 'HTTP requests to a route' },
        { id: 'state', worker_name: 'svc-state', description: 'A state entry changed' },
      ],
    },
  ],
};
function validate61(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/triggers-list-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate61.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.triggers === undefined && (missing0 = 'triggers')) {
        validate61.errors = [
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
        if (data.triggers !== undefined) {
          let data0 = data.triggers;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0];
                const _errs4 = errors;
                const _errs5 = errors;
                if (errors === _errs5) {
                  if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                    let missing1;
                    if (
                      (data1.id === undefined && (missing1 = 'id')) ||
                      (data1.worker_name === undefined && (missing1 = 'worker_name')) ||
                      (data1.description === undefined && (missing1 = 'description'))
                    ) {
                      validate61.errors = [
                        {
                          instancePath: instancePath + '/triggers/' + i0,
                          schemaPath: 'trigger-type-summary.schema.json/required',
                          keyword: 'required',
                          params: { missingProperty: missing1 },
                          message: "must have required property '" + missing1 + "'",
                        },
                      ];
                      return false;
                    } else {
                      if (data1.id !== undefined) {
                        const _errs8 = errors;
                        if (typeof data1.id !== 'string') {
                          validate61.errors = [
                            {
                              instancePath: instancePath + '/triggers/' + i0 + '/id',
                              schemaPath: 'trigger-type-summary.schema.json/properties/id/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid3 = _errs8 === errors;
                      } else {
                        var valid3 = true;
                      }
                      if (valid3) {
                        if (data1.worker_name !== undefined) {
                          const _errs10 = errors;
                          if (typeof data1.worker_name !== 'string') {
                            validate61.errors = [
                              {
                                instancePath: instancePath + '/triggers/' + i0 + '/worker_name',
                                schemaPath: 'trigger-type-summary.schema.json/properties/worker_name/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid3 = _errs10 === errors;
                        } else {
                          var valid3 = true;
                        }
                        if (valid3) {
                          if (data1.description !== undefined) {
                            const _errs12 = errors;
                            if (typeof data1.description !== 'string') {
                              validate61.errors = [
                                {
                                  instancePath: instancePath + '/triggers/' + i0 + '/description',
                                  schemaPath: 'trigger-type-summary.schema.json/properties/description/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid3 = _errs12 === errors;
                          } else {
                            var valid3 = true;
                          }
                        }
                      }
                    }
                  } else {
                    validate61.errors = [
                      {
                        instancePath: instancePath + '/triggers/' + i0,
                        schemaPath: 'trigger-type-summary.schema.json/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      },
                    ];
                    return false;
                  }
                }
                var valid1 = _errs4 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate61.errors = [
                {
                  instancePath: instancePath + '/triggers',
                  schemaPath: '#/properties/triggers/type',
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
      validate61.errors = [
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
  validate61.errors = vErrors;
  return errors === 0;
}
validate61.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineUnregisterTriggerInput =
  validate62 as unknown as Validator<EngineUnregisterTriggerInput>;
const schema86 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/unregister-trigger-input.schema.json',
  title: 'EngineUnregisterTriggerInput',
  description: 'Input of `engine::unregister_trigger`: the binding to remove, whoever registered it.',
  type: 'object',
  required: ['id'],
  properties: {
    id: { description: "The binding's id.", type: 'string' },
    trigger_type: {
      description: "The binding's trigger type id; accepted and ignored by svc.",
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [{ id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' }, { id: 't-1', trigger_type: 'cron' }],
};
function validate62(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/unregister-trigger-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate62.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.id === undefined && (missing0 = 'id')) {
        validate62.errors = [
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
        if (data.id !== undefined) {
          const _errs2 = errors;
          if (typeof data.id !== 'string') {
            validate62.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
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
              validate62.errors = [
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
        }
      }
    } else {
      validate62.errors = [
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
  validate62.errors = vErrors;
  return errors === 0;
}
validate62.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineUnregisterTriggerOutput =
  validate63 as unknown as Validator<EngineUnregisterTriggerOutput>;
const schema87 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/unregister-trigger-output.schema.json',
  title: 'EngineUnregisterTriggerOutput',
  description: 'Output of `engine::unregister_trigger`.',
  type: 'object',
  required: ['removed'],
  properties: {
    removed: {
      description:
        'True when the binding existed and is now gone; false when there was no binding with that id.',
      type: 'boolean',
    },
  },
  additionalProperties: true,
  examples: [{ removed: true }, { removed: false }],
};
function validate63(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/unregister-trigger-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate63.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.removed === undefined && (missing0 = 'removed')) {
        validate63.errors = [
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
        if (data.removed !== undefined) {
          if (typeof data.removed !== 'boolean') {
            validate63.errors = [
              {
                instancePath: instancePath + '/removed',
                schemaPath: '#/properties/removed/type',
                keyword: 'type',
                params: { type: 'boolean' },
                message: 'must be boolean',
              },
            ];
            return false;
          }
        }
      }
    } else {
      validate63.errors = [
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
  validate63.errors = vErrors;
  return errors === 0;
}
validate63.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineWorkerDetail = validate64 as unknown as Validator<EngineWorkerDetail>;
const schema88 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/worker-detail.schema.json',
  title: 'EngineWorkerDetail',
  description:
    'A worker as `engine::workers::info` describes it: its summary, its process id and whether it is a built-in module.',
  type: 'object',
  allOf: [{ $ref: 'worker-summary.schema.json' }],
  required: ['pid', 'internal'],
  properties: {
    pid: {
      description:
        "Process id the worker reported (the engine's own for a built-in module); null when it reported none.",
      type: ['integer', 'null'],
    },
    internal: { description: 'True for a built-in module running in the engine process.', type: 'boolean' },
  },
  additionalProperties: true,
  examples: [
    {
      id: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8',
      name: 'billing',
      description: null,
      version: '0.1.0',
      runtime: 'python',
      os: 'Linux 6.1.0 (x86_64)',
      status: 'busy',
      function_count: 1,
      connected_at_ms: 1767225600000,
      active_invocations: 1,
      isolation: null,
      ip_address: '::ffff:127.0.0.1',
      pid: 4242,
      internal: false,
    },
  ],
};
const schema89 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/worker-summary.schema.json',
  title: 'EngineWorkerSummary',
  description:
    'A connected worker or built-in module as `engine::workers::list` shows it. Text fields come from the metadata the worker sent with `engine::workers::register`; a field it did not send is null.',
  type: 'object',
  required: [
    'id',
    'name',
    'description',
    'version',
    'runtime',
    'os',
    'status',
    'function_count',
    'connected_at_ms',
    'active_invocations',
    'isolation',
    'ip_address',
  ],
  properties: {
    id: { description: 'Connection id (a UUID), or the module name for a built-in module.', type: 'string' },
    name: { description: 'The name the worker registered, else its connection id.', type: 'string' },
    description: { description: 'What the worker does, as it described itself.', type: ['string', 'null'] },
    version: { description: 'SDK version the worker reported.', type: ['string', 'null'] },
    runtime: {
      description:
        'Language runtime the worker reported (`node`, `python`), `engine` for a built-in module, `unknown` when it reported none.',
      type: 'string',
    },
    os: { description: 'Operating system the worker reported.', type: ['string', 'null'] },
    status: {
      description:
        '`available` for a built-in module; for a worker `busy` while it runs an invocation, else `connected`.',
      enum: ['available', 'busy', 'connected'],
    },
    function_count: { description: 'Functions the worker handles.', type: 'integer', minimum: 0 },
    connected_at_ms: {
      description: 'When the worker connected, in milliseconds since the Unix epoch.',
      type: 'integer',
      minimum: 0,
    },
    active_invocations: {
      description: 'Invocations the worker is running now.',
      type: 'integer',
      minimum: 0,
    },
    isolation: {
      description: '`in-process` for a built-in module; for a worker the isolation it reported.',
      type: ['string', 'null'],
    },
    ip_address: {
      description: "Remote address of the worker's connection; null for a built-in module.",
      type: ['string', 'null'],
    },
  },
  additionalProperties: true,
  examples: [
    {
      id: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8',
      name: 'billing',
      description: 'Charges cards',
      version: '0.1.0',
      runtime: 'node',
      os: 'linux 6.1.0 (x64)',
      status: 'connected',
      function_count: 2,
      connected_at_ms: 1767225600000,
      active_invocations: 0,
      isolation: null,
      ip_address: '127.0.0.1',
    },
    {
      id: 'engine',
      name: 'engine',
      description: 'Engine discovery functions and trigger types',
      version: null,
      runtime: 'engine',
      os: null,
      status: 'available',
      function_count: 11,
      connected_at_ms: 1767225599000,
      active_invocations: 0,
      isolation: 'in-process',
      ip_address: null,
    },
  ],
};
function validate64(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/worker-detail.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate64.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs2 = errors;
  if (errors === _errs2) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.id === undefined && (missing0 = 'id')) ||
        (data.name === undefined && (missing0 = 'name')) ||
        (data.description === undefined && (missing0 = 'description')) ||
        (data.version === undefined && (missing0 = 'version')) ||
        (data.runtime === undefined && (missing0 = 'runtime')) ||
        (data.os === undefined && (missing0 = 'os')) ||
        (data.status === undefined && (missing0 = 'status')) ||
        (data.function_count === undefined && (missing0 = 'function_count')) ||
        (data.connected_at_ms === undefined && (missing0 = 'connected_at_ms')) ||
        (data.active_invocations === undefined && (missing0 = 'active_invocations')) ||
        (data.isolation === undefined && (missing0 = 'isolation')) ||
        (data.ip_address === undefined && (missing0 = 'ip_address'))
      ) {
        validate64.errors = [
          {
            instancePath,
            schemaPath: 'worker-summary.schema.json/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        if (data.id !== undefined) {
          const _errs5 = errors;
          if (typeof data.id !== 'string') {
            validate64.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: 'worker-summary.schema.json/properties/id/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
          }
          var valid2 = _errs5 === errors;
        } else {
          var valid2 = true;
        }
        if (valid2) {
          if (data.name !== undefined) {
            const _errs7 = errors;
            if (typeof data.name !== 'string') {
              validate64.errors = [
                {
                  instancePath: instancePath + '/name',
                  schemaPath: 'worker-summary.schema.json/properties/name/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid2 = _errs7 === errors;
          } else {
            var valid2 = true;
          }
          if (valid2) {
            if (data.description !== undefined) {
              let data2 = data.description;
              const _errs9 = errors;
              if (typeof data2 !== 'string' && data2 !== null) {
                validate64.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: 'worker-summary.schema.json/properties/description/type',
                    keyword: 'type',
                    params: { type: schema89.properties.description.type },
                    message: 'must be string,null',
                  },
                ];
                return false;
              }
              var valid2 = _errs9 === errors;
            } else {
              var valid2 = true;
            }
            if (valid2) {
              if (data.version !== undefined) {
                let data3 = data.version;
                const _errs11 = errors;
                if (typeof data3 !== 'string' && data3 !== null) {
                  validate64.errors = [
                    {
                      instancePath: instancePath + '/version',
                      schemaPath: 'worker-summary.schema.json/properties/version/type',
                      keyword: 'type',
                      params: { type: schema89.properties.version.type },
                      message: 'must be string,null',
                    },
                  ];
                  return false;
                }
                var valid2 = _errs11 === errors;
              } else {
                var valid2 = true;
              }
              if (valid2) {
                if (data.runtime !== undefined) {
                  const _errs13 = errors;
                  if (typeof data.runtime !== 'string') {
                    validate64.errors = [
                      {
                        instancePath: instancePath + '/runtime',
                        schemaPath: 'worker-summary.schema.json/properties/runtime/type',
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
                  if (data.os !== undefined) {
                    let data5 = data.os;
                    const _errs15 = errors;
                    if (typeof data5 !== 'string' && data5 !== null) {
                      validate64.errors = [
                        {
                          instancePath: instancePath + '/os',
                          schemaPath: 'worker-summary.schema.json/properties/os/type',
                          keyword: 'type',
                          params: { type: schema89.properties.os.type },
                          message: 'must be string,null',
                        },
                      ];
                      return false;
                    }
                    var valid2 = _errs15 === errors;
                  } else {
                    var valid2 = true;
                  }
                  if (valid2) {
                    if (data.status !== undefined) {
                      let data6 = data.status;
                      const _errs17 = errors;
                      if (!(data6 === 'available' || data6 === 'busy' || data6 === 'connected')) {
                        validate64.errors = [
                          {
                            instancePath: instancePath + '/status',
                            schemaPath: 'worker-summary.schema.json/properties/status/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema89.properties.status.enum },
                            message: 'must be equal to one of the allowed values',
                          },
                        ];
                        return false;
                      }
                      var valid2 = _errs17 === errors;
                    } else {
                      var valid2 = true;
                    }
                    if (valid2) {
                      if (data.function_count !== undefined) {
                        let data7 = data.function_count;
                        const _errs18 = errors;
                        if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
                          validate64.errors = [
                            {
                              instancePath: instancePath + '/function_count',
                              schemaPath: 'worker-summary.schema.json/properties/function_count/type',
                              keyword: 'type',
                              params: { type: 'integer' },
                              message: 'must be integer',
                            },
                          ];
                          return false;
                        }
                        if (errors === _errs18) {
                          if (typeof data7 == 'number' && isFinite(data7)) {
                            if (data7 < 0 || isNaN(data7)) {
                              validate64.errors = [
                                {
                                  instancePath: instancePath + '/function_count',
                                  schemaPath: 'worker-summary.schema.json/properties/function_count/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
                                },
                              ];
                              return false;
                            }
                          }
                        }
                        var valid2 = _errs18 === errors;
                      } else {
                        var valid2 = true;
                      }
                      if (valid2) {
                        if (data.connected_at_ms !== undefined) {
                          let data8 = data.connected_at_ms;
                          const _errs20 = errors;
                          if (!(
                            typeof data8 == 'number' &&
                            !(data8 % 1) &&
                            !isNaN(data8) &&
                            isFinite(data8)
                          )) {
                            validate64.errors = [
                              {
                                instancePath: instancePath + '/connected_at_ms',
                                schemaPath: 'worker-summary.schema.json/properties/connected_at_ms/type',
                                keyword: 'type',
                                params: { type: 'integer' },
                                message: 'must be integer',
                              },
                            ];
                            return false;
                          }
                          if (errors === _errs20) {
                            if (typeof data8 == 'number' && isFinite(data8)) {
                              if (data8 < 0 || isNaN(data8)) {
                                validate64.errors = [
                                  {
                                    instancePath: instancePath + '/connected_at_ms',
                                    schemaPath:
                                      'worker-summary.schema.json/properties/connected_at_ms/minimum',
                                    keyword: 'minimum',
                                    params: { comparison: '>=', limit: 0 },
                                    message: 'must be >= 0',
                                  },
                                ];
                                return false;
                              }
                            }
                          }
                          var valid2 = _errs20 === errors;
                        } else {
                          var valid2 = true;
                        }
                        if (valid2) {
                          if (data.active_invocations !== undefined) {
                            let data9 = data.active_invocations;
                            const _errs22 = errors;
                            if (!(
                              typeof data9 == 'number' &&
                              !(data9 % 1) &&
                              !isNaN(data9) &&
                              isFinite(data9)
                            )) {
                              validate64.errors = [
                                {
                                  instancePath: instancePath + '/active_invocations',
                                  schemaPath: 'worker-summary.schema.json/properties/active_invocations/type',
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
                                  validate64.errors = [
                                    {
                                      instancePath: instancePath + '/active_invocations',
                                      schemaPath:
                                        'worker-summary.schema.json/properties/active_invocations/minimum',
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
                            if (data.isolation !== undefined) {
                              let data10 = data.isolation;
                              const _errs24 = errors;
                              if (typeof data10 !== 'string' && data10 !== null) {
                                validate64.errors = [
                                  {
                                    instancePath: instancePath + '/isolation',
                                    schemaPath: 'worker-summary.schema.json/properties/isolation/type',
                                    keyword: 'type',
                                    params: { type: schema89.properties.isolation.type },
                                    message: 'must be string,null',
                                  },
                                ];
                                return false;
                              }
                              var valid2 = _errs24 === errors;
                            } else {
                              var valid2 = true;
                            }
                            if (valid2) {
                              if (data.ip_address !== undefined) {
                                let data11 = data.ip_address;
                                const _errs26 = errors;
                                if (typeof data11 !== 'string' && data11 !== null) {
                                  validate64.errors = [
                                    {
                                      instancePath: instancePath + '/ip_address',
                                      schemaPath: 'worker-summary.schema.json/properties/ip_address/type',
                                      keyword: 'type',
                                      params: { type: schema89.properties.ip_address.type },
                                      message: 'must be string,null',
                                    },
                                  ];
                                  return false;
                                }
                                var valid2 = _errs26 === errors;
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
              }
            }
          }
        }
      }
    } else {
      validate64.errors = [
        {
          instancePath,
          schemaPath: 'worker-summary.schema.json/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing1;
      if (
        (data.pid === undefined && (missing1 = 'pid')) ||
        (data.internal === undefined && (missing1 = 'internal'))
      ) {
        validate64.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing1 },
            message: "must have required property '" + missing1 + "'",
          },
        ];
        return false;
      } else {
        if (data.pid !== undefined) {
          let data12 = data.pid;
          const _errs29 = errors;
          if (
            !(typeof data12 == 'number' && !(data12 % 1) && !isNaN(data12) && isFinite(data12)) &&
            data12 !== null
          ) {
            validate64.errors = [
              {
                instancePath: instancePath + '/pid',
                schemaPath: '#/properties/pid/type',
                keyword: 'type',
                params: { type: schema88.properties.pid.type },
                message: 'must be integer,null',
              },
            ];
            return false;
          }
          var valid3 = _errs29 === errors;
        } else {
          var valid3 = true;
        }
        if (valid3) {
          if (data.internal !== undefined) {
            const _errs31 = errors;
            if (typeof data.internal !== 'boolean') {
              validate64.errors = [
                {
                  instancePath: instancePath + '/internal',
                  schemaPath: '#/properties/internal/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                },
              ];
              return false;
            }
            var valid3 = _errs31 === errors;
          } else {
            var valid3 = true;
          }
        }
      }
    } else {
      validate64.errors = [
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
  validate64.errors = vErrors;
  return errors === 0;
}
validate64.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineWorkerSummary = validate65 as unknown as Validator<EngineWorkerSummary>;
function validate65(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/worker-summary.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate65.evaluated;
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
        (data.id === undefined && (missing0 = 'id')) ||
        (data.name === undefined && (missing0 = 'name')) ||
        (data.description === undefined && (missing0 = 'description')) ||
        (data.version === undefined && (missing0 = 'version')) ||
        (data.runtime === undefined && (missing0 = 'runtime')) ||
        (data.os === undefined && (missing0 = 'os')) ||
        (data.status === undefined && (missing0 = 'status')) ||
        (data.function_count === undefined && (missing0 = 'function_count')) ||
        (data.connected_at_ms === undefined && (missing0 = 'connected_at_ms')) ||
        (data.active_invocations === undefined && (missing0 = 'active_invocations')) ||
        (data.isolation === undefined && (missing0 = 'isolation')) ||
        (data.ip_address === undefined && (missing0 = 'ip_address'))
      ) {
        validate65.errors = [
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
        if (data.id !== undefined) {
          const _errs2 = errors;
          if (typeof data.id !== 'string') {
            validate65.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
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
          if (data.name !== undefined) {
            const _errs4 = errors;
            if (typeof data.name !== 'string') {
              validate65.errors = [
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
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.description !== undefined) {
              let data2 = data.description;
              const _errs6 = errors;
              if (typeof data2 !== 'string' && data2 !== null) {
                validate65.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: '#/properties/description/type',
                    keyword: 'type',
                    params: { type: schema89.properties.description.type },
                    message: 'must be string,null',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.version !== undefined) {
                let data3 = data.version;
                const _errs8 = errors;
                if (typeof data3 !== 'string' && data3 !== null) {
                  validate65.errors = [
                    {
                      instancePath: instancePath + '/version',
                      schemaPath: '#/properties/version/type',
                      keyword: 'type',
                      params: { type: schema89.properties.version.type },
                      message: 'must be string,null',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.runtime !== undefined) {
                  const _errs10 = errors;
                  if (typeof data.runtime !== 'string') {
                    validate65.errors = [
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
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.os !== undefined) {
                    let data5 = data.os;
                    const _errs12 = errors;
                    if (typeof data5 !== 'string' && data5 !== null) {
                      validate65.errors = [
                        {
                          instancePath: instancePath + '/os',
                          schemaPath: '#/properties/os/type',
                          keyword: 'type',
                          params: { type: schema89.properties.os.type },
                          message: 'must be string,null',
                        },
                      ];
                      return false;
                    }
                    var valid0 = _errs12 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.status !== undefined) {
                      let data6 = data.status;
                      const _errs14 = errors;
                      if (!(data6 === 'available' || data6 === 'busy' || data6 === 'connected')) {
                        validate65.errors = [
                          {
                            instancePath: instancePath + '/status',
                            schemaPath: '#/properties/status/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema89.properties.status.enum },
                            message: 'must be equal to one of the allowed values',
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs14 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.function_count !== undefined) {
                        let data7 = data.function_count;
                        const _errs15 = errors;
                        if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
                          validate65.errors = [
                            {
                              instancePath: instancePath + '/function_count',
                              schemaPath: '#/properties/function_count/type',
                              keyword: 'type',
                              params: { type: 'integer' },
                              message: 'must be integer',
                            },
                          ];
                          return false;
                        }
                        if (errors === _errs15) {
                          if (typeof data7 == 'number' && isFinite(data7)) {
                            if (data7 < 0 || isNaN(data7)) {
                              validate65.errors = [
                                {
                                  instancePath: instancePath + '/function_count',
                                  schemaPath: '#/properties/function_count/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
                                },
                              ];
                              return false;
                            }
                          }
                        }
                        var valid0 = _errs15 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.connected_at_ms !== undefined) {
                          let data8 = data.connected_at_ms;
                          const _errs17 = errors;
                          if (!(
                            typeof data8 == 'number' &&
                            !(data8 % 1) &&
                            !isNaN(data8) &&
                            isFinite(data8)
                          )) {
                            validate65.errors = [
                              {
                                instancePath: instancePath + '/connected_at_ms',
                                schemaPath: '#/properties/connected_at_ms/type',
                                keyword: 'type',
                                params: { type: 'integer' },
                                message: 'must be integer',
                              },
                            ];
                            return false;
                          }
                          if (errors === _errs17) {
                            if (typeof data8 == 'number' && isFinite(data8)) {
                              if (data8 < 0 || isNaN(data8)) {
                                validate65.errors = [
                                  {
                                    instancePath: instancePath + '/connected_at_ms',
                                    schemaPath: '#/properties/connected_at_ms/minimum',
                                    keyword: 'minimum',
                                    params: { comparison: '>=', limit: 0 },
                                    message: 'must be >= 0',
                                  },
                                ];
                                return false;
                              }
                            }
                          }
                          var valid0 = _errs17 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.active_invocations !== undefined) {
                            let data9 = data.active_invocations;
                            const _errs19 = errors;
                            if (!(
                              typeof data9 == 'number' &&
                              !(data9 % 1) &&
                              !isNaN(data9) &&
                              isFinite(data9)
                            )) {
                              validate65.errors = [
                                {
                                  instancePath: instancePath + '/active_invocations',
                                  schemaPath: '#/properties/active_invocations/type',
                                  keyword: 'type',
                                  params: { type: 'integer' },
                                  message: 'must be integer',
                                },
                              ];
                              return false;
                            }
                            if (errors === _errs19) {
                              if (typeof data9 == 'number' && isFinite(data9)) {
                                if (data9 < 0 || isNaN(data9)) {
                                  validate65.errors = [
                                    {
                                      instancePath: instancePath + '/active_invocations',
                                      schemaPath: '#/properties/active_invocations/minimum',
                                      keyword: 'minimum',
                                      params: { comparison: '>=', limit: 0 },
                                      message: 'must be >= 0',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            }
                            var valid0 = _errs19 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.isolation !== undefined) {
                              let data10 = data.isolation;
                              const _errs21 = errors;
                              if (typeof data10 !== 'string' && data10 !== null) {
                                validate65.errors = [
                                  {
                                    instancePath: instancePath + '/isolation',
                                    schemaPath: '#/properties/isolation/type',
                                    keyword: 'type',
                                    params: { type: schema89.properties.isolation.type },
                                    message: 'must be string,null',
                                  },
                                ];
                                return false;
                              }
                              var valid0 = _errs21 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.ip_address !== undefined) {
                                let data11 = data.ip_address;
                                const _errs23 = errors;
                                if (typeof data11 !== 'string' && data11 !== null) {
                                  validate65.errors = [
                                    {
                                      instancePath: instancePath + '/ip_address',
                                      schemaPath: '#/properties/ip_address/type',
                                      keyword: 'type',
                                      params: { type: schema89.properties.ip_address.type },
                                      message: 'must be string,null',
                                    },
                                  ];
                                  return false;
                                }
                                var valid0 = _errs23 === errors;
                              } else {
                                var valid0 = true;
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate65.errors = [
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
  validate65.errors = vErrors;
  return errors === 0;
}
validate65.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineWorkersAvailableEvent =
  validate66 as unknown as Validator<EngineWorkersAvailableEvent>;
const schema91 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-available-event.schema.json',
  title: 'EngineWorkersAvailableEvent',
  description:
    'What a binding of the `engine::workers-available` trigger type receives: one worker connected, disconnected or described itself.',
  type: 'object',
  required: ['event', 'worker_id'],
  properties: {
    event: {
      description: 'What happened to the worker.',
      enum: ['worker_connected', 'worker_disconnected', 'worker_metadata_updated'],
    },
    worker_id: {
      description: "The worker's connection id (a UUID), or a built-in module's name.",
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    { event: 'worker_connected', worker_id: '3f2b8c1e-0d4a-4e55-9a61-2f7c9b1d0e42' },
    { event: 'worker_metadata_updated', worker_id: 'svc-http' },
  ],
};
function validate66(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-available-event.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate66.evaluated;
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
        (data.event === undefined && (missing0 = 'event')) ||
        (data.worker_id === undefined && (missing0 = 'worker_id'))
      ) {
        validate66.errors = [
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
        if (data.event !== undefined) {
          let data0 = data.event;
          const _errs2 = errors;
          if (!(
            data0 === 'worker_connected' ||
            data0 === 'worker_disconnected' ||
            data0 === 'worker_metadata_updated'
          )) {
            validate66.errors = [
              {
                instancePath: instancePath + '/event',
                schemaPath: '#/properties/event/enum',
                keyword: 'enum',
                params: { allowedValues: schema91.properties.event.enum },
                message: 'must be equal to one of the allowed values',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.worker_id !== undefined) {
            const _errs3 = errors;
            if (typeof data.worker_id !== 'string') {
              validate66.errors = [
                {
                  instancePath: instancePath + '/worker_id',
                  schemaPath: '#/properties/worker_id/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate66.errors = [
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
  validate66.errors = vErrors;
  return errors === 0;
}
validate66.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineWorkersInfoInput = validate67 as unknown as Validator<EngineWorkersInfoInput>;
const schema92 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-info-input.schema.json',
  title: 'EngineWorkersInfoInput',
  description:
    'Input of `engine::workers::info`: the worker to describe. A worker not connected is refused with `NOT_FOUND`.',
  type: 'object',
  required: ['name'],
  properties: { name: { description: "The worker's name, or its connection id.", type: 'string' } },
  additionalProperties: true,
  examples: [{ name: 'billing' }, { name: 'engine' }],
};
function validate67(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-info-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate67.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.name === undefined && (missing0 = 'name')) {
        validate67.errors = [
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
        if (data.name !== undefined) {
          if (typeof data.name !== 'string') {
            validate67.errors = [
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
      }
    } else {
      validate67.errors = [
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
  validate67.errors = vErrors;
  return errors === 0;
}
validate67.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineWorkersInfoOutput = validate68 as unknown as Validator<EngineWorkersInfoOutput>;
const schema93 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-info-output.schema.json',
  title: 'EngineWorkersInfoOutput',
  description: 'Output of `engine::workers::info`: the worker and what it registered.',
  type: 'object',
  required: ['worker', 'functions', 'trigger_types', 'registered_triggers'],
  properties: {
    worker: { description: 'The worker.', $ref: 'worker-detail.schema.json' },
    functions: {
      description: 'Functions the worker handles, internal ones included.',
      type: 'array',
      items: { $ref: 'function-summary.schema.json' },
    },
    trigger_types: {
      description: 'Trigger types the worker provides.',
      type: 'array',
      items: {
        title: 'EngineWorkerTriggerType',
        description: 'A trigger type the worker provides.',
        type: 'object',
        required: ['id', 'description'],
        properties: {
          id: { description: 'The trigger type id.', type: 'string' },
          description: {
            description: 'What fires it, as registered; empty when the registration had none.',
            type: 'string',
          },
        },
        additionalProperties: true,
      },
    },
    registered_triggers: {
      description: 'Trigger bindings the worker registered.',
      type: 'array',
      items: { $ref: 'registered-trigger-summary.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      worker: {
        id: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8',
        name: 'jobs',
        description: null,
        version: '0.1.0',
        runtime: 'node',
        os: 'linux 6.1.0 (x64)',
        status: 'connected',
        function_count: 1,
        connected_at_ms: 1767225600000,
        active_invocations: 0,
        isolation: null,
        ip_address: '127.0.0.1',
        pid: 4242,
        internal: false,
      },
      functions: [{ function_id: 'jobs::tick', worker_name: 'jobs' }],
      trigger_types: [{ id: 'webhook', description: 'Webhooks' }],
      registered_triggers: [
        {
          id: 't-1',
          trigger_type: 'cron',
          function_id: 'jobs::tick',
          worker_name: 'jobs',
          config: { expression: '0 * * * * *' },
          config_summary: '{"expression":"0 * * * * *"}',
          status: 'active',
        },
      ],
    },
  ],
};
function validate68(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-info-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate68.evaluated;
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
        (data.worker === undefined && (missing0 = 'worker')) ||
        (data.functions === undefined && (missing0 = 'functions')) ||
        (data.trigger_types === undefined && (missing0 = 'trigger_types')) ||
        (data.registered_triggers === undefined && (missing0 = 'registered_triggers'))
      ) {
        validate68.errors = [
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
        if (data.worker !== undefined) {
          const _errs2 = errors;
          if (
            !validate64(data.worker, {
              instancePath: instancePath + '/worker',
              parentData: data,
              parentDataProperty: 'worker',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
            errors = vErrors.length;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.functions !== undefined) {
            let data1 = data.functions;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (Array.isArray(data1)) {
                var valid1 = true;
                const len0 = data1.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  const _errs5 = errors;
                  if (
                    !validate36(data1[i0], {
                      instancePath: instancePath + '/functions/' + i0,
                      parentData: data1,
                      parentDataProperty: i0,
                      rootData,
                      dynamicAnchors,
                    })
                  ) {
                    vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                    errors = vErrors.length;
                  }
                  var valid1 = _errs5 === errors;
                  if (!valid1) {
                    break;
                  }
                }
              } else {
                validate68.errors = [
                  {
                    instancePath: instancePath + '/functions',
                    schemaPath: '#/properties/functions/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.trigger_types !== undefined) {
              let data3 = data.trigger_types;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (Array.isArray(data3)) {
                  var valid2 = true;
                  const len1 = data3.length;
                  for (let i1 = 0; i1 < len1; i1++) {
                    let data4 = data3[i1];
                    const _errs8 = errors;
                    if (errors === _errs8) {
                      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
                        let missing1;
                        if (
                          (data4.id === undefined && (missing1 = 'id')) ||
                          (data4.description === undefined && (missing1 = 'description'))
                        ) {
                          validate68.errors = [
                            {
                              instancePath: instancePath + '/trigger_types/' + i1,
                              schemaPath: '#/properties/trigger_types/items/required',
                              keyword: 'required',
                              params: { missingProperty: missing1 },
                              message: "must have required property '" + missing1 + "'",
                            },
                          ];
                          return false;
                        } else {
                          if (data4.id !== undefined) {
                            const _errs11 = errors;
                            if (typeof data4.id !== 'string') {
                              validate68.errors = [
                                {
                                  instancePath: instancePath + '/trigger_types/' + i1 + '/id',
                                  schemaPath: '#/properties/trigger_types/items/properties/id/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid3 = _errs11 === errors;
                          } else {
                            var valid3 = true;
                          }
                          if (valid3) {
                            if (data4.description !== undefined) {
                              const _errs13 = errors;
                              if (typeof data4.description !== 'string') {
                                validate68.errors = [
                                  {
                                    instancePath: instancePath + '/trigger_types/' + i1 + '/description',
                                    schemaPath:
                                      '#/properties/trigger_types/items/properties/description/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid3 = _errs13 === errors;
                            } else {
                              var valid3 = true;
                            }
                          }
                        }
                      } else {
                        validate68.errors = [
                          {
                            instancePath: instancePath + '/trigger_types/' + i1,
                            schemaPath: '#/properties/trigger_types/items/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid2 = _errs8 === errors;
                    if (!valid2) {
                      break;
                    }
                  }
                } else {
                  validate68.errors = [
                    {
                      instancePath: instancePath + '/trigger_types',
                      schemaPath: '#/properties/trigger_types/type',
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
            if (valid0) {
              if (data.registered_triggers !== undefined) {
                let data7 = data.registered_triggers;
                const _errs15 = errors;
                if (errors === _errs15) {
                  if (Array.isArray(data7)) {
                    var valid4 = true;
                    const len2 = data7.length;
                    for (let i2 = 0; i2 < len2; i2++) {
                      const _errs17 = errors;
                      if (
                        !validate49(data7[i2], {
                          instancePath: instancePath + '/registered_triggers/' + i2,
                          parentData: data7,
                          parentDataProperty: i2,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
                        errors = vErrors.length;
                      }
                      var valid4 = _errs17 === errors;
                      if (!valid4) {
                        break;
                      }
                    }
                  } else {
                    validate68.errors = [
                      {
                        instancePath: instancePath + '/registered_triggers',
                        schemaPath: '#/properties/registered_triggers/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs15 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate68.errors = [
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
  validate68.errors = vErrors;
  return errors === 0;
}
validate68.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineWorkersListInput = validate72 as unknown as Validator<EngineWorkersListInput>;
const schema94 = {
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
  },
  additionalProperties: true,
  examples: [{}, { runtime: 'python', status: 'busy' }, { search: 'bill' }],
};
function validate72(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-list-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate72.evaluated;
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
          validate72.errors = [
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
            validate72.errors = [
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
              validate72.errors = [
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
        }
      }
    } else {
      validate72.errors = [
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
  validate72.errors = vErrors;
  return errors === 0;
}
validate72.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineWorkersListOutput = validate73 as unknown as Validator<EngineWorkersListOutput>;
const schema95 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-list-output.schema.json',
  title: 'EngineWorkersListOutput',
  description: 'Output of `engine::workers::list`.',
  type: 'object',
  required: ['workers'],
  properties: {
    workers: {
      description: 'The workers and built-in modules that pass the filters, sorted by name.',
      type: 'array',
      items: { $ref: 'worker-summary.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      workers: [
        {
          id: 'engine',
          name: 'engine',
          description: 'Engine discovery functions and trigger types',
          version: null,
          runtime: 'engine',
          os: null,
          status: 'available',
          function_count: 11,
          connected_at_ms: 1767225599000,
          active_invocations: 0,
          isolation: 'in-process',
          ip_address: null,
        },
      ],
    },
    { workers: [] },
  ],
};
function validate73(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-list-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate73.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.workers === undefined && (missing0 = 'workers')) {
        validate73.errors = [
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
        if (data.workers !== undefined) {
          let data0 = data.workers;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0];
                const _errs4 = errors;
                const _errs5 = errors;
                if (errors === _errs5) {
                  if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                    let missing1;
                    if (
                      (data1.id === undefined && (missing1 = 'id')) ||
                      (data1.name === undefined && (missing1 = 'name')) ||
                      (data1.description === undefined && (missing1 = 'description')) ||
                      (data1.version === undefined && (missing1 = 'version')) ||
                      (data1.runtime === undefined && (missing1 = 'runtime')) ||
                      (data1.os === undefined && (missing1 = 'os')) ||
                      (data1.status === undefined && (missing1 = 'status')) ||
                      (data1.function_count === undefined && (missing1 = 'function_count')) ||
                      (data1.connected_at_ms === undefined && (missing1 = 'connected_at_ms')) ||
                      (data1.active_invocations === undefined && (missing1 = 'active_invocations')) ||
                      (data1.isolation === undefined && (missing1 = 'isolation')) ||
                      (data1.ip_address === undefined && (missing1 = 'ip_address'))
                    ) {
                      validate73.errors = [
                        {
                          instancePath: instancePath + '/workers/' + i0,
                          schemaPath: 'worker-summary.schema.json/required',
                          keyword: 'required',
                          params: { missingProperty: missing1 },
                          message: "must have required property '" + missing1 + "'",
                        },
                      ];
                      return false;
                    } else {
                      if (data1.id !== undefined) {
                        const _errs8 = errors;
                        if (typeof data1.id !== 'string') {
                          validate73.errors = [
                            {
                              instancePath: instancePath + '/workers/' + i0 + '/id',
                              schemaPath: 'worker-summary.schema.json/properties/id/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid3 = _errs8 === errors;
                      } else {
                        var valid3 = true;
                      }
                      if (valid3) {
                        if (data1.name !== undefined) {
                          const _errs10 = errors;
                          if (typeof data1.name !== 'string') {
                            validate73.errors = [
                              {
                                instancePath: instancePath + '/workers/' + i0 + '/name',
                                schemaPath: 'worker-summary.schema.json/properties/name/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid3 = _errs10 === errors;
                        } else {
                          var valid3 = true;
                        }
                        if (valid3) {
                          if (data1.description !== undefined) {
                            let data4 = data1.description;
                            const _errs12 = errors;
                            if (typeof data4 !== 'string' && data4 !== null) {
                              validate73.errors = [
                                {
                                  instancePath: instancePath + '/workers/' + i0 + '/description',
                                  schemaPath: 'worker-summary.schema.json/properties/description/type',
                                  keyword: 'type',
                                  params: { type: schema89.properties.description.type },
                                  message: 'must be string,null',
                                },
                              ];
                              return false;
                            }
                            var valid3 = _errs12 === errors;
                          } else {
                            var valid3 = true;
                          }
                          if (valid3) {
                            if (data1.version !== undefined) {
                              let data5 = data1.version;
                              const _errs14 = errors;
                              if (typeof data5 !== 'string' && data5 !== null) {
                                validate73.errors = [
                                  {
                                    instancePath: instancePath + '/workers/' + i0 + '/version',
                                    schemaPath: 'worker-summary.schema.json/properties/version/type',
                                    keyword: 'type',
                                    params: { type: schema89.properties.version.type },
                                    message: 'must be string,null',
                                  },
                                ];
                                return false;
                              }
                              var valid3 = _errs14 === errors;
                            } else {
                              var valid3 = true;
                            }
                            if (valid3) {
                              if (data1.runtime !== undefined) {
                                const _errs16 = errors;
                                if (typeof data1.runtime !== 'string') {
                                  validate73.errors = [
                                    {
                                      instancePath: instancePath + '/workers/' + i0 + '/runtime',
                                      schemaPath: 'worker-summary.schema.json/properties/runtime/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid3 = _errs16 === errors;
                              } else {
                                var valid3 = true;
                              }
                              if (valid3) {
                                if (data1.os !== undefined) {
                                  let data7 = data1.os;
                                  const _errs18 = errors;
                                  if (typeof data7 !== 'string' && data7 !== null) {
                                    validate73.errors = [
                                      {
                                        instancePath: instancePath + '/workers/' + i0 + '/os',
                                        schemaPath: 'worker-summary.schema.json/properties/os/type',
                                        keyword: 'type',
                                        params: { type: schema89.properties.os.type },
                                        message: 'must be string,null',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid3 = _errs18 === errors;
                                } else {
                                  var valid3 = true;
                                }
                                if (valid3) {
                                  if (data1.status !== undefined) {
                                    let data8 = data1.status;
                                    const _errs20 = errors;
                                    if (!(
                                      data8 === 'available' ||
                                      data8 === 'busy' ||
                                      data8 === 'connected'
                                    )) {
                                      validate73.errors = [
                                        {
                                          instancePath: instancePath + '/workers/' + i0 + '/status',
                                          schemaPath: 'worker-summary.schema.json/properties/status/enum',
                                          keyword: 'enum',
                                          params: { allowedValues: schema89.properties.status.enum },
                                          message: 'must be equal to one of the allowed values',
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid3 = _errs20 === errors;
                                  } else {
                                    var valid3 = true;
                                  }
                                  if (valid3) {
                                    if (data1.function_count !== undefined) {
                                      let data9 = data1.function_count;
                                      const _errs21 = errors;
                                      if (!(
                                        typeof data9 == 'number' &&
                                        !(data9 % 1) &&
                                        !isNaN(data9) &&
                                        isFinite(data9)
                                      )) {
                                        validate73.errors = [
                                          {
                                            instancePath: instancePath + '/workers/' + i0 + '/function_count',
                                            schemaPath:
                                              'worker-summary.schema.json/properties/function_count/type',
                                            keyword: 'type',
                                            params: { type: 'integer' },
                                            message: 'must be integer',
                                          },
                                        ];
                                        return false;
                                      }
                                      if (errors === _errs21) {
                                        if (typeof data9 == 'number' && isFinite(data9)) {
                                          if (data9 < 0 || isNaN(data9)) {
                                            validate73.errors = [
                                              {
                                                instancePath:
                                                  instancePath + '/workers/' + i0 + '/function_count',
                                                schemaPath:
                                                  'worker-summary.schema.json/properties/function_count/minimum',
                                                keyword: 'minimum',
                                                params: { comparison: '>=', limit: 0 },
                                                message: 'must be >= 0',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                      }
                                      var valid3 = _errs21 === errors;
                                    } else {
                                      var valid3 = true;
                                    }
                                    if (valid3) {
                                      if (data1.connected_at_ms !== undefined) {
                                        let data10 = data1.connected_at_ms;
                                        const _errs23 = errors;
                                        if (!(
                                          typeof data10 == 'number' &&
                                          !(data10 % 1) &&
                                          !isNaN(data10) &&
                                          isFinite(data10)
                                        )) {
                                          validate73.errors = [
                                            {
                                              instancePath:
                                                instancePath + '/workers/' + i0 + '/connected_at_ms',
                                              schemaPath:
                                                'worker-summary.schema.json/properties/connected_at_ms/type',
                                              keyword: 'type',
                                              params: { type: 'integer' },
                                              message: 'must be integer',
                                            },
                                          ];
                                          return false;
                                        }
                                        if (errors === _errs23) {
                                          if (typeof data10 == 'number' && isFinite(data10)) {
                                            if (data10 < 0 || isNaN(data10)) {
                                              validate73.errors = [
                                                {
                                                  instancePath:
                                                    instancePath + '/workers/' + i0 + '/connected_at_ms',
                                                  schemaPath:
                                                    'worker-summary.schema.json/properties/connected_at_ms/minimum',
                                                  keyword: 'minimum',
                                                  params: { comparison: '>=', limit: 0 },
                                                  message: 'must be >= 0',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                        }
                                        var valid3 = _errs23 === errors;
                                      } else {
                                        var valid3 = true;
                                      }
                                      if (valid3) {
                                        if (data1.active_invocations !== undefined) {
                                          let data11 = data1.active_invocations;
                                          const _errs25 = errors;
                                          if (!(
                                            typeof data11 == 'number' &&
                                            !(data11 % 1) &&
                                            !isNaN(data11) &&
                                            isFinite(data11)
                                          )) {
                                            validate73.errors = [
                                              {
                                                instancePath:
                                                  instancePath + '/workers/' + i0 + '/active_invocations',
                                                schemaPath:
                                                  'worker-summary.schema.json/properties/active_invocations/type',
                                                keyword: 'type',
                                                params: { type: 'integer' },
                                                message: 'must be integer',
                                              },
                                            ];
                                            return false;
                                          }
                                          if (errors === _errs25) {
                                            if (typeof data11 == 'number' && isFinite(data11)) {
                                              if (data11 < 0 || isNaN(data11)) {
                                                validate73.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath + '/workers/' + i0 + '/active_invocations',
                                                    schemaPath:
                                                      'worker-summary.schema.json/properties/active_invocations/minimum',
                                                    keyword: 'minimum',
                                                    params: { comparison: '>=', limit: 0 },
                                                    message: 'must be >= 0',
                                                  },
                                                ];
                                                return false;
                                              }
                                            }
                                          }
                                          var valid3 = _errs25 === errors;
                                        } else {
                                          var valid3 = true;
                                        }
                                        if (valid3) {
                                          if (data1.isolation !== undefined) {
                                            let data12 = data1.isolation;
                                            const _errs27 = errors;
                                            if (typeof data12 !== 'string' && data12 !== null) {
                                              validate73.errors = [
                                                {
                                                  instancePath:
                                                    instancePath + '/workers/' + i0 + '/isolation',
                                                  schemaPath:
                                                    'worker-summary.schema.json/properties/isolation/type',
                                                  keyword: 'type',
                                                  params: { type: schema89.properties.isolation.type },
                                                  message: 'must be string,null',
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid3 = _errs27 === errors;
                                          } else {
                                            var valid3 = true;
                                          }
                                          if (valid3) {
                                            if (data1.ip_address !== undefined) {
                                              let data13 = data1.ip_address;
                                              const _errs29 = errors;
                                              if (typeof data13 !== 'string' && data13 !== null) {
                                                validate73.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath + '/workers/' + i0 + '/ip_address',
                                                    schemaPath:
                                                      'worker-summary.schema.json/properties/ip_address/type',
                                                    keyword: 'type',
                                                    params: { type: schema89.properties.ip_address.type },
                                                    message: 'must be string,null',
                                                  },
                                                ];
                                                return false;
                                              }
                                              var valid3 = _errs29 === errors;
                                            } else {
                                              var valid3 = true;
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  } else {
                    validate73.errors = [
                      {
                        instancePath: instancePath + '/workers/' + i0,
                        schemaPath: 'worker-summary.schema.json/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      },
                    ];
                    return false;
                  }
                }
                var valid1 = _errs4 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate73.errors = [
                {
                  instancePath: instancePath + '/workers',
                  schemaPath: '#/properties/workers/type',
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
      validate73.errors = [
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
  validate73.errors = vErrors;
  return errors === 0;
}
validate73.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineWorkersRegisterInput =
  validate74 as unknown as Validator<EngineWorkersRegisterInput>;
const schema97 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-register-input.schema.json',
  title: 'EngineWorkersRegisterInput',
  description:
    "Input of `engine::workers::register`: the calling worker's metadata (`contracts/worker-metadata`). The engine stores it on the connection named by the injected `_caller_worker_id`, with `name` and `description` stripped of control characters, trimmed and cut to 256 characters, and `runtime` defaulting to `unknown`; a call without a connected caller is refused with `NOT_FOUND`.",
  $ref: '../worker-metadata.schema.json',
  examples: [
    {
      runtime: 'node',
      version: '0.1.0',
      name: 'billing',
      pid: 4242,
      _caller_worker_id: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8',
    },
  ],
};
const schema98 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/worker-metadata.schema.json',
  title: 'WorkerMetadata',
  description:
    'Input of `engine::workers::register`, which every SDK invokes (void) on each connect to describe itself. The engine stores it on the calling connection.',
  type: 'object',
  properties: {
    runtime: {
      description: 'Language runtime, e.g. `node` or `python`; `unknown` when absent.',
      type: 'string',
    },
    version: { description: 'SDK version.', type: 'string' },
    name: {
      description: 'Worker name shown in listings; the SDK default is `hostname:pid`.',
      type: 'string',
    },
    description: { description: 'What the worker does.', type: 'string' },
    os: { description: 'Operating system, `<platform> <release> (<arch>)`.', type: 'string' },
    pid: { description: 'Process id of the worker.', type: 'integer' },
    isolation: { description: 'Isolation the worker runs in, when known.', type: ['string', 'null'] },
    namespace: {
      description: 'Namespace the worker asks for; accepted and ignored by svc.',
      type: ['string', 'null'],
    },
    telemetry: {
      description: 'SDK facts for diagnostics.',
      type: 'object',
      properties: {
        language: { description: 'Locale of the worker process.', type: 'string' },
        project_name: { description: 'Project the worker belongs to.', type: 'string' },
        framework: {
          description: 'SDK family, e.g. `iii-node`, `iii-py`, `svc-node`, `svc-py`.',
          type: 'string',
        },
      },
      additionalProperties: true,
    },
    _caller_worker_id: {
      description: 'Injected by the engine: id of the connection that made the call.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      runtime: 'node',
      version: '0.22.1',
      name: 'probe-a',
      os: 'linux 6.18.44 (x64)',
      pid: 27775,
      isolation: null,
      telemetry: { language: 'en-US', project_name: 'iiiprobe', framework: 'iii-node' },
    },
    { runtime: 'python', version: '0.1.0', name: 'billing', pid: 9, namespace: null },
  ],
};
function validate74(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-register-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate74.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  if (errors === _errs0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.runtime !== undefined) {
        const _errs3 = errors;
        if (typeof data.runtime !== 'string') {
          validate74.errors = [
            {
              instancePath: instancePath + '/runtime',
              schemaPath: '../worker-metadata.schema.json/properties/runtime/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            },
          ];
          return false;
        }
        var valid1 = _errs3 === errors;
      } else {
        var valid1 = true;
      }
      if (valid1) {
        if (data.version !== undefined) {
          const _errs5 = errors;
          if (typeof data.version !== 'string') {
            validate74.errors = [
              {
                instancePath: instancePath + '/version',
                schemaPath: '../worker-metadata.schema.json/properties/version/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
          }
          var valid1 = _errs5 === errors;
        } else {
          var valid1 = true;
        }
        if (valid1) {
          if (data.name !== undefined) {
            const _errs7 = errors;
            if (typeof data.name !== 'string') {
              validate74.errors = [
                {
                  instancePath: instancePath + '/name',
                  schemaPath: '../worker-metadata.schema.json/properties/name/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid1 = _errs7 === errors;
          } else {
            var valid1 = true;
          }
          if (valid1) {
            if (data.description !== undefined) {
              const _errs9 = errors;
              if (typeof data.description !== 'string') {
                validate74.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: '../worker-metadata.schema.json/properties/description/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
              var valid1 = _errs9 === errors;
            } else {
              var valid1 = true;
            }
            if (valid1) {
              if (data.os !== undefined) {
                const _errs11 = errors;
                if (typeof data.os !== 'string') {
                  validate74.errors = [
                    {
                      instancePath: instancePath + '/os',
                      schemaPath: '../worker-metadata.schema.json/properties/os/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid1 = _errs11 === errors;
              } else {
                var valid1 = true;
              }
              if (valid1) {
                if (data.pid !== undefined) {
                  let data5 = data.pid;
                  const _errs13 = errors;
                  if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                    validate74.errors = [
                      {
                        instancePath: instancePath + '/pid',
                        schemaPath: '../worker-metadata.schema.json/properties/pid/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      },
                    ];
                    return false;
                  }
                  var valid1 = _errs13 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  if (data.isolation !== undefined) {
                    let data6 = data.isolation;
                    const _errs15 = errors;
                    if (typeof data6 !== 'string' && data6 !== null) {
                      validate74.errors = [
                        {
                          instancePath: instancePath + '/isolation',
                          schemaPath: '../worker-metadata.schema.json/properties/isolation/type',
                          keyword: 'type',
                          params: { type: schema98.properties.isolation.type },
                          message: 'must be string,null',
                        },
                      ];
                      return false;
                    }
                    var valid1 = _errs15 === errors;
                  } else {
                    var valid1 = true;
                  }
                  if (valid1) {
                    if (data.namespace !== undefined) {
                      let data7 = data.namespace;
                      const _errs17 = errors;
                      if (typeof data7 !== 'string' && data7 !== null) {
                        validate74.errors = [
                          {
                            instancePath: instancePath + '/namespace',
                            schemaPath: '../worker-metadata.schema.json/properties/namespace/type',
                            keyword: 'type',
                            params: { type: schema98.properties.namespace.type },
                            message: 'must be string,null',
                          },
                        ];
                        return false;
                      }
                      var valid1 = _errs17 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data.telemetry !== undefined) {
                        let data8 = data.telemetry;
                        const _errs19 = errors;
                        if (errors === _errs19) {
                          if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
                            if (data8.language !== undefined) {
                              const _errs22 = errors;
                              if (typeof data8.language !== 'string') {
                                validate74.errors = [
                                  {
                                    instancePath: instancePath + '/telemetry/language',
                                    schemaPath:
                                      '../worker-metadata.schema.json/properties/telemetry/properties/language/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid2 = _errs22 === errors;
                            } else {
                              var valid2 = true;
                            }
                            if (valid2) {
                              if (data8.project_name !== undefined) {
                                const _errs24 = errors;
                                if (typeof data8.project_name !== 'string') {
                                  validate74.errors = [
                                    {
                                      instancePath: instancePath + '/telemetry/project_name',
                                      schemaPath:
                                        '../worker-metadata.schema.json/properties/telemetry/properties/project_name/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid2 = _errs24 === errors;
                              } else {
                                var valid2 = true;
                              }
                              if (valid2) {
                                if (data8.framework !== undefined) {
                                  const _errs26 = errors;
                                  if (typeof data8.framework !== 'string') {
                                    validate74.errors = [
                                      {
                                        instancePath: instancePath + '/telemetry/framework',
                                        schemaPath:
                                          '../worker-metadata.schema.json/properties/telemetry/properties/framework/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid2 = _errs26 === errors;
                                } else {
                                  var valid2 = true;
                                }
                              }
                            }
                          } else {
                            validate74.errors = [
                              {
                                instancePath: instancePath + '/telemetry',
                                schemaPath: '../worker-metadata.schema.json/properties/telemetry/type',
                                keyword: 'type',
                                params: { type: 'object' },
                                message: 'must be object',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid1 = _errs19 === errors;
                      } else {
                        var valid1 = true;
                      }
                      if (valid1) {
                        if (data._caller_worker_id !== undefined) {
                          const _errs28 = errors;
                          if (typeof data._caller_worker_id !== 'string') {
                            validate74.errors = [
                              {
                                instancePath: instancePath + '/_caller_worker_id',
                                schemaPath:
                                  '../worker-metadata.schema.json/properties/_caller_worker_id/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid1 = _errs28 === errors;
                        } else {
                          var valid1 = true;
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate74.errors = [
        {
          instancePath,
          schemaPath: '../worker-metadata.schema.json/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate74.errors = vErrors;
  return errors === 0;
}
validate74.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineWorkersRegisterOutput =
  validate75 as unknown as Validator<EngineWorkersRegisterOutput>;
const schema99 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-register-output.schema.json',
  title: 'EngineWorkersRegisterOutput',
  description: 'Output of `engine::workers::register`. SDKs call it void, so nobody receives it.',
  type: 'object',
  required: ['success'],
  properties: { success: { description: 'Always true: a failure is an error instead.', const: true } },
  additionalProperties: true,
  examples: [{ success: true }],
};
function validate75(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-register-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate75.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.success === undefined && (missing0 = 'success')) {
        validate75.errors = [
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
        if (data.success !== undefined) {
          if (true !== data.success) {
            validate75.errors = [
              {
                instancePath: instancePath + '/success',
                schemaPath: '#/properties/success/const',
                keyword: 'const',
                params: { allowedValue: true },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
        }
      }
    } else {
      validate75.errors = [
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
  validate75.errors = vErrors;
  return errors === 0;
}
validate75.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEventPayload = validate76 as unknown as Validator<EventPayload>;
const schema100 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/event-payload.schema.json',
  title: 'EventPayload',
  description:
    "Payload an `event` (or `subscribe`) trigger's handler receives: exactly the `data` that was published to the topic, any JSON value.",
  $ref: '../common/json-value.schema.json',
  examples: [{ user_id: 'u1' }, 'plain text', null],
};
function validate76(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/event-payload.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate76.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (
    typeof data != 'object' &&
    typeof data !== 'string' &&
    !(typeof data == 'number' && isFinite(data)) &&
    typeof data !== 'boolean'
  ) {
    validate76.errors = [
      {
        instancePath,
        schemaPath: '../common/json-value.schema.json/type',
        keyword: 'type',
        params: { type: schema33.type },
        message: 'must be object,array,string,number,boolean,null',
      },
    ];
    return false;
  }
  validate76.errors = vErrors;
  return errors === 0;
}
validate76.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateEventsPublishInput = validate77 as unknown as Validator<EventsPublishInput>;
const schema102 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/events/publish-input.schema.json',
  title: 'EventsPublishInput',
  description:
    'Input of `publish`: the event. Every function bound to `topic` by an `event` or `subscribe` trigger is invoked with `data`.',
  type: 'object',
  required: ['topic'],
  properties: {
    topic: { description: 'Topic to publish to; an empty topic fails with `topic_not_set`.', type: 'string' },
    data: {
      description: 'What each subscriber receives as its payload; null when absent.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ topic: 'user.signed_up', data: { user_id: 'u1' } }, { topic: 'tick' }],
};
function validate77(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/events/publish-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate77.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.topic === undefined && (missing0 = 'topic')) {
        validate77.errors = [
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
            validate77.errors = [
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
          if (data.data !== undefined) {
            let data1 = data.data;
            const _errs4 = errors;
            if (
              typeof data1 != 'object' &&
              typeof data1 !== 'string' &&
              !(typeof data1 == 'number' && isFinite(data1)) &&
              typeof data1 !== 'boolean'
            ) {
              validate77.errors = [
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
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate77.errors = [
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
  validate77.errors = vErrors;
  return errors === 0;
}
validate77.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEventsPublishOutput = validate78 as unknown as Validator<EventsPublishOutput>;
const schema104 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/events/publish-output.schema.json',
  title: 'EventsPublishOutput',
  description:
    'Output of `publish`: null once the event was handed to the subscribers (or to Redis, with the `redis` adapter); delivery is fire and forget.',
  type: 'null',
  examples: [null],
};
function validate78(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/events/publish-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate78.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data !== null) {
    validate78.errors = [
      {
        instancePath,
        schemaPath: '#/type',
        keyword: 'type',
        params: { type: 'null' },
        message: 'must be null',
      },
    ];
    return false;
  }
  validate78.errors = vErrors;
  return errors === 0;
}
validate78.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateEventsStatsInput = validate79 as unknown as Validator<EventsStatsInput>;
const schema105 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/events/stats-input.schema.json',
  title: 'EventsStatsInput',
  description: 'Input of `events::stats`: nothing is required.',
  type: 'object',
  properties: {},
  additionalProperties: true,
  examples: [{}],
};
function validate79(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/events/stats-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate79.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
    } else {
      validate79.errors = [
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
  validate79.errors = vErrors;
  return errors === 0;
}
validate79.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEventsStatsOutput = validate80 as unknown as Validator<EventsStatsOutput>;
const schema106 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/events/stats-output.schema.json',
  title: 'EventsStatsOutput',
  description: 'Output of `events::stats`: counts since the engine started.',
  type: 'object',
  required: ['adapter', 'subscriptions', 'published', 'delivered', 'failed', 'dropped', 'in_flight'],
  properties: {
    adapter: { description: 'The adapter in use: `local` or `redis`.', type: 'string' },
    subscriptions: {
      description: 'Active `event` and `subscribe` bindings in this engine.',
      type: 'integer',
      minimum: 0,
    },
    published: { description: 'Events published through this engine.', type: 'integer', minimum: 0 },
    delivered: {
      description: 'Deliveries to subscribers of this engine that completed.',
      type: 'integer',
      minimum: 0,
    },
    failed: {
      description: 'Deliveries whose subscriber (or condition) failed; each is logged.',
      type: 'integer',
      minimum: 0,
    },
    skipped: {
      description: 'Deliveries whose condition function answered `false`.',
      type: 'integer',
      minimum: 0,
    },
    dropped: {
      description: 'Deliveries dropped because `max_in_flight` were running.',
      type: 'integer',
      minimum: 0,
    },
    in_flight: { description: 'Deliveries running now.', type: 'integer', minimum: 0 },
  },
  additionalProperties: true,
  examples: [
    {
      adapter: 'local',
      subscriptions: 2,
      published: 10,
      delivered: 19,
      failed: 1,
      skipped: 0,
      dropped: 0,
      in_flight: 0,
    },
  ],
};
function validate80(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/events/stats-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate80.evaluated;
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
        (data.adapter === undefined && (missing0 = 'adapter')) ||
        (data.subscriptions === undefined && (missing0 = 'subscriptions')) ||
        (data.published === undefined && (missing0 = 'published')) ||
        (data.delivered === undefined && (missing0 = 'delivered')) ||
        (data.failed === undefined && (missing0 = 'failed')) ||
        (data.dropped === undefined && (missing0 = 'dropped')) ||
        (data.in_flight === undefined && (missing0 = 'in_flight'))
      ) {
        validate80.errors = [
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
        if (data.adapter !== undefined) {
          const _errs2 = errors;
          if (typeof data.adapter !== 'string') {
            validate80.errors = [
              {
                instancePath: instancePath + '/adapter',
                schemaPath: '#/properties/adapter/type',
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
          if (data.subscriptions !== undefined) {
            let data1 = data.subscriptions;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate80.errors = [
                {
                  instancePath: instancePath + '/subscriptions',
                  schemaPath: '#/properties/subscriptions/type',
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
                  validate80.errors = [
                    {
                      instancePath: instancePath + '/subscriptions',
                      schemaPath: '#/properties/subscriptions/minimum',
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
            if (data.published !== undefined) {
              let data2 = data.published;
              const _errs6 = errors;
              if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                validate80.errors = [
                  {
                    instancePath: instancePath + '/published',
                    schemaPath: '#/properties/published/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  },
                ];
                return false;
              }
              if (errors === _errs6) {
                if (typeof data2 == 'number' && isFinite(data2)) {
                  if (data2 < 0 || isNaN(data2)) {
                    validate80.errors = [
                      {
                        instancePath: instancePath + '/published',
                        schemaPath: '#/properties/published/minimum',
                        keyword: 'minimum',
                        params: { comparison: '>=', limit: 0 },
                        message: 'must be >= 0',
                      },
                    ];
                    return false;
                  }
                }
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.delivered !== undefined) {
                let data3 = data.delivered;
                const _errs8 = errors;
                if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                  validate80.errors = [
                    {
                      instancePath: instancePath + '/delivered',
                      schemaPath: '#/properties/delivered/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs8) {
                  if (typeof data3 == 'number' && isFinite(data3)) {
                    if (data3 < 0 || isNaN(data3)) {
                      validate80.errors = [
                        {
                          instancePath: instancePath + '/delivered',
                          schemaPath: '#/properties/delivered/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 0 },
                          message: 'must be >= 0',
                        },
                      ];
                      return false;
                    }
                  }
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.failed !== undefined) {
                  let data4 = data.failed;
                  const _errs10 = errors;
                  if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                    validate80.errors = [
                      {
                        instancePath: instancePath + '/failed',
                        schemaPath: '#/properties/failed/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      },
                    ];
                    return false;
                  }
                  if (errors === _errs10) {
                    if (typeof data4 == 'number' && isFinite(data4)) {
                      if (data4 < 0 || isNaN(data4)) {
                        validate80.errors = [
                          {
                            instancePath: instancePath + '/failed',
                            schemaPath: '#/properties/failed/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 0 },
                            message: 'must be >= 0',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.skipped !== undefined) {
                    let data5 = data.skipped;
                    const _errs12 = errors;
                    if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                      validate80.errors = [
                        {
                          instancePath: instancePath + '/skipped',
                          schemaPath: '#/properties/skipped/type',
                          keyword: 'type',
                          params: { type: 'integer' },
                          message: 'must be integer',
                        },
                      ];
                      return false;
                    }
                    if (errors === _errs12) {
                      if (typeof data5 == 'number' && isFinite(data5)) {
                        if (data5 < 0 || isNaN(data5)) {
                          validate80.errors = [
                            {
                              instancePath: instancePath + '/skipped',
                              schemaPath: '#/properties/skipped/minimum',
                              keyword: 'minimum',
                              params: { comparison: '>=', limit: 0 },
                              message: 'must be >= 0',
                            },
                          ];
                          return false;
                        }
                      }
                    }
                    var valid0 = _errs12 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.dropped !== undefined) {
                      let data6 = data.dropped;
                      const _errs14 = errors;
                      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
                        validate80.errors = [
                          {
                            instancePath: instancePath + '/dropped',
                            schemaPath: '#/properties/dropped/type',
                            keyword: 'type',
                            params: { type: 'integer' },
                            message: 'must be integer',
                          },
                        ];
                        return false;
                      }
                      if (errors === _errs14) {
                        if (typeof data6 == 'number' && isFinite(data6)) {
                          if (data6 < 0 || isNaN(data6)) {
                            validate80.errors = [
                              {
                                instancePath: instancePath + '/dropped',
                                schemaPath: '#/properties/dropped/minimum',
                                keyword: 'minimum',
                                params: { comparison: '>=', limit: 0 },
                                message: 'must be >= 0',
                              },
                            ];
                            return false;
                          }
                        }
                      }
                      var valid0 = _errs14 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.in_flight !== undefined) {
                        let data7 = data.in_flight;
                        const _errs16 = errors;
                        if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
                          validate80.errors = [
                            {
                              instancePath: instancePath + '/in_flight',
                              schemaPath: '#/properties/in_flight/type',
                              keyword: 'type',
                              params: { type: 'integer' },
                              message: 'must be integer',
                            },
                          ];
                          return false;
                        }
                        if (errors === _errs16) {
                          if (typeof data7 == 'number' && isFinite(data7)) {
                            if (data7 < 0 || isNaN(data7)) {
                              validate80.errors = [
                                {
                                  instancePath: instancePath + '/in_flight',
                                  schemaPath: '#/properties/in_flight/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
                                },
                              ];
                              return false;
                            }
                          }
                        }
                        var valid0 = _errs16 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate80.errors = [
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
  validate80.errors = vErrors;
  return errors === 0;
}
validate80.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateHealthReport = validate81 as unknown as Validator<HealthReport>;
const schema107 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/health-report.schema.json',
  title: 'HealthReport',
  description:
    'Answer of `GET /_health` on the engine HTTP API: 200 when the engine is live and ready, 503 while it is stopping.',
  type: 'object',
  required: ['status', 'live', 'ready'],
  properties: {
    status: { description: '`ok`, or `stopping` once a graceful stop has begun.', enum: ['ok', 'stopping'] },
    live: { description: 'Always true when anything answers: the process is up.', type: 'boolean' },
    ready: { description: 'True while the engine takes new work.', type: 'boolean' },
    uptime_ms: {
      description: 'Time since the HTTP API started, in milliseconds.',
      type: 'integer',
      minimum: 0,
    },
    workers: { description: 'Connected workers, built-in modules included.', type: 'integer', minimum: 0 },
    functions: { description: 'Registered functions.', type: 'integer', minimum: 0 },
    routes: { description: 'HTTP routes served.', type: 'integer', minimum: 0 },
  },
  additionalProperties: false,
  examples: [
    { status: 'ok', live: true, ready: true, uptime_ms: 5120, workers: 3, functions: 24, routes: 2 },
  ],
};
function validate81(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/health-report.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate81.evaluated;
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
        (data.status === undefined && (missing0 = 'status')) ||
        (data.live === undefined && (missing0 = 'live')) ||
        (data.ready === undefined && (missing0 = 'ready'))
      ) {
        validate81.errors = [
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
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(
            key0 === 'status' ||
            key0 === 'live' ||
            key0 === 'ready' ||
            key0 === 'uptime_ms' ||
            key0 === 'workers' ||
            key0 === 'functions' ||
            key0 === 'routes'
          )) {
            validate81.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.status !== undefined) {
            let data0 = data.status;
            const _errs2 = errors;
            if (!(data0 === 'ok' || data0 === 'stopping')) {
              validate81.errors = [
                {
                  instancePath: instancePath + '/status',
                  schemaPath: '#/properties/status/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema107.properties.status.enum },
                  message: 'must be equal to one of the allowed values',
                },
              ];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.live !== undefined) {
              const _errs3 = errors;
              if (typeof data.live !== 'boolean') {
                validate81.errors = [
                  {
                    instancePath: instancePath + '/live',
                    schemaPath: '#/properties/live/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  },
                ];
                return false;
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.ready !== undefined) {
                const _errs5 = errors;
                if (typeof data.ready !== 'boolean') {
                  validate81.errors = [
                    {
                      instancePath: instancePath + '/ready',
                      schemaPath: '#/properties/ready/type',
                      keyword: 'type',
                      params: { type: 'boolean' },
                      message: 'must be boolean',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.uptime_ms !== undefined) {
                  let data3 = data.uptime_ms;
                  const _errs7 = errors;
                  if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                    validate81.errors = [
                      {
                        instancePath: instancePath + '/uptime_ms',
                        schemaPath: '#/properties/uptime_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      },
                    ];
                    return false;
                  }
                  if (errors === _errs7) {
                    if (typeof data3 == 'number' && isFinite(data3)) {
                      if (data3 < 0 || isNaN(data3)) {
                        validate81.errors = [
                          {
                            instancePath: instancePath + '/uptime_ms',
                            schemaPath: '#/properties/uptime_ms/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 0 },
                            message: 'must be >= 0',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.workers !== undefined) {
                    let data4 = data.workers;
                    const _errs9 = errors;
                    if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                      validate81.errors = [
                        {
                          instancePath: instancePath + '/workers',
                          schemaPath: '#/properties/workers/type',
                          keyword: 'type',
                          params: { type: 'integer' },
                          message: 'must be integer',
                        },
                      ];
                      return false;
                    }
                    if (errors === _errs9) {
                      if (typeof data4 == 'number' && isFinite(data4)) {
                        if (data4 < 0 || isNaN(data4)) {
                          validate81.errors = [
                            {
                              instancePath: instancePath + '/workers',
                              schemaPath: '#/properties/workers/minimum',
                              keyword: 'minimum',
                              params: { comparison: '>=', limit: 0 },
                              message: 'must be >= 0',
                            },
                          ];
                          return false;
                        }
                      }
                    }
                    var valid0 = _errs9 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.functions !== undefined) {
                      let data5 = data.functions;
                      const _errs11 = errors;
                      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                        validate81.errors = [
                          {
                            instancePath: instancePath + '/functions',
                            schemaPath: '#/properties/functions/type',
                            keyword: 'type',
                            params: { type: 'integer' },
                            message: 'must be integer',
                          },
                        ];
                        return false;
                      }
                      if (errors === _errs11) {
                        if (typeof data5 == 'number' && isFinite(data5)) {
                          if (data5 < 0 || isNaN(data5)) {
                            validate81.errors = [
                              {
                                instancePath: instancePath + '/functions',
                                schemaPath: '#/properties/functions/minimum',
                                keyword: 'minimum',
                                params: { comparison: '>=', limit: 0 },
                                message: 'must be >= 0',
                              },
                            ];
                            return false;
                          }
                        }
                      }
                      var valid0 = _errs11 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.routes !== undefined) {
                        let data6 = data.routes;
                        const _errs13 = errors;
                        if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
                          validate81.errors = [
                            {
                              instancePath: instancePath + '/routes',
                              schemaPath: '#/properties/routes/type',
                              keyword: 'type',
                              params: { type: 'integer' },
                              message: 'must be integer',
                            },
                          ];
                          return false;
                        }
                        if (errors === _errs13) {
                          if (typeof data6 == 'number' && isFinite(data6)) {
                            if (data6 < 0 || isNaN(data6)) {
                              validate81.errors = [
                                {
                                  instancePath: instancePath + '/routes',
                                  schemaPath: '#/properties/routes/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
                                },
                              ];
                              return false;
                            }
                          }
                        }
                        var valid0 = _errs13 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate81.errors = [
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
  validate81.errors = vErrors;
  return errors === 0;
}
validate81.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateHttpError = validate82 as unknown as Validator<HttpError>;
const schema108 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-error.schema.json',
  title: 'HttpError',
  description:
    'Body of every error the engine HTTP API answers itself (no route, malformed JSON, body too large, handler error, deadline, condition not met). Never carries a stack trace.',
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      description: 'What went wrong.',
      type: 'object',
      title: 'HttpErrorDetail',
      required: ['code', 'message'],
      properties: {
        code: {
          description:
            "Stable code: an engine code such as `NOT_FOUND`, `INVALID_JSON`, `PAYLOAD_TOO_LARGE`, `timeout`, or the handler's own error code. Listed in docs/errors.md.",
          type: 'string',
        },
        message: { description: 'What happened, for a person.', type: 'string' },
        error_id: {
          description: 'Random id of this failure, on 5xx answers only, also written to the engine log.',
          type: 'string',
        },
      },
      additionalProperties: false,
    },
    skipped: {
      description: "True when the route's condition function returned false (status 422).",
      type: 'boolean',
    },
  },
  additionalProperties: false,
  examples: [
    { error: { code: 'NOT_FOUND', message: 'no route serves GET /nope' } },
    { error: { code: 'invocation_failed', message: 'boom', error_id: '9f2c4e1a7b3d5c60' } },
    { error: { code: 'CONDITION_NOT_MET', message: 'the condition function returned false' }, skipped: true },
  ],
};
function validate82(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-error.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate82.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.error === undefined && (missing0 = 'error')) {
        validate82.errors = [
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
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'error' || key0 === 'skipped')) {
            validate82.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.error !== undefined) {
            let data0 = data.error;
            const _errs2 = errors;
            if (errors === _errs2) {
              if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
                let missing1;
                if (
                  (data0.code === undefined && (missing1 = 'code')) ||
                  (data0.message === undefined && (missing1 = 'message'))
                ) {
                  validate82.errors = [
                    {
                      instancePath: instancePath + '/error',
                      schemaPath: '#/properties/error/required',
                      keyword: 'required',
                      params: { missingProperty: missing1 },
                      message: "must have required property '" + missing1 + "'",
                    },
                  ];
                  return false;
                } else {
                  const _errs4 = errors;
                  for (const key1 in data0) {
                    if (!(key1 === 'code' || key1 === 'message' || key1 === 'error_id')) {
                      validate82.errors = [
                        {
                          instancePath: instancePath + '/error',
                          schemaPath: '#/properties/error/additionalProperties',
                          keyword: 'additionalProperties',
                          params: { additionalProperty: key1 },
                          message: 'must NOT have additional properties',
                        },
                      ];
                      return false;
                      break;
                    }
                  }
                  if (_errs4 === errors) {
                    if (data0.code !== undefined) {
                      const _errs5 = errors;
                      if (typeof data0.code !== 'string') {
                        validate82.errors = [
                          {
                            instancePath: instancePath + '/error/code',
                            schemaPath: '#/properties/error/properties/code/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                      var valid1 = _errs5 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data0.message !== undefined) {
                        const _errs7 = errors;
                        if (typeof data0.message !== 'string') {
                          validate82.errors = [
                            {
                              instancePath: instancePath + '/error/message',
                              schemaPath: '#/properties/error/properties/message/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid1 = _errs7 === errors;
                      } else {
                        var valid1 = true;
                      }
                      if (valid1) {
                        if (data0.error_id !== undefined) {
                          const _errs9 = errors;
                          if (typeof data0.error_id !== 'string') {
                            validate82.errors = [
                              {
                                instancePath: instancePath + '/error/error_id',
                                schemaPath: '#/properties/error/properties/error_id/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid1 = _errs9 === errors;
                        } else {
                          var valid1 = true;
                        }
                      }
                    }
                  }
                }
              } else {
                validate82.errors = [
                  {
                    instancePath: instancePath + '/error',
                    schemaPath: '#/properties/error/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
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
            if (data.skipped !== undefined) {
              const _errs11 = errors;
              if (typeof data.skipped !== 'boolean') {
                validate82.errors = [
                  {
                    instancePath: instancePath + '/skipped',
                    schemaPath: '#/properties/skipped/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  },
                ];
                return false;
              }
              var valid0 = _errs11 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate82.errors = [
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
  validate82.errors = vErrors;
  return errors === 0;
}
validate82.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateHttpMiddlewareRequest = validate83 as unknown as Validator<HttpMiddlewareRequest>;
const schema109 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-middleware-request.schema.json',
  title: 'HttpMiddlewareRequest',
  description:
    "Payload of a function named in an `http` trigger's `middleware_function_ids`, called before the handler. It returns contracts/http-middleware-result.",
  type: 'object',
  required: ['phase', 'request', 'context'],
  properties: {
    phase: { description: 'Always `preHandler`.', const: 'preHandler' },
    request: {
      description: 'The request as far as a middleware needs it.',
      title: 'HttpMiddlewareRequestInfo',
      type: 'object',
      required: ['path_params', 'query_params', 'headers', 'method'],
      properties: {
        path_params: {
          description: 'Route parameters, percent-decoded.',
          type: 'object',
          additionalProperties: { type: 'string' },
        },
        query_params: {
          description: 'Query parameters, one value per name.',
          type: 'object',
          additionalProperties: { type: 'string' },
        },
        headers: {
          description: 'Request headers, lower-case names.',
          type: 'object',
          additionalProperties: { type: 'string' },
        },
        method: { description: 'Request method.', type: 'string' },
        path: { description: 'svc addition: the registered route pattern.', type: 'string' },
        request_path: { description: 'svc addition: the path actually requested.', type: 'string' },
      },
      additionalProperties: true,
    },
    context: {
      description: 'Reserved for values middleware pass on; `{}`.',
      type: 'object',
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      phase: 'preHandler',
      request: {
        path_params: { id: '42' },
        query_params: {},
        headers: { authorization: 'Bearer t' },
        method: 'GET',
      },
      context: {},
    },
  ],
};
function validate83(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-middleware-request.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate83.evaluated;
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
        (data.phase === undefined && (missing0 = 'phase')) ||
        (data.request === undefined && (missing0 = 'request')) ||
        (data.context === undefined && (missing0 = 'context'))
      ) {
        validate83.errors = [
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
        if (data.phase !== undefined) {
          const _errs2 = errors;
          if ('preHandler' !== data.phase) {
            validate83.errors = [
              {
                instancePath: instancePath + '/phase',
                schemaPath: '#/properties/phase/const',
                keyword: 'const',
                params: { allowedValue: 'preHandler' },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.request !== undefined) {
            let data1 = data.request;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                let missing1;
                if (
                  (data1.path_params === undefined && (missing1 = 'path_params')) ||
                  (data1.query_params === undefined && (missing1 = 'query_params')) ||
                  (data1.headers === undefined && (missing1 = 'headers')) ||
                  (data1.method === undefined && (missing1 = 'method'))
                ) {
                  validate83.errors = [
                    {
                      instancePath: instancePath + '/request',
                      schemaPath: '#/properties/request/required',
                      keyword: 'required',
                      params: { missingProperty: missing1 },
                      message: "must have required property '" + missing1 + "'",
                    },
                  ];
                  return false;
                } else {
                  if (data1.path_params !== undefined) {
                    let data2 = data1.path_params;
                    const _errs6 = errors;
                    if (errors === _errs6) {
                      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
                        for (const key0 in data2) {
                          const _errs9 = errors;
                          if (typeof data2[key0] !== 'string') {
                            validate83.errors = [
                              {
                                instancePath:
                                  instancePath +
                                  '/request/path_params/' +
                                  key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                                schemaPath:
                                  '#/properties/request/properties/path_params/additionalProperties/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid2 = _errs9 === errors;
                          if (!valid2) {
                            break;
                          }
                        }
                      } else {
                        validate83.errors = [
                          {
                            instancePath: instancePath + '/request/path_params',
                            schemaPath: '#/properties/request/properties/path_params/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid1 = _errs6 === errors;
                  } else {
                    var valid1 = true;
                  }
                  if (valid1) {
                    if (data1.query_params !== undefined) {
                      let data4 = data1.query_params;
                      const _errs11 = errors;
                      if (errors === _errs11) {
                        if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
                          for (const key1 in data4) {
                            const _errs14 = errors;
                            if (typeof data4[key1] !== 'string') {
                              validate83.errors = [
                                {
                                  instancePath:
                                    instancePath +
                                    '/request/query_params/' +
                                    key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                                  schemaPath:
                                    '#/properties/request/properties/query_params/additionalProperties/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid3 = _errs14 === errors;
                            if (!valid3) {
                              break;
                            }
                          }
                        } else {
                          validate83.errors = [
                            {
                              instancePath: instancePath + '/request/query_params',
                              schemaPath: '#/properties/request/properties/query_params/type',
                              keyword: 'type',
                              params: { type: 'object' },
                              message: 'must be object',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid1 = _errs11 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data1.headers !== undefined) {
                        let data6 = data1.headers;
                        const _errs16 = errors;
                        if (errors === _errs16) {
                          if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
                            for (const key2 in data6) {
                              const _errs19 = errors;
                              if (typeof data6[key2] !== 'string') {
                                validate83.errors = [
                                  {
                                    instancePath:
                                      instancePath +
                                      '/request/headers/' +
                                      key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                                    schemaPath:
                                      '#/properties/request/properties/headers/additionalProperties/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid4 = _errs19 === errors;
                              if (!valid4) {
                                break;
                              }
                            }
                          } else {
                            validate83.errors = [
                              {
                                instancePath: instancePath + '/request/headers',
                                schemaPath: '#/properties/request/properties/headers/type',
                                keyword: 'type',
                                params: { type: 'object' },
                                message: 'must be object',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid1 = _errs16 === errors;
                      } else {
                        var valid1 = true;
                      }
                      if (valid1) {
                        if (data1.method !== undefined) {
                          const _errs21 = errors;
                          if (typeof data1.method !== 'string') {
                            validate83.errors = [
                              {
                                instancePath: instancePath + '/request/method',
                                schemaPath: '#/properties/request/properties/method/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid1 = _errs21 === errors;
                        } else {
                          var valid1 = true;
                        }
                        if (valid1) {
                          if (data1.path !== undefined) {
                            const _errs23 = errors;
                            if (typeof data1.path !== 'string') {
                              validate83.errors = [
                                {
                                  instancePath: instancePath + '/request/path',
                                  schemaPath: '#/properties/request/properties/path/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid1 = _errs23 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data1.request_path !== undefined) {
                              const _errs25 = errors;
                              if (typeof data1.request_path !== 'string') {
                                validate83.errors = [
                                  {
                                    instancePath: instancePath + '/request/request_path',
                                    schemaPath: '#/properties/request/properties/request_path/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid1 = _errs25 === errors;
                            } else {
                              var valid1 = true;
                            }
                          }
                        }
                      }
                    }
                  }
                }
              } else {
                validate83.errors = [
                  {
                    instancePath: instancePath + '/request',
                    schemaPath: '#/properties/request/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.context !== undefined) {
              let data11 = data.context;
              const _errs27 = errors;
              if (errors === _errs27) {
                if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
                } else {
                  validate83.errors = [
                    {
                      instancePath: instancePath + '/context',
                      schemaPath: '#/properties/context/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs27 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate83.errors = [
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
  validate83.errors = vErrors;
  return errors === 0;
}
validate83.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateHttpMiddlewareResult = validate84 as unknown as Validator<HttpMiddlewareResult>;
const schema110 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-middleware-result.schema.json',
  title: 'HttpMiddlewareResult',
  description:
    'What a middleware function returns: go on to the next middleware and the handler, or answer the request itself. Any other result is read as `continue`.',
  type: 'object',
  required: ['action'],
  properties: {
    action: {
      description: '`continue`, or `respond` to answer with `response` without running the handler.',
      enum: ['continue', 'respond'],
    },
    response: { description: 'The answer when `action` is `respond`.', $ref: 'http-response.schema.json' },
  },
  additionalProperties: true,
  examples: [
    { action: 'continue' },
    { action: 'respond', response: { status_code: 401, body: { error: 'unauthorized' } } },
  ],
};
const schema111 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-response.schema.json',
  title: 'HttpResponse',
  description:
    "What an `http` trigger's handler returns. A body is sent as JSON with `content-type: application/json` unless the handler sets a content type and returns a string body, which is then sent as is.",
  type: 'object',
  properties: {
    status_code: {
      description:
        "HTTP status, 200 when absent. A final status only: an informational 1xx is answered 500 `INVALID_RESPONSE`, since a client would read the next response on the connection as this one's.",
      type: 'integer',
      minimum: 200,
      maximum: 599,
    },
    statusCode: {
      description: 'Accepted alias of `status_code`; `status_code` wins when both are set.',
      type: 'integer',
      minimum: 200,
      maximum: 599,
    },
    headers: {
      description:
        'Response headers: an object of name to value, or an array of `Name: value` strings. Names are HTTP tokens; values hold no CR or LF (the engine answers 500 `INVALID_RESPONSE_HEADER` otherwise).',
      oneOf: [
        {
          type: 'object',
          propertyNames: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" },
          additionalProperties: { type: 'string', pattern: '^[^\\r\\n]*$' },
        },
        { type: 'array', items: { type: 'string', pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+ *:[^\\r\\n]*$" } },
      ],
    },
    body: {
      description: 'Response body; see the description of the response for how it is encoded.',
      $ref: '../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { status_code: 200, body: { c: 5 } },
    { statusCode: 201, headers: ['Location: /users/42'], body: null },
    { headers: { 'content-type': 'text/plain' }, body: 'hello' },
    {},
  ],
};
const pattern4 = new RegExp("^[!#$%&'*+.^_`|~0-9A-Za-z-]+$", 'u');
const pattern5 = new RegExp('^[^\\r\\n]*$', 'u');
const pattern6 = new RegExp("^[!#$%&'*+.^_`|~0-9A-Za-z-]+ *:[^\\r\\n]*$", 'u');
function validate85(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-response.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate85.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.status_code !== undefined) {
        let data0 = data.status_code;
        const _errs2 = errors;
        if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
          validate85.errors = [
            {
              instancePath: instancePath + '/status_code',
              schemaPath: '#/properties/status_code/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            },
          ];
          return false;
        }
        if (errors === _errs2) {
          if (typeof data0 == 'number' && isFinite(data0)) {
            if (data0 > 599 || isNaN(data0)) {
              validate85.errors = [
                {
                  instancePath: instancePath + '/status_code',
                  schemaPath: '#/properties/status_code/maximum',
                  keyword: 'maximum',
                  params: { comparison: '<=', limit: 599 },
                  message: 'must be <= 599',
                },
              ];
              return false;
            } else {
              if (data0 < 200 || isNaN(data0)) {
                validate85.errors = [
                  {
                    instancePath: instancePath + '/status_code',
                    schemaPath: '#/properties/status_code/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 200 },
                    message: 'must be >= 200',
                  },
                ];
                return false;
              }
            }
          }
        }
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.statusCode !== undefined) {
          let data1 = data.statusCode;
          const _errs4 = errors;
          if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
            validate85.errors = [
              {
                instancePath: instancePath + '/statusCode',
                schemaPath: '#/properties/statusCode/type',
                keyword: 'type',
                params: { type: 'integer' },
                message: 'must be integer',
              },
            ];
            return false;
          }
          if (errors === _errs4) {
            if (typeof data1 == 'number' && isFinite(data1)) {
              if (data1 > 599 || isNaN(data1)) {
                validate85.errors = [
                  {
                    instancePath: instancePath + '/statusCode',
                    schemaPath: '#/properties/statusCode/maximum',
                    keyword: 'maximum',
                    params: { comparison: '<=', limit: 599 },
                    message: 'must be <= 599',
                  },
                ];
                return false;
              } else {
                if (data1 < 200 || isNaN(data1)) {
                  validate85.errors = [
                    {
                      instancePath: instancePath + '/statusCode',
                      schemaPath: '#/properties/statusCode/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 200 },
                      message: 'must be >= 200',
                    },
                  ];
                  return false;
                }
              }
            }
          }
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.headers !== undefined) {
            let data2 = data.headers;
            const _errs6 = errors;
            const _errs7 = errors;
            let valid1 = false;
            let passing0 = null;
            const _errs8 = errors;
            if (errors === _errs8) {
              if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
                for (const key0 in data2) {
                  const _errs10 = errors;
                  if (typeof key0 === 'string') {
                    if (!pattern4.test(key0)) {
                      const err0 = {
                        instancePath: instancePath + '/headers',
                        schemaPath: '#/properties/headers/oneOf/0/propertyNames/pattern',
                        keyword: 'pattern',
                        params: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" },
                        message: 'must match pattern "' + "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" + '"',
                        propertyName: key0,
                      };
                      if (vErrors === null) {
                        vErrors = [err0];
                      } else {
                        vErrors.push(err0);
                      }
                      errors++;
                    }
                  }
                  var valid2 = _errs10 === errors;
                  if (!valid2) {
                    const err1 = {
                      instancePath: instancePath + '/headers',
                      schemaPath: '#/properties/headers/oneOf/0/propertyNames',
                      keyword: 'propertyNames',
                      params: { propertyName: key0 },
                      message: 'property name must be valid',
                    };
                    if (vErrors === null) {
                      vErrors = [err1];
                    } else {
                      vErrors.push(err1);
                    }
                    errors++;
                    break;
                  }
                }
                if (valid2) {
                  for (const key1 in data2) {
                    let data3 = data2[key1];
                    const _errs12 = errors;
                    if (errors === _errs12) {
                      if (typeof data3 === 'string') {
                        if (!pattern5.test(data3)) {
                          const err2 = {
                            instancePath:
                              instancePath + '/headers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                            schemaPath: '#/properties/headers/oneOf/0/additionalProperties/pattern',
                            keyword: 'pattern',
                            params: { pattern: '^[^\\r\\n]*$' },
                            message: 'must match pattern "' + '^[^\\r\\n]*$' + '"',
                          };
                          if (vErrors === null) {
                            vErrors = [err2];
                          } else {
                            vErrors.push(err2);
                          }
                          errors++;
                        }
                      } else {
                        const err3 = {
                          instancePath:
                            instancePath + '/headers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                          schemaPath: '#/properties/headers/oneOf/0/additionalProperties/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        };
                        if (vErrors === null) {
                          vErrors = [err3];
                        } else {
                          vErrors.push(err3);
                        }
                        errors++;
                      }
                    }
                    var valid3 = _errs12 === errors;
                    if (!valid3) {
                      break;
                    }
                  }
                }
              } else {
                const err4 = {
                  instancePath: instancePath + '/headers',
                  schemaPath: '#/properties/headers/oneOf/0/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            var _valid0 = _errs8 === errors;
            if (_valid0) {
              valid1 = true;
              passing0 = 0;
            }
            const _errs14 = errors;
            if (errors === _errs14) {
              if (Array.isArray(data2)) {
                var valid4 = true;
                const len0 = data2.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let data4 = data2[i0];
                  const _errs16 = errors;
                  if (errors === _errs16) {
                    if (typeof data4 === 'string') {
                      if (!pattern6.test(data4)) {
                        const err5 = {
                          instancePath: instancePath + '/headers/' + i0,
                          schemaPath: '#/properties/headers/oneOf/1/items/pattern',
                          keyword: 'pattern',
                          params: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+ *:[^\\r\\n]*$" },
                          message:
                            'must match pattern "' + "^[!#$%&'*+.^_`|~0-9A-Za-z-]+ *:[^\\r\\n]*$" + '"',
                        };
                        if (vErrors === null) {
                          vErrors = [err5];
                        } else {
                          vErrors.push(err5);
                        }
                        errors++;
                      }
                    } else {
                      const err6 = {
                        instancePath: instancePath + '/headers/' + i0,
                        schemaPath: '#/properties/headers/oneOf/1/items/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err6];
                      } else {
                        vErrors.push(err6);
                      }
                      errors++;
                    }
                  }
                  var valid4 = _errs16 === errors;
                  if (!valid4) {
                    break;
                  }
                }
              } else {
                const err7 = {
                  instancePath: instancePath + '/headers',
                  schemaPath: '#/properties/headers/oneOf/1/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            var _valid0 = _errs14 === errors;
            if (_valid0 && valid1) {
              valid1 = false;
              passing0 = [passing0, 1];
            } else {
              if (_valid0) {
                valid1 = true;
                passing0 = 1;
              }
            }
            if (!valid1) {
              const err8 = {
                instancePath: instancePath + '/headers',
                schemaPath: '#/properties/headers/oneOf',
                keyword: 'oneOf',
                params: { passingSchemas: passing0 },
                message: 'must match exactly one schema in oneOf',
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
              validate85.errors = vErrors;
              return false;
            } else {
              errors = _errs7;
              if (vErrors !== null) {
                if (_errs7) {
                  vErrors.length = _errs7;
                } else {
                  vErrors = null;
                }
              }
            }
            var valid0 = _errs6 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.body !== undefined) {
              let data5 = data.body;
              const _errs18 = errors;
              if (
                typeof data5 != 'object' &&
                typeof data5 !== 'string' &&
                !(typeof data5 == 'number' && isFinite(data5)) &&
                typeof data5 !== 'boolean'
              ) {
                validate85.errors = [
                  {
                    instancePath: instancePath + '/body',
                    schemaPath: '../common/json-value.schema.json/type',
                    keyword: 'type',
                    params: { type: schema33.type },
                    message: 'must be object,array,string,number,boolean,null',
                  },
                ];
                return false;
              }
              var valid0 = _errs18 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate85.errors = [
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
  validate85.errors = vErrors;
  return errors === 0;
}
validate85.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate84(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-middleware-result.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate84.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.action === undefined && (missing0 = 'action')) {
        validate84.errors = [
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
        if (data.action !== undefined) {
          let data0 = data.action;
          const _errs2 = errors;
          if (!(data0 === 'continue' || data0 === 'respond')) {
            validate84.errors = [
              {
                instancePath: instancePath + '/action',
                schemaPath: '#/properties/action/enum',
                keyword: 'enum',
                params: { allowedValues: schema110.properties.action.enum },
                message: 'must be equal to one of the allowed values',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.response !== undefined) {
            const _errs3 = errors;
            if (
              !validate85(data.response, {
                instancePath: instancePath + '/response',
                parentData: data,
                parentDataProperty: 'response',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
              errors = vErrors.length;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate84.errors = [
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
  validate84.errors = vErrors;
  return errors === 0;
}
validate84.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateHttpRequest = validate87 as unknown as Validator<HttpRequest>;
const schema113 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-request.schema.json',
  title: 'HttpRequest',
  description:
    "Payload an `http` trigger's handler receives for one request. The first fields are those of the iii protocol; `request_path`, `query_params_all` and `raw_body` are svc additions.",
  type: 'object',
  required: ['query_params', 'path_params', 'headers', 'path', 'method'],
  properties: {
    query_params: {
      description: 'Query parameters, percent-decoded, one value per name (the last when a name repeats).',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    path_params: {
      description: "Values of the route's `:name` / `{name}` parameters, percent-decoded.",
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    headers: {
      description:
        'Request headers with lower-case names, one value per name (repeated headers joined with `, `).',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    path: { description: 'The registered route pattern, e.g. `/users/:id`.', type: 'string' },
    method: { description: 'Request method, upper-case.', type: 'string' },
    body: {
      description:
        'The parsed JSON body when the content type is JSON, otherwise null. A malformed JSON body never reaches the handler (the engine answers 400).',
      $ref: '../common/json-value.schema.json',
    },
    trigger: {
      description: 'The route that matched.',
      type: 'object',
      required: ['type', 'path', 'method'],
      properties: {
        type: { description: 'Always `http`.', const: 'http' },
        path: { description: 'The registered route pattern.', type: 'string' },
        method: { description: 'The registered method.', type: 'string' },
      },
      additionalProperties: true,
    },
    request_path: {
      description: 'svc addition: the path actually requested, without the query string, e.g. `/users/42`.',
      type: 'string',
    },
    query_params_all: {
      description: 'svc addition: every value of every query parameter, in request order.',
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    raw_body: {
      description:
        'svc addition: the exact request body bytes, base64-encoded, so that a webhook signature can be verified. Empty string for no body.',
      type: 'string',
      contentEncoding: 'base64',
    },
    request_body: {
      description: 'Channel that streams the request body, when the engine offers one.',
      $ref: '../common/channel-ref.schema.json',
    },
    response: {
      description: 'Channel for a streamed response, when the engine offers one.',
      $ref: '../common/channel-ref.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    {
      query_params: { page: '2' },
      path_params: { id: '42' },
      headers: { 'content-type': 'application/json', host: 'localhost:3111' },
      path: '/users/:id',
      method: 'POST',
      body: { name: 'Ada' },
      trigger: { type: 'http', path: '/users/:id', method: 'POST' },
      request_path: '/users/42',
      query_params_all: { page: ['2'] },
      raw_body: 'eyJuYW1lIjoiQWRhIn0=',
    },
    { query_params: {}, path_params: {}, headers: {}, path: '/health', method: 'GET', body: null },
  ],
};
const schema115 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/channel-ref.schema.json',
  title: 'ChannelRef',
  description:
    'A reference to one end of a streaming channel. SDKs turn any object of this shape inside a payload into a reader or writer that connects to `<engine url>/ws/channels/<channel_id>?key=<access_key>&dir=<direction>` on first use.',
  type: 'object',
  required: ['channel_id', 'access_key', 'direction'],
  properties: {
    channel_id: { description: 'Id of the channel.', type: 'string', minLength: 1 },
    access_key: {
      description: 'Secret that authorises this end of the channel.',
      type: 'string',
      minLength: 1,
    },
    direction: { description: 'Which end this reference opens.', enum: ['read', 'write'] },
  },
  additionalProperties: true,
  examples: [{ channel_id: 'c1', access_key: 'k1', direction: 'read' }],
};
function validate87(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-request.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate87.evaluated;
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
        (data.query_params === undefined && (missing0 = 'query_params')) ||
        (data.path_params === undefined && (missing0 = 'path_params')) ||
        (data.headers === undefined && (missing0 = 'headers')) ||
        (data.path === undefined && (missing0 = 'path')) ||
        (data.method === undefined && (missing0 = 'method'))
      ) {
        validate87.errors = [
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
        if (data.query_params !== undefined) {
          let data0 = data.query_params;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
              for (const key0 in data0) {
                const _errs5 = errors;
                if (typeof data0[key0] !== 'string') {
                  validate87.errors = [
                    {
                      instancePath:
                        instancePath + '/query_params/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/query_params/additionalProperties/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid1 = _errs5 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate87.errors = [
                {
                  instancePath: instancePath + '/query_params',
                  schemaPath: '#/properties/query_params/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
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
          if (data.path_params !== undefined) {
            let data2 = data.path_params;
            const _errs7 = errors;
            if (errors === _errs7) {
              if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
                for (const key1 in data2) {
                  const _errs10 = errors;
                  if (typeof data2[key1] !== 'string') {
                    validate87.errors = [
                      {
                        instancePath:
                          instancePath + '/path_params/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                        schemaPath: '#/properties/path_params/additionalProperties/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid2 = _errs10 === errors;
                  if (!valid2) {
                    break;
                  }
                }
              } else {
                validate87.errors = [
                  {
                    instancePath: instancePath + '/path_params',
                    schemaPath: '#/properties/path_params/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs7 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.headers !== undefined) {
              let data4 = data.headers;
              const _errs12 = errors;
              if (errors === _errs12) {
                if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
                  for (const key2 in data4) {
                    const _errs15 = errors;
                    if (typeof data4[key2] !== 'string') {
                      validate87.errors = [
                        {
                          instancePath:
                            instancePath + '/headers/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                          schemaPath: '#/properties/headers/additionalProperties/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                    var valid3 = _errs15 === errors;
                    if (!valid3) {
                      break;
                    }
                  }
                } else {
                  validate87.errors = [
                    {
                      instancePath: instancePath + '/headers',
                      schemaPath: '#/properties/headers/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs12 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.path !== undefined) {
                const _errs17 = errors;
                if (typeof data.path !== 'string') {
                  validate87.errors = [
                    {
                      instancePath: instancePath + '/path',
                      schemaPath: '#/properties/path/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs17 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.method !== undefined) {
                  const _errs19 = errors;
                  if (typeof data.method !== 'string') {
                    validate87.errors = [
                      {
                        instancePath: instancePath + '/method',
                        schemaPath: '#/properties/method/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs19 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.body !== undefined) {
                    let data8 = data.body;
                    const _errs21 = errors;
                    if (
                      typeof data8 != 'object' &&
                      typeof data8 !== 'string' &&
                      !(typeof data8 == 'number' && isFinite(data8)) &&
                      typeof data8 !== 'boolean'
                    ) {
                      validate87.errors = [
                        {
                          instancePath: instancePath + '/body',
                          schemaPath: '../common/json-value.schema.json/type',
                          keyword: 'type',
                          params: { type: schema33.type },
                          message: 'must be object,array,string,number,boolean,null',
                        },
                      ];
                      return false;
                    }
                    var valid0 = _errs21 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.trigger !== undefined) {
                      let data9 = data.trigger;
                      const _errs24 = errors;
                      if (errors === _errs24) {
                        if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
                          let missing1;
                          if (
                            (data9.type === undefined && (missing1 = 'type')) ||
                            (data9.path === undefined && (missing1 = 'path')) ||
                            (data9.method === undefined && (missing1 = 'method'))
                          ) {
                            validate87.errors = [
                              {
                                instancePath: instancePath + '/trigger',
                                schemaPath: '#/properties/trigger/required',
                                keyword: 'required',
                                params: { missingProperty: missing1 },
                                message: "must have required property '" + missing1 + "'",
                              },
                            ];
                            return false;
                          } else {
                            if (data9.type !== undefined) {
                              const _errs27 = errors;
                              if ('http' !== data9.type) {
                                validate87.errors = [
                                  {
                                    instancePath: instancePath + '/trigger/type',
                                    schemaPath: '#/properties/trigger/properties/type/const',
                                    keyword: 'const',
                                    params: { allowedValue: 'http' },
                                    message: 'must be equal to constant',
                                  },
                                ];
                                return false;
                              }
                              var valid5 = _errs27 === errors;
                            } else {
                              var valid5 = true;
                            }
                            if (valid5) {
                              if (data9.path !== undefined) {
                                const _errs28 = errors;
                                if (typeof data9.path !== 'string') {
                                  validate87.errors = [
                                    {
                                      instancePath: instancePath + '/trigger/path',
                                      schemaPath: '#/properties/trigger/properties/path/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid5 = _errs28 === errors;
                              } else {
                                var valid5 = true;
                              }
                              if (valid5) {
                                if (data9.method !== undefined) {
                                  const _errs30 = errors;
                                  if (typeof data9.method !== 'string') {
                                    validate87.errors = [
                                      {
                                        instancePath: instancePath + '/trigger/method',
                                        schemaPath: '#/properties/trigger/properties/method/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid5 = _errs30 === errors;
                                } else {
                                  var valid5 = true;
                                }
                              }
                            }
                          }
                        } else {
                          validate87.errors = [
                            {
                              instancePath: instancePath + '/trigger',
                              schemaPath: '#/properties/trigger/type',
                              keyword: 'type',
                              params: { type: 'object' },
                              message: 'must be object',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid0 = _errs24 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.request_path !== undefined) {
                        const _errs32 = errors;
                        if (typeof data.request_path !== 'string') {
                          validate87.errors = [
                            {
                              instancePath: instancePath + '/request_path',
                              schemaPath: '#/properties/request_path/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid0 = _errs32 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.query_params_all !== undefined) {
                          let data14 = data.query_params_all;
                          const _errs34 = errors;
                          if (errors === _errs34) {
                            if (data14 && typeof data14 == 'object' && !Array.isArray(data14)) {
                              for (const key3 in data14) {
                                let data15 = data14[key3];
                                const _errs37 = errors;
                                if (errors === _errs37) {
                                  if (Array.isArray(data15)) {
                                    var valid7 = true;
                                    const len0 = data15.length;
                                    for (let i0 = 0; i0 < len0; i0++) {
                                      const _errs39 = errors;
                                      if (typeof data15[i0] !== 'string') {
                                        validate87.errors = [
                                          {
                                            instancePath:
                                              instancePath +
                                              '/query_params_all/' +
                                              key3.replace(/~/g, '~0').replace(/\//g, '~1') +
                                              '/' +
                                              i0,
                                            schemaPath:
                                              '#/properties/query_params_all/additionalProperties/items/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                          },
                                        ];
                                        return false;
                                      }
                                      var valid7 = _errs39 === errors;
                                      if (!valid7) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate87.errors = [
                                      {
                                        instancePath:
                                          instancePath +
                                          '/query_params_all/' +
                                          key3.replace(/~/g, '~0').replace(/\//g, '~1'),
                                        schemaPath: '#/properties/query_params_all/additionalProperties/type',
                                        keyword: 'type',
                                        params: { type: 'array' },
                                        message: 'must be array',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                                var valid6 = _errs37 === errors;
                                if (!valid6) {
                                  break;
                                }
                              }
                            } else {
                              validate87.errors = [
                                {
                                  instancePath: instancePath + '/query_params_all',
                                  schemaPath: '#/properties/query_params_all/type',
                                  keyword: 'type',
                                  params: { type: 'object' },
                                  message: 'must be object',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid0 = _errs34 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.raw_body !== undefined) {
                            const _errs41 = errors;
                            if (typeof data.raw_body !== 'string') {
                              validate87.errors = [
                                {
                                  instancePath: instancePath + '/raw_body',
                                  schemaPath: '#/properties/raw_body/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid0 = _errs41 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.request_body !== undefined) {
                              let data18 = data.request_body;
                              const _errs43 = errors;
                              const _errs44 = errors;
                              if (errors === _errs44) {
                                if (data18 && typeof data18 == 'object' && !Array.isArray(data18)) {
                                  let missing2;
                                  if (
                                    (data18.channel_id === undefined && (missing2 = 'channel_id')) ||
                                    (data18.access_key === undefined && (missing2 = 'access_key')) ||
                                    (data18.direction === undefined && (missing2 = 'direction'))
                                  ) {
                                    validate87.errors = [
                                      {
                                        instancePath: instancePath + '/request_body',
                                        schemaPath: '../common/channel-ref.schema.json/required',
                                        keyword: 'required',
                                        params: { missingProperty: missing2 },
                                        message: "must have required property '" + missing2 + "'",
                                      },
                                    ];
                                    return false;
                                  } else {
                                    if (data18.channel_id !== undefined) {
                                      let data19 = data18.channel_id;
                                      const _errs47 = errors;
                                      if (errors === _errs47) {
                                        if (typeof data19 === 'string') {
                                          if (func1(data19) < 1) {
                                            validate87.errors = [
                                              {
                                                instancePath: instancePath + '/request_body/channel_id',
                                                schemaPath:
                                                  '../common/channel-ref.schema.json/properties/channel_id/minLength',
                                                keyword: 'minLength',
                                                params: { limit: 1 },
                                                message: 'must NOT have fewer than 1 characters',
                                              },
                                            ];
                                            return false;
                                          }
                                        } else {
                                          validate87.errors = [
                                            {
                                              instancePath: instancePath + '/request_body/channel_id',
                                              schemaPath:
                                                '../common/channel-ref.schema.json/properties/channel_id/type',
                                              keyword: 'type',
                                              params: { type: 'string' },
                                              message: 'must be string',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                      var valid9 = _errs47 === errors;
                                    } else {
                                      var valid9 = true;
                                    }
                                    if (valid9) {
                                      if (data18.access_key !== undefined) {
                                        let data20 = data18.access_key;
                                        const _errs49 = errors;
                                        if (errors === _errs49) {
                                          if (typeof data20 === 'string') {
                                            if (func1(data20) < 1) {
                                              validate87.errors = [
                                                {
                                                  instancePath: instancePath + '/request_body/access_key',
                                                  schemaPath:
                                                    '../common/channel-ref.schema.json/properties/access_key/minLength',
                                                  keyword: 'minLength',
                                                  params: { limit: 1 },
                                                  message: 'must NOT have fewer than 1 characters',
                                                },
                                              ];
                                              return false;
                                            }
                                          } else {
                                            validate87.errors = [
                                              {
                                                instancePath: instancePath + '/request_body/access_key',
                                                schemaPath:
                                                  '../common/channel-ref.schema.json/properties/access_key/type',
                                                keyword: 'type',
                                                params: { type: 'string' },
                                                message: 'must be string',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                        var valid9 = _errs49 === errors;
                                      } else {
                                        var valid9 = true;
                                      }
                                      if (valid9) {
                                        if (data18.direction !== undefined) {
                                          let data21 = data18.direction;
                                          const _errs51 = errors;
                                          if (!(data21 === 'read' || data21 === 'write')) {
                                            validate87.errors = [
                                              {
                                                instancePath: instancePath + '/request_body/direction',
                                                schemaPath:
                                                  '../common/channel-ref.schema.json/properties/direction/enum',
                                                keyword: 'enum',
                                                params: {
                                                  allowedValues: schema115.properties.direction.enum,
                                                },
                                                message: 'must be equal to one of the allowed values',
                                              },
                                            ];
                                            return false;
                                          }
                                          var valid9 = _errs51 === errors;
                                        } else {
                                          var valid9 = true;
                                        }
                                      }
                                    }
                                  }
                                } else {
                                  validate87.errors = [
                                    {
                                      instancePath: instancePath + '/request_body',
                                      schemaPath: '../common/channel-ref.schema.json/type',
                                      keyword: 'type',
                                      params: { type: 'object' },
                                      message: 'must be object',
                                    },
                                  ];
                                  return false;
                                }
                              }
                              var valid0 = _errs43 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.response !== undefined) {
                                let data22 = data.response;
                                const _errs52 = errors;
                                const _errs53 = errors;
                                if (errors === _errs53) {
                                  if (data22 && typeof data22 == 'object' && !Array.isArray(data22)) {
                                    let missing3;
                                    if (
                                      (data22.channel_id === undefined && (missing3 = 'channel_id')) ||
                                      (data22.access_key === undefined && (missing3 = 'access_key')) ||
                                      (data22.direction === undefined && (missing3 = 'direction'))
                                    ) {
                                      validate87.errors = [
                                        {
                                          instancePath: instancePath + '/response',
                                          schemaPath: '../common/channel-ref.schema.json/required',
                                          keyword: 'required',
                                          params: { missingProperty: missing3 },
                                          message: "must have required property '" + missing3 + "'",
                                        },
                                      ];
                                      return false;
                                    } else {
                                      if (data22.channel_id !== undefined) {
                                        let data23 = data22.channel_id;
                                        const _errs56 = errors;
                                        if (errors === _errs56) {
                                          if (typeof data23 === 'string') {
                                            if (func1(data23) < 1) {
                                              validate87.errors = [
                                                {
                                                  instancePath: instancePath + '/response/channel_id',
                                                  schemaPath:
                                                    '../common/channel-ref.schema.json/properties/channel_id/minLength',
                                                  keyword: 'minLength',
                                                  params: { limit: 1 },
                                                  message: 'must NOT have fewer than 1 characters',
                                                },
                                              ];
                                              return false;
                                            }
                                          } else {
                                            validate87.errors = [
                                              {
                                                instancePath: instancePath + '/response/channel_id',
                                                schemaPath:
                                                  '../common/channel-ref.schema.json/properties/channel_id/type',
                                                keyword: 'type',
                                                params: { type: 'string' },
                                                message: 'must be string',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                        var valid11 = _errs56 === errors;
                                      } else {
                                        var valid11 = true;
                                      }
                                      if (valid11) {
                                        if (data22.access_key !== undefined) {
                                          let data24 = data22.access_key;
                                          const _errs58 = errors;
                                          if (errors === _errs58) {
                                            if (typeof data24 === 'string') {
                                              if (func1(data24) < 1) {
                                                validate87.errors = [
                                                  {
                                                    instancePath: instancePath + '/response/access_key',
                                                    schemaPath:
                                                      '../common/channel-ref.schema.json/properties/access_key/minLength',
                                                    keyword: 'minLength',
                                                    params: { limit: 1 },
                                                    message: 'must NOT have fewer than 1 characters',
                                                  },
                                                ];
                                                return false;
                                              }
                                            } else {
                                              validate87.errors = [
                                                {
                                                  instancePath: instancePath + '/response/access_key',
                                                  schemaPath:
                                                    '../common/channel-ref.schema.json/properties/access_key/type',
                                                  keyword: 'type',
                                                  params: { type: 'string' },
                                                  message: 'must be string',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                          var valid11 = _errs58 === errors;
                                        } else {
                                          var valid11 = true;
                                        }
                                        if (valid11) {
                                          if (data22.direction !== undefined) {
                                            let data25 = data22.direction;
                                            const _errs60 = errors;
                                            if (!(data25 === 'read' || data25 === 'write')) {
                                              validate87.errors = [
                                                {
                                                  instancePath: instancePath + '/response/direction',
                                                  schemaPath:
                                                    '../common/channel-ref.schema.json/properties/direction/enum',
                                                  keyword: 'enum',
                                                  params: {
                                                    allowedValues: schema115.properties.direction.enum,
                                                  },
                                                  message: 'must be equal to one of the allowed values',
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid11 = _errs60 === errors;
                                          } else {
                                            var valid11 = true;
                                          }
                                        }
                                      }
                                    }
                                  } else {
                                    validate87.errors = [
                                      {
                                        instancePath: instancePath + '/response',
                                        schemaPath: '../common/channel-ref.schema.json/type',
                                        keyword: 'type',
                                        params: { type: 'object' },
                                        message: 'must be object',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                                var valid0 = _errs52 === errors;
                              } else {
                                var valid0 = true;
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate87.errors = [
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
  validate87.errors = vErrors;
  return errors === 0;
}
validate87.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateHttpResponse = validate85 as unknown as Validator<HttpResponse>;
export const validateQueueDlqMessagesInput = validate88 as unknown as Validator<QueueDlqMessagesInput>;
const schema117 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/dlq-messages-input.schema.json',
  title: 'QueueDlqMessagesInput',
  description:
    "Input of `engine::queue::dlq_messages`: one page of a topic's dead-letter queue, oldest failure first.",
  type: 'object',
  required: ['topic'],
  properties: {
    topic: { description: 'Topic or queue name.', type: 'string', minLength: 1 },
    offset: { description: 'Messages to skip.', type: 'integer', minimum: 0, default: 0 },
    limit: {
      description: 'Most messages in the page.',
      type: 'integer',
      minimum: 1,
      maximum: 1000,
      default: 50,
    },
  },
  additionalProperties: true,
  examples: [{ topic: 'orders.created' }, { topic: 'orders.created', offset: 50, limit: 50 }],
};
function validate88(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/dlq-messages-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate88.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.topic === undefined && (missing0 = 'topic')) {
        validate88.errors = [
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
          let data0 = data.topic;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate88.errors = [
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
              validate88.errors = [
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
          if (data.offset !== undefined) {
            let data1 = data.offset;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate88.errors = [
                {
                  instancePath: instancePath + '/offset',
                  schemaPath: '#/properties/offset/type',
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
                  validate88.errors = [
                    {
                      instancePath: instancePath + '/offset',
                      schemaPath: '#/properties/offset/minimum',
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
            if (data.limit !== undefined) {
              let data2 = data.limit;
              const _errs6 = errors;
              if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                validate88.errors = [
                  {
                    instancePath: instancePath + '/limit',
                    schemaPath: '#/properties/limit/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  },
                ];
                return false;
              }
              if (errors === _errs6) {
                if (typeof data2 == 'number' && isFinite(data2)) {
                  if (data2 > 1000 || isNaN(data2)) {
                    validate88.errors = [
                      {
                        instancePath: instancePath + '/limit',
                        schemaPath: '#/properties/limit/maximum',
                        keyword: 'maximum',
                        params: { comparison: '<=', limit: 1000 },
                        message: 'must be <= 1000',
                      },
                    ];
                    return false;
                  } else {
                    if (data2 < 1 || isNaN(data2)) {
                      validate88.errors = [
                        {
                          instancePath: instancePath + '/limit',
                          schemaPath: '#/properties/limit/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 1 },
                          message: 'must be >= 1',
                        },
                      ];
                      return false;
                    }
                  }
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
      validate88.errors = [
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
  validate88.errors = vErrors;
  return errors === 0;
}
validate88.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateQueueDlqMessagesOutput = validate89 as unknown as Validator<QueueDlqMessagesOutput>;
const schema118 = {
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
function validate89(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/dlq-messages-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate89.evaluated;
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
        validate89.errors = [
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
            validate89.errors = [
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
              validate89.errors = [
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
                  validate89.errors = [
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
                          validate89.errors = [
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
                              validate89.errors = [
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
                                validate89.errors = [
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
                                  validate89.errors = [
                                    {
                                      instancePath: instancePath + '/messages/' + i0 + '/payload',
                                      schemaPath: '../../common/json-value.schema.json/type',
                                      keyword: 'type',
                                      params: { type: schema33.type },
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
                                    validate89.errors = [
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
                                      validate89.errors = [
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
                                        validate89.errors = [
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
                                            validate89.errors = [
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
                                          validate89.errors = [
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
                                              validate89.errors = [
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
                        validate89.errors = [
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
                  validate89.errors = [
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
      validate89.errors = [
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
  validate89.errors = vErrors;
  return errors === 0;
}
validate89.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateQueueDlqTopicsOutput = validate90 as unknown as Validator<QueueDlqTopicsOutput>;
const schema120 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/dlq-topics-output.schema.json',
  title: 'QueueDlqTopicsOutput',
  description: 'Output of `engine::queue::dlq_topics`: every topic whose dead-letter queue holds messages.',
  type: 'array',
  items: {
    title: 'QueueDlqTopic',
    description: 'One dead-letter queue.',
    type: 'object',
    required: ['topic', 'broker_type', 'message_count'],
    properties: {
      topic: { description: 'Topic or queue name.', type: 'string' },
      broker_type: { description: 'Adapter keeping its messages.', type: 'string' },
      message_count: { description: 'Messages in it.', type: 'integer', minimum: 0 },
    },
    additionalProperties: true,
  },
  examples: [[{ topic: 'orders.created', broker_type: 'file_based', message_count: 2 }]],
};
function validate90(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/dlq-topics-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate90.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (Array.isArray(data)) {
      var valid0 = true;
      const len0 = data.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data0 = data[i0];
        const _errs1 = errors;
        if (errors === _errs1) {
          if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
            let missing0;
            if (
              (data0.topic === undefined && (missing0 = 'topic')) ||
              (data0.broker_type === undefined && (missing0 = 'broker_type')) ||
              (data0.message_count === undefined && (missing0 = 'message_count'))
            ) {
              validate90.errors = [
                {
                  instancePath: instancePath + '/' + i0,
                  schemaPath: '#/items/required',
                  keyword: 'required',
                  params: { missingProperty: missing0 },
                  message: "must have required property '" + missing0 + "'",
                },
              ];
              return false;
            } else {
              if (data0.topic !== undefined) {
                const _errs4 = errors;
                if (typeof data0.topic !== 'string') {
                  validate90.errors = [
                    {
                      instancePath: instancePath + '/' + i0 + '/topic',
                      schemaPath: '#/items/properties/topic/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid1 = _errs4 === errors;
              } else {
                var valid1 = true;
              }
              if (valid1) {
                if (data0.broker_type !== undefined) {
                  const _errs6 = errors;
                  if (typeof data0.broker_type !== 'string') {
                    validate90.errors = [
                      {
                        instancePath: instancePath + '/' + i0 + '/broker_type',
                        schemaPath: '#/items/properties/broker_type/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid1 = _errs6 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  if (data0.message_count !== undefined) {
                    let data3 = data0.message_count;
                    const _errs8 = errors;
                    if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                      validate90.errors = [
                        {
                          instancePath: instancePath + '/' + i0 + '/message_count',
                          schemaPath: '#/items/properties/message_count/type',
                          keyword: 'type',
                          params: { type: 'integer' },
                          message: 'must be integer',
                        },
                      ];
                      return false;
                    }
                    if (errors === _errs8) {
                      if (typeof data3 == 'number' && isFinite(data3)) {
                        if (data3 < 0 || isNaN(data3)) {
                          validate90.errors = [
                            {
                              instancePath: instancePath + '/' + i0 + '/message_count',
                              schemaPath: '#/items/properties/message_count/minimum',
                              keyword: 'minimum',
                              params: { comparison: '>=', limit: 0 },
                              message: 'must be >= 0',
                            },
                          ];
                          return false;
                        }
                      }
                    }
                    var valid1 = _errs8 === errors;
                  } else {
                    var valid1 = true;
                  }
                }
              }
            }
          } else {
            validate90.errors = [
              {
                instancePath: instancePath + '/' + i0,
                schemaPath: '#/items/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              },
            ];
            return false;
          }
        }
        var valid0 = _errs1 === errors;
        if (!valid0) {
          break;
        }
      }
    } else {
      validate90.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        },
      ];
      return false;
    }
  }
  validate90.errors = vErrors;
  return errors === 0;
}
validate90.evaluated = { items: true, dynamicProps: false, dynamicItems: false };
export const validateQueueEnqueueInput = validate91 as unknown as Validator<QueueEnqueueInput>;
const schema121 = {
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
function validate91(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/enqueue-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate91.evaluated;
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
        validate91.errors = [
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
                validate91.errors = [
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
              validate91.errors = [
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
                  validate91.errors = [
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
                validate91.errors = [
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
                validate91.errors = [
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
                      validate91.errors = [
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
                    validate91.errors = [
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
                    validate91.errors = [
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
                      validate91.errors = [
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
      validate91.errors = [
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
  validate91.errors = vErrors;
  return errors === 0;
}
validate91.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateQueueEnqueueOutput = validate92 as unknown as Validator<QueueEnqueueOutput>;
const schema124 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/enqueue-output.schema.json',
  title: 'QueueEnqueueOutput',
  description:
    'Output of `engine::queue::enqueue`, `iii::durable::publish` and the answer to an `enqueue` action: sent once the message is kept (on disk with the file adapter, in Redis with the redis adapter).',
  type: 'object',
  required: ['messageReceiptId'],
  properties: {
    messageReceiptId: {
      description: 'Id of the message, as the dead-letter functions name it.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [{ messageReceiptId: '5b1c0d1e-8f9a-4c5e-9b2a-0f1e2d3c4b5a' }],
};
function validate92(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/enqueue-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate92.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.messageReceiptId === undefined && (missing0 = 'messageReceiptId')) {
        validate92.errors = [
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
        if (data.messageReceiptId !== undefined) {
          if (typeof data.messageReceiptId !== 'string') {
            validate92.errors = [
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
      }
    } else {
      validate92.errors = [
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
  validate92.errors = vErrors;
  return errors === 0;
}
validate92.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateQueueListTopicsOutput = validate93 as unknown as Validator<QueueListTopicsOutput>;
const schema125 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/list-topics-output.schema.json',
  title: 'QueueListTopicsOutput',
  description:
    'Output of `engine::queue::list_topics`: every named queue and every topic with a subscriber or a message.',
  type: 'array',
  items: {
    title: 'QueueTopicSummary',
    description: 'One topic.',
    type: 'object',
    required: ['name', 'broker_type', 'subscriber_count'],
    properties: {
      name: { description: 'Topic or queue name.', type: 'string' },
      broker_type: {
        description: 'Adapter keeping its messages: `in_memory`, `file_based` or `redis`.',
        type: 'string',
      },
      subscriber_count: {
        description: 'Trigger bindings consuming it in this engine.',
        type: 'integer',
        minimum: 0,
      },
      depth: { description: 'Messages waiting, as in `topic_stats`.', type: 'integer', minimum: 0 },
      dlq_depth: { description: 'Messages in its dead-letter queue.', type: 'integer', minimum: 0 },
    },
    additionalProperties: true,
  },
  examples: [[{ name: 'default', broker_type: 'in_memory', subscriber_count: 0, depth: 0, dlq_depth: 0 }]],
};
function validate93(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/list-topics-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate93.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (Array.isArray(data)) {
      var valid0 = true;
      const len0 = data.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data0 = data[i0];
        const _errs1 = errors;
        if (errors === _errs1) {
          if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
            let missing0;
            if (
              (data0.name === undefined && (missing0 = 'name')) ||
              (data0.broker_type === undefined && (missing0 = 'broker_type')) ||
              (data0.subscriber_count === undefined && (missing0 = 'subscriber_count'))
            ) {
              validate93.errors = [
                {
                  instancePath: instancePath + '/' + i0,
                  schemaPath: '#/items/required',
                  keyword: 'required',
                  params: { missingProperty: missing0 },
                  message: "must have required property '" + missing0 + "'",
                },
              ];
              return false;
            } else {
              if (data0.name !== undefined) {
                const _errs4 = errors;
                if (typeof data0.name !== 'string') {
                  validate93.errors = [
                    {
                      instancePath: instancePath + '/' + i0 + '/name',
                      schemaPath: '#/items/properties/name/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid1 = _errs4 === errors;
              } else {
                var valid1 = true;
              }
              if (valid1) {
                if (data0.broker_type !== undefined) {
                  const _errs6 = errors;
                  if (typeof data0.broker_type !== 'string') {
                    validate93.errors = [
                      {
                        instancePath: instancePath + '/' + i0 + '/broker_type',
                        schemaPath: '#/items/properties/broker_type/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid1 = _errs6 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  if (data0.subscriber_count !== undefined) {
                    let data3 = data0.subscriber_count;
                    const _errs8 = errors;
                    if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                      validate93.errors = [
                        {
                          instancePath: instancePath + '/' + i0 + '/subscriber_count',
                          schemaPath: '#/items/properties/subscriber_count/type',
                          keyword: 'type',
                          params: { type: 'integer' },
                          message: 'must be integer',
                        },
                      ];
                      return false;
                    }
                    if (errors === _errs8) {
                      if (typeof data3 == 'number' && isFinite(data3)) {
                        if (data3 < 0 || isNaN(data3)) {
                          validate93.errors = [
                            {
                              instancePath: instancePath + '/' + i0 + '/subscriber_count',
                              schemaPath: '#/items/properties/subscriber_count/minimum',
                              keyword: 'minimum',
                              params: { comparison: '>=', limit: 0 },
                              message: 'must be >= 0',
                            },
                          ];
                          return false;
                        }
                      }
                    }
                    var valid1 = _errs8 === errors;
                  } else {
                    var valid1 = true;
                  }
                  if (valid1) {
                    if (data0.depth !== undefined) {
                      let data4 = data0.depth;
                      const _errs10 = errors;
                      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                        validate93.errors = [
                          {
                            instancePath: instancePath + '/' + i0 + '/depth',
                            schemaPath: '#/items/properties/depth/type',
                            keyword: 'type',
                            params: { type: 'integer' },
                            message: 'must be integer',
                          },
                        ];
                        return false;
                      }
                      if (errors === _errs10) {
                        if (typeof data4 == 'number' && isFinite(data4)) {
                          if (data4 < 0 || isNaN(data4)) {
                            validate93.errors = [
                              {
                                instancePath: instancePath + '/' + i0 + '/depth',
                                schemaPath: '#/items/properties/depth/minimum',
                                keyword: 'minimum',
                                params: { comparison: '>=', limit: 0 },
                                message: 'must be >= 0',
                              },
                            ];
                            return false;
                          }
                        }
                      }
                      var valid1 = _errs10 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data0.dlq_depth !== undefined) {
                        let data5 = data0.dlq_depth;
                        const _errs12 = errors;
                        if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                          validate93.errors = [
                            {
                              instancePath: instancePath + '/' + i0 + '/dlq_depth',
                              schemaPath: '#/items/properties/dlq_depth/type',
                              keyword: 'type',
                              params: { type: 'integer' },
                              message: 'must be integer',
                            },
                          ];
                          return false;
                        }
                        if (errors === _errs12) {
                          if (typeof data5 == 'number' && isFinite(data5)) {
                            if (data5 < 0 || isNaN(data5)) {
                              validate93.errors = [
                                {
                                  instancePath: instancePath + '/' + i0 + '/dlq_depth',
                                  schemaPath: '#/items/properties/dlq_depth/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
                                },
                              ];
                              return false;
                            }
                          }
                        }
                        var valid1 = _errs12 === errors;
                      } else {
                        var valid1 = true;
                      }
                    }
                  }
                }
              }
            }
          } else {
            validate93.errors = [
              {
                instancePath: instancePath + '/' + i0,
                schemaPath: '#/items/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              },
            ];
            return false;
          }
        }
        var valid0 = _errs1 === errors;
        if (!valid0) {
          break;
        }
      }
    } else {
      validate93.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        },
      ];
      return false;
    }
  }
  validate93.errors = vErrors;
  return errors === 0;
}
validate93.evaluated = { items: true, dynamicProps: false, dynamicItems: false };
export const validateQueueMessageInput = validate94 as unknown as Validator<QueueMessageInput>;
const schema126 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/message-input.schema.json',
  title: 'QueueMessageInput',
  description:
    'Input of `iii::queue::redrive_message` and `iii::queue::discard_message`: one message of a dead-letter queue.',
  type: 'object',
  required: ['message_id'],
  properties: {
    queue: { description: 'Topic or queue name.', type: 'string' },
    topic: { description: 'Alias of `queue`.', type: 'string' },
    message_id: {
      description: "The message's id, as `dlq_messages` lists it.",
      type: 'string',
      minLength: 1,
    },
  },
  additionalProperties: true,
  examples: [{ queue: 'orders.created', message_id: 'm1' }],
};
function validate94(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/message-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate94.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.message_id === undefined && (missing0 = 'message_id')) {
        validate94.errors = [
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
          const _errs2 = errors;
          if (typeof data.queue !== 'string') {
            validate94.errors = [
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
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.topic !== undefined) {
            const _errs4 = errors;
            if (typeof data.topic !== 'string') {
              validate94.errors = [
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
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.message_id !== undefined) {
              let data2 = data.message_id;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (typeof data2 === 'string') {
                  if (func1(data2) < 1) {
                    validate94.errors = [
                      {
                        instancePath: instancePath + '/message_id',
                        schemaPath: '#/properties/message_id/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                      },
                    ];
                    return false;
                  }
                } else {
                  validate94.errors = [
                    {
                      instancePath: instancePath + '/message_id',
                      schemaPath: '#/properties/message_id/type',
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
          }
        }
      }
    } else {
      validate94.errors = [
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
  validate94.errors = vErrors;
  return errors === 0;
}
validate94.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateQueueMessageOutput = validate95 as unknown as Validator<QueueMessageOutput>;
const schema127 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/message-output.schema.json',
  title: 'QueueMessageOutput',
  description:
    'Output of `iii::queue::redrive_message` (`redriven`) and `iii::queue::discard_message` (`discarded`): false when the dead-letter queue does not hold that message.',
  type: 'object',
  required: ['queue', 'message_id'],
  properties: {
    queue: { description: 'Topic or queue name.', type: 'string' },
    message_id: { description: "The message's id.", type: 'string' },
    redriven: { description: '`redrive_message`: the message went back to its queue.', type: 'boolean' },
    discarded: { description: '`discard_message`: the message was deleted.', type: 'boolean' },
  },
  additionalProperties: true,
  examples: [{ queue: 'orders.created', message_id: 'm1', redriven: true }],
};
function validate95(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/message-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate95.evaluated;
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
        (data.message_id === undefined && (missing0 = 'message_id'))
      ) {
        validate95.errors = [
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
          const _errs2 = errors;
          if (typeof data.queue !== 'string') {
            validate95.errors = [
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
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.message_id !== undefined) {
            const _errs4 = errors;
            if (typeof data.message_id !== 'string') {
              validate95.errors = [
                {
                  instancePath: instancePath + '/message_id',
                  schemaPath: '#/properties/message_id/type',
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
            if (data.redriven !== undefined) {
              const _errs6 = errors;
              if (typeof data.redriven !== 'boolean') {
                validate95.errors = [
                  {
                    instancePath: instancePath + '/redriven',
                    schemaPath: '#/properties/redriven/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.discarded !== undefined) {
                const _errs8 = errors;
                if (typeof data.discarded !== 'boolean') {
                  validate95.errors = [
                    {
                      instancePath: instancePath + '/discarded',
                      schemaPath: '#/properties/discarded/type',
                      keyword: 'type',
                      params: { type: 'boolean' },
                      message: 'must be boolean',
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
      }
    } else {
      validate95.errors = [
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
  validate95.errors = vErrors;
  return errors === 0;
}
validate95.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateQueuePublishInput = validate96 as unknown as Validator<QueuePublishInput>;
const schema128 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/publish-input.schema.json',
  title: 'QueuePublishInput',
  description:
    'Input of `iii::durable::publish`: one message to every function bound to `topic` by a `queue` or `durable:subscriber` trigger, each delivered at least once.',
  type: 'object',
  properties: {
    topic: { description: 'Topic to publish to.', type: 'string' },
    queue: { description: 'Alias of `topic`.', type: 'string' },
    data: { description: 'Payload every subscriber receives.', $ref: '../../common/json-value.schema.json' },
    messageGroupId: {
      description:
        "FIFO subscribers: messages of one group are delivered one at a time, in publish order. Defaults to the data field the queue's `message_group_field` names.",
      type: 'string',
    },
    priority: {
      description:
        "Higher is delivered first among ready messages, up to the subscriber's `maxPriority`; 0 by default.",
      type: 'integer',
      minimum: 0,
    },
    delaySeconds: {
      description:
        "Seconds before the message can be delivered; the subscriber's `delaySeconds` when absent.",
      type: 'number',
      minimum: 0,
    },
  },
  additionalProperties: true,
  examples: [
    { topic: 'orders.created', data: { id: 7 } },
    { topic: 'mail', data: {}, messageGroupId: 'u1', priority: 2 },
  ],
};
function validate96(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/publish-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate96.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.topic !== undefined) {
        const _errs2 = errors;
        if (typeof data.topic !== 'string') {
          validate96.errors = [
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
        if (data.queue !== undefined) {
          const _errs4 = errors;
          if (typeof data.queue !== 'string') {
            validate96.errors = [
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
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.data !== undefined) {
            let data2 = data.data;
            const _errs6 = errors;
            if (
              typeof data2 != 'object' &&
              typeof data2 !== 'string' &&
              !(typeof data2 == 'number' && isFinite(data2)) &&
              typeof data2 !== 'boolean'
            ) {
              validate96.errors = [
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
            var valid0 = _errs6 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.messageGroupId !== undefined) {
              const _errs9 = errors;
              if (typeof data.messageGroupId !== 'string') {
                validate96.errors = [
                  {
                    instancePath: instancePath + '/messageGroupId',
                    schemaPath: '#/properties/messageGroupId/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
              var valid0 = _errs9 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.priority !== undefined) {
                let data4 = data.priority;
                const _errs11 = errors;
                if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                  validate96.errors = [
                    {
                      instancePath: instancePath + '/priority',
                      schemaPath: '#/properties/priority/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs11) {
                  if (typeof data4 == 'number' && isFinite(data4)) {
                    if (data4 < 0 || isNaN(data4)) {
                      validate96.errors = [
                        {
                          instancePath: instancePath + '/priority',
                          schemaPath: '#/properties/priority/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 0 },
                          message: 'must be >= 0',
                        },
                      ];
                      return false;
                    }
                  }
                }
                var valid0 = _errs11 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.delaySeconds !== undefined) {
                  let data5 = data.delaySeconds;
                  const _errs13 = errors;
                  if (errors === _errs13) {
                    if (typeof data5 == 'number' && isFinite(data5)) {
                      if (data5 < 0 || isNaN(data5)) {
                        validate96.errors = [
                          {
                            instancePath: instancePath + '/delaySeconds',
                            schemaPath: '#/properties/delaySeconds/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 0 },
                            message: 'must be >= 0',
                          },
                        ];
                        return false;
                      }
                    } else {
                      validate96.errors = [
                        {
                          instancePath: instancePath + '/delaySeconds',
                          schemaPath: '#/properties/delaySeconds/type',
                          keyword: 'type',
                          params: { type: 'number' },
                          message: 'must be number',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs13 === errors;
                } else {
                  var valid0 = true;
                }
              }
            }
          }
        }
      }
    } else {
      validate96.errors = [
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
  validate96.errors = vErrors;
  return errors === 0;
}
validate96.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateQueueRedriveInput = validate97 as unknown as Validator<QueueRedriveInput>;
const schema130 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/redrive-input.schema.json',
  title: 'QueueRedriveInput',
  description:
    'Input of `iii::queue::redrive`: moves every message of a dead-letter queue back to its queue, with its attempts reset.',
  type: 'object',
  properties: {
    queue: { description: 'Topic or queue name.', type: 'string' },
    topic: { description: 'Alias of `queue`.', type: 'string' },
  },
  additionalProperties: true,
  examples: [{ queue: 'orders.created' }],
};
function validate97(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/redrive-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate97.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.queue !== undefined) {
        const _errs2 = errors;
        if (typeof data.queue !== 'string') {
          validate97.errors = [
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
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.topic !== undefined) {
          const _errs4 = errors;
          if (typeof data.topic !== 'string') {
            validate97.errors = [
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
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
        }
      }
    } else {
      validate97.errors = [
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
  validate97.errors = vErrors;
  return errors === 0;
}
validate97.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateQueueRedriveOutput = validate98 as unknown as Validator<QueueRedriveOutput>;
const schema131 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/redrive-output.schema.json',
  title: 'QueueRedriveOutput',
  description: 'Output of `iii::queue::redrive`.',
  type: 'object',
  required: ['queue', 'redriven'],
  properties: {
    queue: { description: 'Topic or queue name.', type: 'string' },
    redriven: { description: 'Messages moved back.', type: 'integer', minimum: 0 },
  },
  additionalProperties: true,
  examples: [{ queue: 'orders.created', redriven: 3 }],
};
function validate98(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/redrive-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate98.evaluated;
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
        (data.redriven === undefined && (missing0 = 'redriven'))
      ) {
        validate98.errors = [
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
          const _errs2 = errors;
          if (typeof data.queue !== 'string') {
            validate98.errors = [
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
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.redriven !== undefined) {
            let data1 = data.redriven;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate98.errors = [
                {
                  instancePath: instancePath + '/redriven',
                  schemaPath: '#/properties/redriven/type',
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
                  validate98.errors = [
                    {
                      instancePath: instancePath + '/redriven',
                      schemaPath: '#/properties/redriven/minimum',
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
        }
      }
    } else {
      validate98.errors = [
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
  validate98.errors = vErrors;
  return errors === 0;
}
validate98.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateQueueTopicInput = validate99 as unknown as Validator<QueueTopicInput>;
const schema132 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/topic-input.schema.json',
  title: 'QueueTopicInput',
  description: 'Input of `engine::queue::topic_stats`: the topic (or named queue) to describe.',
  type: 'object',
  required: ['topic'],
  properties: { topic: { description: 'Topic or queue name.', type: 'string', minLength: 1 } },
  additionalProperties: true,
  examples: [{ topic: 'orders.created' }],
};
function validate99(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/topic-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate99.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.topic === undefined && (missing0 = 'topic')) {
        validate99.errors = [
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
          let data0 = data.topic;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate99.errors = [
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
              validate99.errors = [
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
        }
      }
    } else {
      validate99.errors = [
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
  validate99.errors = vErrors;
  return errors === 0;
}
validate99.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateQueueTopicStatsOutput = validate100 as unknown as Validator<QueueTopicStatsOutput>;
const schema133 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/topic-stats-output.schema.json',
  title: 'QueueTopicStatsOutput',
  description:
    'Output of `engine::queue::topic_stats`: counts of one topic or named queue, over every function it delivers to. Counters (`done`, `failed`) count since the engine started.',
  type: 'object',
  required: ['depth', 'in_flight', 'done', 'failed', 'dlq_depth', 'consumer_count', 'config'],
  properties: {
    depth: {
      description:
        'Messages waiting to be delivered (ready, delayed or waiting for a retry), not counting those in flight.',
      type: 'integer',
      minimum: 0,
    },
    in_flight: { description: 'Messages being delivered now.', type: 'integer', minimum: 0 },
    done: { description: 'Deliveries that succeeded.', type: 'integer', minimum: 0 },
    failed: { description: 'Attempts that failed (each retry counts).', type: 'integer', minimum: 0 },
    dlq_depth: { description: "Messages in the topic's dead-letter queue.", type: 'integer', minimum: 0 },
    consumer_count: {
      description: 'Trigger bindings consuming the topic in this engine.',
      type: 'integer',
      minimum: 0,
    },
    config: { description: 'Settings of the named queue of that name, or null.', type: ['object', 'null'] },
  },
  additionalProperties: true,
  examples: [{ depth: 3, in_flight: 1, done: 40, failed: 2, dlq_depth: 1, consumer_count: 1, config: null }],
};
function validate100(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/queue/topic-stats-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate100.evaluated;
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
        (data.depth === undefined && (missing0 = 'depth')) ||
        (data.in_flight === undefined && (missing0 = 'in_flight')) ||
        (data.done === undefined && (missing0 = 'done')) ||
        (data.failed === undefined && (missing0 = 'failed')) ||
        (data.dlq_depth === undefined && (missing0 = 'dlq_depth')) ||
        (data.consumer_count === undefined && (missing0 = 'consumer_count')) ||
        (data.config === undefined && (missing0 = 'config'))
      ) {
        validate100.errors = [
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
        if (data.depth !== undefined) {
          let data0 = data.depth;
          const _errs2 = errors;
          if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
            validate100.errors = [
              {
                instancePath: instancePath + '/depth',
                schemaPath: '#/properties/depth/type',
                keyword: 'type',
                params: { type: 'integer' },
                message: 'must be integer',
              },
            ];
            return false;
          }
          if (errors === _errs2) {
            if (typeof data0 == 'number' && isFinite(data0)) {
              if (data0 < 0 || isNaN(data0)) {
                validate100.errors = [
                  {
                    instancePath: instancePath + '/depth',
                    schemaPath: '#/properties/depth/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 0 },
                    message: 'must be >= 0',
                  },
                ];
                return false;
              }
            }
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.in_flight !== undefined) {
            let data1 = data.in_flight;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate100.errors = [
                {
                  instancePath: instancePath + '/in_flight',
                  schemaPath: '#/properties/in_flight/type',
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
                  validate100.errors = [
                    {
                      instancePath: instancePath + '/in_flight',
                      schemaPath: '#/properties/in_flight/minimum',
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
            if (data.done !== undefined) {
              let data2 = data.done;
              const _errs6 = errors;
              if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                validate100.errors = [
                  {
                    instancePath: instancePath + '/done',
                    schemaPath: '#/properties/done/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  },
                ];
                return false;
              }
              if (errors === _errs6) {
                if (typeof data2 == 'number' && isFinite(data2)) {
                  if (data2 < 0 || isNaN(data2)) {
                    validate100.errors = [
                      {
                        instancePath: instancePath + '/done',
                        schemaPath: '#/properties/done/minimum',
                        keyword: 'minimum',
                        params: { comparison: '>=', limit: 0 },
                        message: 'must be >= 0',
                      },
                    ];
                    return false;
                  }
                }
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.failed !== undefined) {
                let data3 = data.failed;
                const _errs8 = errors;
                if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                  validate100.errors = [
                    {
                      instancePath: instancePath + '/failed',
                      schemaPath: '#/properties/failed/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs8) {
                  if (typeof data3 == 'number' && isFinite(data3)) {
                    if (data3 < 0 || isNaN(data3)) {
                      validate100.errors = [
                        {
                          instancePath: instancePath + '/failed',
                          schemaPath: '#/properties/failed/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 0 },
                          message: 'must be >= 0',
                        },
                      ];
                      return false;
                    }
                  }
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.dlq_depth !== undefined) {
                  let data4 = data.dlq_depth;
                  const _errs10 = errors;
                  if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                    validate100.errors = [
                      {
                        instancePath: instancePath + '/dlq_depth',
                        schemaPath: '#/properties/dlq_depth/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      },
                    ];
                    return false;
                  }
                  if (errors === _errs10) {
                    if (typeof data4 == 'number' && isFinite(data4)) {
                      if (data4 < 0 || isNaN(data4)) {
                        validate100.errors = [
                          {
                            instancePath: instancePath + '/dlq_depth',
                            schemaPath: '#/properties/dlq_depth/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 0 },
                            message: 'must be >= 0',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.consumer_count !== undefined) {
                    let data5 = data.consumer_count;
                    const _errs12 = errors;
                    if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                      validate100.errors = [
                        {
                          instancePath: instancePath + '/consumer_count',
                          schemaPath: '#/properties/consumer_count/type',
                          keyword: 'type',
                          params: { type: 'integer' },
                          message: 'must be integer',
                        },
                      ];
                      return false;
                    }
                    if (errors === _errs12) {
                      if (typeof data5 == 'number' && isFinite(data5)) {
                        if (data5 < 0 || isNaN(data5)) {
                          validate100.errors = [
                            {
                              instancePath: instancePath + '/consumer_count',
                              schemaPath: '#/properties/consumer_count/minimum',
                              keyword: 'minimum',
                              params: { comparison: '>=', limit: 0 },
                              message: 'must be >= 0',
                            },
                          ];
                          return false;
                        }
                      }
                    }
                    var valid0 = _errs12 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.config !== undefined) {
                      let data6 = data.config;
                      const _errs14 = errors;
                      if (!(data6 && typeof data6 == 'object' && !Array.isArray(data6)) && data6 !== null) {
                        validate100.errors = [
                          {
                            instancePath: instancePath + '/config',
                            schemaPath: '#/properties/config/type',
                            keyword: 'type',
                            params: { type: schema133.properties.config.type },
                            message: 'must be object,null',
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
      }
    } else {
      validate100.errors = [
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
  validate100.errors = vErrors;
  return errors === 0;
}
validate100.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateEvent = validate101 as unknown as Validator<StateEvent>;
const schema134 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state-event.schema.json',
  title: 'StateEvent',
  description: "Payload a `state` trigger's handler receives after a state entry changed.",
  type: 'object',
  required: ['type', 'event_type', 'scope', 'key', 'old_value', 'new_value'],
  properties: {
    type: { description: 'Always `state`.', const: 'state' },
    event_type: {
      description:
        '`state:created` when there was no previous value, `state:updated` when there was, `state:deleted` for a delete.',
      enum: ['state:created', 'state:updated', 'state:deleted'],
    },
    scope: { description: 'Scope (group) of the entry.', type: 'string' },
    key: { description: 'Key of the entry.', type: 'string' },
    old_value: {
      description: 'Value before the change; null when there was none.',
      $ref: '../common/json-value.schema.json',
    },
    new_value: {
      description: 'Value after the change; null after a delete.',
      $ref: '../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'state',
      event_type: 'state:updated',
      scope: 'users',
      key: 'u1',
      old_value: { n: 1 },
      new_value: { n: 2 },
    },
    {
      type: 'state',
      event_type: 'state:deleted',
      scope: 'users',
      key: 'u1',
      old_value: { n: 2 },
      new_value: null,
    },
  ],
};
function validate101(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state-event.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate101.evaluated;
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
        (data.type === undefined && (missing0 = 'type')) ||
        (data.event_type === undefined && (missing0 = 'event_type')) ||
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key')) ||
        (data.old_value === undefined && (missing0 = 'old_value')) ||
        (data.new_value === undefined && (missing0 = 'new_value'))
      ) {
        validate101.errors = [
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('state' !== data.type) {
            validate101.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'state' },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.event_type !== undefined) {
            let data1 = data.event_type;
            const _errs3 = errors;
            if (!(data1 === 'state:created' || data1 === 'state:updated' || data1 === 'state:deleted')) {
              validate101.errors = [
                {
                  instancePath: instancePath + '/event_type',
                  schemaPath: '#/properties/event_type/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema134.properties.event_type.enum },
                  message: 'must be equal to one of the allowed values',
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.scope !== undefined) {
              const _errs4 = errors;
              if (typeof data.scope !== 'string') {
                validate101.errors = [
                  {
                    instancePath: instancePath + '/scope',
                    schemaPath: '#/properties/scope/type',
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
              if (data.key !== undefined) {
                const _errs6 = errors;
                if (typeof data.key !== 'string') {
                  validate101.errors = [
                    {
                      instancePath: instancePath + '/key',
                      schemaPath: '#/properties/key/type',
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
                if (data.old_value !== undefined) {
                  let data4 = data.old_value;
                  const _errs8 = errors;
                  if (
                    typeof data4 != 'object' &&
                    typeof data4 !== 'string' &&
                    !(typeof data4 == 'number' && isFinite(data4)) &&
                    typeof data4 !== 'boolean'
                  ) {
                    validate101.errors = [
                      {
                        instancePath: instancePath + '/old_value',
                        schemaPath: '../common/json-value.schema.json/type',
                        keyword: 'type',
                        params: { type: schema33.type },
                        message: 'must be object,array,string,number,boolean,null',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs8 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.new_value !== undefined) {
                    let data5 = data.new_value;
                    const _errs11 = errors;
                    if (
                      typeof data5 != 'object' &&
                      typeof data5 !== 'string' &&
                      !(typeof data5 == 'number' && isFinite(data5)) &&
                      typeof data5 !== 'boolean'
                    ) {
                      validate101.errors = [
                        {
                          instancePath: instancePath + '/new_value',
                          schemaPath: '../common/json-value.schema.json/type',
                          keyword: 'type',
                          params: { type: schema33.type },
                          message: 'must be object,array,string,number,boolean,null',
                        },
                      ];
                      return false;
                    }
                    var valid0 = _errs11 === errors;
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
      validate101.errors = [
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
  validate101.errors = vErrors;
  return errors === 0;
}
validate101.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateCompareAndSetInput = validate102 as unknown as Validator<StateCompareAndSetInput>;
const schema137 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/compare-and-set-input.schema.json',
  title: 'StateCompareAndSetInput',
  description:
    'Input of `state::compare_and_set`: store `value` only if the current value equals `expected` (compared structurally: same JSON, object field order ignored). Serialized per key on every adapter and across engines sharing a Redis.',
  type: 'object',
  required: ['scope', 'key', 'expected', 'value'],
  properties: {
    scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
    key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
    expected: {
      description: 'The value the entry must hold; null matches a missing key (or a stored null).',
      $ref: '../../common/json-value.schema.json',
    },
    value: { description: 'The value to store when it does.', $ref: '../../common/json-value.schema.json' },
  },
  additionalProperties: true,
  examples: [{ scope: 'jobs', key: 'j1', expected: null, value: { owner: 'w1' } }],
};
function validate102(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/compare-and-set-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate102.evaluated;
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
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key')) ||
        (data.expected === undefined && (missing0 = 'expected')) ||
        (data.value === undefined && (missing0 = 'value'))
      ) {
        validate102.errors = [
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate102.errors = [
                  {
                    instancePath: instancePath + '/scope',
                    schemaPath: '#/properties/scope/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  },
                ];
                return false;
              }
            } else {
              validate102.errors = [
                {
                  instancePath: instancePath + '/scope',
                  schemaPath: '#/properties/scope/type',
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
          if (data.key !== undefined) {
            let data1 = data.key;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate102.errors = [
                    {
                      instancePath: instancePath + '/key',
                      schemaPath: '#/properties/key/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate102.errors = [
                  {
                    instancePath: instancePath + '/key',
                    schemaPath: '#/properties/key/type',
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
            if (data.expected !== undefined) {
              let data2 = data.expected;
              const _errs6 = errors;
              if (
                typeof data2 != 'object' &&
                typeof data2 !== 'string' &&
                !(typeof data2 == 'number' && isFinite(data2)) &&
                typeof data2 !== 'boolean'
              ) {
                validate102.errors = [
                  {
                    instancePath: instancePath + '/expected',
                    schemaPath: '../../common/json-value.schema.json/type',
                    keyword: 'type',
                    params: { type: schema33.type },
                    message: 'must be object,array,string,number,boolean,null',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.value !== undefined) {
                let data3 = data.value;
                const _errs9 = errors;
                if (
                  typeof data3 != 'object' &&
                  typeof data3 !== 'string' &&
                  !(typeof data3 == 'number' && isFinite(data3)) &&
                  typeof data3 !== 'boolean'
                ) {
                  validate102.errors = [
                    {
                      instancePath: instancePath + '/value',
                      schemaPath: '../../common/json-value.schema.json/type',
                      keyword: 'type',
                      params: { type: schema33.type },
                      message: 'must be object,array,string,number,boolean,null',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs9 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate102.errors = [
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
  validate102.errors = vErrors;
  return errors === 0;
}
validate102.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateCompareAndSetOutput = validate103 as unknown as Validator<StateCompareAndSetOutput>;
const schema140 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/compare-and-set-output.schema.json',
  title: 'StateCompareAndSetOutput',
  description: 'Output of `state::compare_and_set`, returned once a successful write is durable.',
  type: 'object',
  required: ['ok', 'current'],
  properties: {
    ok: {
      description:
        'True when `value` was stored; false when the entry held something other than `expected` (a conflict).',
      type: 'boolean',
    },
    current: {
      description:
        "The entry's value after the call: `value` when ok, otherwise what it holds (null when missing).",
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { ok: true, current: { owner: 'w1' } },
    { ok: false, current: { owner: 'w2' } },
  ],
};
function validate103(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/compare-and-set-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate103.evaluated;
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
        (data.ok === undefined && (missing0 = 'ok')) ||
        (data.current === undefined && (missing0 = 'current'))
      ) {
        validate103.errors = [
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
        if (data.ok !== undefined) {
          const _errs2 = errors;
          if (typeof data.ok !== 'boolean') {
            validate103.errors = [
              {
                instancePath: instancePath + '/ok',
                schemaPath: '#/properties/ok/type',
                keyword: 'type',
                params: { type: 'boolean' },
                message: 'must be boolean',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.current !== undefined) {
            let data1 = data.current;
            const _errs4 = errors;
            if (
              typeof data1 != 'object' &&
              typeof data1 !== 'string' &&
              !(typeof data1 == 'number' && isFinite(data1)) &&
              typeof data1 !== 'boolean'
            ) {
              validate103.errors = [
                {
                  instancePath: instancePath + '/current',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema33.type },
                  message: 'must be object,array,string,number,boolean,null',
                },
              ];
              return false;
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate103.errors = [
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
  validate103.errors = vErrors;
  return errors === 0;
}
validate103.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateDeleteInput = validate104 as unknown as Validator<StateDeleteInput>;
const schema142 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/delete-input.schema.json',
  title: 'StateDeleteInput',
  description: 'Input of `state::delete`: the entry to remove. Deleting a missing key is not an error.',
  type: 'object',
  required: ['scope', 'key'],
  properties: {
    scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
    key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
  },
  additionalProperties: true,
  examples: [{ scope: 'users', key: 'u1' }],
};
function validate104(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/delete-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate104.evaluated;
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
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key'))
      ) {
        validate104.errors = [
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate104.errors = [
                  {
                    instancePath: instancePath + '/scope',
                    schemaPath: '#/properties/scope/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  },
                ];
                return false;
              }
            } else {
              validate104.errors = [
                {
                  instancePath: instancePath + '/scope',
                  schemaPath: '#/properties/scope/type',
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
          if (data.key !== undefined) {
            let data1 = data.key;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate104.errors = [
                    {
                      instancePath: instancePath + '/key',
                      schemaPath: '#/properties/key/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate104.errors = [
                  {
                    instancePath: instancePath + '/key',
                    schemaPath: '#/properties/key/type',
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
      }
    } else {
      validate104.errors = [
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
  validate104.errors = vErrors;
  return errors === 0;
}
validate104.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateDeleteOutput = validate105 as unknown as Validator<StateDeleteOutput>;
const schema143 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/delete-output.schema.json',
  title: 'StateDeleteOutput',
  description:
    'Output of `state::delete`: the raw previous value, or null when there was none (not an `{old_value}` object, whatever some iii SDK types claim).',
  $ref: '../../common/json-value.schema.json',
  examples: [{ name: 'Ada' }, null],
};
function validate105(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/delete-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate105.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (
    typeof data != 'object' &&
    typeof data !== 'string' &&
    !(typeof data == 'number' && isFinite(data)) &&
    typeof data !== 'boolean'
  ) {
    validate105.errors = [
      {
        instancePath,
        schemaPath: '../../common/json-value.schema.json/type',
        keyword: 'type',
        params: { type: schema33.type },
        message: 'must be object,array,string,number,boolean,null',
      },
    ];
    return false;
  }
  validate105.errors = vErrors;
  return errors === 0;
}
validate105.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateStateGetInput = validate106 as unknown as Validator<StateGetInput>;
const schema145 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/get-input.schema.json',
  title: 'StateGetInput',
  description: 'Input of `state::get`: the entry to read.',
  type: 'object',
  required: ['scope', 'key'],
  properties: {
    scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
    key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
  },
  additionalProperties: true,
  examples: [{ scope: 'users', key: 'u1' }],
};
function validate106(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/get-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate106.evaluated;
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
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key'))
      ) {
        validate106.errors = [
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate106.errors = [
                  {
                    instancePath: instancePath + '/scope',
                    schemaPath: '#/properties/scope/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  },
                ];
                return false;
              }
            } else {
              validate106.errors = [
                {
                  instancePath: instancePath + '/scope',
                  schemaPath: '#/properties/scope/type',
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
          if (data.key !== undefined) {
            let data1 = data.key;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate106.errors = [
                    {
                      instancePath: instancePath + '/key',
                      schemaPath: '#/properties/key/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate106.errors = [
                  {
                    instancePath: instancePath + '/key',
                    schemaPath: '#/properties/key/type',
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
      }
    } else {
      validate106.errors = [
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
  validate106.errors = vErrors;
  return errors === 0;
}
validate106.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateGetOutput = validate107 as unknown as Validator<StateGetOutput>;
const schema146 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/get-output.schema.json',
  title: 'StateGetOutput',
  description: 'Output of `state::get`: the stored value, or null when the key has none.',
  $ref: '../../common/json-value.schema.json',
  examples: [{ name: 'Ada', visits: 3 }, null],
};
function validate107(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/get-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate107.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (
    typeof data != 'object' &&
    typeof data !== 'string' &&
    !(typeof data == 'number' && isFinite(data)) &&
    typeof data !== 'boolean'
  ) {
    validate107.errors = [
      {
        instancePath,
        schemaPath: '../../common/json-value.schema.json/type',
        keyword: 'type',
        params: { type: schema33.type },
        message: 'must be object,array,string,number,boolean,null',
      },
    ];
    return false;
  }
  validate107.errors = vErrors;
  return errors === 0;
}
validate107.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateStateListGroupsInput = validate108 as unknown as Validator<StateListGroupsInput>;
const schema148 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-groups-input.schema.json',
  title: 'StateListGroupsInput',
  description: 'Input of `state::list_groups`: no fields.',
  type: 'object',
  additionalProperties: true,
  examples: [{}],
};
function validate108(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-groups-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate108.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
    } else {
      validate108.errors = [
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
  validate108.errors = vErrors;
  return errors === 0;
}
validate108.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateListGroupsOutput = validate109 as unknown as Validator<StateListGroupsOutput>;
const schema149 = {
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
function validate109(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-groups-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate109.evaluated;
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
        validate109.errors = [
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
                  validate109.errors = [
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
              validate109.errors = [
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
      validate109.errors = [
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
  validate109.errors = vErrors;
  return errors === 0;
}
validate109.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateListInput = validate110 as unknown as Validator<StateListInput>;
const schema150 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-input.schema.json',
  title: 'StateListInput',
  description: 'Input of `state::list`: the scope whose values to return.',
  type: 'object',
  required: ['scope'],
  properties: { scope: { description: 'Scope (group) to list.', type: 'string', minLength: 1 } },
  additionalProperties: true,
  examples: [{ scope: 'users' }],
};
function validate110(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate110.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.scope === undefined && (missing0 = 'scope')) {
        validate110.errors = [
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate110.errors = [
                  {
                    instancePath: instancePath + '/scope',
                    schemaPath: '#/properties/scope/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  },
                ];
                return false;
              }
            } else {
              validate110.errors = [
                {
                  instancePath: instancePath + '/scope',
                  schemaPath: '#/properties/scope/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
          }
        }
      }
    } else {
      validate110.errors = [
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
  validate110.errors = vErrors;
  return errors === 0;
}
validate110.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateListKeysInput = validate111 as unknown as Validator<StateListKeysInput>;
const schema151 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-keys-input.schema.json',
  title: 'StateListKeysInput',
  description:
    "Input of `state::list_keys`: one page of a scope's entries, ordered by key (Unicode code point order).",
  type: 'object',
  required: ['scope'],
  properties: {
    scope: { description: 'Scope (group) to list.', type: 'string', minLength: 1 },
    prefix: { description: 'Only keys starting with this text.', type: 'string' },
    cursor: {
      description: '`next_cursor` of the previous page; absent or null for the first page.',
      type: ['string', 'null'],
    },
    limit: {
      description: 'Most entries in the page.',
      type: 'integer',
      minimum: 1,
      maximum: 1000,
      default: 100,
    },
  },
  additionalProperties: true,
  examples: [{ scope: 'users' }, { scope: 'users', prefix: 'u', cursor: 'u17', limit: 50 }],
};
function validate111(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-keys-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate111.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.scope === undefined && (missing0 = 'scope')) {
        validate111.errors = [
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate111.errors = [
                  {
                    instancePath: instancePath + '/scope',
                    schemaPath: '#/properties/scope/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  },
                ];
                return false;
              }
            } else {
              validate111.errors = [
                {
                  instancePath: instancePath + '/scope',
                  schemaPath: '#/properties/scope/type',
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
          if (data.prefix !== undefined) {
            const _errs4 = errors;
            if (typeof data.prefix !== 'string') {
              validate111.errors = [
                {
                  instancePath: instancePath + '/prefix',
                  schemaPath: '#/properties/prefix/type',
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
            if (data.cursor !== undefined) {
              let data2 = data.cursor;
              const _errs6 = errors;
              if (typeof data2 !== 'string' && data2 !== null) {
                validate111.errors = [
                  {
                    instancePath: instancePath + '/cursor',
                    schemaPath: '#/properties/cursor/type',
                    keyword: 'type',
                    params: { type: schema151.properties.cursor.type },
                    message: 'must be string,null',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.limit !== undefined) {
                let data3 = data.limit;
                const _errs8 = errors;
                if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                  validate111.errors = [
                    {
                      instancePath: instancePath + '/limit',
                      schemaPath: '#/properties/limit/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs8) {
                  if (typeof data3 == 'number' && isFinite(data3)) {
                    if (data3 > 1000 || isNaN(data3)) {
                      validate111.errors = [
                        {
                          instancePath: instancePath + '/limit',
                          schemaPath: '#/properties/limit/maximum',
                          keyword: 'maximum',
                          params: { comparison: '<=', limit: 1000 },
                          message: 'must be <= 1000',
                        },
                      ];
                      return false;
                    } else {
                      if (data3 < 1 || isNaN(data3)) {
                        validate111.errors = [
                          {
                            instancePath: instancePath + '/limit',
                            schemaPath: '#/properties/limit/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 1 },
                            message: 'must be >= 1',
                          },
                        ];
                        return false;
                      }
                    }
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
      validate111.errors = [
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
  validate111.errors = vErrors;
  return errors === 0;
}
validate111.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateListKeysOutput = validate112 as unknown as Validator<StateListKeysOutput>;
const schema152 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-keys-output.schema.json',
  title: 'StateListKeysOutput',
  description: 'Output of `state::list_keys`: one page of entries.',
  type: 'object',
  required: ['items', 'next_cursor'],
  properties: {
    items: {
      description: 'Entries of this page, ordered by key.',
      type: 'array',
      items: {
        title: 'StateKeyValue',
        description: 'One entry.',
        type: 'object',
        required: ['key', 'value'],
        properties: {
          key: { description: 'Key of the entry.', type: 'string' },
          value: { description: 'Its value.', $ref: '../../common/json-value.schema.json' },
        },
        additionalProperties: true,
      },
    },
    next_cursor: {
      description: 'Pass as `cursor` to get the next page; null when this page is the last.',
      type: ['string', 'null'],
    },
  },
  additionalProperties: true,
  examples: [{ items: [{ key: 'u1', value: { name: 'Ada' } }], next_cursor: null }],
};
function validate112(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-keys-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate112.evaluated;
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
        (data.items === undefined && (missing0 = 'items')) ||
        (data.next_cursor === undefined && (missing0 = 'next_cursor'))
      ) {
        validate112.errors = [
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
        if (data.items !== undefined) {
          let data0 = data.items;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0];
                const _errs4 = errors;
                if (errors === _errs4) {
                  if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                    let missing1;
                    if (
                      (data1.key === undefined && (missing1 = 'key')) ||
                      (data1.value === undefined && (missing1 = 'value'))
                    ) {
                      validate112.errors = [
                        {
                          instancePath: instancePath + '/items/' + i0,
                          schemaPath: '#/properties/items/items/required',
                          keyword: 'required',
                          params: { missingProperty: missing1 },
                          message: "must have required property '" + missing1 + "'",
                        },
                      ];
                      return false;
                    } else {
                      if (data1.key !== undefined) {
                        const _errs7 = errors;
                        if (typeof data1.key !== 'string') {
                          validate112.errors = [
                            {
                              instancePath: instancePath + '/items/' + i0 + '/key',
                              schemaPath: '#/properties/items/items/properties/key/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid2 = _errs7 === errors;
                      } else {
                        var valid2 = true;
                      }
                      if (valid2) {
                        if (data1.value !== undefined) {
                          let data3 = data1.value;
                          const _errs9 = errors;
                          if (
                            typeof data3 != 'object' &&
                            typeof data3 !== 'string' &&
                            !(typeof data3 == 'number' && isFinite(data3)) &&
                            typeof data3 !== 'boolean'
                          ) {
                            validate112.errors = [
                              {
                                instancePath: instancePath + '/items/' + i0 + '/value',
                                schemaPath: '../../common/json-value.schema.json/type',
                                keyword: 'type',
                                params: { type: schema33.type },
                                message: 'must be object,array,string,number,boolean,null',
                              },
                            ];
                            return false;
                          }
                          var valid2 = _errs9 === errors;
                        } else {
                          var valid2 = true;
                        }
                      }
                    }
                  } else {
                    validate112.errors = [
                      {
                        instancePath: instancePath + '/items/' + i0,
                        schemaPath: '#/properties/items/items/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      },
                    ];
                    return false;
                  }
                }
                var valid1 = _errs4 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate112.errors = [
                {
                  instancePath: instancePath + '/items',
                  schemaPath: '#/properties/items/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
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
          if (data.next_cursor !== undefined) {
            let data4 = data.next_cursor;
            const _errs12 = errors;
            if (typeof data4 !== 'string' && data4 !== null) {
              validate112.errors = [
                {
                  instancePath: instancePath + '/next_cursor',
                  schemaPath: '#/properties/next_cursor/type',
                  keyword: 'type',
                  params: { type: schema152.properties.next_cursor.type },
                  message: 'must be string,null',
                },
              ];
              return false;
            }
            var valid0 = _errs12 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate112.errors = [
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
  validate112.errors = vErrors;
  return errors === 0;
}
validate112.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateListOutput = validate113 as unknown as Validator<StateListOutput>;
const schema154 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-output.schema.json',
  title: 'StateListOutput',
  description:
    'Output of `state::list`: every value in the scope, ordered by key (Unicode code point order); empty for an unknown scope.',
  type: 'array',
  items: { $ref: '../../common/json-value.schema.json' },
  examples: [[{ name: 'Ada' }, { name: 'Grace' }], []],
};
function validate113(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate113.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (Array.isArray(data)) {
      var valid0 = true;
      const len0 = data.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data0 = data[i0];
        const _errs1 = errors;
        if (
          typeof data0 != 'object' &&
          typeof data0 !== 'string' &&
          !(typeof data0 == 'number' && isFinite(data0)) &&
          typeof data0 !== 'boolean'
        ) {
          validate113.errors = [
            {
              instancePath: instancePath + '/' + i0,
              schemaPath: '../../common/json-value.schema.json/type',
              keyword: 'type',
              params: { type: schema33.type },
              message: 'must be object,array,string,number,boolean,null',
            },
          ];
          return false;
        }
        var valid0 = _errs1 === errors;
        if (!valid0) {
          break;
        }
      }
    } else {
      validate113.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        },
      ];
      return false;
    }
  }
  validate113.errors = vErrors;
  return errors === 0;
}
validate113.evaluated = { items: true, dynamicProps: false, dynamicItems: false };
export const validateStateSetInput = validate114 as unknown as Validator<StateSetInput>;
const schema156 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/set-input.schema.json',
  title: 'StateSetInput',
  description:
    'Input of `state::set`: store `value` under `scope`/`key`, replacing any previous value. One of `value` and `data` is required (checked by the function, refused with `deserialization_error`); `data` is an alias of `value` kept for iii clients.',
  type: 'object',
  required: ['scope', 'key'],
  properties: {
    scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
    key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
    value: {
      description: "The value to store; its JSON text may not exceed the module's `max_value_bytes`.",
      $ref: '../../common/json-value.schema.json',
    },
    data: {
      description: 'Alias of `value`, used when `value` is absent.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { scope: 'users', key: 'u1', value: { name: 'Ada' } },
    { scope: 'users', key: 'u2', data: [1, 2] },
  ],
};
function validate114(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/set-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate114.evaluated;
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
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key'))
      ) {
        validate114.errors = [
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate114.errors = [
                  {
                    instancePath: instancePath + '/scope',
                    schemaPath: '#/properties/scope/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  },
                ];
                return false;
              }
            } else {
              validate114.errors = [
                {
                  instancePath: instancePath + '/scope',
                  schemaPath: '#/properties/scope/type',
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
          if (data.key !== undefined) {
            let data1 = data.key;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate114.errors = [
                    {
                      instancePath: instancePath + '/key',
                      schemaPath: '#/properties/key/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate114.errors = [
                  {
                    instancePath: instancePath + '/key',
                    schemaPath: '#/properties/key/type',
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
            if (data.value !== undefined) {
              let data2 = data.value;
              const _errs6 = errors;
              if (
                typeof data2 != 'object' &&
                typeof data2 !== 'string' &&
                !(typeof data2 == 'number' && isFinite(data2)) &&
                typeof data2 !== 'boolean'
              ) {
                validate114.errors = [
                  {
                    instancePath: instancePath + '/value',
                    schemaPath: '../../common/json-value.schema.json/type',
                    keyword: 'type',
                    params: { type: schema33.type },
                    message: 'must be object,array,string,number,boolean,null',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.data !== undefined) {
                let data3 = data.data;
                const _errs9 = errors;
                if (
                  typeof data3 != 'object' &&
                  typeof data3 !== 'string' &&
                  !(typeof data3 == 'number' && isFinite(data3)) &&
                  typeof data3 !== 'boolean'
                ) {
                  validate114.errors = [
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
                var valid0 = _errs9 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate114.errors = [
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
  validate114.errors = vErrors;
  return errors === 0;
}
validate114.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateSetOutput = validate115 as unknown as Validator<StateSetOutput>;
const schema159 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/set-output.schema.json',
  title: 'StateSetOutput',
  description: 'Output of `state::set`, returned once the write is durable.',
  type: 'object',
  required: ['old_value', 'new_value'],
  properties: {
    old_value: {
      description: 'The value before the write; null when there was none.',
      $ref: '../../common/json-value.schema.json',
    },
    new_value: { description: 'The value stored.', $ref: '../../common/json-value.schema.json' },
  },
  additionalProperties: true,
  examples: [{ old_value: null, new_value: { name: 'Ada' } }],
};
function validate115(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/set-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate115.evaluated;
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
        (data.old_value === undefined && (missing0 = 'old_value')) ||
        (data.new_value === undefined && (missing0 = 'new_value'))
      ) {
        validate115.errors = [
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
        if (data.old_value !== undefined) {
          let data0 = data.old_value;
          const _errs2 = errors;
          if (
            typeof data0 != 'object' &&
            typeof data0 !== 'string' &&
            !(typeof data0 == 'number' && isFinite(data0)) &&
            typeof data0 !== 'boolean'
          ) {
            validate115.errors = [
              {
                instancePath: instancePath + '/old_value',
                schemaPath: '../../common/json-value.schema.json/type',
                keyword: 'type',
                params: { type: schema33.type },
                message: 'must be object,array,string,number,boolean,null',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.new_value !== undefined) {
            let data1 = data.new_value;
            const _errs5 = errors;
            if (
              typeof data1 != 'object' &&
              typeof data1 !== 'string' &&
              !(typeof data1 == 'number' && isFinite(data1)) &&
              typeof data1 !== 'boolean'
            ) {
              validate115.errors = [
                {
                  instancePath: instancePath + '/new_value',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema33.type },
                  message: 'must be object,array,string,number,boolean,null',
                },
              ];
              return false;
            }
            var valid0 = _errs5 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate115.errors = [
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
  validate115.errors = vErrors;
  return errors === 0;
}
validate115.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateUpdateInput = validate116 as unknown as Validator<StateUpdateInput>;
const schema162 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/update-input.schema.json',
  title: 'StateUpdateInput',
  description:
    'Input of `state::update`: apply `ops` in order to one entry, atomically (no other write to the entry interleaves, on any adapter or engine).',
  type: 'object',
  required: ['scope', 'key', 'ops'],
  properties: {
    scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
    key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
    ops: {
      description: 'Operations, applied in order.',
      type: 'array',
      items: { $ref: 'update-op.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      scope: 'counters',
      key: 'visits',
      ops: [
        { type: 'increment', path: 'total', by: 1 },
        { type: 'set', path: 'last', value: 'u1' },
      ],
    },
  ],
};
const schema163 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/update-op.schema.json',
  title: 'StateUpdateOp',
  description:
    "One operation of `state::update`, tagged by `type`. The ops of a call run in order on one value; a missing key starts as `{}`. An op that cannot apply (wrong target type, path over the limits, a refused segment `__proto__`, `constructor` or `prototype`) is skipped and reported in the result's `errors` with its index; the other ops still apply.",
  type: 'object',
  required: ['type'],
  properties: {
    type: {
      description: 'Operation tag: `set`, `merge`, `increment`, `decrement`, `append` or `remove`.',
      type: 'string',
    },
  },
  additionalProperties: true,
  discriminator: { propertyName: 'type' },
  oneOf: [
    {
      title: 'StateSetOp',
      description: 'Sets a first-level field; the path `""` replaces the whole value.',
      type: 'object',
      required: ['type', 'path', 'value'],
      properties: {
        type: { description: 'Operation tag.', const: 'set' },
        path: {
          description: 'First-level field name, taken literally (dots are not separators); `""` is the root.',
          type: 'string',
        },
        value: { description: 'The value to store there.', $ref: '../../common/json-value.schema.json' },
      },
      additionalProperties: true,
    },
    {
      title: 'StateMergeOp',
      description:
        'Shallow-merges an object into the target object, creating missing (or null) objects along the path. The target must be an object, null or missing.',
      type: 'object',
      required: ['type', 'value'],
      properties: {
        type: { description: 'Operation tag.', const: 'merge' },
        path: {
          description:
            'Where to merge: one field name, or an array of segments for a nested target. Absent, `""` or `[]` is the root. At most 32 segments of at most 256 bytes.',
          type: ['string', 'array'],
          items: { type: 'string' },
        },
        value: {
          description:
            'Object whose fields are copied onto the target (at most 1024 fields, nesting depth at most 16).',
          $ref: '../../common/json-value.schema.json',
        },
      },
      additionalProperties: true,
    },
    {
      title: 'StateIncrementOp',
      description: 'Adds `by` to a number field; a missing field starts at `by`.',
      type: 'object',
      required: ['type', 'path', 'by'],
      properties: {
        type: { description: 'Operation tag.', const: 'increment' },
        path: { description: 'First-level field name; `""` is the root.', type: 'string' },
        by: { description: 'Amount to add.', type: 'integer' },
      },
      additionalProperties: true,
    },
    {
      title: 'StateDecrementOp',
      description: 'Subtracts `by` from a number field; a missing field starts at `-by`.',
      type: 'object',
      required: ['type', 'path', 'by'],
      properties: {
        type: { description: 'Operation tag.', const: 'decrement' },
        path: { description: 'First-level field name; `""` is the root.', type: 'string' },
        by: { description: 'Amount to subtract.', type: 'integer' },
      },
      additionalProperties: true,
    },
    {
      title: 'StateAppendOp',
      description:
        'Appends to an array, or concatenates a string to a string. A missing or null target becomes `[value]`, or the string itself when `value` is a string.',
      type: 'object',
      required: ['type', 'value'],
      properties: {
        type: { description: 'Operation tag.', const: 'append' },
        path: {
          description:
            'The target: one field name, or an array of segments for a nested target (missing objects along it are created). Absent, `""` or `[]` is the root.',
          type: ['string', 'array'],
          items: { type: 'string' },
        },
        value: {
          description: 'The element to append, or the string to concatenate.',
          $ref: '../../common/json-value.schema.json',
        },
      },
      additionalProperties: true,
    },
    {
      title: 'StateRemoveOp',
      description:
        'Removes a first-level field (removing a missing one is not an error); the path `""` sets the whole value to null.',
      type: 'object',
      required: ['type', 'path'],
      properties: {
        type: { description: 'Operation tag.', const: 'remove' },
        path: { description: 'First-level field name; `""` is the root.', type: 'string' },
      },
      additionalProperties: true,
    },
  ],
  examples: [
    { type: 'set', path: 'status', value: 'active' },
    { type: 'merge', path: ['profile', 'address'], value: { city: 'Lyon' } },
    { type: 'increment', path: 'count', by: 1 },
    { type: 'decrement', path: 'stock', by: 2 },
    { type: 'append', path: 'events', value: { kind: 'login' } },
    { type: 'remove', path: 'draft' },
  ],
};
function validate117(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/update-op.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate117.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = 'type')) {
        validate117.errors = [
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
        if (data.type !== undefined) {
          const _errs3 = errors;
          if (typeof data.type !== 'string') {
            validate117.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
          }
          var valid0 = _errs3 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          const tag0 = data.type;
          if (typeof tag0 == 'string') {
            if (tag0 === 'set') {
              const _errs5 = errors;
              if (errors === _errs5) {
                if (data && typeof data == 'object' && !Array.isArray(data)) {
                  let missing1;
                  if (
                    (data.type === undefined && (missing1 = 'type')) ||
                    (data.path === undefined && (missing1 = 'path')) ||
                    (data.value === undefined && (missing1 = 'value'))
                  ) {
                    validate117.errors = [
                      {
                        instancePath,
                        schemaPath: '#/oneOf/0/required',
                        keyword: 'required',
                        params: { missingProperty: missing1 },
                        message: "must have required property '" + missing1 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data.type !== undefined) {
                      const _errs8 = errors;
                      if ('set' !== data.type) {
                        validate117.errors = [
                          {
                            instancePath: instancePath + '/type',
                            schemaPath: '#/oneOf/0/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'set' },
                            message: 'must be equal to constant',
                          },
                        ];
                        return false;
                      }
                      var valid3 = _errs8 === errors;
                    } else {
                      var valid3 = true;
                    }
                    if (valid3) {
                      if (data.path !== undefined) {
                        const _errs9 = errors;
                        if (typeof data.path !== 'string') {
                          validate117.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/oneOf/0/properties/path/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid3 = _errs9 === errors;
                      } else {
                        var valid3 = true;
                      }
                      if (valid3) {
                        if (data.value !== undefined) {
                          let data3 = data.value;
                          const _errs11 = errors;
                          if (
                            typeof data3 != 'object' &&
                            typeof data3 !== 'string' &&
                            !(typeof data3 == 'number' && isFinite(data3)) &&
                            typeof data3 !== 'boolean'
                          ) {
                            validate117.errors = [
                              {
                                instancePath: instancePath + '/value',
                                schemaPath: '../../common/json-value.schema.json/type',
                                keyword: 'type',
                                params: { type: schema33.type },
                                message: 'must be object,array,string,number,boolean,null',
                              },
                            ];
                            return false;
                          }
                          var valid3 = _errs11 === errors;
                        } else {
                          var valid3 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate117.errors = [
                    {
                      instancePath,
                      schemaPath: '#/oneOf/0/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
            } else if (tag0 === 'merge') {
              const _errs14 = errors;
              if (errors === _errs14) {
                if (data && typeof data == 'object' && !Array.isArray(data)) {
                  let missing2;
                  if (
                    (data.type === undefined && (missing2 = 'type')) ||
                    (data.value === undefined && (missing2 = 'value'))
                  ) {
                    validate117.errors = [
                      {
                        instancePath,
                        schemaPath: '#/oneOf/1/required',
                        keyword: 'required',
                        params: { missingProperty: missing2 },
                        message: "must have required property '" + missing2 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data.type !== undefined) {
                      const _errs17 = errors;
                      if ('merge' !== data.type) {
                        validate117.errors = [
                          {
                            instancePath: instancePath + '/type',
                            schemaPath: '#/oneOf/1/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'merge' },
                            message: 'must be equal to constant',
                          },
                        ];
                        return false;
                      }
                      var valid6 = _errs17 === errors;
                    } else {
                      var valid6 = true;
                    }
                    if (valid6) {
                      if (data.path !== undefined) {
                        let data5 = data.path;
                        const _errs18 = errors;
                        if (typeof data5 !== 'string' && !Array.isArray(data5)) {
                          validate117.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/oneOf/1/properties/path/type',
                              keyword: 'type',
                              params: { type: schema163.oneOf[1].properties.path.type },
                              message: 'must be string,array',
                            },
                          ];
                          return false;
                        }
                        if (errors === _errs18) {
                          if (Array.isArray(data5)) {
                            var valid7 = true;
                            const len0 = data5.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                              const _errs20 = errors;
                              if (typeof data5[i0] !== 'string') {
                                validate117.errors = [
                                  {
                                    instancePath: instancePath + '/path/' + i0,
                                    schemaPath: '#/oneOf/1/properties/path/items/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid7 = _errs20 === errors;
                              if (!valid7) {
                                break;
                              }
                            }
                          }
                        }
                        var valid6 = _errs18 === errors;
                      } else {
                        var valid6 = true;
                      }
                      if (valid6) {
                        if (data.value !== undefined) {
                          let data7 = data.value;
                          const _errs22 = errors;
                          if (
                            typeof data7 != 'object' &&
                            typeof data7 !== 'string' &&
                            !(typeof data7 == 'number' && isFinite(data7)) &&
                            typeof data7 !== 'boolean'
                          ) {
                            validate117.errors = [
                              {
                                instancePath: instancePath + '/value',
                                schemaPath: '../../common/json-value.schema.json/type',
                                keyword: 'type',
                                params: { type: schema33.type },
                                message: 'must be object,array,string,number,boolean,null',
                              },
                            ];
                            return false;
                          }
                          var valid6 = _errs22 === errors;
                        } else {
                          var valid6 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate117.errors = [
                    {
                      instancePath,
                      schemaPath: '#/oneOf/1/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
            } else if (tag0 === 'increment') {
              const _errs25 = errors;
              if (errors === _errs25) {
                if (data && typeof data == 'object' && !Array.isArray(data)) {
                  let missing3;
                  if (
                    (data.type === undefined && (missing3 = 'type')) ||
                    (data.path === undefined && (missing3 = 'path')) ||
                    (data.by === undefined && (missing3 = 'by'))
                  ) {
                    validate117.errors = [
                      {
                        instancePath,
                        schemaPath: '#/oneOf/2/required',
                        keyword: 'required',
                        params: { missingProperty: missing3 },
                        message: "must have required property '" + missing3 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data.type !== undefined) {
                      const _errs28 = errors;
                      if ('increment' !== data.type) {
                        validate117.errors = [
                          {
                            instancePath: instancePath + '/type',
                            schemaPath: '#/oneOf/2/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'increment' },
                            message: 'must be equal to constant',
                          },
                        ];
                        return false;
                      }
                      var valid10 = _errs28 === errors;
                    } else {
                      var valid10 = true;
                    }
                    if (valid10) {
                      if (data.path !== undefined) {
                        const _errs29 = errors;
                        if (typeof data.path !== 'string') {
                          validate117.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/oneOf/2/properties/path/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid10 = _errs29 === errors;
                      } else {
                        var valid10 = true;
                      }
                      if (valid10) {
                        if (data.by !== undefined) {
                          let data10 = data.by;
                          const _errs31 = errors;
                          if (!(
                            typeof data10 == 'number' &&
                            !(data10 % 1) &&
                            !isNaN(data10) &&
                            isFinite(data10)
                          )) {
                            validate117.errors = [
                              {
                                instancePath: instancePath + '/by',
                                schemaPath: '#/oneOf/2/properties/by/type',
                                keyword: 'type',
                                params: { type: 'integer' },
                                message: 'must be integer',
                              },
                            ];
                            return false;
                          }
                          var valid10 = _errs31 === errors;
                        } else {
                          var valid10 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate117.errors = [
                    {
                      instancePath,
                      schemaPath: '#/oneOf/2/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
            } else if (tag0 === 'decrement') {
              const _errs33 = errors;
              if (errors === _errs33) {
                if (data && typeof data == 'object' && !Array.isArray(data)) {
                  let missing4;
                  if (
                    (data.type === undefined && (missing4 = 'type')) ||
                    (data.path === undefined && (missing4 = 'path')) ||
                    (data.by === undefined && (missing4 = 'by'))
                  ) {
                    validate117.errors = [
                      {
                        instancePath,
                        schemaPath: '#/oneOf/3/required',
                        keyword: 'required',
                        params: { missingProperty: missing4 },
                        message: "must have required property '" + missing4 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data.type !== undefined) {
                      const _errs36 = errors;
                      if ('decrement' !== data.type) {
                        validate117.errors = [
                          {
                            instancePath: instancePath + '/type',
                            schemaPath: '#/oneOf/3/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'decrement' },
                            message: 'must be equal to constant',
                          },
                        ];
                        return false;
                      }
                      var valid12 = _errs36 === errors;
                    } else {
                      var valid12 = true;
                    }
                    if (valid12) {
                      if (data.path !== undefined) {
                        const _errs37 = errors;
                        if (typeof data.path !== 'string') {
                          validate117.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/oneOf/3/properties/path/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid12 = _errs37 === errors;
                      } else {
                        var valid12 = true;
                      }
                      if (valid12) {
                        if (data.by !== undefined) {
                          let data13 = data.by;
                          const _errs39 = errors;
                          if (!(
                            typeof data13 == 'number' &&
                            !(data13 % 1) &&
                            !isNaN(data13) &&
                            isFinite(data13)
                          )) {
                            validate117.errors = [
                              {
                                instancePath: instancePath + '/by',
                                schemaPath: '#/oneOf/3/properties/by/type',
                                keyword: 'type',
                                params: { type: 'integer' },
                                message: 'must be integer',
                              },
                            ];
                            return false;
                          }
                          var valid12 = _errs39 === errors;
                        } else {
                          var valid12 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate117.errors = [
                    {
                      instancePath,
                      schemaPath: '#/oneOf/3/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
            } else if (tag0 === 'append') {
              const _errs41 = errors;
              if (errors === _errs41) {
                if (data && typeof data == 'object' && !Array.isArray(data)) {
                  let missing5;
                  if (
                    (data.type === undefined && (missing5 = 'type')) ||
                    (data.value === undefined && (missing5 = 'value'))
                  ) {
                    validate117.errors = [
                      {
                        instancePath,
                        schemaPath: '#/oneOf/4/required',
                        keyword: 'required',
                        params: { missingProperty: missing5 },
                        message: "must have required property '" + missing5 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data.type !== undefined) {
                      const _errs44 = errors;
                      if ('append' !== data.type) {
                        validate117.errors = [
                          {
                            instancePath: instancePath + '/type',
                            schemaPath: '#/oneOf/4/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'append' },
                            message: 'must be equal to constant',
                          },
                        ];
                        return false;
                      }
                      var valid14 = _errs44 === errors;
                    } else {
                      var valid14 = true;
                    }
                    if (valid14) {
                      if (data.path !== undefined) {
                        let data15 = data.path;
                        const _errs45 = errors;
                        if (typeof data15 !== 'string' && !Array.isArray(data15)) {
                          validate117.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/oneOf/4/properties/path/type',
                              keyword: 'type',
                              params: { type: schema163.oneOf[4].properties.path.type },
                              message: 'must be string,array',
                            },
                          ];
                          return false;
                        }
                        if (errors === _errs45) {
                          if (Array.isArray(data15)) {
                            var valid15 = true;
                            const len1 = data15.length;
                            for (let i1 = 0; i1 < len1; i1++) {
                              const _errs47 = errors;
                              if (typeof data15[i1] !== 'string') {
                                validate117.errors = [
                                  {
                                    instancePath: instancePath + '/path/' + i1,
                                    schemaPath: '#/oneOf/4/properties/path/items/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid15 = _errs47 === errors;
                              if (!valid15) {
                                break;
                              }
                            }
                          }
                        }
                        var valid14 = _errs45 === errors;
                      } else {
                        var valid14 = true;
                      }
                      if (valid14) {
                        if (data.value !== undefined) {
                          let data17 = data.value;
                          const _errs49 = errors;
                          if (
                            typeof data17 != 'object' &&
                            typeof data17 !== 'string' &&
                            !(typeof data17 == 'number' && isFinite(data17)) &&
                            typeof data17 !== 'boolean'
                          ) {
                            validate117.errors = [
                              {
                                instancePath: instancePath + '/value',
                                schemaPath: '../../common/json-value.schema.json/type',
                                keyword: 'type',
                                params: { type: schema33.type },
                                message: 'must be object,array,string,number,boolean,null',
                              },
                            ];
                            return false;
                          }
                          var valid14 = _errs49 === errors;
                        } else {
                          var valid14 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate117.errors = [
                    {
                      instancePath,
                      schemaPath: '#/oneOf/4/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
            } else if (tag0 === 'remove') {
              const _errs52 = errors;
              if (errors === _errs52) {
                if (data && typeof data == 'object' && !Array.isArray(data)) {
                  let missing6;
                  if (
                    (data.type === undefined && (missing6 = 'type')) ||
                    (data.path === undefined && (missing6 = 'path'))
                  ) {
                    validate117.errors = [
                      {
                        instancePath,
                        schemaPath: '#/oneOf/5/required',
                        keyword: 'required',
                        params: { missingProperty: missing6 },
                        message: "must have required property '" + missing6 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data.type !== undefined) {
                      const _errs55 = errors;
                      if ('remove' !== data.type) {
                        validate117.errors = [
                          {
                            instancePath: instancePath + '/type',
                            schemaPath: '#/oneOf/5/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'remove' },
                            message: 'must be equal to constant',
                          },
                        ];
                        return false;
                      }
                      var valid18 = _errs55 === errors;
                    } else {
                      var valid18 = true;
                    }
                    if (valid18) {
                      if (data.path !== undefined) {
                        const _errs56 = errors;
                        if (typeof data.path !== 'string') {
                          validate117.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/oneOf/5/properties/path/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid18 = _errs56 === errors;
                      } else {
                        var valid18 = true;
                      }
                    }
                  }
                } else {
                  validate117.errors = [
                    {
                      instancePath,
                      schemaPath: '#/oneOf/5/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
            } else {
              validate117.errors = [
                {
                  instancePath,
                  schemaPath: '#/discriminator',
                  keyword: 'discriminator',
                  params: { error: 'mapping', tag: 'type', tagValue: tag0 },
                  message: 'value of tag "type" must be in oneOf',
                },
              ];
              return false;
            }
          } else {
            validate117.errors = [
              {
                instancePath,
                schemaPath: '#/discriminator',
                keyword: 'discriminator',
                params: { error: 'tag', tag: 'type', tagValue: tag0 },
                message: 'tag "type" must be string',
              },
            ];
            return false;
          }
        }
      }
    } else {
      validate117.errors = [
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
  validate117.errors = vErrors;
  return errors === 0;
}
validate117.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate116(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/update-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate116.evaluated;
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
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key')) ||
        (data.ops === undefined && (missing0 = 'ops'))
      ) {
        validate116.errors = [
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate116.errors = [
                  {
                    instancePath: instancePath + '/scope',
                    schemaPath: '#/properties/scope/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  },
                ];
                return false;
              }
            } else {
              validate116.errors = [
                {
                  instancePath: instancePath + '/scope',
                  schemaPath: '#/properties/scope/type',
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
          if (data.key !== undefined) {
            let data1 = data.key;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate116.errors = [
                    {
                      instancePath: instancePath + '/key',
                      schemaPath: '#/properties/key/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate116.errors = [
                  {
                    instancePath: instancePath + '/key',
                    schemaPath: '#/properties/key/type',
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
            if (data.ops !== undefined) {
              let data2 = data.ops;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (Array.isArray(data2)) {
                  var valid1 = true;
                  const len0 = data2.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    const _errs8 = errors;
                    if (
                      !validate117(data2[i0], {
                        instancePath: instancePath + '/ops/' + i0,
                        parentData: data2,
                        parentDataProperty: i0,
                        rootData,
                        dynamicAnchors,
                      })
                    ) {
                      vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
                      errors = vErrors.length;
                    }
                    var valid1 = _errs8 === errors;
                    if (!valid1) {
                      break;
                    }
                  }
                } else {
                  validate116.errors = [
                    {
                      instancePath: instancePath + '/ops',
                      schemaPath: '#/properties/ops/type',
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
      validate116.errors = [
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
  validate116.errors = vErrors;
  return errors === 0;
}
validate116.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateUpdateOp = validate117 as unknown as Validator<StateUpdateOp>;
export const validateStateUpdateOutput = validate119 as unknown as Validator<StateUpdateOutput>;
const schema167 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/update-output.schema.json',
  title: 'StateUpdateOutput',
  description:
    'Output of `state::update`, returned once the write is durable. Nothing is written when no op applied.',
  type: 'object',
  required: ['old_value', 'new_value'],
  properties: {
    old_value: {
      description: 'The value before the ops; null when there was none.',
      $ref: '../../common/json-value.schema.json',
    },
    new_value: {
      description: 'The value after the ops that applied; null when the key still has none.',
      $ref: '../../common/json-value.schema.json',
    },
    errors: {
      description: 'One entry per op that was skipped; absent when every op applied.',
      type: 'array',
      items: {
        title: 'StateUpdateOpError',
        description: 'Why one op was skipped.',
        type: 'object',
        required: ['op_index', 'code', 'message'],
        properties: {
          op_index: { description: 'Index of the op in `ops`, from 0.', type: 'integer', minimum: 0 },
          code: {
            description:
              'Stable code, `<op>.<problem>`, e.g. `increment.not_number` (listed in docs/errors.md).',
            type: 'string',
          },
          message: { description: 'What was wrong, with the numbers involved.', type: 'string' },
          doc_url: { description: 'Where the code is documented.', type: 'string' },
        },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
  examples: [
    { old_value: { total: 1 }, new_value: { total: 2 } },
    {
      old_value: { name: 'Ada' },
      new_value: { name: 'Ada' },
      errors: [
        { op_index: 0, code: 'increment.not_number', message: 'Expected a number at "name", found string' },
      ],
    },
  ],
};
function validate119(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/update-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate119.evaluated;
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
        (data.old_value === undefined && (missing0 = 'old_value')) ||
        (data.new_value === undefined && (missing0 = 'new_value'))
      ) {
        validate119.errors = [
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
        if (data.old_value !== undefined) {
          let data0 = data.old_value;
          const _errs2 = errors;
          if (
            typeof data0 != 'object' &&
            typeof data0 !== 'string' &&
            !(typeof data0 == 'number' && isFinite(data0)) &&
            typeof data0 !== 'boolean'
          ) {
            validate119.errors = [
              {
                instancePath: instancePath + '/old_value',
                schemaPath: '../../common/json-value.schema.json/type',
                keyword: 'type',
                params: { type: schema33.type },
                message: 'must be object,array,string,number,boolean,null',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.new_value !== undefined) {
            let data1 = data.new_value;
            const _errs5 = errors;
            if (
              typeof data1 != 'object' &&
              typeof data1 !== 'string' &&
              !(typeof data1 == 'number' && isFinite(data1)) &&
              typeof data1 !== 'boolean'
            ) {
              validate119.errors = [
                {
                  instancePath: instancePath + '/new_value',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema33.type },
                  message: 'must be object,array,string,number,boolean,null',
                },
              ];
              return false;
            }
            var valid0 = _errs5 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.errors !== undefined) {
              let data2 = data.errors;
              const _errs8 = errors;
              if (errors === _errs8) {
                if (Array.isArray(data2)) {
                  var valid3 = true;
                  const len0 = data2.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let data3 = data2[i0];
                    const _errs10 = errors;
                    if (errors === _errs10) {
                      if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                        let missing1;
                        if (
                          (data3.op_index === undefined && (missing1 = 'op_index')) ||
                          (data3.code === undefined && (missing1 = 'code')) ||
                          (data3.message === undefined && (missing1 = 'message'))
                        ) {
                          validate119.errors = [
                            {
                              instancePath: instancePath + '/errors/' + i0,
                              schemaPath: '#/properties/errors/items/required',
                              keyword: 'required',
                              params: { missingProperty: missing1 },
                              message: "must have required property '" + missing1 + "'",
                            },
                          ];
                          return false;
                        } else {
                          if (data3.op_index !== undefined) {
                            let data4 = data3.op_index;
                            const _errs13 = errors;
                            if (!(
                              typeof data4 == 'number' &&
                              !(data4 % 1) &&
                              !isNaN(data4) &&
                              isFinite(data4)
                            )) {
                              validate119.errors = [
                                {
                                  instancePath: instancePath + '/errors/' + i0 + '/op_index',
                                  schemaPath: '#/properties/errors/items/properties/op_index/type',
                                  keyword: 'type',
                                  params: { type: 'integer' },
                                  message: 'must be integer',
                                },
                              ];
                              return false;
                            }
                            if (errors === _errs13) {
                              if (typeof data4 == 'number' && isFinite(data4)) {
                                if (data4 < 0 || isNaN(data4)) {
                                  validate119.errors = [
                                    {
                                      instancePath: instancePath + '/errors/' + i0 + '/op_index',
                                      schemaPath: '#/properties/errors/items/properties/op_index/minimum',
                                      keyword: 'minimum',
                                      params: { comparison: '>=', limit: 0 },
                                      message: 'must be >= 0',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            }
                            var valid4 = _errs13 === errors;
                          } else {
                            var valid4 = true;
                          }
                          if (valid4) {
                            if (data3.code !== undefined) {
                              const _errs15 = errors;
                              if (typeof data3.code !== 'string') {
                                validate119.errors = [
                                  {
                                    instancePath: instancePath + '/errors/' + i0 + '/code',
                                    schemaPath: '#/properties/errors/items/properties/code/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid4 = _errs15 === errors;
                            } else {
                              var valid4 = true;
                            }
                            if (valid4) {
                              if (data3.message !== undefined) {
                                const _errs17 = errors;
                                if (typeof data3.message !== 'string') {
                                  validate119.errors = [
                                    {
                                      instancePath: instancePath + '/errors/' + i0 + '/message',
                                      schemaPath: '#/properties/errors/items/properties/message/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid4 = _errs17 === errors;
                              } else {
                                var valid4 = true;
                              }
                              if (valid4) {
                                if (data3.doc_url !== undefined) {
                                  const _errs19 = errors;
                                  if (typeof data3.doc_url !== 'string') {
                                    validate119.errors = [
                                      {
                                        instancePath: instancePath + '/errors/' + i0 + '/doc_url',
                                        schemaPath: '#/properties/errors/items/properties/doc_url/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid4 = _errs19 === errors;
                                } else {
                                  var valid4 = true;
                                }
                              }
                            }
                          }
                        }
                      } else {
                        validate119.errors = [
                          {
                            instancePath: instancePath + '/errors/' + i0,
                            schemaPath: '#/properties/errors/items/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid3 = _errs10 === errors;
                    if (!valid3) {
                      break;
                    }
                  }
                } else {
                  validate119.errors = [
                    {
                      instancePath: instancePath + '/errors',
                      schemaPath: '#/properties/errors/type',
                      keyword: 'type',
                      params: { type: 'array' },
                      message: 'must be array',
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
      validate119.errors = [
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
  validate119.errors = vErrors;
  return errors === 0;
}
validate119.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStreamEvent = validate120 as unknown as Validator<StreamEvent>;
const schema170 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream-event.schema.json',
  title: 'StreamEvent',
  description:
    "Payload a `stream` trigger's handler receives, and the frame stream subscribers receive. Keys are camelCase, as in the iii protocol.",
  type: 'object',
  required: ['type', 'timestamp', 'streamName', 'groupId', 'event'],
  properties: {
    type: { description: 'Always `stream`.', const: 'stream' },
    timestamp: {
      description: 'When the change happened, in milliseconds since the Unix epoch.',
      type: 'integer',
    },
    streamName: { description: 'Stream of the item.', type: 'string' },
    groupId: { description: 'Group of the item.', type: 'string' },
    id: { description: 'Item id; absent for group-wide events.', type: 'string' },
    event: {
      description: 'What happened.',
      type: 'object',
      required: ['type'],
      properties: {
        type: {
          description:
            '`create`, `update`, `delete`, `event` (a custom event sent with `stream::send`); subscribers also see `sync` and `unauthorized`.',
          enum: ['create', 'update', 'delete', 'event', 'sync', 'unauthorized'],
        },
        data: {
          description: "The item's value after the change, or the snapshot for `sync`.",
          $ref: '../common/json-value.schema.json',
        },
        event: {
          description: 'For `event`: the custom event, `{type, data}`.',
          $ref: '../common/json-value.schema.json',
        },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'stream',
      timestamp: 1760000000000,
      streamName: 'todo',
      groupId: 'inbox',
      id: 't1',
      event: { type: 'update', data: { title: 'x' } },
    },
    {
      type: 'stream',
      timestamp: 1760000000000,
      streamName: 'chat',
      groupId: 'room-1',
      event: { type: 'event', event: { type: 'typing', data: { user: 'ada' } } },
    },
  ],
};
function validate120(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream-event.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate120.evaluated;
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
        (data.type === undefined && (missing0 = 'type')) ||
        (data.timestamp === undefined && (missing0 = 'timestamp')) ||
        (data.streamName === undefined && (missing0 = 'streamName')) ||
        (data.groupId === undefined && (missing0 = 'groupId')) ||
        (data.event === undefined && (missing0 = 'event'))
      ) {
        validate120.errors = [
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('stream' !== data.type) {
            validate120.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'stream' },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.timestamp !== undefined) {
            let data1 = data.timestamp;
            const _errs3 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate120.errors = [
                {
                  instancePath: instancePath + '/timestamp',
                  schemaPath: '#/properties/timestamp/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.streamName !== undefined) {
              const _errs5 = errors;
              if (typeof data.streamName !== 'string') {
                validate120.errors = [
                  {
                    instancePath: instancePath + '/streamName',
                    schemaPath: '#/properties/streamName/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.groupId !== undefined) {
                const _errs7 = errors;
                if (typeof data.groupId !== 'string') {
                  validate120.errors = [
                    {
                      instancePath: instancePath + '/groupId',
                      schemaPath: '#/properties/groupId/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.id !== undefined) {
                  const _errs9 = errors;
                  if (typeof data.id !== 'string') {
                    validate120.errors = [
                      {
                        instancePath: instancePath + '/id',
                        schemaPath: '#/properties/id/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs9 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.event !== undefined) {
                    let data5 = data.event;
                    const _errs11 = errors;
                    if (errors === _errs11) {
                      if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
                        let missing1;
                        if (data5.type === undefined && (missing1 = 'type')) {
                          validate120.errors = [
                            {
                              instancePath: instancePath + '/event',
                              schemaPath: '#/properties/event/required',
                              keyword: 'required',
                              params: { missingProperty: missing1 },
                              message: "must have required property '" + missing1 + "'",
                            },
                          ];
                          return false;
                        } else {
                          if (data5.type !== undefined) {
                            let data6 = data5.type;
                            const _errs14 = errors;
                            if (!(
                              data6 === 'create' ||
                              data6 === 'update' ||
                              data6 === 'delete' ||
                              data6 === 'event' ||
                              data6 === 'sync' ||
                              data6 === 'unauthorized'
                            )) {
                              validate120.errors = [
                                {
                                  instancePath: instancePath + '/event/type',
                                  schemaPath: '#/properties/event/properties/type/enum',
                                  keyword: 'enum',
                                  params: { allowedValues: schema170.properties.event.properties.type.enum },
                                  message: 'must be equal to one of the allowed values',
                                },
                              ];
                              return false;
                            }
                            var valid1 = _errs14 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data5.data !== undefined) {
                              let data7 = data5.data;
                              const _errs15 = errors;
                              if (
                                typeof data7 != 'object' &&
                                typeof data7 !== 'string' &&
                                !(typeof data7 == 'number' && isFinite(data7)) &&
                                typeof data7 !== 'boolean'
                              ) {
                                validate120.errors = [
                                  {
                                    instancePath: instancePath + '/event/data',
                                    schemaPath: '../common/json-value.schema.json/type',
                                    keyword: 'type',
                                    params: { type: schema33.type },
                                    message: 'must be object,array,string,number,boolean,null',
                                  },
                                ];
                                return false;
                              }
                              var valid1 = _errs15 === errors;
                            } else {
                              var valid1 = true;
                            }
                            if (valid1) {
                              if (data5.event !== undefined) {
                                let data8 = data5.event;
                                const _errs18 = errors;
                                if (
                                  typeof data8 != 'object' &&
                                  typeof data8 !== 'string' &&
                                  !(typeof data8 == 'number' && isFinite(data8)) &&
                                  typeof data8 !== 'boolean'
                                ) {
                                  validate120.errors = [
                                    {
                                      instancePath: instancePath + '/event/event',
                                      schemaPath: '../common/json-value.schema.json/type',
                                      keyword: 'type',
                                      params: { type: schema33.type },
                                      message: 'must be object,array,string,number,boolean,null',
                                    },
                                  ];
                                  return false;
                                }
                                var valid1 = _errs18 === errors;
                              } else {
                                var valid1 = true;
                              }
                            }
                          }
                        }
                      } else {
                        validate120.errors = [
                          {
                            instancePath: instancePath + '/event',
                            schemaPath: '#/properties/event/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs11 === errors;
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
      validate120.errors = [
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
  validate120.errors = vErrors;
  return errors === 0;
}
validate120.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStreamAuthInput = validate121 as unknown as Validator<StreamAuthInput>;
const schema173 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/auth-input.schema.json',
  title: 'StreamAuthInput',
  description: "Input of svc-stream's `auth_function`, called once per socket on upgrade.",
  type: 'object',
  required: ['headers', 'path', 'query_params', 'addr'],
  properties: {
    headers: {
      description: 'Request headers, lower-case names.',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    path: { description: 'The request path.', type: 'string' },
    query_params: {
      description: 'Query parameters, each with every value it was given.',
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    addr: { description: "The client's address and port.", type: 'string' },
  },
  additionalProperties: true,
  examples: [
    {
      headers: { authorization: 'Bearer x' },
      path: '/',
      query_params: { token: ['x'] },
      addr: '127.0.0.1:50000',
    },
  ],
};
function validate121(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/auth-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate121.evaluated;
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
        (data.headers === undefined && (missing0 = 'headers')) ||
        (data.path === undefined && (missing0 = 'path')) ||
        (data.query_params === undefined && (missing0 = 'query_params')) ||
        (data.addr === undefined && (missing0 = 'addr'))
      ) {
        validate121.errors = [
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
        if (data.headers !== undefined) {
          let data0 = data.headers;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
              for (const key0 in data0) {
                const _errs5 = errors;
                if (typeof data0[key0] !== 'string') {
                  validate121.errors = [
                    {
                      instancePath:
                        instancePath + '/headers/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/headers/additionalProperties/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid1 = _errs5 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate121.errors = [
                {
                  instancePath: instancePath + '/headers',
                  schemaPath: '#/properties/headers/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
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
          if (data.path !== undefined) {
            const _errs7 = errors;
            if (typeof data.path !== 'string') {
              validate121.errors = [
                {
                  instancePath: instancePath + '/path',
                  schemaPath: '#/properties/path/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid0 = _errs7 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.query_params !== undefined) {
              let data3 = data.query_params;
              const _errs9 = errors;
              if (errors === _errs9) {
                if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                  for (const key1 in data3) {
                    let data4 = data3[key1];
                    const _errs12 = errors;
                    if (errors === _errs12) {
                      if (Array.isArray(data4)) {
                        var valid3 = true;
                        const len0 = data4.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                          const _errs14 = errors;
                          if (typeof data4[i0] !== 'string') {
                            validate121.errors = [
                              {
                                instancePath:
                                  instancePath +
                                  '/query_params/' +
                                  key1.replace(/~/g, '~0').replace(/\//g, '~1') +
                                  '/' +
                                  i0,
                                schemaPath: '#/properties/query_params/additionalProperties/items/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid3 = _errs14 === errors;
                          if (!valid3) {
                            break;
                          }
                        }
                      } else {
                        validate121.errors = [
                          {
                            instancePath:
                              instancePath + '/query_params/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                            schemaPath: '#/properties/query_params/additionalProperties/type',
                            keyword: 'type',
                            params: { type: 'array' },
                            message: 'must be array',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid2 = _errs12 === errors;
                    if (!valid2) {
                      break;
                    }
                  }
                } else {
                  validate121.errors = [
                    {
                      instancePath: instancePath + '/query_params',
                      schemaPath: '#/properties/query_params/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs9 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.addr !== undefined) {
                const _errs16 = errors;
                if (typeof data.addr !== 'string') {
                  validate121.errors = [
                    {
                      instancePath: instancePath + '/addr',
                      schemaPath: '#/properties/addr/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs16 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate121.errors = [
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
  validate121.errors = vErrors;
  return errors === 0;
}
validate121.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStreamAuthOutput = validate122 as unknown as Validator<StreamAuthOutput>;
const schema174 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/auth-output.schema.json',
  title: 'StreamAuthOutput',
  description:
    "What svc-stream's `auth_function` answers to let a socket in; failing (throwing) refuses the upgrade with 401.",
  type: 'object',
  properties: {
    context: {
      description: 'Handed to `stream:join` and `stream:leave` handlers as `context`.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ context: { user: 'ada' } }, {}],
};
function validate122(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/auth-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate122.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.context !== undefined) {
        let data0 = data.context;
        if (
          typeof data0 != 'object' &&
          typeof data0 !== 'string' &&
          !(typeof data0 == 'number' && isFinite(data0)) &&
          typeof data0 !== 'boolean'
        ) {
          validate122.errors = [
            {
              instancePath: instancePath + '/context',
              schemaPath: '../../common/json-value.schema.json/type',
              keyword: 'type',
              params: { type: schema33.type },
              message: 'must be object,array,string,number,boolean,null',
            },
          ];
          return false;
        }
      }
    } else {
      validate122.errors = [
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
  validate122.errors = vErrors;
  return errors === 0;
}
validate122.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStreamDeleteInput = validate123 as unknown as Validator<StreamDeleteInput>;
const schema176 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/delete-input.schema.json',
  title: 'StreamDeleteInput',
  description: 'Input of `stream::delete`: remove one item; subscribers of the group see `delete`.',
  type: 'object',
  required: ['stream_name', 'group_id', 'item_id'],
  properties: {
    stream_name: { description: 'Stream of the item.', type: 'string', minLength: 1 },
    group_id: { description: 'Group of the item within its stream.', type: 'string', minLength: 1 },
    item_id: { description: 'Id of the item within its group.', type: 'string', minLength: 1 },
  },
  additionalProperties: true,
  examples: [{ stream_name: 'todo', group_id: 'inbox', item_id: 't1' }],
};
function validate123(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/delete-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate123.evaluated;
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
        (data.stream_name === undefined && (missing0 = 'stream_name')) ||
        (data.group_id === undefined && (missing0 = 'group_id')) ||
        (data.item_id === undefined && (missing0 = 'item_id'))
      ) {
        validate123.errors = [
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
                validate123.errors = [
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
              validate123.errors = [
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
            let data1 = data.group_id;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate123.errors = [
                    {
                      instancePath: instancePath + '/group_id',
                      schemaPath: '#/properties/group_id/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate123.errors = [
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
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.item_id !== undefined) {
              let data2 = data.item_id;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (typeof data2 === 'string') {
                  if (func1(data2) < 1) {
                    validate123.errors = [
                      {
                        instancePath: instancePath + '/item_id',
                        schemaPath: '#/properties/item_id/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                      },
                    ];
                    return false;
                  }
                } else {
                  validate123.errors = [
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
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate123.errors = [
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
  validate123.errors = vErrors;
  return errors === 0;
}
validate123.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStreamDeleteOutput = validate124 as unknown as Validator<StreamDeleteOutput>;
const schema177 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/delete-output.schema.json',
  title: 'StreamDeleteOutput',
  description: 'Output of `stream::delete`.',
  type: 'object',
  required: ['old_value'],
  properties: {
    old_value: {
      description: 'The item removed; null when there was none.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ old_value: { title: 'milk' } }, { old_value: null }],
};
function validate124(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/delete-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate124.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.old_value === undefined && (missing0 = 'old_value')) {
        validate124.errors = [
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
        if (data.old_value !== undefined) {
          let data0 = data.old_value;
          if (
            typeof data0 != 'object' &&
            typeof data0 !== 'string' &&
            !(typeof data0 == 'number' && isFinite(data0)) &&
            typeof data0 !== 'boolean'
          ) {
            validate124.errors = [
              {
                instancePath: instancePath + '/old_value',
                schemaPath: '../../common/json-value.schema.json/type',
                keyword: 'type',
                params: { type: schema33.type },
                message: 'must be object,array,string,number,boolean,null',
              },
            ];
            return false;
          }
        }
      }
    } else {
      validate124.errors = [
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
  validate124.errors = vErrors;
  return errors === 0;
}
validate124.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStreamGetInput = validate125 as unknown as Validator<StreamGetInput>;
const schema179 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/get-input.schema.json',
  title: 'StreamGetInput',
  description: 'Input of `stream::get`: one item; the output is its value, or null.',
  type: 'object',
  required: ['stream_name', 'group_id', 'item_id'],
  properties: {
    stream_name: { description: 'Stream of the item.', type: 'string', minLength: 1 },
    group_id: { description: 'Group of the item within its stream.', type: 'string', minLength: 1 },
    item_id: { description: 'Id of the item within its group.', type: 'string', minLength: 1 },
  },
  additionalProperties: true,
  examples: [{ stream_name: 'todo', group_id: 'inbox', item_id: 't1' }],
};
function validate125(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/get-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate125.evaluated;
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
        (data.stream_name === undefined && (missing0 = 'stream_name')) ||
        (data.group_id === undefined && (missing0 = 'group_id')) ||
        (data.item_id === undefined && (missing0 = 'item_id'))
      ) {
        validate125.errors = [
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
                validate125.errors = [
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
              validate125.errors = [
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
            let data1 = data.group_id;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate125.errors = [
                    {
                      instancePath: instancePath + '/group_id',
                      schemaPath: '#/properties/group_id/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate125.errors = [
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
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.item_id !== undefined) {
              let data2 = data.item_id;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (typeof data2 === 'string') {
                  if (func1(data2) < 1) {
                    validate125.errors = [
                      {
                        instancePath: instancePath + '/item_id',
                        schemaPath: '#/properties/item_id/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                      },
                    ];
                    return false;
                  }
                } else {
                  validate125.errors = [
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
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate125.errors = [
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
  validate125.errors = vErrors;
  return errors === 0;
}
validate125.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStreamJoinEvent = validate126 as unknown as Validator<StreamJoinEvent>;
const schema180 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/join-event.schema.json',
  title: 'StreamJoinEvent',
  description:
    'Payload a `stream:join` or `stream:leave` handler receives. A join handler may answer `contracts/stream/join-result`.',
  type: 'object',
  required: ['subscription_id', 'stream_name', 'group_id'],
  properties: {
    subscription_id: { description: "The client's subscription id.", type: 'string' },
    stream_name: { description: 'Stream joined or left.', type: 'string' },
    group_id: { description: 'Group joined or left.', type: 'string' },
    id: { description: 'Item joined or left, for an item subscription.', type: 'string' },
    context: {
      description: 'What the auth function answered as `context` for the socket.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ subscription_id: 's1', stream_name: 'todo', group_id: 'inbox', context: { user: 'ada' } }],
};
function validate126(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/join-event.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate126.evaluated;
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
        (data.subscription_id === undefined && (missing0 = 'subscription_id')) ||
        (data.stream_name === undefined && (missing0 = 'stream_name')) ||
        (data.group_id === undefined && (missing0 = 'group_id'))
      ) {
        validate126.errors = [
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
        if (data.subscription_id !== undefined) {
          const _errs2 = errors;
          if (typeof data.subscription_id !== 'string') {
            validate126.errors = [
              {
                instancePath: instancePath + '/subscription_id',
                schemaPath: '#/properties/subscription_id/type',
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
          if (data.stream_name !== undefined) {
            const _errs4 = errors;
            if (typeof data.stream_name !== 'string') {
              validate126.errors = [
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
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.group_id !== undefined) {
              const _errs6 = errors;
              if (typeof data.group_id !== 'string') {
                validate126.errors = [
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
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.id !== undefined) {
                const _errs8 = errors;
                if (typeof data.id !== 'string') {
                  validate126.errors = [
                    {
                      instancePath: instancePath + '/id',
                      schemaPath: '#/properties/id/type',
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
                if (data.context !== undefined) {
                  let data4 = data.context;
                  const _errs10 = errors;
                  if (
                    typeof data4 != 'object' &&
                    typeof data4 !== 'string' &&
                    !(typeof data4 == 'number' && isFinite(data4)) &&
                    typeof data4 !== 'boolean'
                  ) {
                    validate126.errors = [
                      {
                        instancePath: instancePath + '/context',
                        schemaPath: '../../common/json-value.schema.json/type',
                        keyword: 'type',
                        params: { type: schema33.type },
                        message: 'must be object,array,string,number,boolean,null',
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
      }
    } else {
      validate126.errors = [
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
  validate126.errors = vErrors;
  return errors === 0;
}
validate126.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStreamJoinResult = validate127 as unknown as Validator<StreamJoinResult>;
const schema182 = {
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
function validate127(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/join-result.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate127.evaluated;
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
          validate127.errors = [
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
      validate127.errors = [
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
  validate127.errors = vErrors;
  return errors === 0;
}
validate127.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStreamListAllInput = validate128 as unknown as Validator<StreamListAllInput>;
const schema183 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/list-all-input.schema.json',
  title: 'StreamListAllInput',
  description:
    'Input of `stream::list_all`: every stream with its groups. System streams (`svc:*`) are listed only with `include_system`.',
  type: 'object',
  properties: {
    include_system: {
      description: "Also list the engine's system streams (`svc:live`), marked `system: true`.",
      type: 'boolean',
    },
  },
  additionalProperties: true,
  examples: [{}, { include_system: true }],
};
function validate128(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/list-all-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate128.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.include_system !== undefined) {
        if (typeof data.include_system !== 'boolean') {
          validate128.errors = [
            {
              instancePath: instancePath + '/include_system',
              schemaPath: '#/properties/include_system/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            },
          ];
          return false;
        }
      }
    } else {
      validate128.errors = [
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
  validate128.errors = vErrors;
  return errors === 0;
}
validate128.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStreamListAllOutput = validate129 as unknown as Validator<StreamListAllOutput>;
const schema184 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/list-all-output.schema.json',
  title: 'StreamListAllOutput',
  description: 'Output of `stream::list_all`.',
  type: 'object',
  required: ['stream', 'count'],
  properties: {
    stream: {
      description: 'The streams, sorted by id.',
      type: 'array',
      items: {
        title: 'StreamSummary',
        description: 'One stream.',
        type: 'object',
        required: ['id', 'groups'],
        properties: {
          id: { description: 'The stream name.', type: 'string' },
          groups: {
            description: 'Its groups that hold items (for a system stream: the groups it serves), sorted.',
            type: 'array',
            items: { type: 'string' },
          },
          system: {
            description: "True for the engine's own streams (`svc:*`), which a console hides by default.",
            type: 'boolean',
          },
        },
        additionalProperties: true,
      },
    },
    count: { description: 'Number of streams.', type: 'integer', minimum: 0 },
  },
  additionalProperties: true,
  examples: [{ stream: [{ id: 'todo', groups: ['inbox'] }], count: 1 }],
};
function validate129(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/list-all-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate129.evaluated;
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
        (data.stream === undefined && (missing0 = 'stream')) ||
        (data.count === undefined && (missing0 = 'count'))
      ) {
        validate129.errors = [
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
        if (data.stream !== undefined) {
          let data0 = data.stream;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0];
                const _errs4 = errors;
                if (errors === _errs4) {
                  if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                    let missing1;
                    if (
                      (data1.id === undefined && (missing1 = 'id')) ||
                      (data1.groups === undefined && (missing1 = 'groups'))
                    ) {
                      validate129.errors = [
                        {
                          instancePath: instancePath + '/stream/' + i0,
                          schemaPath: '#/properties/stream/items/required',
                          keyword: 'required',
                          params: { missingProperty: missing1 },
                          message: "must have required property '" + missing1 + "'",
                        },
                      ];
                      return false;
                    } else {
                      if (data1.id !== undefined) {
                        const _errs7 = errors;
                        if (typeof data1.id !== 'string') {
                          validate129.errors = [
                            {
                              instancePath: instancePath + '/stream/' + i0 + '/id',
                              schemaPath: '#/properties/stream/items/properties/id/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid2 = _errs7 === errors;
                      } else {
                        var valid2 = true;
                      }
                      if (valid2) {
                        if (data1.groups !== undefined) {
                          let data3 = data1.groups;
                          const _errs9 = errors;
                          if (errors === _errs9) {
                            if (Array.isArray(data3)) {
                              var valid3 = true;
                              const len1 = data3.length;
                              for (let i1 = 0; i1 < len1; i1++) {
                                const _errs11 = errors;
                                if (typeof data3[i1] !== 'string') {
                                  validate129.errors = [
                                    {
                                      instancePath: instancePath + '/stream/' + i0 + '/groups/' + i1,
                                      schemaPath: '#/properties/stream/items/properties/groups/items/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid3 = _errs11 === errors;
                                if (!valid3) {
                                  break;
                                }
                              }
                            } else {
                              validate129.errors = [
                                {
                                  instancePath: instancePath + '/stream/' + i0 + '/groups',
                                  schemaPath: '#/properties/stream/items/properties/groups/type',
                                  keyword: 'type',
                                  params: { type: 'array' },
                                  message: 'must be array',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid2 = _errs9 === errors;
                        } else {
                          var valid2 = true;
                        }
                        if (valid2) {
                          if (data1.system !== undefined) {
                            const _errs13 = errors;
                            if (typeof data1.system !== 'boolean') {
                              validate129.errors = [
                                {
                                  instancePath: instancePath + '/stream/' + i0 + '/system',
                                  schemaPath: '#/properties/stream/items/properties/system/type',
                                  keyword: 'type',
                                  params: { type: 'boolean' },
                                  message: 'must be boolean',
                                },
                              ];
                              return false;
                            }
                            var valid2 = _errs13 === errors;
                          } else {
                            var valid2 = true;
                          }
                        }
                      }
                    }
                  } else {
                    validate129.errors = [
                      {
                        instancePath: instancePath + '/stream/' + i0,
                        schemaPath: '#/properties/stream/items/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      },
                    ];
                    return false;
                  }
                }
                var valid1 = _errs4 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate129.errors = [
                {
                  instancePath: instancePath + '/stream',
                  schemaPath: '#/properties/stream/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
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
          if (data.count !== undefined) {
            let data6 = data.count;
            const _errs15 = errors;
            if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
              validate129.errors = [
                {
                  instancePath: instancePath + '/count',
                  schemaPath: '#/properties/count/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                },
              ];
              return false;
            }
            if (errors === _errs15) {
              if (typeof data6 == 'number' && isFinite(data6)) {
                if (data6 < 0 || isNaN(data6)) {
                  validate129.errors = [
                    {
                      instancePath: instancePath + '/count',
                      schemaPath: '#/properties/count/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    },
                  ];
                  return false;
                }
              }
            }
            var valid0 = _errs15 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate129.errors = [
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
  validate129.errors = vErrors;
  return errors === 0;
}
validate129.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStreamListGroupsInput = validate130 as unknown as Validator<StreamListGroupsInput>;
const schema185 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/list-groups-input.schema.json',
  title: 'StreamListGroupsInput',
  description: 'Input of `stream::list_groups`: the groups of a stream that hold items.',
  type: 'object',
  required: ['stream_name'],
  properties: { stream_name: { description: 'Stream to list.', type: 'string', minLength: 1 } },
  additionalProperties: true,
  examples: [{ stream_name: 'todo' }],
};
function validate130(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/list-groups-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate130.evaluated;
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
        validate130.errors = [
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
                validate130.errors = [
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
              validate130.errors = [
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
        }
      }
    } else {
      validate130.errors = [
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
  validate130.errors = vErrors;
  return errors === 0;
}
validate130.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStreamListGroupsOutput = validate131 as unknown as Validator<StreamListGroupsOutput>;
const schema186 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/list-groups-output.schema.json',
  title: 'StreamListGroupsOutput',
  description:
    'Output of `stream::list_groups`: a bare array of group ids, sorted (unlike `state::list_groups`, as in iii).',
  type: 'array',
  items: { description: 'A group id.', type: 'string' },
  examples: [['archive', 'inbox']],
};
function validate131(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/list-groups-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate131.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (Array.isArray(data)) {
      var valid0 = true;
      const len0 = data.length;
      for (let i0 = 0; i0 < len0; i0++) {
        const _errs1 = errors;
        if (typeof data[i0] !== 'string') {
          validate131.errors = [
            {
              instancePath: instancePath + '/' + i0,
              schemaPath: '#/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            },
          ];
          return false;
        }
        var valid0 = _errs1 === errors;
        if (!valid0) {
          break;
        }
      }
    } else {
      validate131.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        },
      ];
      return false;
    }
  }
  validate131.errors = vErrors;
  return errors === 0;
}
validate131.evaluated = { items: true, dynamicProps: false, dynamicItems: false };
export const validateStreamListInput = validate132 as unknown as Validator<StreamListInput>;
const schema187 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/list-input.schema.json',
  title: 'StreamListInput',
  description:
    'Input of `stream::list`: every item of a group, in item-id order (the output is a bare array of values, as in iii).',
  type: 'object',
  required: ['stream_name', 'group_id'],
  properties: {
    stream_name: { description: 'Stream of the group.', type: 'string', minLength: 1 },
    group_id: { description: 'Group to list.', type: 'string', minLength: 1 },
  },
  additionalProperties: true,
  examples: [{ stream_name: 'todo', group_id: 'inbox' }],
};
function validate132(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/list-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate132.evaluated;
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
        (data.stream_name === undefined && (missing0 = 'stream_name')) ||
        (data.group_id === undefined && (missing0 = 'group_id'))
      ) {
        validate132.errors = [
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
                validate132.errors = [
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
              validate132.errors = [
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
            let data1 = data.group_id;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate132.errors = [
                    {
                      instancePath: instancePath + '/group_id',
                      schemaPath: '#/properties/group_id/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate132.errors = [
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
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate132.errors = [
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
  validate132.errors = vErrors;
  return errors === 0;
}
validate132.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStreamSendInput = validate133 as unknown as Validator<StreamSendInput>;
const schema188 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/send-input.schema.json',
  title: 'StreamSendInput',
  description:
    'Input of `stream::send`: push a custom event to the subscribers of a group (or of one item with `id`); nothing is stored. The output is null.',
  type: 'object',
  required: ['stream_name', 'group_id', 'type'],
  properties: {
    stream_name: { description: 'Stream of the group.', type: 'string', minLength: 1 },
    group_id: { description: 'Group whose subscribers get the event.', type: 'string', minLength: 1 },
    id: {
      description: 'Item the event is about; subscribers of the group and of that item get it.',
      type: 'string',
    },
    type: { description: 'The custom event type.', type: 'string', minLength: 1 },
    data: { description: "The event's data.", $ref: '../../common/json-value.schema.json' },
  },
  additionalProperties: true,
  examples: [{ stream_name: 'chat', group_id: 'room-1', type: 'typing', data: { user: 'ada' } }],
};
function validate133(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/send-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate133.evaluated;
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
        (data.stream_name === undefined && (missing0 = 'stream_name')) ||
        (data.group_id === undefined && (missing0 = 'group_id')) ||
        (data.type === undefined && (missing0 = 'type'))
      ) {
        validate133.errors = [
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
                validate133.errors = [
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
              validate133.errors = [
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
            let data1 = data.group_id;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate133.errors = [
                    {
                      instancePath: instancePath + '/group_id',
                      schemaPath: '#/properties/group_id/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate133.errors = [
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
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.id !== undefined) {
              const _errs6 = errors;
              if (typeof data.id !== 'string') {
                validate133.errors = [
                  {
                    instancePath: instancePath + '/id',
                    schemaPath: '#/properties/id/type',
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
              if (data.type !== undefined) {
                let data3 = data.type;
                const _errs8 = errors;
                if (errors === _errs8) {
                  if (typeof data3 === 'string') {
                    if (func1(data3) < 1) {
                      validate133.errors = [
                        {
                          instancePath: instancePath + '/type',
                          schemaPath: '#/properties/type/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        },
                      ];
                      return false;
                    }
                  } else {
                    validate133.errors = [
                      {
                        instancePath: instancePath + '/type',
                        schemaPath: '#/properties/type/type',
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
              if (valid0) {
                if (data.data !== undefined) {
                  let data4 = data.data;
                  const _errs10 = errors;
                  if (
                    typeof data4 != 'object' &&
                    typeof data4 !== 'string' &&
                    !(typeof data4 == 'number' && isFinite(data4)) &&
                    typeof data4 !== 'boolean'
                  ) {
                    validate133.errors = [
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
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
              }
            }
          }
        }
      }
    } else {
      validate133.errors = [
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
  validate133.errors = vErrors;
  return errors === 0;
}
validate133.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStreamSetInput = validate134 as unknown as Validator<StreamSetInput>;
const schema190 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/set-input.schema.json',
  title: 'StreamSetInput',
  description:
    'Input of `stream::set`: store `data` as item `item_id` of `stream_name`/`group_id`; subscribers of the group see `create` or `update`.',
  type: 'object',
  required: ['stream_name', 'group_id', 'item_id', 'data'],
  properties: {
    stream_name: { description: 'Stream of the item.', type: 'string', minLength: 1 },
    group_id: { description: 'Group of the item within its stream.', type: 'string', minLength: 1 },
    item_id: { description: 'Id of the item within its group.', type: 'string', minLength: 1 },
    data: { description: "The item's value.", $ref: '../../common/json-value.schema.json' },
  },
  additionalProperties: true,
  examples: [{ stream_name: 'todo', group_id: 'inbox', item_id: 't1', data: { title: 'milk' } }],
};
function validate134(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/set-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate134.evaluated;
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
        (data.stream_name === undefined && (missing0 = 'stream_name')) ||
        (data.group_id === undefined && (missing0 = 'group_id')) ||
        (data.item_id === undefined && (missing0 = 'item_id')) ||
        (data.data === undefined && (missing0 = 'data'))
      ) {
        validate134.errors = [
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
                validate134.errors = [
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
              validate134.errors = [
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
            let data1 = data.group_id;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate134.errors = [
                    {
                      instancePath: instancePath + '/group_id',
                      schemaPath: '#/properties/group_id/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate134.errors = [
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
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.item_id !== undefined) {
              let data2 = data.item_id;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (typeof data2 === 'string') {
                  if (func1(data2) < 1) {
                    validate134.errors = [
                      {
                        instancePath: instancePath + '/item_id',
                        schemaPath: '#/properties/item_id/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                      },
                    ];
                    return false;
                  }
                } else {
                  validate134.errors = [
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
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.data !== undefined) {
                let data3 = data.data;
                const _errs8 = errors;
                if (
                  typeof data3 != 'object' &&
                  typeof data3 !== 'string' &&
                  !(typeof data3 == 'number' && isFinite(data3)) &&
                  typeof data3 !== 'boolean'
                ) {
                  validate134.errors = [
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
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate134.errors = [
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
  validate134.errors = vErrors;
  return errors === 0;
}
validate134.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStreamSetOutput = validate135 as unknown as Validator<StreamSetOutput>;
const schema192 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/set-output.schema.json',
  title: 'StreamSetOutput',
  description: 'Output of `stream::set`.',
  type: 'object',
  required: ['old_value', 'new_value'],
  properties: {
    old_value: {
      description: 'The item before the write; null when there was none.',
      $ref: '../../common/json-value.schema.json',
    },
    new_value: { description: 'The item stored.', $ref: '../../common/json-value.schema.json' },
  },
  additionalProperties: true,
  examples: [{ old_value: null, new_value: { title: 'milk' } }],
};
function validate135(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/set-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate135.evaluated;
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
        (data.old_value === undefined && (missing0 = 'old_value')) ||
        (data.new_value === undefined && (missing0 = 'new_value'))
      ) {
        validate135.errors = [
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
        if (data.old_value !== undefined) {
          let data0 = data.old_value;
          const _errs2 = errors;
          if (
            typeof data0 != 'object' &&
            typeof data0 !== 'string' &&
            !(typeof data0 == 'number' && isFinite(data0)) &&
            typeof data0 !== 'boolean'
          ) {
            validate135.errors = [
              {
                instancePath: instancePath + '/old_value',
                schemaPath: '../../common/json-value.schema.json/type',
                keyword: 'type',
                params: { type: schema33.type },
                message: 'must be object,array,string,number,boolean,null',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.new_value !== undefined) {
            let data1 = data.new_value;
            const _errs5 = errors;
            if (
              typeof data1 != 'object' &&
              typeof data1 !== 'string' &&
              !(typeof data1 == 'number' && isFinite(data1)) &&
              typeof data1 !== 'boolean'
            ) {
              validate135.errors = [
                {
                  instancePath: instancePath + '/new_value',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema33.type },
                  message: 'must be object,array,string,number,boolean,null',
                },
              ];
              return false;
            }
            var valid0 = _errs5 === errors;
          } else {
            var valid0 = true;
          }
        }
      }
    } else {
      validate135.errors = [
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
  validate135.errors = vErrors;
  return errors === 0;
}
validate135.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStreamUpdateInput = validate136 as unknown as Validator<StreamUpdateInput>;
const schema195 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/update-input.schema.json',
  title: 'StreamUpdateInput',
  description:
    'Input of `stream::update`: apply `ops` in order to one item, atomically (the ops of `state::update`); the output is that of `state::update`.',
  type: 'object',
  required: ['stream_name', 'group_id', 'item_id', 'ops'],
  properties: {
    stream_name: { description: 'Stream of the item.', type: 'string', minLength: 1 },
    group_id: { description: 'Group of the item within its stream.', type: 'string', minLength: 1 },
    item_id: { description: 'Id of the item within its group.', type: 'string', minLength: 1 },
    ops: {
      description: 'Operations, applied in order.',
      type: 'array',
      items: { $ref: '../state/update-op.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      stream_name: 'todo',
      group_id: 'inbox',
      item_id: 't1',
      ops: [{ type: 'increment', path: 'views', by: 1 }],
    },
  ],
};
function validate136(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/update-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate136.evaluated;
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
        (data.stream_name === undefined && (missing0 = 'stream_name')) ||
        (data.group_id === undefined && (missing0 = 'group_id')) ||
        (data.item_id === undefined && (missing0 = 'item_id')) ||
        (data.ops === undefined && (missing0 = 'ops'))
      ) {
        validate136.errors = [
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
                validate136.errors = [
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
              validate136.errors = [
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
            let data1 = data.group_id;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate136.errors = [
                    {
                      instancePath: instancePath + '/group_id',
                      schemaPath: '#/properties/group_id/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate136.errors = [
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
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.item_id !== undefined) {
              let data2 = data.item_id;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (typeof data2 === 'string') {
                  if (func1(data2) < 1) {
                    validate136.errors = [
                      {
                        instancePath: instancePath + '/item_id',
                        schemaPath: '#/properties/item_id/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                      },
                    ];
                    return false;
                  }
                } else {
                  validate136.errors = [
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
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.ops !== undefined) {
                let data3 = data.ops;
                const _errs8 = errors;
                if (errors === _errs8) {
                  if (Array.isArray(data3)) {
                    var valid1 = true;
                    const len0 = data3.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                      const _errs10 = errors;
                      if (
                        !validate117(data3[i0], {
                          instancePath: instancePath + '/ops/' + i0,
                          parentData: data3,
                          parentDataProperty: i0,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
                        errors = vErrors.length;
                      }
                      var valid1 = _errs10 === errors;
                      if (!valid1) {
                        break;
                      }
                    }
                  } else {
                    validate136.errors = [
                      {
                        instancePath: instancePath + '/ops',
                        schemaPath: '#/properties/ops/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
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
      validate136.errors = [
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
  validate136.errors = vErrors;
  return errors === 0;
}
validate136.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateWorkerMetadata = validate138 as unknown as Validator<WorkerMetadata>;
function validate138(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/worker-metadata.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate138.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.runtime !== undefined) {
        const _errs2 = errors;
        if (typeof data.runtime !== 'string') {
          validate138.errors = [
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
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.version !== undefined) {
          const _errs4 = errors;
          if (typeof data.version !== 'string') {
            validate138.errors = [
              {
                instancePath: instancePath + '/version',
                schemaPath: '#/properties/version/type',
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
          if (data.name !== undefined) {
            const _errs6 = errors;
            if (typeof data.name !== 'string') {
              validate138.errors = [
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
            var valid0 = _errs6 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.description !== undefined) {
              const _errs8 = errors;
              if (typeof data.description !== 'string') {
                validate138.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: '#/properties/description/type',
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
              if (data.os !== undefined) {
                const _errs10 = errors;
                if (typeof data.os !== 'string') {
                  validate138.errors = [
                    {
                      instancePath: instancePath + '/os',
                      schemaPath: '#/properties/os/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs10 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.pid !== undefined) {
                  let data5 = data.pid;
                  const _errs12 = errors;
                  if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                    validate138.errors = [
                      {
                        instancePath: instancePath + '/pid',
                        schemaPath: '#/properties/pid/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs12 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.isolation !== undefined) {
                    let data6 = data.isolation;
                    const _errs14 = errors;
                    if (typeof data6 !== 'string' && data6 !== null) {
                      validate138.errors = [
                        {
                          instancePath: instancePath + '/isolation',
                          schemaPath: '#/properties/isolation/type',
                          keyword: 'type',
                          params: { type: schema98.properties.isolation.type },
                          message: 'must be string,null',
                        },
                      ];
                      return false;
                    }
                    var valid0 = _errs14 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.namespace !== undefined) {
                      let data7 = data.namespace;
                      const _errs16 = errors;
                      if (typeof data7 !== 'string' && data7 !== null) {
                        validate138.errors = [
                          {
                            instancePath: instancePath + '/namespace',
                            schemaPath: '#/properties/namespace/type',
                            keyword: 'type',
                            params: { type: schema98.properties.namespace.type },
                            message: 'must be string,null',
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs16 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.telemetry !== undefined) {
                        let data8 = data.telemetry;
                        const _errs18 = errors;
                        if (errors === _errs18) {
                          if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
                            if (data8.language !== undefined) {
                              const _errs21 = errors;
                              if (typeof data8.language !== 'string') {
                                validate138.errors = [
                                  {
                                    instancePath: instancePath + '/telemetry/language',
                                    schemaPath: '#/properties/telemetry/properties/language/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid1 = _errs21 === errors;
                            } else {
                              var valid1 = true;
                            }
                            if (valid1) {
                              if (data8.project_name !== undefined) {
                                const _errs23 = errors;
                                if (typeof data8.project_name !== 'string') {
                                  validate138.errors = [
                                    {
                                      instancePath: instancePath + '/telemetry/project_name',
                                      schemaPath: '#/properties/telemetry/properties/project_name/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid1 = _errs23 === errors;
                              } else {
                                var valid1 = true;
                              }
                              if (valid1) {
                                if (data8.framework !== undefined) {
                                  const _errs25 = errors;
                                  if (typeof data8.framework !== 'string') {
                                    validate138.errors = [
                                      {
                                        instancePath: instancePath + '/telemetry/framework',
                                        schemaPath: '#/properties/telemetry/properties/framework/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid1 = _errs25 === errors;
                                } else {
                                  var valid1 = true;
                                }
                              }
                            }
                          } else {
                            validate138.errors = [
                              {
                                instancePath: instancePath + '/telemetry',
                                schemaPath: '#/properties/telemetry/type',
                                keyword: 'type',
                                params: { type: 'object' },
                                message: 'must be object',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid0 = _errs18 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data._caller_worker_id !== undefined) {
                          const _errs27 = errors;
                          if (typeof data._caller_worker_id !== 'string') {
                            validate138.errors = [
                              {
                                instancePath: instancePath + '/_caller_worker_id',
                                schemaPath: '#/properties/_caller_worker_id/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid0 = _errs27 === errors;
                        } else {
                          var valid0 = true;
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate138.errors = [
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
  validate138.errors = vErrors;
  return errors === 0;
}
validate138.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
