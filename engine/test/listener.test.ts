/**
 * `listenOn`, how every listener of the engine starts: an IPv4 address is bound before `listen`,
 * anything else listens as Node does; either way the server accepts connections at the address it
 * reports, and a port in use fails with the error `listen(port, host)` has always given.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOn } from '../src/listener.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server answering `ok`, closed after the test. */
function server(): Server {
  const made = createServer((_req, res) => res.end('ok'));
  servers.push(made);
  return made;
}

/** What `server` answers at the address it reports. */
async function answer(listening: Server): Promise<string> {
  const { address, family, port } = listening.address() as AddressInfo;
  const host = family === 'IPv6' ? `[${address}]` : address;
  return (await fetch(`http://${host}:${port}/`)).text();
}

describe('listenOn', () => {
  it.each(['127.0.0.1', 'localhost', '0.0.0.0'])('listens on %s and accepts connections there', async (host) => {
    const listening = server();
    await listenOn(listening, 0, host);
    expect(listening.listening).toBe(true);
    expect((listening.address() as AddressInfo).port).toBeGreaterThan(0);
    expect(await answer(listening)).toBe('ok');
  });

  it('fails on a port in use with the error of listen, and can listen again after', async () => {
    const first = server();
    await listenOn(first, 0, '127.0.0.1');
    const { port } = first.address() as AddressInfo;
    const second = server();
    const failed = await listenOn(second, port, '127.0.0.1').catch((error: NodeJS.ErrnoException) => error);
    expect(failed).toMatchObject({
      code: 'EADDRINUSE',
      syscall: 'listen',
      address: '127.0.0.1',
      port,
      message: `listen EADDRINUSE: address already in use 127.0.0.1:${port}`,
    });
    expect(second.listening).toBe(false);
    await listenOn(second, 0, '127.0.0.1');
    expect(await answer(second)).toBe('ok');
  });
});
