/**
 * Records kept as their JSON text in shared byte chunks, outside the JavaScript heap: one slot per
 * record (where its bytes are, and its time for the retention, in typed arrays), the record made
 * into an object again only when something reads it. The workers' log records are kept so: a
 * store of objects (a record is a dozen of them: attributes, resource, strings per field) kept
 * for the store's window fills the old generation at thousands of records a second, and its
 * mark-compact pauses the engine; bytes in reused chunks leave the garbage collector nothing to
 * trace, move or free. Records leave in the order they came (the rings are FIFO), so a chunk
 * empties from the front and is reused whole.
 */
import { Ring } from './ring.js';

/** Bytes per chunk; a record longer than this gets a chunk of its own. */
const CHUNK_BYTES = 256 * 1024;
/** Emptied chunks kept for reuse; more are given back to the allocator. */
const SPARE_CHUNKS = 4;
const INITIAL_SLOTS = 256;

/** Record slots over byte chunks. */
export class PackedRecords<T> {
  private capacity = 0;
  private chunkOf = new Int32Array(0);
  private offsetOf = new Uint32Array(0);
  private lengthOf = new Uint32Array(0);
  private timeOf = new Float64Array(0);
  private readonly free: number[] = [];
  private readonly chunks: (Buffer | undefined)[] = [];
  /** Records held per chunk. */
  private readonly live: number[] = [];
  /** Emptied standard chunks, ready for reuse, and chunk ids without a buffer. */
  private readonly spare: number[] = [];
  private readonly unused: number[] = [];
  private current = -1;
  private used = 0;

  /** `timeMsOf` is read once, as a record comes in (the ring's retention asks for it later). */
  constructor(private readonly timeMsOf: (record: T) => number) {}

  /** Slots in use. */
  get size(): number {
    return this.capacity - this.free.length;
  }

  /** Bytes of the chunks held (what the records cost, whatever their number). */
  get bytes(): number {
    let bytes = 0;
    for (const chunk of this.chunks) bytes += chunk?.length ?? 0;
    return bytes;
  }

  /** Stores a record (as `JSON.stringify` writes it, `toJSON` included); returns its slot. */
  add(record: T): number {
    const text = JSON.stringify(record);
    // A UTF-16 unit is at most 3 UTF-8 bytes: count exactly only when the bound does not fit.
    const room = this.current < 0 ? 0 : this.chunks[this.current]!.length - this.used;
    if (text.length * 3 > room) {
      const bytes = Buffer.byteLength(text);
      if (bytes > room) this.nextChunk(bytes);
    }
    const chunk = this.chunks[this.current]!;
    const length = chunk.write(text, this.used);
    if (this.free.length === 0) this.grow();
    const slot = this.free.pop()!;
    this.chunkOf[slot] = this.current;
    this.offsetOf[slot] = this.used;
    this.lengthOf[slot] = length;
    this.timeOf[slot] = this.timeMsOf(record);
    this.used += length;
    this.live[this.current]!++;
    return slot;
  }

  /** The record in `slot`, as a new object. */
  get(slot: number): T {
    return JSON.parse(this.text(slot)) as T;
  }

  /** The record's JSON text. */
  text(slot: number): string {
    const at = this.offsetOf[slot]!;
    return this.chunks[this.chunkOf[slot]!]!.toString('utf8', at, at + this.lengthOf[slot]!);
  }

  /** The record's time (ms), as `timeMsOf` gave it. */
  time(slot: number): number {
    return this.timeOf[slot]!;
  }

  /** Gives a slot back: its record has left the store. */
  release(slot: number): void {
    const chunk = this.chunkOf[slot]!;
    if (--this.live[chunk]! === 0 && chunk !== this.current) this.retire(chunk);
    this.free.push(slot);
  }

  /** Makes a chunk with room for `bytes` the current one. */
  private nextChunk(bytes: number): void {
    const previous = this.current;
    let id: number;
    if (bytes <= CHUNK_BYTES && this.spare.length > 0) id = this.spare.pop()!;
    else {
      id = this.unused.pop() ?? this.chunks.length;
      this.chunks[id] = Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, bytes));
    }
    this.live[id] = 0;
    this.current = id;
    this.used = 0;
    if (previous >= 0 && this.live[previous] === 0) this.retire(previous);
  }

  private retire(chunk: number): void {
    if (this.chunks[chunk]!.length === CHUNK_BYTES && this.spare.length < SPARE_CHUNKS) this.spare.push(chunk);
    else {
      this.chunks[chunk] = undefined;
      this.unused.push(chunk);
    }
  }

  private grow(): void {
    const capacity = Math.max(INITIAL_SLOTS, this.capacity * 2);
    this.chunkOf = widen(this.chunkOf, new Int32Array(capacity));
    this.offsetOf = widen(this.offsetOf, new Uint32Array(capacity));
    this.lengthOf = widen(this.lengthOf, new Uint32Array(capacity));
    this.timeOf = widen(this.timeOf, new Float64Array(capacity));
    this.capacity = addSlots(this.free, this.capacity, capacity);
  }
}

/** `next` (a longer column) starting with the values of `old`. */
export function widen<A extends Int32Array | Uint32Array | Float64Array>(old: A, next: A): A {
  next.set(old);
  return next;
}

/** Adds slots `from` to `capacity - 1` to a free list, handed out lowest first; returns `capacity`. */
export function addSlots(free: number[], from: number, capacity: number): number {
  for (let slot = capacity - 1; slot >= from; slot--) free.push(slot);
  return capacity;
}

/**
 * A {@link Ring} of records kept packed: the same bounds and answers, each record read back as a
 * new object equal to what `JSON.stringify` made of it.
 */
export class PackedRing<T> {
  readonly records: PackedRecords<T>;
  private readonly ring: Ring<number>;

  constructor(max: number, retentionMs: number, timeMsOf: (record: T) => number) {
    const records = new PackedRecords<T>(timeMsOf);
    this.records = records;
    this.ring = new Ring<number>(
      max,
      retentionMs,
      (slot) => records.time(slot),
      (slot) => records.release(slot),
    );
  }

  get max(): number {
    return this.ring.max;
  }

  get size(): number {
    return this.ring.size;
  }

  /** Records removed by the count cap or the retention since start. */
  get evicted(): number {
    return this.ring.evicted;
  }

  /** Adds a record, evicting the oldest past the cap. */
  push(record: T): void {
    this.ring.push(this.records.add(record));
  }

  /** Evicts the records older than the retention, as of `nowMs`. */
  prune(nowMs: number): void {
    this.ring.prune(nowMs);
  }

  /** The records, oldest first, each a new object. */
  *values(): IterableIterator<T> {
    for (const slot of this.ring.values()) yield this.records.get(slot);
  }

  /** Removes every record; returns how many there were. */
  clear(): number {
    return this.ring.clear();
  }

  stats() {
    return this.ring.stats();
  }
}
