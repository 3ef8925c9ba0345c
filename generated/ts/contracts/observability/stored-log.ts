/* DO NOT EDIT — generated from schema/contracts/observability/stored-log.schema.json by make generate */
/**
 * A log record as the memory store keeps it, with the reference's field names.
 */
export interface ObservabilityStoredLog {
  /**
   * When it was written, nanoseconds.
   */
  timestamp_unix_nano: number;
  /**
   * When it was observed, nanoseconds.
   */
  observed_timestamp_unix_nano: number;
  /**
   * OTel severity number, 0 to 24.
   */
  severity_number: number;
  /**
   * Severity text as sent (`INFO`, `WARN`, …).
   */
  severity_text: string;
  /**
   * The message; a structured body is JSON-encoded.
   */
  body: string;
  /**
   * Attributes as JSON values.
   */
  attributes: {
    [k: string]: unknown | undefined;
  };
  /**
   * Trace of the span active when it was written.
   */
  trace_id?: string;
  /**
   * That span.
   */
  span_id?: string;
  /**
   * Resource attributes as strings.
   */
  resource: {
    /**
     * A resource attribute value.
     */
    [k: string]: string | undefined;
  };
  /**
   * `service.name` of the resource.
   */
  service_name: string;
  /**
   * Instrumentation scope.
   */
  instrumentation_scope_name?: string;
  /**
   * Its version.
   */
  instrumentation_scope_version?: string;
  [k: string]: unknown | undefined;
}
