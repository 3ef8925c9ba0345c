/* DO NOT EDIT — generated from schema/sdk/ by make generate */
export { validateRegisterFunctionOptions } from './sdk/register-function-options.js';
export { validateTriggerInput } from './sdk/trigger-input.js';
export { validateTriggerInstance } from './sdk/trigger-instance.js';
export { validateTriggerRequest } from './sdk/trigger-request.js';
export { validateTriggerTypeDefinition } from './sdk/trigger-type-definition.js';
