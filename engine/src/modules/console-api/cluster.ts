/**
 * The console's traces and logs in a cluster: each engine keeps its own in memory, so a console
 * attached to any engine asks every engine and merges the answers into one page, in the order the
 * query asked for, as one engine with all the rows would answer it. A trace's tree is merged the
 * same way: a call that crossed engines left spans on each of them.
 */
import type { JsonValue } from '@svc/protocol';
import type { ClusterView } from '../host.js';
import { nestSpans } from '../observability/queries.js';

/** Longest wait for the other engines' answers; an engine that is slower is left out of the page. */
const FAN_OUT_TIMEOUT_MS = 5000;
/** The most rows a listing function returns in one page. */
const MAX_PAGE = 1000;

type Row = Record<string, JsonValue>;
type Page = Record<string, JsonValue> & { total?: number };

/** How one listing's rows are merged: the field holding them and their order. */
export interface Listing {
  rows: 'spans' | 'logs';
  compare(input: Row): (a: Row, b: Row) => number;
}

/**
 * A time in nanoseconds as an exact integer: the other engines' answers keep integers past 2^53
 * as raw JSON (`core/exact-json.ts`), which neither `<` nor `Number()` can read.
 */
const nanos = (value: JsonValue | undefined): bigint => {
  try {
    return BigInt(JSON.stringify(value ?? 0));
  } catch {
    return 0n;
  }
};

const byKey =
  (key: (row: Row) => JsonValue | bigint | undefined, descending: boolean) =>
  (a: Row, b: Row): number => {
    const x = key(a) as bigint | string;
    const y = key(b) as bigint | string;
    const order = x < y ? -1 : x > y ? 1 : 0;
    return descending ? -order : order;
  };

const durationOf = (span: Row) => nanos(span.end_time_unix_nano) - nanos(span.start_time_unix_nano);

/** `engine::traces::list`'s order: `sort_by` (start time by default), `sort_order`. */
export const TRACES: Listing = {
  rows: 'spans',
  compare: (input) => {
    const by = input.sort_by ?? 'start_time';
    const key =
      by === 'duration' || by === 'duration_ms'
        ? durationOf
        : by === 'service_name' || by === 'name'
          ? (span: Row) => span[by as string]
          : (span: Row) => nanos(span.start_time_unix_nano);
    return byKey(key, input.sort_order === 'desc');
  },
};

/** `engine::logs::list`'s order: newest first. */
export const LOGS: Listing = { rows: 'logs', compare: () => byKey((log) => nanos(log.timestamp_unix_nano), true) };

/**
 * Answers a listing for the whole cluster: `call` asks this engine, `view.fanOut` the others, each
 * for the first `offset + limit` rows; the merged rows are sorted and paged, totals and per-service
 * counts summed.
 */
export async function clusterListing(
  listing: Listing,
  functionId: string,
  input: Row,
  view: ClusterView,
  call: (functionId: string, input: JsonValue) => Promise<JsonValue>,
): Promise<JsonValue> {
  const offset = typeof input.offset === 'number' ? input.offset : 0;
  const limit = typeof input.limit === 'number' ? input.limit : 100;
  const wide = { ...input, offset: 0, limit: Math.min(MAX_PAGE, offset + limit) };
  const [own, others] = await Promise.all([
    call(functionId, wide) as Promise<Page>,
    view.fanOut(functionId, wide, FAN_OUT_TIMEOUT_MS),
  ]);
  const pages = [own, ...others.map((answer) => answer.result as Page)];
  const rows = pages.flatMap((page) => (page[listing.rows] as Row[] | undefined) ?? []);
  rows.sort(listing.compare(input));
  const merged: Page = { ...own, [listing.rows]: rows.slice(offset, offset + limit), offset, limit };
  merged.total = pages.reduce((sum, page) => sum + (typeof page.total === 'number' ? page.total : 0), 0);
  if (own.services && typeof own.services === 'object') {
    const services: Record<string, number> = {};
    for (const page of pages)
      for (const [name, count] of Object.entries((page.services ?? {}) as Record<string, number>))
        services[name] = (services[name] ?? 0) + count;
    merged.services = services;
  }
  return merged;
}

/** A span of a tree answer, with its children. */
type TreeNode = Row & { span_id: string; parent_span_id?: string; children?: TreeNode[] };

/**
 * Answers `engine::traces::tree` for the whole cluster: every engine's spans of the trace, merged
 * by span id (a span two engines hold is taken once, ended rather than in progress) and nested
 * again under their parents, wherever each was recorded.
 */
export async function clusterTree(
  functionId: string,
  input: Row,
  view: ClusterView,
  call: (functionId: string, input: JsonValue) => Promise<JsonValue>,
): Promise<JsonValue> {
  const [own, others] = await Promise.all([
    call(functionId, input) as Promise<Page>,
    view.fanOut(functionId, input, FAN_OUT_TIMEOUT_MS),
  ]);
  const spans = new Map<string, TreeNode>();
  const collect = (nodes: TreeNode[]) => {
    for (const { children, ...span } of nodes) {
      const held = spans.get(span.span_id);
      if (!held || (nanos(held.end_time_unix_nano) === 0n && nanos(span.end_time_unix_nano) !== 0n))
        spans.set(span.span_id, span as TreeNode);
      collect(children ?? []);
    }
  };
  for (const page of [own, ...others.map((answer) => answer.result as Page)])
    collect(Array.isArray(page?.roots) ? (page.roots as TreeNode[]) : []);
  const byStart = (a: TreeNode, b: TreeNode) => {
    const x = nanos(a.start_time_unix_nano);
    const y = nanos(b.start_time_unix_nano);
    return x < y ? -1 : x > y ? 1 : 0;
  };
  return { ...own, roots: nestSpans([...spans.values()], undefined, byStart) as unknown as JsonValue };
}
