/**
 * svc-observability against a real engine with real iii-sdk workers (OpenTelemetry on, as their
 * users run them): an HTTP request and a chain of calls across workers each make one trace with
 * the right parents, worker logs carry its trace id, and the query functions filter and page.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, startEngineProcess } from '../process.js';
import { type Caller, caller, runFixture } from '../state/harness.js';
import { until } from './until.js';

type Span = {
  trace_id: string;
  start_time_unix_nano: number;
  end_time_unix_nano: number;
  span_id: string;
  parent_span_id?: string;
  name: string;
  status: string;
  service_name: string;
  attributes: [string, string][];
  pending?: boolean;
  children: Span[];
};

const PYTHON = fileURLToPath(new URL('../../../.venv/bin/python', import.meta.url));
const PY_CHAIN = fileURLToPath(new URL('../fixtures/iii-otel-chain.py', import.meta.url));

const started: ChildProcess[] = [];
let engine: EngineProcess;
let c: Caller;

const flatten = (spans: Span[]): Span[] => spans.flatMap((span) => [span, ...flatten(span.children)]);
const attr = (span: Span, key: string) => span.attributes.find((pair) => pair[0] === key)?.[1];

beforeAll(async () => {
  // The embedded default config: svc-observability with the memory exporter and sampling 1.0.
  engine = await startEngineProcess();
  c = await caller(engine.url);
  const ready = [
    runFixture(started, 'iii-otel-chain.mjs', engine.url, 'a', 'chain::b', 'obs/chain'),
    runFixture(started, 'iii-otel-chain.mjs', engine.url, 'b', 'chain::c'),
    runFixture(started, 'iii-otel-chain.mjs', engine.url, 'c'),
    runFixture(started, 'iii-otel-chain.mjs', engine.url, 'x', 'chain::py'),
  ];
  const python = spawn(PYTHON, [PY_CHAIN, engine.url, 'py', 'chain::c'], { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(python);
  let pythonOut = '';
  python.stdout!.on('data', (d: Buffer) => (pythonOut += d.toString()));
  ready.push({ output: () => pythonOut, exited: Promise.resolve('') });
  await until(
    async () => ready.every((worker) => worker.output().includes('ready')),
    (ok) => ok,
  );
  for (const id of ['chain::c', 'chain::py'])
    await until(
      () => c.call(id, {}),
      (frame) => !frame.error,
    );
}, 30_000);

afterAll(async () => {
  c?.close();
  for (const child of started) child.kill();
  await engine?.kill();
});

describe('a call chain across iii-sdk workers', () => {
  it('is one trace: engine span → SDK span → engine span … with logs carrying its trace id', async () => {
    const frame = await c.call('chain::a', { n: 1 });
    expect(frame.result).toEqual({ status_code: 200, body: ['a', 'b', 'c'] });
    const listed = await until(
      () =>
        c.result<{ spans: Span[] }>('engine::traces::list', {
          name: 'chain::a',
          attributes: [['function_id', 'chain::a']],
        }),
      (out) => out.spans.length > 0,
    );
    const traceId = listed.spans.at(-1)!.trace_id;
    const tree = await until(
      () => c.result<{ roots: Span[] }>('engine::traces::tree', { trace_id: traceId }),
      (out) => flatten(out.roots).filter((span) => span.name.startsWith('execute chain::')).length === 3,
    );
    expect(tree.roots).toHaveLength(1);
    const spans = flatten(tree.roots);
    const engineSpans = spans.filter((span) => span.service_name === 'svc');
    expect(engineSpans.map((span) => span.name)).toEqual(['chain::a', 'chain::b', 'chain::c']);
    expect(tree.roots[0]!.name).toBe('chain::a');
    // Each engine span's parent is the calling worker's handler span, whose parent is the engine span before it.
    const byId = new Map(spans.map((span) => [span.span_id, span]));
    for (const [i, name] of ['chain::b', 'chain::c'].entries()) {
      const span = engineSpans.find((s) => s.name === name)!;
      const sdkParent = byId.get(span.parent_span_id!)!;
      expect(sdkParent.name).toBe(`execute chain::${'ab'[i]}`);
      expect(byId.get(sdkParent.parent_span_id!)!.name).toBe(`chain::${'ab'[i]}`);
    }
    // Engine spans are timed finer than the millisecond, as the SDKs' spans are.
    const durations = engineSpans.map((span) => span.end_time_unix_nano - span.start_time_unix_nano);
    expect(durations.some((ns) => ns % 1_000_000 !== 0)).toBe(true);
    for (const span of engineSpans) {
      expect(span.status).toBe('ok');
      expect(attr(span, 'svc.worker.name')).toBe(`chain-${span.name.slice(-1)}`);
      expect(attr(span, 'svc.invocation.id')).toBeTruthy();
    }
    const logs = await until(
      () =>
        c.result<{ logs: { body: string; trace_id?: string; service_name: string }[] }>('engine::logs::list', {
          trace_id: traceId,
        }),
      (out) => out.logs.length === 3,
    );
    expect(logs.logs.map((log) => log.body).sort()).toEqual(['step a', 'step b', 'step c']);
    expect(new Set(logs.logs.map((log) => log.service_name))).toEqual(new Set(['chain-a', 'chain-b', 'chain-c']));
  }, 40_000);
});

describe('a call chain TS → Python → TS', () => {
  it('is one trace whose spans come from the engine and both SDKs', async () => {
    const frame = await c.call('chain::x', {});
    expect(frame.result).toEqual(['x', 'py', 'c']);
    const listed = await until(
      () => c.result<{ spans: Span[] }>('engine::traces::list', { name: 'chain::x' }),
      (out) => out.spans.length > 0,
    );
    const traceId = listed.spans[0]!.trace_id;
    const tree = await until(
      () => c.result<{ roots: Span[] }>('engine::traces::tree', { trace_id: traceId }),
      (out) => new Set(flatten(out.roots).map((span) => span.service_name)).size === 4,
    );
    expect(tree.roots).toHaveLength(1);
    const spans = flatten(tree.roots);
    expect(new Set(spans.map((span) => span.service_name))).toEqual(new Set(['svc', 'chain-x', 'chain-py', 'chain-c']));
    const byId = new Map(spans.map((span) => [span.span_id, span]));
    const enginePy = spans.find((span) => span.service_name === 'svc' && span.name === 'chain::py')!;
    expect(byId.get(enginePy.parent_span_id!)!.service_name).toBe('chain-x');
    const pythonSpans = spans.filter((span) => span.service_name === 'chain-py');
    expect(pythonSpans.some((span) => span.parent_span_id === enginePy.span_id)).toBe(true);
    const engineC = spans.find((span) => span.service_name === 'svc' && span.name === 'chain::c')!;
    expect(byId.get(engineC.parent_span_id!)!.service_name).toBe('chain-py');
    const logs = await until(
      () => c.result<{ logs: { body: string }[] }>('engine::logs::list', { trace_id: traceId }),
      (out) => out.logs.length === 3,
    );
    expect(logs.logs.map((log) => log.body).sort()).toEqual(['step c', 'step py', 'step x']);
  }, 40_000);
});

describe('an HTTP request', () => {
  it('makes a server span that is the parent of the function span, in the caller’s trace', async () => {
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const response = await fetch(`${engine.listeners.http}/obs/chain`, {
      headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(['a', 'b', 'c']);
    const tree = await until(
      () => c.result<{ roots: Span[] }>('engine::traces::tree', { trace_id: traceId }),
      (out) => flatten(out.roots).length >= 7,
    );
    const server = flatten(tree.roots).find((span) => span.name === 'GET obs/chain')!;
    expect(server.parent_span_id).toBe('b7ad6b7169203331');
    expect(attr(server, 'http.response.status_code')).toBe('200');
    expect(server.children.map((span) => span.name)).toEqual(['chain::a']);
    expect(attr(server.children[0]!, 'svc.trigger.type')).toBe('http');
  }, 40_000);
});

describe('engine::traces::list', () => {
  it('filters, sorts and pages, with the total counted before the page', async () => {
    for (let i = 0; i < 5; i++) await c.result('state::set', { scope: 'obs', key: `k${i}`, value: i });
    await c.call('state::get', { scope: 'obs' });
    const all = await c.result<{ spans: Span[]; total: number }>('engine::traces::list', {
      name: 'state::set',
      sort_by: 'start_time',
      sort_order: 'desc',
      limit: 2,
      offset: 1,
    });
    expect(all.total).toBe(5);
    expect(all.spans.map((span) => attr(span, 'svc.state.key'))).toEqual(['k3', 'k2']);
    const keyed = await c.result<{ spans: Span[]; total: number }>('engine::traces::list', {
      attributes: [
        ['svc.state.scope', 'obs'],
        ['svc.state.key', 'k4'],
      ],
    });
    expect(keyed.spans.map((span) => span.name)).toEqual(['state::set']);
    const failed = await c.result<{ spans: Span[] }>('engine::traces::list', { status: 'error', name: 'state::' });
    expect(failed.spans.map((span) => span.name)).toEqual(['state::get']);
    const excluded = await c.result<{ total: number }>('engine::traces::list', {
      name: 'state::set',
      exclude_attributes: [['svc.state.key', 'k0']],
    });
    expect(excluded.total).toBe(4);
    const hidden = await c.result<{ total: number }>('engine::traces::list', { name: 'engine::traces::list' });
    expect(hidden.total).toBe(0);
    const shown = await c.result<{ total: number }>('engine::traces::list', {
      name: 'engine::traces::list',
      include_internal: true,
    });
    expect(shown.total).toBeGreaterThan(0);
    const bad = await c.call('engine::traces::list', { limit: 'ten' });
    expect((bad.error as { code: string }).code).toBe('deserialization_error');
  });

  it('groups spans by an attribute', async () => {
    const out = await c.result<{ groups: { value: string; span_count: number }[] }>('engine::traces::group_by', {
      attribute: 'svc.state.scope',
    });
    expect(out.groups.find((group) => group.value === 'obs')?.span_count).toBeGreaterThanOrEqual(5);
  });
});

describe('engine::metrics::list', () => {
  it('counts invocations by function and outcome, and workers', async () => {
    const out = await c.result<{
      engine_metrics: {
        invocations: { total: number; error: number; by_function: Record<string, number> };
        workers: { active: number };
        performance: { p50_duration_ms: number; p99_duration_ms: number };
      };
    }>('engine::metrics::list', {});
    expect(out.engine_metrics.invocations.by_function['state::set']).toBeGreaterThanOrEqual(5);
    expect(out.engine_metrics.invocations.error).toBeGreaterThanOrEqual(1);
    expect(out.engine_metrics.workers.active).toBeGreaterThanOrEqual(4);
    expect(out.engine_metrics.performance.p99_duration_ms).toBeGreaterThanOrEqual(
      out.engine_metrics.performance.p50_duration_ms,
    );
  });
});
