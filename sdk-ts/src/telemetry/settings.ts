import type { Logger } from '../logger.js';

/** Options of a worker's telemetry (`WorkerOptions.otel`); `false` turns it off. */
export interface OtelOptions {
  /** Default true, unless `OTEL_ENABLED` is `false`, `0`, `no` or `off`. */
  enabled?: boolean;
  /** Telemetry socket; default `SVC_OTEL_URL`, else the engine URL with `/otel` added to its path. */
  url?: string;
  /** `service.name` of spans and logs; default `OTEL_SERVICE_NAME`, else the worker name. */
  service_name?: string;
  /** How often batched spans and log records are sent, in ms; default 1000. */
  flush_interval_ms?: number;
  /** Spans (and, apart, log records) kept waiting for the next batch; past it new ones are dropped. Default 2048. */
  max_queue_size?: number;
  /** Frames kept while the socket is down; past it the oldest are dropped. Default 256. */
  max_queued_frames?: number;
  /**
   * Share of new traces (calls made outside any trace) that are recorded, 0 to 1; default 1.
   * A call or invocation inside a trace follows that trace's sampled flag whatever this says.
   */
  sampling_ratio?: number;
  /** How often the invocation metrics are sent, in ms; default 15000. */
  metrics_interval_ms?: number;
}

/** Everything the telemetry pipeline needs, resolved from the options and the environment. */
export interface TelemetrySettings {
  url: string;
  headers: Record<string, string>;
  workerName: string;
  resource: Record<string, string>;
  flushIntervalMs: number;
  maxQueueSize: number;
  maxQueuedFrames: number;
  samplingRatio: number;
  metricsIntervalMs: number;
  logger: Logger;
}

const env = (name: string): string | undefined => {
  const value = process.env[name];
  return value === undefined || value.length === 0 ? undefined : value;
};

/** True unless the options or `OTEL_ENABLED` turn telemetry off. */
export function telemetryEnabled(options: OtelOptions | false | undefined): boolean {
  if (options === false || options?.enabled === false) return false;
  if (options?.enabled === true) return true;
  const flag = env('OTEL_ENABLED')?.toLowerCase();
  return !(flag === 'false' || flag === '0' || flag === 'no' || flag === 'off');
}

/** The `/otel` address of the engine at `engineUrl`: its path with `/otel` added. */
export function otelUrl(engineUrl: string): string {
  const url = new URL(engineUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/otel`;
  return url.toString();
}

/** Resolves the settings of a worker named `workerName` connected to `engineUrl`. */
export function telemetrySettings(
  options: OtelOptions | undefined,
  context: { engineUrl: string; workerName: string; headers: Record<string, string>; logger: Logger },
): TelemetrySettings {
  const resource: Record<string, string> = {
    'service.name': options?.service_name ?? env('OTEL_SERVICE_NAME') ?? context.workerName,
  };
  const version = env('SERVICE_VERSION');
  const namespace = env('SERVICE_NAMESPACE');
  const instance = env('SERVICE_INSTANCE_ID');
  if (version !== undefined) resource['service.version'] = version;
  if (namespace !== undefined) resource['service.namespace'] = namespace;
  if (instance !== undefined) resource['service.instance.id'] = instance;
  return {
    url: options?.url ?? env('SVC_OTEL_URL') ?? otelUrl(context.engineUrl),
    headers: context.headers,
    workerName: context.workerName,
    resource,
    flushIntervalMs: positive(options?.flush_interval_ms, 1000),
    maxQueueSize: positive(options?.max_queue_size, 2048),
    maxQueuedFrames: positive(options?.max_queued_frames, 256),
    samplingRatio: ratio(options?.sampling_ratio),
    metricsIntervalMs: positive(options?.metrics_interval_ms, 15_000),
    logger: context.logger,
  };
}

function positive(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function ratio(value: number | undefined): number {
  return typeof value === 'number' && value >= 0 && value <= 1 ? value : 1;
}
