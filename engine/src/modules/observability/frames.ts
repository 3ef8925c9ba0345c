/**
 * The workers' spans kept as the `/otel` frame they came in: the frame's bytes once, and per span
 * only what the store needs before reading it (which frame, its place there, its end time for the
 * retention, its trace id as words to find a trace). A span is decoded from its frame when
 * something reads it, so ingesting a frame of spans parses it once and builds nothing that stays.
 * A frame is kept whole only while its bytes are within {@link RAW_BYTES_PER_SPAN} per span kept
 * from it; otherwise (a few spans sampled from a large frame, or huge values the decoder would
 * cut) the store keeps the decoded, cut spans instead, so memory stays bounded by the span cap.
 */
import type { ObservabilityStoredSpan } from '@svc/protocol';
import { hexWord } from '../../core/trace-context.js';
import { decodeSpans, type SpanFacts } from './otlp.js';
import { addSlots, widen } from './packed.js';

/** The most frame bytes kept per span taken from it. */
export const RAW_BYTES_PER_SPAN = 4096;
const INITIAL_SLOTS = 256;

/** A 32-hex-digit trace id (checked hex already) as 4 words. */
export function traceWords(traceId: string, into = new Uint32Array(4), at = 0): Uint32Array {
  for (let word = 0; word < 4; word++) into[at + word] = hexWord(traceId, word * 8);
  return into;
}

/** Span slots over kept frames. */
export class FrameSpans {
  private capacity = 0;
  private frameOf = new Int32Array(0);
  private placeOf = new Uint32Array(0);
  private endMs = new Float64Array(0);
  private traceWords = new Uint32Array(0);
  private readonly free: number[] = [];
  private readonly frames: (Buffer | undefined)[] = [];
  /** Spans held per frame. */
  private readonly refs: number[] = [];
  private readonly freeFrames: number[] = [];

  constructor(private readonly maxLength: number) {}

  /** Bytes of the frames held. */
  get bytes(): number {
    let bytes = 0;
    for (const frame of this.frames) bytes += frame?.byteLength ?? 0;
    return bytes;
  }

  /** Whether a frame of `bytes` is kept whole for `spans` spans taken from it. */
  static keepsWhole(bytes: number, spans: number): boolean {
    return spans > 0 && bytes <= spans * RAW_BYTES_PER_SPAN;
  }

  /** Keeps a frame; its spans are then added with {@link add}. */
  addFrame(body: Buffer): number {
    const frame = this.freeFrames.pop() ?? this.frames.length;
    // A frame read from a socket may be a view of a larger buffer: copy it so only its bytes stay.
    this.frames[frame] = body.byteLength * 2 < body.buffer.byteLength ? Buffer.from(body) : body;
    this.refs[frame] = 0;
    return frame;
  }

  /** Adds the span at `facts.place` of {@link decodeSpans}' answer for `frame`; returns its slot. */
  add(frame: number, facts: SpanFacts): number {
    if (this.free.length === 0) this.grow();
    const slot = this.free.pop()!;
    this.frameOf[slot] = frame;
    this.placeOf[slot] = facts.place;
    this.endMs[slot] = facts.endNs / 1e6;
    traceWords(facts.traceId, this.traceWords, slot * 4);
    this.refs[frame]!++;
    return slot;
  }

  /** When the span ended (ms). */
  endOf(slot: number): number {
    return this.endMs[slot]!;
  }

  /** Whether the span belongs to the trace whose id is `words` ({@link traceWords}). */
  inTrace(slot: number, words: Uint32Array): boolean {
    const t = slot * 4;
    const own = this.traceWords;
    return own[t] === words[0] && own[t + 1] === words[1] && own[t + 2] === words[2] && own[t + 3] === words[3];
  }

  /**
   * A reader of spans: decodes each frame once and keeps its spans only until a span of another
   * frame is read (spans of one frame sit next to each other in the store).
   */
  reader(): (slot: number) => ObservabilityStoredSpan {
    let frame = -1;
    let spans: ObservabilityStoredSpan[] = [];
    return (slot) => {
      const wanted = this.frameOf[slot]!;
      if (wanted !== frame) {
        frame = wanted;
        spans = decodeSpans(JSON.parse(this.frames[wanted]!.toString('utf8')), this.maxLength);
      }
      return spans[this.placeOf[slot]!]!;
    };
  }

  /** Gives a slot back; a frame goes once its last span has. */
  release(slot: number): void {
    const frame = this.frameOf[slot]!;
    if (--this.refs[frame]! === 0) {
      this.frames[frame] = undefined;
      this.freeFrames.push(frame);
    }
    this.free.push(slot);
  }

  private grow(): void {
    const capacity = Math.max(INITIAL_SLOTS, this.capacity * 2);
    this.frameOf = widen(this.frameOf, new Int32Array(capacity));
    this.placeOf = widen(this.placeOf, new Uint32Array(capacity));
    this.endMs = widen(this.endMs, new Float64Array(capacity));
    this.traceWords = widen(this.traceWords, new Uint32Array(capacity * 4));
    this.capacity = addSlots(this.free, this.capacity, capacity);
  }
}
