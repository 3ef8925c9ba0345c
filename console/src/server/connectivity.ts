/**
 * Real checks of the engine's three listeners, made by the console server (not the browser):
 * an HTTP request to the API, and a WebSocket opened and closed on the stream socket and on the
 * worker bridge. `GET /api/connectivity` answers them for the Config page.
 */
import { request } from 'node:http';
import { request as tlsRequest } from 'node:https';
import type { ConsoleProbe } from '@svc/protocol';
import type { Worker } from 'svc-sdk';
import { WebSocket } from 'ws';
import { type ConsoleOptions, type EngineTls, engineUrl, LIMITS, trusting } from './options.js';

/** One listener's check. */
export type ProbeResult = ConsoleProbe;

/** The header that presents the console token, when there is one. */
const auth = (token: string | undefined): Record<string, string> =>
  token === undefined ? {} : { authorization: `Bearer ${token}` };

const probeHttp =
  (token: string | undefined, tls: EngineTls | undefined) =>
  (url: string): Promise<Omit<ProbeResult, 'name' | 'ms' | 'url'>> => {
    return new Promise((resolve) => {
      const options = { timeout: LIMITS.probeTimeoutMs, headers: auth(token), ...trusting(tls) };
      const req = (tls ? tlsRequest : request)(url, options, (res) => {
        res.resume();
        resolve(res.statusCode === 200 ? { ok: true } : { ok: false, error: `answered ${res.statusCode}` });
      });
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (error) => resolve({ ok: false, error: (error as NodeJS.ErrnoException).code ?? error.message }));
      req.end();
    });
  };

const probeWebSocket =
  (token: string | undefined, tls: EngineTls | undefined) =>
  (url: string): Promise<Omit<ProbeResult, 'name' | 'ms' | 'url'>> => {
    return new Promise((resolve) => {
      const socket = new WebSocket(url, {
        handshakeTimeout: LIMITS.probeTimeoutMs,
        headers: auth(token),
        ...trusting(tls),
      });
      socket.on('open', () => {
        socket.close(1000);
        resolve({ ok: true });
      });
      socket.on('error', (error) =>
        resolve({ ok: false, error: (error as NodeJS.ErrnoException).code ?? error.message }),
      );
    });
  };

async function timed(
  name: ProbeResult['name'],
  url: string,
  probe: (url: string) => Promise<Omit<ProbeResult, 'name' | 'ms' | 'url'>>,
): Promise<ProbeResult> {
  const started = performance.now();
  const result = await probe(url);
  return { name, url, ...result, ms: Math.round(performance.now() - started) };
}

/** A call through the console's own worker: the bridge routes it, so the bridge works. */
const probeWorker = (worker: Worker) => async (): Promise<Omit<ProbeResult, 'name' | 'ms' | 'url'>> => {
  try {
    await worker.trigger({ function_id: 'engine::workers::list', payload: {}, timeout_ms: LIMITS.probeTimeoutMs });
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error as { code?: string }).code ?? (error as Error).message };
  }
};

/**
 * Checks the bridge, the HTTP API and the stream socket at once. With the console's worker
 * connected, the bridge is checked by a call through it; otherwise by opening a socket.
 */
export function checkConnectivity(options: ConsoleOptions, worker?: Worker): Promise<ProbeResult[]> {
  const { token, engineTls: tls } = options;
  const bridge = `${engineUrl(options, 'ws', options.bridgePort)}/`;
  return Promise.all([
    timed('bridge', bridge, worker ? probeWorker(worker) : probeWebSocket(token, tls)),
    timed('http', `${engineUrl(options, 'http', options.enginePort)}/_console/status`, probeHttp(token, tls)),
    timed('websocket', `${engineUrl(options, 'ws', options.wsPort)}/`, probeWebSocket(token, tls)),
  ]);
}
