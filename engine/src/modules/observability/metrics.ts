/**
 * The engine's metrics: counters of invocations and workers for `engine::metrics::list`, and the
 * Prometheus registry (prom-client) served on `GET /_metrics`, to which other modules add their
 * own metrics through `host.metrics`. prom-client (with the OpenTelemetry API it loads, ~25 ms and
 * ~20 MB) is loaded at the first scrape: an engine nobody scrapes never pays for it.
 */
import type { Registry } from 'prom-client';
import type { ErrorBody } from '@svc/protocol';
import type { EngineEvent, InvocationObserver, InvocationRecord, ModuleMetrics } from '../host.js';

/** Durations kept for the latency percentiles of `engine::metrics::list`. */
const LATENCY_WINDOW = 4096;

/** Upper bounds (seconds) of the invocation duration histogram's buckets. */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** What one function's ended invocations add up to. */
interface FunctionStats {
  count: number;
  /** By outcome: `ok` or the error code. */
  outcomes: Map<string, number>;
  /** Invocations per bucket (not cumulative); the last one is `+Inf`. */
  buckets: Float64Array;
  sumSeconds: number;
}

/**
 * `svc_invocation_duration_seconds` as prom-client reads a metric (`get()`), from counts the
 * invocation path keeps in typed arrays: an observation costs a few additions, not a labelled
 * prom-client update.
 */
function durationHistogram(functions: Map<string, FunctionStats>) {
  const name = 'svc_invocation_duration_seconds';
  return {
    name,
    help: 'Invocation duration from routing to result, by function.',
    type: 'histogram',
    aggregator: 'sum',
    get() {
      const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
      for (const [functionId, stats] of functions) {
        let cumulative = 0;
        BUCKETS.forEach((bound, i) => {
          cumulative += stats.buckets[i]!;
          values.push({
            labels: { le: bound, function_id: functionId },
            value: cumulative,
            metricName: `${name}_bucket`,
          });
        });
        values.push(
          { labels: { le: '+Inf', function_id: functionId }, value: stats.count, metricName: `${name}_bucket` },
          { labels: { function_id: functionId }, value: stats.sumSeconds, metricName: `${name}_sum` },
          { labels: { function_id: functionId }, value: stats.count, metricName: `${name}_count` },
        );
      }
      return { name, help: this.help, type: this.type, values, aggregator: this.aggregator };
    },
  };
}

/** Invocation and worker counts since start. */
export class EngineMetrics implements InvocationObserver {
  total = 0;
  success = 0;
  error = 0;
  /** Ended invocations by function. */
  readonly functions = new Map<string, FunctionStats>();
  spawns = 0;
  deaths = 0;
  private readonly durations = new Float64Array(LATENCY_WINDOW);
  private durationCount = 0;
  /** The Prometheus registry, made at the first scrape. */
  private registry?: Promise<{ registry: Registry; prom: typeof import('prom-client') }>;

  constructor(
    private readonly counts: () => { workers: number; functions: number },
    private readonly gauges: Record<string, [string, () => number]>,
  ) {}

