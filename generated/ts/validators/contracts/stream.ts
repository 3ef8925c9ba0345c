/* DO NOT EDIT — generated from schema/contracts/stream/ by make generate */
export { validateStreamAuthInput } from './stream/auth-input.js';
export { validateStreamAuthOutput } from './stream/auth-output.js';
export { validateStreamDeleteInput } from './stream/delete-input.js';
export { validateStreamDeleteOutput } from './stream/delete-output.js';
export { validateStreamGetInput } from './stream/get-input.js';
export { validateStreamJoinEvent } from './stream/join-event.js';
export { validateStreamJoinResult } from './stream/join-result.js';
export { validateStreamListAllInput } from './stream/list-all-input.js';
export { validateStreamListAllOutput } from './stream/list-all-output.js';
export { validateStreamListGroupsInput } from './stream/list-groups-input.js';
export { validateStreamListGroupsOutput } from './stream/list-groups-output.js';
export { validateStreamListInput } from './stream/list-input.js';
export { validateStreamSendInput } from './stream/send-input.js';
export { validateStreamSetInput } from './stream/set-input.js';
export { validateStreamSetOutput } from './stream/set-output.js';
export { validateStreamUpdateInput } from './stream/update-input.js';
