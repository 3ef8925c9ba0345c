/**
 * Flood fuzzing: a million frames at an engine, as fast as it takes them. A pool of frames is
 * drawn as in `fuzz engine` (valid messages, one-constraint mutations, raw frames: bad JSON,
 * wrong types, unknown `type`, deep nesting, huge strings, over-limit and invalid UTF-8 frames);
 * each frame sent is one of the pool, as it is or after one cheap byte-level mutation (cut,
 * a character changed, a `type` swapped, two frames run together), since drawing from the
 * schemas is about 100 times slower than the engine reads. Frames go in long streams over a
 * few connections, with a JSON `ping` barrier every `barrierEvery` frames instead of one
 * connection per run. The oracle is the one that holds at
 * that rate: the engine stays up, every close code is a documented one, every frame it sends is
 * JSON with a `type` and every error code in it is documented, and the sentinels' echo call
 * still round-trips at each checkpoint. A connection the engine closes is replaced.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { WebSocket } from 'ws';
import { DOCUMENTED_ERROR_CODES, ENGINE_CLOSE_CODES } from './documented.js';
import { engineSteps } from './engine.js';
import { freshSeed, stdoutLog, Tally } from './run.js';
import { Sentinels } from './sentinels.js';
import type { Rendered } from './raw.js';
import { renderStep } from './steps.js';

/** Options of {@link floodEngine}. */
export interface FloodOptions {
  url: string;
  /** Frames to send in all. */
  frames: number;
  seed?: number;
  /** Connections sending at once (default 4). */
  connections?: number;
  /** Frames between two barriers on one connection (default 200). */
  barrierEvery?: number;
  /** The engine's `max_message_bytes` (default 4 MiB): sizes the huge and over-limit frames. */
  maxMessageBytes?: number;
  /** Step sequences drawn for the pool of frames (default 2000, about 9,500 frames). */
  poolRuns?: number;
  /** The engine's process id, to report its resident memory before and after (Linux). */
  pid?: number;
  log?: (line: string) => void;
}

/** What a flood did. */
export interface FloodReport {
  seed: number;
  frames: number;
  seconds: number;
  framesPerSecond: number;
  /** How the engine closed connections, by code, and how many barriers it answered. */
  tally: string;
  rssBeforeBytes?: number;
  rssAfterBytes?: number;
  problems: string[];
  failed: boolean;
}

const CONNECT_MS = 5000;
const BARRIER_MS = 30_000;
/** Step sequences drawn for the pool (about 5 frames each). */
const POOL_RUNS = 2000;
/** `type` tags a mutation puts in a frame: the real ones and some that are not. */
const TYPES = ['invokefunction', 'registerfunction', 'invocationresult', 'registertrigger', 'ping', 'pong', 'nope', ''];

const rssOf = (pid: number): number | undefined => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
};

