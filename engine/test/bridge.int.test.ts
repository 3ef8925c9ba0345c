import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawClient, startEngineProcess, writeConfig, type EngineProcess } from './process.js';

const SMALL = writeConfig(`workers:
  - name: svc-bridge
    config:
      host: 127.0.0.1
      port: 0
      max_message_bytes: 65536
      handshake_timeout_ms: 300
      invocation_timeout_ms: 2000
      shutdown_grace_ms: 1500
`);

let engine: EngineProcess;
beforeAll(async () => {
  engine = await startEngineProcess(['--config', SMALL]);
});
afterAll(async () => {
  await engine.kill();
});

describe('the worker bridge', () => {
  it('carries a call and its result between two connections', async () => {
    const a = await rawClient(engine.url);
    const b = await rawClient(engine.url);
    a.send({ type: 'registerfunction', id: 'echo::it' });
    await new Promise((r) => setTimeout(r, 50));
    const call = b.call('echo::it', { v: 1 }, 'i-echo');
    const received = await a.next((f) => f.type === 'invokefunction' && f.invocation_id === 'i-echo');
    expect(received.data).toEqual({ v: 1, _caller_worker_id: b.frames[0]!.worker_id });
    a.send({ type: 'invocationresult', invocation_id: 'i-echo', function_id: 'echo::it', result: { ok: true } });
    expect(await call).toEqual({
      type: 'invocationresult',
      invocation_id: 'i-echo',
      function_id: 'echo::it',
      result: { ok: true },
    });
    const list = await b.call('engine::functions::list', {});
    expect(list.result).toEqual({ functions: [{ function_id: 'echo::it', worker_name: a.frames[0]!.worker_id }] });
    a.close();
    b.close();
  });

  it('survives malformed and invalid frames and keeps serving the same connection', async () => {
    const a = await rawClient(engine.url);
    for (let i = 0; i < 500; i++) a.send(i % 2 ? '{"type":' : { type: 'registerfunction', id: 7 });
    a.send('   ');
    a.ws.send(Buffer.from('OTLP{"resourceSpans":[]}'));
    const result = await a.call('engine::functions::list', {});
    expect(result.result).toBeDefined();
    a.close();
  });

  it('refuses a call nested 20,000 levels deep with invalid_frame, and the connection keeps working', async () => {
    const a = await rawClient(engine.url);
    const b = await rawClient(engine.url);
    a.send({ type: 'registerfunction', id: 'deep::target' });
    await a.call('engine::functions::list', {});
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    b.send(`{"type":"invokefunction","invocation_id":"i-deep","function_id":"deep::target","data":${deep}}`);
    const refused = await b.next((f) => f.type === 'invocationresult' && f.invocation_id === 'i-deep');
    expect(refused).toMatchObject({
      function_id: 'deep::target',
      error: { code: 'invalid_frame', message: expect.stringContaining('deeper than 512 levels') },
    });
    b.send(`{"type":"registerfunction","id":"deep::meta","metadata":{"m":${deep}}}`);
    const list = await b.call('engine::functions::list', {});
    expect(list.result).toEqual({ functions: [{ function_id: 'deep::target', worker_name: a.frames[0]!.worker_id }] });
    expect(a.frames.filter((f) => f.type === 'invokefunction')).toEqual([]);
    a.close();
    b.close();
  });

  it('closes with 1007 a connection whose text frame is not UTF-8, and reads a binary one leniently', async () => {
    const lenient = await rawClient(engine.url);
    lenient.ws.send(Buffer.from([0x7b, 0xff, 0x7d]), { binary: true });
    lenient.send({ type: 'ping' });
    expect(await lenient.next((f) => f.type === 'pong')).toEqual({ type: 'pong' });
    lenient.close();
    const strict = await rawClient(engine.url);
    strict.ws.send(Buffer.concat([Buffer.from('{"type":"ping","x":"'), Buffer.from([0xff]), Buffer.from('"}')]), {
      binary: false,
    });
    expect(await strict.closed).toBe(1007);
  });

  it('closes a connection that sends a frame over max_message_bytes with 1009, and others keep working', async () => {
    const big = await rawClient(engine.url);
    big.send({ type: 'ping', pad: 'x'.repeat(70_000) });
    expect(await big.closed).toBe(1009);
    const other = await rawClient(engine.url);
    other.send({ type: 'ping' });
    expect(await other.next((f) => f.type === 'pong')).toEqual({ type: 'pong' });
    other.close();
  });

  it('closes a socket that never finishes the upgrade', async () => {
    const { port } = new URL(engine.url);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => {});
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const started = Date.now();
    await new Promise((resolve) => socket.once('close', resolve));
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('accepts the telemetry socket and refuses other paths', async () => {
    const telemetry = new (await import('ws')).default(`${engine.url}/otel`);
    await new Promise((resolve, reject) => {
      telemetry.once('open', resolve);
      telemetry.once('error', reject);
    });
    telemetry.send(Buffer.from('LOGS{}'));
    telemetry.close();
    const other = new (await import('ws')).default(`${engine.url}/nope`);
    const status = await new Promise<number>((resolve) =>
      other.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(404);
  });

  it('answers a caller with invocation_stopped within 1 s when the worker process is killed mid-call', async () => {
    const fixture = fileURLToPath(new URL('./fixtures/hang-on-invoke.mjs', import.meta.url));
    const worker = spawn(process.execPath, [fixture, engine.url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    worker.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    const caller = await rawClient(engine.url);
    await expect.poll(() => out.includes('ready')).toBe(true);
    await expect
      .poll(async () => (await caller.call('engine::functions::list', {})).result)
      .toMatchObject({ functions: [{ function_id: 'hang::forever' }] });
    const call = caller.call('hang::forever', {}, 'i-killed');
    await expect.poll(() => out.includes('invoked i-killed')).toBe(true);
    worker.kill('SIGKILL');
    const killedAt = Date.now();
    const result = await call;
    expect(result.error).toEqual({ code: 'invocation_stopped', message: 'Invocation stopped' });
    expect(Date.now() - killedAt).toBeLessThan(1000);
    caller.close();
  });

  it('processes or refuses any frame and keeps serving other connections (property)', async () => {
    const victim = await rawClient(engine.url);
    const witness = await rawClient(engine.url);
    const validish = fc.oneof(
      fc.record(
        {
          type: fc.constantFrom(
            'invokefunction',
            'registerfunction',
            'registertrigger',
            'invocationresult',
            'reattach',
            'ping',
            'registertriggertype',
            'unregistertrigger',
          ),
          id: fc.option(fc.string()),
          function_id: fc.option(fc.jsonValue()),
          invocation_id: fc.option(fc.oneof(fc.string(), fc.integer())),
          data: fc.option(fc.jsonValue()),
          action: fc.option(fc.jsonValue()),
        },
        { requiredKeys: ['type'] },
      ),
      fc.jsonValue(),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(validish, { maxLength: 20 }), async (frames) => {
        for (const frame of frames) victim.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
        const answer = await witness.call('engine::functions::list', {});
        expect(answer.result).toBeDefined();
      }),
      { numRuns: 60 },
    );
    victim.close();
    witness.close();
  });
});

describe('process lifecycle', () => {
  it('on SIGTERM lets a call finish within the grace period, then exits 0', async () => {
    const own = await startEngineProcess(['--config', SMALL]);
    const worker = await rawClient(own.url);
    const caller = await rawClient(own.url);
    worker.send({ type: 'registerfunction', id: 'slow::ok' });
    await new Promise((r) => setTimeout(r, 50));
    const call = caller.call('slow::ok', {}, 'i-grace');
    await worker.next((f) => f.type === 'invokefunction');
    own.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    worker.send({ type: 'invocationresult', invocation_id: 'i-grace', function_id: 'slow::ok', result: 'done' });
    expect((await call).result).toBe('done');
    expect(await own.exited).toBe(0);
  });

  it('fails calls still running after the grace period with shutting_down', async () => {
    const own = await startEngineProcess(['--config', SMALL]);
    const worker = await rawClient(own.url);
    const caller = await rawClient(own.url);
    worker.send({ type: 'registerfunction', id: 'slow::never' });
    await new Promise((r) => setTimeout(r, 50));
    const call = caller.call('slow::never', {}, 'i-never');
    await worker.next((f) => f.type === 'invokefunction');
    own.child.kill('SIGTERM');
    expect((await call).error).toMatchObject({ code: 'shutting_down' });
    expect(await worker.next((f) => f.type === 'cancelinvocation')).toMatchObject({
      invocation_id: 'i-never',
      reason: { code: 'shutting_down' },
    });
    expect(await own.exited).toBe(0);
  });

  it('refuses a bad config, naming file, line and field, and exits 1', async () => {
    const bad = writeConfig('workers:\n  - name: svc-bridge\n    config:\n      port: eighty\n      colour: blue\n');
    await expect(startEngineProcess(['--config', bad])).rejects.toThrow(/exited with 1/);
    const child = spawn(
      process.execPath,
      [fileURLToPath(new URL('../../cli/bin/svc.js', import.meta.url)), '--config', bad],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    await new Promise((r) => child.once('exit', r));
    expect(err).toContain(`${bad}:4:7: workers[0].config.port: must be integer`);
    expect(err).toContain(`${bad}:5:7: workers[0].config.colour: unknown setting`);
  });

  it('says so when the port is taken', async () => {
    const first = await startEngineProcess();
    const port = new URL(first.url).port;
    await expect(startEngineProcess([], { SVC_PORT: port })).rejects.toThrow(/already in use/);
    await first.kill();
  });
});
