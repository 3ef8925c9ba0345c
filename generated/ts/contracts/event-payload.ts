/* DO NOT EDIT — generated from schema/contracts/event-payload.schema.json by make generate */
import type { JsonValue } from '../common/json-value.js';

/**
 * Payload an `event` (or `subscribe`) trigger's handler receives: exactly the `data` that was published to the topic, any JSON value.
 */
export type EventPayload = JsonValue;
