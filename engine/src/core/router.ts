/**
 * The router: registries, the pending table and every frame a link sends. It holds no sockets
 * and no I/O of its own: links deliver frames to it (`receive`) and it delivers frames to links,
 * so it is tested by feeding literal frames. Time and ids are injected (`clock.ts`).
 */
import type {
  ErrorBody,
  InboundMessage,
  InboundMessageType,
  InvokeFunction,
  JsonValue,
  RegisterFunction,
  RegisterTrigger,
  TriggerRegistrationResult,
  WorkerMetadata,
} from '@svc/protocol';
import { inboundValidators } from '@svc/protocol/messages';
import { formatValidationError } from '@svc/protocol/validator';
import { EngineError, ErrorCode } from '../errors.js';
import type { Access } from '../auth/access.js';
import type { Logger } from '../log.js';
import { type Clock, type IdGenerator, systemClock, uuidIds } from './clock.js';
import type { EngineEvent, InvocationObserver } from './events.js';
import { Invocations, type Outcome, Pending, resultFrame } from './invocations.js';
import type { WorkerLink } from './link.js';
import { type ClaimOptions, Claims } from './ownership.js';
import { payloadValue, withCaller } from './payload.js';
import { Registry, type TriggerEntry } from './registry.js';
import { drawTrace, ratioSampler, type Sampler, traceparentOf } from './trace-context.js';

/** Router settings. */
export interface RouterOptions extends ClaimOptions {
  /** Deadline of an invocation when neither the call nor the function sets one. */
  invocationTimeoutMs: number;
  logger: Logger;
  /** Time and timers; the system clock by default. */
  clock?: Clock;
  /** Ids of connections and invocations the router makes; random UUIDs by default. */
  newId?: IdGenerator;
  /**
   * A binding whose type nobody provides: `park` keeps it until a provider registers the type;
   * `refuse` answers `trigger_type_not_found` and keeps nothing. `park` by default.
   */
  unknownTriggerTypes?: 'park' | 'refuse';
}

/** Options of an invocation made from inside the engine. */
export interface InvokeOptions {
  /** Deadline in milliseconds; the function's or the engine's default when absent. */
  timeoutMs?: number;
  /** Passed to the handler as its metadata argument. */
  metadata?: JsonValue;
}

/** Where a call made from inside the engine comes from, for events. In-process only. */
export interface CallOrigin {
  /** The trigger whose fire made the call. */
  trigger?: { id: string; type: string };
}

/** Takes an HTTP-invoked function's registration from worker `workerId`; undefined, or why it refuses it. */
export type ExternalFunctionHandler = (workerId: string, frame: RegisterFunction) => string | undefined;

/** Takes `enqueue` actions: resolves with what the caller is answered. */
export type EnqueueHandler = (queue: string, frame: InvokeFunction) => Promise<JsonValue>;

/** Where a call for a function no local worker serves goes: another engine's link (a cluster). */
export interface RemoteRoute {
  id: string;
  /** The link the call is delivered to. */
  owner: WorkerLink;
  /** What the function was registered with there (its `timeout_ms`). */
  registration: RegisterFunction;
}

/**
 * Finds a remote route for `functionId`, called by `from` (undefined for the engine's own calls):
 * the route, an error body to answer with, or undefined when nobody serves it.
 */
export type RemoteRouter = (functionId: string, from: WorkerLink | undefined) => RemoteRoute | ErrorBody | undefined;

/** Counters for health and tests. */
export interface RouterStats {
  framesIn: number;
  framesInvalid: number;
  framesUnknown: number;
  invocations: number;
}

/** Who waits for an invocation's outcome: a remote caller, an internal one, or nobody (void). */
type ReplyTo = { caller?: WorkerLink; settle?: (outcome: Outcome) => void };

const SHUTTING_DOWN: ErrorBody = { code: ErrorCode.shuttingDown, message: 'The engine is shutting down' };

/** Why a binding of a type nobody provides is parked (or refused). */
const noProvider = (registration: Pick<RegisterTrigger, 'trigger_type'>): string =>
  `no module or worker provides trigger type "${registration.trigger_type}"`;

