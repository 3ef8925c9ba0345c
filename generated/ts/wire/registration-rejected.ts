/* DO NOT EDIT — generated from schema/wire/registration-rejected.schema.json by make generate */
/**
 * Engine to worker: a registration was refused. `FUNCTION_NAMESPACE_CONFLICT` refuses one function and keeps the connection; `WORKER_NAMESPACE_CONFLICT` is fatal and the engine closes the connection. SDKs that do not know this message ignore it.
 */
export interface RegistrationRejected {
  /**
   * Message tag.
   */
  type: 'registrationrejected';
  /**
   * Why the registration was refused.
   */
  code: 'FUNCTION_NAMESPACE_CONFLICT' | 'WORKER_NAMESPACE_CONFLICT';
  /**
   * Namespace in which the conflict happened.
   */
  namespace?: string;
  /**
   * The refused function, for function conflicts.
   */
  function_id?: string;
  /**
   * The refused worker name, for worker conflicts.
   */
  worker_name?: string;
  /**
   * Connection that already owns the name; empty when none.
   */
  owner_worker_id?: string;
  [k: string]: unknown | undefined;
}
