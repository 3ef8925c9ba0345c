/**
 * Who may register what (ADR 0040): the ids reserved for the engine's built-ins, the key that
 * decides whether two workers registering one function id are replicas of one worker (a pool) or
 * two different workers (a conflict), the `duplicate_functions` rule that applies it, who owns a
 * trigger id, and which replica of a pool takes a call. The router asks; this answers and sends
 * the refusals.
 */
import type { ErrorBody, RegisterFunction, RegisterTrigger } from '@svc/protocol';
import { ErrorCode } from '../errors.js';
import type { Logger } from '../log.js';
import type { Clock } from './clock.js';
import type { EngineEvent } from './events.js';
import type { Invocations } from './invocations.js';
import type { WorkerLink } from './link.js';
import type { FunctionEntry, Registry } from './registry.js';

/** What happens when a worker registers a function id another live worker serves (svc-bridge `duplicate_functions`). */
export type DuplicateFunctions = 'pool' | 'reject' | 'takeover';

/** Function id prefixes that belong to the engine's built-ins: no worker registers under them. */
export const RESERVED_FUNCTION_PREFIXES: readonly string[] = [
  'engine::',
  'state::',
  'stream::',
  'iii::',
  'configuration::',
  'cron::',
];

/** Whole function ids that belong to the engine's built-ins. */
export const RESERVED_FUNCTION_IDS: ReadonlySet<string> = new Set(['publish']);

/** The trigger types the built-in modules provide; reserved whether or not the module runs. */
export const BUILTIN_TRIGGER_TYPES: ReadonlySet<string> = new Set([
  'http',
  'cron',
  'state',
  'stream',
  'stream:join',
  'stream:leave',
  'event',
  'subscribe',
  'queue',
  'durable:subscriber',
  'log',
  'trace',
]);

/** Whether `id` names a built-in function, whichever modules run. */
export function isReservedFunctionId(id: string): boolean {
  return RESERVED_FUNCTION_IDS.has(id) || RESERVED_FUNCTION_PREFIXES.some((prefix) => id.startsWith(prefix));
}

/** Whether `type` names a built-in trigger type, whichever modules run. */
export function isReservedTriggerType(type: string): boolean {
  return BUILTIN_TRIGGER_TYPES.has(type) || type.startsWith('engine::');
}

/** What the engine knows of a worker when it decides whether it joins a pool. */
export interface PoolCandidate {
  /** The name the worker sent with `engine::workers::register`; undefined until it does. */
  name: string | undefined;
  /** Who the worker authenticated as, when the engine authenticates workers. */
  identity: string | undefined;
}

/**
 * The key of the pool a worker belongs to: two workers with the same key serve a function id
 * together. Undefined while the worker is not known well enough to say (no name yet).
 */
export type PoolKey = (worker: PoolCandidate) => string | undefined;

/** Workers pool by name, and by identity too once workers authenticate. */
export const defaultPoolKey: PoolKey = ({ name, identity }) =>
  name === undefined ? undefined : identity === undefined ? name : `${name}\u0000${identity}`;

/**
 * Whether `link` may provide the reserved function id or trigger type `id` (e.g. a worker whose
 * credentials allow it to provide `engine::queue::enqueue`). Nobody may by default.
 */
export type ReservedGrant = (link: WorkerLink, id: string) => boolean;

/** The pool candidate behind a link. */
export function poolCandidate(link: WorkerLink): PoolCandidate {
  return { name: link.info.metadata?.name, identity: link.info.identity };
}

/** The router options the rule reads. */
export interface ClaimOptions {
  logger: Logger;
  /** A second live worker registering a function id: `pool` (the default), `reject` or `takeover`. */
  duplicateFunctions?: DuplicateFunctions;
  /** In `pool` mode, how long a registration of a live id waits for its worker's name; 5 s by default. */
  poolNameWaitMs?: number;
  /** Which workers are replicas of one another; by name (and identity) by default. */
  poolKey?: PoolKey;
  /** Which workers may provide a reserved id or built-in trigger type; none by default. */
  reservedGrant?: ReservedGrant;
}

/** What the rule is given by the router. */
export interface ClaimsContext {
  registry: Registry;
  invocations: Invocations;
  clock: Clock;
  options: ClaimOptions;
  /** Whether `link` is still connected. */
  isLive(link: WorkerLink): boolean;
  /** Tells the router's listeners of a change. */
  emit(event: EngineEvent): void;
}

/** A registration waiting for its worker's name before it is judged (pool mode). */
interface HeldRegistration {
  frame: RegisterFunction;
  /** When it stops waiting, on the router's clock. */
  untilMs: number;
  timer: ReturnType<Clock['setTimeout']>;
}

