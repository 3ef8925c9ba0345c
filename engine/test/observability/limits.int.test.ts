/**
 * svc-observability's bounds and outputs against real engine processes: trace context on the
 * frames a worker receives, sampling, `/otel` floods and malformed frames, caps and truncation,
 * OTLP/HTTP export to a loopback collector and to one that is down, `GET /_metrics` read by a
 * Prometheus text parser, and the `log` and `trace` trigger types.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import parsePrometheus from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type EngineProcess, type RawClient, rawClient, startEngineProcess, writeConfig } from '../process.js';
import { freePort } from '../state/harness.js';
import { until } from './until.js';

type Frame = Record<string, unknown>;
type PromFamily = { name: string; metrics: { value?: string; labels?: Record<string, string> }[] };

const engines: EngineProcess[] = [];
const clients: RawClient[] = [];
let collector: Server;
/** OTLP/JSON bodies the loopback collector received, by path. */
const received: Frame[] = [];
const receivedLogs: Frame[] = [];
const receivedMetrics: Frame[] = [];

/** An engine with svc-observability configured by `settings` (YAML lines under `config:`). */
async function engineWith(settings: string): Promise<EngineProcess> {
  const config = writeConfig(`workers:
  - name: svc-bridge
    config: { host: 127.0.0.1, port: 0 }
  - name: svc-http
    config: { host: 127.0.0.1, port: 0 }
  - name: svc-state
  - name: svc-observability
    config:
${settings
  .trim()
  .split('\n')
  .map((line) => `      ${line.trim()}`)
  .join('\n')}
`);
  const engine = await startEngineProcess(['--config', config]);
  engines.push(engine);
  return engine;
}

async function client(engine: EngineProcess): Promise<RawClient> {
  const c = await rawClient(engine.url);
  clients.push(c);
  return c;
}

/** Waits until `c` sees function `id` registered. */
const registered = (c: RawClient, id: string) =>
  until(
    () => result<{ functions: { function_id: string }[] }>(c, 'engine::functions::list', {}),
    (out) => out.functions.some((fn) => fn.function_id === id),
  );

async function result<T = Frame>(c: RawClient, functionId: string, data: unknown): Promise<T> {
  const frame = await c.call(functionId, data);
  if (frame.error) throw new Error(`${functionId}: ${JSON.stringify(frame.error)}`);
  return frame.result as T;
}

