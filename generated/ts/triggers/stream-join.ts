/* DO NOT EDIT — generated from schema/triggers/stream-join.schema.json by make generate */
import type { FunctionId } from '../common/function-id.js';

/**
 * Config of a `stream:join` or `stream:leave` trigger: invoke `function_id` when a client joins or leaves a subscription (contracts/stream/join-event). A join handler answering `{unauthorized: true}` refuses the join. Unknown keys are ignored.
 */
export interface StreamJoinTriggerConfig {
  /**
   * Only this stream; every stream when absent.
   */
  stream_name?: string;
  /**
   * Function called with the payload first; a result of exactly `false` skips the handler.
   */
  condition_function_id?: FunctionId;
  [k: string]: unknown | undefined;
}
