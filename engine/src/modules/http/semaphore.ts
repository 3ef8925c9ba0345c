/**
 * A counting semaphore: at most `limit` holders at once, the rest wait in arrival order.
 */
export class Semaphore {
  private held = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** Resolves with a release function once a slot is free. */
  acquire(): Promise<() => void> {
    if (this.held < this.limit) {
      this.held++;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve) => this.waiting.push(() => resolve(this.releaser())));
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.held--;
    };
  }
}
