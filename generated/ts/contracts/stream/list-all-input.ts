/* DO NOT EDIT — generated from schema/contracts/stream/list-all-input.schema.json by make generate */
/**
 * Input of `stream::list_all`: every stream with its groups. System streams (`svc:*`) are listed only with `include_system`.
 */
export interface StreamListAllInput {
  /**
   * Also list the engine's system streams (`svc:live`), marked `system: true`.
   */
  include_system?: boolean;
  [k: string]: unknown | undefined;
}
