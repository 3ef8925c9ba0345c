/**
 * Worker (SDK) fuzzing. The checker plays the engine (`engine-stub.ts`) for one worker process
 * that implements the conformance contract (`conformance::echo` returns `{data, metadata}`).
 * Each run sends a sequence of engine → worker frames (valid messages, one-constraint
 * mutations, raw frames), then a barrier: an `invokefunction` of `conformance::echo` with a
 * fresh `invocation_id` and payload. The oracle: the worker process stays alive; it answers the
 * barrier with `{"data": <payload>, "metadata": <metadata or null>}`; if it closed the socket,
 * it did so with a documented close code that something sent explains (1007 after invalid
 * UTF-8, 1009 after a frame over 1 MiB), then reconnected and answered; every frame it sends is
 * valid against the inbound schema of its type, and every result answers a call it was sent.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { jsonEqual } from '../patterns.js';
import { smallJson, type Site } from './arbitraries.js';
import { SMALLEST_WORKER_FRAME_LIMIT, WORKER_CLOSE_CODES } from './documented.js';
import { clip } from './engine-oracle.js';
import { isInvalidUtf8Text } from './raw.js';
import { freshSeed, runFuzz, shellQuote, stdoutLog, Tally, type FuzzReport } from './run.js';
import { isObject } from './schema-model.js';
import { parseObject } from '../socket.js';
import { describeStep, OUTBOUND_WEIGHTS, renderStep, stepsArbitrary, wireBytes, type Step } from './steps.js';
import { ECHO, EngineStub } from './engine-stub.js';

export type { FuzzReport } from './run.js';

/** Options of {@link fuzzWorker}. */
export interface FuzzWorkerOptions {
  /** The worker command, e.g. `['node', 'conformance/workers/svc-sdk-ts.mjs']`. */
  command: string[];
  /** fast-check seed; a fresh one when absent (printed either way). */
  seed?: number;
  /** Number of runs. */
  runs: number;
  /** fast-check path of one case to replay (from a report). */
  path?: string;
  /** Extra environment of the worker process. */
  env?: Record<string, string>;
  /** Where progress lines go (default stdout). */
  log?: (line: string) => void;
}

/** How long the worker may take to start, or to reconnect and register again. */
const READY_MS = 15_000;
/** How long the barrier call may take. */
const BARRIER_MS = 10_000;
/** The frame limit the raw frames are sized against (svc-sdk for Python's). */
const FRAME_LIMIT = 4 * 1024 * 1024;

/** The barrier of one run: the payload and metadata the echo must return. */
interface Barrier {
  data: unknown;
  metadata?: unknown;
}

/** Fuzzes the worker started by `options.command`; resolves with the report. */
export async function fuzzWorker(options: FuzzWorkerOptions): Promise<FuzzReport> {
  const seed = options.seed ?? freshSeed();
  const log = options.log ?? stdoutLog;
  const target = options.command.map(shellQuote).join(' ');
  const replay = (s: number, path: string | undefined) =>
    `svc-conformance fuzz worker --seed ${s}${path ? ` --path ${path}` : ''} -- ${target}`;
  const stub = await EngineStub.start(options.command, options.env);
  try {
    if (!(await stub.ready(READY_MS))) {
      log(`fuzz worker ${target}: seed=${seed} runs=${options.runs}`);
      const exited = stub.exit ? ` (it exited with ${exitOf(stub)})` : '';
      const error = `the worker did not register ${ECHO} within ${READY_MS} ms${exited}\n${stub.output.join('\n')}`;
      log(error);
      return { target, seed, runs: options.runs, failed: true, error, replay: replay(seed, options.path) };
    }
    const sentIds = new Set<string>();
    const tally = new Tally();
    return await runFuzz<[Step[], Barrier]>({
      kind: 'worker',
      target,
      seed,
      runs: options.runs,
      ...(options.path ? { path: options.path } : {}),
      arbitrary: fc.tuple(workerSteps(), barrierArbitrary),
      alive: () => stub.exit === undefined,
      replay,
      log,
      summary: () => `frames sent by the worker: ${tally.toString()}`,
      check: async ([steps, barrier]) => {
        const problems = await fuzzRun(stub, steps, barrier, sentIds, tally);
        if (problems.length > 0) {
          throw new Error(
            `${problems.join('\n')}\nsent:\n${steps.map((s) => `  ${describeStep(s)}`).join('\n')}\n` +
              `barrier: ${clip(JSON.stringify(barrier))}\nworker output:\n${stub.output.slice(-15).join('\n')}`,
          );
        }
      },
    });
  } finally {
    await stub.stop();
  }
}

