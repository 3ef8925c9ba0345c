/**
 * Talking to a running engine from the CLI: is anything listening at the bridge address, and a
 * short-lived svc-sdk worker for calls.
 */
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
