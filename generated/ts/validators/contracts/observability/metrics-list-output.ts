/* DO NOT EDIT — generated from schema/contracts/observability/metrics-list-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ObservabilityMetricsListOutput } from '../../../contracts/observability/metrics-list-output.js';

export const validateObservabilityMetricsListOutput =
  validate20 as unknown as Validator<ObservabilityMetricsListOutput>;
const schema31 = {
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
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/metrics-list-output.schema.json" */ let vErrors = null;
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
        (data.engine_metrics === undefined && (missing0 = 'engine_metrics')) ||
        (data.sdk_metrics === undefined && (missing0 = 'sdk_metrics')) ||
        (data.timestamp === undefined && (missing0 = 'timestamp'))
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
                validate20.errors = [
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
                          validate20.errors = [
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
                              validate20.errors = [
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
                            validate20.errors = [
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
                                validate20.errors = [
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
                              validate20.errors = [
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
                                  validate20.errors = [
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
                                validate20.errors = [
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
                                    validate20.errors = [
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
                                        validate20.errors = [
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
                                    validate20.errors = [
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
                      validate20.errors = [
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
                            validate20.errors = [
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
                                validate20.errors = [
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
                              validate20.errors = [
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
                                  validate20.errors = [
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
                                validate20.errors = [
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
                                    validate20.errors = [
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
                        validate20.errors = [
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
                              validate20.errors = [
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
                                validate20.errors = [
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
                                  validate20.errors = [
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
                                    validate20.errors = [
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
                                      validate20.errors = [
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
                                        validate20.errors = [
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
                          validate20.errors = [
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
              validate20.errors = [
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
                      validate20.errors = [
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
                validate20.errors = [
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
                validate20.errors = [
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
                    validate20.errors = [
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
