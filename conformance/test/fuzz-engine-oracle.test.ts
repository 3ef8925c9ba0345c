import { describe, expect, it } from 'vitest';
import { EngineOracle, readInbound } from '../src/fuzz/engine-oracle.js';

const LIMIT = 1024;
const REGISTERED = JSON.stringify({ type: 'workerregistered', worker_id: 'w', reattach_token: 't' });

/** An oracle that has seen `workerregistered` and was sent `frames`. */
function oracle(...frames: unknown[]): EngineOracle {
  const o = new EngineOracle(LIMIT);
  o.received(REGISTERED, 0);
  for (const frame of frames) o.sent(Buffer.from(typeof frame === 'string' ? frame : JSON.stringify(frame)), false, 10);
  return o;
}

describe('readInbound', () => {
  it('reads a frame as an engine must', () => {
    expect(readInbound(Buffer.alloc(LIMIT + 1, 0x20), false, LIMIT)).toEqual({ kind: 'close', code: 1009 });
    expect(readInbound(Buffer.from([0x7b, 0xff, 0x7d]), false, LIMIT)).toEqual({ kind: 'close', code: 1007 });
    expect(readInbound(Buffer.from([0x7b, 0xff, 0x7d]), true, LIMIT)).toMatchObject({ kind: 'ignored' });
    expect(readInbound(Buffer.from('OTLP{"type":"ping"}'), true, LIMIT)).toMatchObject({
      kind: 'ignored',
      why: 'telemetry',
    });
    expect(readInbound(Buffer.from('{"type":"ping"}'), true, LIMIT)).toMatchObject({
      kind: 'message',
      refusable: false,
    });
    expect(
      readInbound(Buffer.from(`{"type":"ping","x":${'['.repeat(200)}${']'.repeat(200)}}`), false, 4096),
    ).toMatchObject({ kind: 'message', refusable: true });
    expect(readInbound(Buffer.from('{"type":"registerfunction","id":7}'), false, LIMIT)).toMatchObject({
      kind: 'invalid',
    });
    expect(readInbound(Buffer.from('{"type":"mystery"}'), false, LIMIT)).toMatchObject({ kind: 'ignored' });
  });
});

