import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, RawClient, startEngineProcess, writeConfig } from '../process.js';
import { type Caller, caller, runFixture } from '../state/harness.js';
import { join, streamClient, streamUrl } from './harness.js';

describe('svc-stream with an auth function and join, leave and change triggers of a real worker', () => {
  let engine: EngineProcess;
  let c: Caller;
  let gate: ReturnType<typeof runFixture>;
  const started: ChildProcess[] = [];
  const until = async (check: () => boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`${what} did not happen; the worker printed:\n${gate.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  beforeAll(async () => {
    const config = writeConfig(
      'workers:\n  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0 }\n' +
        '  - name: svc-stream\n    config: { port: 0, auth_function: gate::auth }\n',
    );
    engine = await startEngineProcess(['--config', config]);
    c = await caller(engine.url);
    gate = runFixture(started, 'stream-gatekeeper.mjs', engine.url);
    await until(() => gate.output().includes('ready'), 'the worker start');
    // Its three bindings are in place once each is listed active.
    for (;;) {
      const listed = await c.result<{ registered_triggers: { function_id: string; status: string }[] }>(
        'engine::registered-triggers::list',
        {},
      );
      if (listed.registered_triggers.filter((t) => t.function_id.startsWith('gate::')).length === 3) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }, 30_000);
  afterAll(async () => {
    for (const child of started) child.kill();
    c?.close();
    await engine?.kill();
  });

  it('refuses the upgrade (401) when the auth function fails', async () => {
    const refused = new RawClient(streamUrl(engine));
    await expect(refused.opened).rejects.toThrow(/401/);
  });

  it('hands the auth context to join handlers; a join answered {unauthorized: true} gets `unauthorized`', async () => {
    const client = await streamClient(`${streamUrl(engine)}/live?token=ok`);
    client.send(join('open-1', 'guarded', 'open'));
    await client.next((f) => f.groupId === 'open' && (f.event as { type: string }).type === 'sync');
    client.send(join('secret-1', 'guarded', 'secret'));
    const refused = await client.next((f) => f.groupId === 'secret');
    expect(refused).toMatchObject({ type: 'stream', streamName: 'guarded', event: { type: 'unauthorized' } });
    expect(gate.output()).toContain(
      'join {"subscription_id":"open-1","stream_name":"guarded","group_id":"open",' +
        '"context":{"user":"ada","path":"/live"}}',
    );
    // The refused subscription gets nothing; the open one gets changes, which fire the `stream` trigger too.
    await c.result('stream::set', { stream_name: 'guarded', group_id: 'secret', item_id: 'x', data: 1 });
    await c.result('stream::set', { stream_name: 'guarded', group_id: 'open', item_id: 'y', data: 2 });
    await client.next((f) => f.groupId === 'open' && (f.event as { type: string }).type === 'create');
    expect(client.frames.filter((f) => f.groupId === 'secret')).toHaveLength(1);
    await until(() => gate.output().includes('changed {"type":"stream"'), 'the stream trigger');
    expect(gate.output()).toContain('"groupId":"open","id":"y","event":{"type":"create","data":2}');
    expect(gate.output()).not.toContain('"groupId":"secret","event"');
    // Closing the socket leaves its subscriptions: the leave handler hears of it.
    client.close();
    await until(() => gate.output().includes('leave {"subscription_id":"open-1"'), 'the leave trigger');
  });
});
