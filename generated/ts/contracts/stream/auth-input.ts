/* DO NOT EDIT — generated from schema/contracts/stream/auth-input.schema.json by make generate */
/**
 * Input of svc-stream's `auth_function`, called once per socket on upgrade.
 */
export interface StreamAuthInput {
  /**
   * Request headers, lower-case names.
   */
  headers: {
    [k: string]: string | undefined;
  };
  /**
   * The request path.
   */
  path: string;
  /**
   * Query parameters, each with every value it was given.
   */
  query_params: {
    [k: string]: string[] | undefined;
  };
  /**
   * The client's address and port.
   */
  addr: string;
  [k: string]: unknown | undefined;
}
