/* DO NOT EDIT — generated from schema/wire/ by make generate */
import {
  validateCancelInvocation,
  validateErrorFrame,
  validateInvocationResult,
  validateInvokeFunction,
  validatePing,
  validatePong,
  validateReattach,
  validateRegisterFunction,
  validateRegisterService,
  validateRegisterTrigger,
  validateRegisterTriggerType,
  validateRegistrationRejected,
  validateTriggerRegistrationResult,
  validateUnregisterFunction,
  validateUnregisterTrigger,
  validateUnregisterTriggerType,
  validateWorkerRegistered,
} from './validators/wire.js';

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
