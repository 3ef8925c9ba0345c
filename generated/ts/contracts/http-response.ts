/* DO NOT EDIT — generated from schema/contracts/http-response.schema.json by make generate */
import type { JsonValue } from '../common/json-value.js';

/**
 * What an `http` trigger's handler returns. A body is sent as JSON with `content-type: application/json` unless the handler sets a content type and returns a string body, which is then sent as is.
 */
export interface HttpResponse {
  /**
   * HTTP status, 200 when absent. A final status only: an informational 1xx is answered 500 `INVALID_RESPONSE`, since a client would read the next response on the connection as this one's.
   */
  status_code?: number;
  /**
   * Accepted alias of `status_code`; `status_code` wins when both are set.
   */
  statusCode?: number;
  /**
   * Response headers: an object of name to value, or an array of `Name: value` strings. Names are HTTP tokens; values hold no CR or LF (the engine answers 500 `INVALID_RESPONSE_HEADER` otherwise).
   */
  headers?:
    | {
        [k: string]: string | undefined;
      }
    | string[];
  /**
   * Response body; see the description of the response for how it is encoded.
   */
  body?: JsonValue;
  [k: string]: unknown | undefined;
}
