/**
 * Talking to a running engine from the CLI: is anything listening at the bridge address, and a
 * short-lived svc-sdk worker for calls.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { connect } from 'node:net';
import { registerWorker, type Worker } from 'svc-sdk';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/** True when something accepts TCP connections at the host and port of `url`. */
export function reachable(url: string, timeoutMs = 1500): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || 80) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Why the engine at `url` refuses this command's upgrade (a missing or wrong token, 401), as the
 * engine's own message; undefined when it lets it in, or cannot be asked.
 */
export function upgradeRefusal(url: string, timeoutMs = 3000): Promise<string | undefined> {
  const token = process.env.SVC_TOKEN;
  const target = new URL(url.replace(/^ws/, 'http'));
  return new Promise((resolve) => {
    const req = request(target, {
      timeout: timeoutMs,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    req.once('upgrade', (_res, socket) => {
      socket.destroy();
      resolve(undefined);
    });
    req.once('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        let message = `HTTP ${res.statusCode}`;
        try {
          message = (JSON.parse(body) as { error: { message: string } }).error.message;
        } catch {}
        resolve(res.statusCode === 401 || res.statusCode === 403 || res.statusCode === 429 ? message : undefined);
      });
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(undefined));
    req.end();
  });
}

/**
 * A connection to the engine as a short-lived worker named `svc-cli`; call `shutdown()` when done.
 * It sends no telemetry of its own (the engine traces its calls), so a one-shot command does not
 * load OpenTelemetry or open `/otel`.
 */
export function cliWorker(url: string): Worker {
  return registerWorker(url, { worker_name: 'svc-cli', logger: quiet, otel: false });
}

/** Names of the workers connected to the engine at `url` (empty when it cannot be asked). */
export async function connectedWorkers(worker: Worker): Promise<string[]> {
  try {
    const listed = await worker.trigger<{ workers: { name: string }[] }>({
      function_id: 'engine::workers::list',
      payload: {},
      timeout_ms: 3000,
    });
    return listed.workers.map((w) => w.name);
  } catch {
    return [];
  }
}

/** The message for an engine that is not running at `url`. */
export function notRunning(url: string, config = 'svc.config.yaml'): string {
  return `cannot reach the engine at ${url}: is it running? Start it with \`svc --config ${config}\` (or pass --url)`;
}
