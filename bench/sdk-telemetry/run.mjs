// What svc-sdk's OpenTelemetry costs a worker, against the same worker with telemetry off, in
// the same run:
//   node bench/sdk-telemetry/run.mjs [rounds=3] [seconds-per-phase=2]
// - import: a fresh `node` importing svc-sdk, and importing it plus the telemetry pipeline (what
//   the first worker with telemetry on loads); the same for Python's svc_sdk.
// - start: registerWorker to the first answered call, telemetry off / on.
// - calls: a caller worker and a responder worker (both svc-sdk, in this process) through a real
//   engine (`svc`, default config, which accepts /otel and drops the frames): p50 of one call at
//   a time, and calls/s with 100 in flight. With telemetry on, every call makes two spans.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { start } from '../http/server-process.mjs';
import { latency, throughput } from '../measure.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const rounds = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 2);
const { registerWorker } = await import(`${root}sdk-ts/dist/index.js`);
const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function importMs(code, command = process.execPath, args = ['--input-type=module', '-e']) {
  const samples = [];
  for (let i = 0; i < 7; i++) {
    const run = spawnSync(command, [...args, code], { cwd: root, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr);
    samples.push(Number(run.stdout.trim()));
  }
  return median(samples);
}

const tsImport = (extra) =>
  importMs(`const t = performance.now(); await import('svc-sdk');${extra} console.log(performance.now() - t);`);
const pyImport = (extra) =>
  importMs(
    `import time; t = time.perf_counter(); import svc_sdk${extra}; print((time.perf_counter() - t) * 1000)`,
    `${root}.venv/bin/python`,
    ['-c'],
  );

// A fresh process: import the SDK, start a worker, register a function and call it until answered.
const tsStart = (url, otel) =>
  importMs(`const t = performance.now();
    const { registerWorker, silentLogger } = await import('svc-sdk');
    const w = registerWorker('${url}', { logger: silentLogger, otel: { enabled: ${otel} } });
    w.registerFunction('start::probe', () => 1);
    for (;;) { try { await w.trigger({ function_id: 'start::probe', timeout_ms: 500 }); break; } catch {} }
    console.log(performance.now() - t); await w.shutdown();`);
const pyStart = (url, otel) =>
  importMs(
    `import time; t = time.perf_counter()
from svc_sdk import register_worker, silent_logger
w = register_worker('${url}', {'logger': silent_logger, 'otel': {'enabled': ${otel ? 'True' : 'False'}}})
w.register_function('start::probe-py', lambda payload: 1)
while True:
    try:
        w.trigger({'function_id': 'start::probe-py', 'timeout_ms': 500}); break
    except Exception: pass
print((time.perf_counter() - t) * 1000); w.shutdown()`,
    `${root}.venv/bin/python`,
    ['-c'],
  );

async function startEngine() {
  const { child, listening } = start([`${root}cli/bin/svc.js`], { SVC_PORT: '0', SVC_HTTP_PORT: '0' });
  const { bridge } = await listening;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: bridge,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

async function measureCalls(url, otel) {
  const responder = registerWorker(url, { worker_name: `responder-${otel}`, logger: quiet, otel: { enabled: otel } });
  const fn = `bench::echo-${otel}-${Math.random().toString(36).slice(2)}`;
  responder.registerFunction(fn, (payload) => payload);
  const caller = registerWorker(url, { worker_name: `caller-${otel}`, logger: quiet, otel: { enabled: otel } });
  const payload = { text: 'x'.repeat(80) };
  const call = () => caller.trigger({ function_id: fn, payload });
  for (;;) {
    try {
      await caller.trigger({ function_id: fn, payload, timeout_ms: 1000 });
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  const { p50_us } = await latency(call, 3000, 1000);
  const perSecond = await throughput(call, 100, seconds * 1000);
  await Promise.all([caller.shutdown(), responder.shutdown()]);
  return { p50_us, perSecond };
}

const figures = { off: [], on: [] };
const engine = await startEngine();
const starts = {
  ts: { off: tsStart(engine.url, false), on: tsStart(engine.url, true) },
  py: { off: pyStart(engine.url, false), on: pyStart(engine.url, true) },
};
try {
  for (let round = 0; round < rounds; round++) {
    for (const otel of round % 2 === 0 ? [false, true] : [true, false]) {
      figures[otel ? 'on' : 'off'].push(await measureCalls(engine.url, otel));
    }
  }
} finally {
  await engine.stop();
}
const pick = (side, key) => median(figures[side].map((f) => f[key]));
const row = (name, off, on) => `| ${name} | ${Math.round(off)} | ${Math.round(on)} | ${(on / off).toFixed(2)} |`;
const ts = { plain: tsImport(''), otel: tsImport(` await import('./sdk-ts/dist/telemetry/telemetry.js');`) };
const py = { plain: pyImport(''), otel: pyImport('; import svc_sdk._telemetry.pipeline') };
console.log('| metric | telemetry off | telemetry on | on / off |');
console.log('|---|---:|---:|---:|');
console.log(row('TS: import svc-sdk, ms (on: plus the telemetry pipeline)', ts.plain, ts.otel));
console.log(row('Python: import svc_sdk, ms (on: plus the telemetry pipeline)', py.plain, py.otel));
console.log(row('TS: fresh process, import to first answered call, ms', starts.ts.off, starts.ts.on));
console.log(row('Python: fresh process, import to first answered call, ms', starts.py.off, starts.py.on));
console.log(row('TS: p50 of one call through the engine, µs', pick('off', 'p50_us'), pick('on', 'p50_us')));
console.log(row('TS: calls/s, 100 in flight', pick('off', 'perSecond'), pick('on', 'perSecond')));