describe('the engine oracle', () => {
  it('accepts one answer per call, with the call function id and a documented code', () => {
    const o = oracle(
      { type: 'invokefunction', invocation_id: 'i-1', function_id: 'f' },
      { type: 'invokefunction', invocation_id: 'i-1', function_id: 'g', data: 1 },
    );
    expect(o.unansweredCalls).toEqual(['i-1', 'i-1']);
    o.received(
      JSON.stringify({
        type: 'invocationresult',
        invocation_id: 'i-1',
        function_id: 'g',
        error: { code: 'function_not_found', message: 'x' },
      }),
      11,
    );
    o.received(JSON.stringify({ type: 'invocationresult', invocation_id: 'i-1', function_id: 'f', result: 3 }), 12);
    expect(o.unansweredCalls).toEqual([]);
    expect(o.violations).toEqual([]);
  });

  it('refuses a second answer, an answer to nothing, a wrong function id and an undocumented code', () => {
    const o = oracle(
      { type: 'invokefunction', invocation_id: 'i-1', function_id: 'f' },
      { type: 'invokefunction', invocation_id: 'i-2', function_id: 'f' },
    );
    o.received(JSON.stringify({ type: 'invocationresult', invocation_id: 'i-1', function_id: 'f', result: 1 }), 11);
    o.received(JSON.stringify({ type: 'invocationresult', invocation_id: 'i-1', function_id: 'f', result: 1 }), 12);
    o.received(JSON.stringify({ type: 'invocationresult', invocation_id: 'i-9', function_id: 'f', result: 1 }), 12);
    o.received(JSON.stringify({ type: 'invocationresult', invocation_id: 'i-2', function_id: 'other', result: 1 }), 12);
    o.received(
      JSON.stringify({
        type: 'invocationresult',
        invocation_id: 'i-2',
        function_id: 'f',
        error: { code: 'made_up', message: '' },
      }),
      12,
    );
    expect(o.violations).toEqual([
      expect.stringContaining('invocationresult for "i-1", which no request this connection sent explains'),
      expect.stringContaining('invocationresult for "i-9"'),
      expect.stringContaining('carries function_id "other"'),
      expect.stringContaining('error code "made_up" is not documented'),
    ]);
  });

  it('expects invalid_frame for an invalid call with an id, unless it is void, and lets a call to itself wait', () => {
    const o = oracle(
      { type: 'invokefunction', invocation_id: 'bad', function_id: 42 },
      { type: 'invokefunction', invocation_id: 'void', function_id: 42, action: { type: 'void' } },
      { type: 'registerfunction', id: 'mine' },
      { type: 'invokefunction', invocation_id: 'self', function_id: 'mine' },
    );
    expect(o.unansweredCalls).toEqual(['bad']);
    o.received(
      JSON.stringify({
        type: 'invocationresult',
        invocation_id: 'bad',
        function_id: '',
        error: { code: 'invalid_frame', message: 'x' },
      }),
      11,
    );
    expect(o.unansweredCalls).toEqual([]);
    expect(o.violations).toEqual([]);
  });

  it('accepts a code the connection sent in its own result only for a call to itself', () => {
    const o = oracle(
      { type: 'registerfunction', id: 'mine' },
      { type: 'invokefunction', invocation_id: 'i-1', function_id: 'mine' },
      { type: 'invocationresult', invocation_id: 'i-1', function_id: 'mine', error: { code: 'my_code', message: '' } },
    );
    o.received(
      JSON.stringify({
        type: 'invocationresult',
        invocation_id: 'i-1',
        function_id: 'mine',
        error: { code: 'my_code', message: '' },
      }),
      11,
    );
    expect(o.violations).toEqual([]);
    const provider = oracle(
      { type: 'registertriggertype', id: 'kind' },
      { type: 'registertrigger', id: 't-1', trigger_type: 'kind', function_id: 'f' },
      {
        type: 'triggerregistrationresult',
        id: 't-1',
        trigger_type: 'kind',
        function_id: 'f',
        error: { code: 'nope', message: '' },
      },
    );
    provider.received(
      JSON.stringify({
        type: 'triggerregistrationresult',
        id: 't-1',
        trigger_type: 'kind',
        function_id: 'f',
        error: { code: 'nope', message: '' },
      }),
      11,
    );
    provider.received(
      JSON.stringify({
        type: 'triggerregistrationresult',
        id: 't-1',
        trigger_type: 'kind',
        function_id: 'f',
        error: { code: 'other', message: '' },
      }),
      11,
    );
    expect(provider.violations).toEqual([expect.stringContaining('error code "other" is not documented')]);
  });

  it('refuses a timeout that comes before the call own timeout_ms', () => {
    const o = oracle({ type: 'invokefunction', invocation_id: 'i-1', function_id: 'f', timeout_ms: 5000 });
    o.received(
      JSON.stringify({
        type: 'invocationresult',
        invocation_id: 'i-1',
        function_id: 'f',
        error: { code: 'timeout', message: '' },
      }),
      12,
    );
    expect(o.violations).toEqual([expect.stringContaining('timeout after 2 ms for a call with timeout_ms 5000')]);
  });

  it('explains frames only by what the connection registered', () => {
    const o = oracle(
      { type: 'registerfunction', id: 'mine' },
      { type: 'registertriggertype', id: 'kind' },
      { type: 'registertrigger', id: 't-1', trigger_type: 'x', function_id: 'mine' },
    );
    o.received(JSON.stringify({ type: 'invokefunction', invocation_id: 'e-1', function_id: 'mine', data: null }), 11);
    o.received(JSON.stringify({ type: 'cancelinvocation', invocation_id: 'e-1' }), 11);
    o.received(JSON.stringify({ type: 'registertrigger', id: 't-9', trigger_type: 'kind', function_id: 'other' }), 11);
    o.received(
      JSON.stringify({
        type: 'triggerregistrationresult',
        id: 't-1',
        trigger_type: 'x',
        function_id: 'mine',
        error: { code: 'trigger_registration_failed', message: '' },
      }),
      11,
    );
    expect(o.violations).toEqual([]);
    o.received(JSON.stringify({ type: 'invokefunction', invocation_id: 'e-2', function_id: 'theirs', data: null }), 11);
    o.received(JSON.stringify({ type: 'cancelinvocation', invocation_id: 'e-3' }), 11);
    o.received(JSON.stringify({ type: 'unregistertrigger', id: 't-9', trigger_type: 'other' }), 11);
    o.received(
      JSON.stringify({ type: 'triggerregistrationresult', id: 't-2', trigger_type: 'x', function_id: 'mine' }),
      11,
    );
    o.received(
      JSON.stringify({ type: 'registrationrejected', code: 'FUNCTION_NAMESPACE_CONFLICT', function_id: 'theirs' }),
      11,
    );
    o.received(JSON.stringify({ type: 'invocationresult', invocation_id: 7 }), 11);
    o.received('not json', 11);
    expect(o.violations).toHaveLength(7);
  });

  it('counts pongs against pings, and workerregistered comes first and once', () => {
    const o = new EngineOracle(LIMIT);
    o.received(JSON.stringify({ type: 'pong' }), 0);
    o.received(REGISTERED, 1);
    o.received(REGISTERED, 1);
    expect(o.violations).toEqual([
      'the first frame is not workerregistered: {"type":"pong"}',
      'a pong for no ping',
      'a second workerregistered',
    ]);
    const barrier = oracle({ type: 'ping' }, `{"type":"ping","deep":${'['.repeat(200)}${']'.repeat(200)}}`);
    expect(barrier.barrierAnswered).toBe(false);
    barrier.received(JSON.stringify({ type: 'pong' }), 3);
    expect(barrier.barrierAnswered).toBe(true);
    barrier.received(JSON.stringify({ type: 'pong' }), 4);
    expect(barrier.violations).toEqual([]);
  });

  it('accepts a close only with the code a frame sent calls for', () => {
    const big = oracle(`{"type":"ping","pad":"${'x'.repeat(LIMIT)}"}`, { type: 'ping' });
    expect(big.mustClose).toBe(1009);
    expect(big.pingsSent).toBe(0);
    big.closedWith(1009);
    expect(big.violations).toEqual([]);
    const utf8 = new EngineOracle(LIMIT);
    utf8.sent(Buffer.from([0x22, 0xc3, 0x22]), false, 0);
    utf8.closedWith(1009);
    const none = oracle({ type: 'ping' });
    none.closedWith(1000);
    expect([...utf8.violations, ...none.violations]).toEqual([
      'the engine closed with 1009; the frame sent calls for 1007',
      'the engine closed the connection with 1000, but nothing sent calls for a close',
    ]);
  });
});
