// The queue benchmark's worker process: registers `bench::job` (answers at once), then, for each
// round, measures the same number of jobs two ways and prints one JSON line per round:
//   direct:  `bench::job` called with 100 calls in flight, from this connection, until all answered;
//   queue:   `enqueue` actions to the queue `bench` (concurrency 100), 100 unanswered at a time,
//            until the engine has delivered every job to `bench::job` and it answered.
// The rate is jobs completed per second, from the first call to the last completion.
//   node worker.mjs <engine url> <jobs per round> <rounds>
import { connect } from '../client.mjs';

const [url, jobs = '20000', rounds = '3'] = process.argv.slice(2);
const total = Number(jobs);
const { ws, send, opened } = connect(url);
await opened;

let onResult = () => {};
let onJob = () => {};
ws.on('message', (data) => {
  const frame = JSON.parse(data.toString());
  if (frame.type === 'invokefunction') {
    send({
      type: 'invocationresult',
      invocation_id: frame.invocation_id,
      function_id: frame.function_id,
      result: null,
    });
    onJob();
  } else if (frame.type === 'invocationresult') onResult(frame);
});
send({ type: 'registerfunction', id: 'bench::job' });
await new Promise((resolve) => setTimeout(resolve, 200));

/** Runs `total` calls with 100 in flight; `done` counts completions; resolves with jobs/s. */
function run(action, countJobs) {
  return new Promise((resolve) => {
    const started = performance.now();
    let sent = 0;
    let completed = 0;
    const finish = () => {
      if (completed === total) resolve(Math.round(total / ((performance.now() - started) / 1000)));
    };
    const next = () => {
      if (sent >= total) return;
      const id = `j${sent++}`;
      send({ type: 'invokefunction', invocation_id: id, function_id: 'bench::job', data: { n: sent }, ...action });
    };
    onResult = (frame) => {
      if (frame.error) throw new Error(JSON.stringify(frame.error));
      if (!countJobs) completed++;
      next();
      finish();
    };
    onJob = () => {
      if (!countJobs) return;
      completed++;
      finish();
    };
    for (let i = 0; i < 100; i++) next();
  });
}

// A warm-up of each kind first, not reported: the JIT and the queue's structures settle.
await run({}, false);
await run({ action: { type: 'enqueue', queue: 'bench' } }, true);
for (let round = 0; round < Number(rounds); round++) {
  const direct = await run({}, false);
  const queue = await run({ action: { type: 'enqueue', queue: 'bench' } }, true);
  process.stdout.write(`${JSON.stringify({ direct, queue })}\n`);
}
ws.close();
