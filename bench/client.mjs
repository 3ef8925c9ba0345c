// A minimal protocol client for the benchmark: batched writes, raw frames. Used unchanged
// against the engine and against the baseline router.
import WebSocket from 'ws';

export function connect(url) {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  let corked = false;
  const send = (frame) => {
    if (!corked) {
      corked = true;
      ws._socket.cork();
      process.nextTick(() => {
        corked = false;
        ws._socket.uncork();
      });
    }
    ws.send(JSON.stringify(frame));
  };
  const opened = new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, send, opened };
}
