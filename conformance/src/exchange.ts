/**
 * Runs one exchange case: its steps in order, against a session that opens connections (engine
 * mode: to the engine; worker mode: from the worker process) and, in worker mode, stops the
 * worker. A case fails at its first failed step or at the first invalid frame received.
 */
import type { ExchangeCase, Step } from './cases.js';
import { match, materialize, type Bindings } from './patterns.js';
import { invalidity, type Peer, type Transcript, type ValidatorTable } from './peer.js';

/** The side of a case that differs between modes. */
export interface Session {
  readonly transcript: Transcript;
  /** Validators of the frames the checker sends, by type. */
  readonly sent: ValidatorTable;
  /** Opens (engine mode) or waits for (worker mode) a connection named `name`. */
  open(step: Extract<Step, { op: 'connect' | 'accept' }>, timeoutMs: number): Promise<Peer>;
  /** Engine mode: an HTTP request to the engine's HTTP API; its status and JSON body (undefined when not JSON). */
  http(method: string, path: string, body: unknown, timeoutMs: number): Promise<{ status: number; body: unknown }>;
  /** Engine mode: the HTTP status an upgrade to `path` is refused with (undefined when it is accepted). */
  refusal(path: string, timeoutMs: number): Promise<number | undefined>;
  /** Worker mode: SIGTERM the worker and expect `exitCode` within `timeoutMs`. */
  stop(exitCode: number, timeoutMs: number): Promise<void>;
  /** Closes everything the case opened. */
  dispose(): Promise<void>;
}

/** Failure of a step, with what the reader needs to see. */
export class StepFailure extends Error {}

const DEFAULT_EXPECT_MS = 2000;
const DEFAULT_EXPECT_NONE_MS = 300;
const DEFAULT_ACCEPT_MS = 10_000;

