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

/** The first capacity of a ring's array; it doubles as records arrive, up to the cap. */
const FIRST_CAPACITY = 1024;

/**
 * A bounded FIFO of records with a time each, in a circular array: once full, a record goes in
 * where the oldest left, so a ring at its cap allocates nothing per record (an array that grew
 * at the end and was sliced at the front made every stored record outlive a scavenge). The array
 * keeps the largest size it reached, at most `max` slots.
 */
export class Ring<T> {
  private slots: (T | undefined)[];
  /** The slot of the oldest record. */
  private head = 0;
  private count = 0;
  evicted = 0;

  constructor(
    readonly max: number,
    /** Records older than this (ms) are evicted; 0 keeps them until the cap evicts them. */
    readonly retentionMs: number,
    private readonly timeMsOf: (item: T) => number,
    /** Called with each record as it leaves (evicted or cleared). */
    private readonly left?: (item: T) => void,
  ) {
    this.slots = new Array(Math.min(max, FIRST_CAPACITY));
  }

  get size(): number {
    return this.count;
  }

  /** Adds a record, evicting the oldest past the cap. */
  push(item: T): void {
    if (this.count === this.max) {
      if (this.max <= 0) {
        this.evicted++;
        this.left?.(item);
        return;
      }
      this.shift();
    }
    if (this.count === this.slots.length) this.grow();
    const at = this.head + this.count;
    this.slots[at < this.slots.length ? at : at - this.slots.length] = item;
    this.count++;
  }

  /** Evicts the records older than the retention, as of `nowMs`. */
  prune(nowMs: number): void {
    if (this.retentionMs <= 0) return;
    const oldest = nowMs - this.retentionMs;
    while (this.count > 0 && this.timeMsOf(this.slots[this.head]!) < oldest) this.shift();
  }

  /** The records, oldest first. */
  *values(): IterableIterator<T> {
    const slots = this.slots;
    for (let i = 0; i < this.count; i++) {
      const at = this.head + i;
      yield slots[at < slots.length ? at : at - slots.length]!;
    }
  }

  /** Removes every record; returns how many there were. */
  clear(): number {
    const count = this.count;
    if (this.left) for (const item of this.values()) this.left(item);
    this.slots = new Array(Math.min(this.max, FIRST_CAPACITY));
    this.head = 0;
    this.count = 0;
    return count;
  }

  stats(): RingStats {
    return { max: this.max, retentionSeconds: this.retentionMs / 1000, evicted: this.evicted };
  }

  private shift(): void {
    const item = this.slots[this.head]!;
    this.slots[this.head] = undefined;
    this.head = this.head + 1 === this.slots.length ? 0 : this.head + 1;
    this.count--;
    this.evicted++;
    this.left?.(item);
  }

  /** Doubles the array (up to the cap), the records moved to its front in order. */
  private grow(): void {
    const slots: (T | undefined)[] = new Array(Math.min(this.max, Math.max(1, this.slots.length * 2)));
    let i = 0;
    for (const item of this.values()) slots[i++] = item;
    this.slots = slots;
    this.head = 0;
  }
}
