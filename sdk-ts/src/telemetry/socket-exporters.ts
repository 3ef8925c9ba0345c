import { type ExportResult, ExportResultCode } from '@opentelemetry/core';
import { JsonLogsSerializer, JsonMetricsSerializer, JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import type { LogRecordExporter, ReadableLogRecord } from '@opentelemetry/sdk-logs';
import type { PushMetricExporter, ResourceMetrics } from '@opentelemetry/sdk-metrics';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { OtelPrefix, OtelSocket } from './otel-socket.js';

/** The exporters of one worker's pipeline: each batch becomes one `/otel` frame. */
export interface SocketExporters {
  /** Spans, as `OTLP` frames. */
  spans: SpanExporter;
  /** Log records, as `LOGS` frames. */
  logs: LogRecordExporter;
  /** Metrics, as `MTRC` frames. */
  metrics: PushMetricExporter;
}

/**
 * Exporters that encode each batch as OTLP/JSON with the OpenTelemetry serializers (the ones
 * the OTLP/HTTP-JSON exporters use: hex ids, integer enums) and hand it to `socket`. They never
 * wait for the network: the socket queues what it cannot send yet.
 *
 * Spans and log records are encoded on the next check phase, not in the call that hands them
 * over: the batch processor exports the moment a batch fills, inside the `span.end()` of the
 * invocation that filled it, and encoding a full batch there held that invocation's result back
 * (a quarter of a millisecond for 128 spans) until the batch was written.
 */
export function socketExporters(socket: OtelSocket): SocketExporters {
  const nothing = async (): Promise<void> => {};
  return {
    spans: {
      export: (spans: ReadableSpan[], done: (result: ExportResult) => void) =>
        later(done, socket, 'OTLP', () => JsonTraceSerializer.serializeRequest(spans)),
      shutdown: nothing,
    },
    logs: {
      export: (records: ReadableLogRecord[], done: (result: ExportResult) => void) =>
        later(done, socket, 'LOGS', () => JsonLogsSerializer.serializeRequest(records)),
      shutdown: nothing,
    },
    metrics: {
      export: (metrics: ResourceMetrics, done: (result: ExportResult) => void) =>
        done(send(socket, 'MTRC', () => JsonMetricsSerializer.serializeRequest(metrics))),
      forceFlush: nothing,
      shutdown: nothing,
    },
  };
}

/** {@link send} on the next check phase, after the frames of this turn (a handler's result) are written. */
function later(
  done: (result: ExportResult) => void,
  socket: OtelSocket,
  prefix: OtelPrefix,
  encode: () => Uint8Array | undefined,
): void {
  setImmediate(() => done(send(socket, prefix, encode)));
}

function send(socket: OtelSocket, prefix: OtelPrefix, encode: () => Uint8Array | undefined): ExportResult {
  try {
    const body = encode();
    if (body !== undefined) socket.send(prefix, body);
    return { code: ExportResultCode.SUCCESS };
  } catch (error) {
    return { code: ExportResultCode.FAILED, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
