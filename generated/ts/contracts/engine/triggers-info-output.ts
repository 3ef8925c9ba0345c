/* DO NOT EDIT — generated from schema/contracts/engine/triggers-info-output.schema.json by make generate */
import type { EngineTriggerTypeSummary } from './trigger-type-summary.js';
import type { JsonValue } from '../../common/json-value.js';

/**
 * Output of `engine::triggers::info`: the trigger type, its formats and how many bindings it has.
 */
export type EngineTriggersInfoOutput = EngineTriggerTypeSummary & {
  /**
   * Bindings of the type, parked ones included.
   */
  instance_count: number;
  /**
   * The registration's `trigger_request_format` (the shape of a binding's config); absent when it had none.
   */
  configuration_schema?: JsonValue;
  /**
   * The registration's `call_request_format` (the payload handlers receive); absent when it had none.
   */
  request_schema?: JsonValue;
  [k: string]: unknown | undefined;
};
