// The engine's per-request costs that svc-http, its request span and svc-observability's ingestion
// of the workers' spans add, in process, for this tree and another tree's build (`--before`), rounds
// alternating; ns per request, medians, and the median of each round's ratio:
// - span: the request's server span opened, the call inside it drawn from its `traceparent` and
//   sent with its own, the span annotated and ended (host.startSpan → router's drawTrace);
// - facts: what ingesting one span of a 128-span `/otel` frame reads after `JSON.parse` (spanFacts);
// - payload: the payload text of the 45-byte `run.mjs` request (payloadText);
// - worker parent: svc-sdk's parent context of an invocation from the frame's `traceparent` (a
//   tree without `invocationParent` runs the W3C propagators, as svc-sdk did before it).
//   node request-costs.mjs [rounds=7] --before <another built tree>
import { fileURLToPath } from 'node:url';

const argv = process.argv.slice(2);
const at = argv.indexOf('--before');
const before = at >= 0 ? argv.splice(at, 2)[1] : undefined;
const rounds = Number(argv[0] ?? 7);
const trees = { after: fileURLToPath(new URL('../..', import.meta.url)) };
if (before) trees.before = before;

const frameText = JSON.stringify(otlpFrame(128));
const req = {
  method: 'POST',
  headers: { host: '127.0.0.1:3111', 'content-type': 'application/json', 'content-length': '45', 'user-agent': 'wrk' },
};
const match = {
  route: { triggerId: 't', method: 'POST', pattern: '/echo', params: [], target: undefined },
  params: {},
};
const body = Buffer.from('{"order":42,"items":["a","b"],"note":"hello"}');

/** The three costs of one tree, as functions of an iteration count. */
async function costs(tree) {
  const load = (path) => import(`${tree}/engine/dist/${path}`);
  const trace = await load('core/trace-context.js');
  const { EngineSpans } = await load('modules/observability/engine-spans.js');
  const { spanFacts } = await load('modules/observability/otlp.js');
  const { payloadText } = await load('modules/http/request.js');
  const telemetry = await import(`${tree}/sdk-ts/dist/telemetry/telemetry.js`);
  const parentOf = telemetry.invocationParent ?? (await propagated());
  const frame = { type: 'invokefunction', function_id: 'f', data: null, traceparent: '' };
  // Either tree's store of open spans (a Map by key before, a Set now): only its cost is wanted.
  const pending = { set() {}, add() {}, delete() {} };
  const spans = new EngineSpans({
    serviceName: 'svc',
    samplingRatio: 1,
    maxAttributeLength: 4096,
    pending,
    finished() {},
    table: undefined,
    running: new Map(),
    finishedSlot() {},
    workerName: () => undefined,
    now: Date.now,
  });
  const words = trace.emptyTraceWords();
  const sampler = trace.ratioSampler(1);
  const attributes = () => ({ 'http.request.method': 'POST', 'http.route': '/echo', 'url.path': '/echo' });
  let sink = 0;
  return {
    span: (n) => {
      for (let i = 0; i < n; i++) {
        const span = spans.startSpan('POST /echo', { kind: 'server', attributes: attributes() });
        // As the router draws a call a module makes (`fromModule`), which reads the span it opened back.
        trace.drawTrace(words, span.traceparent, sampler, true);
        sink += trace.traceparentOf(words).length;
        span.annotate({ 'http.response.status_code': 200 });
        span.end('ok');
      }
    },
    facts: (n) => {
      const doc = JSON.parse(frameText);
      for (let i = 0; i < n; i += 128) sink += spanFacts(doc).length;
    },
    payload: (n) => {
      for (let i = 0; i < n; i++) sink += payloadText(req, match, '/echo', undefined, body).length;
    },
    'worker parent': (n) => {
      for (let i = 0; i < n; i++) {
        trace.drawTrace(words, undefined, sampler);
        frame.traceparent = trace.traceparentOf(words);
        sink += parentOf(frame) === undefined ? 0 : 1;
      }
    },
    get sink() {
      return sink;
    },
  };
}

/** svc-sdk's parent context before `invocationParent`: the W3C trace-context and baggage propagators. */
async function propagated() {
  const { ROOT_CONTEXT } = await import('@opentelemetry/api');
  const { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } = await import('@opentelemetry/core');
  const propagator = new CompositePropagator({
    propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()],
  });
  const getter = { keys: (carrier) => Object.keys(carrier), get: (carrier, key) => carrier[key] };
  return (frame) => propagator.extract(ROOT_CONTEXT, { traceparent: frame.traceparent }, getter);
}

/** An OTLP/JSON frame of `count` spans as svc-sdk writes it (OpenTelemetry's JSON serializer). */
function otlpFrame(count) {
  const attr = (key, value) => ({ key, value: { stringValue: value } });
  const hex = (n, width) => n.toString(16).padStart(width, '0');
  const spans = Array.from({ length: count }, (_, i) => ({
    traceId: hex(0x4bf92f35 + i, 32),
    spanId: hex(0x00f067aa + i, 16),
    parentSpanId: hex(0x1234 + i, 16),
    name: 'bench::http_echo',
    kind: 2,
    startTimeUnixNano: String(1_760_000_000_000_000_000 + i * 1000),
    endTimeUnixNano: String(1_760_000_000_000_050_000 + i * 1000),
    attributes: [
      attr('svc.function.id', 'bench::http_echo'),
      attr('svc.worker.name', 'bench-http'),
      attr('svc.invocation.id', `inv-${i}`),
      attr('svc.worker.id', 'w-1'),
    ],
    droppedAttributesCount: 0,
    events: [],
    droppedEventsCount: 0,
    status: { code: 0 },
    links: [],
    droppedLinksCount: 0,
  }));
  return {
    resourceSpans: [
      {
        resource: { attributes: [attr('service.name', 'bench-http')], droppedAttributesCount: 0 },
        scopeSpans: [{ scope: { name: 'svc-sdk', version: '0.1.0' }, spans }],
      },
    ],
  };
}

const loaded = {};
for (const [label, tree] of Object.entries(trees)) loaded[label] = await costs(tree);
const N = { span: 200_000, facts: 256_000, payload: 200_000, 'worker parent': 200_000 };
const results = {};
for (let round = 0; round < rounds; round++) {
  // Which tree goes first changes every round.
  const order = Object.entries(loaded);
  if (round % 2 === 1) order.reverse();
  for (const [label, cost] of order) {
    for (const [name, n] of Object.entries(N)) {
      cost[name](n / 10); // warm
      const start = process.hrtime.bigint();
      cost[name](n);
      ((results[name] ??= {})[label] ??= []).push(Number(process.hrtime.bigint() - start) / n);
    }
  }
}
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`| cost, ns per request | ${Object.keys(trees).join(' | ')} | after / before |`);
console.log(
  `|---|${Object.keys(trees)
    .map(() => '---:|')
    .join('')}---:|`,
);
for (const [name, byLabel] of Object.entries(results)) {
  const ratio = byLabel.before ? median(byLabel.after.map((v, i) => v / byLabel.before[i])).toFixed(2) : '';
  const cells = Object.keys(trees).map((label) => median(byLabel[label]).toFixed(0));
  console.log(`| ${name} | ${cells.join(' | ')} | ${ratio} |`);
}
if (Object.values(loaded).some((cost) => Number.isNaN(cost.sink))) process.exitCode = 1;
