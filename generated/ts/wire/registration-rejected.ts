/* DO NOT EDIT — generated from schema/wire/registration-rejected.schema.json by make generate */
import type { ErrorBody } from '../common/error-body.js';

/**
 * Engine to worker: a registration was refused. `FUNCTION_NAMESPACE_CONFLICT` refuses one function and keeps the connection; `TRIGGER_TYPE_CONFLICT` (svc) refuses one trigger type and keeps the connection; `WORKER_NAMESPACE_CONFLICT` is fatal and the engine closes the connection. `FORBIDDEN` (the connection's token may not register that id or provide that trigger type) and `too_many_registrations` (`auth.max_registrations_per_worker`) refuse one registration and keep the connection. SDKs that do not know this message ignore it.
 */
export interface RegistrationRejected {
  /**
   * Message tag.
   */
  type: 'registrationrejected';
  /**
   * Why the registration was refused.
   */
  code:
    | 'FUNCTION_NAMESPACE_CONFLICT'
    | 'WORKER_NAMESPACE_CONFLICT'
    | 'TRIGGER_TYPE_CONFLICT'
    | 'FORBIDDEN'
    | 'too_many_registrations';
  /**
   * Why, for a person: names the token and the scope that refused it, or the limit.
   */
  message?: string;
  /**
   * svc: the refused trigger type, for `TRIGGER_TYPE_CONFLICT` (a built-in type such as `http` cannot be provided by a worker).
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
  /**
   * svc: the refusal as an error body whose code says why (`reserved_id`, `function_id_taken`); see docs/errors.md.
   */
  error?: ErrorBody;
  [k: string]: unknown | undefined;
}
