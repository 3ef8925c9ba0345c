import type { OutboundMessage } from '@svc/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawTrace,
  emptyTraceWords,
  formatTraceparent,
  HAS_PARENT,
  newSpanId,
  newTraceId,
  openSpan,
  parseTraceparent,
  ratioSampler,
  SAMPLED,
  sampledByRatio,
  sampledWords,
  spanIdHex,
  TRACED,
  TRACEPARENT_FIELD_BYTES,
  traceIdHex,
  type TraceWords,
  traceparentOf,
  writeTraceparentField,
} from '../../src/core/trace-context.js';
import { observeInvocations, RecordingLink, settle, setup } from '../helpers.js';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('trace context', () => {
  it('reads a W3C traceparent and refuses malformed or all-zero ones', () => {
    expect(parseTraceparent(`00-${TRACE}-00f067aa0ba902b7-01`)).toEqual({
      traceId: TRACE,
      spanId: '00f067aa0ba902b7',
      sampled: true,
    });
    expect(parseTraceparent(`00-${TRACE}-00f067aa0ba902b7-00`)?.sampled).toBe(false);
    for (const bad of [
      undefined,
      '',
      'garbage',
      `ff-${TRACE}-00f067aa0ba902b7-01`,
      `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
      `00-${TRACE}-${'0'.repeat(16)}-01`,
      `00-${TRACE.slice(1)}-00f067aa0ba902b7-01`,
    ])
      expect(parseTraceparent(bad)).toBeUndefined();
  });

  it('makes a child in the caller’s trace with its sampled flag, or a new trace sampled by ratio', () => {
    const words = emptyTraceWords();
    const draw = (traceparent: string | undefined, ratio: number) => {
      drawTrace(words, traceparent, ratioSampler(ratio));
      return {
        traceId: traceIdHex(words.trace0, words.trace1, words.trace2, words.trace3),
        spanId: spanIdHex(words.span0, words.span1),
        parentSpanId:
          (words.traceFlags & HAS_PARENT) !== 0 ? spanIdHex(words.parentSpan0, words.parentSpan1) : undefined,
        sampled: (words.traceFlags & SAMPLED) !== 0,
      };
    };
    const child = draw(`00-${TRACE}-00f067aa0ba902b7-00`, 1);
    expect(child).toMatchObject({ traceId: TRACE, parentSpanId: '00f067aa0ba902b7', sampled: false });
    expect(child.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(child.spanId).not.toBe('0000000000000000');
    const fresh = draw(undefined, 1);
    expect(fresh.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh.traceId).not.toBe(TRACE);
    expect(fresh.parentSpanId).toBeUndefined();
    expect(fresh.sampled).toBe(true);
    expect(draw('not a traceparent', 0).sampled).toBe(false);
    expect(formatTraceparent(TRACE, child.spanId, true)).toBe(`00-${TRACE}-${child.spanId}-01`);
  });

  it('samples a trace from its id alone, so every process decides the same, near the ratio', () => {
    const ids = Array.from({ length: 20_000 }, newTraceId);
    const kept = ids.filter((id) => sampledByRatio(id, 0.25));
    expect(kept.length / ids.length).toBeGreaterThan(0.22);
    expect(kept.length / ids.length).toBeLessThan(0.28);
    expect(ids.filter((id) => sampledByRatio(id, 0.25))).toEqual(kept);
    expect(sampledByRatio(`${'f'.repeat(16)}${'0'.repeat(16)}`, 0.001)).toBe(true);
    expect(sampledByRatio(`${'0'.repeat(16)}${'f'.repeat(16)}`, 0.999)).toBe(false);
  });

  it('never repeats a span id or a trace id', () => {
    const spans = new Set(Array.from({ length: 10_000 }, newSpanId));
    const traces = new Set(Array.from({ length: 10_000 }, newTraceId));
    expect(spans.size).toBe(10_000);
    expect(traces.size).toBe(10_000);
    // Ids are cut from a pool of random words refilled every 4,096 trace ids: each is whole.
    for (const id of traces) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});

const hexWords = fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { minLength: 4, maxLength: 4 });

describe('trace context as words', () => {
  it('samples a new trace from its words exactly as from its hex id, at any ratio', () => {
    const ratios = fc.oneof(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.constantFrom(0, 1, 0.5, 0.25, 1e-9, 1 - 2 ** -53, 2 ** -53, 2),
    );
    // Words near the threshold of the ratio too, where a rounding would show.
    const near = ratios.chain((ratio) => {
      const { high, low } = ratioSampler(ratio);
      return fc.tuple(
        fc.constant(ratio),
        fc.constantFrom(high, high - 1, high + 1),
        fc.constantFrom(low, low - 1, low + 1, 0, 2 ** 32 - 1),
      );
    });
    const sameDecision = (ratio: number, word2: number, word3: number) => {
      const hex = traceIdHex(1, 2, word2 | 0, word3 | 0);
      expect(sampledWords(word2 | 0, word3 | 0, ratioSampler(ratio))).toBe(sampledByRatio(hex, ratio));
    };
    fc.assert(
      fc.property(ratios, hexWords, (ratio, w) => sameDecision(ratio, w[2]!, w[3]!)),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(near, ([ratio, word2, word3]) => sameDecision(ratio, word2, word3)),
      { numRuns: 5000 },
    );
  });

  it('reads a caller’s traceparent as parseTraceparent does, whatever its text', () => {
    const hexOf = (w: number[]) => traceIdHex(w[0]!, w[1]!, w[2]!, w[3]!);
    const valid = fc
      .tuple(hexWords, hexWords, fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 254 }))
      .map(([t, s, flags, version]) => {
        const hex = (n: number) => n.toString(16).padStart(2, '0');
        return `${hex(version)}-${hexOf(t)}-${hexOf(s).slice(0, 16)}-${hex(flags)}`;
      });
    const edits = fc.oneof(
      valid,
      valid.map((v) => v.toUpperCase()),
      valid.map((v) => `  ${v}\t`),
      valid.map((v) => `${v}-extra`),
      valid.map((v) => `ff${v.slice(2)}`),
      valid.map((v) => `${v.slice(0, 3)}${'0'.repeat(32)}${v.slice(35)}`),
      valid.map((v) => `${v.slice(0, 36)}${'0'.repeat(16)}${v.slice(52)}`),
      fc
        .tuple(valid, fc.nat({ max: 54 }), fc.constantFrom('g', '-', ' ', 'é', 'K'))
        .map(([v, at, c]) => `${v.slice(0, at)}${c}${v.slice(at + 1)}`),
      fc.string(),
    );
    fc.assert(
      fc.property(edits, (text) => {
        const parent = parseTraceparent(text);
        const words = emptyTraceWords();
        drawTrace(words, text, ratioSampler(1));
        expect((words.traceFlags & HAS_PARENT) !== 0).toBe(parent !== undefined);
        if (!parent) return;
        expect(traceIdHex(words.trace0, words.trace1, words.trace2, words.trace3)).toBe(parent.traceId);
        expect(spanIdHex(words.parentSpan0, words.parentSpan1)).toBe(parent.spanId);
        expect((words.traceFlags & SAMPLED) !== 0).toBe(parent.sampled);
      }),
      { numRuns: 5000 },
    );
  });

  it('writes the traceparent a target gets from the words: the engine’s span in the caller’s trace', () => {
    const words = emptyTraceWords();
    drawTrace(words, `00-${TRACE}-00f067aa0ba902b7-01`, ratioSampler(0));
    expect(words.traceFlags).toBe(TRACED | SAMPLED | HAS_PARENT);
    const span = spanIdHex(words.span0, words.span1);
    expect(traceparentOf(words)).toBe(`00-${TRACE}-${span}-01`);
    drawTrace(words, undefined, ratioSampler(0));
    expect(words.traceFlags).toBe(TRACED);
    const fresh = traceIdHex(words.trace0, words.trace1, words.trace2, words.trace3);
    expect(traceparentOf(words)).toBe(`00-${fresh}-${spanIdHex(words.span0, words.span1)}-00`);
    expect(fresh).not.toBe(TRACE);
  });

  it('reads a span a module opened as its traceparent says, whichever of the last spans it is', () => {
    const opened = Array.from({ length: 12 }, (_, i) => {
      const words = emptyTraceWords();
      const caller = i % 3 === 0 ? undefined : `00-${TRACE}-00f067aa0ba902b${i % 10}-0${i % 2}`;
      return openSpan(words, caller, ratioSampler(i % 4 === 0 ? 0 : 1));
    });
    // From a module, the 8 latest are read back from what openSpan kept and the older ones parsed;
    // from a worker, every one is parsed: the same words.
    for (const fromModule of [true, false]) {
      for (const text of opened.toReversed()) {
        const parent = parseTraceparent(text)!;
        const words = emptyTraceWords();
        drawTrace(words, text, ratioSampler(0), fromModule);
        expect(words.traceFlags & (HAS_PARENT | SAMPLED)).toBe(HAS_PARENT | (parent.sampled ? SAMPLED : 0));
        expect(traceIdHex(words.trace0, words.trace1, words.trace2, words.trace3)).toBe(parent.traceId);
        expect(spanIdHex(words.parentSpan0, words.parentSpan1)).toBe(parent.spanId);
      }
    }
  });

  it('writes the traceparent field into a buffer from the words, as the text the words make', () => {
    const words = emptyTraceWords();
    const into = Buffer.alloc(TRACEPARENT_FIELD_BYTES + 4, 0x2e);
    for (const [caller, sampler] of [
      [undefined, ratioSampler(1)],
      [undefined, ratioSampler(0)],
      [`00-${TRACE}-00f067aa0ba902b7-01`, ratioSampler(0)],
      [`00-${'f'.repeat(32)}-${'f'.repeat(16)}-00`, ratioSampler(1)],
    ] as const) {
      drawTrace(words, caller, sampler);
      expect(writeTraceparentField(into, 2, words)).toBe(2 + TRACEPARENT_FIELD_BYTES);
      expect(into.toString('latin1')).toBe(`..,"traceparent":"${traceparentOf(words)}"..`);
    }
  });
});

describe('the router with tracing on', () => {
  it('sends the target a child traceparent and passes baggage; with tracing off, passes both through', async () => {
    const { router, connect } = setup();
    const target = connect('target');
    const caller = connect('caller');
    router.receive(target, { type: 'registerfunction', id: 'f' });
    const events = observeInvocations(router);
    const traceparent = `00-${TRACE}-00f067aa0ba902b7-01`;
    const call = (id: string) =>
      router.receive(caller, {
        type: 'invokefunction',
        invocation_id: id,
        function_id: 'f',
        data: {},
        traceparent,
        baggage: 'k=v',
      });
    call('off');
    expect(target.of('invokefunction').at(-1)).toMatchObject({ traceparent, baggage: 'k=v' });
    router.setTracing({ samplingRatio: 1 });
    call('on');
    const sent = target.of('invokefunction').at(-1)!;
    const [, traceId, spanId, flags] = sent.traceparent!.split('-');
    expect([traceId, flags, sent.baggage]).toEqual([TRACE, '01', 'k=v']);
    expect(spanId).not.toBe('00f067aa0ba902b7');
    expect(events.at(-1)).toMatchObject({
      phase: 'started',
      invocationId: 'on',
      traceparent,
      trace: { traceId: TRACE, spanId, parentSpanId: '00f067aa0ba902b7', sampled: true },
    });
    router.receive(target, { type: 'invocationresult', invocation_id: 'on', function_id: 'f', result: 1 });
    await settle();
    expect(events.at(-1)).toMatchObject({ phase: 'finished', invocationId: 'on', trace: { spanId } });
  });

  it('hands a link that writes the traceparent itself the span to write it from, and the frame without it', () => {
    const { router, connect } = setup();
    const caller = connect('caller');
    const written: [OutboundMessage, string][] = [];
    const target = Object.assign(new RecordingLink('target'), {
      deliverTraced: (frame: OutboundMessage, trace: TraceWords) => written.push([frame, traceparentOf(trace)]),
    });
    router.connect(target);
    router.receive(target, { type: 'registerfunction', id: 'f' });
    router.setTracing({ samplingRatio: 1 });
    const traceparent = `00-${TRACE}-00f067aa0ba902b7-01`;
    router.receive(caller, { type: 'invokefunction', invocation_id: 'i', function_id: 'f', data: {}, traceparent });
    expect(target.of('invokefunction')).toEqual([]);
    expect(written).toHaveLength(1);
    const [frame, sent] = written[0]!;
    expect(frame).not.toHaveProperty('traceparent');
    expect(frame).toMatchObject({ type: 'invokefunction', invocation_id: 'i', function_id: 'f' });
    expect(sent).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-01$`));
    expect(sent.slice(36, 52)).not.toBe('00f067aa0ba902b7');
    // With tracing off the caller's traceparent goes on the frame, as for any link.
    router.setTracing(undefined);
    router.receive(caller, { type: 'invokefunction', invocation_id: 'j', function_id: 'f', data: {}, traceparent });
    expect(target.of('invokefunction')).toMatchObject([{ invocation_id: 'j', traceparent }]);
  });
});
