/** Which rows of a virtualised list of fixed-height rows to draw for a scroll position. */

/** Rows drawn above and below the ones in view. */
export const OVERSCAN = 8;

/** The first and last index (exclusive) to draw for a scroll position. */
export function visibleRange(
  scrollTop: number,
  viewHeight: number,
  rowHeight: number,
  count: number,
): { start: number; end: number } {
  const start = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const end = Math.min(count, Math.ceil((scrollTop + viewHeight) / rowHeight) + OVERSCAN);
  return { start, end: Math.max(start, end) };
}
