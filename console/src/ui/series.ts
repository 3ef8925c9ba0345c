/** The bounded series a dashboard chart draws. */

/** Most points a chart keeps. */
export const MAX_POINTS = 600;

/** A bounded series of (time in s, value) points. */
export class Series {
  readonly times: number[] = [];
  readonly values: number[] = [];
  /** Drops every point. */
  clear(): void {
    this.times.length = 0;
    this.values.length = 0;
  }

  /** Adds a point, dropping the oldest past {@link MAX_POINTS}. */
  push(time: number, value: number): void {
    this.times.push(time);
    this.values.push(value);
    if (this.times.length > MAX_POINTS) {
      this.times.shift();
      this.values.shift();
    }
  }
}
