/**
 * How deeply a frame nests. A frame deeper than {@link MAX_FRAME_DEPTH} is refused as invalid:
 * `JSON.parse` reads any depth, but encoding such a value again (to forward it to a worker, to
 * store it, to list it) overflows the stack, and SDKs cannot decode it (Python's json stops near
 * 1,000 levels). The limit is far above any real payload and the iii engine's 128.
 */

/** Deepest nesting of arrays and objects a frame may have, the frame object itself included. */
export const MAX_FRAME_DEPTH = 512;

/**
 * The nesting depth of the JSON `text`, counting up to just past `limit` (it stops there).
 * `text` must be valid JSON. A frame of `2 * limit` characters or fewer cannot be deeper than
 * `limit`, so callers skip the scan for those; strings are jumped over with `indexOf`, so a
 * frame made of one long string costs little.
 */
export function nestingDepth(text: string, limit = MAX_FRAME_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = closingQuote(text, i);
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return deepest;
}

/** Index of the quote that closes the string opening at `start`. */
function closingQuote(text: string, start: number): number {
  let at = start + 1;
  for (;;) {
    const quote = text.indexOf('"', at);
    if (quote === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return quote;
    at = quote + 1;
  }
}

/** Whether the JSON `text` nests deeper than {@link MAX_FRAME_DEPTH}. */
export function tooDeep(text: string): boolean {
  return text.length > 2 * MAX_FRAME_DEPTH && nestingDepth(text) > MAX_FRAME_DEPTH;
}
