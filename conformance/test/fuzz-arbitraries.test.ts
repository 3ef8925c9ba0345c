import fc from 'fast-check';
import { schemas, validatorsBySchemaId } from '@svc/protocol';
import { describe, expect, it } from 'vitest';
import { nodeArbitrary, schemaArbitrary } from '../src/fuzz/arbitraries.js';
import { matches, UnsupportedSchemaError, type Located } from '../src/fuzz/schema-model.js';

const ids = Object.keys(schemas);
const wireAndCommon = ids.filter((id) => id.startsWith('wire/') || id.startsWith('common/'));
const located = (node: Located['node']): Located => ({ node, base: 'test/inline.schema.json', pointer: '' });

describe('schemaArbitrary', () => {
  it.each(ids)('%s: every generated value passes its generated validator', (id) => {
    const validate = validatorsBySchemaId[id]!;
    fc.assert(
      fc.property(schemaArbitrary(id), (value) => {
        if (!validate(value))
          throw new Error(`${JSON.stringify(value)} is refused: ${JSON.stringify(validate.errors)}`);
      }),
      { numRuns: 60 },
    );
  });

  it('makes optional properties present some of the time and adds unknown fields where allowed', () => {
    const values = fc.sample(schemaArbitrary('wire/register-function.schema.json'), {
      numRuns: 300,
      seed: 7,
    }) as Record<string, unknown>[];
    expect(values.some((v) => 'description' in v)).toBe(true);
    expect(values.some((v) => !('description' in v))).toBe(true);
    const known = new Set(Object.keys((schemas['wire/register-function.schema.json']!.properties as object) ?? {}));
    expect(values.some((v) => Object.keys(v).some((key) => !known.has(key)))).toBe(true);
  });

  it('makes an optional property as frequent as presence asks', () => {
    const presence = (site: { path: readonly string[] }) =>
      site.path.join('/') === 'action' ? 0 : site.path.join('/') === 'timeout_ms' ? 1 : undefined;
    const values = fc.sample(schemaArbitrary('wire/invoke-function.schema.json', { presence }), {
      numRuns: 200,
      seed: 2,
    }) as Record<string, unknown>[];
    expect(values.every((v) => !('action' in v) && 'timeout_ms' in v)).toBe(true);
    expect(values.some((v) => 'metadata' in v) && values.some((v) => !('metadata' in v))).toBe(true);
  });

  it('never adds a field where additionalProperties is false', () => {
    const node = located({
      type: 'object',
      required: ['a'],
      properties: { a: { type: 'integer', minimum: 3 }, b: { enum: ['x', 'y'] } },
      additionalProperties: false,
    });
    for (const value of fc.sample(nodeArbitrary(node), { numRuns: 200, seed: 1 }) as Record<string, unknown>[]) {
      expect(Object.keys(value).every((key) => key === 'a' || key === 'b')).toBe(true);
      expect(value.a).toBeGreaterThanOrEqual(3);
    }
  });

  it('generates both sides of if/then/else and one branch of a oneOf at a time', () => {
    const node = located({
      type: 'object',
      if: { required: ['path'] },
      then: { required: ['name'], properties: { name: { type: 'string', pattern: '^p-' } } },
      else: { properties: { name: { const: 'builtin' } } },
      oneOf: [
        { properties: { n: { type: 'integer' } }, required: ['n'] },
        { properties: { n: { type: 'string' } }, required: ['n'] },
      ],
    });
    const values = fc.sample(nodeArbitrary(node), { numRuns: 300, seed: 3 }) as Record<string, unknown>[];
    expect(values.every((v) => matches(node, v))).toBe(true);
    expect(values.some((v) => 'path' in v && typeof v.name === 'string' && v.name.startsWith('p-'))).toBe(true);
    expect(values.some((v) => !('path' in v))).toBe(true);
    expect(new Set(values.map((v) => typeof v.n))).toEqual(new Set(['number', 'string']));
  });

  it('fails loudly on a keyword or format it does not implement', () => {
    expect(() => nodeArbitrary(located({ type: 'array', contains: { type: 'string' } }))).toThrow(
      UnsupportedSchemaError,
    );
    expect(() => nodeArbitrary(located({ type: 'object', patternProperties: { '^x': {} } }))).toThrow(
      /unsupported keyword "patternProperties"/,
    );
    expect(() => nodeArbitrary(located({ type: 'string', format: 'email' }))).toThrow(/unsupported format "email"/);
    expect(() => schemaArbitrary('wire/no-such.schema.json')).toThrow(/no schema has the \$id/);
  });

  it('covers every keyword the wire and common schemas use', () => {
    const used = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (typeof node !== 'object' || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        used.add(key);
        if (key === 'properties' || key === '$defs') Object.values(value as object).forEach(walk);
        else if (key !== 'examples' && key !== 'const' && key !== 'enum' && key !== 'default') walk(value);
      }
    };
    wireAndCommon.forEach((id) => walk(schemas[id]));
    for (const id of wireAndCommon) expect(() => schemaArbitrary(id)).not.toThrow();
    expect([...used].sort()).toEqual(
      expect.arrayContaining([
        '$ref',
        'additionalProperties',
        'const',
        'discriminator',
        'enum',
        'minLength',
        'minimum',
        'oneOf',
        'pattern',
        'properties',
        'required',
        'type',
      ]),
    );
  });
});
