/** The trace list's filters and the log helpers: what is sent to the engine and what a live row passes. */
import type { ObservabilityStoredLog, ObservabilityStoredSpan } from '@svc/protocol';
import { describe, expect, test } from 'vitest';
import { liveMatch, listInput, parseAttributes, type TraceFilters } from '../../../src/ui/traces/filters.js';
import { levelOf, logPasses, logsInput, prependLogs } from '../../../src/ui/traces/logs.js';

const none: TraceFilters = {
  traceId: '',
  service: '',
  span: '',
  status: '',
  minMs: '',
  maxMs: '',
  range: '',
  from: '',
  to: '',
  attrs: '',
};
const NOW = 1_767_225_600_000;

describe('listInput', () => {
  test('no filters: the newest page', () => {
    expect(listInput(none, 50, 50, NOW)).toEqual({ offset: 50, limit: 50, sort_by: 'start_time', sort_order: 'desc' });
  });
  test('every filter, reversed duration bounds swapped, a sliding preset', () => {
    const input = listInput(
      {
        ...none,
        traceId: ' ABC ',
        service: 'py',
        span: 'add',
        status: 'pending',
        minMs: '500',
        maxMs: '20',
        range: '1h',
        attrs: 'a=1, b = 2,junk',
      },
      0,
      50,
      NOW,
    );
    expect(input).toMatchObject({
      trace_id: 'abc',
      service_name: 'py',
      name: 'add',
      search_all_spans: true,
      status: 'pending',
      min_duration_ms: 20,
      max_duration_ms: 500,
      start_time: NOW - 3_600_000,
      attributes: [
        ['a', '1'],
        ['b', '2'],
      ],
    });
    expect(parseAttributes('x=y=z')).toEqual([['x', 'y=z']]);
  });
});

describe('liveMatch', () => {
  const root = (status: string, end: number): ObservabilityStoredSpan => ({
    trace_id: 't1',
    span_id: 's1',
    name: 'GET /chain',
    start_time_unix_nano: (NOW - 1000) * 1e6,
    end_time_unix_nano: end,
    status,
    attributes: [],
    service_name: 'svc',
    events: [],
    links: [],
  });
  test('checks the root-level filters as the engine does', () => {
    expect(liveMatch(root('ok', (NOW - 900) * 1e6), { status: 'ok' }, NOW)).toBe(true);
    expect(liveMatch(root('ok', (NOW - 900) * 1e6), { status: 'error' }, NOW)).toBe(false);
    expect(liveMatch(root('unset', 0), { status: 'pending' }, NOW)).toBe(true);
    expect(liveMatch(root('ok', (NOW - 900) * 1e6), { min_duration_ms: 200 }, NOW)).toBe(false);
    expect(liveMatch(root('ok', (NOW - 900) * 1e6), { service_name: 'SV' }, NOW)).toBe(true);
  });
  test('internal spans are not shown', () => {
    const internal = { ...root('ok', 1), attributes: [['function_id', 'engine::workers::list']] as [string, string][] };
    expect(liveMatch(internal, {}, NOW)).toBe(false);
  });
});

describe('logs', () => {
  const log = (n: number, text: string, ts: number, body = 'x'): ObservabilityStoredLog => ({
    timestamp_unix_nano: ts,
    observed_timestamp_unix_nano: ts,
    severity_number: n,
    severity_text: text,
    body,
    attributes: {},
    resource: {},
    service_name: 's',
    instrumentation_scope_name: 'i',
  });
  test('levels from the severity number, else the text', () => {
    expect([
      levelOf(log(9, 'INFO', 1)),
      levelOf(log(13, '', 1)),
      levelOf(log(21, '', 1)),
      levelOf(log(0, 'WARNING', 1)),
    ]).toEqual(['info', 'warn', 'fatal', 'warn']);
  });
  test('live records go on top, newest first, without duplicates and within the cap', () => {
    const old = [log(9, 'INFO', 5, 'five')];
    const { list, added } = prependLogs(old, [log(9, 'INFO', 6, 'six'), log(9, 'INFO', 7, 'seven'), old[0]!], 2);
    expect(added).toBe(2);
    expect(list.map((l) => l.body)).toEqual(['seven', 'six']);
  });
  test('the filters as engine input, and a live record checked against them', () => {
    const filters = {
      levels: 'warn,error,bogus',
      q: ' Price ',
      traceId: 'ABC',
      service: 'py',
      range: '',
      from: '',
      to: '',
    };
    const input = logsInput(filters, { start: 5 }, 200);
    expect(input).toEqual({
      limit: 200,
      severity_texts: ['WARN', 'ERROR'],
      search: 'Price',
      trace_id: 'abc',
      service_name: 'py',
      start_time: 5,
    });
    const record = { ...log(17, 'ERROR', 6e6, 'the price list is missing'), trace_id: 'abc', service_name: 'py' };
    expect(logPasses(record, input)).toBe(true);
    expect(logPasses({ ...record, severity_number: 9 }, input)).toBe(false);
    expect(logPasses({ ...record, body: 'other', attributes: { note: 'price' } }, input)).toBe(true);
    expect(logPasses({ ...record, timestamp_unix_nano: 4e6 }, input)).toBe(false);
    expect(logPasses({ ...record, service_name: 'ts' }, input)).toBe(false);
  });
});
