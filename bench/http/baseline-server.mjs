// The baseline for the HTTP benchmark: a plain node:http JSON echo server, no framework.
//   node baseline-server.mjs      prints {"msg":"listening","http":"http://127.0.0.1:<port>"}
import { createServer } from 'node:http';

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = chunks.length === 0 ? null : JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const text = JSON.stringify(body);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ msg: 'listening', http: `http://127.0.0.1:${server.address().port}` })}\n`);
});
