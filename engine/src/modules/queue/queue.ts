/**
 * svc-queue's service: keeps messages through its adapter and runs one consumer per lane with
 * a reason to deliver in this engine. A lane is the messages of one topic (or named queue) for
 * one function: an `enqueue` action or `engine::queue::enqueue` puts one message on the lane of
 * its named queue and function, delivered by calling the function; `iii::durable::publish` puts
 * one copy on the lane of every function bound to the topic, delivered by firing its binding.
 * With a shared store (Redis) each engine announces the functions it consumes topics with, so a
 * publish in any engine keeps a copy for every function bound in any engine.
 */
import { randomUUID } from 'node:crypto';
import type { JsonValue, QueueTopicStatsOutput, QueueTriggerConfig } from '@svc/protocol';
import { EngineError } from '../../errors.js';
import type { Binding, ModuleHost } from '../host.js';
import { type LaneKey, type LaneKind, laneId, type QueueAdapter, type QueueMessage } from './adapters/adapter.js';
import { bindingDelivery, DEFAULT_DELIVERY, type DeliverySettings, type QueueSettings } from './config.js';
import { type Deliver, LaneConsumer, type LaneCounters } from './consumer.js';
import { QueueErrorCode } from './errors.js';

/** Shortest time an announced subscription stays known to other engines after its last renewal. */
const ANNOUNCE_MS = 10_000;

/** Options of one message. */
export interface MessageOptions {
  id?: string;
  group?: string;
  priority?: number;
  delaySeconds?: number;
  traceparent?: string;
  baggage?: string;
}

/** The subscribers of a lane in this engine. */
interface Subscription {
  topic: string;
  fn: string;
  bindings: Set<Binding<QueueTriggerConfig>>;
  settings: DeliverySettings;
}

/** The messages of every lane and their consumers in this engine. */
export class QueueService {
  private readonly consumers = new Map<string, LaneConsumer>();
  private readonly subscriptions = new Map<string, Subscription>();
  /** Deliveries done and attempts failed per topic since the engine started. */
  private readonly counters = new Map<string, LaneCounters>();
  private discovery: NodeJS.Timeout | undefined;

  constructor(
    readonly adapter: QueueAdapter,
    readonly settings: QueueSettings,
    private readonly host: ModuleHost<unknown>,
    /** Set for adapters shared with other engines: how often idle consumers look again. */
    private readonly pollMs: number | undefined,
  ) {}

  /** Starts consumers for the named queues' messages kept from before (and, shared, enqueued elsewhere). */
  async start(): Promise<void> {
    await this.resume();
    if (this.pollMs !== undefined) {
      this.discovery = setInterval(() => {
        void this.resume().catch(() => {});
        for (const subscription of this.subscriptions.values()) void this.announce(subscription);
      }, this.pollMs * 5);
      this.discovery.unref?.();
    }
  }

  /** Shared stores: tells other engines this one consumes the topic, for a while longer than the next renewal. */
  private async announce(subscription: Subscription): Promise<void> {
    const until = Date.now() + Math.max(this.pollMs! * 25, ANNOUNCE_MS);
    await Promise.resolve(
      this.adapter.announce?.(subscription.topic, subscription.fn, subscription.settings, until),
    ).catch(() => {});
  }

  private async resume(): Promise<void> {
    for (const lane of await this.adapter.lanes())
      if (lane.kind === 'q') this.queueConsumer(lane.topic, lane.fn).wake();
  }

  /** Stops every consumer; running deliveries finish. */
  stop(): void {
    clearInterval(this.discovery);
    for (const consumer of this.consumers.values()) consumer.stop();
  }

