import { outboundValidators } from '@svc/protocol/messages';
import type {
  JsonValue,
  CancelInvocation,
  InboundMessage,
  InvocationResult,
  InvokeFunction,
  Validator,
  WorkerMetadata,
} from '@svc/protocol';
import { ErrorCode, InvocationError, SvcError } from '../errors.js';
import type { Logger } from '../logger.js';
import type {
  FunctionHandle,
  FunctionHandler,
  RegisterFunctionOptions,
  TriggerHandle,
  TriggerInput,
  TriggerRequest,
  TriggerTypeDefinition,
  TriggerTypeHandle,
  TriggerTypeHandler,
} from '../types.js';
import { messageOf } from './attempt.js';
import {
  invokeFunctionFrame,
  reattachFrame,
  registerFunctionFrame,
  registerTriggerFrame,
  registerTriggerTypeFrame,
  workersRegisterFrame,
} from './frame-builders.js';
import { describeErrors, isRecord } from './frames.js';
import { InvocationRunner } from './invocation-runner.js';
import { IDLE_TIMEOUT_MS, Keepalive, type KeepaliveIntervals } from './keepalive.js';
import type { Link, Send } from './link.js';
import { encodeError, OutgoingCalls, TIMEOUT_GRACE_MS } from './outgoing-calls.js';
import { Registry } from './registry.js';
import type { Scheduler } from './scheduler.js';
import type { CallOutcome, Tracing } from './tracing.js';
import { TriggerProviders } from './trigger-providers.js';
import { decodeJson, plainJson } from './json.js';

/** Default deadline of a `trigger()` call that names none, as in the iii SDKs. */
export const DEFAULT_INVOCATION_TIMEOUT_MS = 30_000;

/** Options of a {@link WorkerCore}. */
export interface WorkerCoreOptions {
  /** Clock and timers. */
  scheduler: Scheduler;
  /** Where dropped frames and failures are reported. */
  logger: Logger;
  /** Payload of the `engine::workers::register` call sent on every connect. */
  metadata: WorkerMetadata;
  /** Deadline of calls that name none; default {@link DEFAULT_INVOCATION_TIMEOUT_MS}. */
  invocationTimeoutMs?: number;
  /** Extra wait past a call's deadline before the SDK gives up by itself. */
  timeoutGraceMs?: number;
  /** Id source for invocations and triggers; default `crypto.randomUUID`. */
  newId?: () => string;
  /** Heartbeat intervals; default 20 s ping, 60 s idle. */
  keepalive?: KeepaliveIntervals;
  /** Turns references in a received payload into objects before its handler sees it (channels). */
  resolvePayload?: (data: JsonValue) => unknown;
}

/**
 * The worker side of the protocol, without I/O: feed it connection events and decoded frames,
 * it calls `link.send` with the frames to send. It lives across connections, keeping the
 * registrations, the pending calls and the queue, and restores them on every new connection.
 *
 * It never throws on a frame: a frame that is not JSON, has no or an unknown `type`, or does
 * not match its schema is logged and dropped (answered with an error when a caller waits on it).
 */
export class WorkerCore {
  private readonly scheduler: Scheduler;
  private readonly logger: Logger;
  private readonly metadata: WorkerMetadata;
  private readonly invocationTimeoutMs: number;
  private readonly newId: () => string;
  private readonly registry = new Registry();
  private readonly outgoing: OutgoingCalls;
  private readonly runner: InvocationRunner;
  private readonly providers: TriggerProviders;
  private readonly keepalive: Keepalive;
  private link: Link | undefined;
  // `link.send` plus the keepalive's bookkeeping; undefined while disconnected.
  private send: Send | undefined;
  // Counts connections, so a result finishing after a reconnect is not sent on a connection
  // that never saw the invocation.
  private epoch = 0;
  private stopped = false;
  private currentWorkerId: string | undefined;
  private reattachToken: string | undefined;
  private tracing: Tracing | undefined;

  /** Creates a core with nothing registered and no connection. */
  constructor(options: WorkerCoreOptions) {
    this.scheduler = options.scheduler;
    this.logger = options.logger;
    this.metadata = options.metadata;
    this.invocationTimeoutMs = options.invocationTimeoutMs ?? DEFAULT_INVOCATION_TIMEOUT_MS;
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.outgoing = new OutgoingCalls(this.scheduler, options.timeoutGraceMs ?? TIMEOUT_GRACE_MS);
    this.runner = new InvocationRunner(this.logger, options.resolvePayload);
    this.providers = new TriggerProviders(this.registry, this.logger);
    this.keepalive = new Keepalive(
      this.scheduler,
      {
        ping: () => this.sendNow({ type: 'ping' }),
        dead: () =>
          this.link?.terminate(`nothing received for ${options.keepalive?.idleTimeoutMs ?? IDLE_TIMEOUT_MS} ms`),
      },
      options.keepalive,
    );
  }

