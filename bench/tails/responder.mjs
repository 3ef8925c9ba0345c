// The echo worker of bench/http/run.mjs with its handler stamped (`stamps.mjs` `mark`): run as
// `node --import stamps.mjs responder.mjs <engine url> [svc-sdk of another tree]`, so the same
// stamps are taken behind any build's engine with that build's svc-sdk.
//   <svc-sdk>: a file in the tree whose svc-sdk to use (its bench/http/responder.mjs); default this tree's
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { mark, now } from './stamps.mjs';

const [url, tree] = process.argv.slice(2);
const sdk = tree === undefined ? 'svc-sdk' : pathToFileURL(createRequire(tree).resolve('svc-sdk')).href;
const { registerWorker } = await import(sdk);
const quiet = { info() {}, warn() {}, error() {}, debug() {} };
const worker = registerWorker(url, { worker_name: 'bench-http', logger: quiet });
worker.registerFunction('bench::http_echo', (request) => {
  mark(Number(request.headers['x-bench-id']), now());
  return { body: request.body };
});
worker.registerTrigger({
  type: 'http',
  function_id: 'bench::http_echo',
  config: { api_path: '/echo', http_method: 'POST' },
});
