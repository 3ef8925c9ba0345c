/* DO NOT EDIT — generated from schema/stream-wire/ by make generate */
export { validateStreamClientMessage } from './stream-wire/client-message.js';
export { validateStreamErrorFrame } from './stream-wire/error-frame.js';
export { validateLiveInvocationStats } from './stream-wire/live-invocations.js';
export { validateLiveQueueStats } from './stream-wire/live-queues.js';
export { validateLiveRegistryChanges } from './stream-wire/live-registry.js';
export { validateLiveStateChanges } from './stream-wire/live-states.js';
export { validateLiveStreamStats } from './stream-wire/live-streams.js';
