/**
 * The settings of svc-queue (`config/workers/svc-queue` in schema/) with defaults applied, and
 * the delivery settings of a lane: a named queue's settings, or a binding's `queue_config`
 * (camelCase, as iii spells it) over the named queue of the same name.
 */
import type { QueueTriggerConfig, SvcQueueConfig } from '@svc/protocol';
import { type AdapterSettings, resolveAdapter } from '../state/config.js';

/** How the messages of a lane are delivered. */
export interface DeliverySettings {
  fifo: boolean;
  maxRetries: number;
  concurrency: number;
  visibilityTimeoutMs: number;
  delayMs: number;
  backoff: 'fixed' | 'exponential';
  backoffMs: number;
  maxPriority: number;
  /** FIFO: the data field that names a message's group. */
  groupField?: string;
}

/** svc-queue's settings, resolved. */
export interface QueueSettings {
  adapter: AdapterSettings;
  /** Named queues (`default` always among them). */
  queues: Map<string, DeliverySettings>;
  /** Their settings as configured, for `topic_stats`. */
  configured: Record<string, object>;
  maxMessages: number;
  pollIntervalMs: number;
}

/** Delivery settings of a queue that sets none. */
export const DEFAULT_DELIVERY: DeliverySettings = {
  fifo: false,
  maxRetries: 3,
  concurrency: 10,
  visibilityTimeoutMs: 30_000,
  delayMs: 0,
  backoff: 'exponential',
  backoffMs: 1000,
  maxPriority: 0,
};

type NamedQueue = NonNullable<NonNullable<SvcQueueConfig['queues']>[string]>;

function fromNamed(queue: NamedQueue): DeliverySettings {
  const settings: DeliverySettings = {
    fifo: (queue.type ?? 'standard') === 'fifo',
    maxRetries: queue.max_retries ?? DEFAULT_DELIVERY.maxRetries,
    concurrency: queue.concurrency ?? DEFAULT_DELIVERY.concurrency,
    visibilityTimeoutMs: queue.visibility_timeout_ms ?? DEFAULT_DELIVERY.visibilityTimeoutMs,
    delayMs: (queue.delay_seconds ?? 0) * 1000,
    backoff: queue.backoff_type ?? DEFAULT_DELIVERY.backoff,
    backoffMs: queue.backoff_ms ?? DEFAULT_DELIVERY.backoffMs,
    maxPriority: queue.max_priority ?? DEFAULT_DELIVERY.maxPriority,
  };
  if (queue.message_group_field !== undefined) settings.groupField = queue.message_group_field;
  return settings;
}

/** Resolves validated settings; relative paths are taken from `baseDir` (the config file's folder). */
export function resolveSettings(config: SvcQueueConfig, baseDir: string): QueueSettings {
  const configured: Record<string, object> = { default: {}, ...config.queues };
  return {
    adapter: resolveAdapter(config.adapter ?? { name: 'in_memory' }, baseDir, {
      filePath: './data/queue',
      keyPrefix: 'svc:queue:',
    }),
    queues: new Map(Object.entries(configured).map(([name, queue]) => [name, fromNamed(queue as NamedQueue)])),
    configured,
    maxMessages: config.max_messages ?? 1_000_000,
    pollIntervalMs: config.poll_interval_ms ?? 200,
  };
}

/** A binding's delivery settings: its `queue_config` over the named queue of its topic's name, if any. */
export function bindingDelivery(config: QueueTriggerConfig, named: DeliverySettings | undefined): DeliverySettings {
  const base = named ?? DEFAULT_DELIVERY;
  const q = config.queue_config ?? {};
  return {
    ...base,
    fifo: q.type === undefined ? base.fifo : q.type === 'fifo',
    maxRetries: q.maxRetries ?? base.maxRetries,
    concurrency: q.concurrency ?? base.concurrency,
    visibilityTimeoutMs: q.visibilityTimeout ? q.visibilityTimeout * 1000 : base.visibilityTimeoutMs,
    delayMs: q.delaySeconds === undefined ? base.delayMs : q.delaySeconds * 1000,
    backoff: q.backoffType ?? base.backoff,
    backoffMs: q.backoffDelayMs ?? base.backoffMs,
    maxPriority: q.maxPriority ?? base.maxPriority,
  };
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function backoffMs(settings: DeliverySettings, attempts: number): number {
  if (settings.backoff === 'fixed') return settings.backoffMs;
  return settings.backoffMs * 2 ** Math.min(Math.max(attempts - 1, 0), 20);
}
