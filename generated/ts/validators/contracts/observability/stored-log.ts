/* DO NOT EDIT — generated from schema/contracts/observability/stored-log.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ObservabilityStoredLog } from '../../../contracts/observability/stored-log.js';

export const validateObservabilityStoredLog = validate20 as unknown as Validator<ObservabilityStoredLog>;
const schema31 = {
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
  /*# sourceURL="contracts/observability/stored-log.schema.json" */ let vErrors = null;
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
        (data.timestamp_unix_nano === undefined && (missing0 = 'timestamp_unix_nano')) ||
        (data.observed_timestamp_unix_nano === undefined && (missing0 = 'observed_timestamp_unix_nano')) ||
        (data.severity_number === undefined && (missing0 = 'severity_number')) ||
        (data.severity_text === undefined && (missing0 = 'severity_text')) ||
        (data.body === undefined && (missing0 = 'body')) ||
        (data.attributes === undefined && (missing0 = 'attributes')) ||
        (data.resource === undefined && (missing0 = 'resource')) ||
        (data.service_name === undefined && (missing0 = 'service_name'))
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
        if (data.timestamp_unix_nano !== undefined) {
          let data0 = data.timestamp_unix_nano;
          const _errs2 = errors;
          if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
            validate20.errors = [
              {
                instancePath: instancePath + '/timestamp_unix_nano',
                schemaPath: '#/properties/timestamp_unix_nano/type',
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
                    instancePath: instancePath + '/timestamp_unix_nano',
                    schemaPath: '#/properties/timestamp_unix_nano/minimum',
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
          if (data.observed_timestamp_unix_nano !== undefined) {
            let data1 = data.observed_timestamp_unix_nano;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/observed_timestamp_unix_nano',
                  schemaPath: '#/properties/observed_timestamp_unix_nano/type',
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
                      instancePath: instancePath + '/observed_timestamp_unix_nano',
                      schemaPath: '#/properties/observed_timestamp_unix_nano/minimum',
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
            if (data.severity_number !== undefined) {
              let data2 = data.severity_number;
              const _errs6 = errors;
              if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/severity_number',
                    schemaPath: '#/properties/severity_number/type',
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
                        instancePath: instancePath + '/severity_number',
                        schemaPath: '#/properties/severity_number/minimum',
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
              if (data.severity_text !== undefined) {
                const _errs8 = errors;
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
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.body !== undefined) {
                  const _errs10 = errors;
                  if (typeof data.body !== 'string') {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/body',
                        schemaPath: '#/properties/body/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.attributes !== undefined) {
                    let data5 = data.attributes;
                    const _errs12 = errors;
                    if (errors === _errs12) {
                      if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
                      } else {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/attributes',
                            schemaPath: '#/properties/attributes/type',
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
                    if (data.trace_id !== undefined) {
                      const _errs15 = errors;
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
                      var valid0 = _errs15 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.span_id !== undefined) {
                        const _errs17 = errors;
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
                        var valid0 = _errs17 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.resource !== undefined) {
                          let data8 = data.resource;
                          const _errs19 = errors;
                          if (errors === _errs19) {
                            if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
                              for (const key0 in data8) {
                                const _errs22 = errors;
                                if (typeof data8[key0] !== 'string') {
                                  validate20.errors = [
                                    {
                                      instancePath:
                                        instancePath +
                                        '/resource/' +
                                        key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                                      schemaPath: '#/properties/resource/additionalProperties/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid1 = _errs22 === errors;
                                if (!valid1) {
                                  break;
                                }
                              }
                            } else {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/resource',
                                  schemaPath: '#/properties/resource/type',
                                  keyword: 'type',
                                  params: { type: 'object' },
                                  message: 'must be object',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid0 = _errs19 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.service_name !== undefined) {
                            const _errs24 = errors;
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
                            var valid0 = _errs24 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.instrumentation_scope_name !== undefined) {
                              const _errs26 = errors;
                              if (typeof data.instrumentation_scope_name !== 'string') {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/instrumentation_scope_name',
                                    schemaPath: '#/properties/instrumentation_scope_name/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid0 = _errs26 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.instrumentation_scope_version !== undefined) {
                                const _errs28 = errors;
                                if (typeof data.instrumentation_scope_version !== 'string') {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/instrumentation_scope_version',
                                      schemaPath: '#/properties/instrumentation_scope_version/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid0 = _errs28 === errors;
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
