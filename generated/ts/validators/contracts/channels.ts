/* DO NOT EDIT — generated from schema/contracts/channels/ by make generate */
export { validateChannelsCreateInput } from './channels/create-input.js';
export { validateChannelsCreateOutput } from './channels/create-output.js';
