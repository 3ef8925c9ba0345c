/* DO NOT EDIT — generated from schema/contracts/http-error.schema.json by make generate */
/**
 * Body of every error the engine HTTP API answers itself (no route, malformed JSON, body too large, handler error, deadline, condition not met). Never carries a stack trace.
 */
export interface HttpError {
  error: HttpErrorDetail;
  /**
   * True when the route's condition function returned false (status 422).
   */
  skipped?: boolean;
}

/**
 * What went wrong.
 */
export interface HttpErrorDetail {
  /**
   * Stable code: an engine code such as `NOT_FOUND`, `INVALID_JSON`, `PAYLOAD_TOO_LARGE`, `timeout`, or the handler's own error code. Listed in docs/errors.md.
   */
  code: string;
  /**
   * What happened, for a person.
   */
  message: string;
  /**
   * Random id of this failure, on 5xx answers only, also written to the engine log.
   */
  error_id?: string;
}
