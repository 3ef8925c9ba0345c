/**
 * The parity suite: one body, run against the in_memory, file_based and redis adapters (a real
 * redis-server), calling every `state::*` function through the router as any worker would.
 * Every function, every update op and every error must look the same on all three.
 */
import type { JsonValue } from '@svc/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidIds } from '../../src/core/clock.js';
import { LocalWorker } from '../../src/core/local-worker.js';
import { createLogger } from '../../src/log.js';
import { adapterSettings, startRedis, stateOnRouter, type RedisServer } from './harness.js';
import { UPDATE_CASES } from './update-cases.js';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

const ADAPTERS = ['in_memory', 'file_based', 'redis'] as const;

describe.each(ADAPTERS)('svc-state on %s', (adapter) => {
  let state: Awaited<ReturnType<typeof stateOnRouter>>;
  let handler: LocalWorker;
  beforeAll(async () => {
    state = await stateOnRouter({
      ...adapterSettings(adapter, { redisUrl: redis.url, keyPrefix: `parity-${Date.now()}:` }),
      max_value_bytes: 2048,
    });
    handler = new LocalWorker(
      'test-handlers',
      state.router,
      createLogger('error', () => {}),
      uuidIds,
    );
  });
  afterAll(async () => {
    await state.module.stop();
  });
  const call = <T = JsonValue>(fn: string, data: JsonValue) => state.call<T>(fn, data);
  const bind = (id: string, config: JsonValue, functionId: string) =>
    state.router.receive(handler, {
      type: 'registertrigger',
      id,
      trigger_type: 'state',
      function_id: functionId,
      config,
    });

  it('set, get and delete, with old values', async () => {
    expect(await call('state::get', { scope: 'basic', key: 'k' })).toBeNull();
    expect(
      await call('state::set', {
        scope: 'basic',
        key: 'k',
        value: { name: 'Ada', tags: ['a'], n: 1.5, ok: true, none: null },
      }),
    ).toEqual({
      old_value: null,
      new_value: { name: 'Ada', tags: ['a'], n: 1.5, ok: true, none: null },
    });
    expect(await call('state::set', { scope: 'basic', key: 'k', data: 'second' })).toEqual({
      old_value: { name: 'Ada', tags: ['a'], n: 1.5, ok: true, none: null },
      new_value: 'second',
    });
    expect(await call('state::get', { scope: 'basic', key: 'k' })).toBe('second');
    expect(await call('state::delete', { scope: 'basic', key: 'k' })).toBe('second');
    expect(await call('state::delete', { scope: 'basic', key: 'k' })).toBeNull();
    expect(await call('state::get', { scope: 'basic', key: 'k' })).toBeNull();
  });

  it('keep unicode scopes, keys and values, and empty containers, as given', async () => {
    const value = { text: 'héllo 😀 \u2028', empty: {}, list: [], nested: [[], {}] };
    await call('state::set', { scope: 'ünï', key: 'ключ', value });
    expect(await call('state::get', { scope: 'ünï', key: 'ключ' })).toEqual(value);
    expect(await call('state::list', { scope: 'ünï' })).toEqual([value]);
  });

  it('list values in key order, list groups sorted, and drop a scope with its last key', async () => {
    for (const key of ['b', 'a', 'c']) await call('state::set', { scope: 'list-a', key, value: key.toUpperCase() });
    await call('state::set', { scope: 'list-b', key: 'x', value: null });
    expect(await call('state::list', { scope: 'list-a' })).toEqual(['A', 'B', 'C']);
    expect(await call('state::list', { scope: 'list-b' })).toEqual([null]);
    expect(await call('state::list', { scope: 'list-none' })).toEqual([]);
    const { groups } = await call<{ groups: string[] }>('state::list_groups', {});
    expect(groups.filter((g) => g.startsWith('list-'))).toEqual(['list-a', 'list-b']);
    expect([...groups].sort()).toEqual(groups);
    await call('state::delete', { scope: 'list-b', key: 'x' });
    expect((await call<{ groups: string[] }>('state::list_groups', {})).groups).not.toContain('list-b');
  });

  it('page keys with a prefix and a cursor, in code point order', async () => {
    const keys = ['u10', 'u2', 'u1', 'v1', 'u\u{1F600}', 'u\uFFFD', 'u'];
    for (const key of keys) await call('state::set', { scope: 'pages', key, value: { key } });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { items: { key: string; value: JsonValue }[]; next_cursor: string | null } = await call(
        'state::list_keys',
        { scope: 'pages', prefix: 'u', cursor, limit: 2 },
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      for (const item of page.items) expect(item.value).toEqual({ key: item.key });
      seen.push(...page.items.map((i) => i.key));
      cursor = page.next_cursor;
      pages++;
    } while (cursor !== null);
    expect(seen).toEqual(['u', 'u1', 'u10', 'u2', 'u\uFFFD', 'u\u{1F600}']);
    expect(pages).toBe(3);
    expect(await call('state::list_keys', { scope: 'pages' })).toMatchObject({
      next_cursor: null,
      items: { length: 7 },
    });
    expect(await call('state::list_keys', { scope: 'pages', prefix: 'w' })).toEqual({ items: [], next_cursor: null });
    expect(await call('state::list_keys', { scope: 'nowhere' })).toEqual({ items: [], next_cursor: null });
  });

  it('compare-and-set: null expects a missing key, structural equality, a conflict returns the current', async () => {
    expect(
      await call('state::compare_and_set', {
        scope: 'cas',
        key: 'j',
        expected: null,
        value: { owner: 'w1', at: [1, 2] },
      }),
    ).toEqual({
      ok: true,
      current: { owner: 'w1', at: [1, 2] },
    });
    expect(
      await call('state::compare_and_set', { scope: 'cas', key: 'j', expected: null, value: { owner: 'w2' } }),
    ).toEqual({ ok: false, current: { owner: 'w1', at: [1, 2] } });
    expect(
      await call('state::compare_and_set', {
        scope: 'cas',
        key: 'j',
        expected: { at: [2, 1], owner: 'w1' },
        value: 'x',
      }),
    ).toMatchObject({ ok: false });
    expect(
      await call('state::compare_and_set', {
        scope: 'cas',
        key: 'j',
        expected: { at: [1, 2], owner: 'w1' },
        value: 'w3',
      }),
    ).toEqual({ ok: true, current: 'w3' });
    expect(await call('state::get', { scope: 'cas', key: 'j' })).toBe('w3');
  });

  describe('update', () => {
    it.each(UPDATE_CASES.map((c, i) => [c.name, c, i] as const))('%s', async (_name, c, i) => {
      const key = `case-${i}`;
      if (c.start !== undefined) await call('state::set', { scope: 'update', key, value: c.start });
      const result = await call<{
        old_value: JsonValue;
        new_value: JsonValue;
        errors?: { op_index: number; code: string; message: string }[];
      }>('state::update', {
        scope: 'update',
        key,
        ops: c.ops,
      });
      const expected = c.stored !== undefined ? c.stored : (c.start ?? null);
      expect(result.old_value).toEqual(c.start ?? null);
      expect(result.new_value).toEqual(expected);
      expect(result.errors?.map((e) => [e.op_index, e.code]) ?? []).toEqual(c.errors ?? []);
      for (const error of result.errors ?? []) expect(error.message).toEqual(expect.any(String));
      expect(await call('state::get', { scope: 'update', key })).toEqual(expected);
      expect(Object.getPrototypeOf({}).polluted).toBeUndefined();
    });
  });

  it('refuse values over max_value_bytes with VALUE_TOO_LARGE, writing nothing', async () => {
    const big = 'x'.repeat(2048);
    expect(await state.failure('state::set', { scope: 'limits', key: 'k', value: big })).toMatchObject({
      code: 'VALUE_TOO_LARGE',
    });
    await call('state::set', { scope: 'limits', key: 'k', value: { s: 'small' } });
    expect(
      await state.failure('state::update', {
        scope: 'limits',
        key: 'k',
        ops: [{ type: 'set', path: 's', value: big }],
      }),
    ).toMatchObject({ code: 'VALUE_TOO_LARGE' });
    expect(
      await state.failure('state::compare_and_set', {
        scope: 'limits',
        key: 'k',
        expected: { s: 'small' },
        value: big,
      }),
    ).toMatchObject({ code: 'VALUE_TOO_LARGE' });
    // Multi-byte text counts in bytes: 700 × 3 bytes is over 2048.
    expect(await state.failure('state::set', { scope: 'limits', key: 'k', value: '€'.repeat(700) })).toMatchObject({
      code: 'VALUE_TOO_LARGE',
    });
    expect(await call('state::get', { scope: 'limits', key: 'k' })).toEqual({ s: 'small' });
  });

  it.each([
    ['state::get', { scope: 'x' }, "must have required property 'key'"],
    ['state::get', null, "must have required property 'scope'"],
    ['state::set', { scope: 'x', key: 'k' }, 'value is required'],
    ['state::set', { scope: 1, key: 'k', value: 1 }, '/scope must be string'],
    ['state::set', { scope: '', key: 'k', value: 1 }, '/scope must NOT have fewer than 1 characters'],
    ['state::delete', { scope: 'x', key: ['k'] }, '/key must be string'],
    ['state::update', { scope: 'x', key: 'k', ops: [{ type: 'rename', path: 'a' }] }, '/ops/0'],
    [
      'state::update',
      { scope: 'x', key: 'k', ops: [{ type: 'increment', path: 'a', by: 1.5 }] },
      '/ops/0/by must be integer',
    ],
    [
      'state::update',
      { scope: 'x', key: 'k', ops: [{ type: 'set', path: 'a' }] },
      "must have required property 'value'",
    ],
    ['state::update', { scope: 'x', key: 'k' }, "must have required property 'ops'"],
    ['state::compare_and_set', { scope: 'x', key: 'k', value: 1 }, "must have required property 'expected'"],
    ['state::list', {}, "must have required property 'scope'"],
    ['state::list_groups', [], '/ must be object'],
    ['state::list_keys', { scope: 'x', limit: 1001 }, '/limit must be <= 1000'],
  ] as const)('answer %s %j with deserialization_error (%s)', async (functionId, data, message) => {
    const error = await state.failure(functionId, data as JsonValue);
    expect(error).toMatchObject({ code: 'deserialization_error' });
    expect(error.message).toContain(`Failed to deserialize input for ${functionId}`);
    expect(error.message).toContain(message);
  });

  it('fire state triggers after each change, with event types, filters and condition functions', async () => {
    const fired: [binding: string, event: Record<string, JsonValue>][] = [];
    const bindings: [string, Record<string, JsonValue>][] = [
      ['all', { scope: 'trig' }],
      ['updates_of_k', { scope: 'trig', key: 'k', event_types: ['state:updated'] }],
      ['vip', { scope: 'trig', condition_function_id: 'test::only_vip' }],
      ['after_failing_condition', { scope: 'trig', condition_function_id: 'test::failing_condition' }],
      ['other_scope', { scope: 'elsewhere' }],
    ];
    handler.registerFunction(
      'test::only_vip',
      (data) => (data as { new_value: { vip?: boolean } | null }).new_value?.vip === true,
    );
    handler.registerFunction('test::failing_condition', () => {
      throw new Error('condition failed');
    });
    for (const [name, config] of bindings) {
      handler.registerFunction(`test::${name}`, (data) => void fired.push([name, data as Record<string, JsonValue>]));
      bind(`${adapter}-${name}`, config, `test::${name}`);
    }
    await call('state::set', { scope: 'trig', key: 'k', value: { n: 1 } });
    await call('state::update', { scope: 'trig', key: 'k', ops: [{ type: 'increment', path: 'n', by: 1 }] });
    await call('state::update', { scope: 'trig', key: 'k', ops: [{ type: 'append', path: 'n', value: 'x' }] });
    await call('state::compare_and_set', { scope: 'trig', key: 'k', expected: { n: 1 }, value: 'lost' });
    await call('state::compare_and_set', { scope: 'trig', key: 'k', expected: { n: 2 }, value: { n: 3, vip: true } });
    await call('state::delete', { scope: 'trig', key: 'k' });
    await call('state::delete', { scope: 'trig', key: 'k' });
    await call('state::update', { scope: 'trig', key: 'new', ops: [{ type: 'set', path: 'a', value: 1 }] });
    const expected = [
      ['all', 'state:created', 'k', null, { n: 1 }],
      ['all', 'state:updated', 'k', { n: 1 }, { n: 2 }],
      ['updates_of_k', 'state:updated', 'k', { n: 1 }, { n: 2 }],
      ['all', 'state:updated', 'k', { n: 2 }, { n: 3, vip: true }],
      ['updates_of_k', 'state:updated', 'k', { n: 2 }, { n: 3, vip: true }],
      ['vip', 'state:updated', 'k', { n: 2 }, { n: 3, vip: true }],
      ['all', 'state:deleted', 'k', { n: 3, vip: true }, null],
      ['all', 'state:created', 'new', null, { a: 1 }],
    ];
    await expect.poll(() => fired.length).toBe(expected.length);
    for (const [, event] of fired) expect(event).toMatchObject({ type: 'state', scope: 'trig' });
    const rows = fired.map(([name, e]) => [name, e.event_type, e.key, e.old_value, e.new_value]);
    // Deliveries to different bindings may interleave; each binding sees its changes in order.
    for (const [name] of bindings)
      expect(rows.filter((r) => r[0] === name)).toEqual(expected.filter((r) => r[0] === name));
  });
});
