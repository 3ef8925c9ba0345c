/* DO NOT EDIT — generated from schema/contracts/observability/logs-list-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ObservabilityLogsListOutput } from '../../../contracts/observability/logs-list-output.js';

export const validateObservabilityLogsListOutput =
  validate20 as unknown as Validator<ObservabilityLogsListOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/logs-list-output.schema.json',
  title: 'ObservabilityLogsListOutput',
  description: 'Output of `engine::logs::list`.',
  type: 'object',
  properties: {
    logs: {
      description: 'The page, newest first.',
      type: 'array',
      items: { $ref: 'stored-log.schema.json' },
    },
    total: { description: 'Records that pass the filters, before pagination.', type: 'integer', minimum: 0 },
    offset: { description: 'The offset applied.', type: 'integer', minimum: 0 },
    limit: { description: 'The limit applied.', type: 'integer', minimum: 0 },
    services: {
      description: 'Records that pass the filters, counted by service name.',
      type: 'object',
      additionalProperties: { description: 'A count.', type: 'integer' },
    },
    timestamp: { description: 'When the answer was made, unix ms.', type: 'integer', minimum: 0 },
    storage: {
      description:
        'What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.',
      type: 'object',
      additionalProperties: true,
    },
  },
  required: ['logs', 'total', 'timestamp'],
  additionalProperties: true,
  examples: [
    {
      logs: [
        {
          timestamp_unix_nano: 1767225600001000000,
          observed_timestamp_unix_nano: 1767225600001000000,
          severity_number: 9,
          severity_text: 'INFO',
          body: 'added',
          attributes: { a: 1 },
          trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
          span_id: '00f067aa0ba902b7',
          resource: { 'service.name': 'math' },
          service_name: 'math',
        },
      ],
      total: 1,
      offset: 0,
      limit: 100,
      services: { math: 1 },
      timestamp: 1767225600010,
    },
  ],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/stored-log.schema.json',
  title: 'ObservabilityStoredLog',
  description: "A log record as the memory store keeps it, with the reference's field names.",
  type: 'object',
  properties: {
    timestamp_unix_nano: { description: 'When it was written, nanoseconds.', type: 'integer', minimum: 0 },
    observed_timestamp_unix_nano: {
      description: 'When it was observed, nanoseconds.',
      type: 'integer',
      minimum: 0,
    },
    severity_number: { description: 'OTel severity number, 0 to 24.', type: 'integer', minimum: 0 },
    severity_text: { description: 'Severity text as sent (`INFO`, `WARN`, …).', type: 'string' },
    body: { description: 'The message; a structured body is JSON-encoded.', type: 'string' },
    attributes: { description: 'Attributes as JSON values.', type: 'object', additionalProperties: true },
    trace_id: { description: 'Trace of the span active when it was written.', type: 'string' },
    span_id: { description: 'That span.', type: 'string' },
    resource: {
      description: 'Resource attributes as strings.',
      type: 'object',
      additionalProperties: { description: 'A resource attribute value.', type: 'string' },
    },
    service_name: { description: '`service.name` of the resource.', type: 'string' },
    instrumentation_scope_name: { description: 'Instrumentation scope.', type: 'string' },
    instrumentation_scope_version: { description: 'Its version.', type: 'string' },
  },
  required: [
    'timestamp_unix_nano',
    'observed_timestamp_unix_nano',
    'severity_number',
    'severity_text',
    'body',
    'attributes',
    'resource',
    'service_name',
  ],
  additionalProperties: true,
  examples: [
    {
      timestamp_unix_nano: 1767225600001000000,
      observed_timestamp_unix_nano: 1767225600001000000,
      severity_number: 9,
      severity_text: 'INFO',
      body: 'added',
      attributes: { a: 1 },
      trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
      span_id: '00f067aa0ba902b7',
      resource: { 'service.name': 'math' },
      service_name: 'math',
    },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/logs-list-output.schema.json" */ let vErrors = null;
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
        (data.logs === undefined && (missing0 = 'logs')) ||
        (data.total === undefined && (missing0 = 'total')) ||
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
        if (data.logs !== undefined) {
          let data0 = data.logs;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0];
                const _errs4 = errors;
                const _errs5 = errors;
                if (errors === _errs5) {
                  if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                    let missing1;
                    if (
                      (data1.timestamp_unix_nano === undefined && (missing1 = 'timestamp_unix_nano')) ||
                      (data1.observed_timestamp_unix_nano === undefined &&
                        (missing1 = 'observed_timestamp_unix_nano')) ||
                      (data1.severity_number === undefined && (missing1 = 'severity_number')) ||
                      (data1.severity_text === undefined && (missing1 = 'severity_text')) ||
                      (data1.body === undefined && (missing1 = 'body')) ||
                      (data1.attributes === undefined && (missing1 = 'attributes')) ||
                      (data1.resource === undefined && (missing1 = 'resource')) ||
                      (data1.service_name === undefined && (missing1 = 'service_name'))
                    ) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/logs/' + i0,
                          schemaPath: 'stored-log.schema.json/required',
                          keyword: 'required',
                          params: { missingProperty: missing1 },
                          message: "must have required property '" + missing1 + "'",
                        },
                      ];
                      return false;
                    } else {
                      if (data1.timestamp_unix_nano !== undefined) {
                        let data2 = data1.timestamp_unix_nano;
                        const _errs8 = errors;
                        if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/logs/' + i0 + '/timestamp_unix_nano',
                              schemaPath: 'stored-log.schema.json/properties/timestamp_unix_nano/type',
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
                                  instancePath: instancePath + '/logs/' + i0 + '/timestamp_unix_nano',
                                  schemaPath: 'stored-log.schema.json/properties/timestamp_unix_nano/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
                                },
                              ];
                              return false;
                            }
                          }
                        }
                        var valid3 = _errs8 === errors;
                      } else {
                        var valid3 = true;
                      }
                      if (valid3) {
                        if (data1.observed_timestamp_unix_nano !== undefined) {
                          let data3 = data1.observed_timestamp_unix_nano;
                          const _errs10 = errors;
                          if (!(
                            typeof data3 == 'number' &&
                            !(data3 % 1) &&
                            !isNaN(data3) &&
                            isFinite(data3)
                          )) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/logs/' + i0 + '/observed_timestamp_unix_nano',
                                schemaPath:
                                  'stored-log.schema.json/properties/observed_timestamp_unix_nano/type',
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
                                    instancePath:
                                      instancePath + '/logs/' + i0 + '/observed_timestamp_unix_nano',
                                    schemaPath:
                                      'stored-log.schema.json/properties/observed_timestamp_unix_nano/minimum',
                                    keyword: 'minimum',
                                    params: { comparison: '>=', limit: 0 },
                                    message: 'must be >= 0',
                                  },
                                ];
                                return false;
                              }
                            }
                          }
                          var valid3 = _errs10 === errors;
                        } else {
                          var valid3 = true;
                        }
                        if (valid3) {
                          if (data1.severity_number !== undefined) {
                            let data4 = data1.severity_number;
                            const _errs12 = errors;
                            if (!(
                              typeof data4 == 'number' &&
                              !(data4 % 1) &&
                              !isNaN(data4) &&
                              isFinite(data4)
                            )) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/logs/' + i0 + '/severity_number',
                                  schemaPath: 'stored-log.schema.json/properties/severity_number/type',
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
                                      instancePath: instancePath + '/logs/' + i0 + '/severity_number',
                                      schemaPath: 'stored-log.schema.json/properties/severity_number/minimum',
                                      keyword: 'minimum',
                                      params: { comparison: '>=', limit: 0 },
                                      message: 'must be >= 0',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            }
                            var valid3 = _errs12 === errors;
                          } else {
                            var valid3 = true;
                          }
                          if (valid3) {
                            if (data1.severity_text !== undefined) {
                              const _errs14 = errors;
                              if (typeof data1.severity_text !== 'string') {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/logs/' + i0 + '/severity_text',
                                    schemaPath: 'stored-log.schema.json/properties/severity_text/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid3 = _errs14 === errors;
                            } else {
                              var valid3 = true;
                            }
                            if (valid3) {
                              if (data1.body !== undefined) {
                                const _errs16 = errors;
                                if (typeof data1.body !== 'string') {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/logs/' + i0 + '/body',
                                      schemaPath: 'stored-log.schema.json/properties/body/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid3 = _errs16 === errors;
                              } else {
                                var valid3 = true;
                              }
                              if (valid3) {
                                if (data1.attributes !== undefined) {
                                  let data7 = data1.attributes;
                                  const _errs18 = errors;
                                  if (errors === _errs18) {
                                    if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
                                    } else {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/logs/' + i0 + '/attributes',
                                          schemaPath: 'stored-log.schema.json/properties/attributes/type',
                                          keyword: 'type',
                                          params: { type: 'object' },
                                          message: 'must be object',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                  var valid3 = _errs18 === errors;
                                } else {
                                  var valid3 = true;
                                }
                                if (valid3) {
                                  if (data1.trace_id !== undefined) {
                                    const _errs21 = errors;
                                    if (typeof data1.trace_id !== 'string') {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/logs/' + i0 + '/trace_id',
                                          schemaPath: 'stored-log.schema.json/properties/trace_id/type',
                                          keyword: 'type',
                                          params: { type: 'string' },
                                          message: 'must be string',
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid3 = _errs21 === errors;
                                  } else {
                                    var valid3 = true;
                                  }
                                  if (valid3) {
                                    if (data1.span_id !== undefined) {
                                      const _errs23 = errors;
                                      if (typeof data1.span_id !== 'string') {
                                        validate20.errors = [
                                          {
                                            instancePath: instancePath + '/logs/' + i0 + '/span_id',
                                            schemaPath: 'stored-log.schema.json/properties/span_id/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                          },
                                        ];
                                        return false;
                                      }
                                      var valid3 = _errs23 === errors;
                                    } else {
                                      var valid3 = true;
                                    }
                                    if (valid3) {
                                      if (data1.resource !== undefined) {
                                        let data10 = data1.resource;
                                        const _errs25 = errors;
                                        if (errors === _errs25) {
                                          if (data10 && typeof data10 == 'object' && !Array.isArray(data10)) {
                                            for (const key0 in data10) {
                                              const _errs28 = errors;
                                              if (typeof data10[key0] !== 'string') {
                                                validate20.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath +
                                                      '/logs/' +
                                                      i0 +
                                                      '/resource/' +
                                                      key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                                                    schemaPath:
                                                      'stored-log.schema.json/properties/resource/additionalProperties/type',
                                                    keyword: 'type',
                                                    params: { type: 'string' },
                                                    message: 'must be string',
                                                  },
                                                ];
                                                return false;
                                              }
                                              var valid4 = _errs28 === errors;
                                              if (!valid4) {
                                                break;
                                              }
                                            }
                                          } else {
                                            validate20.errors = [
                                              {
                                                instancePath: instancePath + '/logs/' + i0 + '/resource',
                                                schemaPath: 'stored-log.schema.json/properties/resource/type',
                                                keyword: 'type',
                                                params: { type: 'object' },
                                                message: 'must be object',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                        var valid3 = _errs25 === errors;
                                      } else {
                                        var valid3 = true;
                                      }
                                      if (valid3) {
                                        if (data1.service_name !== undefined) {
                                          const _errs30 = errors;
                                          if (typeof data1.service_name !== 'string') {
                                            validate20.errors = [
                                              {
                                                instancePath: instancePath + '/logs/' + i0 + '/service_name',
                                                schemaPath:
                                                  'stored-log.schema.json/properties/service_name/type',
                                                keyword: 'type',
                                                params: { type: 'string' },
                                                message: 'must be string',
                                              },
                                            ];
                                            return false;
                                          }
                                          var valid3 = _errs30 === errors;
                                        } else {
                                          var valid3 = true;
                                        }
                                        if (valid3) {
                                          if (data1.instrumentation_scope_name !== undefined) {
                                            const _errs32 = errors;
                                            if (typeof data1.instrumentation_scope_name !== 'string') {
                                              validate20.errors = [
                                                {
                                                  instancePath:
                                                    instancePath +
                                                    '/logs/' +
                                                    i0 +
                                                    '/instrumentation_scope_name',
                                                  schemaPath:
                                                    'stored-log.schema.json/properties/instrumentation_scope_name/type',
                                                  keyword: 'type',
                                                  params: { type: 'string' },
                                                  message: 'must be string',
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid3 = _errs32 === errors;
                                          } else {
                                            var valid3 = true;
                                          }
                                          if (valid3) {
                                            if (data1.instrumentation_scope_version !== undefined) {
                                              const _errs34 = errors;
                                              if (typeof data1.instrumentation_scope_version !== 'string') {
                                                validate20.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath +
                                                      '/logs/' +
                                                      i0 +
                                                      '/instrumentation_scope_version',
                                                    schemaPath:
                                                      'stored-log.schema.json/properties/instrumentation_scope_version/type',
                                                    keyword: 'type',
                                                    params: { type: 'string' },
                                                    message: 'must be string',
                                                  },
                                                ];
                                                return false;
                                              }
                                              var valid3 = _errs34 === errors;
                                            } else {
                                              var valid3 = true;
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
                        instancePath: instancePath + '/logs/' + i0,
                        schemaPath: 'stored-log.schema.json/type',
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
                  instancePath: instancePath + '/logs',
                  schemaPath: '#/properties/logs/type',
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
          if (data.total !== undefined) {
            let data15 = data.total;
            const _errs36 = errors;
            if (!(typeof data15 == 'number' && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
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
            if (errors === _errs36) {
              if (typeof data15 == 'number' && isFinite(data15)) {
                if (data15 < 0 || isNaN(data15)) {
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
            var valid0 = _errs36 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.offset !== undefined) {
              let data16 = data.offset;
              const _errs38 = errors;
              if (!(typeof data16 == 'number' && !(data16 % 1) && !isNaN(data16) && isFinite(data16))) {
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
              if (errors === _errs38) {
                if (typeof data16 == 'number' && isFinite(data16)) {
                  if (data16 < 0 || isNaN(data16)) {
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
              var valid0 = _errs38 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.limit !== undefined) {
                let data17 = data.limit;
                const _errs40 = errors;
                if (!(typeof data17 == 'number' && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
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
                if (errors === _errs40) {
                  if (typeof data17 == 'number' && isFinite(data17)) {
                    if (data17 < 0 || isNaN(data17)) {
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
                var valid0 = _errs40 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.services !== undefined) {
                  let data18 = data.services;
                  const _errs42 = errors;
                  if (errors === _errs42) {
                    if (data18 && typeof data18 == 'object' && !Array.isArray(data18)) {
                      for (const key1 in data18) {
                        let data19 = data18[key1];
                        const _errs45 = errors;
                        if (!(
                          typeof data19 == 'number' &&
                          !(data19 % 1) &&
                          !isNaN(data19) &&
                          isFinite(data19)
                        )) {
                          validate20.errors = [
                            {
                              instancePath:
                                instancePath + '/services/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                              schemaPath: '#/properties/services/additionalProperties/type',
                              keyword: 'type',
                              params: { type: 'integer' },
                              message: 'must be integer',
                            },
                          ];
                          return false;
                        }
                        var valid5 = _errs45 === errors;
                        if (!valid5) {
                          break;
                        }
                      }
                    } else {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/services',
                          schemaPath: '#/properties/services/type',
                          keyword: 'type',
                          params: { type: 'object' },
                          message: 'must be object',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs42 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.timestamp !== undefined) {
                    let data20 = data.timestamp;
                    const _errs47 = errors;
                    if (!(typeof data20 == 'number' && !(data20 % 1) && !isNaN(data20) && isFinite(data20))) {
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
                    if (errors === _errs47) {
                      if (typeof data20 == 'number' && isFinite(data20)) {
                        if (data20 < 0 || isNaN(data20)) {
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
                    var valid0 = _errs47 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.storage !== undefined) {
                      let data21 = data.storage;
                      const _errs49 = errors;
                      if (errors === _errs49) {
                        if (data21 && typeof data21 == 'object' && !Array.isArray(data21)) {
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
                      var valid0 = _errs49 === errors;
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
