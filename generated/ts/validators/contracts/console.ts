/* DO NOT EDIT — generated from schema/contracts/console/ by make generate */
export { validateConsoleConnectivity } from './console/connectivity.js';
export { validateConsoleCronTriggerInput } from './console/cron-trigger-input.js';
export { validateConsoleEmitInput } from './console/emit-input.js';
export { validateConsoleEngineInfo } from './console/engine-info.js';
export { validateConsoleError } from './console/error.js';
export { validateConsoleFlowConfig } from './console/flow-config.js';
export { validateConsoleInvokeInput } from './console/invoke-input.js';
export { validateConsoleLoginInput } from './console/login-input.js';
export { validateConsolePageInput } from './console/page-input.js';
export { validateConsoleServerConfig } from './console/server-config.js';
export { validateConsoleStateItemInput } from './console/state-item-input.js';
export { validateConsoleStateItemsInput } from './console/state-items-input.js';