/** Floods the engine at `options.url`; resolves with the report (never rejects for a failed oracle). */
export async function floodEngine(options: FloodOptions): Promise<FloodReport> {
  const seed = options.seed ?? freshSeed();
  const log = options.log ?? stdoutLog;
  const connections = options.connections ?? 4;
  const barrierEvery = options.barrierEvery ?? 200;
  const started = Date.now();
  const problems: string[] = [];
  const tally = new Tally();
  log(`fuzz flood ${options.url}: seed=${seed} frames=${options.frames} connections=${connections}`);
  const rssBeforeBytes = options.pid === undefined ? undefined : rssOf(options.pid);
  let sentinels: Sentinels;
  try {
    sentinels = await Sentinels.start(options.url, `fuzz-sentinel::${seed}`);
  } catch (error) {
    const problem = `the sentinels could not start: ${(error as Error).message}`;
    return { seed, frames: 0, seconds: 0, framesPerSecond: 0, tally: '', problems: [problem], failed: true };
  }
  const arbitrary = engineSteps(sentinels, options.maxMessageBytes ?? 4 * 1024 * 1024);
  const pool = fc
    .sample(arbitrary, { numRuns: options.poolRuns ?? POOL_RUNS, seed })
    .flat()
    .map((step) => renderStep(step));
  log(`  a pool of ${pool.length} frames drawn in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const next = mutator(pool, seed);

  let sent = 0;
  let nextCheckpoint = Math.min(100_000, options.frames);
  const checkpoint = async () => {
    const problem = await sentinels.check();
    if (problem) problems.push(`after ${sent} frames: ${problem}`);
    log(`  ${sent} frames, ${Math.round(sent / ((Date.now() - started) / 1000))}/s; ${tally.toString()}`);
  };
  const lane = async () => {
    while (sent < options.frames && problems.length === 0) {
      const socket = await openLane(options.url, tally, problems);
      if (!socket) return;
      while (socket.open() && sent < options.frames && problems.length === 0) {
        for (let i = 0; i < barrierEvery && socket.open() && sent < options.frames; i++) {
          const frame = next();
          socket.send(frame.data, frame.binary);
          sent++;
        }
        if (!(await socket.barrier()) && socket.open()) problems.push(`a barrier got no pong within ${BARRIER_MS} ms`);
        if (sent >= nextCheckpoint) {
          nextCheckpoint += 100_000;
          await checkpoint();
        }
      }
      socket.close();
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, lane));
    await checkpoint();
  } finally {
    await sentinels.close();
  }
  // Let the engine finish what it was sent before its memory is read.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssAfterBytes = options.pid === undefined ? undefined : rssOf(options.pid);
  const seconds = (Date.now() - started) / 1000;
  const report: FloodReport = {
    seed,
    frames: sent,
    seconds,
    framesPerSecond: Math.round(sent / seconds),
    tally: tally.toString(),
    ...(rssBeforeBytes === undefined ? {} : { rssBeforeBytes }),
    ...(rssAfterBytes === undefined ? {} : { rssAfterBytes }),
    problems,
    failed: problems.length > 0,
  };
  const mib = (bytes?: number) => (bytes === undefined ? '?' : (bytes / 2 ** 20).toFixed(1));
  log(
    `fuzz flood: ${report.frames} frames in ${seconds.toFixed(1)} s (${report.framesPerSecond}/s), ` +
      `${problems.length} problems; engine RSS ${mib(rssBeforeBytes)} → ${mib(rssAfterBytes)} MiB; ${report.tally}`,
  );
  for (const problem of problems) log(`  ${problem}`);
  if (report.failed)
    log(`replay: svc-conformance fuzz flood --url ${options.url} --frames ${options.frames} --seed ${seed}`);
  return report;
}

/** One flooding connection: sends without waiting, checks every frame it gets, answers barriers. */
interface Lane {
  open(): boolean;
  send(data: string | Buffer, binary: boolean): void;
  /** Sends a JSON ping and resolves true at its pong, false when none comes (or the socket closed). */
  barrier(): Promise<boolean>;
  close(): void;
}

async function openLane(url: string, tally: Tally, problems: string[]): Promise<Lane | undefined> {
  const ws = new WebSocket(url, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
  let pongs = 0;
  let wake: (() => void) | undefined;
  ws.on('message', (data, binary) => {
    const problem = checkFrame(String(data), binary);
    if (problem) problems.push(problem);
    else if (String(data).includes('"type":"pong"')) {
      pongs++;
      wake?.();
    }
  });
  ws.on('close', (code) => {
    tally.add(`closed ${code}`);
    // 1006: the engine closed while this side was still sending, and the reset that unread data
    // causes can overtake its close frame; an engine that went down is caught by the checkpoints.
    if (!ENGINE_CLOSE_CODES.has(code) && code !== 1006)
      problems.push(`the engine closed a connection with undocumented code ${code}`);
    wake?.();
  });
  ws.on('error', () => {});
  const opened = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), CONNECT_MS);
    ws.once('open', () => resolve(true));
    ws.once('error', () => resolve(false));
    ws.once('open', () => clearTimeout(timer));
  });
  if (!opened) {
    problems.push(`the engine is down: a new connection failed within ${CONNECT_MS} ms`);
    return undefined;
  }
  return {
    open: () => ws.readyState === WebSocket.OPEN,
    send: (data, binary) => ws.send(data, { binary }),
    close: () => ws.terminate(),
    barrier: async () => {
      if (ws.readyState !== WebSocket.OPEN) return false;
      const before = pongs;
      ws.send('{"type":"ping"}');
      const deadline = Date.now() + BARRIER_MS;
      while (pongs === before && ws.readyState === WebSocket.OPEN && Date.now() < deadline)
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100);
        });
      if (pongs > before) tally.add('barrier answered');
      return pongs > before;
    },
  };
}

/** Undefined for a frame the engine may send (JSON, a `type`, documented error codes), else what is wrong. */
function checkFrame(text: string, binary: boolean): string | undefined {
  if (binary) return `the engine sent a binary frame: ${text.slice(0, 120)}`;
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return `the engine sent a frame that is not JSON: ${text.slice(0, 120)}`;
  }
  if (typeof frame !== 'object' || frame === null || typeof (frame as { type?: unknown }).type !== 'string')
    return `the engine sent a frame without a type: ${text.slice(0, 120)}`;
  // An invocationresult carries the error code of the worker that answered (here, a fuzzed one).
  if ((frame as { type: string }).type === 'invocationresult') return undefined;
  const code = (frame as { error?: { code?: unknown } }).error?.code;
  if (code !== undefined && !(typeof code === 'string' && DOCUMENTED_ERROR_CODES.has(code)))
    return `the engine sent an undocumented error code ${JSON.stringify(code)}: ${text.slice(0, 160)}`;
  return undefined;
}

/** Frames from the pool, each as drawn or after one cheap mutation, from a seeded generator. */
function mutator(pool: Rendered[], seed: number): () => Rendered {
  let state = seed >>> 0 || 1;
  // xorshift32: fast, and the same frames for the same seed.
  const random = (n: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
  const text = (frame: Rendered) => (typeof frame.data === 'string' ? frame.data : frame.data.toString('latin1'));
  const mutations: ((t: string) => string)[] = [
    (t) => t.slice(0, random(t.length + 1)),
    (t) => {
      const at = random(t.length + 1);
      return t.slice(0, at) + String.fromCharCode(random(0x3000)) + t.slice(at + 1);
    },
    (t) => t.replace(/"type":"[^"]*"/, `"type":"${TYPES[random(TYPES.length)]}"`),
    (t) => t + text(pool[random(pool.length)]!),
    (t) => `[${t}]`,
    (t) => t.replace(/:(-?\d+|"[^"]*"|true|false|null)/, ':{"$":[1,"x",null]}'),
  ];
  return () => {
    const frame = pool[random(pool.length)]!;
    if (frame.binary || random(2) === 0) return frame;
    return { data: mutations[random(mutations.length)]!(text(frame)), binary: false };
  };
}
