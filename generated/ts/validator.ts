/* DO NOT EDIT — generated from schema/ by make generate */
/** One reason a value failed validation (the shape of ajv's error objects). */
export interface ErrorObject {
  /** JSON pointer to the offending value, `""` for the root, e.g. `/workers/0/config/port`. */
  instancePath: string;
  /** Where in the schema the failed rule is. */
  schemaPath: string;
  /** The JSON Schema keyword that failed, e.g. `required`, `type`, `additionalProperties`. */
  keyword: string;
  /** Details of the failure, e.g. `{ missingProperty: "id" }`. */
  params: Record<string, unknown>;
  /** Human-readable text, e.g. `must be integer`. */
  message?: string;
}

/**
 * A precompiled validator: a type guard for the schema's type. After a failed call, `errors`
 * holds what failed, each with the JSON pointer of the offending value (`instancePath`).
 */
export interface Validator<T> {
  (data: unknown): data is T;
  /** Errors of the last failed call; null after a successful one. */
  errors?: ErrorObject[] | null;
}

/**
 * One line saying why a value failed its schema, e.g. `/invocation_id must be string`: the
 * first `limit` errors, each as its JSON pointer (`/` for the root) and message, joined by
 * `; `. `invalid` when the validator left no errors.
 */
export function formatValidationError(errors: readonly ErrorObject[] | null | undefined, limit = 1): string {
  if (!errors || errors.length === 0) return 'invalid';
  return errors
    .slice(0, limit)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`)
    .join('; ');
}
