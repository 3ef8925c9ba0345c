/* DO NOT EDIT — generated from schema/wire/register-service.schema.json by make generate */
/**
 * Worker to engine: describe a service (a group of functions sharing the first id segment). No reply. Accepted; the engine derives services from function ids on its own.
 */
export interface RegisterService {
  /**
   * Message tag.
   */
  type: 'registerservice';
  /**
   * Service id, the first segment of its function ids.
   */
  id: string;
  /**
   * Display name; empty means use `id`.
   */
  name?: string;
  /**
   * What the service does.
   */
  description?: string;
  /**
   * Enclosing service, if any.
   */
  parent_service_id?: string | null;
  [k: string]: unknown | undefined;
}
