import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { type CaseFile, type ExchangeCase, loadCases } from '../src/cases.js';
import { outsideProfile, profilesOf } from '../src/profiles.js';
import { runEngineMode } from '../src/runner.js';

const engineCases = loadCases().files.flatMap((file) =>
  file.entries
    .filter((e): e is ExchangeCase => e.kind === 'exchange' && e.mode === 'engine')
    .map((e) => ({ id: `${file.name}: ${e.description}`, exchange: e })),
);
const find = (start: string) => engineCases.find((c) => c.id.startsWith(start))!.exchange;

describe('engine profiles', () => {
  it('the differences seen on the reference engine are outside its profiles and inside svc', () => {
    const differences = [
      'engine/quirks: an invokefunction without data is delivered',
      "engine/errors: a handler's error reaches the caller unchanged",
      "engine/builtins: engine::register_trigger returns the provider's refusal",
      'engine/frames: a text frame that is not valid UTF-8 closes the connection with 1007',
      'engine/keepalive: each ping gets its own pong',
      'engine/connection: registrations interleaved with calls',
    ];
    // svc-reject and svc-takeover are svc's engine in another duplicate_functions mode: svc's features too.
    for (const id of differences) expect(profilesOf(find(id)), id).toEqual(['svc', 'svc-reject', 'svc-takeover']);
  });

  it('a second live registration: last writer wins in 0.22 and svc-takeover, refused at HEAD and in svc', () => {
    const lastWriter = find('engine/registration: when a second connection registers the same id');
    const refused = find('engine/registration: when a second live connection registers the same id');
    expect(profilesOf(lastWriter)).toEqual(['svc-takeover', 'reference-0.22']);
    expect(outsideProfile(lastWriter, 'reference-head')).toBe('not in profile reference-head');
    expect(outsideProfile(lastWriter, 'svc')).toBe('not in profile svc');
    expect(profilesOf(refused)).toEqual(['svc', 'svc-reject', 'reference-head']);
  });

  it('a case needing a feature of svc names it when run for a reference profile', () => {
    expect(outsideProfile(find('engine/quirks: a void invokefunction without data'), 'reference-0.22')).toBe(
      'requires svc, not in profile reference-0.22',
    );
  });
});

describe('engine-mode connections start as the SDKs do', () => {
  it('engine::workers::register goes first, or right after a reattach; never twice', async () => {
    const server = createServer();
    const wss = new WebSocketServer({ server });
    const seen: string[][] = [];
    wss.on('connection', (ws) => {
      const frames: string[] = [];
      seen.push(frames);
      ws.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as { type: string; function_id?: string };
        frames.push(frame.function_id ?? frame.type);
        if (frame.type === 'ping') ws.send('{"type":"pong"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const exchange = (description: string, first: object): ExchangeCase => ({
      kind: 'exchange',
      description,
      mode: 'engine',
      steps: [
        { op: 'connect', on: 'a' },
        { op: 'send', on: 'a', frame: first },
        { op: 'send', on: 'a', frame: { type: 'ping' } },
        { op: 'expect', on: 'a', frame: { type: 'pong' } },
      ],
    });
    const file: CaseFile = {
      path: 'engine/opening.json',
      name: 'engine/opening',
      entries: [
        exchange('a registration', { type: 'registerfunction', id: 'f' }),
        exchange('a reattach', {
          type: 'reattach',
          previous_worker_id: '8c2b6a57-40a4-4bd1-9e0a-5f2f3c1d7b90',
          reattach_token: '8c2b6a57-40a4-4bd1-9e0a-5f2f3c1d7b91',
        }),
        exchange('its own register call', {
          type: 'invokefunction',
          function_id: 'engine::workers::register',
          data: { name: 'mine' },
          action: { type: 'void' },
        }),
      ],
    };
    try {
      const results = await runEngineMode([file], url);
      expect(results.map((r) => [r.status, r.message])).toEqual([
        ['passed', undefined],
        ['passed', undefined],
        ['passed', undefined],
      ]);
      expect(seen).toEqual([
        ['engine::workers::register', 'registerfunction', 'ping'],
        ['reattach', 'engine::workers::register', 'ping'],
        ['engine::workers::register', 'ping'],
      ]);
    } finally {
      wss.close();
      server.close();
    }
  });
});
