/* DO NOT EDIT — generated from schema/config/workers/svc-observability.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { SvcObservabilityConfig } from '../../../config/workers/svc-observability.js';

export const validateSvcObservabilityConfig = validate20 as unknown as Validator<SvcObservabilityConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-observability.schema.json',
  title: 'SvcObservabilityConfig',
  description:
    "Config of `svc-observability`: a span for every invocation, the spans, logs and metrics the SDKs send on `/otel`, kept in bounded memory stores for `engine::traces::*`, `engine::logs::*` and `engine::metrics::list`, optionally exported over OTLP/HTTP, and Prometheus metrics on `GET /_metrics`. Accepts every key of the reference engine's `iii-observability` config.",
  type: 'object',
  properties: {
    enabled: {
      description:
        'Whether spans, logs and metrics are collected; `false` keeps the functions (they answer empty) and passes trace context through unchanged.',
      type: 'boolean',
      default: true,
    },
    service_name: {
      description: "`service.name` of the engine's own spans.",
      type: 'string',
      default: 'svc',
    },
    service_version: {
      description: "`service.version` of the engine's own spans (accepted for compatibility).",
      type: 'string',
    },
    service_namespace: {
      description: "`service.namespace` of the engine's own spans (accepted for compatibility).",
      type: 'string',
    },
    exporter: {
      description:
        '`memory` keeps spans for the query functions; `otlp` sends them to `endpoint`; `both` does both.',
      enum: ['memory', 'otlp', 'both'],
      default: 'memory',
    },
    endpoint: {
      description:
        'OTLP/HTTP collector base URL, e.g. `http://127.0.0.1:4318` (`/v1/traces` is appended). A gRPC `:4317` endpoint of the reference is used as given.',
      type: 'string',
    },
    sampling_ratio: {
      description:
        'Share of traces kept, 0 to 1, decided from the trace id so a trace is kept or dropped whole across processes.',
      type: 'number',
      minimum: 0,
      maximum: 1,
      default: 1,
    },
    memory_max_spans: {
      description: 'Spans kept in memory; the oldest go first.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    memory_retention_seconds: {
      description: 'Spans older than this are evicted; 0 keeps them until the count cap evicts them.',
      type: 'integer',
      minimum: 0,
      default: 3600,
    },
    max_attribute_length: {
      description:
        'Longest attribute value or log body kept, in characters; longer ones are cut and end with `…[truncated N chars]`.',
      type: 'integer',
      minimum: 16,
      default: 4096,
    },
    metrics_enabled: {
      description: 'Whether SDK metrics (`MTRC` frames) are kept and engine metrics counted.',
      type: 'boolean',
      default: true,
    },
    metrics_exporter: {
      description:
        '`memory` keeps SDK metrics for `engine::metrics::list`; `otlp` and `both` also send their gauges, sums and histograms to `endpoint` (`/v1/metrics`). They are kept in memory either way.',
      enum: ['memory', 'otlp', 'both'],
      default: 'memory',
    },
    metrics_retention_seconds: {
      description: 'SDK metric points older than this are evicted.',
      type: 'integer',
      minimum: 0,
      default: 3600,
    },
    metrics_max_count: {
      description: 'SDK metric points kept in memory; the oldest go first.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    logs_enabled: { description: 'Whether log records are kept.', type: 'boolean', default: true },
    logs_exporter: {
      description:
        '`memory` keeps log records for `engine::logs::list`; `otlp` and `both` also send them to `endpoint` (`/v1/logs`). They are kept in memory either way.',
      enum: ['memory', 'otlp', 'both'],
      default: 'memory',
    },
    logs_max_count: {
      description: 'Log records kept in memory; the oldest go first.',
      type: 'integer',
      minimum: 1,
      default: 1000,
    },
    logs_retention_seconds: {
      description: 'Log records older than this are evicted; 0 keeps them until the count cap evicts them.',
      type: 'integer',
      minimum: 0,
      default: 3600,
    },
    logs_batch_size: {
      description: 'Accepted for compatibility with the reference; records are stored as they arrive.',
      type: 'integer',
      minimum: 1,
    },
    logs_flush_interval_ms: {
      description: 'Accepted for compatibility with the reference; records are stored as they arrive.',
      type: 'integer',
      minimum: 0,
    },
    logs_sampling_ratio: {
      description: 'Share of log records kept, 0 to 1.',
      type: 'number',
      minimum: 0,
      maximum: 1,
      default: 1,
    },
    logs_console_output: {
      description: "Whether worker logs are also printed by the engine's logger.",
      type: 'boolean',
      default: false,
    },
    export_max_queue_size: {
      description:
        'Spans waiting for the OTLP exporter; when the collector is slow or down the oldest waiting are dropped and counted.',
      type: 'integer',
      minimum: 1,
      default: 2048,
    },
    export_batch_size: { description: 'Spans per OTLP request.', type: 'integer', minimum: 1, default: 512 },
    export_interval_ms: {
      description: 'Longest wait before a partial batch is sent.',
      type: 'integer',
      minimum: 1,
      default: 1000,
    },
    export_timeout_ms: {
      description: 'Deadline of one OTLP request, retries included.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    alerts: {
      description: 'Alert rules of the reference; accepted and not evaluated.',
      type: 'array',
      items: {
        description: 'An alert rule, as the reference writes it.',
        type: 'object',
        additionalProperties: true,
      },
    },
    sampling: {
      description: 'Advanced sampling rules of the reference; accepted, and only `sampling_ratio` applies.',
      type: 'object',
      additionalProperties: true,
    },
    collapse_spans: {
      description: "Span names of the reference's pass-through collapsing; accepted.",
      type: 'array',
      items: { description: 'A span name.', type: 'string' },
    },
  },
  additionalProperties: false,
  examples: [
    {},
    { exporter: 'both', endpoint: 'http://127.0.0.1:4318', sampling_ratio: 0.5 },
    {
      enabled: true,
      service_name: 'iii',
      exporter: 'memory',
      endpoint: 'http://localhost:4317',
      sampling_ratio: 1,
      memory_max_spans: 10000,
      metrics_enabled: true,
      metrics_exporter: 'memory',
      logs_enabled: true,
      logs_exporter: 'memory',
      logs_max_count: 1000,
      logs_console_output: true,
    },
  ],
};
const func1 = Object.prototype.hasOwnProperty;
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-observability.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func1.call(schema31.properties, key0)) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.enabled !== undefined) {
      if (typeof data.enabled !== 'boolean') {
        const err1 = {
          instancePath: instancePath + '/enabled',
          schemaPath: '#/properties/enabled/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.service_name !== undefined) {
      if (typeof data.service_name !== 'string') {
        const err2 = {
          instancePath: instancePath + '/service_name',
          schemaPath: '#/properties/service_name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.service_version !== undefined) {
      if (typeof data.service_version !== 'string') {
        const err3 = {
          instancePath: instancePath + '/service_version',
          schemaPath: '#/properties/service_version/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.service_namespace !== undefined) {
      if (typeof data.service_namespace !== 'string') {
        const err4 = {
          instancePath: instancePath + '/service_namespace',
          schemaPath: '#/properties/service_namespace/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.exporter !== undefined) {
      let data4 = data.exporter;
      if (!(data4 === 'memory' || data4 === 'otlp' || data4 === 'both')) {
        const err5 = {
          instancePath: instancePath + '/exporter',
          schemaPath: '#/properties/exporter/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.exporter.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.endpoint !== undefined) {
      if (typeof data.endpoint !== 'string') {
        const err6 = {
          instancePath: instancePath + '/endpoint',
          schemaPath: '#/properties/endpoint/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.sampling_ratio !== undefined) {
      let data6 = data.sampling_ratio;
      if (typeof data6 == 'number' && isFinite(data6)) {
        if (data6 > 1 || isNaN(data6)) {
          const err7 = {
            instancePath: instancePath + '/sampling_ratio',
            schemaPath: '#/properties/sampling_ratio/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 1 },
            message: 'must be <= 1',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data6 < 0 || isNaN(data6)) {
          const err8 = {
            instancePath: instancePath + '/sampling_ratio',
            schemaPath: '#/properties/sampling_ratio/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/sampling_ratio',
          schemaPath: '#/properties/sampling_ratio/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.memory_max_spans !== undefined) {
      let data7 = data.memory_max_spans;
      if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
        const err10 = {
          instancePath: instancePath + '/memory_max_spans',
          schemaPath: '#/properties/memory_max_spans/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data7 == 'number' && isFinite(data7)) {
        if (data7 < 1 || isNaN(data7)) {
          const err11 = {
            instancePath: instancePath + '/memory_max_spans',
            schemaPath: '#/properties/memory_max_spans/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.memory_retention_seconds !== undefined) {
      let data8 = data.memory_retention_seconds;
      if (!(typeof data8 == 'number' && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
        const err12 = {
          instancePath: instancePath + '/memory_retention_seconds',
          schemaPath: '#/properties/memory_retention_seconds/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data8 == 'number' && isFinite(data8)) {
        if (data8 < 0 || isNaN(data8)) {
          const err13 = {
            instancePath: instancePath + '/memory_retention_seconds',
            schemaPath: '#/properties/memory_retention_seconds/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.max_attribute_length !== undefined) {
      let data9 = data.max_attribute_length;
      if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
        const err14 = {
          instancePath: instancePath + '/max_attribute_length',
          schemaPath: '#/properties/max_attribute_length/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data9 == 'number' && isFinite(data9)) {
        if (data9 < 16 || isNaN(data9)) {
          const err15 = {
            instancePath: instancePath + '/max_attribute_length',
            schemaPath: '#/properties/max_attribute_length/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 16 },
            message: 'must be >= 16',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
    if (data.metrics_enabled !== undefined) {
      if (typeof data.metrics_enabled !== 'boolean') {
        const err16 = {
          instancePath: instancePath + '/metrics_enabled',
          schemaPath: '#/properties/metrics_enabled/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.metrics_exporter !== undefined) {
      let data11 = data.metrics_exporter;
      if (!(data11 === 'memory' || data11 === 'otlp' || data11 === 'both')) {
        const err17 = {
          instancePath: instancePath + '/metrics_exporter',
          schemaPath: '#/properties/metrics_exporter/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.metrics_exporter.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.metrics_retention_seconds !== undefined) {
      let data12 = data.metrics_retention_seconds;
      if (!(typeof data12 == 'number' && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
        const err18 = {
          instancePath: instancePath + '/metrics_retention_seconds',
          schemaPath: '#/properties/metrics_retention_seconds/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (typeof data12 == 'number' && isFinite(data12)) {
        if (data12 < 0 || isNaN(data12)) {
          const err19 = {
            instancePath: instancePath + '/metrics_retention_seconds',
            schemaPath: '#/properties/metrics_retention_seconds/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
    }
    if (data.metrics_max_count !== undefined) {
      let data13 = data.metrics_max_count;
      if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
        const err20 = {
          instancePath: instancePath + '/metrics_max_count',
          schemaPath: '#/properties/metrics_max_count/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (typeof data13 == 'number' && isFinite(data13)) {
        if (data13 < 1 || isNaN(data13)) {
          const err21 = {
            instancePath: instancePath + '/metrics_max_count',
            schemaPath: '#/properties/metrics_max_count/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
    }
    if (data.logs_enabled !== undefined) {
      if (typeof data.logs_enabled !== 'boolean') {
        const err22 = {
          instancePath: instancePath + '/logs_enabled',
          schemaPath: '#/properties/logs_enabled/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.logs_exporter !== undefined) {
      let data15 = data.logs_exporter;
      if (!(data15 === 'memory' || data15 === 'otlp' || data15 === 'both')) {
        const err23 = {
          instancePath: instancePath + '/logs_exporter',
          schemaPath: '#/properties/logs_exporter/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.logs_exporter.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.logs_max_count !== undefined) {
      let data16 = data.logs_max_count;
      if (!(typeof data16 == 'number' && !(data16 % 1) && !isNaN(data16) && isFinite(data16))) {
        const err24 = {
          instancePath: instancePath + '/logs_max_count',
          schemaPath: '#/properties/logs_max_count/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      if (typeof data16 == 'number' && isFinite(data16)) {
        if (data16 < 1 || isNaN(data16)) {
          const err25 = {
            instancePath: instancePath + '/logs_max_count',
            schemaPath: '#/properties/logs_max_count/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
    }
    if (data.logs_retention_seconds !== undefined) {
      let data17 = data.logs_retention_seconds;
      if (!(typeof data17 == 'number' && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
        const err26 = {
          instancePath: instancePath + '/logs_retention_seconds',
          schemaPath: '#/properties/logs_retention_seconds/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
      if (typeof data17 == 'number' && isFinite(data17)) {
        if (data17 < 0 || isNaN(data17)) {
          const err27 = {
            instancePath: instancePath + '/logs_retention_seconds',
            schemaPath: '#/properties/logs_retention_seconds/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
    }
    if (data.logs_batch_size !== undefined) {
      let data18 = data.logs_batch_size;
      if (!(typeof data18 == 'number' && !(data18 % 1) && !isNaN(data18) && isFinite(data18))) {
        const err28 = {
          instancePath: instancePath + '/logs_batch_size',
          schemaPath: '#/properties/logs_batch_size/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
      if (typeof data18 == 'number' && isFinite(data18)) {
        if (data18 < 1 || isNaN(data18)) {
          const err29 = {
            instancePath: instancePath + '/logs_batch_size',
            schemaPath: '#/properties/logs_batch_size/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
    }
    if (data.logs_flush_interval_ms !== undefined) {
      let data19 = data.logs_flush_interval_ms;
      if (!(typeof data19 == 'number' && !(data19 % 1) && !isNaN(data19) && isFinite(data19))) {
        const err30 = {
          instancePath: instancePath + '/logs_flush_interval_ms',
          schemaPath: '#/properties/logs_flush_interval_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
      if (typeof data19 == 'number' && isFinite(data19)) {
        if (data19 < 0 || isNaN(data19)) {
          const err31 = {
            instancePath: instancePath + '/logs_flush_interval_ms',
            schemaPath: '#/properties/logs_flush_interval_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      }
    }
    if (data.logs_sampling_ratio !== undefined) {
      let data20 = data.logs_sampling_ratio;
      if (typeof data20 == 'number' && isFinite(data20)) {
        if (data20 > 1 || isNaN(data20)) {
          const err32 = {
            instancePath: instancePath + '/logs_sampling_ratio',
            schemaPath: '#/properties/logs_sampling_ratio/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 1 },
            message: 'must be <= 1',
          };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        if (data20 < 0 || isNaN(data20)) {
          const err33 = {
            instancePath: instancePath + '/logs_sampling_ratio',
            schemaPath: '#/properties/logs_sampling_ratio/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      } else {
        const err34 = {
          instancePath: instancePath + '/logs_sampling_ratio',
          schemaPath: '#/properties/logs_sampling_ratio/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.logs_console_output !== undefined) {
      if (typeof data.logs_console_output !== 'boolean') {
        const err35 = {
          instancePath: instancePath + '/logs_console_output',
          schemaPath: '#/properties/logs_console_output/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.export_max_queue_size !== undefined) {
      let data22 = data.export_max_queue_size;
      if (!(typeof data22 == 'number' && !(data22 % 1) && !isNaN(data22) && isFinite(data22))) {
        const err36 = {
          instancePath: instancePath + '/export_max_queue_size',
          schemaPath: '#/properties/export_max_queue_size/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
      if (typeof data22 == 'number' && isFinite(data22)) {
        if (data22 < 1 || isNaN(data22)) {
          const err37 = {
            instancePath: instancePath + '/export_max_queue_size',
            schemaPath: '#/properties/export_max_queue_size/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
      }
    }
    if (data.export_batch_size !== undefined) {
      let data23 = data.export_batch_size;
      if (!(typeof data23 == 'number' && !(data23 % 1) && !isNaN(data23) && isFinite(data23))) {
        const err38 = {
          instancePath: instancePath + '/export_batch_size',
          schemaPath: '#/properties/export_batch_size/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
      if (typeof data23 == 'number' && isFinite(data23)) {
        if (data23 < 1 || isNaN(data23)) {
          const err39 = {
            instancePath: instancePath + '/export_batch_size',
            schemaPath: '#/properties/export_batch_size/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      }
    }
    if (data.export_interval_ms !== undefined) {
      let data24 = data.export_interval_ms;
      if (!(typeof data24 == 'number' && !(data24 % 1) && !isNaN(data24) && isFinite(data24))) {
        const err40 = {
          instancePath: instancePath + '/export_interval_ms',
          schemaPath: '#/properties/export_interval_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
      if (typeof data24 == 'number' && isFinite(data24)) {
        if (data24 < 1 || isNaN(data24)) {
          const err41 = {
            instancePath: instancePath + '/export_interval_ms',
            schemaPath: '#/properties/export_interval_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      }
    }
    if (data.export_timeout_ms !== undefined) {
      let data25 = data.export_timeout_ms;
      if (!(typeof data25 == 'number' && !(data25 % 1) && !isNaN(data25) && isFinite(data25))) {
        const err42 = {
          instancePath: instancePath + '/export_timeout_ms',
          schemaPath: '#/properties/export_timeout_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
      if (typeof data25 == 'number' && isFinite(data25)) {
        if (data25 < 1 || isNaN(data25)) {
          const err43 = {
            instancePath: instancePath + '/export_timeout_ms',
            schemaPath: '#/properties/export_timeout_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      }
    }
    if (data.alerts !== undefined) {
      let data26 = data.alerts;
      if (Array.isArray(data26)) {
        const len0 = data26.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data27 = data26[i0];
          if (data27 && typeof data27 == 'object' && !Array.isArray(data27)) {
          } else {
            const err44 = {
              instancePath: instancePath + '/alerts/' + i0,
              schemaPath: '#/properties/alerts/items/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        }
      } else {
        const err45 = {
          instancePath: instancePath + '/alerts',
          schemaPath: '#/properties/alerts/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
    }
    if (data.sampling !== undefined) {
      let data28 = data.sampling;
      if (data28 && typeof data28 == 'object' && !Array.isArray(data28)) {
      } else {
        const err46 = {
          instancePath: instancePath + '/sampling',
          schemaPath: '#/properties/sampling/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.collapse_spans !== undefined) {
      let data29 = data.collapse_spans;
      if (Array.isArray(data29)) {
        const len1 = data29.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (typeof data29[i1] !== 'string') {
            const err47 = {
              instancePath: instancePath + '/collapse_spans/' + i1,
              schemaPath: '#/properties/collapse_spans/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
      } else {
        const err48 = {
          instancePath: instancePath + '/collapse_spans',
          schemaPath: '#/properties/collapse_spans/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
    }
  } else {
    const err49 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err49];
    } else {
      vErrors.push(err49);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
