/**
 * A bounded, oldest-first store: records go in at the end and leave from the front when there
 * are more than `max` of them or when they are older than the retention. It never holds more
 * than `max` records, whatever arrives.
 */

/** Counters of a ring, for `storage` in query answers and for metrics. */
export interface RingStats {
  max: number;
  retentionSeconds: number;
  /** Records removed by the count cap or the retention since start. */
  evicted: number;
}

/** A bounded FIFO of records with a time each. */
export class Ring<T> {
  private items: (T | undefined)[] = [];
  private head = 0;
  evicted = 0;

  constructor(
    readonly max: number,
    /** Records older than this (ms) are evicted; 0 keeps them until the cap evicts them. */
    readonly retentionMs: number,
    private readonly timeMsOf: (item: T) => number,
    /** Called with each record as it leaves (evicted or cleared). */
    private readonly left?: (item: T) => void,
  ) {}

  get size(): number {
    return this.items.length - this.head;
  }

  /** Adds a record, evicting the oldest past the cap. */
  push(item: T): void {
    this.items.push(item);
    while (this.size > this.max) this.shift();
  }

  /** Evicts the records older than the retention, as of `nowMs`. */
  prune(nowMs: number): void {
    if (this.retentionMs <= 0) return;
    const oldest = nowMs - this.retentionMs;
    while (this.size > 0 && this.timeMsOf(this.items[this.head]!) < oldest) this.shift();
  }

  /** The records, oldest first. */
  *values(): IterableIterator<T> {
    for (let i = this.head; i < this.items.length; i++) yield this.items[i]!;
  }

  /** Removes every record; returns how many there were. */
  clear(): number {
    const count = this.size;
    if (this.left) for (const item of this.values()) this.left(item);
    this.items = [];
    this.head = 0;
    return count;
  }

  stats(): RingStats {
    return { max: this.max, retentionSeconds: this.retentionMs / 1000, evicted: this.evicted };
  }

  private shift(): void {
    if (this.left) this.left(this.items[this.head]!);
    this.items[this.head++] = undefined;
    this.evicted++;
    // Drop the emptied front once it is most of the array, so memory follows the live records.
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }
}
