// The worker behind the engine in the HTTP benchmark: serves POST /echo with an svc-sdk handler
// that returns the JSON body, plus `extra` unrelated routes (to measure routing at scale).
//   node responder.mjs <engine url> [extra=0]
import { registerWorker } from 'svc-sdk';

const [url, extra = '0'] = process.argv.slice(2);
const quiet = { info() {}, warn() {}, error() {}, debug() {} };
const worker = registerWorker(url, { worker_name: 'bench-http', logger: quiet });
worker.registerFunction('bench::http_echo', (request) => ({ body: request.body }));
worker.registerTrigger({
  type: 'http',
  function_id: 'bench::http_echo',
  config: { api_path: '/echo', http_method: 'POST' },
});
worker.registerFunction('bench::other', () => ({ body: null }));
for (let i = 0; i < Number(extra); i++) {
  worker.registerTrigger({
    type: 'http',
    function_id: 'bench::other',
    config: { api_path: `/routes/r${i}/:id/items`, http_method: 'POST' },
  });
}
