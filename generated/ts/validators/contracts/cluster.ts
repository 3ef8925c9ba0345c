/* DO NOT EDIT — generated from schema/contracts/cluster/ by make generate */
export { validateClusterMember } from './cluster/member.js';
