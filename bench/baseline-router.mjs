// The baseline: a minimal 2-hop JSON router speaking the same frames as the engine for
// registerfunction / invokefunction / invocationresult. One parse and one stringify per hop,
// writes batched per tick (cork/uncork), as the engine does. Prints its port on stdout.
import { WebSocketServer } from 'ws';
import { sendBatched as send } from './client.mjs';

const functions = new Map();
const pending = new Map();
const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });

wss.on('connection', (ws) => {
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString());
    if (frame.type === 'registerfunction') functions.set(frame.id, ws);
    else if (frame.type === 'invokefunction') {
      const target = functions.get(frame.function_id);
      if (!target) {
        send(ws, {
          type: 'invocationresult',
          invocation_id: frame.invocation_id,
          function_id: frame.function_id,
          error: { code: 'function_not_found', message: `Function ${frame.function_id} not found` },
        });
        return;
      }
      pending.set(frame.invocation_id, ws);
      send(target, {
        type: 'invokefunction',
        invocation_id: frame.invocation_id,
        function_id: frame.function_id,
        data: frame.data,
      });
    } else if (frame.type === 'invocationresult') {
      const caller = pending.get(frame.invocation_id);
      pending.delete(frame.invocation_id);
      send(caller, frame);
    }
  });
});
wss.on('listening', () =>
  process.stdout.write(`${JSON.stringify({ msg: 'listening', bridge: `ws://127.0.0.1:${wss.address().port}` })}\n`),
);
