/* DO NOT EDIT — generated from schema/contracts/stream/list-all-output.schema.json by make generate */
/**
 * Output of `stream::list_all`.
 */
export interface StreamListAllOutput {
  /**
   * The streams, sorted by id.
   */
  stream: StreamSummary[];
  /**
   * Number of streams.
   */
  count: number;
  [k: string]: unknown | undefined;
}

/**
 * One stream.
 */
export interface StreamSummary {
  /**
   * The stream name.
   */
  id: string;
  /**
   * Its groups that hold items (for a system stream: the groups it serves), sorted.
   */
  groups: string[];
  /**
   * True for the engine's own streams (`svc:*`), which a console hides by default.
   */
  system?: boolean;
  [k: string]: unknown | undefined;
}
