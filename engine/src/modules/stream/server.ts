/**
 * The subscription socket (port 3112): one `node:http` server with `ws` on its `upgrade` event.
 * An upgrade needs a console token when the engine requires tokens and is refused from a
 * foreign browser origin (`host.admitClient`); it is then let in by the auth function when one
 * is configured; each text frame is a
 * `stream-wire/client-message` (join or leave), anything else is answered with an error frame.
 * A socket holds at most `max_buffered_bytes` unsent: a client that cannot keep up is closed
 * with 4010, so writers and other subscribers never wait for it and memory stays bounded.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { JsonValue, LiveStreamStats, StreamJoinEvent, StreamSubscription } from '@svc/protocol';
import { formatValidationError } from '@svc/protocol/validator';
import { validateStreamClientMessage } from '@svc/protocol/validators/stream-wire/client-message';
import { type WebSocket, WebSocketServer } from 'ws';
import { createListener, schemeOf } from '../../listener.js';
import type { ModuleHost } from '../host.js';
import type { StreamSettings } from './config.js';
import { StreamCloseCode, StreamErrorCode } from './errors.js';
import { frameOf, type Hub, type Subscription } from './hub.js';

/** Largest frame a client may send: joins and leaves are small. */
const MAX_CLIENT_FRAME_BYTES = 64 * 1024;
/** How long a closing slow socket may take to say goodbye before it is destroyed. */
const CLOSE_GRACE_MS = 1000;

/** What the server needs besides the hub: the snapshot of a join and the join/leave triggers. */
export interface ServerSources {
  /** The `sync` data of a subscription (the group's items, or the item). */
  snapshot(subscription: StreamSubscription): Promise<JsonValue>;
  join(payload: StreamJoinEvent): Promise<boolean>;
  leave(payload: StreamJoinEvent): void;
}

/** Traffic counters, for the live feed (`stream-wire/live-streams`). */
export type SocketStats = LiveStreamStats;

/** One client socket and its subscriptions. */
class Client {
  readonly subscriptions = new Map<string, Subscription>();
  private dropped = false;

  constructor(
    readonly ws: WebSocket,
    readonly context: JsonValue | undefined,
    private readonly maxBufferedBytes: number,
    private readonly onDrop: () => void,
  ) {}

  send(text: string): void {
    if (this.dropped || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount + text.length > this.maxBufferedBytes) return this.drop();
    this.ws.send(text);
  }

  /** Closes a client that cannot keep up; the close frame waits behind its unread data, so destroy it soon after. */
  drop(): void {
    if (this.dropped) return;
    this.dropped = true;
    this.onDrop();
    this.ws.close(StreamCloseCode.slowSubscriber, 'subscriber too slow');
    setTimeout(() => this.ws.terminate(), CLOSE_GRACE_MS).unref();
  }

  error(code: string, message: string, subscriptionId?: string): void {
    this.send(
      JSON.stringify({ type: 'error', ...(subscriptionId ? { subscriptionId } : {}), error: { code, message } }),
    );
  }
}

/** The query parameters of a URL, each with all its values. */
function queryParams(url: URL): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) (params[key] ??= []).push(value);
  return params;
}

