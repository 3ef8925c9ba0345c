/**
 * The console's cluster-wide trace tree: each engine's half of a trace (as its
 * `engine::traces::tree` answers it) merged into one tree by span id.
 */
import type { JsonValue } from '@svc/protocol';
import { describe, expect, it } from 'vitest';
import { clusterListing, clusterTree, TRACES } from '../../src/modules/console-api/cluster.js';
import type { ClusterView } from '../../src/modules/host.js';

/** Nanoseconds since the epoch, past 2^53: other engines' answers hold them as raw JSON. */
const raw = (JSON as unknown as { rawJSON(text: string): JsonValue }).rawJSON;
const ns = (n: number) => raw(`17639800000000000${String(n).padStart(2, '0')}`);

const span = (id: string, parent: string | undefined, start: number, end = start + 5, name = id) => ({
  trace_id: 't',
  span_id: id,
  ...(parent === undefined ? {} : { parent_span_id: parent }),
  name,
  start_time_unix_nano: ns(start),
  end_time_unix_nano: end === 0 ? 0 : ns(end),
  children: [] as JsonValue[],
});

/** A cluster whose other engines answer `answers`, by engine. */
const view = (answers: Record<string, JsonValue>): ClusterView => ({
  engineId: 'here',
  members: () => new Map(),
  fanOut: async () => Object.entries(answers).map(([engine, result]) => ({ engine, result })),
});

describe('clusterTree', () => {
  it("nests the spans other engines hold under this engine's, and under each other's", async () => {
    // Here: the caller's span (a root) with a child; engine b: the span of running it, whose parent is here.
    // Start times differ only past the 16th digit, which a double cannot tell apart.
    const mine = span('a', 'outside', 10);
    mine.children.push(span('a2', 'a', 30));
    const theirs = span('b', 'a', 20);
    theirs.children.push(span('b2', 'b', 25));
    const call = async () => ({ roots: [mine], storage: { kind: 'memory' } }) as unknown as JsonValue;
    const tree = (await clusterTree(
      'engine::traces::tree',
      { trace_id: 't' },
      view({ b: { roots: [theirs] } }),
      call,
    )) as {
      roots: { span_id: string; children: { span_id: string; children: { span_id: string }[] }[] }[];
      storage: unknown;
    };
    expect(tree.storage).toEqual({ kind: 'memory' });
    expect(tree.roots.map((r) => r.span_id)).toEqual(['a']);
    expect(tree.roots[0]!.children.map((c) => c.span_id)).toEqual(['b', 'a2']);
    expect(tree.roots[0]!.children[0]!.children.map((c) => c.span_id)).toEqual(['b2']);
  });

  it('takes a span two engines hold once, the ended one over one in progress', async () => {
    const pending = span('x', undefined, 10, 0, 'pending');
    const ended = span('x', undefined, 10, 50, 'ended');
    const call = async () => ({ roots: [pending] }) as unknown as JsonValue;
    const tree = (await clusterTree('f', {}, view({ b: { roots: [ended] }, c: { roots: [] } }), call)) as {
      roots: { name: string }[];
    };
    expect(tree.roots.map((r) => r.name)).toEqual(['ended']);
  });
});

describe('clusterListing', () => {
  it("sorts the engines' spans by start time to the nanosecond", async () => {
    const row = (id: string, start: number) => {
      const { children: _, ...rest } = span(id, undefined, start);
      return rest;
    };
    const call = async () => ({ spans: [row('here-1', 10), row('here-2', 30)], total: 2 }) as unknown as JsonValue;
    const page = (await clusterListing(
      TRACES,
      'engine::traces::list',
      { sort_order: 'desc' },
      view({ b: { spans: [row('b-1', 20)], total: 1 } }),
      call,
    )) as { spans: { span_id: string }[]; total: number };
    expect(page.spans.map((s) => s.span_id)).toEqual(['here-2', 'b-1', 'here-1']);
    expect(page.total).toBe(3);
  });
});
