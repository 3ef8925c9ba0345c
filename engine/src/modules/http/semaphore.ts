/**
 * Admission counters: a semaphore whose waiters queue in arrival order, and a per-key limit that
 * refuses instead of queueing.
 */

/** At most `limit` holders at once; the rest wait in arrival order. */
export class Semaphore {
  private held = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** Takes a slot if one is free, without waiting; true when taken (give it back with {@link release}). */
  tryAcquire(): boolean {
    if (this.held >= this.limit) return false;
    this.held++;
    return true;
  }

  /** Resolves once a slot is taken for the caller, in arrival order (give it back with {@link release}). */
  acquire(): Promise<void> {
    if (this.tryAcquire()) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Gives back one slot taken by {@link tryAcquire} or {@link acquire}: the next waiter has it. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held--;
  }
}

/** At most `limit` holders per key (a client address); a holder past it is refused, not queued. */
export class KeyedLimit {
  private readonly held = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** Takes a place for `key`; false when `key` already holds `limit`. */
  enter(key: string): boolean {
    const count = this.held.get(key) ?? 0;
    if (count >= this.limit) return false;
    this.held.set(key, count + 1);
    return true;
  }

  /** Gives back a place taken by {@link enter}. */
  leave(key: string): void {
    const count = this.held.get(key) ?? 0;
    if (count <= 1) this.held.delete(key);
    else this.held.set(key, count - 1);
  }
}
