/**
 * The router: registries, the pending table and every frame a link sends. It holds no sockets
 * and no I/O of its own: links deliver frames to it (`receive`) and it delivers frames to links,
 * so it is tested by feeding literal frames.
 */
import { randomUUID } from 'node:crypto';
import {
  inboundValidators,
  type ErrorBody,
  type InboundMessage,
  type InboundMessageType,
  type InvokeFunction,
  type JsonValue,
  type RegisterTrigger,
  type TriggerRegistrationResult,
} from '@svc/protocol';
import { EngineError, ErrorCode } from '../errors.js';
import type { Logger } from '../log.js';
import { Invocations, resultFrame, type Outcome, type Pending } from './invocations.js';
import type { WorkerLink } from './link.js';
import { Registry, type TriggerEntry } from './registry.js';

/** Router settings. */
export interface RouterOptions {
  /** Deadline of an invocation when neither the call nor the function sets one. */
  invocationTimeoutMs: number;
  logger: Logger;
}

/** Options of an invocation made from inside the engine. */
export interface InvokeOptions {
  /** Deadline in milliseconds; the function's or the engine's default when absent. */
  timeoutMs?: number;
  /** Passed to the handler as its metadata argument. */
  metadata?: JsonValue;
}

/** Counters for health and tests. */
export interface RouterStats {
  framesIn: number;
  framesInvalid: number;
  framesUnknown: number;
  invocations: number;
}

/** Something that happened to the set of links or functions. */
export type RouterEvent =
  | { kind: 'worker'; event: 'worker_connected' | 'worker_disconnected' | 'worker_metadata_updated'; workerId: string }
  | { kind: 'functions' };

/** Who waits for an invocation's outcome: a remote caller, an internal one, or nobody (void). */
type ReplyTo = Pick<Pending, 'caller' | 'settle'>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Routes invocations between links and keeps who-provides-what. */
export class Router {
  readonly registry = new Registry();
  readonly invocations = new Invocations();
  readonly links = new Map<string, WorkerLink>();
  readonly stats: RouterStats = { framesIn: 0, framesInvalid: 0, framesUnknown: 0, invocations: 0 };
  /** Hands `enqueue` actions to a queue; set by a queue module. */
  enqueue?: (queue: string, frame: InvokeFunction) => Promise<JsonValue>;

  private readonly listeners = new Set<(event: RouterEvent) => void>();
  private readonly reattachTokens = new Map<string, string>();
  private readonly registrationWaiters = new Map<string, (error?: EngineError) => void>();
  private draining = false;

  constructor(private readonly options: RouterOptions) {}

