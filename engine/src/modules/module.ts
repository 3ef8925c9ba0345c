/**
 * The contract every configured built-in module (svc-http, svc-state, ...) implements: started
 * with its settings from the config, it links to the router and may listen on addresses of its
 * own; stopped, it releases everything it holds.
 */
import type { JsonValue } from '@svc/protocol';
import type { Router } from '../core/router.js';
import type { Logger } from '../log.js';

/** What a module is started with. */
export interface ModuleContext {
  router: Router;
  logger: Logger;
  /** The `config:` of the module's entry, validated against its settings schema. */
  settings: Record<string, JsonValue>;
  /** The directory relative paths in the settings are resolved against (the config file's). */
  baseDir: string;
}

/** A started module. */
export interface RunningModule {
  /** Addresses the module listens on, by name (e.g. `{http: 'http://127.0.0.1:3111'}`). */
  readonly listeners?: Readonly<Record<string, string>>;
  /** First step of a graceful stop: refuse new work from outside (runs before the router drains). */
  stopAccepting?(): void;
  /** Last step of a graceful stop, after in-flight invocations have ended: flush and release. */
  stop(): Promise<void>;
}

/** Starts a module; rejects with a clear error when it cannot run (port in use, unwritable path). */
export type StartModule = (context: ModuleContext) => Promise<RunningModule>;
