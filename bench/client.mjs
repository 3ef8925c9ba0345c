// A minimal protocol client for the benchmark: batched writes, raw frames. Used unchanged
// against the engine and against the baseline router.
import WebSocket from 'ws';

/** Sends `frame` on `ws`, batching every frame of one tick into one socket write. */
export function sendBatched(ws, frame) {
  if (!ws.corked) {
    ws.corked = true;
    ws._socket.cork();
    process.nextTick(() => {
      ws.corked = false;
      ws._socket.uncork();
    });
  }
  ws.send(JSON.stringify(frame));
}

export function connect(url) {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  const send = (frame) => sendBatched(ws, frame);
  const opened = new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, send, opened };
}

/** Connects and returns `call(function_id, data)`, which resolves with the result frame. */
export async function caller(url) {
  const { ws, send, opened } = connect(url);
  await opened;
  const waiting = new Map();
  let next = 0;
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString());
    if (frame.type !== 'invocationresult') return;
    const done = waiting.get(frame.invocation_id);
    waiting.delete(frame.invocation_id);
    done?.(frame);
  });
  const call = (function_id, data) =>
    new Promise((resolve) => {
      const id = `b-${next++}`;
      waiting.set(id, resolve);
      send({ type: 'invokefunction', invocation_id: id, function_id, data });
    });
  return { call, close: () => ws.close() };
}
