/* DO NOT EDIT — generated from schema/config/ by make generate */
export { validateBuiltinWorkerEntry } from './config/builtin-worker-entry.js';
export { validateEngineConfig } from './config/engine-config.js';
export { validateModuleEntry } from './config/module-entry.js';
export { validatePathWorkerEntry } from './config/path-worker-entry.js';
export { validateWorkerEntry } from './config/worker-entry.js';
export { validateStoreAdapter } from './config/workers/store-adapter.js';
export { validateSvcBridgeConfig } from './config/workers/svc-bridge.js';
export { validateSvcChannelsConfig } from './config/workers/svc-channels.js';
export { validateSvcCronConfig } from './config/workers/svc-cron.js';
export { validateSvcEventsConfig } from './config/workers/svc-events.js';
export { validateSvcHttpFunctionsConfig } from './config/workers/svc-http-functions.js';
export { validateSvcHttpConfig } from './config/workers/svc-http.js';
export { validateSvcObservabilityConfig } from './config/workers/svc-observability.js';
export { validateSvcQueueConfig } from './config/workers/svc-queue.js';
export { validateSvcStateConfig } from './config/workers/svc-state.js';
export { validateSvcStreamConfig } from './config/workers/svc-stream.js';
export { validateTlsConfig } from './config/workers/tls.js';
