/**
 * The `event` trigger type and its reference name `subscribe`: a binding's config
 * (`schema/triggers/event`) names a topic (`topic`, or the seed's `event` or `name`), and every
 * event published to it is sent to the binding's function with the event's data as its payload,
 * after its `condition_function_id` (if any) has not answered `false`. Deliveries are fire and
 * forget: a failing subscriber is logged and counted, and never affects the others or the
 * publisher. At most `max_in_flight` run at once; one more is dropped, logged and counted.
 */
import type { EventTriggerConfig, EventsStatsOutput, JsonValue } from '@svc/protocol';
import { formatValidationError } from '@svc/protocol/validator';
import { validateEventTriggerConfig } from '@svc/protocol/validators/triggers/event';
import type { Binding, ModuleHost } from '../host.js';

/** The trigger type ids: the seed's name and the reference's. */
export const EVENT_TRIGGERS = ['event', 'subscribe'] as const;

/** The topic a binding listens to: `topic`, else `event`, else `name`. */
export function topicOf(config: EventTriggerConfig): string | undefined {
  return config.topic ?? config.event ?? config.name;
}

/** Counts of `events::stats` (`contracts/events/stats-output`), but the adapter and the subscriptions. */
type Counts = Pick<EventsStatsOutput, 'published' | 'delivered' | 'failed' | 'dropped' | 'in_flight'> & {
  skipped: number;
};

/** The bindings of this engine by topic, and the delivery of an event to them. */
export class Subscriptions {
  private readonly byTopic = new Map<string, Set<Binding<EventTriggerConfig>>>();
  readonly counts: Counts = {
    published: 0,
    delivered: 0,
    failed: 0,
    skipped: 0,
    dropped: 0,
    in_flight: 0,
  };
  /** When a drop was last logged: one line a second at most, with how many since. */
  private dropLog = { at: 0, since: 0 };

  constructor(
    private readonly host: ModuleHost<unknown>,
    private readonly maxInFlight: number,
  ) {}

  /** Active bindings. */
  get size(): number {
    let size = 0;
    for (const set of this.byTopic.values()) size += set.size;
    return size;
  }

  /** Provides both trigger type names. */
  register(): void {
    const descriptions = {
      event: 'An event was published to a topic (the function gets its data); also named `subscribe`',
      subscribe: 'An event was published to a topic (the function gets its data); the reference name of `event`',
    };
    for (const type of EVENT_TRIGGERS) {
      this.host.registerTriggerType<EventTriggerConfig>(type, descriptions[type], {
        bind: (binding) => this.bind(binding),
      });
    }
  }

  private bind(binding: Binding<EventTriggerConfig>): void {
    if (!validateEventTriggerConfig(binding.config)) {
      throw new Error(
        `Invalid ${binding.triggerType} trigger config: ${formatValidationError(validateEventTriggerConfig.errors)}`,
      );
    }
    const topic = topicOf(binding.config);
    if (topic === undefined)
      throw new Error(`topic is required for ${binding.triggerType} triggers (or event, or name)`);
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(binding);
    binding.onRemove(() => {
      set.delete(binding);
      if (set.size === 0 && this.byTopic.get(topic) === set) this.byTopic.delete(topic);
    });
  }

  /** Starts the delivery of one event to every binding of its topic in this engine. */
  deliver(topic: string, data: JsonValue): void {
    const set = this.byTopic.get(topic);
    if (!set) return;
    for (const binding of set) {
      if (this.counts.in_flight >= this.maxInFlight) {
        this.drop(topic, binding);
        continue;
      }
      this.counts.in_flight++;
      void this.run(binding, data).finally(() => this.counts.in_flight--);
    }
  }

  private async run(binding: Binding<EventTriggerConfig>, data: JsonValue): Promise<void> {
    try {
      if (!(await binding.conditionHolds(data))) {
        this.counts.skipped++;
        return;
      }
      await binding.fire(data);
      this.counts.delivered++;
    } catch (error) {
      this.counts.failed++;
      this.host.logger.warn('event subscriber failed', {
        topic: topicOf(binding.config),
        trigger_id: binding.id,
        function_id: binding.functionId,
        error: String((error as Error)?.message ?? error),
      });
    }
  }

  private drop(topic: string, binding: Binding<EventTriggerConfig>): void {
    this.counts.dropped++;
    this.dropLog.since++;
    const now = Date.now();
    if (now - this.dropLog.at < 1000) return;
    this.host.logger.warn('event deliveries dropped: max_in_flight are running', {
      topic,
      function_id: binding.functionId,
      dropped: this.dropLog.since,
      max_in_flight: this.maxInFlight,
    });
    this.dropLog = { at: now, since: 0 };
  }
}
