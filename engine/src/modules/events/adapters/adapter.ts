/**
 * How published events reach the subscribers: within this engine (`local`), or through Redis
 * pub/sub to every engine sharing it (`redis`). Either way each engine hands an event to its own
 * subscribers once, through the `deliver` function it was opened with.
 */
import type { JsonValue } from '@svc/protocol';

/** Hands one event to this engine's subscribers. */
export type Deliver = (topic: string, data: JsonValue) => void;

/** An open adapter. */
export interface EventsAdapter {
  readonly name: 'local' | 'redis';
  /** Sends an event on; rejects with `store_unavailable` when it cannot (Redis down), sending nothing later. */
  publish(topic: string, data: JsonValue): Promise<void>;
  /** Stops receiving events. */
  close(): Promise<void>;
}
