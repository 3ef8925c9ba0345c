/**
 * The console API's routes: each a thin shim over one function, called through the host, whose
 * answer is the response body (with the same filters and pagination as the function). The table
 * is the documentation's too: engine/src/modules/console-api/README.md lists it.
 */
import type { JsonValue } from '@svc/protocol';
import { Contracts } from '../contracts.js';
import type { ClusterView } from '../host.js';
import { clusterListing, clusterTree, type Listing, LOGS, TRACES } from './cluster.js';
import { ConsoleFailure, checked } from './reply.js';

/** The console's input validators, imported at the first request that needs one. */
export const consoleContracts = new Contracts(() => import('@svc/protocol/validators/contracts/console'));
const streamContracts = new Contracts(() => import('@svc/protocol/validators/contracts/stream'));

/** State scope of the Flow page's saved layouts, as the reference console keeps them. */
export const FLOW_CONFIG_SCOPE = '__console.flowConfigs';

/** Positions one saved flow layout may hold. */
const MAX_FLOW_NODES = 5000;

/** A flow id from the path: letters, digits, `.`, `_` and `-`, else a 400. */
function flowId(params: Record<string, string>): string {
  const id = params.flow_id ?? '';
  if (!/^[\p{L}\p{N}._-]{1,200}$/u.test(id))
    throw new ConsoleFailure(400, 'bad_request', `invalid flow id "${id}": use letters, digits, ".", "_" or "-"`);
  return id;
}

/** What a route handler is given. */
export interface RouteContext {
  /** Path parameters, percent-decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body (`{}` when empty). */
  body(): Promise<JsonValue>;
  /** Calls a function; a failure becomes the response (503 with the module's name when it is not registered). */
  call(functionId: string, input: JsonValue, timeoutMs?: number): Promise<JsonValue>;
  /** The cluster this engine is part of, if any: queries of what each engine keeps go to all of them. */
  cluster?: ClusterView | undefined;
}

/** How a cluster-wide route merges this engine's answer with the others' (`cluster.ts`). */
type Merge = (
  functionId: string,
  input: Record<string, JsonValue>,
  view: ClusterView,
  call: RouteContext['call'],
) => Promise<JsonValue>;

/** A POST answered by what each engine of a cluster keeps for itself, merged over the cluster. */
const clusterWide = (path: string, functionId: string, merge: Merge): Route => ({
  method: 'POST',
  path,
  run: async ({ body, call, cluster }) => {
    const input = await body();
    if (!cluster || typeof input !== 'object' || input === null || Array.isArray(input)) return call(functionId, input);
    return merge(functionId, input as Record<string, JsonValue>, cluster, call);
  },
});

/** Merges the pages of a listing (`engine::traces::list`, `engine::logs::list`). */
const pages =
  (listing: Listing): Merge =>
  (...args) =>
    clusterListing(listing, ...args);

/** One route: method, path with `:name` parameters, and what it answers. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  run(context: RouteContext): Promise<JsonValue>;
}

/** Query parameters given, as a function input: booleans for `true`/`false`, numbers for digits. */
function queryInput(query: URLSearchParams, names: readonly string[]): Record<string, JsonValue> {
  const input: Record<string, JsonValue> = {};
  for (const name of names) {
    const value = query.get(name);
    if (value === null) continue;
    input[name] = value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value;
  }
  return input;
}

/** A GET answered by `functionId` with the named query parameters as its input. */
const listing = (path: string, functionId: string, names: readonly string[] = []): Route => ({
  method: 'GET',
  path,
  run: ({ query, call }) => call(functionId, queryInput(query, names)),
});

/** A POST whose body is the function's input as it is. */
const passBody = (path: string, functionId: string): Route => ({
  method: 'POST',
  path,
  run: async ({ body, call }) => call(functionId, await body()),
});

/**
 * What the console shows for a binding: `active`, `error` (its provider refused it) or `inactive`
 * (nobody provides its type).
 */