  /** Keeps a message for `fn` on the named queue `queue`; resolves with its id once it is kept. */
  async enqueue(queue: string, fn: string, data: JsonValue, options: MessageOptions = {}): Promise<string> {
    const settings = this.settings.queues.get(queue);
    if (!settings) {
      const names = [...this.settings.queues.keys()].join(', ');
      throw new EngineError(
        QueueErrorCode.queueNotFound,
        `svc-queue has no queue named "${queue}" (configured: ${names}); add it under the svc-queue worker's queues`,
      );
    }
    await this.checkRoom(1);
    const id = options.id ?? randomUUID();
    await this.adapter.add([this.message('q', queue, fn, data, id, settings, options)]);
    this.queueConsumer(queue, fn).wake();
    return id;
  }

  /** Keeps one copy for every function bound to `topic`; resolves with the publication's id once kept. */
  async publish(topic: string, data: JsonValue, options: MessageOptions = {}): Promise<string> {
    if (topic === '') throw new EngineError(QueueErrorCode.topicNotSet, 'iii::durable::publish: topic is required');
    const id = options.id ?? randomUUID();
    const targets = new Map<string, DeliverySettings>();
    for (const subscription of this.subscriptions.values()) {
      if (subscription.topic === topic) targets.set(subscription.fn, subscription.settings);
    }
    // A shared store also knows the functions other engines consume the topic with.
    for (const remote of (await this.adapter.subscribers?.(topic, Date.now())) ?? []) {
      if (!targets.has(remote.fn)) targets.set(remote.fn, remote.settings as DeliverySettings);
    }
    if (targets.size === 0) {
      this.host.logger.debug('published to a topic without subscribers', { topic, message_id: id });
      return id;
    }
    await this.checkRoom(targets.size);
    const messages = [...targets].map(([fn, settings], i) =>
      this.message('t', topic, fn, data, targets.size === 1 ? id : `${id}.${i}`, settings, options),
    );
    await this.adapter.add(messages);
    for (const message of messages) this.consumers.get(laneId(message))?.wake();
    return id;
  }

  private message(
    kind: LaneKind,
    topic: string,
    fn: string,
    data: JsonValue,
    id: string,
    settings: DeliverySettings,
    options: MessageOptions,
  ): QueueMessage {
    const delayMs = options.delaySeconds === undefined ? settings.delayMs : options.delaySeconds * 1000;
    const message: QueueMessage = {
      id,
      kind,
      topic,
      fn,
      data,
      priority: Math.min(options.priority ?? 0, settings.maxPriority),
      attempts: 0,
      availableAt: Date.now() + delayMs,
      seq: 0,
    };
    if (settings.fifo) message.group = options.group ?? groupOf(data, settings.groupField);
    if (options.traceparent !== undefined) message.traceparent = options.traceparent;
    if (options.baggage !== undefined) message.baggage = options.baggage;
    return message;
  }

  private async checkRoom(count: number): Promise<void> {
    const size = await this.adapter.size();
    if (size + count > this.settings.maxMessages) {
      throw new EngineError(
        QueueErrorCode.queueFull,
        `svc-queue holds ${size} messages, its max_messages is ${this.settings.maxMessages}; nothing was kept`,
      );
    }
  }

  /** The consumer of a named queue's lane for `fn`, started on first use. */
  private queueConsumer(queue: string, fn: string): LaneConsumer {
    const running = this.consumers.get(laneId({ kind: 'q', topic: queue, fn }));
    if (running) return running;
    const settings = this.settings.queues.get(queue) ?? DEFAULT_DELIVERY;
    const deliver: Deliver = async (message, timeoutMs) => {
      await this.host.invoke(message.fn, message.data, callOptions(message, timeoutMs));
    };
    return this.consumer({ kind: 'q', topic: queue, fn, fifo: settings.fifo }, settings, deliver);
  }

  private consumer(lane: LaneKey, settings: DeliverySettings, deliver: Deliver): LaneConsumer {
    const key = laneId(lane);
    let consumer = this.consumers.get(key);
    if (!consumer) {
      let counters = this.counters.get(lane.topic);
      if (!counters) {
        counters = { done: 0, failed: 0 };
        this.counters.set(lane.topic, counters);
      }
      consumer = new LaneConsumer(lane, settings, deliver, this.adapter, this.host.logger, this.pollMs, counters);
      this.consumers.set(key, consumer);
    }
    return consumer;
  }

