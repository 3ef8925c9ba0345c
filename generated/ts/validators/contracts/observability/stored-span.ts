/* DO NOT EDIT — generated from schema/contracts/observability/stored-span.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ObservabilityStoredSpan } from '../../../contracts/observability/stored-span.js';

export const validateObservabilityStoredSpan = validate20 as unknown as Validator<ObservabilityStoredSpan>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/stored-span.schema.json',
  title: 'ObservabilityStoredSpan',
  description:
    "A span as the memory store keeps it: the engine's own spans and those the SDKs send on `/otel`, with the reference's field names.",
  type: 'object',
  properties: {
    trace_id: { description: '32 lowercase hex digits.', type: 'string' },
    span_id: { description: '16 lowercase hex digits.', type: 'string' },
    parent_span_id: { description: "The parent span's id; absent for a root.", type: 'string' },
    name: {
      description:
        'The span name: the function id for invocation spans, `METHOD /path` for HTTP request spans.',
      type: 'string',
    },
    kind: {
      description: '`server`, `client`, `internal`, `producer` or `consumer`, when known.',
      type: 'string',
    },
    start_time_unix_nano: {
      description: 'Start, in nanoseconds since the epoch.',
      type: 'integer',
      minimum: 0,
    },
    end_time_unix_nano: {
      description: 'End, in nanoseconds since the epoch; 0 while the span is pending.',
      type: 'integer',
      minimum: 0,
    },
    status: { description: '`ok`, `error` or `unset`.', type: 'string' },
    status_description: { description: 'The error message, for `error`.', type: 'string' },
    attributes: {
      description:
        'Attributes as `[key, value]` pairs, values as strings; a value longer than the configured maximum ends with `…[truncated N chars]`.',
      type: 'array',
      items: {
        description: 'A `[key, value]` pair.',
        type: 'array',
        items: { description: 'The key, then the value as a string.', type: 'string' },
        minItems: 2,
        maxItems: 2,
      },
    },
    service_name: { description: '`service.name` of the process that made the span.', type: 'string' },
    events: {
      description: 'Span events.',
      type: 'array',
      items: {
        description: 'A span event.',
        type: 'object',
        additionalProperties: true,
        properties: {
          name: { description: 'Event name.', type: 'string' },
          timestamp_unix_nano: { description: 'When, in nanoseconds.', type: 'integer', minimum: 0 },
          attributes: {
            description: 'Attributes.',
            type: 'array',
            items: {
              description: 'A `[key, value]` pair.',
              type: 'array',
              items: { description: 'The key, then the value as a string.', type: 'string' },
              minItems: 2,
              maxItems: 2,
            },
          },
        },
      },
    },
    links: {
      description: 'Span links.',
      type: 'array',
      items: {
        description: 'A link to another span.',
        type: 'object',
        additionalProperties: true,
        properties: {
          trace_id: { description: 'Linked trace.', type: 'string' },
          span_id: { description: 'Linked span.', type: 'string' },
          trace_state: { description: 'W3C trace state.', type: 'string' },
          attributes: {
            description: 'Attributes.',
            type: 'array',
            items: {
              description: 'A `[key, value]` pair.',
              type: 'array',
              items: { description: 'The key, then the value as a string.', type: 'string' },
              minItems: 2,
              maxItems: 2,
            },
          },
        },
      },
    },
    instrumentation_scope_name: { description: 'Instrumentation scope that made the span.', type: 'string' },
    instrumentation_scope_version: { description: 'Its version.', type: 'string' },
    flags: { description: 'W3C trace flags.', type: 'integer', minimum: 0 },
    trace_state: { description: 'W3C trace state.', type: 'string' },
    pending: { description: 'True while the span is in progress (its end time is 0).', type: 'boolean' },
  },
  required: [
    'trace_id',
    'span_id',
    'name',
    'start_time_unix_nano',
    'end_time_unix_nano',
    'status',
    'attributes',
    'service_name',
    'events',
    'links',
  ],
  additionalProperties: true,
  examples: [
    {
      trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
      span_id: '00f067aa0ba902b7',
      name: 'math::add',
      start_time_unix_nano: 1767225600000000000,
      end_time_unix_nano: 1767225600002000000,
      status: 'ok',
      attributes: [
        ['svc.function.id', 'math::add'],
        ['svc.invocation.id', 'i-1'],
      ],
      service_name: 'svc',
      events: [],
      links: [],
    },
    {
      trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
      span_id: 'b7ad6b7169203331',
      name: 'math::add',
      start_time_unix_nano: 1767225600000000000,
      end_time_unix_nano: 0,
      status: 'unset',
      attributes: [
        ['svc.function.id', 'math::add'],
        ['svc.invocation.id', 'i-1'],
      ],
      service_name: 'svc',
      events: [],
      links: [],
      pending: true,
    },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/stored-span.schema.json" */ let vErrors = null;
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
        (data.trace_id === undefined && (missing0 = 'trace_id')) ||
        (data.span_id === undefined && (missing0 = 'span_id')) ||
        (data.name === undefined && (missing0 = 'name')) ||
        (data.start_time_unix_nano === undefined && (missing0 = 'start_time_unix_nano')) ||
        (data.end_time_unix_nano === undefined && (missing0 = 'end_time_unix_nano')) ||
        (data.status === undefined && (missing0 = 'status')) ||
        (data.attributes === undefined && (missing0 = 'attributes')) ||
        (data.service_name === undefined && (missing0 = 'service_name')) ||
        (data.events === undefined && (missing0 = 'events')) ||
        (data.links === undefined && (missing0 = 'links'))
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
          if (data.span_id !== undefined) {
            const _errs4 = errors;
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
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.parent_span_id !== undefined) {
              const _errs6 = errors;
              if (typeof data.parent_span_id !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/parent_span_id',
                    schemaPath: '#/properties/parent_span_id/type',
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
              if (data.name !== undefined) {
                const _errs8 = errors;
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
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.kind !== undefined) {
                  const _errs10 = errors;
                  if (typeof data.kind !== 'string') {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/kind',
                        schemaPath: '#/properties/kind/type',
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
                  if (data.start_time_unix_nano !== undefined) {
                    let data5 = data.start_time_unix_nano;
                    const _errs12 = errors;
                    if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/start_time_unix_nano',
                          schemaPath: '#/properties/start_time_unix_nano/type',
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
                              instancePath: instancePath + '/start_time_unix_nano',
                              schemaPath: '#/properties/start_time_unix_nano/minimum',
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
                    if (data.end_time_unix_nano !== undefined) {
                      let data6 = data.end_time_unix_nano;
                      const _errs14 = errors;
                      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/end_time_unix_nano',
                            schemaPath: '#/properties/end_time_unix_nano/type',
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
                                instancePath: instancePath + '/end_time_unix_nano',
                                schemaPath: '#/properties/end_time_unix_nano/minimum',
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
                        if (data.status_description !== undefined) {
                          const _errs18 = errors;
                          if (typeof data.status_description !== 'string') {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/status_description',
                                schemaPath: '#/properties/status_description/type',
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
                          if (data.attributes !== undefined) {
                            let data9 = data.attributes;
                            const _errs20 = errors;
                            if (errors === _errs20) {
                              if (Array.isArray(data9)) {
                                var valid1 = true;
                                const len0 = data9.length;
                                for (let i0 = 0; i0 < len0; i0++) {
                                  let data10 = data9[i0];
                                  const _errs22 = errors;
                                  if (errors === _errs22) {
                                    if (Array.isArray(data10)) {
                                      if (data10.length > 2) {
                                        validate20.errors = [
                                          {
                                            instancePath: instancePath + '/attributes/' + i0,
                                            schemaPath: '#/properties/attributes/items/maxItems',
                                            keyword: 'maxItems',
                                            params: { limit: 2 },
                                            message: 'must NOT have more than 2 items',
                                          },
                                        ];
                                        return false;
                                      } else {
                                        if (data10.length < 2) {
                                          validate20.errors = [
                                            {
                                              instancePath: instancePath + '/attributes/' + i0,
                                              schemaPath: '#/properties/attributes/items/minItems',
                                              keyword: 'minItems',
                                              params: { limit: 2 },
                                              message: 'must NOT have fewer than 2 items',
                                            },
                                          ];
                                          return false;
                                        } else {
                                          var valid2 = true;
                                          const len1 = data10.length;
                                          for (let i1 = 0; i1 < len1; i1++) {
                                            const _errs24 = errors;
                                            if (typeof data10[i1] !== 'string') {
                                              validate20.errors = [
                                                {
                                                  instancePath: instancePath + '/attributes/' + i0 + '/' + i1,
                                                  schemaPath: '#/properties/attributes/items/items/type',
                                                  keyword: 'type',
                                                  params: { type: 'string' },
                                                  message: 'must be string',
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid2 = _errs24 === errors;
                                            if (!valid2) {
                                              break;
                                            }
                                          }
                                        }
                                      }
                                    } else {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/attributes/' + i0,
                                          schemaPath: '#/properties/attributes/items/type',
                                          keyword: 'type',
                                          params: { type: 'array' },
                                          message: 'must be array',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                  var valid1 = _errs22 === errors;
                                  if (!valid1) {
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
                            var valid0 = _errs20 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.service_name !== undefined) {
                              const _errs26 = errors;
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
                              var valid0 = _errs26 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.events !== undefined) {
                                let data13 = data.events;
                                const _errs28 = errors;
                                if (errors === _errs28) {
                                  if (Array.isArray(data13)) {
                                    var valid3 = true;
                                    const len2 = data13.length;
                                    for (let i2 = 0; i2 < len2; i2++) {
                                      let data14 = data13[i2];
                                      const _errs30 = errors;
                                      if (errors === _errs30) {
                                        if (data14 && typeof data14 == 'object' && !Array.isArray(data14)) {
                                          if (data14.name !== undefined) {
                                            const _errs33 = errors;
                                            if (typeof data14.name !== 'string') {
                                              validate20.errors = [
                                                {
                                                  instancePath: instancePath + '/events/' + i2 + '/name',
                                                  schemaPath:
                                                    '#/properties/events/items/properties/name/type',
                                                  keyword: 'type',
                                                  params: { type: 'string' },
                                                  message: 'must be string',
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid4 = _errs33 === errors;
                                          } else {
                                            var valid4 = true;
                                          }
                                          if (valid4) {
                                            if (data14.timestamp_unix_nano !== undefined) {
                                              let data16 = data14.timestamp_unix_nano;
                                              const _errs35 = errors;
                                              if (!(
                                                typeof data16 == 'number' &&
                                                !(data16 % 1) &&
                                                !isNaN(data16) &&
                                                isFinite(data16)
                                              )) {
                                                validate20.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath + '/events/' + i2 + '/timestamp_unix_nano',
                                                    schemaPath:
                                                      '#/properties/events/items/properties/timestamp_unix_nano/type',
                                                    keyword: 'type',
                                                    params: { type: 'integer' },
                                                    message: 'must be integer',
                                                  },
                                                ];
                                                return false;
                                              }
                                              if (errors === _errs35) {
                                                if (typeof data16 == 'number' && isFinite(data16)) {
                                                  if (data16 < 0 || isNaN(data16)) {
                                                    validate20.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath +
                                                          '/events/' +
                                                          i2 +
                                                          '/timestamp_unix_nano',
                                                        schemaPath:
                                                          '#/properties/events/items/properties/timestamp_unix_nano/minimum',
                                                        keyword: 'minimum',
                                                        params: { comparison: '>=', limit: 0 },
                                                        message: 'must be >= 0',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                }
                                              }
                                              var valid4 = _errs35 === errors;
                                            } else {
                                              var valid4 = true;
                                            }
                                            if (valid4) {
                                              if (data14.attributes !== undefined) {
                                                let data17 = data14.attributes;
                                                const _errs37 = errors;
                                                if (errors === _errs37) {
                                                  if (Array.isArray(data17)) {
                                                    var valid5 = true;
                                                    const len3 = data17.length;
                                                    for (let i3 = 0; i3 < len3; i3++) {
                                                      let data18 = data17[i3];
                                                      const _errs39 = errors;
                                                      if (errors === _errs39) {
                                                        if (Array.isArray(data18)) {
                                                          if (data18.length > 2) {
                                                            validate20.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath +
                                                                  '/events/' +
                                                                  i2 +
                                                                  '/attributes/' +
                                                                  i3,
                                                                schemaPath:
                                                                  '#/properties/events/items/properties/attributes/items/maxItems',
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
                                                                    instancePath +
                                                                    '/events/' +
                                                                    i2 +
                                                                    '/attributes/' +
                                                                    i3,
                                                                  schemaPath:
                                                                    '#/properties/events/items/properties/attributes/items/minItems',
                                                                  keyword: 'minItems',
                                                                  params: { limit: 2 },
                                                                  message: 'must NOT have fewer than 2 items',
                                                                },
                                                              ];
                                                              return false;
                                                            } else {
                                                              var valid6 = true;
                                                              const len4 = data18.length;
                                                              for (let i4 = 0; i4 < len4; i4++) {
                                                                const _errs41 = errors;
                                                                if (typeof data18[i4] !== 'string') {
                                                                  validate20.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath +
                                                                        '/events/' +
                                                                        i2 +
                                                                        '/attributes/' +
                                                                        i3 +
                                                                        '/' +
                                                                        i4,
                                                                      schemaPath:
                                                                        '#/properties/events/items/properties/attributes/items/items/type',
                                                                      keyword: 'type',
                                                                      params: { type: 'string' },
                                                                      message: 'must be string',
                                                                    },
                                                                  ];
                                                                  return false;
                                                                }
                                                                var valid6 = _errs41 === errors;
                                                                if (!valid6) {
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
                                                                '/events/' +
                                                                i2 +
                                                                '/attributes/' +
                                                                i3,
                                                              schemaPath:
                                                                '#/properties/events/items/properties/attributes/items/type',
                                                              keyword: 'type',
                                                              params: { type: 'array' },
                                                              message: 'must be array',
                                                            },
                                                          ];
                                                          return false;
                                                        }
                                                      }
                                                      var valid5 = _errs39 === errors;
                                                      if (!valid5) {
                                                        break;
                                                      }
                                                    }
                                                  } else {
                                                    validate20.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/events/' + i2 + '/attributes',
                                                        schemaPath:
                                                          '#/properties/events/items/properties/attributes/type',
                                                        keyword: 'type',
                                                        params: { type: 'array' },
                                                        message: 'must be array',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                }
                                                var valid4 = _errs37 === errors;
                                              } else {
                                                var valid4 = true;
                                              }
                                            }
                                          }
                                        } else {
                                          validate20.errors = [
                                            {
                                              instancePath: instancePath + '/events/' + i2,
                                              schemaPath: '#/properties/events/items/type',
                                              keyword: 'type',
                                              params: { type: 'object' },
                                              message: 'must be object',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                      var valid3 = _errs30 === errors;
                                      if (!valid3) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/events',
                                        schemaPath: '#/properties/events/type',
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
                                if (data.links !== undefined) {
                                  let data20 = data.links;
                                  const _errs43 = errors;
                                  if (errors === _errs43) {
                                    if (Array.isArray(data20)) {
                                      var valid7 = true;
                                      const len5 = data20.length;
                                      for (let i5 = 0; i5 < len5; i5++) {
                                        let data21 = data20[i5];
                                        const _errs45 = errors;
                                        if (errors === _errs45) {
                                          if (data21 && typeof data21 == 'object' && !Array.isArray(data21)) {
                                            if (data21.trace_id !== undefined) {
                                              const _errs48 = errors;
                                              if (typeof data21.trace_id !== 'string') {
                                                validate20.errors = [
                                                  {
                                                    instancePath: instancePath + '/links/' + i5 + '/trace_id',
                                                    schemaPath:
                                                      '#/properties/links/items/properties/trace_id/type',
                                                    keyword: 'type',
                                                    params: { type: 'string' },
                                                    message: 'must be string',
                                                  },
                                                ];
                                                return false;
                                              }
                                              var valid8 = _errs48 === errors;
                                            } else {
                                              var valid8 = true;
                                            }
                                            if (valid8) {
                                              if (data21.span_id !== undefined) {
                                                const _errs50 = errors;
                                                if (typeof data21.span_id !== 'string') {
                                                  validate20.errors = [
                                                    {
                                                      instancePath:
                                                        instancePath + '/links/' + i5 + '/span_id',
                                                      schemaPath:
                                                        '#/properties/links/items/properties/span_id/type',
                                                      keyword: 'type',
                                                      params: { type: 'string' },
                                                      message: 'must be string',
                                                    },
                                                  ];
                                                  return false;
                                                }
                                                var valid8 = _errs50 === errors;
                                              } else {
                                                var valid8 = true;
                                              }
                                              if (valid8) {
                                                if (data21.trace_state !== undefined) {
                                                  const _errs52 = errors;
                                                  if (typeof data21.trace_state !== 'string') {
                                                    validate20.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/links/' + i5 + '/trace_state',
                                                        schemaPath:
                                                          '#/properties/links/items/properties/trace_state/type',
                                                        keyword: 'type',
                                                        params: { type: 'string' },
                                                        message: 'must be string',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                  var valid8 = _errs52 === errors;
                                                } else {
                                                  var valid8 = true;
                                                }
                                                if (valid8) {
                                                  if (data21.attributes !== undefined) {
                                                    let data25 = data21.attributes;
                                                    const _errs54 = errors;
                                                    if (errors === _errs54) {
                                                      if (Array.isArray(data25)) {
                                                        var valid9 = true;
                                                        const len6 = data25.length;
                                                        for (let i6 = 0; i6 < len6; i6++) {
                                                          let data26 = data25[i6];
                                                          const _errs56 = errors;
                                                          if (errors === _errs56) {
                                                            if (Array.isArray(data26)) {
                                                              if (data26.length > 2) {
                                                                validate20.errors = [
                                                                  {
                                                                    instancePath:
                                                                      instancePath +
                                                                      '/links/' +
                                                                      i5 +
                                                                      '/attributes/' +
                                                                      i6,
                                                                    schemaPath:
                                                                      '#/properties/links/items/properties/attributes/items/maxItems',
                                                                    keyword: 'maxItems',
                                                                    params: { limit: 2 },
                                                                    message:
                                                                      'must NOT have more than 2 items',
                                                                  },
                                                                ];
                                                                return false;
                                                              } else {
                                                                if (data26.length < 2) {
                                                                  validate20.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath +
                                                                        '/links/' +
                                                                        i5 +
                                                                        '/attributes/' +
                                                                        i6,
                                                                      schemaPath:
                                                                        '#/properties/links/items/properties/attributes/items/minItems',
                                                                      keyword: 'minItems',
                                                                      params: { limit: 2 },
                                                                      message:
                                                                        'must NOT have fewer than 2 items',
                                                                    },
                                                                  ];
                                                                  return false;
                                                                } else {
                                                                  var valid10 = true;
                                                                  const len7 = data26.length;
                                                                  for (let i7 = 0; i7 < len7; i7++) {
                                                                    const _errs58 = errors;
                                                                    if (typeof data26[i7] !== 'string') {
                                                                      validate20.errors = [
                                                                        {
                                                                          instancePath:
                                                                            instancePath +
                                                                            '/links/' +
                                                                            i5 +
                                                                            '/attributes/' +
                                                                            i6 +
                                                                            '/' +
                                                                            i7,
                                                                          schemaPath:
                                                                            '#/properties/links/items/properties/attributes/items/items/type',
                                                                          keyword: 'type',
                                                                          params: { type: 'string' },
                                                                          message: 'must be string',
                                                                        },
                                                                      ];
                                                                      return false;
                                                                    }
                                                                    var valid10 = _errs58 === errors;
                                                                    if (!valid10) {
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
                                                                    '/links/' +
                                                                    i5 +
                                                                    '/attributes/' +
                                                                    i6,
                                                                  schemaPath:
                                                                    '#/properties/links/items/properties/attributes/items/type',
                                                                  keyword: 'type',
                                                                  params: { type: 'array' },
                                                                  message: 'must be array',
                                                                },
                                                              ];
                                                              return false;
                                                            }
                                                          }
                                                          var valid9 = _errs56 === errors;
                                                          if (!valid9) {
                                                            break;
                                                          }
                                                        }
                                                      } else {
                                                        validate20.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath + '/links/' + i5 + '/attributes',
                                                            schemaPath:
                                                              '#/properties/links/items/properties/attributes/type',
                                                            keyword: 'type',
                                                            params: { type: 'array' },
                                                            message: 'must be array',
                                                          },
                                                        ];
                                                        return false;
                                                      }
                                                    }
                                                    var valid8 = _errs54 === errors;
                                                  } else {
                                                    var valid8 = true;
                                                  }
                                                }
                                              }
                                            }
                                          } else {
                                            validate20.errors = [
                                              {
                                                instancePath: instancePath + '/links/' + i5,
                                                schemaPath: '#/properties/links/items/type',
                                                keyword: 'type',
                                                params: { type: 'object' },
                                                message: 'must be object',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                        var valid7 = _errs45 === errors;
                                        if (!valid7) {
                                          break;
                                        }
                                      }
                                    } else {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/links',
                                          schemaPath: '#/properties/links/type',
                                          keyword: 'type',
                                          params: { type: 'array' },
                                          message: 'must be array',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                  var valid0 = _errs43 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.instrumentation_scope_name !== undefined) {
                                    const _errs60 = errors;
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
                                    var valid0 = _errs60 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                  if (valid0) {
                                    if (data.instrumentation_scope_version !== undefined) {
                                      const _errs62 = errors;
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
                                      var valid0 = _errs62 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                    if (valid0) {
                                      if (data.flags !== undefined) {
                                        let data30 = data.flags;
                                        const _errs64 = errors;
                                        if (!(
                                          typeof data30 == 'number' &&
                                          !(data30 % 1) &&
                                          !isNaN(data30) &&
                                          isFinite(data30)
                                        )) {
                                          validate20.errors = [
                                            {
                                              instancePath: instancePath + '/flags',
                                              schemaPath: '#/properties/flags/type',
                                              keyword: 'type',
                                              params: { type: 'integer' },
                                              message: 'must be integer',
                                            },
                                          ];
                                          return false;
                                        }
                                        if (errors === _errs64) {
                                          if (typeof data30 == 'number' && isFinite(data30)) {
                                            if (data30 < 0 || isNaN(data30)) {
                                              validate20.errors = [
                                                {
                                                  instancePath: instancePath + '/flags',
                                                  schemaPath: '#/properties/flags/minimum',
                                                  keyword: 'minimum',
                                                  params: { comparison: '>=', limit: 0 },
                                                  message: 'must be >= 0',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                        }
                                        var valid0 = _errs64 === errors;
                                      } else {
                                        var valid0 = true;
                                      }
                                      if (valid0) {
                                        if (data.trace_state !== undefined) {
                                          const _errs66 = errors;
                                          if (typeof data.trace_state !== 'string') {
                                            validate20.errors = [
                                              {
                                                instancePath: instancePath + '/trace_state',
                                                schemaPath: '#/properties/trace_state/type',
                                                keyword: 'type',
                                                params: { type: 'string' },
                                                message: 'must be string',
                                              },
                                            ];
                                            return false;
                                          }
                                          var valid0 = _errs66 === errors;
                                        } else {
                                          var valid0 = true;
                                        }
                                        if (valid0) {
                                          if (data.pending !== undefined) {
                                            const _errs68 = errors;
                                            if (typeof data.pending !== 'boolean') {
                                              validate20.errors = [
                                                {
                                                  instancePath: instancePath + '/pending',
                                                  schemaPath: '#/properties/pending/type',
                                                  keyword: 'type',
                                                  params: { type: 'boolean' },
                                                  message: 'must be boolean',
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid0 = _errs68 === errors;
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
