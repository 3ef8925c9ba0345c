/* DO NOT EDIT — generated from schema/contracts/observability/stored-span.schema.json by make generate */
/**
 * A span as the memory store keeps it: the engine's own spans and those the SDKs send on `/otel`, with the reference's field names.
 */
export interface ObservabilityStoredSpan {
  /**
   * 32 lowercase hex digits.
   */
  trace_id: string;
  /**
   * 16 lowercase hex digits.
   */
  span_id: string;
  /**
   * The parent span's id; absent for a root.
   */
  parent_span_id?: string;
  /**
   * The span name: the function id for invocation spans, `METHOD /path` for HTTP request spans.
   */
  name: string;
  /**
   * `server`, `client`, `internal`, `producer` or `consumer`, when known.
   */
  kind?: string;
  /**
   * Start, in nanoseconds since the epoch.
   */
  start_time_unix_nano: number;
  /**
   * End, in nanoseconds since the epoch; 0 while the span is pending.
   */
  end_time_unix_nano: number;
  /**
   * `ok`, `error` or `unset`.
   */
  status: string;
  /**
   * The error message, for `error`.
   */
  status_description?: string;
  /**
   * Attributes as `[key, value]` pairs, values as strings; a value longer than the configured maximum ends with `…[truncated N chars]`.
   */
  attributes: [string, string][];
  /**
   * `service.name` of the process that made the span.
   */
  service_name: string;
  /**
   * Span events.
   *
   * Items: A span event.
   */
  events: {
    /**
     * Event name.
     */
    name?: string;
    /**
     * When, in nanoseconds.
     */
    timestamp_unix_nano?: number;
    /**
     * Attributes.
     */
    attributes?: [string, string][];
    [k: string]: unknown | undefined;
  }[];
  /**
   * Span links.
   *
   * Items: A link to another span.
   */
  links: {
    /**
     * Linked trace.
     */
    trace_id?: string;
    /**
     * Linked span.
     */
    span_id?: string;
    /**
     * W3C trace state.
     */
    trace_state?: string;
    /**
     * Attributes.
     */
    attributes?: [string, string][];
    [k: string]: unknown | undefined;
  }[];
  /**
   * Instrumentation scope that made the span.
   */
  instrumentation_scope_name?: string;
  /**
   * Its version.
   */
  instrumentation_scope_version?: string;
  /**
   * W3C trace flags.
   */
  flags?: number;
  /**
   * W3C trace state.
   */
  trace_state?: string;
  /**
   * True while the span is in progress (its end time is 0).
   */
  pending?: boolean;
  [k: string]: unknown | undefined;
}
