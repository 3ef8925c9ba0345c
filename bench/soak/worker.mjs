// The soak's TypeScript worker (svc-sdk): `soak::ts` echoes its payload, and `GET /soak/ts` is an
// http trigger on it. `node worker.mjs <engine url> [name]`; prints `ready`.
import { registerWorker } from 'svc-sdk';

const [url, name = 'soak-ts'] = process.argv.slice(2);
const quiet = { info() {}, warn() {}, error() {}, debug() {} };
const worker = registerWorker(url, { worker_name: name, logger: quiet });
const id = name === 'soak-ts' ? 'soak::ts' : `soak::${name}`;
worker.registerFunction(id, (payload) => ({ status_code: 200, body: { echo: payload?.body ?? payload } }));
if (name === 'soak-ts')
  worker.registerTrigger({ type: 'http', function_id: id, config: { api_path: '/soak/ts', http_method: 'GET' } });
process.once('SIGTERM', () => void worker.shutdown().then(() => process.exit(0)));
process.stdout.write('ready\n');
