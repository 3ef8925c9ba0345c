/**
 * The console in real Chromium against a real engine with real workers (svc-sdk in TypeScript
 * and Python): every page renders, every action has its effect on the engine, links reproduce
 * views, axe-core finds no WCAG A/AA violation in either theme, and the engine going away shows
 * a banner that goes away by itself when it comes back.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEngineProcess } from '../../engine/test/process.js';
import { startConsoleServer } from '../src/server/index.js';
import {
  axeViolations,
  consoleOptionsFor,
  openPage,
  screenshot,
  type Stack,
  startStack,
  startWorker,
} from './browser.js';

let stack: Stack;
/** The wait for what goes through the engine and a worker while other suites load the machine. */
const SLOW = { timeout: 10_000 };
/** What the test reads of an `<svc-spark-chart>`. */
type Chart = { series: { values: number[] } };
let base: string;

beforeAll(async () => {
  stack = await startStack();
  base = stack.console.url;
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

/** Opens a console path in a fresh page and waits for its page element to render. */
async function open(path: string, theme: 'dark' | 'light' = 'dark', width = 1280): Promise<Page> {
  const page = await openPage(stack.browser, theme, width);
  await page.goto(`${base}${path}`);
  await page.locator('h1').first().waitFor();
  return page;
}

describe('svc-console in Chromium', { timeout: 60_000 }, () => {
  test('the dashboard counts what the engine has and follows registrations live', async () => {
    const page = await open('/');
    const started = Date.now();
    await expect.poll(() => page.locator('#count-workers .n').textContent()).not.toBe('…');
    const firstLoadMs = Date.now() - started;
    const workers = Number(await page.locator('#count-workers .n').textContent());
    const triggers = Number(await page.locator('#count-triggers .n').textContent());
    expect(triggers).toBe(3);
    await expect.poll(() => page.locator('#feed').textContent()).toContain('live');
    // A worker connecting is seen through the live feed, without reloading the page.
    const extra = await startWorker(`${process.cwd()}/.venv/bin/python`, [
      'console/test/fixtures/py_adder.py',
      stack.engine.url,
      'py::late',
      'py-late',
    ]);
    try {
      await expect
        .poll(() => page.locator('#count-workers .n').textContent(), { timeout: 15_000 })
        .toBe(String(workers + 1));
    } finally {
      extra.kill();
    }
    // Invocations show on the charts.
    for (let i = 0; i < 20; i++) await stack.caller.result('py::add', { a: i, b: 1 });
    await expect.poll(() => page.locator('#rate .value').textContent(), { timeout: 15_000 }).not.toBe('—');
    await expect(page.locator('svc-flow-graph svg a').count()).resolves.toBeGreaterThanOrEqual(6);
    // A dashboard opened afterwards starts with those invocations on its chart (the engine's history).
    const later = await open('/');
    const points = () => later.locator('#rate').evaluate((chart) => (chart as unknown as Chart).series.values);
    await expect.poll(async () => Math.max(0, ...(await points())), { timeout: 10_000 }).toBeGreaterThan(0);
    await later.context().close();
    expect(await page.locator('#last-update').textContent()).not.toContain('none yet');
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd };
    });
    console.log(
      `console first load: DOMContentLoaded ${timing.domContentLoaded.toFixed(0)} ms, ` +
        `counters shown ${firstLoadMs} ms after navigation`,
    );
    await page.context().close();
  });

  test('Functions: a deep link selects a function; Invoke answers the worker result, errors inline', async () => {
    const page = await open('/functions?fn=demo::greet');
    const editor = page.locator('svc-json-editor .cm-content');
    await editor.waitFor();
    // The schema declares `name` required: an empty object is flagged before sending.
    await editor.fill('{}');
    await expect
      .poll(() => page.locator('svc-json-editor ul').textContent())
      .toContain('missing required property name');
    await editor.fill('{"name": "Ada"}');
    // The editor has taken the text once it no longer lists problems.
    await expect.poll(() => page.locator('svc-json-editor ul').count()).toBe(0);
    await page.locator('#invoke').click();
    await expect.poll(() => page.locator('#invoke-result').textContent(), SLOW).toContain('hello Ada');
    expect(await page.locator('#invoke-result').textContent()).toMatch(/\d+\.\d ms/);
    // The result links to the call's own trace, which the engine recorded.
    const href = await page.locator('#trace-link').getAttribute('href');
    expect(href).toMatch(/^\/traces\/[0-9a-f]{32}$/);
    const tree = await stack.caller.result<{ roots: { name: string }[] }>('engine::traces::tree', {
      trace_id: href!.split('/')[2]!,
    });
    expect(tree.roots[0]?.name).toBe('POST /_console/invoke');
    // The Python worker answers too.
    await page.locator('input[type=search]').fill('py::');
    await page.locator('[role=option][data-key="py::add"]').click();
    await page.locator('svc-json-editor .cm-content').fill('{"a": 40, "b": 2}');
    await page.locator('#invoke').click();
    await expect.poll(() => page.locator('#invoke-result').textContent(), SLOW).toContain('"sum": 42');
    expect(page.url()).toContain('q=py%3A%3A');
    // A failing function shows its code and message.
    await page.goto(`${base}/functions?fn=demo::fail`);
    await page.locator('#invoke').click();
    await expect.poll(() => page.locator('#invoke-result').textContent(), SLOW).toContain('the order service is down');
    // Back returns to the previous selection.
    await page.goBack();
    await expect.poll(() => page.locator('aside h2 code').first().textContent()).toBe('py::add');
    await page.context().close();
  });

  test('Triggers: tabs per kind, the request builder reaches the HTTP function, Trigger Now and Emit run', async () => {
    const page = await open('/triggers');
    await expect.poll(() => page.locator('[role=tab]').first().textContent()).toContain('All (3)');
    await page.locator('[role=tab]', { hasText: 'HTTP' }).click();
    expect(page.url()).toContain('type=http');
    await page.locator('[role=option] [data-type=http]').click();
    await page.locator('input[data-param=name]').fill('Grace Hopper');
    await page.getByRole('button', { name: 'Add query parameter' }).click();
    await page.locator('input[aria-label="Query key"]').fill('lang');
    await page.locator('input[aria-label="Query value"]').fill('en');
    await page.locator('#send').click();
    await expect.poll(() => page.locator('#http-status').textContent()).toBe('200');
    const body = await page.locator('#http-body').textContent();
    expect(JSON.parse(body ?? '')).toEqual({ hello: 'Grace Hopper', query: { lang: 'en' }, method: 'GET' });

    await page.locator('[role=tab]', { hasText: 'CRON' }).click();
    await page.locator('[role=option] [data-type=cron]').click();
    await page.locator('#trigger-now').click();
    await expect.poll(() => page.locator('#action-result').textContent()).toContain('Done');
    const ticked = await stack.caller.result('state::get', { scope: 'console-demo', key: 'ticked' });
    expect(ticked).toMatchObject({ manual: true });

    await page.locator('[role=tab]', { hasText: 'EVENT' }).click();
    await page.locator('[role=option] [data-type=event]').click();
    expect(await page.locator('#emit-topic').inputValue()).toBe('user.signup');
    await page.locator('#emit-payload .cm-content').fill('{"user": "ada", "plan": "pro"}');
    await page.locator('#emit').click();
    await expect.poll(() => page.locator('#action-result').textContent()).toContain('Done');
    await expect
      .poll(() => stack.caller.result('state::get', { scope: 'console-demo', key: 'signup' }), { timeout: 10_000 })
      .toEqual({ user: 'ada', plan: 'pro' });
    await page.context().close();
  });

  test('States: real keys page by page; Add, Edit and Delete (confirmed) change what state::get reads', async () => {
    for (let i = 0; i < 60; i++) {
      await stack.caller.result('state::set', {
        scope: 'orders',
        key: `order-${String(i).padStart(3, '0')}`,
        value: { i },
      });
    }
    const page = await open('/states?scope=orders');
    await expect.poll(() => page.locator('#key-count').textContent()).toBe('60 keys');
    expect(await page.locator('[role=option][data-key]').first().getAttribute('data-key')).toBe('order-000');
    await page.locator('input[type=search]').fill('order-05');
    await expect.poll(() => page.locator('#key-count').textContent()).toBe('10 keys');
    await expect.poll(() => page.locator('[role=option][data-key]').count()).toBe(10);

    await page.locator('#add').click();
    await page.locator('#add-key').fill('order-new');
    await page.locator('#add-value .cm-content').fill('{"total": 12.5}');
    await page.locator('#save-new').click();
    await expect
      .poll(() => stack.caller.result('state::get', { scope: 'orders', key: 'order-new' }))
      .toEqual({ total: 12.5 });
    await expect.poll(() => page.url()).toContain('key=order-new');
    await expect.poll(() => page.locator('#state-value').textContent()).toContain('12.5');

    await page.goto(`${base}/states?scope=orders&key=order-001`);
    await page.locator('#edit').click();
    await page.locator('#edit-value .cm-content').fill('{"i": 1, "paid": true}');
    await page.locator('#save-edit').click();
    await expect
      .poll(() => stack.caller.result('state::get', { scope: 'orders', key: 'order-001' }))
      .toEqual({ i: 1, paid: true });

    await page.locator('#delete').click();
    await page.locator('#confirm-delete').click();
    await expect
      .poll(async () => (await stack.caller.result('state::get', { scope: 'orders', key: 'order-001' })) ?? null)
      .toBeNull();
    await page.context().close();
  });

  test('States: a value changed by a worker updates the open entry and the list live', async () => {
    await stack.caller.result('state::set', { scope: 'live', key: 'k1', value: { v: 1 } });
    const page = await open('/states?scope=live&key=k1');
    await expect.poll(() => page.locator('#state-value').textContent()).toContain('"v": 1');
    await expect.poll(() => page.locator('#key-count').textContent()).toBe('1 keys');
    await stack.caller.result('state::set', { scope: 'live', key: 'k1', value: { v: 2 } });
    await expect.poll(() => page.locator('#state-value').textContent(), { timeout: 10_000 }).toContain('"v": 2');
    await stack.caller.result('state::set', { scope: 'live', key: 'k0', value: 'new' });
    await expect.poll(() => page.locator('[role=option][data-key=k0]').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('[role=option][data-key]').first().getAttribute('data-key')).toBe('k0');
    await stack.caller.result('state::delete', { scope: 'live', key: 'k1' });
    await expect.poll(() => page.locator('#state-message').textContent(), { timeout: 10_000 }).toContain('deleted');
    await expect.poll(() => page.locator('[role=option][data-key=k1]').count()).toBe(0);
    await page.context().close();
  });

  test('States: a change made while the live feed was not joined yet shows once it joins', async () => {
    await stack.caller.result('state::set', { scope: 'late', key: 'k1', value: { v: 1 } });
    const page = await openPage(stack.browser);
    // The live feed's socket is refused until the change below is made; the feed then retries.
    let refusing = true;
    await page.routeWebSocket('**/ws/live', (ws) => (refusing ? ws.close() : ws.connectToServer()));
    await page.goto(`${base}/states?scope=late&key=k1`);
    await expect.poll(() => page.locator('#state-value').textContent()).toContain('"v": 1');
    await stack.caller.result('state::set', { scope: 'late', key: 'k1', value: { v: 2 } });
    refusing = false;
    await expect.poll(() => page.locator('#state-value').textContent(), { timeout: 15_000 }).toContain('"v": 2');
    await page.context().close();
  });

  test('Functions: the request schema gives a form; switching between form and JSON keeps the value', async () => {
    const page = await open('/functions?fn=demo::greet');
    await page.locator('svc-json-editor .cm-content').fill('{"name": "Lin"}');
    await page.locator('#form-mode').click();
    const name = page.locator('svc-schema-form input[aria-label="name (required)"]');
    expect(await name.inputValue()).toBe('Lin');
    await name.fill('Grace');
    await page.getByRole('button', { name: 'JSON', exact: true }).click();
    await expect.poll(() => page.locator('svc-json-editor .cm-content').textContent()).toContain('"name": "Grace"');
    await page.locator('#invoke').click();
    await expect.poll(() => page.locator('#invoke-result').textContent(), SLOW).toContain('hello Grace');
    // A wrong type is marked in the text, not only listed.
    await page.locator('svc-json-editor .cm-content').fill('{"name": 7}');
    await expect.poll(() => page.locator('svc-json-editor ul').textContent()).toContain('expected string');
    await expect.poll(() => page.locator('svc-json-editor .cm-lintRange-error').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  test('Workers and Config: runtimes, details, and connectivity checked by the console server', async () => {
    const page = await open('/workers?worker=py-adder');
    await expect.poll(() => page.locator('tr[data-name=console-demo]').count()).toBe(1);
    await expect.poll(() => page.locator('aside').textContent()).toContain('py::add');
    expect(await page.locator('tr[data-name=py-adder]').textContent()).toContain('python');
    await page.goto(`${base}/config`);
    await expect.poll(() => page.locator('tr[data-probe]').count()).toBe(3);
    for (const probe of ['bridge', 'http', 'websocket']) {
      expect(await page.locator(`tr[data-probe=${probe}]`).textContent()).toContain('reachable');
    }
    expect(await page.locator('tr[data-module=svc-state]').count()).toBe(1);
    await page.context().close();
  });

  test('every page passes axe-core in both themes, and is written as a screenshot', async () => {
    const paths: [string, string][] = [
      ['dashboard', '/'],
      ['workers', '/workers?worker=console-demo'],
      ['functions', '/functions?fn=demo::greet'],
      ['functions-form', '/functions?fn=demo::greet'],
      ['triggers', '/triggers?type=http'],
      ['states', '/states?scope=orders&key=order-002'],
      ['config', '/config'],
    ];
    const found: string[] = [];
    for (const theme of ['dark', 'light'] as const) {
      for (const [name, path] of paths) {
        const page = await open(`${path}${path.includes('?') ? '&' : '?'}theme=${theme}`, theme);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        if (name === 'functions-form') {
          await page.locator('#form-mode').click();
          await page.locator('svc-schema-form input').first().fill('Ada');
        }
        if (name === 'triggers') {
          await page.locator('[role=option] [data-type=http]').click();
          await page.locator('input[data-param=name]').fill('Ada');
          await page.locator('#send').click();
          await page.locator('#http-status').waitFor();
        }
        for (const violation of await axeViolations(page)) found.push(`${name} (${theme}) ${violation}`);
        await screenshot(page, name);
        await page.context().close();
      }
    }
    expect(found).toEqual([]);
  }, 120_000);

  test('at phone width the navigation and a page stay usable', async () => {
    const page = await open('/functions', 'light', 390);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(400);
    await page.locator('nav a', { hasText: 'Triggers' }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Triggers');
    await screenshot(page, 'phone-triggers');
    await page.context().close();
  });

  test('a page element works alone in a page of another site, through a console that allows its origin', async () => {
    const example = readFileSync(new URL('../examples/embed.html', import.meta.url), 'utf8');
    let html = '';
    const portal: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
    await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(portal.address() as { port: number }).port}`;
    const embedded = await startConsoleServer({ ...consoleOptionsFor(stack.engine), allowOrigins: [origin] });
    html = example.replaceAll('CONSOLE', embedded.url);
    try {
      const page = await openPage(stack.browser);
      await page.goto(origin);
      await page.locator('[role=option][data-key="demo::greet"]').click();
      await page.locator('svc-json-editor .cm-content').fill('{"name": "Portal"}');
      await page.locator('#invoke').click();
      await expect.poll(() => page.locator('#invoke-result').textContent(), SLOW).toContain('hello Portal');
      expect(await page.locator('svc-app').count()).toBe(0);
      await page.context().close();
    } finally {
      await embedded.close();
      portal.close();
    }
  });

  test('with OpenTelemetry on, the console is a worker whose bridge check appears in the engine traces', async () => {
    // The svc-console command in its own process, as people run it.
    const options = consoleOptionsFor(stack.engine);
    const child = spawn(process.execPath, [
      'console/bin/svc-console.js',
      '--port=0',
      `--engine-port=${options.enginePort}`,
      `--ws-port=${options.wsPort}`,
      `--bridge-port=${options.bridgePort}`,
      '--otel-service-name=ops-console',
    ]);
    const traced = {
      url: await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const url = /svc-console (http:\/\/\S+)/.exec(out)?.[1];
          if (url) resolve(url);
        });
        child.once('exit', (code) => reject(new Error(`svc-console exited with ${code}: ${out}`)));
      }),
    };
    try {
      await expect
        .poll(async () => {
          const { probes } = (await (await fetch(`${traced.url}/api/connectivity`)).json()) as {
            probes: { name: string; ok: boolean }[];
          };
          return probes.find((probe) => probe.name === 'bridge')?.ok;
        })
        .toBe(true);
      const workers = await stack.caller.result<{ workers: { name: string }[] }>('engine::workers::list', {});
      expect(workers.workers.map((w) => w.name)).toContain('svc-console');
      await expect
        .poll(
          async () => {
            const res = await fetch(`${stack.engine.listeners.http}/_console/otel/traces`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              // The console's check calls engine::workers::list, whose traces are internal.
              body: JSON.stringify({ service_name: 'ops-console', include_internal: true }),
            });
            const found = (await res.json()) as { spans: { name: string }[] };
            return found.spans.length;
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
    } finally {
      child.kill();
    }
  });

  test('an engine that goes away shows a banner; when it is back the console reconnects by itself', async () => {
    const page = await open('/');
    await expect.poll(() => page.locator('#feed').textContent()).toContain('live');
    const listeners = stack.engine.listeners;
    await stack.engine.kill();
    await expect.poll(() => page.locator('#engine-down').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('#feed').textContent()).toContain('stale');
    // The same engine comes back on the same ports.
    const port = (url: string | undefined) => new URL(url ?? '').port;
    stack.engine = await startEngineProcess([], {
      SVC_PORT: port(listeners.bridge),
      SVC_HTTP_PORT: port(listeners.http),
      SVC_STREAM_PORT: port(listeners.stream),
    });
    await expect.poll(() => page.locator('#engine-down').count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => page.locator('#feed').textContent()).toContain('live');
    await page.context().close();
  }, 60_000);
});
