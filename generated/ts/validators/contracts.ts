/* DO NOT EDIT — generated from schema/contracts/ by make generate */
// @ts-nocheck: the body is ajv output; the exports carry the types.
import type { Validator } from '../validator.js';
import type { CronEvent } from '../contracts/cron-event.js';
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
import type { HealthReport } from '../contracts/health-report.js';
import type { HttpError } from '../contracts/http-error.js';
import type { HttpMiddlewareRequest } from '../contracts/http-middleware-request.js';
import type { HttpMiddlewareResult } from '../contracts/http-middleware-result.js';
import type { HttpRequest } from '../contracts/http-request.js';
import type { HttpResponse } from '../contracts/http-response.js';
import type { ObservabilityClearInput } from '../contracts/observability/clear-input.js';
import type { ObservabilityClearOutput } from '../contracts/observability/clear-output.js';
import type { ObservabilityLogsListInput } from '../contracts/observability/logs-list-input.js';
import type { ObservabilityLogsListOutput } from '../contracts/observability/logs-list-output.js';
import type { ObservabilityMetricsListInput } from '../contracts/observability/metrics-list-input.js';
import type { ObservabilityMetricsListOutput } from '../contracts/observability/metrics-list-output.js';
import type { ObservabilityStoredLog } from '../contracts/observability/stored-log.js';
import type { ObservabilityStoredSpan } from '../contracts/observability/stored-span.js';
import type { ObservabilityTraceEvent } from '../contracts/observability/trace-event.js';
import type { ObservabilityTracesGroupByInput } from '../contracts/observability/traces-group-by-input.js';
import type { ObservabilityTracesGroupByOutput } from '../contracts/observability/traces-group-by-output.js';
import type { ObservabilityTracesListInput } from '../contracts/observability/traces-list-input.js';
import type { ObservabilityTracesListOutput } from '../contracts/observability/traces-list-output.js';
import type { ObservabilityTracesTreeInput } from '../contracts/observability/traces-tree-input.js';
import type { ObservabilityTracesTreeOutput } from '../contracts/observability/traces-tree-output.js';
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
import type { WorkerMetadata } from '../contracts/worker-metadata.js';

