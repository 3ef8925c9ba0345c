/**
 * A built-in module's link to the router. The module registers functions and trigger types by
 * sending the router the same frames a remote worker sends; invocations and trigger bindings
 * come back as frames too, and are dispatched to the module's handlers here.
 */
import type {
  ErrorBody,
  JsonValue,
  OutboundMessage,
  RegisterFunction,
  RegisterTrigger,
  UnregisterTrigger,
} from '@svc/protocol';
import { EngineError, ErrorCode, errorBody } from '../errors.js';
import type { Logger } from '../log.js';
import type { LinkInfo, WorkerLink } from './link.js';
import type { Router } from './router.js';

/** What a function handler receives besides its payload. */
export interface HandlerContext {
  /** The invocation id. */
  invocationId: string;
  /** Metadata sent with the invocation. */
  metadata?: JsonValue;
  /** Aborted when the engine gives up on the invocation (deadline, caller gone, shutdown). */
  signal: AbortSignal;
}

/** A built-in function. It may throw an EngineError to answer with its code. */
export type FunctionHandler = (
  data: JsonValue,
  context: HandlerContext,
) => JsonValue | undefined | Promise<JsonValue | undefined>;

/** The provider side of a trigger type: told about every binding of the type. */
export interface TriggerTypeHandler {
  /** A binding was made (or replayed); throw to refuse it with `trigger_registration_failed`. */
  register(trigger: RegisterTrigger): void | Promise<void>;
  /** A binding went away. */
  unregister(trigger: UnregisterTrigger): void | Promise<void>;
}

/** An in-process worker: the link through which a built-in module talks to the router. */
export class LocalWorker implements WorkerLink {
  readonly info: LinkInfo;
  private readonly functions = new Map<string, FunctionHandler>();
  private readonly triggerTypes = new Map<string, TriggerTypeHandler>();
  private readonly running = new Map<string, AbortController>();

  constructor(
    readonly id: string,
    private readonly router: Router,
    private readonly logger: Logger,
    description?: string,
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

  /** Provides a trigger type; existing and future bindings of it reach `handler`. */
  registerTriggerType(id: string, description: string, handler: TriggerTypeHandler): void {
    this.triggerTypes.set(id, handler);
    this.router.receive(this, { type: 'registertriggertype', id, description });
  }

  deliver(frame: OutboundMessage): void {
    switch (frame.type) {
      case 'invokefunction':
        void this.run(frame.invocation_id ?? '', frame.function_id, frame.data ?? null, frame.metadata);
        return;
      case 'cancelinvocation':
        this.running.get(frame.invocation_id)?.abort(frame.reason);
        return;
      case 'registertrigger':
      case 'unregistertrigger':
        void this.bind(frame);
        return;
      default:
        return;
    }
  }

  close(): void {
    this.router.disconnect(this);
  }

  private async run(
    invocationId: string,
    functionId: string,
    data: JsonValue,
    metadata: JsonValue | undefined,
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
        ...(metadata === undefined ? {} : { metadata }),
      };
      const result = await handler(data, context);
      outcome = result === undefined ? {} : { result };
    } catch (error) {
      outcome = { error: errorBody(error) };
      if (outcome.error?.code === 'invocation_failed')
        this.logger.warn('built-in function failed', { function_id: functionId, error: outcome.error.message });
    } finally {
      this.running.delete(invocationId);
    }
    this.router.receive(this, {
      type: 'invocationresult',
      invocation_id: invocationId,
      function_id: functionId,
      ...outcome,
    });
  }

  private async bind(frame: RegisterTrigger | UnregisterTrigger): Promise<void> {
    const handler = this.triggerTypes.get(frame.trigger_type ?? '');
    if (!handler) return;
    if (frame.type === 'unregistertrigger') {
      await Promise.resolve(handler.unregister(frame)).catch((error: unknown) =>
        this.logger.warn('trigger removal failed', { trigger_id: frame.id, error: String(error) }),
      );
      return;
    }
    try {
      await handler.register(frame);
      this.router.receive(this, {
        type: 'triggerregistrationresult',
        id: frame.id,
        trigger_type: frame.trigger_type,
        function_id: frame.function_id,
      });
    } catch (error) {
      this.router.receive(this, {
        type: 'triggerregistrationresult',
        id: frame.id,
        trigger_type: frame.trigger_type,
        function_id: frame.function_id,
        error: { code: 'trigger_registration_failed', message: (error as Error).message ?? String(error) },
      });
    }
  }
}
