import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENTED_ERROR_CODES, ENGINE_CLOSE_CODES } from '../src/fuzz/documented.js';

const errors = readFileSync(new URL('../../docs/errors.md', import.meta.url), 'utf8');

/** The codes in the first column of the tables of one `## ` section. */
function codesOf(section: string): string[] {
  const start = errors.indexOf(`\n## ${section}\n`);
  const end = errors.indexOf('\n## ', start + 1);
  const body = errors.slice(start, end < 0 ? undefined : end);
  return [...body.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!);
}

describe('the documented outcomes the fuzz oracles accept', () => {
  it('are the error codes of the Invocation, Registration and Built-in functions tables of docs/errors.md', () => {
    const documented = ['Invocation', 'Registration', 'Built-in functions'].flatMap(codesOf);
    expect(documented.length).toBeGreaterThan(20);
    expect([...DOCUMENTED_ERROR_CODES].sort()).toEqual([...new Set(documented)].sort());
  });

  it('are the close codes docs/errors.md lists for the worker bridge', () => {
    const closes = [...errors.matchAll(/^\| close (\d{4}) \| worker bridge \|/gm)].map((m) => Number(m[1]));
    expect([...ENGINE_CLOSE_CODES].sort()).toEqual(closes.sort());
  });
});
