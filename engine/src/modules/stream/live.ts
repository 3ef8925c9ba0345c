/**
 * The live feed: the system stream `svc:live`, which a console joins instead of polling. It is
 * built from the host's engine events and invocation records and sent by the same hub as user
 * streams, coalesced: at most one frame per group every `live_interval_ms`, whatever the load.
 * Groups:
 *
 * - `registry`: `changes` events, functions, trigger bindings and workers added and removed
 *   (`stream-wire/live-registry`).
 * - `invocations`: `stats` events, the invocations that ended in the window with their latency
 *   percentiles, per function, and the invocations each worker runs now
 *   (`stream-wire/live-invocations`). Invocations are followed only while someone joined it.
 * - `streams`: `stats` events, the socket server's traffic (`stream-wire/live-streams`).
 * - `traces`: `rows` events, `{spans}` of new root traces (from `engine::traces::list`, or
 *   `{trace_ids}` when it cannot be called), and `logs`: `logs` events, `{logs, dropped}`: both
 *   bound, once someone joins them, to the `trace` and `log` trigger types of whichever module
 *   provides them (parked until one does).
 * - `states`: `changes` events, the state entries changed in the window (`live-states.ts`), fed
 *   the same way by the `state` trigger type (svc-state's).
 * - `queues`: `stats` events, the counts of every queue topic (`stream-wire/live-queues`), read
 *   from svc-queue's `engine::queue::*` functions while someone joined it, sent when they change.
 *
 * The `sync` of an `invocations` join carries the windows of the last {@link HISTORY_MS} that had
 * invocations, recorded while someone follows the group (a console server does for as long as it
 * runs), so a chart opened now starts with the last minutes.
 */
import type {
  JsonValue,
  LiveInvocationPoint,
  LiveInvocationStats,
  LiveQueueTopic,
  QueueListTopicsOutput,
  QueueTopicStatsOutput,
} from '@svc/protocol';
import type { EngineEvent, InvocationObserver, InvocationRecord, ModuleHost } from '../host.js';
import type { StreamFrameBody } from './hub.js';
import type { Hub } from './hub.js';
import { type ClusterInvocations, type InvocationWindow, invocationStats } from './live-cluster.js';
import { LiveStates } from './live-states.js';
import type { SocketStats } from './server.js';

/** The live feed's stream. */
export const LIVE_STREAM = 'svc:live';
/** Its groups. */
export const LIVE_GROUPS = ['registry', 'invocations', 'streams', 'traces', 'logs', 'states', 'queues'] as const;

/** Durations kept per window for the percentiles; past it, a uniform sample of them (reservoir). */
const MAX_SAMPLES = 4096;
/** Log records per `logs` frame; the rest of the window is counted as dropped. */
const MAX_LOGS = 500;
/** Trace ids waiting for their rows. */
const MAX_TRACE_IDS = 1000;
/** How far back the invocations history goes. */
export const HISTORY_MS = 10 * 60_000;
/** Most windows the history keeps. */
const MAX_HISTORY = 2400;
/** Topics per `queues` frame. */
const MAX_TOPICS = 200;
/**
 * The trace context of the feed's own reads (an unsampled trace): they make no spans, and the
 * `invocations` group leaves them out, so watching queues does not show up as traffic.
 */
const FEED_TRACEPARENT = '00-5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f5f-5f5f5f5f5f5f5f5f-00';

/** What changed in a registry list over one window. */
export type Delta = { added: Set<string>; removed: Set<string> };
export const delta = (): Delta => ({ added: new Set(), removed: new Set() });
/** Notes that `id` was added or removed in the window of `d`. */
export const note = (d: Delta, id: string, added: boolean) => {
  // Removed and added again in one window (or the other way round) is no change to report.
  if (added) {
    if (!d.removed.delete(id)) d.added.add(id);
  } else if (!d.added.delete(id)) d.removed.add(id);
};
const listed = (d: Delta) => ({ added: [...d.added], removed: [...d.removed] });

/** The worker id of another engine's link (`cluster:<engine>`): calls routed there are counted there. */
const PEER_LINK = 'cluster:';

/**
 * Starts the feed; returns the `sync` data of a group joined now (the last frame's, or null).
 * With `cluster` (engines sharing the Redis), the `invocations` group counts every engine's.
 */
