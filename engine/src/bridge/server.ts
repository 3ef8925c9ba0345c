/**
 * The worker bridge: one `node:http` server whose `upgrade` event hands `/` to the worker
 * protocol and `/otel` to the telemetry socket. Every other request is refused.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import { type Refusal, refusalResponse } from '../auth/access.js';
import type { Router } from '../core/router.js';
import type { Logger } from '../log.js';
import { createListener, listenOn, schemeOf } from '../listener.js';
import { watchLiveness } from './liveness.js';
import { logPresence } from './presence.js';
import type { BridgeOptions } from './options.js';
import { SocketLink, type BridgeStats } from './socket-link.js';

export { bridgeOptions, type BridgeOptions, type BridgeSettings, type ConnectionLimits } from './options.js';

/** A running bridge. */
export interface Bridge {
  /** `ws://host:port` (`wss://` with TLS), the address workers connect to. */
  readonly url: string;
  readonly port: number;
  readonly stats: BridgeStats;
  /** Stops accepting connections; open ones stay. */
  stopAccepting(): void;
  /** Closes every connection with 1001 and the server; resolves when all are closed. */
  close(): Promise<void>;
}

const refuse = (socket: Socket, status: string) => {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

/** Refused upgrades logged one by one; past them every 1000th, so a flood cannot flood the log. */
const LOGGED_REFUSALS = 10;

/** Answers upgrades the access rules refused (before any frame), and logs them. */
function upgradeRefuser(logger: Logger) {
  let refusals = 0;
  return (socket: Socket, refusal: Refusal, path: string) => {
    refusals++;
    if (refusals <= LOGGED_REFUSALS || refusals % 1000 === 0)
      logger.info('upgrade refused', { path, code: refusal.code, address: socket.remoteAddress, refused: refusals });
    socket.end(refusalResponse(refusal));
  };
}

/** The upgrade mount of `path`: its own, else one mounted on a prefix of it that ends with `/`. */
function mountFor<T>(mounts: ReadonlyMap<string, T> | undefined, path: string): T | undefined {
  const own = mounts?.get(path);
  if (own || !mounts) return own;
  for (const [prefix, mount] of mounts) if (prefix.endsWith('/') && path.startsWith(prefix)) return mount;
  return undefined;
}

/** Starts the bridge on `options.host:options.port`. Rejects when the port cannot be bound. */
export async function startBridge(router: Router, options: BridgeOptions, logger: Logger): Promise<Bridge> {
  const stats: BridgeStats = {
    framesMalformed: 0,
    telemetryFrames: 0,
    callsRefusedInFlight: 0,
    callsRefusedPaused: 0,
    voidCallsDropped: 0,
    connectionsDropped: 0,
  };
  const links = new Set<SocketLink>();
  const refuseUpgrade = upgradeRefuser(logger);
  const stopPresence = logPresence(router, logger);
  const server: Server = createListener(
    options.tls,
    {
      headersTimeout: options.handshakeTimeoutMs,
      requestTimeout: options.handshakeTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(options.handshakeTimeoutMs / 4))),
    },
    (_request, response) => {
      response.writeHead(426, { 'content-type': 'application/json', connection: 'close' });
      response.end(
        JSON.stringify({
          error: { code: 'upgrade_required', message: 'This port speaks the svc worker protocol over WebSocket' },
        }),
      );
    },
  );
  const workers = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxMessageBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const telemetry = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxMessageBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });

  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const path = (request.url ?? '/').split('?')[0];
    const access = options.access;
    if (path === '/') {
      const admitted = access?.admitWorker(request);
      if (admitted && 'status' in admitted) return refuseUpgrade(socket, admitted, path);
      if (admitted) socket.once('close', admitted.release);
      workers.handleUpgrade(request, socket, head, (ws) => {
        const link = new SocketLink(
          randomUUID(),
          ws,
          router,
          logger,
          stats,
          options.limits,
          request.socket.remoteAddress,
        );
        // Another engine of the cluster names itself, so its calls are not routed on to a third.
        const peer = new URLSearchParams((request.url ?? '').split('?')[1] ?? '').get('svc_peer');
        if (peer) link.info.clusterPeer = peer;
        access?.attach(link, admitted?.identity);
        links.add(link);
        ws.on('close', (code) => {
          links.delete(link);
          router.disconnect(link);
          logger.debug('worker disconnected', { worker_id: link.id, code });
        });
        ws.on('error', (error) => logger.warn('worker connection error', { worker_id: link.id, error: error.message }));
        router.connect(link);
        logger.debug('worker connected', { worker_id: link.id, address: request.socket.remoteAddress });
      });
    } else if (path === '/otel') {
      const refused = access?.admitSide(request);
      if (refused) return refuseUpgrade(socket, refused, path);
      telemetry.handleUpgrade(request, socket, head, (ws) => {
        ws.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
          stats.telemetryFrames++;
          const sink = options.seams?.telemetry;
          if (!sink) return;
          const frame = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
          try {
            sink(frame.subarray(0, 4).toString('latin1'), frame.subarray(4), request.socket.remoteAddress);
          } catch (error) {
            logger.error('telemetry sink failed', { error: String(error) });
          }
        });
        ws.on('error', () => ws.terminate());
      });
    } else {
      const mounted = mountFor(options.seams?.upgradeMounts, path ?? '');
      const refused = mounted && access?.refuseOrigin(request);
      if (refused) refuseUpgrade(socket, refused, path ?? '');
      else if (mounted) mounted(request, socket, head);
      else refuse(socket, '404 Not Found');
    }
  });

  const stopLiveness = watchLiveness(links, options.pingIntervalMs, options.pingTimeoutMs);

  await listenOn(server, options.port, options.host);
  server.on('error', (error) => logger.error('bridge server error', { error: error.message }));
  const port = (server.address() as AddressInfo).port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;

  return {
    url: `${schemeOf('ws', options.tls)}://${host}:${port}`,
    port,
    stats,
    stopAccepting: () => server.close(),
    close: async () => {
      stopLiveness();
      server.close();
      const closed = [...links].map((link) => {
        const timer = setTimeout(() => link.terminate(), 1000);
        link.close(1001, 'engine shutting down');
        return link.closed.finally(() => clearTimeout(timer));
      });
      await Promise.all(closed);
      stopPresence();
      server.closeAllConnections();
    },
  };
}