  /** The engine's metrics in a prom-client registry, each read from this object's counts at scrape time. */
  private async makeRegistry(): Promise<{ registry: Registry; prom: typeof import('prom-client') }> {
    const prom = await import('prom-client');
    const { Counter, Gauge } = prom;
    const registry = new prom.Registry();
    const { functions, counts } = this;
    const total = (name: string, help: string, read: () => number) =>
      new Counter({
        name,
        help,
        registers: [registry],
        collect() {
          this.reset();
          this.inc(read());
        },
      });
    total('svc_worker_connections_total', 'Worker connections (and built-in modules) since start.', () => this.spawns);
    total('svc_worker_disconnections_total', 'Worker disconnections since start.', () => this.deaths);
    // Counted in plain maps on the invocation path and handed to prom-client at each scrape.
    registry.registerMetric(durationHistogram(functions) as never);
    new Counter({
      name: 'svc_invocations_total',
      help: 'Invocations that ended, by function and outcome (ok or the error code).',
      labelNames: ['function_id', 'outcome'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [functionId, stats] of functions)
          for (const [outcome, n] of stats.outcomes) this.inc({ function_id: functionId, outcome }, n);
      },
    });
    new Counter({
      name: 'svc_state_operations_total',
      help: 'state::* calls that ended, by operation and outcome.',
      labelNames: ['operation', 'outcome'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [functionId, stats] of functions)
          if (functionId.startsWith('state::'))
            for (const [outcome, n] of stats.outcomes)
              this.inc({ operation: functionId.slice('state::'.length), outcome }, n);
      },
    });
    new Gauge({
      name: 'svc_workers_connected',
      help: 'Workers and built-in modules connected now.',
      registers: [registry],
      collect() {
        this.set(counts().workers);
      },
    });
    new Gauge({
      name: 'svc_functions_registered',
      help: 'Functions registered now.',
      registers: [registry],
      collect() {
        this.set(counts().functions);
      },
    });
    for (const [name, [help, read]] of Object.entries(this.gauges))
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    return { registry, prom };
  }

  onEvent(event: EngineEvent): void {
    if (event.type === 'worker_connected') this.spawns++;
    else if (event.type === 'worker_disconnected') this.deaths++;
  }

  started(): void {}

  /** Counts an ended call into its function's totals, outcome and duration bucket: additions, nothing made. */
  finished(call: InvocationRecord, endedAtMs: number, error: ErrorBody | undefined): void {
    const outcome = error === undefined ? 'ok' : error.code;
    this.total++;
    if (error === undefined) this.success++;
    else this.error++;
    let stats = this.functions.get(call.functionId);
    if (!stats) {
      stats = { count: 0, outcomes: new Map(), buckets: new Float64Array(BUCKETS.length + 1), sumSeconds: 0 };
      this.functions.set(call.functionId, stats);
    }
    stats.count++;
    stats.outcomes.set(outcome, (stats.outcomes.get(outcome) ?? 0) + 1);
    const durationMs = endedAtMs - call.startedAtMs;
    const seconds = durationMs / 1000;
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > BUCKETS[bucket]!) bucket++;
    stats.buckets[bucket]!++;
    stats.sumSeconds += seconds;
    this.durations[this.durationCount++ % LATENCY_WINDOW] = durationMs;
  }

  /** `engine_metrics` of `engine::metrics::list`. */
  snapshot(active: number) {
    const n = Math.min(this.durationCount, LATENCY_WINDOW);
    const sorted = Array.from(this.durations.subarray(0, n)).sort((a, b) => a - b);
    const at = (q: number) => (n === 0 ? 0 : sorted[Math.min(n - 1, Math.ceil(q * n) - 1)]!);
    return {
      invocations: {
        total: this.total,
        success: this.success,
        error: this.error,
        deferred: 0,
        by_function: Object.fromEntries([...this.functions].map(([id, stats]) => [id, stats.count])),
      },
      workers: { spawns: this.spawns, deaths: this.deaths, active },
      performance: {
        avg_duration_ms: n === 0 ? 0 : sorted.reduce((sum, d) => sum + d, 0) / n,
        p50_duration_ms: at(0.5),
        p95_duration_ms: at(0.95),
        p99_duration_ms: at(0.99),
        min_duration_ms: n === 0 ? 0 : sorted[0]!,
        max_duration_ms: n === 0 ? 0 : sorted[n - 1]!,
      },
    };
  }

  /** The Prometheus text of the engine's metrics and of every contributed one. */
  async scrape(contributed: ModuleMetrics): Promise<{ text: string; contentType: string }> {
    this.registry ??= this.makeRegistry();
    const { registry, prom } = await this.registry;
    const { Counter, Gauge } = prom;
    const extra = new prom.Registry();
    for (const metric of contributed.list()) {
      // A name the engine or another module uses already would break the whole scrape: first one wins.
      if (registry.getSingleMetric(metric.name) || extra.getSingleMetric(metric.name)) continue;
      const read = async () => {
        const value = await metric.collect();
        return typeof value === 'number' ? [{ value }] : value;
      };
      const samples = await read().catch(() => []);
      const labelNames = [...new Set(samples.flatMap((sample) => Object.keys(sample.labels ?? {})))];
      const Type = metric.type === 'counter' ? Counter : Gauge;
      const made = new Type({ name: metric.name, help: metric.help, labelNames, registers: [extra] });
      for (const sample of samples)
        if (made instanceof Counter) made.inc(sample.labels ?? {}, sample.value);
        else made.set(sample.labels ?? {}, sample.value);
    }
    const merged = prom.Registry.merge([registry, extra]);
    return { text: await merged.metrics(), contentType: registry.contentType };
  }
}
