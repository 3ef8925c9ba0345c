/**
 * Engine fuzzing. Two sentinel connections stay open for the whole session (one provides an
 * echo function, the other calls it). Each run opens a fresh connection, sends a sequence of
 * frames (valid worker → engine messages, one-constraint mutations, raw frames) and a JSON
 * `ping` barrier, then checks the oracle: the fuzzed connection either answered the barrier with
 * `pong`, every frame it received being explained by what it sent (`engine-oracle.ts`), or was
 * closed with a documented code that something it sent calls for; a new connection still gets
 * `workerregistered`; the sentinels' call still round-trips.
 */
import fc from 'fast-check';
import { schemaArbitrary, smallJson, type Site } from './arbitraries.js';
import { EngineOracle, clip } from './engine-oracle.js';
import { freshSeed, runFuzz, stdoutLog, Tally, type FuzzReport } from './run.js';
import { RecordedSocket } from '../socket.js';
import { Sentinels } from './sentinels.js';
import { describeStep, INBOUND_WEIGHTS, renderStep, stepsArbitrary, wireBytes, type Step } from './steps.js';

export type { FuzzReport } from './run.js';

/** Options of {@link fuzzEngine}. */
export interface FuzzEngineOptions {
  /** The engine's worker URL, e.g. `ws://127.0.0.1:49134`. */
  url: string;
  /** fast-check seed; a fresh one when absent (printed either way). */
  seed?: number;
  /** Number of runs. */
  runs: number;
  /** fast-check path of one case to replay (from a report). */
  path?: string;
  /** Where progress lines go (default stdout). */
  log?: (line: string) => void;
  /** The engine's `max_message_bytes` (default 4 MiB). */
  maxMessageBytes?: number;
}

const DEFAULT_MAX_MESSAGE_BYTES = 4 * 1024 * 1024;
const CONNECT_MS = 5000;
/** How long the barrier may take: a run can send several frames of a few MiB. */
const BARRIER_MS = 15_000;
/** How long calls answered by the sentinel or a built-in may take after the barrier. */
const RESULTS_MS = 5000;

/** Fuzzes the engine at `options.url`; resolves with the report (never rejects for a failed oracle). */
export async function fuzzEngine(options: FuzzEngineOptions): Promise<FuzzReport> {
  const seed = options.seed ?? freshSeed();
  const log = options.log ?? stdoutLog;
  const maxMessageBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
  const replay = (s: number, path: string | undefined) =>
    `svc-conformance fuzz engine --url ${options.url} --seed ${s}${path ? ` --path ${path}` : ''}`;
  let sentinels: Sentinels;
  try {
    sentinels = await Sentinels.start(options.url, `fuzz-sentinel::${seed}`);
  } catch (error) {
    log(`fuzz engine ${options.url}: seed=${seed} runs=${options.runs}`);
    const message = `the sentinels could not start: ${(error as Error).message}`;
    log(message);
    return {
      target: options.url,
      seed,
      runs: options.runs,
      failed: true,
      error: message,
      replay: replay(seed, options.path),
    };
  }
  let alive = true;
  const tally = new Tally();
  try {
    return await runFuzz<Step[]>({
      kind: 'engine',
      target: options.url,
      seed,
      runs: options.runs,
      ...(options.path ? { path: options.path } : {}),
      arbitrary: engineSteps(sentinels, maxMessageBytes),
      alive: () => alive,
      replay,
      log,
      summary: () => `frames received: ${tally.toString()}`,
      check: async (steps) => {
        const problems = await fuzzConnection(options.url, steps, maxMessageBytes, tally);
        const liveness = await newConnectionRegisters(options.url);
        if (liveness) {
          alive = false;
          problems.push(liveness);
        } else {
          const sentinel = await sentinels.check();
          if (sentinel) problems.push(sentinel);
        }
        if (problems.length > 0)
          throw new Error(`${problems.join('\n')}\nsent:\n${steps.map((s) => `  ${describeStep(s)}`).join('\n')}`);
      },
    });
  } finally {
    await sentinels.close();
  }
}

/** One run on a fresh connection; returns the oracle's violations. */
async function fuzzConnection(url: string, steps: Step[], maxMessageBytes: number, tally: Tally): Promise<string[]> {
  let socket: RecordedSocket;
  try {
    socket = await RecordedSocket.connect(url, CONNECT_MS);
  } catch (error) {
    return [`a new connection failed: ${(error as Error).message}`];
  }
  const oracle = new EngineOracle(maxMessageBytes);
  socket.listen({
    frame: (frame) =>
      frame.binary
        ? oracle.violate(`received a binary frame: ${clip(frame.text)}`)
        : oracle.received(frame.text, frame.atMs),
  });
  if (!(await socket.next((f) => f.type === 'workerregistered', CONNECT_MS)))
    oracle.violate(`no workerregistered within ${CONNECT_MS} ms`);
  for (const step of [...steps, { kind: 'valid', frame: { type: 'ping' } } satisfies Step]) {
    const rendered = renderStep(step);
    oracle.sent(wireBytes(rendered), rendered.binary, socket.elapsed());
    socket.send(rendered.data, rendered.binary);
    if (oracle.mustClose !== undefined) break;
  }
  if (oracle.mustClose !== undefined) {
    if (!(await socket.until(() => socket.closed !== undefined, BARRIER_MS)))
      oracle.violate(`a frame that calls for close ${oracle.mustClose} left the connection open for ${BARRIER_MS} ms`);
  } else if (!(await socket.until(() => oracle.barrierAnswered, BARRIER_MS)) && socket.closed === undefined) {
    oracle.violate(`the barrier ping got no pong within ${BARRIER_MS} ms`);
  }
  if (socket.closed === undefined && !(await socket.until(() => oracle.unansweredCalls.length === 0, RESULTS_MS))) {
    oracle.violate(
      `no invocationresult within ${RESULTS_MS} ms ` +
        `for ${oracle.unansweredCalls.map((id) => JSON.stringify(id)).join(', ')}`,
    );
  }
  if (socket.closed !== undefined) oracle.closedWith(socket.closed.code);
  for (const [key, count] of oracle.tally) tally.add(key, count);
  tally.add(socket.closed === undefined ? 'barrier answered' : `closed ${socket.closed.code}`);
  await socket.close();
  return oracle.violations;
}

