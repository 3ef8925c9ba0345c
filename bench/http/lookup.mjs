// Route lookup cost at 1 and at 1,000 routes, in process, on the engine's own route table.
//   node lookup.mjs     prints {"ns_1":…, "ns_1000":…}
import { RouteTable } from '../../engine/dist/modules/http/routes.js';

function nsPerLookup(count) {
  const routes = new RouteTable();
  for (let i = 0; i < count - 1; i++) routes.add(`r${i}`, 'POST', `/routes/r${i}/:id/items`, i);
  routes.add('echo', 'POST', '/api/v1/users/:id/orders/:order', 'echo');
  const paths = Array.from({ length: 1024 }, (_, i) => `/api/v1/users/${i}/orders/o${i}`);
  let hits = 0;
  const run = (n) => {
    for (let i = 0; i < n; i++) if (routes.match('POST', paths[i & 1023])) hits++;
  };
  run(200_000);
  const n = 2_000_000;
  const started = process.hrtime.bigint();
  run(n);
  const ns = Number(process.hrtime.bigint() - started) / n;
  if (hits === 0) throw new Error('no route matched');
  return ns;
}

const rounds = [1, 1000, 1, 1000, 1, 1000].map((count) => ({ count, ns: nsPerLookup(count) }));
const median = (count) =>
  rounds
    .filter((r) => r.count === count)
    .map((r) => r.ns)
    .sort((a, b) => a - b)[1];
process.stdout.write(`${JSON.stringify({ ns_1: median(1), ns_1000: median(1000) })}\n`);
