import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depthOf } from '../src/fuzz/engine-oracle.js';
import {
  deepJson,
  isInvalidUtf8Text,
  rawFrameArbitrary,
  renderedBytes,
  renderRaw,
  type RawContext,
} from '../src/fuzz/raw.js';

const context: RawContext = {
  invocationIds: fc.constant('i-1'),
  functionIds: fc.constant('f'),
  maxMessageBytes: 64 * 1024,
};

describe('raw frames', () => {
  it('nests a value as deep as asked, as JSON text, inside its carrier', () => {
    for (const shape of ['array', 'object', 'mixed'] as const)
      expect(depthOf(JSON.parse(deepJson(100_000, shape)), 200_000)).toBe(100_000);
    const rendered = renderRaw({
      raw: 'deep',
      depth: 3000,
      shape: 'mixed',
      carrier: 'invoke',
      invocationId: 'i-1',
      functionId: 'f',
    });
    const frame = JSON.parse(rendered.data as string) as Record<string, unknown>;
    expect(frame).toMatchObject({ type: 'invokefunction', invocation_id: 'i-1', function_id: 'f' });
    expect(depthOf(frame.data, 10_000)).toBe(3000);
  });

  it('sizes huge frames below the limit and over-limit frames just past it', () => {
    fc.assert(
      fc.property(rawFrameArbitrary(context), (raw) => {
        const bytes = renderedBytes(renderRaw(raw));
        if (raw.raw === 'huge') return bytes <= raw.bytes && bytes > raw.bytes - 8 && bytes <= context.maxMessageBytes;
        if (raw.raw === 'over-limit') return bytes === raw.bytes && bytes > context.maxMessageBytes;
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('sends invalid UTF-8 as a text frame, and telemetry prefixes as binary frames', () => {
    const invalid = renderRaw({
      raw: 'invalid-utf8',
      before: '{"type":"ping","x":"',
      bytes: [0xed, 0xa0, 0x80],
      after: '"}',
    });
    expect(invalid.binary).toBe(false);
    expect(isInvalidUtf8Text(invalid)).toBe(true);
    expect(isInvalidUtf8Text(renderRaw({ raw: 'text', kind: 'random Unicode', text: 'é\ud800' }))).toBe(false);
    const otlp = renderRaw({ raw: 'binary', prefix: 'OTLP', payload: '{"resourceSpans":[]}', encoding: 'utf8' });
    expect(otlp.binary).toBe(true);
    expect((otlp.data as Buffer).toString('latin1', 0, 4)).toBe('OTLP');
  });

  it('draws every family', () => {
    const kinds = new Set(
      fc
        .sample(rawFrameArbitrary(context), { numRuns: 500, seed: 5 })
        .map((raw) => (raw.raw === 'text' ? raw.kind : raw.raw)),
    );
    expect([...kinds].sort()).toEqual(
      [
        'JSON, not an object',
        '__proto__/constructor keys',
        'binary',
        'blank',
        'deep',
        'huge',
        'invalid-utf8',
        'not JSON',
        'over-limit',
        'random Unicode',
        'random text',
        'type of the wrong JSON type',
        'unknown type',
      ].sort(),
    );
  });
});
