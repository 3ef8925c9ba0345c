/**
 * OTLP/HTTP export of the SDK metrics the `/otel` socket brought (`MTRC` frames), with the
 * OpenTelemetry JS metric exporter, through the same bounded batching as spans and logs. A stored
 * metric keeps its OTLP/JSON data points; they are read back into the SDK's metric data shape
 * here. Gauges, sums and histograms are exported; exponential histograms and summaries are not.
 */
import type { ExportResult } from '@opentelemetry/core';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import {
  AggregationTemporality,
  DataPointType,
  InstrumentType,
  type MetricData,
  type ResourceMetrics,
} from '@opentelemetry/sdk-metrics';
import { ValueType } from '@opentelemetry/api';
import { BatchExport, type Exporter, type ExportOptions, exporterOptions, type Resources } from './export.js';
import type { StoredMetric } from './records.js';

type Json = Record<string, unknown>;
const hrTime = (ns: unknown): [number, number] => {
  const n = Number(ns ?? 0) || 0;
  return [Math.floor(n / 1e9), Math.round(n % 1e9)];
};
const attributes = (values: unknown): Record<string, string | number | boolean> => {
  const out: Record<string, string | number | boolean> = {};
  for (const entry of Array.isArray(values) ? (values as Json[]) : []) {
    const value = (entry.value ?? {}) as Json;
    const v = value.stringValue ?? value.boolValue ?? value.intValue ?? value.doubleValue;
    if (typeof entry.key === 'string' && v !== undefined)
      out[entry.key] = typeof v === 'string' && 'intValue' in value ? Number(v) : (v as string | number | boolean);
  }
  return out;
};
/** OTLP's temporality enum (1 delta, 2 cumulative) as the SDK's. */
const temporality = (value: unknown) =>
  value === 1 || value === 'AGGREGATION_TEMPORALITY_DELTA'
    ? AggregationTemporality.DELTA
    : AggregationTemporality.CUMULATIVE;

/** A stored metric as the SDK's metric data, with the resource it belongs to; undefined for kinds not exported. */
export function metricData(metric: StoredMetric): MetricData | undefined {
  const points = metric.data_points as Json[];
  const base = (type: InstrumentType) => ({
    descriptor: {
      name: metric.name,
      description: metric.description,
      unit: metric.unit,
      type,
      valueType: ValueType.DOUBLE,
    },
  });
  const timed = (point: Json) => ({
    startTime: hrTime(point.startTimeUnixNano ?? point.timeUnixNano),
    endTime: hrTime(point.timeUnixNano),
    attributes: attributes(point.attributes),
  });
  const number = (point: Json) => Number(point.asDouble ?? point.asInt ?? 0);
  switch (metric.metric_type) {
    case 'gauge':
      return {
        ...base(InstrumentType.GAUGE),
        aggregationTemporality: AggregationTemporality.CUMULATIVE,
        dataPointType: DataPointType.GAUGE,
        dataPoints: points.map((point) => ({ ...timed(point), value: number(point) })),
      };
    case 'sum':
      return {
        ...base(InstrumentType.COUNTER),
        aggregationTemporality: temporality(metric.aggregation_temporality),
        dataPointType: DataPointType.SUM,
        isMonotonic: metric.is_monotonic === true,
        dataPoints: points.map((point) => ({ ...timed(point), value: number(point) })),
      };
    case 'histogram':
      return {
        ...base(InstrumentType.HISTOGRAM),
        aggregationTemporality: temporality(metric.aggregation_temporality),
        dataPointType: DataPointType.HISTOGRAM,
        dataPoints: points.map((point) => ({
          ...timed(point),
          value: {
            buckets: {
              boundaries: ((point.explicitBounds as unknown[]) ?? []).map(Number),
              counts: ((point.bucketCounts as unknown[]) ?? []).map(Number),
            },
            sum: Number(point.sum ?? 0),
            count: Number(point.count ?? 0),
            ...(point.min === undefined ? {} : { min: Number(point.min) }),
            ...(point.max === undefined ? {} : { max: Number(point.max) }),
          },
        })),
      };
    default:
      return undefined;
  }
}

/** A metric to export: its data and the service it came from. */
type Outgoing = { service: string; data: MetricData | undefined; resources: Resources };

/** The metric exporter takes one resource a call: a batch goes as one call per service. */
function perService(exporter: OTLPMetricExporter): Exporter<Outgoing> {
  return {
    export(items, done) {
      const byService = new Map<string, MetricData[]>();
      for (const item of items)
        if (item.data) byService.set(item.service, [...(byService.get(item.service) ?? []), item.data]);
      const calls = [...byService].map(
        ([service, metrics]) =>
          new Promise<ExportResult>((resolve) => {
            const resource = items.find((item) => item.service === service)!.resources.of(service);
            const batch: ResourceMetrics = { resource, scopeMetrics: [{ scope: { name: 'svc-engine' }, metrics }] };
            exporter.export(batch, resolve);
          }),
      );
      void Promise.all(calls).then((results) => done(results.find((result) => result.code !== 0) ?? { code: 0 }));
    },
    shutdown: () => exporter.shutdown(),
  };
}

/** Exports SDK metrics to `<endpoint>/v1/metrics`. */
export type MetricExport = BatchExport<StoredMetric, Outgoing>;
export const metricExport = (options: ExportOptions): MetricExport =>
  new BatchExport(
    options,
    perService(new OTLPMetricExporter(exporterOptions(options, '/v1/metrics'))),
    (metric: StoredMetric, resources: Resources): Outgoing => ({
      service: metric.service_name,
      data: metricData(metric),
      resources,
    }),
  );
