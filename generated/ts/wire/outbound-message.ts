/* DO NOT EDIT — generated from schema/wire/outbound-message.schema.json by make generate */
import type { CancelInvocation } from './cancel-invocation.js';
import type { ErrorFrame } from './error-frame.js';
import type { InvocationResult } from './invocation-result.js';
import type { InvokeFunction } from './invoke-function.js';
import type { Ping } from './ping.js';
import type { Pong } from './pong.js';
import type { RegisterTrigger } from './register-trigger.js';
import type { RegistrationRejected } from './registration-rejected.js';
import type { TriggerRegistrationResult } from './trigger-registration-result.js';
import type { UnregisterTrigger } from './unregister-trigger.js';
import type { WorkerRegistered } from './worker-registered.js';

/**
 * Any frame the engine may send a worker on the worker socket, told apart by `type`. A worker ignores a frame with an unknown `type`.
 */
export type OutboundMessage = {
  /**
   * Message tag; selects the message schema.
   */
  type: string;
  [k: string]: unknown | undefined;
} & (
  | WorkerRegistered
  | RegisterTrigger
  | UnregisterTrigger
  | TriggerRegistrationResult
  | InvokeFunction
  | InvocationResult
  | RegistrationRejected
  | CancelInvocation
  | ErrorFrame
  | Ping
  | Pong
);