/** The duplicate-id rule, reserved ids, trigger ownership and the choice of a pool's replica. */
export class Claims {
  /** Registrations of live ids waiting for a worker's name, by link and function id. */
  private readonly held = new Map<WorkerLink, Map<string, HeldRegistration>>();
  /** Where the next pick among equally busy replicas starts, so that ties take turns. */
  private rotation = 0;

  constructor(private readonly context: ClaimsContext) {}

  /** Forgets what `link` had waiting, when it disconnects. */
  forget(link: WorkerLink): void {
    for (const held of this.held.get(link)?.values() ?? []) this.context.clock.clearTimeout(held.timer);
    this.held.delete(link);
  }

  /**
   * Takes `link` out of the links serving `id`. Listeners hear of it when the id is gone, or when
   * a built-in the link shadowed is back; a replica leaving a pool changes nothing they list.
   */
  removeFunction(link: WorkerLink, id: string): void {
    const before = this.context.registry.functions.get(id);
    if (!this.context.registry.removeFunction(link, id)) return;
    const after = this.context.registry.functions.get(id);
    if (!after) {
      this.context.emit({ type: 'function_unregistered', functionId: id, workerId: link.id });
      // A registration held against the worker that just left need not wait for a name any more.
      this.nameKnown();
    } else if (after !== before)
      this.context.emit({ type: 'function_registered', functionId: id, workerId: after.owner.id });
  }

  /**
   * Applies the duplicate-id rule to a `registerfunction` (ADR 0040): built-in ids are refused to
   * workers; a live id is pooled, refused or taken over by the `duplicate_functions` mode. In
   * pool mode a registration whose worker (or the id's owner) has not sent its name yet waits for
   * it up to `poolNameWaitMs`; `waited` is set once it has.
   */
  registerFunction(link: WorkerLink, frame: RegisterFunction, waited = false): void {
    const previous = this.context.registry.functions.get(frame.id);
    const remote = !link.info.inProcess;
    const rival = remote && previous && !previous.replicas.includes(link) && !previous.owner.info.inProcess;
    if (rival && (this.context.options.duplicateFunctions ?? 'pool') !== 'takeover') {
      const conflict = {
        code: ErrorCode.functionNamespaceConflict,
        message: `${frame.id} is served by another live worker (${previous.owner.id})`,
      };
      if (this.context.options.duplicateFunctions === 'reject')
        return this.rejectFunction(link, frame.id, previous.owner.id, conflict);
      const poolKey = this.context.options.poolKey ?? defaultPoolKey;
      const mine = poolKey(poolCandidate(link));
      const theirs = poolKey(poolCandidate(previous.owner));
      if ((mine === undefined || theirs === undefined) && !waited) return this.hold(link, frame);
      if (mine === undefined || mine !== theirs)
        return this.rejectFunction(link, frame.id, previous.owner.id, conflict);
      this.context.registry.joinPool(link, frame);
      return this.context.emit({ type: 'function_registered', functionId: frame.id, workerId: link.id });
    }
    if (previous && previous.replicas.length > 1 && previous.replicas.includes(link)) {
      this.context.registry.joinPool(link, frame);
      return;
    }
    this.context.registry.addFunction(link, frame, remote && previous?.owner.info.inProcess === true);
    if (rival && this.context.isLive(previous.owner)) {
      this.context.options.logger.warn('function ownership moved between two live workers', {
        function_id: frame.id,
        from: previous.owner.id,
        to: link.id,
      });
    }
    this.context.emit({ type: 'function_registered', functionId: frame.id, workerId: link.id });
  }

  /**
   * Refuses a worker's registration of a built-in id (reserved, or served by a built-in module or
   * shadowing one) unless `reservedGrant` allows it; true when it did.
   */
  reservedRefused(link: WorkerLink, id: string): boolean {
    if (link.info.inProcess) return false;
    const previous = this.context.registry.functions.get(id);
    const builtin = previous !== undefined && (previous.owner.info.inProcess || previous.shadowed !== undefined);
    if (!(builtin || isReservedFunctionId(id)) || this.context.options.reservedGrant?.(link, id)) return false;
    this.rejectFunction(link, id, '', {
      code: ErrorCode.reservedId,
      message: `${id} is a built-in function id; a worker cannot register it`,
    });
    return true;
  }

