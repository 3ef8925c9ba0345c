// The engine's own work on a call, in process and without sockets: a worker's call frame decoded,
// routed (pending table, trace context, svc-observability's span and metrics as the default config
// runs them), encoded for its target, the target's result decoded and encoded for the caller, and
// each turn's frames framed into one buffer per connection, as the bridge writes them (a call's
// traceparent too, written from its words where the build does). 100 calls
// per batch; CPU time per call, medians of alternating rounds of each build. What it leaves out
// (ws, the kernel, the clients) is the same for every build, so it tells levers apart that the
// three-process benches cannot on a loaded machine.
//   node bench/frame-path.mjs [rounds=15] [--engine <label>=<other checkout>]...   (after `tsc -b`)
import { fileURLToPath } from 'node:url';

const argv = process.argv.slice(2);
const trees = { engine: fileURLToPath(new URL('..', import.meta.url)) };
for (let i = argv.indexOf('--engine'); i >= 0; i = argv.indexOf('--engine')) {
  const [label, path] = argv.splice(i, 2)[1].split('=');
  trees[label] = path;
}
const [rounds = 15] = argv.map(Number);
const BATCH = 100;
const BATCHES = 1000;
const payload = '{"order":"o-123","items":[1,2,3],"note":"benchmark payload of about 100 bytes"}';
const logger = { debug() {}, info() {}, warn() {}, error() {} };

/** One batch of calls through the build in `tree`, as a function. */
async function setup(tree) {
  const dist = `${tree.replace(/\/$/, '')}/engine/dist`;
  const load = (file) => import(`${dist}/${file}`);
  const { Router } = await load('core/router.js');
  const { decodeFrame, encodeFrame, encodedAscii, writeFrame } = await load('core/payload.js');
  const { encodeTextFrames } = await load('bridge/frame-batch.js');
  const { resolveSettings } = await load('modules/observability/config.js');
  const { Stores } = await load('modules/observability/stores.js');
  const { EngineSpans, engineSpans } = await load('modules/observability/engine-spans.js');
  const { EngineMetrics } = await load('modules/observability/metrics.js');
  const router = new Router({ invocationTimeoutMs: 30_000, logger, duplicateFunctions: 'pool' });
  const settings = resolveSettings({ exporter: 'memory', sampling_ratio: 1.0 });
  const metrics = new EngineMetrics(() => ({ workers: 0, functions: 0 }), {});
  const stores = new Stores(settings, metrics, logger);
  // The module's own recorder; a tree from before the factory gets the same options by hand.
  const spans = engineSpans
    ? engineSpans(settings, stores, () => undefined)
    : new EngineSpans({
        ...settings,
        pending: stores.pending,
        finished: (span) => stores.addSpan(span),
        table: stores.table,
        running: stores.running,
        finishedSlot: (slot) => stores.addSlot(slot),
        workerName: () => undefined,
        now: () => performance.timeOrigin + performance.now(),
      });
  router.setTracing({ samplingRatio: 1 });
  router.observeInvocations(spans);
  router.observeInvocations(metrics);
  /** A connection: its turn's frames, and whether each is known to be ASCII (builds that say so). */
  const link = (id) => {
    const texts = [];
    const ascii = [];
    const traces = [];
    const afters = [];
    const sink = {
      push(text, known, trace, after = 1) {
        texts.push(text);
        ascii.push(known);
        traces.push(trace);
        afters.push(after);
      },
    };
    return {
      id,
      info: { connectedAtMs: 0, inProcess: false },
      deliver(frame) {
        if (writeFrame) return writeFrame(frame, sink);
        texts.push(encodeFrame(frame));
        ascii.push(encodedAscii ? encodedAscii() : false);
        traces.push(undefined);
        afters.push(1);
      },
      // Called by builds whose router hands a socket link the span to write the traceparent from.
      deliverTraced(frame, trace) {
        writeFrame(frame, sink, trace);
      },
      close() {},
      flush() {
        encodeTextFrames(texts, false, ascii, traces, afters);
        texts.length = 0;
        ascii.length = 0;
        traces.length = 0;
        afters.length = 0;
      },
    };
  };
  const caller = link('0a1b2c3d-1111-4222-8333-444455556666');
  const worker = link('9f8e7d6c-1111-4222-8333-444455556666');
  router.connect(caller);
  router.connect(worker);
  router.receive(worker, decodeFrame('{"type":"registerfunction","id":"bench::echo"}').frame);
  caller.flush();
  worker.flush();
  let next = 0;
  return () => {
    const first = next;
    for (let i = 0; i < BATCH; i++) {
      const id = `"invocation_id":"b-${next++}"`;
      const text = `{"type":"invokefunction",${id},"function_id":"bench::echo","data":${payload}}`;
      router.receive(caller, decodeFrame(text, true).frame);
    }
    worker.flush();
    for (let i = first; i < next; i++) {
      const id = `"invocation_id":"b-${i}"`;
      const text = `{"type":"invocationresult",${id},"function_id":"bench::echo","result":${payload}}`;
      router.receive(worker, decodeFrame(text, true).frame);
    }
    caller.flush();
  };
}

const runs = {};
for (const [label, tree] of Object.entries(trees)) runs[label] = await setup(tree);
const results = Object.fromEntries(Object.keys(runs).map((label) => [label, []]));
for (let round = 0; round < rounds; round++) {
  for (const [label, run] of Object.entries(runs)) {
    const start = process.cpuUsage();
    for (let b = 0; b < BATCHES; b++) run();
    const used = process.cpuUsage(start);
    results[label].push(((used.user + used.system) * 1000) / (BATCHES * BATCH));
  }
}
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const base = median(Object.values(results)[0]);
console.log(`| build | ns per call (median of ${rounds}) | / ${Object.keys(results)[0]} |`);
console.log('|---|---:|---:|');
for (const [label, values] of Object.entries(results))
  console.log(`| ${label} | ${Math.round(median(values))} | ${(median(values) / base).toFixed(2)} |`);
