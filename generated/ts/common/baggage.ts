/* DO NOT EDIT — generated from schema/common/baggage.schema.json by make generate */
/**
 * W3C Baggage header value: comma-separated `key=value` members propagated with the trace.
 */
export type Baggage = string;
