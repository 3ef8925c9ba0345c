/**
 * The `states` group of the live feed: state entries changed since the last frame, fed by the
 * `state` trigger type of whichever module provides it (svc-state), bound once someone joins the
 * group. Changes are coalesced by entry (the last one wins) and bounded per frame; what does not
 * fit is counted as `dropped`, so a client knows to read again (`stream-wire/live-states`).
 */
import type { JsonValue, LiveStateChange, LiveStateChanges } from '@svc/protocol';

/** Entries per `states` frame; later changes to other entries are counted as dropped. */
export const MAX_STATE_CHANGES = 500;
/** Largest value (JSON text length) carried in a frame; a larger one is sent without it. */
export const MAX_STATE_VALUE_CHARS = 4096;

/** What the live feed keeps of state changes between two frames. */
export class LiveStates {
  private readonly changes = new Map<string, LiveStateChange>();
  private dropped = 0;

  /** Takes one `state` trigger payload (`contracts/state-event`); ignores anything else. */
  add(data: JsonValue): void {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return;
    const { scope, key, event_type: eventType, new_value: value } = data as { [key: string]: JsonValue };
    if (typeof scope !== 'string' || typeof key !== 'string' || typeof eventType !== 'string') return;
    const id = JSON.stringify([scope, key]);
    if (!this.changes.has(id) && this.changes.size >= MAX_STATE_CHANGES) {
      this.dropped++;
      return;
    }
    this.changes.delete(id);
    const change: LiveStateChange = { scope, key, event_type: eventType as LiveStateChange['event_type'] };
    if (eventType !== 'state:deleted') {
      const text = JSON.stringify(value ?? null);
      if (text.length <= MAX_STATE_VALUE_CHARS) change.value = value ?? null;
      else change.value_omitted = true;
    }
    this.changes.set(id, change);
  }

  /** The frame of what changed since the last one, or undefined when nothing did; starts anew. */
  take(): LiveStateChanges | undefined {
    if (this.changes.size === 0 && this.dropped === 0) return undefined;
    const frame: LiveStateChanges = { changes: [...this.changes.values()], dropped: this.dropped };
    this.changes.clear();
    this.dropped = 0;
    return frame;
  }
}