  /** The engine's id for the current (or last) connection, from `workerregistered`. */
  get workerId(): string | undefined {
    return this.currentWorkerId;
  }

  /** True while a connection is open. */
  get connected(): boolean {
    return this.link !== undefined;
  }

  /** Number of `trigger()` calls waiting for a result. */
  get pendingCalls(): number {
    return this.outgoing.size;
  }

  /** Number of handlers still running. */
  get runningInvocations(): number {
    return this.runner.size;
  }

  /** Spans around handlers and calls (no spans until set). */
  setTracing(tracing: Tracing): void {
    this.runner.tracing = tracing;
    this.tracing = tracing;
  }

  // ---------------------------------------------------------------- registrations

  /** Registers a function (see `Worker.registerFunction`). */
  registerFunction(id: string, handler: FunctionHandler, options: RegisterFunctionOptions = {}): FunctionHandle {
    this.assertRunning();
    const frame = registerFunctionFrame(id, options);
    const entry = this.registry.addFunction(frame, handler);
    this.sendNow(frame);
    return {
      id,
      unregister: () => {
        // Not queued: a closed connection's functions are gone from the engine already, and
        // the next connection does not replay this one.
        if (this.registry.removeFunction(entry)) this.sendNow({ type: 'unregisterfunction', id });
      },
    };
  }

  /** Registers a trigger (see `Worker.registerTrigger`). */
  registerTrigger(input: TriggerInput): TriggerHandle {
    this.assertRunning();
    const frame = registerTriggerFrame(this.newId(), input);
    this.registry.addTrigger(frame);
    this.sendNow(frame);
    return {
      id: frame.id,
      type: frame.trigger_type,
      unregister: () => {
        if (this.registry.removeTrigger(frame.id) !== undefined) {
          this.sendNow({ type: 'unregistertrigger', id: frame.id, trigger_type: frame.trigger_type });
        }
      },
    };
  }

  /** Provides a trigger type (see `Worker.registerTriggerType`). */
  registerTriggerType(definition: TriggerTypeDefinition, handler: TriggerTypeHandler): TriggerTypeHandle {
    this.assertRunning();
    const frame = registerTriggerTypeFrame(definition);
    const entry = this.registry.addTriggerType(frame, handler);
    this.sendNow(frame);
    return {
      id: definition.id,
      unregister: () => {
        if (this.registry.removeTriggerType(entry)) {
          this.sendNow({ type: 'unregistertriggertype', id: frame.id, description: frame.description ?? '' });
        }
      },
    };
  }

  // ---------------------------------------------------------------- calls

  /** Invokes a function (see `Worker.trigger`). */
  trigger(request: TriggerRequest): Promise<unknown> {
    if (this.stopped) return Promise.reject(shuttingDown());
    const functionId = request.function_id;
    if (typeof functionId !== 'string' || functionId.length === 0) {
      return Promise.reject(new InvocationError(ErrorCode.InvalidArgument, 'function_id is required'));
    }
    const timeoutMs = request.timeout_ms ?? this.invocationTimeoutMs;
    if (!(typeof timeoutMs === 'number' && timeoutMs > 0 && Number.isFinite(timeoutMs))) {
      return Promise.reject(
        new InvocationError(
          ErrorCode.InvalidArgument,
          `timeout_ms must be a positive number (got ${String(timeoutMs)})`,
          {
            functionId,
          },
        ),
      );
    }
    const invocationId = request.action?.type === 'void' ? undefined : this.newId();
    const frame = invokeFunctionFrame(request, invocationId);
    const end = this.tracing?.call(frame);
    const result =
      invocationId === undefined
        ? Promise.resolve(undefined)
        : this.outgoing.expect(invocationId, functionId, timeoutMs);
    try {
      this.outgoing.submit(frame, this.scheduler.now() + timeoutMs, this.send);
    } catch (error) {
      const failure = encodeError(frame, invocationId, error);
      end?.({ error: failure });
      if (invocationId === undefined) return Promise.reject(failure);
      this.outgoing.fail(invocationId, failure);
      return result;
    }
    if (end === undefined) return result;
    // A void call's span ends once the frame is handed over: nothing comes back.
    if (invocationId === undefined) end({});
    else
      result.then(
        () => end({}),
        (error: unknown) => end({ error } satisfies CallOutcome),
      );
    return result;
  }

