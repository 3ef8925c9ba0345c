// What keeping numbers exact costs per frame, against the plain JSON calls it replaced, in the
// same run: svc-sdk's frame decode (decodeJson vs JSON.parse) and encode (encodeJson vs
// JSON.stringify), and the engine's parse of a value it reads (parseExact vs JSON.parse), on a
// small and a 2 KB `invokefunction` frame without big numbers (the common case, which the quick
// pattern test sends to the plain parse) and on one with them (which takes the reviver).
//   node bench/exact-json.mjs [rounds=5]      (run `make build` first)
import { parseExact } from '../engine/dist/core/exact-json.js';
import { decodeJson, encodeJson } from '../sdk-ts/dist/core/json.js';

const rounds = Number(process.argv[2] ?? 5);
const frame = (data) => ({
  type: 'invokefunction',
  invocation_id: '5b0f2a4e-8c1d-4e7a-9b3f-2d6c8e1a4f70',
  function_id: 'orders::create',
  data,
});
const items = Array.from({ length: 24 }, (_, i) => ({
  sku: `sku-${i}`,
  qty: i + 1,
  cents: 1999 + i,
  note: 'a'.repeat(30),
}));
const cases = {
  small: JSON.stringify(frame({ user: 'u1', qty: 3, cents: 1999 })),
  '2kb': JSON.stringify(frame({ user: 'u1', items })),
  bigints: JSON.stringify(frame({ user: 'u1', qty: 3, cents: 1999 })).replace('"u1"', '1152921504606846977'),
};

/** ns per call of `fn` over ~200 ms. */
function time(fn, input) {
  for (let i = 0; i < 2000; i++) fn(input);
  let n = 0;
  const started = process.hrtime.bigint();
  const until = started + 200_000_000n;
  let now = started;
  while (now < until) {
    for (let i = 0; i < 1000; i++) fn(input);
    n += 1000;
    now = process.hrtime.bigint();
  }
  return Number(now - started) / n;
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const [name, text] of Object.entries(cases)) {
  const value = decodeJson(text);
  const pairs = {
    'sdk decode': [(t) => JSON.parse(t), decodeJson, text],
    'sdk encode': [(v) => JSON.stringify(v), encodeJson, name === 'bigints' ? value : JSON.parse(text)],
    'engine parse': [(t) => JSON.parse(t), parseExact, text],
  };
  for (const [what, [plain, exact, input]] of Object.entries(pairs)) {
    const ratios = [];
    const plainNs = [];
    const exactNs = [];
    for (let round = 0; round < rounds; round++) {
      const p = name === 'bigints' && what === 'sdk encode' ? NaN : time(plain, input);
      const e = time(exact, input);
      plainNs.push(p);
      exactNs.push(e);
      ratios.push(e / p);
    }
    rows.push({
      frame: name,
      what,
      plain_ns: Math.round(median(plainNs)),
      exact_ns: Math.round(median(exactNs)),
      ratio: Math.round(median(ratios) * 100) / 100,
    });
  }
}
console.table(rows);
