// What the Traces page costs in script for a big trace, against what the browser pays anyway to
// read the answer: JSON.parse of the engine's tree (the baseline) vs building the trace
// (flattenTree + buildTrace: nesting, skew, pending) and each view's transform.
//   node bench/console/trace-build.mjs [spans=10000] [rounds=15]
import { serviceBreakdown, serviceMap } from '../../console/src/ui/traces/breakdown.ts';
import { flameBoxes } from '../../console/src/ui/traces/flame.ts';
import { buildTrace, flattenTree } from '../../console/src/ui/traces/model.ts';
import { visibleRows } from '../../console/src/ui/traces/waterfall.ts';

const count = Number(process.argv[2] ?? 10_000);
const rounds = Number(process.argv[3] ?? 15);
const t0 = 1_767_225_600_000 * 1e6;
const services = ['gateway', 'orders', 'pricing'];

/** A tree answer like engine::traces::tree's: a root, 99 children, their children; three services. */
function treeText() {
  const nodes = [];
  for (let i = 0; i < count; i++) {
    const parent = i === 0 ? undefined : i < 100 ? 0 : 1 + ((i - 100) % 99);
    const start = i === 0 ? t0 : i < 100 ? t0 + i * 1e7 : t0 + 1e9 + i * 190_000;
    const end = i === 0 ? t0 + 3e9 : i < 100 ? t0 + 2.95e9 : start + 150_000;
    nodes.push({
      trace_id: 'b1'.repeat(16),
      span_id: i.toString(16).padStart(16, '0'),
      ...(parent === undefined ? {} : { parent_span_id: parent.toString(16).padStart(16, '0') }),
      name: i === 0 ? 'GET /big' : `step-${i}`,
      kind: 'server',
      start_time_unix_nano: start,
      end_time_unix_nano: end,
      status: i % 997 === 0 && i > 0 ? 'error' : 'ok',
      attributes: [
        ['step', String(i)],
        ['function_id', `fn::${i % 50}`],
      ],
      service_name: services[i === 0 ? 0 : i < 100 ? 1 : 2],
      events: [],
      links: [],
      children: [],
    });
  }
  const byId = new Map(nodes.map((n) => [n.span_id, n]));
  const roots = [];
  for (const n of nodes) (n.parent_span_id ? byId.get(n.parent_span_id).children : roots).push(n);
  return JSON.stringify({ roots });
}

const text = treeText();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = (fn) => {
  const started = performance.now();
  fn();
  return performance.now() - started;
};
const parse = [];
const build = [];
const views = [];
for (let round = 0; round < rounds; round++) {
  let answer;
  parse.push(time(() => (answer = JSON.parse(text))));
  let trace;
  build.push(time(() => (trace = buildTrace(flattenTree(answer.roots), Date.now()))));
  views.push(
    time(() => {
      visibleRows(trace, new Set([trace.spans[1].id]));
      flameBoxes(trace, 0, 1, 1 / 900);
      serviceBreakdown(trace);
      serviceMap(trace);
    }),
  );
}
const base = median(parse);
const row = (name, xs) => `| ${name} | ${median(xs).toFixed(1)} | ${(median(xs) / base).toFixed(2)} |`;
console.log(
  `${count} spans, ${(text.length / 1e6).toFixed(1)} MB of JSON, median of ${rounds} rounds (Node ${process.version})`,
);
console.log('| step | ms | / JSON.parse |');
console.log('|---|---|---|');
console.log(row('JSON.parse of the tree answer (baseline)', parse));
console.log(row('flattenTree + buildTrace', build));
console.log(row('views: visible rows, flame boxes, breakdown, map', views));
