/* DO NOT EDIT — generated from schema/contracts/http-middleware-request.schema.json by make generate */
/**
 * Payload of a function named in an `http` trigger's `middleware_function_ids`, called before the handler. It returns contracts/http-middleware-result.
 */
export interface HttpMiddlewareRequest {
  /**
   * Always `preHandler`.
   */
  phase: 'preHandler';
  request: HttpMiddlewareRequestInfo;
  /**
   * Reserved for values middleware pass on; `{}`.
   */
  context: {
    [k: string]: unknown | undefined;
  };
  [k: string]: unknown | undefined;
}

/**
 * The request as far as a middleware needs it.
 */
export interface HttpMiddlewareRequestInfo {
  /**
   * Route parameters, percent-decoded.
   */
  path_params: {
    [k: string]: string | undefined;
  };
  /**
   * Query parameters, one value per name.
   */
  query_params: {
    [k: string]: string | undefined;
  };
  /**
   * Request headers, lower-case names.
   */
  headers: {
    [k: string]: string | undefined;
  };
  /**
   * Request method.
   */
  method: string;
  /**
   * svc addition: the registered route pattern.
   */
  path?: string;
  /**
   * svc addition: the path actually requested.
   */
  request_path?: string;
  [k: string]: unknown | undefined;
}
