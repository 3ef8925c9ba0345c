/* DO NOT EDIT — generated from schema/manifest/ by make generate */
export { validateWorkerManifest } from './manifest/worker-manifest.js';
export { validateWorkerStatus } from './manifest/worker-status.js';
