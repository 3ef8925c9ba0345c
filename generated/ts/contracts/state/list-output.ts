/* DO NOT EDIT — generated from schema/contracts/state/list-output.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Output of `state::list`: every value in the scope, ordered by key (Unicode code point order); empty for an unknown scope.
 */
export type StateListOutput = JsonValue[];
