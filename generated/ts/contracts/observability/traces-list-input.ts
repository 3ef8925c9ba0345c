/* DO NOT EDIT — generated from schema/contracts/observability/traces-list-input.schema.json by make generate */
/**
 * Input of `engine::traces::list`: filters combined with and, then sort and pagination.
 */
export interface ObservabilityTracesListInput {
  /**
   * Only this trace (exact).
   */
  trace_id?: string;
  /**
   * Only these traces.
   *
   * Items: A trace id.
   */
  trace_ids?: string[];
  /**
   * Rows skipped before the page (default 0).
   */
  offset?: number;
  /**
   * Rows in the page (default 100, at most 1000).
   */
  limit?: number;
  /**
   * Case-insensitive substring of the service name.
   */
  service_name?: string;
  /**
   * Case-insensitive substring of the span name.
   */
  name?: string;
  /**
   * Case-insensitive substring of the status (`ok`, `error`, `unset`); `pending` matches spans still in progress.
   */
  status?: string;
  /**
   * Minimum duration in milliseconds.
   */
  min_duration_ms?: number;
  /**
   * Maximum duration in milliseconds.
   */
  max_duration_ms?: number;
  /**
   * Window start, unix ms: a span overlapping the window is included.
   */
  start_time?: number;
  /**
   * Window end, unix ms.
   */
  end_time?: number;
  /**
   * `start_time` (default), `duration`, `duration_ms`, `service_name` or `name`.
   */
  sort_by?: 'start_time' | 'duration' | 'duration_ms' | 'service_name' | 'name';
  /**
   * `asc` (default) or `desc`.
   */
  sort_order?: 'asc' | 'desc';
  /**
   * Attribute pairs that must all match exactly.
   */
  attributes?: [string, string][];
  /**
   * Attribute pairs of which any match removes the row.
   */
  exclude_attributes?: [string, string][];
  /**
   * Include spans of `engine::*` functions (default false).
   */
  include_internal?: boolean;
  /**
   * Match `name` and `attributes` against every span of a trace and return the trace's root (default false: root spans only).
   */
  search_all_spans?: boolean;
  [k: string]: unknown | undefined;
}
