/* DO NOT EDIT — generated from schema/contracts/events/ by make generate */
export { validateEventsPublishInput } from './events/publish-input.js';
export { validateEventsPublishOutput } from './events/publish-output.js';
export { validateEventsStatsInput } from './events/stats-input.js';
export { validateEventsStatsOutput } from './events/stats-output.js';
