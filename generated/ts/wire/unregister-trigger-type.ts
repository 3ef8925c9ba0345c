/* DO NOT EDIT — generated from schema/wire/unregister-trigger-type.schema.json by make generate */
/**
 * Worker to engine: withdraw a trigger type. Accepted and ignored, as by every engine of this protocol: a type goes away when its provider's connection does.
 */
export interface UnregisterTriggerType {
  /**
   * Message tag.
   */
  type: 'unregistertriggertype';
  /**
   * Trigger type id.
   */
  id: string;
  /**
   * Description the SDK registered the type with (Node SDKs send it).
   */
  description?: string;
  [k: string]: unknown | undefined;
}
