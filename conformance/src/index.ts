/** svc-conformance as a library: load cases, run them, report. The CLI is `cli.ts`. */
export {
  CASES_DIR,
  loadCases,
  type CaseFile,
  type ExchangeCase,
  type Feature,
  type Mode,
  type Profile,
  type Step,
  type ValidateGroup,
} from './cases.js';
export { match, materialize, type Bindings } from './patterns.js';
export { runEngineMode, runValidate, runWorkerMode, type CaseResult, type RunOptions } from './runner.js';
export { jsonReport, junitReport, profileLines, summaryLine } from './report.js';
export { outsideProfile, PROFILE_FEATURES, PROFILES, profilesOf } from './profiles.js';
export type { WorkerCommand } from './engine-side.js';
