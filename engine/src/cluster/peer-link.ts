/**
 * A link to another engine of the cluster: a WebSocket to its bridge, speaking the worker
 * protocol as any worker does. This engine's router sends it the calls it routes to that engine
 * (`invokefunction`); the other engine runs each as a call from a worker, with its own deadline,
 * and the `invocationresult` comes back on the socket into this engine's router. When the socket
 * closes (the engine died or left) the router ends the calls still out there with
 * `invocation_stopped`, as for any worker that goes away.
 *
 * The socket is opened with `?svc_peer=<this engine's id>`, so the other engine never routes a
 * call that came from a peer to a third engine (a call crosses at most one engine boundary).
 */
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { InvocationResult, JsonValue, OutboundMessage } from '@svc/protocol';
import { WebSocket } from 'ws';
import { FrameBatch } from '../bridge/frame-batch.js';
import type { LinkInfo, WorkerLink } from '../core/link.js';
import { decodeFrame, encodeFrame, payloadValue, RawJson } from '../core/payload.js';
import type { Router } from '../core/router.js';
import { EngineError, ErrorCode } from '../errors.js';
import type { Logger } from '../log.js';

/** Frames held while the socket opens; past this a call is refused rather than buffered. */
const MAX_WAITING_FRAMES = 10_000;

/** Whether a payload carries a channel reference, which only the engine that made it can serve. */
function carriesChannel(data: unknown): boolean {
  const text = data instanceof RawJson ? data.text : JSON.stringify(data ?? null);
  return text.includes('"access_key"') && text.includes('"channel_id"');
}

/** The router's link to one other engine. */
export class PeerLink implements WorkerLink {
  readonly id: string;
  readonly info: LinkInfo;
  private readonly ws: WebSocket;
  private waiting: string[] | undefined = [];
  private ended = false;
  /** The frames of the turn, written to the socket at its end; made when the socket opens. */
  private batch: FrameBatch | undefined;
  /** This engine's own questions to the other engine (`request`), by invocation id. */
  private readonly asked = new Map<string, (frame: InvocationResult | undefined) => void>();

  constructor(
    readonly engineId: string,
    readonly url: string,
    selfId: string,
    private readonly router: Router,
    private readonly logger: Logger,
    private readonly onEnd: (link: PeerLink) => void,
    token?: string,
  ) {
    this.id = `cluster:${engineId}`;
    this.info = { connectedAtMs: Date.now(), inProcess: false, remoteAddress: url, clusterPeer: engineId };
    // Masking guards browsers' proxies against forged requests; between engines a zero mask
    // (which ws then skips) saves a pass over every frame, and the engine decodes what it reads.
    // With the cluster's token, an engine that requires tokens admits this one as a peer.
    const query = `svc_peer=${encodeURIComponent(selfId)}${token ? `&token=${encodeURIComponent(token)}` : ''}`;
    this.ws = new WebSocket(`${url}/?${query}`, {
      perMessageDeflate: false,
      generateMask: (mask) => void mask.fill(0),
      skipUTF8Validation: true,
    });
    this.ws.on('open', () => {
      const socket = (this.ws as unknown as { _socket: Socket })._socket;
      this.batch = new FrameBatch(
        (frames) => socket.write(frames),
        () => this.ws.readyState === WebSocket.OPEN,
        true,
      );
      const frames = this.waiting ?? [];
      this.waiting = undefined;
      for (const text of frames) this.batch.push(text);
    });
    this.ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) return;
      let frame: unknown;
      try {
        frame = decodeFrame(data.toString()).frame;
      } catch {
        return;
      }
      // Only results matter: the peer's greeting and registration answers are for workers.
      if ((frame as { type?: unknown }).type !== 'invocationresult') return;
      const asked = this.asked.get((frame as { invocation_id: string }).invocation_id);
      if (asked) asked(frame as InvocationResult);
      else this.router.receive(this, frame);
    });
    this.ws.on('error', (error) =>
      this.logger.debug('cluster link error', { engine_id: engineId, error: error.message }),
    );
    this.ws.on('close', () => this.end());
    router.connect(this);
  }

  /** True once the socket is open. */
  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  deliver(frame: OutboundMessage): void {
    if (frame.type !== 'invokefunction') return;
    if (carriesChannel(frame.data))
      throw new EngineError(
        ErrorCode.channelEngineLocal,
        `${frame.function_id} is served by engine ${this.engineId}, and channels do not cross engines: ` +
          'call it on the engine holding the channel, or pass the data instead of a channel reference',
      );
    if (this.ended) throw new EngineError(ErrorCode.clusterUnavailable, `Engine ${this.engineId} is not reachable`);
    const text = encodeFrame(frame);
    if (this.waiting === undefined) {
      this.batch?.push(text);
      return;
    }
    if (this.waiting.length >= MAX_WAITING_FRAMES)
      throw new EngineError(ErrorCode.clusterUnavailable, `Engine ${this.engineId} is not reachable yet`);
    this.waiting.push(text);
  }

  /**
   * Calls `functionId` on the other engine itself (not routed by this engine's router): a
   * console query fanned out to every engine. Rejects with an EngineError on its error, when the
   * link ends or after `timeoutMs`.
   */
  request(functionId: string, data: JsonValue, timeoutMs: number): Promise<JsonValue> {
    const id = `cluster-ask-${randomUUID()}`;
    return new Promise((resolve, reject) => {
      if (this.ended) return reject(new EngineError(ErrorCode.clusterUnavailable, `Engine ${this.engineId} is gone`));
      const timer = setTimeout(() => settle(undefined), timeoutMs);
      const settle = (frame: InvocationResult | undefined) => {
        clearTimeout(timer);
        this.asked.delete(id);
        if (frame?.error) reject(new EngineError(frame.error.code, frame.error.message));
        else if (frame) resolve(payloadValue(frame.result ?? null) as JsonValue);
        else reject(new EngineError(ErrorCode.clusterUnavailable, `Engine ${this.engineId} did not answer`));
      };
      this.asked.set(id, settle);
      const frame = { type: 'invokefunction' as const, invocation_id: id, function_id: functionId, data };
      const text = JSON.stringify({ ...frame, timeout_ms: timeoutMs });
      if (this.waiting === undefined) this.batch?.push(text);
      else this.waiting.push(text);
    });
  }

  close(code: number, reason: string): void {
    // What this turn wrote goes before the close frame.
    this.batch?.flush();
    if (this.ws.readyState === WebSocket.CONNECTING) this.ws.terminate();
    else this.ws.close(code, reason);
    this.end();
  }

  /** Drops the link at once (the engine is gone): its calls end with `invocation_stopped`. */
  terminate(): void {
    this.batch?.discard();
    this.ws.terminate();
    this.end();
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.waiting = undefined;
    for (const settle of [...this.asked.values()]) settle(undefined);
    this.router.disconnect(this);
    this.onEnd(this);
  }
}
