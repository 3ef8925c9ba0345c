// The greeter worker (TypeScript). Node runs this file directly (type stripping, Node >= 22.18).
import { registerWorker } from 'svc-sdk';

const worker = registerWorker(process.env.SVC_URL, { worker_name: process.env.SVC_WORKER_NAME ?? 'greeter' });

interface Score {
  score: number;
  shouted: string;
}

// Asks the Python worker for a score, then counts visits per name in state (a call that fails
// before it gets its score counts no visit).
worker.registerFunction('greeter::hello', async ({ name }: { name: string }) => {
  const score = await worker.trigger<Score>({ function_id: 'scorer::score', payload: { text: name } });
  const visits =
    ((await worker.trigger<number | null>({ function_id: 'state::get', payload: { scope: 'visits', key: name } })) ??
      0) + 1;
  await worker.trigger({ function_id: 'state::set', payload: { scope: 'visits', key: name, value: visits } });
  // Tells whoever subscribed to `greeted` (the Python worker counts greetings).
  await worker.trigger({ function_id: 'publish', payload: { topic: 'greeted', data: { name, visits } } });
  return { message: `Hello, ${name}!`, visits, score: score.score, shouted: score.shouted };
});

// Called by the Python worker.
worker.registerFunction('greeter::shout', ({ text }: { text: string }) => ({ text: `${text.toUpperCase()}!` }));

// GET /hello/:name on the engine's HTTP port answers with greeter::hello's result.
worker.registerFunction('greeter::http-hello', async (request: { path_params: { name: string } }) => {
  const result = await worker.trigger({ function_id: 'greeter::hello', payload: { name: request.path_params.name } });
  return { status_code: 200, body: result };
});
worker.registerTrigger({
  type: 'http',
  function_id: 'greeter::http-hello',
  config: { api_path: '/hello/:name', http_method: 'GET' },
});

// Every 10 seconds: records the tick's scheduled time in state (read it with state::get clock/last_tick).
worker.registerFunction('greeter::tick', async ({ scheduled_time }: { scheduled_time: string }) => {
  const entry = { scope: 'clock', key: 'last_tick', value: scheduled_time };
  await worker.trigger({ function_id: 'state::set', payload: entry });
});
worker.registerTrigger({ type: 'cron', function_id: 'greeter::tick', config: { expression: '*/10 * * * * *' } });

process.once('SIGTERM', () => void worker.shutdown().then(() => process.exit(0)));
