// The least a durable write behind a socket needs, for durable.mjs: a WebSocket server that
// answers each `invokefunction` once its `data` (as one JSON line) is appended to a file and
// `fdatasync`ed, one call at a time as they come. No routing, no validation, no state: what is
// left is the raw sync plus a round trip between two processes that sleep while the disk works.
//   node bench/state/sync-server.mjs <file>      prints {"url": ...} once listening
import { open } from 'node:fs/promises';
import { WebSocketServer } from 'ws';

const log = await open(process.argv[2], 'a');
const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
server.on('connection', (ws) => {
  let queue = Promise.resolve();
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString());
    queue = queue.then(async () => {
      await log.write(`${JSON.stringify(frame.data)}\n`);
      await log.datasync();
      ws.send(JSON.stringify({ type: 'invocationresult', invocation_id: frame.invocation_id, result: {} }));
    });
  });
});
server.on('listening', () => console.log(JSON.stringify({ url: `ws://127.0.0.1:${server.address().port}` })));