  /** Calls `listener` on every worker and function change. Returns an unsubscribe function. */
  subscribe(listener: (event: RouterEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells subscribers that a worker changed (e.g. it registered its metadata). */
  notifyWorker(event: 'worker_metadata_updated', workerId: string): void {
    this.emit({ kind: 'worker', event, workerId });
  }

  /** Admits a link; a socket link is sent `workerregistered` first. */
  connect(link: WorkerLink): void {
    this.links.set(link.id, link);
    if (!link.info.inProcess) {
      const token = randomUUID();
      this.reattachTokens.set(link.id, token);
      link.deliver({ type: 'workerregistered', worker_id: link.id, reattach_token: token });
    }
    this.emit({ kind: 'worker', event: 'worker_connected', workerId: link.id });
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
    const owned = this.registry.ownedBy(link);
    for (const fn of owned.functions) this.registry.removeFunction(link, fn.id);
    const stopped: Outcome = { error: { code: ErrorCode.invocationStopped, message: 'Invocation stopped' } };
    for (const pending of this.invocations.involving(link)) {
      if (pending.target === link) this.complete(pending, stopped);
      else if (this.invocations.take(pending)) this.cancel(pending, stopped.error!);
    }
    for (const trigger of owned.triggers) this.removeTrigger(trigger);
    for (const type of owned.triggerTypes) {
      this.registry.triggerTypes.delete(type.id);
      for (const trigger of this.registry.triggersOfType(type.id)) trigger.parked = true;
    }
    if (owned.functions.length > 0) this.emit({ kind: 'functions' });
    this.emit({ kind: 'worker', event: 'worker_disconnected', workerId: link.id });
  }

  /**
   * Handles one decoded frame from `link`. Never throws: bad frames are counted and dropped or
   * answered. `problem` is a fault the transport found that the schema cannot express (a frame
   * nesting too deep): the frame is then refused like one that fails its schema.
   */
  receive(link: WorkerLink, frame: unknown, problem?: string): void {
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
      const error = validate.errors?.[0];
      const detail = problem ?? (error ? `${error.instancePath || '/'} ${error.message ?? error.keyword}` : 'invalid');
      this.refuse(link, frame as Record<string, unknown>, detail);
      return;
    }
    try {
      this.dispatch(link, frame as never);
    } catch (error) {
      this.options.logger.error('frame handling failed', { worker_id: link.id, type, error: String(error) });
    }
  }

  /** Invokes a function from inside the engine and resolves with its result; rejects with an EngineError. */
  invoke(functionId: string, data: JsonValue, options: InvokeOptions = {}): Promise<JsonValue | undefined> {
    return new Promise((resolve, reject) => {
      const frame: InvokeFunction = {
        type: 'invokefunction',
        invocation_id: randomUUID(),
        function_id: functionId,
        data,
      };
      if (options.metadata !== undefined) frame.metadata = options.metadata;
      if (options.timeoutMs !== undefined) frame.timeout_ms = options.timeoutMs;
      const settle = (outcome: Outcome) => {
        if (outcome.error) reject(new EngineError(outcome.error.code, outcome.error.message, { data: outcome.error }));
        else resolve(outcome.result ?? undefined);
      };
      const error = this.route(frame, { settle });
      if (error) settle({ error });
    });
  }

  /** Fires a trigger: invokes its function with `payload` and the trigger's metadata. */
  fire(trigger: TriggerEntry, payload: JsonValue, options: InvokeOptions = {}): Promise<JsonValue | undefined> {
    return this.invokeFor(trigger, trigger.functionId, payload, options);
  }

  /**
   * Invokes `functionId` on behalf of a trigger (its handler, condition or middleware), carrying
   * the trigger's metadata.
   */
  invokeFor(
    trigger: TriggerEntry,
    functionId: string,
    payload: JsonValue,
    options: InvokeOptions = {},
  ): Promise<JsonValue | undefined> {
    return this.invoke(
      functionId,
      payload,
      trigger.metadata === undefined ? options : { ...options, metadata: trigger.metadata },
    );
  }

  /**
   * The common rule of trigger configs: when the config names a `condition_function_id`, that
   * function is called with the payload first, and a result of exactly `false` means the handler
   * must be skipped. Resolves true when the handler should run; rejects when the condition call
   * fails (each trigger type decides what a failed condition means for its caller).
   */
  async conditionHolds(trigger: TriggerEntry, payload: JsonValue, options: InvokeOptions = {}): Promise<boolean> {
    const config = trigger.config as { condition_function_id?: unknown } | null;
    const conditionId = config?.condition_function_id;
    if (typeof conditionId !== 'string' || conditionId === '') return true;
    const result = await this.invokeFor(trigger, conditionId, payload, options);
    return result !== false;
  }

  /**
   * Registers a trigger that belongs to the engine rather than a connection (it outlives its
   * caller), and waits up to 10 s for a remote provider to accept it.
   */
  async registerEngineTrigger(registration: RegisterTrigger): Promise<TriggerEntry> {
    const accepted = new Promise<EngineError | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), 10_000);
      this.registrationWaiters.set(registration.id, (error) => {
        clearTimeout(timer);
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
  }

  /**
   * Stops taking new invocations and waits up to `graceMs` for the ones in flight; those still
   * running then fail with `shutting_down`.
   */
  async drain(graceMs: number): Promise<void> {
    this.draining = true;
    const deadline = Date.now() + graceMs;
    while (this.invocations.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    const error = { code: ErrorCode.shuttingDown, message: 'The engine is shutting down' };
    for (const pending of this.invocations.all()) {
      this.complete(pending, { error });
      this.cancel(pending, error);
    }
  }

  private dispatch(link: WorkerLink, frame: InboundMessage): void {
    switch (frame.type) {
      case 'invokefunction':
        return this.handleInvoke(link, frame);
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
        if (frame.invocation !== undefined) {
          // An HTTP-invoked function is called by an engine module, never by the worker that
          // registered it. svc has no such module yet, so it drops the registration, as an engine
          // without that module does: calls get function_not_found instead of reaching the worker.
          this.options.logger.warn('HTTP-invoked function not registered: this engine does not call function URLs', {
            worker_id: link.id,
            function_id: frame.id,
          });
          return;
        }
        const previous = this.registry.addFunction(link, frame);
        if (previous && previous.owner !== link && this.links.has(previous.owner.id)) {
          this.options.logger.warn('function ownership moved between two live workers', {
            function_id: frame.id,
            from: previous.owner.id,
            to: link.id,
          });
        }
        return this.emit({ kind: 'functions' });
      }
      case 'unregisterfunction':
        if (this.registry.removeFunction(link, frame.id)) this.emit({ kind: 'functions' });
        return;
      case 'registertrigger':
        this.addTrigger(link, frame);
        return;
      case 'unregistertrigger': {
        const trigger = this.registry.triggers.get(frame.id);
        if (trigger && trigger.owner === link) this.removeTrigger(trigger);
        return;
      }
      case 'registertriggertype': {
        this.registry.triggerTypes.set(frame.id, { id: frame.id, provider: link, registration: frame });
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

  private handleInvoke(link: WorkerLink, frame: InvokeFunction): void {
    const data = frame.data ?? null;
    const fromWorker = !link.info.inProcess;
    const forwarded: InvokeFunction =
      fromWorker && isObject(data) ? { ...frame, data: { ...data, _caller_worker_id: link.id } } : { ...frame, data };
    const wantsReply = typeof frame.invocation_id === 'string' && frame.action?.type !== 'void';
    const error = this.route(forwarded, wantsReply ? { caller: link } : {});
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

  /** Sends an invocation to its target; returns an error body instead when it cannot. */
  private route(frame: InvokeFunction, reply: ReplyTo): ErrorBody | undefined {
    if (this.draining) return { code: ErrorCode.shuttingDown, message: 'The engine is shutting down' };
    if (frame.action?.type === 'enqueue') return this.routeEnqueue(frame, reply);
    const entry = this.registry.functions.get(frame.function_id);
    if (!entry) return { code: ErrorCode.functionNotFound, message: `Function ${frame.function_id} not found` };
    let id =
      typeof frame.invocation_id === 'string' && frame.action?.type !== 'void' ? frame.invocation_id : randomUUID();
    if (this.invocations.has(id)) {
      if (reply.caller || reply.settle)
        return { code: ErrorCode.duplicateInvocationId, message: `Invocation ${id} is already in flight` };
      id = randomUUID();
    }
    const timeoutMs = frame.timeout_ms ?? entry.registration.timeout_ms ?? this.options.invocationTimeoutMs;
    const pending = this.invocations.add(
      { id, functionId: frame.function_id, target: entry.owner, ...reply },
      timeoutMs,
      (p) => {
        const error = {
          code: ErrorCode.timeout,
          message: `Invocation of ${p.functionId} timed out after ${timeoutMs} ms`,
        };
        this.complete(p, { error });
        this.cancel(p, error);
      },
    );
    this.stats.invocations++;
    const out: InvokeFunction = {
      type: 'invokefunction',
      invocation_id: pending.id,
      function_id: frame.function_id,
      data: frame.data ?? null,
    };
    for (const key of ['traceparent', 'baggage', 'metadata'] as const)
      if (frame[key] !== undefined) out[key] = frame[key] as never;
    try {
      entry.owner.deliver(out);
    } catch (error) {
      // The frame could not be written (e.g. a payload the encoder cannot handle): the call ends
      // here rather than waiting out its deadline for a target that never received it.
      this.invocations.take(pending);
      // A link that refuses the call (a worker paused for not reading) says why with an EngineError.
      if (error instanceof EngineError) return error.toBody();
      this.options.logger.error('invocation not delivered', {
        function_id: frame.function_id,
        worker_id: entry.owner.id,
        error: String(error),
      });
      return {
        code: ErrorCode.channelSendFailed,
        message: `Invocation of ${frame.function_id} could not be sent to its worker: ${(error as Error)?.message ?? error}`,
      };
    }
    return undefined;
  }

  private routeEnqueue(frame: InvokeFunction, reply: ReplyTo): ErrorBody | undefined {
    const queue = frame.action?.type === 'enqueue' ? frame.action.queue : '';
    if (!this.enqueue) {
      return {
        code: ErrorCode.enqueueError,
        message: `No queue provider is installed: add the svc-queue worker to enqueue to "${queue}"`,
      };
    }
    this.enqueue(queue, frame).then(
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

  private deliverOutcome(pending: Pending, outcome: Outcome): void {
    if (pending.settle) pending.settle(outcome);
    else if (pending.caller && this.links.has(pending.caller.id))
      pending.caller.deliver(resultFrame(pending.id, pending.functionId, outcome));
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
    this.offer(entry);
    return entry;
  }

  /** Delivers a binding to its type's provider, if the type has one; otherwise it stays parked. */
  private offer(trigger: TriggerEntry): void {
    const provider = this.registry.triggerTypes.get(trigger.type)?.provider;
    if (!provider) {
      trigger.parked = true;
      return;
    }
    trigger.parked = false;
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
    trigger.parked = true;
    this.options.logger.warn('trigger registration refused', {
      trigger_id: frame.id,
      trigger_type: trigger.type,
      error: frame.error.message,
    });
    if (waiter) return waiter(new EngineError(frame.error.code, frame.error.message));
    trigger.owner?.deliver({
      type: 'triggerregistrationresult',
      id: trigger.id,
      trigger_type: trigger.type,
      function_id: trigger.functionId,
      error: frame.error,
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

  private emit(event: RouterEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.options.logger.error('router listener failed', { error: String(error) });
      }
    }
  }
}
