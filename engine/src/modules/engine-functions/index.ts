/**
 * The `engine` module: `engine::*` functions and the engine's trigger types, served in process.
 */
import { LocalWorker } from '../../core/local-worker.js';
import type { Router } from '../../core/router.js';
import type { Logger } from '../../log.js';
import { registerEngineFunctions } from './functions.js';
import { registerEngineTriggers } from './triggers.js';

export { FUNCTIONS_AVAILABLE, WORKERS_AVAILABLE } from './triggers.js';

/** Starts the module; returns a function that stops it. */
export function startEngineFunctions(router: Router, logger: Logger): () => void {
  const worker = new LocalWorker('engine', router, logger, 'Engine discovery functions and trigger types');
  registerEngineFunctions(worker, router);
  const unsubscribe = registerEngineTriggers(worker, router, logger);
  return () => {
    unsubscribe();
    worker.close();
  };
}
