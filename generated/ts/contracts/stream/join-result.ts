/* DO NOT EDIT — generated from schema/contracts/stream/join-result.schema.json by make generate */
/**
 * What a `stream:join` handler may answer; any other answer (or none) lets the join through.
 */
export interface StreamJoinResult {
  /**
   * True refuses the join: the client gets an `unauthorized` frame instead of `sync`.
   */
  unauthorized?: boolean;
  [k: string]: unknown | undefined;
}