const summary = (frame: unknown): string => {
  const text = JSON.stringify(frame);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

/** Runs `exchange` on `session`; resolves when every step passed, rejects with the first failure. */
export async function runExchange(exchange: ExchangeCase, session: Session, timeScale = 1): Promise<void> {
  const peers = new Map<string, Peer>();
  const bindings: Bindings = new Map();
  const scaled = (ms: number | undefined, fallback: number) => Math.round((ms ?? fallback) * timeScale);
  const peer = (name: string): Peer => {
    const found = peers.get(name);
    if (!found) throw new StepFailure(`connection "${name}" is not open`);
    return found;
  };
  const checkViolations = () => {
    const violations = [...peers.values()].flatMap((p) => p.violations);
    if (violations.length > 0) throw new StepFailure(violations.join('\n'));
  };

  for (const [index, step] of exchange.steps.entries()) {
    try {
      await runStep(step);
      checkViolations();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new StepFailure(`step ${index + 1} (${describe(step)}): ${message}`);
    }
  }

  async function runStep(step: Step): Promise<void> {
    switch (step.op) {
      case 'connect':
      case 'accept':
        peers.set(
          step.on,
          await session.open(step, scaled(step.op === 'accept' ? step.within_ms : undefined, DEFAULT_ACCEPT_MS)),
        );
        return;
      case 'send': {
        const frame = materialize(step.frame, bindings);
        const problem = invalidity(frame, session.sent);
        if (step.invalid && !problem)
          throw new StepFailure('the frame is marked invalid but is a valid message: the case is wrong');
        if (!step.invalid && problem)
          throw new StepFailure(`the case sends a frame that ${problem}: mark it "invalid": true if that is the point`);
        peer(step.on).send(JSON.stringify(frame));
        return;
      }
      case 'send_raw': {
        const unit =
          step.base64 !== undefined ? Buffer.from(step.base64, 'base64') : Buffer.from(step.text ?? '', 'utf8');
        peer(step.on).sendRaw(Buffer.concat(Array<Buffer>(step.repeat ?? 1).fill(unit)), step.binary === true);
        return;
      }
      case 'expect':
        return expect(
          peer(step.on),
          [step.frame],
          step.next === true,
          scaled(step.within_ms, DEFAULT_EXPECT_MS),
          step.text_contains,
        );
      case 'expect_all':
        return expect(peer(step.on), step.frames, false, scaled(step.within_ms, DEFAULT_EXPECT_MS));
      case 'expect_none': {
        const p = peer(step.on);
        const hit = () => p.inbox.some((frame) => match(step.frame, frame, new Map(bindings)) === undefined);
        await p.until(hit, scaled(step.within_ms, DEFAULT_EXPECT_NONE_MS));
        const found = p.inbox.find((frame) => match(step.frame, frame, new Map(bindings)) === undefined);
        if (found !== undefined) throw new StepFailure(`received ${summary(found)}, which must not arrive`);
        return;
      }
      case 'close':
        return peer(step.on).close(step.code ?? 1000, step.reason ?? '');
      case 'drop':
        return peer(step.on).drop();
      case 'expect_close': {
        const p = peer(step.on);
        if (!(await p.until(() => p.closed !== undefined, scaled(step.within_ms, DEFAULT_EXPECT_MS)))) {
          throw new StepFailure(`"${step.on}" is still open`);
        }
        if (step.codes && !step.codes.includes(p.closed!.code)) {
          throw new StepFailure(`"${step.on}" closed with ${p.closed!.code}, expected ${step.codes.join(' or ')}`);
        }
        return;
      }
      case 'ws_ping': {
        const p = peer(step.on);
        if (!(await p.ping(scaled(step.within_ms, DEFAULT_EXPECT_MS)))) {
          throw new StepFailure(
            p.closed
              ? `"${step.on}" is closed (${p.closed.code})`
              : `no pong within ${scaled(step.within_ms, DEFAULT_EXPECT_MS)} ms`,
          );
        }
        return;
      }
      case 'expect_refused': {
        const status = await session.refusal(step.path, scaled(undefined, DEFAULT_EXPECT_MS));
        if (status !== step.status)
          throw new StepFailure(
            status === undefined
              ? `the upgrade to ${step.path} was accepted`
              : `the upgrade to ${step.path} was refused with ${status}, expected ${step.status}`,
          );
        return;
      }
      case 'http': {
        const body = step.body === undefined ? undefined : materialize(step.body, bindings);
        const answer = await session.http(step.method, step.path, body, scaled(undefined, DEFAULT_EXPECT_MS));
        if (answer.status !== step.status)
          throw new StepFailure(`answered ${answer.status} ${summary(answer.body)}, expected ${step.status}`);
        if (step.response !== undefined) {
          const mismatch = match(step.response, answer.body, bindings);
          if (mismatch)
            throw new StepFailure(`the answer ${summary(answer.body)}: ${mismatch.path} ${mismatch.reason}`);
        }
        return;
      }
      case 'stop':
        return session.stop(step.exit_code ?? 0, scaled(step.within_ms, 5000));
      case 'sleep':
        await new Promise((resolve) => setTimeout(resolve, step.ms * timeScale));
        return;
    }
  }

  /**
   * Waits until every pattern has matched a distinct unconsumed frame (with `next`, the single
   * pattern must match the oldest one), then consumes them.
   */
  async function expect(
    p: Peer,
    patterns: unknown[],
    next: boolean,
    timeoutMs: number,
    texts: string[] = [],
  ): Promise<void> {
    let found: number[] | undefined;
    const asSent = (frame: unknown) => {
      const text = typeof frame === 'object' && frame !== null ? p.texts.get(frame) : undefined;
      return texts.every((part) => text?.includes(part));
    };
    const attempt = (): boolean => {
      const scratch: Bindings = new Map(bindings);
      const taken: number[] = [];
      for (const pattern of patterns) {
        const candidates = next ? p.inbox.slice(0, 1) : p.inbox;
        const index = candidates.findIndex(
          (frame, i) => !taken.includes(i) && match(pattern, frame, scratch) === undefined && asSent(frame),
        );
        if (index < 0) return false;
        taken.push(index);
      }
      for (const [key, value] of scratch) bindings.set(key, value);
      found = taken;
      return true;
    };
    // An invalid frame fails the case at once rather than after the wait.
    await p.until(() => attempt() || p.closed !== undefined || p.violations.length > 0, timeoutMs);
    if (!found) attempt();
    if (found) {
      for (const index of [...found].sort((a, b) => b - a)) p.inbox.splice(index, 1);
      return;
    }
    if (p.violations.length > 0) throw new StepFailure(p.violations.join('\n'));
    const missing =
      patterns.find((pattern) => !p.inbox.some((frame) => match(pattern, frame, new Map(bindings)) === undefined)) ??
      patterns[0];
    const closest = p.inbox.map((frame) => {
      const mismatch = describeMismatch(missing, frame, bindings);
      const text =
        mismatch === 'matches' ? `its text lacks one of ${JSON.stringify(texts)}: ${p.texts.get(frame as object)}` : '';
      return `  ${summary(frame)}\n    ${text || mismatch}`;
    });
    const state = p.closed ? `"${p.name}" closed (${p.closed.code}) ` : `nothing arrived within ${timeoutMs} ms `;
    throw new StepFailure(
      `${state}matching ${summary(missing)}${next ? ' as the next frame' : ''}` +
        (closest.length > 0
          ? `\n  unconsumed frames on "${p.name}":\n${closest.join('\n')}`
          : `; "${p.name}" has no unconsumed frames`),
    );
  }
}

function describeMismatch(pattern: unknown, frame: unknown, bindings: Bindings): string {
  const mismatch = match(pattern, frame, new Map(bindings));
  return mismatch ? `${mismatch.path} ${mismatch.reason}` : 'matches';
}

/** A step in a few words, for failure messages. */
export function describe(step: Step): string {
  switch (step.op) {
    case 'send':
    case 'expect':
    case 'expect_none': {
      const type = (step.frame as { type?: unknown } | null)?.type;
      return `${step.op} ${typeof type === 'string' ? type : 'frame'} on ${step.on}`;
    }
    case 'sleep':
      return `sleep ${step.ms} ms`;
    case 'stop':
      return 'stop the worker';
    case 'expect_refused':
      return `expect_refused ${step.path}`;
    case 'http':
      return `http ${step.method} ${step.path}`;
    default:
      return `${step.op} ${step.on}`;
  }
}
