/**
 * Clients that send request bodies slowly: they are answered 408 and cut off, and while they
 * trickle, other routes are served at once. Also the per-client and body-read budgets.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RawConnection, type RawResponse, startHttpEngine } from './raw.js';

type Engine = Awaited<ReturnType<typeof startHttpEngine>>;
const started: Engine[] = [];
const connections: RawConnection[] = [];

async function engineWith(config: string): Promise<Engine> {
  const engine = await startHttpEngine(config);
  started.push(engine);
  return engine;
}

afterEach(async () => {
  for (const connection of connections.splice(0)) connection.close();
  await Promise.all(started.splice(0).map((engine) => engine.stop()));
});

/** Opens a connection and sends the head of a POST whose body is `length` bytes, and its first byte. */
async function startBody(base: string, path: string, length: number): Promise<RawConnection> {
  const connection = await RawConnection.open(base);
  connections.push(connection);
  connection.write(
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n `,
  );
  return connection;
}

/** Sends `bytes` spaces to each connection every `everyMs` until stopped. */
function trickle(targets: RawConnection[], bytes: number, everyMs: number): () => void {
  const chunk = Buffer.alloc(bytes, 0x20);
  const timer = setInterval(() => {
    for (const connection of targets) connection.write(chunk);
  }, everyMs);
  return () => clearInterval(timer);
}

/** The first response on `connection`, once the engine has also closed the connection. */
async function answerAndClose(connection: RawConnection): Promise<RawResponse | undefined> {
  await connection.closed;
  return connection.responses()[0];
}

function errorOf(response: RawResponse | undefined): { code: string; message: string } {
  return JSON.parse(response?.body ?? '{}').error;
}

describe('slow request bodies', () => {
  it('serves another route while 300 connections trickle bodies, then answers each trickler 408', async () => {
    // Fewer handler slots than tricklers: if a body being received held a slot, the route would wait.
    const { base } = await engineWith('{ port: 0, concurrency_request_limit: 256 }');
    const tricklers: RawConnection[] = [];
    for (let i = 0; i < 300; i++) tricklers.push(await startBody(base, `/t/echo/${i}`, 100_000));
    const stop = trickle(tricklers, 1, 500);
    try {
      // Every trickler has sent its head and is being read.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const firstTricklerAnswered = Promise.race(tricklers.map((c) => c.until(1))).then(() => 'a trickler');
      const sent = performance.now();
      const other = fetch(`${base}/t/whoami`).then(async (response) => {
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ name: 'http-fixture' });
        return 'the other route';
      });
      // The other route is answered first, while every trickler is still sending.
      expect(await Promise.race([other, firstTricklerAnswered])).toBe('the other route');
      console.info(`other route answered in ${(performance.now() - sent).toFixed(1)} ms beside 300 tricklers`);
      const answers = await Promise.all(tricklers.map(answerAndClose));
      expect(answers.map((a) => a?.status)).toEqual(tricklers.map(() => 408));
      expect(errorOf(answers[0])).toMatchObject({
        code: 'REQUEST_TIMEOUT',
        message: expect.stringContaining('body_min_rate_bytes_per_s'),
      });
    } finally {
      stop();
    }
  }, 90_000);

  it('ends a body slower than the minimum rate, and one over body_timeout_ms however fast, with 408', async () => {
    const { base } = await engineWith(
      '{ port: 0, body_timeout_ms: 2500, body_min_rate_bytes_per_s: 10000, body_min_rate_grace_ms: 500 }',
    );
    const slow = await startBody(base, '/t/echo/slow', 100_000);
    const long = await startBody(base, '/t/echo/long', 1_000_000);
    const stops = [trickle([slow], 500, 100), trickle([long], 5000, 100)];
    try {
      // 5 kB/s: below the minimum rate once the grace has passed.
      const tooSlow = await answerAndClose(slow);
      expect(tooSlow?.status).toBe(408);
      expect(errorOf(tooSlow).message).toMatch(/slower than 10000 bytes\/s \(svc-http body_min_rate_bytes_per_s\)/);
      // 50 kB/s for a megabyte: fast enough, too long.
      const tooLong = await answerAndClose(long);
      expect(tooLong?.status).toBe(408);
      expect(errorOf(tooLong).message).toBe(
        'the request body did not arrive within 2500 ms (svc-http body_timeout_ms)',
      );
      // A body that arrives within both bounds is served.
      const quick = await startBody(base, '/t/echo/quick', 20_001);
      quick.write(`${' '.repeat(19_998)}{}`);
      const [served] = await quick.until(1);
      expect(served?.status).toBe(200);
      expect(JSON.parse(served!.body).body).toEqual({});
    } finally {
      for (const stop of stops) stop();
    }
  }, 30_000);

  it('refuses a body past concurrency_body_read_limit with 503 and Retry-After, serving other routes', async () => {
    const { base } = await engineWith('{ port: 0, concurrency_body_read_limit: 2, body_timeout_ms: 3000 }');
    const holders = [await startBody(base, '/t/echo/1', 1000), await startBody(base, '/t/echo/2', 1000)];
    const stop = trickle(holders, 1, 100);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const third = await startBody(base, '/t/echo/3', 1000);
      const refused = await answerAndClose(third);
      expect(refused?.status).toBe(503);
      expect(refused?.headers['retry-after']).toBe('1');
      expect(errorOf(refused).code).toBe('SERVER_BUSY');
      expect((await fetch(`${base}/t/whoami`)).status).toBe(200);
      // Once the holders are cut off (body_timeout_ms), bodies are received again.
      await Promise.all(holders.map(answerAndClose));
      const after = await fetch(`${base}/t/echo/4`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"again":true}',
      });
      expect(after.status).toBe(200);
    } finally {
      stop();
    }
  }, 30_000);
});

describe('requests per client address', () => {
  it('answers 429 with Retry-After past concurrency_per_client_limit, and serves the client again after', async () => {
    const { base } = await engineWith('{ port: 0, concurrency_per_client_limit: 2 }');
    const held = [fetch(`${base}/t/hold?ms=1500`), fetch(`${base}/t/hold?ms=1500`)];
    await new Promise((resolve) => setTimeout(resolve, 500));
    const refused = await fetch(`${base}/t/whoami`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_REQUESTS');
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200]);
    expect((await fetch(`${base}/t/whoami`)).status).toBe(200);
  }, 30_000);
});
