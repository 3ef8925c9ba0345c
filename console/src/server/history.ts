/**
 * The console server's own follower of the engine's `svc:live` group `invocations`: the engine
 * records its invocations history only while someone follows the group, so a console that runs
 * keeps it recording, and a dashboard opened at any time starts with the last minutes. It
 * reconnects by itself (0.5 s doubling to 5 s) while the engine is down.
 */
import WebSocket from 'ws';
import { type EngineTls, trusting } from './options.js';

/**
 * Follows the group on the engine's stream socket at `url`, presenting the console `token`;
 * returns the function that stops it.
 */
export function followInvocations(url: string, token?: string, tls?: EngineTls): () => void {
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = 500;
  let stopped = false;
  const open = () => {
    timer = undefined;
    const ws = new WebSocket(url, {
      perMessageDeflate: false,
      ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }),
      ...trusting(tls),
    });
    socket = ws;
    ws.on('open', () => {
      retryMs = 500;
      const data = { subscriptionId: 'history', streamName: 'svc:live', groupId: 'invocations' };
      ws.send(JSON.stringify({ type: 'join', data }));
    });
    ws.on('error', () => {});
    ws.on('close', () => {
      if (stopped) return;
      timer = setTimeout(open, retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, 5_000);
    });
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.terminate();
  };
}
