import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, startEngineProcess, writeConfig } from '../process.js';
import { type Caller, caller, runFixture } from '../state/harness.js';

/** Calls `POST /_console/invoke` and answers the status, the body and the `traceresponse` header. */
async function invoke(engine: EngineProcess, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${engine.listeners.http}/_console/invoke`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), trace: response.headers.get('traceresponse') };
}

describe('the console invoke names the trace of its call', () => {
  let engine: EngineProcess;
  let c: Caller;
  const started: ChildProcess[] = [];
  beforeAll(async () => {
    // The default config: svc-observability records every trace.
    engine = await startEngineProcess();
    c = await caller(engine.url);
    const worker = runFixture(started, 'sdk-worker.mjs', engine.url, 'math');
    await c.untilRegistered(['math::add'], () => worker.output());
  }, 30_000);
  afterAll(async () => {
    for (const child of started) child.kill();
    c?.close();
    await engine?.kill();
  });

  type Node = { name: string; children?: Node[] };
  const names = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children ?? [])]);
  /** The span names of a trace's tree, once it holds `wanted`. */
  const spanNames = async (traceId: string, wanted: string): Promise<string[]> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { roots } = await c.result<{ roots: Node[] }>('engine::traces::tree', { trace_id: traceId });
      const found = names(roots);
      if (found.some((name) => name.includes(wanted))) return found;
      if (Date.now() > deadline) throw new Error(`trace ${traceId} holds ${found.join(', ')}, not ${wanted}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('answers a traceresponse header whose trace holds the call', async () => {
    const answer = await invoke(engine, { function_id: 'math::add', payload: { a: 2, b: 3 } });
    expect(answer).toMatchObject({ status: 200, body: { sum: 5 } });
    expect(answer.trace).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const traceId = answer.trace!.split('-')[1]!;
    const spans = await spanNames(traceId, 'math::add');
    expect(spans[0]).toBe('POST /_console/invoke');
  });

  it('names the trace of a failed call too, and joins the trace the caller sent', async () => {
    const failed = await invoke(engine, { function_id: 'math::nope', payload: {} });
    expect(failed).toMatchObject({ status: 404, body: { error: { code: 'function_not_found' } } });
    expect(failed.trace).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const parent = `00-${'ab'.repeat(16)}-${'cd'.repeat(8)}-01`;
    const joined = await invoke(engine, { function_id: 'math::add', payload: { a: 1, b: 1 } }, { traceparent: parent });
    expect(joined.trace?.split('-')[1]).toBe('ab'.repeat(16));
  });

  it('sends no traceresponse when no trace is recorded', async () => {
    const quiet = await startEngineProcess([
      '--config',
      writeConfig(
        'workers:\n  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0 }\n' +
          '  - name: svc-http\n    config: { port: 0 }\n  - name: svc-state\n',
      ),
    ]);
    try {
      const answer = await invoke(quiet, { function_id: 'state::get', payload: { scope: 's', key: 'k' } });
      expect(answer.status).toBe(200);
      expect(answer.trace).toBeNull();
    } finally {
      await quiet.kill();
    }
  });
});
