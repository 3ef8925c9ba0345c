/* DO NOT EDIT — generated from schema/wire/registration-rejected.schema.json by make generate */
/**
 * Engine to worker: a registration was refused. `FUNCTION_NAMESPACE_CONFLICT` refuses one function and keeps the connection; `WORKER_NAMESPACE_CONFLICT` is fatal and the engine closes the connection. `FORBIDDEN` (the connection's token may not register that id or provide that trigger type) and `too_many_registrations` (`auth.max_registrations_per_worker`) refuse one registration and keep the connection. SDKs that do not know this message ignore it.
 */
export interface RegistrationRejected {
  /**
   * Message tag.
   */
  type: 'registrationrejected';
  /**
   * Why the registration was refused.
   */
  code: 'FUNCTION_NAMESPACE_CONFLICT' | 'WORKER_NAMESPACE_CONFLICT' | 'FORBIDDEN' | 'too_many_registrations';
  /**
   * Why, for a person: names the token and the scope that refused it, or the limit.
   */
  message?: string;
  /**
   * The refused trigger type, for a refused `registertriggertype`.
   */
  trigger_type?: string;
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
