/**
 * The spans an svc-sdk worker sends on `/otel` (batches of up to 512, kept by the engine as the
 * frames they came in) read back through the query functions: every one counted, each under the
 * engine's span of its invocation with the fields the worker set.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, startEngineProcess } from '../process.js';
import { type Caller, caller, runFixture } from '../state/harness.js';
import { until } from './until.js';

type Span = {
  trace_id: string;
  span_id: string;
  parent_span_id?: string;
  name: string;
  kind?: string;
  status: string;
  service_name: string;
  start_time_unix_nano: number;
  end_time_unix_nano: number;
  instrumentation_scope_name?: string;
  attributes: [string, string][];
  children: Span[];
};

const started: ChildProcess[] = [];
let engine: EngineProcess;
let c: Caller;
const attr = (span: Span, key: string) => span.attributes.find((pair) => pair[0] === key)?.[1];

beforeAll(async () => {
  engine = await startEngineProcess();
  c = await caller(engine.url);
  const worker = runFixture(started, 'sdk-worker.mjs', engine.url, 'math');
  await until(
    async () => worker.output(),
    (out) => out.includes('ready'),
  );
}, 30_000);

afterAll(async () => {
  c?.close();
  for (const child of started) child.kill();
  await engine?.kill();
});

describe("an svc-sdk worker's own spans", () => {
  it('are all stored, each the child of the engine span of its invocation, as the worker made it', async () => {
    let calls = 0;
    const add = async (a: number) => {
      const frame = await c.call('math::add', { a, b: 1 });
      if (!frame.error) calls++;
      return frame;
    };
    await until(
      () => add(0),
      (frame) => !frame.error,
    );
    // More than one batch of the worker's exporter (512 spans).
    for (let i = 0; i < 700; i += 50) await Promise.all(Array.from({ length: 50 }, (_, k) => add(i + k)));
    const count = async () => {
      const out = await c.result<{ groups: { value: string; span_count: number }[] }>('engine::traces::group_by', {
        attribute: 'svc.function.id',
      });
      return out.groups.find((group) => group.value === 'math::add')?.span_count ?? 0;
    };
    expect(await until(count, (n) => n >= calls)).toBe(calls);

    const { spans } = await c.result<{ spans: Span[] }>('engine::traces::list', {
      attributes: [['function_id', 'math::add']],
      limit: 1,
    });
    const { roots } = await c.result<{ roots: Span[] }>('engine::traces::tree', { trace_id: spans[0]!.trace_id });
    expect(roots).toHaveLength(1);
    const [call] = roots;
    expect(call!.children).toHaveLength(1);
    const own = call!.children[0]!;
    expect(own).toMatchObject({
      trace_id: call!.trace_id,
      parent_span_id: call!.span_id,
      name: 'math::add',
      kind: 'server',
      status: 'unset',
      service_name: 'math',
      instrumentation_scope_name: 'svc-sdk',
    });
    expect(own.span_id).toMatch(/^[0-9a-f]{16}$/);
    expect(attr(own, 'svc.function.id')).toBe('math::add');
    expect(attr(own, 'svc.worker.name')).toBe('math');
    expect(attr(own, 'svc.invocation.id')).toBe(attr(call!, 'svc.invocation.id'));
    expect(own.start_time_unix_nano).toBeGreaterThanOrEqual(call!.start_time_unix_nano - 5e6);
    expect(own.end_time_unix_nano).toBeGreaterThanOrEqual(own.start_time_unix_nano);
  }, 60_000);
});
