/**
 * The svc engine.
 */
export { startEngine, type Engine, type StartOptions } from './engine.js';
export {
  ConfigError,
  defaultConfig,
  expandVariables,
  loadConfigFile,
  parseConfig,
  type LoadedConfig,
  type PathWorker,
} from './config/load.js';
export { AVAILABLE_BUILTINS, BUILTIN_ALIASES } from './config/builtins.js';
export { clientToken } from './auth/tokens.js';
export {
  ManifestError,
  MANIFEST_FILE,
  readManifest,
  readWorkerStatus,
  stateFiles,
  Supervisor,
  type SupervisionTimings,
  type WorkerState,
} from './supervisor/index.js';
export { EngineError, ErrorCode, errorBody } from './errors.js';
export { createLogger, levelFromEnv, type Logger } from './log.js';
export { Router, type RouterStats } from './core/router.js';
export type { EngineEvent } from './core/events.js';
export { LocalWorker } from './core/local-worker.js';
export type { WorkerLink, LinkInfo } from './core/link.js';
export { BUILTIN_MODULES } from './modules/index.js';
export type * from './modules/host.js';
