// The cost of a route request's payload, in process: the payload object built and encoded
// (`JSON.stringify(buildPayload(…))`, the body parsed first) against its text written directly
// (`payloadText`, a canonical JSON body spliced in), for the 45-byte body of `run.mjs` and a
// 4 KB one. Rounds alternate; medians.
//   node payload.mjs [rounds=7]     prints a table of ns per request
import { buildPayload, parseQuery, payloadText } from '../../engine/dist/modules/http/request.js';

const rounds = Number(process.argv[2] ?? 7);
const match = {
  route: { triggerId: 't', method: 'POST', pattern: '/echo', params: [], target: undefined },
  params: {},
};
const headers = {
  host: '127.0.0.1:3111',
  'content-type': 'application/json',
  'content-length': '45',
  'user-agent': 'bench',
};
const small = Buffer.from('{"order":42,"items":["a","b"],"note":"hello"}');
const items = Array.from({ length: 40 }, (_, i) => ({ id: 1000 + i, sku: `sku-${i}`, qty: i % 7, tags: ['a', 'b'] }));
const large = Buffer.from(JSON.stringify({ order: 42, customer: 'c-7', items }));
const req = { headers, method: 'POST' };

const ways = {
  object: (raw) => JSON.stringify(buildPayload(req, match, '/echo', parseQuery(undefined), raw)),
  text: (raw) => payloadText(req, match, '/echo', undefined, raw),
};
if (ways.object(large) !== ways.text(large)) throw new Error('the two ways disagree');

function nsPer(way, raw) {
  const n = 200_000;
  let length = 0;
  for (let i = 0; i < 20_000; i++) length += way(raw).length;
  const started = process.hrtime.bigint();
  for (let i = 0; i < n; i++) length += way(raw).length;
  if (length === 0) throw new Error('nothing written');
  return Number(process.hrtime.bigint() - started) / n;
}

const results = {};
for (let round = 0; round < rounds; round++)
  for (const [body, raw] of [
    ['45 B', small],
    [`${large.length} B`, large],
  ])
    for (const [name, way] of Object.entries(ways)) (results[`${body} ${name}`] ??= []).push(nsPer(way, raw));
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log('| body | object + JSON.stringify, ns | text, ns | text / object |\n|---|---:|---:|---:|');
for (const body of ['45 B', `${large.length} B`]) {
  const [object, text] = [median(results[`${body} object`]), median(results[`${body} text`])];
  console.log(`| ${body} | ${Math.round(object)} | ${Math.round(text)} | ${(text / object).toFixed(2)} |`);
}
