// The floor for stream fan-out in Node: a bare `ws` server that keeps the sockets joined to each
// group and, for every `send` frame, encodes one frame and writes it to each of them, then acks.
// It speaks the join frames of svc-stream's socket and a `send` frame of its own.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const groups = new Map();
const server = createServer();
const wss = new WebSocketServer({ server, perMessageDeflate: false });
wss.on('connection', (ws) => {
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString());
    if (frame.type === 'join') {
      const key = `${frame.data.streamName}/${frame.data.groupId}`;
      if (!groups.has(key)) groups.set(key, new Set());
      groups.get(key).add(ws);
      ws.send(JSON.stringify({ type: 'stream', streamName: frame.data.streamName, event: { type: 'sync', data: [] } }));
    } else if (frame.type === 'send') {
      const text = JSON.stringify({
        type: 'stream',
        timestamp: Date.now(),
        streamName: frame.stream_name,
        groupId: frame.group_id,
        event: { type: 'event', event: { type: frame.event, data: frame.data } },
      });
      for (const subscriber of groups.get(`${frame.stream_name}/${frame.group_id}`) ?? []) subscriber.send(text);
      ws.send(JSON.stringify({ type: 'ack', id: frame.id }));
    }
  });
});
server.listen(0, '127.0.0.1', () => {
  const url = `ws://127.0.0.1:${server.address().port}`;
  process.stdout.write(`${JSON.stringify({ msg: 'listening', bridge: url, stream: url })}\n`);
});
