import { ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import type { InvokeFunction } from '@svc/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invocationParent } from '../../src/telemetry/telemetry.js';

const propagator = new CompositePropagator({
  propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()],
});

/** What the W3C propagators make of the frame's headers: the context an invocation's span is a child of. */
function propagated(frame: InvokeFunction) {
  const carrier: Record<string, string> = {};
  if (frame.traceparent !== undefined) carrier.traceparent = frame.traceparent;
  if (frame.baggage !== undefined) carrier.baggage = frame.baggage;
  return propagator.extract(ROOT_CONTEXT, carrier, {
    keys: (c) => Object.keys(c),
    get: (c, key) => c[key],
  });
}

const frameWith = (traceparent: string | undefined, baggage?: string): InvokeFunction => ({
  type: 'invokefunction',
  function_id: 'f',
  data: null,
  ...(traceparent === undefined ? {} : { traceparent }),
  ...(baggage === undefined ? {} : { baggage }),
});

describe('an invocation’s parent context', () => {
  it('is the one the W3C propagators make of the frame, whatever its traceparent', () => {
    const hex = (length: number) =>
      fc.stringMatching(new RegExp(`^[0-9a-f]{${length}}$`)).filter((text) => text.length === length);
    const valid = fc
      .tuple(hex(32), hex(16), hex(2), fc.constantFrom('00', '01', 'fe', 'ff'))
      .map(([t, s, flags, version]) => `${version}-${t}-${s}-${flags}`);
    const texts = fc.oneof(
      valid,
      valid.map((v) => v.toUpperCase()),
      valid.map((v) => `${v}-extra`),
      valid.map((v) => `${v.slice(0, 3)}${'0'.repeat(32)}${v.slice(35)}`),
      valid.map((v) => `${v.slice(0, 36)}${'0'.repeat(16)}${v.slice(52)}`),
      fc
        .tuple(valid, fc.nat({ max: 54 }), fc.constantFrom('g', '-', ' ', 'é', 'K', '0'))
        .map(([v, at, c]) => `${v.slice(0, at)}${c}${v.slice(at + 1)}`),
      fc.string(),
    );
    fc.assert(
      fc.property(texts, fc.option(fc.constantFrom('k=v', 'user=alice,tier=gold')), (text, baggage) => {
        const frame = frameWith(text, baggage ?? undefined);
        const ours = invocationParent(frame);
        expect(trace.getSpanContext(ours)).toEqual(trace.getSpanContext(propagated(frame)));
        expect(ours.getValue(Symbol.for('OpenTelemetry Baggage Key'))).toEqual(
          propagated(frame).getValue(Symbol.for('OpenTelemetry Baggage Key')),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('is the root context without a traceparent', () => {
    expect(trace.getSpanContext(invocationParent(frameWith(undefined)))).toBeUndefined();
  });
});
