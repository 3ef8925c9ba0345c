/**
 * A built-in module's link to the router. Everything the module does crosses it as the frames a
 * remote worker sends — `registerfunction`, `registertriggertype`, `invokefunction` with an id and
 * the `invocationresult` that answers it — and invocations and trigger bindings come back as
 * frames too, dispatched here to the module's handlers and providers.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  ErrorBody,
  InvocationResult,
  InvokeFunction,
  JsonValue,
  OutboundMessage,
  RegisterFunction,
  RegisterTrigger,
  RegisterTriggerType,
} from '@svc/protocol';
import { EngineError, ErrorCode, errorBody } from '../errors.js';
import type { Logger } from '../log.js';
import type {
  Binding,
  FunctionHandler,
  RawFunctionHandler,
  HandlerContext,
  InvokeOptions,
  SpanAttributes,
  TriggerProvider,
} from '../modules/host.js';
import type { IdGenerator } from './clock.js';
import type { LinkInfo, WorkerLink } from './link.js';
import { payloadValue, RawJson } from './payload.js';
import type { CallOrigin } from './router.js';

/**
 * The `traceparent` of the invocation a built-in function is handling, for the calls it makes
 * while it runs (a trigger it fires after a write, another function it calls): they join the
 * invocation's trace as children of its span without each module passing the context along.
 */
const invocationContext = new AsyncLocalStorage<string>();

/** The part of the router a local worker talks to. */
export interface RouterPort {
  connect(link: WorkerLink): void;
  disconnect(link: WorkerLink): void;
  receive(link: WorkerLink, frame: unknown, problem?: string, origin?: CallOrigin): void;
}

/** A call the module made that waits for its `invocationresult`. */
interface Call {
  resolve(result: JsonValue | undefined): void;
  reject(error: EngineError): void;
  /** Resolve with a result kept as text as that text (`InvokeOptions.resultText`). */
  text?: boolean;
}

/** A binding as the provider holds it, with the listeners of its removal. */
interface LiveBinding {
  binding: Binding<unknown>;
  removed: (() => void)[];
}

/** An in-process worker: the link through which a built-in module talks to the router. */
export class LocalWorker implements WorkerLink {
  readonly info: LinkInfo;
  private readonly functions = new Map<string, FunctionHandler>();
  /** Functions whose handlers take and give JSON text (`registerRawFunction`). */
  private readonly raw = new Set<string>();
  private readonly providers = new Map<string, TriggerProvider<unknown>>();
  private readonly bindings = new Map<string, LiveBinding>();
  private readonly running = new Map<string, AbortController>();
  private readonly calls = new Map<string, Call>();
  private closed = false;

  constructor(
    readonly id: string,
    private readonly router: RouterPort,
    private readonly logger: Logger,
    private readonly newId: IdGenerator,
    description?: string,
    /** Where `context.annotate` sends a handler's span attributes. */
    private readonly annotate: (invocationId: string, attributes: SpanAttributes) => void = () => {},
  ) {
    this.info = {
      connectedAtMs: Date.now(),
      inProcess: true,
      metadata: {
        name: id,
        runtime: 'engine',
        isolation: 'in-process',
        pid: process.pid,
        ...(description ? { description } : {}),
      },
    };
    router.connect(this);
  }

  /** Registers a function handled in this process. */
  registerFunction(id: string, handler: FunctionHandler, options: Omit<RegisterFunction, 'type' | 'id'> = {}): void {
    this.functions.set(id, handler);
    this.router.receive(this, { ...options, type: 'registerfunction', id });
  }

  /**
   * Registers a function whose handler gets the payload as the JSON text the caller sent and
   * answers with JSON text (or undefined), both passed on exactly: integers beyond 2^53 included.
   */
  registerRawFunction(
    id: string,
    handler: RawFunctionHandler,
    options: Omit<RegisterFunction, 'type' | 'id'> = {},
  ): void {
    this.raw.add(id);
    this.registerFunction(
      id,
      async (text, context) => {
        const result = await handler(text as string, context);
        return result === undefined ? undefined : (new RawJson(result) as unknown as JsonValue);
      },
      options,
    );
  }

