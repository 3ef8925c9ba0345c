/* DO NOT EDIT — generated from schema/contracts/stream/list-groups-output.schema.json by make generate */
/**
 * Output of `stream::list_groups`: a bare array of group ids, sorted (unlike `state::list_groups`, as in iii).
 *
 * Items: A group id.
 */
export type StreamListGroupsOutput = string[];