  /** Refuses one function registration with `registrationrejected`; the connection stays open. */
  private rejectFunction(link: WorkerLink, id: string, ownerId: string, error: ErrorBody): void {
    this.context.options.logger.warn('function registration refused', {
      worker_id: link.id,
      function_id: id,
      code: error.code,
    });
    link.deliver({
      type: 'registrationrejected',
      code: 'FUNCTION_NAMESPACE_CONFLICT',
      namespace: 'default',
      function_id: id,
      owner_worker_id: ownerId,
      error,
    });
  }

  /** Keeps a registration until its worker's name arrives, or `poolNameWaitMs` passes. */
  private hold(link: WorkerLink, frame: RegisterFunction, untilMs?: number): void {
    const deadline = untilMs ?? this.context.clock.now() + (this.context.options.poolNameWaitMs ?? 5000);
    this.release(link, frame.id);
    let mine = this.held.get(link);
    if (!mine) this.held.set(link, (mine = new Map()));
    const timer = this.context.clock.setTimeout(
      () => {
        if (this.held.get(link)?.get(frame.id)?.frame !== frame) return;
        this.release(link, frame.id);
        this.registerFunction(link, frame, true);
      },
      Math.max(0, deadline - this.context.clock.now()),
    );
    mine.set(frame.id, { frame, untilMs: deadline, timer });
  }

  /** Forgets a held registration of `id` by `link`, if there is one. */
  release(link: WorkerLink, id: string): void {
    const mine = this.held.get(link);
    const held = mine?.get(id);
    if (!mine || !held) return;
    this.context.clock.clearTimeout(held.timer);
    mine.delete(id);
    if (mine.size === 0) this.held.delete(link);
  }

  /** Judges the held registrations again: a worker's name has arrived, or a worker left. */
  nameKnown(): void {
    if (this.held.size === 0) return;
    for (const [link, mine] of [...this.held]) {
      for (const held of [...mine.values()]) {
        this.release(link, held.frame.id);
        const previous = this.context.registry.functions.get(held.frame.id);
        const known = (l: WorkerLink) =>
          (this.context.options.poolKey ?? defaultPoolKey)(poolCandidate(l)) !== undefined;
        if (previous && (!known(link) || !known(previous.owner))) this.hold(link, held.frame, held.untilMs);
        else this.registerFunction(link, held.frame, true);
      }
    }
  }

  /** Refuses a worker's binding whose id another worker (or the engine) holds; true when it did. */
  triggerIdTaken(link: WorkerLink, frame: RegisterTrigger): boolean {
    const existing = this.context.registry.triggers.get(frame.id);
    if (!existing || existing.owner === link || link.info.inProcess) return false;
    const error = {
      code: ErrorCode.triggerIdTaken,
      message: `Trigger ${frame.id} belongs to another worker; register it under a new id`,
    };
    this.context.options.logger.warn('trigger refused: its id belongs to another worker', {
      worker_id: link.id,
      trigger_id: frame.id,
    });
    link.deliver({
      type: 'triggerregistrationresult',
      id: frame.id,
      trigger_type: frame.trigger_type,
      function_id: frame.function_id,
      error,
    });
    return true;
  }

  /** Refuses a worker providing a built-in trigger type; true when it did. */
  triggerTypeReserved(link: WorkerLink, type: string): boolean {
    if (link.info.inProcess) return false;
    const provider = this.context.registry.triggerTypes.get(type)?.provider;
    const builtin = provider?.info.inProcess === true || isReservedTriggerType(type);
    if (!builtin || this.context.options.reservedGrant?.(link, type)) return false;
    this.context.options.logger.warn('trigger type refused: it is built in', {
      worker_id: link.id,
      trigger_type: type,
    });
    link.deliver({
      type: 'registrationrejected',
      code: 'TRIGGER_TYPE_CONFLICT',
      namespace: 'default',
      trigger_type: type,
      owner_worker_id: provider?.id ?? '',
      error: { code: ErrorCode.reservedId, message: `${type} is a built-in trigger type; a worker cannot provide it` },
    });
    return true;
  }

  /**
   * The replica a call goes to: the one with the fewest calls in flight, equals taking turns; a
   * paused replica (not reading) only when every replica is.
   */
  pick(entry: FunctionEntry): WorkerLink {
    const { replicas } = entry;
    if (replicas.length === 1) return entry.owner;
    const start = this.rotation++ % replicas.length;
    let best = replicas[start]!;
    let least = Number.POSITIVE_INFINITY;
    for (let i = 0; i < replicas.length && least > 0; i++) {
      const link = replicas[(start + i) % replicas.length]!;
      const load = link.paused ? Number.POSITIVE_INFINITY : this.context.invocations.runningOn(link);
      if (load < least) {
        best = link;
        least = load;
      }
    }
    return best;
  }
}
