/**
 * Floods on one connection do not starve the others: a bystander's calls keep completing while
 * other connections flood calls without a reply and malformed frames, and the flooding
 * connections are closed with the documented codes (4002, 4003). Latency figures are printed,
 * not asserted: timing belongs in bench/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, Peer, rssBytes, sampleRss, startFixture, until, mib, type Fixture } from './bridge/peers.js';
import { startEngineProcess, type EngineProcess } from './process.js';

let engine: EngineProcess;
let responders: Fixture[];
beforeAll(async () => {
  // Default bridge settings: the limits under test are the documented defaults.
  engine = await startEngineProcess([], { SVC_LOG_LEVEL: 'warn' });
  // The bystander's worker, and the worker the void calls go to: a flood aimed at the bystander's
  // own worker would load that worker, which no engine can help.
  responders = [
    startFixture(fixture('responder.mjs'), [engine.url, 'echo::it']),
    startFixture(fixture('responder.mjs'), [engine.url, 'sink::void']),
  ];
  for (const responder of responders)
    await until(() => responder.output().includes('ready'), 10_000, 'a responder did not start');
});
afterAll(async () => {
  for (const responder of responders) responder.child.kill('SIGKILL');
  await engine.kill();
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

describe('floods on one connection', () => {
  it('leave a bystander’s calls completing, and end in close 4002 (void) and 4003 (malformed frames)', async () => {
    const bystander = await Peer.connect(engine.url);
    await bystander.waitForFunction('echo::it');
    await bystander.waitForFunction('sink::void');
    const calls = async (ms: number) => {
      const latencies: number[] = [];
      const results = [];
      const end = Date.now() + ms;
      while (Date.now() < end) {
        const started = performance.now();
        results.push(await bystander.call('echo::it', { n: latencies.length }));
        latencies.push(performance.now() - started);
      }
      return { latencies: latencies.sort((a, b) => a - b), results };
    };
    const quiet = await calls(1000);
    const rssBefore = rssBytes(engine.child.pid!);
    const rss = sampleRss(engine.child.pid!);
    const seconds = 6;
    const flooders = [
      startFixture(fixture('flooder.mjs'), [engine.url, 'void', String(seconds)]),
      startFixture(fixture('flooder.mjs'), [engine.url, 'malformed', String(seconds)]),
    ];
    const flooded = await calls(seconds * 1000);
    await Promise.all(flooders.map((f) => f.exited));
    rss.stop();
    const [voids, malformed] = flooders.map((f) => JSON.parse(f.output().trim().split('\n').at(-1)!)) as {
      sent: number;
      closes: number[];
    }[];
    console.log(
      JSON.stringify({
        bystander_quiet: {
          calls: quiet.latencies.length,
          p50_ms: percentile(quiet.latencies, 0.5),
          p99_ms: percentile(quiet.latencies, 0.99),
        },
        bystander_flooded: {
          calls: flooded.latencies.length,
          p50_ms: percentile(flooded.latencies, 0.5),
          p99_ms: percentile(flooded.latencies, 0.99),
          max_ms: flooded.latencies.at(-1),
        },
        void_flood: { sent: voids!.sent, connections_closed: voids!.closes.length, codes: [...new Set(voids!.closes)] },
        malformed_flood: {
          sent: malformed!.sent,
          connections_closed: malformed!.closes.length,
          codes: [...new Set(malformed!.closes)],
        },
        engine_rss: { before: mib(rssBefore), peak: mib(rss.peak()) },
      }),
    );
    expect(flooded.results.length).toBeGreaterThan(0);
    for (const result of flooded.results) expect(result.error).toBeUndefined();
    expect(voids!.closes.length).toBeGreaterThan(0);
    expect(new Set(voids!.closes)).toEqual(new Set([4002]));
    expect(malformed!.closes.length).toBeGreaterThan(0);
    expect(new Set(malformed!.closes)).toEqual(new Set([4003]));
    bystander.close();
  }, 60_000);
});
