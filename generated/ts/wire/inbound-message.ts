/* DO NOT EDIT — generated from schema/wire/inbound-message.schema.json by make generate */
import type { InvocationResult } from './invocation-result.js';
import type { InvokeFunction } from './invoke-function.js';
import type { Ping } from './ping.js';
import type { Pong } from './pong.js';
import type { Reattach } from './reattach.js';
import type { RegisterFunction } from './register-function.js';
import type { RegisterService } from './register-service.js';
import type { RegisterTrigger } from './register-trigger.js';
import type { RegisterTriggerType } from './register-trigger-type.js';
import type { TriggerRegistrationResult } from './trigger-registration-result.js';
import type { UnregisterFunction } from './unregister-function.js';
import type { UnregisterTrigger } from './unregister-trigger.js';
import type { UnregisterTriggerType } from './unregister-trigger-type.js';

/**
 * Any frame a worker may send the engine on the worker socket, told apart by `type`. The engine drops a frame with an unknown `type` and ignores unknown fields.
 */
export type InboundMessage = {
  /**
   * Message tag; selects the message schema.
   */
  type: string;
  [k: string]: unknown | undefined;
} & (
  | RegisterFunction
  | UnregisterFunction
  | RegisterTrigger
  | UnregisterTrigger
  | TriggerRegistrationResult
  | RegisterTriggerType
  | UnregisterTriggerType
  | RegisterService
  | InvokeFunction
  | InvocationResult
  | Reattach
  | Ping
  | Pong
);
