import { describe, expect, it } from 'vitest';
import { decodeLogs, decodeMetrics, decodeSpans, hexId, OtlpError } from '../../src/modules/observability/otlp.js';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';
const resource = { attributes: [{ key: 'service.name', value: { stringValue: 'worker' } }] };

describe('OTLP/JSON decoding', () => {
  it('reads spans with hex or base64 ids, string times, enum kinds and statuses, and cuts long values', () => {
    const base64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64');
    const spans = decodeSpans(
      {
        resourceSpans: [
          {
            resource,
            scopeSpans: [
              {
                scope: { name: 'iii', version: '1' },
                spans: [
                  {
                    traceId: base64(TRACE),
                    spanId: base64(SPAN),
                    parentSpanId: '',
                    name: 'execute f',
                    kind: 'SPAN_KIND_SERVER',
                    startTimeUnixNano: '1767225600000000000',
                    endTimeUnixNano: '1767225600002000000',
                    status: { code: 'STATUS_CODE_ERROR', message: 'boom' },
                    attributes: [
                      { key: 'long', value: { stringValue: 'y'.repeat(100) } },
                      { key: 'n', value: { intValue: '7' } },
                      { key: 'list', value: { arrayValue: { values: [{ boolValue: true }] } } },
                    ],
                    events: [{ name: 'e', timeUnixNano: '1767225600001000000', attributes: [] }],
                  },
                  { traceId: 'short', spanId: SPAN, name: 'dropped: bad trace id' },
                ],
              },
            ],
          },
        ],
      },
      32,
    );
    expect(spans).toHaveLength(1);
    expect(spans[0]).toMatchObject({
      trace_id: TRACE,
      span_id: SPAN,
      name: 'execute f',
      kind: 'server',
      status: 'error',
      status_description: 'boom',
      service_name: 'worker',
      start_time_unix_nano: 1767225600000000000,
      instrumentation_scope_name: 'iii',
      events: [{ name: 'e', timestamp_unix_nano: 1767225600001000000, attributes: [] }],
    });
    expect(spans[0]!.parent_span_id).toBeUndefined();
    expect(spans[0]!.attributes).toEqual([
      ['long', `${'y'.repeat(32)}…[truncated 68 chars]`],
      ['n', '7'],
      ['list', '[true]'],
    ]);
  });

  it('reads log records with their trace, severity and structured bodies', () => {
    const [log] = decodeLogs(
      {
        resourceLogs: [
          {
            resource,
            scopeLogs: [
              {
                scope: {},
                logRecords: [
                  {
                    timeUnixNano: '1767225600000000000',
                    severityText: 'WARN',
                    body: { kvlistValue: { values: [{ key: 'msg', value: { stringValue: 'hi' } }] } },
                    traceId: TRACE,
                    spanId: SPAN,
                    attributes: [{ key: 'step', value: { stringValue: 'a' } }],
                  },
                ],
              },
            ],
          },
        ],
      },
      4096,
      42,
    );
    expect(log).toMatchObject({
      timestamp_unix_nano: 1767225600000000000,
      observed_timestamp_unix_nano: 42,
      severity_number: 13,
      severity_text: 'WARN',
      body: '{"msg":"hi"}',
      attributes: { step: 'a' },
      trace_id: TRACE,
      span_id: SPAN,
      resource: { 'service.name': 'worker' },
      service_name: 'worker',
    });
  });

  it('reads metrics of every kind, and refuses what is not an OTLP document', () => {
    const metrics = decodeMetrics(
      {
        resourceMetrics: [
          {
            resource,
            scopeMetrics: [
              {
                metrics: [
                  { name: 'rss', unit: 'By', gauge: { dataPoints: [{ asInt: '5', timeUnixNano: '9' }] } },
                  { name: 'calls', sum: { dataPoints: [] } },
                  { name: 'no data' },
                ],
              },
            ],
          },
        ],
      },
      4096,
      100,
    );
    expect(metrics.map((m) => [m.name, m.metric_type, m.timestamp_unix_nano])).toEqual([
      ['rss', 'gauge', 9],
      ['calls', 'sum', 100],
    ]);
    expect(() => decodeSpans([], 10)).toThrow(OtlpError);
    expect(() => decodeLogs({ resourceSpans: [] }, 10, 0)).toThrow(OtlpError);
    expect(hexId('zz', 8)).toBeUndefined();
    // Lowercase hex as it is; uppercase lowered; base64 as hex; the wrong length refused.
    expect(hexId('00f067aa0ba902b7', 8)).toBe('00f067aa0ba902b7');
    expect(hexId('00F067AA0BA902B7', 8)).toBe('00f067aa0ba902b7');
    expect(hexId(Buffer.from('00f067aa0ba902b7', 'hex').toString('base64'), 8)).toBe('00f067aa0ba902b7');
    expect(hexId('00f067aa0ba902b7', 16)).toBeUndefined();
  });
});