export function startLiveFeed(
  host: ModuleHost<unknown>,
  hub: Hub,
  intervalMs: number,
  socketStats: () => SocketStats,
  cluster?: ClusterInvocations,
): (groupId: string) => JsonValue {
  const last = new Map<string, JsonValue>();
  const registry = { functions: delta(), triggers: delta(), workers: delta() };
  const window = {
    total: 0,
    ok: 0,
    error: 0,
    samples: [] as number[],
    seen: 0,
    byFunction: new Map<string, number[]>(),
  };
  const running = new Map<string, string>();
  const activeByWorker = new Map<string, number>();
  let invocationsSent = false;
  let stopInvocations: (() => void) | undefined;
  const traceIds = new Set<string>();
  const logs: JsonValue[] = [];
  let logsDropped = 0;
  const bound = { traces: false, logs: false, states: false };
  const states = new LiveStates();
  const history: LiveInvocationPoint[] = [];

  const onRegistry = (event: EngineEvent) => {
    if (event.type === 'function_registered' || event.type === 'function_unregistered')
      note(registry.functions, event.functionId, event.type === 'function_registered');
    else if (event.type === 'trigger_bound' || event.type === 'trigger_unbound')
      note(registry.triggers, event.triggerId, event.type === 'trigger_bound');
    else if (event.type === 'worker_connected' || event.type === 'worker_disconnected')
      note(registry.workers, event.workerId, event.type === 'worker_connected');
  };
  host.onEvent(onRegistry);

  /** The feed's own reads, and calls another engine counts: left out. */
  const ignored = (call: InvocationRecord) =>
    call.traceparent === FEED_TRACEPARENT || (cluster !== undefined && call.targetId.startsWith(PEER_LINK));
  const onInvocation: InvocationObserver = {
    started(call) {
      if (ignored(call)) return;
      running.set(call.id, call.targetId);
      activeByWorker.set(call.targetId, (activeByWorker.get(call.targetId) ?? 0) + 1);
    },
    finished(call, endedAtMs, error) {
      if (ignored(call)) return;
      const target = running.get(call.id);
      if (target !== undefined) {
        running.delete(call.id);
        const n = (activeByWorker.get(target) ?? 1) - 1;
        if (n > 0) activeByWorker.set(target, n);
        else activeByWorker.delete(target);
      }
      const ok = error === undefined;
      const durationMs = endedAtMs - call.startedAtMs;
      window.total++;
      if (ok) window.ok++;
      else window.error++;
      const counts = window.byFunction.get(call.functionId) ?? [0, 0, 0];
      counts[0]!++;
      counts[ok ? 1 : 2]!++;
      window.byFunction.set(call.functionId, counts);
      window.seen++;
      if (window.samples.length < MAX_SAMPLES) window.samples.push(durationMs);
      else {
        const at = Math.floor(Math.random() * window.seen);
        if (at < MAX_SAMPLES) window.samples[at] = durationMs;
      }
    },
  };

  const send = (groupId: string, type: string, data: JsonValue) => {
    last.set(groupId, data);
    const body: StreamFrameBody = { streamName: LIVE_STREAM, groupId, event: { type: 'event', event: { type, data } } };
    return hub.publish(body);
  };
  const followed = (groupId: string) => hub.followed(LIVE_STREAM, groupId);

  /** This engine's invocations of the window that ends now; starts the next one. */
  const takeWindow = (): InvocationWindow => {
    const own = {
      total: window.total,
      ok: window.ok,
      error: window.error,
      samples: window.samples.sort((a, b) => a - b),
      byFunction: Object.fromEntries(window.byFunction),
    };
    Object.assign(window, { total: 0, ok: 0, error: 0, samples: [], seen: 0, byFunction: new Map() });
    return own;
  };

  /** Binds the feed's function to another module's trigger type, once someone follows the group. */
  const bindOnce = (group: keyof typeof bound, triggerType: string, functionId: string) => {
    if (bound[group] || !followed(group)) return;
    bound[group] = true;
    host.registerTrigger(triggerType, functionId, {});
  };
  host.registerFunction(
    'stream::live::on_trace',
    (data) => {
      const ids = (data as { trace_ids?: unknown } | null)?.trace_ids;
      for (const id of Array.isArray(ids) ? ids : [])
        if (typeof id === 'string' && traceIds.size < MAX_TRACE_IDS) traceIds.add(id);
      return null;
    },
    { description: 'Receives new trace ids for the svc:live feed.', metadata: { internal: true } },
  );
  host.registerFunction(
    'stream::live::on_log',
    (data) => {
      if (logs.length < MAX_LOGS) logs.push(data);
      else logsDropped++;
      return null;
    },
    { description: 'Receives log records for the svc:live feed.', metadata: { internal: true } },
  );
  host.registerFunction(
    'stream::live::on_state',
    (data) => {
      if (followed('states')) states.add(data);
      return null;
    },
    { description: 'Receives state changes for the svc:live feed.', metadata: { internal: true } },
  );
  const flushTraces = async () => {
    const ids = [...traceIds];
    traceIds.clear();
    try {
      const rows = await host.invoke(
        'engine::traces::list',
        { trace_ids: ids, limit: ids.length },
        { timeoutMs: 5000 },
      );
      send('traces', 'rows', { spans: (rows as { spans?: JsonValue } | null)?.spans ?? [] });
    } catch {
      send('traces', 'rows', { trace_ids: ids });
    }
  };

  let previousQueues = '';
  let readingQueues = false;
  /** Reads every topic's counts (when svc-queue runs) and sends them when they changed. */
  const flushQueues = async () => {
    if (readingQueues) return;
    readingQueues = true;
    const options = { timeoutMs: 5000, traceparent: FEED_TRACEPARENT };
    try {
      const listed = (await host.invoke('engine::queue::list_topics', {}, options)) as QueueListTopicsOutput | null;
      const topics = await Promise.all(
        (listed ?? []).slice(0, MAX_TOPICS).map(async (topic): Promise<LiveQueueTopic> => {
          const stats = (await host.invoke(
            'engine::queue::topic_stats',
            { topic: topic.name },
            options,
          )) as QueueTopicStatsOutput;
          return {
            name: topic.name,
            broker_type: topic.broker_type,
            subscriber_count: topic.subscriber_count,
            depth: stats.depth,
            in_flight: stats.in_flight,
            done: stats.done,
            failed: stats.failed,
            dlq_depth: stats.dlq_depth,
          };
        }),
      );
      const text = JSON.stringify(topics);
      if (text !== previousQueues && followed('queues')) {
        previousQueues = text;
        send('queues', 'stats', { topics });
      }
    } catch {
      // No svc-queue in this engine (or it is stopping): the group stays silent.
    } finally {
      readingQueues = false;
    }
  };

  /** Follows invocations and binds traces and logs while someone follows them; true while invocations are. */
  const watch = () => {
    const watching = followed('invocations') || cluster?.wanted() === true;
    if (watching && !stopInvocations) stopInvocations = host.observeInvocations(onInvocation);
    if (!watching && stopInvocations) {
      stopInvocations();
      stopInvocations = undefined;
      running.clear();
      activeByWorker.clear();
    }
    bindOnce('traces', 'trace', 'stream::live::on_trace');
    bindOnce('logs', 'log', 'stream::live::on_log');
    bindOnce('states', 'state', 'stream::live::on_state');
    return watching;
  };

  let previousStreams = '';
  /** Frames the `streams` group itself sent: left out when telling whether the traffic changed. */
  let ownFrames = 0;
  const tick = () => {
    const changes = {
      functions: listed(registry.functions),
      triggers: listed(registry.triggers),
      workers: listed(registry.workers),
    };
    const any = Object.values(changes).some((d) => d.added.length + d.removed.length > 0);
    for (const d of Object.values(registry)) {
      d.added.clear();
      d.removed.clear();
    }
    if (any && followed('registry')) send('registry', 'changes', changes);

    if (watch()) sendInvocations();

    const streams = socketStats();
    const text = JSON.stringify({ ...streams, total: 0, outbound: streams.outbound - ownFrames });
    if (text !== previousStreams && followed('streams')) {
      previousStreams = text;
      ownFrames += send('streams', 'stats', streams as unknown as JsonValue);
    }

    if (followed('queues')) void flushQueues();
    else previousQueues = '';
    if (traceIds.size > 0) void flushTraces();
    const changed = states.take();
    if (changed) send('states', 'changes', changed as unknown as JsonValue);
    if (logs.length > 0) {
      send('logs', 'logs', { logs: logs.splice(0), dropped: logsDropped });
      logsDropped = 0;
    }
  };
  /** Sends the window's `invocations` frame (the cluster's, with other engines), and this engine's window to them. */
  const sendInvocations = () => {
    const following = followed('invocations');
    if (following) cluster?.ask();
    if (!cluster && window.total === 0 && activeByWorker.size === 0 && !invocationsSent) return;
    const own = takeWindow();
    const active = Object.fromEntries(activeByWorker);
    if (cluster?.wanted()) cluster.publish(own, active);
    if (!following) return;
    const others = cluster?.take();
    const windows = others ? [own, ...others.windows] : [own];
    const running = others ? { ...others.activeByWorker, ...active } : active;
    const busy = windows.some((w) => w.total > 0) || Object.keys(running).length > 0;
    if (!busy && !invocationsSent) return;
    invocationsSent = busy;
    const stats = invocationStats(intervalMs, windows, running);
    send('invocations', 'stats', stats as unknown as JsonValue);
    remember(stats);
  };
  /** Adds a window with invocations to the history (when it had any), dropping what is too old. */
  const remember = (stats?: LiveInvocationStats) => {
    const now = Date.now();
    if (stats && stats.total > 0) {
      history.push({
        at_ms: now,
        per_second: stats.per_second,
        error_per_second: Math.round((stats.error * 1000) / intervalMs),
        p95_ms: stats.latency_ms.p95,
      });
    }
    let old = 0;
    while (old < history.length && history[old]!.at_ms < now - HISTORY_MS) old++;
    history.splice(0, Math.max(old, history.length - MAX_HISTORY));
  };

  const timer = setInterval(tick, intervalMs);
  timer.unref();
  host.onStop(() => {
    clearInterval(timer);
    stopInvocations?.();
  });
  // A join is followed at once (its group is in the hub before its snapshot is read).
  return (groupId) => {
    watch();
    const data = last.get(groupId) ?? null;
    if (groupId !== 'invocations' || data === null || typeof data !== 'object') return data;
    remember();
    return { ...data, history: history.map((point) => ({ ...point })) };
  };
}
