/**
 * The conformance matrix as vitest tests: runs the `svc-conformance` CLI (the real command, in a
 * child process) once per implementation and turns each case of its JSON report into a test,
 * so a failing case names itself in `make test`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, expect, it } from 'vitest';
import { loadCases, type Mode, type Profile } from '../src/cases.js';
import { outsideProfile } from '../src/profiles.js';
import type { CaseResult } from '../src/runner.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CHECKER = join(ROOT, 'conformance/bin/svc-conformance.js');
export const PYTHON = join(ROOT, '.venv/bin/python');

/** What a CLI run printed and how it ended. */
export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `svc-conformance <args>` to completion. */
export function runChecker(args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CHECKER, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The ids of the exchange cases of `mode` (of `profile`, when given), as the checker names them. */
export function caseIds(mode: Mode, profile?: Profile): string[] {
  return loadCases().files.flatMap((file) =>
    file.entries
      .filter((e) => e.kind === 'exchange' && e.mode === mode)
      .filter((e) => e.kind === 'exchange' && (!profile || outsideProfile(e, profile) === undefined))
      .map((e) => `${file.name}: ${e.description}`),
  );
}

/**
 * Declares the tests of one implementation: the CLI run passes as a whole and ends with
 * `N passed, 0 failed` (and the cases outside `profile` skipped), and each case of `mode` (of
 * `profile`) passed. `args` starts with the subcommand (`worker` or `engine`); the report
 * options go right after it, before a worker's `--`.
 */
export function conformanceMatrix(mode: Mode, args: () => string[], profile?: Profile): void {
  let run: CliRun;
  let results = new Map<string, CaseResult>();
  beforeAll(async () => {
    const output = join(mkdtempSync(join(tmpdir(), 'svc-conformance-')), 'report.json');
    const [subcommand, ...rest] = args();
    const only = profile ? ['--profile', profile] : [];
    run = await runChecker([subcommand!, '--report', 'json', '--output', output, ...only, ...rest]);
    try {
      results = new Map(
        (JSON.parse(readFileSync(output, 'utf8')) as { results: CaseResult[] }).results.map((r) => [r.id, r]),
      );
    } catch {
      // No report: every case test below fails and shows the CLI's output.
    }
  }, 300_000);

  it('the checker exits 0 and ends with "N passed, 0 failed"', () => {
    const outside = caseIds(mode).length - caseIds(mode, profile).length;
    const last = new RegExp(`^\\d+ passed, 0 failed${outside > 0 ? `, ${outside} skipped` : ''}$`);
    expect(run.stdout.trim().split('\n').at(-1), `${run.stdout}\n${run.stderr}`).toMatch(last);
    expect(run.status).toBe(0);
  });

  for (const id of caseIds(mode, profile)) {
    it(id, () => {
      const result = results.get(id);
      expect(result, `no result for this case:\n${run.stdout}\n${run.stderr}`).toBeDefined();
      expect(result!.status, [result!.message, ...(result!.details ?? [])].join('\n')).toBe('passed');
    });
  }
}
