/* DO NOT EDIT — generated from schema/stream-wire/live-invocations.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { LiveInvocationStats } from '../../stream-wire/live-invocations.js';

export const validateLiveInvocationStats = validate20 as unknown as Validator<LiveInvocationStats>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/live-invocations.schema.json',
  title: 'LiveInvocationStats',
  description:
    '`data` of the `stats` events of `svc:live` group `invocations`: the invocations that ended in the last window, sent once per `live_interval_ms` while any ran or were active. The `sync` of a join carries the last frame with `history`.',
  type: 'object',
  required: [
    'window_ms',
    'total',
    'ok',
    'error',
    'per_second',
    'latency_ms',
    'by_function',
    'active_by_worker',
  ],
  properties: {
    window_ms: { description: 'Length of the window, in milliseconds.', type: 'integer', minimum: 0 },
    total: { description: 'Invocations that ended in the window.', type: 'integer', minimum: 0 },
    ok: { description: 'Of which ended with a result.', type: 'integer', minimum: 0 },
    error: { description: 'Of which ended with an error.', type: 'integer', minimum: 0 },
    per_second: { description: '`total` scaled to one second.', type: 'number', minimum: 0 },
    latency_ms: {
      title: 'LiveLatency',
      description: 'Durations of the invocations of the window, in milliseconds (0 when none ended).',
      type: 'object',
      required: ['p50', 'p95', 'p99'],
      properties: {
        p50: { description: 'Median.', type: 'number' },
        p95: { description: '95th percentile.', type: 'number' },
        p99: { description: '99th percentile.', type: 'number' },
      },
      additionalProperties: true,
    },
    by_function: {
      description: 'Per function id: `[total, ok, error]` of the window; the 100 busiest functions.',
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'integer' } },
    },
    active_by_worker: {
      description: 'Per worker id: invocations it runs now (only workers running any).',
      type: 'object',
      additionalProperties: { type: 'integer' },
    },
    history: {
      description:
        'Only in the `sync` of a join: one point per window that had invocations in the last 10 minutes (at most 2400, the oldest first), so a chart opened now shows the last minutes. Windows are recorded while someone follows the group (a console server does for as long as it runs).',
      type: 'array',
      items: {
        title: 'LiveInvocationPoint',
        description: 'One window of the history.',
        type: 'object',
        required: ['at_ms', 'per_second', 'error_per_second', 'p95_ms'],
        properties: {
          at_ms: {
            description: 'When the window ended, in ms since the epoch.',
            type: 'integer',
            minimum: 0,
          },
          per_second: {
            description: 'Invocations that ended in the window, scaled to one second.',
            type: 'number',
            minimum: 0,
          },
          error_per_second: {
            description: 'Of which ended with an error, scaled to one second.',
            type: 'number',
            minimum: 0,
          },
          p95_ms: {
            description: '95th percentile of their durations, in milliseconds.',
            type: 'number',
            minimum: 0,
          },
        },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
  examples: [
    {
      window_ms: 250,
      total: 3,
      ok: 2,
      error: 1,
      per_second: 12,
      latency_ms: { p50: 1.2, p95: 3, p99: 3 },
      by_function: { 'math::add': [3, 2, 1] },
      active_by_worker: {},
    },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="stream-wire/live-invocations.schema.json" */ let vErrors = null;
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
        (data.window_ms === undefined && (missing0 = 'window_ms')) ||
        (data.total === undefined && (missing0 = 'total')) ||
        (data.ok === undefined && (missing0 = 'ok')) ||
        (data.error === undefined && (missing0 = 'error')) ||
        (data.per_second === undefined && (missing0 = 'per_second')) ||
        (data.latency_ms === undefined && (missing0 = 'latency_ms')) ||
        (data.by_function === undefined && (missing0 = 'by_function')) ||
        (data.active_by_worker === undefined && (missing0 = 'active_by_worker'))
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
        if (data.window_ms !== undefined) {
          let data0 = data.window_ms;
          const _errs2 = errors;
          if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
            validate20.errors = [
              {
                instancePath: instancePath + '/window_ms',
                schemaPath: '#/properties/window_ms/type',
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
                validate20.errors = [
                  {
                    instancePath: instancePath + '/window_ms',
                    schemaPath: '#/properties/window_ms/minimum',
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
            if (data.ok !== undefined) {
              let data2 = data.ok;
              const _errs6 = errors;
              if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/ok',
                    schemaPath: '#/properties/ok/type',
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
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/ok',
                        schemaPath: '#/properties/ok/minimum',
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
              if (data.error !== undefined) {
                let data3 = data.error;
                const _errs8 = errors;
                if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/error',
                      schemaPath: '#/properties/error/type',
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
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/error',
                          schemaPath: '#/properties/error/minimum',
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
                if (data.per_second !== undefined) {
                  let data4 = data.per_second;
                  const _errs10 = errors;
                  if (errors === _errs10) {
                    if (typeof data4 == 'number' && isFinite(data4)) {
                      if (data4 < 0 || isNaN(data4)) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/per_second',
                            schemaPath: '#/properties/per_second/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 0 },
                            message: 'must be >= 0',
                          },
                        ];
                        return false;
                      }
                    } else {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/per_second',
                          schemaPath: '#/properties/per_second/type',
                          keyword: 'type',
                          params: { type: 'number' },
                          message: 'must be number',
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
                  if (data.latency_ms !== undefined) {
                    let data5 = data.latency_ms;
                    const _errs12 = errors;
                    if (errors === _errs12) {
                      if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
                        let missing1;
                        if (
                          (data5.p50 === undefined && (missing1 = 'p50')) ||
                          (data5.p95 === undefined && (missing1 = 'p95')) ||
                          (data5.p99 === undefined && (missing1 = 'p99'))
                        ) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/latency_ms',
                              schemaPath: '#/properties/latency_ms/required',
                              keyword: 'required',
                              params: { missingProperty: missing1 },
                              message: "must have required property '" + missing1 + "'",
                            },
                          ];
                          return false;
                        } else {
                          if (data5.p50 !== undefined) {
                            let data6 = data5.p50;
                            const _errs15 = errors;
                            if (!(typeof data6 == 'number' && isFinite(data6))) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/latency_ms/p50',
                                  schemaPath: '#/properties/latency_ms/properties/p50/type',
                                  keyword: 'type',
                                  params: { type: 'number' },
                                  message: 'must be number',
                                },
                              ];
                              return false;
                            }
                            var valid1 = _errs15 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data5.p95 !== undefined) {
                              let data7 = data5.p95;
                              const _errs17 = errors;
                              if (!(typeof data7 == 'number' && isFinite(data7))) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/latency_ms/p95',
                                    schemaPath: '#/properties/latency_ms/properties/p95/type',
                                    keyword: 'type',
                                    params: { type: 'number' },
                                    message: 'must be number',
                                  },
                                ];
                                return false;
                              }
                              var valid1 = _errs17 === errors;
                            } else {
                              var valid1 = true;
                            }
                            if (valid1) {
                              if (data5.p99 !== undefined) {
                                let data8 = data5.p99;
                                const _errs19 = errors;
                                if (!(typeof data8 == 'number' && isFinite(data8))) {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/latency_ms/p99',
                                      schemaPath: '#/properties/latency_ms/properties/p99/type',
                                      keyword: 'type',
                                      params: { type: 'number' },
                                      message: 'must be number',
                                    },
                                  ];
                                  return false;
                                }
                                var valid1 = _errs19 === errors;
                              } else {
                                var valid1 = true;
                              }
                            }
                          }
                        }
                      } else {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/latency_ms',
                            schemaPath: '#/properties/latency_ms/type',
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
                    if (data.by_function !== undefined) {
                      let data9 = data.by_function;
                      const _errs21 = errors;
                      if (errors === _errs21) {
                        if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
                          for (const key0 in data9) {
                            let data10 = data9[key0];
                            const _errs24 = errors;
                            if (errors === _errs24) {
                              if (Array.isArray(data10)) {
                                var valid3 = true;
                                const len0 = data10.length;
                                for (let i0 = 0; i0 < len0; i0++) {
                                  let data11 = data10[i0];
                                  const _errs26 = errors;
                                  if (!(
                                    typeof data11 == 'number' &&
                                    !(data11 % 1) &&
                                    !isNaN(data11) &&
                                    isFinite(data11)
                                  )) {
                                    validate20.errors = [
                                      {
                                        instancePath:
                                          instancePath +
                                          '/by_function/' +
                                          key0.replace(/~/g, '~0').replace(/\//g, '~1') +
                                          '/' +
                                          i0,
                                        schemaPath:
                                          '#/properties/by_function/additionalProperties/items/type',
                                        keyword: 'type',
                                        params: { type: 'integer' },
                                        message: 'must be integer',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid3 = _errs26 === errors;
                                  if (!valid3) {
                                    break;
                                  }
                                }
                              } else {
                                validate20.errors = [
                                  {
                                    instancePath:
                                      instancePath +
                                      '/by_function/' +
                                      key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                                    schemaPath: '#/properties/by_function/additionalProperties/type',
                                    keyword: 'type',
                                    params: { type: 'array' },
                                    message: 'must be array',
                                  },
                                ];
                                return false;
                              }
                            }
                            var valid2 = _errs24 === errors;
                            if (!valid2) {
                              break;
                            }
                          }
                        } else {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/by_function',
                              schemaPath: '#/properties/by_function/type',
                              keyword: 'type',
                              params: { type: 'object' },
                              message: 'must be object',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid0 = _errs21 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.active_by_worker !== undefined) {
                        let data12 = data.active_by_worker;
                        const _errs28 = errors;
                        if (errors === _errs28) {
                          if (data12 && typeof data12 == 'object' && !Array.isArray(data12)) {
                            for (const key1 in data12) {
                              let data13 = data12[key1];
                              const _errs31 = errors;
                              if (!(
                                typeof data13 == 'number' &&
                                !(data13 % 1) &&
                                !isNaN(data13) &&
                                isFinite(data13)
                              )) {
                                validate20.errors = [
                                  {
                                    instancePath:
                                      instancePath +
                                      '/active_by_worker/' +
                                      key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                                    schemaPath: '#/properties/active_by_worker/additionalProperties/type',
                                    keyword: 'type',
                                    params: { type: 'integer' },
                                    message: 'must be integer',
                                  },
                                ];
                                return false;
                              }
                              var valid4 = _errs31 === errors;
                              if (!valid4) {
                                break;
                              }
                            }
                          } else {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/active_by_worker',
                                schemaPath: '#/properties/active_by_worker/type',
                                keyword: 'type',
                                params: { type: 'object' },
                                message: 'must be object',
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
                        if (data.history !== undefined) {
                          let data14 = data.history;
                          const _errs33 = errors;
                          if (errors === _errs33) {
                            if (Array.isArray(data14)) {
                              var valid5 = true;
                              const len1 = data14.length;
                              for (let i1 = 0; i1 < len1; i1++) {
                                let data15 = data14[i1];
                                const _errs35 = errors;
                                if (errors === _errs35) {
                                  if (data15 && typeof data15 == 'object' && !Array.isArray(data15)) {
                                    let missing2;
                                    if (
                                      (data15.at_ms === undefined && (missing2 = 'at_ms')) ||
                                      (data15.per_second === undefined && (missing2 = 'per_second')) ||
                                      (data15.error_per_second === undefined &&
                                        (missing2 = 'error_per_second')) ||
                                      (data15.p95_ms === undefined && (missing2 = 'p95_ms'))
                                    ) {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/history/' + i1,
                                          schemaPath: '#/properties/history/items/required',
                                          keyword: 'required',
                                          params: { missingProperty: missing2 },
                                          message: "must have required property '" + missing2 + "'",
                                        },
                                      ];
                                      return false;
                                    } else {
                                      if (data15.at_ms !== undefined) {
                                        let data16 = data15.at_ms;
                                        const _errs38 = errors;
                                        if (!(
                                          typeof data16 == 'number' &&
                                          !(data16 % 1) &&
                                          !isNaN(data16) &&
                                          isFinite(data16)
                                        )) {
                                          validate20.errors = [
                                            {
                                              instancePath: instancePath + '/history/' + i1 + '/at_ms',
                                              schemaPath: '#/properties/history/items/properties/at_ms/type',
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
                                              validate20.errors = [
                                                {
                                                  instancePath: instancePath + '/history/' + i1 + '/at_ms',
                                                  schemaPath:
                                                    '#/properties/history/items/properties/at_ms/minimum',
                                                  keyword: 'minimum',
                                                  params: { comparison: '>=', limit: 0 },
                                                  message: 'must be >= 0',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                        }
                                        var valid6 = _errs38 === errors;
                                      } else {
                                        var valid6 = true;
                                      }
                                      if (valid6) {
                                        if (data15.per_second !== undefined) {
                                          let data17 = data15.per_second;
                                          const _errs40 = errors;
                                          if (errors === _errs40) {
                                            if (typeof data17 == 'number' && isFinite(data17)) {
                                              if (data17 < 0 || isNaN(data17)) {
                                                validate20.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath + '/history/' + i1 + '/per_second',
                                                    schemaPath:
                                                      '#/properties/history/items/properties/per_second/minimum',
                                                    keyword: 'minimum',
                                                    params: { comparison: '>=', limit: 0 },
                                                    message: 'must be >= 0',
                                                  },
                                                ];
                                                return false;
                                              }
                                            } else {
                                              validate20.errors = [
                                                {
                                                  instancePath:
                                                    instancePath + '/history/' + i1 + '/per_second',
                                                  schemaPath:
                                                    '#/properties/history/items/properties/per_second/type',
                                                  keyword: 'type',
                                                  params: { type: 'number' },
                                                  message: 'must be number',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                          var valid6 = _errs40 === errors;
                                        } else {
                                          var valid6 = true;
                                        }
                                        if (valid6) {
                                          if (data15.error_per_second !== undefined) {
                                            let data18 = data15.error_per_second;
                                            const _errs42 = errors;
                                            if (errors === _errs42) {
                                              if (typeof data18 == 'number' && isFinite(data18)) {
                                                if (data18 < 0 || isNaN(data18)) {
                                                  validate20.errors = [
                                                    {
                                                      instancePath:
                                                        instancePath + '/history/' + i1 + '/error_per_second',
                                                      schemaPath:
                                                        '#/properties/history/items/properties/error_per_second/minimum',
                                                      keyword: 'minimum',
                                                      params: { comparison: '>=', limit: 0 },
                                                      message: 'must be >= 0',
                                                    },
                                                  ];
                                                  return false;
                                                }
                                              } else {
                                                validate20.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath + '/history/' + i1 + '/error_per_second',
                                                    schemaPath:
                                                      '#/properties/history/items/properties/error_per_second/type',
                                                    keyword: 'type',
                                                    params: { type: 'number' },
                                                    message: 'must be number',
                                                  },
                                                ];
                                                return false;
                                              }
                                            }
                                            var valid6 = _errs42 === errors;
                                          } else {
                                            var valid6 = true;
                                          }
                                          if (valid6) {
                                            if (data15.p95_ms !== undefined) {
                                              let data19 = data15.p95_ms;
                                              const _errs44 = errors;
                                              if (errors === _errs44) {
                                                if (typeof data19 == 'number' && isFinite(data19)) {
                                                  if (data19 < 0 || isNaN(data19)) {
                                                    validate20.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/history/' + i1 + '/p95_ms',
                                                        schemaPath:
                                                          '#/properties/history/items/properties/p95_ms/minimum',
                                                        keyword: 'minimum',
                                                        params: { comparison: '>=', limit: 0 },
                                                        message: 'must be >= 0',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                } else {
                                                  validate20.errors = [
                                                    {
                                                      instancePath:
                                                        instancePath + '/history/' + i1 + '/p95_ms',
                                                      schemaPath:
                                                        '#/properties/history/items/properties/p95_ms/type',
                                                      keyword: 'type',
                                                      params: { type: 'number' },
                                                      message: 'must be number',
                                                    },
                                                  ];
                                                  return false;
                                                }
                                              }
                                              var valid6 = _errs44 === errors;
                                            } else {
                                              var valid6 = true;
                                            }
                                          }
                                        }
                                      }
                                    }
                                  } else {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/history/' + i1,
                                        schemaPath: '#/properties/history/items/type',
                                        keyword: 'type',
                                        params: { type: 'object' },
                                        message: 'must be object',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                                var valid5 = _errs35 === errors;
                                if (!valid5) {
                                  break;
                                }
                              }
                            } else {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/history',
                                  schemaPath: '#/properties/history/type',
                                  keyword: 'type',
                                  params: { type: 'array' },
                                  message: 'must be array',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid0 = _errs33 === errors;
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
