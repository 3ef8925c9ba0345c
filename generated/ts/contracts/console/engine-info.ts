/* DO NOT EDIT — generated from schema/contracts/console/engine-info.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Body of `GET /_console/info`: what a console shows about the engine it talks to.
 */
export interface ConsoleEngineInfo {
  /**
   * The engine's version.
   */
  version: string;
  /**
   * Each listener's address by name (`bridge`, `http`, `stream`, ...), as the engine bound it.
   */
  listeners: {
    [k: string]: string | undefined;
  };
  /**
   * The built-in modules running, in start order, with their settings; values of secret-looking keys and passwords in URLs are replaced by `***`.
   */
  modules: ConsoleModuleInfo[];
  /**
   * The settings of svc-observability, secrets masked; null when it is not running.
   */
  otel?: JsonValue;
  [k: string]: unknown | undefined;
}

/**
 * One running module.
 */
export interface ConsoleModuleInfo {
  /**
   * Canonical name (`svc-http`).
   */
  name: string;
  /**
   * Its settings as configured, secrets masked.
   */
  settings: JsonValue;
  [k: string]: unknown | undefined;
}
