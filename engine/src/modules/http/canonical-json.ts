/**
 * Whether a JSON text is already written the way the engine would write it again. A request
 * body in that form is spliced into the handler's payload as it came, instead of being parsed
 * and encoded back to the same text: no whitespace, strings without escapes, and numbers that
 * are integer literals (which the exact parse keeps digit for digit, 2^60 + 1 and `-0` too).
 * Anything else (a fraction, an exponent, an escape, a space) answers false and takes the
 * parse, which also gives a malformed body its 400.
 */

// The characters the scan looks for, by code.
const [OPEN_OBJECT, CLOSE_OBJECT, OPEN_ARRAY, CLOSE_ARRAY] = [0x7b, 0x7d, 0x5b, 0x5d];
const [QUOTE, ESCAPE, COLON, COMMA] = [0x22, 0x5c, 0x3a, 0x2c];
const [MINUS, ZERO, NINE, POINT, LOWER_E, UPPER_E] = [0x2d, 0x30, 0x39, 0x2e, 0x65, 0x45];

/**
 * Deepest nesting the scan follows; a deeper body takes the parse, which refuses one past the
 * frame depth limit with its own message.
 */
const MAX_DEPTH = 256;

/** Whether each open container is an object (1) or an array (0), by depth. */
const containers = new Uint8Array(MAX_DEPTH + 1);

/**
 * True when `text` is one JSON value that `JSON.stringify` of its exact parse writes back
 * unchanged, key repeats aside (both SDKs and `JSON.parse` read `{"a":1,"a":2}` as the last).
 */
export function isCanonicalJson(text: string): boolean {
  return canonicalEnd(text, 0) === text.length;
}

/** A member of a JSON object's text: its key, and where its value's text starts and ends. */
export interface Field {
  key: string;
  start: number;
  end: number;
}

/**
 * The members of the object `text` holds, when all of it is canonical ({@link isCanonicalJson});
 * undefined for anything else. A repeated key is listed each time, in order.
 */
export function canonicalFields(text: string): Field[] | undefined {
  if (text.charCodeAt(0) !== OPEN_OBJECT) return undefined;
  const fields: Field[] = [];
  let i = 1;
  if (text.charCodeAt(i) === CLOSE_OBJECT) return i + 1 === text.length ? fields : undefined;
  for (;;) {
    const start = key(text, i);
    if (start < 0) return undefined;
    const end = canonicalEnd(text, start);
    if (end < 0) return undefined;
    fields.push({ key: text.slice(i + 1, start - 2), start, end });
    const c = text.charCodeAt(end);
    if (c === CLOSE_OBJECT) return end + 1 === text.length ? fields : undefined;
    if (c !== COMMA) return undefined;
    i = end + 1;
  }
}

/** End of the canonical JSON value at `at`, or -1 when there is none. */
function canonicalEnd(text: string, at: number): number {
  let i = at;
  let depth = 0;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > MAX_DEPTH) return -1;
      const isObject = c === OPEN_OBJECT;
      containers[depth] = isObject ? 1 : 0;
      i++;
      if (text.charCodeAt(i) === (isObject ? CLOSE_OBJECT : CLOSE_ARRAY)) {
        depth--;
        i++;
      } else {
        if (isObject && (i = key(text, i)) < 0) return -1;
        continue;
      }
    } else if (c === QUOTE) {
      if ((i = plainString(text, i)) < 0) return -1;
    } else if (c === MINUS || (c >= ZERO && c <= NINE)) {
      if ((i = integer(text, i)) < 0) return -1;
    } else if (text.startsWith('true', i) || text.startsWith('null', i)) {
      i += 4;
    } else if (text.startsWith('false', i)) {
      i += 5;
    } else {
      return -1;
    }
    // After a value: close containers, or move on to the next element.
    for (;;) {
      if (depth === 0) return i;
      const d = text.charCodeAt(i);
      const isObject = containers[depth] === 1;
      if (d === COMMA) {
        i++;
        if (isObject && (i = key(text, i)) < 0) return -1;
        break;
      }
      if (d !== (isObject ? CLOSE_OBJECT : CLOSE_ARRAY)) return -1;
      depth--;
      i++;
    }
  }
}

/** Past `"key":` at `at`, or -1. */
function key(text: string, at: number): number {
  if (text.charCodeAt(at) !== QUOTE) return -1;
  const end = plainString(text, at);
  return end > 0 && text.charCodeAt(end) === COLON ? end + 1 : -1;
}

/** Past the string opening at `at`, or -1 when it holds an escape or a control character, or has no end. */
function plainString(text: string, at: number): number {
  for (let i = at + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    if (c === ESCAPE || c < 0x20) return -1;
  }
  return -1;
}

/** Past the integer literal at `at` (`-?(0|[1-9][0-9]*)`, no fraction or exponent), or -1. */
function integer(text: string, at: number): number {
  let i = at;
  if (text.charCodeAt(i) === MINUS) i++;
  let c = text.charCodeAt(i);
  if (c === ZERO) i++;
  else if (c > ZERO && c <= NINE) for (c = text.charCodeAt(++i); c >= ZERO && c <= NINE; c = text.charCodeAt(++i));
  else return -1;
  c = text.charCodeAt(i);
  return c === POINT || c === LOWER_E || c === UPPER_E || (c >= ZERO && c <= NINE) ? -1 : i;
}
