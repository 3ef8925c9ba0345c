/* DO NOT EDIT — generated from schema/triggers/ by make generate */
// @ts-nocheck: the body is ajv output; the exports carry the types.
import type { Validator } from '../validator.js';
import type { CronTriggerConfig } from '../triggers/cron.js';
import type { EventTriggerConfig } from '../triggers/event.js';
import type { HttpTriggerConfig } from '../triggers/http.js';
import type { LogTriggerConfig } from '../triggers/log.js';
import type { QueueTriggerConfig } from '../triggers/queue.js';
import type { StateTriggerConfig } from '../triggers/state.js';
import type { StreamJoinTriggerConfig } from '../triggers/stream-join.js';
import type { StreamTriggerConfig } from '../triggers/stream.js';
import type { TraceTriggerConfig } from '../triggers/trace.js';

export const validateCronTriggerConfig = validate20 as unknown as Validator<CronTriggerConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/cron.schema.json',
  title: 'CronTriggerConfig',
  description:
    'Config of a `cron` trigger: invoke `function_id` on a schedule. The handler receives contracts/cron-event. Unknown keys are ignored.',
  type: 'object',
  required: ['expression'],
  properties: {
    expression: {
      description:
        'Cron expression with seconds first: 6 fields (`sec min hour dom mon dow`) or 7 with a trailing year, evaluated in UTC unless `timezone` is given.',
      type: 'string',
      minLength: 1,
    },
    timezone: {
      description: 'IANA time zone the expression is read in (`Europe/Paris`); UTC when absent.',
      type: 'string',
      minLength: 1,
    },
    overlap: {
      description:
        "`skip` (default): a tick due while the job's previous run is still going is skipped, logged and counted; `allow`: it runs anyway.",
      enum: ['skip', 'allow'],
      default: 'skip',
    },
    catch_up: {
      description:
        'When the job was not running at its last due tick (the engine was down, or the binding away), `true` fires that one tick once when the job is bound again; `false` (default) does not replay it.',
      type: 'boolean',
      default: false,
    },
    condition_function_id: {
      description:
        'Function called with the cron payload first; a result of exactly `false` skips this tick.',
      $ref: '../common/function-id.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { expression: '*/15 * * * * *' },
    { expression: '0 0 3 * * Mon *', condition_function_id: 'jobs::enabled' },
    { expression: '0 30 9 * * *', timezone: 'Europe/Paris', overlap: 'allow', catch_up: true },
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
  /*# sourceURL="triggers/cron.schema.json" */ let vErrors = null;
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
      if (data.expression === undefined && (missing0 = 'expression')) {
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
        if (data.expression !== undefined) {
          let data0 = data.expression;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/expression',
                    schemaPath: '#/properties/expression/minLength',
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
                  instancePath: instancePath + '/expression',
                  schemaPath: '#/properties/expression/type',
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
          if (data.timezone !== undefined) {
            let data1 = data.timezone;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/timezone',
                      schemaPath: '#/properties/timezone/minLength',
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
                    instancePath: instancePath + '/timezone',
                    schemaPath: '#/properties/timezone/type',
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
            if (data.overlap !== undefined) {
              let data2 = data.overlap;
              const _errs6 = errors;
              if (!(data2 === 'skip' || data2 === 'allow')) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/overlap',
                    schemaPath: '#/properties/overlap/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema31.properties.overlap.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.catch_up !== undefined) {
                const _errs7 = errors;
                if (typeof data.catch_up !== 'boolean') {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/catch_up',
                      schemaPath: '#/properties/catch_up/type',
                      keyword: 'type',
                      params: { type: 'boolean' },
                      message: 'must be boolean',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.condition_function_id !== undefined) {
                  let data4 = data.condition_function_id;
                  const _errs9 = errors;
                  const _errs10 = errors;
                  if (errors === _errs10) {
                    if (typeof data4 === 'string') {
                      if (func1(data4) < 1) {
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
                  var valid0 = _errs9 === errors;
                } else {
                  var valid0 = true;
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
export const validateEventTriggerConfig = validate21 as unknown as Validator<EventTriggerConfig>;
const schema33 = {
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
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="triggers/event.schema.json" */ let vErrors = null;
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
        if (data.event !== undefined) {
          let data1 = data.event;
          const _errs4 = errors;
          if (errors === _errs4) {
            if (typeof data1 === 'string') {
              if (func1(data1) < 1) {
                validate21.errors = [
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
              validate21.errors = [
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
                  validate21.errors = [
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
                validate21.errors = [
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
                    validate21.errors = [
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
                  validate21.errors = [
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
export const validateHttpTriggerConfig = validate22 as unknown as Validator<HttpTriggerConfig>;
const schema35 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/http.schema.json',
  title: 'HttpTriggerConfig',
  description:
    'Config of an `http` trigger: serve `function_id` at a method and path of the engine HTTP API. The handler receives contracts/http-request and returns contracts/http-response. Unknown keys are ignored.',
  type: 'object',
  required: ['api_path'],
  properties: {
    api_path: {
      description:
        'Route path. Parameters are written `:name` or `{name}`; a leading `/` is optional. Paths beginning with `/_` are reserved for the engine.',
      type: 'string',
      minLength: 1,
    },
    http_method: {
      description: 'HTTP method, `GET` when absent; matched case-insensitively.',
      type: 'string',
      pattern:
        '^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Pp][Aa][Tt][Cc][Hh]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$',
    },
    condition_function_id: {
      description:
        'Function called with the request payload first; a result of exactly `false` answers 422 with `skipped: true` instead of running the handler.',
      $ref: '../common/function-id.schema.json',
    },
    middleware_function_ids: {
      description: 'Functions run before the handler, in order.',
      type: 'array',
      items: { $ref: '../common/function-id.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    { api_path: '/math/add', http_method: 'POST' },
    { api_path: 'users/:id' },
    { api_path: '/orders/{order_id}', http_method: 'get', condition_function_id: 'orders::allowed' },
  ],
};
const pattern4 = new RegExp(
  '^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Pp][Aa][Tt][Cc][Hh]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$',
  'u',
);
function validate22(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="triggers/http.schema.json" */ let vErrors = null;
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
      if (data.api_path === undefined && (missing0 = 'api_path')) {
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
        if (data.api_path !== undefined) {
          let data0 = data.api_path;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate22.errors = [
                  {
                    instancePath: instancePath + '/api_path',
                    schemaPath: '#/properties/api_path/minLength',
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
                  instancePath: instancePath + '/api_path',
                  schemaPath: '#/properties/api_path/type',
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
          if (data.http_method !== undefined) {
            let data1 = data.http_method;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (!pattern4.test(data1)) {
                  validate22.errors = [
                    {
                      instancePath: instancePath + '/http_method',
                      schemaPath: '#/properties/http_method/pattern',
                      keyword: 'pattern',
                      params: {
                        pattern:
                          '^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Pp][Aa][Tt][Cc][Hh]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$',
                      },
                      message:
                        'must match pattern "' +
                        '^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Pp][Aa][Tt][Cc][Hh]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$' +
                        '"',
                    },
                  ];
                  return false;
                }
              } else {
                validate22.errors = [
                  {
                    instancePath: instancePath + '/http_method',
                    schemaPath: '#/properties/http_method/type',
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
            if (data.condition_function_id !== undefined) {
              let data2 = data.condition_function_id;
              const _errs6 = errors;
              const _errs7 = errors;
              if (errors === _errs7) {
                if (typeof data2 === 'string') {
                  if (func1(data2) < 1) {
                    validate22.errors = [
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
                  validate22.errors = [
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
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.middleware_function_ids !== undefined) {
                let data3 = data.middleware_function_ids;
                const _errs9 = errors;
                if (errors === _errs9) {
                  if (Array.isArray(data3)) {
                    var valid2 = true;
                    const len0 = data3.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                      let data4 = data3[i0];
                      const _errs11 = errors;
                      const _errs12 = errors;
                      if (errors === _errs12) {
                        if (typeof data4 === 'string') {
                          if (func1(data4) < 1) {
                            validate22.errors = [
                              {
                                instancePath: instancePath + '/middleware_function_ids/' + i0,
                                schemaPath: '../common/function-id.schema.json/minLength',
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
                              instancePath: instancePath + '/middleware_function_ids/' + i0,
                              schemaPath: '../common/function-id.schema.json/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
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
                        instancePath: instancePath + '/middleware_function_ids',
                        schemaPath: '#/properties/middleware_function_ids/type',
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
export const validateLogTriggerConfig = validate23 as unknown as Validator<LogTriggerConfig>;
const schema38 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/log.schema.json',
  title: 'LogTriggerConfig',
  description:
    'Config of a `log` trigger: invoke `function_id` with each stored log record (contracts/observability/stored-log) that passes the filters. Unknown keys are ignored.',
  type: 'object',
  properties: {
    level: {
      description: 'Minimum severity text: `trace`, `debug`, `info`, `warn`, `error` or `fatal`.',
      type: 'string',
    },
    severity_min: { description: 'Minimum OTel severity number.', type: 'integer', minimum: 1, maximum: 24 },
    service_name: { description: 'Only records of this service (exact).', type: 'string' },
  },
  additionalProperties: true,
  examples: [{}, { level: 'warn' }],
};
function validate23(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="triggers/log.schema.json" */ let vErrors = null;
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
      if (data.level !== undefined) {
        const _errs2 = errors;
        if (typeof data.level !== 'string') {
          validate23.errors = [
            {
              instancePath: instancePath + '/level',
              schemaPath: '#/properties/level/type',
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
        if (data.severity_min !== undefined) {
          let data1 = data.severity_min;
          const _errs4 = errors;
          if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
            validate23.errors = [
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
          if (errors === _errs4) {
            if (typeof data1 == 'number' && isFinite(data1)) {
              if (data1 > 24 || isNaN(data1)) {
                validate23.errors = [
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
                if (data1 < 1 || isNaN(data1)) {
                  validate23.errors = [
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
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.service_name !== undefined) {
            const _errs6 = errors;
            if (typeof data.service_name !== 'string') {
              validate23.errors = [
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
            var valid0 = _errs6 === errors;
          } else {
            var valid0 = true;
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
export const validateQueueTriggerConfig = validate24 as unknown as Validator<QueueTriggerConfig>;
const schema39 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/queue.schema.json',
  title: 'QueueTriggerConfig',
  description:
    'Config of a `queue` trigger (also accepted under the type name `durable:subscriber`): consume messages published to `topic`, each delivered at least once with retries. The handler receives the published data. Unknown keys are ignored.',
  type: 'object',
  required: ['topic'],
  properties: {
    topic: { description: 'Topic whose messages this trigger consumes.', type: 'string', minLength: 1 },
    queue_config: {
      description: 'How messages are delivered to the function.',
      type: 'object',
      properties: {
        type: {
          description: '`standard` (parallel, unordered) or `fifo` (one at a time, in order).',
          enum: ['standard', 'fifo'],
        },
        maxRetries: {
          description: 'Attempts after the first before a message goes to the dead-letter queue.',
          type: 'integer',
          minimum: 0,
        },
        concurrency: { description: 'Messages handled at once.', type: 'integer', minimum: 1 },
        visibilityTimeout: {
          description: 'Seconds a taken message stays hidden before it is delivered again.',
          type: 'number',
          minimum: 0,
        },
        delaySeconds: {
          description: 'Seconds before a new message becomes visible.',
          type: 'number',
          minimum: 0,
        },
        backoffType: { description: 'How the wait between retries grows.', enum: ['fixed', 'exponential'] },
        backoffDelayMs: {
          description: 'Base wait between retries, in milliseconds.',
          type: 'integer',
          minimum: 0,
        },
        maxPriority: {
          description: 'Highest message priority the queue distinguishes.',
          type: 'integer',
          minimum: 0,
        },
      },
      additionalProperties: true,
    },
    condition_function_id: {
      description:
        'Function called with the message first; a result of exactly `false` acknowledges the message without running the handler.',
      $ref: '../common/function-id.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { topic: 'orders.created' },
    { topic: 'emails', queue_config: { type: 'fifo', maxRetries: 3, concurrency: 1 } },
  ],
};
function validate24(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="triggers/queue.schema.json" */ let vErrors = null;
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
      if (data.topic === undefined && (missing0 = 'topic')) {
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
        if (data.topic !== undefined) {
          let data0 = data.topic;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate24.errors = [
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
              validate24.errors = [
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
          if (data.queue_config !== undefined) {
            let data1 = data.queue_config;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                if (data1.type !== undefined) {
                  let data2 = data1.type;
                  const _errs7 = errors;
                  if (!(data2 === 'standard' || data2 === 'fifo')) {
                    validate24.errors = [
                      {
                        instancePath: instancePath + '/queue_config/type',
                        schemaPath: '#/properties/queue_config/properties/type/enum',
                        keyword: 'enum',
                        params: { allowedValues: schema39.properties.queue_config.properties.type.enum },
                        message: 'must be equal to one of the allowed values',
                      },
                    ];
                    return false;
                  }
                  var valid1 = _errs7 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  if (data1.maxRetries !== undefined) {
                    let data3 = data1.maxRetries;
                    const _errs8 = errors;
                    if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                      validate24.errors = [
                        {
                          instancePath: instancePath + '/queue_config/maxRetries',
                          schemaPath: '#/properties/queue_config/properties/maxRetries/type',
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
                          validate24.errors = [
                            {
                              instancePath: instancePath + '/queue_config/maxRetries',
                              schemaPath: '#/properties/queue_config/properties/maxRetries/minimum',
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
                    if (data1.concurrency !== undefined) {
                      let data4 = data1.concurrency;
                      const _errs10 = errors;
                      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                        validate24.errors = [
                          {
                            instancePath: instancePath + '/queue_config/concurrency',
                            schemaPath: '#/properties/queue_config/properties/concurrency/type',
                            keyword: 'type',
                            params: { type: 'integer' },
                            message: 'must be integer',
                          },
                        ];
                        return false;
                      }
                      if (errors === _errs10) {
                        if (typeof data4 == 'number' && isFinite(data4)) {
                          if (data4 < 1 || isNaN(data4)) {
                            validate24.errors = [
                              {
                                instancePath: instancePath + '/queue_config/concurrency',
                                schemaPath: '#/properties/queue_config/properties/concurrency/minimum',
                                keyword: 'minimum',
                                params: { comparison: '>=', limit: 1 },
                                message: 'must be >= 1',
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
                      if (data1.visibilityTimeout !== undefined) {
                        let data5 = data1.visibilityTimeout;
                        const _errs12 = errors;
                        if (errors === _errs12) {
                          if (typeof data5 == 'number' && isFinite(data5)) {
                            if (data5 < 0 || isNaN(data5)) {
                              validate24.errors = [
                                {
                                  instancePath: instancePath + '/queue_config/visibilityTimeout',
                                  schemaPath:
                                    '#/properties/queue_config/properties/visibilityTimeout/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
                                },
                              ];
                              return false;
                            }
                          } else {
                            validate24.errors = [
                              {
                                instancePath: instancePath + '/queue_config/visibilityTimeout',
                                schemaPath: '#/properties/queue_config/properties/visibilityTimeout/type',
                                keyword: 'type',
                                params: { type: 'number' },
                                message: 'must be number',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid1 = _errs12 === errors;
                      } else {
                        var valid1 = true;
                      }
                      if (valid1) {
                        if (data1.delaySeconds !== undefined) {
                          let data6 = data1.delaySeconds;
                          const _errs14 = errors;
                          if (errors === _errs14) {
                            if (typeof data6 == 'number' && isFinite(data6)) {
                              if (data6 < 0 || isNaN(data6)) {
                                validate24.errors = [
                                  {
                                    instancePath: instancePath + '/queue_config/delaySeconds',
                                    schemaPath: '#/properties/queue_config/properties/delaySeconds/minimum',
                                    keyword: 'minimum',
                                    params: { comparison: '>=', limit: 0 },
                                    message: 'must be >= 0',
                                  },
                                ];
                                return false;
                              }
                            } else {
                              validate24.errors = [
                                {
                                  instancePath: instancePath + '/queue_config/delaySeconds',
                                  schemaPath: '#/properties/queue_config/properties/delaySeconds/type',
                                  keyword: 'type',
                                  params: { type: 'number' },
                                  message: 'must be number',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid1 = _errs14 === errors;
                        } else {
                          var valid1 = true;
                        }
                        if (valid1) {
                          if (data1.backoffType !== undefined) {
                            let data7 = data1.backoffType;
                            const _errs16 = errors;
                            if (!(data7 === 'fixed' || data7 === 'exponential')) {
                              validate24.errors = [
                                {
                                  instancePath: instancePath + '/queue_config/backoffType',
                                  schemaPath: '#/properties/queue_config/properties/backoffType/enum',
                                  keyword: 'enum',
                                  params: {
                                    allowedValues:
                                      schema39.properties.queue_config.properties.backoffType.enum,
                                  },
                                  message: 'must be equal to one of the allowed values',
                                },
                              ];
                              return false;
                            }
                            var valid1 = _errs16 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data1.backoffDelayMs !== undefined) {
                              let data8 = data1.backoffDelayMs;
                              const _errs17 = errors;
                              if (!(
                                typeof data8 == 'number' &&
                                !(data8 % 1) &&
                                !isNaN(data8) &&
                                isFinite(data8)
                              )) {
                                validate24.errors = [
                                  {
                                    instancePath: instancePath + '/queue_config/backoffDelayMs',
                                    schemaPath: '#/properties/queue_config/properties/backoffDelayMs/type',
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
                                    validate24.errors = [
                                      {
                                        instancePath: instancePath + '/queue_config/backoffDelayMs',
                                        schemaPath:
                                          '#/properties/queue_config/properties/backoffDelayMs/minimum',
                                        keyword: 'minimum',
                                        params: { comparison: '>=', limit: 0 },
                                        message: 'must be >= 0',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                              }
                              var valid1 = _errs17 === errors;
                            } else {
                              var valid1 = true;
                            }
                            if (valid1) {
                              if (data1.maxPriority !== undefined) {
                                let data9 = data1.maxPriority;
                                const _errs19 = errors;
                                if (!(
                                  typeof data9 == 'number' &&
                                  !(data9 % 1) &&
                                  !isNaN(data9) &&
                                  isFinite(data9)
                                )) {
                                  validate24.errors = [
                                    {
                                      instancePath: instancePath + '/queue_config/maxPriority',
                                      schemaPath: '#/properties/queue_config/properties/maxPriority/type',
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
                                      validate24.errors = [
                                        {
                                          instancePath: instancePath + '/queue_config/maxPriority',
                                          schemaPath:
                                            '#/properties/queue_config/properties/maxPriority/minimum',
                                          keyword: 'minimum',
                                          params: { comparison: '>=', limit: 0 },
                                          message: 'must be >= 0',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                }
                                var valid1 = _errs19 === errors;
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
              } else {
                validate24.errors = [
                  {
                    instancePath: instancePath + '/queue_config',
                    schemaPath: '#/properties/queue_config/type',
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
            if (data.condition_function_id !== undefined) {
              let data10 = data.condition_function_id;
              const _errs21 = errors;
              const _errs22 = errors;
              if (errors === _errs22) {
                if (typeof data10 === 'string') {
                  if (func1(data10) < 1) {
                    validate24.errors = [
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
                  validate24.errors = [
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
              var valid0 = _errs21 === errors;
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
export const validateStateTriggerConfig = validate25 as unknown as Validator<StateTriggerConfig>;
const schema41 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/state.schema.json',
  title: 'StateTriggerConfig',
  description:
    'Config of a `state` trigger: invoke `function_id` after a state entry changes and the change is durable. Absent filters match everything. The handler receives contracts/state-event. Unknown keys are ignored.',
  type: 'object',
  properties: {
    scope: { description: 'Only changes in this scope.', type: 'string' },
    key: { description: 'Only changes of this key.', type: 'string' },
    event_types: {
      description: 'Only these kinds of change.',
      type: 'array',
      items: { enum: ['state:created', 'state:updated', 'state:deleted'] },
      minItems: 1,
    },
    condition_function_id: {
      description:
        'Function called with the change payload first; a result of exactly `false` skips the handler.',
      $ref: '../common/function-id.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{}, { scope: 'users' }, { scope: 'users', key: 'u1', event_types: ['state:updated'] }],
};
function validate25(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="triggers/state.schema.json" */ let vErrors = null;
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
      if (data.scope !== undefined) {
        const _errs2 = errors;
        if (typeof data.scope !== 'string') {
          validate25.errors = [
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
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.key !== undefined) {
          const _errs4 = errors;
          if (typeof data.key !== 'string') {
            validate25.errors = [
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
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.event_types !== undefined) {
            let data2 = data.event_types;
            const _errs6 = errors;
            if (errors === _errs6) {
              if (Array.isArray(data2)) {
                if (data2.length < 1) {
                  validate25.errors = [
                    {
                      instancePath: instancePath + '/event_types',
                      schemaPath: '#/properties/event_types/minItems',
                      keyword: 'minItems',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 items',
                    },
                  ];
                  return false;
                } else {
                  var valid1 = true;
                  const len0 = data2.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let data3 = data2[i0];
                    const _errs8 = errors;
                    if (!(
                      data3 === 'state:created' ||
                      data3 === 'state:updated' ||
                      data3 === 'state:deleted'
                    )) {
                      validate25.errors = [
                        {
                          instancePath: instancePath + '/event_types/' + i0,
                          schemaPath: '#/properties/event_types/items/enum',
                          keyword: 'enum',
                          params: { allowedValues: schema41.properties.event_types.items.enum },
                          message: 'must be equal to one of the allowed values',
                        },
                      ];
                      return false;
                    }
                    var valid1 = _errs8 === errors;
                    if (!valid1) {
                      break;
                    }
                  }
                }
              } else {
                validate25.errors = [
                  {
                    instancePath: instancePath + '/event_types',
                    schemaPath: '#/properties/event_types/type',
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
            if (data.condition_function_id !== undefined) {
              let data4 = data.condition_function_id;
              const _errs9 = errors;
              const _errs10 = errors;
              if (errors === _errs10) {
                if (typeof data4 === 'string') {
                  if (func1(data4) < 1) {
                    validate25.errors = [
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
                  validate25.errors = [
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
              var valid0 = _errs9 === errors;
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
export const validateStreamJoinTriggerConfig = validate26 as unknown as Validator<StreamJoinTriggerConfig>;
const schema43 = {
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
function validate26(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="triggers/stream-join.schema.json" */ let vErrors = null;
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
      if (data.stream_name !== undefined) {
        const _errs2 = errors;
        if (typeof data.stream_name !== 'string') {
          validate26.errors = [
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
                validate26.errors = [
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
              validate26.errors = [
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
export const validateStreamTriggerConfig = validate27 as unknown as Validator<StreamTriggerConfig>;
const schema45 = {
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
function validate27(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="triggers/stream.schema.json" */ let vErrors = null;
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
      if (data.stream_name === undefined && (missing0 = 'stream_name')) {
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
        if (data.stream_name !== undefined) {
          let data0 = data.stream_name;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate27.errors = [
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
              validate27.errors = [
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
              validate27.errors = [
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
                validate27.errors = [
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
                      validate27.errors = [
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
                    validate27.errors = [
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
export const validateTraceTriggerConfig = validate28 as unknown as Validator<TraceTriggerConfig>;
const schema47 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/trace.schema.json',
  title: 'TraceTriggerConfig',
  description:
    'Config of a `trace` trigger: invoke `function_id` with contracts/observability/trace-event every 300 ms while new spans arrive. Unknown keys are ignored.',
  type: 'object',
  properties: {
    service_name: {
      description: 'Only traces with a span of this service (case-insensitive substring).',
      type: 'string',
    },
    status: { description: 'Only spans with this status (`ok`, `error`, `unset`).', type: 'string' },
  },
  additionalProperties: true,
  examples: [{}, { status: 'error' }],
};
function validate28(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="triggers/trace.schema.json" */ let vErrors = null;
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
      if (data.service_name !== undefined) {
        const _errs2 = errors;
        if (typeof data.service_name !== 'string') {
          validate28.errors = [
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
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.status !== undefined) {
          const _errs4 = errors;
          if (typeof data.status !== 'string') {
            validate28.errors = [
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
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
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