  // ---------------------------------------------------------------- connection events

  /**
   * A connection opened: sends, in this order, `reattach` (when an earlier connection was
   * registered), every trigger type, function and trigger, the calls queued while
   * disconnected, and the void `engine::workers::register` call. None of it waits for
   * `workerregistered`.
   */
  connectionOpened(link: Link): void {
    if (this.stopped) {
      link.terminate('worker is shut down');
      return;
    }
    this.link = link;
    const send: Send = (frame) => {
      const sent = link.send(frame);
      if (sent) this.keepalive.noteSent();
      return sent;
    };
    this.send = send;
    this.epoch += 1;
    this.keepalive.start();
    if (this.currentWorkerId !== undefined) this.sendNow(reattachFrame(this.currentWorkerId, this.reattachToken));
    for (const frame of this.registry.replayFrames()) this.sendNow(frame);
    this.outgoing.flush(send);
    this.sendNow(workersRegisterFrame(this.metadata));
  }

  /** The connection closed (any reason): calls sent on it fail with `invocation_stopped`. */
  connectionClosed(): void {
    if (this.link === undefined) return;
    this.link = undefined;
    this.send = undefined;
    this.keepalive.stop();
    const failed = this.outgoing.connectionLost();
    if (failed > 0) this.logger.warn('calls in flight failed with the connection', { count: failed });
  }

  /** Something arrived below the frame level (a WebSocket ping or pong): the connection lives. */
  noteActivity(): void {
    this.keepalive.noteReceived();
  }

  /** A text frame arrived. */
  receiveText(text: string): void {
    let frame: unknown;
    try {
      frame = decodeJson(text);
    } catch (error) {
      this.keepalive.noteReceived();
      this.logger.warn('dropped a frame that is not JSON', { error: messageOf(error), length: text.length });
      return;
    }
    this.receive(frame);
  }

  /** A decoded frame arrived. Never throws. */
  receive(frame: unknown): void {
    this.keepalive.noteReceived();
    try {
      this.dispatch(frame);
    } catch (error) {
      this.logger.error('failed to handle a frame', { error: messageOf(error) });
    }
  }

  /**
   * Stops for good: pending calls fail with `shutting_down`, running handlers' signals abort,
   * nothing more is sent. The host closes the connection.
   */
  shutdown(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.keepalive.stop();
    this.outgoing.failAll(ErrorCode.ShuttingDown, 'Worker is shutting down');
    this.runner.abortAll(shuttingDown());
  }

  // ---------------------------------------------------------------- inbound frames

  private dispatch(frame: unknown): void {
    if (!isRecord(frame) || typeof frame.type !== 'string') {
      this.logger.warn('dropped a frame without a type');
      return;
    }
    switch (frame.type) {
      case 'workerregistered':
        if (this.valid(outboundValidators.workerregistered, frame)) {
          this.currentWorkerId = frame.worker_id;
          this.reattachToken = frame.reattach_token;
          this.logger.debug('registered with the engine', { worker_id: frame.worker_id });
        }
        return;
      case 'invokefunction':
        if (this.valid(outboundValidators.invokefunction, frame)) this.onInvoke(frame);
        else this.refuseMalformedInvoke(frame);
        return;
      case 'invocationresult':
        if (this.valid(outboundValidators.invocationresult, frame)) this.onResult(frame.invocation_id, frame);
        else if (typeof frame.invocation_id === 'string') {
          // A caller waits on this id; fail it now rather than let it time out.
          this.onResult(frame.invocation_id, {
            error: frame.error ?? {
              code: ErrorCode.DeserializationError,
              message: `Malformed invocationresult: ${describeErrors(outboundValidators.invocationresult.errors)}`,
            },
          });
        }
        return;
      case 'cancelinvocation':
        if (this.valid(outboundValidators.cancelinvocation, frame)) this.onCancel(frame);
        return;
      case 'registertrigger':
        if (this.valid(outboundValidators.registertrigger, frame)) {
          const epoch = this.epoch;
          this.providers.register(frame, (result) => this.reply(epoch, result));
        }
        return;
      case 'unregistertrigger':
        if (this.valid(outboundValidators.unregistertrigger, frame)) this.providers.unregister(frame);
        return;
      case 'triggerregistrationresult':
        if (!this.valid(outboundValidators.triggerregistrationresult, frame)) return;
        if (frame.error !== undefined) {
          this.logger.warn(
            `trigger registration failed for ${frame.id} (${frame.trigger_type}): ${frame.error.message}`,
            {
              code: frame.error.code,
              function_id: frame.function_id,
            },
          );
        } else if (frame.parked !== undefined) {
          // An svc engine's extension: the binding exists but will not fire until its type has a provider.
          this.logger.warn(`trigger ${frame.id} (${frame.trigger_type}) is parked: ${frame.parked.reason}`, {
            function_id: frame.function_id,
          });
        }
        return;
      case 'registrationrejected':
        this.logger.warn('the engine rejected a registration', { ...frame });
        return;
      case 'error':
        if (this.valid(outboundValidators.error, frame)) {
          this.logger.error(`engine error: ${frame.error.message}`, { code: frame.error.code });
        }
        return;
      case 'ping':
        this.sendNow({ type: 'pong' });
        return;
      case 'pong':
        return;
      default:
        this.logger.debug('ignored a frame of unknown type', { type: frame.type });
    }
  }

