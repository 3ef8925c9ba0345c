/* DO NOT EDIT — generated from schema/contracts/events/publish-output.schema.json by make generate */
/**
 * Output of `publish`: null once the event was handed to the subscribers (or to Redis, with the `redis` adapter); delivery is fire and forget.
 */
export type EventsPublishOutput = null;
