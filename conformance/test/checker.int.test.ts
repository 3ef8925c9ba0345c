import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { runChecker } from './matrix.js';

const lastLine = (text: string) => text.trim().split('\n').at(-1);

describe('svc-conformance fails what does not conform', () => {
  it('a worker whose echo breaks the contract: ' +
    'FAIL lines with the conversation and the worker output, exit 1', async () => {
    const run = await runChecker([
      'worker',
      '--grep',
      'worker/invocation: an object payload',
      '--',
      process.execPath,
      'conformance/test/fixtures/wrong-echo.mjs',
    ]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('FAIL  worker/invocation: an object payload comes back unchanged, with null metadata');
    expect(run.stdout).toMatch(/nothing arrived within \d+ ms matching .*"invocationresult"/);
    expect(run.stdout).toContain('/result is {"a":1,"nested":{"list":[1,"two",null,true]}}, expected exactly');
    expect(run.stdout).toContain('conversation (→ sent by the checker, ← received):');
    expect(run.stdout).toContain('wrong-echo: up');
    expect(lastLine(run.stdout)).toBe('0 passed, 1 failed');
  }, 60_000);

  it('a JUnit report of the same run holds the failure', async () => {
    const run = await runChecker([
      'worker',
      '--report',
      'junit',
      '--grep',
      'worker/invocation: a null payload',
      '--',
      process.execPath,
      'conformance/test/fixtures/wrong-echo.mjs',
    ]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^<\?xml/);
    expect(run.stdout).toContain('<testsuite name="svc-conformance worker: ');
    expect(run.stdout).toMatch(/tests="1" failures="1"/);
    expect(run.stdout).toContain(
      '<testcase classname="worker/invocation.json" name="a null payload comes back as null"',
    );
    expect(run.stdout).toContain('<failure message="step ');
  }, 60_000);

  it('an engine whose first frame breaks its schema fails the connection case', async () => {
    const server = createServer();
    const wss = new WebSocketServer({ server });
    wss.on('connection', (ws) => ws.send(JSON.stringify({ type: 'workerregistered', reattach_token: 'no worker id' })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const run = await runChecker(['engine', '--url', url, '--grep', "engine/connection: the engine's first frame"]);
      expect(run.status).toBe(1);
      expect(run.stdout).toContain(
        "a received a frame that is not a valid workerregistered: / must have required property 'worker_id'",
      );
      expect(lastLine(run.stdout)).toBe('0 passed, 1 failed');
    } finally {
      wss.close();
      server.close();
    }
  }, 60_000);

  it('refuses to run without a worker command, or with broken arguments, with status 2', async () => {
    expect((await runChecker(['worker'])).stderr).toContain('give the worker command after --');
    const badSkip = await runChecker(['engine', '--url', 'ws://127.0.0.1:1', '--skip', 'queues']);
    expect(badSkip.status).toBe(2);
    expect(badSkip.stderr).toContain(
      '--skip: unknown feature "queues" (known: svc, state, pubsub, cron, queue, stream, console)',
    );
  });

  it('reports an engine that cannot be reached as a failed case, not a crash', async () => {
    const run = await runChecker(['engine', '--url', 'ws://127.0.0.1:9', '--grep', 'engine/connection: a JSON ping']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('cannot connect to ws://127.0.0.1:9');
  });
});
