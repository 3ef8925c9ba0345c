/**
 * The consumer of one lane in this engine: takes ready messages up to its concurrency, delivers
 * each (a binding's fire, or a call for an enqueued one) with the visibility timeout as its
 * deadline, and settles it. A failed attempt is retried after the backoff, or dead-lettered after
 * `maxRetries + 1` attempts; a delivery whose worker went away (`invocation_stopped`) is tried
 * again at once. A retry is only scheduled once the attempt before it has ended (its result
 * came, or its deadline passed and it was cancelled), so two attempts of a message never
 * overlap in one engine; with Redis the lease of a running attempt is renewed until it ends.
 * With Redis, a message for a function this engine does not have (`function_not_found`) is put
 * back without counting the attempt, for an engine that has it.
 */
import type { Logger } from '../../log.js';
import type { LaneKey, QueueAdapter, QueueMessage } from './adapters/adapter.js';
import { backoffMs, type DeliverySettings } from './config.js';

/** Delivers one message; rejects with the attempt's error. */
export type Deliver = (message: QueueMessage, timeoutMs: number) => Promise<void>;

/** Counters of a topic's deliveries since the engine started. */
export interface LaneCounters {
  done: number;
  failed: number;
}

const WORKER_GONE = 'invocation_stopped';
const NOT_HERE = 'function_not_found';
const RETRY_TAKE_MS = 1000;

const describe = (error: unknown) => {
  const e = error as { code?: unknown; message?: unknown } | undefined;
  const message = String(e?.message ?? error);
  return typeof e?.code === 'string' ? `${e.code}: ${message}` : message;
};

/** One lane's consumer. */
export class LaneConsumer {
  private running = 0;
  private pumping = false;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Set while taking fails (Redis down, the file log stopped): logged once until it works again. */
  private failing = false;

  constructor(
    readonly lane: LaneKey,
    public settings: DeliverySettings,
    public deliver: Deliver,
    private readonly adapter: QueueAdapter,
    private readonly logger: Logger,
    /** Longest idle wait before looking again (Redis: messages other engines added). */
    private readonly pollMs: number | undefined,
    /** The topic's counters, kept by the service so they outlive this consumer. */
    private readonly counters: LaneCounters,
  ) {}

  /** Looks for ready messages now. */
  wake(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    void this.pump();
  }

  /** Takes no more messages; those running finish. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async pump(): Promise<void> {
    this.pumping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    try {
      do {
        this.again = false;
        while (!this.stopped && this.running < this.settings.concurrency) {
          const now = Date.now();
          const lease = now + this.settings.visibilityTimeoutMs + 5000;
          const taken = await this.adapter.take(this.lane, now, this.settings.concurrency - this.running, lease);
          this.failing = false;
          if (taken.length === 0) break;
          for (const message of taken) void this.run(message);
        }
      } while (this.again && !this.stopped);
    } catch (error) {
      if (this.failing) return;
      this.failing = true;
      this.logger.warn('queue consumer could not take messages; it tries again', {
        topic: this.lane.topic,
        function_id: this.lane.fn,
        error: String((error as Error)?.message ?? error),
      });
    } finally {
      this.pumping = false;
      this.schedule();
    }
  }

  /** Sets the timer for the next due message (or the next poll). */
  private schedule(): void {
    if (this.stopped || this.running >= this.settings.concurrency) return;
    const due = this.adapter.nextWake(this.lane);
    let wait = due === undefined ? this.pollMs : Math.max(0, due - Date.now());
    if (this.pollMs !== undefined && wait !== undefined) wait = Math.min(wait, this.pollMs);
    // A store that fails is asked again once a second, not in a loop.
    if (this.failing) wait = Math.max(wait ?? RETRY_TAKE_MS, RETRY_TAKE_MS);
    if (wait === undefined) return;
    this.timer = setTimeout(() => this.wake(), wait);
    this.timer.unref?.();
  }

  private async run(message: QueueMessage): Promise<void> {
    this.running++;
    const settings = this.settings;
    // With Redis, the lease of a running attempt is renewed so no other engine takes the message.
    const renew =
      this.pollMs === undefined
        ? undefined
        : setInterval(
            () =>
              void Promise.resolve(
                this.adapter.extend([message], Date.now() + settings.visibilityTimeoutMs + 5000),
              ).catch(() => {}),
            Math.max(1000, settings.visibilityTimeoutMs / 3),
          );
    try {
      message.attempts++;
      try {
        await this.deliver(message, settings.visibilityTimeoutMs);
      } catch (error) {
        await this.failed(message, error, settings);
        return;
      }
      this.counters.done++;
      await this.adapter.ack(message);
    } catch (error) {
      this.logger.warn('queue message could not be settled', {
        topic: message.topic,
        message_id: message.id,
        error: String((error as Error)?.message ?? error),
      });
    } finally {
      clearInterval(renew);
      this.running--;
      this.wake();
    }
  }

  private async failed(message: QueueMessage, error: unknown, settings: DeliverySettings): Promise<void> {
    const code = (error as { code?: unknown })?.code;
    if (code === NOT_HERE && this.pollMs !== undefined) {
      // Shared store: another engine may have the function; the attempt does not count.
      message.attempts--;
      await this.adapter.retry(message, Date.now() + this.pollMs);
      return;
    }
    this.counters.failed++;
    message.lastError = describe(error);
    const now = Date.now();
    if (message.attempts > settings.maxRetries) {
      this.logger.warn('queue message dead-lettered', {
        topic: message.topic,
        function_id: message.fn,
        message_id: message.id,
        attempts: message.attempts,
        error: message.lastError,
      });
      await this.adapter.bury(message, now);
      return;
    }
    const gone = code === WORKER_GONE;
    await this.adapter.retry(message, gone ? now : now + backoffMs(settings, message.attempts));
  }
}
