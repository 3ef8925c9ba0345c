/**
 * Who provides what: functions, trigger types and trigger bindings, each owned by the link that
 * registered it. Only the owner's departure (or the owner itself) removes an entry, so a late
 * close of a replaced connection cannot delete what a reconnected worker registered again.
 * A function may be served by several links at once (a pool of replicas); it is gone when the
 * last of them leaves, and a built-in a worker was allowed to shadow then comes back.
 */
import type { JsonValue, RegisterFunction, RegisterTrigger, RegisterTriggerType } from '@svc/protocol';
import type { WorkerLink } from './link.js';

/** A registered function. */
export interface FunctionEntry {
  /** The function id. */
  id: string;
  /** The link that handles invocations of it: the first of `replicas`. */
  owner: WorkerLink;
  /** Every link serving it, `owner` first; more than one for a pool of replicas. */
  replicas: WorkerLink[];
  /** The registration as received (the latest one, for a pool). */
  registration: RegisterFunction;
  /** The built-in this entry shadows, put back when the last replica leaves. */
  shadowed?: FunctionEntry;
}

/** A trigger type and the link that provides it. */
export interface TriggerTypeEntry {
  /** The type id, e.g. `http`. */
  id: string;
  /** The link bindings of this type are delivered to. */
  provider: WorkerLink;
  /** The registration as received. */
  registration: RegisterTriggerType;
  /** The built-in provider this one stands in for, put back when it leaves. */
  shadowed?: TriggerTypeEntry;
}

/** A trigger binding: fire `functionId` when the type's provider says so. */
export interface TriggerEntry {
  /** Trigger id, chosen by the registering SDK (or the engine for `engine::register_trigger`). */
  id: string;
  /** Type id. */
  type: string;
  /** Function the trigger invokes. */
  functionId: string;
  /** Config, `{}` when the registration had none. */
  config: JsonValue;
  /** Sent to the handler with every fire. */
  metadata?: JsonValue;
  /** The link that registered it; undefined for engine-owned bindings, which outlive their caller. */
  owner?: WorkerLink;
  /** True while no provider has accepted it (no provider yet, or the provider refused it). */
  parked: boolean;
  /** Why it is parked, for listings; absent while it is not. */
  parkedReason?: string;
}

/** The three registries, keyed by id. */
export class Registry {
  readonly functions = new Map<string, FunctionEntry>();
  readonly triggerTypes = new Map<string, TriggerTypeEntry>();
  readonly triggers = new Map<string, TriggerEntry>();

  /**
   * Records `owner` as the only handler of a function; returns the entry it replaced, if any.
   * With `shadow`, the replaced entry (a built-in) is kept and comes back when `owner` leaves.
   */
  addFunction(owner: WorkerLink, registration: RegisterFunction, shadow = false): FunctionEntry | undefined {
    const previous = this.functions.get(registration.id);
    const entry: FunctionEntry = { id: registration.id, owner, replicas: [owner], registration };
    const shadowed = shadow ? previous : previous?.shadowed;
    if (shadowed) entry.shadowed = shadowed;
    this.functions.set(registration.id, entry);
    return previous;
  }

  /** Adds `link` to the replicas serving an existing function (a pool); its registration becomes the entry's. */
  joinPool(link: WorkerLink, registration: RegisterFunction): FunctionEntry | undefined {
    const entry = this.functions.get(registration.id);
    if (!entry) return undefined;
    if (!entry.replicas.includes(link)) entry.replicas.push(link);
    entry.registration = registration;
    return entry;
  }

  /**
   * Takes `owner` out of the links serving a function. True when it served it; the function is
   * then gone if it was the last one (or the built-in it shadowed is back).
   */
  removeFunction(owner: WorkerLink, id: string): boolean {
    const entry = this.functions.get(id);
    if (!entry?.replicas.includes(owner)) return false;
    entry.replicas = entry.replicas.filter((link) => link !== owner);
    const next = entry.replicas[0];
    if (next) entry.owner = next;
    else if (entry.shadowed) this.functions.set(id, entry.shadowed);
    else this.functions.delete(id);
    return true;
  }

  /** Records a trigger binding; a binding with the same id is replaced (replay after reconnect). */
  addTrigger(owner: WorkerLink | undefined, registration: RegisterTrigger): TriggerEntry {
    const entry: TriggerEntry = {
      id: registration.id,
      type: registration.trigger_type,
      functionId: registration.function_id,
      config: registration.config ?? {},
      owner,
      parked: true,
    };
    if (registration.metadata !== undefined) entry.metadata = registration.metadata;
    this.triggers.set(entry.id, entry);
    return entry;
  }

  /** Every binding of a trigger type. */
  triggersOfType(type: string): TriggerEntry[] {
    return [...this.triggers.values()].filter((t) => t.type === type);
  }

  /** Everything `link` owns, for its clean-up. */
  ownedBy(link: WorkerLink): {
    functions: FunctionEntry[];
    triggerTypes: TriggerTypeEntry[];
    triggers: TriggerEntry[];
  } {
    return {
      functions: [...this.functions.values()].filter((f) => f.replicas.includes(link)),
      triggerTypes: [...this.triggerTypes.values()].filter((t) => t.provider === link),
      triggers: [...this.triggers.values()].filter((t) => t.owner === link),
    };
  }
}
