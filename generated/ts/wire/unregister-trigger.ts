/* DO NOT EDIT — generated from schema/wire/unregister-trigger.schema.json by make generate */
/**
 * Worker to engine: remove the trigger `id` this connection registered. No reply. Engine to worker: tells the type's provider that a binding is gone.
 */
export interface UnregisterTrigger {
  /**
   * Message tag.
   */
  type: 'unregistertrigger';
  /**
   * Trigger id.
   */
  id: string;
  /**
   * Trigger type id; optional for the engine, always sent to a provider.
   */
  trigger_type?: string;
  [k: string]: unknown | undefined;
}
