/**
 * OTLP/JSON documents from the `/otel` socket (`OTLP` traces, `LOGS` logs, `MTRC` metrics, as
 * the OpenTelemetry JSON encoding writes them) turned into stored records. Ids may come as hex
 * (OTel JS) or base64 (protobuf's JSON mapping); times as strings or numbers; values are cut to
 * `maxLength`. A document that is not OTLP/JSON throws, and the caller counts and drops it.
 */
import type { ObservabilityStoredLog, ObservabilityStoredSpan } from '@svc/protocol';
import { truncate } from './truncate.js';

/** A stored SDK metric: `{name, description, unit, metric_type, data_points, service_name, timestamp_unix_nano}`. */
export interface StoredMetric {
  name: string;
  description: string;
  unit: string;
  metric_type: string;
  data_points: unknown[];
  service_name: string;
  timestamp_unix_nano: number;
  [key: string]: unknown;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A malformed OTLP document. */
export class OtlpError extends Error {
  override name = 'OtlpError';
}

const HEX = /^[0-9a-f]+$/;

/** An id as lowercase hex, from hex or base64; `bytes` long (16 for traces, 8 for spans). */
export function hexId(value: unknown, bytes: number): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  // What OTel JS sends, taken as it is: no lowercase copy, no pattern test.
  if (lowerHex(value, bytes * 2)) return value;
  const lower = value.toLowerCase();
  if (lower.length === bytes * 2 && HEX.test(lower)) return lower;
  const decoded = Buffer.from(value, 'base64');
  return decoded.length === bytes ? decoded.toString('hex') : undefined;
}

/** Whether `value` is `length` lowercase hex digits. */
function lowerHex(value: string, length: number): boolean {
  if (value.length !== length) return false;
  for (let i = 0; i < length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x30 || (c > 0x39 && c < 0x61) || c > 0x66) return false;
  }
  return true;
}

/** A time in nanoseconds as a number (OTLP/JSON sends 64-bit integers as strings). */
function nanos(value: unknown): number {
  // A 64-bit integer sent as a number reaches a module as a raw JSON value (core/exact-json.ts).
  const raw = isObject(value) && typeof value.rawJSON === 'string' ? value.rawJSON : value;
  const number = typeof raw === 'string' ? Number(raw) : typeof raw === 'number' ? raw : 0;
  return Number.isFinite(number) && number > 0 ? number : 0;
}

/** An OTLP AnyValue as plain JSON. */
function anyValue(value: unknown): unknown {
  if (!isObject(value)) return null;
  if ('stringValue' in value) return value.stringValue;
  if ('boolValue' in value) return value.boolValue;
  if ('intValue' in value) return Number(value.intValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('bytesValue' in value) return value.bytesValue;
  if (isObject(value.arrayValue)) return list(value.arrayValue.values).map(anyValue);
  if (isObject(value.kvlistValue)) return keyValues(value.kvlistValue.values);
  return null;
}

function keyValues(values: unknown): Json {
  const out: Json = {};
  for (const entry of list(values))
    if (isObject(entry) && typeof entry.key === 'string') out[entry.key] = anyValue(entry.value);
  return out;
}

const text = (value: unknown, max: number): string =>
  truncate(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''), max);

/** Attributes as `[key, string]` pairs, values cut to `max`. */
function pairs(values: unknown, max: number): [string, string][] {
  return Object.entries(keyValues(values)).map(([key, value]) => [key, text(value, max)]);
}

/** JSON attributes with string values cut to `max`. */
function cutValues(values: Json, max: number): Json {
  for (const [key, value] of Object.entries(values))
    if (typeof value === 'string') values[key] = truncate(value, max);
    else if (typeof value === 'object' && value !== null) {
      const json = JSON.stringify(value);
      if (json.length > max) values[key] = truncate(json, max);
    }
  return values;
}

const KINDS = ['unspecified', 'internal', 'server', 'client', 'producer', 'consumer'];
const STATUS = ['unset', 'ok', 'error'];

function spanKind(kind: unknown): string | undefined {
  if (typeof kind === 'number') return KINDS[kind];
  if (typeof kind === 'string') return kind.replace(/^SPAN_KIND_/, '').toLowerCase();
  return undefined;
}