  /**
   * A `queue` or `durable:subscriber` binding: its function consumes the topic's messages. With a
   * shared store, resolves once other engines can see the subscription.
   */
  async bind(binding: Binding<QueueTriggerConfig>): Promise<void> {
    const topic = binding.config.topic;
    const key = laneId({ kind: 't', topic, fn: binding.functionId });
    const settings = bindingDelivery(binding.config, this.settings.queues.get(topic));
    let subscription = this.subscriptions.get(key);
    if (!subscription) {
      subscription = { topic, fn: binding.functionId, bindings: new Set(), settings };
      this.subscriptions.set(key, subscription);
    }
    subscription.bindings.add(binding);
    subscription.settings = settings;
    const current = subscription;
    const deliver: Deliver = async (message, timeoutMs) => {
      const trigger = current.bindings.values().next().value;
      if (!trigger) throw new EngineError('invocation_stopped', 'the subscriber was removed');
      const options = callOptions(message, timeoutMs);
      if (!(await trigger.conditionHolds(message.data, options))) return;
      await trigger.fire(message.data, options);
    };
    const consumer = this.consumer(
      { kind: 't', topic, fn: binding.functionId, fifo: settings.fifo },
      settings,
      deliver,
    );
    consumer.settings = settings;
    consumer.deliver = deliver;
    consumer.wake();
    binding.onRemove(() => {
      current.bindings.delete(binding);
      if (current.bindings.size > 0) return;
      this.subscriptions.delete(key);
      this.consumers.get(key)?.stop();
      this.consumers.delete(key);
    });
    if (this.pollMs !== undefined) await this.announce(current);
  }

  /** Counts of a topic (or named queue). */
  async stats(topic: string): Promise<QueueTopicStatsOutput> {
    const counts = await this.adapter.counts(topic);
    const { done, failed } = this.counters.get(topic) ?? { done: 0, failed: 0 };
    return {
      depth: counts.depth,
      in_flight: counts.inFlight,
      done,
      failed,
      dlq_depth: counts.dlq,
      consumer_count: this.subscribers(topic),
      config: (this.settings.configured[topic] as Record<string, JsonValue> | undefined) ?? null,
    };
  }

  /** Bindings consuming `topic` in this engine. */
  subscribers(topic: string): number {
    let count = 0;
    for (const subscription of this.subscriptions.values())
      if (subscription.topic === topic) count += subscription.bindings.size;
    return count;
  }

  /** Named queues, subscribed topics and topics holding messages. */
  async topics(): Promise<string[]> {
    const subscribed = [...this.subscriptions.values()].map((subscription) => subscription.topic);
    return [...new Set([...this.settings.queues.keys(), ...subscribed, ...(await this.adapter.topics())])];
  }

  /** Moves dead letters back to their lanes and wakes the consumers. */
  async redrive(topic: string, id?: string): Promise<number> {
    const back = await this.adapter.redrive(topic, Date.now(), id);
    for (const message of back) {
      if (message.kind === 'q') this.queueConsumer(message.topic, message.fn).wake();
      else this.consumers.get(laneId(message))?.wake();
    }
    return back.length;
  }
}

/** The group of a FIFO message: the named data field's value, or one group for the lane. */
function groupOf(data: JsonValue, field: string | undefined): string {
  if (field === undefined || typeof data !== 'object' || data === null || Array.isArray(data)) return '';
  const value = (data as Record<string, JsonValue>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function callOptions(message: QueueMessage, timeoutMs: number) {
  return {
    timeoutMs,
    ...(message.traceparent !== undefined ? { traceparent: message.traceparent } : {}),
    ...(message.baggage !== undefined ? { baggage: message.baggage } : {}),
  };
}
