/**
 * Runs a fuzz property with fast-check and turns the outcome into a {@link FuzzReport}: the
 * seed (printed first), and on failure the shrunk counterexample, its path and the command line
 * that replays exactly that case. When the target dies (the engine or worker process is gone),
 * later runs are skipped rather than failed, so shrinking cannot wander off to cases that only
 * fail because nothing answers any more: the report keeps the case that killed it.
 */
import fc from 'fast-check';

/** The outcome of `fuzzEngine` or `fuzzWorker`. */
export interface FuzzReport {
  /** What was fuzzed: the engine URL or the worker command. */
  target: string;
  seed: number;
  /** Runs asked for. */
  runs: number;
  failed: boolean;
  /** The (shrunk) sequence of frames that broke the oracle. */
  counterexample?: unknown;
  /** fast-check's path to the counterexample, for `--path`. */
  path?: string;
  /** What the oracle saw go wrong. */
  error?: string;
  /** The command line that runs the same case again. */
  replay: string;
}

/** How {@link runFuzz} runs. */
export interface RunOptions<T> {
  kind: 'engine' | 'worker';
  /** The engine URL or the worker command, as reported. */
  target: string;
  seed: number;
  runs: number;
  path?: string;
  arbitrary: fc.Arbitrary<T>;
  /** One run: resolves when the oracle holds, rejects with what went wrong. */
  check: (value: T, run: number) => Promise<void>;
  /** False once the target is gone for good. */
  alive: () => boolean;
  replay: (seed: number, path: string | undefined) => string;
  log: (line: string) => void;
  /** What the runs exercised, logged at the end. */
  summary?: () => string;
}

/** How often a long run reports progress. */
const PROGRESS_MS = 10_000;

/** A seed for a fresh run (fast-check seeds are 32-bit integers). */
export function freshSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff);
}

/** Prints to stdout: the default log of the fuzzers. */
export const stdoutLog = (line: string): void => void process.stdout.write(`${line}\n`);

/** Runs the property and reports. */
export async function runFuzz<T>(options: RunOptions<T>): Promise<FuzzReport> {
  const { seed, runs, log } = options;
  const name = `${options.kind} ${options.target}`;
  log(`fuzz ${name}: seed=${seed} runs=${runs}${options.path ? ` path=${options.path}` : ''}`);
  const started = Date.now();
  let run = 0;
  let failures = 0;
  let reported = started;
  const property = fc.asyncProperty(options.arbitrary, async (value) => {
    fc.pre(options.alive());
    run++;
    if (Date.now() - reported >= PROGRESS_MS) {
      reported = Date.now();
      log(
        `fuzz ${name}: ${run} runs${failures > 0 ? `, shrinking after ${failures} failures` : ''} ` +
          `(${Math.round((reported - started) / 1000)} s)`,
      );
    }
    try {
      await options.check(value, run);
    } catch (error) {
      failures++;
      throw error;
    }
  });
  const details = await fc.check(property, { seed, numRuns: runs, ...(options.path ? { path: options.path } : {}) });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (options.summary) log(`fuzz ${name}: ${options.summary()}`);
  if (!details.failed) {
    log(`fuzz ${name}: ${details.numRuns} runs passed in ${seconds} s (seed=${seed})`);
    return { target: options.target, seed, runs, failed: false, replay: options.replay(seed, undefined) };
  }
  const path = details.counterexamplePath ?? undefined;
  const error =
    details.errorInstance instanceof Error
      ? details.errorInstance.message
      : String(details.errorInstance ?? 'the property failed');
  const replay = options.replay(seed, path);
  log(
    `fuzz ${name}: FAILED after ${details.numRuns} runs and ${details.numShrinks} shrinks in ${seconds} s ` +
      `(seed=${seed} path=${path})`,
  );
  log(error);
  log(`counterexample: ${JSON.stringify(details.counterexample?.[0])?.slice(0, 2000)}`);
  log(`replay: ${replay}`);
  return {
    target: options.target,
    seed,
    runs,
    failed: true,
    counterexample: details.counterexample?.[0],
    ...(path ? { path } : {}),
    error,
    replay,
  };
}

/** Counts of named outcomes over a session, e.g. `pong` or `closed 1009`. */
export class Tally {
  private readonly counts = new Map<string, number>();

  add(key: string, count = 1): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + count);
  }

  /** `key ×count` pairs, most frequent first. */
  toString(): string {
    return [...this.counts]
      .sort((a, b) => b[1] - a[1])
      .map(([key, count]) => `${key} ×${count}`)
      .join(', ');
  }
}

/** A command line argument quoted for a POSIX shell when it needs it. */
export function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
