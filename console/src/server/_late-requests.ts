/**
 * The console server's header deadline for clients that go quiet: Node's `headersTimeout` acts
 * only when another byte arrives, so a client that connects and sends nothing, or part of its
 * headers and then nothing, is closed here once `timeoutMs` has passed since it connected.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

/** The HTTP parser Node attaches to a server's socket: `incoming` is set once a request's headers are in. */
type ParsedSocket = Socket & { parser?: { incoming: unknown } | null };

/** Destroys each connection of `server` whose first request's headers are not in after `timeoutMs`. */
export function closeLateRequests(server: Server, tls: boolean, timeoutMs: number): void {
  const answered = new WeakSet<Socket>();
  server.prependListener('request', (req: IncomingMessage) => answered.add(req.socket));
  server.on(tls ? 'secureConnection' : 'connection', (socket: ParsedSocket) => {
    const timer = setTimeout(() => {
      // An upgraded socket has no parser left: it belongs to the live feed's WebSocket.
      const parser = socket.parser;
      const quiet = parser === undefined ? socket.bytesRead === 0 : parser !== null && !parser.incoming;
      if (quiet && !answered.has(socket)) socket.destroy();
    }, timeoutMs);
    socket.once('close', () => clearTimeout(timer));
  });
}
