/** The console's filters on the stores: pending traces, several severities, baggage on engine spans. */
import type { ObservabilityStoredLog, ObservabilityStoredSpan } from '@svc/protocol';
import { describe, expect, test } from 'vitest';
import { baggageAttributes } from '../../src/modules/observability/engine-spans.js';
import { listLogs, listTraces } from '../../src/modules/observability/queries.js';
import { SpanStore } from '../../src/modules/observability/records.js';

const span = (trace: string, status: string, endNs: number): ObservabilityStoredSpan => ({
  trace_id: trace.padEnd(32, '0'),
  span_id: trace.padEnd(16, '0'),
  name: `op-${trace}`,
  start_time_unix_nano: 1e18,
  end_time_unix_nano: endNs,
  status,
  attributes: [],
  service_name: 'svc',
  events: [],
  links: [],
});

const log = (severity: string, body: string): ObservabilityStoredLog => ({
  timestamp_unix_nano: 1e18,
  observed_timestamp_unix_nano: 1e18,
  severity_number: 9,
  severity_text: severity,
  body,
  attributes: {},
  resource: {},
  service_name: 'svc',
  instrumentation_scope_name: 't',
});

describe('engine::traces::list status', () => {
  const store = new SpanStore(100, 0);
  store.add(span('a', 'ok', 1e18 + 5e6));
  store.add(span('b', 'error', 1e18 + 5e6));
  store.add(span('c', 'unset', 0));
  const names = (status: string) => listTraces(store, { status }, 2e12).spans.map((s) => s.name);

  test('`pending` lists the traces whose root is still in progress', () => {
    expect(names('pending')).toEqual(['op-c']);
    expect(names('PENDING')).toEqual(['op-c']);
  });

  test('other values still match a substring of the status', () => {
    expect(names('ok')).toEqual(['op-a']);
    expect(names('err')).toEqual(['op-b']);
  });
});

describe('engine::logs::list severity_texts', () => {
  const logs = [log('INFO', 'started'), log('WARNING', 'slow order'), log('ERROR', 'order failed'), log('DEBUG', 'x')];

  test('any of several severities, WARN matching WARNING', () => {
    const found = listLogs(logs, { severity_texts: ['warn', 'ERROR'] });
    expect(found.logs.map((l) => l.body).sort()).toEqual(['order failed', 'slow order']);
    expect(found.total).toBe(2);
    expect(found.services).toEqual({ svc: 2 });
  });

  test('combined with the other filters by and', () => {
    expect(listLogs(logs, { severity_texts: ['INFO', 'ERROR'], search: 'order' }).logs.map((l) => l.body)).toEqual([
      'order failed',
    ]);
    expect(listLogs(logs, { severity_texts: [] }).total).toBe(0);
  });
});

describe('baggage on engine spans', () => {
  test('each W3C baggage member becomes a baggage.<key> attribute, decoded, properties dropped', () => {
    expect(baggageAttributes('tenant=acme, user.id=ada%20l;prop=1,broken,=x')).toEqual({
      'baggage.tenant': 'acme',
      'baggage.user.id': 'ada l',
    });
  });

  test('a header with too many members is cut', () => {
    const header = Array.from({ length: 200 }, (_, i) => `k${i}=v`).join(',');
    expect(Object.keys(baggageAttributes(header))).toHaveLength(64);
  });
});
