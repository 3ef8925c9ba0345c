/**
 * The two sentinel connections of engine fuzzing: `provider` registers an echo function,
 * `caller` calls it. After every run the provider registers it again (a fuzzed connection may
 * have taken the id over and, by leaving, removed it) and the caller's call must round-trip.
 * Every frame either sentinel receives must be valid against the outbound schema of its type.
 */
import { outboundValidators } from '@svc/protocol';
import { invalidity } from '../peer.js';
import { clip } from './engine-oracle.js';
import { jsonEqual } from '../patterns.js';
import { parseObject, RecordedSocket } from '../socket.js';

const WAIT_MS = 5000;

/** The sentinel pair. */
export class Sentinels {
  /** Problems seen since the last `check`. */
  readonly violations: string[] = [];
  private calls = 0;
  private pongs = 0;
  private readonly results = new Map<string, Record<string, unknown>>();

  private constructor(
    readonly functionId: string,
    readonly provider: RecordedSocket,
    readonly caller: RecordedSocket,
    readonly providerId: string,
    readonly callerId: string,
  ) {
    provider.listen({
      frame: (frame) => {
        const message = this.validated('provider', frame.text);
        if (message?.type === 'pong') this.pongs++;
        if (message?.type === 'invokefunction' && typeof message.invocation_id === 'string') {
          provider.sendJson({
            type: 'invocationresult',
            invocation_id: message.invocation_id,
            function_id: message.function_id,
            result: message.data ?? null,
          });
        }
      },
    });
    caller.listen({
      frame: (frame) => {
        const message = this.validated('caller', frame.text);
        if (message?.type === 'invocationresult') this.results.set(message.invocation_id as string, message);
      },
    });
  }

  /** Connects both sentinels to `url` and registers the echo function `functionId`. */
  static async start(url: string, functionId: string): Promise<Sentinels> {
    const provider = await RecordedSocket.connect(url);
    const caller = await RecordedSocket.connect(url);
    const ids = await Promise.all([provider, caller].map((s) => s.next((f) => f.type === 'workerregistered', WAIT_MS)));
    if (!ids[0] || !ids[1]) throw new Error('a sentinel connection got no workerregistered');
    const sentinels = new Sentinels(
      functionId,
      provider,
      caller,
      ids[0].worker_id as string,
      ids[1].worker_id as string,
    );
    const problem = await sentinels.check();
    if (problem) throw new Error(problem);
    return sentinels;
  }

  /**
   * Registers the echo function again and calls it once. Returns what went wrong (a closed
   * sentinel, no pong, no or a wrong result, or an invalid frame since the last check).
   */
  async check(): Promise<string | undefined> {
    for (const [name, socket] of [
      ['provider', this.provider],
      ['caller', this.caller],
    ] as const) {
      if (socket.closed) return `the ${name} sentinel connection was closed with ${socket.closed.code}`;
    }
    // What the listeners saw is all that is needed: keep the recordings from growing.
    this.provider.received.length = 0;
    this.caller.received.length = 0;
    const pongs = this.pongs;
    this.provider.sendJson({
      type: 'registerfunction',
      id: this.functionId,
      description: 'fuzz sentinel: echoes its payload',
    });
    this.provider.sendJson({ type: 'ping' });
    if (!(await this.provider.until(() => this.pongs > pongs, WAIT_MS)))
      return `the provider sentinel got no pong within ${WAIT_MS} ms`;
    const id = `sentinel-call-${++this.calls}-${Date.now()}`;
    const payload = [this.calls, 'sentinel', { nested: [true, null] }];
    this.caller.sendJson({ type: 'invokefunction', invocation_id: id, function_id: this.functionId, data: payload });
    await this.caller.until(() => this.results.has(id), WAIT_MS);
    const result = this.results.get(id);
    this.results.clear();
    if (!result) return `the sentinels' call of ${this.functionId} got no result within ${WAIT_MS} ms`;
    if (result.error !== undefined || !jsonEqual(result.result, payload))
      return `the sentinels' call of ${this.functionId} came back as ${clip(JSON.stringify(result))}`;
    if (this.violations.length > 0) return this.violations.splice(0).join('\n');
    return undefined;
  }

  /** Closes both connections. */
  async close(): Promise<void> {
    await Promise.all([this.provider.close(), this.caller.close()]);
  }

  private validated(name: string, text: string): Record<string, unknown> | undefined {
    const frame = parseObject(text);
    const problem = frame ? invalidity(frame, outboundValidators) : 'is not a JSON object';
    if (problem) {
      this.violations.push(`the ${name} sentinel received a frame that ${problem}: ${clip(text)}`);
      return undefined;
    }
    return frame;
  }
}
