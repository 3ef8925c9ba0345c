/**
 * A table of values by string id for entries that come and go at the call rate (the invocations
 * in flight). A `Map` would do, but V8 grows, compacts and shrinks a Map's store by copying it to
 * a new one and links the old store to the new for iterators; once a store has been promoted to
 * the old generation, each copy keeps the entries it held, and the next copy, reachable from
 * garbage the young collector cannot see is dead: every call's objects then live until a full
 * collection. Here the store is two arrays, cleared in place: an ended entry leaves nothing behind.
 *
 * Open addressing with linear probing and backward-shift deletion; the capacity doubles past half
 * full and, above {@link KEPT_CAPACITY}, halves below an eighth, so it follows the entries in flight.
 */

const MIN_CAPACITY = 64;
/**
 * Capacity kept however few entries are left (80 KB at most): calls come and go in batches, and a
 * table that shrank whenever a batch of results emptied it grew again with the next batch of calls,
 * allocating its arrays anew each time. Emptied slots hold nothing, so what is kept is the arrays.
 */
const KEPT_CAPACITY = 4096;

/** The FNV-1a hash of `id`'s UTF-16 units. */
export function idHash(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Values by string id. */
export class IdTable<V> {
  private keys: (string | undefined)[] = new Array(MIN_CAPACITY).fill(undefined);
  private values: (V | undefined)[] = new Array(MIN_CAPACITY).fill(undefined);
  /** Each slot's key's hash, so that moving an entry (a delete's shift, a resize) hashes nothing. */
  private hashes = new Int32Array(MIN_CAPACITY);
  private mask = MIN_CAPACITY - 1;
  private count = 0;

  /** Number of entries. */
  get size(): number {
    return this.count;
  }

  get(id: string): V | undefined {
    const at = this.slotOf(id);
    return at < 0 ? undefined : this.values[at];
  }

  has(id: string): boolean {
    return this.get(id) !== undefined;
  }

  /** Sets the value of `id` (never undefined). */
  set(id: string, value: V): void {
    const keys = this.keys;
    const hash = idHash(id) | 0;
    let i = hash & this.mask;
    for (; keys[i] !== undefined; i = (i + 1) & this.mask) {
      if (keys[i] === id) {
        this.values[i] = value;
        return;
      }
    }
    keys[i] = id;
    this.values[i] = value;
    this.hashes[i] = hash;
    if (++this.count * 2 > keys.length) this.resize(keys.length * 2);
  }

  /** Removes `id`; false when it was not there. */
  delete(id: string): boolean {
    const at = this.slotOf(id);
    if (at < 0) return false;
    this.clear(at);
    return true;
  }

  /** Removes `id` if `value` is what it holds (one lookup where `get` and `delete` take two). */
  deleteValue(id: string, value: V): boolean {
    const at = this.slotOf(id);
    if (at < 0 || this.values[at] !== value) return false;
    this.clear(at);
    return true;
  }

  /** The slot holding `id`, or -1. */
  private slotOf(id: string): number {
    const keys = this.keys;
    for (let i = idHash(id) & this.mask; ; i = (i + 1) & this.mask) {
      const key = keys[i];
      if (key === undefined) return -1;
      if (key === id) return i;
    }
  }

  /** Empties slot `at`, shifting back the entries after it that probed past it, so no lookup stops early. */
  private clear(at: number): void {
    const { keys, values, hashes, mask } = this;
    let i = at;
    for (let j = (i + 1) & mask; keys[j] !== undefined; j = (j + 1) & mask) {
      const home = hashes[j]! & mask;
      const between = i <= j ? i < home && home <= j : i < home || home <= j;
      if (between) continue;
      keys[i] = keys[j];
      values[i] = values[j];
      hashes[i] = hashes[j]!;
      i = j;
    }
    keys[i] = undefined;
    values[i] = undefined;
    this.count--;
    if (keys.length > KEPT_CAPACITY && this.count * 8 < keys.length) this.resize(keys.length / 2);
  }

  /** The values, in no particular order. */
  *entries(): IterableIterator<V> {
    for (let i = 0; i < this.keys.length; i++) if (this.keys[i] !== undefined) yield this.values[i]!;
  }

  private resize(capacity: number): void {
    const { keys, values, hashes } = this;
    const newKeys: (string | undefined)[] = new Array(capacity).fill(undefined);
    const newValues: (V | undefined)[] = new Array(capacity).fill(undefined);
    const newHashes = new Int32Array(capacity);
    const mask = capacity - 1;
    for (let j = 0; j < keys.length; j++) {
      if (keys[j] === undefined) continue;
      let i = hashes[j]! & mask;
      while (newKeys[i] !== undefined) i = (i + 1) & mask;
      newKeys[i] = keys[j];
      newValues[i] = values[j];
      newHashes[i] = hashes[j]!;
    }
    this.keys = newKeys;
    this.values = newValues;
    this.hashes = newHashes;
    this.mask = mask;
    // The old arrays may be in the old generation: emptied, they keep no entry alive.
    keys.fill(undefined);
    values.fill(undefined);
  }
}
