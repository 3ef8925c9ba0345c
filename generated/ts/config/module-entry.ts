/* DO NOT EDIT — generated from schema/config/module-entry.schema.json by make generate */
import type { SvcCronConfig } from './workers/svc-cron.js';
import type { SvcEventsConfig } from './workers/svc-events.js';
import type { SvcHttpConfig } from './workers/svc-http.js';
import type { SvcObservabilityConfig } from './workers/svc-observability.js';
import type { SvcQueueConfig } from './workers/svc-queue.js';
import type { SvcStateConfig } from './workers/svc-state.js';
import type { SvcStreamConfig } from './workers/svc-stream.js';

/**
 * One entry of the legacy `modules:` list, naming a built-in by class (`modules::<area>::<Name>Module`). Accepted as an alias of the matching `workers:` entry.
 */
export type ModuleEntry = {
  /**
   * Module class name.
   */
  class: string;
  [k: string]: unknown | undefined;
} & (
  | SvcHttpModule
  | SvcStateModule
  | SvcStreamModule
  | SvcCronModule
  | SvcEventsModule
  | SvcQueueModule
  | SvcObservabilityModule
);

/**
 * `modules::api::RestApiModule`, the legacy name of `svc-http`.
 */
export interface SvcHttpModule {
  /**
   * Module class name.
   */
  class: 'modules::api::RestApiModule';
  /**
   * Settings of `svc-http`.
   */
  config?: SvcHttpConfig;
}

/**
 * `modules::state::StateModule`, the legacy name of `svc-state`.
 */
export interface SvcStateModule {
  /**
   * Module class name.
   */
  class: 'modules::state::StateModule';
  /**
   * Settings of `svc-state`.
   */
  config?: SvcStateConfig;
}

/**
 * `modules::stream::StreamModule`, the legacy name of `svc-stream`.
 */
export interface SvcStreamModule {
  /**
   * Module class name.
   */
  class: 'modules::stream::StreamModule';
  /**
   * Settings of `svc-stream`.
   */
  config?: SvcStreamConfig;
}

/**
 * `modules::cron::CronModule`, the legacy name of `svc-cron`.
 */
export interface SvcCronModule {
  /**
   * Module class name.
   */
  class: 'modules::cron::CronModule';
  /**
   * Settings of `svc-cron`.
   */
  config?: SvcCronConfig;
}

/**
 * `modules::pubsub::PubSubModule`, the legacy name of `svc-events`.
 */
export interface SvcEventsModule {
  /**
   * Module class name.
   */
  class: 'modules::pubsub::PubSubModule';
  /**
   * Settings of `svc-events`.
   */
  config?: SvcEventsConfig;
}

/**
 * `modules::queue::QueueModule`, the legacy name of `svc-queue`.
 */
export interface SvcQueueModule {
  /**
   * Module class name.
   */
  class: 'modules::queue::QueueModule';
  /**
   * Settings of `svc-queue`.
   */
  config?: SvcQueueConfig;
}

/**
 * `modules::observability::OtelModule`, the legacy name of `svc-observability`.
 */
export interface SvcObservabilityModule {
  /**
   * Module class name.
   */
  class: 'modules::observability::OtelModule';
  /**
   * Settings of `svc-observability`.
   */
  config?: SvcObservabilityConfig;
}
