// Caller process for engine.mjs: measures `bench::echo` (a plain invocation answered by another
// worker) and `state::get` (answered by svc-state inside the engine) on the same connection,
// alternating: latency at 1 in flight, throughput at 100 in flight. Prints one JSON line.
//   node engine-caller.mjs <engine url> <seconds per phase> <rounds>
import { caller } from '../client.mjs';
import { latency, throughput } from '../measure.mjs';

const [url, seconds = '2', rounds = '3'] = process.argv.slice(2);
const { call, close } = await caller(url);
const VALUE = {
  status: 'active',
  counter: 42,
  metadata: { region: 'eu-west', tags: ['a', 'b'], updated_at: 1700000000000 },
};
const CALLS = {
  echo: () => call('bench::echo', VALUE),
  get: () => call('state::get', { scope: 'bench', key: 'k1' }),
};

// Wait until the responder's function is routable, then store the value state::get reads.
for (;;) {
  const answer = await Promise.race([CALLS.echo(), new Promise((r) => setTimeout(() => r(undefined), 200))]);
  if (answer && !answer.error) break;
  await new Promise((r) => setTimeout(r, 50));
}
const stored = await call('state::set', { scope: 'bench', key: 'k1', value: VALUE });
if (stored.error) throw new Error(`state::set failed: ${JSON.stringify(stored.error)}`);

// Both must answer before they are measured; the measurement loops do not look at results.
for (const [name, run] of Object.entries(CALLS)) {
  const frame = await run();
  if (frame.error) throw new Error(`${name} failed: ${JSON.stringify(frame.error)}`);
}

const results = { echo: [], get: [] };
for (let round = 0; round < Number(rounds); round++) {
  for (const name of round % 2 === 0 ? ['echo', 'get'] : ['get', 'echo']) {
    results[name].push({
      p50_us: (await latency(CALLS[name], 3000)).p50_us,
      rate_100: await throughput(CALLS[name], 100, Number(seconds) * 1000, 300),
    });
  }
}
process.stdout.write(`${JSON.stringify(results)}\n`);
close();
