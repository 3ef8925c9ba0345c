/**
 * Waiting on a condition that changes as frames, closes and processes come and go: whoever
 * changes the state calls `notify()`, and every waiter checks its condition again. A waiter
 * also checks every {@link POLL_MS}, so a condition that depends on state nobody notifies
 * about (another connection's frames, a clock) is still seen, only later.
 */

/** The longest a waiter goes without checking its condition. */
export const POLL_MS = 100;

/** State that waiters can wait on. */
export class Changes {
  private readonly waiters = new Set<() => void>();

  /** Wakes every waiter to check its condition. */
  notify(): void {
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiters) wake();
  }

  /**
   * Resolves true once `done()` holds, false once `timeoutMs` pass first. Once `over()` holds
   * (a closed connection, an exited process: nothing more will change), resolves with `done()`
   * at once instead of waiting out the time.
   */
  async until(done: () => boolean, timeoutMs: number, over: () => boolean = () => false): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (over()) return done();
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(
          () => {
            this.waiters.delete(wake);
            resolve();
          },
          Math.min(left, POLL_MS),
        );
        this.waiters.add(wake);
      });
    }
    return true;
  }
}
