/* DO NOT EDIT — generated from schema/contracts/engine/workers-register-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/workers-register-input.schema.json` (EngineWorkersRegisterInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-register-input.schema.json',
  title: 'EngineWorkersRegisterInput',
  description:
    "Input of `engine::workers::register`: the calling worker's metadata (`contracts/worker-metadata`). The engine stores it on the connection named by the injected `_caller_worker_id`, with `name` and `description` stripped of control characters, trimmed and cut to 256 characters, and `runtime` defaulting to `unknown`; a call without a connected caller is refused with `NOT_FOUND`.",
  $ref: '../worker-metadata.schema.json',
  examples: [
    {
      runtime: 'node',
      version: '0.1.0',
      name: 'billing',
      pid: 4242,
      _caller_worker_id: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8',
    },
  ],
};
