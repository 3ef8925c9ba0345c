/* DO NOT EDIT — generated from schema/contracts/engine/workers-info-output.schema.json by make generate */
import type { EngineFunctionSummary } from './function-summary.js';
import type { EngineRegisteredTriggerSummary } from './registered-trigger-summary.js';
import type { EngineWorkerDetail } from './worker-detail.js';

/**
 * Output of `engine::workers::info`: the worker and what it registered.
 */
export interface EngineWorkersInfoOutput {
  /**
   * The worker.
   */
  worker: EngineWorkerDetail;
  /**
   * Functions the worker handles, internal ones included.
   */
  functions: EngineFunctionSummary[];
  /**
   * Trigger types the worker provides.
   */
  trigger_types: EngineWorkerTriggerType[];
  /**
   * Trigger bindings the worker registered.
   */
  registered_triggers: EngineRegisteredTriggerSummary[];
  [k: string]: unknown | undefined;
}

/**
 * A trigger type the worker provides.
 */
export interface EngineWorkerTriggerType {
  /**
   * The trigger type id.
   */
  id: string;
  /**
   * What fires it, as registered; empty when the registration had none.
   */
  description: string;
  [k: string]: unknown | undefined;
}
