/**
 * The console's traces and logs in a cluster: each engine keeps its own in memory, so a console
 * attached to any engine asks every engine and merges the answers into one page, in the order the
 * query asked for, as one engine with all the rows would answer it.
 */
import type { JsonValue } from '@svc/protocol';
import type { ClusterView } from '../host.js';

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

const byKey =
  (key: (row: Row) => JsonValue | undefined, descending: boolean) =>
  (a: Row, b: Row): number => {
    const x = key(a) as number | string;
    const y = key(b) as number | string;
    const order = x < y ? -1 : x > y ? 1 : 0;
    return descending ? -order : order;
  };

const durationOf = (span: Row) => Number(span.end_time_unix_nano ?? 0) - Number(span.start_time_unix_nano ?? 0);

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
          : (span: Row) => span.start_time_unix_nano;
    return byKey(key, input.sort_order === 'desc');
  },
};

/** `engine::logs::list`'s order: newest first. */
export const LOGS: Listing = { rows: 'logs', compare: () => byKey((log) => log.timestamp_unix_nano, true) };

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