function consoleStatus(trigger: { status?: string; reason?: string }): 'active' | 'error' | 'inactive' {
  if (trigger.status !== 'parked') return 'active';
  return trigger.reason?.includes('refused') ? 'error' : 'inactive';
}

/** Every route of `/_console`. */
export const ROUTES: readonly Route[] = [
  {
    method: 'GET',
    path: '/status',
    run: async ({ call }) => {
      const [workers, functions] = (await Promise.all([
        call('engine::workers::list', {}),
        call('engine::functions::list', { include_internal: true }),
      ])) as { workers?: unknown[]; functions?: unknown[] }[];
      return {
        status: 'running',
        workers: workers?.workers?.length ?? 0,
        functions: functions?.functions?.length ?? 0,
      };
    },
  },
  listing('/workers', 'engine::workers::list', ['search', 'runtime', 'status']),
  {
    method: 'GET',
    path: '/workers/:name',
    run: ({ params, call }) => call('engine::workers::info', { name: params.name! }),
  },
  listing('/functions', 'engine::functions::list', ['include_internal', 'search', 'prefix', 'worker']),
  {
    method: 'GET',
    path: '/functions/:function_id',
    run: ({ params, call }) => call('engine::functions::info', { function_id: params.function_id! }),
  },
  listing('/trigger-types', 'engine::triggers::list', ['include_internal', 'search', 'prefix', 'worker']),
  {
    method: 'GET',
    path: '/triggers',
    run: async ({ query, call }) => {
      const names = ['include_internal', 'search', 'trigger_type', 'function_id', 'worker'];
      const listed = (await call('engine::registered-triggers::list', queryInput(query, names))) as {
        registered_triggers?: { status?: string; reason?: string }[];
      };
      const triggers = (listed?.registered_triggers ?? []).map((t) => ({ ...t, console_status: consoleStatus(t) }));
      return { triggers } as JsonValue;
    },
  },
  {
    method: 'GET',
    path: '/triggers/:id',
    run: ({ params, call }) => call('engine::registered-triggers::info', { id: params.id! }),
  },
  // State: groups, a page of real keys with their values, one entry, and writes.
  {
    method: 'GET',
    path: '/states/groups',
    run: async ({ call }) => {
      const { groups = [] } = ((await call('state::list_groups', {})) ?? {}) as { groups?: string[] };
      return { groups: groups.map((id) => ({ id })), count: groups.length };
    },
  },
  {
    method: 'POST',
    path: '/states/group',
    run: async ({ body, call }) =>
      call('state::list_keys', checked((await consoleContracts.load()).validateConsoleStateItemsInput, await body())),
  },
  {
    method: 'GET',
    path: '/states/:scope/item/:key',
    run: ({ params, call }) => call('state::get', { scope: params.scope!, key: params.key! }),
  },
  {
    method: 'POST',
    path: '/states/:scope/item',
    run: async ({ params, body, call }) => {
      const item = checked((await consoleContracts.load()).validateConsoleStateItemInput, await body());
      const value = item.value !== undefined ? item.value : (item.data ?? null);
      return call('state::set', { scope: params.scope!, key: item.key, value });
    },
  },
  {
    method: 'DELETE',
    path: '/states/:scope/item/:key',
    run: ({ params, call }) => call('state::delete', { scope: params.scope!, key: params.key! }),
  },
  // Streams: the list (system streams marked), groups, items, and custom events.
  {
    method: 'GET',
    path: '/streams/list',
    run: ({ call }) => call('stream::list_all', { include_system: true }, 10_000),
  },
  {
    method: 'GET',
    path: '/streams/:stream/groups',
    run: ({ params, call }) => call('stream::list_groups', { stream_name: params.stream! }),
  },
  {
    method: 'GET',
    path: '/streams/:stream/groups/:group',
    run: ({ params, call }) => call('stream::list', { stream_name: params.stream!, group_id: params.group! }),
  },
  {
    method: 'GET',
    path: '/streams/:stream/groups/:group/items',
    run: ({ params, query, call }) =>
      call('stream::list_items', {
        stream_name: params.stream!,
        group_id: params.group!,
        ...queryInput(query, ['prefix', 'cursor', 'limit']),
      }),
  },
  {
    method: 'POST',
    path: '/streams/send',
    run: async ({ body, call }) =>
      call('stream::send', checked((await streamContracts.load()).validateStreamSendInput, await body())),
  },
  // Events and cron.
  {
    method: 'POST',
    path: '/emit',
    run: async ({ body, call }) => {
      const { topic, data } = checked((await consoleContracts.load()).validateConsoleEmitInput, await body());
      return call('publish', { topic, data: data ?? null });
    },
  },
  {
    method: 'POST',
    path: '/cron/trigger',
    run: async ({ body, call }) => {
      const { trigger_id } = checked((await consoleContracts.load()).validateConsoleCronTriggerInput, await body());
      return call('cron::trigger_now', { trigger_id }, 30_000);
    },
  },
  // Queues and dead letters.
  listing('/queues', 'engine::queue::list_topics'),
  {
    method: 'GET',
    path: '/queues/:topic',
    run: ({ params, call }) => call('engine::queue::topic_stats', { topic: params.topic! }),
  },
  listing('/dlq', 'engine::queue::dlq_topics'),
  {
    method: 'POST',
    path: '/dlq/:topic/messages',
    run: async ({ params, body, call }) => {
      const { offset = 0, limit = 50 } = checked(
        (await consoleContracts.load()).validateConsolePageInput,
        await body(),
      );
      return call('engine::queue::dlq_messages', { topic: params.topic!, offset, limit });
    },
  },
  {
    method: 'POST',
    path: '/dlq/:topic/redrive',
    run: ({ params, call }) => call('iii::queue::redrive', { queue: params.topic! }, 30_000),
  },
  {
    method: 'POST',
    path: '/dlq/:topic/messages/:id/redrive',
    run: ({ params, call }) =>
      call('iii::queue::redrive_message', { queue: params.topic!, message_id: params.id! }, 30_000),
  },
  {
    method: 'DELETE',
    path: '/dlq/:topic/messages/:id/discard',
    run: ({ params, call }) =>
      call('iii::queue::discard_message', { queue: params.topic!, message_id: params.id! }, 30_000),
  },
  // Observability: traces, logs and metrics, with the functions' own filters in the body.
  clusterWide('/otel/traces', 'engine::traces::list', pages(TRACES)),
  clusterWide('/otel/traces/tree', 'engine::traces::tree', clusterTree),
  passBody('/otel/traces/group_by', 'engine::traces::group_by'),
  passBody('/otel/traces/flow', 'engine::traces::flow'),
  // The Flow page's layout: positions and zoom, in the state store.
  {
    method: 'GET',
    path: '/flows/config/:flow_id',
    run: async ({ params, call }) => {
      const id = flowId(params);
      const saved = await call('state::get', { scope: FLOW_CONFIG_SCOPE, key: id });
      return saved ?? { id, config: {} };
    },
  },
  {
    method: 'POST',
    path: '/flows/config/:flow_id',
    run: async ({ params, body, call }) => {
      const id = flowId(params);
      const value = { ...checked((await consoleContracts.load()).validateConsoleFlowConfig, await body()), id };
      if (Object.keys(value.config).length > MAX_FLOW_NODES)
        throw new ConsoleFailure(400, 'bad_request', `a flow layout holds at most ${MAX_FLOW_NODES} positions`);
      await call('state::set', { scope: FLOW_CONFIG_SCOPE, key: id, value: value as unknown as JsonValue });
      return value as unknown as JsonValue;
    },
  },
  passBody('/otel/traces/clear', 'engine::traces::clear'),
  clusterWide('/otel/logs', 'engine::logs::list', pages(LOGS)),
  passBody('/otel/logs/clear', 'engine::logs::clear'),
  passBody('/metrics/detailed', 'engine::metrics::list'),
];
