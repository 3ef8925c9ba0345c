/**
 * Fair reading: a connection has at most `maxPerTurn` frames handled in one turn of the event
 * loop. Past that its socket is paused, and the frames the WebSocket parser has already produced
 * wait in a backlog that later turns work off (setImmediate runs after the I/O callbacks of the
 * turn), so every other connection's callbacks run between two batches of a flooding one. Node
 * would otherwise read a busy socket up to 32 times per turn and parse every frame in each read
 * before anything else runs.
 */

let turn = 0;
let turnClockArmed = false;
/** The time read in the current turn; 0 until {@link turnNow} reads it. */
let turnTime = 0;

const nextTurn = (): void => {
  turn++;
  turnClockArmed = false;
  turnTime = 0;
};

/** The number of the current event-loop turn; it moves on in the check phase of the turn it was read in. */
function currentTurn(): number {
  if (!turnClockArmed) {
    turnClockArmed = true;
    setImmediate(nextTurn);
  }
  return turn;
}

/**
 * `Date.now()` read once per event-loop turn: what every frame of a turn is stamped with (when a
 * connection was last heard from), where a clock read per frame cost more than the stamp is worth.
 */
export function turnNow(): number {
  if (turnTime === 0) {
    turnTime = Date.now();
    currentTurn();
  }
  return turnTime;
}

/** Stops and restarts the reading of the socket behind a {@link FairReader}. */
export interface Flow {
  pause(): void;
  resume(): void;
}

/** Hands a connection's frames to `handle`, at most `maxPerTurn` per event-loop turn, in order. */
export class FairReader<T> {
  private backlog: T[] = [];
  private head = 0;
  private turnSeen = -1;
  private handled = 0;
  private scheduled = false;
  private stopped = false;

  constructor(
    private readonly maxPerTurn: number,
    private readonly handle: (item: T) => void,
    private readonly flow: Flow,
  ) {}

  /** Frames waiting for a later turn. */
  get waiting(): number {
    return this.backlog.length - this.head;
  }

  /** Handles `item` now, or keeps it for a later turn when the connection has used this one. */
  push(item: T): void {
    if (this.stopped) return;
    if (!this.scheduled && this.admit()) {
      this.handle(item);
      return;
    }
    this.backlog.push(item);
    if (!this.scheduled) {
      this.scheduled = true;
      this.flow.pause();
      setImmediate(this.work);
    }
  }

  /** Drops the backlog and handles nothing more. */
  stop(): void {
    this.stopped = true;
    this.backlog = [];
    this.head = 0;
  }

  private admit(): boolean {
    const now = currentTurn();
    if (now !== this.turnSeen) {
      this.turnSeen = now;
      this.handled = 0;
    }
    if (this.handled >= this.maxPerTurn) return false;
    this.handled++;
    return true;
  }

  private readonly work = (): void => {
    if (this.stopped) return;
    // A turn of its own: the batch in the backlog is this connection's share of this turn.
    this.turnSeen = currentTurn();
    this.handled = 0;
    while (this.head < this.backlog.length && this.handled < this.maxPerTurn) {
      const item = this.backlog[this.head] as T;
      this.backlog[this.head++] = undefined as T;
      this.handled++;
      this.handle(item);
      if (this.stopped) return;
    }
    if (this.head < this.backlog.length) {
      setImmediate(this.work);
      return;
    }
    this.backlog = [];
    this.head = 0;
    this.scheduled = false;
    this.flow.resume();
  };
}
