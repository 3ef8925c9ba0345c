/* DO NOT EDIT — generated from schema/contracts/console/emit-input.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Body of `POST /_console/emit`: publish an event (`publish` of svc-events, whose output is the answer).
 */
export interface ConsoleEmitInput {
  /**
   * Topic to publish on.
   */
  topic: string;
  /**
   * The event's data.
   */
  data?: JsonValue;
  [k: string]: unknown | undefined;
}
