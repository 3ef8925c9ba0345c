/* DO NOT EDIT — generated from schema/contracts/queue/ by make generate */
export { validateQueueDlqMessagesInput } from './queue/dlq-messages-input.js';
export { validateQueueDlqMessagesOutput } from './queue/dlq-messages-output.js';
export { validateQueueDlqTopicsOutput } from './queue/dlq-topics-output.js';
export { validateQueueEnqueueInput } from './queue/enqueue-input.js';
export { validateQueueEnqueueOutput } from './queue/enqueue-output.js';
export { validateQueueListTopicsOutput } from './queue/list-topics-output.js';
export { validateQueueMessageInput } from './queue/message-input.js';
export { validateQueueMessageOutput } from './queue/message-output.js';
export { validateQueuePublishInput } from './queue/publish-input.js';
export { validateQueueRedriveInput } from './queue/redrive-input.js';
export { validateQueueRedriveOutput } from './queue/redrive-output.js';
export { validateQueueTopicInput } from './queue/topic-input.js';
export { validateQueueTopicStatsOutput } from './queue/topic-stats-output.js';
