// Caller process: measures latency at 1 in flight and throughput at 100 and 1000 in flight.
// Prints one JSON line of results.
import { caller } from './client.mjs';
import { latency, throughput } from './measure.mjs';

const [url, seconds = '3'] = process.argv.slice(2);
const client = await caller(url);
const payload = { order: 'o-123', items: [1, 2, 3], note: 'benchmark payload of about 100 bytes' };
const call = () => client.call('bench::echo', payload);

// Wait until the function is routable.
for (;;) {
  const answer = await Promise.race([call(), new Promise((r) => setTimeout(() => r(undefined), 200))]);
  if (answer && !answer.error) break;
  await new Promise((r) => setTimeout(r, 50));
}

const ms = Number(seconds) * 1000;
const result = {
  ...(await latency(call, 5000)),
  // The server samples its CPU time on these lines, for its CPU per call at 100 in flight.
  rate_100: await throughput(call, 100, ms, 500, (phase) => process.stdout.write(`mark:${phase}\n`)),
  rate_1000: await throughput(call, 1000, ms),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
client.close();
