/* DO NOT EDIT — generated from schema/wire/ by make generate */
import { validateCancelInvocation } from './validators/wire/cancel-invocation.js';
import { validateErrorFrame } from './validators/wire/error-frame.js';
import { validateInvocationResult } from './validators/wire/invocation-result.js';
import { validateInvokeFunction } from './validators/wire/invoke-function.js';
import { validatePing } from './validators/wire/ping.js';
import { validatePong } from './validators/wire/pong.js';
import { validateReattach } from './validators/wire/reattach.js';
import { validateRegisterFunction } from './validators/wire/register-function.js';
import { validateRegisterService } from './validators/wire/register-service.js';
import { validateRegisterTrigger } from './validators/wire/register-trigger.js';
import { validateRegisterTriggerType } from './validators/wire/register-trigger-type.js';
import { validateRegistrationRejected } from './validators/wire/registration-rejected.js';
import { validateTriggerRegistrationResult } from './validators/wire/trigger-registration-result.js';
import { validateUnregisterFunction } from './validators/wire/unregister-function.js';
import { validateUnregisterTrigger } from './validators/wire/unregister-trigger.js';
import { validateUnregisterTriggerType } from './validators/wire/unregister-trigger-type.js';
import { validateWorkerRegistered } from './validators/wire/worker-registered.js';

/** The validator of each message a worker may send, by its `type` tag. */
export const inboundValidators = {
  registerfunction: validateRegisterFunction,
  unregisterfunction: validateUnregisterFunction,
  registertrigger: validateRegisterTrigger,
  unregistertrigger: validateUnregisterTrigger,
  triggerregistrationresult: validateTriggerRegistrationResult,
  registertriggertype: validateRegisterTriggerType,
  unregistertriggertype: validateUnregisterTriggerType,
  registerservice: validateRegisterService,
  invokefunction: validateInvokeFunction,
  invocationresult: validateInvocationResult,
  reattach: validateReattach,
  ping: validatePing,
  pong: validatePong,
} as const;

/** The validator of each message the engine may send, by its `type` tag. */
export const outboundValidators = {
  workerregistered: validateWorkerRegistered,
  registertrigger: validateRegisterTrigger,
  unregistertrigger: validateUnregisterTrigger,
  triggerregistrationresult: validateTriggerRegistrationResult,
  invokefunction: validateInvokeFunction,
  invocationresult: validateInvocationResult,
  registrationrejected: validateRegistrationRejected,
  cancelinvocation: validateCancelInvocation,
  error: validateErrorFrame,
  ping: validatePing,
  pong: validatePong,
} as const;

/** A `type` tag a worker may send. */
export type InboundMessageType = keyof typeof inboundValidators;

/** A `type` tag the engine may send. */
export type OutboundMessageType = keyof typeof outboundValidators;
