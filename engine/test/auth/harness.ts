/** Upgrades and requests against an engine that requires tokens, for the auth tests. */
import WebSocket from 'ws';

/** How an upgrade ended: open (then closed again), or refused with an HTTP status and its JSON body. */
export type UpgradeOutcome = { opened: true } | { opened: false; status: number; body: string };

/** Tries a WebSocket upgrade of `url` with `headers`; closes it again when it opens. */
export function tryUpgrade(url: string, headers: Record<string, string> = {}): Promise<UpgradeOutcome> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => {
      ws.close();
      resolve({ opened: true });
    });
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ opened: false, status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    ws.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

/** A bearer header. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The error code of a refused upgrade's JSON body. */
export const codeOf = (outcome: UpgradeOutcome) =>
  outcome.opened ? 'opened' : (JSON.parse(outcome.body) as { error: { code: string } }).error.code;
