// The cost of a route request's payload and of its answer, in process. The payload: the object
// built and encoded (`JSON.stringify(buildPayload(…))`, the body parsed first) against its text
// written directly (`payloadText`, a canonical JSON body spliced in). The answer: the handler's
// result parsed and its body encoded again (`toReply(parseExact(…))`) against the reply read
// from the result's text (`toReplyFromText`). For the 45-byte body of `run.mjs` and a 2 KB one.
// Rounds alternate; medians.
//   node payload.mjs [rounds=7]     prints a table of ns per request
import { parseExact } from '../../engine/dist/core/exact-json.js';
import { buildPayload, parseQuery, payloadText } from '../../engine/dist/modules/http/request.js';
import { framed, toReply, toReplyFromText } from '../../engine/dist/modules/http/response.js';

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
/** The result the echo handler sends back for each body, as the engine receives it. */
const resultOf = new Map([small, large].map((raw) => [raw, `{"body":${raw}}`]));

const ways = {
  'payload object': (raw) => JSON.stringify(buildPayload(req, match, '/echo', parseQuery(undefined), raw)),
  'payload text': (raw) => payloadText(req, match, '/echo', undefined, raw),
  'reply object': (raw) => framed(toReply(parseExact(resultOf.get(raw)))).body,
  'reply text': (raw) => framed(toReplyFromText(resultOf.get(raw)).reply).body,
};
for (const [object, text] of [
  ['payload object', 'payload text'],
  ['reply object', 'reply text'],
])
  if (ways[object](large) !== ways[text](large)) throw new Error(`${object} and ${text} disagree`);

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
console.log('| body | step | object (parse + encode), ns | text, ns | text / object |\n|---|---|---:|---:|---:|');
for (const body of ['45 B', `${large.length} B`])
  for (const step of ['payload', 'reply']) {
    const [object, text] = [median(results[`${body} ${step} object`]), median(results[`${body} ${step} text`])];
    console.log(`| ${body} | ${step} | ${Math.round(object)} | ${Math.round(text)} | ${(text / object).toFixed(2)} |`);
  }
