/* DO NOT EDIT — generated from schema/contracts/state/ by make generate */
export { validateStateCompareAndSetInput } from './state/compare-and-set-input.js';
export { validateStateCompareAndSetOutput } from './state/compare-and-set-output.js';
export { validateStateDeleteInput } from './state/delete-input.js';
export { validateStateDeleteOutput } from './state/delete-output.js';
export { validateStateGetInput } from './state/get-input.js';
export { validateStateGetOutput } from './state/get-output.js';
export { validateStateListGroupsInput } from './state/list-groups-input.js';
export { validateStateListGroupsOutput } from './state/list-groups-output.js';
export { validateStateListInput } from './state/list-input.js';
export { validateStateListKeysInput } from './state/list-keys-input.js';
export { validateStateListKeysOutput } from './state/list-keys-output.js';
export { validateStateListOutput } from './state/list-output.js';
export { validateStateSetInput } from './state/set-input.js';
export { validateStateSetOutput } from './state/set-output.js';
export { validateStateUpdateInput } from './state/update-input.js';
export { validateStateUpdateOp } from './state/update-op.js';
export { validateStateUpdateOutput } from './state/update-output.js';
