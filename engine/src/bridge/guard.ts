/**
 * The inbound limits of one connection, applied to each decoded frame before the router sees
 * it: request/response calls in flight (one more is answered `too_many_requests` here, without
 * reaching the router), calls without a reply per second (the excess is dropped and counted,
 * and a flood closes the connection), and malformed frames (a flood closes the connection).
 *
 * Calls in flight need no help from the router: it answers every call that waits for a result
 * exactly once (result, error, timeout, refusal; a reused id twice, the duplicate refused), and
 * sends a connection no other `invocationresult`. So each such call counts one up, and each
 * `invocationresult` the connection is sent counts one down.
 */
import type { InvocationResult } from '@svc/protocol';
import { ErrorCode } from '../errors.js';
import type { Logger } from '../log.js';
import { CloseCode } from './close-codes.js';
import type { BridgeStats, ConnectionLimits } from './options.js';
import { TokenBucket, WindowRate } from './rate.js';

/** What the guard does to its connection. */
export interface GuardActions {
  /** Sends the connection a refusal, outside the count of calls in flight. */
  refuse(frame: InvocationResult): void;
  /** Closes the connection with `code`. */
  drop(code: number, reason: string, fields?: Record<string, unknown>): void;
}

/** Dropped calls without a reply logged per connection before logging only every 10,000th. */
const LOGGED_DROPS = 1;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Applies a connection's inbound limits. */
export class InboundGuard {
  private inFlight = 0;
  private readonly voidRate: WindowRate;
  private readonly malformedRate: TokenBucket;
  private voidDropped = 0;

  constructor(
    private readonly limits: ConnectionLimits,
    private readonly workerId: string,
    private readonly stats: BridgeStats,
    private readonly logger: Logger,
    private readonly actions: GuardActions,
  ) {
    this.voidRate = new WindowRate(limits.maxVoidCallsPerSecond);
    this.malformedRate = new TokenBucket(limits.malformedFramesPerSecond, limits.malformedFramesBurst, Date.now());
  }

  /** Whether the decoded `frame` goes on to the router; a call over a limit is answered or dropped here. */
  admit(frame: unknown): boolean {
    if (!isObject(frame) || frame.type !== 'invokefunction') return true;
    // The same test the router applies: a call with an id and no `void` action waits for a result.
    const id = frame.invocation_id;
    const isVoid = isObject(frame.action) && frame.action.type === 'void';
    if (typeof id === 'string' && !isVoid) return this.admitRequest(id, frame.function_id);
    const admission = this.voidRate.admit(Date.now());
    if (admission === 'pass') return true;
    this.stats.voidCallsDropped++;
    this.voidDropped++;
    if (admission === 'close') {
      this.actions.drop(CloseCode.voidFlood, 'too many calls without a reply', { dropped: this.voidDropped });
    } else if (this.voidDropped <= LOGGED_DROPS || this.voidDropped % 10_000 === 0) {
      this.logger.warn('calls without a reply dropped: over max_void_calls_per_second', {
        worker_id: this.workerId,
        dropped: this.voidDropped,
        limit: this.limits.maxVoidCallsPerSecond,
      });
    }
    return false;
  }

  /** The connection was sent the result of one of its calls. */
  answered(): void {
    if (this.inFlight > 0) this.inFlight--;
  }

  /** The connection sent a malformed frame (not JSON, or failing its schema). */
  malformed(): void {
    if (!this.malformedRate.take(Date.now()))
      this.actions.drop(CloseCode.malformedFlood, 'too many malformed frames', {
        burst: this.limits.malformedFramesBurst,
        per_second: this.limits.malformedFramesPerSecond,
      });
  }

  private admitRequest(id: string, functionId: unknown): boolean {
    if (this.inFlight < this.limits.maxInFlightCalls) {
      this.inFlight++;
      return true;
    }
    this.stats.callsRefusedInFlight++;
    this.actions.refuse({
      type: 'invocationresult',
      invocation_id: id,
      function_id: typeof functionId === 'string' ? functionId : '',
      error: {
        code: ErrorCode.tooManyRequests,
        message: `This connection has ${this.inFlight} calls waiting for their result, the most it may have`,
        data: { max_in_flight_calls: this.limits.maxInFlightCalls },
      },
    });
    return false;
  }
}
