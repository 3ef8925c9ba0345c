/* DO NOT EDIT — generated from schema/contracts/cron/ by make generate */
export { validateCronStatsInput } from './cron/stats-input.js';
export { validateCronStatsOutput } from './cron/stats-output.js';
export { validateCronTriggerNowInput } from './cron/trigger-now-input.js';
export { validateCronTriggerNowOutput } from './cron/trigger-now-output.js';
