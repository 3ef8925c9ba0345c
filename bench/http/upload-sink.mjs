// The receiving end of the upload benchmark (stream-upload.mjs), in its own process:
//   node upload-sink.mjs raw            a bare node:http server that counts each POST body's bytes
//   node upload-sink.mjs svc <engine>   an svc-sdk worker serving POST /upload with stream_body,
//                                       counting the bytes of its request_body channel
// Both answer {bytes}; `raw` prints its URL, `svc` prints `ready` once the route is sent.
import { createServer } from 'node:http';
import { registerWorker } from 'svc-sdk';

const [mode, url] = process.argv.slice(2);
if (mode === 'raw') {
  const server = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk) => (bytes += chunk.length));
    req.on('end', () => res.end(JSON.stringify({ bytes })));
  });
  server.listen(0, '127.0.0.1', () => process.stdout.write(`http://127.0.0.1:${server.address().port}\n`));
} else {
  const quiet = { info() {}, warn() {}, error() {}, debug() {} };
  const worker = registerWorker(url, { worker_name: 'bench-upload', logger: quiet });
  worker.registerFunction('bench::upload', async (request) => {
    let bytes = 0;
    for await (const chunk of request.request_body) if (typeof chunk !== 'string') bytes += chunk.length;
    return { body: { bytes } };
  });
  worker.registerTrigger({
    type: 'http',
    function_id: 'bench::upload',
    config: { api_path: '/upload', http_method: 'POST', stream_body: true },
  });
  process.stdout.write('ready\n');
}
