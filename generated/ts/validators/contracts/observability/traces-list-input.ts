/* DO NOT EDIT — generated from schema/contracts/observability/traces-list-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ObservabilityTracesListInput } from '../../../contracts/observability/traces-list-input.js';

export const validateObservabilityTracesListInput =
  validate20 as unknown as Validator<ObservabilityTracesListInput>;
const schema31 = {
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
      description:
        'Case-insensitive substring of the status (`ok`, `error`, `unset`); `pending` matches spans still in progress.',
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
    { status: 'pending', trace_id: '4bf92f3577b34da6a3ce929d0e0e4736' },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/traces-list-input.schema.json" */ let vErrors = null;
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
      if (data.trace_id !== undefined) {
        const _errs2 = errors;
        if (typeof data.trace_id !== 'string') {
          validate20.errors = [
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
                  validate20.errors = [
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
              validate20.errors = [
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
              validate20.errors = [
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
                  validate20.errors = [
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
                validate20.errors = [
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
                    validate20.errors = [
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
                  validate20.errors = [
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
                    validate20.errors = [
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
                      validate20.errors = [
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
                        validate20.errors = [
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
                          validate20.errors = [
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
                            validate20.errors = [
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
                              validate20.errors = [
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
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/sort_by',
                                    schemaPath: '#/properties/sort_by/enum',
                                    keyword: 'enum',
                                    params: { allowedValues: schema31.properties.sort_by.enum },
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
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/sort_order',
                                      schemaPath: '#/properties/sort_order/enum',
                                      keyword: 'enum',
                                      params: { allowedValues: schema31.properties.sort_order.enum },
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
                                              validate20.errors = [
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
                                                validate20.errors = [
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
                                                    validate20.errors = [
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
                                            validate20.errors = [
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
                                      validate20.errors = [
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
                                                validate20.errors = [
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
                                                  validate20.errors = [
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
                                                      validate20.errors = [
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
                                              validate20.errors = [
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
                                        validate20.errors = [
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
                                        validate20.errors = [
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
                                          validate20.errors = [
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