/** One run; returns what went wrong. */
async function fuzzRun(
  stub: EngineStub,
  steps: Step[],
  barrier: Barrier,
  sentIds: Set<string>,
  tally: Tally,
): Promise<string[]> {
  const problems: string[] = [];
  let connection = await stub.ready(READY_MS);
  if (!connection)
    return [
      `the worker is not connected and registered (${stub.exit ? `it exited with ${exitOf(stub)}` : 'no connection'})`,
    ];
  const first = connection;
  let invalidUtf8 = false;
  let largest = 0;
  for (const step of steps) {
    if (first.socket.closed) break;
    const rendered = renderStep(step);
    invalidUtf8 ||= isInvalidUtf8Text(rendered);
    largest = Math.max(largest, wireBytes(rendered).length);
    const id = invocationIdOf(rendered.data);
    if (id !== undefined) sentIds.add(id);
    first.socket.send(rendered.data, rendered.binary);
  }
  const invocationId = randomUUID();
  const call = {
    type: 'invokefunction',
    invocation_id: invocationId,
    function_id: ECHO,
    data: barrier.data,
    ...('metadata' in barrier ? { metadata: barrier.metadata } : {}),
  };
  sentIds.add(invocationId);
  first.socket.sendJson(call);
  let result = await first.socket.next(
    (f) => f.type === 'invocationresult' && f.invocation_id === invocationId,
    BARRIER_MS,
  );
  if (first.socket.closed) {
    const { code } = first.socket.closed;
    tally.add(`closed ${code}, reconnected`);
    const explained = (code === 1007 && invalidUtf8) || (code === 1009 && largest > SMALLEST_WORKER_FRAME_LIMIT);
    if (!WORKER_CLOSE_CODES.has(code) || !explained)
      problems.push(`the worker closed the connection with ${code}, which nothing sent explains`);
    if (!result) {
      connection = await stub.ready(READY_MS);
      if (connection) {
        connection.socket.sendJson(call);
        result = await connection.socket.next(
          (f) => f.type === 'invocationresult' && f.invocation_id === invocationId,
          BARRIER_MS,
        );
      } else if (stub.exit === undefined) {
        problems.push(
          `the worker did not reconnect and register ${ECHO} within ${READY_MS} ms after closing with ${code}`,
        );
      }
    }
  }
  const expected = { data: barrier.data, metadata: 'metadata' in barrier ? barrier.metadata : null };
  if (stub.exit) problems.push(`the worker process exited with ${exitOf(stub)}`);
  else if (!result) problems.push(`no invocationresult for the barrier call ${invocationId} within ${BARRIER_MS} ms`);
  else if (result.error !== undefined || result.function_id !== ECHO || !jsonEqual(result.result, expected)) {
    problems.push(
      `the barrier call came back as ${clip(JSON.stringify(result))}, ` +
        `expected the result ${clip(JSON.stringify(expected))}`,
    );
  }
  problems.push(...stub.violations.splice(0));
  for (const { socket } of stub.connections)
    problems.push(
      ...review(
        socket.received.splice(0).map((f) => f.text),
        sentIds,
        tally,
      ),
    );
  stub.connections.splice(0, stub.connections.length - 1);
  return problems;
}

/** How the worker process ended, as reports put it: its exit status, or the signal that ended it. */
function exitOf(stub: EngineStub): string {
  return String(stub.exit?.code ?? stub.exit?.signal);
}

