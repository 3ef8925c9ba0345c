/* DO NOT EDIT — generated from schema/contracts/ by make generate */
// @ts-nocheck: the body is ajv output; the exports carry the types.
import type { Validator } from '../validator.js';
import type { CronEvent } from '../contracts/cron-event.js';
import type { EventPayload } from '../contracts/event-payload.js';
import type { HealthReport } from '../contracts/health-report.js';
import type { HttpError } from '../contracts/http-error.js';
import type { HttpMiddlewareRequest } from '../contracts/http-middleware-request.js';
import type { HttpMiddlewareResult } from '../contracts/http-middleware-result.js';
import type { HttpRequest } from '../contracts/http-request.js';
import type { HttpResponse } from '../contracts/http-response.js';
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
export const validateEventPayload = validate21 as unknown as Validator<EventPayload>;
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/event-payload.schema.json',
  title: 'EventPayload',
  description:
    "Payload an `event` (or `subscribe`) trigger's handler receives: exactly the `data` that was published to the topic, any JSON value.",
  $ref: '../common/json-value.schema.json',
  examples: [{ user_id: 'u1' }, 'plain text', null],
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
  /*# sourceURL="contracts/event-payload.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
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
    validate21.errors = [
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
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateHealthReport = validate22 as unknown as Validator<HealthReport>;
const schema34 = {
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
function validate22(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/health-report.schema.json" */ let vErrors = null;
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
        (data.status === undefined && (missing0 = 'status')) ||
        (data.live === undefined && (missing0 = 'live')) ||
        (data.ready === undefined && (missing0 = 'ready'))
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
            validate22.errors = [
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
              validate22.errors = [
                {
                  instancePath: instancePath + '/status',
                  schemaPath: '#/properties/status/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema34.properties.status.enum },
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
                validate22.errors = [
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
                  validate22.errors = [
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
                    validate22.errors = [
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
                        validate22.errors = [
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
                      validate22.errors = [
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
                          validate22.errors = [
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
                        validate22.errors = [
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
                            validate22.errors = [
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
                          validate22.errors = [
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
                              validate22.errors = [
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
export const validateHttpError = validate23 as unknown as Validator<HttpError>;
const schema35 = {
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
function validate23(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-error.schema.json" */ let vErrors = null;
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
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'error' || key0 === 'skipped')) {
            validate23.errors = [
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
                  const _errs4 = errors;
                  for (const key1 in data0) {
                    if (!(key1 === 'code' || key1 === 'message' || key1 === 'error_id')) {
                      validate23.errors = [
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
                        if (data0.error_id !== undefined) {
                          const _errs9 = errors;
                          if (typeof data0.error_id !== 'string') {
                            validate23.errors = [
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
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.skipped !== undefined) {
              const _errs11 = errors;
              if (typeof data.skipped !== 'boolean') {
                validate23.errors = [
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
export const validateHttpMiddlewareRequest = validate24 as unknown as Validator<HttpMiddlewareRequest>;
const schema36 = {
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
function validate24(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-middleware-request.schema.json" */ let vErrors = null;
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
        (data.phase === undefined && (missing0 = 'phase')) ||
        (data.request === undefined && (missing0 = 'request')) ||
        (data.context === undefined && (missing0 = 'context'))
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
        if (data.phase !== undefined) {
          const _errs2 = errors;
          if ('preHandler' !== data.phase) {
            validate24.errors = [
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
                  validate24.errors = [
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
                            validate24.errors = [
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
                        validate24.errors = [
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
                              validate24.errors = [
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
                          validate24.errors = [
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
                                validate24.errors = [
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
                            validate24.errors = [
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
                            validate24.errors = [
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
                              validate24.errors = [
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
                                validate24.errors = [
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
                validate24.errors = [
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
                  validate24.errors = [
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
export const validateHttpMiddlewareResult = validate25 as unknown as Validator<HttpMiddlewareResult>;
const schema37 = {
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
const schema38 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-response.schema.json',
  title: 'HttpResponse',
  description:
    "What an `http` trigger's handler returns. A body is sent as JSON with `content-type: application/json` unless the handler sets a content type and returns a string body, which is then sent as is.",
  type: 'object',
  properties: {
    status_code: {
      description: 'HTTP status, 200 when absent.',
      type: 'integer',
      minimum: 100,
      maximum: 599,
    },
    statusCode: {
      description: 'Accepted alias of `status_code`; `status_code` wins when both are set.',
      type: 'integer',
      minimum: 100,
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
function validate26(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-response.schema.json" */ let vErrors = null;
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
      if (data.status_code !== undefined) {
        let data0 = data.status_code;
        const _errs2 = errors;
        if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
          validate26.errors = [
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
              validate26.errors = [
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
              if (data0 < 100 || isNaN(data0)) {
                validate26.errors = [
                  {
                    instancePath: instancePath + '/status_code',
                    schemaPath: '#/properties/status_code/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 100 },
                    message: 'must be >= 100',
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
            validate26.errors = [
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
                validate26.errors = [
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
                if (data1 < 100 || isNaN(data1)) {
                  validate26.errors = [
                    {
                      instancePath: instancePath + '/statusCode',
                      schemaPath: '#/properties/statusCode/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 100 },
                      message: 'must be >= 100',
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
              validate26.errors = vErrors;
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
                validate26.errors = [
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
function validate25(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-middleware-result.schema.json" */ let vErrors = null;
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
      let missing0;
      if (data.action === undefined && (missing0 = 'action')) {
        validate25.errors = [
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
            validate25.errors = [
              {
                instancePath: instancePath + '/action',
                schemaPath: '#/properties/action/enum',
                keyword: 'enum',
                params: { allowedValues: schema37.properties.action.enum },
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
              !validate26(data.response, {
                instancePath: instancePath + '/response',
                parentData: data,
                parentDataProperty: 'response',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
              errors = vErrors.length;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
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
export const validateHttpRequest = validate28 as unknown as Validator<HttpRequest>;
const schema40 = {
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
const schema42 = {
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
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
function validate28(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-request.schema.json" */ let vErrors = null;
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
        (data.query_params === undefined && (missing0 = 'query_params')) ||
        (data.path_params === undefined && (missing0 = 'path_params')) ||
        (data.headers === undefined && (missing0 = 'headers')) ||
        (data.path === undefined && (missing0 = 'path')) ||
        (data.method === undefined && (missing0 = 'method'))
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
        if (data.query_params !== undefined) {
          let data0 = data.query_params;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
              for (const key0 in data0) {
                const _errs5 = errors;
                if (typeof data0[key0] !== 'string') {
                  validate28.errors = [
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
              validate28.errors = [
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
                    validate28.errors = [
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
                validate28.errors = [
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
                      validate28.errors = [
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
                  validate28.errors = [
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
                  validate28.errors = [
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
                    validate28.errors = [
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
                      validate28.errors = [
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
                            validate28.errors = [
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
                                validate28.errors = [
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
                                  validate28.errors = [
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
                                    validate28.errors = [
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
                          validate28.errors = [
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
                          validate28.errors = [
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
                                        validate28.errors = [
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
                                    validate28.errors = [
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
                              validate28.errors = [
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
                              validate28.errors = [
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
                                    validate28.errors = [
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
                                            validate28.errors = [
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
                                          validate28.errors = [
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
                                              validate28.errors = [
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
                                            validate28.errors = [
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
                                            validate28.errors = [
                                              {
                                                instancePath: instancePath + '/request_body/direction',
                                                schemaPath:
                                                  '../common/channel-ref.schema.json/properties/direction/enum',
                                                keyword: 'enum',
                                                params: { allowedValues: schema42.properties.direction.enum },
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
                                  validate28.errors = [
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
                                      validate28.errors = [
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
                                              validate28.errors = [
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
                                            validate28.errors = [
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
                                                validate28.errors = [
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
                                              validate28.errors = [
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
                                              validate28.errors = [
                                                {
                                                  instancePath: instancePath + '/response/direction',
                                                  schemaPath:
                                                    '../common/channel-ref.schema.json/properties/direction/enum',
                                                  keyword: 'enum',
                                                  params: {
                                                    allowedValues: schema42.properties.direction.enum,
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
                                    validate28.errors = [
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
export const validateHttpResponse = validate26 as unknown as Validator<HttpResponse>;
export const validateStateEvent = validate29 as unknown as Validator<StateEvent>;
const schema44 = {
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
function validate29(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state-event.schema.json" */ let vErrors = null;
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
      let missing0;
      if (
        (data.type === undefined && (missing0 = 'type')) ||
        (data.event_type === undefined && (missing0 = 'event_type')) ||
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key')) ||
        (data.old_value === undefined && (missing0 = 'old_value')) ||
        (data.new_value === undefined && (missing0 = 'new_value'))
      ) {
        validate29.errors = [
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
            validate29.errors = [
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
              validate29.errors = [
                {
                  instancePath: instancePath + '/event_type',
                  schemaPath: '#/properties/event_type/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema44.properties.event_type.enum },
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
                validate29.errors = [
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
                  validate29.errors = [
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
                    validate29.errors = [
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
                      validate29.errors = [
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
export const validateStateCompareAndSetInput = validate30 as unknown as Validator<StateCompareAndSetInput>;
const schema47 = {
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
function validate30(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/compare-and-set-input.schema.json" */ let vErrors = null;
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
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key')) ||
        (data.expected === undefined && (missing0 = 'expected')) ||
        (data.value === undefined && (missing0 = 'value'))
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate30.errors = [
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
              validate30.errors = [
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
                  validate30.errors = [
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
                validate30.errors = [
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
                validate30.errors = [
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
                  validate30.errors = [
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
export const validateStateCompareAndSetOutput = validate31 as unknown as Validator<StateCompareAndSetOutput>;
const schema50 = {
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
function validate31(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/compare-and-set-output.schema.json" */ let vErrors = null;
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
      if (
        (data.ok === undefined && (missing0 = 'ok')) ||
        (data.current === undefined && (missing0 = 'current'))
      ) {
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
        if (data.ok !== undefined) {
          const _errs2 = errors;
          if (typeof data.ok !== 'boolean') {
            validate31.errors = [
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
              validate31.errors = [
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
export const validateStateDeleteInput = validate32 as unknown as Validator<StateDeleteInput>;
const schema52 = {
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
function validate32(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/delete-input.schema.json" */ let vErrors = null;
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
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key'))
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate32.errors = [
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
              validate32.errors = [
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
                  validate32.errors = [
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
                validate32.errors = [
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
export const validateStateDeleteOutput = validate33 as unknown as Validator<StateDeleteOutput>;
const schema53 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/delete-output.schema.json',
  title: 'StateDeleteOutput',
  description:
    'Output of `state::delete`: the raw previous value, or null when there was none (not an `{old_value}` object, whatever some iii SDK types claim).',
  $ref: '../../common/json-value.schema.json',
  examples: [{ name: 'Ada' }, null],
};
function validate33(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/delete-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate33.evaluated;
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
    validate33.errors = [
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
  validate33.errors = vErrors;
  return errors === 0;
}
validate33.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateStateGetInput = validate34 as unknown as Validator<StateGetInput>;
const schema55 = {
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
function validate34(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/get-input.schema.json" */ let vErrors = null;
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
      if (
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key'))
      ) {
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate34.errors = [
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
              validate34.errors = [
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
                  validate34.errors = [
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
                validate34.errors = [
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
export const validateStateGetOutput = validate35 as unknown as Validator<StateGetOutput>;
const schema56 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/get-output.schema.json',
  title: 'StateGetOutput',
  description: 'Output of `state::get`: the stored value, or null when the key has none.',
  $ref: '../../common/json-value.schema.json',
  examples: [{ name: 'Ada', visits: 3 }, null],
};
function validate35(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/get-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate35.evaluated;
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
    validate35.errors = [
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
  validate35.errors = vErrors;
  return errors === 0;
}
validate35.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateStateListGroupsInput = validate36 as unknown as Validator<StateListGroupsInput>;
const schema58 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-groups-input.schema.json',
  title: 'StateListGroupsInput',
  description: 'Input of `state::list_groups`: no fields.',
  type: 'object',
  additionalProperties: true,
  examples: [{}],
};
function validate36(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-groups-input.schema.json" */ let vErrors = null;
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
export const validateStateListGroupsOutput = validate37 as unknown as Validator<StateListGroupsOutput>;
const schema59 = {
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
function validate37(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-groups-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate37.evaluated;
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
                  validate37.errors = [
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
              validate37.errors = [
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
export const validateStateListInput = validate38 as unknown as Validator<StateListInput>;
const schema60 = {
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
function validate38(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-input.schema.json" */ let vErrors = null;
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
      if (data.scope === undefined && (missing0 = 'scope')) {
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate38.errors = [
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
              validate38.errors = [
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
export const validateStateListKeysInput = validate39 as unknown as Validator<StateListKeysInput>;
const schema61 = {
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
function validate39(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-keys-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate39.evaluated;
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
        validate39.errors = [
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
                validate39.errors = [
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
              validate39.errors = [
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
              validate39.errors = [
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
                validate39.errors = [
                  {
                    instancePath: instancePath + '/cursor',
                    schemaPath: '#/properties/cursor/type',
                    keyword: 'type',
                    params: { type: schema61.properties.cursor.type },
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
                  validate39.errors = [
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
                      validate39.errors = [
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
                        validate39.errors = [
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
      validate39.errors = [
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
  validate39.errors = vErrors;
  return errors === 0;
}
validate39.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateListKeysOutput = validate40 as unknown as Validator<StateListKeysOutput>;
const schema62 = {
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
function validate40(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-keys-output.schema.json" */ let vErrors = null;
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
      let missing0;
      if (
        (data.items === undefined && (missing0 = 'items')) ||
        (data.next_cursor === undefined && (missing0 = 'next_cursor'))
      ) {
        validate40.errors = [
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
                      validate40.errors = [
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
                          validate40.errors = [
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
                            validate40.errors = [
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
                    validate40.errors = [
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
              validate40.errors = [
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
              validate40.errors = [
                {
                  instancePath: instancePath + '/next_cursor',
                  schemaPath: '#/properties/next_cursor/type',
                  keyword: 'type',
                  params: { type: schema62.properties.next_cursor.type },
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
export const validateStateListOutput = validate41 as unknown as Validator<StateListOutput>;
const schema64 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-output.schema.json',
  title: 'StateListOutput',
  description:
    'Output of `state::list`: every value in the scope, ordered by key (Unicode code point order); empty for an unknown scope.',
  type: 'array',
  items: { $ref: '../../common/json-value.schema.json' },
  examples: [[{ name: 'Ada' }, { name: 'Grace' }], []],
};
function validate41(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/list-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate41.evaluated;
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
          validate41.errors = [
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
      validate41.errors = [
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
  validate41.errors = vErrors;
  return errors === 0;
}
validate41.evaluated = { items: true, dynamicProps: false, dynamicItems: false };
export const validateStateSetInput = validate42 as unknown as Validator<StateSetInput>;
const schema66 = {
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
function validate42(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/set-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate42.evaluated;
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
        validate42.errors = [
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
                validate42.errors = [
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
              validate42.errors = [
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
                  validate42.errors = [
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
                validate42.errors = [
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
                validate42.errors = [
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
                  validate42.errors = [
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
      validate42.errors = [
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
  validate42.errors = vErrors;
  return errors === 0;
}
validate42.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateStateSetOutput = validate43 as unknown as Validator<StateSetOutput>;
const schema69 = {
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
function validate43(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/set-output.schema.json" */ let vErrors = null;
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
        (data.old_value === undefined && (missing0 = 'old_value')) ||
        (data.new_value === undefined && (missing0 = 'new_value'))
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
        if (data.old_value !== undefined) {
          let data0 = data.old_value;
          const _errs2 = errors;
          if (
            typeof data0 != 'object' &&
            typeof data0 !== 'string' &&
            !(typeof data0 == 'number' && isFinite(data0)) &&
            typeof data0 !== 'boolean'
          ) {
            validate43.errors = [
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
              validate43.errors = [
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
export const validateStateUpdateInput = validate44 as unknown as Validator<StateUpdateInput>;
const schema72 = {
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
const schema73 = {
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
function validate45(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/update-op.schema.json" */ let vErrors = null;
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
      if (data.type === undefined && (missing0 = 'type')) {
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
        if (data.type !== undefined) {
          const _errs3 = errors;
          if (typeof data.type !== 'string') {
            validate45.errors = [
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
                    validate45.errors = [
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
                        validate45.errors = [
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
                          validate45.errors = [
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
                            validate45.errors = [
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
                  validate45.errors = [
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
                    validate45.errors = [
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
                        validate45.errors = [
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
                          validate45.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/oneOf/1/properties/path/type',
                              keyword: 'type',
                              params: { type: schema73.oneOf[1].properties.path.type },
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
                                validate45.errors = [
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
                            validate45.errors = [
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
                  validate45.errors = [
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
                    validate45.errors = [
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
                        validate45.errors = [
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
                          validate45.errors = [
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
                            validate45.errors = [
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
                  validate45.errors = [
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
                    validate45.errors = [
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
                        validate45.errors = [
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
                          validate45.errors = [
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
                            validate45.errors = [
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
                  validate45.errors = [
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
                    validate45.errors = [
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
                        validate45.errors = [
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
                          validate45.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/oneOf/4/properties/path/type',
                              keyword: 'type',
                              params: { type: schema73.oneOf[4].properties.path.type },
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
                                validate45.errors = [
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
                            validate45.errors = [
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
                  validate45.errors = [
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
                    validate45.errors = [
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
                        validate45.errors = [
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
                          validate45.errors = [
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
                  validate45.errors = [
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
              validate45.errors = [
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
            validate45.errors = [
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
function validate44(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/update-input.schema.json" */ let vErrors = null;
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
      if (
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key')) ||
        (data.ops === undefined && (missing0 = 'ops'))
      ) {
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate44.errors = [
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
              validate44.errors = [
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
                  validate44.errors = [
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
                validate44.errors = [
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
                      !validate45(data2[i0], {
                        instancePath: instancePath + '/ops/' + i0,
                        parentData: data2,
                        parentDataProperty: i0,
                        rootData,
                        dynamicAnchors,
                      })
                    ) {
                      vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
                      errors = vErrors.length;
                    }
                    var valid1 = _errs8 === errors;
                    if (!valid1) {
                      break;
                    }
                  }
                } else {
                  validate44.errors = [
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
export const validateStateUpdateOp = validate45 as unknown as Validator<StateUpdateOp>;
export const validateStateUpdateOutput = validate47 as unknown as Validator<StateUpdateOutput>;
const schema77 = {
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
function validate47(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/update-output.schema.json" */ let vErrors = null;
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
        (data.old_value === undefined && (missing0 = 'old_value')) ||
        (data.new_value === undefined && (missing0 = 'new_value'))
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
        if (data.old_value !== undefined) {
          let data0 = data.old_value;
          const _errs2 = errors;
          if (
            typeof data0 != 'object' &&
            typeof data0 !== 'string' &&
            !(typeof data0 == 'number' && isFinite(data0)) &&
            typeof data0 !== 'boolean'
          ) {
            validate47.errors = [
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
              validate47.errors = [
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
                          validate47.errors = [
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
                              validate47.errors = [
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
                                  validate47.errors = [
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
                                validate47.errors = [
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
                                  validate47.errors = [
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
                                    validate47.errors = [
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
                        validate47.errors = [
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
                  validate47.errors = [
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
export const validateStreamEvent = validate48 as unknown as Validator<StreamEvent>;
const schema80 = {
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
function validate48(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream-event.schema.json" */ let vErrors = null;
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
      if (
        (data.type === undefined && (missing0 = 'type')) ||
        (data.timestamp === undefined && (missing0 = 'timestamp')) ||
        (data.streamName === undefined && (missing0 = 'streamName')) ||
        (data.groupId === undefined && (missing0 = 'groupId')) ||
        (data.event === undefined && (missing0 = 'event'))
      ) {
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('stream' !== data.type) {
            validate48.errors = [
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
              validate48.errors = [
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
                validate48.errors = [
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
                  validate48.errors = [
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
                          validate48.errors = [
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
                              validate48.errors = [
                                {
                                  instancePath: instancePath + '/event/type',
                                  schemaPath: '#/properties/event/properties/type/enum',
                                  keyword: 'enum',
                                  params: { allowedValues: schema80.properties.event.properties.type.enum },
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
                                validate48.errors = [
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
                                  validate48.errors = [
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
                        validate48.errors = [
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
export const validateWorkerMetadata = validate49 as unknown as Validator<WorkerMetadata>;
const schema83 = {
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
function validate49(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/worker-metadata.schema.json" */ let vErrors = null;
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
      if (data.runtime !== undefined) {
        const _errs2 = errors;
        if (typeof data.runtime !== 'string') {
          validate49.errors = [
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
            validate49.errors = [
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
              validate49.errors = [
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
                validate49.errors = [
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
                  validate49.errors = [
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
                    validate49.errors = [
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
                      validate49.errors = [
                        {
                          instancePath: instancePath + '/isolation',
                          schemaPath: '#/properties/isolation/type',
                          keyword: 'type',
                          params: { type: schema83.properties.isolation.type },
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
                        validate49.errors = [
                          {
                            instancePath: instancePath + '/namespace',
                            schemaPath: '#/properties/namespace/type',
                            keyword: 'type',
                            params: { type: schema83.properties.namespace.type },
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
                                validate49.errors = [
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
                                  validate49.errors = [
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
                                    validate49.errors = [
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
                            validate49.errors = [
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
                            validate49.errors = [
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
