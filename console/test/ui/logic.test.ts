/** The console elements' logic that needs no browser: schema hints, paths, kinds, layout, bounds. */
import { describe, expect, test } from 'vitest';
import { layoutFlow } from '../../src/ui/flow-layout.js';
import { fillPath, pathParams } from '../../src/ui/http-path.js';
import { traceIdOf } from '../../src/ui/engine-client.js';
import { setAt } from '../../src/ui/form-value.js';
import { checkAgainstSchema, problemsOf, sampleFor } from '../../src/ui/schema-check.js';
import { MAX_POINTS, Series } from '../../src/ui/series.js';
import { ago } from '../../src/ui/time-format.js';
import { configLine, kindLabel, sortKinds } from '../../src/ui/trigger-kinds.js';
import { OVERSCAN, visibleRange } from '../../src/ui/virtual-range.js';

const schema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    age: { type: 'integer' },
    tags: { type: 'array', items: { type: 'string' } },
    plan: { enum: ['free', 'pro'] },
  },
};

describe('checkAgainstSchema', () => {
  test('a value that fits has no problems', () => {
    expect(checkAgainstSchema({ name: 'Ada', age: 36, tags: ['x'], plan: 'pro' }, schema)).toEqual([]);
  });
  test('names each problem with its path', () => {
    expect(checkAgainstSchema({ age: 1.5, tags: [1], plan: 'gold', extra: true }, schema).sort()).toEqual([
      '$.age: expected integer, got number',
      '$.plan: must be one of "free", "pro"',
      '$.tags[0]: expected string, got integer',
      '$: missing required property name',
      '$: unknown property extra',
    ]);
  });
  test('a wrong top-level type stops there', () => {
    expect(checkAgainstSchema([1], schema)).toEqual(['$: expected object, got array']);
  });
  test('a starting value has every declared property', () => {
    expect(sampleFor(schema)).toEqual({ name: '', age: 0, tags: [], plan: 'free' });
  });
});

describe('HTTP trigger paths', () => {
  test('both parameter styles are found, in order', () => {
    expect(pathParams('/orders/:id/items/{item}')).toEqual(['id', 'item']);
  });
  test('values are percent-encoded into the path', () => {
    expect(fillPath('/u/:name/{x}', { name: 'Grace Hopper', x: 'a/b' })).toBe('/u/Grace%20Hopper/a%2Fb');
  });
});

describe('trigger kinds', () => {
  test('HTTP, CRON, QUEUE, EVENT, STATE first, then the rest alphabetically', () => {
    expect(sortKinds(['stream', 'event', 'durable:subscriber', 'http', 'log', 'cron']).map(kindLabel)).toEqual([
      'HTTP',
      'CRON',
      'QUEUE',
      'EVENT',
      'LOG',
      'STREAM',
    ]);
  });
});

describe('config line', () => {
  test('HTTP as method and path, cron as its expression, events as their topic', () => {
    expect(configLine('http', { api_path: '/a/:id', http_method: 'post' }, '')).toBe('POST /a/:id');
    expect(configLine('cron', { expression: '0 * * * * *' }, '')).toBe('0 * * * * *');
    expect(configLine('event', { topic: 'user.signup' }, '')).toBe('user.signup');
    expect(configLine('state', { scope: 'x' }, '{"scope":"x"}')).toBe('{"scope":"x"}');
  });
});

describe('flow layout', () => {
  const trigger = (id: string, fn: string) => ({
    id,
    trigger_type: 'http',
    function_id: fn,
    worker_name: 'w',
    config: {},
    config_summary: `/${id}`,
    status: 'active' as const,
  });
  test('a function bound twice is one node, and trigger nodes sit left of it', () => {
    const flow = layoutFlow([trigger('a', 'f'), trigger('b', 'f')], 10);
    expect(flow.nodes.map((n) => n.kind).sort()).toEqual(['function', 'trigger', 'trigger']);
    const fn = flow.nodes.find((n) => n.kind === 'function')!;
    for (const node of flow.nodes.filter((n) => n.kind === 'trigger')) expect(node.x).toBeLessThan(fn.x);
    expect(flow.edges).toHaveLength(2);
  });
  test('stops at max nodes', () => {
    const many = Array.from({ length: 50 }, (_, i) => trigger(`t${i}`, `f${i}`));
    expect(layoutFlow(many, 10).nodes).toHaveLength(10);
  });
});

describe('chart series', () => {
  test('keeps at most MAX_POINTS, dropping the oldest', () => {
    const series = new Series();
    for (let i = 0; i < MAX_POINTS + 25; i++) series.push(i, i * 2);
    expect(series.times).toHaveLength(MAX_POINTS);
    expect(series.times[0]).toBe(25);
    expect(series.values.at(-1)).toBe((MAX_POINTS + 24) * 2);
  });
});

describe('ago', () => {
  test('seconds, minutes, hours, days', () => {
    const now = 1_000_000_000;
    expect([5e3, 125e3, 7_200e3, 200_000e3].map((d) => ago(now - d, now))).toEqual([
      '5s ago',
      '2m ago',
      '2h ago',
      '2d ago',
    ]);
  });
});

describe('virtualised rows, form values, editor marks and trace links', () => {
  test('a virtual list draws the rows in view and a few around them, whatever the length', () => {
    expect(visibleRange(0, 400, 40, 10_000)).toEqual({ start: 0, end: 10 + OVERSCAN });
    const middle = visibleRange(200_000, 400, 40, 10_000);
    expect(middle).toEqual({ start: 5000 - OVERSCAN, end: 5010 + OVERSCAN });
    expect(visibleRange(399_600, 400, 40, 10_000)).toEqual({ start: 9990 - OVERSCAN, end: 10_000 });
    expect(visibleRange(0, 400, 40, 3)).toEqual({ start: 0, end: 3 });
  });

  test('the form sets and removes values at a path without changing the original', () => {
    const before = { name: 'a', tags: ['x', 'y'] };
    expect(setAt(before, ['tags', 1], undefined)).toEqual({ name: 'a', tags: ['x'] });
    expect(setAt(before, ['address', 'city'], 'Oslo')).toEqual({ ...before, address: { city: 'Oslo' } });
    expect(setAt(before, ['name'], undefined)).toEqual({ tags: ['x', 'y'] });
    expect(before).toEqual({ name: 'a', tags: ['x', 'y'] });
  });

  test('editor marks point at the text a problem is about', () => {
    const text = '{"name": "a", "age": 1.5}';
    const [age] = problemsOf(text, schema);
    expect(age?.message).toBe('$.age: expected integer, got number');
    expect(text.slice(age!.from, age!.to)).toBe('"age"');
    const [parse] = problemsOf('{"a": }', undefined);
    expect(parse?.message).toMatch(/^not JSON/);
    expect(problemsOf('{"name": "ok"}', schema)).toEqual([]);
  });

  test('a traceresponse names a trace only when it was recorded (sampled)', () => {
    const id = 'ab'.repeat(16);
    expect(traceIdOf(`00-${id}-${'cd'.repeat(8)}-01`)).toBe(id);
    expect(traceIdOf(`00-${id}-${'cd'.repeat(8)}-00`)).toBeUndefined();
    expect(traceIdOf(null)).toBeUndefined();
    expect(traceIdOf('garbage')).toBeUndefined();
  });
});
