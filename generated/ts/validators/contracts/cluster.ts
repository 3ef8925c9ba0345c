/* DO NOT EDIT — generated from schema/contracts/cluster/ by make generate */
export { validateClusterLiveWindow } from './cluster/live-window.js';
export { validateClusterMember } from './cluster/member.js';
export { validateClusterStateChanges } from './cluster/state-changes.js';
