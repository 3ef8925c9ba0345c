import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../src/logger.js';
import type { Transport, TransportFactory } from '../src/transport/transport.js';
import { DEFAULT_ENGINE_URL, registerWorker, resolveEngineUrl, type Worker } from '../src/worker.js';

const saved = process.env.SVC_URL;
const workers: Worker[] = [];
afterEach(async () => {
  if (saved === undefined) delete process.env.SVC_URL;
  else process.env.SVC_URL = saved;
  await Promise.all(workers.splice(0).map((w) => w.shutdown()));
});

/** A transport factory that records the URLs it is asked for and never connects. */
function recordingTransport(urls: string[]): TransportFactory {
  return (url, events) => {
    urls.push(url);
    const transport: Transport = {
      send: () => false,
      close: () => setImmediate(() => events.onClose(1000, '')),
      terminate: () => undefined,
    };
    return transport;
  };
}

describe('resolveEngineUrl', () => {
  it('prefers the argument, then SVC_URL, then the default', () => {
    process.env.SVC_URL = 'ws://from-env:1';
    expect(resolveEngineUrl('ws://arg:2')).toBe('ws://arg:2');
    expect(resolveEngineUrl()).toBe('ws://from-env:1');
    delete process.env.SVC_URL;
    expect(resolveEngineUrl()).toBe(DEFAULT_ENGINE_URL);
    expect(DEFAULT_ENGINE_URL).toBe('ws://localhost:49134');
  });
});

describe('registerWorker', () => {
  it('connects to the resolved URL, with or without a URL argument', async () => {
    const urls: string[] = [];
    process.env.SVC_URL = 'ws://from-env:1';
    const options = { worker_name: 'w', logger: silentLogger, transport: recordingTransport(urls) };
    workers.push(registerWorker(options), registerWorker('ws://arg:2', options), registerWorker(undefined, options));
    expect(workers[0]?.connectionState).toBe('connecting');
    // The connection starts once telemetry has loaded.
    await vi.waitFor(() => expect(urls).toEqual(['ws://from-env:1', 'ws://arg:2', 'ws://from-env:1']));
    expect(workers[0]?.name).toBe('w');
  });

  it('refuses a URL that is not ws:// or wss://', () => {
    expect(() => registerWorker('http://localhost:49134', { logger: silentLogger })).toThrow(
      expect.objectContaining({ code: 'invalid_url' }),
    );
    expect(() => registerWorker('not a url', { logger: silentLogger })).toThrow(
      expect.objectContaining({ code: 'invalid_url' }),
    );
  });

  it('refuses empty and duplicate function ids at the call site', () => {
    const w = registerWorker('ws://127.0.0.1:1', {
      worker_name: 'w',
      logger: silentLogger,
      transport: recordingTransport([]),
    });
    workers.push(w);
    w.registerFunction('a::b', () => 1);
    expect(() => w.registerFunction('', () => 1)).toThrow(
      expect.objectContaining({ name: 'RegistrationError', code: 'invalid_id' }),
    );
    expect(() => w.registerFunction('a::b', () => 1)).toThrow(expect.objectContaining({ code: 'already_registered' }));
  });

  it('shutdown() is idempotent and leaves the worker closed', async () => {
    const w = registerWorker('ws://127.0.0.1:1', {
      worker_name: 'w',
      logger: silentLogger,
      transport: recordingTransport([]),
    });
    const first = w.shutdown();
    expect(w.shutdown()).toBe(first);
    await first;
    expect(w.connectionState).toBe('closed');
  });
});
