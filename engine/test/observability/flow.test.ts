/** `engine::traces::flow`'s edges from literal spans: the caller is the nearest function above. */
import type { ObservabilityStoredSpan } from '@svc/protocol';
import { describe, expect, it } from 'vitest';
import { flowEdges } from '../../src/modules/observability/flow.js';
import { SpanStore } from '../../src/modules/observability/records.js';

const span = (
  id: string,
  parent: string | undefined,
  attributes: Record<string, string>,
  startMs = 1000,
): ObservabilityStoredSpan => ({
  trace_id: 't1',
  span_id: id,
  ...(parent ? { parent_span_id: parent } : {}),
  name: attributes.function_id ?? id,
  start_time_unix_nano: startMs * 1e6,
  end_time_unix_nano: (startMs + 1) * 1e6,
  status: 'ok',
  attributes: Object.entries(attributes),
  service_name: 'svc',
  events: [],
  links: [],
});

const storeOf = (...spans: ObservabilityStoredSpan[]) => {
  const store = new SpanStore(100, 0);
  for (const s of spans) store.add(s);
  return store;
};

describe('flowEdges', () => {
  it('links a touching span to the function above it, past SDK spans and a client span of the same call', () => {
    const store = storeOf(
      span('a', undefined, { function_id: 'orders::place' }),
      span('b', 'a', { 'code.function': 'handler' }),
      span('c', 'b', { function_id: 'state::set' }),
      span('d', 'c', { function_id: 'state::set', 'svc.state.scope': 'orders' }, 2000),
      span('e', 'a', { function_id: 'publish', 'svc.event.topic': 'order.placed' }),
    );
    expect(flowEdges(store, {})).toEqual([
      {
        function_id: 'orders::place',
        kind: 'state',
        target: 'orders',
        via: 'state::set',
        count: 1,
        last_seen_ms: 2000,
      },
      {
        function_id: 'orders::place',
        kind: 'event',
        target: 'order.placed',
        via: 'publish',
        count: 1,
        last_seen_ms: 1000,
      },
    ]);
  });

  it('makes no edge without a function above, or with its parent missing; counts repeats; honours since_ms', () => {
    const store = storeOf(
      span('x', undefined, { function_id: 'stream::set', 'svc.stream.name': 'board' }),
      span('y', 'gone', { function_id: 'stream::set', 'svc.stream.name': 'board' }),
      span('f', undefined, { function_id: 'jobs::run' }),
      span('q1', 'f', { function_id: 'iii::durable::publish', 'svc.queue.topic': 'jobs' }, 1000),
      span('q2', 'f', { function_id: 'iii::durable::publish', 'svc.queue.topic': 'jobs' }, 3000),
    );
    expect(flowEdges(store, {})).toEqual([
      {
        function_id: 'jobs::run',
        kind: 'queue',
        target: 'jobs',
        via: 'iii::durable::publish',
        count: 2,
        last_seen_ms: 3000,
      },
    ]);
    expect(flowEdges(store, { since_ms: 2000 })[0]).toMatchObject({ count: 1 });
    expect(flowEdges(store, { since_ms: 5000 })).toEqual([]);
  });
});