/** Counts what the worker sent; returns its results for invocations it was never sent. */
function review(texts: string[], sentIds: Set<string>, tally: Tally): string[] {
  const problems: string[] = [];
  for (const text of texts) {
    const frame = parseObject(text);
    if (!frame) continue;
    tally.add(
      isObject(frame.error) && typeof frame.error.code === 'string'
        ? `${String(frame.type)} ${frame.error.code}`
        : String(frame.type),
    );
    if (frame.type === 'invocationresult' && !sentIds.has(frame.invocation_id as string)) {
      problems.push(
        `the worker sent a result for ${JSON.stringify(frame.invocation_id)}, ` +
          `an invocation it was never sent: ${clip(text)}`,
      );
    }
  }
  return problems;
}

/** The `invocation_id` a sent frame carries at its top level, if any. */
function invocationIdOf(data: string | Buffer): string | undefined {
  const text = typeof data === 'string' ? data : data.toString('utf8');
  const match = /"invocation_id"\s*:\s*("(?:[^"\\]|\\.)*")/.exec(text.slice(0, 4096));
  if (!match) return undefined;
  try {
    return JSON.parse(match[1]!) as string;
  } catch {
    return undefined;
  }
}

/** The barrier's payload and, sometimes, metadata. */
const barrierArbitrary: fc.Arbitrary<Barrier> = fc.record(
  { data: smallJson, metadata: smallJson },
  { requiredKeys: ['data'] },
);

/** Steps of worker runs: ids from pools that name the conformance functions and trigger type. */
function workerSteps(): fc.Arbitrary<Step[]> {
  const name = fc.string({ minLength: 1, maxLength: 12 });
  const functionIds = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(ECHO, 'conformance::fail', 'conformance::call', 'conformance::bindings') },
    { weight: 1, arbitrary: fc.oneof(fc.constant('nope::missing'), name) },
  );
  const invocationIds = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('i-1', 'i-2', 'a1b2c3d4-0000-4000-8000-000000000001') },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );
  const triggerTypes = fc.oneof({ weight: 3, arbitrary: fc.constant('conformance') }, { weight: 1, arbitrary: name });
  const configs = fc.oneof(
    smallJson,
    fc.record({ fire: smallJson }),
    fc.record({ refuse: fc.string({ maxLength: 20 }) }),
    fc.record({ from: fc.constant('fuzz') }),
  );
  const callData = fc.oneof(
    smallJson,
    fc.record({ function_id: functionIds, payload: smallJson, void: fc.boolean() }, { requiredKeys: ['function_id'] }),
    fc.record({ message: fc.string() }),
  );
  const override = (site: Site): fc.Arbitrary<unknown> | undefined => {
    const field = site.path.join('/');
    const parent = (id: string) => site.parentDocuments.includes(`wire/${id}.schema.json`);
    if (site.documents.includes('common/function-id.schema.json') || field === 'function_id') return functionIds;
    if (field === 'invocation_id') return invocationIds;
    if (field === 'trigger_type') return triggerTypes;
    if (field === 'config' && parent('register-trigger')) return configs;
    if (field === 'data' && parent('invoke-function')) return callData;
    return undefined;
  };
  return stepsArbitrary({
    weights: OUTBOUND_WEIGHTS,
    unionSchema: 'wire/outbound-message.schema.json',
    arbitrary: { override },
    raw: { invocationIds, functionIds, maxMessageBytes: FRAME_LIMIT },
    // Closes and reconnects cost the worker about a second each: fewer frames that cause them.
    rawWeights: { 'small-text': 40, deep: 4, huge: 2, binary: 6, 'invalid-utf8': 1, 'over-limit': 1 },
    // A fatal registration rejection or a refused authentication may legitimately stop a worker.
    allow: (frame) => {
      const f = frame as { type?: unknown; code?: unknown; error?: { code?: unknown } };
      return (
        !(f.type === 'registrationrejected' && f.code === 'WORKER_NAMESPACE_CONFLICT') &&
        !(f.type === 'error' && f.error?.code === 'AUTH_ERROR')
      );
    },
  });
}