  private valid<T>(validate: Validator<T>, frame: Record<string, unknown>): frame is Record<string, unknown> & T {
    // A frame holding an integer past 2^53 (decoded as a bigint) has its shape checked as plain JSON.
    if (validate(frame) || validate(plainJson(frame))) return true;
    this.logger.warn(`dropped a malformed ${String(frame.type)} frame`, { reason: describeErrors(validate.errors) });
    return false;
  }

  private onInvoke(frame: InvokeFunction): void {
    const fn = this.registry.getFunction(frame.function_id);
    const epoch = this.epoch;
    if (fn === undefined) {
      if (typeof frame.invocation_id === 'string') {
        this.reply(epoch, {
          type: 'invocationresult',
          invocation_id: frame.invocation_id,
          function_id: frame.function_id,
          error: { code: ErrorCode.FunctionNotFound, message: `Function ${frame.function_id} not found` },
        });
      } else {
        this.logger.warn(`void invocation of unknown function ${frame.function_id} dropped`);
      }
      return;
    }
    this.runner.run(frame, fn, (result) => this.reply(epoch, result));
  }

  private refuseMalformedInvoke(frame: Record<string, unknown>): void {
    if (typeof frame.invocation_id !== 'string' || typeof frame.function_id !== 'string') return;
    this.reply(this.epoch, {
      type: 'invocationresult',
      invocation_id: frame.invocation_id,
      function_id: frame.function_id,
      error: {
        code: ErrorCode.DeserializationError,
        message: `Malformed invokefunction: ${describeErrors(outboundValidators.invokefunction.errors)}`,
      },
    });
  }

  private onResult(invocationId: string, outcome: { result?: unknown; error?: unknown }): void {
    if (!this.outgoing.settle(invocationId, outcome)) {
      // Late (the call timed out or its connection was lost) or not ours: nobody waits.
      this.logger.debug('ignored a result nobody waits for', { invocation_id: invocationId });
    }
  }

  private onCancel(frame: CancelInvocation): void {
    if (this.runner.cancel(frame.invocation_id, frame.reason)) {
      this.logger.debug('invocation cancelled by the engine', {
        invocation_id: frame.invocation_id,
        code: frame.reason?.code,
      });
    }
  }

  // ---------------------------------------------------------------- outbound frames

  /** Sends a result on the connection `epoch`, if it is still the open one. */
  private reply(epoch: number, frame: InboundMessage): void {
    const send = this.send;
    if (this.stopped || send === undefined || epoch !== this.epoch) {
      this.logger.debug(`${frame.type} dropped: the connection it answers is gone`);
      return;
    }
    try {
      send(frame);
    } catch (error) {
      if (frame.type !== 'invocationresult') {
        this.logger.error(`could not encode a ${frame.type} frame`, { error: messageOf(error) });
        return;
      }
      // The handler returned something JSON cannot encode (a cycle): the caller
      // still gets an answer, as a failure.
      const result = frame as InvocationResult;
      this.sendNow({
        type: 'invocationresult',
        invocation_id: result.invocation_id,
        function_id: result.function_id,
        error: {
          code: ErrorCode.InvocationFailed,
          message: `Result of ${result.function_id} could not be encoded as JSON: ${messageOf(error)}`,
        },
      });
    }
  }

  /** Sends on the open connection, or nowhere: for frames that the next connection replays or does not need. */
  private sendNow(frame: InboundMessage): void {
    try {
      this.send?.(frame);
    } catch (error) {
      this.logger.error(`could not encode a ${frame.type} frame`, { error: messageOf(error) });
    }
  }

  private assertRunning(): void {
    if (this.stopped) throw new SvcError(ErrorCode.ShuttingDown, 'Worker is shut down');
  }
}

function shuttingDown(): InvocationError {
  return new InvocationError(ErrorCode.ShuttingDown, 'Worker is shutting down');
}