/** Undefined when a new connection gets `workerregistered`, else what happened. */
async function newConnectionRegisters(url: string): Promise<string | undefined> {
  let socket: RecordedSocket;
  try {
    socket = await RecordedSocket.connect(url, CONNECT_MS);
  } catch (error) {
    return `the engine is down: a new connection failed (${(error as Error).message})`;
  }
  const registered = await socket.next((f) => f.type === 'workerregistered', CONNECT_MS);
  await socket.close();
  return registered
    ? undefined
    : `the engine is unresponsive: a new connection got no workerregistered within ${CONNECT_MS} ms`;
}

/** The steps of engine runs: ids drawn from small pools, so frames refer to each other and to the sentinels. */
export function engineSteps(
  sentinels: Pick<Sentinels, 'functionId' | 'providerId' | 'callerId'>,
  maxMessageBytes: number,
): fc.Arbitrary<Step[]> {
  const name = fc.string({ minLength: 1, maxLength: 12 });
  // Few ids, so that a run often calls what it registered, answers what it was sent, and
  // calls the sentinel; some built-ins and unknown ids besides.
  const functionIds = fc.oneof(
    { weight: 4, arbitrary: fc.constant('fuzz::a') },
    { weight: 3, arbitrary: fc.constant(sentinels.functionId) },
    { weight: 1, arbitrary: fc.constant('fuzz::b') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'nope::missing',
        'engine::functions::list',
        'engine::workers::list',
        'engine::triggers::list',
        'state::get',
        'state::set',
      ),
    },
    { weight: 1, arbitrary: name },
  );
  const registrable = fc.oneof(
    { weight: 4, arbitrary: fc.constant('fuzz::a') },
    { weight: 1, arbitrary: fc.constantFrom(sentinels.functionId, 'fuzz::b') },
    { weight: 1, arbitrary: name.map((n) => `fuzz::${n}`) },
  );
  const invocationIds = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('i-1', 'i-2') },
    { weight: 1, arbitrary: fc.constant('a1b2c3d4-0000-4000-8000-000000000001') },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );
  const triggerIds = fc.oneof(fc.constantFrom('t-1', 't-2'), name);
  const providedTypes = fc.oneof(
    fc.constantFrom('fuzz-type', 'fuzz-type-2'),
    name.map((n) => `fuzz-${n}`),
  );
  const triggerTypes = fc.oneof(
    providedTypes,
    fc.constantFrom('http', 'state', 'engine::workers-available', 'engine::functions-available'),
  );
  const configs = fc.oneof(
    smallJson,
    schemaArbitrary('triggers/http.schema.json'),
    schemaArbitrary('triggers/state.schema.json'),
  );
  const workerIds = fc.oneof(fc.constantFrom(sentinels.providerId, sentinels.callerId), fc.string({ maxLength: 40 }));
  const override = (site: Site): fc.Arbitrary<unknown> | undefined => {
    const field = site.path.join('/');
    const parent = (id: string) => site.parentDocuments.includes(`wire/${id}.schema.json`);
    if (site.documents.includes('common/function-id.schema.json')) return field === 'id' ? registrable : functionIds;
    if (field === 'invocation_id')
      return parent('invoke-function')
        ? fc.oneof({ weight: 5, arbitrary: invocationIds }, { weight: 1, arbitrary: fc.constant(null) })
        : invocationIds;
    if (
      field === 'id' &&
      (parent('register-trigger') || parent('unregister-trigger') || parent('trigger-registration-result'))
    )
      return triggerIds;
    if (field === 'id' && (parent('register-trigger-type') || parent('unregister-trigger-type'))) return providedTypes;
    if (field === 'trigger_type') return triggerTypes;
    if (field === 'config' && parent('register-trigger')) return configs;
    if (field === 'previous_worker_id') return workerIds;
    return undefined;
  };
  // Most calls are request/response: those are the ones that must be answered.
  const presence = (site: Site) =>
    site.path.join('/') === 'action' && site.parentDocuments.includes('wire/invoke-function.schema.json')
      ? 0.25
      : undefined;
  return stepsArbitrary({
    weights: INBOUND_WEIGHTS,
    unionSchema: 'wire/inbound-message.schema.json',
    arbitrary: { override, presence },
    raw: { invocationIds, functionIds, maxMessageBytes },
    maxSteps: 12,
  });
}
