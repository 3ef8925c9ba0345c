/**
 * Trigger types for live consumers: `log` fires with each stored log record that passes its
 * filters (triggers/log), `trace` fires every 300 ms with the trace ids that got new spans
 * (triggers/trace, contracts/observability/trace-event). A binding has at most 64 fires in
 * flight; records past that are skipped and counted, so a slow consumer cannot pile calls up.
 * Fires are not traced, so a consumer's own spans never feed it.
 */
import type {
  JsonValue,
  LogTriggerConfig,
  ObservabilityStoredLog,
  ObservabilityStoredSpan,
  TraceTriggerConfig,
} from '@svc/protocol';
import { formatTraceparent, newSpanId, newTraceId } from '../../core/trace-context.js';
import type { Binding, ModuleHost } from '../host.js';
import { severityOfLevel } from './queries.js';
import type { Stores } from './stores.js';

/** Fires of one binding in flight at most. */
const MAX_IN_FLIGHT = 64;
/** How often `trace` bindings fire with what arrived. */
export const TRACE_FIRE_INTERVAL_MS = 300;
/** Trace ids one `trace` fire carries at most. */
const MAX_TRACE_IDS = 1000;

/** Trace ids of recent fires kept, at most. */
const MAX_FIRE_TRACES = 4096;

/** A binding with its in-flight count. */
class Fan<Config> {
  private inFlight = 0;
  skipped = 0;

  constructor(
    readonly binding: Binding<Config>,
    private readonly host: ModuleHost<unknown>,
    /** Trace ids of recent fires, so the consumers' own log records do not fire them again. */
    private readonly fireTraces: Set<string>,
  ) {}

  fire(payload: JsonValue): void {
    if (this.inFlight >= MAX_IN_FLIGHT) {
      this.skipped++;
      return;
    }
    this.inFlight++;
    // Fired in an unsampled trace: the consumer's own spans would otherwise fire it again, forever;
    // its log records carry that trace id, which is remembered for the same reason.
    const traceId = newTraceId();
    if (this.fireTraces.size >= MAX_FIRE_TRACES) this.fireTraces.clear();
    this.fireTraces.add(traceId);
    this.binding
      .fire(payload, { traceparent: formatTraceparent(traceId, newSpanId(), false) })
      .catch((error: unknown) =>
        this.host.logger.debug('observability trigger fire failed', {
          trigger_id: this.binding.id,
          error: String((error as Error)?.message ?? error),
        }),
      )
      .finally(() => this.inFlight--);
  }
}

/** Registers `log` and `trace`; returns the function that stops the `trace` timer. */
export function registerObservabilityTriggers(host: ModuleHost<unknown>, stores: Stores): () => void {
  const logBindings = new Set<Fan<LogTriggerConfig>>();
  const traceBindings = new Map<Fan<TraceTriggerConfig>, Set<string>>();
  const fireTraces = new Set<string>();

  host.registerTriggerType<LogTriggerConfig>('log', 'Fires with each stored log record (level, service_name filters)', {
    bind(binding) {
      const fan = new Fan(binding, host, fireTraces);
      logBindings.add(fan);
      binding.onRemove(() => logBindings.delete(fan));
    },
  });
  host.registerTriggerType<TraceTriggerConfig>(
    'trace',
    'Fires every 300 ms with the ids of traces that got new spans',
    {
      bind(binding) {
        const fan = new Fan(binding, host, fireTraces);
        traceBindings.set(fan, new Set());
        follow();
        binding.onRemove(() => {
          traceBindings.delete(fan);
          follow();
        });
      },
    },
  );

  stores.listeners.log = (log: ObservabilityStoredLog) => {
    if (log.trace_id !== undefined && fireTraces.has(log.trace_id)) return;
    for (const fan of logBindings) {
      const config = fan.binding.config ?? {};
      const min = config.severity_min ?? severityOfLevel(config.level);
      if (min !== undefined && log.severity_number < min) continue;
      if (config.service_name !== undefined && log.service_name !== config.service_name) continue;
      fan.fire(log as unknown as JsonValue);
    }
  };
  // Spans are handed over only while a `trace` binding wants them: made into span objects for it.
  const previous = stores.listeners.span;
  const onSpan = (span: ObservabilityStoredSpan) => {
    previous?.(span);
    for (const [fan, ids] of traceBindings) {
      const config = fan.binding.config ?? {};
      const service = config.service_name?.toLowerCase();
      if (service !== undefined && !span.service_name.toLowerCase().includes(service)) continue;
      if (config.status !== undefined && span.status.toLowerCase() !== config.status.toLowerCase()) continue;
      if (ids.size < MAX_TRACE_IDS) ids.add(span.trace_id);
    }
  };
  const follow = () => void (stores.listeners.span = traceBindings.size > 0 ? onSpan : previous);
  const timer = setInterval(() => {
    for (const [fan, ids] of traceBindings) {
      if (ids.size === 0) continue;
      fan.fire({ trace_ids: [...ids] });
      ids.clear();
    }
  }, TRACE_FIRE_INTERVAL_MS).unref();
  return () => clearInterval(timer);
}