export const validateCronEvent = validate20 as unknown as Validator<CronEvent>;
const schema31 = {
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
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/cron-event.schema.json" */ let vErrors = null;
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
        (data.trigger === undefined && (missing0 = 'trigger')) ||
        (data.job_id === undefined && (missing0 = 'job_id')) ||
        (data.scheduled_time === undefined && (missing0 = 'scheduled_time')) ||
        (data.actual_time === undefined && (missing0 = 'actual_time'))
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
        if (data.trigger !== undefined) {
          const _errs2 = errors;
          if ('cron' !== data.trigger) {
            validate20.errors = [
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
              validate20.errors = [
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
                      validate20.errors = [
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
                    validate20.errors = [
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
                        validate20.errors = [
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
                      validate20.errors = [
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
export const validateEngineFunctionDetail = validate21 as unknown as Validator<EngineFunctionDetail>;
const schema32 = {
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
const schema35 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
};
const schema33 = {
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
const schema34 = {
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
function validate22(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/function-summary.schema.json" */ let vErrors = null;
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
        (data.function_id === undefined && (missing0 = 'function_id')) ||
        (data.worker_name === undefined && (missing0 = 'worker_name'))
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
        if (data.function_id !== undefined) {
          let data0 = data.function_id;
          const _errs2 = errors;
          const _errs3 = errors;
          if (errors === _errs3) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate22.errors = [
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
              validate22.errors = [
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
              validate22.errors = [
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
                validate22.errors = [
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
                    validate22.errors = [
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
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/function-detail.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (!validate22(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
    errors = vErrors.length;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.registered_triggers === undefined && (missing0 = 'registered_triggers')) {
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
        if (data.request_schema !== undefined) {
          let data0 = data.request_schema;
          const _errs3 = errors;
          if (
            typeof data0 != 'object' &&
            typeof data0 !== 'string' &&
            !(typeof data0 == 'number' && isFinite(data0)) &&
            typeof data0 !== 'boolean'
          ) {
            validate21.errors = [
              {
                instancePath: instancePath + '/request_schema',
                schemaPath: '../../common/json-value.schema.json/type',
                keyword: 'type',
                params: { type: schema35.type },
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
              validate21.errors = [
                {
                  instancePath: instancePath + '/response_schema',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema35.type },
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
                          validate21.errors = [
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
                              validate21.errors = [
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
                                validate21.errors = [
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
                                  validate21.errors = [
                                    {
                                      instancePath: instancePath + '/registered_triggers/' + i0 + '/config',
                                      schemaPath: '../../common/json-value.schema.json/type',
                                      keyword: 'type',
                                      params: { type: schema35.type },
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
                        validate21.errors = [
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
                  validate21.errors = [
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
export const validateEngineFunctionSummary = validate22 as unknown as Validator<EngineFunctionSummary>;
export const validateEngineFunctionsAvailableEvent =
  validate24 as unknown as Validator<EngineFunctionsAvailableEvent>;
const schema38 = {
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
function validate24(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/functions-available-event.schema.json" */ let vErrors = null;
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
      if (
        (data.event === undefined && (missing0 = 'event')) ||
        (data.functions === undefined && (missing0 = 'functions'))
      ) {
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
        if (data.event !== undefined) {
          const _errs2 = errors;
          if ('functions_changed' !== data.event) {
            validate24.errors = [
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
                    !validate22(data1[i0], {
                      instancePath: instancePath + '/functions/' + i0,
                      parentData: data1,
                      parentDataProperty: i0,
                      rootData,
                      dynamicAnchors,
                    })
                  ) {
                    vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
                    errors = vErrors.length;
                  }
                  var valid1 = _errs5 === errors;
                  if (!valid1) {
                    break;
                  }
                }
              } else {
                validate24.errors = [
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
export const validateEngineFunctionsInfoInput = validate26 as unknown as Validator<EngineFunctionsInfoInput>;
const schema39 = {
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
function validate26(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/functions-info-input.schema.json" */ let vErrors = null;
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
      if (data.function_id !== undefined) {
        const _errs2 = errors;
        if (typeof data.function_id !== 'string') {
          validate26.errors = [
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
                validate26.errors = [
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
                  validate26.errors = [
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
                      validate26.errors = [
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
              validate26.errors = [
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
export const validateEngineFunctionsInfoOutput =
  validate27 as unknown as Validator<EngineFunctionsInfoOutput>;
const schema40 = {
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
function validate27(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/functions-info-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate27.evaluated;
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
  if (!validate21(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
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
                  !validate21(data1, {
                    instancePath: instancePath + '/functions/' + i0,
                    parentData: data0,
                    parentDataProperty: i0,
                    rootData,
                    dynamicAnchors,
                  })
                ) {
                  vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
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
    validate27.errors = vErrors;
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
  validate27.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate27.evaluated = { dynamicProps: true, dynamicItems: false };
export const validateEngineFunctionsListInput = validate30 as unknown as Validator<EngineFunctionsListInput>;
const schema41 = {
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
function validate30(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/functions-list-input.schema.json" */ let vErrors = null;
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
      if (data.search !== undefined) {
        const _errs2 = errors;
        if (typeof data.search !== 'string') {
          validate30.errors = [
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
            validate30.errors = [
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
              validate30.errors = [
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
                      validate30.errors = [
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
                  validate30.errors = [
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
                  validate30.errors = [
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
export const validateEngineFunctionsListOutput =
  validate31 as unknown as Validator<EngineFunctionsListOutput>;
const schema42 = {
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
function validate31(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/functions-list-output.schema.json" */ let vErrors = null;
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
      if (data.functions === undefined && (missing0 = 'functions')) {
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
                  !validate22(data0[i0], {
                    instancePath: instancePath + '/functions/' + i0,
                    parentData: data0,
                    parentDataProperty: i0,
                    rootData,
                    dynamicAnchors,
                  })
                ) {
                  vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
                  errors = vErrors.length;
                }
                var valid1 = _errs4 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate31.errors = [
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
export const validateEngineRegisterTriggerInput =
  validate33 as unknown as Validator<EngineRegisterTriggerInput>;
const schema43 = {
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
function validate33(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/register-trigger-input.schema.json" */ let vErrors = null;
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
        (data.trigger_type === undefined && (missing0 = 'trigger_type')) ||
        (data.function_id === undefined && (missing0 = 'function_id'))
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
        if (data.trigger_type !== undefined) {
          let data0 = data.trigger_type;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate33.errors = [
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
              validate33.errors = [
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
                  validate33.errors = [
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
                validate33.errors = [
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
                validate33.errors = [
                  {
                    instancePath: instancePath + '/config',
                    schemaPath: '../../common/json-value.schema.json/type',
                    keyword: 'type',
                    params: { type: schema35.type },
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
                  validate33.errors = [
                    {
                      instancePath: instancePath + '/metadata',
                      schemaPath: '../../common/json-value.schema.json/type',
                      keyword: 'type',
                      params: { type: schema35.type },
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
export const validateEngineRegisterTriggerOutput =
  validate34 as unknown as Validator<EngineRegisterTriggerOutput>;
const schema46 = {
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
function validate34(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/register-trigger-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate34.evaluated;
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
        validate34.errors = [
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
            validate34.errors = [
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
      validate34.errors = [
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
  validate34.errors = vErrors;
  return errors === 0;
}
validate34.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineRegisteredTriggerSummary =
  validate35 as unknown as Validator<EngineRegisteredTriggerSummary>;
const schema47 = {
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
function validate35(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/registered-trigger-summary.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate35.evaluated;
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
        if (data.id !== undefined) {
          const _errs2 = errors;
          if (typeof data.id !== 'string') {
            validate35.errors = [
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
              validate35.errors = [
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
                validate35.errors = [
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
                  validate35.errors = [
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
                    validate35.errors = [
                      {
                        instancePath: instancePath + '/config',
                        schemaPath: '../../common/json-value.schema.json/type',
                        keyword: 'type',
                        params: { type: schema35.type },
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
                          validate35.errors = [
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
                        validate35.errors = [
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
                        validate35.errors = [
                          {
                            instancePath: instancePath + '/status',
                            schemaPath: '#/properties/status/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema47.properties.status.enum },
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
                          validate35.errors = [
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
export const validateEngineRegisteredTriggersInfoInput =
  validate36 as unknown as Validator<EngineRegisteredTriggersInfoInput>;
const schema49 = {
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
function validate36(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/registered-triggers-info-input.schema.json" */ let vErrors = null;
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
      if (data.id === undefined && (missing0 = 'id')) {
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
        if (data.id !== undefined) {
          if (typeof data.id !== 'string') {
            validate36.errors = [
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
export const validateEngineRegisteredTriggersInfoOutput =
  validate37 as unknown as Validator<EngineRegisteredTriggersInfoOutput>;
const schema50 = {
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
const schema52 = {
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
function validate37(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/registered-triggers-info-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate37.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (!validate35(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
    errors = vErrors.length;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.trigger === undefined && (missing0 = 'trigger')) ||
        (data.function === undefined && (missing0 = 'function'))
      ) {
        validate37.errors = [
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
            validate37.errors = [
              {
                instancePath: instancePath + '/metadata',
                schemaPath: '../../common/json-value.schema.json/type',
                keyword: 'type',
                params: { type: schema35.type },
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
              validate37.errors = vErrors;
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
                !validate22(data5, {
                  instancePath: instancePath + '/function',
                  parentData: data,
                  parentDataProperty: 'function',
                  rootData,
                  dynamicAnchors,
                })
              ) {
                vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
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
                validate37.errors = vErrors;
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
      validate37.errors = [
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
  validate37.errors = vErrors;
  return errors === 0;
}
validate37.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineRegisteredTriggersListInput =
  validate40 as unknown as Validator<EngineRegisteredTriggersListInput>;
const schema53 = {
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
function validate40(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/registered-triggers-list-input.schema.json" */ let vErrors = null;
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
      if (data.search !== undefined) {
        const _errs2 = errors;
        if (typeof data.search !== 'string') {
          validate40.errors = [
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
            validate40.errors = [
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
            var valid0 = _errs6 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.worker !== undefined) {
              const _errs8 = errors;
              if (typeof data.worker !== 'string') {
                validate40.errors = [
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
                  validate40.errors = [
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
export const validateEngineRegisteredTriggersListOutput =
  validate41 as unknown as Validator<EngineRegisteredTriggersListOutput>;
const schema54 = {
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
function validate41(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/registered-triggers-list-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate41.evaluated;
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
        validate41.errors = [
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
                  !validate35(data0[i0], {
                    instancePath: instancePath + '/registered_triggers/' + i0,
                    parentData: data0,
                    parentDataProperty: i0,
                    rootData,
                    dynamicAnchors,
                  })
                ) {
                  vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
                  errors = vErrors.length;
                }
                var valid1 = _errs4 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate41.errors = [
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
      validate41.errors = [
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
  validate41.errors = vErrors;
  return errors === 0;
}
validate41.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineTriggerTypeSummary = validate43 as unknown as Validator<EngineTriggerTypeSummary>;
function validate43(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/trigger-type-summary.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate43.evaluated;
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
        validate43.errors = [
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
            validate43.errors = [
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
              validate43.errors = [
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
                validate43.errors = [
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
      validate43.errors = [
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
  validate43.errors = vErrors;
  return errors === 0;
}
validate43.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineTriggersInfoInput = validate44 as unknown as Validator<EngineTriggersInfoInput>;
const schema56 = {
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
function validate44(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/triggers-info-input.schema.json" */ let vErrors = null;
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
      let missing0;
      if (data.id === undefined && (missing0 = 'id')) {
        validate44.errors = [
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
            validate44.errors = [
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
export const validateEngineTriggersInfoOutput = validate45 as unknown as Validator<EngineTriggersInfoOutput>;
const schema57 = {
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
function validate45(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/triggers-info-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate45.evaluated;
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
        validate45.errors = [
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
            validate45.errors = [
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
              validate45.errors = [
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
                validate45.errors = [
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
      validate45.errors = [
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
        validate45.errors = [
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
            validate45.errors = [
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
                validate45.errors = [
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
              validate45.errors = [
                {
                  instancePath: instancePath + '/configuration_schema',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema35.type },
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
                validate45.errors = [
                  {
                    instancePath: instancePath + '/request_schema',
                    schemaPath: '../../common/json-value.schema.json/type',
                    keyword: 'type',
                    params: { type: schema35.type },
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
export const validateEngineTriggersListInput = validate46 as unknown as Validator<EngineTriggersListInput>;
const schema61 = {
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
function validate46(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/triggers-list-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate46.evaluated;
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
          validate46.errors = [
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
            validate46.errors = [
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
              validate46.errors = [
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
      validate46.errors = [
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
  validate46.errors = vErrors;
  return errors === 0;
}
validate46.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineTriggersListOutput = validate47 as unknown as Validator<EngineTriggersListOutput>;
const schema62 = {
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
function validate47(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/triggers-list-output.schema.json" */ let vErrors = null;
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
      if (data.triggers === undefined && (missing0 = 'triggers')) {
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
                      validate47.errors = [
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
                          validate47.errors = [
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
                            validate47.errors = [
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
                              validate47.errors = [
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
                    validate47.errors = [
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
              validate47.errors = [
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
export const validateEngineUnregisterTriggerInput =
  validate48 as unknown as Validator<EngineUnregisterTriggerInput>;
const schema64 = {
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
function validate48(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/unregister-trigger-input.schema.json" */ let vErrors = null;
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
          const _errs2 = errors;
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
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.trigger_type !== undefined) {
            const _errs4 = errors;
            if (typeof data.trigger_type !== 'string') {
              validate48.errors = [
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
export const validateEngineUnregisterTriggerOutput =
  validate49 as unknown as Validator<EngineUnregisterTriggerOutput>;
const schema65 = {
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
function validate49(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/unregister-trigger-output.schema.json" */ let vErrors = null;
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
      if (data.removed === undefined && (missing0 = 'removed')) {
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
        if (data.removed !== undefined) {
          if (typeof data.removed !== 'boolean') {
            validate49.errors = [
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
export const validateEngineWorkerDetail = validate50 as unknown as Validator<EngineWorkerDetail>;
const schema66 = {
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
const schema67 = {
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
function validate50(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/worker-detail.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate50.evaluated;
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
        validate50.errors = [
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
            validate50.errors = [
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
              validate50.errors = [
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
                validate50.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: 'worker-summary.schema.json/properties/description/type',
                    keyword: 'type',
                    params: { type: schema67.properties.description.type },
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
                  validate50.errors = [
                    {
                      instancePath: instancePath + '/version',
                      schemaPath: 'worker-summary.schema.json/properties/version/type',
                      keyword: 'type',
                      params: { type: schema67.properties.version.type },
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
                    validate50.errors = [
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
                      validate50.errors = [
                        {
                          instancePath: instancePath + '/os',
                          schemaPath: 'worker-summary.schema.json/properties/os/type',
                          keyword: 'type',
                          params: { type: schema67.properties.os.type },
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
                        validate50.errors = [
                          {
                            instancePath: instancePath + '/status',
                            schemaPath: 'worker-summary.schema.json/properties/status/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema67.properties.status.enum },
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
                          validate50.errors = [
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
                              validate50.errors = [
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
                            validate50.errors = [
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
                                validate50.errors = [
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
                              validate50.errors = [
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
                                  validate50.errors = [
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
                                validate50.errors = [
                                  {
                                    instancePath: instancePath + '/isolation',
                                    schemaPath: 'worker-summary.schema.json/properties/isolation/type',
                                    keyword: 'type',
                                    params: { type: schema67.properties.isolation.type },
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
                                  validate50.errors = [
                                    {
                                      instancePath: instancePath + '/ip_address',
                                      schemaPath: 'worker-summary.schema.json/properties/ip_address/type',
                                      keyword: 'type',
                                      params: { type: schema67.properties.ip_address.type },
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
      validate50.errors = [
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
        validate50.errors = [
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
            validate50.errors = [
              {
                instancePath: instancePath + '/pid',
                schemaPath: '#/properties/pid/type',
                keyword: 'type',
                params: { type: schema66.properties.pid.type },
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
              validate50.errors = [
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
export const validateEngineWorkerSummary = validate51 as unknown as Validator<EngineWorkerSummary>;
function validate51(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/worker-summary.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate51.evaluated;
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
        if (data.id !== undefined) {
          const _errs2 = errors;
          if (typeof data.id !== 'string') {
            validate51.errors = [
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
              validate51.errors = [
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
                validate51.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: '#/properties/description/type',
                    keyword: 'type',
                    params: { type: schema67.properties.description.type },
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
                  validate51.errors = [
                    {
                      instancePath: instancePath + '/version',
                      schemaPath: '#/properties/version/type',
                      keyword: 'type',
                      params: { type: schema67.properties.version.type },
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
                    validate51.errors = [
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
                      validate51.errors = [
                        {
                          instancePath: instancePath + '/os',
                          schemaPath: '#/properties/os/type',
                          keyword: 'type',
                          params: { type: schema67.properties.os.type },
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
                        validate51.errors = [
                          {
                            instancePath: instancePath + '/status',
                            schemaPath: '#/properties/status/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema67.properties.status.enum },
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
                          validate51.errors = [
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
                              validate51.errors = [
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
                            validate51.errors = [
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
                                validate51.errors = [
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
                              validate51.errors = [
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
                                  validate51.errors = [
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
                                validate51.errors = [
                                  {
                                    instancePath: instancePath + '/isolation',
                                    schemaPath: '#/properties/isolation/type',
                                    keyword: 'type',
                                    params: { type: schema67.properties.isolation.type },
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
                                  validate51.errors = [
                                    {
                                      instancePath: instancePath + '/ip_address',
                                      schemaPath: '#/properties/ip_address/type',
                                      keyword: 'type',
                                      params: { type: schema67.properties.ip_address.type },
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
export const validateEngineWorkersAvailableEvent =
  validate52 as unknown as Validator<EngineWorkersAvailableEvent>;
const schema69 = {
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
function validate52(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-available-event.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate52.evaluated;
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
        validate52.errors = [
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
            validate52.errors = [
              {
                instancePath: instancePath + '/event',
                schemaPath: '#/properties/event/enum',
                keyword: 'enum',
                params: { allowedValues: schema69.properties.event.enum },
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
              validate52.errors = [
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
      validate52.errors = [
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
  validate52.errors = vErrors;
  return errors === 0;
}
validate52.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineWorkersInfoInput = validate53 as unknown as Validator<EngineWorkersInfoInput>;
const schema70 = {
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
function validate53(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-info-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate53.evaluated;
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
        validate53.errors = [
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
            validate53.errors = [
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
      validate53.errors = [
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
  validate53.errors = vErrors;
  return errors === 0;
}
validate53.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineWorkersInfoOutput = validate54 as unknown as Validator<EngineWorkersInfoOutput>;
const schema71 = {
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
function validate54(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-info-output.schema.json" */ let vErrors = null;
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
      let missing0;
      if (
        (data.worker === undefined && (missing0 = 'worker')) ||
        (data.functions === undefined && (missing0 = 'functions')) ||
        (data.trigger_types === undefined && (missing0 = 'trigger_types')) ||
        (data.registered_triggers === undefined && (missing0 = 'registered_triggers'))
      ) {
        validate54.errors = [
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
            !validate50(data.worker, {
              instancePath: instancePath + '/worker',
              parentData: data,
              parentDataProperty: 'worker',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
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
                    !validate22(data1[i0], {
                      instancePath: instancePath + '/functions/' + i0,
                      parentData: data1,
                      parentDataProperty: i0,
                      rootData,
                      dynamicAnchors,
                    })
                  ) {
                    vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
                    errors = vErrors.length;
                  }
                  var valid1 = _errs5 === errors;
                  if (!valid1) {
                    break;
                  }
                }
              } else {
                validate54.errors = [
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
                          validate54.errors = [
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
                              validate54.errors = [
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
                                validate54.errors = [
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
                        validate54.errors = [
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
                  validate54.errors = [
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
                        !validate35(data7[i2], {
                          instancePath: instancePath + '/registered_triggers/' + i2,
                          parentData: data7,
                          parentDataProperty: i2,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
                        errors = vErrors.length;
                      }
                      var valid4 = _errs17 === errors;
                      if (!valid4) {
                        break;
                      }
                    }
                  } else {
                    validate54.errors = [
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
export const validateEngineWorkersListInput = validate58 as unknown as Validator<EngineWorkersListInput>;
const schema72 = {
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
function validate58(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-list-input.schema.json" */ let vErrors = null;
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
      if (data.search !== undefined) {
        const _errs2 = errors;
        if (typeof data.search !== 'string') {
          validate58.errors = [
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
            validate58.errors = [
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
              validate58.errors = [
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
export const validateEngineWorkersListOutput = validate59 as unknown as Validator<EngineWorkersListOutput>;
const schema73 = {
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
function validate59(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-list-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate59.evaluated;
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
        validate59.errors = [
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
                      validate59.errors = [
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
                          validate59.errors = [
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
                            validate59.errors = [
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
                              validate59.errors = [
                                {
                                  instancePath: instancePath + '/workers/' + i0 + '/description',
                                  schemaPath: 'worker-summary.schema.json/properties/description/type',
                                  keyword: 'type',
                                  params: { type: schema67.properties.description.type },
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
                                validate59.errors = [
                                  {
                                    instancePath: instancePath + '/workers/' + i0 + '/version',
                                    schemaPath: 'worker-summary.schema.json/properties/version/type',
                                    keyword: 'type',
                                    params: { type: schema67.properties.version.type },
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
                                  validate59.errors = [
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
                                    validate59.errors = [
                                      {
                                        instancePath: instancePath + '/workers/' + i0 + '/os',
                                        schemaPath: 'worker-summary.schema.json/properties/os/type',
                                        keyword: 'type',
                                        params: { type: schema67.properties.os.type },
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
                                      validate59.errors = [
                                        {
                                          instancePath: instancePath + '/workers/' + i0 + '/status',
                                          schemaPath: 'worker-summary.schema.json/properties/status/enum',
                                          keyword: 'enum',
                                          params: { allowedValues: schema67.properties.status.enum },
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
                                        validate59.errors = [
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
                                            validate59.errors = [
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
                                          validate59.errors = [
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
                                              validate59.errors = [
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
                                            validate59.errors = [
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
                                                validate59.errors = [
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
                                              validate59.errors = [
                                                {
                                                  instancePath:
                                                    instancePath + '/workers/' + i0 + '/isolation',
                                                  schemaPath:
                                                    'worker-summary.schema.json/properties/isolation/type',
                                                  keyword: 'type',
                                                  params: { type: schema67.properties.isolation.type },
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
                                                validate59.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath + '/workers/' + i0 + '/ip_address',
                                                    schemaPath:
                                                      'worker-summary.schema.json/properties/ip_address/type',
                                                    keyword: 'type',
                                                    params: { type: schema67.properties.ip_address.type },
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
                    validate59.errors = [
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
              validate59.errors = [
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
export const validateEngineWorkersRegisterInput =
  validate60 as unknown as Validator<EngineWorkersRegisterInput>;
const schema75 = {
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
const schema76 = {
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
function validate60(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-register-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate60.evaluated;
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
          validate60.errors = [
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
            validate60.errors = [
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
              validate60.errors = [
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
                validate60.errors = [
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
                  validate60.errors = [
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
                    validate60.errors = [
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
                      validate60.errors = [
                        {
                          instancePath: instancePath + '/isolation',
                          schemaPath: '../worker-metadata.schema.json/properties/isolation/type',
                          keyword: 'type',
                          params: { type: schema76.properties.isolation.type },
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
                        validate60.errors = [
                          {
                            instancePath: instancePath + '/namespace',
                            schemaPath: '../worker-metadata.schema.json/properties/namespace/type',
                            keyword: 'type',
                            params: { type: schema76.properties.namespace.type },
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
                                validate60.errors = [
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
                                  validate60.errors = [
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
                                    validate60.errors = [
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
                            validate60.errors = [
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
                            validate60.errors = [
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
      validate60.errors = [
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
  validate60.errors = vErrors;
  return errors === 0;
}
validate60.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateEngineWorkersRegisterOutput =
  validate61 as unknown as Validator<EngineWorkersRegisterOutput>;
const schema77 = {
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
function validate61(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-register-output.schema.json" */ let vErrors = null;
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
      if (data.success === undefined && (missing0 = 'success')) {
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
        if (data.success !== undefined) {
          if (true !== data.success) {
            validate61.errors = [
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
export const validateEventPayload = validate62 as unknown as Validator<EventPayload>;
const schema78 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/event-payload.schema.json',
  title: 'EventPayload',
  description:
    "Payload an `event` (or `subscribe`) trigger's handler receives: exactly the `data` that was published to the topic, any JSON value.",
  $ref: '../common/json-value.schema.json',
  examples: [{ user_id: 'u1' }, 'plain text', null],
};
function validate62(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/event-payload.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate62.evaluated;
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
    validate62.errors = [
      {
        instancePath,
        schemaPath: '../common/json-value.schema.json/type',
        keyword: 'type',
        params: { type: schema35.type },
        message: 'must be object,array,string,number,boolean,null',
      },
    ];
    return false;
  }
  validate62.errors = vErrors;
  return errors === 0;
}
validate62.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateHealthReport = validate63 as unknown as Validator<HealthReport>;
const schema80 = {
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
function validate63(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/health-report.schema.json" */ let vErrors = null;
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
      if (
        (data.status === undefined && (missing0 = 'status')) ||
        (data.live === undefined && (missing0 = 'live')) ||
        (data.ready === undefined && (missing0 = 'ready'))
      ) {
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
            validate63.errors = [
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
              validate63.errors = [
                {
                  instancePath: instancePath + '/status',
                  schemaPath: '#/properties/status/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema80.properties.status.enum },
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
                validate63.errors = [
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
                  validate63.errors = [
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
                    validate63.errors = [
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
                        validate63.errors = [
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
                      validate63.errors = [
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
                          validate63.errors = [
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
                        validate63.errors = [
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
                            validate63.errors = [
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
                          validate63.errors = [
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
                              validate63.errors = [
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
export const validateHttpError = validate64 as unknown as Validator<HttpError>;
const schema81 = {
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
function validate64(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-error.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate64.evaluated;
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
        validate64.errors = [
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
            validate64.errors = [
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
                  validate64.errors = [
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
                      validate64.errors = [
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
                        validate64.errors = [
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
                          validate64.errors = [
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
                            validate64.errors = [
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
                validate64.errors = [
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
                validate64.errors = [
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
export const validateHttpMiddlewareRequest = validate65 as unknown as Validator<HttpMiddlewareRequest>;
const schema82 = {
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
function validate65(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-middleware-request.schema.json" */ let vErrors = null;
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
        (data.phase === undefined && (missing0 = 'phase')) ||
        (data.request === undefined && (missing0 = 'request')) ||
        (data.context === undefined && (missing0 = 'context'))
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
        if (data.phase !== undefined) {
          const _errs2 = errors;
          if ('preHandler' !== data.phase) {
            validate65.errors = [
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
                  validate65.errors = [
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
                            validate65.errors = [
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
                        validate65.errors = [
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
                              validate65.errors = [
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
                          validate65.errors = [
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
                                validate65.errors = [
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
                            validate65.errors = [
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
                            validate65.errors = [
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
                              validate65.errors = [
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
                                validate65.errors = [
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
                validate65.errors = [
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
                  validate65.errors = [
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
export const validateHttpMiddlewareResult = validate66 as unknown as Validator<HttpMiddlewareResult>;
const schema83 = {
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
const schema84 = {
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
function validate67(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-response.schema.json" */ let vErrors = null;
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
      if (data.status_code !== undefined) {
        let data0 = data.status_code;
        const _errs2 = errors;
        if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
          validate67.errors = [
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
              validate67.errors = [
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
                validate67.errors = [
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
            validate67.errors = [
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
                validate67.errors = [
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
                  validate67.errors = [
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
              validate67.errors = vErrors;
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
                validate67.errors = [
                  {
                    instancePath: instancePath + '/body',
                    schemaPath: '../common/json-value.schema.json/type',
                    keyword: 'type',
                    params: { type: schema35.type },
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
function validate66(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-middleware-result.schema.json" */ let vErrors = null;
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
      if (data.action === undefined && (missing0 = 'action')) {
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
        if (data.action !== undefined) {
          let data0 = data.action;
          const _errs2 = errors;
          if (!(data0 === 'continue' || data0 === 'respond')) {
            validate66.errors = [
              {
                instancePath: instancePath + '/action',
                schemaPath: '#/properties/action/enum',
                keyword: 'enum',
                params: { allowedValues: schema83.properties.action.enum },
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
              !validate67(data.response, {
                instancePath: instancePath + '/response',
                parentData: data,
                parentDataProperty: 'response',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
              errors = vErrors.length;
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
export const validateHttpRequest = validate69 as unknown as Validator<HttpRequest>;
const schema86 = {
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
const schema88 = {
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
function validate69(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-request.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate69.evaluated;
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
        validate69.errors = [
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
                  validate69.errors = [
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
              validate69.errors = [
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
                    validate69.errors = [
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
                validate69.errors = [
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
                      validate69.errors = [
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
                  validate69.errors = [
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
                  validate69.errors = [
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
                    validate69.errors = [
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
                      validate69.errors = [
                        {
                          instancePath: instancePath + '/body',
                          schemaPath: '../common/json-value.schema.json/type',
                          keyword: 'type',
                          params: { type: schema35.type },
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
                            validate69.errors = [
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
                                validate69.errors = [
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
                                  validate69.errors = [
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
                                    validate69.errors = [
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
                          validate69.errors = [
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
                          validate69.errors = [
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
                                        validate69.errors = [
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
                                    validate69.errors = [
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
                              validate69.errors = [
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
                              validate69.errors = [
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
                                    validate69.errors = [
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
                                            validate69.errors = [
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
                                          validate69.errors = [
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
                                              validate69.errors = [
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
                                            validate69.errors = [
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
                                            validate69.errors = [
                                              {
                                                instancePath: instancePath + '/request_body/direction',
                                                schemaPath:
                                                  '../common/channel-ref.schema.json/properties/direction/enum',
                                                keyword: 'enum',
                                                params: { allowedValues: schema88.properties.direction.enum },
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
                                  validate69.errors = [
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
                                      validate69.errors = [
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
                                              validate69.errors = [
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
                                            validate69.errors = [
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
                                                validate69.errors = [
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
                                              validate69.errors = [
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
                                              validate69.errors = [
                                                {
                                                  instancePath: instancePath + '/response/direction',
                                                  schemaPath:
                                                    '../common/channel-ref.schema.json/properties/direction/enum',
                                                  keyword: 'enum',
                                                  params: {
                                                    allowedValues: schema88.properties.direction.enum,
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
                                    validate69.errors = [
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
      validate69.errors = [
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
  validate69.errors = vErrors;
  return errors === 0;
}
validate69.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateHttpResponse = validate67 as unknown as Validator<HttpResponse>;
export const validateObservabilityClearInput = validate70 as unknown as Validator<ObservabilityClearInput>;
const schema90 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/clear-input.schema.json',
  title: 'ObservabilityClearInput',
  description:
    'Input of `engine::traces::clear` and `engine::logs::clear`: an empty object (other keys are ignored).',
  type: 'object',
  properties: {},
  additionalProperties: true,
  examples: [{}],
};
function validate70(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/clear-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate70.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
    } else {
      validate70.errors = [
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
  validate70.errors = vErrors;
  return errors === 0;
}
validate70.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateObservabilityClearOutput = validate71 as unknown as Validator<ObservabilityClearOutput>;
const schema91 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/clear-output.schema.json',
  title: 'ObservabilityClearOutput',
  description: 'Output of `engine::traces::clear` and `engine::logs::clear`.',
  type: 'object',
  properties: {
    success: { description: 'Always true.', type: 'boolean' },
    cleared: { description: 'Records removed.', type: 'integer', minimum: 0 },
  },
  required: ['success'],
  additionalProperties: true,
  examples: [{ success: true, cleared: 12 }],
};
function validate71(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/clear-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate71.evaluated;
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
        validate71.errors = [
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
          const _errs2 = errors;
          if (typeof data.success !== 'boolean') {
            validate71.errors = [
              {
                instancePath: instancePath + '/success',
                schemaPath: '#/properties/success/type',
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
          if (data.cleared !== undefined) {
            let data1 = data.cleared;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate71.errors = [
                {
                  instancePath: instancePath + '/cleared',
                  schemaPath: '#/properties/cleared/type',
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
                  validate71.errors = [
                    {
                      instancePath: instancePath + '/cleared',
                      schemaPath: '#/properties/cleared/minimum',
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
      validate71.errors = [
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
  validate71.errors = vErrors;
  return errors === 0;
}
validate71.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateObservabilityLogsListInput =
  validate72 as unknown as Validator<ObservabilityLogsListInput>;
const schema92 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/logs-list-input.schema.json',
  title: 'ObservabilityLogsListInput',
  description: 'Input of `engine::logs::list`: filters combined with and, newest first.',
  type: 'object',
  properties: {
    start_time: { description: 'Only records at or after this unix ms.', type: 'number' },
    end_time: { description: 'Only records at or before this unix ms.', type: 'number' },
    trace_id: { description: 'Only records of this trace.', type: 'string' },
    span_id: { description: 'Only records of this span.', type: 'string' },
    severity_min: {
      description: 'Minimum OTel severity number, 1 (TRACE) to 24 (FATAL4).',
      type: 'integer',
      minimum: 1,
      maximum: 24,
    },
    severity_text: {
      description: 'Case-insensitive severity text (`WARN` also matches `WARNING`).',
      type: 'string',
    },
    search: {
      description: 'Case-insensitive substring of the body or of an attribute value.',
      type: 'string',
    },
    service_name: { description: 'Only records of this service (exact).', type: 'string' },
    offset: { description: 'Records skipped before the page (default 0).', type: 'integer', minimum: 0 },
    limit: { description: 'Records in the page (default 100, at most 1000).', type: 'integer', minimum: 0 },
  },
  additionalProperties: true,
  examples: [
    {},
    { trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', severity_min: 9 },
    { search: 'timeout', limit: 50, offset: 50 },
  ],
};
function validate72(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/logs-list-input.schema.json" */ let vErrors = null;
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
      if (data.start_time !== undefined) {
        let data0 = data.start_time;
        const _errs2 = errors;
        if (!(typeof data0 == 'number' && isFinite(data0))) {
          validate72.errors = [
            {
              instancePath: instancePath + '/start_time',
              schemaPath: '#/properties/start_time/type',
              keyword: 'type',
              params: { type: 'number' },
              message: 'must be number',
            },
          ];
          return false;
        }
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.end_time !== undefined) {
          let data1 = data.end_time;
          const _errs4 = errors;
          if (!(typeof data1 == 'number' && isFinite(data1))) {
            validate72.errors = [
              {
                instancePath: instancePath + '/end_time',
                schemaPath: '#/properties/end_time/type',
                keyword: 'type',
                params: { type: 'number' },
                message: 'must be number',
              },
            ];
            return false;
          }
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.trace_id !== undefined) {
            const _errs6 = errors;
            if (typeof data.trace_id !== 'string') {
              validate72.errors = [
                {
                  instancePath: instancePath + '/trace_id',
                  schemaPath: '#/properties/trace_id/type',
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
            if (data.span_id !== undefined) {
              const _errs8 = errors;
              if (typeof data.span_id !== 'string') {
                validate72.errors = [
                  {
                    instancePath: instancePath + '/span_id',
                    schemaPath: '#/properties/span_id/type',
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
              if (data.severity_min !== undefined) {
                let data4 = data.severity_min;
                const _errs10 = errors;
                if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                  validate72.errors = [
                    {
                      instancePath: instancePath + '/severity_min',
                      schemaPath: '#/properties/severity_min/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs10) {
                  if (typeof data4 == 'number' && isFinite(data4)) {
                    if (data4 > 24 || isNaN(data4)) {
                      validate72.errors = [
                        {
                          instancePath: instancePath + '/severity_min',
                          schemaPath: '#/properties/severity_min/maximum',
                          keyword: 'maximum',
                          params: { comparison: '<=', limit: 24 },
                          message: 'must be <= 24',
                        },
                      ];
                      return false;
                    } else {
                      if (data4 < 1 || isNaN(data4)) {
                        validate72.errors = [
                          {
                            instancePath: instancePath + '/severity_min',
                            schemaPath: '#/properties/severity_min/minimum',
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
              if (valid0) {
                if (data.severity_text !== undefined) {
                  const _errs12 = errors;
                  if (typeof data.severity_text !== 'string') {
                    validate72.errors = [
                      {
                        instancePath: instancePath + '/severity_text',
                        schemaPath: '#/properties/severity_text/type',
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
                  if (data.search !== undefined) {
                    const _errs14 = errors;
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
                    var valid0 = _errs14 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.service_name !== undefined) {
                      const _errs16 = errors;
                      if (typeof data.service_name !== 'string') {
                        validate72.errors = [
                          {
                            instancePath: instancePath + '/service_name',
                            schemaPath: '#/properties/service_name/type',
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
                    if (valid0) {
                      if (data.offset !== undefined) {
                        let data8 = data.offset;
                        const _errs18 = errors;
                        if (!(typeof data8 == 'number' && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
                          validate72.errors = [
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
                        if (errors === _errs18) {
                          if (typeof data8 == 'number' && isFinite(data8)) {
                            if (data8 < 0 || isNaN(data8)) {
                              validate72.errors = [
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
                        var valid0 = _errs18 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.limit !== undefined) {
                          let data9 = data.limit;
                          const _errs20 = errors;
                          if (!(
                            typeof data9 == 'number' &&
                            !(data9 % 1) &&
                            !isNaN(data9) &&
                            isFinite(data9)
                          )) {
                            validate72.errors = [
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
                          if (errors === _errs20) {
                            if (typeof data9 == 'number' && isFinite(data9)) {
                              if (data9 < 0 || isNaN(data9)) {
                                validate72.errors = [
                                  {
                                    instancePath: instancePath + '/limit',
                                    schemaPath: '#/properties/limit/minimum',
                                    keyword: 'minimum',
                                    params: { comparison: '>=', limit: 0 },
                                    message: 'must be >= 0',
                                  },
                                ];
                                return false;
                              }
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
export const validateObservabilityLogsListOutput =
  validate73 as unknown as Validator<ObservabilityLogsListOutput>;
const schema93 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/logs-list-output.schema.json',
  title: 'ObservabilityLogsListOutput',
  description: 'Output of `engine::logs::list`.',
  type: 'object',
  properties: {
    logs: {
      description: 'The page, newest first.',
      type: 'array',
      items: { $ref: 'stored-log.schema.json' },
    },
    total: { description: 'Records that pass the filters, before pagination.', type: 'integer', minimum: 0 },
    offset: { description: 'The offset applied.', type: 'integer', minimum: 0 },
    limit: { description: 'The limit applied.', type: 'integer', minimum: 0 },
    services: {
      description: 'Records that pass the filters, counted by service name.',
      type: 'object',
      additionalProperties: { description: 'A count.', type: 'integer' },
    },
    timestamp: { description: 'When the answer was made, unix ms.', type: 'integer', minimum: 0 },
    storage: {
      description:
        'What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.',
      type: 'object',
      additionalProperties: true,
    },
  },
  required: ['logs', 'total', 'timestamp'],
  additionalProperties: true,
  examples: [
    {
      logs: [
        {
          timestamp_unix_nano: 1767225600001000000,
          observed_timestamp_unix_nano: 1767225600001000000,
          severity_number: 9,
          severity_text: 'INFO',
          body: 'added',
          attributes: { a: 1 },
          trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
          span_id: '00f067aa0ba902b7',
          resource: { 'service.name': 'math' },
          service_name: 'math',
        },
      ],
      total: 1,
      offset: 0,
      limit: 100,
      services: { math: 1 },
      timestamp: 1767225600010,
    },
  ],
};
const schema94 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/stored-log.schema.json',
  title: 'ObservabilityStoredLog',
  description: "A log record as the memory store keeps it, with the reference's field names.",
  type: 'object',
  properties: {
    timestamp_unix_nano: { description: 'When it was written, nanoseconds.', type: 'integer', minimum: 0 },
    observed_timestamp_unix_nano: {
      description: 'When it was observed, nanoseconds.',
      type: 'integer',
      minimum: 0,
    },
    severity_number: { description: 'OTel severity number, 0 to 24.', type: 'integer', minimum: 0 },
    severity_text: { description: 'Severity text as sent (`INFO`, `WARN`, …).', type: 'string' },
    body: { description: 'The message; a structured body is JSON-encoded.', type: 'string' },
    attributes: { description: 'Attributes as JSON values.', type: 'object', additionalProperties: true },
    trace_id: { description: 'Trace of the span active when it was written.', type: 'string' },
    span_id: { description: 'That span.', type: 'string' },
    resource: {
      description: 'Resource attributes as strings.',
      type: 'object',
      additionalProperties: { description: 'A resource attribute value.', type: 'string' },
    },
    service_name: { description: '`service.name` of the resource.', type: 'string' },
    instrumentation_scope_name: { description: 'Instrumentation scope.', type: 'string' },
    instrumentation_scope_version: { description: 'Its version.', type: 'string' },
  },
  required: [
    'timestamp_unix_nano',
    'observed_timestamp_unix_nano',
    'severity_number',
    'severity_text',
    'body',
    'attributes',
    'resource',
    'service_name',
  ],
  additionalProperties: true,
  examples: [
    {
      timestamp_unix_nano: 1767225600001000000,
      observed_timestamp_unix_nano: 1767225600001000000,
      severity_number: 9,
      severity_text: 'INFO',
      body: 'added',
      attributes: { a: 1 },
      trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
      span_id: '00f067aa0ba902b7',
      resource: { 'service.name': 'math' },
      service_name: 'math',
    },
  ],
};
function validate73(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/logs-list-output.schema.json" */ let vErrors = null;
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
      if (
        (data.logs === undefined && (missing0 = 'logs')) ||
        (data.total === undefined && (missing0 = 'total')) ||
        (data.timestamp === undefined && (missing0 = 'timestamp'))
      ) {
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
        if (data.logs !== undefined) {
          let data0 = data.logs;
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
                      (data1.timestamp_unix_nano === undefined && (missing1 = 'timestamp_unix_nano')) ||
                      (data1.observed_timestamp_unix_nano === undefined &&
                        (missing1 = 'observed_timestamp_unix_nano')) ||
                      (data1.severity_number === undefined && (missing1 = 'severity_number')) ||
                      (data1.severity_text === undefined && (missing1 = 'severity_text')) ||
                      (data1.body === undefined && (missing1 = 'body')) ||
                      (data1.attributes === undefined && (missing1 = 'attributes')) ||
                      (data1.resource === undefined && (missing1 = 'resource')) ||
                      (data1.service_name === undefined && (missing1 = 'service_name'))
                    ) {
                      validate73.errors = [
                        {
                          instancePath: instancePath + '/logs/' + i0,
                          schemaPath: 'stored-log.schema.json/required',
                          keyword: 'required',
                          params: { missingProperty: missing1 },
                          message: "must have required property '" + missing1 + "'",
                        },
                      ];
                      return false;
                    } else {
                      if (data1.timestamp_unix_nano !== undefined) {
                        let data2 = data1.timestamp_unix_nano;
                        const _errs8 = errors;
                        if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                          validate73.errors = [
                            {
                              instancePath: instancePath + '/logs/' + i0 + '/timestamp_unix_nano',
                              schemaPath: 'stored-log.schema.json/properties/timestamp_unix_nano/type',
                              keyword: 'type',
                              params: { type: 'integer' },
                              message: 'must be integer',
                            },
                          ];
                          return false;
                        }
                        if (errors === _errs8) {
                          if (typeof data2 == 'number' && isFinite(data2)) {
                            if (data2 < 0 || isNaN(data2)) {
                              validate73.errors = [
                                {
                                  instancePath: instancePath + '/logs/' + i0 + '/timestamp_unix_nano',
                                  schemaPath: 'stored-log.schema.json/properties/timestamp_unix_nano/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
                                },
                              ];
                              return false;
                            }
                          }
                        }
                        var valid3 = _errs8 === errors;
                      } else {
                        var valid3 = true;
                      }
                      if (valid3) {
                        if (data1.observed_timestamp_unix_nano !== undefined) {
                          let data3 = data1.observed_timestamp_unix_nano;
                          const _errs10 = errors;
                          if (!(
                            typeof data3 == 'number' &&
                            !(data3 % 1) &&
                            !isNaN(data3) &&
                            isFinite(data3)
                          )) {
                            validate73.errors = [
                              {
                                instancePath: instancePath + '/logs/' + i0 + '/observed_timestamp_unix_nano',
                                schemaPath:
                                  'stored-log.schema.json/properties/observed_timestamp_unix_nano/type',
                                keyword: 'type',
                                params: { type: 'integer' },
                                message: 'must be integer',
                              },
                            ];
                            return false;
                          }
                          if (errors === _errs10) {
                            if (typeof data3 == 'number' && isFinite(data3)) {
                              if (data3 < 0 || isNaN(data3)) {
                                validate73.errors = [
                                  {
                                    instancePath:
                                      instancePath + '/logs/' + i0 + '/observed_timestamp_unix_nano',
                                    schemaPath:
                                      'stored-log.schema.json/properties/observed_timestamp_unix_nano/minimum',
                                    keyword: 'minimum',
                                    params: { comparison: '>=', limit: 0 },
                                    message: 'must be >= 0',
                                  },
                                ];
                                return false;
                              }
                            }
                          }
                          var valid3 = _errs10 === errors;
                        } else {
                          var valid3 = true;
                        }
                        if (valid3) {
                          if (data1.severity_number !== undefined) {
                            let data4 = data1.severity_number;
                            const _errs12 = errors;
                            if (!(
                              typeof data4 == 'number' &&
                              !(data4 % 1) &&
                              !isNaN(data4) &&
                              isFinite(data4)
                            )) {
                              validate73.errors = [
                                {
                                  instancePath: instancePath + '/logs/' + i0 + '/severity_number',
                                  schemaPath: 'stored-log.schema.json/properties/severity_number/type',
                                  keyword: 'type',
                                  params: { type: 'integer' },
                                  message: 'must be integer',
                                },
                              ];
                              return false;
                            }
                            if (errors === _errs12) {
                              if (typeof data4 == 'number' && isFinite(data4)) {
                                if (data4 < 0 || isNaN(data4)) {
                                  validate73.errors = [
                                    {
                                      instancePath: instancePath + '/logs/' + i0 + '/severity_number',
                                      schemaPath: 'stored-log.schema.json/properties/severity_number/minimum',
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
                            if (data1.severity_text !== undefined) {
                              const _errs14 = errors;
                              if (typeof data1.severity_text !== 'string') {
                                validate73.errors = [
                                  {
                                    instancePath: instancePath + '/logs/' + i0 + '/severity_text',
                                    schemaPath: 'stored-log.schema.json/properties/severity_text/type',
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
                              if (data1.body !== undefined) {
                                const _errs16 = errors;
                                if (typeof data1.body !== 'string') {
                                  validate73.errors = [
                                    {
                                      instancePath: instancePath + '/logs/' + i0 + '/body',
                                      schemaPath: 'stored-log.schema.json/properties/body/type',
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
                                if (data1.attributes !== undefined) {
                                  let data7 = data1.attributes;
                                  const _errs18 = errors;
                                  if (errors === _errs18) {
                                    if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
                                    } else {
                                      validate73.errors = [
                                        {
                                          instancePath: instancePath + '/logs/' + i0 + '/attributes',
                                          schemaPath: 'stored-log.schema.json/properties/attributes/type',
                                          keyword: 'type',
                                          params: { type: 'object' },
                                          message: 'must be object',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                  var valid3 = _errs18 === errors;
                                } else {
                                  var valid3 = true;
                                }
                                if (valid3) {
                                  if (data1.trace_id !== undefined) {
                                    const _errs21 = errors;
                                    if (typeof data1.trace_id !== 'string') {
                                      validate73.errors = [
                                        {
                                          instancePath: instancePath + '/logs/' + i0 + '/trace_id',
                                          schemaPath: 'stored-log.schema.json/properties/trace_id/type',
                                          keyword: 'type',
                                          params: { type: 'string' },
                                          message: 'must be string',
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid3 = _errs21 === errors;
                                  } else {
                                    var valid3 = true;
                                  }
                                  if (valid3) {
                                    if (data1.span_id !== undefined) {
                                      const _errs23 = errors;
                                      if (typeof data1.span_id !== 'string') {
                                        validate73.errors = [
                                          {
                                            instancePath: instancePath + '/logs/' + i0 + '/span_id',
                                            schemaPath: 'stored-log.schema.json/properties/span_id/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                          },
                                        ];
                                        return false;
                                      }
                                      var valid3 = _errs23 === errors;
                                    } else {
                                      var valid3 = true;
                                    }
                                    if (valid3) {
                                      if (data1.resource !== undefined) {
                                        let data10 = data1.resource;
                                        const _errs25 = errors;
                                        if (errors === _errs25) {
                                          if (data10 && typeof data10 == 'object' && !Array.isArray(data10)) {
                                            for (const key0 in data10) {
                                              const _errs28 = errors;
                                              if (typeof data10[key0] !== 'string') {
                                                validate73.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath +
                                                      '/logs/' +
                                                      i0 +
                                                      '/resource/' +
                                                      key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                                                    schemaPath:
                                                      'stored-log.schema.json/properties/resource/additionalProperties/type',
                                                    keyword: 'type',
                                                    params: { type: 'string' },
                                                    message: 'must be string',
                                                  },
                                                ];
                                                return false;
                                              }
                                              var valid4 = _errs28 === errors;
                                              if (!valid4) {
                                                break;
                                              }
                                            }
                                          } else {
                                            validate73.errors = [
                                              {
                                                instancePath: instancePath + '/logs/' + i0 + '/resource',
                                                schemaPath: 'stored-log.schema.json/properties/resource/type',
                                                keyword: 'type',
                                                params: { type: 'object' },
                                                message: 'must be object',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                        var valid3 = _errs25 === errors;
                                      } else {
                                        var valid3 = true;
                                      }
                                      if (valid3) {
                                        if (data1.service_name !== undefined) {
                                          const _errs30 = errors;
                                          if (typeof data1.service_name !== 'string') {
                                            validate73.errors = [
                                              {
                                                instancePath: instancePath + '/logs/' + i0 + '/service_name',
                                                schemaPath:
                                                  'stored-log.schema.json/properties/service_name/type',
                                                keyword: 'type',
                                                params: { type: 'string' },
                                                message: 'must be string',
                                              },
                                            ];
                                            return false;
                                          }
                                          var valid3 = _errs30 === errors;
                                        } else {
                                          var valid3 = true;
                                        }
                                        if (valid3) {
                                          if (data1.instrumentation_scope_name !== undefined) {
                                            const _errs32 = errors;
                                            if (typeof data1.instrumentation_scope_name !== 'string') {
                                              validate73.errors = [
                                                {
                                                  instancePath:
                                                    instancePath +
                                                    '/logs/' +
                                                    i0 +
                                                    '/instrumentation_scope_name',
                                                  schemaPath:
                                                    'stored-log.schema.json/properties/instrumentation_scope_name/type',
                                                  keyword: 'type',
                                                  params: { type: 'string' },
                                                  message: 'must be string',
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid3 = _errs32 === errors;
                                          } else {
                                            var valid3 = true;
                                          }
                                          if (valid3) {
                                            if (data1.instrumentation_scope_version !== undefined) {
                                              const _errs34 = errors;
                                              if (typeof data1.instrumentation_scope_version !== 'string') {
                                                validate73.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath +
                                                      '/logs/' +
                                                      i0 +
                                                      '/instrumentation_scope_version',
                                                    schemaPath:
                                                      'stored-log.schema.json/properties/instrumentation_scope_version/type',
                                                    keyword: 'type',
                                                    params: { type: 'string' },
                                                    message: 'must be string',
                                                  },
                                                ];
                                                return false;
                                              }
                                              var valid3 = _errs34 === errors;
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
                        instancePath: instancePath + '/logs/' + i0,
                        schemaPath: 'stored-log.schema.json/type',
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
                  instancePath: instancePath + '/logs',
                  schemaPath: '#/properties/logs/type',
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
          if (data.total !== undefined) {
            let data15 = data.total;
            const _errs36 = errors;
            if (!(typeof data15 == 'number' && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
              validate73.errors = [
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
            if (errors === _errs36) {
              if (typeof data15 == 'number' && isFinite(data15)) {
                if (data15 < 0 || isNaN(data15)) {
                  validate73.errors = [
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
            var valid0 = _errs36 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.offset !== undefined) {
              let data16 = data.offset;
              const _errs38 = errors;
              if (!(typeof data16 == 'number' && !(data16 % 1) && !isNaN(data16) && isFinite(data16))) {
                validate73.errors = [
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
              if (errors === _errs38) {
                if (typeof data16 == 'number' && isFinite(data16)) {
                  if (data16 < 0 || isNaN(data16)) {
                    validate73.errors = [
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
              var valid0 = _errs38 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.limit !== undefined) {
                let data17 = data.limit;
                const _errs40 = errors;
                if (!(typeof data17 == 'number' && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
                  validate73.errors = [
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
                if (errors === _errs40) {
                  if (typeof data17 == 'number' && isFinite(data17)) {
                    if (data17 < 0 || isNaN(data17)) {
                      validate73.errors = [
                        {
                          instancePath: instancePath + '/limit',
                          schemaPath: '#/properties/limit/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 0 },
                          message: 'must be >= 0',
                        },
                      ];
                      return false;
                    }
                  }
                }
                var valid0 = _errs40 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.services !== undefined) {
                  let data18 = data.services;
                  const _errs42 = errors;
                  if (errors === _errs42) {
                    if (data18 && typeof data18 == 'object' && !Array.isArray(data18)) {
                      for (const key1 in data18) {
                        let data19 = data18[key1];
                        const _errs45 = errors;
                        if (!(
                          typeof data19 == 'number' &&
                          !(data19 % 1) &&
                          !isNaN(data19) &&
                          isFinite(data19)
                        )) {
                          validate73.errors = [
                            {
                              instancePath:
                                instancePath + '/services/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                              schemaPath: '#/properties/services/additionalProperties/type',
                              keyword: 'type',
                              params: { type: 'integer' },
                              message: 'must be integer',
                            },
                          ];
                          return false;
                        }
                        var valid5 = _errs45 === errors;
                        if (!valid5) {
                          break;
                        }
                      }
                    } else {
                      validate73.errors = [
                        {
                          instancePath: instancePath + '/services',
                          schemaPath: '#/properties/services/type',
                          keyword: 'type',
                          params: { type: 'object' },
                          message: 'must be object',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs42 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.timestamp !== undefined) {
                    let data20 = data.timestamp;
                    const _errs47 = errors;
                    if (!(typeof data20 == 'number' && !(data20 % 1) && !isNaN(data20) && isFinite(data20))) {
                      validate73.errors = [
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
                    if (errors === _errs47) {
                      if (typeof data20 == 'number' && isFinite(data20)) {
                        if (data20 < 0 || isNaN(data20)) {
                          validate73.errors = [
                            {
                              instancePath: instancePath + '/timestamp',
                              schemaPath: '#/properties/timestamp/minimum',
                              keyword: 'minimum',
                              params: { comparison: '>=', limit: 0 },
                              message: 'must be >= 0',
                            },
                          ];
                          return false;
                        }
                      }
                    }
                    var valid0 = _errs47 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.storage !== undefined) {
                      let data21 = data.storage;
                      const _errs49 = errors;
                      if (errors === _errs49) {
                        if (data21 && typeof data21 == 'object' && !Array.isArray(data21)) {
                        } else {
                          validate73.errors = [
                            {
                              instancePath: instancePath + '/storage',
                              schemaPath: '#/properties/storage/type',
                              keyword: 'type',
                              params: { type: 'object' },
                              message: 'must be object',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid0 = _errs49 === errors;
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
export const validateObservabilityMetricsListInput =
  validate74 as unknown as Validator<ObservabilityMetricsListInput>;
const schema95 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/metrics-list-input.schema.json',
  title: 'ObservabilityMetricsListInput',
  description: 'Input of `engine::metrics::list`.',
  type: 'object',
  properties: {
    start_time: { description: 'Only SDK metric points at or after this unix ms.', type: 'number' },
    end_time: { description: 'Only SDK metric points at or before this unix ms.', type: 'number' },
    metric_name: { description: 'Only SDK metrics with this name (exact).', type: 'string' },
    aggregate_interval: {
      description: 'Accepted for compatibility; no aggregation is done.',
      type: 'number',
    },
  },
  additionalProperties: true,
  examples: [{}, { metric_name: 'process.memory.rss' }],
};
function validate74(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/metrics-list-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate74.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.start_time !== undefined) {
        let data0 = data.start_time;
        const _errs2 = errors;
        if (!(typeof data0 == 'number' && isFinite(data0))) {
          validate74.errors = [
            {
              instancePath: instancePath + '/start_time',
              schemaPath: '#/properties/start_time/type',
              keyword: 'type',
              params: { type: 'number' },
              message: 'must be number',
            },
          ];
          return false;
        }
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.end_time !== undefined) {
          let data1 = data.end_time;
          const _errs4 = errors;
          if (!(typeof data1 == 'number' && isFinite(data1))) {
            validate74.errors = [
              {
                instancePath: instancePath + '/end_time',
                schemaPath: '#/properties/end_time/type',
                keyword: 'type',
                params: { type: 'number' },
                message: 'must be number',
              },
            ];
            return false;
          }
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.metric_name !== undefined) {
            const _errs6 = errors;
            if (typeof data.metric_name !== 'string') {
              validate74.errors = [
                {
                  instancePath: instancePath + '/metric_name',
                  schemaPath: '#/properties/metric_name/type',
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
            if (data.aggregate_interval !== undefined) {
              let data3 = data.aggregate_interval;
              const _errs8 = errors;
              if (!(typeof data3 == 'number' && isFinite(data3))) {
                validate74.errors = [
                  {
                    instancePath: instancePath + '/aggregate_interval',
                    schemaPath: '#/properties/aggregate_interval/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
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
      validate74.errors = [
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
  validate74.errors = vErrors;
  return errors === 0;
}
validate74.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateObservabilityMetricsListOutput =
  validate75 as unknown as Validator<ObservabilityMetricsListOutput>;
const schema96 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/metrics-list-output.schema.json',
  title: 'ObservabilityMetricsListOutput',
  description: "Output of `engine::metrics::list`: the engine's own counters and the SDK metrics as stored.",
  type: 'object',
  properties: {
    engine_metrics: {
      description: 'Counted by the engine since it started.',
      type: 'object',
      additionalProperties: true,
      required: ['invocations', 'workers', 'performance'],
      properties: {
        invocations: {
          description: 'Invocations.',
          type: 'object',
          additionalProperties: true,
          properties: {
            total: { description: 'Finished.', type: 'integer', minimum: 0 },
            success: { description: 'Ended ok.', type: 'integer', minimum: 0 },
            error: { description: 'Ended with an error.', type: 'integer', minimum: 0 },
            deferred: { description: 'Enqueued instead of run.', type: 'integer', minimum: 0 },
            by_function: {
              description: 'Finished, by function id.',
              type: 'object',
              additionalProperties: { description: 'A count.', type: 'integer' },
            },
          },
        },
        workers: {
          description: 'Worker connections.',
          type: 'object',
          additionalProperties: true,
          properties: {
            spawns: { description: 'Connected since start.', type: 'integer', minimum: 0 },
            deaths: { description: 'Disconnected since start.', type: 'integer', minimum: 0 },
            active: { description: 'Connected now.', type: 'integer', minimum: 0 },
          },
        },
        performance: {
          description: 'Latency of finished invocations over the recent window, milliseconds.',
          type: 'object',
          additionalProperties: true,
          properties: {
            avg_duration_ms: { description: 'Mean.', type: 'number' },
            p50_duration_ms: { description: 'Median.', type: 'number' },
            p95_duration_ms: { description: '95th percentile.', type: 'number' },
            p99_duration_ms: { description: '99th percentile.', type: 'number' },
            min_duration_ms: { description: 'Fastest.', type: 'number' },
            max_duration_ms: { description: 'Slowest.', type: 'number' },
          },
        },
      },
    },
    sdk_metrics: {
      description: 'Metric points the SDKs sent, oldest first.',
      type: 'array',
      items: {
        description:
          'A stored metric: `{name, description, unit, metric_type, data_points, service_name, timestamp_unix_nano}`.',
        type: 'object',
        additionalProperties: true,
      },
    },
    timestamp: { description: 'When the answer was made, unix ms.', type: 'integer', minimum: 0 },
  },
  required: ['engine_metrics', 'sdk_metrics', 'timestamp'],
  additionalProperties: true,
  examples: [
    {
      engine_metrics: {
        invocations: { total: 2, success: 1, error: 1, deferred: 0, by_function: { 'math::add': 2 } },
        workers: { spawns: 1, deaths: 0, active: 1 },
        performance: {
          avg_duration_ms: 1.5,
          p50_duration_ms: 1,
          p95_duration_ms: 2,
          p99_duration_ms: 2,
          min_duration_ms: 1,
          max_duration_ms: 2,
        },
      },
      sdk_metrics: [],
      timestamp: 1767225600010,
    },
  ],
};
function validate75(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/metrics-list-output.schema.json" */ let vErrors = null;
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
      if (
        (data.engine_metrics === undefined && (missing0 = 'engine_metrics')) ||
        (data.sdk_metrics === undefined && (missing0 = 'sdk_metrics')) ||
        (data.timestamp === undefined && (missing0 = 'timestamp'))
      ) {
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
        if (data.engine_metrics !== undefined) {
          let data0 = data.engine_metrics;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
              let missing1;
              if (
                (data0.invocations === undefined && (missing1 = 'invocations')) ||
                (data0.workers === undefined && (missing1 = 'workers')) ||
                (data0.performance === undefined && (missing1 = 'performance'))
              ) {
                validate75.errors = [
                  {
                    instancePath: instancePath + '/engine_metrics',
                    schemaPath: '#/properties/engine_metrics/required',
                    keyword: 'required',
                    params: { missingProperty: missing1 },
                    message: "must have required property '" + missing1 + "'",
                  },
                ];
                return false;
              } else {
                if (data0.invocations !== undefined) {
                  let data1 = data0.invocations;
                  const _errs5 = errors;
                  if (errors === _errs5) {
                    if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                      if (data1.total !== undefined) {
                        let data2 = data1.total;
                        const _errs8 = errors;
                        if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                          validate75.errors = [
                            {
                              instancePath: instancePath + '/engine_metrics/invocations/total',
                              schemaPath:
                                '#/properties/engine_metrics/properties/invocations/properties/total/type',
                              keyword: 'type',
                              params: { type: 'integer' },
                              message: 'must be integer',
                            },
                          ];
                          return false;
                        }
                        if (errors === _errs8) {
                          if (typeof data2 == 'number' && isFinite(data2)) {
                            if (data2 < 0 || isNaN(data2)) {
                              validate75.errors = [
                                {
                                  instancePath: instancePath + '/engine_metrics/invocations/total',
                                  schemaPath:
                                    '#/properties/engine_metrics/properties/invocations/properties/total/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
                                },
                              ];
                              return false;
                            }
                          }
                        }
                        var valid2 = _errs8 === errors;
                      } else {
                        var valid2 = true;
                      }
                      if (valid2) {
                        if (data1.success !== undefined) {
                          let data3 = data1.success;
                          const _errs10 = errors;
                          if (!(
                            typeof data3 == 'number' &&
                            !(data3 % 1) &&
                            !isNaN(data3) &&
                            isFinite(data3)
                          )) {
                            validate75.errors = [
                              {
                                instancePath: instancePath + '/engine_metrics/invocations/success',
                                schemaPath:
                                  '#/properties/engine_metrics/properties/invocations/properties/success/type',
                                keyword: 'type',
                                params: { type: 'integer' },
                                message: 'must be integer',
                              },
                            ];
                            return false;
                          }
                          if (errors === _errs10) {
                            if (typeof data3 == 'number' && isFinite(data3)) {
                              if (data3 < 0 || isNaN(data3)) {
                                validate75.errors = [
                                  {
                                    instancePath: instancePath + '/engine_metrics/invocations/success',
                                    schemaPath:
                                      '#/properties/engine_metrics/properties/invocations/properties/success/minimum',
                                    keyword: 'minimum',
                                    params: { comparison: '>=', limit: 0 },
                                    message: 'must be >= 0',
                                  },
                                ];
                                return false;
                              }
                            }
                          }
                          var valid2 = _errs10 === errors;
                        } else {
                          var valid2 = true;
                        }
                        if (valid2) {
                          if (data1.error !== undefined) {
                            let data4 = data1.error;
                            const _errs12 = errors;
                            if (!(
                              typeof data4 == 'number' &&
                              !(data4 % 1) &&
                              !isNaN(data4) &&
                              isFinite(data4)
                            )) {
                              validate75.errors = [
                                {
                                  instancePath: instancePath + '/engine_metrics/invocations/error',
                                  schemaPath:
                                    '#/properties/engine_metrics/properties/invocations/properties/error/type',
                                  keyword: 'type',
                                  params: { type: 'integer' },
                                  message: 'must be integer',
                                },
                              ];
                              return false;
                            }
                            if (errors === _errs12) {
                              if (typeof data4 == 'number' && isFinite(data4)) {
                                if (data4 < 0 || isNaN(data4)) {
                                  validate75.errors = [
                                    {
                                      instancePath: instancePath + '/engine_metrics/invocations/error',
                                      schemaPath:
                                        '#/properties/engine_metrics/properties/invocations/properties/error/minimum',
                                      keyword: 'minimum',
                                      params: { comparison: '>=', limit: 0 },
                                      message: 'must be >= 0',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            }
                            var valid2 = _errs12 === errors;
                          } else {
                            var valid2 = true;
                          }
                          if (valid2) {
                            if (data1.deferred !== undefined) {
                              let data5 = data1.deferred;
                              const _errs14 = errors;
                              if (!(
                                typeof data5 == 'number' &&
                                !(data5 % 1) &&
                                !isNaN(data5) &&
                                isFinite(data5)
                              )) {
                                validate75.errors = [
                                  {
                                    instancePath: instancePath + '/engine_metrics/invocations/deferred',
                                    schemaPath:
                                      '#/properties/engine_metrics/properties/invocations/properties/deferred/type',
                                    keyword: 'type',
                                    params: { type: 'integer' },
                                    message: 'must be integer',
                                  },
                                ];
                                return false;
                              }
                              if (errors === _errs14) {
                                if (typeof data5 == 'number' && isFinite(data5)) {
                                  if (data5 < 0 || isNaN(data5)) {
                                    validate75.errors = [
                                      {
                                        instancePath: instancePath + '/engine_metrics/invocations/deferred',
                                        schemaPath:
                                          '#/properties/engine_metrics/properties/invocations/properties/deferred/minimum',
                                        keyword: 'minimum',
                                        params: { comparison: '>=', limit: 0 },
                                        message: 'must be >= 0',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                              }
                              var valid2 = _errs14 === errors;
                            } else {
                              var valid2 = true;
                            }
                            if (valid2) {
                              if (data1.by_function !== undefined) {
                                let data6 = data1.by_function;
                                const _errs16 = errors;
                                if (errors === _errs16) {
                                  if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
                                    for (const key0 in data6) {
                                      let data7 = data6[key0];
                                      const _errs19 = errors;
                                      if (!(
                                        typeof data7 == 'number' &&
                                        !(data7 % 1) &&
                                        !isNaN(data7) &&
                                        isFinite(data7)
                                      )) {
                                        validate75.errors = [
                                          {
                                            instancePath:
                                              instancePath +
                                              '/engine_metrics/invocations/by_function/' +
                                              key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                                            schemaPath:
                                              '#/properties/engine_metrics/properties/invocations/properties/by_function/additionalProperties/type',
                                            keyword: 'type',
                                            params: { type: 'integer' },
                                            message: 'must be integer',
                                          },
                                        ];
                                        return false;
                                      }
                                      var valid3 = _errs19 === errors;
                                      if (!valid3) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate75.errors = [
                                      {
                                        instancePath:
                                          instancePath + '/engine_metrics/invocations/by_function',
                                        schemaPath:
                                          '#/properties/engine_metrics/properties/invocations/properties/by_function/type',
                                        keyword: 'type',
                                        params: { type: 'object' },
                                        message: 'must be object',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                                var valid2 = _errs16 === errors;
                              } else {
                                var valid2 = true;
                              }
                            }
                          }
                        }
                      }
                    } else {
                      validate75.errors = [
                        {
                          instancePath: instancePath + '/engine_metrics/invocations',
                          schemaPath: '#/properties/engine_metrics/properties/invocations/type',
                          keyword: 'type',
                          params: { type: 'object' },
                          message: 'must be object',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid1 = _errs5 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  if (data0.workers !== undefined) {
                    let data8 = data0.workers;
                    const _errs21 = errors;
                    if (errors === _errs21) {
                      if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
                        if (data8.spawns !== undefined) {
                          let data9 = data8.spawns;
                          const _errs24 = errors;
                          if (!(
                            typeof data9 == 'number' &&
                            !(data9 % 1) &&
                            !isNaN(data9) &&
                            isFinite(data9)
                          )) {
                            validate75.errors = [
                              {
                                instancePath: instancePath + '/engine_metrics/workers/spawns',
                                schemaPath:
                                  '#/properties/engine_metrics/properties/workers/properties/spawns/type',
                                keyword: 'type',
                                params: { type: 'integer' },
                                message: 'must be integer',
                              },
                            ];
                            return false;
                          }
                          if (errors === _errs24) {
                            if (typeof data9 == 'number' && isFinite(data9)) {
                              if (data9 < 0 || isNaN(data9)) {
                                validate75.errors = [
                                  {
                                    instancePath: instancePath + '/engine_metrics/workers/spawns',
                                    schemaPath:
                                      '#/properties/engine_metrics/properties/workers/properties/spawns/minimum',
                                    keyword: 'minimum',
                                    params: { comparison: '>=', limit: 0 },
                                    message: 'must be >= 0',
                                  },
                                ];
                                return false;
                              }
                            }
                          }
                          var valid4 = _errs24 === errors;
                        } else {
                          var valid4 = true;
                        }
                        if (valid4) {
                          if (data8.deaths !== undefined) {
                            let data10 = data8.deaths;
                            const _errs26 = errors;
                            if (!(
                              typeof data10 == 'number' &&
                              !(data10 % 1) &&
                              !isNaN(data10) &&
                              isFinite(data10)
                            )) {
                              validate75.errors = [
                                {
                                  instancePath: instancePath + '/engine_metrics/workers/deaths',
                                  schemaPath:
                                    '#/properties/engine_metrics/properties/workers/properties/deaths/type',
                                  keyword: 'type',
                                  params: { type: 'integer' },
                                  message: 'must be integer',
                                },
                              ];
                              return false;
                            }
                            if (errors === _errs26) {
                              if (typeof data10 == 'number' && isFinite(data10)) {
                                if (data10 < 0 || isNaN(data10)) {
                                  validate75.errors = [
                                    {
                                      instancePath: instancePath + '/engine_metrics/workers/deaths',
                                      schemaPath:
                                        '#/properties/engine_metrics/properties/workers/properties/deaths/minimum',
                                      keyword: 'minimum',
                                      params: { comparison: '>=', limit: 0 },
                                      message: 'must be >= 0',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            }
                            var valid4 = _errs26 === errors;
                          } else {
                            var valid4 = true;
                          }
                          if (valid4) {
                            if (data8.active !== undefined) {
                              let data11 = data8.active;
                              const _errs28 = errors;
                              if (!(
                                typeof data11 == 'number' &&
                                !(data11 % 1) &&
                                !isNaN(data11) &&
                                isFinite(data11)
                              )) {
                                validate75.errors = [
                                  {
                                    instancePath: instancePath + '/engine_metrics/workers/active',
                                    schemaPath:
                                      '#/properties/engine_metrics/properties/workers/properties/active/type',
                                    keyword: 'type',
                                    params: { type: 'integer' },
                                    message: 'must be integer',
                                  },
                                ];
                                return false;
                              }
                              if (errors === _errs28) {
                                if (typeof data11 == 'number' && isFinite(data11)) {
                                  if (data11 < 0 || isNaN(data11)) {
                                    validate75.errors = [
                                      {
                                        instancePath: instancePath + '/engine_metrics/workers/active',
                                        schemaPath:
                                          '#/properties/engine_metrics/properties/workers/properties/active/minimum',
                                        keyword: 'minimum',
                                        params: { comparison: '>=', limit: 0 },
                                        message: 'must be >= 0',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                              }
                              var valid4 = _errs28 === errors;
                            } else {
                              var valid4 = true;
                            }
                          }
                        }
                      } else {
                        validate75.errors = [
                          {
                            instancePath: instancePath + '/engine_metrics/workers',
                            schemaPath: '#/properties/engine_metrics/properties/workers/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid1 = _errs21 === errors;
                  } else {
                    var valid1 = true;
                  }
                  if (valid1) {
                    if (data0.performance !== undefined) {
                      let data12 = data0.performance;
                      const _errs30 = errors;
                      if (errors === _errs30) {
                        if (data12 && typeof data12 == 'object' && !Array.isArray(data12)) {
                          if (data12.avg_duration_ms !== undefined) {
                            let data13 = data12.avg_duration_ms;
                            const _errs33 = errors;
                            if (!(typeof data13 == 'number' && isFinite(data13))) {
                              validate75.errors = [
                                {
                                  instancePath: instancePath + '/engine_metrics/performance/avg_duration_ms',
                                  schemaPath:
                                    '#/properties/engine_metrics/properties/performance/properties/avg_duration_ms/type',
                                  keyword: 'type',
                                  params: { type: 'number' },
                                  message: 'must be number',
                                },
                              ];
                              return false;
                            }
                            var valid5 = _errs33 === errors;
                          } else {
                            var valid5 = true;
                          }
                          if (valid5) {
                            if (data12.p50_duration_ms !== undefined) {
                              let data14 = data12.p50_duration_ms;
                              const _errs35 = errors;
                              if (!(typeof data14 == 'number' && isFinite(data14))) {
                                validate75.errors = [
                                  {
                                    instancePath:
                                      instancePath + '/engine_metrics/performance/p50_duration_ms',
                                    schemaPath:
                                      '#/properties/engine_metrics/properties/performance/properties/p50_duration_ms/type',
                                    keyword: 'type',
                                    params: { type: 'number' },
                                    message: 'must be number',
                                  },
                                ];
                                return false;
                              }
                              var valid5 = _errs35 === errors;
                            } else {
                              var valid5 = true;
                            }
                            if (valid5) {
                              if (data12.p95_duration_ms !== undefined) {
                                let data15 = data12.p95_duration_ms;
                                const _errs37 = errors;
                                if (!(typeof data15 == 'number' && isFinite(data15))) {
                                  validate75.errors = [
                                    {
                                      instancePath:
                                        instancePath + '/engine_metrics/performance/p95_duration_ms',
                                      schemaPath:
                                        '#/properties/engine_metrics/properties/performance/properties/p95_duration_ms/type',
                                      keyword: 'type',
                                      params: { type: 'number' },
                                      message: 'must be number',
                                    },
                                  ];
                                  return false;
                                }
                                var valid5 = _errs37 === errors;
                              } else {
                                var valid5 = true;
                              }
                              if (valid5) {
                                if (data12.p99_duration_ms !== undefined) {
                                  let data16 = data12.p99_duration_ms;
                                  const _errs39 = errors;
                                  if (!(typeof data16 == 'number' && isFinite(data16))) {
                                    validate75.errors = [
                                      {
                                        instancePath:
                                          instancePath + '/engine_metrics/performance/p99_duration_ms',
                                        schemaPath:
                                          '#/properties/engine_metrics/properties/performance/properties/p99_duration_ms/type',
                                        keyword: 'type',
                                        params: { type: 'number' },
                                        message: 'must be number',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid5 = _errs39 === errors;
                                } else {
                                  var valid5 = true;
                                }
                                if (valid5) {
                                  if (data12.min_duration_ms !== undefined) {
                                    let data17 = data12.min_duration_ms;
                                    const _errs41 = errors;
                                    if (!(typeof data17 == 'number' && isFinite(data17))) {
                                      validate75.errors = [
                                        {
                                          instancePath:
                                            instancePath + '/engine_metrics/performance/min_duration_ms',
                                          schemaPath:
                                            '#/properties/engine_metrics/properties/performance/properties/min_duration_ms/type',
                                          keyword: 'type',
                                          params: { type: 'number' },
                                          message: 'must be number',
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid5 = _errs41 === errors;
                                  } else {
                                    var valid5 = true;
                                  }
                                  if (valid5) {
                                    if (data12.max_duration_ms !== undefined) {
                                      let data18 = data12.max_duration_ms;
                                      const _errs43 = errors;
                                      if (!(typeof data18 == 'number' && isFinite(data18))) {
                                        validate75.errors = [
                                          {
                                            instancePath:
                                              instancePath + '/engine_metrics/performance/max_duration_ms',
                                            schemaPath:
                                              '#/properties/engine_metrics/properties/performance/properties/max_duration_ms/type',
                                            keyword: 'type',
                                            params: { type: 'number' },
                                            message: 'must be number',
                                          },
                                        ];
                                        return false;
                                      }
                                      var valid5 = _errs43 === errors;
                                    } else {
                                      var valid5 = true;
                                    }
                                  }
                                }
                              }
                            }
                          }
                        } else {
                          validate75.errors = [
                            {
                              instancePath: instancePath + '/engine_metrics/performance',
                              schemaPath: '#/properties/engine_metrics/properties/performance/type',
                              keyword: 'type',
                              params: { type: 'object' },
                              message: 'must be object',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid1 = _errs30 === errors;
                    } else {
                      var valid1 = true;
                    }
                  }
                }
              }
            } else {
              validate75.errors = [
                {
                  instancePath: instancePath + '/engine_metrics',
                  schemaPath: '#/properties/engine_metrics/type',
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
          if (data.sdk_metrics !== undefined) {
            let data19 = data.sdk_metrics;
            const _errs45 = errors;
            if (errors === _errs45) {
              if (Array.isArray(data19)) {
                var valid6 = true;
                const len0 = data19.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let data20 = data19[i0];
                  const _errs47 = errors;
                  if (errors === _errs47) {
                    if (data20 && typeof data20 == 'object' && !Array.isArray(data20)) {
                    } else {
                      validate75.errors = [
                        {
                          instancePath: instancePath + '/sdk_metrics/' + i0,
                          schemaPath: '#/properties/sdk_metrics/items/type',
                          keyword: 'type',
                          params: { type: 'object' },
                          message: 'must be object',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid6 = _errs47 === errors;
                  if (!valid6) {
                    break;
                  }
                }
              } else {
                validate75.errors = [
                  {
                    instancePath: instancePath + '/sdk_metrics',
                    schemaPath: '#/properties/sdk_metrics/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs45 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.timestamp !== undefined) {
              let data21 = data.timestamp;
              const _errs50 = errors;
              if (!(typeof data21 == 'number' && !(data21 % 1) && !isNaN(data21) && isFinite(data21))) {
                validate75.errors = [
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
              if (errors === _errs50) {
                if (typeof data21 == 'number' && isFinite(data21)) {
                  if (data21 < 0 || isNaN(data21)) {
                    validate75.errors = [
                      {
                        instancePath: instancePath + '/timestamp',
                        schemaPath: '#/properties/timestamp/minimum',
                        keyword: 'minimum',
                        params: { comparison: '>=', limit: 0 },
                        message: 'must be >= 0',
                      },
                    ];
                    return false;
                  }
                }
              }
              var valid0 = _errs50 === errors;
            } else {
              var valid0 = true;
            }
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
export const validateObservabilityStoredLog = validate76 as unknown as Validator<ObservabilityStoredLog>;
function validate76(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/stored-log.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate76.evaluated;
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
        (data.timestamp_unix_nano === undefined && (missing0 = 'timestamp_unix_nano')) ||
        (data.observed_timestamp_unix_nano === undefined && (missing0 = 'observed_timestamp_unix_nano')) ||
        (data.severity_number === undefined && (missing0 = 'severity_number')) ||
        (data.severity_text === undefined && (missing0 = 'severity_text')) ||
        (data.body === undefined && (missing0 = 'body')) ||
        (data.attributes === undefined && (missing0 = 'attributes')) ||
        (data.resource === undefined && (missing0 = 'resource')) ||
        (data.service_name === undefined && (missing0 = 'service_name'))
      ) {
        validate76.errors = [
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
        if (data.timestamp_unix_nano !== undefined) {
          let data0 = data.timestamp_unix_nano;
          const _errs2 = errors;
          if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
            validate76.errors = [
              {
                instancePath: instancePath + '/timestamp_unix_nano',
                schemaPath: '#/properties/timestamp_unix_nano/type',
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
                validate76.errors = [
                  {
                    instancePath: instancePath + '/timestamp_unix_nano',
                    schemaPath: '#/properties/timestamp_unix_nano/minimum',
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
          if (data.observed_timestamp_unix_nano !== undefined) {
            let data1 = data.observed_timestamp_unix_nano;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate76.errors = [
                {
                  instancePath: instancePath + '/observed_timestamp_unix_nano',
                  schemaPath: '#/properties/observed_timestamp_unix_nano/type',
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
                  validate76.errors = [
                    {
                      instancePath: instancePath + '/observed_timestamp_unix_nano',
                      schemaPath: '#/properties/observed_timestamp_unix_nano/minimum',
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
            if (data.severity_number !== undefined) {
              let data2 = data.severity_number;
              const _errs6 = errors;
              if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                validate76.errors = [
                  {
                    instancePath: instancePath + '/severity_number',
                    schemaPath: '#/properties/severity_number/type',
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
                    validate76.errors = [
                      {
                        instancePath: instancePath + '/severity_number',
                        schemaPath: '#/properties/severity_number/minimum',
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
              if (data.severity_text !== undefined) {
                const _errs8 = errors;
                if (typeof data.severity_text !== 'string') {
                  validate76.errors = [
                    {
                      instancePath: instancePath + '/severity_text',
                      schemaPath: '#/properties/severity_text/type',
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
                if (data.body !== undefined) {
                  const _errs10 = errors;
                  if (typeof data.body !== 'string') {
                    validate76.errors = [
                      {
                        instancePath: instancePath + '/body',
                        schemaPath: '#/properties/body/type',
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
                  if (data.attributes !== undefined) {
                    let data5 = data.attributes;
                    const _errs12 = errors;
                    if (errors === _errs12) {
                      if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
                      } else {
                        validate76.errors = [
                          {
                            instancePath: instancePath + '/attributes',
                            schemaPath: '#/properties/attributes/type',
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
                    if (data.trace_id !== undefined) {
                      const _errs15 = errors;
                      if (typeof data.trace_id !== 'string') {
                        validate76.errors = [
                          {
                            instancePath: instancePath + '/trace_id',
                            schemaPath: '#/properties/trace_id/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs15 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.span_id !== undefined) {
                        const _errs17 = errors;
                        if (typeof data.span_id !== 'string') {
                          validate76.errors = [
                            {
                              instancePath: instancePath + '/span_id',
                              schemaPath: '#/properties/span_id/type',
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
                        if (data.resource !== undefined) {
                          let data8 = data.resource;
                          const _errs19 = errors;
                          if (errors === _errs19) {
                            if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
                              for (const key0 in data8) {
                                const _errs22 = errors;
                                if (typeof data8[key0] !== 'string') {
                                  validate76.errors = [
                                    {
                                      instancePath:
                                        instancePath +
                                        '/resource/' +
                                        key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                                      schemaPath: '#/properties/resource/additionalProperties/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid1 = _errs22 === errors;
                                if (!valid1) {
                                  break;
                                }
                              }
                            } else {
                              validate76.errors = [
                                {
                                  instancePath: instancePath + '/resource',
                                  schemaPath: '#/properties/resource/type',
                                  keyword: 'type',
                                  params: { type: 'object' },
                                  message: 'must be object',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid0 = _errs19 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.service_name !== undefined) {
                            const _errs24 = errors;
                            if (typeof data.service_name !== 'string') {
                              validate76.errors = [
                                {
                                  instancePath: instancePath + '/service_name',
                                  schemaPath: '#/properties/service_name/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid0 = _errs24 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.instrumentation_scope_name !== undefined) {
                              const _errs26 = errors;
                              if (typeof data.instrumentation_scope_name !== 'string') {
                                validate76.errors = [
                                  {
                                    instancePath: instancePath + '/instrumentation_scope_name',
                                    schemaPath: '#/properties/instrumentation_scope_name/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid0 = _errs26 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.instrumentation_scope_version !== undefined) {
                                const _errs28 = errors;
                                if (typeof data.instrumentation_scope_version !== 'string') {
                                  validate76.errors = [
                                    {
                                      instancePath: instancePath + '/instrumentation_scope_version',
                                      schemaPath: '#/properties/instrumentation_scope_version/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid0 = _errs28 === errors;
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
      validate76.errors = [
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
  validate76.errors = vErrors;
  return errors === 0;
}
validate76.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateObservabilityStoredSpan = validate77 as unknown as Validator<ObservabilityStoredSpan>;
const schema98 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/stored-span.schema.json',
  title: 'ObservabilityStoredSpan',
  description:
    "A span as the memory store keeps it: the engine's own spans and those the SDKs send on `/otel`, with the reference's field names.",
  type: 'object',
  properties: {
    trace_id: { description: '32 lowercase hex digits.', type: 'string' },
    span_id: { description: '16 lowercase hex digits.', type: 'string' },
    parent_span_id: { description: "The parent span's id; absent for a root.", type: 'string' },
    name: {
      description:
        'The span name: the function id for invocation spans, `METHOD /path` for HTTP request spans.',
      type: 'string',
    },
    kind: {
      description: '`server`, `client`, `internal`, `producer` or `consumer`, when known.',
      type: 'string',
    },
    start_time_unix_nano: {
      description: 'Start, in nanoseconds since the epoch.',
      type: 'integer',
      minimum: 0,
    },
    end_time_unix_nano: {
      description: 'End, in nanoseconds since the epoch; 0 while the span is pending.',
      type: 'integer',
      minimum: 0,
    },
    status: { description: '`ok`, `error` or `unset`.', type: 'string' },
    status_description: { description: 'The error message, for `error`.', type: 'string' },
    attributes: {
      description:
        'Attributes as `[key, value]` pairs, values as strings; a value longer than the configured maximum ends with `…[truncated N chars]`.',
      type: 'array',
      items: {
        description: 'A `[key, value]` pair.',
        type: 'array',
        items: { description: 'The key, then the value as a string.', type: 'string' },
        minItems: 2,
        maxItems: 2,
      },
    },
    service_name: { description: '`service.name` of the process that made the span.', type: 'string' },
    events: {
      description: 'Span events.',
      type: 'array',
      items: {
        description: 'A span event.',
        type: 'object',
        additionalProperties: true,
        properties: {
          name: { description: 'Event name.', type: 'string' },
          timestamp_unix_nano: { description: 'When, in nanoseconds.', type: 'integer', minimum: 0 },
          attributes: {
            description: 'Attributes.',
            type: 'array',
            items: {
              description: 'A `[key, value]` pair.',
              type: 'array',
              items: { description: 'The key, then the value as a string.', type: 'string' },
              minItems: 2,
              maxItems: 2,
            },
          },
        },
      },
    },
    links: {
      description: 'Span links.',
      type: 'array',
      items: {
        description: 'A link to another span.',
        type: 'object',
        additionalProperties: true,
        properties: {
          trace_id: { description: 'Linked trace.', type: 'string' },
          span_id: { description: 'Linked span.', type: 'string' },
          trace_state: { description: 'W3C trace state.', type: 'string' },
          attributes: {
            description: 'Attributes.',
            type: 'array',
            items: {
              description: 'A `[key, value]` pair.',
              type: 'array',
              items: { description: 'The key, then the value as a string.', type: 'string' },
              minItems: 2,
              maxItems: 2,
            },
          },
        },
      },
    },
    instrumentation_scope_name: { description: 'Instrumentation scope that made the span.', type: 'string' },
    instrumentation_scope_version: { description: 'Its version.', type: 'string' },
    flags: { description: 'W3C trace flags.', type: 'integer', minimum: 0 },
    trace_state: { description: 'W3C trace state.', type: 'string' },
    pending: { description: 'True while the span is in progress (its end time is 0).', type: 'boolean' },
  },
  required: [
    'trace_id',
    'span_id',
    'name',
    'start_time_unix_nano',
    'end_time_unix_nano',
    'status',
    'attributes',
    'service_name',
    'events',
    'links',
  ],
  additionalProperties: true,
  examples: [
    {
      trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
      span_id: '00f067aa0ba902b7',
      name: 'math::add',
      start_time_unix_nano: 1767225600000000000,
      end_time_unix_nano: 1767225600002000000,
      status: 'ok',
      attributes: [
        ['svc.function.id', 'math::add'],
        ['svc.invocation.id', 'i-1'],
      ],
      service_name: 'svc',
      events: [],
      links: [],
    },
    {
      trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
      span_id: 'b7ad6b7169203331',
      name: 'math::add',
      start_time_unix_nano: 1767225600000000000,
      end_time_unix_nano: 0,
      status: 'unset',
      attributes: [
        ['svc.function.id', 'math::add'],
        ['svc.invocation.id', 'i-1'],
      ],
      service_name: 'svc',
      events: [],
      links: [],
      pending: true,
    },
  ],
};
function validate77(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/stored-span.schema.json" */ let vErrors = null;
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
      if (
        (data.trace_id === undefined && (missing0 = 'trace_id')) ||
        (data.span_id === undefined && (missing0 = 'span_id')) ||
        (data.name === undefined && (missing0 = 'name')) ||
        (data.start_time_unix_nano === undefined && (missing0 = 'start_time_unix_nano')) ||
        (data.end_time_unix_nano === undefined && (missing0 = 'end_time_unix_nano')) ||
        (data.status === undefined && (missing0 = 'status')) ||
        (data.attributes === undefined && (missing0 = 'attributes')) ||
        (data.service_name === undefined && (missing0 = 'service_name')) ||
        (data.events === undefined && (missing0 = 'events')) ||
        (data.links === undefined && (missing0 = 'links'))
      ) {
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
        if (data.trace_id !== undefined) {
          const _errs2 = errors;
          if (typeof data.trace_id !== 'string') {
            validate77.errors = [
              {
                instancePath: instancePath + '/trace_id',
                schemaPath: '#/properties/trace_id/type',
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
          if (data.span_id !== undefined) {
            const _errs4 = errors;
            if (typeof data.span_id !== 'string') {
              validate77.errors = [
                {
                  instancePath: instancePath + '/span_id',
                  schemaPath: '#/properties/span_id/type',
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
            if (data.parent_span_id !== undefined) {
              const _errs6 = errors;
              if (typeof data.parent_span_id !== 'string') {
                validate77.errors = [
                  {
                    instancePath: instancePath + '/parent_span_id',
                    schemaPath: '#/properties/parent_span_id/type',
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
              if (data.name !== undefined) {
                const _errs8 = errors;
                if (typeof data.name !== 'string') {
                  validate77.errors = [
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
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.kind !== undefined) {
                  const _errs10 = errors;
                  if (typeof data.kind !== 'string') {
                    validate77.errors = [
                      {
                        instancePath: instancePath + '/kind',
                        schemaPath: '#/properties/kind/type',
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
                  if (data.start_time_unix_nano !== undefined) {
                    let data5 = data.start_time_unix_nano;
                    const _errs12 = errors;
                    if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                      validate77.errors = [
                        {
                          instancePath: instancePath + '/start_time_unix_nano',
                          schemaPath: '#/properties/start_time_unix_nano/type',
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
                          validate77.errors = [
                            {
                              instancePath: instancePath + '/start_time_unix_nano',
                              schemaPath: '#/properties/start_time_unix_nano/minimum',
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
                    if (data.end_time_unix_nano !== undefined) {
                      let data6 = data.end_time_unix_nano;
                      const _errs14 = errors;
                      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
                        validate77.errors = [
                          {
                            instancePath: instancePath + '/end_time_unix_nano',
                            schemaPath: '#/properties/end_time_unix_nano/type',
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
                            validate77.errors = [
                              {
                                instancePath: instancePath + '/end_time_unix_nano',
                                schemaPath: '#/properties/end_time_unix_nano/minimum',
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
                      if (data.status !== undefined) {
                        const _errs16 = errors;
                        if (typeof data.status !== 'string') {
                          validate77.errors = [
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
                        var valid0 = _errs16 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.status_description !== undefined) {
                          const _errs18 = errors;
                          if (typeof data.status_description !== 'string') {
                            validate77.errors = [
                              {
                                instancePath: instancePath + '/status_description',
                                schemaPath: '#/properties/status_description/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid0 = _errs18 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.attributes !== undefined) {
                            let data9 = data.attributes;
                            const _errs20 = errors;
                            if (errors === _errs20) {
                              if (Array.isArray(data9)) {
                                var valid1 = true;
                                const len0 = data9.length;
                                for (let i0 = 0; i0 < len0; i0++) {
                                  let data10 = data9[i0];
                                  const _errs22 = errors;
                                  if (errors === _errs22) {
                                    if (Array.isArray(data10)) {
                                      if (data10.length > 2) {
                                        validate77.errors = [
                                          {
                                            instancePath: instancePath + '/attributes/' + i0,
                                            schemaPath: '#/properties/attributes/items/maxItems',
                                            keyword: 'maxItems',
                                            params: { limit: 2 },
                                            message: 'must NOT have more than 2 items',
                                          },
                                        ];
                                        return false;
                                      } else {
                                        if (data10.length < 2) {
                                          validate77.errors = [
                                            {
                                              instancePath: instancePath + '/attributes/' + i0,
                                              schemaPath: '#/properties/attributes/items/minItems',
                                              keyword: 'minItems',
                                              params: { limit: 2 },
                                              message: 'must NOT have fewer than 2 items',
                                            },
                                          ];
                                          return false;
                                        } else {
                                          var valid2 = true;
                                          const len1 = data10.length;
                                          for (let i1 = 0; i1 < len1; i1++) {
                                            const _errs24 = errors;
                                            if (typeof data10[i1] !== 'string') {
                                              validate77.errors = [
                                                {
                                                  instancePath: instancePath + '/attributes/' + i0 + '/' + i1,
                                                  schemaPath: '#/properties/attributes/items/items/type',
                                                  keyword: 'type',
                                                  params: { type: 'string' },
                                                  message: 'must be string',
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid2 = _errs24 === errors;
                                            if (!valid2) {
                                              break;
                                            }
                                          }
                                        }
                                      }
                                    } else {
                                      validate77.errors = [
                                        {
                                          instancePath: instancePath + '/attributes/' + i0,
                                          schemaPath: '#/properties/attributes/items/type',
                                          keyword: 'type',
                                          params: { type: 'array' },
                                          message: 'must be array',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                  var valid1 = _errs22 === errors;
                                  if (!valid1) {
                                    break;
                                  }
                                }
                              } else {
                                validate77.errors = [
                                  {
                                    instancePath: instancePath + '/attributes',
                                    schemaPath: '#/properties/attributes/type',
                                    keyword: 'type',
                                    params: { type: 'array' },
                                    message: 'must be array',
                                  },
                                ];
                                return false;
                              }
                            }
                            var valid0 = _errs20 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.service_name !== undefined) {
                              const _errs26 = errors;
                              if (typeof data.service_name !== 'string') {
                                validate77.errors = [
                                  {
                                    instancePath: instancePath + '/service_name',
                                    schemaPath: '#/properties/service_name/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid0 = _errs26 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.events !== undefined) {
                                let data13 = data.events;
                                const _errs28 = errors;
                                if (errors === _errs28) {
                                  if (Array.isArray(data13)) {
                                    var valid3 = true;
                                    const len2 = data13.length;
                                    for (let i2 = 0; i2 < len2; i2++) {
                                      let data14 = data13[i2];
                                      const _errs30 = errors;
                                      if (errors === _errs30) {
                                        if (data14 && typeof data14 == 'object' && !Array.isArray(data14)) {
                                          if (data14.name !== undefined) {
                                            const _errs33 = errors;
                                            if (typeof data14.name !== 'string') {
                                              validate77.errors = [
                                                {
                                                  instancePath: instancePath + '/events/' + i2 + '/name',
                                                  schemaPath:
                                                    '#/properties/events/items/properties/name/type',
                                                  keyword: 'type',
                                                  params: { type: 'string' },
                                                  message: 'must be string',
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid4 = _errs33 === errors;
                                          } else {
                                            var valid4 = true;
                                          }
                                          if (valid4) {
                                            if (data14.timestamp_unix_nano !== undefined) {
                                              let data16 = data14.timestamp_unix_nano;
                                              const _errs35 = errors;
                                              if (!(
                                                typeof data16 == 'number' &&
                                                !(data16 % 1) &&
                                                !isNaN(data16) &&
                                                isFinite(data16)
                                              )) {
                                                validate77.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath + '/events/' + i2 + '/timestamp_unix_nano',
                                                    schemaPath:
                                                      '#/properties/events/items/properties/timestamp_unix_nano/type',
                                                    keyword: 'type',
                                                    params: { type: 'integer' },
                                                    message: 'must be integer',
                                                  },
                                                ];
                                                return false;
                                              }
                                              if (errors === _errs35) {
                                                if (typeof data16 == 'number' && isFinite(data16)) {
                                                  if (data16 < 0 || isNaN(data16)) {
                                                    validate77.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath +
                                                          '/events/' +
                                                          i2 +
                                                          '/timestamp_unix_nano',
                                                        schemaPath:
                                                          '#/properties/events/items/properties/timestamp_unix_nano/minimum',
                                                        keyword: 'minimum',
                                                        params: { comparison: '>=', limit: 0 },
                                                        message: 'must be >= 0',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                }
                                              }
                                              var valid4 = _errs35 === errors;
                                            } else {
                                              var valid4 = true;
                                            }
                                            if (valid4) {
                                              if (data14.attributes !== undefined) {
                                                let data17 = data14.attributes;
                                                const _errs37 = errors;
                                                if (errors === _errs37) {
                                                  if (Array.isArray(data17)) {
                                                    var valid5 = true;
                                                    const len3 = data17.length;
                                                    for (let i3 = 0; i3 < len3; i3++) {
                                                      let data18 = data17[i3];
                                                      const _errs39 = errors;
                                                      if (errors === _errs39) {
                                                        if (Array.isArray(data18)) {
                                                          if (data18.length > 2) {
                                                            validate77.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath +
                                                                  '/events/' +
                                                                  i2 +
                                                                  '/attributes/' +
                                                                  i3,
                                                                schemaPath:
                                                                  '#/properties/events/items/properties/attributes/items/maxItems',
                                                                keyword: 'maxItems',
                                                                params: { limit: 2 },
                                                                message: 'must NOT have more than 2 items',
                                                              },
                                                            ];
                                                            return false;
                                                          } else {
                                                            if (data18.length < 2) {
                                                              validate77.errors = [
                                                                {
                                                                  instancePath:
                                                                    instancePath +
                                                                    '/events/' +
                                                                    i2 +
                                                                    '/attributes/' +
                                                                    i3,
                                                                  schemaPath:
                                                                    '#/properties/events/items/properties/attributes/items/minItems',
                                                                  keyword: 'minItems',
                                                                  params: { limit: 2 },
                                                                  message: 'must NOT have fewer than 2 items',
                                                                },
                                                              ];
                                                              return false;
                                                            } else {
                                                              var valid6 = true;
                                                              const len4 = data18.length;
                                                              for (let i4 = 0; i4 < len4; i4++) {
                                                                const _errs41 = errors;
                                                                if (typeof data18[i4] !== 'string') {
                                                                  validate77.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath +
                                                                        '/events/' +
                                                                        i2 +
                                                                        '/attributes/' +
                                                                        i3 +
                                                                        '/' +
                                                                        i4,
                                                                      schemaPath:
                                                                        '#/properties/events/items/properties/attributes/items/items/type',
                                                                      keyword: 'type',
                                                                      params: { type: 'string' },
                                                                      message: 'must be string',
                                                                    },
                                                                  ];
                                                                  return false;
                                                                }
                                                                var valid6 = _errs41 === errors;
                                                                if (!valid6) {
                                                                  break;
                                                                }
                                                              }
                                                            }
                                                          }
                                                        } else {
                                                          validate77.errors = [
                                                            {
                                                              instancePath:
                                                                instancePath +
                                                                '/events/' +
                                                                i2 +
                                                                '/attributes/' +
                                                                i3,
                                                              schemaPath:
                                                                '#/properties/events/items/properties/attributes/items/type',
                                                              keyword: 'type',
                                                              params: { type: 'array' },
                                                              message: 'must be array',
                                                            },
                                                          ];
                                                          return false;
                                                        }
                                                      }
                                                      var valid5 = _errs39 === errors;
                                                      if (!valid5) {
                                                        break;
                                                      }
                                                    }
                                                  } else {
                                                    validate77.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/events/' + i2 + '/attributes',
                                                        schemaPath:
                                                          '#/properties/events/items/properties/attributes/type',
                                                        keyword: 'type',
                                                        params: { type: 'array' },
                                                        message: 'must be array',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                }
                                                var valid4 = _errs37 === errors;
                                              } else {
                                                var valid4 = true;
                                              }
                                            }
                                          }
                                        } else {
                                          validate77.errors = [
                                            {
                                              instancePath: instancePath + '/events/' + i2,
                                              schemaPath: '#/properties/events/items/type',
                                              keyword: 'type',
                                              params: { type: 'object' },
                                              message: 'must be object',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                      var valid3 = _errs30 === errors;
                                      if (!valid3) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate77.errors = [
                                      {
                                        instancePath: instancePath + '/events',
                                        schemaPath: '#/properties/events/type',
                                        keyword: 'type',
                                        params: { type: 'array' },
                                        message: 'must be array',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                                var valid0 = _errs28 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.links !== undefined) {
                                  let data20 = data.links;
                                  const _errs43 = errors;
                                  if (errors === _errs43) {
                                    if (Array.isArray(data20)) {
                                      var valid7 = true;
                                      const len5 = data20.length;
                                      for (let i5 = 0; i5 < len5; i5++) {
                                        let data21 = data20[i5];
                                        const _errs45 = errors;
                                        if (errors === _errs45) {
                                          if (data21 && typeof data21 == 'object' && !Array.isArray(data21)) {
                                            if (data21.trace_id !== undefined) {
                                              const _errs48 = errors;
                                              if (typeof data21.trace_id !== 'string') {
                                                validate77.errors = [
                                                  {
                                                    instancePath: instancePath + '/links/' + i5 + '/trace_id',
                                                    schemaPath:
                                                      '#/properties/links/items/properties/trace_id/type',
                                                    keyword: 'type',
                                                    params: { type: 'string' },
                                                    message: 'must be string',
                                                  },
                                                ];
                                                return false;
                                              }
                                              var valid8 = _errs48 === errors;
                                            } else {
                                              var valid8 = true;
                                            }
                                            if (valid8) {
                                              if (data21.span_id !== undefined) {
                                                const _errs50 = errors;
                                                if (typeof data21.span_id !== 'string') {
                                                  validate77.errors = [
                                                    {
                                                      instancePath:
                                                        instancePath + '/links/' + i5 + '/span_id',
                                                      schemaPath:
                                                        '#/properties/links/items/properties/span_id/type',
                                                      keyword: 'type',
                                                      params: { type: 'string' },
                                                      message: 'must be string',
                                                    },
                                                  ];
                                                  return false;
                                                }
                                                var valid8 = _errs50 === errors;
                                              } else {
                                                var valid8 = true;
                                              }
                                              if (valid8) {
                                                if (data21.trace_state !== undefined) {
                                                  const _errs52 = errors;
                                                  if (typeof data21.trace_state !== 'string') {
                                                    validate77.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/links/' + i5 + '/trace_state',
                                                        schemaPath:
                                                          '#/properties/links/items/properties/trace_state/type',
                                                        keyword: 'type',
                                                        params: { type: 'string' },
                                                        message: 'must be string',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                  var valid8 = _errs52 === errors;
                                                } else {
                                                  var valid8 = true;
                                                }
                                                if (valid8) {
                                                  if (data21.attributes !== undefined) {
                                                    let data25 = data21.attributes;
                                                    const _errs54 = errors;
                                                    if (errors === _errs54) {
                                                      if (Array.isArray(data25)) {
                                                        var valid9 = true;
                                                        const len6 = data25.length;
                                                        for (let i6 = 0; i6 < len6; i6++) {
                                                          let data26 = data25[i6];
                                                          const _errs56 = errors;
                                                          if (errors === _errs56) {
                                                            if (Array.isArray(data26)) {
                                                              if (data26.length > 2) {
                                                                validate77.errors = [
                                                                  {
                                                                    instancePath:
                                                                      instancePath +
                                                                      '/links/' +
                                                                      i5 +
                                                                      '/attributes/' +
                                                                      i6,
                                                                    schemaPath:
                                                                      '#/properties/links/items/properties/attributes/items/maxItems',
                                                                    keyword: 'maxItems',
                                                                    params: { limit: 2 },
                                                                    message:
                                                                      'must NOT have more than 2 items',
                                                                  },
                                                                ];
                                                                return false;
                                                              } else {
                                                                if (data26.length < 2) {
                                                                  validate77.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath +
                                                                        '/links/' +
                                                                        i5 +
                                                                        '/attributes/' +
                                                                        i6,
                                                                      schemaPath:
                                                                        '#/properties/links/items/properties/attributes/items/minItems',
                                                                      keyword: 'minItems',
                                                                      params: { limit: 2 },
                                                                      message:
                                                                        'must NOT have fewer than 2 items',
                                                                    },
                                                                  ];
                                                                  return false;
                                                                } else {
                                                                  var valid10 = true;
                                                                  const len7 = data26.length;
                                                                  for (let i7 = 0; i7 < len7; i7++) {
                                                                    const _errs58 = errors;
                                                                    if (typeof data26[i7] !== 'string') {
                                                                      validate77.errors = [
                                                                        {
                                                                          instancePath:
                                                                            instancePath +
                                                                            '/links/' +
                                                                            i5 +
                                                                            '/attributes/' +
                                                                            i6 +
                                                                            '/' +
                                                                            i7,
                                                                          schemaPath:
                                                                            '#/properties/links/items/properties/attributes/items/items/type',
                                                                          keyword: 'type',
                                                                          params: { type: 'string' },
                                                                          message: 'must be string',
                                                                        },
                                                                      ];
                                                                      return false;
                                                                    }
                                                                    var valid10 = _errs58 === errors;
                                                                    if (!valid10) {
                                                                      break;
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            } else {
                                                              validate77.errors = [
                                                                {
                                                                  instancePath:
                                                                    instancePath +
                                                                    '/links/' +
                                                                    i5 +
                                                                    '/attributes/' +
                                                                    i6,
                                                                  schemaPath:
                                                                    '#/properties/links/items/properties/attributes/items/type',
                                                                  keyword: 'type',
                                                                  params: { type: 'array' },
                                                                  message: 'must be array',
                                                                },
                                                              ];
                                                              return false;
                                                            }
                                                          }
                                                          var valid9 = _errs56 === errors;
                                                          if (!valid9) {
                                                            break;
                                                          }
                                                        }
                                                      } else {
                                                        validate77.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath + '/links/' + i5 + '/attributes',
                                                            schemaPath:
                                                              '#/properties/links/items/properties/attributes/type',
                                                            keyword: 'type',
                                                            params: { type: 'array' },
                                                            message: 'must be array',
                                                          },
                                                        ];
                                                        return false;
                                                      }
                                                    }
                                                    var valid8 = _errs54 === errors;
                                                  } else {
                                                    var valid8 = true;
                                                  }
                                                }
                                              }
                                            }
                                          } else {
                                            validate77.errors = [
                                              {
                                                instancePath: instancePath + '/links/' + i5,
                                                schemaPath: '#/properties/links/items/type',
                                                keyword: 'type',
                                                params: { type: 'object' },
                                                message: 'must be object',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                        var valid7 = _errs45 === errors;
                                        if (!valid7) {
                                          break;
                                        }
                                      }
                                    } else {
                                      validate77.errors = [
                                        {
                                          instancePath: instancePath + '/links',
                                          schemaPath: '#/properties/links/type',
                                          keyword: 'type',
                                          params: { type: 'array' },
                                          message: 'must be array',
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
                                  if (data.instrumentation_scope_name !== undefined) {
                                    const _errs60 = errors;
                                    if (typeof data.instrumentation_scope_name !== 'string') {
                                      validate77.errors = [
                                        {
                                          instancePath: instancePath + '/instrumentation_scope_name',
                                          schemaPath: '#/properties/instrumentation_scope_name/type',
                                          keyword: 'type',
                                          params: { type: 'string' },
                                          message: 'must be string',
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid0 = _errs60 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                  if (valid0) {
                                    if (data.instrumentation_scope_version !== undefined) {
                                      const _errs62 = errors;
                                      if (typeof data.instrumentation_scope_version !== 'string') {
                                        validate77.errors = [
                                          {
                                            instancePath: instancePath + '/instrumentation_scope_version',
                                            schemaPath: '#/properties/instrumentation_scope_version/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                          },
                                        ];
                                        return false;
                                      }
                                      var valid0 = _errs62 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                    if (valid0) {
                                      if (data.flags !== undefined) {
                                        let data30 = data.flags;
                                        const _errs64 = errors;
                                        if (!(
                                          typeof data30 == 'number' &&
                                          !(data30 % 1) &&
                                          !isNaN(data30) &&
                                          isFinite(data30)
                                        )) {
                                          validate77.errors = [
                                            {
                                              instancePath: instancePath + '/flags',
                                              schemaPath: '#/properties/flags/type',
                                              keyword: 'type',
                                              params: { type: 'integer' },
                                              message: 'must be integer',
                                            },
                                          ];
                                          return false;
                                        }
                                        if (errors === _errs64) {
                                          if (typeof data30 == 'number' && isFinite(data30)) {
                                            if (data30 < 0 || isNaN(data30)) {
                                              validate77.errors = [
                                                {
                                                  instancePath: instancePath + '/flags',
                                                  schemaPath: '#/properties/flags/minimum',
                                                  keyword: 'minimum',
                                                  params: { comparison: '>=', limit: 0 },
                                                  message: 'must be >= 0',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                        }
                                        var valid0 = _errs64 === errors;
                                      } else {
                                        var valid0 = true;
                                      }
                                      if (valid0) {
                                        if (data.trace_state !== undefined) {
                                          const _errs66 = errors;
                                          if (typeof data.trace_state !== 'string') {
                                            validate77.errors = [
                                              {
                                                instancePath: instancePath + '/trace_state',
                                                schemaPath: '#/properties/trace_state/type',
                                                keyword: 'type',
                                                params: { type: 'string' },
                                                message: 'must be string',
                                              },
                                            ];
                                            return false;
                                          }
                                          var valid0 = _errs66 === errors;
                                        } else {
                                          var valid0 = true;
                                        }
                                        if (valid0) {
                                          if (data.pending !== undefined) {
                                            const _errs68 = errors;
                                            if (typeof data.pending !== 'boolean') {
                                              validate77.errors = [
                                                {
                                                  instancePath: instancePath + '/pending',
                                                  schemaPath: '#/properties/pending/type',
                                                  keyword: 'type',
                                                  params: { type: 'boolean' },
                                                  message: 'must be boolean',
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid0 = _errs68 === errors;
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
                }
              }
            }
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
export const validateObservabilityTraceEvent = validate78 as unknown as Validator<ObservabilityTraceEvent>;
const schema99 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/trace-event.schema.json',
  title: 'ObservabilityTraceEvent',
  description:
    "What a `trace` trigger's function receives: the trace ids that got a new span since the last fire, coalesced every 300 ms.",
  type: 'object',
  properties: {
    trace_ids: {
      description: 'New or updated traces, without repeats.',
      type: 'array',
      items: { description: 'A trace id.', type: 'string' },
    },
  },
  required: ['trace_ids'],
  additionalProperties: true,
  examples: [{ trace_ids: ['4bf92f3577b34da6a3ce929d0e0e4736'] }],
};
function validate78(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/trace-event.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate78.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.trace_ids === undefined && (missing0 = 'trace_ids')) {
        validate78.errors = [
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
        if (data.trace_ids !== undefined) {
          let data0 = data.trace_ids;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                const _errs4 = errors;
                if (typeof data0[i0] !== 'string') {
                  validate78.errors = [
                    {
                      instancePath: instancePath + '/trace_ids/' + i0,
                      schemaPath: '#/properties/trace_ids/items/type',
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
              validate78.errors = [
                {
                  instancePath: instancePath + '/trace_ids',
                  schemaPath: '#/properties/trace_ids/type',
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
      validate78.errors = [
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
  validate78.errors = vErrors;
  return errors === 0;
}
validate78.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateObservabilityTracesGroupByInput =
  validate79 as unknown as Validator<ObservabilityTracesGroupByInput>;
const schema100 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-group-by-input.schema.json',
  title: 'ObservabilityTracesGroupByInput',
  description: 'Input of `engine::traces::group_by`: traces grouped by the value of one attribute.',
  type: 'object',
  properties: {
    attribute: { description: 'Attribute key whose values group the spans.', type: 'string' },
    since_ms: { description: 'Only spans that start at or after this unix ms.', type: 'number' },
    limit: { description: 'Groups returned, most recent first (default 100).', type: 'integer', minimum: 1 },
    include_internal: { description: 'Include spans of `engine::*` functions.', type: 'boolean' },
    label_attribute: { description: 'Attribute whose first value labels each group.', type: 'string' },
  },
  required: ['attribute'],
  additionalProperties: true,
  examples: [
    { attribute: 'svc.function.id' },
    { attribute: 'user.id', label_attribute: 'user.name', limit: 10 },
  ],
};
function validate79(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/traces-group-by-input.schema.json" */ let vErrors = null;
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
      let missing0;
      if (data.attribute === undefined && (missing0 = 'attribute')) {
        validate79.errors = [
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
        if (data.attribute !== undefined) {
          const _errs2 = errors;
          if (typeof data.attribute !== 'string') {
            validate79.errors = [
              {
                instancePath: instancePath + '/attribute',
                schemaPath: '#/properties/attribute/type',
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
          if (data.since_ms !== undefined) {
            let data1 = data.since_ms;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && isFinite(data1))) {
              validate79.errors = [
                {
                  instancePath: instancePath + '/since_ms',
                  schemaPath: '#/properties/since_ms/type',
                  keyword: 'type',
                  params: { type: 'number' },
                  message: 'must be number',
                },
              ];
              return false;
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
                validate79.errors = [
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
                  if (data2 < 1 || isNaN(data2)) {
                    validate79.errors = [
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
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.include_internal !== undefined) {
                const _errs8 = errors;
                if (typeof data.include_internal !== 'boolean') {
                  validate79.errors = [
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
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.label_attribute !== undefined) {
                  const _errs10 = errors;
                  if (typeof data.label_attribute !== 'string') {
                    validate79.errors = [
                      {
                        instancePath: instancePath + '/label_attribute',
                        schemaPath: '#/properties/label_attribute/type',
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
              }
            }
          }
        }
      }
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
export const validateObservabilityTracesGroupByOutput =
  validate80 as unknown as Validator<ObservabilityTracesGroupByOutput>;
const schema101 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-group-by-output.schema.json',
  title: 'ObservabilityTracesGroupByOutput',
  description: 'Output of `engine::traces::group_by`.',
  type: 'object',
  properties: {
    groups: {
      description: 'One group per attribute value, most recently seen first.',
      type: 'array',
      items: {
        description: 'A group.',
        type: 'object',
        additionalProperties: true,
        required: [
          'value',
          'trace_ids',
          'span_count',
          'first_seen_ms',
          'last_seen_ms',
          'duration_ms',
          'error_count',
        ],
        properties: {
          value: { description: 'The attribute value.', type: 'string' },
          label: { description: "The label attribute's value.", type: 'string' },
          trace_ids: {
            description: 'Traces with a span carrying the value.',
            type: 'array',
            items: { description: 'A trace id.', type: 'string' },
          },
          span_count: { description: 'Spans carrying the value.', type: 'integer', minimum: 0 },
          first_seen_ms: { description: 'Earliest span start, unix ms.', type: 'number' },
          last_seen_ms: { description: 'Latest span end, unix ms.', type: 'number' },
          duration_ms: { description: 'last_seen_ms minus first_seen_ms.', type: 'number' },
          error_count: { description: 'Spans with status error.', type: 'integer', minimum: 0 },
        },
      },
    },
    storage: {
      description:
        'What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.',
      type: 'object',
      additionalProperties: true,
    },
  },
  required: ['groups'],
  additionalProperties: true,
  examples: [
    {
      groups: [
        {
          value: 'math::add',
          trace_ids: ['4bf92f3577b34da6a3ce929d0e0e4736'],
          span_count: 1,
          first_seen_ms: 1767225600000,
          last_seen_ms: 1767225600002,
          duration_ms: 2,
          error_count: 0,
        },
      ],
    },
  ],
};
function validate80(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/traces-group-by-output.schema.json" */ let vErrors = null;
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
      if (data.groups === undefined && (missing0 = 'groups')) {
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
        if (data.groups !== undefined) {
          let data0 = data.groups;
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
                      (data1.value === undefined && (missing1 = 'value')) ||
                      (data1.trace_ids === undefined && (missing1 = 'trace_ids')) ||
                      (data1.span_count === undefined && (missing1 = 'span_count')) ||
                      (data1.first_seen_ms === undefined && (missing1 = 'first_seen_ms')) ||
                      (data1.last_seen_ms === undefined && (missing1 = 'last_seen_ms')) ||
                      (data1.duration_ms === undefined && (missing1 = 'duration_ms')) ||
                      (data1.error_count === undefined && (missing1 = 'error_count'))
                    ) {
                      validate80.errors = [
                        {
                          instancePath: instancePath + '/groups/' + i0,
                          schemaPath: '#/properties/groups/items/required',
                          keyword: 'required',
                          params: { missingProperty: missing1 },
                          message: "must have required property '" + missing1 + "'",
                        },
                      ];
                      return false;
                    } else {
                      if (data1.value !== undefined) {
                        const _errs7 = errors;
                        if (typeof data1.value !== 'string') {
                          validate80.errors = [
                            {
                              instancePath: instancePath + '/groups/' + i0 + '/value',
                              schemaPath: '#/properties/groups/items/properties/value/type',
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
                        if (data1.label !== undefined) {
                          const _errs9 = errors;
                          if (typeof data1.label !== 'string') {
                            validate80.errors = [
                              {
                                instancePath: instancePath + '/groups/' + i0 + '/label',
                                schemaPath: '#/properties/groups/items/properties/label/type',
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
                        if (valid2) {
                          if (data1.trace_ids !== undefined) {
                            let data4 = data1.trace_ids;
                            const _errs11 = errors;
                            if (errors === _errs11) {
                              if (Array.isArray(data4)) {
                                var valid3 = true;
                                const len1 = data4.length;
                                for (let i1 = 0; i1 < len1; i1++) {
                                  const _errs13 = errors;
                                  if (typeof data4[i1] !== 'string') {
                                    validate80.errors = [
                                      {
                                        instancePath: instancePath + '/groups/' + i0 + '/trace_ids/' + i1,
                                        schemaPath:
                                          '#/properties/groups/items/properties/trace_ids/items/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid3 = _errs13 === errors;
                                  if (!valid3) {
                                    break;
                                  }
                                }
                              } else {
                                validate80.errors = [
                                  {
                                    instancePath: instancePath + '/groups/' + i0 + '/trace_ids',
                                    schemaPath: '#/properties/groups/items/properties/trace_ids/type',
                                    keyword: 'type',
                                    params: { type: 'array' },
                                    message: 'must be array',
                                  },
                                ];
                                return false;
                              }
                            }
                            var valid2 = _errs11 === errors;
                          } else {
                            var valid2 = true;
                          }
                          if (valid2) {
                            if (data1.span_count !== undefined) {
                              let data6 = data1.span_count;
                              const _errs15 = errors;
                              if (!(
                                typeof data6 == 'number' &&
                                !(data6 % 1) &&
                                !isNaN(data6) &&
                                isFinite(data6)
                              )) {
                                validate80.errors = [
                                  {
                                    instancePath: instancePath + '/groups/' + i0 + '/span_count',
                                    schemaPath: '#/properties/groups/items/properties/span_count/type',
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
                                    validate80.errors = [
                                      {
                                        instancePath: instancePath + '/groups/' + i0 + '/span_count',
                                        schemaPath: '#/properties/groups/items/properties/span_count/minimum',
                                        keyword: 'minimum',
                                        params: { comparison: '>=', limit: 0 },
                                        message: 'must be >= 0',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                              }
                              var valid2 = _errs15 === errors;
                            } else {
                              var valid2 = true;
                            }
                            if (valid2) {
                              if (data1.first_seen_ms !== undefined) {
                                let data7 = data1.first_seen_ms;
                                const _errs17 = errors;
                                if (!(typeof data7 == 'number' && isFinite(data7))) {
                                  validate80.errors = [
                                    {
                                      instancePath: instancePath + '/groups/' + i0 + '/first_seen_ms',
                                      schemaPath: '#/properties/groups/items/properties/first_seen_ms/type',
                                      keyword: 'type',
                                      params: { type: 'number' },
                                      message: 'must be number',
                                    },
                                  ];
                                  return false;
                                }
                                var valid2 = _errs17 === errors;
                              } else {
                                var valid2 = true;
                              }
                              if (valid2) {
                                if (data1.last_seen_ms !== undefined) {
                                  let data8 = data1.last_seen_ms;
                                  const _errs19 = errors;
                                  if (!(typeof data8 == 'number' && isFinite(data8))) {
                                    validate80.errors = [
                                      {
                                        instancePath: instancePath + '/groups/' + i0 + '/last_seen_ms',
                                        schemaPath: '#/properties/groups/items/properties/last_seen_ms/type',
                                        keyword: 'type',
                                        params: { type: 'number' },
                                        message: 'must be number',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid2 = _errs19 === errors;
                                } else {
                                  var valid2 = true;
                                }
                                if (valid2) {
                                  if (data1.duration_ms !== undefined) {
                                    let data9 = data1.duration_ms;
                                    const _errs21 = errors;
                                    if (!(typeof data9 == 'number' && isFinite(data9))) {
                                      validate80.errors = [
                                        {
                                          instancePath: instancePath + '/groups/' + i0 + '/duration_ms',
                                          schemaPath: '#/properties/groups/items/properties/duration_ms/type',
                                          keyword: 'type',
                                          params: { type: 'number' },
                                          message: 'must be number',
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid2 = _errs21 === errors;
                                  } else {
                                    var valid2 = true;
                                  }
                                  if (valid2) {
                                    if (data1.error_count !== undefined) {
                                      let data10 = data1.error_count;
                                      const _errs23 = errors;
                                      if (!(
                                        typeof data10 == 'number' &&
                                        !(data10 % 1) &&
                                        !isNaN(data10) &&
                                        isFinite(data10)
                                      )) {
                                        validate80.errors = [
                                          {
                                            instancePath: instancePath + '/groups/' + i0 + '/error_count',
                                            schemaPath:
                                              '#/properties/groups/items/properties/error_count/type',
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
                                            validate80.errors = [
                                              {
                                                instancePath: instancePath + '/groups/' + i0 + '/error_count',
                                                schemaPath:
                                                  '#/properties/groups/items/properties/error_count/minimum',
                                                keyword: 'minimum',
                                                params: { comparison: '>=', limit: 0 },
                                                message: 'must be >= 0',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                      }
                                      var valid2 = _errs23 === errors;
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
                  } else {
                    validate80.errors = [
                      {
                        instancePath: instancePath + '/groups/' + i0,
                        schemaPath: '#/properties/groups/items/type',
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
              validate80.errors = [
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
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.storage !== undefined) {
            let data11 = data.storage;
            const _errs25 = errors;
            if (errors === _errs25) {
              if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
              } else {
                validate80.errors = [
                  {
                    instancePath: instancePath + '/storage',
                    schemaPath: '#/properties/storage/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs25 === errors;
          } else {
            var valid0 = true;
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
export const validateObservabilityTracesListInput =
  validate81 as unknown as Validator<ObservabilityTracesListInput>;
const schema102 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-list-input.schema.json',
  title: 'ObservabilityTracesListInput',
  description: 'Input of `engine::traces::list`: filters combined with and, then sort and pagination.',
  type: 'object',
  properties: {
    trace_id: { description: 'Only this trace (exact).', type: 'string' },
    trace_ids: {
      description: 'Only these traces.',
      type: 'array',
      items: { description: 'A trace id.', type: 'string' },
    },
    offset: { description: 'Rows skipped before the page (default 0).', type: 'integer', minimum: 0 },
    limit: { description: 'Rows in the page (default 100, at most 1000).', type: 'integer', minimum: 0 },
    service_name: { description: 'Case-insensitive substring of the service name.', type: 'string' },
    name: { description: 'Case-insensitive substring of the span name.', type: 'string' },
    status: {
      description: 'Case-insensitive substring of the status (`ok`, `error`, `unset`).',
      type: 'string',
    },
    min_duration_ms: { description: 'Minimum duration in milliseconds.', type: 'number' },
    max_duration_ms: { description: 'Maximum duration in milliseconds.', type: 'number' },
    start_time: {
      description: 'Window start, unix ms: a span overlapping the window is included.',
      type: 'number',
    },
    end_time: { description: 'Window end, unix ms.', type: 'number' },
    sort_by: {
      description: '`start_time` (default), `duration`, `duration_ms`, `service_name` or `name`.',
      enum: ['start_time', 'duration', 'duration_ms', 'service_name', 'name'],
    },
    sort_order: { description: '`asc` (default) or `desc`.', enum: ['asc', 'desc'] },
    attributes: {
      description: 'Attribute pairs that must all match exactly.',
      type: 'array',
      items: {
        description: 'A `[key, value]` pair.',
        type: 'array',
        items: { description: 'The key, then the value as a string.', type: 'string' },
        minItems: 2,
        maxItems: 2,
      },
    },
    exclude_attributes: {
      description: 'Attribute pairs of which any match removes the row.',
      type: 'array',
      items: {
        description: 'A `[key, value]` pair.',
        type: 'array',
        items: { description: 'The key, then the value as a string.', type: 'string' },
        minItems: 2,
        maxItems: 2,
      },
    },
    include_internal: {
      description: 'Include spans of `engine::*` functions (default false).',
      type: 'boolean',
    },
    search_all_spans: {
      description:
        "Match `name` and `attributes` against every span of a trace and return the trace's root (default false: root spans only).",
      type: 'boolean',
    },
  },
  additionalProperties: true,
  examples: [
    {},
    { service_name: 'svc', status: 'error', limit: 20 },
    {
      attributes: [['svc.function.id', 'math::add']],
      search_all_spans: true,
      sort_by: 'duration',
      sort_order: 'desc',
    },
  ],
};
function validate81(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/traces-list-input.schema.json" */ let vErrors = null;
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
      if (data.trace_id !== undefined) {
        const _errs2 = errors;
        if (typeof data.trace_id !== 'string') {
          validate81.errors = [
            {
              instancePath: instancePath + '/trace_id',
              schemaPath: '#/properties/trace_id/type',
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
        if (data.trace_ids !== undefined) {
          let data1 = data.trace_ids;
          const _errs4 = errors;
          if (errors === _errs4) {
            if (Array.isArray(data1)) {
              var valid1 = true;
              const len0 = data1.length;
              for (let i0 = 0; i0 < len0; i0++) {
                const _errs6 = errors;
                if (typeof data1[i0] !== 'string') {
                  validate81.errors = [
                    {
                      instancePath: instancePath + '/trace_ids/' + i0,
                      schemaPath: '#/properties/trace_ids/items/type',
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
            } else {
              validate81.errors = [
                {
                  instancePath: instancePath + '/trace_ids',
                  schemaPath: '#/properties/trace_ids/type',
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
        if (valid0) {
          if (data.offset !== undefined) {
            let data3 = data.offset;
            const _errs8 = errors;
            if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
              validate81.errors = [
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
            if (errors === _errs8) {
              if (typeof data3 == 'number' && isFinite(data3)) {
                if (data3 < 0 || isNaN(data3)) {
                  validate81.errors = [
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
            var valid0 = _errs8 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.limit !== undefined) {
              let data4 = data.limit;
              const _errs10 = errors;
              if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                validate81.errors = [
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
              if (errors === _errs10) {
                if (typeof data4 == 'number' && isFinite(data4)) {
                  if (data4 < 0 || isNaN(data4)) {
                    validate81.errors = [
                      {
                        instancePath: instancePath + '/limit',
                        schemaPath: '#/properties/limit/minimum',
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
              if (data.service_name !== undefined) {
                const _errs12 = errors;
                if (typeof data.service_name !== 'string') {
                  validate81.errors = [
                    {
                      instancePath: instancePath + '/service_name',
                      schemaPath: '#/properties/service_name/type',
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
                if (data.name !== undefined) {
                  const _errs14 = errors;
                  if (typeof data.name !== 'string') {
                    validate81.errors = [
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
                  var valid0 = _errs14 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.status !== undefined) {
                    const _errs16 = errors;
                    if (typeof data.status !== 'string') {
                      validate81.errors = [
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
                    var valid0 = _errs16 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.min_duration_ms !== undefined) {
                      let data8 = data.min_duration_ms;
                      const _errs18 = errors;
                      if (!(typeof data8 == 'number' && isFinite(data8))) {
                        validate81.errors = [
                          {
                            instancePath: instancePath + '/min_duration_ms',
                            schemaPath: '#/properties/min_duration_ms/type',
                            keyword: 'type',
                            params: { type: 'number' },
                            message: 'must be number',
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs18 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.max_duration_ms !== undefined) {
                        let data9 = data.max_duration_ms;
                        const _errs20 = errors;
                        if (!(typeof data9 == 'number' && isFinite(data9))) {
                          validate81.errors = [
                            {
                              instancePath: instancePath + '/max_duration_ms',
                              schemaPath: '#/properties/max_duration_ms/type',
                              keyword: 'type',
                              params: { type: 'number' },
                              message: 'must be number',
                            },
                          ];
                          return false;
                        }
                        var valid0 = _errs20 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.start_time !== undefined) {
                          let data10 = data.start_time;
                          const _errs22 = errors;
                          if (!(typeof data10 == 'number' && isFinite(data10))) {
                            validate81.errors = [
                              {
                                instancePath: instancePath + '/start_time',
                                schemaPath: '#/properties/start_time/type',
                                keyword: 'type',
                                params: { type: 'number' },
                                message: 'must be number',
                              },
                            ];
                            return false;
                          }
                          var valid0 = _errs22 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.end_time !== undefined) {
                            let data11 = data.end_time;
                            const _errs24 = errors;
                            if (!(typeof data11 == 'number' && isFinite(data11))) {
                              validate81.errors = [
                                {
                                  instancePath: instancePath + '/end_time',
                                  schemaPath: '#/properties/end_time/type',
                                  keyword: 'type',
                                  params: { type: 'number' },
                                  message: 'must be number',
                                },
                              ];
                              return false;
                            }
                            var valid0 = _errs24 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.sort_by !== undefined) {
                              let data12 = data.sort_by;
                              const _errs26 = errors;
                              if (!(
                                data12 === 'start_time' ||
                                data12 === 'duration' ||
                                data12 === 'duration_ms' ||
                                data12 === 'service_name' ||
                                data12 === 'name'
                              )) {
                                validate81.errors = [
                                  {
                                    instancePath: instancePath + '/sort_by',
                                    schemaPath: '#/properties/sort_by/enum',
                                    keyword: 'enum',
                                    params: { allowedValues: schema102.properties.sort_by.enum },
                                    message: 'must be equal to one of the allowed values',
                                  },
                                ];
                                return false;
                              }
                              var valid0 = _errs26 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.sort_order !== undefined) {
                                let data13 = data.sort_order;
                                const _errs27 = errors;
                                if (!(data13 === 'asc' || data13 === 'desc')) {
                                  validate81.errors = [
                                    {
                                      instancePath: instancePath + '/sort_order',
                                      schemaPath: '#/properties/sort_order/enum',
                                      keyword: 'enum',
                                      params: { allowedValues: schema102.properties.sort_order.enum },
                                      message: 'must be equal to one of the allowed values',
                                    },
                                  ];
                                  return false;
                                }
                                var valid0 = _errs27 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.attributes !== undefined) {
                                  let data14 = data.attributes;
                                  const _errs28 = errors;
                                  if (errors === _errs28) {
                                    if (Array.isArray(data14)) {
                                      var valid2 = true;
                                      const len1 = data14.length;
                                      for (let i1 = 0; i1 < len1; i1++) {
                                        let data15 = data14[i1];
                                        const _errs30 = errors;
                                        if (errors === _errs30) {
                                          if (Array.isArray(data15)) {
                                            if (data15.length > 2) {
                                              validate81.errors = [
                                                {
                                                  instancePath: instancePath + '/attributes/' + i1,
                                                  schemaPath: '#/properties/attributes/items/maxItems',
                                                  keyword: 'maxItems',
                                                  params: { limit: 2 },
                                                  message: 'must NOT have more than 2 items',
                                                },
                                              ];
                                              return false;
                                            } else {
                                              if (data15.length < 2) {
                                                validate81.errors = [
                                                  {
                                                    instancePath: instancePath + '/attributes/' + i1,
                                                    schemaPath: '#/properties/attributes/items/minItems',
                                                    keyword: 'minItems',
                                                    params: { limit: 2 },
                                                    message: 'must NOT have fewer than 2 items',
                                                  },
                                                ];
                                                return false;
                                              } else {
                                                var valid3 = true;
                                                const len2 = data15.length;
                                                for (let i2 = 0; i2 < len2; i2++) {
                                                  const _errs32 = errors;
                                                  if (typeof data15[i2] !== 'string') {
                                                    validate81.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/attributes/' + i1 + '/' + i2,
                                                        schemaPath:
                                                          '#/properties/attributes/items/items/type',
                                                        keyword: 'type',
                                                        params: { type: 'string' },
                                                        message: 'must be string',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                  var valid3 = _errs32 === errors;
                                                  if (!valid3) {
                                                    break;
                                                  }
                                                }
                                              }
                                            }
                                          } else {
                                            validate81.errors = [
                                              {
                                                instancePath: instancePath + '/attributes/' + i1,
                                                schemaPath: '#/properties/attributes/items/type',
                                                keyword: 'type',
                                                params: { type: 'array' },
                                                message: 'must be array',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                        var valid2 = _errs30 === errors;
                                        if (!valid2) {
                                          break;
                                        }
                                      }
                                    } else {
                                      validate81.errors = [
                                        {
                                          instancePath: instancePath + '/attributes',
                                          schemaPath: '#/properties/attributes/type',
                                          keyword: 'type',
                                          params: { type: 'array' },
                                          message: 'must be array',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                  var valid0 = _errs28 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.exclude_attributes !== undefined) {
                                    let data17 = data.exclude_attributes;
                                    const _errs34 = errors;
                                    if (errors === _errs34) {
                                      if (Array.isArray(data17)) {
                                        var valid4 = true;
                                        const len3 = data17.length;
                                        for (let i3 = 0; i3 < len3; i3++) {
                                          let data18 = data17[i3];
                                          const _errs36 = errors;
                                          if (errors === _errs36) {
                                            if (Array.isArray(data18)) {
                                              if (data18.length > 2) {
                                                validate81.errors = [
                                                  {
                                                    instancePath: instancePath + '/exclude_attributes/' + i3,
                                                    schemaPath:
                                                      '#/properties/exclude_attributes/items/maxItems',
                                                    keyword: 'maxItems',
                                                    params: { limit: 2 },
                                                    message: 'must NOT have more than 2 items',
                                                  },
                                                ];
                                                return false;
                                              } else {
                                                if (data18.length < 2) {
                                                  validate81.errors = [
                                                    {
                                                      instancePath:
                                                        instancePath + '/exclude_attributes/' + i3,
                                                      schemaPath:
                                                        '#/properties/exclude_attributes/items/minItems',
                                                      keyword: 'minItems',
                                                      params: { limit: 2 },
                                                      message: 'must NOT have fewer than 2 items',
                                                    },
                                                  ];
                                                  return false;
                                                } else {
                                                  var valid5 = true;
                                                  const len4 = data18.length;
                                                  for (let i4 = 0; i4 < len4; i4++) {
                                                    const _errs38 = errors;
                                                    if (typeof data18[i4] !== 'string') {
                                                      validate81.errors = [
                                                        {
                                                          instancePath:
                                                            instancePath +
                                                            '/exclude_attributes/' +
                                                            i3 +
                                                            '/' +
                                                            i4,
                                                          schemaPath:
                                                            '#/properties/exclude_attributes/items/items/type',
                                                          keyword: 'type',
                                                          params: { type: 'string' },
                                                          message: 'must be string',
                                                        },
                                                      ];
                                                      return false;
                                                    }
                                                    var valid5 = _errs38 === errors;
                                                    if (!valid5) {
                                                      break;
                                                    }
                                                  }
                                                }
                                              }
                                            } else {
                                              validate81.errors = [
                                                {
                                                  instancePath: instancePath + '/exclude_attributes/' + i3,
                                                  schemaPath: '#/properties/exclude_attributes/items/type',
                                                  keyword: 'type',
                                                  params: { type: 'array' },
                                                  message: 'must be array',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                          var valid4 = _errs36 === errors;
                                          if (!valid4) {
                                            break;
                                          }
                                        }
                                      } else {
                                        validate81.errors = [
                                          {
                                            instancePath: instancePath + '/exclude_attributes',
                                            schemaPath: '#/properties/exclude_attributes/type',
                                            keyword: 'type',
                                            params: { type: 'array' },
                                            message: 'must be array',
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
                                    if (data.include_internal !== undefined) {
                                      const _errs40 = errors;
                                      if (typeof data.include_internal !== 'boolean') {
                                        validate81.errors = [
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
                                      var valid0 = _errs40 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                    if (valid0) {
                                      if (data.search_all_spans !== undefined) {
                                        const _errs42 = errors;
                                        if (typeof data.search_all_spans !== 'boolean') {
                                          validate81.errors = [
                                            {
                                              instancePath: instancePath + '/search_all_spans',
                                              schemaPath: '#/properties/search_all_spans/type',
                                              keyword: 'type',
                                              params: { type: 'boolean' },
                                              message: 'must be boolean',
                                            },
                                          ];
                                          return false;
                                        }
                                        var valid0 = _errs42 === errors;
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
export const validateObservabilityTracesListOutput =
  validate82 as unknown as Validator<ObservabilityTracesListOutput>;
const schema103 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-list-output.schema.json',
  title: 'ObservabilityTracesListOutput',
  description: 'Output of `engine::traces::list`.',
  type: 'object',
  properties: {
    spans: {
      description: 'The page of root spans (or matching spans).',
      type: 'array',
      items: { $ref: 'stored-span.schema.json' },
    },
    total: { description: 'Rows that pass the filters, before pagination.', type: 'integer', minimum: 0 },
    offset: { description: 'The offset applied.', type: 'integer', minimum: 0 },
    limit: { description: 'The limit applied.', type: 'integer', minimum: 0 },
    storage: {
      description:
        'What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.',
      type: 'object',
      additionalProperties: true,
    },
  },
  required: ['spans', 'total', 'offset', 'limit'],
  additionalProperties: true,
  examples: [
    {
      spans: [
        {
          trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
          span_id: '00f067aa0ba902b7',
          name: 'math::add',
          start_time_unix_nano: 1767225600000000000,
          end_time_unix_nano: 1767225600002000000,
          status: 'ok',
          attributes: [
            ['svc.function.id', 'math::add'],
            ['svc.invocation.id', 'i-1'],
          ],
          service_name: 'svc',
          events: [],
          links: [],
        },
      ],
      total: 1,
      offset: 0,
      limit: 100,
    },
    { spans: [], total: 0, offset: 0, limit: 100 },
  ],
};
function validate82(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/traces-list-output.schema.json" */ let vErrors = null;
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
      if (
        (data.spans === undefined && (missing0 = 'spans')) ||
        (data.total === undefined && (missing0 = 'total')) ||
        (data.offset === undefined && (missing0 = 'offset')) ||
        (data.limit === undefined && (missing0 = 'limit'))
      ) {
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
        if (data.spans !== undefined) {
          let data0 = data.spans;
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
                      (data1.trace_id === undefined && (missing1 = 'trace_id')) ||
                      (data1.span_id === undefined && (missing1 = 'span_id')) ||
                      (data1.name === undefined && (missing1 = 'name')) ||
                      (data1.start_time_unix_nano === undefined && (missing1 = 'start_time_unix_nano')) ||
                      (data1.end_time_unix_nano === undefined && (missing1 = 'end_time_unix_nano')) ||
                      (data1.status === undefined && (missing1 = 'status')) ||
                      (data1.attributes === undefined && (missing1 = 'attributes')) ||
                      (data1.service_name === undefined && (missing1 = 'service_name')) ||
                      (data1.events === undefined && (missing1 = 'events')) ||
                      (data1.links === undefined && (missing1 = 'links'))
                    ) {
                      validate82.errors = [
                        {
                          instancePath: instancePath + '/spans/' + i0,
                          schemaPath: 'stored-span.schema.json/required',
                          keyword: 'required',
                          params: { missingProperty: missing1 },
                          message: "must have required property '" + missing1 + "'",
                        },
                      ];
                      return false;
                    } else {
                      if (data1.trace_id !== undefined) {
                        const _errs8 = errors;
                        if (typeof data1.trace_id !== 'string') {
                          validate82.errors = [
                            {
                              instancePath: instancePath + '/spans/' + i0 + '/trace_id',
                              schemaPath: 'stored-span.schema.json/properties/trace_id/type',
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
                        if (data1.span_id !== undefined) {
                          const _errs10 = errors;
                          if (typeof data1.span_id !== 'string') {
                            validate82.errors = [
                              {
                                instancePath: instancePath + '/spans/' + i0 + '/span_id',
                                schemaPath: 'stored-span.schema.json/properties/span_id/type',
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
                          if (data1.parent_span_id !== undefined) {
                            const _errs12 = errors;
                            if (typeof data1.parent_span_id !== 'string') {
                              validate82.errors = [
                                {
                                  instancePath: instancePath + '/spans/' + i0 + '/parent_span_id',
                                  schemaPath: 'stored-span.schema.json/properties/parent_span_id/type',
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
                          if (valid3) {
                            if (data1.name !== undefined) {
                              const _errs14 = errors;
                              if (typeof data1.name !== 'string') {
                                validate82.errors = [
                                  {
                                    instancePath: instancePath + '/spans/' + i0 + '/name',
                                    schemaPath: 'stored-span.schema.json/properties/name/type',
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
                              if (data1.kind !== undefined) {
                                const _errs16 = errors;
                                if (typeof data1.kind !== 'string') {
                                  validate82.errors = [
                                    {
                                      instancePath: instancePath + '/spans/' + i0 + '/kind',
                                      schemaPath: 'stored-span.schema.json/properties/kind/type',
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
                                if (data1.start_time_unix_nano !== undefined) {
                                  let data7 = data1.start_time_unix_nano;
                                  const _errs18 = errors;
                                  if (!(
                                    typeof data7 == 'number' &&
                                    !(data7 % 1) &&
                                    !isNaN(data7) &&
                                    isFinite(data7)
                                  )) {
                                    validate82.errors = [
                                      {
                                        instancePath: instancePath + '/spans/' + i0 + '/start_time_unix_nano',
                                        schemaPath:
                                          'stored-span.schema.json/properties/start_time_unix_nano/type',
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
                                        validate82.errors = [
                                          {
                                            instancePath:
                                              instancePath + '/spans/' + i0 + '/start_time_unix_nano',
                                            schemaPath:
                                              'stored-span.schema.json/properties/start_time_unix_nano/minimum',
                                            keyword: 'minimum',
                                            params: { comparison: '>=', limit: 0 },
                                            message: 'must be >= 0',
                                          },
                                        ];
                                        return false;
                                      }
                                    }
                                  }
                                  var valid3 = _errs18 === errors;
                                } else {
                                  var valid3 = true;
                                }
                                if (valid3) {
                                  if (data1.end_time_unix_nano !== undefined) {
                                    let data8 = data1.end_time_unix_nano;
                                    const _errs20 = errors;
                                    if (!(
                                      typeof data8 == 'number' &&
                                      !(data8 % 1) &&
                                      !isNaN(data8) &&
                                      isFinite(data8)
                                    )) {
                                      validate82.errors = [
                                        {
                                          instancePath: instancePath + '/spans/' + i0 + '/end_time_unix_nano',
                                          schemaPath:
                                            'stored-span.schema.json/properties/end_time_unix_nano/type',
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
                                          validate82.errors = [
                                            {
                                              instancePath:
                                                instancePath + '/spans/' + i0 + '/end_time_unix_nano',
                                              schemaPath:
                                                'stored-span.schema.json/properties/end_time_unix_nano/minimum',
                                              keyword: 'minimum',
                                              params: { comparison: '>=', limit: 0 },
                                              message: 'must be >= 0',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                    }
                                    var valid3 = _errs20 === errors;
                                  } else {
                                    var valid3 = true;
                                  }
                                  if (valid3) {
                                    if (data1.status !== undefined) {
                                      const _errs22 = errors;
                                      if (typeof data1.status !== 'string') {
                                        validate82.errors = [
                                          {
                                            instancePath: instancePath + '/spans/' + i0 + '/status',
                                            schemaPath: 'stored-span.schema.json/properties/status/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                          },
                                        ];
                                        return false;
                                      }
                                      var valid3 = _errs22 === errors;
                                    } else {
                                      var valid3 = true;
                                    }
                                    if (valid3) {
                                      if (data1.status_description !== undefined) {
                                        const _errs24 = errors;
                                        if (typeof data1.status_description !== 'string') {
                                          validate82.errors = [
                                            {
                                              instancePath:
                                                instancePath + '/spans/' + i0 + '/status_description',
                                              schemaPath:
                                                'stored-span.schema.json/properties/status_description/type',
                                              keyword: 'type',
                                              params: { type: 'string' },
                                              message: 'must be string',
                                            },
                                          ];
                                          return false;
                                        }
                                        var valid3 = _errs24 === errors;
                                      } else {
                                        var valid3 = true;
                                      }
                                      if (valid3) {
                                        if (data1.attributes !== undefined) {
                                          let data11 = data1.attributes;
                                          const _errs26 = errors;
                                          if (errors === _errs26) {
                                            if (Array.isArray(data11)) {
                                              var valid4 = true;
                                              const len1 = data11.length;
                                              for (let i1 = 0; i1 < len1; i1++) {
                                                let data12 = data11[i1];
                                                const _errs28 = errors;
                                                if (errors === _errs28) {
                                                  if (Array.isArray(data12)) {
                                                    if (data12.length > 2) {
                                                      validate82.errors = [
                                                        {
                                                          instancePath:
                                                            instancePath +
                                                            '/spans/' +
                                                            i0 +
                                                            '/attributes/' +
                                                            i1,
                                                          schemaPath:
                                                            'stored-span.schema.json/properties/attributes/items/maxItems',
                                                          keyword: 'maxItems',
                                                          params: { limit: 2 },
                                                          message: 'must NOT have more than 2 items',
                                                        },
                                                      ];
                                                      return false;
                                                    } else {
                                                      if (data12.length < 2) {
                                                        validate82.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath +
                                                              '/spans/' +
                                                              i0 +
                                                              '/attributes/' +
                                                              i1,
                                                            schemaPath:
                                                              'stored-span.schema.json/properties/attributes/items/minItems',
                                                            keyword: 'minItems',
                                                            params: { limit: 2 },
                                                            message: 'must NOT have fewer than 2 items',
                                                          },
                                                        ];
                                                        return false;
                                                      } else {
                                                        var valid5 = true;
                                                        const len2 = data12.length;
                                                        for (let i2 = 0; i2 < len2; i2++) {
                                                          const _errs30 = errors;
                                                          if (typeof data12[i2] !== 'string') {
                                                            validate82.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath +
                                                                  '/spans/' +
                                                                  i0 +
                                                                  '/attributes/' +
                                                                  i1 +
                                                                  '/' +
                                                                  i2,
                                                                schemaPath:
                                                                  'stored-span.schema.json/properties/attributes/items/items/type',
                                                                keyword: 'type',
                                                                params: { type: 'string' },
                                                                message: 'must be string',
                                                              },
                                                            ];
                                                            return false;
                                                          }
                                                          var valid5 = _errs30 === errors;
                                                          if (!valid5) {
                                                            break;
                                                          }
                                                        }
                                                      }
                                                    }
                                                  } else {
                                                    validate82.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/spans/' + i0 + '/attributes/' + i1,
                                                        schemaPath:
                                                          'stored-span.schema.json/properties/attributes/items/type',
                                                        keyword: 'type',
                                                        params: { type: 'array' },
                                                        message: 'must be array',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                }
                                                var valid4 = _errs28 === errors;
                                                if (!valid4) {
                                                  break;
                                                }
                                              }
                                            } else {
                                              validate82.errors = [
                                                {
                                                  instancePath: instancePath + '/spans/' + i0 + '/attributes',
                                                  schemaPath:
                                                    'stored-span.schema.json/properties/attributes/type',
                                                  keyword: 'type',
                                                  params: { type: 'array' },
                                                  message: 'must be array',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                          var valid3 = _errs26 === errors;
                                        } else {
                                          var valid3 = true;
                                        }
                                        if (valid3) {
                                          if (data1.service_name !== undefined) {
                                            const _errs32 = errors;
                                            if (typeof data1.service_name !== 'string') {
                                              validate82.errors = [
                                                {
                                                  instancePath:
                                                    instancePath + '/spans/' + i0 + '/service_name',
                                                  schemaPath:
                                                    'stored-span.schema.json/properties/service_name/type',
                                                  keyword: 'type',
                                                  params: { type: 'string' },
                                                  message: 'must be string',
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid3 = _errs32 === errors;
                                          } else {
                                            var valid3 = true;
                                          }
                                          if (valid3) {
                                            if (data1.events !== undefined) {
                                              let data15 = data1.events;
                                              const _errs34 = errors;
                                              if (errors === _errs34) {
                                                if (Array.isArray(data15)) {
                                                  var valid6 = true;
                                                  const len3 = data15.length;
                                                  for (let i3 = 0; i3 < len3; i3++) {
                                                    let data16 = data15[i3];
                                                    const _errs36 = errors;
                                                    if (errors === _errs36) {
                                                      if (
                                                        data16 &&
                                                        typeof data16 == 'object' &&
                                                        !Array.isArray(data16)
                                                      ) {
                                                        if (data16.name !== undefined) {
                                                          const _errs39 = errors;
                                                          if (typeof data16.name !== 'string') {
                                                            validate82.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath +
                                                                  '/spans/' +
                                                                  i0 +
                                                                  '/events/' +
                                                                  i3 +
                                                                  '/name',
                                                                schemaPath:
                                                                  'stored-span.schema.json/properties/events/items/properties/name/type',
                                                                keyword: 'type',
                                                                params: { type: 'string' },
                                                                message: 'must be string',
                                                              },
                                                            ];
                                                            return false;
                                                          }
                                                          var valid7 = _errs39 === errors;
                                                        } else {
                                                          var valid7 = true;
                                                        }
                                                        if (valid7) {
                                                          if (data16.timestamp_unix_nano !== undefined) {
                                                            let data18 = data16.timestamp_unix_nano;
                                                            const _errs41 = errors;
                                                            if (!(
                                                              typeof data18 == 'number' &&
                                                              !(data18 % 1) &&
                                                              !isNaN(data18) &&
                                                              isFinite(data18)
                                                            )) {
                                                              validate82.errors = [
                                                                {
                                                                  instancePath:
                                                                    instancePath +
                                                                    '/spans/' +
                                                                    i0 +
                                                                    '/events/' +
                                                                    i3 +
                                                                    '/timestamp_unix_nano',
                                                                  schemaPath:
                                                                    'stored-span.schema.json/properties/events/items/properties/timestamp_unix_nano/type',
                                                                  keyword: 'type',
                                                                  params: { type: 'integer' },
                                                                  message: 'must be integer',
                                                                },
                                                              ];
                                                              return false;
                                                            }
                                                            if (errors === _errs41) {
                                                              if (
                                                                typeof data18 == 'number' &&
                                                                isFinite(data18)
                                                              ) {
                                                                if (data18 < 0 || isNaN(data18)) {
                                                                  validate82.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath +
                                                                        '/spans/' +
                                                                        i0 +
                                                                        '/events/' +
                                                                        i3 +
                                                                        '/timestamp_unix_nano',
                                                                      schemaPath:
                                                                        'stored-span.schema.json/properties/events/items/properties/timestamp_unix_nano/minimum',
                                                                      keyword: 'minimum',
                                                                      params: { comparison: '>=', limit: 0 },
                                                                      message: 'must be >= 0',
                                                                    },
                                                                  ];
                                                                  return false;
                                                                }
                                                              }
                                                            }
                                                            var valid7 = _errs41 === errors;
                                                          } else {
                                                            var valid7 = true;
                                                          }
                                                          if (valid7) {
                                                            if (data16.attributes !== undefined) {
                                                              let data19 = data16.attributes;
                                                              const _errs43 = errors;
                                                              if (errors === _errs43) {
                                                                if (Array.isArray(data19)) {
                                                                  var valid8 = true;
                                                                  const len4 = data19.length;
                                                                  for (let i4 = 0; i4 < len4; i4++) {
                                                                    let data20 = data19[i4];
                                                                    const _errs45 = errors;
                                                                    if (errors === _errs45) {
                                                                      if (Array.isArray(data20)) {
                                                                        if (data20.length > 2) {
                                                                          validate82.errors = [
                                                                            {
                                                                              instancePath:
                                                                                instancePath +
                                                                                '/spans/' +
                                                                                i0 +
                                                                                '/events/' +
                                                                                i3 +
                                                                                '/attributes/' +
                                                                                i4,
                                                                              schemaPath:
                                                                                'stored-span.schema.json/properties/events/items/properties/attributes/items/maxItems',
                                                                              keyword: 'maxItems',
                                                                              params: { limit: 2 },
                                                                              message:
                                                                                'must NOT have more than 2 items',
                                                                            },
                                                                          ];
                                                                          return false;
                                                                        } else {
                                                                          if (data20.length < 2) {
                                                                            validate82.errors = [
                                                                              {
                                                                                instancePath:
                                                                                  instancePath +
                                                                                  '/spans/' +
                                                                                  i0 +
                                                                                  '/events/' +
                                                                                  i3 +
                                                                                  '/attributes/' +
                                                                                  i4,
                                                                                schemaPath:
                                                                                  'stored-span.schema.json/properties/events/items/properties/attributes/items/minItems',
                                                                                keyword: 'minItems',
                                                                                params: { limit: 2 },
                                                                                message:
                                                                                  'must NOT have fewer than 2 items',
                                                                              },
                                                                            ];
                                                                            return false;
                                                                          } else {
                                                                            var valid9 = true;
                                                                            const len5 = data20.length;
                                                                            for (
                                                                              let i5 = 0;
                                                                              i5 < len5;
                                                                              i5++
                                                                            ) {
                                                                              const _errs47 = errors;
                                                                              if (
                                                                                typeof data20[i5] !== 'string'
                                                                              ) {
                                                                                validate82.errors = [
                                                                                  {
                                                                                    instancePath:
                                                                                      instancePath +
                                                                                      '/spans/' +
                                                                                      i0 +
                                                                                      '/events/' +
                                                                                      i3 +
                                                                                      '/attributes/' +
                                                                                      i4 +
                                                                                      '/' +
                                                                                      i5,
                                                                                    schemaPath:
                                                                                      'stored-span.schema.json/properties/events/items/properties/attributes/items/items/type',
                                                                                    keyword: 'type',
                                                                                    params: {
                                                                                      type: 'string',
                                                                                    },
                                                                                    message: 'must be string',
                                                                                  },
                                                                                ];
                                                                                return false;
                                                                              }
                                                                              var valid9 = _errs47 === errors;
                                                                              if (!valid9) {
                                                                                break;
                                                                              }
                                                                            }
                                                                          }
                                                                        }
                                                                      } else {
                                                                        validate82.errors = [
                                                                          {
                                                                            instancePath:
                                                                              instancePath +
                                                                              '/spans/' +
                                                                              i0 +
                                                                              '/events/' +
                                                                              i3 +
                                                                              '/attributes/' +
                                                                              i4,
                                                                            schemaPath:
                                                                              'stored-span.schema.json/properties/events/items/properties/attributes/items/type',
                                                                            keyword: 'type',
                                                                            params: { type: 'array' },
                                                                            message: 'must be array',
                                                                          },
                                                                        ];
                                                                        return false;
                                                                      }
                                                                    }
                                                                    var valid8 = _errs45 === errors;
                                                                    if (!valid8) {
                                                                      break;
                                                                    }
                                                                  }
                                                                } else {
                                                                  validate82.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath +
                                                                        '/spans/' +
                                                                        i0 +
                                                                        '/events/' +
                                                                        i3 +
                                                                        '/attributes',
                                                                      schemaPath:
                                                                        'stored-span.schema.json/properties/events/items/properties/attributes/type',
                                                                      keyword: 'type',
                                                                      params: { type: 'array' },
                                                                      message: 'must be array',
                                                                    },
                                                                  ];
                                                                  return false;
                                                                }
                                                              }
                                                              var valid7 = _errs43 === errors;
                                                            } else {
                                                              var valid7 = true;
                                                            }
                                                          }
                                                        }
                                                      } else {
                                                        validate82.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath + '/spans/' + i0 + '/events/' + i3,
                                                            schemaPath:
                                                              'stored-span.schema.json/properties/events/items/type',
                                                            keyword: 'type',
                                                            params: { type: 'object' },
                                                            message: 'must be object',
                                                          },
                                                        ];
                                                        return false;
                                                      }
                                                    }
                                                    var valid6 = _errs36 === errors;
                                                    if (!valid6) {
                                                      break;
                                                    }
                                                  }
                                                } else {
                                                  validate82.errors = [
                                                    {
                                                      instancePath: instancePath + '/spans/' + i0 + '/events',
                                                      schemaPath:
                                                        'stored-span.schema.json/properties/events/type',
                                                      keyword: 'type',
                                                      params: { type: 'array' },
                                                      message: 'must be array',
                                                    },
                                                  ];
                                                  return false;
                                                }
                                              }
                                              var valid3 = _errs34 === errors;
                                            } else {
                                              var valid3 = true;
                                            }
                                            if (valid3) {
                                              if (data1.links !== undefined) {
                                                let data22 = data1.links;
                                                const _errs49 = errors;
                                                if (errors === _errs49) {
                                                  if (Array.isArray(data22)) {
                                                    var valid10 = true;
                                                    const len6 = data22.length;
                                                    for (let i6 = 0; i6 < len6; i6++) {
                                                      let data23 = data22[i6];
                                                      const _errs51 = errors;
                                                      if (errors === _errs51) {
                                                        if (
                                                          data23 &&
                                                          typeof data23 == 'object' &&
                                                          !Array.isArray(data23)
                                                        ) {
                                                          if (data23.trace_id !== undefined) {
                                                            const _errs54 = errors;
                                                            if (typeof data23.trace_id !== 'string') {
                                                              validate82.errors = [
                                                                {
                                                                  instancePath:
                                                                    instancePath +
                                                                    '/spans/' +
                                                                    i0 +
                                                                    '/links/' +
                                                                    i6 +
                                                                    '/trace_id',
                                                                  schemaPath:
                                                                    'stored-span.schema.json/properties/links/items/properties/trace_id/type',
                                                                  keyword: 'type',
                                                                  params: { type: 'string' },
                                                                  message: 'must be string',
                                                                },
                                                              ];
                                                              return false;
                                                            }
                                                            var valid11 = _errs54 === errors;
                                                          } else {
                                                            var valid11 = true;
                                                          }
                                                          if (valid11) {
                                                            if (data23.span_id !== undefined) {
                                                              const _errs56 = errors;
                                                              if (typeof data23.span_id !== 'string') {
                                                                validate82.errors = [
                                                                  {
                                                                    instancePath:
                                                                      instancePath +
                                                                      '/spans/' +
                                                                      i0 +
                                                                      '/links/' +
                                                                      i6 +
                                                                      '/span_id',
                                                                    schemaPath:
                                                                      'stored-span.schema.json/properties/links/items/properties/span_id/type',
                                                                    keyword: 'type',
                                                                    params: { type: 'string' },
                                                                    message: 'must be string',
                                                                  },
                                                                ];
                                                                return false;
                                                              }
                                                              var valid11 = _errs56 === errors;
                                                            } else {
                                                              var valid11 = true;
                                                            }
                                                            if (valid11) {
                                                              if (data23.trace_state !== undefined) {
                                                                const _errs58 = errors;
                                                                if (typeof data23.trace_state !== 'string') {
                                                                  validate82.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath +
                                                                        '/spans/' +
                                                                        i0 +
                                                                        '/links/' +
                                                                        i6 +
                                                                        '/trace_state',
                                                                      schemaPath:
                                                                        'stored-span.schema.json/properties/links/items/properties/trace_state/type',
                                                                      keyword: 'type',
                                                                      params: { type: 'string' },
                                                                      message: 'must be string',
                                                                    },
                                                                  ];
                                                                  return false;
                                                                }
                                                                var valid11 = _errs58 === errors;
                                                              } else {
                                                                var valid11 = true;
                                                              }
                                                              if (valid11) {
                                                                if (data23.attributes !== undefined) {
                                                                  let data27 = data23.attributes;
                                                                  const _errs60 = errors;
                                                                  if (errors === _errs60) {
                                                                    if (Array.isArray(data27)) {
                                                                      var valid12 = true;
                                                                      const len7 = data27.length;
                                                                      for (let i7 = 0; i7 < len7; i7++) {
                                                                        let data28 = data27[i7];
                                                                        const _errs62 = errors;
                                                                        if (errors === _errs62) {
                                                                          if (Array.isArray(data28)) {
                                                                            if (data28.length > 2) {
                                                                              validate82.errors = [
                                                                                {
                                                                                  instancePath:
                                                                                    instancePath +
                                                                                    '/spans/' +
                                                                                    i0 +
                                                                                    '/links/' +
                                                                                    i6 +
                                                                                    '/attributes/' +
                                                                                    i7,
                                                                                  schemaPath:
                                                                                    'stored-span.schema.json/properties/links/items/properties/attributes/items/maxItems',
                                                                                  keyword: 'maxItems',
                                                                                  params: { limit: 2 },
                                                                                  message:
                                                                                    'must NOT have more than 2 items',
                                                                                },
                                                                              ];
                                                                              return false;
                                                                            } else {
                                                                              if (data28.length < 2) {
                                                                                validate82.errors = [
                                                                                  {
                                                                                    instancePath:
                                                                                      instancePath +
                                                                                      '/spans/' +
                                                                                      i0 +
                                                                                      '/links/' +
                                                                                      i6 +
                                                                                      '/attributes/' +
                                                                                      i7,
                                                                                    schemaPath:
                                                                                      'stored-span.schema.json/properties/links/items/properties/attributes/items/minItems',
                                                                                    keyword: 'minItems',
                                                                                    params: { limit: 2 },
                                                                                    message:
                                                                                      'must NOT have fewer than 2 items',
                                                                                  },
                                                                                ];
                                                                                return false;
                                                                              } else {
                                                                                var valid13 = true;
                                                                                const len8 = data28.length;
                                                                                for (
                                                                                  let i8 = 0;
                                                                                  i8 < len8;
                                                                                  i8++
                                                                                ) {
                                                                                  const _errs64 = errors;
                                                                                  if (
                                                                                    typeof data28[i8] !==
                                                                                    'string'
                                                                                  ) {
                                                                                    validate82.errors = [
                                                                                      {
                                                                                        instancePath:
                                                                                          instancePath +
                                                                                          '/spans/' +
                                                                                          i0 +
                                                                                          '/links/' +
                                                                                          i6 +
                                                                                          '/attributes/' +
                                                                                          i7 +
                                                                                          '/' +
                                                                                          i8,
                                                                                        schemaPath:
                                                                                          'stored-span.schema.json/properties/links/items/properties/attributes/items/items/type',
                                                                                        keyword: 'type',
                                                                                        params: {
                                                                                          type: 'string',
                                                                                        },
                                                                                        message:
                                                                                          'must be string',
                                                                                      },
                                                                                    ];
                                                                                    return false;
                                                                                  }
                                                                                  var valid13 =
                                                                                    _errs64 === errors;
                                                                                  if (!valid13) {
                                                                                    break;
                                                                                  }
                                                                                }
                                                                              }
                                                                            }
                                                                          } else {
                                                                            validate82.errors = [
                                                                              {
                                                                                instancePath:
                                                                                  instancePath +
                                                                                  '/spans/' +
                                                                                  i0 +
                                                                                  '/links/' +
                                                                                  i6 +
                                                                                  '/attributes/' +
                                                                                  i7,
                                                                                schemaPath:
                                                                                  'stored-span.schema.json/properties/links/items/properties/attributes/items/type',
                                                                                keyword: 'type',
                                                                                params: { type: 'array' },
                                                                                message: 'must be array',
                                                                              },
                                                                            ];
                                                                            return false;
                                                                          }
                                                                        }
                                                                        var valid12 = _errs62 === errors;
                                                                        if (!valid12) {
                                                                          break;
                                                                        }
                                                                      }
                                                                    } else {
                                                                      validate82.errors = [
                                                                        {
                                                                          instancePath:
                                                                            instancePath +
                                                                            '/spans/' +
                                                                            i0 +
                                                                            '/links/' +
                                                                            i6 +
                                                                            '/attributes',
                                                                          schemaPath:
                                                                            'stored-span.schema.json/properties/links/items/properties/attributes/type',
                                                                          keyword: 'type',
                                                                          params: { type: 'array' },
                                                                          message: 'must be array',
                                                                        },
                                                                      ];
                                                                      return false;
                                                                    }
                                                                  }
                                                                  var valid11 = _errs60 === errors;
                                                                } else {
                                                                  var valid11 = true;
                                                                }
                                                              }
                                                            }
                                                          }
                                                        } else {
                                                          validate82.errors = [
                                                            {
                                                              instancePath:
                                                                instancePath +
                                                                '/spans/' +
                                                                i0 +
                                                                '/links/' +
                                                                i6,
                                                              schemaPath:
                                                                'stored-span.schema.json/properties/links/items/type',
                                                              keyword: 'type',
                                                              params: { type: 'object' },
                                                              message: 'must be object',
                                                            },
                                                          ];
                                                          return false;
                                                        }
                                                      }
                                                      var valid10 = _errs51 === errors;
                                                      if (!valid10) {
                                                        break;
                                                      }
                                                    }
                                                  } else {
                                                    validate82.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/spans/' + i0 + '/links',
                                                        schemaPath:
                                                          'stored-span.schema.json/properties/links/type',
                                                        keyword: 'type',
                                                        params: { type: 'array' },
                                                        message: 'must be array',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                }
                                                var valid3 = _errs49 === errors;
                                              } else {
                                                var valid3 = true;
                                              }
                                              if (valid3) {
                                                if (data1.instrumentation_scope_name !== undefined) {
                                                  const _errs66 = errors;
                                                  if (typeof data1.instrumentation_scope_name !== 'string') {
                                                    validate82.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath +
                                                          '/spans/' +
                                                          i0 +
                                                          '/instrumentation_scope_name',
                                                        schemaPath:
                                                          'stored-span.schema.json/properties/instrumentation_scope_name/type',
                                                        keyword: 'type',
                                                        params: { type: 'string' },
                                                        message: 'must be string',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                  var valid3 = _errs66 === errors;
                                                } else {
                                                  var valid3 = true;
                                                }
                                                if (valid3) {
                                                  if (data1.instrumentation_scope_version !== undefined) {
                                                    const _errs68 = errors;
                                                    if (
                                                      typeof data1.instrumentation_scope_version !== 'string'
                                                    ) {
                                                      validate82.errors = [
                                                        {
                                                          instancePath:
                                                            instancePath +
                                                            '/spans/' +
                                                            i0 +
                                                            '/instrumentation_scope_version',
                                                          schemaPath:
                                                            'stored-span.schema.json/properties/instrumentation_scope_version/type',
                                                          keyword: 'type',
                                                          params: { type: 'string' },
                                                          message: 'must be string',
                                                        },
                                                      ];
                                                      return false;
                                                    }
                                                    var valid3 = _errs68 === errors;
                                                  } else {
                                                    var valid3 = true;
                                                  }
                                                  if (valid3) {
                                                    if (data1.flags !== undefined) {
                                                      let data32 = data1.flags;
                                                      const _errs70 = errors;
                                                      if (!(
                                                        typeof data32 == 'number' &&
                                                        !(data32 % 1) &&
                                                        !isNaN(data32) &&
                                                        isFinite(data32)
                                                      )) {
                                                        validate82.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath + '/spans/' + i0 + '/flags',
                                                            schemaPath:
                                                              'stored-span.schema.json/properties/flags/type',
                                                            keyword: 'type',
                                                            params: { type: 'integer' },
                                                            message: 'must be integer',
                                                          },
                                                        ];
                                                        return false;
                                                      }
                                                      if (errors === _errs70) {
                                                        if (typeof data32 == 'number' && isFinite(data32)) {
                                                          if (data32 < 0 || isNaN(data32)) {
                                                            validate82.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath + '/spans/' + i0 + '/flags',
                                                                schemaPath:
                                                                  'stored-span.schema.json/properties/flags/minimum',
                                                                keyword: 'minimum',
                                                                params: { comparison: '>=', limit: 0 },
                                                                message: 'must be >= 0',
                                                              },
                                                            ];
                                                            return false;
                                                          }
                                                        }
                                                      }
                                                      var valid3 = _errs70 === errors;
                                                    } else {
                                                      var valid3 = true;
                                                    }
                                                    if (valid3) {
                                                      if (data1.trace_state !== undefined) {
                                                        const _errs72 = errors;
                                                        if (typeof data1.trace_state !== 'string') {
                                                          validate82.errors = [
                                                            {
                                                              instancePath:
                                                                instancePath +
                                                                '/spans/' +
                                                                i0 +
                                                                '/trace_state',
                                                              schemaPath:
                                                                'stored-span.schema.json/properties/trace_state/type',
                                                              keyword: 'type',
                                                              params: { type: 'string' },
                                                              message: 'must be string',
                                                            },
                                                          ];
                                                          return false;
                                                        }
                                                        var valid3 = _errs72 === errors;
                                                      } else {
                                                        var valid3 = true;
                                                      }
                                                      if (valid3) {
                                                        if (data1.pending !== undefined) {
                                                          const _errs74 = errors;
                                                          if (typeof data1.pending !== 'boolean') {
                                                            validate82.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath + '/spans/' + i0 + '/pending',
                                                                schemaPath:
                                                                  'stored-span.schema.json/properties/pending/type',
                                                                keyword: 'type',
                                                                params: { type: 'boolean' },
                                                                message: 'must be boolean',
                                                              },
                                                            ];
                                                            return false;
                                                          }
                                                          var valid3 = _errs74 === errors;
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
                              }
                            }
                          }
                        }
                      }
                    }
                  } else {
                    validate82.errors = [
                      {
                        instancePath: instancePath + '/spans/' + i0,
                        schemaPath: 'stored-span.schema.json/type',
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
              validate82.errors = [
                {
                  instancePath: instancePath + '/spans',
                  schemaPath: '#/properties/spans/type',
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
          if (data.total !== undefined) {
            let data35 = data.total;
            const _errs76 = errors;
            if (!(typeof data35 == 'number' && !(data35 % 1) && !isNaN(data35) && isFinite(data35))) {
              validate82.errors = [
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
            if (errors === _errs76) {
              if (typeof data35 == 'number' && isFinite(data35)) {
                if (data35 < 0 || isNaN(data35)) {
                  validate82.errors = [
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
            var valid0 = _errs76 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.offset !== undefined) {
              let data36 = data.offset;
              const _errs78 = errors;
              if (!(typeof data36 == 'number' && !(data36 % 1) && !isNaN(data36) && isFinite(data36))) {
                validate82.errors = [
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
              if (errors === _errs78) {
                if (typeof data36 == 'number' && isFinite(data36)) {
                  if (data36 < 0 || isNaN(data36)) {
                    validate82.errors = [
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
              var valid0 = _errs78 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.limit !== undefined) {
                let data37 = data.limit;
                const _errs80 = errors;
                if (!(typeof data37 == 'number' && !(data37 % 1) && !isNaN(data37) && isFinite(data37))) {
                  validate82.errors = [
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
                if (errors === _errs80) {
                  if (typeof data37 == 'number' && isFinite(data37)) {
                    if (data37 < 0 || isNaN(data37)) {
                      validate82.errors = [
                        {
                          instancePath: instancePath + '/limit',
                          schemaPath: '#/properties/limit/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 0 },
                          message: 'must be >= 0',
                        },
                      ];
                      return false;
                    }
                  }
                }
                var valid0 = _errs80 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.storage !== undefined) {
                  let data38 = data.storage;
                  const _errs82 = errors;
                  if (errors === _errs82) {
                    if (data38 && typeof data38 == 'object' && !Array.isArray(data38)) {
                    } else {
                      validate82.errors = [
                        {
                          instancePath: instancePath + '/storage',
                          schemaPath: '#/properties/storage/type',
                          keyword: 'type',
                          params: { type: 'object' },
                          message: 'must be object',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs82 === errors;
                } else {
                  var valid0 = true;
                }
              }
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
export const validateObservabilityTracesTreeInput =
  validate83 as unknown as Validator<ObservabilityTracesTreeInput>;
const schema105 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-tree-input.schema.json',
  title: 'ObservabilityTracesTreeInput',
  description: 'Input of `engine::traces::tree`.',
  type: 'object',
  properties: { trace_id: { description: 'The trace.', type: 'string' } },
  required: ['trace_id'],
  additionalProperties: true,
  examples: [{ trace_id: '4bf92f3577b34da6a3ce929d0e0e4736' }],
};
function validate83(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/traces-tree-input.schema.json" */ let vErrors = null;
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
      if (data.trace_id === undefined && (missing0 = 'trace_id')) {
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
        if (data.trace_id !== undefined) {
          if (typeof data.trace_id !== 'string') {
            validate83.errors = [
              {
                instancePath: instancePath + '/trace_id',
                schemaPath: '#/properties/trace_id/type',
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
export const validateObservabilityTracesTreeOutput =
  validate84 as unknown as Validator<ObservabilityTracesTreeOutput>;
const schema106 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-tree-output.schema.json',
  title: 'ObservabilityTracesTreeOutput',
  description:
    "Output of `engine::traces::tree`: the trace's spans nested under their parents (a span whose parent is not stored is a root), each with `children`, sorted by start time.",
  type: 'object',
  properties: {
    roots: {
      description: 'Root spans, each a stored span with `children` (the same shape, recursively).',
      type: 'array',
      items: {
        description: 'A stored span with `children`.',
        type: 'object',
        additionalProperties: true,
        properties: {
          children: {
            description: 'Child spans, with their children.',
            type: 'array',
            items: { description: 'A child span.', type: 'object', additionalProperties: true },
          },
        },
      },
    },
    storage: {
      description:
        'What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.',
      type: 'object',
      additionalProperties: true,
    },
  },
  required: ['roots'],
  additionalProperties: true,
  examples: [
    {
      roots: [
        {
          trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
          span_id: '00f067aa0ba902b7',
          name: 'math::add',
          start_time_unix_nano: 1767225600000000000,
          end_time_unix_nano: 1767225600002000000,
          status: 'ok',
          attributes: [
            ['svc.function.id', 'math::add'],
            ['svc.invocation.id', 'i-1'],
          ],
          service_name: 'svc',
          events: [],
          links: [],
          children: [],
        },
      ],
    },
    { roots: [] },
  ],
};
function validate84(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/traces-tree-output.schema.json" */ let vErrors = null;
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
      if (data.roots === undefined && (missing0 = 'roots')) {
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
        if (data.roots !== undefined) {
          let data0 = data.roots;
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
                    if (data1.children !== undefined) {
                      let data2 = data1.children;
                      const _errs7 = errors;
                      if (errors === _errs7) {
                        if (Array.isArray(data2)) {
                          var valid3 = true;
                          const len1 = data2.length;
                          for (let i1 = 0; i1 < len1; i1++) {
                            let data3 = data2[i1];
                            const _errs9 = errors;
                            if (errors === _errs9) {
                              if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                              } else {
                                validate84.errors = [
                                  {
                                    instancePath: instancePath + '/roots/' + i0 + '/children/' + i1,
                                    schemaPath: '#/properties/roots/items/properties/children/items/type',
                                    keyword: 'type',
                                    params: { type: 'object' },
                                    message: 'must be object',
                                  },
                                ];
                                return false;
                              }
                            }
                            var valid3 = _errs9 === errors;
                            if (!valid3) {
                              break;
                            }
                          }
                        } else {
                          validate84.errors = [
                            {
                              instancePath: instancePath + '/roots/' + i0 + '/children',
                              schemaPath: '#/properties/roots/items/properties/children/type',
                              keyword: 'type',
                              params: { type: 'array' },
                              message: 'must be array',
                            },
                          ];
                          return false;
                        }
                      }
                    }
                  } else {
                    validate84.errors = [
                      {
                        instancePath: instancePath + '/roots/' + i0,
                        schemaPath: '#/properties/roots/items/type',
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
              validate84.errors = [
                {
                  instancePath: instancePath + '/roots',
                  schemaPath: '#/properties/roots/type',
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
          if (data.storage !== undefined) {
            let data4 = data.storage;
            const _errs12 = errors;
            if (errors === _errs12) {
              if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
              } else {
                validate84.errors = [
                  {
                    instancePath: instancePath + '/storage',
                    schemaPath: '#/properties/storage/type',
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
export const validateStateEvent = validate85 as unknown as Validator<StateEvent>;
const schema107 = {
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
function validate85(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state-event.schema.json" */ let vErrors = null;
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
      let missing0;
      if (
        (data.type === undefined && (missing0 = 'type')) ||
        (data.event_type === undefined && (missing0 = 'event_type')) ||
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key')) ||
        (data.old_value === undefined && (missing0 = 'old_value')) ||
        (data.new_value === undefined && (missing0 = 'new_value'))
      ) {
        validate85.errors = [
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
            validate85.errors = [
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
              validate85.errors = [
                {
                  instancePath: instancePath + '/event_type',
                  schemaPath: '#/properties/event_type/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema107.properties.event_type.enum },
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
                validate85.errors = [
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
                  validate85.errors = [
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
                    validate85.errors = [
                      {
                        instancePath: instancePath + '/old_value',
                        schemaPath: '../common/json-value.schema.json/type',
                        keyword: 'type',
                        params: { type: schema35.type },
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
                      validate85.errors = [
                        {
                          instancePath: instancePath + '/new_value',
                          schemaPath: '../common/json-value.schema.json/type',
                          keyword: 'type',
                          params: { type: schema35.type },
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
export const validateStateCompareAndSetInput = validate86 as unknown as Validator<StateCompareAndSetInput>;
const schema110 = {
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
function validate86(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/compare-and-set-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate86.evaluated;
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
        validate86.errors = [
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
                validate86.errors = [
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
              validate86.errors = [
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
                  validate86.errors = [
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
                validate86.errors = [
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
                validate86.errors = [
                  {
                    instancePath: instancePath + '/expected',
                    schemaPath: '../../common/json-value.schema.json/type',
                    keyword: 'type',
                    params: { type: schema35.type },
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
                  validate86.errors = [
                    {
                      instancePath: instancePath + '/value',
                      schemaPath: '../../common/json-value.schema.json/type',
                      keyword: 'type',
                      params: { type: schema35.type },
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
      validate86.errors = [
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
  validate86.errors = vErrors;
  return errors === 0;
}
validate86.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateCompareAndSetOutput = validate87 as unknown as Validator<StateCompareAndSetOutput>;
const schema113 = {
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
function validate87(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/compare-and-set-output.schema.json" */ let vErrors = null;
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
        (data.ok === undefined && (missing0 = 'ok')) ||
        (data.current === undefined && (missing0 = 'current'))
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
        if (data.ok !== undefined) {
          const _errs2 = errors;
          if (typeof data.ok !== 'boolean') {
            validate87.errors = [
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
              validate87.errors = [
                {
                  instancePath: instancePath + '/current',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema35.type },
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
export const validateStateDeleteInput = validate88 as unknown as Validator<StateDeleteInput>;
const schema115 = {
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
function validate88(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/delete-input.schema.json" */ let vErrors = null;
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
      if (
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key'))
      ) {
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate88.errors = [
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
              validate88.errors = [
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
                  validate88.errors = [
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
                validate88.errors = [
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
export const validateStateDeleteOutput = validate89 as unknown as Validator<StateDeleteOutput>;
const schema116 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/delete-output.schema.json',
  title: 'StateDeleteOutput',
  description:
    'Output of `state::delete`: the raw previous value, or null when there was none (not an `{old_value}` object, whatever some iii SDK types claim).',
  $ref: '../../common/json-value.schema.json',
  examples: [{ name: 'Ada' }, null],
};
function validate89(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/delete-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate89.evaluated;
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
    validate89.errors = [
      {
        instancePath,
        schemaPath: '../../common/json-value.schema.json/type',
        keyword: 'type',
        params: { type: schema35.type },
        message: 'must be object,array,string,number,boolean,null',
      },
    ];
    return false;
  }
  validate89.errors = vErrors;
  return errors === 0;
}
validate89.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateStateGetInput = validate90 as unknown as Validator<StateGetInput>;
const schema118 = {
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
function validate90(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/get-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate90.evaluated;
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
        validate90.errors = [
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
                validate90.errors = [
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
              validate90.errors = [
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
                  validate90.errors = [
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
                validate90.errors = [
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
      validate90.errors = [
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
  validate90.errors = vErrors;
  return errors === 0;
}
validate90.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateGetOutput = validate91 as unknown as Validator<StateGetOutput>;
const schema119 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/get-output.schema.json',
  title: 'StateGetOutput',
  description: 'Output of `state::get`: the stored value, or null when the key has none.',
  $ref: '../../common/json-value.schema.json',
  examples: [{ name: 'Ada', visits: 3 }, null],
};
function validate91(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/get-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate91.evaluated;
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
    validate91.errors = [
      {
        instancePath,
        schemaPath: '../../common/json-value.schema.json/type',
        keyword: 'type',
        params: { type: schema35.type },
        message: 'must be object,array,string,number,boolean,null',
      },
    ];
    return false;
  }
  validate91.errors = vErrors;
  return errors === 0;
}
validate91.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateStateListGroupsInput = validate92 as unknown as Validator<StateListGroupsInput>;
const schema121 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-groups-input.schema.json',
  title: 'StateListGroupsInput',
  description: 'Input of `state::list_groups`: no fields.',
  type: 'object',
  additionalProperties: true,
  examples: [{}],
};
function validate92(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-groups-input.schema.json" */ let vErrors = null;
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
export const validateStateListGroupsOutput = validate93 as unknown as Validator<StateListGroupsOutput>;
const schema122 = {
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
function validate93(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-groups-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate93.evaluated;
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
        validate93.errors = [
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
                  validate93.errors = [
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
              validate93.errors = [
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
      validate93.errors = [
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
  validate93.errors = vErrors;
  return errors === 0;
}
validate93.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateListInput = validate94 as unknown as Validator<StateListInput>;
const schema123 = {
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
function validate94(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-input.schema.json" */ let vErrors = null;
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
      if (data.scope === undefined && (missing0 = 'scope')) {
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate94.errors = [
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
              validate94.errors = [
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
export const validateStateListKeysInput = validate95 as unknown as Validator<StateListKeysInput>;
const schema124 = {
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
function validate95(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-keys-input.schema.json" */ let vErrors = null;
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
      if (data.scope === undefined && (missing0 = 'scope')) {
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate95.errors = [
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
              validate95.errors = [
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
              validate95.errors = [
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
                validate95.errors = [
                  {
                    instancePath: instancePath + '/cursor',
                    schemaPath: '#/properties/cursor/type',
                    keyword: 'type',
                    params: { type: schema124.properties.cursor.type },
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
                  validate95.errors = [
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
                      validate95.errors = [
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
                        validate95.errors = [
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
export const validateStateListKeysOutput = validate96 as unknown as Validator<StateListKeysOutput>;
const schema125 = {
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
function validate96(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-keys-output.schema.json" */ let vErrors = null;
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
      let missing0;
      if (
        (data.items === undefined && (missing0 = 'items')) ||
        (data.next_cursor === undefined && (missing0 = 'next_cursor'))
      ) {
        validate96.errors = [
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
                      validate96.errors = [
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
                          validate96.errors = [
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
                            validate96.errors = [
                              {
                                instancePath: instancePath + '/items/' + i0 + '/value',
                                schemaPath: '../../common/json-value.schema.json/type',
                                keyword: 'type',
                                params: { type: schema35.type },
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
                    validate96.errors = [
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
              validate96.errors = [
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
              validate96.errors = [
                {
                  instancePath: instancePath + '/next_cursor',
                  schemaPath: '#/properties/next_cursor/type',
                  keyword: 'type',
                  params: { type: schema125.properties.next_cursor.type },
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
export const validateStateListOutput = validate97 as unknown as Validator<StateListOutput>;
const schema127 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-output.schema.json',
  title: 'StateListOutput',
  description:
    'Output of `state::list`: every value in the scope, ordered by key (Unicode code point order); empty for an unknown scope.',
  type: 'array',
  items: { $ref: '../../common/json-value.schema.json' },
  examples: [[{ name: 'Ada' }, { name: 'Grace' }], []],
};
function validate97(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate97.evaluated;
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
          validate97.errors = [
            {
              instancePath: instancePath + '/' + i0,
              schemaPath: '../../common/json-value.schema.json/type',
              keyword: 'type',
              params: { type: schema35.type },
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
      validate97.errors = [
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
  validate97.errors = vErrors;
  return errors === 0;
}
validate97.evaluated = { items: true, dynamicProps: false, dynamicItems: false };
export const validateStateSetInput = validate98 as unknown as Validator<StateSetInput>;
const schema129 = {
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
function validate98(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/set-input.schema.json" */ let vErrors = null;
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
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key'))
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate98.errors = [
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
              validate98.errors = [
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
                  validate98.errors = [
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
                validate98.errors = [
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
                validate98.errors = [
                  {
                    instancePath: instancePath + '/value',
                    schemaPath: '../../common/json-value.schema.json/type',
                    keyword: 'type',
                    params: { type: schema35.type },
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
                  validate98.errors = [
                    {
                      instancePath: instancePath + '/data',
                      schemaPath: '../../common/json-value.schema.json/type',
                      keyword: 'type',
                      params: { type: schema35.type },
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
export const validateStateSetOutput = validate99 as unknown as Validator<StateSetOutput>;
const schema132 = {
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
function validate99(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/set-output.schema.json" */ let vErrors = null;
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
      if (
        (data.old_value === undefined && (missing0 = 'old_value')) ||
        (data.new_value === undefined && (missing0 = 'new_value'))
      ) {
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
        if (data.old_value !== undefined) {
          let data0 = data.old_value;
          const _errs2 = errors;
          if (
            typeof data0 != 'object' &&
            typeof data0 !== 'string' &&
            !(typeof data0 == 'number' && isFinite(data0)) &&
            typeof data0 !== 'boolean'
          ) {
            validate99.errors = [
              {
                instancePath: instancePath + '/old_value',
                schemaPath: '../../common/json-value.schema.json/type',
                keyword: 'type',
                params: { type: schema35.type },
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
              validate99.errors = [
                {
                  instancePath: instancePath + '/new_value',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema35.type },
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
export const validateStateUpdateInput = validate100 as unknown as Validator<StateUpdateInput>;
const schema135 = {
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
const schema136 = {
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
function validate101(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/update-op.schema.json" */ let vErrors = null;
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
      if (data.type === undefined && (missing0 = 'type')) {
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
          const _errs3 = errors;
          if (typeof data.type !== 'string') {
            validate101.errors = [
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
                    validate101.errors = [
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
                        validate101.errors = [
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
                          validate101.errors = [
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
                            validate101.errors = [
                              {
                                instancePath: instancePath + '/value',
                                schemaPath: '../../common/json-value.schema.json/type',
                                keyword: 'type',
                                params: { type: schema35.type },
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
                  validate101.errors = [
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
                    validate101.errors = [
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
                        validate101.errors = [
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
                          validate101.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/oneOf/1/properties/path/type',
                              keyword: 'type',
                              params: { type: schema136.oneOf[1].properties.path.type },
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
                                validate101.errors = [
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
                            validate101.errors = [
                              {
                                instancePath: instancePath + '/value',
                                schemaPath: '../../common/json-value.schema.json/type',
                                keyword: 'type',
                                params: { type: schema35.type },
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
                  validate101.errors = [
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
                    validate101.errors = [
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
                        validate101.errors = [
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
                          validate101.errors = [
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
                            validate101.errors = [
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
                  validate101.errors = [
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
                    validate101.errors = [
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
                        validate101.errors = [
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
                          validate101.errors = [
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
                            validate101.errors = [
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
                  validate101.errors = [
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
                    validate101.errors = [
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
                        validate101.errors = [
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
                          validate101.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/oneOf/4/properties/path/type',
                              keyword: 'type',
                              params: { type: schema136.oneOf[4].properties.path.type },
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
                                validate101.errors = [
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
                            validate101.errors = [
                              {
                                instancePath: instancePath + '/value',
                                schemaPath: '../../common/json-value.schema.json/type',
                                keyword: 'type',
                                params: { type: schema35.type },
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
                  validate101.errors = [
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
                    validate101.errors = [
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
                        validate101.errors = [
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
                          validate101.errors = [
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
                  validate101.errors = [
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
              validate101.errors = [
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
            validate101.errors = [
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
function validate100(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/update-input.schema.json" */ let vErrors = null;
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
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key')) ||
        (data.ops === undefined && (missing0 = 'ops'))
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate100.errors = [
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
              validate100.errors = [
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
                  validate100.errors = [
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
                validate100.errors = [
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
                      !validate101(data2[i0], {
                        instancePath: instancePath + '/ops/' + i0,
                        parentData: data2,
                        parentDataProperty: i0,
                        rootData,
                        dynamicAnchors,
                      })
                    ) {
                      vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
                      errors = vErrors.length;
                    }
                    var valid1 = _errs8 === errors;
                    if (!valid1) {
                      break;
                    }
                  }
                } else {
                  validate100.errors = [
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
export const validateStateUpdateOp = validate101 as unknown as Validator<StateUpdateOp>;
export const validateStateUpdateOutput = validate103 as unknown as Validator<StateUpdateOutput>;
const schema140 = {
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
function validate103(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/update-output.schema.json" */ let vErrors = null;
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
        (data.old_value === undefined && (missing0 = 'old_value')) ||
        (data.new_value === undefined && (missing0 = 'new_value'))
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
        if (data.old_value !== undefined) {
          let data0 = data.old_value;
          const _errs2 = errors;
          if (
            typeof data0 != 'object' &&
            typeof data0 !== 'string' &&
            !(typeof data0 == 'number' && isFinite(data0)) &&
            typeof data0 !== 'boolean'
          ) {
            validate103.errors = [
              {
                instancePath: instancePath + '/old_value',
                schemaPath: '../../common/json-value.schema.json/type',
                keyword: 'type',
                params: { type: schema35.type },
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
              validate103.errors = [
                {
                  instancePath: instancePath + '/new_value',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema35.type },
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
                          validate103.errors = [
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
                              validate103.errors = [
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
                                  validate103.errors = [
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
                                validate103.errors = [
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
                                  validate103.errors = [
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
                                    validate103.errors = [
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
                        validate103.errors = [
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
                  validate103.errors = [
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
export const validateStreamEvent = validate104 as unknown as Validator<StreamEvent>;
const schema143 = {
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
function validate104(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream-event.schema.json" */ let vErrors = null;
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
        (data.type === undefined && (missing0 = 'type')) ||
        (data.timestamp === undefined && (missing0 = 'timestamp')) ||
        (data.streamName === undefined && (missing0 = 'streamName')) ||
        (data.groupId === undefined && (missing0 = 'groupId')) ||
        (data.event === undefined && (missing0 = 'event'))
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('stream' !== data.type) {
            validate104.errors = [
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
              validate104.errors = [
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
                validate104.errors = [
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
                  validate104.errors = [
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
                    validate104.errors = [
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
                          validate104.errors = [
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
                              validate104.errors = [
                                {
                                  instancePath: instancePath + '/event/type',
                                  schemaPath: '#/properties/event/properties/type/enum',
                                  keyword: 'enum',
                                  params: { allowedValues: schema143.properties.event.properties.type.enum },
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
                                validate104.errors = [
                                  {
                                    instancePath: instancePath + '/event/data',
                                    schemaPath: '../common/json-value.schema.json/type',
                                    keyword: 'type',
                                    params: { type: schema35.type },
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
                                  validate104.errors = [
                                    {
                                      instancePath: instancePath + '/event/event',
                                      schemaPath: '../common/json-value.schema.json/type',
                                      keyword: 'type',
                                      params: { type: schema35.type },
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
                        validate104.errors = [
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
export const validateWorkerMetadata = validate105 as unknown as Validator<WorkerMetadata>;
function validate105(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/worker-metadata.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate105.evaluated;
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
          validate105.errors = [
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
            validate105.errors = [
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
              validate105.errors = [
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
                validate105.errors = [
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
                  validate105.errors = [
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
                    validate105.errors = [
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
                      validate105.errors = [
                        {
                          instancePath: instancePath + '/isolation',
                          schemaPath: '#/properties/isolation/type',
                          keyword: 'type',
                          params: { type: schema76.properties.isolation.type },
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
                        validate105.errors = [
                          {
                            instancePath: instancePath + '/namespace',
                            schemaPath: '#/properties/namespace/type',
                            keyword: 'type',
                            params: { type: schema76.properties.namespace.type },
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
                                validate105.errors = [
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
                                  validate105.errors = [
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
                                    validate105.errors = [
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
                            validate105.errors = [
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
                            validate105.errors = [
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
      validate105.errors = [
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
  validate105.errors = vErrors;
  return errors === 0;
}
validate105.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