/** Starts the socket server on the module's address; resolves with its stats. */
export async function startSocketServer(
  host: ModuleHost<unknown>,
  settings: StreamSettings,
  hub: Hub,
  sources: ServerSources,
): Promise<() => SocketStats> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME_BYTES });
  const clients = new Set<Client>();
  const counters = { inbound: 0, dropped: 0 };

  // A client that stalls before its upgrade (slowloris) holds its socket no longer than this.
  const timeouts = {
    headersTimeout: settings.handshakeTimeoutMs,
    requestTimeout: settings.handshakeTimeoutMs,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(settings.handshakeTimeoutMs / 4))),
  };
  const server: Server = createListener(settings.tls, timeouts, (_req, res) => {
    res.writeHead(426, { 'content-type': 'application/json', upgrade: 'websocket' });
    res.end(JSON.stringify({ error: { code: 'upgrade_required', message: 'svc-stream speaks WebSocket only' } }));
  });
  server.on('upgrade', (req: IncomingMessage, socket, head) => {
    socket.on('error', () => {});
    const refused = host.admitClient(req, true);
    if (refused) {
      host.logger.info('stream socket refused', { code: refused.code, address: req.socket.remoteAddress });
      socket.end(host.refusalResponse(refused));
      return;
    }
    void authorise(req).then(
      (context) => wss.handleUpgrade(req, socket, head, (ws) => open(ws, context)),
      (error: Error) => {
        host.logger.debug('stream socket refused', { error: error.message });
        socket.end('HTTP/1.1 401 Unauthorized\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      },
    );
  });

  /** The context the auth function answers, or undefined without one; rejects to refuse. */
  const authorise = async (req: IncomingMessage): Promise<JsonValue | undefined> => {
    if (!settings.authFunction) return undefined;
    const url = new URL(req.url ?? '/', 'http://stream');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value;
    const result = await host.invoke(settings.authFunction, {
      headers,
      path: url.pathname,
      query_params: queryParams(url),
      addr: `${req.socket.remoteAddress}:${req.socket.remotePort}`,
    });
    return (result as { context?: JsonValue } | null)?.context;
  };

  const payloadOf = (client: Client, s: StreamSubscription): StreamJoinEvent => ({
    subscription_id: s.subscriptionId,
    stream_name: s.streamName,
    group_id: s.groupId,
    ...(s.id !== undefined ? { id: s.id } : {}),
    ...(client.context !== undefined ? { context: client.context } : {}),
  });

  const leave = (client: Client, subscription: Subscription) => {
    hub.remove(subscription);
    client.subscriptions.delete(subscription.subscriptionId);
    const { subscriptionId, streamName, groupId, itemId } = subscription;
    sources.leave(
      payloadOf(client, { subscriptionId, streamName, groupId, ...(itemId !== undefined ? { id: itemId } : {}) }),
    );
  };

  const join = async (client: Client, data: StreamSubscription) => {
    const previous = client.subscriptions.get(data.subscriptionId);
    if (previous) leave(client, previous);
    if (client.subscriptions.size >= settings.maxSubscriptionsPerSocket) {
      const max = settings.maxSubscriptionsPerSocket;
      return client.error(
        StreamErrorCode.tooManySubscriptions,
        `a socket holds at most ${max} subscriptions`,
        data.subscriptionId,
      );
    }
    const subscription: Subscription = {
      subscriber: client,
      subscriptionId: data.subscriptionId,
      streamName: data.streamName,
      groupId: data.groupId,
      ...(data.id !== undefined ? { itemId: data.id } : {}),
      pending: [],
      overflow: () => client.drop(),
    };
    // Followed before the snapshot is read, so no change between the two is lost.
    client.subscriptions.set(data.subscriptionId, subscription);
    hub.add(subscription);
    try {
      if (!(await sources.join(payloadOf(client, data)))) {
        hub.remove(subscription);
        client.subscriptions.delete(data.subscriptionId);
        const body = { streamName: data.streamName, groupId: data.groupId, event: { type: 'unauthorized' as const } };
        return client.send(JSON.stringify(frameOf(data.id !== undefined ? { ...body, id: data.id } : body)));
      }
      const snapshot = await sources.snapshot(data);
      if (client.subscriptions.get(data.subscriptionId) === subscription) hub.sync(subscription, snapshot);
    } catch (error) {
      hub.remove(subscription);
      client.subscriptions.delete(data.subscriptionId);
      const e = error as { code?: string; message?: string };
      client.error(e.code ?? 'invocation_failed', e.message ?? String(error), data.subscriptionId);
    }
  };

  const open = (ws: WebSocket, context: JsonValue | undefined) => {
    const client = new Client(ws, context, settings.maxBufferedBytes, () => counters.dropped++);
    clients.add(client);
    ws.on('error', () => {});
    ws.on('message', (raw, binary) => {
      counters.inbound++;
      let message: unknown;
      try {
        message = JSON.parse(raw.toString());
      } catch {
        return client.error(StreamErrorCode.invalidMessage, `${binary ? 'binary' : 'text'} frame is not JSON`);
      }
      if (!validateStreamClientMessage(message)) {
        const id = (message as { data?: { subscriptionId?: unknown } } | null)?.data?.subscriptionId;
        const detail = formatValidationError(validateStreamClientMessage.errors);
        return client.error(StreamErrorCode.invalidMessage, detail, typeof id === 'string' ? id : undefined);
      }
      if (message.type === 'join') return void join(client, message.data);
      const subscription = client.subscriptions.get(message.data.subscriptionId);
      if (subscription) leave(client, subscription);
    });
    ws.on('close', () => {
      clients.delete(client);
      for (const subscription of [...client.subscriptions.values()]) leave(client, subscription);
    });
  };

  host.onStop(() => {
    for (const client of clients) client.ws.terminate();
    wss.close();
  });
  await host.listen('stream', server, {
    host: settings.host,
    port: settings.port,
    scheme: schemeOf('ws', settings.tls),
  });
  return () => {
    let buffered = 0;
    for (const client of clients) buffered += client.ws.bufferedAmount;
    return {
      sockets: clients.size,
      subscriptions: hub.size,
      total: counters.inbound + hub.outbound,
      inbound: counters.inbound,
      outbound: hub.outbound,
      buffered_bytes: buffered,
      dropped: counters.dropped,
    };
  };
}
