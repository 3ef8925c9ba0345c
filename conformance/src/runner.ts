/**
 * Runs cases and collects one result per case: validate groups against svc's generated
 * validators, exchange cases against an engine URL (engine mode) or a worker command (worker
 * mode).
 */
import { validatorsBySchemaId } from '@svc/protocol';
import type { CaseFile, ExchangeCase, Feature, Mode, Profile, ValidateGroup } from './cases.js';
import { runExchange, StepFailure, type Session } from './exchange.js';
import { WorkerHost, type WorkerCommand } from './engine-side.js';
import { firstError } from './peer.js';
import { outsideProfile, profilesOf } from './profiles.js';
import { type EngineEndpoints, EngineSession, WorkerSession } from './sessions.js';

/** The outcome of one case (an exchange case, or one example of a validate group). */
export interface CaseResult {
  /** `<area>/<topic>: <description>`, unique across a run. */
  id: string;
  file: string;
  description: string;
  status: 'passed' | 'failed' | 'skipped';
  durationMs: number;
  /** Why it failed or was skipped. */
  message?: string;
  /** The conversation up to the failure, and the worker's output in worker mode. */
  details?: string[];
  /** Engine mode: the profiles the case applies to. */
  profiles?: Profile[];
}

/** Filters and knobs shared by every run. */
export interface RunOptions {
  /** Features whose cases are skipped (`requires`). */
  skip?: Feature[];
  /** Engine mode: run only the cases of this profile. */
  profile?: Profile;
  /** Only cases whose id contains this text. */
  grep?: string;
  /** Multiplies every wait of every case (a slow machine or a debugger). */
  timeScale?: number;
  /** Called after each case. */
  onResult?: (result: CaseResult) => void;
}

const idOf = (file: CaseFile, description: string) => `${file.name}: ${description}`;

/** Checks every example of every validate group against svc's generated validators. */
export function runValidate(files: CaseFile[], options: RunOptions = {}): CaseResult[] {
  const results: CaseResult[] = [];
  for (const file of files) {
    for (const group of file.entries.filter((e): e is ValidateGroup => e.kind === 'validate')) {
      const validate = validatorsBySchemaId[group.schema];
      for (const test of group.tests) {
        const id = idOf(file, `${group.description}: ${test.description}`);
        if (options.grep && !id.includes(options.grep)) continue;
        const started = performance.now();
        let result: CaseResult;
        if (!validate) {
          result = {
            id,
            file: file.path,
            description: test.description,
            status: 'failed',
            durationMs: 0,
            message: `no validator for ${group.schema}`,
          };
        } else {
          const valid = validate(test.data) === true;
          result = {
            id,
            file: file.path,
            description: test.description,
            status: valid === test.valid ? 'passed' : 'failed',
            durationMs: performance.now() - started,
            ...(valid === test.valid
              ? {}
              : {
                  message: test.valid
                    ? `${group.schema} refuses it: ${firstError(validate)}`
                    : `${group.schema} accepts it, but the case says it is invalid`,
                }),
          };
        }
        results.push(result);
        options.onResult?.(result);
      }
    }
  }
  return results;
}

/** Every exchange case of `mode`, in file order. */
function exchangesOf(files: CaseFile[], mode: Mode): [CaseFile, ExchangeCase][] {
  return files.flatMap((file) =>
    file.entries
      .filter((e): e is ExchangeCase => e.kind === 'exchange' && e.mode === mode)
      .map((e) => [file, e] as [CaseFile, ExchangeCase]),
  );
}

async function runOne(
  file: CaseFile,
  exchange: ExchangeCase,
  session: Session,
  options: RunOptions,
  extra: () => string[] = () => [],
): Promise<CaseResult> {
  const id = idOf(file, exchange.description);
  const started = performance.now();
  const base = { id, file: file.path, description: exchange.description };
  try {
    await runExchange(exchange, session, options.timeScale ?? 1);
    return { ...base, status: 'passed', durationMs: performance.now() - started };
  } catch (error) {
    const message = error instanceof StepFailure || error instanceof Error ? error.message : String(error);
    const details = [
      'conversation (→ sent by the checker, ← received):',
      ...session.transcript.tail().map((l) => `  ${l}`),
    ];
    const output = extra();
    if (output.length > 0) details.push('worker output:', ...output.map((l) => `  ${l}`));
    return { ...base, status: 'failed', durationMs: performance.now() - started, message, details };
  } finally {
    await session.dispose();
  }
}

/** Why a case is skipped (it needs a feature the run leaves out), or undefined. */
function skipReason(exchange: ExchangeCase, options: RunOptions): string | undefined {
  const outside = options.profile && outsideProfile(exchange, options.profile);
  if (outside) return outside;
  const skipped = (exchange.requires ?? []).filter((feature) => options.skip?.includes(feature));
  return skipped.length > 0 ? `requires ${skipped.join(', ')}` : undefined;
}

async function runMode(
  files: CaseFile[],
  mode: Mode,
  options: RunOptions,
  start: (file: CaseFile, exchange: ExchangeCase) => Promise<CaseResult>,
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const [file, exchange] of exchangesOf(files, mode)) {
    if (options.grep && !idOf(file, exchange.description).includes(options.grep)) continue;
    const reason = skipReason(exchange, options);
    const result: CaseResult = reason
      ? {
          id: idOf(file, exchange.description),
          file: file.path,
          description: exchange.description,
          status: 'skipped',
          durationMs: 0,
          message: reason,
        }
      : await start(file, exchange);
    if (mode === 'engine') result.profiles = profilesOf(exchange);
    results.push(result);
    options.onResult?.(result);
  }
  return results;
}

/**
 * Engine mode: the checker plays workers against the engine at `url`, and stream clients and
 * HTTP requests against its other listeners when given; cases that need a listener the run was
 * not given are skipped.
 */
export function runEngineMode(
  files: CaseFile[],
  url: string,
  options: RunOptions = {},
  endpoints: EngineEndpoints = {},
): Promise<CaseResult[]> {
  const skip = [...(options.skip ?? [])];
  if (!endpoints.streamUrl) skip.push('stream');
  if (!endpoints.httpUrl) skip.push('console');
  return runMode(files, 'engine', { ...options, skip }, (file, exchange) =>
    runOne(file, exchange, new EngineSession(url, endpoints), options),
  );
}

/** Worker mode: the checker plays the engine; each case starts `worker` afresh. */
export async function runWorkerMode(
  files: CaseFile[],
  worker: WorkerCommand,
  options: RunOptions = {},
): Promise<CaseResult[]> {
  const host = await WorkerHost.start();
  try {
    return await runMode(files, 'worker', options, (file, exchange) => {
      const session = new WorkerSession(host, worker);
      return runOne(file, exchange, session, options, () => session.outputTail());
    });
  } finally {
    await host.close();
  }
}
