/* DO NOT EDIT — generated from schema/config/builtin-worker-entry.schema.json by make generate */
import type { SvcBridgeConfig } from './workers/svc-bridge.js';
import type { SvcChannelsConfig } from './workers/svc-channels.js';
import type { SvcCronConfig } from './workers/svc-cron.js';
import type { SvcEventsConfig } from './workers/svc-events.js';
import type { SvcHttpConfig } from './workers/svc-http.js';
import type { SvcHttpFunctionsConfig } from './workers/svc-http-functions.js';
import type { SvcObservabilityConfig } from './workers/svc-observability.js';
import type { SvcQueueConfig } from './workers/svc-queue.js';
import type { SvcStateConfig } from './workers/svc-state.js';
import type { SvcStreamConfig } from './workers/svc-stream.js';

/**
 * A built-in worker by name, with its settings.
 */
export type BuiltinWorkerEntry = {
  /**
   * Which built-in worker.
   */
  name: string;
  [k: string]: unknown | undefined;
} & (
  | SvcBridgeEntry
  | SvcHttpEntry
  | SvcStateEntry
  | SvcStreamEntry
  | SvcChannelsEntry
  | SvcHttpFunctionsEntry
  | SvcCronEntry
  | SvcEventsEntry
  | SvcQueueEntry
  | SvcObservabilityEntry
);

/**
 * The `svc-bridge` built-in worker.
 */
export interface SvcBridgeEntry {
  /**
   * Worker name.
   */
  name: 'svc-bridge' | 'iii-worker-manager';
  /**
   * Settings of `svc-bridge`.
   */
  config?: SvcBridgeConfig;
}

/**
 * The `svc-http` built-in worker.
 */
export interface SvcHttpEntry {
  /**
   * Worker name.
   */
  name: 'svc-http' | 'iii-http' | 'http';
  /**
   * Settings of `svc-http`.
   */
  config?: SvcHttpConfig;
}

/**
 * The `svc-state` built-in worker.
 */
export interface SvcStateEntry {
  /**
   * Worker name.
   */
  name: 'svc-state' | 'iii-state' | 'state';
  /**
   * Settings of `svc-state`.
   */
  config?: SvcStateConfig;
}

/**
 * The `svc-stream` built-in worker.
 */
export interface SvcStreamEntry {
  /**
   * Worker name.
   */
  name: 'svc-stream' | 'iii-stream' | 'stream';
  /**
   * Settings of `svc-stream`.
   */
  config?: SvcStreamConfig;
}

/**
 * The `svc-channels` built-in worker.
 */
export interface SvcChannelsEntry {
  /**
   * Worker name.
   */
  name: 'svc-channels' | 'iii-channels' | 'channels';
  /**
   * Settings of `svc-channels`.
   */
  config?: SvcChannelsConfig;
}

/**
 * The `svc-http-functions` built-in worker.
 */
export interface SvcHttpFunctionsEntry {
  /**
   * Worker name.
   */
  name: 'svc-http-functions' | 'iii-http-functions' | 'http-functions';
  /**
   * Settings of `svc-http-functions`.
   */
  config?: SvcHttpFunctionsConfig;
}

/**
 * The `svc-cron` built-in worker.
 */
export interface SvcCronEntry {
  /**
   * Worker name.
   */
  name: 'svc-cron' | 'iii-cron' | 'cron';
  /**
   * Settings of `svc-cron`.
   */
  config?: SvcCronConfig;
}

/**
 * The `svc-events` built-in worker.
 */
export interface SvcEventsEntry {
  /**
   * Worker name.
   */
  name: 'svc-events' | 'iii-pubsub' | 'pubsub';
  /**
   * Settings of `svc-events`.
   */
  config?: SvcEventsConfig;
}

/**
 * The `svc-queue` built-in worker.
 */
export interface SvcQueueEntry {
  /**
   * Worker name.
   */
  name: 'svc-queue' | 'iii-queue' | 'queue';
  /**
   * Settings of `svc-queue`.
   */
  config?: SvcQueueConfig;
}

/**
 * The `svc-observability` built-in worker.
 */
export interface SvcObservabilityEntry {
  /**
   * Worker name.
   */
  name: 'svc-observability' | 'iii-observability';
  /**
   * Settings of `svc-observability`.
   */
  config?: SvcObservabilityConfig;
}