  /** Removes a function this process registered. */
  unregisterFunction(id: string): void {
    this.raw.delete(id);
    if (!this.functions.delete(id)) return;
    this.router.receive(this, { type: 'unregisterfunction', id });
  }

  /** Provides a trigger type; existing and future bindings of it reach `provider.bind`. */
  registerTriggerType<Config>(
    id: string,
    description: string,
    provider: TriggerProvider<Config>,
    options: Omit<RegisterTriggerType, 'type' | 'id' | 'description'> = {},
  ): void {
    this.providers.set(id, provider as TriggerProvider<unknown>);
    this.router.receive(this, { ...options, type: 'registertriggertype', id, description });
  }

  /** Binds one of this worker's functions to a trigger type someone else provides; returns the binding id. */
  registerTrigger(triggerType: string, functionId: string, config: JsonValue = {}): string {
    const id = this.newId();
    this.router.receive(this, {
      type: 'registertrigger',
      id,
      trigger_type: triggerType,
      function_id: functionId,
      config,
    });
    return id;
  }

  /** Calls a function as this worker; rejects with an EngineError carrying the call's error code. */
  invoke(
    functionId: string,
    data: JsonValue,
    options: InvokeOptions = {},
    origin?: CallOrigin,
  ): Promise<JsonValue | undefined> {
    if (this.closed) return Promise.reject(new EngineError(ErrorCode.invocationStopped, 'The module has stopped'));
    const frame: InvokeFunction = {
      type: 'invokefunction',
      invocation_id: this.newId(),
      function_id: functionId,
      data,
    };
    if (options.timeoutMs !== undefined) frame.timeout_ms = options.timeoutMs;
    if (options.action !== undefined) frame.action = options.action;
    if (options.metadata !== undefined) frame.metadata = options.metadata;
    const traceparent = options.traceparent ?? invocationContext.getStore();
    if (traceparent !== undefined) frame.traceparent = traceparent;
    if (options.baggage !== undefined) frame.baggage = options.baggage;
    if (options.action?.type === 'void') {
      this.router.receive(this, frame, undefined, origin);
      return Promise.resolve(undefined);
    }
    const id = frame.invocation_id as string;
    return new Promise((resolve, reject) => {
      this.calls.set(id, options.resultText ? { resolve, reject, text: true } : { resolve, reject });
      this.router.receive(this, frame, undefined, origin);
    });
  }

  deliver(frame: OutboundMessage): void {
    switch (frame.type) {
      case 'invocationresult':
        return this.settle(frame);
      case 'invokefunction':
        void this.run(
          frame.invocation_id ?? '',
          frame.function_id,
          this.raw.has(frame.function_id) ? jsonText(frame.data) : payloadValue(frame.data ?? null),
          frame.metadata,
          frame.traceparent,
        );
        return;
      case 'cancelinvocation':
        this.running.get(frame.invocation_id)?.abort(frame.reason);
        return;
      case 'registertrigger':
        void this.bind(frame);
        return;
      case 'unregistertrigger':
        this.unbind(frame.id);
        return;
      default:
        return;
    }
  }

