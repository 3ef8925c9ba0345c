/* DO NOT EDIT — generated from schema/wire/unregister-function.schema.json by make generate */
import type { FunctionId } from '../common/function-id.js';

/**
 * Worker to engine: stop routing `id` to this connection. No reply. Ignored unless this connection owns the function.
 */
export interface UnregisterFunction {
  /**
   * Message tag.
   */
  type: 'unregisterfunction';
  /**
   * The function id.
   */
  id: FunctionId;
  [k: string]: unknown | undefined;
}
