/* DO NOT EDIT — generated from schema/contracts/health-report.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { HealthReport } from '../../contracts/health-report.js';

export const validateHealthReport = validate20 as unknown as Validator<HealthReport>;
const schema31 = {
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
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/health-report.schema.json" */ let vErrors = null;
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
        (data.status === undefined && (missing0 = 'status')) ||
        (data.live === undefined && (missing0 = 'live')) ||
        (data.ready === undefined && (missing0 = 'ready'))
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
            validate20.errors = [
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
              validate20.errors = [
                {
                  instancePath: instancePath + '/status',
                  schemaPath: '#/properties/status/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema31.properties.status.enum },
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
                validate20.errors = [
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
                  validate20.errors = [
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
                    validate20.errors = [
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
                        validate20.errors = [
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
                      validate20.errors = [
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
                          validate20.errors = [
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
                        validate20.errors = [
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
                            validate20.errors = [
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
                          validate20.errors = [
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
                              validate20.errors = [
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
