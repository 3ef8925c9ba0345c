/** Channel clients for the svc-channels tests: create a channel over the worker protocol, open its sides. */
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import type { RawClient } from '../process.js';

/** One side's reference, as `engine::channels::create` returns it. */
export interface Ref {
  channel_id: string;
  access_key: string;
  direction: 'read' | 'write';
}

/** Creates a channel as `owner` and returns its two references. */
export async function createChannel(owner: RawClient, data: object = {}): Promise<{ writer: Ref; reader: Ref }> {
  const answer = await owner.call('engine::channels::create', data);
  if (!answer.result) throw new Error(`engine::channels::create failed: ${JSON.stringify(answer.error)}`);
  return answer.result as { writer: Ref; reader: Ref };
}

/** The URL of a side of a channel on the engine at `base`. */
export const sideUrl = (base: string, ref: Ref, overrides: Partial<{ key: string; dir: string }> = {}) =>
  `${base}/ws/channels/${ref.channel_id}?key=${encodeURIComponent(overrides.key ?? ref.access_key)}` +
  `&dir=${overrides.dir ?? ref.direction}`;

/**
 * Opens a side; resolves with the socket once open, or rejects with the HTTP status it was
 * refused with. `listen` is called before the socket opens: frames may come with the handshake.
 */
export function openSide(url: string, listen?: (ws: WebSocket) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    listen?.(ws);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    ws.once('error', reject);
  });
}

/** Every frame a reader receives until it closes, with the close code. */
export function readAll(ws: WebSocket): Promise<{ frames: { data: Buffer; binary: boolean }[]; code: number }> {
  const frames: { data: Buffer; binary: boolean }[] = [];
  ws.on('message', (data, binary) => frames.push({ data: data as Buffer, binary }));
  return new Promise((resolve) => ws.once('close', (code) => resolve({ frames, code })));
}

/** Resident memory of process `pid`, in bytes (Linux). */
export function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line!.split(/\s+/)[1]) * 1024;
}
