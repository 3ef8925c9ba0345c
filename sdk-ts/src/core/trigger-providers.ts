import type { RegisterTrigger, TriggerRegistrationResult, UnregisterTrigger } from '@svc/protocol';
import { ErrorCode } from '../errors.js';
import type { Logger } from '../logger.js';
import type { TriggerInstance } from '../types.js';
import { attempt, messageOf } from './attempt.js';
import type { Registry } from './registry.js';

/**
 * The provider side of trigger types: the engine forwards every binding of a type this worker
 * provides as `registertrigger` / `unregistertrigger`, and expects a `triggerregistrationresult`
 * for each registration.
 */
export class TriggerProviders {
  // The engine's unregistertrigger carries only id and type; remembering the registration lets
  // the handler see the whole binding it is asked to drop.
  private readonly active = new Map<string, TriggerInstance>();

  /** Creates the provider side over the trigger types in `registry`. */
  constructor(
    private readonly registry: Registry,
    private readonly logger: Logger,
  ) {}

  /** Hands a forwarded binding to its type's handler; `reply` gets the result to send. */
  register(frame: RegisterTrigger, reply: (result: TriggerRegistrationResult) => void): void {
    const result: TriggerRegistrationResult = {
      type: 'triggerregistrationresult',
      id: frame.id,
      trigger_type: frame.trigger_type,
      function_id: frame.function_id,
    };
    const provided = this.registry.getTriggerType(frame.trigger_type);
    if (provided === undefined) {
      reply({ ...result, error: { code: ErrorCode.TriggerTypeNotFound, message: 'Trigger type not found' } });
      return;
    }
    const instance: TriggerInstance = {
      id: frame.id,
      trigger_type: frame.trigger_type,
      function_id: frame.function_id,
      config: frame.config === undefined ? {} : frame.config,
    };
    if (frame.metadata !== undefined) instance.metadata = frame.metadata;
    attempt(() => provided.handler.registerTrigger(instance)).then(
      () => {
        this.active.set(frame.id, instance);
        reply(result);
      },
      (error: unknown) => {
        this.logger.warn(`trigger type ${frame.trigger_type} refused trigger ${frame.id}`, { error: messageOf(error) });
        reply({ ...result, error: { code: ErrorCode.TriggerRegistrationFailed, message: messageOf(error) } });
      },
    );
  }

  /** Tells the type's handler that a binding is gone. Nothing is sent back. */
  unregister(frame: UnregisterTrigger): void {
    const known = this.active.get(frame.id);
    this.active.delete(frame.id);
    const triggerType = frame.trigger_type ?? known?.trigger_type;
    const provided = triggerType === undefined ? undefined : this.registry.getTriggerType(triggerType);
    if (triggerType === undefined || provided === undefined) {
      this.logger.debug('unregistertrigger for a type this worker does not provide', {
        id: frame.id,
        trigger_type: triggerType,
      });
      return;
    }
    const instance: TriggerInstance = known ?? {
      id: frame.id,
      trigger_type: triggerType,
      function_id: '',
      config: undefined,
    };
    attempt(() => provided.handler.unregisterTrigger(instance)).catch((error: unknown) => {
      this.logger.warn(`trigger type ${triggerType} failed to unregister trigger ${frame.id}`, {
        error: messageOf(error),
      });
    });
  }
}
