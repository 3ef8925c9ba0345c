/**
 * The engine frames every response itself: whatever framing a handler claims, a keep-alive
 * client reads exactly one well-formed response per request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawConnection, startHttpEngine } from './raw.js';

let http: Awaited<ReturnType<typeof startHttpEngine>>;

beforeAll(async () => {
  http = await startHttpEngine('{ port: 0 }', { SVC_LOG_LEVEL: 'debug' });
});
afterAll(async () => {
  await http.stop();
});

/** A POST of `response` to the fixture route whose handler answers with whatever the body describes. */
function replyRequest(response: unknown): string {
  const body = JSON.stringify(response);
  return (
    'POST /t/reply HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

const WHOAMI_AND_CLOSE = 'GET /t/whoami HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';

describe('framing headers from handlers', () => {
  it('sends the real second response after a handler that lies in content-length, never a forged one', async () => {
    const forged = 'HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 6\r\n\r\nforged';
    const connection = await RawConnection.open(http.base);
    connection.write(
      replyRequest({
        status_code: 200,
        headers: { 'Content-Type': 'text/plain', 'Content-Length': '2' },
        body: `ok${forged}`,
      }),
    );
    await connection.until(1);
    connection.write(WHOAMI_AND_CLOSE);
    await connection.closed;
    const responses = connection.responses();
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(responses[0]!.body).toBe(`ok${forged}`);
    expect(responses[0]!.headers['content-length']).toBe(String(2 + forged.length));
    expect(JSON.parse(responses[1]!.body)).toEqual({ name: 'http-fixture' });
    // The trailing bytes are all accounted for: nothing after the second response.
    const total = connection.received.toString('latin1');
    expect(total.endsWith('{"name":"http-fixture"}')).toBe(true);
  });

  it('leaves out transfer-encoding, connection, keep-alive, upgrade and trailer; keeps the connection', async () => {
    const connection = await RawConnection.open(http.base);
    const hopByHop = {
      'Transfer-Encoding': 'chunked',
      Connection: 'close',
      'Keep-Alive': 'timeout=1',
      Upgrade: 'h2c',
      Trailer: 'X-Signature',
      'X-Kept': 'yes',
    };
    for (let i = 0; i < 2; i++) connection.write(replyRequest({ headers: hopByHop, body: { n: i } }));
    const [first, second] = await connection.until(2);
    for (const [n, response] of [first, second].entries()) {
      expect(response?.status).toBe(200);
      expect(JSON.parse(response!.body)).toEqual({ n });
      expect(response!.headers['x-kept']).toBe('yes');
      expect(response!.headers.upgrade).toBeUndefined();
      expect(response!.headers.trailer).toBeUndefined();
      expect(response!.headers.connection).toBe('keep-alive');
    }
    connection.write(WHOAMI_AND_CLOSE);
    await connection.closed;
    expect(connection.responses()).toHaveLength(3);
    // Left out, and said once per function (at debug), not once per request.
    const notes = http.engine
      .output()
      .split('\n')
      .filter((line) => line.includes('framing headers left out'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('"function_id":"web::reply"');
  });

  it('refuses an informational 1xx status, which would make the next response on the connection this one', async () => {
    const connection = await RawConnection.open(http.base);
    connection.write(replyRequest({ status_code: 100, body: 'x' }));
    await connection.until(1);
    connection.write(WHOAMI_AND_CLOSE);
    await connection.closed;
    const responses = connection.responses();
    expect(responses.map((r) => r.status)).toEqual([500, 200]);
    expect(JSON.parse(responses[0]!.body).error.code).toBe('INVALID_RESPONSE');
    expect(JSON.parse(responses[1]!.body)).toEqual({ name: 'http-fixture' });
  });
});
