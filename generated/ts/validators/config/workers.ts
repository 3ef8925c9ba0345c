/* DO NOT EDIT — generated from schema/config/workers/ by make generate */
export { validateStoreAdapter } from './workers/store-adapter.js';
export { validateSvcBridgeConfig } from './workers/svc-bridge.js';
export { validateSvcChannelsConfig } from './workers/svc-channels.js';
export { validateSvcCronConfig } from './workers/svc-cron.js';
export { validateSvcEventsConfig } from './workers/svc-events.js';
export { validateSvcHttpFunctionsConfig } from './workers/svc-http-functions.js';
export { validateSvcHttpConfig } from './workers/svc-http.js';
export { validateSvcObservabilityConfig } from './workers/svc-observability.js';
export { validateSvcQueueConfig } from './workers/svc-queue.js';
export { validateSvcStateConfig } from './workers/svc-state.js';
export { validateSvcStreamConfig } from './workers/svc-stream.js';
export { validateTlsConfig } from './workers/tls.js';
