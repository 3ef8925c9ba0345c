/* DO NOT EDIT — generated from schema/contracts/cluster/live-window.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ClusterLiveWindow } from '../../../contracts/cluster/live-window.js';

export const validateClusterLiveWindow = validate20 as unknown as Validator<ClusterLiveWindow>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cluster/live-window.schema.json',
  title: 'ClusterLiveWindow',
  description:
    "What the engines sharing svc-stream's Redis tell each other on `<key_prefix>live` so that a console attached to any of them counts the invocations of all: an engine whose live feed is followed asks (`want`) once per window, and each engine asked within the last three windows answers with the invocations it ran in each window (`window`), which the asking engines add to their own.",
  type: 'object',
  required: ['origin'],
  properties: {
    origin: {
      description: 'Id of the svc-stream instance that sent it (random per start).',
      type: 'string',
      minLength: 1,
    },
    want: {
      description: "True: the sender's `invocations` group is followed; the others publish their windows.",
      type: 'boolean',
    },
    window: {
      title: 'ClusterInvocationWindow',
      description:
        'The invocations that ended on the sender in one window of its live feed, and those it runs now. Calls the sender routed to another engine are left out: the engine that ran them counts them.',
      type: 'object',
      required: ['window_ms', 'total', 'ok', 'error', 'samples', 'by_function', 'active_by_worker'],
      properties: {
        window_ms: { description: 'Length of the window, in milliseconds.', type: 'integer', minimum: 0 },
        total: { description: 'Invocations that ended in the window.', type: 'integer', minimum: 0 },
        ok: { description: 'Of which ended with a result.', type: 'integer', minimum: 0 },
        error: { description: 'Of which ended with an error.', type: 'integer', minimum: 0 },
        samples: {
          description:
            'Durations in milliseconds of up to 512 of them, a uniform sample, each standing for `total / samples.length` invocations in the merged percentiles.',
          type: 'array',
          maxItems: 512,
          items: { type: 'number', minimum: 0 },
        },
        by_function: {
          description: 'Per function id: `[total, ok, error]` of the window (the 100 busiest functions).',
          type: 'object',
          additionalProperties: {
            type: 'array',
            items: { type: 'integer', minimum: 0 },
            minItems: 3,
            maxItems: 3,
          },
        },
        active_by_worker: {
          description: 'Per worker id: invocations it runs now (only workers running any).',
          type: 'object',
          additionalProperties: { type: 'integer', minimum: 0 },
        },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    { origin: '0e6a1c2b-7f4d-4b8e-a3c9-5d1f2e3b4a6c', want: true },
    {
      origin: '9d8c7b6a-5f4e-4d3c-b2a1-0f9e8d7c6b5a',
      window: {
        window_ms: 1000,
        total: 3,
        ok: 2,
        error: 1,
        samples: [1.2, 3, 0.8],
        by_function: { 'math::add': [3, 2, 1] },
        active_by_worker: {},
      },
    },
  ],
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
  /*# sourceURL="contracts/cluster/live-window.schema.json" */ let vErrors = null;
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
      if (data.origin === undefined && (missing0 = 'origin')) {
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
        if (data.origin !== undefined) {
          let data0 = data.origin;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/origin',
                    schemaPath: '#/properties/origin/minLength',
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
                  instancePath: instancePath + '/origin',
                  schemaPath: '#/properties/origin/type',
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
          if (data.want !== undefined) {
            const _errs4 = errors;
            if (typeof data.want !== 'boolean') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/want',
                  schemaPath: '#/properties/want/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                },
              ];
              return false;
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.window !== undefined) {
              let data2 = data.window;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
                  let missing1;
                  if (
                    (data2.window_ms === undefined && (missing1 = 'window_ms')) ||
                    (data2.total === undefined && (missing1 = 'total')) ||
                    (data2.ok === undefined && (missing1 = 'ok')) ||
                    (data2.error === undefined && (missing1 = 'error')) ||
                    (data2.samples === undefined && (missing1 = 'samples')) ||
                    (data2.by_function === undefined && (missing1 = 'by_function')) ||
                    (data2.active_by_worker === undefined && (missing1 = 'active_by_worker'))
                  ) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/window',
                        schemaPath: '#/properties/window/required',
                        keyword: 'required',
                        params: { missingProperty: missing1 },
                        message: "must have required property '" + missing1 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data2.window_ms !== undefined) {
                      let data3 = data2.window_ms;
                      const _errs9 = errors;
                      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/window/window_ms',
                            schemaPath: '#/properties/window/properties/window_ms/type',
                            keyword: 'type',
                            params: { type: 'integer' },
                            message: 'must be integer',
                          },
                        ];
                        return false;
                      }
                      if (errors === _errs9) {
                        if (typeof data3 == 'number' && isFinite(data3)) {
                          if (data3 < 0 || isNaN(data3)) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/window/window_ms',
                                schemaPath: '#/properties/window/properties/window_ms/minimum',
                                keyword: 'minimum',
                                params: { comparison: '>=', limit: 0 },
                                message: 'must be >= 0',
                              },
                            ];
                            return false;
                          }
                        }
                      }
                      var valid1 = _errs9 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data2.total !== undefined) {
                        let data4 = data2.total;
                        const _errs11 = errors;
                        if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/window/total',
                              schemaPath: '#/properties/window/properties/total/type',
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
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/window/total',
                                  schemaPath: '#/properties/window/properties/total/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
                                },
                              ];
                              return false;
                            }
                          }
                        }
                        var valid1 = _errs11 === errors;
                      } else {
                        var valid1 = true;
                      }
                      if (valid1) {
                        if (data2.ok !== undefined) {
                          let data5 = data2.ok;
                          const _errs13 = errors;
                          if (!(
                            typeof data5 == 'number' &&
                            !(data5 % 1) &&
                            !isNaN(data5) &&
                            isFinite(data5)
                          )) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/window/ok',
                                schemaPath: '#/properties/window/properties/ok/type',
                                keyword: 'type',
                                params: { type: 'integer' },
                                message: 'must be integer',
                              },
                            ];
                            return false;
                          }
                          if (errors === _errs13) {
                            if (typeof data5 == 'number' && isFinite(data5)) {
                              if (data5 < 0 || isNaN(data5)) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/window/ok',
                                    schemaPath: '#/properties/window/properties/ok/minimum',
                                    keyword: 'minimum',
                                    params: { comparison: '>=', limit: 0 },
                                    message: 'must be >= 0',
                                  },
                                ];
                                return false;
                              }
                            }
                          }
                          var valid1 = _errs13 === errors;
                        } else {
                          var valid1 = true;
                        }
                        if (valid1) {
                          if (data2.error !== undefined) {
                            let data6 = data2.error;
                            const _errs15 = errors;
                            if (!(
                              typeof data6 == 'number' &&
                              !(data6 % 1) &&
                              !isNaN(data6) &&
                              isFinite(data6)
                            )) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/window/error',
                                  schemaPath: '#/properties/window/properties/error/type',
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
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/window/error',
                                      schemaPath: '#/properties/window/properties/error/minimum',
                                      keyword: 'minimum',
                                      params: { comparison: '>=', limit: 0 },
                                      message: 'must be >= 0',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            }
                            var valid1 = _errs15 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data2.samples !== undefined) {
                              let data7 = data2.samples;
                              const _errs17 = errors;
                              if (errors === _errs17) {
                                if (Array.isArray(data7)) {
                                  if (data7.length > 512) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/window/samples',
                                        schemaPath: '#/properties/window/properties/samples/maxItems',
                                        keyword: 'maxItems',
                                        params: { limit: 512 },
                                        message: 'must NOT have more than 512 items',
                                      },
                                    ];
                                    return false;
                                  } else {
                                    var valid2 = true;
                                    const len0 = data7.length;
                                    for (let i0 = 0; i0 < len0; i0++) {
                                      let data8 = data7[i0];
                                      const _errs19 = errors;
                                      if (errors === _errs19) {
                                        if (typeof data8 == 'number' && isFinite(data8)) {
                                          if (data8 < 0 || isNaN(data8)) {
                                            validate20.errors = [
                                              {
                                                instancePath: instancePath + '/window/samples/' + i0,
                                                schemaPath:
                                                  '#/properties/window/properties/samples/items/minimum',
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
                                              instancePath: instancePath + '/window/samples/' + i0,
                                              schemaPath: '#/properties/window/properties/samples/items/type',
                                              keyword: 'type',
                                              params: { type: 'number' },
                                              message: 'must be number',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                      var valid2 = _errs19 === errors;
                                      if (!valid2) {
                                        break;
                                      }
                                    }
                                  }
                                } else {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/window/samples',
                                      schemaPath: '#/properties/window/properties/samples/type',
                                      keyword: 'type',
                                      params: { type: 'array' },
                                      message: 'must be array',
                                    },
                                  ];
                                  return false;
                                }
                              }
                              var valid1 = _errs17 === errors;
                            } else {
                              var valid1 = true;
                            }
                            if (valid1) {
                              if (data2.by_function !== undefined) {
                                let data9 = data2.by_function;
                                const _errs21 = errors;
                                if (errors === _errs21) {
                                  if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
                                    for (const key0 in data9) {
                                      let data10 = data9[key0];
                                      const _errs24 = errors;
                                      if (errors === _errs24) {
                                        if (Array.isArray(data10)) {
                                          if (data10.length > 3) {
                                            validate20.errors = [
                                              {
                                                instancePath:
                                                  instancePath +
                                                  '/window/by_function/' +
                                                  key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                                                schemaPath:
                                                  '#/properties/window/properties/by_function/additionalProperties/maxItems',
                                                keyword: 'maxItems',
                                                params: { limit: 3 },
                                                message: 'must NOT have more than 3 items',
                                              },
                                            ];
                                            return false;
                                          } else {
                                            if (data10.length < 3) {
                                              validate20.errors = [
                                                {
                                                  instancePath:
                                                    instancePath +
                                                    '/window/by_function/' +
                                                    key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                                                  schemaPath:
                                                    '#/properties/window/properties/by_function/additionalProperties/minItems',
                                                  keyword: 'minItems',
                                                  params: { limit: 3 },
                                                  message: 'must NOT have fewer than 3 items',
                                                },
                                              ];
                                              return false;
                                            } else {
                                              var valid4 = true;
                                              const len1 = data10.length;
                                              for (let i1 = 0; i1 < len1; i1++) {
                                                let data11 = data10[i1];
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
                                                        '/window/by_function/' +
                                                        key0.replace(/~/g, '~0').replace(/\//g, '~1') +
                                                        '/' +
                                                        i1,
                                                      schemaPath:
                                                        '#/properties/window/properties/by_function/additionalProperties/items/type',
                                                      keyword: 'type',
                                                      params: { type: 'integer' },
                                                      message: 'must be integer',
                                                    },
                                                  ];
                                                  return false;
                                                }
                                                if (errors === _errs26) {
                                                  if (typeof data11 == 'number' && isFinite(data11)) {
                                                    if (data11 < 0 || isNaN(data11)) {
                                                      validate20.errors = [
                                                        {
                                                          instancePath:
                                                            instancePath +
                                                            '/window/by_function/' +
                                                            key0.replace(/~/g, '~0').replace(/\//g, '~1') +
                                                            '/' +
                                                            i1,
                                                          schemaPath:
                                                            '#/properties/window/properties/by_function/additionalProperties/items/minimum',
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
                                                if (!valid4) {
                                                  break;
                                                }
                                              }
                                            }
                                          }
                                        } else {
                                          validate20.errors = [
                                            {
                                              instancePath:
                                                instancePath +
                                                '/window/by_function/' +
                                                key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                                              schemaPath:
                                                '#/properties/window/properties/by_function/additionalProperties/type',
                                              keyword: 'type',
                                              params: { type: 'array' },
                                              message: 'must be array',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                      var valid3 = _errs24 === errors;
                                      if (!valid3) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/window/by_function',
                                        schemaPath: '#/properties/window/properties/by_function/type',
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
                                if (data2.active_by_worker !== undefined) {
                                  let data12 = data2.active_by_worker;
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
                                                '/window/active_by_worker/' +
                                                key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                                              schemaPath:
                                                '#/properties/window/properties/active_by_worker/additionalProperties/type',
                                              keyword: 'type',
                                              params: { type: 'integer' },
                                              message: 'must be integer',
                                            },
                                          ];
                                          return false;
                                        }
                                        if (errors === _errs31) {
                                          if (typeof data13 == 'number' && isFinite(data13)) {
                                            if (data13 < 0 || isNaN(data13)) {
                                              validate20.errors = [
                                                {
                                                  instancePath:
                                                    instancePath +
                                                    '/window/active_by_worker/' +
                                                    key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                                                  schemaPath:
                                                    '#/properties/window/properties/active_by_worker/additionalProperties/minimum',
                                                  keyword: 'minimum',
                                                  params: { comparison: '>=', limit: 0 },
                                                  message: 'must be >= 0',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                        }
                                        var valid5 = _errs31 === errors;
                                        if (!valid5) {
                                          break;
                                        }
                                      }
                                    } else {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/window/active_by_worker',
                                          schemaPath: '#/properties/window/properties/active_by_worker/type',
                                          keyword: 'type',
                                          params: { type: 'object' },
                                          message: 'must be object',
                                        },
                                      ];
                                      return false;
                                    }
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
                } else {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/window',
                      schemaPath: '#/properties/window/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
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
