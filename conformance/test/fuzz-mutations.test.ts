import fc from 'fast-check';
import { schemas, validatorsBySchemaId } from '@svc/protocol';
import { describe, expect, it } from 'vitest';
import { schemaArbitrary } from '../src/fuzz/arbitraries.js';
import { mutate, mutationArbitrary } from '../src/fuzz/mutations.js';

const ids = Object.keys(schemas);
/** Keywords through which a broken constraint may surface instead: the value took another branch. */
const BRANCHING = new Set(['oneOf', 'anyOf', 'if', 'discriminator', 'propertyNames']);

describe('mutate', () => {
  it.each(ids)('%s: every labelled mutation is refused by the generated validator, naming what it broke', (id) => {
    const validate = validatorsBySchemaId[id]!;
    fc.assert(
      fc.property(schemaArbitrary(id), (value) => {
        const { refused, stayedValid } = mutate(id, value);
        for (const mutation of refused) {
          if (validate(mutation.value))
            throw new Error(`${mutation.label} is accepted: ${JSON.stringify(mutation.value)}`);
          const keywords = (validate.errors ?? []).map((e) => e.keyword);
          if (!keywords.includes(mutation.keyword) && !keywords.some((k) => BRANCHING.has(k))) {
            throw new Error(`${mutation.label}: the validator reports ${keywords.join(', ')}`);
          }
        }
        for (const mutation of stayedValid) expect(validate(mutation.value)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('breaks one constraint at a time, each labelled', () => {
    const frame = {
      type: 'invokefunction',
      invocation_id: 'i-1',
      function_id: 'math::add',
      timeout_ms: 5,
      traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    };
    const labels = mutate('wire/invoke-function.schema.json', frame).refused.map((m) => m.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'required: /function_id removed',
        'required: /type removed',
        'const: /type differs from "invokefunction"',
        'minimum: /timeout_ms below 1',
        'minLength: /function_id shorter than 1',
        'type: /invocation_id true instead of string|null',
        expect.stringMatching(/^pattern: \/traceparent /),
      ]),
    );
    const union = mutate('wire/inbound-message.schema.json', { type: 'ping' }).refused;
    expect(union.map((m) => m.label)).toContain('discriminator: /type unknown tag "unknowntype"');
    expect(union.find((m) => m.keyword === 'discriminator')!.value).toEqual({ type: 'unknowntype' });
  });

  it('adds a field only where additionalProperties is false, and keeps mutations that stay valid apart', () => {
    expect(
      mutate('wire/ping.schema.json', { type: 'ping' }).refused.some((m) => m.keyword === 'additionalProperties'),
    ).toBe(false);
    const bridge = mutate('config/workers/svc-bridge.schema.json', {}).refused.find(
      (m) => m.keyword === 'additionalProperties',
    );
    expect(bridge?.value).toEqual({ unexpected_field: 1 });
    // Headers as an array of `Name: value` strings; as an object of the wrong JSON type for the
    // array branch, they are valid again by the object branch.
    const { refused, stayedValid } = mutate('contracts/http-response.schema.json', { headers: ['A: b'] });
    expect(stayedValid.map((m) => m.value)).toContainEqual({ headers: {} });
    expect(refused.map((m) => m.value)).toContainEqual({ headers: null });
  });

  it('draws refused mutations as an arbitrary', () => {
    const validate = validatorsBySchemaId['wire/register-trigger.schema.json']!;
    fc.assert(
      fc.property(
        mutationArbitrary('wire/register-trigger.schema.json'),
        ({ original, mutation }) => validate(original) && !validate(mutation.value),
      ),
      { numRuns: 100 },
    );
  });
});
