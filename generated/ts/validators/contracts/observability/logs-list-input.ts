/* DO NOT EDIT — generated from schema/contracts/observability/logs-list-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ObservabilityLogsListInput } from '../../../contracts/observability/logs-list-input.js';

export const validateObservabilityLogsListInput =
  validate20 as unknown as Validator<ObservabilityLogsListInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/logs-list-input.schema.json',
  title: 'ObservabilityLogsListInput',
  description: 'Input of `engine::logs::list`: filters combined with and, newest first.',
  type: 'object',
  properties: {
    start_time: { description: 'Only records at or after this unix ms.', type: 'number' },
    end_time: { description: 'Only records at or before this unix ms.', type: 'number' },
    trace_id: { description: 'Only records of this trace.', type: 'string' },
    span_id: { description: 'Only records of this span.', type: 'string' },
    severity_min: {
      description: 'Minimum OTel severity number, 1 (TRACE) to 24 (FATAL4).',
      type: 'integer',
      minimum: 1,
      maximum: 24,
    },
    severity_text: {
      description: 'Case-insensitive severity text (`WARN` also matches `WARNING`).',
      type: 'string',
    },
    severity_texts: {
      description:
        'Any of these severity texts, case-insensitive (`WARN` also matches `WARNING`); with `severity_text`, a record must match both.',
      type: 'array',
      items: {
        description: 'A severity text: `TRACE`, `DEBUG`, `INFO`, `WARN`, `ERROR`, `FATAL`.',
        type: 'string',
      },
    },
    search: {
      description: 'Case-insensitive substring of the body or of an attribute value.',
      type: 'string',
    },
    service_name: { description: 'Only records of this service (exact).', type: 'string' },
    offset: { description: 'Records skipped before the page (default 0).', type: 'integer', minimum: 0 },
    limit: { description: 'Records in the page (default 100, at most 1000).', type: 'integer', minimum: 0 },
  },
  additionalProperties: true,
  examples: [
    {},
    { trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', severity_min: 9 },
    { search: 'timeout', limit: 50, offset: 50 },
    { severity_texts: ['WARN', 'ERROR'], search: 'order' },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/logs-list-input.schema.json" */ let vErrors = null;
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
      if (data.start_time !== undefined) {
        let data0 = data.start_time;
        const _errs2 = errors;
        if (!(typeof data0 == 'number' && isFinite(data0))) {
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
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.end_time !== undefined) {
          let data1 = data.end_time;
          const _errs4 = errors;
          if (!(typeof data1 == 'number' && isFinite(data1))) {
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
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.trace_id !== undefined) {
            const _errs6 = errors;
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
            var valid0 = _errs6 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.span_id !== undefined) {
              const _errs8 = errors;
              if (typeof data.span_id !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/span_id',
                    schemaPath: '#/properties/span_id/type',
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
              if (data.severity_min !== undefined) {
                let data4 = data.severity_min;
                const _errs10 = errors;
                if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                  validate20.errors = [
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
                if (errors === _errs10) {
                  if (typeof data4 == 'number' && isFinite(data4)) {
                    if (data4 > 24 || isNaN(data4)) {
                      validate20.errors = [
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
                      if (data4 < 1 || isNaN(data4)) {
                        validate20.errors = [
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
                var valid0 = _errs10 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.severity_text !== undefined) {
                  const _errs12 = errors;
                  if (typeof data.severity_text !== 'string') {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/severity_text',
                        schemaPath: '#/properties/severity_text/type',
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
                  if (data.severity_texts !== undefined) {
                    let data6 = data.severity_texts;
                    const _errs14 = errors;
                    if (errors === _errs14) {
                      if (Array.isArray(data6)) {
                        var valid1 = true;
                        const len0 = data6.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                          const _errs16 = errors;
                          if (typeof data6[i0] !== 'string') {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/severity_texts/' + i0,
                                schemaPath: '#/properties/severity_texts/items/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid1 = _errs16 === errors;
                          if (!valid1) {
                            break;
                          }
                        }
                      } else {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/severity_texts',
                            schemaPath: '#/properties/severity_texts/type',
                            keyword: 'type',
                            params: { type: 'array' },
                            message: 'must be array',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs14 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.search !== undefined) {
                      const _errs18 = errors;
                      if (typeof data.search !== 'string') {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/search',
                            schemaPath: '#/properties/search/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs18 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.service_name !== undefined) {
                        const _errs20 = errors;
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
                        var valid0 = _errs20 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.offset !== undefined) {
                          let data10 = data.offset;
                          const _errs22 = errors;
                          if (!(
                            typeof data10 == 'number' &&
                            !(data10 % 1) &&
                            !isNaN(data10) &&
                            isFinite(data10)
                          )) {
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
                          if (errors === _errs22) {
                            if (typeof data10 == 'number' && isFinite(data10)) {
                              if (data10 < 0 || isNaN(data10)) {
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
                          var valid0 = _errs22 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.limit !== undefined) {
                            let data11 = data.limit;
                            const _errs24 = errors;
                            if (!(
                              typeof data11 == 'number' &&
                              !(data11 % 1) &&
                              !isNaN(data11) &&
                              isFinite(data11)
                            )) {
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
                            if (errors === _errs24) {
                              if (typeof data11 == 'number' && isFinite(data11)) {
                                if (data11 < 0 || isNaN(data11)) {
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
                            var valid0 = _errs24 === errors;
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
