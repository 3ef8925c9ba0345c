/* DO NOT EDIT — generated from schema/contracts/cluster/member.schema.json by make generate */
import type { EngineFunctionSummary } from '../engine/function-summary.js';
import type { EngineWorkerSummary } from '../engine/worker-summary.js';

/**
 * What an engine of a cluster publishes about itself in Redis (`<key_prefix>engine:<id>`, renewed with every heartbeat and removed when it leaves): where other engines reach it, which functions it serves and how, its workers and its `http` triggers. Other engines route calls and serve HTTP requests from it.
 */
export interface ClusterMember {
  /**
   * The engine's id in the cluster.
   */
  engine_id: string;
  /**
   * Where other engines connect to call its functions (its bridge, `ws://host:port`).
   */
  bridge_url: string;
  /**
   * When the engine joined, in milliseconds since the Unix epoch.
   */
  started_at_ms?: number;
  /**
   * Every function the engine serves, by id: how many of its workers serve it and the timeout it was registered with.
   */
  serves?: {
    [k: string]: ClusterServedFunction | undefined;
  };
  /**
   * The engine's functions as its `engine::functions::list` shows them.
   */
  functions: EngineFunctionSummary[];
  /**
   * The engine's workers as its `engine::workers::list` shows them.
   */
  workers: EngineWorkerSummary[];
  /**
   * The engine's own `http` triggers, which every other engine serves too.
   */
  http_triggers: ClusterHttpTrigger[];
  [k: string]: unknown | undefined;
}

/**
 * One function the engine serves.
 */
export interface ClusterServedFunction {
  /**
   * Workers (or built-in modules) of the engine serving it.
   */
  workers?: number;
  /**
   * The function's registered deadline, when it has one.
   */
  timeout_ms?: number;
  [k: string]: unknown | undefined;
}

/**
 * One `http` binding.
 */
export interface ClusterHttpTrigger {
  /**
   * The binding id on its engine.
   */
  id: string;
  /**
   * The function it fires.
   */
  function_id: string;
  /**
   * Its config (`triggers/http`).
   */
  config: {
    [k: string]: unknown | undefined;
  };
  [k: string]: unknown | undefined;
}