  /** Leaves the router: calls still waiting end with `invocation_stopped`, bindings are removed. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.router.disconnect(this);
    const stopped = new EngineError(ErrorCode.invocationStopped, 'Invocation stopped');
    for (const call of this.calls.values()) call.reject(stopped);
    this.calls.clear();
    for (const id of [...this.bindings.keys()]) this.unbind(id);
  }

  private settle(frame: InvocationResult): void {
    const call = this.calls.get(frame.invocation_id);
    if (!call) return;
    this.calls.delete(frame.invocation_id);
    if (frame.error) call.reject(new EngineError(frame.error.code, frame.error.message, { data: frame.error }));
    else call.resolve((call.text ? frame.result : payloadValue(frame.result)) ?? undefined);
  }

  private async run(
    invocationId: string,
    functionId: string,
    data: JsonValue,
    metadata: JsonValue | undefined,
    traceparent: string | undefined,
  ): Promise<void> {
    const handler = this.functions.get(functionId);
    const controller = new AbortController();
    this.running.set(invocationId, controller);
    let outcome: { result?: JsonValue; error?: ErrorBody };
    try {
      if (!handler) throw new EngineError(ErrorCode.functionNotFound, `Function ${functionId} not found`);
      const context: HandlerContext = {
        invocationId,
        signal: controller.signal,
        annotate: (attributes) => this.annotate(invocationId, attributes),
        ...(metadata === undefined ? {} : { metadata }),
      };
      const result = await (traceparent === undefined
        ? handler(data, context)
        : invocationContext.run(traceparent, () => handler(data, context)));
      outcome = result === undefined ? {} : { result };
    } catch (error) {
      outcome = { error: errorBody(error) };
      if (outcome.error?.code === 'invocation_failed')
        this.logger.warn('built-in function failed', { function_id: functionId, error: outcome.error.message });
    } finally {
      this.running.delete(invocationId);
    }
    if (this.closed) return;
    this.router.receive(this, {
      type: 'invocationresult',
      invocation_id: invocationId,
      function_id: functionId,
      ...outcome,
    });
  }

  private async bind(frame: RegisterTrigger): Promise<void> {
    const provider = this.providers.get(frame.trigger_type);
    if (!provider) return;
    // A replayed binding replaces the one with its id.
    this.unbind(frame.id);
    const live: LiveBinding = { binding: this.binding(frame, () => live.removed), removed: [] };
    this.bindings.set(frame.id, live);
    const result = {
      type: 'triggerregistrationresult',
      id: frame.id,
      trigger_type: frame.trigger_type,
      function_id: frame.function_id,
    } as const;
    try {
      await provider.bind(live.binding);
      this.router.receive(this, result);
    } catch (error) {
      if (this.bindings.get(frame.id) === live) this.bindings.delete(frame.id);
      this.router.receive(this, {
        ...result,
        error: { code: 'trigger_registration_failed', message: (error as Error).message ?? String(error) },
      });
    }
  }

  private unbind(id: string): void {
    const live = this.bindings.get(id);
    if (!live) return;
    this.bindings.delete(id);
    for (const listener of live.removed) {
      try {
        listener();
      } catch (error) {
        this.logger.warn('trigger removal failed', { trigger_id: id, error: String(error) });
      }
    }
  }

  /** The provider's view of a `registertrigger`: fires are calls made as this worker. */
  private binding(frame: RegisterTrigger, listeners: () => (() => void)[]): Binding<unknown> {
    const origin: CallOrigin = { trigger: { id: frame.id, type: frame.trigger_type } };
    const config = frame.config ?? {};
    const withMetadata = (options: InvokeOptions = {}): InvokeOptions =>
      frame.metadata === undefined ? options : { ...options, metadata: frame.metadata };
    const invoke = (functionId: string, payload: JsonValue, options?: InvokeOptions) =>
      this.invoke(functionId, payload, withMetadata(options), origin);
    return {
      id: frame.id,
      triggerType: frame.trigger_type,
      functionId: frame.function_id,
      config,
      ...(frame.metadata === undefined ? {} : { metadata: frame.metadata }),
      fire: (payload, options) => invoke(frame.function_id, payload, options),
      invoke,
      conditionHolds: async (payload, options) => {
        const conditionId = (config as { condition_function_id?: unknown } | null)?.condition_function_id;
        if (typeof conditionId !== 'string' || conditionId === '') return true;
        return (await invoke(conditionId, payload, options)) !== false;
      },
      onRemove: (listener) => void listeners().push(listener),
    };
  }
}

/** The JSON text of a payload: as it arrived when the engine kept it as text. */
function jsonText(data: JsonValue | RawJson | undefined): JsonValue {
  return data instanceof RawJson ? data.text : JSON.stringify(data ?? null);
}
