import { inboundValidators } from '@svc/protocol/messages';
import type { InboundMessage, RegisterFunction, RegisterTrigger, RegisterTriggerType, Validator } from '@svc/protocol';
import { ErrorCode, RegistrationError } from '../errors.js';
import type { FunctionHandler, TriggerTypeHandler } from '../types.js';
import { describeErrors } from './frames.js';

/** A function this worker handles: the frame that announces it and the code that runs it. */
export interface RegisteredFunction {
  /** The `registerfunction` frame, replayed on every connect. */
  readonly frame: RegisterFunction;
  /** The user's handler. */
  readonly handler: FunctionHandler;
}

/** A trigger type this worker provides. */
export interface RegisteredTriggerType {
  /** The `registertriggertype` frame, replayed on every connect. */
  readonly frame: RegisterTriggerType;
  /** The user's provider code. */
  readonly handler: TriggerTypeHandler;
}

/**
 * Everything this worker has registered, kept in maps rather than in a send queue: the engine
 * forgets a connection's registrations when it closes, so each new connection replays the
 * maps as they are *now*. A queue would replay things since unregistered, or twice.
 *
 * Every frame is checked against its schema here, so a bad option fails at the call site
 * instead of being dropped silently by the engine later.
 */
export class Registry {
  private readonly functions = new Map<string, RegisteredFunction>();
  private readonly triggers = new Map<string, RegisterTrigger>();
  private readonly triggerTypes = new Map<string, RegisteredTriggerType>();

  /** Adds a function; throws `invalid_id` (empty id), `already_registered` or `invalid_argument`. */
  addFunction(frame: RegisterFunction, handler: FunctionHandler): RegisteredFunction {
    checkId('function', frame.id, this.functions);
    if (typeof handler !== 'function') {
      throw new RegistrationError(ErrorCode.InvalidArgument, `handler of function ${frame.id} must be a function`);
    }
    checkFrame(inboundValidators.registerfunction, frame, `function ${frame.id}`);
    const entry = { frame, handler };
    this.functions.set(frame.id, entry);
    return entry;
  }

  /** Removes `entry` if it is still the registration of its id; false otherwise. */
  removeFunction(entry: RegisteredFunction): boolean {
    if (this.functions.get(entry.frame.id) !== entry) return false;
    return this.functions.delete(entry.frame.id);
  }

  /** The function registered under `id`, if any. */
  getFunction(id: string): RegisteredFunction | undefined {
    return this.functions.get(id);
  }

  /** Adds a trigger (its id is a fresh UUID, so it cannot clash); throws `invalid_argument`. */
  addTrigger(frame: RegisterTrigger): void {
    if (typeof frame.trigger_type !== 'string' || frame.trigger_type.length === 0) {
      throw new RegistrationError(ErrorCode.InvalidArgument, 'trigger type is required');
    }
    checkFrame(inboundValidators.registertrigger, frame, `trigger of type ${frame.trigger_type}`);
    this.triggers.set(frame.id, frame);
  }

  /** Removes a trigger and returns its frame; undefined when it was not registered. */
  removeTrigger(id: string): RegisterTrigger | undefined {
    const frame = this.triggers.get(id);
    this.triggers.delete(id);
    return frame;
  }

  /** Adds a trigger type; throws `invalid_id` (empty id), `already_registered` or `invalid_argument`. */
  addTriggerType(frame: RegisterTriggerType, handler: TriggerTypeHandler): RegisteredTriggerType {
    checkId('trigger type', frame.id, this.triggerTypes);
    if (typeof handler?.registerTrigger !== 'function' || typeof handler.unregisterTrigger !== 'function') {
      throw new RegistrationError(
        ErrorCode.InvalidArgument,
        `handler of trigger type ${frame.id} must have registerTrigger and unregisterTrigger methods`,
      );
    }
    checkFrame(inboundValidators.registertriggertype, frame, `trigger type ${frame.id}`);
    const entry = { frame, handler };
    this.triggerTypes.set(frame.id, entry);
    return entry;
  }

  /** Removes `entry` if it is still the provider of its type id; false otherwise. */
  removeTriggerType(entry: RegisteredTriggerType): boolean {
    if (this.triggerTypes.get(entry.frame.id) !== entry) return false;
    return this.triggerTypes.delete(entry.frame.id);
  }

  /** The trigger type provided under `id`, if any. */
  getTriggerType(id: string): RegisteredTriggerType | undefined {
    return this.triggerTypes.get(id);
  }

  /**
   * The frames that restore this worker on a fresh connection, in the protocol's order: trigger
   * types first (bindings of them may follow), then functions, then triggers (which name them).
   */
  replayFrames(): InboundMessage[] {
    const frames: InboundMessage[] = [];
    for (const { frame } of this.triggerTypes.values()) frames.push(frame);
    for (const { frame } of this.functions.values()) frames.push(frame);
    for (const frame of this.triggers.values()) frames.push(frame);
    return frames;
  }
}

function checkId(kind: string, id: unknown, existing: Map<string, unknown>): void {
  if (typeof id !== 'string' || id.length === 0) {
    throw new RegistrationError(
      ErrorCode.InvalidId,
      `${kind} id is required (got ${JSON.stringify(id) ?? String(id)})`,
    );
  }
  if (existing.has(id)) {
    throw new RegistrationError(ErrorCode.AlreadyRegistered, `${kind} id already registered: ${id}`);
  }
}

function checkFrame<T>(validate: Validator<T>, frame: unknown, what: string): void {
  if (!validate(frame)) {
    throw new RegistrationError(ErrorCode.InvalidArgument, `invalid ${what}: ${describeErrors(validate.errors)}`);
  }
}
