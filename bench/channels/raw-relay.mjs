// The baseline of the channel bench: a bare `ws` server in its own process that relays every
// frame of the connection with `?dir=write` to the one with `?dir=read`, pausing the writer while
// the reader's socket holds more than `buffer` bytes (what a channel does, without keys, limits
// or the engine). Prints its URL.
//   node bench/channels/raw-relay.mjs [buffer=1048576]
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const buffer = Number(process.argv[2] ?? 1024 * 1024);
const server = createServer();
const wss = new WebSocketServer({ server, perMessageDeflate: false, maxPayload: 4 * 1024 * 1024 });
let reader;
let writer;
wss.on('connection', (ws, request) => {
  if (request.url.includes('dir=read')) {
    reader = ws;
    ws.on('close', () => (reader = undefined));
    return;
  }
  writer = ws;
  ws.on('message', (data, binary) => {
    reader?.send(data, { binary }, () => {
      if (writer.isPaused && reader && reader.bufferedAmount <= buffer / 2) writer.resume();
    });
    if (reader && reader.bufferedAmount > buffer) writer.pause();
  });
  ws.on('close', () => reader?.close(1000));
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`ws://127.0.0.1:${server.address().port}\n`));
