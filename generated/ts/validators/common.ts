/* DO NOT EDIT — generated from schema/common/ by make generate */
export { validateBaggage } from './common/baggage.js';
export { validateChannelRef } from './common/channel-ref.js';
export { validateErrorBody } from './common/error-body.js';
export { validateFunctionId } from './common/function-id.js';
export { validateJsonValue } from './common/json-value.js';
export { validateTraceparent } from './common/traceparent.js';
export { validateTriggerAction } from './common/trigger-action.js';
