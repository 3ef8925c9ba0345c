/* DO NOT EDIT — generated from schema/config/auth-token.schema.json by make generate */
/**
 * One accepted token and what a connection presenting it may do. The secret comes from exactly one of `value`, `env` and `file` (the engine refuses to start otherwise). A pattern is an exact id, or a prefix followed by `*` (`billing::*`); `*` alone matches everything. A scope left out allows everything, so a token with no scopes only authenticates.
 */
export interface AuthToken {
  /**
   * The token's name: shown in logs, listings and refusals instead of the secret.
   */
  name: string;
  /**
   * The secret itself (write `${VAR}` to take it from the environment when the config loads).
   */
  value?: string;
  /**
   * Name of an environment variable holding the secret, read at start.
   */
  env?: string;
  /**
   * A file holding the secret (surrounding white space is ignored), relative to the config file; read at start.
   */
  file?: string;
  /**
   * The token may also be used for the console API (`/_console/*`), `/_metrics` and the stream socket (3112); the console server presents it.
   */
  console?: boolean;
  /**
   * Function ids the token may register (patterns).
   */
  register?: string[];
  /**
   * Function ids the token may invoke (patterns). `engine::workers::register`, `engine::channels::create` and `engine::log::*` are always allowed, as SDKs call them on their own.
   */
  invoke?: string[];
  /**
   * Trigger types the token may bind functions to (patterns), by `registertrigger` or `engine::register_trigger`.
   */
  trigger_types?: string[];
  /**
   * Trigger types the token may provide with `registertriggertype` (patterns).
   */
  provide_trigger_types?: string[];
  /**
   * State scopes the token may read with `state::get`, `state::list` (patterns); `state::list_groups` needs `*`.
   */
  state_read?: string[];
  /**
   * State scopes the token may change with `state::set`, `state::update`, `state::delete`, `state::compare_and_set` (patterns).
   */
  state_write?: string[];
  /**
   * The token may provide `engine::queue::enqueue` (an external queue), even when `register` does not list it.
   */
  queue_provider?: boolean;
  /**
   * Worker connections this token may hold at once; default `max_connections_per_token`.
   */
  max_connections?: number;
}
