/* DO NOT EDIT — generated from schema/triggers/ by make generate */
export { validateCronTriggerConfig } from './triggers/cron.js';
export { validateEventTriggerConfig } from './triggers/event.js';
export { validateHttpTriggerConfig } from './triggers/http.js';
export { validateLogTriggerConfig } from './triggers/log.js';
export { validateQueueTriggerConfig } from './triggers/queue.js';
export { validateStateTriggerConfig } from './triggers/state.js';
export { validateStreamJoinTriggerConfig } from './triggers/stream-join.js';
export { validateStreamTriggerConfig } from './triggers/stream.js';
export { validateTraceTriggerConfig } from './triggers/trace.js';