/** The answer to a registration, without its outcome. */
const registrationResult = (frame: RegisterTrigger): TriggerRegistrationResult => ({
  type: 'triggerregistrationresult',
  id: frame.id,
  trigger_type: frame.trigger_type,
  function_id: frame.function_id,
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Routes invocations between links and keeps who-provides-what. */
export class Router {
  readonly registry = new Registry();
  readonly invocations: Invocations;
  readonly links = new Map<string, WorkerLink>();
  readonly stats: RouterStats = { framesIn: 0, framesInvalid: 0, framesUnknown: 0, invocations: 0 };

  private readonly clock: Clock;
  private readonly newId: IdGenerator;
  /** Types whose parked bindings were logged, until a provider registers them. */
  private readonly parkedTypesLogged = new Set<string>();
  private readonly listeners = new Set<(event: EngineEvent) => void>();
  /** What observes invocations: read on every call, so usually empty; replaced, never changed in place. */
  private observers: readonly InvocationObserver[] = [];
  private readonly reattachTokens = new Map<string, string>();
  private readonly registrationWaiters = new Map<string, (error?: EngineError) => void>();
  /** Who may register what: the duplicate-id rule, reserved ids, trigger ownership, pools. */
  private readonly claims: Claims;
  private enqueue: EnqueueHandler | undefined;
  /** Token scopes and registration limits (`auth/access.ts`), consulted before each registration and call. */
  private access: Access | undefined;
  private external: ExternalFunctionHandler | undefined;
  private remote: RemoteRouter | undefined;
  /** When set, every invocation gets an engine span, sampled by it, and its target a child `traceparent`. */
  private sampler: Sampler | undefined;
  private draining = false;

  constructor(private readonly options: RouterOptions) {
    this.clock = options.clock ?? systemClock;
    this.newId = options.newId ?? uuidIds;
    this.invocations = new Invocations(this.clock);
    this.claims = new Claims({
      registry: this.registry,
      invocations: this.invocations,
      clock: this.clock,
      options,
      isLive: (link) => this.links.get(link.id) === link,
      emit: (event) => this.emit(event),
    });
  }

  /** Calls `listener` on every change of workers, functions and bindings; returns the function that stops it. */
  onEvent(listener: (event: EngineEvent) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /**
   * Calls `observer` at every invocation's start and end with the pending entry itself (nothing is
   * allocated for it: only observers pay, and only reads). Returns the function that stops it.
   */
  observeInvocations(observer: InvocationObserver): () => void {
    this.observers = [...this.observers, observer];
    return () => {
      this.observers = this.observers.filter((o) => o !== observer);
    };
  }

  /** Installs the engine's access rules: scopes and limits checked on every worker's registrations and calls. */
  setAccess(access: Access | undefined): void {
    this.access = access;
  }

  /** Installs the handler of `enqueue` actions (a queue module); `undefined` removes it. */
  setQueue(handler: EnqueueHandler | undefined): void {
    this.enqueue = handler;
  }

  /**
   * Hands `registerfunction` frames with an `invocation` (HTTP-invoked functions) to `handler`
   * (svc-http-functions): it answers undefined when it serves the function, else why it will not.
   */
  setExternalFunctions(handler: ExternalFunctionHandler | undefined): void {
    this.external = handler;
  }

  /**
   * Tells listeners of a change made elsewhere (another engine of the cluster registered or removed
   * a function). Its `workerId` names no link of this router.
   */
  announce(event: EngineEvent): void {
    this.emit(event);
  }

  /** Installs where calls for functions no local worker serves go (a cluster); `undefined` removes it. */
  setRemoteRoute(router: RemoteRouter | undefined): void {
    this.remote = router;
  }

  /**
   * Turns on the engine's invocation spans (an observability module): each invocation gets a span
   * id in the caller's trace, or a new trace sampled at `samplingRatio`, and its target is sent a
   * `traceparent` naming that span. `undefined` passes the caller's context through unchanged.
   */
  setTracing(options: { samplingRatio: number } | undefined): void {
    this.sampler = options && ratioSampler(options.samplingRatio);
  }

  /** Records the metadata a worker sent (`engine::workers::register`) and tells listeners. */
  setWorkerMetadata(link: WorkerLink, metadata: WorkerMetadata): void {
    link.info.metadata = metadata;
    this.emit({ type: 'worker_metadata_updated', workerId: link.id });
    this.claims.nameKnown();
  }

  /** Admits a link; a socket link is sent `workerregistered` first. */
  connect(link: WorkerLink): void {
    this.links.set(link.id, link);
    if (!link.info.inProcess) {
      const token = this.newId();
      this.reattachTokens.set(link.id, token);
      link.deliver({ type: 'workerregistered', worker_id: link.id, reattach_token: token });
    }
    this.emit({ type: 'worker_connected', workerId: link.id });
  }

  /**
   * Removes a link and everything it owns: its functions (if it still owns them), its pending
   * invocations (failed with `invocation_stopped`), its triggers and the trigger types it
   * provided (their bindings are parked). Safe to call more than once.
   */
  disconnect(link: WorkerLink): void {
    if (this.links.get(link.id) !== link) return;
    this.links.delete(link.id);
    this.reattachTokens.delete(link.id);
    this.claims.forget(link);
    const owned = this.registry.ownedBy(link);
    for (const fn of owned.functions) this.removeFunction(link, fn.id);
    const stopped: Outcome = { error: { code: ErrorCode.invocationStopped, message: 'Invocation stopped' } };
    for (const pending of this.invocations.involving(link)) {
      if (pending.target === link) this.complete(pending, stopped);
      else if (this.invocations.take(pending)) {
        this.finished(pending, stopped);
        this.cancel(pending, stopped.error!);
      }
    }
    for (const trigger of owned.triggers) this.removeTrigger(trigger);
    for (const type of owned.triggerTypes) {
      if (type.shadowed) {
        // A built-in type the worker was allowed to provide in its place comes back with its bindings.
        this.registry.triggerTypes.set(type.id, type.shadowed);
        for (const trigger of this.registry.triggersOfType(type.id)) this.offer(trigger);
        continue;
      }
      this.registry.triggerTypes.delete(type.id);
      for (const trigger of this.registry.triggersOfType(type.id))
        this.park(trigger, `the worker that provided trigger type "${type.id}" disconnected`);
    }
    this.emit({ type: 'worker_disconnected', workerId: link.id });
  }

  /**
   * Handles one decoded frame from `link`. Never throws: bad frames are counted and dropped or
   * answered. `problem` is a fault the transport found that the schema cannot express (a frame
   * nesting too deep): the frame is then refused like one that fails its schema. `origin` is
   * what an in-process caller knows of a call it makes (the trigger that fired it).
   */
  receive(link: WorkerLink, frame: unknown, problem?: string, origin?: CallOrigin): void {
    this.stats.framesIn++;
    const type = isObject(frame) ? frame.type : undefined;
    const validate =
      typeof type === 'string' && Object.hasOwn(inboundValidators, type)
        ? inboundValidators[type as InboundMessageType]
        : undefined;
    if (!validate) {
      this.stats.framesUnknown++;
      this.options.logger.debug('frame of unknown type dropped', {
        worker_id: link.id,
        type: typeof type === 'string' ? type : undefined,
      });
      return;
    }
    if (problem !== undefined || !validate(frame)) {
      const detail = problem ?? formatValidationError(validate.errors);
      this.refuse(link, frame as Record<string, unknown>, detail);
      return;
    }
    try {
      this.dispatch(link, frame as never, origin);
    } catch (error) {
      this.options.logger.error('frame handling failed', { worker_id: link.id, type, error: String(error) });
    }
  }

  /** Invokes a function from inside the engine and resolves with its result; rejects with an EngineError. */
  invoke(functionId: string, data: JsonValue, options: InvokeOptions = {}): Promise<JsonValue | undefined> {
    return new Promise((resolve, reject) => {
      const frame: InvokeFunction = {
        type: 'invokefunction',
        invocation_id: this.newId(),
        function_id: functionId,
        data,
      };
      if (options.metadata !== undefined) frame.metadata = options.metadata;
      if (options.timeoutMs !== undefined) frame.timeout_ms = options.timeoutMs;
      const settle = (outcome: Outcome) => {
        if (outcome.error) reject(new EngineError(outcome.error.code, outcome.error.message, { data: outcome.error }));
        else resolve(payloadValue(outcome.result) ?? undefined);
      };
      const error = this.route(frame, { settle }, undefined, undefined);
      if (error) settle({ error });
    });
  }

  /**
   * Registers a trigger that belongs to the engine rather than a connection (it outlives its
   * caller), and waits up to 10 s for a remote provider to accept it.
   */
  async registerEngineTrigger(registration: RegisterTrigger): Promise<TriggerEntry> {
    if (this.unknownTypeRefused(registration))
      throw new EngineError(ErrorCode.triggerTypeNotFound, noProvider(registration));
    const accepted = new Promise<EngineError | undefined>((resolve) => {
      const timer = this.clock.setTimeout(() => resolve(undefined), 10_000);
      this.registrationWaiters.set(registration.id, (error) => {
        this.clock.clearTimeout(timer);
        resolve(error);
      });
    });
    const entry = this.addTrigger(undefined, registration);
    const provider = this.registry.triggerTypes.get(entry.type)?.provider;
    const error = provider ? await accepted : undefined;
    this.registrationWaiters.delete(registration.id);
    if (error) {
      this.removeTrigger(entry);
      throw error;
    }
    return entry;
  }

  /** Removes a trigger binding and tells its provider. */
  removeTrigger(trigger: TriggerEntry): void {
    if (this.registry.triggers.get(trigger.id) !== trigger) return;
    this.registry.triggers.delete(trigger.id);
    const provider = this.registry.triggerTypes.get(trigger.type)?.provider;
    if (provider && !trigger.parked)
      provider.deliver({ type: 'unregistertrigger', id: trigger.id, trigger_type: trigger.type });
    this.emit({
      type: 'trigger_unbound',
      triggerId: trigger.id,
      triggerType: trigger.type,
      functionId: trigger.functionId,
    });
  }

  /**
   * Stops taking new work and waits up to `graceMs` for the invocations in flight; those still
   * running then fail with `shutting_down`. While it waits, the calls that in-flight work makes
   * are served — a handler writing state or calling another function, a module firing a trigger —
   * and only new calls from workers running nothing are refused.
   */
  async drain(graceMs: number): Promise<void> {
    this.draining = true;
    let timer: ReturnType<Clock['setTimeout']> | undefined;
    const graceOver = new Promise<void>((resolve) => {
      timer = this.clock.setTimeout(resolve, graceMs);
    });
    await Promise.race([this.invocations.whenEmpty(), graceOver]);
    if (timer !== undefined) this.clock.clearTimeout(timer);
    for (const pending of this.invocations.all()) {
      this.complete(pending, { error: SHUTTING_DOWN });
      this.cancel(pending, SHUTTING_DOWN);
    }
  }

  private dispatch(link: WorkerLink, frame: InboundMessage, origin: CallOrigin | undefined): void {
    switch (frame.type) {
      case 'invokefunction':
        return this.handleInvoke(link, frame, origin);
      case 'invocationresult': {
        const pending = this.invocations.takeResult(frame.invocation_id, link);
        if (!pending) {
          this.options.logger.debug('late or unknown result dropped', {
            worker_id: link.id,
            invocation_id: frame.invocation_id,
          });
          return;
        }
        const outcome: Outcome = {};
        if (frame.result !== undefined) outcome.result = frame.result;
        if (frame.error !== undefined) outcome.error = frame.error;
        if (frame.traceparent !== undefined) outcome.traceparent = frame.traceparent;
        if (frame.baggage !== undefined) outcome.baggage = frame.baggage;
        return this.deliverOutcome(pending, outcome);
      }
      case 'registerfunction': {
        if (this.claims.reservedRefused(link, frame.id)) return;
        if (this.access?.refuseFunction(link, frame)) return;
        if (frame.invocation !== undefined) {
          // An HTTP-invoked function is called by an engine module, never by the worker that
          // registered it. Without that module (svc-http-functions) the registration is dropped,
          // as the reference engine does: calls get function_not_found instead of reaching the worker.
          const refusal = this.external
            ? this.external(link.id, frame)
            : 'this engine does not call function URLs (add svc-http-functions)';
          if (refusal !== undefined)
            this.options.logger.warn(`HTTP-invoked function not registered: ${refusal}`, {
              worker_id: link.id,
              function_id: frame.id,
            });
          return;
        }
        return this.claims.registerFunction(link, frame);
      }
      case 'unregisterfunction':
        this.claims.release(link, frame.id);
        this.access?.unregistered(link, 'function', frame.id);
        this.removeFunction(link, frame.id);
        return;
      case 'registertrigger':
        if (this.claims.triggerIdTaken(link, frame)) return;
        if (this.access?.refuseTrigger(link, frame)) return;
        if (this.unknownTypeRefused(frame)) {
          const error = { code: ErrorCode.triggerTypeNotFound, message: noProvider(frame) };
          this.options.logger.warn('trigger refused: no module or worker provides its type', {
            worker_id: link.id,
            trigger_type: frame.trigger_type,
            function_id: frame.function_id,
          });
          return link.deliver({ ...registrationResult(frame), error });
        }
        this.addTrigger(link, frame);
        return;
      case 'unregistertrigger': {
        const trigger = this.registry.triggers.get(frame.id);
        if (trigger && trigger.owner === link) this.removeTrigger(trigger);
        this.access?.unregistered(link, 'trigger', frame.id);
        return;
      }
      case 'registertriggertype': {
        if (this.claims.triggerTypeReserved(link, frame.id)) return;
        if (this.access?.refuseTriggerType(link, frame)) return;
        const previous = this.registry.triggerTypes.get(frame.id);
        const shadowed = previous?.provider.info.inProcess && !link.info.inProcess ? previous : previous?.shadowed;
        this.registry.triggerTypes.set(frame.id, {
          id: frame.id,
          provider: link,
          registration: frame,
          ...(shadowed ? { shadowed } : {}),
        });
        this.parkedTypesLogged.delete(frame.id);
        for (const trigger of this.registry.triggersOfType(frame.id)) this.offer(trigger);
        return;
      }
      case 'triggerregistrationresult':
        return this.handleRegistrationResult(link, frame);
      case 'reattach':
        return this.handleReattach(link, frame.previous_worker_id, frame.reattach_token);
      case 'ping':
        return link.deliver({ type: 'pong' });
      case 'pong':
      case 'unregistertriggertype':
      case 'registerservice':
        return;
    }
  }

  private removeFunction(link: WorkerLink, id: string): void {
    this.claims.removeFunction(link, id);
  }

  private handleInvoke(link: WorkerLink, frame: InvokeFunction, origin: CallOrigin | undefined): void {
    const data = frame.data ?? null;
    // A call that goes on to another engine is named there by the link it arrives on (which would
    // replace a splice made here): only calls served or queued on this engine are spliced.
    const leaves =
      this.remote !== undefined && frame.action?.type !== 'enqueue' && !this.registry.functions.has(frame.function_id);
    const spliced = !link.info.inProcess && !leaves;
    const forwarded: InvokeFunction = { ...frame, data: spliced ? withCaller(data, link.id) : data };
    const wantsReply = typeof frame.invocation_id === 'string' && frame.action?.type !== 'void';
    const error =
      this.access?.refuseInvoke(link, frame) ?? this.route(forwarded, wantsReply ? { caller: link } : {}, link, origin);
    if (error && wantsReply)
      link.deliver({
        type: 'invocationresult',
        invocation_id: frame.invocation_id as string,
        function_id: frame.function_id,
        error,
      });
    else if (error)
      this.options.logger.debug('void invocation not delivered', { function_id: frame.function_id, code: error.code });
  }

  /** Whether a call `from` is refused because the engine is stopping: only idle workers' are. */
  private refusedWhileDraining(from: WorkerLink | undefined): boolean {
    return this.draining && from !== undefined && !from.info.inProcess && this.invocations.runningOn(from) === 0;
  }

  /** Sends an invocation to its target; returns an error body instead when it cannot. */
  private route(
    frame: InvokeFunction,
    reply: ReplyTo,
    from: WorkerLink | undefined,
    origin: CallOrigin | undefined,
  ): ErrorBody | undefined {
    if (this.refusedWhileDraining(from)) return SHUTTING_DOWN;
    if (frame.action?.type === 'enqueue') return this.routeEnqueue(frame, reply);
    const local = this.registry.functions.get(frame.function_id);
    const remote = local ? undefined : this.remote?.(frame.function_id, from);
    if (remote && 'code' in remote) return remote;
    const entry = local ?? remote;
    if (!entry) return { code: ErrorCode.functionNotFound, message: `Function ${frame.function_id} not found` };
    let id =
      typeof frame.invocation_id === 'string' && frame.action?.type !== 'void' ? frame.invocation_id : this.newId();
    if (this.invocations.has(id)) {
      if (reply.caller || reply.settle)
        return { code: ErrorCode.duplicateInvocationId, message: `Invocation ${id} is already in flight` };
      id = this.newId();
    }
    const timeoutMs = frame.timeout_ms ?? entry.registration.timeout_ms ?? this.options.invocationTimeoutMs;
    const target = local ? this.claims.pick(local) : (remote as RemoteRoute).owner;
    // The registry's string rather than this frame's copy: what keeps the call's facts shares it.
    const pending = new Pending(id, entry.id, target, this.clock.now());
    pending.caller = reply.caller;
    pending.settle = reply.settle;
    if (from) pending.callerId = from.id;
    if (origin?.trigger) pending.trigger = origin.trigger;
    pending.traceparent = frame.traceparent;
    pending.baggage = frame.baggage;
    if (this.sampler) drawTrace(pending, frame.traceparent, this.sampler, from?.info.inProcess === true);
    this.invocations.add(pending, timeoutMs, this.expire);
    this.stats.invocations++;
    if (this.observers.length > 0) this.started(pending);
    // A link that writes frames to a socket writes the engine's `traceparent` from the call's words
    // (`deliverTraced`); for any other it is text, written in the literal: a field added to it later
    // would go to a property store of its own, allocated per call.
    const traced = pending.traceFlags !== 0;
    const wordsWritten = traced && target.deliverTraced !== undefined;
    const out: InvokeFunction =
      traced && !wordsWritten
        ? {
            type: 'invokefunction',
            invocation_id: pending.id,
            function_id: frame.function_id,
            data: frame.data ?? null,
            traceparent: traceparentOf(pending),
          }
        : {
            type: 'invokefunction',
            invocation_id: pending.id,
            function_id: frame.function_id,
            data: frame.data ?? null,
          };
    if (!traced && frame.traceparent !== undefined) out.traceparent = frame.traceparent;
    if (frame.baggage !== undefined) out.baggage = frame.baggage;
    if (frame.metadata !== undefined) out.metadata = frame.metadata;
    // The other engine keeps the same deadline, so it stops the call when this one gives up.
    if (remote) out.timeout_ms = timeoutMs;
    try {
      if (wordsWritten) target.deliverTraced!(out, pending);
      else target.deliver(out);
    } catch (error) {
      // The frame could not be written (e.g. a payload the encoder cannot handle): the call ends
      // here rather than waiting out its deadline for a target that never received it.
      // A link that refuses the call (a worker paused for not reading) says why with an EngineError.
      const refused = error instanceof EngineError;
      const failure: ErrorBody = refused
        ? error.toBody()
        : {
            code: ErrorCode.channelSendFailed,
            message:
              `Invocation of ${frame.function_id} could not be sent to its worker: ` +
              `${(error as Error)?.message ?? error}`,
          };
      if (this.invocations.take(pending)) this.finished(pending, { error: failure });
      if (refused) return failure;
      this.options.logger.error('invocation not delivered', {
        function_id: frame.function_id,
        worker_id: target.id,
        error: String(error),
      });
      return failure;
    }
    return undefined;
  }

  /** Ends an invocation whose deadline passed (one function for every call: none made per call). */
  private readonly expire = (p: Pending): void => {
    const error = {
      code: ErrorCode.timeout,
      message: `Invocation of ${p.functionId} timed out after ${p.timeoutMs} ms`,
    };
    this.complete(p, { error });
    this.cancel(p, error);
  };

  private routeEnqueue(frame: InvokeFunction, reply: ReplyTo): ErrorBody | undefined {
    const queue = frame.action?.type === 'enqueue' ? frame.action.queue : '';
    if (!this.enqueue) {
      return {
        code: ErrorCode.enqueueError,
        message: `No queue provider is installed: add the svc-queue worker to enqueue to "${queue}"`,
      };
    }
    // The queue stores the call, so it reads the payload.
    this.enqueue(queue, { ...frame, data: payloadValue(frame.data ?? null) }).then(
      (result) => this.reply(frame, reply, { result }),
      (error: unknown) =>
        this.reply(frame, reply, {
          error: { code: ErrorCode.enqueueError, message: String((error as Error)?.message ?? error) },
        }),
    );
    return undefined;
  }

  private reply(frame: InvokeFunction, reply: ReplyTo, outcome: Outcome): void {
    if (reply.settle) return reply.settle(outcome);
    if (reply.caller && this.links.has(reply.caller.id) && typeof frame.invocation_id === 'string') {
      reply.caller.deliver(resultFrame(frame.invocation_id, frame.function_id, outcome));
    }
  }

  /** Ends an invocation with `outcome` if it is still pending. */
  private complete(pending: Pending, outcome: Outcome): void {
    if (this.invocations.take(pending)) this.deliverOutcome(pending, outcome);
  }

  /** Hands the outcome of an invocation that has just ended to whoever waits for it. */
  private deliverOutcome(pending: Pending, outcome: Outcome): void {
    this.finished(pending, outcome);
    if (pending.settle) pending.settle(outcome);
    else if (pending.caller && this.links.has(pending.caller.id))
      pending.caller.deliver(resultFrame(pending.id, pending.functionId, outcome));
  }

  /** Tells observers that an invocation started. */
  private started(pending: Pending): void {
    const observers = this.observers;
    for (let i = 0; i < observers.length; i++) {
      try {
        observers[i]!.started(pending);
      } catch (error) {
        this.observerFailed(error);
      }
    }
  }

  /** Tells observers that an invocation ended; called once per invocation, whichever way it ended. */
  private finished(pending: Pending, outcome: Outcome): void {
    const observers = this.observers;
    if (observers.length === 0) return;
    const now = this.clock.now();
    for (let i = 0; i < observers.length; i++) {
      try {
        observers[i]!.finished(pending, now, outcome.error);
      } catch (error) {
        this.observerFailed(error);
      }
    }
  }

  private observerFailed(error: unknown): void {
    this.options.logger.error('invocation observer failed', { error: String(error) });
  }

  /** Tells the target to stop working on an invocation nobody waits for any more. */
  private cancel(pending: Pending, reason: ErrorBody): void {
    if (this.links.has(pending.target.id)) {
      pending.target.deliver({
        type: 'cancelinvocation',
        invocation_id: pending.id,
        function_id: pending.functionId,
        reason,
      });
    }
  }

  private addTrigger(owner: WorkerLink | undefined, registration: RegisterTrigger): TriggerEntry {
    const previous = this.registry.triggers.get(registration.id);
    if (previous) this.removeTrigger(previous);
    const entry = this.registry.addTrigger(owner, registration);
    this.emit({ type: 'trigger_bound', triggerId: entry.id, triggerType: entry.type, functionId: entry.functionId });
    this.offer(entry);
    // A provider that refused the binding has answered already; only a missing provider is reported here.
    if (this.registry.triggerTypes.has(entry.type)) return entry;
    if (!this.parkedTypesLogged.has(entry.type)) {
      // Once per type until it gets a provider: a worker binding many functions to it says it once.
      this.parkedTypesLogged.add(entry.type);
      this.options.logger.warn('trigger parked: no module or worker provides its type', {
        trigger_type: entry.type,
        function_id: entry.functionId,
        ...(owner ? { worker_id: owner.id } : {}),
      });
    }
    // Reference engines stay silent here; the extension field lets an svc SDK warn its user.
    if (owner && !owner.info.inProcess)
      owner.deliver({ ...registrationResult(registration), parked: { reason: entry.parkedReason ?? '' } });
    return entry;
  }

  /** True when the engine refuses bindings of unknown types and `registration` names one. */
  private unknownTypeRefused(registration: RegisterTrigger): boolean {
    return this.options.unknownTriggerTypes === 'refuse' && !this.registry.triggerTypes.has(registration.trigger_type);
  }

  private park(trigger: TriggerEntry, reason: string): void {
    trigger.parked = true;
    trigger.parkedReason = reason;
  }

  /** Delivers a binding to its type's provider, if the type has one; otherwise it stays parked. */
  private offer(trigger: TriggerEntry): void {
    const provider = this.registry.triggerTypes.get(trigger.type)?.provider;
    if (!provider) {
      this.park(trigger, noProvider({ trigger_type: trigger.type }));
      return;
    }
    trigger.parked = false;
    delete trigger.parkedReason;
    const frame: RegisterTrigger = {
      type: 'registertrigger',
      id: trigger.id,
      trigger_type: trigger.type,
      function_id: trigger.functionId,
      config: trigger.config,
    };
    if (trigger.metadata !== undefined) frame.metadata = trigger.metadata;
    provider.deliver(frame);
  }

  private handleRegistrationResult(link: WorkerLink, frame: TriggerRegistrationResult): void {
    const trigger = this.registry.triggers.get(frame.id);
    if (!trigger || this.registry.triggerTypes.get(trigger.type)?.provider !== link) return;
    const waiter = this.registrationWaiters.get(frame.id);
    if (!frame.error) return waiter?.();
    // Whatever code the provider sent, the binding's owner gets the documented one, with the
    // provider's message saying why.
    const error = { code: ErrorCode.triggerRegistrationFailed, message: frame.error.message };
    this.park(trigger, `its provider refused it: ${error.message}`);
    this.options.logger.warn('trigger registration refused', {
      trigger_id: frame.id,
      trigger_type: trigger.type,
      error: error.message,
    });
    if (waiter) return waiter(new EngineError(error.code, error.message));
    trigger.owner?.deliver({
      type: 'triggerregistrationresult',
      id: trigger.id,
      trigger_type: trigger.type,
      function_id: trigger.functionId,
      error,
    });
  }

  private handleReattach(link: WorkerLink, previousId: string, token: string | undefined): void {
    const previous = this.links.get(previousId);
    if (!previous || previous === link || token === undefined || this.reattachTokens.get(previousId) !== token) return;
    this.options.logger.info('worker reattached; previous connection retired', {
      worker_id: link.id,
      previous_worker_id: previousId,
    });
    this.disconnect(previous);
    previous.close(1000, 'replaced by a reattached connection');
  }

  private refuse(link: WorkerLink, frame: Record<string, unknown>, detail: string): void {
    this.stats.framesInvalid++;
    this.options.logger.warn('invalid frame dropped', { worker_id: link.id, type: frame.type, error: detail });
    // The caller waits for an answer unless the call is void, whatever else is wrong with it.
    const isVoid = isObject(frame.action) && frame.action.type === 'void';
    if (frame.type === 'invokefunction' && typeof frame.invocation_id === 'string' && !isVoid) {
      link.deliver({
        type: 'invocationresult',
        invocation_id: frame.invocation_id,
        function_id: typeof frame.function_id === 'string' ? frame.function_id : '',
        error: { code: ErrorCode.invalidFrame, message: `Invalid invokefunction frame: ${detail}` },
      });
    }
  }

  private emit(event: EngineEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.options.logger.error('engine event listener failed', { type: event.type, error: String(error) });
      }
    }
  }
}
