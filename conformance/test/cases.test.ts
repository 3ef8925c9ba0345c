import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schemas, validatorsBySchemaId } from '@svc/protocol';
import { describe, expect, it } from 'vitest';
import { loadCases, type ValidateGroup } from '../src/cases.js';
import { runValidate } from '../src/runner.js';

const shipped = loadCases();

/** A cases folder holding one file. */
function folderWith(path: string, content: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'svc-cases-'));
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}

const exchange = (steps: unknown[], extra: object = {}) => ({
  kind: 'exchange',
  description: 'a case',
  mode: 'engine',
  steps,
  ...extra,
});

describe('the shipped cases', () => {
  it('keep the case format', () => {
    expect(shipped.problems).toEqual([]);
  });

  it('have validate examples, valid and invalid, for every schema', () => {
    const groups = shipped.files.flatMap((f) => f.entries).filter((e): e is ValidateGroup => e.kind === 'validate');
    const covered = (valid: boolean) =>
      new Set(groups.filter((g) => g.tests.some((t) => t.valid === valid)).map((g) => g.schema));
    // A schema that accepts every JSON value (any payload, any result) has no invalid example.
    const acceptsAnything = (id: string) =>
      [null, 0, 'text', true, [], {}, { a: [1, { b: null }] }].every((v) => validatorsBySchemaId[id]!(v));
    const missing = (valid: boolean) =>
      Object.keys(schemas).filter((id) => !covered(valid).has(id) && (valid || !acceptsAnything(id)));
    expect({ withoutValid: missing(true), withoutInvalid: missing(false) }).toEqual({
      withoutValid: [],
      withoutInvalid: [],
    });
  });

  it('have exchange cases for both modes, the regressions among them', () => {
    const areas = new Set(
      shipped.files.filter((f) => f.entries.some((e) => e.kind === 'exchange')).map((f) => f.name.split('/')[0]),
    );
    expect([...areas].sort()).toEqual(expect.arrayContaining(['engine', 'worker']));
  });
});

describe('validate cases, against the generated validators', () => {
  for (const file of shipped.files.filter((f) => f.entries.some((e) => e.kind === 'validate'))) {
    it(file.name, () => {
      const failed = runValidate([file]).filter((r) => r.status === 'failed');
      expect(failed.map((r) => `${r.id}: ${r.message}`)).toEqual([]);
    });
  }
});

describe('the case format check', () => {
  const problemsOf = (path: string, content: unknown) => loadCases(folderWith(path, content)).problems;

  it('refuses a file that is not JSON or breaks the case schema, naming the file and the field', () => {
    expect(problemsOf('wire/ping.json', '[{')[0]).toMatch(/^wire\/ping\.json: not JSON/);
    expect(
      problemsOf('wire/ping.json', [
        { kind: 'validate', description: 'ping', schema: 'wire/ping.schema.json', tests: [] },
      ]),
    ).toEqual(['wire/ping.json: /0/tests must NOT have fewer than 1 items']);
  });

  it('refuses a file outside cases/<area>/<topic>.json', () => {
    const valid = [
      {
        kind: 'validate',
        description: 'ping',
        schema: 'wire/ping.schema.json',
        tests: [{ description: 'bare', data: { type: 'ping' }, valid: true }],
      },
    ];
    expect(problemsOf('ping.json', valid)).toEqual([
      'ping.json: case files live at cases/<area>/<topic>.json (lower case, digits and -)',
    ]);
    expect(problemsOf('wire/ping.json', valid)).toEqual([]);
  });

  it('refuses duplicate descriptions and a schema that does not exist', () => {
    const group = (description: string, schema: string) => ({
      kind: 'validate',
      description,
      schema,
      tests: [
        { description: 'one', data: 1, valid: false },
        { description: 'one', data: 2, valid: false },
      ],
    });
    expect(
      problemsOf('wire/x.json', [group('twice', 'wire/ping.schema.json'), group('twice', 'wire/nope.schema.json')]),
    ).toEqual([
      'wire/x.json: /0 "twice": test "one" is named twice',
      'wire/x.json: /1 "twice": description used twice in this file',
      'wire/x.json: /1 "twice": schema wire/nope.schema.json does not exist',
      'wire/x.json: /1 "twice": test "one" is named twice',
    ]);
  });

  it("refuses a connection used before it is opened, the other mode's open step, and an unbound $ref", () => {
    const steps = [
      { op: 'send', on: 'a', frame: { type: 'ping' } },
      { op: 'accept', on: 'b' },
      { op: 'expect', on: 'b', frame: { id: { $ref: 'later' } } },
      { op: 'expect', on: 'b', frame: { id: { $capture: 'later' } } },
    ];
    expect(problemsOf('engine/x.json', [exchange(steps)])).toEqual([
      'engine/x.json: /0 "a case": step 1 (send): connection "a" is not opened by an earlier step',
      'engine/x.json: /0 "a case": step 2 (accept): engine mode opens connections with connect',
      'engine/x.json: /0 "a case": step 3 (expect): /id: $ref "later" is not bound by an earlier $new or $capture',
    ]);
  });

  it('does not let a pattern of expect_none bind a name', () => {
    const steps = [
      { op: 'connect', on: 'a' },
      { op: 'expect_none', on: 'a', frame: { id: { $capture: 'x' } } },
      { op: 'send', on: 'a', frame: { type: 'ping', id: { $ref: 'x' } } },
    ];
    expect(problemsOf('engine/x.json', [exchange(steps)])).toEqual([
      'engine/x.json: /0 "a case": step 3 (send): /id: $ref "x" is not bound by an earlier $new or $capture',
    ]);
  });
});
