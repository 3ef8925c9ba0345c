/* DO NOT EDIT — generated from schema/contracts/observability/trace-event.schema.json by make generate */
/**
 * What a `trace` trigger's function receives: the trace ids that got a new span since the last fire, coalesced every 300 ms.
 */
export interface ObservabilityTraceEvent {
  /**
   * New or updated traces, without repeats.
   *
   * Items: A trace id.
   */
  trace_ids: string[];
  [k: string]: unknown | undefined;
}
