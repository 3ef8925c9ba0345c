/**
 * The configurable built-in modules, by canonical name. `svc-bridge` is not here: it is the
 * engine's own listener, started by `startEngine` itself.
 */
import { startHttp } from './http/index.js';
import type { StartModule } from './module.js';
import { startState } from './state/index.js';

export type { ModuleContext, RunningModule, StartModule } from './module.js';

/** Each built-in module's start function. Add a module here and in `AVAILABLE_BUILTINS`. */
export const BUILTIN_MODULES: Readonly<Record<string, StartModule>> = {
  'svc-http': startHttp,
  'svc-state': startState,
};
