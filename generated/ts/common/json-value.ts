/* DO NOT EDIT — generated from schema/common/json-value.schema.json by make generate */
/**
 * Any JSON value: object, array, string, number, boolean or null.
 */
export type JsonValue = {} | unknown[] | string | number | boolean | null;
