/* DO NOT EDIT — generated from schema/contracts/observability/traces-list-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ObservabilityTracesListOutput } from '../../../contracts/observability/traces-list-output.js';

export const validateObservabilityTracesListOutput =
  validate20 as unknown as Validator<ObservabilityTracesListOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-list-output.schema.json',
  title: 'ObservabilityTracesListOutput',
  description: 'Output of `engine::traces::list`.',
  type: 'object',
  properties: {
    spans: {
      description: 'The page of root spans (or matching spans).',
      type: 'array',
      items: { $ref: 'stored-span.schema.json' },
    },
    total: { description: 'Rows that pass the filters, before pagination.', type: 'integer', minimum: 0 },
    offset: { description: 'The offset applied.', type: 'integer', minimum: 0 },
    limit: { description: 'The limit applied.', type: 'integer', minimum: 0 },
    storage: {
      description:
        'What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.',
      type: 'object',
      additionalProperties: true,
    },
  },
  required: ['spans', 'total', 'offset', 'limit'],
  additionalProperties: true,
  examples: [
    {
      spans: [
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
      ],
      total: 1,
      offset: 0,
      limit: 100,
    },
    { spans: [], total: 0, offset: 0, limit: 100 },
  ],
};
const schema32 = {
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
  /*# sourceURL="contracts/observability/traces-list-output.schema.json" */ let vErrors = null;
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
        (data.spans === undefined && (missing0 = 'spans')) ||
        (data.total === undefined && (missing0 = 'total')) ||
        (data.offset === undefined && (missing0 = 'offset')) ||
        (data.limit === undefined && (missing0 = 'limit'))
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
        if (data.spans !== undefined) {
          let data0 = data.spans;
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
                      (data1.trace_id === undefined && (missing1 = 'trace_id')) ||
                      (data1.span_id === undefined && (missing1 = 'span_id')) ||
                      (data1.name === undefined && (missing1 = 'name')) ||
                      (data1.start_time_unix_nano === undefined && (missing1 = 'start_time_unix_nano')) ||
                      (data1.end_time_unix_nano === undefined && (missing1 = 'end_time_unix_nano')) ||
                      (data1.status === undefined && (missing1 = 'status')) ||
                      (data1.attributes === undefined && (missing1 = 'attributes')) ||
                      (data1.service_name === undefined && (missing1 = 'service_name')) ||
                      (data1.events === undefined && (missing1 = 'events')) ||
                      (data1.links === undefined && (missing1 = 'links'))
                    ) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/spans/' + i0,
                          schemaPath: 'stored-span.schema.json/required',
                          keyword: 'required',
                          params: { missingProperty: missing1 },
                          message: "must have required property '" + missing1 + "'",
                        },
                      ];
                      return false;
                    } else {
                      if (data1.trace_id !== undefined) {
                        const _errs8 = errors;
                        if (typeof data1.trace_id !== 'string') {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/spans/' + i0 + '/trace_id',
                              schemaPath: 'stored-span.schema.json/properties/trace_id/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid3 = _errs8 === errors;
                      } else {
                        var valid3 = true;
                      }
                      if (valid3) {
                        if (data1.span_id !== undefined) {
                          const _errs10 = errors;
                          if (typeof data1.span_id !== 'string') {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/spans/' + i0 + '/span_id',
                                schemaPath: 'stored-span.schema.json/properties/span_id/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid3 = _errs10 === errors;
                        } else {
                          var valid3 = true;
                        }
                        if (valid3) {
                          if (data1.parent_span_id !== undefined) {
                            const _errs12 = errors;
                            if (typeof data1.parent_span_id !== 'string') {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/spans/' + i0 + '/parent_span_id',
                                  schemaPath: 'stored-span.schema.json/properties/parent_span_id/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid3 = _errs12 === errors;
                          } else {
                            var valid3 = true;
                          }
                          if (valid3) {
                            if (data1.name !== undefined) {
                              const _errs14 = errors;
                              if (typeof data1.name !== 'string') {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/spans/' + i0 + '/name',
                                    schemaPath: 'stored-span.schema.json/properties/name/type',
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
                              if (data1.kind !== undefined) {
                                const _errs16 = errors;
                                if (typeof data1.kind !== 'string') {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/spans/' + i0 + '/kind',
                                      schemaPath: 'stored-span.schema.json/properties/kind/type',
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
                                if (data1.start_time_unix_nano !== undefined) {
                                  let data7 = data1.start_time_unix_nano;
                                  const _errs18 = errors;
                                  if (!(
                                    typeof data7 == 'number' &&
                                    !(data7 % 1) &&
                                    !isNaN(data7) &&
                                    isFinite(data7)
                                  )) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/spans/' + i0 + '/start_time_unix_nano',
                                        schemaPath:
                                          'stored-span.schema.json/properties/start_time_unix_nano/type',
                                        keyword: 'type',
                                        params: { type: 'integer' },
                                        message: 'must be integer',
                                      },
                                    ];
                                    return false;
                                  }
                                  if (errors === _errs18) {
                                    if (typeof data7 == 'number' && isFinite(data7)) {
                                      if (data7 < 0 || isNaN(data7)) {
                                        validate20.errors = [
                                          {
                                            instancePath:
                                              instancePath + '/spans/' + i0 + '/start_time_unix_nano',
                                            schemaPath:
                                              'stored-span.schema.json/properties/start_time_unix_nano/minimum',
                                            keyword: 'minimum',
                                            params: { comparison: '>=', limit: 0 },
                                            message: 'must be >= 0',
                                          },
                                        ];
                                        return false;
                                      }
                                    }
                                  }
                                  var valid3 = _errs18 === errors;
                                } else {
                                  var valid3 = true;
                                }
                                if (valid3) {
                                  if (data1.end_time_unix_nano !== undefined) {
                                    let data8 = data1.end_time_unix_nano;
                                    const _errs20 = errors;
                                    if (!(
                                      typeof data8 == 'number' &&
                                      !(data8 % 1) &&
                                      !isNaN(data8) &&
                                      isFinite(data8)
                                    )) {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/spans/' + i0 + '/end_time_unix_nano',
                                          schemaPath:
                                            'stored-span.schema.json/properties/end_time_unix_nano/type',
                                          keyword: 'type',
                                          params: { type: 'integer' },
                                          message: 'must be integer',
                                        },
                                      ];
                                      return false;
                                    }
                                    if (errors === _errs20) {
                                      if (typeof data8 == 'number' && isFinite(data8)) {
                                        if (data8 < 0 || isNaN(data8)) {
                                          validate20.errors = [
                                            {
                                              instancePath:
                                                instancePath + '/spans/' + i0 + '/end_time_unix_nano',
                                              schemaPath:
                                                'stored-span.schema.json/properties/end_time_unix_nano/minimum',
                                              keyword: 'minimum',
                                              params: { comparison: '>=', limit: 0 },
                                              message: 'must be >= 0',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                    }
                                    var valid3 = _errs20 === errors;
                                  } else {
                                    var valid3 = true;
                                  }
                                  if (valid3) {
                                    if (data1.status !== undefined) {
                                      const _errs22 = errors;
                                      if (typeof data1.status !== 'string') {
                                        validate20.errors = [
                                          {
                                            instancePath: instancePath + '/spans/' + i0 + '/status',
                                            schemaPath: 'stored-span.schema.json/properties/status/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                          },
                                        ];
                                        return false;
                                      }
                                      var valid3 = _errs22 === errors;
                                    } else {
                                      var valid3 = true;
                                    }
                                    if (valid3) {
                                      if (data1.status_description !== undefined) {
                                        const _errs24 = errors;
                                        if (typeof data1.status_description !== 'string') {
                                          validate20.errors = [
                                            {
                                              instancePath:
                                                instancePath + '/spans/' + i0 + '/status_description',
                                              schemaPath:
                                                'stored-span.schema.json/properties/status_description/type',
                                              keyword: 'type',
                                              params: { type: 'string' },
                                              message: 'must be string',
                                            },
                                          ];
                                          return false;
                                        }
                                        var valid3 = _errs24 === errors;
                                      } else {
                                        var valid3 = true;
                                      }
                                      if (valid3) {
                                        if (data1.attributes !== undefined) {
                                          let data11 = data1.attributes;
                                          const _errs26 = errors;
                                          if (errors === _errs26) {
                                            if (Array.isArray(data11)) {
                                              var valid4 = true;
                                              const len1 = data11.length;
                                              for (let i1 = 0; i1 < len1; i1++) {
                                                let data12 = data11[i1];
                                                const _errs28 = errors;
                                                if (errors === _errs28) {
                                                  if (Array.isArray(data12)) {
                                                    if (data12.length > 2) {
                                                      validate20.errors = [
                                                        {
                                                          instancePath:
                                                            instancePath +
                                                            '/spans/' +
                                                            i0 +
                                                            '/attributes/' +
                                                            i1,
                                                          schemaPath:
                                                            'stored-span.schema.json/properties/attributes/items/maxItems',
                                                          keyword: 'maxItems',
                                                          params: { limit: 2 },
                                                          message: 'must NOT have more than 2 items',
                                                        },
                                                      ];
                                                      return false;
                                                    } else {
                                                      if (data12.length < 2) {
                                                        validate20.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath +
                                                              '/spans/' +
                                                              i0 +
                                                              '/attributes/' +
                                                              i1,
                                                            schemaPath:
                                                              'stored-span.schema.json/properties/attributes/items/minItems',
                                                            keyword: 'minItems',
                                                            params: { limit: 2 },
                                                            message: 'must NOT have fewer than 2 items',
                                                          },
                                                        ];
                                                        return false;
                                                      } else {
                                                        var valid5 = true;
                                                        const len2 = data12.length;
                                                        for (let i2 = 0; i2 < len2; i2++) {
                                                          const _errs30 = errors;
                                                          if (typeof data12[i2] !== 'string') {
                                                            validate20.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath +
                                                                  '/spans/' +
                                                                  i0 +
                                                                  '/attributes/' +
                                                                  i1 +
                                                                  '/' +
                                                                  i2,
                                                                schemaPath:
                                                                  'stored-span.schema.json/properties/attributes/items/items/type',
                                                                keyword: 'type',
                                                                params: { type: 'string' },
                                                                message: 'must be string',
                                                              },
                                                            ];
                                                            return false;
                                                          }
                                                          var valid5 = _errs30 === errors;
                                                          if (!valid5) {
                                                            break;
                                                          }
                                                        }
                                                      }
                                                    }
                                                  } else {
                                                    validate20.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/spans/' + i0 + '/attributes/' + i1,
                                                        schemaPath:
                                                          'stored-span.schema.json/properties/attributes/items/type',
                                                        keyword: 'type',
                                                        params: { type: 'array' },
                                                        message: 'must be array',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                }
                                                var valid4 = _errs28 === errors;
                                                if (!valid4) {
                                                  break;
                                                }
                                              }
                                            } else {
                                              validate20.errors = [
                                                {
                                                  instancePath: instancePath + '/spans/' + i0 + '/attributes',
                                                  schemaPath:
                                                    'stored-span.schema.json/properties/attributes/type',
                                                  keyword: 'type',
                                                  params: { type: 'array' },
                                                  message: 'must be array',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                          var valid3 = _errs26 === errors;
                                        } else {
                                          var valid3 = true;
                                        }
                                        if (valid3) {
                                          if (data1.service_name !== undefined) {
                                            const _errs32 = errors;
                                            if (typeof data1.service_name !== 'string') {
                                              validate20.errors = [
                                                {
                                                  instancePath:
                                                    instancePath + '/spans/' + i0 + '/service_name',
                                                  schemaPath:
                                                    'stored-span.schema.json/properties/service_name/type',
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
                                            if (data1.events !== undefined) {
                                              let data15 = data1.events;
                                              const _errs34 = errors;
                                              if (errors === _errs34) {
                                                if (Array.isArray(data15)) {
                                                  var valid6 = true;
                                                  const len3 = data15.length;
                                                  for (let i3 = 0; i3 < len3; i3++) {
                                                    let data16 = data15[i3];
                                                    const _errs36 = errors;
                                                    if (errors === _errs36) {
                                                      if (
                                                        data16 &&
                                                        typeof data16 == 'object' &&
                                                        !Array.isArray(data16)
                                                      ) {
                                                        if (data16.name !== undefined) {
                                                          const _errs39 = errors;
                                                          if (typeof data16.name !== 'string') {
                                                            validate20.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath +
                                                                  '/spans/' +
                                                                  i0 +
                                                                  '/events/' +
                                                                  i3 +
                                                                  '/name',
                                                                schemaPath:
                                                                  'stored-span.schema.json/properties/events/items/properties/name/type',
                                                                keyword: 'type',
                                                                params: { type: 'string' },
                                                                message: 'must be string',
                                                              },
                                                            ];
                                                            return false;
                                                          }
                                                          var valid7 = _errs39 === errors;
                                                        } else {
                                                          var valid7 = true;
                                                        }
                                                        if (valid7) {
                                                          if (data16.timestamp_unix_nano !== undefined) {
                                                            let data18 = data16.timestamp_unix_nano;
                                                            const _errs41 = errors;
                                                            if (!(
                                                              typeof data18 == 'number' &&
                                                              !(data18 % 1) &&
                                                              !isNaN(data18) &&
                                                              isFinite(data18)
                                                            )) {
                                                              validate20.errors = [
                                                                {
                                                                  instancePath:
                                                                    instancePath +
                                                                    '/spans/' +
                                                                    i0 +
                                                                    '/events/' +
                                                                    i3 +
                                                                    '/timestamp_unix_nano',
                                                                  schemaPath:
                                                                    'stored-span.schema.json/properties/events/items/properties/timestamp_unix_nano/type',
                                                                  keyword: 'type',
                                                                  params: { type: 'integer' },
                                                                  message: 'must be integer',
                                                                },
                                                              ];
                                                              return false;
                                                            }
                                                            if (errors === _errs41) {
                                                              if (
                                                                typeof data18 == 'number' &&
                                                                isFinite(data18)
                                                              ) {
                                                                if (data18 < 0 || isNaN(data18)) {
                                                                  validate20.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath +
                                                                        '/spans/' +
                                                                        i0 +
                                                                        '/events/' +
                                                                        i3 +
                                                                        '/timestamp_unix_nano',
                                                                      schemaPath:
                                                                        'stored-span.schema.json/properties/events/items/properties/timestamp_unix_nano/minimum',
                                                                      keyword: 'minimum',
                                                                      params: { comparison: '>=', limit: 0 },
                                                                      message: 'must be >= 0',
                                                                    },
                                                                  ];
                                                                  return false;
                                                                }
                                                              }
                                                            }
                                                            var valid7 = _errs41 === errors;
                                                          } else {
                                                            var valid7 = true;
                                                          }
                                                          if (valid7) {
                                                            if (data16.attributes !== undefined) {
                                                              let data19 = data16.attributes;
                                                              const _errs43 = errors;
                                                              if (errors === _errs43) {
                                                                if (Array.isArray(data19)) {
                                                                  var valid8 = true;
                                                                  const len4 = data19.length;
                                                                  for (let i4 = 0; i4 < len4; i4++) {
                                                                    let data20 = data19[i4];
                                                                    const _errs45 = errors;
                                                                    if (errors === _errs45) {
                                                                      if (Array.isArray(data20)) {
                                                                        if (data20.length > 2) {
                                                                          validate20.errors = [
                                                                            {
                                                                              instancePath:
                                                                                instancePath +
                                                                                '/spans/' +
                                                                                i0 +
                                                                                '/events/' +
                                                                                i3 +
                                                                                '/attributes/' +
                                                                                i4,
                                                                              schemaPath:
                                                                                'stored-span.schema.json/properties/events/items/properties/attributes/items/maxItems',
                                                                              keyword: 'maxItems',
                                                                              params: { limit: 2 },
                                                                              message:
                                                                                'must NOT have more than 2 items',
                                                                            },
                                                                          ];
                                                                          return false;
                                                                        } else {
                                                                          if (data20.length < 2) {
                                                                            validate20.errors = [
                                                                              {
                                                                                instancePath:
                                                                                  instancePath +
                                                                                  '/spans/' +
                                                                                  i0 +
                                                                                  '/events/' +
                                                                                  i3 +
                                                                                  '/attributes/' +
                                                                                  i4,
                                                                                schemaPath:
                                                                                  'stored-span.schema.json/properties/events/items/properties/attributes/items/minItems',
                                                                                keyword: 'minItems',
                                                                                params: { limit: 2 },
                                                                                message:
                                                                                  'must NOT have fewer than 2 items',
                                                                              },
                                                                            ];
                                                                            return false;
                                                                          } else {
                                                                            var valid9 = true;
                                                                            const len5 = data20.length;
                                                                            for (
                                                                              let i5 = 0;
                                                                              i5 < len5;
                                                                              i5++
                                                                            ) {
                                                                              const _errs47 = errors;
                                                                              if (
                                                                                typeof data20[i5] !== 'string'
                                                                              ) {
                                                                                validate20.errors = [
                                                                                  {
                                                                                    instancePath:
                                                                                      instancePath +
                                                                                      '/spans/' +
                                                                                      i0 +
                                                                                      '/events/' +
                                                                                      i3 +
                                                                                      '/attributes/' +
                                                                                      i4 +
                                                                                      '/' +
                                                                                      i5,
                                                                                    schemaPath:
                                                                                      'stored-span.schema.json/properties/events/items/properties/attributes/items/items/type',
                                                                                    keyword: 'type',
                                                                                    params: {
                                                                                      type: 'string',
                                                                                    },
                                                                                    message: 'must be string',
                                                                                  },
                                                                                ];
                                                                                return false;
                                                                              }
                                                                              var valid9 = _errs47 === errors;
                                                                              if (!valid9) {
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
                                                                              '/spans/' +
                                                                              i0 +
                                                                              '/events/' +
                                                                              i3 +
                                                                              '/attributes/' +
                                                                              i4,
                                                                            schemaPath:
                                                                              'stored-span.schema.json/properties/events/items/properties/attributes/items/type',
                                                                            keyword: 'type',
                                                                            params: { type: 'array' },
                                                                            message: 'must be array',
                                                                          },
                                                                        ];
                                                                        return false;
                                                                      }
                                                                    }
                                                                    var valid8 = _errs45 === errors;
                                                                    if (!valid8) {
                                                                      break;
                                                                    }
                                                                  }
                                                                } else {
                                                                  validate20.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath +
                                                                        '/spans/' +
                                                                        i0 +
                                                                        '/events/' +
                                                                        i3 +
                                                                        '/attributes',
                                                                      schemaPath:
                                                                        'stored-span.schema.json/properties/events/items/properties/attributes/type',
                                                                      keyword: 'type',
                                                                      params: { type: 'array' },
                                                                      message: 'must be array',
                                                                    },
                                                                  ];
                                                                  return false;
                                                                }
                                                              }
                                                              var valid7 = _errs43 === errors;
                                                            } else {
                                                              var valid7 = true;
                                                            }
                                                          }
                                                        }
                                                      } else {
                                                        validate20.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath + '/spans/' + i0 + '/events/' + i3,
                                                            schemaPath:
                                                              'stored-span.schema.json/properties/events/items/type',
                                                            keyword: 'type',
                                                            params: { type: 'object' },
                                                            message: 'must be object',
                                                          },
                                                        ];
                                                        return false;
                                                      }
                                                    }
                                                    var valid6 = _errs36 === errors;
                                                    if (!valid6) {
                                                      break;
                                                    }
                                                  }
                                                } else {
                                                  validate20.errors = [
                                                    {
                                                      instancePath: instancePath + '/spans/' + i0 + '/events',
                                                      schemaPath:
                                                        'stored-span.schema.json/properties/events/type',
                                                      keyword: 'type',
                                                      params: { type: 'array' },
                                                      message: 'must be array',
                                                    },
                                                  ];
                                                  return false;
                                                }
                                              }
                                              var valid3 = _errs34 === errors;
                                            } else {
                                              var valid3 = true;
                                            }
                                            if (valid3) {
                                              if (data1.links !== undefined) {
                                                let data22 = data1.links;
                                                const _errs49 = errors;
                                                if (errors === _errs49) {
                                                  if (Array.isArray(data22)) {
                                                    var valid10 = true;
                                                    const len6 = data22.length;
                                                    for (let i6 = 0; i6 < len6; i6++) {
                                                      let data23 = data22[i6];
                                                      const _errs51 = errors;
                                                      if (errors === _errs51) {
                                                        if (
                                                          data23 &&
                                                          typeof data23 == 'object' &&
                                                          !Array.isArray(data23)
                                                        ) {
                                                          if (data23.trace_id !== undefined) {
                                                            const _errs54 = errors;
                                                            if (typeof data23.trace_id !== 'string') {
                                                              validate20.errors = [
                                                                {
                                                                  instancePath:
                                                                    instancePath +
                                                                    '/spans/' +
                                                                    i0 +
                                                                    '/links/' +
                                                                    i6 +
                                                                    '/trace_id',
                                                                  schemaPath:
                                                                    'stored-span.schema.json/properties/links/items/properties/trace_id/type',
                                                                  keyword: 'type',
                                                                  params: { type: 'string' },
                                                                  message: 'must be string',
                                                                },
                                                              ];
                                                              return false;
                                                            }
                                                            var valid11 = _errs54 === errors;
                                                          } else {
                                                            var valid11 = true;
                                                          }
                                                          if (valid11) {
                                                            if (data23.span_id !== undefined) {
                                                              const _errs56 = errors;
                                                              if (typeof data23.span_id !== 'string') {
                                                                validate20.errors = [
                                                                  {
                                                                    instancePath:
                                                                      instancePath +
                                                                      '/spans/' +
                                                                      i0 +
                                                                      '/links/' +
                                                                      i6 +
                                                                      '/span_id',
                                                                    schemaPath:
                                                                      'stored-span.schema.json/properties/links/items/properties/span_id/type',
                                                                    keyword: 'type',
                                                                    params: { type: 'string' },
                                                                    message: 'must be string',
                                                                  },
                                                                ];
                                                                return false;
                                                              }
                                                              var valid11 = _errs56 === errors;
                                                            } else {
                                                              var valid11 = true;
                                                            }
                                                            if (valid11) {
                                                              if (data23.trace_state !== undefined) {
                                                                const _errs58 = errors;
                                                                if (typeof data23.trace_state !== 'string') {
                                                                  validate20.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath +
                                                                        '/spans/' +
                                                                        i0 +
                                                                        '/links/' +
                                                                        i6 +
                                                                        '/trace_state',
                                                                      schemaPath:
                                                                        'stored-span.schema.json/properties/links/items/properties/trace_state/type',
                                                                      keyword: 'type',
                                                                      params: { type: 'string' },
                                                                      message: 'must be string',
                                                                    },
                                                                  ];
                                                                  return false;
                                                                }
                                                                var valid11 = _errs58 === errors;
                                                              } else {
                                                                var valid11 = true;
                                                              }
                                                              if (valid11) {
                                                                if (data23.attributes !== undefined) {
                                                                  let data27 = data23.attributes;
                                                                  const _errs60 = errors;
                                                                  if (errors === _errs60) {
                                                                    if (Array.isArray(data27)) {
                                                                      var valid12 = true;
                                                                      const len7 = data27.length;
                                                                      for (let i7 = 0; i7 < len7; i7++) {
                                                                        let data28 = data27[i7];
                                                                        const _errs62 = errors;
                                                                        if (errors === _errs62) {
                                                                          if (Array.isArray(data28)) {
                                                                            if (data28.length > 2) {
                                                                              validate20.errors = [
                                                                                {
                                                                                  instancePath:
                                                                                    instancePath +
                                                                                    '/spans/' +
                                                                                    i0 +
                                                                                    '/links/' +
                                                                                    i6 +
                                                                                    '/attributes/' +
                                                                                    i7,
                                                                                  schemaPath:
                                                                                    'stored-span.schema.json/properties/links/items/properties/attributes/items/maxItems',
                                                                                  keyword: 'maxItems',
                                                                                  params: { limit: 2 },
                                                                                  message:
                                                                                    'must NOT have more than 2 items',
                                                                                },
                                                                              ];
                                                                              return false;
                                                                            } else {
                                                                              if (data28.length < 2) {
                                                                                validate20.errors = [
                                                                                  {
                                                                                    instancePath:
                                                                                      instancePath +
                                                                                      '/spans/' +
                                                                                      i0 +
                                                                                      '/links/' +
                                                                                      i6 +
                                                                                      '/attributes/' +
                                                                                      i7,
                                                                                    schemaPath:
                                                                                      'stored-span.schema.json/properties/links/items/properties/attributes/items/minItems',
                                                                                    keyword: 'minItems',
                                                                                    params: { limit: 2 },
                                                                                    message:
                                                                                      'must NOT have fewer than 2 items',
                                                                                  },
                                                                                ];
                                                                                return false;
                                                                              } else {
                                                                                var valid13 = true;
                                                                                const len8 = data28.length;
                                                                                for (
                                                                                  let i8 = 0;
                                                                                  i8 < len8;
                                                                                  i8++
                                                                                ) {
                                                                                  const _errs64 = errors;
                                                                                  if (
                                                                                    typeof data28[i8] !==
                                                                                    'string'
                                                                                  ) {
                                                                                    validate20.errors = [
                                                                                      {
                                                                                        instancePath:
                                                                                          instancePath +
                                                                                          '/spans/' +
                                                                                          i0 +
                                                                                          '/links/' +
                                                                                          i6 +
                                                                                          '/attributes/' +
                                                                                          i7 +
                                                                                          '/' +
                                                                                          i8,
                                                                                        schemaPath:
                                                                                          'stored-span.schema.json/properties/links/items/properties/attributes/items/items/type',
                                                                                        keyword: 'type',
                                                                                        params: {
                                                                                          type: 'string',
                                                                                        },
                                                                                        message:
                                                                                          'must be string',
                                                                                      },
                                                                                    ];
                                                                                    return false;
                                                                                  }
                                                                                  var valid13 =
                                                                                    _errs64 === errors;
                                                                                  if (!valid13) {
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
                                                                                  '/spans/' +
                                                                                  i0 +
                                                                                  '/links/' +
                                                                                  i6 +
                                                                                  '/attributes/' +
                                                                                  i7,
                                                                                schemaPath:
                                                                                  'stored-span.schema.json/properties/links/items/properties/attributes/items/type',
                                                                                keyword: 'type',
                                                                                params: { type: 'array' },
                                                                                message: 'must be array',
                                                                              },
                                                                            ];
                                                                            return false;
                                                                          }
                                                                        }
                                                                        var valid12 = _errs62 === errors;
                                                                        if (!valid12) {
                                                                          break;
                                                                        }
                                                                      }
                                                                    } else {
                                                                      validate20.errors = [
                                                                        {
                                                                          instancePath:
                                                                            instancePath +
                                                                            '/spans/' +
                                                                            i0 +
                                                                            '/links/' +
                                                                            i6 +
                                                                            '/attributes',
                                                                          schemaPath:
                                                                            'stored-span.schema.json/properties/links/items/properties/attributes/type',
                                                                          keyword: 'type',
                                                                          params: { type: 'array' },
                                                                          message: 'must be array',
                                                                        },
                                                                      ];
                                                                      return false;
                                                                    }
                                                                  }
                                                                  var valid11 = _errs60 === errors;
                                                                } else {
                                                                  var valid11 = true;
                                                                }
                                                              }
                                                            }
                                                          }
                                                        } else {
                                                          validate20.errors = [
                                                            {
                                                              instancePath:
                                                                instancePath +
                                                                '/spans/' +
                                                                i0 +
                                                                '/links/' +
                                                                i6,
                                                              schemaPath:
                                                                'stored-span.schema.json/properties/links/items/type',
                                                              keyword: 'type',
                                                              params: { type: 'object' },
                                                              message: 'must be object',
                                                            },
                                                          ];
                                                          return false;
                                                        }
                                                      }
                                                      var valid10 = _errs51 === errors;
                                                      if (!valid10) {
                                                        break;
                                                      }
                                                    }
                                                  } else {
                                                    validate20.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/spans/' + i0 + '/links',
                                                        schemaPath:
                                                          'stored-span.schema.json/properties/links/type',
                                                        keyword: 'type',
                                                        params: { type: 'array' },
                                                        message: 'must be array',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                }
                                                var valid3 = _errs49 === errors;
                                              } else {
                                                var valid3 = true;
                                              }
                                              if (valid3) {
                                                if (data1.instrumentation_scope_name !== undefined) {
                                                  const _errs66 = errors;
                                                  if (typeof data1.instrumentation_scope_name !== 'string') {
                                                    validate20.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath +
                                                          '/spans/' +
                                                          i0 +
                                                          '/instrumentation_scope_name',
                                                        schemaPath:
                                                          'stored-span.schema.json/properties/instrumentation_scope_name/type',
                                                        keyword: 'type',
                                                        params: { type: 'string' },
                                                        message: 'must be string',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                  var valid3 = _errs66 === errors;
                                                } else {
                                                  var valid3 = true;
                                                }
                                                if (valid3) {
                                                  if (data1.instrumentation_scope_version !== undefined) {
                                                    const _errs68 = errors;
                                                    if (
                                                      typeof data1.instrumentation_scope_version !== 'string'
                                                    ) {
                                                      validate20.errors = [
                                                        {
                                                          instancePath:
                                                            instancePath +
                                                            '/spans/' +
                                                            i0 +
                                                            '/instrumentation_scope_version',
                                                          schemaPath:
                                                            'stored-span.schema.json/properties/instrumentation_scope_version/type',
                                                          keyword: 'type',
                                                          params: { type: 'string' },
                                                          message: 'must be string',
                                                        },
                                                      ];
                                                      return false;
                                                    }
                                                    var valid3 = _errs68 === errors;
                                                  } else {
                                                    var valid3 = true;
                                                  }
                                                  if (valid3) {
                                                    if (data1.flags !== undefined) {
                                                      let data32 = data1.flags;
                                                      const _errs70 = errors;
                                                      if (!(
                                                        typeof data32 == 'number' &&
                                                        !(data32 % 1) &&
                                                        !isNaN(data32) &&
                                                        isFinite(data32)
                                                      )) {
                                                        validate20.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath + '/spans/' + i0 + '/flags',
                                                            schemaPath:
                                                              'stored-span.schema.json/properties/flags/type',
                                                            keyword: 'type',
                                                            params: { type: 'integer' },
                                                            message: 'must be integer',
                                                          },
                                                        ];
                                                        return false;
                                                      }
                                                      if (errors === _errs70) {
                                                        if (typeof data32 == 'number' && isFinite(data32)) {
                                                          if (data32 < 0 || isNaN(data32)) {
                                                            validate20.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath + '/spans/' + i0 + '/flags',
                                                                schemaPath:
                                                                  'stored-span.schema.json/properties/flags/minimum',
                                                                keyword: 'minimum',
                                                                params: { comparison: '>=', limit: 0 },
                                                                message: 'must be >= 0',
                                                              },
                                                            ];
                                                            return false;
                                                          }
                                                        }
                                                      }
                                                      var valid3 = _errs70 === errors;
                                                    } else {
                                                      var valid3 = true;
                                                    }
                                                    if (valid3) {
                                                      if (data1.trace_state !== undefined) {
                                                        const _errs72 = errors;
                                                        if (typeof data1.trace_state !== 'string') {
                                                          validate20.errors = [
                                                            {
                                                              instancePath:
                                                                instancePath +
                                                                '/spans/' +
                                                                i0 +
                                                                '/trace_state',
                                                              schemaPath:
                                                                'stored-span.schema.json/properties/trace_state/type',
                                                              keyword: 'type',
                                                              params: { type: 'string' },
                                                              message: 'must be string',
                                                            },
                                                          ];
                                                          return false;
                                                        }
                                                        var valid3 = _errs72 === errors;
                                                      } else {
                                                        var valid3 = true;
                                                      }
                                                      if (valid3) {
                                                        if (data1.pending !== undefined) {
                                                          const _errs74 = errors;
                                                          if (typeof data1.pending !== 'boolean') {
                                                            validate20.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath + '/spans/' + i0 + '/pending',
                                                                schemaPath:
                                                                  'stored-span.schema.json/properties/pending/type',
                                                                keyword: 'type',
                                                                params: { type: 'boolean' },
                                                                message: 'must be boolean',
                                                              },
                                                            ];
                                                            return false;
                                                          }
                                                          var valid3 = _errs74 === errors;
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
                              }
                            }
                          }
                        }
                      }
                    }
                  } else {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/spans/' + i0,
                        schemaPath: 'stored-span.schema.json/type',
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
                  instancePath: instancePath + '/spans',
                  schemaPath: '#/properties/spans/type',
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
            let data35 = data.total;
            const _errs76 = errors;
            if (!(typeof data35 == 'number' && !(data35 % 1) && !isNaN(data35) && isFinite(data35))) {
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
            if (errors === _errs76) {
              if (typeof data35 == 'number' && isFinite(data35)) {
                if (data35 < 0 || isNaN(data35)) {
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
            var valid0 = _errs76 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.offset !== undefined) {
              let data36 = data.offset;
              const _errs78 = errors;
              if (!(typeof data36 == 'number' && !(data36 % 1) && !isNaN(data36) && isFinite(data36))) {
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
              if (errors === _errs78) {
                if (typeof data36 == 'number' && isFinite(data36)) {
                  if (data36 < 0 || isNaN(data36)) {
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
              var valid0 = _errs78 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.limit !== undefined) {
                let data37 = data.limit;
                const _errs80 = errors;
                if (!(typeof data37 == 'number' && !(data37 % 1) && !isNaN(data37) && isFinite(data37))) {
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
                if (errors === _errs80) {
                  if (typeof data37 == 'number' && isFinite(data37)) {
                    if (data37 < 0 || isNaN(data37)) {
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
                var valid0 = _errs80 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.storage !== undefined) {
                  let data38 = data.storage;
                  const _errs82 = errors;
                  if (errors === _errs82) {
                    if (data38 && typeof data38 == 'object' && !Array.isArray(data38)) {
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
                  var valid0 = _errs82 === errors;
                } else {
                  var valid0 = true;
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
