/* DO NOT EDIT — generated from schema/config/engine-config.schema.json by make generate */
import type { AuthConfig } from './auth.js';
import type { ClusterConfig } from './cluster.js';
import type { ModuleEntry } from './module-entry.js';
import type { WorkerEntry } from './worker-entry.js';

/**
 * The engine config file (YAML). `${VAR}` and `${VAR:default}` are expanded before parsing. Built-in workers run when listed; `svc-bridge` always runs. A worker may be listed once, under either list.
 */
export interface EngineConfig {
  /**
   * Built-in workers to run, with their settings.
   */
  workers?: WorkerEntry[];
  /**
   * Legacy form of `workers:`, naming built-ins by class.
   */
  modules?: ModuleEntry[];
  /**
   * Tokens, scopes, allowed origins and connection limits (docs/security.md).
   */
  auth?: AuthConfig;
  /**
   * Run this engine as one of several on one Redis (`config/cluster`); absent: alone.
   */
  cluster?: ClusterConfig;
  /**
   * Accepted for compatibility and ignored: svc has one namespace.
   */
  registration_namespace_grace_ms?: number;
}
