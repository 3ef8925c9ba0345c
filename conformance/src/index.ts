/** svc-conformance as a library: load cases, run them, report. The CLI is `cli.ts`. */
export {
  CASES_DIR,
  loadCases,
  type CaseFile,
  type ExchangeCase,
  type Feature,
  type Mode,
  type Step,
  type ValidateGroup,
} from './cases.js';
export { match, materialize, type Bindings } from './patterns.js';
export { runEngineMode, runValidate, runWorkerMode, type CaseResult, type RunOptions } from './runner.js';
export { jsonReport, junitReport, summaryLine } from './report.js';
export type { WorkerCommand } from './engine-side.js';
