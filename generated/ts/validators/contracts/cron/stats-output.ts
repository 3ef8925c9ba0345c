/* DO NOT EDIT — generated from schema/contracts/cron/stats-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { CronStatsOutput } from '../../../contracts/cron/stats-output.js';

export const validateCronStatsOutput = validate20 as unknown as Validator<CronStatsOutput>;
const schema31 = {
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
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/cron/stats-output.schema.json" */ let vErrors = null;
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
        if (data.adapter !== undefined) {
          const _errs2 = errors;
          if (typeof data.adapter !== 'string') {
            validate20.errors = [
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
              validate20.errors = [
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
                  validate20.errors = [
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
                validate20.errors = [
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
                    validate20.errors = [
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
                  validate20.errors = [
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
                      validate20.errors = [
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
                    validate20.errors = [
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
                        validate20.errors = [
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
                      validate20.errors = [
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
                          validate20.errors = [
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
                        validate20.errors = [
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
                            validate20.errors = [
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
                          validate20.errors = [
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
                              validate20.errors = [
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
                            validate20.errors = [
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
                                validate20.errors = [
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
                                  validate20.errors = [
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
                                      validate20.errors = [
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
                                          validate20.errors = [
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
                                        validate20.errors = [
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
                                          validate20.errors = [
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
                                            validate20.errors = [
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
                                validate20.errors = [
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