function statusOf(status: unknown): { status: string; message?: string } {
  if (!isObject(status)) return { status: 'unset' };
  const code = status.code;
  const name =
    typeof code === 'number'
      ? (STATUS[code] ?? 'unset')
      : String(code ?? 'unset')
          .replace(/^STATUS_CODE_/, '')
          .toLowerCase();
  return typeof status.message === 'string' && status.message !== ''
    ? { status: name, message: status.message }
    : { status: name };
}

/** The resource's attributes as strings, and its `service.name`. */
function resourceOf(entry: Json, max: number): { resource: Record<string, string>; service: string } {
  const attributes = keyValues(isObject(entry.resource) ? entry.resource.attributes : undefined);
  const resource: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes)) resource[key] = text(value, max);
  return { resource, service: resource['service.name'] ?? 'unknown' };
}

/** Walks `doc[top][].{scopeKey}[].{itemKey}[]` with the resource and scope of each item. */
function* walk(
  doc: unknown,
  top: string,
  scopeKey: string,
  itemKey: string,
  max: number,
): Generator<{ item: Json; service: string; resource: Record<string, string>; scope: Json }> {
  if (!isObject(doc) || !Array.isArray(doc[top])) throw new OtlpError(`not an OTLP/JSON document: no ${top} array`);
  for (const entry of doc[top] as unknown[]) {
    if (!isObject(entry)) continue;
    const { resource, service } = resourceOf(entry, max);
    for (const scoped of list(entry[scopeKey])) {
      if (!isObject(scoped)) continue;
      const scope = isObject(scoped.scope) ? scoped.scope : {};
      for (const item of list(scoped[itemKey])) if (isObject(item)) yield { item, service, resource, scope };
    }
  }
}

/** Spans of an `OTLP` frame; spans without valid ids are skipped. */
export function decodeSpans(doc: unknown, max: number): ObservabilityStoredSpan[] {
  const spans: ObservabilityStoredSpan[] = [];
  for (const { item, service, scope } of walk(doc, 'resourceSpans', 'scopeSpans', 'spans', max)) {
    const traceId = hexId(item.traceId, 16);
    const spanId = hexId(item.spanId, 8);
    if (!traceId || !spanId) continue;
    const parent = hexId(item.parentSpanId, 8);
    const { status, message } = statusOf(item.status);
    const span: ObservabilityStoredSpan = {
      trace_id: traceId,
      span_id: spanId,
      name: text(item.name ?? '', max),
      start_time_unix_nano: nanos(item.startTimeUnixNano),
      end_time_unix_nano: nanos(item.endTimeUnixNano),
      status,
      attributes: pairs(item.attributes, max),
      service_name: service,
      events: list(item.events)
        .filter(isObject)
        .map((event) => ({
          name: text(event.name ?? '', max),
          timestamp_unix_nano: nanos(event.timeUnixNano),
          attributes: pairs(event.attributes, max),
        })),
      links: list(item.links)
        .filter(isObject)
        .flatMap((link) => {
          const linked = { trace_id: hexId(link.traceId, 16), span_id: hexId(link.spanId, 8) };
          return linked.trace_id && linked.span_id ? [{ ...linked, attributes: pairs(link.attributes, max) }] : [];
        }),
    };
    if (parent) span.parent_span_id = parent;
    const kind = spanKind(item.kind);
    if (kind) span.kind = kind;
    if (message !== undefined) span.status_description = truncate(message, max);
    if (typeof scope.name === 'string') span.instrumentation_scope_name = scope.name;
    if (typeof scope.version === 'string') span.instrumentation_scope_version = scope.version;
    if (typeof item.flags === 'number') span.flags = item.flags;
    if (typeof item.traceState === 'string' && item.traceState !== '') span.trace_state = item.traceState;
    spans.push(span);
  }
  return spans;
}

/** What the store needs of a span before it is decoded: its place in the frame, its trace id and end time. */
export interface SpanFacts {
  /** Its index in {@link decodeSpans}' answer for the frame. */
  place: number;
  traceId: string;
  endNs: number;
}

/**
 * The trace id and end time of each span {@link decodeSpans} would return for `doc`, in the same
 * order, without decoding the rest: a span is then decoded from its frame only when read.
 */
