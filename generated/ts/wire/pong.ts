/* DO NOT EDIT — generated from schema/wire/pong.schema.json by make generate */
/**
 * Either direction: the answer to a JSON `ping`. Ignored by its receiver beyond marking the connection alive.
 */
export interface Pong {
  /**
   * Message tag.
   */
  type: 'pong';
  [k: string]: unknown | undefined;
}
