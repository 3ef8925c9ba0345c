/* DO NOT EDIT — generated from schema/contracts/observability/traces-group-by-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ObservabilityTracesGroupByOutput } from '../../../contracts/observability/traces-group-by-output.js';

export const validateObservabilityTracesGroupByOutput =
  validate20 as unknown as Validator<ObservabilityTracesGroupByOutput>;
const schema31 = {
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
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/traces-group-by-output.schema.json" */ let vErrors = null;
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
      if (data.groups === undefined && (missing0 = 'groups')) {
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
                      validate20.errors = [
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
                          validate20.errors = [
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
                            validate20.errors = [
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
                                    validate20.errors = [
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
                                validate20.errors = [
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
                                validate20.errors = [
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
                                    validate20.errors = [
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
                                  validate20.errors = [
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
                                    validate20.errors = [
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
                                      validate20.errors = [
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
                                        validate20.errors = [
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
                                            validate20.errors = [
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
                    validate20.errors = [
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
              validate20.errors = [
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
                validate20.errors = [
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
