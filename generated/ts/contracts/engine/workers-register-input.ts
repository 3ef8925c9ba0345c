/* DO NOT EDIT — generated from schema/contracts/engine/workers-register-input.schema.json by make generate */
import type { WorkerMetadata } from '../worker-metadata.js';

/**
 * Input of `engine::workers::register`: the calling worker's metadata (`contracts/worker-metadata`). The engine stores it on the connection named by the injected `_caller_worker_id`, with `name` and `description` stripped of control characters, trimmed and cut to 256 characters, and `runtime` defaulting to `unknown`; a call without a connected caller is refused with `NOT_FOUND`.
 */
export type EngineWorkersRegisterInput = WorkerMetadata;