export function spanFacts(doc: unknown): SpanFacts[] {
  const facts: SpanFacts[] = [];
  if (!isObject(doc) || !Array.isArray(doc.resourceSpans)) throw new OtlpError('not an OTLP/JSON document');
  for (const entry of doc.resourceSpans as unknown[]) {
    if (!isObject(entry)) continue;
    for (const scoped of list(entry.scopeSpans)) {
      if (!isObject(scoped)) continue;
      for (const item of list(scoped.spans)) {
        if (!isObject(item)) continue;
        const traceId = hexId(item.traceId, 16);
        if (traceId && hexId(item.spanId, 8))
          facts.push({ place: facts.length, traceId, endNs: nanos(item.endTimeUnixNano) });
      }
    }
  }
  return facts;
}

/** Log records of a `LOGS` frame. */
export function decodeLogs(doc: unknown, max: number, nowNs: number): ObservabilityStoredLog[] {
  const logs: ObservabilityStoredLog[] = [];
  for (const { item, service, resource, scope } of walk(doc, 'resourceLogs', 'scopeLogs', 'logRecords', max)) {
    const time = nanos(item.timeUnixNano);
    // Retention counts from arrival when the record does not say when it was observed.
    const observed = nanos(item.observedTimeUnixNano) || nowNs;
    const body = anyValue(item.body);
    const log: ObservabilityStoredLog = {
      timestamp_unix_nano: time || observed,
      observed_timestamp_unix_nano: observed,
      severity_number: typeof item.severityNumber === 'number' ? item.severityNumber : severityNumberOf(item),
      severity_text: typeof item.severityText === 'string' ? item.severityText : '',
      body: text(body ?? '', max),
      attributes: cutValues(keyValues(item.attributes), max),
      resource,
      service_name: service,
    };
    const traceId = hexId(item.traceId, 16);
    const spanId = hexId(item.spanId, 8);
    if (traceId) log.trace_id = traceId;
    if (spanId) log.span_id = spanId;
    if (typeof scope.name === 'string') log.instrumentation_scope_name = scope.name;
    if (typeof scope.version === 'string') log.instrumentation_scope_version = scope.version;
    logs.push(log);
  }
  return logs;
}

/** The OTel severity number of a record that sent its severity as an enum name or only as text. */
function severityNumberOf(item: Json): number {
  const named = typeof item.severityNumber === 'string' ? item.severityNumber.replace(/^SEVERITY_NUMBER_/, '') : '';
  return SEVERITY_BY_TEXT[(named || String(item.severityText ?? '')).toUpperCase()] ?? 0;
}

/** Severity numbers of the usual texts (the first number of each OTel range). */
export const SEVERITY_BY_TEXT: Record<string, number> = {
  TRACE: 1,
  DEBUG: 5,
  INFO: 9,
  WARN: 13,
  WARNING: 13,
  ERROR: 17,
  FATAL: 21,
};

const METRIC_TYPES = ['gauge', 'sum', 'histogram', 'exponentialHistogram', 'summary'];

/** Metrics of an `MTRC` frame. */
export function decodeMetrics(doc: unknown, max: number, nowNs: number): StoredMetric[] {
  const metrics: StoredMetric[] = [];
  for (const { item, service } of walk(doc, 'resourceMetrics', 'scopeMetrics', 'metrics', max)) {
    const type = METRIC_TYPES.find((name) => isObject(item[name]));
    if (!type || typeof item.name !== 'string') continue;
    const body = item[type] as Json;
    const points = list(body.dataPoints);
    const latest = Math.max(0, ...points.map((point) => (isObject(point) ? nanos(point.timeUnixNano) : 0)));
    metrics.push({
      name: truncate(item.name, max),
      description: text(item.description ?? '', max),
      unit: text(item.unit ?? '', max),
      metric_type: type,
      data_points: points.slice(0, 256),
      service_name: service,
      timestamp_unix_nano: latest || nowNs,
      ...(body.aggregationTemporality === undefined ? {} : { aggregation_temporality: body.aggregationTemporality }),
      ...(typeof body.isMonotonic === 'boolean' ? { is_monotonic: body.isMonotonic } : {}),
    });
  }
  return metrics;
}
