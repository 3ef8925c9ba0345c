/* DO NOT EDIT — generated from schema/contracts/ by make generate */
// @ts-nocheck: the body is ajv output; the exports carry the types.
import type { Validator } from '../validator.js';
import type { CronEvent } from '../contracts/cron-event.js';
import type { EventPayload } from '../contracts/event-payload.js';
import type { HealthReport } from '../contracts/health-report.js';
import type { HttpError } from '../contracts/http-error.js';
import type { HttpRequest } from '../contracts/http-request.js';
import type { HttpResponse } from '../contracts/http-response.js';
import type { StateEvent } from '../contracts/state-event.js';
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
export const validateHttpRequest = validate24 as unknown as Validator<HttpRequest>;
const schema36 = {
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
const schema38 = {
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
function validate24(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-request.schema.json" */ let vErrors = null;
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
        (data.query_params === undefined && (missing0 = 'query_params')) ||
        (data.path_params === undefined && (missing0 = 'path_params')) ||
        (data.headers === undefined && (missing0 = 'headers')) ||
        (data.path === undefined && (missing0 = 'path')) ||
        (data.method === undefined && (missing0 = 'method'))
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
        if (data.query_params !== undefined) {
          let data0 = data.query_params;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
              for (const key0 in data0) {
                const _errs5 = errors;
                if (typeof data0[key0] !== 'string') {
                  validate24.errors = [
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
              validate24.errors = [
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
                    validate24.errors = [
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
                validate24.errors = [
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
                      validate24.errors = [
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
                  validate24.errors = [
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
                  validate24.errors = [
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
                    validate24.errors = [
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
                      validate24.errors = [
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
                            validate24.errors = [
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
                                validate24.errors = [
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
                                  validate24.errors = [
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
                                    validate24.errors = [
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
                          validate24.errors = [
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
                          validate24.errors = [
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
                                        validate24.errors = [
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
                                    validate24.errors = [
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
                              validate24.errors = [
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
                              validate24.errors = [
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
                                    validate24.errors = [
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
                                            validate24.errors = [
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
                                          validate24.errors = [
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
                                              validate24.errors = [
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
                                            validate24.errors = [
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
                                            validate24.errors = [
                                              {
                                                instancePath: instancePath + '/request_body/direction',
                                                schemaPath:
                                                  '../common/channel-ref.schema.json/properties/direction/enum',
                                                keyword: 'enum',
                                                params: { allowedValues: schema38.properties.direction.enum },
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
                                  validate24.errors = [
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
                                      validate24.errors = [
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
                                              validate24.errors = [
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
                                            validate24.errors = [
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
                                                validate24.errors = [
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
                                              validate24.errors = [
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
                                              validate24.errors = [
                                                {
                                                  instancePath: instancePath + '/response/direction',
                                                  schemaPath:
                                                    '../common/channel-ref.schema.json/properties/direction/enum',
                                                  keyword: 'enum',
                                                  params: {
                                                    allowedValues: schema38.properties.direction.enum,
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
                                    validate24.errors = [
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
export const validateHttpResponse = validate25 as unknown as Validator<HttpResponse>;
const schema40 = {
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
        'Response headers: an object of name to value, or an array of `Name: value` strings. Names or values containing CR or LF are refused.',
      oneOf: [
        { type: 'object', additionalProperties: { type: 'string' } },
        { type: 'array', items: { type: 'string', pattern: '^[^:]+:.*$' } },
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
const pattern4 = new RegExp('^[^:]+:.*$', 'u');
function validate25(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-response.schema.json" */ let vErrors = null;
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
      if (data.status_code !== undefined) {
        let data0 = data.status_code;
        const _errs2 = errors;
        if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
          validate25.errors = [
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
              validate25.errors = [
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
                validate25.errors = [
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
            validate25.errors = [
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
                validate25.errors = [
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
                  validate25.errors = [
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
                  const _errs11 = errors;
                  if (typeof data2[key0] !== 'string') {
                    const err0 = {
                      instancePath:
                        instancePath + '/headers/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/headers/oneOf/0/additionalProperties/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err0];
                    } else {
                      vErrors.push(err0);
                    }
                    errors++;
                  }
                  var valid2 = _errs11 === errors;
                  if (!valid2) {
                    break;
                  }
                }
              } else {
                const err1 = {
                  instancePath: instancePath + '/headers',
                  schemaPath: '#/properties/headers/oneOf/0/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err1];
                } else {
                  vErrors.push(err1);
                }
                errors++;
              }
            }
            var _valid0 = _errs8 === errors;
            if (_valid0) {
              valid1 = true;
              passing0 = 0;
            }
            const _errs13 = errors;
            if (errors === _errs13) {
              if (Array.isArray(data2)) {
                var valid3 = true;
                const len0 = data2.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let data4 = data2[i0];
                  const _errs15 = errors;
                  if (errors === _errs15) {
                    if (typeof data4 === 'string') {
                      if (!pattern4.test(data4)) {
                        const err2 = {
                          instancePath: instancePath + '/headers/' + i0,
                          schemaPath: '#/properties/headers/oneOf/1/items/pattern',
                          keyword: 'pattern',
                          params: { pattern: '^[^:]+:.*$' },
                          message: 'must match pattern "' + '^[^:]+:.*$' + '"',
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
                        instancePath: instancePath + '/headers/' + i0,
                        schemaPath: '#/properties/headers/oneOf/1/items/type',
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
                  var valid3 = _errs15 === errors;
                  if (!valid3) {
                    break;
                  }
                }
              } else {
                const err4 = {
                  instancePath: instancePath + '/headers',
                  schemaPath: '#/properties/headers/oneOf/1/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            var _valid0 = _errs13 === errors;
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
              const err5 = {
                instancePath: instancePath + '/headers',
                schemaPath: '#/properties/headers/oneOf',
                keyword: 'oneOf',
                params: { passingSchemas: passing0 },
                message: 'must match exactly one schema in oneOf',
              };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
              validate25.errors = vErrors;
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
              const _errs17 = errors;
              if (
                typeof data5 != 'object' &&
                typeof data5 !== 'string' &&
                !(typeof data5 == 'number' && isFinite(data5)) &&
                typeof data5 !== 'boolean'
              ) {
                validate25.errors = [
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
              var valid0 = _errs17 === errors;
            } else {
              var valid0 = true;
            }
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
export const validateStateEvent = validate26 as unknown as Validator<StateEvent>;
const schema42 = {
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
function validate26(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state-event.schema.json" */ let vErrors = null;
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
      if (
        (data.type === undefined && (missing0 = 'type')) ||
        (data.event_type === undefined && (missing0 = 'event_type')) ||
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key')) ||
        (data.old_value === undefined && (missing0 = 'old_value')) ||
        (data.new_value === undefined && (missing0 = 'new_value'))
      ) {
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('state' !== data.type) {
            validate26.errors = [
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
              validate26.errors = [
                {
                  instancePath: instancePath + '/event_type',
                  schemaPath: '#/properties/event_type/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema42.properties.event_type.enum },
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
                validate26.errors = [
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
                    validate26.errors = [
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
                      validate26.errors = [
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
export const validateStreamEvent = validate27 as unknown as Validator<StreamEvent>;
const schema45 = {
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
function validate27(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream-event.schema.json" */ let vErrors = null;
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
      if (
        (data.type === undefined && (missing0 = 'type')) ||
        (data.timestamp === undefined && (missing0 = 'timestamp')) ||
        (data.streamName === undefined && (missing0 = 'streamName')) ||
        (data.groupId === undefined && (missing0 = 'groupId')) ||
        (data.event === undefined && (missing0 = 'event'))
      ) {
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('stream' !== data.type) {
            validate27.errors = [
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
              validate27.errors = [
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
                validate27.errors = [
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
                  validate27.errors = [
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
                    validate27.errors = [
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
                          validate27.errors = [
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
                              validate27.errors = [
                                {
                                  instancePath: instancePath + '/event/type',
                                  schemaPath: '#/properties/event/properties/type/enum',
                                  keyword: 'enum',
                                  params: { allowedValues: schema45.properties.event.properties.type.enum },
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
                                validate27.errors = [
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
                                  validate27.errors = [
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
                        validate27.errors = [
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
export const validateWorkerMetadata = validate28 as unknown as Validator<WorkerMetadata>;
const schema48 = {
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
function validate28(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/worker-metadata.schema.json" */ let vErrors = null;
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
      if (data.runtime !== undefined) {
        const _errs2 = errors;
        if (typeof data.runtime !== 'string') {
          validate28.errors = [
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
            validate28.errors = [
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
              validate28.errors = [
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
                validate28.errors = [
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
                  validate28.errors = [
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
                    validate28.errors = [
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
                      validate28.errors = [
                        {
                          instancePath: instancePath + '/isolation',
                          schemaPath: '#/properties/isolation/type',
                          keyword: 'type',
                          params: { type: schema48.properties.isolation.type },
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
                        validate28.errors = [
                          {
                            instancePath: instancePath + '/namespace',
                            schemaPath: '#/properties/namespace/type',
                            keyword: 'type',
                            params: { type: schema48.properties.namespace.type },
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
                                validate28.errors = [
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
                                  validate28.errors = [
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
                                    validate28.errors = [
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
                            validate28.errors = [
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
                            validate28.errors = [
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
