/** Test links that record what the router sends them, and a router wired to a silent logger. */
import type { ErrorBody, OutboundMessage } from '@svc/protocol';
import type { InvocationRecord } from '../src/core/events.js';
import type { LinkInfo, WorkerLink } from '../src/core/link.js';
import { Router, type RouterOptions } from '../src/core/router.js';
import { HAS_PARENT, SAMPLED, spanIdHex, traceIdHex } from '../src/core/trace-context.js';
import { createLogger } from '../src/log.js';
import { hostModule, registryView, Seams } from '../src/core/module-host.js';
import { engineModule } from '../src/modules/engine-functions/index.js';

/** A link standing for a remote worker: every frame the router sends it lands in `sent`. */
export class RecordingLink implements WorkerLink {
  readonly sent: OutboundMessage[] = [];
  readonly info: LinkInfo = { connectedAtMs: Date.now(), inProcess: false };
  closedWith?: number;
  constructor(readonly id: string) {}
  deliver(frame: OutboundMessage): void {
    this.sent.push(frame);
  }
  close(code: number): void {
    this.closedWith = code;
  }
  /** Frames of one type sent to this link. */
  of<T extends OutboundMessage['type']>(type: T): Extract<OutboundMessage, { type: T }>[] {
    return this.sent.filter((f) => f.type === type) as Extract<OutboundMessage, { type: T }>[];
  }
  last(): OutboundMessage | undefined {
    return this.sent.at(-1);
  }
}

/** A router with the engine module, and a helper to connect recording links. */
export function setup(invocationTimeoutMs = 30_000, options: Partial<RouterOptions> = {}) {
  const logs: string[] = [];
  const router = new Router({
    invocationTimeoutMs,
    logger: createLogger('debug', (line) => logs.push(line)),
    ...options,
  });
  // The engine module registers everything before its start's first await: ready on return.
  void hostModule(engineModule, {
    router,
    seams: new Seams(),
    logger: createLogger('error', () => {}),
    settings: {},
    baseDir: process.cwd(),
    extra: { registry: registryView(router) },
  });
  const connect = (id: string) => {
    const link = new RecordingLink(id);
    router.connect(link);
    return link;
  };
  return { router, connect, logs };
}

/** Lets queued promise callbacks and immediates run. */
export const settle = () => new Promise((resolve) => setImmediate(resolve));

/** The engine's span of one invocation, and where it sits in its trace, as text. */
export interface InvocationTrace {
  /** 32 lowercase hex digits. */
  traceId: string;
  /** The engine's span for the invocation: 16 lowercase hex digits. */
  spanId: string;
  /** The caller's span, when the caller sent a `traceparent`. */
  parentSpanId?: string;
  /** Whether the trace is recorded (the `01` flag). */
  sampled: boolean;
}

/** An invocation as an observer saw it, copied when it was told (the record itself is the router's). */
export interface Observed {
  phase: 'started' | 'finished';
  invocationId: string;
  functionId: string;
  targetId: string;
  callerId?: string;
  trigger?: { id: string; type: string };
  traceparent?: string;
  baggage?: string;
  atMs: number;
  /** The engine's span, as text, when tracing is on. */
  trace?: InvocationTrace;
  durationMs?: number;
  error?: ErrorBody;
}

/** Copies what `router` tells invocation observers into a list, in order. */
export function observeInvocations(router: Router): Observed[] {
  const seen: Observed[] = [];
  const copy = (phase: Observed['phase'], call: InvocationRecord): Observed => {
    const observed: Observed = {
      phase,
      invocationId: call.id,
      functionId: call.functionId,
      targetId: call.targetId,
      callerId: call.callerId,
      trigger: call.trigger,
      traceparent: call.traceparent,
      baggage: call.baggage,
      atMs: call.startedAtMs,
    };
    if (call.traceFlags !== 0) {
      observed.trace = {
        traceId: traceIdHex(call.trace0, call.trace1, call.trace2, call.trace3),
        spanId: spanIdHex(call.span0, call.span1),
        sampled: (call.traceFlags & SAMPLED) !== 0,
      };
      if ((call.traceFlags & HAS_PARENT) !== 0)
        observed.trace.parentSpanId = spanIdHex(call.parentSpan0, call.parentSpan1);
    }
    return observed;
  };
  router.observeInvocations({
    started: (call) => void seen.push(copy('started', call)),
    finished: (call, endedAtMs, error) =>
      void seen.push({ ...copy('finished', call), durationMs: endedAtMs - call.startedAtMs, error }),
  });
  return seen;
}
