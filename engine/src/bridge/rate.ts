/**
 * The two rate limits a connection is held to. Both take the time as an argument, so that they
 * are tested without clocks.
 */

/** What a {@link WindowRate} decides for one event. */
export type Admission = 'pass' | 'drop' | 'close';

/**
 * At most `perSecond` events per one-second window; the excess is dropped. The excess adds up
 * over consecutive windows that each went over (a window within the rate clears it); once it
 * reaches `perSecond`, a second's worth, the answer is `close`. A burst of up to twice the rate
 * in one window is thus only trimmed, and a flood is ended.
 */
export class WindowRate {
  private window = Number.NEGATIVE_INFINITY;
  private used = 0;
  private droppedInWindow = 0;
  private excess = 0;

  constructor(private readonly perSecond: number) {}

  /** Counts one event at `nowMs` and says whether it passes. */
  admit(nowMs: number): Admission {
    const window = Math.floor(nowMs / 1000);
    if (window !== this.window) {
      if (window !== this.window + 1 || this.droppedInWindow === 0) this.excess = 0;
      this.window = window;
      this.used = 0;
      this.droppedInWindow = 0;
    }
    if (this.used < this.perSecond) {
      this.used++;
      return 'pass';
    }
    this.droppedInWindow++;
    this.excess++;
    return this.excess >= this.perSecond ? 'close' : 'drop';
  }
}

/** A token bucket: `burst` tokens, refilled at `perSecond`; each event takes one. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    nowMs: number,
  ) {
    this.tokens = burst;
    this.last = nowMs;
  }

  /** Takes a token at `nowMs`; false when none was left. */
  take(nowMs: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + (Math.max(0, nowMs - this.last) * this.perSecond) / 1000);
    this.last = nowMs;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
