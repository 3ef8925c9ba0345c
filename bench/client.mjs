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