/** Opens `/otel` as an SDK does and sends `frames` (prefix + body). */
async function sendTelemetry(engine: EngineProcess, frames: (Buffer | string)[]): Promise<WebSocket> {
  const ws = new WebSocket(`${engine.url}/otel`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  for (const frame of frames) ws.send(frame);
  return ws;
}

const otlp = (prefix: string, doc: unknown) => Buffer.concat([Buffer.from(prefix), Buffer.from(JSON.stringify(doc))]);
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
const resource = (service: string) => ({ attributes: [{ key: 'service.name', value: { stringValue: service } }] });
const spansDoc = (service: string, spans: Frame[]) => ({
  resourceSpans: [{ resource: resource(service), scopeSpans: [{ scope: { name: 't' }, spans }] }],
});
const logsDoc = (service: string, logRecords: Frame[]) => ({
  resourceLogs: [{ resource: resource(service), scopeLogs: [{ scope: { name: 't' }, logRecords }] }],
});

async function scrape(engine: EngineProcess): Promise<Map<string, PromFamily>> {
  const response = await fetch(`${engine.listeners.http}/_metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  const families = parsePrometheus(await response.text()) as PromFamily[];
  return new Map(families.map((family) => [family.name, family]));
}
const sampleOf = (families: Map<string, PromFamily>, name: string) =>
  Number(families.get(name)?.metrics[0]?.value ?? NaN);

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') received.push(JSON.parse(body) as Frame);
      if (req.url === '/v1/logs') receivedLogs.push(JSON.parse(body) as Frame);
      if (req.url === '/v1/metrics') receivedMetrics.push(JSON.parse(body) as Frame);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const c of clients) c.close();
  await Promise.all(engines.map((engine) => engine.kill()));
  collector?.close();
});

describe('trace context on invokefunction', () => {
  it('gives the target a child of the caller’s traceparent, or a new sampled trace, and baggage as sent', async () => {
    const engine = await engineWith('exporter: memory');
    const worker = await client(engine);
    worker.send({ type: 'registerfunction', id: 'ctx::f' });
    const caller = await client(engine);
    await registered(caller, 'ctx::f');
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    caller.send({
      type: 'invokefunction',
      invocation_id: 'with-parent',
      function_id: 'ctx::f',
      data: {},
      traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
      baggage: 'user=42',
    });
    caller.send({ type: 'invokefunction', invocation_id: 'no-parent', function_id: 'ctx::f', data: {} });
    const child = await worker.next((f) => f.type === 'invokefunction' && f.invocation_id === 'with-parent');
    const fresh = await worker.next((f) => f.type === 'invokefunction' && f.invocation_id === 'no-parent');
    const [, childTrace, childSpan, childFlags] = String(child.traceparent).split('-');
    expect(childTrace).toBe(traceId);
    expect(childSpan).not.toBe('00f067aa0ba902b7');
    expect(childFlags).toBe('01');
    expect(child.baggage).toBe('user=42');
    expect(String(fresh.traceparent)).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    // The engine's span for the call is pending until the worker answers.
    const pending = await result<{ spans: Frame[] }>(caller, 'engine::traces::list', { trace_id: traceId });
    expect(pending.spans).toMatchObject([
      { span_id: childSpan, parent_span_id: '00f067aa0ba902b7', pending: true, end_time_unix_nano: 0 },
    ]);
    worker.send({
      type: 'invocationresult',
      invocation_id: 'with-parent',
      function_id: 'ctx::f',
      error: { code: 'boom', message: 'it broke' },
    });
    const done = await until(
      () => result<{ spans: Frame[] }>(caller, 'engine::traces::list', { trace_id: traceId }),
      (out) => out.spans[0]?.pending === undefined,
    );
    expect(done.spans[0]).toMatchObject({ status: 'error', status_description: 'it broke' });
    expect(done.spans[0]!.attributes).toContainEqual(['error.code', 'boom']);
  });

  it('puts what a built-in function starts (a state trigger’s fire) in its trace, as a child of its span', async () => {
    const engine = await engineWith('exporter: memory');
    const worker = await client(engine);
    worker.send({ type: 'registerfunction', id: 'ctx::watch' });
    worker.send({
      type: 'registertrigger',
      id: 'w',
      trigger_type: 'state',
      function_id: 'ctx::watch',
      config: { scope: 'traced' },
    });
    await until(
      () => result<{ registered_triggers: Frame[] }>(worker, 'engine::registered-triggers::list', {}),
      (out) => out.registered_triggers.length === 1,
    );
    const caller = await client(engine);
    const traceId = '5bf92f3577b34da6a3ce929d0e0e4736';
    caller.send({
      type: 'invokefunction',
      invocation_id: 'set',
      function_id: 'state::set',
      data: { scope: 'traced', key: 'k', value: 1 },
      traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
    });
    const fire = await worker.next((f) => f.type === 'invokefunction' && f.function_id === 'ctx::watch');
    expect(String(fire.traceparent)).toContain(`00-${traceId}-`);
    worker.send({
      type: 'invocationresult',
      invocation_id: fire.invocation_id,
      function_id: 'ctx::watch',
      result: null,
    });
    type Node = { name: string; children: Node[] };
    const tree = await until(
      () => result<{ roots: Node[] }>(caller, 'engine::traces::tree', { trace_id: traceId }),
      (out) => out.roots[0]?.children.length === 1,
    );
    expect(tree.roots.map((span) => span.name)).toEqual(['state::set']);
    expect(tree.roots[0]!.children.map((span) => span.name)).toEqual(['ctx::watch']);
  });

  it('with sampling_ratio 0 marks new traces unsampled and keeps none of their spans', async () => {
    const engine = await engineWith('sampling_ratio: 0');
    const worker = await client(engine);
    worker.send({ type: 'registerfunction', id: 'ctx::g' });
    const caller = await client(engine);
    await registered(caller, 'ctx::g');
    caller.send({ type: 'invokefunction', invocation_id: 'u', function_id: 'ctx::g', data: {} });
    const frame = await worker.next((f) => f.type === 'invokefunction' && f.invocation_id === 'u');
    expect(String(frame.traceparent)).toMatch(/-00$/);
    worker.send({ type: 'invocationresult', invocation_id: 'u', function_id: 'ctx::g', result: 1 });
    await caller.next((f) => f.type === 'invocationresult' && f.invocation_id === 'u');
    await result(caller, 'state::set', { scope: 's', key: 'k', value: 1 });
    const listed = await result<{ total: number }>(caller, 'engine::traces::list', { include_internal: true });
    expect(listed.total).toBe(0);
  });
});

describe('/otel ingestion', () => {
  let engine: EngineProcess;
  let caller: RawClient;

  beforeAll(async () => {
    engine = await engineWith(`
      memory_max_spans: 20
      logs_max_count: 10
      max_attribute_length: 64`);
    caller = await client(engine);
  });

  it('drops malformed frames, counts them, and keeps the socket open for the next ones', async () => {
    const ws = await sendTelemetry(engine, [
      Buffer.from('OTLP{not json'),
      Buffer.from('LOGS[]'),
      Buffer.from('XXXX{}'),
      otlp(
        'LOGS',
        logsDoc('after-garbage', [
          {
            timeUnixNano: String(Date.now() * 1e6),
            severityNumber: 9,
            severityText: 'INFO',
            body: { stringValue: 'still here' },
          },
        ]),
      ),
    ]);
    const logs = await until(
      () => result<{ logs: Frame[] }>(caller, 'engine::logs::list', { service_name: 'after-garbage' }),
      (out) => out.logs.length === 1,
    );
    expect(logs.logs[0]).toMatchObject({ body: 'still here', severity_number: 9 });
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.close();
    const families = await scrape(engine);
    expect(sampleOf(families, 'svc_otel_frames_malformed_total')).toBe(3);
  });

  it('keeps at most memory_max_spans spans, oldest out first, and cuts huge values with a marker', async () => {
    const now = Date.now() * 1e6;
    const spans = Array.from({ length: 100 }, (_, i) => ({
      traceId: hex(i + 1, 32),
      spanId: hex(i + 1, 16),
      name: `flood-${i}`,
      kind: 2,
      startTimeUnixNano: String(now + i * 1000),
      endTimeUnixNano: String(now + i * 1000 + 500),
      status: { code: 1 },
      attributes: [{ key: 'big', value: { stringValue: 'x'.repeat(10_000) } }],
    }));
    const ws = await sendTelemetry(engine, [otlp('OTLP', spansDoc('flood', spans))]);
    const out = await until(
      () =>
        result<{ spans: { name: string; attributes: string[][] }[]; total: number; storage: Frame }>(
          caller,
          'engine::traces::list',
          { service_name: 'flood', limit: 1000 },
        ),
      (o) => o.spans.some((span) => span.name === 'flood-99'),
    );
    ws.close();
    expect(out.total).toBeLessThanOrEqual(20);
    expect(out.spans.map((span) => span.name)).toContain('flood-99');
    expect(out.spans.map((span) => span.name)).not.toContain('flood-0');
    expect(out.storage).toMatchObject({ max: 20 });
    expect(Number(out.storage.evicted)).toBeGreaterThanOrEqual(80);
    const big = out.spans[0]!.attributes.find((pair) => pair[0] === 'big')![1]!;
    expect(big).toBe(`${'x'.repeat(64)}…[truncated 9936 chars]`);
  });

  it('keeps at most logs_max_count log records, newest first, with filters and pagination', async () => {
    const now = Date.now();
    const records = Array.from({ length: 30 }, (_, i) => ({
      timeUnixNano: String((now + i) * 1e6),
      severityNumber: i % 2 === 0 ? 9 : 17,
      severityText: i % 2 === 0 ? 'INFO' : 'ERROR',
      body: { stringValue: `line ${i}` },
      traceId: hex(7, 32),
      spanId: hex(i + 1, 16),
      attributes: [{ key: 'n', value: { intValue: String(i) } }],
    }));
    const ws = await sendTelemetry(engine, [otlp('LOGS', logsDoc('logger', records))]);
    const all = await until(
      () =>
        result<{ logs: { body: string }[]; total: number; services: Record<string, number> }>(
          caller,
          'engine::logs::list',
          { service_name: 'logger' },
        ),
      (out) => out.logs.some((log) => log.body === 'line 29'),
    );
    ws.close();
    expect(all.total).toBe(10);
    expect(all.logs.map((log) => log.body)).toEqual(Array.from({ length: 10 }, (_, i) => `line ${29 - i}`));
    const errors = await result<{ logs: { body: string }[]; total: number }>(caller, 'engine::logs::list', {
      service_name: 'logger',
      severity_min: 17,
      offset: 1,
      limit: 2,
    });
    expect(errors.total).toBe(5);
    expect(errors.logs.map((log) => log.body)).toEqual(['line 27', 'line 25']);
    const bySpan = await result<{ logs: { body: string }[] }>(caller, 'engine::logs::list', { span_id: hex(25, 16) });
    expect(bySpan.logs.map((log) => log.body)).toEqual(['line 24']);
    const text = await result<{ total: number }>(caller, 'engine::logs::list', {
      search: 'LINE 2',
      severity_text: 'info',
    });
    expect(text.total).toBe(5);
    const cleared = await result<{ cleared: number }>(caller, 'engine::logs::clear', {});
    expect(cleared.cleared).toBeGreaterThanOrEqual(10);
    expect((await result<{ total: number }>(caller, 'engine::logs::list', {})).total).toBe(0);
  });
});

describe('export and metrics', () => {
  it('exports the engine’s spans and the workers’ log records and metrics to an OTLP/HTTP collector', async () => {
    const url = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    const engine = await engineWith(`
      exporter: both
      logs_exporter: both
      metrics_exporter: both
      endpoint: ${url}
      export_interval_ms: 100`);
    const c = await client(engine);
    await result(c, 'state::set', { scope: 'exp', key: 'k', value: 1 });
    const spans = () =>
      received.flatMap((doc) =>
        (doc.resourceSpans as Frame[]).flatMap((rs) => (rs.scopeSpans as Frame[]).flatMap((ss) => ss.spans as Frame[])),
      );
    await until(
      async () => spans(),
      (all) => all.some((span) => span.name === 'state::set'),
    );
    const span = spans().find((s) => s.name === 'state::set')!;
    expect(span.attributes).toContainEqual({ key: 'svc.state.scope', value: { stringValue: 'exp' } });
    expect(String(span.traceId)).toMatch(/^[0-9a-f]{32}$/);
    const now = String(Date.now() * 1e6);
    const record = { timeUnixNano: now, severityNumber: 17, severityText: 'ERROR', body: { stringValue: 'exported' } };
    const ws = await sendTelemetry(engine, [otlp('LOGS', logsDoc('exp-worker', [record]))]);
    const logs = () =>
      receivedLogs.flatMap((doc) =>
        (doc.resourceLogs as Frame[]).flatMap((rl) =>
          (rl.scopeLogs as Frame[]).flatMap((sl) =>
            (sl.logRecords as Frame[]).map((log) => ({ ...log, resource: rl.resource })),
          ),
        ),
      );
    await until(
      async () => logs(),
      (all) => all.length > 0,
    );
    const point = { timeUnixNano: now, asDouble: 42.5, attributes: [{ key: 'pool', value: { stringValue: 'db' } }] };
    const metricsDoc = {
      resourceMetrics: [
        {
          resource: resource('exp-worker'),
          scopeMetrics: [
            {
              metrics: [
                { name: 'pool.size', unit: '1', gauge: { dataPoints: [point] } },
                { name: 'calls', sum: { aggregationTemporality: 2, isMonotonic: true, dataPoints: [point] } },
              ],
            },
          ],
        },
      ],
    };
    ws.send(otlp('MTRC', metricsDoc));
    const metrics = () =>
      receivedMetrics.flatMap((doc) =>
        (doc.resourceMetrics as Frame[]).flatMap((rm) =>
          (rm.scopeMetrics as Frame[]).flatMap((sm) => sm.metrics as Frame[]),
        ),
      );
    await until(
      async () => metrics(),
      (all) => all.length >= 2,
    );
    expect(metrics().find((m) => m.name === 'pool.size')).toMatchObject({
      unit: '1',
      gauge: { dataPoints: [{ asDouble: 42.5, attributes: [{ key: 'pool', value: { stringValue: 'db' } }] }] },
    });
    expect(metrics().find((m) => m.name === 'calls')).toMatchObject({ sum: { isMonotonic: true } });
    ws.close();
    expect(logs()[0]).toMatchObject({
      severityText: 'ERROR',
      body: { stringValue: 'exported' },
      resource: { attributes: [{ key: 'service.name', value: { stringValue: 'exp-worker' } }] },
    });
  });

  it('with the collector down, calls still succeed and failed exports are counted', async () => {
    const down = await freePort();
    const engine = await engineWith(`
      exporter: otlp
      endpoint: http://127.0.0.1:${down}
      export_interval_ms: 50
      export_timeout_ms: 500
      export_max_queue_size: 10`);
    const c = await client(engine);
    for (let i = 0; i < 200; i++) await result(c, 'state::set', { scope: 'down', key: `k${i}`, value: i });
    const families = await until(
      () => scrape(engine),
      (f) => sampleOf(f, 'svc_otlp_export_failed_total') > 0 && sampleOf(f, 'svc_otlp_export_dropped_total') > 0,
    );
    expect(sampleOf(families, 'svc_otlp_export_failed_total')).toBeGreaterThan(0);
    expect(sampleOf(families, 'svc_otlp_export_dropped_total')).toBeGreaterThan(0);
    const memory = await c.call('engine::traces::list', {});
    expect((memory.error as { code: string }).code).toBe('memory_exporter_not_enabled');
  });

  it('serves GET /_metrics in the Prometheus text format', async () => {
    const engine = await engineWith('exporter: memory');
    const c = await client(engine);
    await result(c, 'state::set', { scope: 'm', key: 'k', value: 1 });
    await c.call('state::update', { scope: 'm' });
    const families = await scrape(engine);
    const invocations = families.get('svc_invocations_total')!;
    expect(invocations.metrics).toContainEqual({ labels: { function_id: 'state::set', outcome: 'ok' }, value: '1' });
    expect(invocations.metrics).toContainEqual({
      labels: { function_id: 'state::update', outcome: 'deserialization_error' },
      value: '1',
    });
    expect(families.get('svc_state_operations_total')!.metrics).toContainEqual({
      labels: { operation: 'set', outcome: 'ok' },
      value: '1',
    });
    expect(families.get('svc_invocation_duration_seconds')).toBeDefined();
    expect(sampleOf(families, 'svc_workers_connected')).toBeGreaterThanOrEqual(1);
  });
});

describe('trigger types', () => {
  it('fires `log` with each stored record at or above its level, and `trace` with new trace ids', async () => {
    const engine = await engineWith('exporter: memory');
    const worker = await client(engine);
    worker.send({ type: 'registerfunction', id: 'watch::logs' });
    worker.send({ type: 'registerfunction', id: 'watch::traces' });
    worker.send({
      type: 'registertrigger',
      id: 'l',
      trigger_type: 'log',
      function_id: 'watch::logs',
      config: { level: 'warn' },
    });
    worker.send({ type: 'registertrigger', id: 't', trigger_type: 'trace', function_id: 'watch::traces', config: {} });
    await until(
      () => result<{ registered_triggers: Frame[] }>(worker, 'engine::registered-triggers::list', {}),
      (out) => out.registered_triggers.length === 2,
    );
    const now = String(Date.now() * 1e6);
    const ws = await sendTelemetry(engine, [
      otlp(
        'LOGS',
        logsDoc('w', [
          { timeUnixNano: now, severityNumber: 9, severityText: 'INFO', body: { stringValue: 'quiet' } },
          { timeUnixNano: now, severityNumber: 13, severityText: 'WARN', body: { stringValue: 'loud' } },
        ]),
      ),
      otlp(
        'OTLP',
        spansDoc('w', [
          { traceId: hex(99, 32), spanId: hex(1, 16), name: 'x', startTimeUnixNano: now, endTimeUnixNano: now },
        ]),
      ),
    ]);
    const logFire = await worker.next((f) => f.type === 'invokefunction' && f.function_id === 'watch::logs', 10_000);
    expect(logFire.data).toMatchObject({ body: 'loud', severity_text: 'WARN' });
    // The consumer logs in the fire's trace (an SDK does, from the traceparent): that does not fire it again.
    const [, fireTrace] = String(logFire.traceparent).split('-');
    ws.send(
      otlp(
        'LOGS',
        logsDoc('w', [
          {
            timeUnixNano: now,
            severityNumber: 17,
            severityText: 'ERROR',
            body: { stringValue: 'echo' },
            traceId: fireTrace,
          },
        ]),
      ),
    );
    const traceFire = await worker.next(
      (f) => f.type === 'invokefunction' && f.function_id === 'watch::traces',
      10_000,
    );
    expect((traceFire.data as { trace_ids: string[] }).trace_ids).toContain(hex(99, 32));
    ws.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(worker.frames.filter((f) => f.type === 'invokefunction' && f.function_id === 'watch::logs')).toHaveLength(1);
  }, 20_000);
});
