/**
 * Reports of a run: a table line per case as it finishes, the failures in full, and one last
 * line `N passed, N failed`; or the same results as JSON or JUnit XML.
 */
import { PROFILES } from './profiles.js';
import type { CaseResult } from './runner.js';

/** The report formats of `--report`. */
export const REPORT_FORMATS = ['table', 'json', 'junit'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const MARK = { passed: 'ok  ', failed: 'FAIL', skipped: 'skip' } as const;

/** The table line of one result. */
export function tableLine(result: CaseResult): string {
  const note = result.status === 'skipped' && result.message ? `  (${result.message})` : '';
  return `${MARK[result.status]}  ${result.id}  ${Math.round(result.durationMs)} ms${note}`;
}

/** Counts by status. */
export function totals(results: CaseResult[]): Record<CaseResult['status'], number> {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const result of results) counts[result.status]++;
  return counts;
}

/** The last line of every run: `N passed, N failed`, plus `, N skipped` when some were. */
export function summaryLine(results: CaseResult[]): string {
  const { passed, failed, skipped } = totals(results);
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

/**
 * Engine mode: one line per profile, counting the cases of the run that apply to it, so a run
 * against any engine shows which profile that engine keeps: `profile svc: 140 of 140 passed`.
 */
export function profileLines(results: CaseResult[]): string[] {
  if (!results.some((r) => r.profiles)) return [];
  return PROFILES.map((profile) => {
    const ran = results.filter((r) => r.profiles?.includes(profile) && r.status !== 'skipped');
    const passed = ran.filter((r) => r.status === 'passed').length;
    return `profile ${profile}: ${passed} of ${ran.length} passed`;
  });
}

/** Every failure with its message and details, for the end of a table report. */
export function failureDetails(results: CaseResult[]): string {
  const failed = results.filter((r) => r.status === 'failed');
  if (failed.length === 0) return '';
  return failed
    .map((r) =>
      [
        `FAIL ${r.id}`,
        `  ${(r.message ?? '').split('\n').join('\n  ')}`,
        ...(r.details ?? []).map((d) => `  ${d}`),
      ].join('\n'),
    )
    .join('\n\n');
}

/** The results as one JSON document. */
export function jsonReport(target: string, results: CaseResult[]): string {
  return `${JSON.stringify({ target, ...totals(results), results }, null, 2)}\n`;
}

const xml = (text: string) =>
  text
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** The results as JUnit XML: one test suite, a test case per result, classname = case file. */
export function junitReport(target: string, results: CaseResult[]): string {
  const counts = totals(results);
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const cases = results.map((r) => {
    const attributes = `classname="${xml(r.file)}" name="${xml(r.description)}" time="${seconds(r.durationMs)}"`;
    const open = `    <testcase ${attributes}`;
    if (r.status === 'passed') return `${open}/>`;
    if (r.status === 'skipped') return `${open}>\n      <skipped message="${xml(r.message ?? '')}"/>\n    </testcase>`;
    const body = xml([r.message ?? '', ...(r.details ?? [])].join('\n'));
    const failure = `<failure message="${xml((r.message ?? '').split('\n')[0]!)}">${body}</failure>`;
    return `${open}>\n      ${failure}\n    </testcase>`;
  });
  const time = seconds(results.reduce((sum, r) => sum + r.durationMs, 0));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites tests="${results.length}" failures="${counts.failed}" skipped="${counts.skipped}" time="${time}">`,
    `  <testsuite name="${xml(`svc-conformance ${target}`)}" tests="${results.length}" ` +
      `failures="${counts.failed}" errors="0" skipped="${counts.skipped}" time="${time}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
